package queue_test

import (
	"context"
	"testing"
	"time"
)

func TestDecisionRecordsItsClaimTime(t *testing.T) {
	ctx := context.Background()
	s, clock, _ := newService(t)
	ingest(t, s, "r1", "r2")
	claimedAt := clock.Now()
	if _, err := s.Claim(ctx, "ana", "r1"); err != nil {
		t.Fatal(err)
	}
	// A renewal (claiming again, or a heartbeat) keeps the claim's time.
	clock.Advance(2 * time.Minute)
	if _, err := s.Claim(ctx, "ana", "r1"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Heartbeat(ctx, "ana", "r1"); err != nil {
		t.Fatal(err)
	}
	clock.Advance(time.Minute)
	d, err := s.Decide(ctx, approve("r1", "ana"))
	if err != nil {
		t.Fatal(err)
	}
	if d.ClaimedAt == nil || !d.ClaimedAt.Equal(claimedAt) {
		t.Fatalf("ClaimedAt = %v, want %v", d.ClaimedAt, claimedAt)
	}
	// A claim after a lapsed lease is a new claim with its own time.
	if _, err := s.Claim(ctx, "bob", "r2"); err != nil {
		t.Fatal(err)
	}
	clock.Advance(11 * time.Minute)
	second := clock.Now()
	if _, err := s.Claim(ctx, "ana", "r2"); err != nil {
		t.Fatal(err)
	}
	d, err = s.Decide(ctx, reject("r2", "ana", "wrong total"))
	if err != nil {
		t.Fatal(err)
	}
	if d.ClaimedAt == nil || !d.ClaimedAt.Equal(second) {
		t.Fatalf("ClaimedAt after a lapsed lease = %v, want %v", d.ClaimedAt, second)
	}
	v := itemOf(t, s, "", "r2")
	if got := v.Decisions[0].ClaimedAt; got == nil || !got.Equal(second) {
		t.Fatalf("stored ClaimedAt = %v, want %v", got, second)
	}
	if rep, err := s.VerifyLedger(ctx); err != nil || !rep.OK {
		t.Fatalf("ledger: %+v, %v", rep, err)
	}
}
