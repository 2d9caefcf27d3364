package review

import (
	"testing"
	"time"
)

func TestAgree(t *testing.T) {
	s := func(v string) *string { return &v }
	exp := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	exp2 := exp
	contract := func(at *time.Time) *Contract {
		return &Contract{Stage: "refund_pending", Approvals: []Approval{{ID: "ap-1", ExpiresAt: at}}}
	}
	rec := func(text string, c *Contract) Decision {
		return Decision{Kind: DecisionReconstruct, ReconstructedSummary: s(text), ReconstructedContract: c}
	}
	cases := []struct {
		name string
		a, b Decision
		want bool
	}{
		{"same verdict", Decision{Kind: DecisionApprove}, Decision{Kind: DecisionApprove, Reason: "other words"}, true},
		{"different verdicts", Decision{Kind: DecisionApprove}, Decision{Kind: DecisionReject}, false},
		{"reject vs reconstruct", Decision{Kind: DecisionReject}, rec("x", nil), false},
		{"same rewrite, equal contracts at different addresses", rec("fixed", contract(&exp)), rec("fixed", contract(&exp2)), true},
		{"same text, one contract missing", rec("fixed", contract(&exp)), rec("fixed", nil), false},
		{"same text, contracts differ", rec("fixed", contract(&exp)), rec("fixed", contract(nil)), false},
		{"different rewrites", rec("fixed", nil), rec("fixed.", nil), false},
	}
	for _, c := range cases {
		if got := Agree(c.a, c.b); got != c.want {
			t.Errorf("%s: Agree = %v, want %v", c.name, got, c.want)
		}
		if got := Agree(c.b, c.a); got != c.want {
			t.Errorf("%s (swapped): Agree = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestAdjudicationIsAStateToFilterOn(t *testing.T) {
	if _, err := ParseItemState("adjudication"); err != nil {
		t.Errorf("adjudication is a state to filter on: %v", err)
	}
}
