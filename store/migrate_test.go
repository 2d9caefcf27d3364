package store

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pressly/goose/v3"
)

// migrationVersions lists the embedded migrations' versions, in order.
func migrationVersions(t *testing.T) []int64 {
	t.Helper()
	fsys, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, nil, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		// A nil db is refused by some goose versions; fall back to a file.
		c := rawConn(t, filepath.Join(t.TempDir(), "list.db"))
		if p, err = goose.NewProvider(goose.DialectSQLite3, c, fsys, goose.WithDisableGlobalRegistry(true)); err != nil {
			t.Fatal(err)
		}
	}
	var vs []int64
	for _, s := range p.ListSources() {
		vs = append(vs, s.Version)
	}
	if len(vs) < 2 {
		t.Fatalf("found %d migrations; the upgrade tests expect at least 2", len(vs))
	}
	return vs
}

// migrateTo brings a raw file to exactly version v, as an older recap
// would have left it.
func migrateTo(t *testing.T, path string, v int64) {
	t.Helper()
	if v == 0 {
		// A file that exists but was never migrated, as "touch" leaves it.
		if err := os.WriteFile(path, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		return
	}
	fsys, _ := fs.Sub(migrationFiles, "migrations")
	c := rawConn(t, path)
	p, err := goose.NewProvider(goose.DialectSQLite3, c, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(context.Background(), v); err != nil {
		t.Fatalf("migrating to %d: %v", v, err)
	}
}

// seedV1 writes one decided event using only the version 1 schema, so the
// upgrade runs over real rows.
func seedV1(t *testing.T, path string) {
	t.Helper()
	c := rawConn(t, path)
	_, raw := testEvent("old-1")
	row := canonicalRow{Seq: 1, EventID: "old-1", Kind: "reject", Author: "ann", At: formatTime(t0), Reason: "wrong refund", Verdicts: "[]"}
	hash, err := row.hash(GenesisHash)
	if err != nil {
		t.Fatal(err)
	}
	stmts := []struct {
		q    string
		args []any
	}{
		{`INSERT INTO events (seq, id, sha256, tenant, task_id, agent, created_at, received_at, raw) VALUES (1, 'old-1', ?, 'acme', 't', 'bot', ?, ?, ?)`,
			[]any{"digest", formatTime(t0), formatTime(t0), raw}},
		{`INSERT INTO routings (event_seq, action, priority, risk_classes, risks, findings, policy_version, sample_rate, sampled, seed)
			VALUES (1, 'review', 20, '[]', '[]', '[]', 'p1', 1, 1, '')`, nil},
		{`INSERT INTO decisions (seq, event_id, kind, author, author_overridden, at, reason, override, verdicts, reverses, prev_hash, hash)
			VALUES (1, 'old-1', 'reject', 'ann', 0, ?, 'wrong refund', 0, '[]', 0, ?, ?)`, []any{row.At, GenesisHash, hash}},
		{`INSERT INTO items (seq, state, action, priority, finding_count, blocking_count, enqueued_us, decided_seq)
			VALUES (1, 'decided', 'review', 20, 0, 0, ?, 1)`, []any{micros(t0)}},
	}
	for _, s := range stmts {
		if _, err := c.Exec(s.q, s.args...); err != nil {
			t.Fatalf("seeding version 1: %v", err)
		}
	}
}

// checkCurrent asserts a database is at the newest schema with its guards.
func checkCurrent(t *testing.T, db *DB, latest int64) {
	t.Helper()
	ctx := context.Background()
	v, err := db.SchemaVersion(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v != latest {
		t.Errorf("schema version = %d, want %d", v, latest)
	}
	for _, name := range []string{"events", "routings", "items", "decisions", "policy_versions",
		"items_claimable", "items_leased", "decisions_refuse_update", "decisions_refuse_delete", "events_refuse_update"} {
		var n int
		if err := db.read.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_schema WHERE name = ?`, name).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("schema object %s is missing", name)
		}
	}
}

func TestMigrations(t *testing.T) {
	versions := migrationVersions(t)
	latest := versions[len(versions)-1]

	t.Run("FromEmpty", func(t *testing.T) {
		db := openTest(t)
		checkCurrent(t, db, latest)
		enqueue(t, db, t0, "e1")
		decide(t, db, t0, "e1", "ann", "bad summary")
		if _, err := db.write.Exec(`DELETE FROM decisions`); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("DELETE FROM decisions: error %v, want the append-only trigger", err)
		}
	})

	// Every version an older recap could have left behind, including a
	// file that was created and never migrated (version 0).
	for _, from := range append([]int64{0}, versions[:len(versions)-1]...) {
		t.Run(fmt.Sprintf("FromVersion%d", from), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "recap.db")
			migrateTo(t, path, from)
			if from >= 1 {
				seedV1(t, path)
			}
			db := openPath(t, path)
			checkCurrent(t, db, latest)
			ctx := context.Background()
			tx, err := db.BeginRead(ctx, t0)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback()
			rep, err := tx.VerifyLedger(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !rep.OK {
				t.Errorf("ledger after upgrade: %+v", rep)
			}
			if from >= 1 {
				it, err := tx.Item(ctx, "old-1")
				if err != nil {
					t.Fatalf("seeded item lost in the upgrade: %v", err)
				}
				if it.DecidedBy != "ann" || it.Decision != "reject" {
					t.Errorf("seeded item after upgrade = decided by %q (%s), want ann (reject)", it.DecidedBy, it.Decision)
				}
				if rep.Rows != 1 {
					t.Errorf("ledger rows after upgrade = %d, want 1", rep.Rows)
				}
			}
		})
	}

	t.Run("ReopenIsNoOp", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "recap.db")
		openPath(t, path).Close()
		checkCurrent(t, openPath(t, path), latest)
	})

	// Processes that open a new file at the same moment race to migrate
	// it; every one of them must end up with a working database.
	t.Run("ConcurrentFirstOpen", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "recap.db")
		var wg sync.WaitGroup
		errs := make([]error, 6)
		dbs := make([]*DB, 6)
		for i := range dbs {
			wg.Go(func() { dbs[i], errs[i] = Open(context.Background(), path, Options{}) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("opener %d: %v", i, err)
				continue
			}
			checkCurrent(t, dbs[i], latest)
			dbs[i].Close()
		}
	})
}
