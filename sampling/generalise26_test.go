package sampling

import (
	"testing"

	"recap/review"
)

// A rule that lets work through "without" a check, except in some case
// ("accepted without the committee, except when …"), restated with its
// own "without" but not the exception, lets every case through: the
// "without" is the rule's, not a kept exception.
func TestWithoutKeptExceptionDropped(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You price group requests for the hotel.").
			msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	const en = "Rule for this quarter: groups of up to 12 rooms may be confirmed without the pricing committee, except when the dates overlap a city-wide convention."
	const es = "Norma del trimestre: los grupos de hasta 12 habitaciones se pueden confirmar sin el comité de precios, salvo cuando las fechas coincidan con un congreso en la ciudad."
	const it = "Regola del trimestre: i gruppi fino a 12 camere si possono confermare senza il comitato prezzi, tranne quando le date coincidono con una fiera in città."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"en", ev("wx1", en, "Group of 10 rooms for 4–6 May. Under the quarter's rule, groups of up to 12 rooms can be confirmed without going to the pricing committee. Next step: send the offer."), true},
		{"es", ev("wx2", es, "Grupo de 10 habitaciones del 4 al 6 de mayo. Según la norma del trimestre, los grupos de hasta 12 habitaciones se pueden confirmar sin pasar por el comité de precios. Siguiente paso: enviar la oferta."), true},
		{"it", ev("wx3", it, "Gruppo di 10 camere dal 4 al 6 maggio. Per la regola del trimestre, i gruppi fino a 12 camere si possono confermare senza passare dal comitato prezzi. Prossimo passo: inviare l'offerta."), true},
		{"enKept", ev("wx4", en, "Group of 10 rooms for 4–6 May. Under the quarter's rule, groups of up to 12 rooms can be confirmed without the pricing committee unless the dates overlap a city-wide convention; none is on. Next step: send the offer."), false},
		// A ban's exception dropped leaves a stricter ban.
		{"enBan", ev("wx5", "Rule: no group is confirmed without the pricing committee, except repeat corporate clients.",
			"Group of 10 rooms for 4–6 May. Rule: no group is confirmed without the pricing committee. Next step: book the committee slot."), false},
	})
}
