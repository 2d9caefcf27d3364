package store

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"recap/review"
)

// ledgerOf returns a database holding n decisions, its path, and a raw
// connection with the append-only triggers dropped, as a tamperer with the
// file would have.
func ledgerOf(t *testing.T, n int) (*DB, *sql.DB) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "recap.db")
	db := openPath(t, path)
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("e%d", i+1)
	}
	enqueue(t, db, t0, ids...)
	for i, id := range ids {
		decide(t, db, t0.Add(time.Duration(i)*time.Second), id, "ann", "summary drops the refund failure of "+id)
	}
	raw := rawConn(t, path)
	for _, trg := range []string{"decisions_refuse_update", "decisions_refuse_delete"} {
		if _, err := raw.Exec(`DROP TRIGGER ` + trg); err != nil {
			t.Fatal(err)
		}
	}
	return db, raw
}

func verify(t *testing.T, db *DB) LedgerReport {
	t.Helper()
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
	return rep
}

func exec(t *testing.T, c *sql.DB, q string, args ...any) {
	t.Helper()
	if _, err := c.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func TestLedgerRefusesUpdateAndDelete(t *testing.T) {
	db := openTest(t)
	enqueue(t, db, t0, "e1")
	decide(t, db, t0, "e1", "ann", "reason")
	for _, q := range []string{`UPDATE decisions SET reason = 'nicer' WHERE seq = 1`, `DELETE FROM decisions WHERE seq = 1`} {
		_, err := db.write.Exec(q)
		if err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: error %v, want the append-only trigger", q, err)
		}
		if got := review.ErrorCode(db.fail("test", err)); got != review.ECONFLICT {
			t.Errorf("normalised code of the trigger error = %s, want %s", got, review.ECONFLICT)
		}
	}
}

func TestVerifyLedger(t *testing.T) {
	t.Run("Empty", func(t *testing.T) {
		rep := verify(t, openTest(t))
		if !rep.OK || rep.Rows != 0 || rep.Head != GenesisHash {
			t.Errorf("empty ledger: %+v, want OK with 0 rows and the genesis head", rep)
		}
	})
	t.Run("Clean", func(t *testing.T) {
		db, _ := ledgerOf(t, 5)
		rep := verify(t, db)
		if !rep.OK || rep.Rows != 5 || rep.FirstBroken != 0 || rep.Problem != "" {
			t.Errorf("clean ledger: %+v, want OK with 5 rows", rep)
		}
		var head string
		if err := db.read.QueryRow(`SELECT hash FROM decisions WHERE seq = 5`).Scan(&head); err != nil {
			t.Fatal(err)
		}
		if rep.Head != head {
			t.Errorf("head = %s, want the hash of row 5 %s", rep.Head, head)
		}
	})

	cases := []struct {
		name        string
		tamper      func(t *testing.T, c *sql.DB)
		firstBroken int64
		problem     string
	}{
		{
			name: "UpdateAndDelete",
			tamper: func(t *testing.T, c *sql.DB) {
				exec(t, c, `UPDATE decisions SET reason = 'looked fine' WHERE seq = 3`)
				exec(t, c, `DELETE FROM decisions WHERE seq = 6`)
			},
			firstBroken: 3, problem: "row 3 was changed",
		},
		{
			name:        "ChangedAuthor",
			tamper:      func(t *testing.T, c *sql.DB) { exec(t, c, `UPDATE decisions SET author = 'mallory' WHERE seq = 1`) },
			firstBroken: 1, problem: "row 1 was changed",
		},
		{
			name:        "DeletedMiddle",
			tamper:      func(t *testing.T, c *sql.DB) { exec(t, c, `DELETE FROM decisions WHERE seq IN (4, 5)`) },
			firstBroken: 4, problem: "rows 4 to 5 are missing",
		},
		{
			name:        "DeletedFirst",
			tamper:      func(t *testing.T, c *sql.DB) { exec(t, c, `DELETE FROM decisions WHERE seq = 1`) },
			firstBroken: 1, problem: "row 1 is missing",
		},
		{
			name:        "DeletedLast",
			tamper:      func(t *testing.T, c *sql.DB) { exec(t, c, `DELETE FROM decisions WHERE seq = 8`) },
			firstBroken: 8, problem: "row 8 is missing",
		},
		{
			name: "Reordered",
			tamper: func(t *testing.T, c *sql.DB) {
				exec(t, c, `UPDATE decisions SET seq = 100 WHERE seq = 3`)
				exec(t, c, `UPDATE decisions SET seq = 3 WHERE seq = 5`)
				exec(t, c, `UPDATE decisions SET seq = 5 WHERE seq = 100`)
			},
			firstBroken: 3, problem: "row 3 is out of order: it was written as row 5",
		},
		{
			name: "ChangedWithRecomputedHash",
			tamper: func(t *testing.T, c *sql.DB) {
				// A careful tamperer recomputes the changed row's own hash;
				// the next row still remembers the old one.
				r, err := scanLedgerRow(c.QueryRow(`SELECT ` + decisionColumns + ` FROM decisions WHERE seq = 2`))
				if err != nil {
					t.Fatal(err)
				}
				r.Reason = "looked fine"
				h, err := r.hash(r.PrevHash)
				if err != nil {
					t.Fatal(err)
				}
				exec(t, c, `UPDATE decisions SET reason = ?, hash = ? WHERE seq = 2`, r.Reason, h)
			},
			firstBroken: 2, problem: "row 2 was changed after row 3 was written",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, raw := ledgerOf(t, 8)
			c.tamper(t, raw)
			rep := verify(t, db)
			if rep.OK {
				t.Fatalf("tampered ledger verified OK: %+v", rep)
			}
			if rep.FirstBroken != c.firstBroken {
				t.Errorf("first broken row = %d, want %d (%s)", rep.FirstBroken, c.firstBroken, rep.Problem)
			}
			if !strings.Contains(rep.Problem, c.problem) {
				t.Errorf("problem = %q, want it to say %q", rep.Problem, c.problem)
			}
		})
	}
}

func TestAppendAfterTailDeletionKeepsGap(t *testing.T) {
	db, raw := ledgerOf(t, 3)
	exec(t, raw, `DELETE FROM decisions WHERE seq = 3`)
	enqueue(t, db, t0, "late")
	d := decide(t, db, t0.Add(time.Hour), "late", "bob", "reason")
	if d.Seq != 4 {
		t.Errorf("seq after a deleted tail = %d, want 4 (sequence continues past the deleted row)", d.Seq)
	}
	if rep := verify(t, db); rep.OK || rep.FirstBroken != 3 {
		t.Errorf("verify after append = %+v, want row 3 reported missing", rep)
	}
}

func TestAppendDecisionRefusesInvalidUTF8(t *testing.T) {
	db := openTest(t)
	enqueue(t, db, t0, "e1")
	ctx := context.Background()
	tx, err := db.BeginWrite(ctx, fixed(t0))
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	_, err = tx.AppendDecision(ctx, review.Decision{EventID: "e1", Kind: review.DecisionReject, Author: "ann", Reason: "bad \xff byte"})
	if review.ErrorCode(err) != review.EINVALID || !strings.Contains(review.ErrorMessage(err), "reason is not valid UTF-8") {
		t.Errorf("invalid UTF-8 reason: %v, want EINVALID naming the reason", err)
	}
}

func TestDecisionRoundTrip(t *testing.T) {
	db := openTest(t)
	enqueue(t, db, t0, "e1")
	ctx := context.Background()
	tx, err := db.BeginWrite(ctx, fixed(t0.Add(123456789*time.Nanosecond)))
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	summary := "Refund <failed>; retry & confirm — 退款失败"
	in := review.Decision{
		EventID: "e1", Kind: review.DecisionReconstruct, Author: "ann", AuthorOverridden: true,
		Reason: "summary claimed success", ReconstructedSummary: &summary,
		ReconstructedContract: &review.Contract{TaskID: "task-e1", Stage: "refund_pending"},
		Verdicts:              []review.FindingVerdict{{Finding: "unconfirmed_effect#0", Verdict: review.VerdictTruePositive}},
	}
	stored, err := tx.AppendDecision(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := tx.Decision(ctx, stored.Seq)
	if err != nil {
		t.Fatal(err)
	}
	if !got.At.Equal(stored.At) || got.Hash != stored.Hash || *got.ReconstructedSummary != summary ||
		got.ReconstructedContract.Stage != "refund_pending" || !got.AuthorOverridden || len(got.Verdicts) != 1 {
		t.Errorf("read back %+v\nwant %+v", got, stored)
	}
	if !stored.At.Equal(t0.Add(123456789 * time.Nanosecond)) {
		t.Errorf("decision time = %v, want the transaction's time", stored.At)
	}
}
