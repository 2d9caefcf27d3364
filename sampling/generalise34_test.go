package sampling

import (
	"testing"
)

// A condition stated first ("Enquanto o condomínio não aprovar a obra, o
// revestimento da fachada fica como está", "While the landlord has not signed…", "Mientras el
// notario no firme…") and then declared blocking holds its action back
// until the condition is met: a next step that does the work in other
// words, with the condition never named, goes ahead. The three true cases
// fail on the commit before: the condition was read as empty. A next step
// that waits for the condition, and a summary that keeps it pending, drop
// nothing.
func TestConditionFirstThenBlocking(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enWhile", userBlocks("cf1", "While the landlord has not signed the consent form, the kitchen wall stays up. This is blocking.", nil,
			"Kitchen layout approved by the client; demolition crew booked for Monday. Next: send the crew in on Monday to take down the partition."), true},
		{"ptEnquanto", userBlocks("cf2", "Enquanto o condomínio não aprovar a obra, o revestimento da fachada fica como está. Isso é bloqueante.", nil,
			"Projeto da varanda fechado com o cliente; andaimes reservados. Próximo passo: montar os andaimes e trocar o revestimento na segunda."), true},
		{"esMientras", userBlocks("cf3", "Mientras el notario no firme la escritura, las llaves se quedan en la oficina. Esto es bloqueante.", nil,
			"Compraventa del piso de la calle Olmo: pago recibido. Siguiente paso: entregar el juego de acceso al comprador esta tarde."), true},
		{"enWaits", userBlocks("cf4", "While the landlord has not signed the consent form, the kitchen wall stays up. This is blocking.", nil,
			"Kitchen layout approved by the client; demolition crew booked. Next: get the landlord's signature on the consent form, then send the crew in."), false},
		{"ptPendente", userBlocks("cf5", "Enquanto o condomínio não aprovar a obra, o revestimento da fachada fica como está. Isso é bloqueante.", nil,
			"Projeto da varanda fechado com o cliente. A aprovação do condomínio ainda está pendente. Próximo passo: aguardar a aprovação do condomínio."), false},
	})
}
