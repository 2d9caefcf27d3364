package sampling

import (
	"testing"

	"recap/review"
)

// codedRule is policyRule with a rule whose id is a code a summary can
// cite ("QC-4").
func codedRule(task, id, rule string) func(evID, summary string) *review.Event {
	return func(evID, summary string) *review.Event {
		return newEvent(evID).msg(review.RoleUser, task).summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: id, Text: rule}}}).build()
	}
}

// A sentence that cites a rule by its code restates each of its limits
// on its own: keeping one ("humedad de hasta 12%") while changing another
// ("pureza mínima del 95%" for 98%) weakens the rule. A temperature is a
// measure of its own ("85 °C", "85 ºC", "85℃"), so a cited bound in
// degrees is compared with the rule's. esOneOfTwo, frDegrees and
// jaCelsiusSign fail on the commit before; the faithful restatements and
// a room temperature beside the rule's bound change nothing.
func TestCitedRuleEachLimit(t *testing.T) {
	grain := codedRule("Receive today's grain trucks.", "QC-4", "Grain is accepted only at 98% purity or more and 12% moisture or less.")
	cold := codedRule("Check the vaccine fridge log.", "VAC-2", "Vaccines are stored at no more than 8 °C at any time.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esOneOfTwo", grain("ce1", "Llegaron 6 camiones. Según QC-4, se acepta grano con pureza mínima del 95% y humedad de hasta 12%. Siguiente paso: descargar los camiones."), true},
		{"esBothKept", grain("ce2", "Llegaron 6 camiones. Según QC-4, se acepta grano con pureza mínima del 98% y humedad de hasta 12%. Siguiente paso: descargar los camiones."), false},
		{"frDegrees", cold("ce3", "Le journal du réfrigérateur est complet. Conformément à VAC-2, les vaccins sont conservés à 12 °C au plus. Prochaine étape : archiver le journal."), true},
		{"jaCelsiusSign", cold("ce4", "冷蔵庫の記録を確認した。VAC-2により、ワクチンは最高10℃で保管する。次：記録を保存する。"), true},
		{"frKeptRoom", cold("ce5", "Le journal du réfrigérateur est complet. Conformément à VAC-2, les vaccins sont conservés à 8 ºC au plus ; la salle reste à 21 °C. Prochaine étape : archiver le journal."), false},
	})
}

// A number that names something ("class 8", "Klasse 3") is no count of
// the rule's unit: a restatement that says "Class 8 trailers" and moves
// the distance from 8 m to 5 m has changed the rule, though an 8 is
// still there. enClassNamed and deKlasse fail on the commit before; the
// distance kept is no weakening.
func TestNamingNumberIsNoLimit(t *testing.T) {
	yard := policyRule("Where do the corrosive trailers park tonight?", "Trailers with class 8 corrosives park at least 8 m from the office building.")
	cited := codedRule("Where do the corrosive trailers park tonight?", "YD-2", "Trailers with class 8 corrosives park at least 8 m from the office building.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enClassNamed", yard("nn1", "Two trailers arrived at 19:40. Class 8 trailers park at least 5 m from the office building. Next: assign the bays."), true},
		{"deKlasse", cited("nn2", "Zwei Auflieger sind um 19:40 angekommen. Gemäß YD-2 parken Auflieger der Klasse 8 mindestens 5 m vom Bürogebäude entfernt. Nächster Schritt: Stellplätze zuweisen."), true},
		{"deKept", cited("nn4", "Zwei Auflieger sind um 19:40 angekommen. Gemäß YD-2 parken Auflieger der Klasse 8 mindestens 8 m vom Bürogebäude entfernt. Nächster Schritt: Stellplätze zuweisen."), false},
		{"enKept", yard("nn3", "Two trailers arrived at 19:40. Class 8 trailers park at least 8 m from the office building. Next: assign the bays."), false},
	})
}
