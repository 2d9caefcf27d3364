package sampling

import (
	"testing"

	"recap/review"
)

// A record value that says what waits for what ("Payout PX-88 on hold
// until compliance clears the documents", "No invoices to Orbis until
// legal signs") is a precondition with the record's authority: a next step
// that takes the held action goes ahead, even when it names it in one word
// and the summary talks of the condition elsewhere.
func TestRecordValueWaitsForCondition(t *testing.T) {
	ev := func(id, key, value, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: value, "owner": "treasury desk"}
		return newEvent(id).msg(review.RoleSystem, "You prepare the treasury's outgoing work.").
			msg(review.RoleUser, "What can go out today?").
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enHeld", ev("rv1", "notes", "Payout PX-88 on hold until compliance clears the beneficiary's documents",
			"Compliance review of the beneficiary's documents is still pending.\nNext step: send PX-88 today."), true},
		{"ptHeld", ev("rv2", "observacao", "Remessa RM-41 bloqueada até a auditoria aprovar o inventário",
			"A auditoria ainda revê o inventário. Próximo passo: despachar RM-41 hoje."), true},
		{"deHeld", ev("rv3", "vermerk", "Auszahlung AZ-7 gesperrt, bis die Revision die Belege freigibt",
			"Die Freigabe der Belege durch die Revision steht noch aus.\nNächster Schritt: AZ-7 heute überweisen."), true},
		{"enNoUntil", ev("rv4", "notes", "No invoices to Orbis until legal signs the master agreement",
			"Legal is still reviewing the master agreement. Next step: send the December invoices to Orbis."), true},
		{"enStepWaits", ev("rv5", "notes", "Payout PX-88 on hold until compliance clears the beneficiary's documents",
			"Next step: once compliance clears the beneficiary's documents, send PX-88."), false},
		{"enChases", ev("rv6", "notes", "Payout PX-88 on hold until compliance clears the beneficiary's documents",
			"PX-88 is on hold until compliance clears the documents. Next step: ask compliance when the documents will be cleared."), false},
	})
}
