package queue_test

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
)

func TestShow(t *testing.T) {
	s, _, _ := newService(t)
	ctx := context.Background()
	in := rawEvent(t, "r1", "acme", 0)
	if _, err := s.Ingest(ctx, []*review.RawEvent{in}, queue.IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	v, err := s.Show(ctx, "", "r1")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(v.Raw, in.Bytes) || v.SHA256 != review.Digest(in.Bytes) {
		t.Error("stored bytes or digest differ from what arrived")
	}
	if !bytes.Contains(v.Raw, []byte(`"x_producer_field":"kept as sent"`)) {
		t.Error("an unknown field was lost from the stored bytes")
	}
	if v.Event.ID != "r1" || v.Event.Summary.Contract == nil || v.Event.Summary.Contract.ExternalEffects[0].Amount.String() != "120" {
		t.Errorf("decoded event = %+v", v.Event)
	}
	if v.Routing.Action != review.ActionReview || len(v.Routing.Findings) != 1 || v.Routing.Findings[0].Evidence[0].Ref != "/external_effects/0/status" ||
		v.Routing.PolicyVersion != testPolicy || v.Routing.Seed != "seed-r1" || len(v.Routing.Risks) != 1 {
		t.Errorf("routing = %+v, want the router's with evidence", v.Routing)
	}
	if v.Item.State != review.StatePending || v.Item.Tenant != "acme" || v.Item.TaskID != "task-r1" || v.Item.Agent != "support-bot" ||
		len(v.Item.Risks) != 1 || v.Item.FindingCount != 1 || !v.Item.EnqueuedAt.Equal(t0) {
		t.Errorf("item = %+v", v.Item)
	}
	if len(v.Decisions) != 0 {
		t.Errorf("decisions = %v, want none", v.Decisions)
	}
	_, err = s.Show(ctx, "", "nope")
	wantCode(t, err, review.ENOTFOUND, `no event "nope"`)
}

func TestList(t *testing.T) {
	s, clock, _ := newService(t)
	ctx := context.Background()
	ingest(t, s, "r1", "block-1", "pass-1")
	clock.Advance(time.Second)
	if _, err := s.Ingest(ctx, []*review.RawEvent{rawEvent(t, "r_%2", "globex", 0), rawEvent(t, "sample-1", "globex", 0)}, queue.IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Claim(ctx, "ann", "r1"); err != nil {
		t.Fatal(err)
	}
	ids := func(items []review.Item) string {
		var out []string
		for _, it := range items {
			out = append(out, it.EventID)
		}
		return strings.Join(out, " ")
	}
	cases := []struct {
		name string
		f    queue.Filter
		want string
	}{
		{"All", queue.Filter{}, "block-1 r1 r_%2 sample-1 pass-1"},
		{"Pending", queue.Filter{States: []review.ItemState{review.StatePending}}, "block-1 r_%2 sample-1"},
		{"ClaimedOrPassed", queue.Filter{States: []review.ItemState{review.StateClaimed, review.StatePassed}}, "r1 pass-1"},
		{"Tenant", queue.Filter{Tenant: "globex"}, "r_%2 sample-1"},
		{"Risk", queue.Filter{Risk: review.RiskSourceConflict}, "block-1"},
		{"Action", queue.Filter{Action: review.ActionSample}, "sample-1"},
		{"SearchIsLiteral", queue.Filter{Search: "_%"}, "r_%2"},
		{"SearchTaskAnyCase", queue.Filter{Search: "TASK-BLOCK"}, "block-1"},
		{"SearchTenant", queue.Filter{Search: "glob"}, "r_%2 sample-1"},
		{"Limit", queue.Filter{Limit: 2}, "block-1 r1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			items, err := s.List(ctx, c.f)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(items); got != c.want {
				t.Errorf("List(%+v) = %q, want %q", c.f, got, c.want)
			}
		})
	}
	items, err := s.List(ctx, queue.Filter{States: []review.ItemState{review.StateClaimed}})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].LeaseHolder != "ann" || items[0].LeaseExpires == nil {
		t.Errorf("claimed items = %+v, want r1 showing who holds it until when", items)
	}
	// When the lease runs out the item lists as pending again.
	clock.Advance(queue.DefaultLease + time.Second)
	items, err = s.List(ctx, queue.Filter{States: []review.ItemState{review.StatePending}})
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(items); got != "block-1 r1 r_%2 sample-1" {
		t.Errorf("pending after r1's lease ran out = %q", got)
	}
}

func TestCounts(t *testing.T) {
	s, clock, _ := newService(t)
	ctx := context.Background()
	ingest(t, s, "r1", "r2", "r3", "block-1", "block-2", "sample-1", "unsampled-1", "pass-1", "pass-2")
	for _, id := range []string{"r1", "r2", "block-1"} {
		if _, err := s.Claim(ctx, "ann", id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Decide(ctx, reject("r1", "ann", "bad")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Claim(ctx, "bob", "r3"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Decide(ctx, approve("r3", "bob")); err != nil {
		t.Fatal(err)
	}
	c, err := s.Counts(ctx, "ann")
	if err != nil {
		t.Fatal(err)
	}
	want := queue.Counts{Blocked: 2, Review: 1, Sampled: 1, Claimed: 2, Pending: 2, Decided: 2, Passed: 3, DecidedByMeToday: 1}
	if c != want {
		t.Errorf("counts = %+v\n want %+v", c, want)
	}
	// Expired leases count as pending; yesterday's decisions do not count today.
	clock.Advance(24 * time.Hour)
	c, err = s.Counts(ctx, "ann")
	if err != nil {
		t.Fatal(err)
	}
	want = queue.Counts{Blocked: 2, Review: 1, Sampled: 1, Claimed: 0, Pending: 4, Decided: 2, Passed: 3, DecidedByMeToday: 0}
	if c != want {
		t.Errorf("counts a day later = %+v\n want %+v", c, want)
	}
}

func TestChangesSeesOtherProcesses(t *testing.T) {
	s, _, path := newService(t)
	other := queue.New(queue.Config{DB: openDB(t, path), Router: testRouter{}})
	ctx, cancel := context.WithCancel(context.Background())
	ch := s.Changes(ctx, 5*time.Millisecond)
	time.Sleep(30 * time.Millisecond) // let the watcher take its first reading
	select {
	case <-ch:
		t.Fatal("change reported before anything was committed")
	default:
	}
	ingest(t, other, "r1")
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("a commit from another connection was not reported within 5s")
	}
	// A burst of commits coalesces: at most one value waits.
	for _, id := range []string{"r2", "r3", "r4"} {
		ingest(t, other, id)
	}
	time.Sleep(50 * time.Millisecond)
	if n := len(ch); n > 1 {
		t.Errorf("%d values waiting after a burst, want at most 1", n)
	}
	cancel()
	deadline := time.After(5 * time.Second)
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				return
			}
		case <-deadline:
			t.Fatal("channel not closed after the context ended")
		}
	}
}

func TestBackup(t *testing.T) {
	s, _, _ := newService(t)
	ctx := context.Background()
	ingest(t, s, "r1", "r2", "block-1")
	for _, id := range []string{"r1", "r2"} {
		if _, err := s.Claim(ctx, "ann", id); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Decide(ctx, reject(id, "ann", "bad")); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "backups", "recap-copy.db")
	if err := s.Backup(ctx, path); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("backup mode = %o, want 600", fi.Mode().Perm())
	}
	copySvc := queue.New(queue.Config{DB: openDB(t, path), Router: testRouter{}})
	rep, err := copySvc.VerifyLedger(ctx)
	if err != nil || !rep.OK || rep.Rows != 2 {
		t.Errorf("backup ledger = %+v, %v; want OK with 2 rows", rep, err)
	}
	orig, _ := s.VerifyLedger(ctx)
	if rep.Head != orig.Head {
		t.Errorf("backup ledger head %s differs from the original's %s", rep.Head, orig.Head)
	}
	c, err := copySvc.Counts(ctx, "ann")
	if err != nil || c.Decided != 2 || c.Blocked != 1 {
		t.Errorf("backup counts = %+v, %v; want 2 decided and 1 blocked", c, err)
	}
	err = s.Backup(ctx, path)
	wantCode(t, err, review.ECONFLICT, "already exists", "never overwrites")
}

func TestVerifyLedgerReportsTampering(t *testing.T) {
	s, clock, path := newService(t)
	ctx := context.Background()
	ids := []string{"r1", "r2", "r3", "r4", "r5"}
	ingest(t, s, ids...)
	for _, id := range ids {
		clock.Advance(time.Second)
		if _, err := s.Claim(ctx, "ann", id); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Decide(ctx, reject(id, "ann", "summary hides the failed refund")); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := s.VerifyLedger(ctx)
	if err != nil || !rep.OK || rep.Rows != 5 {
		t.Fatalf("clean ledger = %+v, %v; want OK with 5 rows", rep, err)
	}

	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	for _, q := range []string{
		`DROP TRIGGER decisions_refuse_update`,
		`DROP TRIGGER decisions_refuse_delete`,
		`UPDATE decisions SET kind = 'approve', reason = '' WHERE seq = 2`,
		`DELETE FROM decisions WHERE seq = 4`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	rep, err = s.VerifyLedger(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK || rep.FirstBroken != 2 || !strings.Contains(rep.Problem, "row 2 was changed") {
		t.Errorf("tampered ledger = %+v; want row 2 reported changed", rep)
	}
}
