package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"recap/review"
)

// t0 is the fixed time tests run at.
var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// fixed is a clock that always says t.
func fixed(t time.Time) func() time.Time { return func() time.Time { return t } }

// openTest opens a database in a fresh temporary folder and closes it when
// the test ends.
func openTest(tb testing.TB) *DB {
	tb.Helper()
	return openPath(tb, filepath.Join(tb.TempDir(), "recap.db"))
}

func openPath(tb testing.TB, path string) *DB {
	tb.Helper()
	db, err := Open(context.Background(), path, Options{})
	if err != nil {
		tb.Fatalf("Open(%s): %v", path, err)
	}
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return db
}

// rawConn opens a plain connection with none of the store's settings, as
// someone with the file and a sqlite shell would.
func rawConn(tb testing.TB, path string) *sql.DB {
	tb.Helper()
	c, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { c.Close() })
	return c
}

func testEvent(id string) (*review.Event, []byte) {
	text := "Refund of 120 EUR confirmed for order " + id
	ev := &review.Event{
		Schema: review.EventSchema, ID: id, Tenant: "acme", TaskID: "task-" + id,
		CreatedAt: t0.Add(-time.Hour),
		Agent:     review.Agent{Name: "support-bot"},
		Trigger:   review.Trigger{Kind: "auto"},
		Original:  []review.Message{{ID: "m1", Role: review.RoleUser, Content: "please refund order " + id}},
		Summary:   review.Summary{Text: &text},
	}
	raw, err := json.Marshal(ev)
	if err != nil {
		panic(err)
	}
	return ev, raw
}

func testRouting(action review.RouteAction, findings ...review.Finding) review.Routing {
	return review.Routing{
		Action: action, Priority: action.Rank() * 10, PolicyVersion: "test-1", SampleRate: 1, Sampled: true,
		Risks:    []review.Risk{{Class: review.RiskFinancialMove, Evidence: []review.Evidence{{Pane: review.PaneSummary, Ref: "text", Start: 0, End: 6, Quote: "Refund"}}}},
		Findings: findings,
	}
}

// enqueue stores n events e1..en routed to review, in one transaction.
func enqueue(tb testing.TB, db *DB, now time.Time, ids ...string) {
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
	for _, id := range ids {
		ev, raw := testEvent(id)
		out, _, err := tx.Enqueue(ctx, Enqueue{Raw: raw, SHA256: review.Digest(raw), Event: ev, Routing: testRouting(review.ActionReview), State: review.StatePending})
		if err != nil {
			tb.Fatalf("Enqueue(%s): %v", id, err)
		}
		if out != Enqueued {
			tb.Fatalf("Enqueue(%s) = %v, want Enqueued", id, out)
		}
	}
	if err := tx.Commit(); err != nil {
		tb.Fatal(err)
	}
}

// decide claims id for author and appends an approval, as the queue does.
func decide(tb testing.TB, db *DB, now time.Time, id, author, reason string) review.Decision {
	tb.Helper()
	ctx := context.Background()
	tx, err := db.BeginWrite(ctx, fixed(now))
	if err != nil {
		tb.Fatal(err)
	}
	defer tx.Rollback()
	if _, ok, err := tx.ClaimByID(ctx, id, author, false, now.Add(time.Minute)); err != nil || !ok {
		tb.Fatalf("ClaimByID(%s) = %v, %v", id, ok, err)
	}
	d, err := tx.AppendDecision(ctx, review.Decision{EventID: id, Kind: review.DecisionReject, Author: author, Reason: reason,
		Verdicts: []review.FindingVerdict{{Finding: "x#0", Verdict: review.VerdictTruePositive}}})
	if err != nil {
		tb.Fatal(err)
	}
	if err := tx.MarkDecided(ctx, id, d.Seq); err != nil {
		tb.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		tb.Fatal(err)
	}
	return d
}

func TestOpenCreatesPrivateFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data", "recap")
	path := filepath.Join(dir, "recap.db")
	db := openPath(t, path)
	enqueue(t, db, t0, "e1")

	for _, c := range []struct {
		path string
		want os.FileMode
	}{{dir, 0o700}, {path, 0o600}, {path + "-wal", 0o600}} {
		fi, err := os.Stat(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != c.want {
			t.Errorf("mode of %s = %o, want %o", c.path, got, c.want)
		}
	}
}

func TestOpenSetsPragmas(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	for _, c := range []struct {
		pool   *sql.DB
		pragma string
		want   string
	}{
		{db.write, "journal_mode", "wal"},
		{db.write, "synchronous", "2"}, // FULL
		{db.write, "foreign_keys", "1"},
		{db.write, "wal_autocheckpoint", "0"},
		{db.write, "busy_timeout", "0"}, // BeginWrite waits instead
		{db.read, "busy_timeout", "5000"},
		{db.read, "query_only", "1"},
		{db.read, "foreign_keys", "1"},
	} {
		var got string
		if err := c.pool.QueryRowContext(ctx, "PRAGMA "+c.pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("PRAGMA %s = %q, want %q", c.pragma, got, c.want)
		}
	}
}

func TestReadTransactionCannotWrite(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	tx, err := db.BeginRead(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.ReclaimExpired(ctx); review.ErrorCode(err) != review.EINTERNAL {
		t.Errorf("ReclaimExpired in a read tx: error %v, want EINTERNAL", err)
	}
	if _, err := tx.tx.ExecContext(ctx, `DELETE FROM items`); err == nil {
		t.Error("a read transaction deleted rows; want a query_only error")
	}
}

func TestEnqueueIsIdempotentAndNeverOverwrites(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	enqueue(t, db, t0, "e1")

	tx, err := db.BeginWrite(ctx, fixed(t0))
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	ev, raw := testEvent("e1")
	out, stored, err := tx.Enqueue(ctx, Enqueue{Raw: raw, SHA256: review.Digest(raw), Event: ev, Routing: testRouting(review.ActionReview), State: review.StatePending})
	if err != nil || out != Duplicate || stored != review.Digest(raw) {
		t.Errorf("same bytes again = %v, %q, %v; want Duplicate with the stored digest", out, stored, err)
	}
	changed := append([]byte(nil), raw...)
	changed = []byte(strings.Replace(string(changed), "120 EUR", "999 EUR", 1))
	out, stored, err = tx.Enqueue(ctx, Enqueue{Raw: changed, SHA256: review.Digest(changed), Event: ev, Routing: testRouting(review.ActionBlock), State: review.StatePending})
	if err != nil || out != Conflict || stored != review.Digest(raw) {
		t.Errorf("different bytes, same id = %v, %q, %v; want Conflict with the original digest", out, stored, err)
	}
	se, err := tx.Event(ctx, "e1")
	if err != nil {
		t.Fatal(err)
	}
	if string(se.Raw) != string(raw) {
		t.Errorf("stored bytes changed after a conflict:\n got %s\nwant %s", se.Raw, raw)
	}
	r, err := tx.Routing(ctx, "e1")
	if err != nil {
		t.Fatal(err)
	}
	if r.Action != review.ActionReview {
		t.Errorf("routing action after a conflict = %s, want review (unchanged)", r.Action)
	}
}

func TestEventsCannotBeChanged(t *testing.T) {
	db := openTest(t)
	enqueue(t, db, t0, "e1")
	_, err := db.write.Exec(`UPDATE events SET raw = x'00' WHERE id = 'e1'`)
	if err == nil || !strings.Contains(err.Error(), "cannot be changed") {
		t.Errorf("UPDATE events: error %v, want the append-only trigger", err)
	}
}

func TestClaimQueryPlanUsesPartialIndex(t *testing.T) {
	db := openTest(t)
	ids := make([]string, 50)
	for i := range ids {
		ids[i] = fmt.Sprintf("e%02d", i)
	}
	enqueue(t, db, t0, ids...)
	plan := func(q string, args ...any) string {
		t.Helper()
		rows, err := db.write.Query("EXPLAIN QUERY PLAN "+q, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var lines []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, detail)
		}
		return strings.Join(lines, "\n")
	}
	check := func(t *testing.T) {
		t.Helper()
		p := plan(claimNextSQL, "bob", 1, false, 0)
		if !strings.Contains(p, "INDEX items_claimable") {
			t.Errorf("claim plan does not use items_claimable:\n%s", p)
		}
		if strings.Contains(p, "TEMP B-TREE") {
			t.Errorf("claim plan sorts instead of walking the index in order:\n%s", p)
		}
		if p := plan(sqlReclaimExpired, 1); !strings.Contains(p, "INDEX items_leased") {
			t.Errorf("reclaim plan does not use items_leased:\n%s", p)
		}
	}
	// The plan must hold both on a fresh file and once ANALYZE has given
	// the planner statistics that could change its mind.
	t.Run("WithoutStatistics", check)
	if _, err := db.write.Exec(`ANALYZE`); err != nil {
		t.Fatal(err)
	}
	t.Run("WithStatistics", check)
}

func TestClaimOrderAndLeases(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	enqueue(t, db, t0, "a", "b")
	enqueue(t, db, t0.Add(time.Second), "c")
	// Raise c's priority: it must come first despite being newest.
	if _, err := db.write.Exec(`UPDATE items SET priority = 99 WHERE seq = (SELECT seq FROM events WHERE id = 'c')`); err != nil {
		t.Fatal(err)
	}
	claim := func(now time.Time, who string) string {
		t.Helper()
		tx, err := db.BeginWrite(ctx, fixed(now))
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		if _, err := tx.ReclaimExpired(ctx); err != nil {
			t.Fatal(err)
		}
		it, err := tx.ClaimNext(ctx, who, false, now.Add(time.Minute))
		if review.ErrorCode(err) == review.ENOTFOUND {
			return ""
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		if it.LeaseHolder != who || it.State != review.StateClaimed {
			t.Errorf("claimed item = holder %q state %s, want %q claimed", it.LeaseHolder, it.State, who)
		}
		return it.EventID
	}
	got := []string{claim(t0, "ann"), claim(t0, "ann"), claim(t0, "bob"), claim(t0, "bob")}
	if want := []string{"c", "a", "b", ""}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("claim order = %q, want %q", got, want)
	}
	// After the minute-long leases run out, the items are claimable again,
	// in the same order, and the attempt is counted.
	later := t0.Add(2 * time.Minute)
	if id := claim(later, "cy"); id != "c" {
		t.Errorf("after expiry claimed %q, want c", id)
	}
	tx, err := db.BeginRead(ctx, later)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	it, err := tx.Item(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	if it.Attempts != 2 {
		t.Errorf("attempts on c = %d, want 2", it.Attempts)
	}
	a, err := tx.Item(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if a.State != review.StatePending || a.LeaseHolder != "" {
		t.Errorf("expired lease on a reads as state %s holder %q, want pending with no holder", a.State, a.LeaseHolder)
	}
}

// writeBatches enqueues n events with bodies of size bytes, per transaction
// of batch events, and returns the longest transaction.
func writeBatches(t *testing.T, db *DB, prefix string, n, batch, size int) time.Duration {
	t.Helper()
	ctx := context.Background()
	body := strings.Repeat("x", size)
	var longest time.Duration
	for start := 0; start < n; start += batch {
		began := time.Now()
		tx, err := db.BeginWrite(ctx, fixed(t0))
		if err != nil {
			t.Fatal(err)
		}
		for i := start; i < min(start+batch, n); i++ {
			ev, _ := testEvent(fmt.Sprintf("%s-%d", prefix, i))
			raw := []byte(`{"pad":"` + body + `","id":"` + ev.ID + `"}`)
			if _, _, err := tx.Enqueue(ctx, Enqueue{Raw: raw, SHA256: review.Digest(raw), Event: ev, Routing: testRouting(review.ActionReview), State: review.StatePending}); err != nil {
				t.Fatal(err)
			}
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		longest = max(longest, time.Since(began))
	}
	return longest
}

func TestCheckpointerKeepsLogShort(t *testing.T) {
	path := filepath.Join(t.TempDir(), "recap.db")
	db, err := Open(context.Background(), path, Options{CheckpointEvery: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	// About 23 MiB of log under steady writing. Without the RESTART step
	// the log would hold all of it.
	writeBatches(t, db, "a", 2000, 20, 8000)
	time.Sleep(100 * time.Millisecond)
	fi, err := os.Stat(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("log is %.1f MiB", float64(fi.Size())/(1<<20))
	if fi.Size() > 12<<20 {
		t.Errorf("log is %d MiB after writing ~23 MiB; the checkpointer should keep it near %d MiB", fi.Size()>>20, restartFrames*4096>>20)
	}
}

func TestLongReadDoesNotHoldUpWriters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "recap.db")
	db, err := Open(context.Background(), path, Options{CheckpointEvery: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	writeBatches(t, db, "a", 100, 20, 8000)

	// A reader keeps an old snapshot open while writers fill the log past
	// the restart threshold: the checkpointer must give up on rewinding
	// rather than hold writers back until the reader finishes.
	ctx := context.Background()
	rtx, err := db.BeginRead(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	defer rtx.Rollback()
	if _, err := rtx.Item(ctx, "a-1"); err != nil {
		t.Fatal(err)
	}
	if longest := writeBatches(t, db, "b", 1500, 20, 8000); longest > 2*time.Second {
		t.Errorf("a write took %s while a long read was open; writers must not wait for readers", longest)
	}
}
