package store

import (
	"context"
	"database/sql"
	"errors"
	"math/rand/v2"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"recap/review"
)

// Tx is one transaction with the time it happens at. The time is fixed
// once, when the transaction begins, so every row it writes carries the
// same timestamp and tests with an injected clock are deterministic.
//
// Every Tx must end in Commit or Rollback (defer Rollback right after
// beginning): a write Tx holds the writer's turn until then.
type Tx struct {
	db     *DB
	tx     *sql.Tx
	now    time.Time
	write  bool
	done   bool
	unlock func()               // releases the writer lock; nil for reads
	stmts  map[string]*sql.Stmt // hot statements bound to this transaction
}

// BeginWrite begins a write transaction on the writer connection. It takes
// the write lock up front (BEGIN IMMEDIATE), waiting for other writers up
// to the busy timeout, and only then reads clock, once, for the
// transaction's time: so times in the ledger follow the ledger's order even
// when writers from several processes waited for each other.
//
// Writers take turns through three gates, cheapest first:
//
//  1. the DB's own gate, a one-slot channel: goroutines of this handle
//     queue on it in order, without system calls;
//  2. the writer lock file (lockWriter): one writer per handle, across
//     processes, waits asleep in the kernel and is woken on release;
//  3. SQLite's own lock, free by then unless a program that ignores the
//     lock file (a sqlite3 shell, say) holds it. For that case the wait is
//     a retry loop here, not SQLite's busy handler, whose sleeps of 1, 2,
//     5, 10 ... 100 ms let a busy neighbour take the lock again and again
//     until the sleeper times out.
func (db *DB) BeginWrite(ctx context.Context, clock func() time.Time) (*Tx, error) {
	deadline := time.Now().Add(db.busyTimeout)
	unlock, err := db.takeTurn(ctx, deadline)
	if err != nil {
		return nil, db.fail("starting a write", err)
	}
	for attempt := 0; ; attempt++ {
		tx, err := db.write.BeginTx(ctx, nil)
		if err == nil {
			return &Tx{db: db, tx: tx, now: clock().UTC(), write: true, unlock: unlock}, nil
		}
		if !isBusy(err) || time.Now().After(deadline) {
			unlock()
			return nil, db.fail("starting a write", err)
		}
		backoff := min(50*time.Microsecond<<min(attempt, 5), time.Millisecond)
		t := time.NewTimer(backoff/2 + rand.N(backoff/2+1))
		select {
		case <-ctx.Done():
			t.Stop()
			unlock()
			return nil, db.fail("starting a write", ctx.Err())
		case <-t.C:
		}
	}
}

// takeTurn passes the first two gates of BeginWrite: this handle's gate
// and the cross-process writer lock. While the turn is held, no other
// recap writer can start.
func (db *DB) takeTurn(ctx context.Context, deadline time.Time) (release func(), err error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case db.gate <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-timer.C:
		return nil, errWriterLockTimeout
	}
	unlockFile, err := lockWriter(ctx, db.path+lockSuffix, deadline)
	if err != nil {
		<-db.gate
		return nil, err
	}
	return func() {
		unlockFile()
		<-db.gate
	}, nil
}

// lockSuffix names the writer lock file next to the database.
const lockSuffix = "-writer.lock"

// errWriterLockTimeout is returned when another process held the writer
// lock for the whole busy timeout.
var errWriterLockTimeout = errors.New("timed out waiting for the writer lock")

// isBusy reports whether err is SQLite saying another connection holds
// the lock.
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}

// BeginRead begins a read-only transaction at now on the reader pool. It
// sees one consistent snapshot and never waits for writers.
func (db *DB) BeginRead(ctx context.Context, now time.Time) (*Tx, error) {
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, db.fail("starting a read", err)
	}
	return &Tx{db: db, tx: tx, now: now.UTC()}, nil
}

// Now returns the transaction's timestamp, in UTC.
func (tx *Tx) Now() time.Time { return tx.now }

// Commit makes the transaction's writes durable.
func (tx *Tx) Commit() error {
	tx.done = true
	defer tx.release()
	if err := tx.tx.Commit(); err != nil {
		return tx.db.fail("committing", err)
	}
	return nil
}

// release lets the next writer in, after SQLite's lock is already free.
func (tx *Tx) release() {
	if tx.unlock != nil {
		tx.unlock()
		tx.unlock = nil
	}
}

// Rollback abandons the transaction. It is safe to defer: after Commit it
// does nothing.
func (tx *Tx) Rollback() error {
	if tx.done {
		return nil
	}
	tx.done = true
	defer tx.release()
	if err := tx.tx.Rollback(); err != nil && !errors.Is(err, sql.ErrTxDone) {
		return tx.db.fail("rolling back", err)
	}
	return nil
}

// hotQueries are the statements the writer runs on every claim, decision
// and enqueue; [DB.prepareHot] compiles them once at Open.
var hotQueries []string

// hot registers a statement as hot and returns it.
func hot(q string) string {
	hotQueries = append(hotQueries, q)
	return q
}

// stmt returns the prepared form of a hot query for this write
// transaction, or nil to run the query text directly.
func (tx *Tx) stmt(ctx context.Context, query string) *sql.Stmt {
	if !tx.write {
		return nil
	}
	if s, ok := tx.stmts[query]; ok {
		return s
	}
	s, ok := tx.db.stmts[query]
	if !ok {
		return nil
	}
	// Binding a statement to the transaction allocates; an ingest batch
	// runs the same few statements hundreds of times, so bind each once.
	if tx.stmts == nil {
		tx.stmts = make(map[string]*sql.Stmt, 8)
	}
	bound := tx.tx.StmtContext(ctx, s)
	tx.stmts[query] = bound
	return bound
}

func (tx *Tx) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s := tx.stmt(ctx, query); s != nil {
		return s.ExecContext(ctx, args...)
	}
	return tx.tx.ExecContext(ctx, query, args...)
}

func (tx *Tx) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s := tx.stmt(ctx, query); s != nil {
		return s.QueryContext(ctx, args...)
	}
	return tx.tx.QueryContext(ctx, query, args...)
}

func (tx *Tx) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	if s := tx.stmt(ctx, query); s != nil {
		return s.QueryRowContext(ctx, args...)
	}
	return tx.tx.QueryRowContext(ctx, query, args...)
}

type rowScanner interface{ Scan(dest ...any) error }

func (tx *Tx) requireWrite(op string) error {
	if !tx.write {
		return review.Errorf(review.EINTERNAL, "%s needs a write transaction (BeginWrite)", op)
	}
	return nil
}

// timeLayout is RFC 3339 with a fixed nine-digit fraction: stored times are
// always UTC and the same width, so comparing the text compares the times.
const timeLayout = "2006-01-02T15:04:05.000000000Z07:00"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(s string) (time.Time, error) { return time.Parse(time.RFC3339Nano, s) }

func micros(t time.Time) int64 { return t.UnixMicro() }

func fromMicros(us int64) time.Time { return time.UnixMicro(us).UTC() }
