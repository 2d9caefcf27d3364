package store

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"recap/review"
)

// enqueueRouted stores one event of tenant and agent, routed with findings,
// at now.
func enqueueRouted(tb testing.TB, db *DB, now time.Time, id, tenant, agent string, r review.Routing) {
	tb.Helper()
	ctx := context.Background()
	tx, err := db.BeginWrite(ctx, fixed(now))
	if err != nil {
		tb.Fatal(err)
	}
	defer tx.Rollback()
	if err := tx.RecordPolicy(ctx, "test-1", []byte(`{"version":"test-1"}`)); err != nil {
		tb.Fatal(err)
	}
	ev, _ := testEvent(id)
	ev.Tenant, ev.Agent.Name = tenant, agent
	raw := mustMarshal(tb, ev)
	if _, _, err := tx.Enqueue(ctx, Enqueue{Raw: raw, SHA256: review.Digest(raw), Event: ev, Routing: r, State: review.StatePending}); err != nil {
		tb.Fatalf("Enqueue(%s): %v", id, err)
	}
	if err := tx.Commit(); err != nil {
		tb.Fatal(err)
	}
}

// appendAt claims id for d.Author at now and appends d, closing the item.
func appendAt(tb testing.TB, db *DB, now time.Time, d review.Decision) review.Decision {
	tb.Helper()
	ctx := context.Background()
	tx, err := db.BeginWrite(ctx, fixed(now))
	if err != nil {
		tb.Fatal(err)
	}
	defer tx.Rollback()
	if _, ok, err := tx.ClaimByID(ctx, d.EventID, d.Author, false, now.Add(time.Minute)); err != nil || !ok {
		tb.Fatalf("ClaimByID(%s) = %v, %v", d.EventID, ok, err)
	}
	stored, err := tx.AppendDecision(ctx, d)
	if err != nil {
		tb.Fatal(err)
	}
	if err := tx.MarkDecided(ctx, d.EventID, stored.Seq); err != nil {
		tb.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		tb.Fatal(err)
	}
	return stored
}

func TestSignalEventsSince(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	embedded := review.Finding{ID: "embedded_instruction", Severity: review.SeverityBlock, Message: "ignore previous instructions",
		Evidence: []review.Evidence{{Pane: review.PaneSummary, Ref: "text", Start: 0, End: 6, Quote: "Refund"}}}
	enqueueRouted(t, db, t0.Add(-48*time.Hour), "old", "acme", "bot-a", testRouting(review.ActionReview))
	enqueueRouted(t, db, t0, "e1", "acme", "bot-a", testRouting(review.ActionBlock, embedded))
	enqueueRouted(t, db, t0, "e2", "globex", "bot-b", testRouting(review.ActionReview))
	enqueueRouted(t, db, t0, "e3", "globex", "bot-b", testRouting(review.ActionReview))

	appendAt(t, db, t0.Add(time.Hour), review.Decision{EventID: "e1", Kind: review.DecisionReject, Author: "ana", Reason: "injected",
		Verdicts: []review.FindingVerdict{{Finding: "embedded_instruction#0", Verdict: review.VerdictFalsePositive}}})
	text := "Refund pending; not confirmed."
	contract := &review.Contract{Stage: "refund_pending"}
	recon := appendAt(t, db, t0.Add(2*time.Hour), review.Decision{EventID: "e2", Kind: review.DecisionReconstruct, Author: "bob",
		Reason: "the refund failed", ReconstructedSummary: &text, ReconstructedContract: contract})
	appendAt(t, db, t0.Add(3*time.Hour), review.Decision{EventID: "e3", Kind: review.DecisionApprove, Author: "bob"})
	// bob undoes the approval of e3: the row stays in the ledger, but no
	// decision stands on e3 any more.
	func() {
		tx, err := db.BeginWrite(ctx, fixed(t0.Add(3*time.Hour+time.Minute)))
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		last, err := tx.LastDecision(ctx, "e3")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tx.AppendDecision(ctx, review.Decision{EventID: "e3", Kind: review.DecisionReversal, Author: "bob", Reason: "undo", Reverses: last.Seq}); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := tx.ReopenReview(ctx, "e3", last, "bob", t0.Add(4*time.Hour)); err != nil || !ok {
			t.Fatalf("ReopenReview = %v, %v", ok, err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
	}()

	tx, err := db.BeginRead(ctx, t0.Add(5*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()

	t.Run("Events", func(t *testing.T) {
		evs, err := tx.SignalEventsSince(ctx, t0)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, ev := range evs {
			ids = append(ids, ev.EventID)
		}
		if want := []string{"e1", "e2", "e3"}; !slices.Equal(ids, want) {
			t.Fatalf("events since t0 = %v, want %v (the older event is outside the window)", ids, want)
		}
		e1, e2, e3 := evs[0], evs[1], evs[2]
		if e1.Tenant != "acme" || e1.Agent != "bot-a" || e1.Action != review.ActionBlock || !e1.ReceivedAt.Equal(t0) ||
			!slices.Equal(e1.Classes, []review.RiskClass{review.RiskFinancialMove}) {
			t.Errorf("e1 = %+v", e1)
		}
		if len(e1.Findings) != 1 || e1.Findings[0].ID != "embedded_instruction" || e1.Findings[0].Evidence[0].Quote != "Refund" {
			t.Errorf("e1 findings = %+v, want the embedded_instruction finding with its evidence", e1.Findings)
		}
		if d := e1.Standing; d == nil || d.Kind != review.DecisionReject || d.Author != "ana" || !d.At.Equal(t0.Add(time.Hour)) ||
			len(d.Verdicts) != 1 || d.Verdicts[0].Verdict != review.VerdictFalsePositive {
			t.Errorf("e1 standing decision = %+v, want ana's reject with one false-positive verdict", d)
		}
		if d := e2.Standing; d == nil || d.Seq != recon.Seq || d.Kind != review.DecisionReconstruct ||
			d.ReconstructedContract == nil || d.ReconstructedContract.Stage != "refund_pending" {
			t.Errorf("e2 standing decision = %+v, want bob's reconstruction with its contract", d)
		}
		if e3.Standing != nil {
			t.Errorf("e3 standing decision = %+v, want none: it was undone", e3.Standing)
		}
	})

	t.Run("DecisionsMade", func(t *testing.T) {
		work, err := tx.DecisionsMadeSince(ctx, t0.Add(90*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		// e1's reject is before the window; the reversal is not a decision.
		if len(work) != 2 {
			t.Fatalf("decisions since t0+90m = %+v, want e2's reconstruction and e3's undone approval", work)
		}
		if w := work[0]; w.EventID != "e2" || w.Author != "bob" || w.Kind != review.DecisionReconstruct ||
			!w.At.Equal(t0.Add(2*time.Hour)) || !w.EnqueuedAt.Equal(t0) {
			t.Errorf("first decision = %+v", w)
		}
		if w := work[1]; w.EventID != "e3" || w.Kind != review.DecisionApprove || w.At.Sub(w.EnqueuedAt) != 3*time.Hour {
			t.Errorf("second decision = %+v, want e3's approval 3h after enqueue", w)
		}
	})
}

func mustMarshal(tb testing.TB, ev *review.Event) []byte {
	tb.Helper()
	b, err := json.Marshal(ev)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}
