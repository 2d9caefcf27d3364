package sampling

import (
	"strings"
	"testing"

	"recap/review"
)

// Rules restated without their numbers: a label that names the rule's
// subject, an exception the rule never had, an order of work waived by
// "without", exclusivity said from the other side. Every sentence was
// written for this test.
func TestRulesRestatedInOtherWords(t *testing.T) {
	ship := "Controlled items ship only to clinics with an active licence and a registered vet; otherwise the order is held."
	minors := "Never name a minor in a correction, even if the original article did."
	chief := "A correction is published only after the editor-in-chief approves it, unless it is a simple typo."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"LabelDropsOnly", systemRuleEvent("wa", ship, "Rule for controlled items: they ship to clinics with an active licence."), true},
		{"LabelKeepsOnly", systemRuleEvent("wb", ship, "Rule for controlled items: they ship only to clinics with an active licence and a registered vet."), false},
		{"ExceptionAdded", systemRuleEvent("wc", minors, "Rule: do not name minors in a correction, unless the original article already named them."), true},
		{"ConcessionKept", systemRuleEvent("wd", minors, "Rule: never name minors in a correction, even when the article did."), false},
		{"OrderWaived", systemRuleEvent("we", chief, "Reminder of the rule: a correction can be published without the editor-in-chief's approval."), true},
		{"OrderKept", systemRuleEvent("wf", chief, "Reminder of the rule: a correction goes out only after the editor-in-chief approves it, typos aside."), false},
		{"NobodyElse", systemRuleEvent("wg", "Salary data may only be shared with the employee's direct manager.",
			"Rule in force: salary figures go to the direct manager and to nobody else."), false},
	})
}

// A protected rule the system message also states, weakened by one
// sentence, is one finding carrying both sources.
func TestProtectedRuleAlsoInTheOriginalIsOneFinding(t *testing.T) {
	rule := "Refunds above $300.00 need a supervisor's approval."
	ev := newEvent("one").msg(review.RoleSystem, "Refund desk. "+rule).msg(review.RoleUser, "Refund order 55.").
		summary("Rule: refunds up to $3,000.00 need no supervisor.").sot(sotFor()).
		policy(review.Policy{Rules: []review.Rule{{ID: "refund-300", Text: rule}}}).build()
	r := route(t, ev)
	var found []review.Finding
	for _, f := range r.Findings {
		if f.ID == FindingRuleWeakened {
			found = append(found, f)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d rule_weakened findings, want 1: %s", len(found), describe(r))
	}
	panes := map[review.Pane]bool{}
	for _, e := range found[0].Evidence {
		panes[e.Pane] = true
	}
	if !panes[review.PaneOriginal] || !panes[review.PaneSummary] || !strings.Contains(found[0].Message, "refund-300") {
		t.Errorf("the finding should name the protected rule and carry the original's and the summary's spans: %+v", found[0])
	}
}
