package queue_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
)

// newDualService is newService with leads: "lea" and "lou" are leads.
func newDualService(tb testing.TB, leads ...string) (*queue.Service, *fakeClock) {
	tb.Helper()
	clock := newClock()
	db := openDB(tb, filepath.Join(tb.TempDir(), "recap.db"))
	return queue.New(queue.Config{DB: db, Router: testRouter{}, Now: clock.Now,
		IsLead: func(name string) bool { return slices.Contains(leads, name) }}), clock
}

func claimAndDecide(tb testing.TB, s *queue.Service, d review.Decision) review.Decision {
	tb.Helper()
	ctx := context.Background()
	if _, err := s.Claim(ctx, d.Author, d.EventID); err != nil {
		tb.Fatalf("%s claims %s: %v", d.Author, d.EventID, err)
	}
	got, err := s.Decide(ctx, d)
	if err != nil {
		tb.Fatalf("%s decides %s: %v", d.Author, d.EventID, err)
	}
	return got
}

func itemOf(tb testing.TB, s *queue.Service, viewer, id string) *queue.EventView {
	tb.Helper()
	v, err := s.Show(context.Background(), viewer, id)
	if err != nil {
		tb.Fatalf("Show(%s): %v", id, err)
	}
	return v
}

func TestDualReviewAgreementDecidesWithBothReviewsRecorded(t *testing.T) {
	ctx := context.Background()
	s, _ := newDualService(t)
	ingest(t, s, "dual-1", "r1")

	v := itemOf(t, s, "", "dual-1")
	if v.Item.ReviewsRequired != 2 || v.Routing.ReviewsRequired != 2 {
		t.Fatalf("dual-1 requires %d reviews (routing %d), want 2", v.Item.ReviewsRequired, v.Routing.ReviewsRequired)
	}
	if v := itemOf(t, s, "", "r1"); v.Item.ReviewsRequired != 1 {
		t.Fatalf("r1 requires %d reviews, want 1", v.Item.ReviewsRequired)
	}

	first := claimAndDecide(t, s, reject("dual-1", "ana", "refund not confirmed"))
	if first.Role != review.RoleFirst || len(first.Reviews) != 0 {
		t.Fatalf("first review role = %q reviews %v, want first_review and none", first.Role, first.Reviews)
	}
	v = itemOf(t, s, "ana", "dual-1")
	if v.Item.State != review.StatePending || v.Item.ReviewsGiven != 1 || v.Item.Decision != "" {
		t.Fatalf("after the first review: state %s, given %d, decision %q; want pending, 1, none", v.Item.State, v.Item.ReviewsGiven, v.Item.Decision)
	}
	if len(v.Decisions) != 1 || v.Withheld != 0 {
		t.Fatalf("the first reviewer sees %d rows (%d withheld), want her own row", len(v.Decisions), v.Withheld)
	}

	// The second reviewer cannot see the first decision.
	for _, viewer := range []string{"bob", "", "lea"} {
		v := itemOf(t, s, viewer, "dual-1")
		if len(v.Decisions) != 0 || v.Withheld != 1 {
			t.Fatalf("viewer %q sees %d rows, %d withheld; want 0 and 1", viewer, len(v.Decisions), v.Withheld)
		}
	}

	// The first reviewer cannot give the second review.
	_, err := s.Claim(ctx, "ana", "dual-1")
	wantCode(t, err, review.ECONFLICT, "first review", "someone else")
	_, err = s.Decide(ctx, approve("dual-1", "ana"))
	wantCode(t, err, review.ECONFLICT, "first review", "someone else")
	// and claiming next skips it, saying why.
	if it, err := s.Claim(ctx, "ana", ""); err != nil || it.EventID != "r1" {
		t.Fatalf("ana's next claim = %s, %v; want r1", it.EventID, err)
	}
	if err := s.Release(ctx, "ana", "r1"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Decide(ctx, approve("r1", "bob")); err == nil {
		t.Fatal("bob decided r1 without claiming it")
	}
	claimAndDecide(t, s, approve("r1", "ana"))
	_, err = s.Claim(ctx, "ana", "")
	wantCode(t, err, review.ENOTFOUND, "no item is waiting for you", "1 wait for a second review")

	c, err := s.Counts(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if c.SecondReview != 1 || c.Adjudication != 0 || c.Pending != 1 {
		t.Fatalf("counts = %+v, want 1 pending waiting for its second review", c)
	}

	second := claimAndDecide(t, s, reject("dual-1", "bob", "the refund failed"))
	if second.Role != review.RoleSecond || !slices.Equal(second.Reviews, []int64{first.Seq}) {
		t.Fatalf("second review role = %q reviews %v, want second_review standing on [%d]", second.Role, second.Reviews, first.Seq)
	}
	v = itemOf(t, s, "", "dual-1")
	if v.Item.State != review.StateDecided || v.Item.Decision != review.DecisionReject || v.Item.DecidedBy != "bob" || v.Item.ReviewsGiven != 2 {
		t.Fatalf("after agreeing reviews: %+v; want decided reject by bob with 2 reviews", v.Item)
	}
	if len(v.Decisions) != 2 || v.Withheld != 0 {
		t.Fatalf("after the second review everyone sees both rows; got %d (%d withheld)", len(v.Decisions), v.Withheld)
	}
	rep, err := s.VerifyLedger(ctx)
	if err != nil || !rep.OK {
		t.Fatalf("ledger after dual review: %+v, %v", rep, err)
	}
}

func TestDualReviewDisagreementGoesToALeadWhoGaveNeither(t *testing.T) {
	ctx := context.Background()
	s, clock := newDualService(t, "lea", "ana")
	ingest(t, s, "dual-1")
	first := claimAndDecide(t, s, approve("dual-1", "ana"))
	second := claimAndDecide(t, s, reject("dual-1", "bob", "limit changed from 500 to 5000"))

	v := itemOf(t, s, "carol", "dual-1")
	if v.Item.State != review.StateAdjudication || v.Item.Decision != "" {
		t.Fatalf("after disagreeing reviews: state %s decision %q; want adjudication, undecided", v.Item.State, v.Item.Decision)
	}
	if len(v.Decisions) != 2 {
		t.Fatalf("once both reviews are in, they are shown: got %d rows", len(v.Decisions))
	}
	items, err := s.List(ctx, queue.Filter{States: []review.ItemState{review.StateAdjudication}})
	if err != nil || len(items) != 1 || items[0].EventID != "dual-1" {
		t.Fatalf("List(adjudication) = %v, %v; want dual-1", items, err)
	}
	if c, _ := s.Counts(ctx, ""); c.Adjudication != 1 {
		t.Fatalf("counts.Adjudication = %d, want 1", c.Adjudication)
	}

	// Not a lead: refused, and claiming next does not hand it over;
	// deciding without a claim says why too, not "claim it first".
	_, err = s.Claim(ctx, "carol", "dual-1")
	wantCode(t, err, review.ECONFLICT, "adjudication", "not a lead")
	_, err = s.Decide(ctx, reject("dual-1", "carol", "no"))
	wantCode(t, err, review.ECONFLICT, "adjudication", "not a lead")
	_, err = s.Claim(ctx, "carol", "")
	wantCode(t, err, review.ENOTFOUND, "1 await a lead's adjudication")
	// A lead who gave one of the reviews: refused.
	_, err = s.Claim(ctx, "ana", "dual-1")
	wantCode(t, err, review.ECONFLICT, "another lead")

	// A lead who gave neither gets it from the queue, and a lapsed lease
	// returns it to adjudication, not to the reviewers' queue.
	it, err := s.Claim(ctx, "lea", "")
	if err != nil || it.EventID != "dual-1" {
		t.Fatalf("lea's next claim = %s, %v; want dual-1", it.EventID, err)
	}
	clock.Advance(queue.DefaultLease + time.Second)
	if v := itemOf(t, s, "", "dual-1"); v.Item.State != review.StateAdjudication {
		t.Fatalf("after the lead's lease lapsed: state %s, want adjudication", v.Item.State)
	}
	_, err = s.Claim(ctx, "carol", "")
	wantCode(t, err, review.ENOTFOUND)

	final := claimAndDecide(t, s, reject("dual-1", "lea", "bob is right: the limit was changed"))
	if final.Role != review.RoleAdjudication || !slices.Equal(final.Reviews, []int64{first.Seq, second.Seq}) {
		t.Fatalf("adjudication role = %q reviews %v, want adjudication over [%d %d]", final.Role, final.Reviews, first.Seq, second.Seq)
	}
	v = itemOf(t, s, "", "dual-1")
	if v.Item.State != review.StateDecided || v.Item.DecidedBy != "lea" || v.Item.Decision != review.DecisionReject {
		t.Fatalf("after adjudication: %+v; want decided reject by lea", v.Item)
	}
	if rep, err := s.VerifyLedger(ctx); err != nil || !rep.OK {
		t.Fatalf("ledger: %+v, %v", rep, err)
	}
}

func TestDualReviewDifferentReconstructionsNeedALead(t *testing.T) {
	s, _ := newDualService(t, "lea")
	ingest(t, s, "dual-1", "dual-2")
	text := func(s string) *string { return &s }
	rec := func(id, who, summary string) review.Decision {
		return review.Decision{EventID: id, Kind: review.DecisionReconstruct, Author: who, Reason: "restore the failure",
			ReconstructedSummary: text(summary)}
	}
	claimAndDecide(t, s, rec("dual-1", "ana", "The refund FAILED (timeout); nothing was paid."))
	claimAndDecide(t, s, rec("dual-1", "bob", "The refund failed with a timeout. Retry needed."))
	if v := itemOf(t, s, "", "dual-1"); v.Item.State != review.StateAdjudication {
		t.Fatalf("two different rewrites: state %s, want adjudication", v.Item.State)
	}
	same := "The refund FAILED (timeout); nothing was paid."
	claimAndDecide(t, s, rec("dual-2", "ana", same))
	claimAndDecide(t, s, rec("dual-2", "bob", same))
	if v := itemOf(t, s, "", "dual-2"); v.Item.State != review.StateDecided {
		t.Fatalf("the same rewrite twice: state %s, want decided", v.Item.State)
	}
}

func TestDualReviewUndoReturnsTheItemToTheStageBefore(t *testing.T) {
	ctx := context.Background()
	s, _ := newDualService(t, "lea")
	ingest(t, s, "dual-1")
	claimAndDecide(t, s, approve("dual-1", "ana"))

	// Undoing the first review gives the item back to its author.
	if _, err := s.Undo(ctx, "ana", false, "dual-1", time.Minute); err != nil {
		t.Fatalf("undo of the first review: %v", err)
	}
	v := itemOf(t, s, "ana", "dual-1")
	if v.Item.State != review.StateClaimed || v.Item.LeaseHolder != "ana" || v.Item.ReviewsGiven != 0 {
		t.Fatalf("after undoing the first review: %+v; want claimed by ana, 0 reviews", v.Item)
	}
	first, err := s.Decide(ctx, reject("dual-1", "ana", "failure omitted"))
	if err != nil || first.Role != review.RoleFirst {
		t.Fatalf("first review again: %+v, %v", first, err)
	}

	// While someone else holds it for the second review, the first can no
	// longer be undone.
	if _, err := s.Claim(ctx, "bob", "dual-1"); err != nil {
		t.Fatal(err)
	}
	_, err = s.Undo(ctx, "ana", false, "dual-1", time.Minute)
	wantCode(t, err, review.ECONFLICT, "can no longer be undone")

	// Undoing a disagreeing second review takes the item out of
	// adjudication and back to its second reviewer.
	if _, err := s.Decide(ctx, approve("dual-1", "bob")); err != nil {
		t.Fatal(err)
	}
	if v := itemOf(t, s, "", "dual-1"); v.Item.State != review.StateAdjudication {
		t.Fatalf("state %s, want adjudication", v.Item.State)
	}
	if _, err := s.Undo(ctx, "bob", false, "dual-1", time.Minute); err != nil {
		t.Fatalf("undo of the second review: %v", err)
	}
	v = itemOf(t, s, "bob", "dual-1")
	if v.Item.State != review.StateClaimed || v.Item.LeaseHolder != "bob" || v.Item.ReviewsGiven != 1 {
		t.Fatalf("after undoing the second review: %+v; want claimed by bob, 1 review", v.Item)
	}
	// bob sees his own undone row and its reversal; ana's standing first
	// review is withheld again, with her earlier undone row and reversal.
	if len(v.Decisions) != 2 || v.Withheld != 3 {
		t.Fatalf("bob sees %d rows, %d withheld; want 2 and 3", len(v.Decisions), v.Withheld)
	}
	for _, d := range v.Decisions {
		if d.Author != "bob" {
			t.Fatalf("bob sees a row by %s while the second review is pending", d.Author)
		}
	}
	second, err := s.Decide(ctx, reject("dual-1", "bob", "agree after a second look"))
	if err != nil || second.Role != review.RoleSecond {
		t.Fatalf("second review again: %+v, %v", second, err)
	}
	if v := itemOf(t, s, "", "dual-1"); v.Item.State != review.StateDecided || v.Item.Decision != review.DecisionReject {
		t.Fatalf("after agreeing: %+v", v.Item)
	}
	if rep, err := s.VerifyLedger(ctx); err != nil || !rep.OK {
		t.Fatalf("ledger: %+v, %v", rep, err)
	}
}

func TestAgreementPerClassFromDualReviews(t *testing.T) {
	// Hand-computed: four financial_move items (testRouter gives every
	// review item that class), reviews (approve, approve), (reject,
	// reject), (approve, reject), (reject, approve). Agreement 2/4 = 0.5.
	// Rater A: approve 2, reject 2; rater B: approve 2, reject 2; chance
	// agreement p_e = 0.5·0.5 + 0.5·0.5 = 0.5, so kappa = (0.5−0.5)/(1−0.5) = 0.
	// A fifth pair (approve, approve) makes p_o = 3/5 = 0.6; A: approve 3,
	// reject 2; B: approve 3, reject 2; p_e = 0.36 + 0.16 = 0.52; kappa =
	// (0.6 − 0.52)/(0.48) = 1/6.
	s, _ := newDualService(t)
	ingest(t, s, "dual-1", "dual-2", "dual-3", "dual-4", "dual-5", "dual-6")
	pairs := [][2]review.DecisionKind{
		{review.DecisionApprove, review.DecisionApprove},
		{review.DecisionReject, review.DecisionReject},
		{review.DecisionApprove, review.DecisionReject},
		{review.DecisionReject, review.DecisionApprove},
		{review.DecisionApprove, review.DecisionApprove},
	}
	for i, p := range pairs {
		id := []string{"dual-1", "dual-2", "dual-3", "dual-4", "dual-5"}[i]
		for j, who := range []string{"ana", "bob"} {
			d := review.Decision{EventID: id, Kind: p[j], Author: who, Reason: "because"}
			claimAndDecide(t, s, d)
		}
	}
	// dual-6 has only its first review: not a pair yet.
	claimAndDecide(t, s, approve("dual-6", "ana"))

	h, err := s.SamplingHistory(context.Background(), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	ag := queue.Agreement(h.Pairs)
	if len(ag) != 2 || ag[0].Class != string(review.RiskFinancialMove) || ag[1].Class != "all" {
		t.Fatalf("agreement rows = %+v; want financial_move then all", ag)
	}
	g := ag[0]
	if g.Items != 5 || g.Agreed != 3 || g.Adjudicated != 2 {
		t.Fatalf("financial_move: %+v; want 5 items, 3 agreed, 2 adjudicated", g)
	}
	if d := g.Agreement - 0.6; d > 1e-12 || d < -1e-12 {
		t.Errorf("agreement = %v, want 0.6", g.Agreement)
	}
	if d := g.Kappa - 1.0/6; d > 1e-12 || d < -1e-12 {
		t.Errorf("kappa = %v, want 1/6", g.Kappa)
	}
}
