package sampling

import (
	"testing"

	"recap/review"
)

// assistantSaysCase builds an event where a user asks, the assistant
// answers in its own words, and the summary is checked.
func assistantSaysCase(user, said string) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
}

// The assistant bounds an amount by a negated comparator ("we can't
// accept more than 30 pots", "não podemos receber mais de 25 cadeiras",
// "wir dürfen nicht mehr als 12 Kisten annehmen"): a maximum, which a
// summary that goes on without it loses. enCantTakeMore, ptNaoPodeMais
// and deNichtMehrAls fail on the commit before. Guards, holding on both:
// a negation that says there is none ("No invoice went over £200 this
// month"), one in another clause ("Nothing is missing: the hall seats
// over 120 people"), and the maximum carried.
func TestAssistantNegatedCeiling(t *testing.T) {
	porch := assistantSaysCase("The florist can bring spare poinsettias for the church porch on Friday.",
		"The porch shelves are clear, but we can't accept more than 30 pots or they block the fire exit.")
	next := "The florist offers spare poinsettias for Friday; the porch shelves are clear.\nNext: confirm the Friday poinsettia delivery with the florist."
	pt := assistantSaysCase("A escola quer emprestar cadeiras para o bazar de sábado.",
		"O salão está livre, mas não podemos receber mais de 25 cadeiras, senão a saída fica bloqueada.")
	de := assistantSaysCase("Der Getränkehandel will am Freitag Leergut-Kisten für das Sommerfest bringen.",
		"Der Keller ist frei, aber wir dürfen nicht mehr als 12 Kisten annehmen, sonst ist der Fluchtweg zu.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enCantTakeMore", porch("n1", next), true},
		{"enMaximumCarried", porch("n2", "The florist offers spare poinsettias for Friday; the porch takes 30 pots at most.\nNext: confirm the Friday poinsettia delivery with the florist."), false},
		{"ptNaoPodeMais", pt("n3", "A escola empresta cadeiras para o bazar de sábado; o salão está livre.\nPróximo passo: combinar a entrega das cadeiras com a escola."), true},
		{"deNichtMehrAls", de("n4", "Der Getränkehandel bringt am Freitag Kisten für das Sommerfest; der Keller ist frei.\nNächster Schritt: Lieferung mit dem Getränkehandel abstimmen."), true},
		{"enNoneAbove", assistantSaysCase("How did the hall's invoices look this month?",
			"No invoice went over £200 this month; the biggest was the boiler check.")("n5",
			"The hall's invoices this month were small; the biggest was the boiler check.\nNext: file the monthly invoices with the treasurer."), false},
		{"enNegationElsewhere", assistantSaysCase("Is the hall ready for the quiz night?",
			"Nothing is missing: the hall seats over 120 people and the tables are out.")("n6",
			"The hall is ready for the quiz night and the tables are out.\nNext: open the doors for the quiz night."), false},
	})
}
