package sampling

import (
	"testing"

	"recap/review"
)

// Steps the system puts in order with a word for "first" the lexicon does
// not know (Portuguese "primeiro", Italian "prima") are an order of work:
// explicitOrder reads the order words as the step-order check does, not
// from the lexicon's hits. The two reversed cases fail on the commit
// before, where such a sentence was no upstream rule; the others are
// guards: the order kept, and "prima" that orders nothing.
func TestExplicitOrderWithoutLexiconFirst(t *testing.T) {
	pt := "Oficina de encadernação. Primeiro costurar os cadernos, depois colar a lombada."
	it := "Laboratorio di ceramica. Prima si smalta il vaso, poi si cuoce nel forno grande."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptReversed", sysOrder("eo1", pt, "Livro L-88: 12 cadernos prontos. Ordem: colar a lombada e depois costurar os cadernos.\nPróximo passo: lombada do L-88."), true},
		{"ptKept", sysOrder("eo2", pt, "Livro L-88: 12 cadernos prontos. Ordem: costurar os cadernos e depois colar a lombada.\nPróximo passo: costura do L-88."), false},
		{"itReversed", sysOrder("eo3", it, "Vaso V-12 pronto. Procedura: si cuoce nel forno grande, poi si smalta il vaso.\nProssimo passo: forno per V-12."), true},
		{"itKept", sysOrder("eo4", it, "Vaso V-12 pronto. Procedura: prima si smalta il vaso, poi si cuoce nel forno grande.\nProssimo passo: smalto per V-12."), false},
		{"primaNoOrder", sysOrder("eo5", "Laboratorio di ceramica. La prima cottura del vaso V-12 è andata bene.",
			"Vaso V-12: prima cottura andata bene, poi il cliente ha chiamato.\nProssimo passo: smalto per V-12."), false},
	})
}

// A field named as an expiry ("offer_expires") is read when an expiry cue
// earlier in the result names no date and its clause runs to the end:
// toolExpiry used to stop there without reading the field names.
// noteAfterField fails on the commit before; the others are guards: the
// expiry carried, and a result with no expiry field.
func TestExpiryFieldAfterCueWithoutDate(t *testing.T) {
	hold := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run ticket holds for Harbour Hall.").
			msg(review.RoleUser, "Hold 12 seats for the Nilsen party on Friday.").
			tool("seat_hold", result, false).
			summary(summary).contract(review.Contract{TaskID: "T-1"}).
			sot(sotFor()).policy(review.Policy{AllowedTools: []string{"seat_hold"}}).build()
	}
	withField := `{"hold":"SH-204","seats":12,"offer_expires":"2026-03-14T18:00Z","note":"a new hold is required after expiry"}`
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"noteAfterField", hold("ef1", withField, "Hold SH-204: 12 seats for the Nilsen party on Friday.\nNext: send the Nilsen party the hold number SH-204."), true},
		{"carried", hold("ef2", withField, "Hold SH-204: 12 seats for the Nilsen party on Friday, held until 2026-03-14 18:00 UTC.\nNext: send the Nilsen party the hold number SH-204."), false},
		{"noField", hold("ef3", `{"hold":"SH-204","seats":12,"note":"a new hold is required after expiry"}`, "Hold SH-204: 12 seats for the Nilsen party on Friday.\nNext: send the Nilsen party the hold number SH-204."), false},
	})
}
