package sampling

import (
	"testing"

	"recap/review"
)

// Decibels, hertz and kilovolts are units of measure under three letters
// ("at least 20 dB", "25 dB"), so a rule's signal margin restated lower
// is the rule changed. frMarginLowered fails on the commit before; the
// guards keep the margin, or state the case's own value against it.
func TestShortSignalUnits(t *testing.T) {
	rx := codedRule("Commission receiver RX-9 on mast 4.", "RF-2", "Receivers are commissioned only with a signal margin of at least 20 dB.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frMarginLowered", rx("db1", "RX-9 (mât 4) : marge mesurée 17 dB, au-dessus du minimum requis de 15 dB.\nÉtape suivante : mettre RX-9 en service."), true},
		{"frMarginKept", rx("db2", "RX-9 (mât 4) : marge mesurée 23 dB, au-dessus du minimum requis de 20 dB.\nÉtape suivante : mettre RX-9 en service."), false},
		{"enCaseValue", rx("db3", "RX-9 on mast 4: measured margin 23 dB.\nNext: commission RX-9."), false},
	})
}

// "1° dicembre" is the first of December, the degree sign typed for the
// ordinal one: no number of a limit. The faithful "entro 21 giorni" for
// "entro tre settimane" drew a rule_weakened and then a missing_limit
// on the "1"; both guards.
func TestOrdinalDegreeBeforeMonth(t *testing.T) {
	wall := func(id string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Il cliente vuole la recinzione rifatta entro tre settimane dall'ordine del 1° dicembre. Solo il lato est è caduto.").
			summary("Recinzione per il cliente: 12 m sul lato est (è caduto solo quello). Ordine del 01/12/2026; consegna entro 21 giorni, cioè entro il 22/12/2026.\nProssimo passo: programmare la squadra.").
			sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"itOrdinalDay", wall("od1"), false}})
	runFindingCases(t, FindingMissingLimit, []findingCase{{"itOrdinalDay", wall("od2"), false}})
}

// The ordinal day reads as a date in Portuguese and Italian alike.
func TestOrdinalDegreeDate(t *testing.T) {
	for _, s := range []string{"1° dicembre", "1º de dezembro", "1° de dezembro de 2026"} {
		qs := quantitiesOf(s)
		if len(qs) != 1 || !isDateKind(qs[0].kind) {
			t.Errorf("%q: got %+v, want one date", s, qs)
		}
	}
}
