package queue_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
)

// TestConcurrentReviewers runs 8 reviewers, each with its own store handle
// on the same file as separate processes would have, claiming and deciding
// until the queue is empty. No item may be claimed twice or decided twice,
// and every item must end decided exactly once.
func TestConcurrentReviewers(t *testing.T) {
	const (
		reviewers = 8
		items     = 5000
	)
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "recap.db")
	seed := queue.New(queue.Config{DB: openDB(t, path), Router: testRouter{}})
	evs := make([]*review.RawEvent, items)
	for i := range evs {
		evs[i] = quickRawEvent(fmt.Sprintf("e%05d", i))
	}
	began := time.Now()
	if rep, err := seed.Ingest(ctx, evs, queue.IngestOptions{}); err != nil || rep.Ingested != items {
		t.Fatalf("seeding: %+v, %v", rep, err)
	}
	t.Logf("built and ingested %d events in %s", items, time.Since(began))

	type result struct {
		claimed []string
		decided []review.Decision
		err     error
	}
	results := make([]result, reviewers)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for r := range reviewers {
		name := fmt.Sprintf("reviewer-%d", r)
		s := queue.New(queue.Config{DB: openDB(t, path), Router: testRouter{}})
		wg.Go(func() {
			<-start
			res := &results[r]
			for {
				it, err := s.Claim(ctx, name, "")
				if review.ErrorCode(err) == review.ENOTFOUND {
					return
				}
				if err != nil {
					res.err = fmt.Errorf("claim: %w", err)
					return
				}
				if it.LeaseHolder != name {
					res.err = fmt.Errorf("claimed %s but the lease names %q", it.EventID, it.LeaseHolder)
					return
				}
				res.claimed = append(res.claimed, it.EventID)
				d := approve(it.EventID, name)
				if len(res.claimed)%3 == 0 {
					d = reject(it.EventID, name, "summary drops the failed refund")
				}
				stored, err := s.Decide(ctx, d)
				if err != nil {
					res.err = fmt.Errorf("decide %s: %w", it.EventID, err)
					return
				}
				res.decided = append(res.decided, stored)
			}
		})
	}
	began = time.Now()
	close(start)
	wg.Wait()
	t.Logf("%d reviewers claimed and decided %d items in %s", reviewers, items, time.Since(began))

	claimedBy := map[string]string{}
	decidedBy := map[string]string{}
	seqs := map[int64]bool{}
	for r, res := range results {
		if res.err != nil {
			t.Errorf("reviewer-%d: %v", r, res.err)
		}
		for _, id := range res.claimed {
			if prev, dup := claimedBy[id]; dup {
				t.Errorf("double claim: %s claimed by %s and reviewer-%d", id, prev, r)
			}
			claimedBy[id] = fmt.Sprintf("reviewer-%d", r)
		}
		for _, d := range res.decided {
			if prev, dup := decidedBy[d.EventID]; dup {
				t.Errorf("double decision: %s decided by %s and %s", d.EventID, prev, d.Author)
			}
			decidedBy[d.EventID] = d.Author
			if seqs[d.Seq] {
				t.Errorf("ledger seq %d returned twice", d.Seq)
			}
			seqs[d.Seq] = true
		}
		t.Logf("reviewer-%d decided %d items", r, len(res.decided))
	}
	if len(claimedBy) != items || len(decidedBy) != items {
		t.Errorf("claimed %d and decided %d distinct items, want %d each", len(claimedBy), len(decidedBy), items)
	}

	// The database agrees: every item decided once, one ledger row each,
	// and the chain intact.
	c, err := seed.Counts(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if c.Decided != items || c.Pending != 0 || c.Claimed != 0 {
		t.Errorf("final counts = %+v, want all %d decided", c, items)
	}
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var dupRows, rows int
	if err := raw.QueryRow(`SELECT count(*) FROM (SELECT event_id FROM decisions GROUP BY event_id HAVING count(*) > 1)`).Scan(&dupRows); err != nil {
		t.Fatal(err)
	}
	if err := raw.QueryRow(`SELECT count(*) FROM decisions`).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if dupRows != 0 || rows != items {
		t.Errorf("ledger has %d rows and %d events with more than one row; want %d and 0", rows, dupRows, items)
	}
	rep, err := seed.VerifyLedger(ctx)
	if err != nil || !rep.OK || rep.Rows != items {
		t.Errorf("ledger verification = %+v, %v; want OK with %d rows", rep, err, items)
	}
}
