package sampling

import (
	"testing"

	"recap/review"
)

// A fullwidth comma between two numbers separates them: "¥96,000，
// 2026-03-18" is an amount and a date, not one number nobody can read.
// The summary that writes the expiry that way carries it. carried fails
// on the commit before, which read no number in the run and so found
// the expiry missing.
func TestCommaJoinedNumbersAreReadApart(t *testing.T) {
	qs := quantitiesOf("年费 ¥96,000，2026-12-31 到期")
	if len(qs) != 2 || qs[0].kind != qMoney || qs[1].kind != qDate {
		t.Fatalf("read %+v, want an amount and a date", qs)
	}
	// A list of small numbers is no such run: nothing is split off it.
	if qs := quantitiesOf("1,2,3"); len(qs) != 0 {
		t.Errorf("\"1,2,3\" read as %+v, want nothing", qs)
	}
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "丰泽大厦续约，按 +5% 起草。").
			tool("contract_get", "合同 EMC-1：到期日 2026-03-18，年费 ¥96,000。", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"carried", ev("cj1", "合同 EMC-1：年费 ¥96,000，2026-03-18 到期，续约草案按 +5% 起草。下一步：发给客户确认续约草案。"), false},
		{"dropped", ev("cj2", "合同 EMC-1：年费 ¥96,000，续约草案按 +5% 起草。下一步：发给客户确认续约草案。"), true},
	})
}

// A range of days with its month written once ("1–12 March", "3-12 de
// março") runs to its last day: a validity carried as the range is
// carried. carried fails on the commit before, which read "1" and
// nothing else.
func TestDayRangeRunsToItsLastDay(t *testing.T) {
	for text, want := range map[string][2]float64{"badges valid 1–12 March (escorted)": {301, 312}, "de 3-12 de março": {303, 312}} {
		qs := quantitiesOf(text)
		if len(qs) != 2 || qs[0].kind != qDayMonth || qs[1].kind != qDayMonth || qs[0].vals[0] != want[0] || qs[1].vals[0] != want[1] {
			t.Errorf("%q read as %+v, want the days %v", text, qs, want)
		}
	}
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Badge the two glaziers for 1-12 March, escorted.").
			tool("badge_issue", `{"badge": "B-1", "status": "active", "valid_to": "2026-03-12"}`, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"carried", ev("dr1", "Glazier badge B-1 is active, valid 1–12 March, escorted. Next: issue the second glazier's badge."), false},
		{"dropped", ev("dr2", "Glazier badge B-1 is active, escorted. Next: issue the second glazier's badge."), true},
	})
}
