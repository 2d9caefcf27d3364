package sampling

import (
	"testing"
	"time"

	"recap/review"
)

// A deadline may name its time of day and weekday between the cue and the
// date: "by 9:00 on Friday 4 December", "antes das 9h00 de sexta-feira, 4
// de dezembro", "bis 9 Uhr am Freitag, 4. Dezember".
func TestDeadlineWithTimeBeforeDate(t *testing.T) {
	for _, c := range []struct {
		lead string
		want bool
	}{
		{"the boxes must reach the home by 9:00 on friday", true},
		{"as caixas tem de chegar antes das 9h00 de sexta-feira,", true},
		{"die kisten mussen bis 9 uhr am freitag,", true},
		{"the boxes left the depot at 9:00 on friday", false},
		{"we met on friday", false},
	} {
		if got := deadlineLead(c.lead); got != c.want {
			t.Errorf("%q: %v, want %v", c.lead, got, c.want)
		}
	}
	ev := func(id, summary string) *review.Event {
		e := newEvent(id).msg(review.RoleSystem, "You plan deliveries for a bakery.").
			msg(review.RoleUser, "Os bolos da encomenda ENC-55 têm de chegar à escola antes das 10h00 de sábado, 5 de dezembro.").
			summary(summary).sot(sotFor()).build()
		e.CreatedAt = time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
		return e
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"dropped", ev("dt1", "Encomenda ENC-55 registada para a escola. Próximo passo: preparar os bolos da ENC-55."), true},
		{"kept", ev("dt2", "Encomenda ENC-55 registada: os bolos têm de chegar à escola antes das 10h00 de sábado, 5 de dezembro."), false},
	})
}

// A record value that states a block bound to what it waits for ("orders
// stay on hold until the customer confirms the address", "Auftrag
// gesperrt, bis die Probe freigegeben ist") holds the work back, whatever
// its key is called. (A wait said with a negation, "bloccato fino a quando
// non arriva la fattura", is not read yet: the value's negation vetoes it.)
func TestRecordValueBlockUntil(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run fulfilment for a furniture shop.").
			msg(review.RoleUser, "Ship the oak table for order OR-5120.").
			tool("orders", "OR-5120: oak table, paid, packed.", false).
			summary(summary).
			sot(review.SourceOfTruth{Facts: map[string]any{"order": "OR-5120", "delivery_note": "shipment on hold until the customer confirms the new delivery address"}}).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"goesAhead", ev("rv1", "OR-5120 (oak table) is paid and packed. Next: book the carrier for OR-5120 today."), true},
		{"kept", ev("rv2", "OR-5120 (oak table) is paid and packed. The shipment stays on hold until the customer confirms the new delivery address."), false},
	})
	a := NewEngine(nil).newAnalysis(ev("rv3", "x"))
	for _, v := range []string{"not on hold until further notice was lifted", "on hold", "address verified on 2 December"} {
		if blockUntilIn(a.newUnit(review.PaneSourceOfTruth, "/facts/x", v)) {
			t.Errorf("%q read as a block until something", v)
		}
	}
}

// A tool may state a ban as a negation bound to an until-connector ("no
// label is printed while the recall is open"): present tense, it binds
// the next step as a person's ban does.
func TestToolNegatedWaitBinds(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run the pharmacy's label printing.").
			msg(review.RoleUser, "Print the labels for batch LB-31.").
			tool("recalls", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"present", ev("tn1", "Batch LB-31 is under recall review RC-8. No label of batch LB-31 is printed while recall review RC-8 is open.",
			"Batch LB-31 has recall review RC-8. Next: print the labels of batch LB-31."), true},
		{"past", ev("tn2", "Batch LB-31 had recall review RC-8. No label of batch LB-31 was printed while recall review RC-8 was open; RC-8 closed yesterday.",
			"Batch LB-31 had recall review RC-8, closed yesterday. Next: print the labels of batch LB-31."), false},
	})
}

// The subject before a negated verb may run to four words: "el informe de
// obra no se firma mientras el ensayo no esté registrado".
func TestLongerSubjectBeforeNegatedWait(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Gestionas la documentación de obra. El informe de obra no se firma mientras el ensayo de carga no esté registrado.").
			msg(review.RoleUser, "Prepara el informe de obra de la losa 3.").
			tool("ensayos", "Ensayo de carga de la losa 3: programado para el viernes.", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"goesAhead", ev("ls1", "Informe de obra de la losa 3 redactado. Próximo paso: firmar el informe de obra de la losa 3 hoy."), true},
		{"kept", ev("ls2", "Informe de obra de la losa 3 redactado; no se firma mientras el ensayo de carga no esté registrado (programado para el viernes)."), false},
	})
}
