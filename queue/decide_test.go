package queue_test

import (
	"context"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
)

// claimed returns a service with the named events ingested and claimed by
// ann.
func claimed(t *testing.T, ids ...string) (*queue.Service, *fakeClock) {
	t.Helper()
	s, clock, _ := newService(t)
	ingest(t, s, ids...)
	for _, id := range ids {
		if _, err := s.Claim(context.Background(), "ann", id); err != nil {
			t.Fatalf("Claim(%s): %v", id, err)
		}
	}
	return s, clock
}

func TestDecide(t *testing.T) {
	ctx := context.Background()

	t.Run("RecordsDecisionAndClosesItem", func(t *testing.T) {
		s, clock := claimed(t, "r1")
		clock.Advance(90 * time.Second)
		d := reject("r1", "ann", "the refund failed; the summary says it succeeded")
		d.AuthorOverridden = true
		d.At = time.Date(1999, 1, 1, 0, 0, 0, 0, time.UTC) // ignored: the clock decides
		d.Verdicts = []review.FindingVerdict{{Finding: "unconfirmed_effect#0", Verdict: review.VerdictTruePositive}}
		got, err := s.Decide(ctx, d)
		if err != nil {
			t.Fatal(err)
		}
		if got.Seq != 1 || len(got.Hash) != 64 || !got.At.Equal(t0.Add(90*time.Second)) {
			t.Errorf("stored decision = seq %d hash %q at %v; want seq 1, a hash, at the clock's time", got.Seq, got.Hash, got.At)
		}
		v, err := s.Show(ctx, "", "r1")
		if err != nil {
			t.Fatal(err)
		}
		if v.Item.State != review.StateDecided || v.Item.DecidedBy != "ann" || v.Item.Decision != review.DecisionReject || v.Item.LeaseHolder != "" {
			t.Errorf("item after decision = %+v; want decided (reject) by ann with no lease", v.Item)
		}
		if len(v.Decisions) != 1 || v.Decisions[0].Hash != got.Hash || !v.Decisions[0].AuthorOverridden || len(v.Decisions[0].Verdicts) != 1 {
			t.Errorf("ledger rows for r1 = %+v, want the one decision as stored", v.Decisions)
		}
	})

	t.Run("OnlyHolder", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		_, err := s.Decide(ctx, approve("r1", "bob"))
		wantCode(t, err, review.ELEASE, `held by "ann"`, `not by you ("bob")`)
	})

	t.Run("NotClaimed", func(t *testing.T) {
		s, _, _ := newService(t)
		ingest(t, s, "r1")
		_, err := s.Decide(ctx, approve("r1", "ann"))
		wantCode(t, err, review.ELEASE, "claim it first")
	})

	t.Run("AlreadyDecided", func(t *testing.T) {
		s, clock := claimed(t, "r1")
		clock.Advance(3 * time.Second)
		if _, err := s.Decide(ctx, approve("r1", "ann")); err != nil {
			t.Fatal(err)
		}
		_, err := s.Decide(ctx, reject("r1", "ann", "second thoughts"))
		wantCode(t, err, review.ECONFLICT, `already decided (approve) by "ann" at 2026-03-01 12:00:03 UTC`)
		_, err = s.Decide(ctx, reject("r1", "bob", "second opinion"))
		wantCode(t, err, review.ECONFLICT, `by "ann"`)
	})

	t.Run("UnknownEvent", func(t *testing.T) {
		s, _, _ := newService(t)
		_, err := s.Decide(ctx, approve("ghost", "ann"))
		wantCode(t, err, review.ENOTFOUND, `no event "ghost"`)
	})

	t.Run("ReasonRequired", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		_, err := s.Decide(ctx, reject("r1", "ann", "  "))
		wantCode(t, err, review.EINVALID, "rejection needs a reason")
		summary := "rewritten"
		_, err = s.Decide(ctx, review.Decision{EventID: "r1", Kind: review.DecisionReconstruct, Author: "ann", ReconstructedSummary: &summary})
		wantCode(t, err, review.EINVALID, "reconstruction needs a reason")
	})

	t.Run("ApproveOverBlockingNeedsOverride", func(t *testing.T) {
		s, _ := claimed(t, "block-1")
		_, err := s.Decide(ctx, approve("block-1", "ann"))
		wantCode(t, err, review.EINVALID, "1 blocking finding", "--override")
		d := approve("block-1", "ann")
		d.Override = true
		_, err = s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, "needs a reason")
		d.Reason = "tenant was renamed; the mismatch is expected"
		got, err := s.Decide(ctx, d)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Override || got.Reason == "" {
			t.Errorf("override decision = %+v, want Override with its reason", got)
		}
	})

	t.Run("OverrideOnlyWhenBlocking", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		d := approve("r1", "ann")
		d.Override, d.Reason = true, "just in case"
		_, err := s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, "nothing to override")
		r := reject("r1", "ann", "bad")
		r.Override = true
		_, err = s.Decide(ctx, r)
		wantCode(t, err, review.EINVALID, "only an approval can override")
	})

	t.Run("Reconstruct", func(t *testing.T) {
		s, _ := claimed(t, "r1", "r2", "r3")
		summary := "## Status\nThe refund **failed** (timeout). Retry before notifying the customer."
		d := review.Decision{EventID: "r1", Kind: review.DecisionReconstruct, Author: "ann", Reason: "summary claimed success",
			ReconstructedSummary: &summary}
		if _, err := s.Decide(ctx, d); err != nil {
			t.Fatalf("reconstruct without a contract: %v", err)
		}

		d.EventID = "r2"
		d.ReconstructedContract = &review.Contract{TaskID: "task-r2", Stage: "refund_pending",
			ExternalEffects: []review.ExternalEffect{{Kind: "refund", Target: "order r2", Status: "failed"}}}
		got, err := s.Decide(ctx, d)
		if err != nil {
			t.Fatalf("reconstruct with a valid contract: %v", err)
		}
		if got.ReconstructedContract == nil || got.ReconstructedContract.Stage != "refund_pending" {
			t.Errorf("stored reconstruction lost its contract: %+v", got)
		}

		d.EventID = "r3"
		d.ReconstructedContract = &review.Contract{Artifacts: []review.Artifact{{Name: "refund.pdf", SHA256: "not-a-digest"}}}
		_, err = s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, `reconstruction of event "r3" is not valid`, "/summary/contract/artifacts/0/sha256")
		empty := "   "
		d.ReconstructedContract, d.ReconstructedSummary = nil, &empty
		_, err = s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, "rewritten summary text")
	})

	t.Run("SummaryOnlyOnReconstruct", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		summary := "x"
		d := reject("r1", "ann", "bad")
		d.ReconstructedSummary = &summary
		_, err := s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, "only a reconstruction")
	})

	t.Run("VerdictsNameFindings", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		d := reject("r1", "ann", "bad")
		d.Verdicts = []review.FindingVerdict{{Finding: "rule_weakened#0", Verdict: review.VerdictFalsePositive}}
		_, err := s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, `"rule_weakened#0" is not a finding`, "unconfirmed_effect#0")
		d.Verdicts = []review.FindingVerdict{{Finding: "unconfirmed_effect#0", Verdict: "maybe"}}
		_, err = s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, "want true_positive or false_positive")
		d.Verdicts = []review.FindingVerdict{{Finding: "unconfirmed_effect#0", Verdict: review.VerdictFalsePositive},
			{Finding: "unconfirmed_effect#0", Verdict: review.VerdictTruePositive}}
		_, err = s.Decide(ctx, d)
		wantCode(t, err, review.EINVALID, "marked twice")
	})

	t.Run("ReversalIsNotADecision", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		_, err := s.Decide(ctx, review.Decision{EventID: "r1", Kind: review.DecisionReversal, Author: "ann", Reverses: 1})
		wantCode(t, err, review.EINVALID, "undo")
	})

	t.Run("InvalidUTF8Reason", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		_, err := s.Decide(ctx, reject("r1", "ann", "bad \xfe\xff"))
		wantCode(t, err, review.EINVALID, "UTF-8")
	})
}

func TestUndo(t *testing.T) {
	ctx := context.Background()
	window := 2 * time.Minute

	t.Run("WithinWindow", func(t *testing.T) {
		s, clock := claimed(t, "r1")
		first, err := s.Decide(ctx, approve("r1", "ann"))
		if err != nil {
			t.Fatal(err)
		}
		clock.Advance(time.Minute)
		rev, err := s.Undo(ctx, "ann", true, "r1", window)
		if err != nil {
			t.Fatal(err)
		}
		if rev.Kind != review.DecisionReversal || rev.Reverses != first.Seq || rev.Seq != first.Seq+1 || rev.Author != "ann" || !rev.AuthorOverridden {
			t.Errorf("reversal = %+v, want a reversal of row %d by ann, named by override", rev, first.Seq)
		}
		v, err := s.Show(ctx, "", "r1")
		if err != nil {
			t.Fatal(err)
		}
		if v.Item.State != review.StateClaimed || v.Item.LeaseHolder != "ann" ||
			!v.Item.LeaseExpires.Equal(t0.Add(time.Minute+queue.DefaultLease)) || v.Item.DecidedBy != "" {
			t.Errorf("item after undo = %+v; want claimed by ann with a fresh lease and no decision", v.Item)
		}
		if len(v.Decisions) != 2 || v.Decisions[0].Kind != review.DecisionApprove || v.Decisions[1].Kind != review.DecisionReversal {
			t.Errorf("ledger for r1 = %+v; want the approval, then its reversal", v.Decisions)
		}
		// The item is ann's again: she can decide anew, and the ledger holds.
		if _, err := s.Decide(ctx, reject("r1", "ann", "actually the refund failed")); err != nil {
			t.Fatal(err)
		}
		rep, err := s.VerifyLedger(ctx)
		if err != nil || !rep.OK || rep.Rows != 3 {
			t.Errorf("ledger after undo and redecide = %+v, %v; want OK with 3 rows", rep, err)
		}
		c, err := s.Counts(ctx, "ann")
		if err != nil {
			t.Fatal(err)
		}
		if c.DecidedByMeToday != 1 {
			t.Errorf("decided by ann today = %d, want 1 (the undone approval no longer counts)", c.DecidedByMeToday)
		}
	})

	t.Run("OutsideWindow", func(t *testing.T) {
		s, clock := claimed(t, "r1")
		if _, err := s.Decide(ctx, approve("r1", "ann")); err != nil {
			t.Fatal(err)
		}
		clock.Advance(window + time.Second)
		_, err := s.Undo(ctx, "ann", false, "r1", window)
		wantCode(t, err, review.ECONFLICT, "more than 2m0s ago", "can no longer be undone")
	})

	t.Run("SomeoneElsesDecision", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		if _, err := s.Decide(ctx, approve("r1", "ann")); err != nil {
			t.Fatal(err)
		}
		_, err := s.Undo(ctx, "bob", false, "r1", window)
		wantCode(t, err, review.ECONFLICT, `is "ann"'s`, "only its author")
	})

	t.Run("Twice", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		if _, err := s.Decide(ctx, approve("r1", "ann")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Undo(ctx, "ann", false, "r1", window); err != nil {
			t.Fatal(err)
		}
		_, err := s.Undo(ctx, "ann", false, "r1", window)
		wantCode(t, err, review.ECONFLICT, "already undone")
	})

	t.Run("NothingToUndo", func(t *testing.T) {
		s, _ := claimed(t, "r1")
		_, err := s.Undo(ctx, "ann", false, "r1", window)
		wantCode(t, err, review.ENOTFOUND, "no decision to undo")
		_, err = s.Undo(ctx, "ann", false, "ghost", window)
		wantCode(t, err, review.ENOTFOUND, `no event "ghost"`)
	})
}
