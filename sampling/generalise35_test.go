package sampling

import (
	"testing"

	"recap/review"
)

// A protected rule's number restated as a bound in another unit of its
// measure changes the rule, in whatever language and words the summary
// says the rest: "more than 800 kg" as "plus de 800 t", "every 500 km"
// as "每 500 英里". Such a sentence shares no word with the rule but
// the number, so the aligned reading never sees it. frTonnes, deMinutes
// and zhMiles fail on the commit before. The number in another unit that
// a tool gave (the load weighed), or beside the rule restated in its own
// unit, changes nothing.
func TestRuleUnitSwappedAnywhere(t *testing.T) {
	pallets := policyRule("Plan today's racking for the inbound pallets.", "Pallets heavier than 800 kg are stored on floor level only.")
	cure := policyRule("Schedule the coating line for order 77.", "Coated parts cure for at least 45 minutes before packing.")
	service := policyRule("Plan the forklift servicing.", "Each forklift is serviced every 500 km of travel.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frTonnes", pallets("us1", "Réception de 14 palettes ce matin. Les palettes de plus de 800 t restent au sol ; les autres vont en hauteur. Prochaine étape : ranger les 14 palettes."), true},
		{"deMinutes", cure("us2", "Auftrag 77: 320 Teile beschichtet. Beschichtete Teile müssen mindestens 45 Sekunden aushärten, bevor sie verpackt werden. Nächster Schritt: Teile verpacken."), true},
		{"zhMiles", service("us3", "叉车 F-3 已行驶 1200 公里。按每 500 英里保养一次的规定，下次保养安排在月底。下一步：通知维修组。"), true},
		{"enToolTonnes", newEvent("us4").msg(review.RoleUser, "Plan today's racking.").tool("inbound_list", "Inbound: 2 pallets, 800 t of steel coil in total across the shipment.", false).
			summary("Inbound steel coil: the shipment holds no more than 800 t in total. Next: rack the pallets.").sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "R1", Text: "Pallets heavier than 800 kg are stored on floor level only."}}}).build(), false},
		{"frKeptAndOther", pallets("us5", "Les palettes de plus de 800 kg restent au sol. La rampe du quai ne doit pas dépasser 800 t. Prochaine étape : ranger les palettes."), false},
		{"zhKept", service("us6", "叉车 F-3 已行驶 1200 公里。按每 500 公里保养一次的规定，下次保养安排在月底。下一步：通知维修组。"), false},
	})
}
