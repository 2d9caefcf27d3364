package store

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"recap/review"
)

func TestRoutedSince(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	enqueue(t, db, t0, "e1", "e2")
	enqueue(t, db, t0.Add(24*time.Hour), "e3")
	decide(t, db, t0.Add(25*time.Hour), "e3", "ann", "the summary drops the refund failure")

	tx, err := db.BeginRead(ctx, t0.Add(48*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	all, err := tx.RoutedSince(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 3 {
		t.Fatalf("RoutedSince(t0) = %d events, want 3", len(all))
	}
	e1 := all[0]
	if e1.EventID != "e1" || !e1.ReceivedAt.Equal(t0) || e1.SampleRate != 1 || !e1.Sampled || e1.Action != review.ActionReview ||
		!slices.Equal(e1.Classes, []review.RiskClass{review.RiskFinancialMove}) || e1.Forced || e1.State != review.StatePending || e1.Decision != "" {
		t.Errorf("e1 = %+v", e1)
	}
	if e3 := all[2]; e3.Decision != review.DecisionReject || e3.State != review.StateDecided {
		t.Errorf("e3 decision %q state %q, want reject, decided", e3.Decision, e3.State)
	}
	later, err := tx.RoutedSince(ctx, t0.Add(12*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if len(later) != 1 || later[0].EventID != "e3" {
		t.Errorf("RoutedSince(t0+12h) = %v, want e3 only", later)
	}
}

func TestSamplingChangesAreAppendOnly(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "recap.db")
	db := openPath(t, path)
	tx, err := db.BeginWrite(ctx, fixed(t0))
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	c, err := tx.AppendSamplingChange(ctx, SamplingChange{
		Author: "zed", Class: "personal_data", OldValue: "sample(0.25)", NewValue: "sample(0.5)",
		OldVersion: "v", PolicyPath: "/p.toml", Reason: "more", Outcome: SamplingRefused, Detail: "not a lead",
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.AppendSamplingChange(ctx, SamplingChange{Author: "ann", Class: "x", Outcome: "maybe"}); review.ErrorCode(err) != review.EINVALID {
		t.Errorf("an outcome that is neither applied nor refused: err = %v, want invalid", err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if c.Seq != 1 || !c.At.Equal(t0) {
		t.Errorf("appended seq %d at %v, want 1 at %v", c.Seq, c.At, t0)
	}

	rtx, err := db.BeginRead(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	got, err := rtx.SamplingChanges(ctx)
	rtx.Rollback()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0] != c {
		t.Errorf("SamplingChanges = %+v, want [%+v]", got, c)
	}

	raw := rawConn(t, path)
	for _, q := range []string{`UPDATE sampling_changes SET outcome = 'applied'`, `DELETE FROM sampling_changes`} {
		if _, err := raw.Exec(q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: err = %v, want the append-only refusal", q, err)
		}
	}
}
