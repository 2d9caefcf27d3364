package queue_test

import (
	"context"
	"testing"
	"time"

	"recap/review"
)

func TestSignalSeriesCountsEachStep(t *testing.T) {
	ctx := context.Background()
	s, clock, _ := newService(t)
	ingest(t, s, "block-1", "r1")
	clock.Advance(24 * time.Hour)
	ingest(t, s, "block-2")
	clock.Advance(25 * time.Hour)
	ingest(t, s, "r2", "r3")

	ser, err := s.SignalSeries(ctx, t0, 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	// t0 .. t0+49h in steps of 24h: three steps, the last partial.
	if len(ser.Steps) != 3 {
		t.Fatalf("%d steps, want 3", len(ser.Steps))
	}
	want := []struct{ routed, blocked int }{{2, 1}, {1, 1}, {2, 0}}
	for i, w := range want {
		g := ser.Steps[i]
		if g.Routed != w.routed || g.Blocked.Events != w.blocked {
			t.Errorf("step %d (%s): routed %d blocked %d, want %d and %d", i, g.Key, g.Routed, g.Blocked.Events, w.routed, w.blocked)
		}
	}
	if ser.Steps[0].Key != t0.Format(time.RFC3339) {
		t.Errorf("step 0 is keyed %q, want its start", ser.Steps[0].Key)
	}

	// A window that starts later leaves earlier events out.
	ser, err = s.SignalSeries(ctx, t0.Add(24*time.Hour), 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if len(ser.Steps) != 2 || ser.Steps[0].Routed != 1 || ser.Steps[1].Routed != 2 {
		t.Errorf("later window: %+v", ser.Steps)
	}

	// An event received at exactly now belongs to the last step.
	ingest(t, s, "block-3")
	ser, err = s.SignalSeries(ctx, clock.Now().Add(-48*time.Hour), 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if len(ser.Steps) != 2 || ser.Steps[1].Blocked.Events != 1 {
		t.Errorf("an event at now: steps %+v, want it blocked in the last of 2", ser.Steps)
	}

	_, err = s.SignalSeries(ctx, t0, time.Second)
	wantCode(t, err, review.EINVALID, "at most 1000 steps")
	_, err = s.SignalSeries(ctx, clock.Now(), time.Hour)
	wantCode(t, err, review.EINVALID, "not before now")
	_, err = s.SignalSeries(ctx, t0, 0)
	wantCode(t, err, review.EINVALID, "positive")
}
