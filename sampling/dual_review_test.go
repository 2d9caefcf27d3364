package sampling

import (
	"strings"
	"testing"

	"recap/review"
)

func TestPolicyDualReview(t *testing.T) {
	base := string(DefaultPolicyTOML())
	p, err := ParsePolicy([]byte(strings.Replace(base, "# dual_review = [\"financial_move\"]", `dual_review = ["financial_move", "contract_change"]`, 1)), "p.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !p.IsDualReviewed(review.RiskFinancialMove) || !p.IsDualReviewed(review.RiskContractChange) || p.IsDualReviewed(review.RiskPersonalData) {
		t.Fatalf("DualReview = %v", p.DualReview)
	}
	money := review.Routing{Action: review.ActionReview, Sampled: true, Risks: []review.Risk{{Class: review.RiskPersonalData}, {Class: review.RiskFinancialMove}}}
	if n := p.ReviewsRequired(money); n != 2 {
		t.Errorf("a reviewed financial_move event needs %d reviews, want 2", n)
	}
	notSampled := money
	notSampled.Action, notSampled.Sampled = review.ActionSample, false
	if n := p.ReviewsRequired(notSampled); n != 1 {
		t.Errorf("an event nobody reviews needs %d reviews, want 1", n)
	}
	other := review.Routing{Action: review.ActionBlock, Sampled: true, Risks: []review.Risk{{Class: review.RiskPersonalData}}}
	if n := p.ReviewsRequired(other); n != 1 {
		t.Errorf("a personal_data event needs %d reviews, want 1", n)
	}
	if n := DefaultPolicy().ReviewsRequired(money); n != 1 {
		t.Errorf("the default policy asks for %d reviews, want 1 (dual review is opt-in)", n)
	}

	_, err = ParsePolicy([]byte(strings.Replace(base, "# dual_review = [\"financial_move\"]", `dual_review = ["money", "financial_move", "financial_move"]`, 1)), "p.toml")
	if err == nil {
		t.Fatal("a bad dual_review list was accepted")
	}
	for _, frag := range []string{"p.toml", "dual_review", `"money"`, "listed twice"} {
		if !strings.Contains(err.Error(), frag) {
			t.Errorf("error %q does not mention %q", err, frag)
		}
	}
}

func TestEngineRecordsReviewsRequired(t *testing.T) {
	p, err := ParsePolicy([]byte(strings.Replace(string(DefaultPolicyTOML()), "# dual_review = [\"financial_move\"]", `dual_review = ["financial_move"]`, 1)), "p.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := "Issued the refund of $120 to the customer; payment confirmed."
	ev := &review.Event{ID: "e1", Tenant: "acme", TaskID: "t1", Summary: review.Summary{Text: &text}}
	r := NewEngine(p).Route(ev)
	hasMoney := false
	for _, k := range r.Risks {
		hasMoney = hasMoney || k.Class == review.RiskFinancialMove
	}
	want := 1
	if hasMoney && r.NeedsReview() {
		want = 2
	}
	if !hasMoney {
		t.Fatalf("a refund is not a financial_move: %+v", r.Risks)
	}
	if r.ReviewsRequired != want {
		t.Fatalf("ReviewsRequired = %d, want %d (action %s)", r.ReviewsRequired, want, r.Action)
	}
}
