package queue_test

import (
	"context"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
)

func TestClaim(t *testing.T) {
	ctx := context.Background()

	t.Run("NextByPriorityThenAge", func(t *testing.T) {
		s, clock, _ := newService(t)
		ingest(t, s, "r1", "sample-1")
		clock.Advance(time.Second)
		ingest(t, s, "block-1", "r2", "pass-1")
		var got []string
		for {
			it, err := s.Claim(ctx, "ann", "")
			if review.ErrorCode(err) == review.ENOTFOUND {
				wantCode(t, err, review.ENOTFOUND, "no item is waiting")
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, it.EventID)
		}
		want := []string{"block-1", "r1", "r2", "sample-1"}
		if len(got) != len(want) {
			t.Fatalf("claimed %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("claim %d = %s, want %s (all: %v)", i, got[i], want[i], got)
			}
		}
	})

	t.Run("Named", func(t *testing.T) {
		s, _, _ := newService(t)
		ingest(t, s, "r1", "r2")
		it, err := s.Claim(ctx, "ann", "r2")
		if err != nil {
			t.Fatal(err)
		}
		if it.EventID != "r2" || it.LeaseHolder != "ann" || it.State != review.StateClaimed || it.Attempts != 1 {
			t.Errorf("claimed %+v, want r2 held by ann, attempt 1", it)
		}
		if want := t0.Add(queue.DefaultLease); it.LeaseExpires == nil || !it.LeaseExpires.Equal(want) {
			t.Errorf("lease expires %v, want %v", it.LeaseExpires, want)
		}
	})

	t.Run("HeldBySomeoneElse", func(t *testing.T) {
		s, _, _ := newService(t)
		ingest(t, s, "r1")
		if _, err := s.Claim(ctx, "bob", "r1"); err != nil {
			t.Fatal(err)
		}
		_, err := s.Claim(ctx, "ann", "r1")
		wantCode(t, err, review.ECONFLICT, `held by "bob" until 12:10 UTC`)
		_, err = s.Claim(ctx, "ann", "")
		wantCode(t, err, review.ENOTFOUND, "no item is waiting")
	})

	t.Run("AlreadyDecided", func(t *testing.T) {
		s, clock, _ := newService(t)
		ingest(t, s, "r1")
		if _, err := s.Claim(ctx, "bob", "r1"); err != nil {
			t.Fatal(err)
		}
		clock.Advance(5 * time.Second)
		if _, err := s.Decide(ctx, reject("r1", "bob", "refund failed")); err != nil {
			t.Fatal(err)
		}
		_, err := s.Claim(ctx, "ann", "r1")
		wantCode(t, err, review.ECONFLICT, `already decided (reject) by "bob" at 2026-03-01 12:00:05 UTC`)
	})

	t.Run("NoSuchEvent", func(t *testing.T) {
		s, _, _ := newService(t)
		_, err := s.Claim(ctx, "ann", "nope")
		wantCode(t, err, review.ENOTFOUND, `no event "nope"`)
	})

	t.Run("PassedNeedsNoReview", func(t *testing.T) {
		s, _, _ := newService(t)
		ingest(t, s, "pass-1")
		_, err := s.Claim(ctx, "ann", "pass-1")
		wantCode(t, err, review.ECONFLICT, "needs no review")
	})

	t.Run("ReclaimRenews", func(t *testing.T) {
		s, clock, _ := newService(t)
		ingest(t, s, "r1")
		if _, err := s.Claim(ctx, "ann", "r1"); err != nil {
			t.Fatal(err)
		}
		clock.Advance(4 * time.Minute)
		it, err := s.Claim(ctx, "ann", "r1")
		if err != nil {
			t.Fatal(err)
		}
		if want := t0.Add(4*time.Minute + queue.DefaultLease); !it.LeaseExpires.Equal(want) || it.Attempts != 1 {
			t.Errorf("renewed claim = expires %v attempts %d, want %v and still 1 attempt", it.LeaseExpires, it.Attempts, want)
		}
	})

	t.Run("NeedsReviewer", func(t *testing.T) {
		s, _, _ := newService(t)
		_, err := s.Claim(ctx, "", "")
		wantCode(t, err, review.EINVALID, "RECAP_AUTHOR")
	})

	t.Run("HostileIDIsQuoted", func(t *testing.T) {
		s, _, _ := newService(t)
		_, err := s.Claim(ctx, "ann", "x\x1b[31mred")
		wantCode(t, err, review.ENOTFOUND, `\x1b[31mred`)
	})
}

func TestLeaseExpiryAndHeartbeat(t *testing.T) {
	ctx := context.Background()
	s, clock, path := newService(t)
	ingest(t, s, "r1")
	// Bob works through a second handle on the same file, as a second
	// process would, sharing the clock.
	bobs := queue.New(queue.Config{DB: openDB(t, path), Router: testRouter{}, Now: clock.Now})

	if _, err := s.Claim(ctx, "ann", ""); err != nil {
		t.Fatal(err)
	}
	clock.Advance(5 * time.Minute)
	it, err := s.Heartbeat(ctx, "ann", "r1")
	if err != nil {
		t.Fatal(err)
	}
	if want := t0.Add(15 * time.Minute); !it.LeaseExpires.Equal(want) {
		t.Errorf("after heartbeat lease expires %v, want %v", it.LeaseExpires, want)
	}
	_, err = bobs.Heartbeat(ctx, "bob", "r1")
	wantCode(t, err, review.ELEASE, `held by "ann" until 12:15 UTC`)

	clock.Advance(9 * time.Minute) // 12:14, one minute before expiry
	_, err = bobs.Claim(ctx, "bob", "")
	wantCode(t, err, review.ENOTFOUND, "no item is waiting")

	clock.Advance(2 * time.Minute) // 12:16, expired
	_, err = s.Heartbeat(ctx, "ann", "r1")
	wantCode(t, err, review.ELEASE, "ran out at 12:15 UTC", "claim it again")
	_, err = s.Decide(ctx, approve("r1", "ann"))
	wantCode(t, err, review.ELEASE, "ran out")

	items, err := s.List(ctx, queue.Filter{States: []review.ItemState{review.StatePending}})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].LeaseHolder != "" {
		t.Errorf("pending after expiry = %+v, want r1 with no holder", items)
	}

	it, err = bobs.Claim(ctx, "bob", "")
	if err != nil {
		t.Fatal(err)
	}
	if it.EventID != "r1" || it.LeaseHolder != "bob" || it.Attempts != 2 {
		t.Errorf("bob's claim after expiry = %+v, want r1 held by bob on attempt 2", it)
	}
	_, err = s.Decide(ctx, approve("r1", "ann"))
	wantCode(t, err, review.ELEASE, `held by "bob"`)
	if _, err := bobs.Decide(ctx, approve("r1", "bob")); err != nil {
		t.Fatalf("bob decides with a live lease: %v", err)
	}
}

func TestRelease(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newService(t)
	ingest(t, s, "r1")
	if _, err := s.Claim(ctx, "ann", "r1"); err != nil {
		t.Fatal(err)
	}
	wantCode(t, s.Release(ctx, "bob", "r1"), review.ELEASE, "do not hold")
	if err := s.Release(ctx, "ann", "r1"); err != nil {
		t.Fatal(err)
	}
	wantCode(t, s.Release(ctx, "ann", "r1"), review.ELEASE, "nothing to release")
	wantCode(t, s.Release(ctx, "ann", "nope"), review.ENOTFOUND, `no event "nope"`)
	it, err := s.Claim(ctx, "bob", "")
	if err != nil {
		t.Fatal(err)
	}
	if it.EventID != "r1" || it.Attempts != 2 {
		t.Errorf("after release bob claimed %+v, want r1 on attempt 2", it)
	}
}
