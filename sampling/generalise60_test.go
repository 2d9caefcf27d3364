package sampling

import (
	"testing"
	"time"

	"recap/review"
)

// A duty before work said by the system ("every hired boat needs the
// hirer's signed safety briefing on file before it is launched") is read
// as a rule, not a blocker; when a tool's result reports what it requires
// as still open ("safety_briefing": "not on file", "待签署", "签署：无",
// "requested 13:05, slot not issued"), it holds the work back, and a next
// step that takes the work with nothing pending goes past it.
// enDutyNotOnFile, enDutyRequestedNotIssued, zhDutyAwaitingSignature and
// zhDutyNone fail on the commit before. Guards, holding on both: the duty
// met in the result (enDutyOnFile, enDutyRequestedThenIssued), and the
// summary that carries it as still open (enDutyKeptOpen).
func TestDutyBeforeWorkReportedOpen(t *testing.T) {
	brief := func(result string) func(id, summary string) *review.Event {
		return systemRuleCase("Riverside boat hire desk. Every hired rowing boat needs the hirer's signed safety briefing on file before the boat is launched.",
			"T. Okafor wants R-7 at 14:00.", "hire_lookup", result)
	}
	launch := func(result string) func(id, summary string) *review.Event {
		return systemRuleCase("Riverside boat hire desk. Before any boat is launched, the rescue launch must be booked with the harbour office.",
			"T. Okafor wants R-7 at 14:00.", "harbour_desk", result)
	}
	zh := func(result string) func(id, summary string) *review.Event {
		return systemRuleCase("河畔游船出租台。规定：任何游船出租下水之前，必须由租船人签署安全须知。",
			"T. Okafor 要 14:00 租 R-7。", "hire_lookup", result)
	}
	next := "Boat R-7 hired to T. Okafor for 14:00; life jackets checked.\nNext: launch R-7 for T. Okafor at 14:00."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enDutyNotOnFile", brief(`{"hirer":"T. Okafor","boat":"R-7","safety_briefing":"not on file"}`)("e1", next), true},
		{"enDutyOnFile", brief(`{"hirer":"T. Okafor","boat":"R-7","safety_briefing":"signed 09:40, on file"}`)("e2", next), false},
		{"enDutyKeptOpen", brief(`{"hirer":"T. Okafor","boat":"R-7","safety_briefing":"not on file"}`)("e3",
			"Boat R-7 hired to T. Okafor for 14:00; the signed safety briefing is still not on file and the launch waits for it.\nNext: get T. Okafor's signed safety briefing, then launch R-7."), false},
		{"enDutyRequestedNotIssued", launch("Rescue launch: requested 13:05, slot not issued.")("e4", next), true},
		{"enDutyRequestedThenIssued", launch("Rescue launch: requested 13:05, slot issued 13:20.")("e5", next), false},
		{"zhDutyAwaitingSignature", zh("租船人 T. Okafor 的安全须知：已发送，待签署。")("z1", "R-7 租给 T. Okafor，14:00；救生衣已检查。\n下一步：14:00 让 R-7 下水。"), true},
		{"zhDutyNone", zh("R-7 空闲。安全须知签署：无。")("z2", "R-7 租给 T. Okafor，14:00；救生衣已检查。\n下一步：14:00 让 R-7 下水。"), true},
	})
}

// A limit read by two routes, a rule's limit and an expiry ("Refund must
// be issued within 14 days of return (by 2026-12-18)"), was two
// missing_limit findings on one sentence: the reviewer read it twice under
// two messages. It is one finding. Fails on the commit before (two
// findings); the guard keeps evidence at another place, in the same
// message or another, apart.
func TestOneLimitOneFinding(t *testing.T) {
	build := func(id, result string) *review.Event {
		ev := newEvent(id).msg(review.RoleUser, "Reader K. Adeyemi returned atlas AT-9 on 04/12, no damage.").
			toolCall("loan_lookup", `{}`).tool("loan_lookup", result, false).
			summary("Atlas AT-9 (Adeyemi family) returned on 2026-12-04 with no damage. Deposit 40 EUR to be refunded in full.\nNext: preparing the 40 EUR deposit refund for the Adeyemi family.").
			sot(sotFor()).policy(review.Policy{AllowedTools: []string{"loan_lookup"}}).build()
		// Both routes read a deadline a few days ahead of the event.
		ev.CreatedAt = time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)
		return ev
	}
	count := func(t *testing.T, ev *review.Event) int {
		n := 0
		for _, f := range route(t, ev).Findings {
			if f.ID == FindingMissingLimit {
				n++
			}
		}
		return n
	}
	one := build("l1", "Atlas AT-9, family Adeyemi, returned 2026-12-04, deposit 40 EUR. Refund must be issued within 14 days of return (by 2026-12-18).")
	if n := count(t, one); n != 1 {
		t.Errorf("one limit in one sentence: %d missing_limit findings, want 1\n%s", n, describe(route(t, one)))
	}
	// Evidence elsewhere, in the same message or in another, is another
	// limit's.
	at := review.Evidence{Pane: review.PaneOriginal, Ref: "m4", Start: 70, End: 133}
	for _, other := range []review.Evidence{{Pane: review.PaneOriginal, Ref: "m4", Start: 0, End: 69}, {Pane: review.PaneOriginal, Ref: "m6", Start: 70, End: 133}} {
		if sameEvidenceSpan([]review.Evidence{at}, []review.Evidence{other}) {
			t.Errorf("evidence %+v read as the same span as %+v", other, at)
		}
	}
	if !sameEvidenceSpan([]review.Evidence{at}, []review.Evidence{at}) {
		t.Errorf("evidence %+v not read as its own span", at)
	}
}
