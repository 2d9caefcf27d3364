package sampling

import (
	"testing"

	"recap/review"
)

// A rule with two numbers of one measure ("more than 2% moisture … priced
// 15% below") restated with one kept and the other changed ("au-delà de
// 2 %, décoté de 5 %"): the kept number used to hide the change, since a
// sentence that states a rule's number was read as measuring against it.
// The changed number now stands for the rule's other one. frOtherKept
// fails on the commit before; the guards: both kept, and the case's own
// value before the threshold ("3.4% is above the 2% threshold"), on the
// other side of it than the rule's second number.
func TestRuleNumberBesideItsKeptTwin(t *testing.T) {
	swarf := codedRule("Grade ticket K-4 of brass swarf.", "R1", "Brass swarf with more than 2% moisture or oil is priced 15% below the dry swarf rate.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frOtherKept", swarf("tk1", "Ticket K-4 : 1,5 tonne de copeaux de laiton. Au-delà de 2 % d'humidité, le prix est décoté de 5 % par rapport au tarif copeaux secs.\nProchaine étape : établir le prix de K-4."), true},
		{"frBothKept", swarf("tk2", "Ticket K-4 : 1,5 tonne de copeaux de laiton. Au-delà de 2 % d'humidité, le prix est décoté de 15 % par rapport au tarif copeaux secs.\nProchaine étape : établir le prix de K-4."), false},
		{"enCaseValue", swarf("tk3", "Ticket K-4: 1.5 t of brass swarf. Moisture 3.4% is above the 2% threshold.\nNext: price K-4."), false},
	})
}

// A share is worked out from shares, not from a bare count: "30 copies"
// less the rule's "10%" makes no "20 %", and a restatement that raises a
// 10% cap to 20% is the rule changed. deShareRaised fails on the commit
// before; the guard is a share that is one upstream share less another.
func TestShareNotWorkedOutFromCount(t *testing.T) {
	proofs := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Print the 30-copy edition Nordlicht.").summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "r2", Text: "Artist proofs are capped at 10% of the edition."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deShareRaised", proofs("sh1", "Edition Nordlicht: 30 Exemplare. Künstlerexemplare sind bis 20 % der Auflage zulässig.\nNächster Schritt: Testdruck."), true},
		{"deShareKept", proofs("sh2", "Edition Nordlicht: 30 Exemplare. Künstlerexemplare sind bis 10 % der Auflage zulässig.\nNächster Schritt: Testdruck."), false},
	})
}

// One end of a band restated beside the rule's other end, kept ("3〜10
// 秒" for "between 3 and 7 seconds"), is the band widened, even when two
// of the case's own values add up to the new end (5.2 s and 4.8 s were
// measured): the sum was read as a total worked out upstream. jaBandEnd
// fails on the commit before; the guards keep the band, or give a total
// with no band.
func TestBandEndNotATotal(t *testing.T) {
	doors := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "East wing fire doors adjusted.").
			tool("read_closing_times", "扉1 5.2秒、扉2 4.8秒", false).summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "dc-r1", Text: "Closing time from 90 degrees must be between 3 and 7 seconds."}},
				AllowedTools: []string{"read_closing_times"}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaBandEnd", doors("be1", "東棟：閉鎖時間は 5.2秒、4.8秒。ルール：閉鎖時間は 3〜10 秒の範囲に収めること。\n次: 西棟に移る。"), true},
		{"jaBandKept", doors("be2", "東棟：閉鎖時間は 5.2秒、4.8秒。ルール：閉鎖時間は 3〜7 秒の範囲に収めること。\n次: 西棟に移る。"), false},
		{"enTotal", doors("be3", "East wing: closing times 5.2 s and 4.8 s, 10 s for both doors together.\nNext: west wing."), false},
	})
}
