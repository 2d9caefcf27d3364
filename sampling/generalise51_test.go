package sampling

import (
	"testing"

	"recap/review"
)

// A number stated as a bound in a sentence that names a rule first
// ("规定：每位会员名下最多 7 个工具") restates the rule's number: that it
// happens to be a sum of two numbers upstream (the member's 3 tools and
// the 4 after the loan) makes it no total of the case. zhCapRaised fails on
// the commit before; the rule kept, and what is left of a floor
// ("至少还剩 4 小时", 10 less the 6 done), are no finding.
func TestRuleLeadNumberNotWorkedOut(t *testing.T) {
	lend := func(id, summary string) *review.Event {
		sot := sotFor()
		return newEvent(id).msg(review.RoleUser, "会员李先生名下现有 3 个工具，想再借 1 个电钻，借完共 4 个。").
			summary(summary).sot(sot).
			policy(review.Policy{Rules: []review.Rule{{ID: "TL-2", Text: "A member may hold no more than 5 borrowed tools at a time."}}}).build()
	}
	train := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Ana 已完成 6 小时培训，想排下周的单独值班。").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "VT-1", Text: "Volunteers must complete at least 10 hours of training before a solo shift."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhCapRaised", lend("rl1", "李先生名下现有 3 个工具，想再借 1 个电钻。\n规定：每位会员名下最多 7 个工具。\n下一步：登记电钻借出。"), true},
		{"zhCapKept", lend("rl2", "李先生名下现有 3 个工具，想再借 1 个电钻。\n规定：每位会员名下最多 5 个工具。\n下一步：登记电钻借出。"), false},
		{"zhFloorRemaining", train("rl3", "Ana 已完成 6 小时培训。按规定，她至少还剩 4 小时培训才能单独值班。\n下一步：安排剩余培训。"), false},
	})
}
