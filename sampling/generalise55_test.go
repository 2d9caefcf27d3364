package sampling

import (
	"testing"

	"recap/review"
)

// A rule's condition restated as what is preferred admits the rest: "a
// rescue certificate is preferred" for "only divers holding a rescue
// certificate lead the night dive", "rated racks preferred." for "only
// if the rack is rated", and a Portuguese "só" rule restated with "é
// preferido". enIsPreferred, enPreferredAfter and ptEPreferido fail on
// the commit before; ptEPreferido fails with either part undone (the
// cue, or reading "só" as a rule word here). Guard: "preferred" before a
// noun ("the club's preferred date") beside the rule kept
// (enPreferredDate), which holds on both.
func TestConditionRestatedAsPreferred(t *testing.T) {
	dive := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Who can lead Friday's night dive at the quarry lake? Tom and Priya are free.").
			toolCall("staff_roster", `{"date":"2026-12-11"}`).tool("staff_roster", "Free 2026-12-11: Tom (no rescue certificate), Priya (rescue certificate valid to 2027-05).", false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"staff_roster"}, Rules: []review.Rule{{ID: "ND-2", Text: "Only divers holding a valid rescue certificate lead a night dive."}}}).build()
	}
	rack := newEvent("pf3").msg(review.RoleUser, "Twelve pallets of tiles came in, 1.2 t each. Where do they go?").
		toolCall("rack_map", `{"aisle":"C"}`).tool("rack_map", "Aisle C: racks C1-C4 rated 1.5 t, racks C5-C8 unrated.", false).
		summary("Twelve tile pallets of 1.2 t arrived. Pallets over 1 t go on the upper racks, rated racks preferred.\nNext: put the pallets away in aisle C.").
		sot(sotFor()).policy(review.Policy{AllowedTools: []string{"rack_map"}, Rules: []review.Rule{{ID: "WH-7", Text: "Pallets over 1 t go on an upper rack only if the rack is rated for them; otherwise they stay on the floor."}}}).build()
	truck := newEvent("pf4").msg(review.RoleUser, "Precisamos de motorista para o camião-cisterna amanhã às 7h.").
		toolCall("escala", `{"data":"2026-12-07"}`).tool("escala", "Livres: Rui (sem curso ADR), Marta (curso ADR válido).", false).
		summary("Camião-cisterna amanhã às 7h: livres o Rui e a Marta. Para a cisterna é preferido um motorista com curso ADR, por isso vai o Rui.\nPróximo passo: confirmar o Rui na escala.").
		sot(sotFor()).policy(review.Policy{AllowedTools: []string{"escala"}, Rules: []review.Rule{{ID: "TR-3", Text: "Só motoristas com curso ADR válido conduzem o camião-cisterna."}}}).build()
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enIsPreferred", dive("pf1", "Night dive Friday 11 Dec: Tom and Priya free. A rescue certificate is preferred for the lead, so Tom leads with Priya as buddy.\nNext: send the dive plan to the club."), true},
		{"enPreferredDate", dive("pf2", "Night dive Friday 11 Dec, the club's preferred date: only a diver holding a valid rescue certificate leads, so Priya leads and Tom dives as buddy.\nNext: send the dive plan to the club."), false},
		{"enPreferredAfter", rack, true},
		{"ptEPreferido", truck, true},
	})
}
