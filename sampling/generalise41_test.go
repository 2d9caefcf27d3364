package sampling

import (
	"testing"

	"recap/review"
)

// A protected rule's count restated with another first word before the
// same noun ("2 free coats" as "3 paint coats") is the rule's number
// changed, and a value the original gives for another noun ("3
// bedrooms") does not license it. raisedOtherModifier and raisedInSpanish
// fail on the commit before, which matched a rule's number only by the
// word right after it and read any upstream 3 as the restatement's source.
func TestRuleCountRestatedWithAnotherModifier(t *testing.T) {
	coats := ruleSays("Repainting beyond 2 free coats per wall requires a quote signed by the owner.",
		"You plan jobs for a house-painting crew.", "The Lindqvist flat has 3 bedrooms; plan the next pass on the hallway.")
	seats := ruleSays("Una reserva de grupo incluye 4 asientos reservados por mesa; más asientos requieren depósito.",
		"Gestionas reservas de un restaurante.", "El grupo de Marta son 6 personas, en 2 mesas.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"raisedOtherModifier", coats("mc1", "Hallway: two coats done. House policy includes up to 3 paint coats per wall, so the next pass needs no quote. Next: apply the third coat."), true},
		{"raisedInSpanish", seats("mc2", "Reserva del grupo de Marta, 6 personas en 2 mesas. La política incluye hasta 6 asientos gratuitos por mesa, sin depósito. Siguiente paso: confirmar la reserva."), true},
		// The rule's own count, with another word before its noun, keeps it.
		{"keptOtherModifier", coats("mc3", "Hallway: two coats done. House policy includes up to 2 paint coats per wall; a third needs the owner's signed quote. Next: send the owner the quote."), false},
	})
}

// A span written as an English compound adjective ("a 45-second ceiling")
// is read in its unit, seconds as minutes, days and hours already were,
// so a rule of seconds and its restatement compare. The parse fails on
// the commit before, which read the 45 as a bare number; the finding
// cases are guards (the bare number was read there by another path).
func TestHyphenatedSecondsAreASpan(t *testing.T) {
	for _, c := range []struct {
		text string
		per  float64
	}{{"inside the 45-second ceiling", 1.0 / 60}, {"a 90-second hold", 1.0 / 60}, {"2 second-hand vans", 0}} {
		qs := quantitiesOf(c.text)
		if len(qs) != 1 || qs[0].per != c.per || c.per != 0 && qs[0].unit != minutesUnit {
			t.Errorf("%q: got %+v, want one quantity with per %v", c.text, qs, c.per)
		}
	}
	door := ruleSays("A turnstile's open gate closes after at most 20 seconds.",
		"You keep the access log for a stadium's gates.", "Gate 4's turnstile was serviced and its dwell time is now 12 s; log the new settings.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"hyphenSeconds", door("hs1", "Gate 4 turnstile serviced; dwell time set to 12 s, inside the 35-second policy ceiling for open gates. Next: close the work order."), true},
		{"hyphenSecondsKept", door("hs2", "Gate 4 turnstile serviced; dwell time set to 12 s, inside the 20-second policy ceiling for open gates. Next: close the work order."), false},
	})
}

// A record's bare reading under a key of its own words ("min_c": 2.8)
// gives a summary's "2.8 °C": a unit of measure is no counted noun whose
// word the key must name. Fails with countsNoun taken out of
// keyCountsOther.
func TestRecordReadingGivesItsMeasure(t *testing.T) {
	s := sotFor()
	s.Facts = map[string]any{"min_c": 2.8, "max_c": 5.1}
	ev := newEvent("rm1").msg("system", "You log cold-chain transport for a shellfish wholesaler.").
		msg("user", "Log yesterday's oyster run to the market.").
		summary("Oyster run logged. Temperatures recorded: minimum 2.8 °C, maximum 5.1 °C. Next: file the log.").
		sot(s).policy(review.Policy{Rules: []review.Rule{{ID: "COLD-1", Text: "In transport, oysters stay between 2 and 6 °C."}}}).build()
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"readingsGiven", ev, false}})
}

// A check not passed or a link gone, inside an ok tool result, is a
// failure: "3 welds did not pass the X-ray check", "no superaron la
// inspección", "NODE-4: link down". esNotPassed and enLinkDown fail on
// the commit before, whose failure words lacked these; enNotPassed was
// already found there from its tally (9 accepted of 12).
func TestCheckNotPassedIsAFailure(t *testing.T) {
	ev := toolSays("You coordinate a fabrication yard.", "How did the inspection of batch W-52 go?", "inspection_result")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enNotPassed", ev("np1", "Batch W-52: 12 welds inspected, 9 accepted, 3 did not pass the X-ray check (W-52-04, -07, -11).",
			"Batch W-52: all 12 welds inspected and accepted. Next: release the batch to painting."), true},
		{"esNotPassed", ev("np2", "Lote W-52: 12 soldaduras inspeccionadas; 2 no superaron la inspección radiográfica (W-52-04 y W-52-07).",
			"Lote W-52: las 12 soldaduras inspeccionadas quedaron listas. Siguiente paso: pasar el lote a pintura."), true},
		{"enLinkDown", ev("np3", "Yard network check: 6 of 7 nodes up; NODE-4 link down since 06:10.",
			"Yard network checked, all nodes up. Next: start the night shift's logging."), true},
		// Reported, the failure is carried.
		{"enReported", ev("np4", "Batch W-52: 12 welds inspected, 9 accepted, 3 did not pass the X-ray check (W-52-04, -07, -11).",
			"Batch W-52: 9 of 12 welds accepted; 3 did not pass the X-ray check (W-52-04, -07, -11) and go back for repair. Next: release the 9 accepted welds to painting."), false},
	})
}

// A deadline's label joined to its date by a copula ("the cut-off for
// batch K-3 is March 20", "o prazo de inscrição é 20/03/2026") sets a
// deadline as "Cut-off: March 20" did. enCopula and ptCopula fail on the
// commit before, which read a label only before a colon.
func TestDeadlineLabelWithACopula(t *testing.T) {
	ev := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You coordinate orders for a bakery's wholesale desk.").
			msg(review.RoleUser, "Can the café chain still join the spring batch?").
			msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enCopula", ev("dc1", "Yes. The cut-off for spring batch K-3 is March 20 at 16:00; orders after that go to April.",
			"The café chain asked to join spring batch K-3. Next: keep taking their orders for K-3."), true},
		{"ptCopula", ev("dc2", "Sim. O prazo de inscrição no lote K-3 é 20/03/2026; depois disso, só no lote de abril.",
			"A rede de cafés pediu para entrar no lote K-3. Próximo passo: continuar recebendo os pedidos para o K-3."), true},
		// Carried, it is kept; a date after a copula with no deadline word
		// sets none.
		{"enCarried", ev("dc3", "Yes. The cut-off for spring batch K-3 is March 20 at 16:00; orders after that go to April.",
			"The café chain asked to join spring batch K-3, whose cut-off is March 20 at 16:00. Next: take their orders before then."), false},
		{"enNoLabel", ev("dc4", "Yes. The tasting for spring batch K-3 is March 20 at 16:00, in the front shop.",
			"The café chain asked to join spring batch K-3. Next: keep taking their orders for K-3."), false},
	})
}
