package sampling

import (
	"testing"

	"recap/review"
)

// A tool that states a ban in force ("exports must not be sent until the
// DPO signs off") sets a precondition as a person would; a tool that
// reports what happened ("no exports were sent until Monday") does not.
func TestToolStatedBanBinds(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You prepare data exports for Northwind Health.").
			msg(review.RoleUser, "Get the Q1 claims export to the actuaries.").
			tool("export_status", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	const ban = "Export EX-330 built: 41,200 rows. EX-330 must not be sent to external recipients until the privacy review is signed."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"goesAhead", ev("tb1", ban, "Q1 claims export EX-330 is built (41,200 rows). Next: send EX-330 to the actuaries today."), true},
		{"kept", ev("tb2", ban, "Q1 claims export EX-330 is built (41,200 rows). It waits for the privacy review to be signed before it goes to the actuaries."), false},
	})
}

// Italian writes "due", "sei" and "otto" as English and names do; after
// an Italian bound they are numbers: "al massimo due", "fino a sei".
func TestItalianBoundNumbers(t *testing.T) {
	for _, c := range []struct {
		text string
		want float64
	}{
		{"sono ammessi al massimo due accompagnatori", 2},
		{"fino a sei ospiti per tavolo", 6},
		{"almeno otto ore di riposo", 8},
		{"the rent is due on Friday", 0},
		{"Sei il nostro assistente", 0},
	} {
		f := fold(c.text)
		var got float64
		for _, q := range quantities(f.text, 0, len(f.text), nil) {
			got = q.vals[0]
		}
		if got != c.want {
			t.Errorf("%q: %v, want %v", c.text, got, c.want)
		}
	}
}

// Working days are days of a five-day week: "5 working days" restated as
// "5 weeks" stretches the deadline; "10 business days" as "two weeks"
// keeps it.
func TestWorkingDaysCompare(t *testing.T) {
	ev := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You handle warranty claims. "+rule).
			msg(review.RoleUser, "Log the claim for the broken dishwasher.").
			summary(summary).sot(sotFor()).build()
	}
	const en = "Every claim must be answered within 10 business days."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"toWeeks", ev("wd1", en, "Claim logged. Rule: every claim must be answered within 10 weeks."), true},
		{"sameInWeeks", ev("wd2", en, "Claim logged. Rule: every claim must be answered within two weeks."), false},
		{"deToWochen", ev("wd3", "Jede Reklamation ist innerhalb von 3 Werktagen zu beantworten.", "Reklamation erfasst. Regel: jede Reklamation ist innerhalb von 3 Wochen zu beantworten."), true},
	})
}

// "To the extent possible" makes a rule a preference in any language:
// "as far as practicable", "en la medida de lo posible", "na medida do
// possível", "soweit möglich".
func TestExtentPossibleSoftens(t *testing.T) {
	ev := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You plan lab shifts.").
			msg(review.RoleUser, rule).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"en", ev("ep1", "Standing rule: two people must be present whenever the autoclave is opened.",
			"Shift plan drafted. Rule: two people must be present whenever the autoclave is opened, as far as practicable."), true},
		{"pt", ev("ep2", "Regra fixa: duas pessoas devem estar presentes sempre que a autoclave for aberta, sem exceção.",
			"Escala pronta. Regra: duas pessoas presentes quando a autoclave for aberta, na medida do possível."), true},
		{"kept", ev("ep3", "Standing rule: two people must be present whenever the autoclave is opened, no exceptions.",
			"Shift plan drafted. Rule: two people must be present whenever the autoclave is opened, no exceptions."), false},
	})
}

// A maximum stated as "maximale", "au plus", a "limit" or "한도" is a
// maximum the summary must carry.
func TestMoreMaximumWords(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You book coach transfers.").
			msg(review.RoleUser, "Book the coach for the wedding guests on Saturday.").
			tool("coach", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"fr", ev("mx1", "Autocar AC-12 réservé samedi : au plus 49 passagers.", "Autocar AC-12 réservé pour samedi. Prochaine étape : envoyer la liste des invités pour l'autocar AC-12."), true},
		{"enLimit", ev("mx2", "Coach AC-12 booked for Saturday, passenger limit 49.", "Coach AC-12 booked for Saturday. Next: send the guest list for coach AC-12."), true},
		{"kept", ev("mx3", "Coach AC-12 booked for Saturday, passenger limit 49.", "Coach AC-12 booked for Saturday (49 passengers at most). Next: send the guest list for coach AC-12."), false},
	})
}

// A window closes at its end: a tool's "window 22:00–02:00" that the
// summary gives only as "tonight" has lost its end.
func TestWindowEndsAtItsEnd(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You schedule database changes.").
			msg(review.RoleUser, "Schedule the index rebuild on the orders database.").
			tool("change_calendar", "Change CH-4410 approved by CAB; maintenance window 22:00-02:00 tonight; outside it the change must be re-filed.", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"dropped", ev("wn1", "Index rebuild on the orders database scheduled as change CH-4410 (CAB approved) for tonight's maintenance window. Next: run the rebuild tonight."), true},
		{"kept", ev("wn2", "Index rebuild on the orders database scheduled as change CH-4410 (CAB approved), maintenance window 22:00-02:00 tonight. Next: run the rebuild in the window."), false},
	})
}

// One letter after a scope key is a title, not a scope: "Locataire : M.
// Lacaze" names a person; "tenant: acme-eu" names a tenant.
func TestOneLetterIsNoScope(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"locataire : m. bertrand lacaze ; loyer 1 120,00 €", 0},
		{"tenant: m. smith signed the lease", 0},
		{"tenant: acme-eu", 1},
	} {
		if got := len(scopeValues(c.text)); got != c.want {
			t.Errorf("%q: %d scope values, want %d", c.text, got, c.want)
		}
	}
}

// Data sizes compare across their units and scripts: a cap of "500 GB"
// is "0,5 TB" and "500ギガバイト"; "5 TB" is ten times it.
func TestDataSizesCompare(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run the lab's storage plans. Rule S-2: a project's share may not exceed 500 GB without a signed order.").
			msg(review.RoleUser, "Set up the share for the imaging project.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"tenTimes", ev("ds1", "Imaging share created. Rule S-2: a project's share may not exceed 5 TB without a signed order."), true},
		{"sameInTB", ev("ds2", "Imaging share created. Rule S-2: a project's share may not exceed 0,5 TB without a signed order."), false},
		{"sameInMB", ev("ds3", "Imaging share created. Rule S-2: a project's share may not exceed 500,000 MB without a signed order."), false},
	})
}

// A word of both a precondition's action and its condition tells neither
// apart: "invoices … only after the partner accepts the invoicing terms"
// shares "invoic-" with the to-do "issue invoice INV-88", which lists the
// blocked work, not the condition.
func TestConditionKeepsItsOwnWords(t *testing.T) {
	ev := func(id string, pending string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run partner billing. Invoices may only be issued to a partner after the partner accepts the invoicing terms.").
			msg(review.RoleUser, "Bill Harbor Freight for the November loads.").
			tool("billing", "Invoice INV-88 drafted for Harbor Freight: 14 loads, EUR 9,400.", false).
			summary("Invoice INV-88 drafted for Harbor Freight (14 loads, EUR 9,400). Next: issue invoice INV-88 to the partner today.").
			contract(review.Contract{PendingItems: []review.PendingItem{{Text: pending}}}).
			sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"todoListsTheWork", ev("ck1", "Issue invoice INV-88 to the partner"), true},
		{"todoWaitsForTerms", ev("ck2", "Harbor Freight to accept the invoicing terms before INV-88 is issued"), false},
	})
}
