package sampling

import (
	"testing"

	"recap/review"
)

// "No truck goes up a pole without a current certificate": a denial
// first, then "without" and the condition, holds the work back where the
// event shows the condition open ("certificate lapsed"). enNoWithoutLapsed
// and esNoWithoutPending fail on the commit before. Three guards, each
// failing without its part: the condition met (enNoWithoutMet), a rule
// on work past a bound (ptBoundRule), and a habit reported after "que"
// (esReportedHabit).
func TestNoThenWithoutBlocks(t *testing.T) {
	truck := func(id, result string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You plan pole light repairs. No truck goes up a pole without a current boom dielectric test certificate.").
			msg(review.RoleUser, "Row C: 5 pole heads dark. Get a truck out.").
			toolCall("fleet_status", `{"unit":"BT-12"}`).tool("fleet_status", result, false).
			summary("Row C: poles C3, C4, C7, C9, C11 dark.\nNext: BT-12 out to row C for the 5 dark heads.").sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"fleet_status"}}).build()
	}
	floor := newEvent("nw3").msg(review.RoleSystem, "No instalar vinilos de suelo sin certificado antideslizante del laminado.").
		msg(review.RoleUser, "¿Cuándo ponemos los vinilos de Mercado Sol?").
		toolCall("job_lookup", `{"job":"FG-4196"}`).tool("job_lookup", "FG-4196: 40 vinilos cortados; certificado antideslizante del laminado: pendiente.", false).
		summary("FG-4196: 40 vinilos de suelo cortados.\nSiguiente paso: reservar la instalación de los vinilos en Triana.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"job_lookup"}}).build()
	release := newEvent("nw4").msg(review.RoleSystem, "Nunca programar descarga acima de 120 m³/s sem aviso prévio de 6 horas à Defesa Civil.").
		msg(review.RoleUser, "O aviso à Defesa Civil ainda não foi enviado; programe a descarga de 115 m³/s.").
		summary("Descarga de 115 m³/s pedida.\nPróximo passo: programar a descarga de 115 m³/s.").sot(sotFor()).build()
	pallets := newEvent("nw5").msg(review.RoleUser, "El jefe de almacén me dijo que nunca aceptan palés sin film retráctil. Los dos palés de hoy no llevan film retráctil todavía.").
		summary("Dos palés para el almacén hoy.\nSiguiente: confirmar la recepción de los dos palés en el almacén.").sot(sotFor()).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enNoWithoutLapsed", truck("nw1", "BT-12: boom dielectric test certificate lapsed 2026-11-30; retest booked at the depot."), true},
		{"enNoWithoutMet", truck("nw2", "BT-12: boom dielectric test certificate current, valid until 2027-05-30."), false},
		{"esNoWithoutPending", floor, true},
		{"ptBoundRule", release, false},
		{"esReportedHabit", pallets, false},
	})
}

// "non si alza finché l'armatore non ha tolto l'albero": the Italian
// impersonal "si" after "non" is no "if", and the until-clause holds the
// lift back. itNonSiUntil fails on the commit before; the condition kept
// pending is no finding.
func TestItalianImpersonalUntil(t *testing.T) {
	lift := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Il Grand Soleil 40 'Tramontana' non si alza finché l'armatore non ha tolto l'albero: con l'albero su la gru del piazzale non passa.").
			summary(summary).sot(sotFor()).contractIf(c).build()
	}
	kept := blockingTodo("L'armatore deve togliere l'albero prima dell'alaggio")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"itNonSiUntil", lift("is1", nil, "Tramontana, 7,4 t, posto S-3 pronto.\nProssimo passo: alaggio della Tramontana domattina e trasferimento su S-3."), true},
		{"itNonSiKept", lift("is2", kept, "Tramontana, 7,4 t; l'albero è ancora su.\nProssimo passo: sentire l'armatore per togliere l'albero."), false},
	})
}
