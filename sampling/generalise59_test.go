package sampling

import "testing"

// A protected rule cited by its label in another language ("Pela R-9, a
// bandeja é trocada após no máximo 250 esterilizações" for "after at most
// 200 sterilisations") shares too few words with it to align: its one
// limit is read against the one number bound as it is, counting the same
// thing or its cognate. esCitedLimitRaised fails on the commit before
// ("donations", "donaciones"); ptCitedLimitRaised was found there already,
// by another reading. Guards: the limit kept, restated stricter, and
// another thing's bound in a cited sentence (ptOtherCountBound), which no
// cognate ties to the rule's; all hold on both.
func TestCitedRuleLimitInAnotherLanguage(t *testing.T) {
	tray := ruleCase("Instrument trays are replaced after at most 200 sterilisations.",
		"Can tray T-14 go back to theatre 3?", "tray_log", "Tray T-14: 212 cycles since commissioning; last cycle 07:40.")
	dose := ruleCase("Volunteers give blood plasma at most 24 donations a year.",
		"Is donor D-881 due?", "donor_log", "Donor D-881: 22 donations this year; last one 2026-11-20.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptCitedLimitRaised", tray("p1", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9, a bandeja é trocada após no máximo 250 esterilizações, por isso continua em uso.\nPróximo passo: T-14 volta para a sala 3."), true},
		{"ptCitedLimitKept", tray("p2", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9, a bandeja é trocada após no máximo 200 esterilizações, por isso sai de uso.\nPróximo passo: T-14 para substituição."), false},
		{"ptCitedLimitStricter", tray("p3", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9, a bandeja é trocada após no máximo 150 esterilizações, por isso sai de uso.\nPróximo passo: T-14 para substituição."), false},
		{"ptOtherCountBound", tray("p4", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9 a bandeja sai de uso; no carro cabem no máximo 6 bandejas.\nPróximo passo: T-14 para substituição."), false},
		{"esCitedLimitRaised", dose("e1", "Donante D-881: 22 donaciones este año, la última el 2026-11-20. Según R-9 se admiten como máximo 30 donaciones al año, así que puede donar.\nSiguiente paso: citar a D-881 para el lunes."), true},
		{"esCitedLimitKept", dose("e2", "Donante D-881: 22 donaciones este año, la última el 2026-11-20. Según R-9 se admiten como máximo 24 donaciones al año, así que puede donar.\nSiguiente paso: citar a D-881 para el lunes."), false},
	})
}
