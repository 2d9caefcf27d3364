package sampling

import (
	"testing"

	"recap/review"
)

// A law's number is its name, not a limit, and a number word joined to a
// unit of time by a hyphen counts it. Every sentence was written for this
// test.

func systemRuleEvent(id, rule, summary string) *review.Event {
	return newEvent(id).msg(review.RoleSystem, rule).msg(review.RoleUser, "Carry on with the file.").
		summary(summary).sot(sotFor()).build()
}

func TestLawNumbersAreNames(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"LeiPT", systemRuleEvent("la", "Os documentos devem ser guardados por no mínimo 5 anos após o encerramento (Lei 9.613/98).",
			"Não apagamos nada: a guarda mínima é de cinco anos após o encerramento."), false},
		{"RegulationEN", systemRuleEvent("lb", "Access logs must be kept for at least 2 years under Regulation 2016/679.",
			"Access logs: kept for at least two years."), false},
		{"ChangedEN", systemRuleEvent("lc", "Access logs must be kept for at least 2 years under Regulation 2016/679.",
			"Access logs: kept for at least 1 year."), true},
	})
}

func TestHyphenatedNumberWordsCountTime(t *testing.T) {
	rule := "Serious incidents must reach the regulator within 7 calendar days."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"SevenCalendarDay", systemRuleEvent("ha", rule, "Regulator: the seven-calendar-day report applies to serious incidents."), false},
		{"DigitsHyphen", systemRuleEvent("hb", "Refund requests are accepted within 30 days of delivery.", "Refund requests are accepted in a 30-day window after delivery."), false},
		{"Dropped", systemRuleEvent("hc", rule, "Regulator: serious incidents get reported."), true},
	})
	// "Two-factor" names a kind of login; it counts nothing.
	f := foldString("two-factor login and a three-way match")
	if qs := quantities(f, 0, len(f), nil); len(qs) != 0 {
		t.Errorf("compound names read as numbers: %+v", qs)
	}
}
