package sampling

import (
	"testing"

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
