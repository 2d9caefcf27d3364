// Package store keeps recap's events, routings, review queue and decision
// ledger in one SQLite file, through database/sql and modernc.org/sqlite.
//
// A [DB] holds one writer connection, a pool of read-only connections and a
// connection that checkpoints the write-ahead log in the background. Work is
// done in a [Tx]: a caller begins one with [DB.BeginWrite] or
// [DB.BeginRead], defers [Tx.Rollback], calls the Tx methods it needs and
// commits. Every Tx method turns driver errors into [review.Error] codes, so
// callers never show a person a raw driver message.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver

	"recap/review"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Options tunes how a [DB] is opened. The zero value is what recap uses.
type Options struct {
	// BusyTimeout bounds how long a writer waits for another process's
	// write lock before giving up. Default 5s.
	BusyTimeout time.Duration
	// CheckpointEvery is how often the background checkpointer copies the
	// write-ahead log into the database file. Default 200ms: frequent small
	// checkpoints disturb commits less than rare large ones. Negative turns
	// background checkpoints off (SQLite still checkpoints when the last
	// connection to the file closes).
	CheckpointEvery time.Duration
	// ReadConns is the size of the read-only pool. Default 4.
	ReadConns int
}

// DB is an open recap database.
type DB struct {
	path        string
	busyTimeout time.Duration
	gate        chan struct{} // one slot: this handle's turn to write
	write       *sql.DB       // exactly one connection: writers never fight inside one process
	read        *sql.DB       // read-only pool: readers never wait for the writer under WAL
	ckpt        *sql.DB       // one connection that only checkpoints
	cancel      context.CancelFunc
	bg          sync.WaitGroup

	stmts map[string]*sql.Stmt // the writer's prepared hot statements

	closeOnce sync.Once
	closeErr  error
}

// Open opens the database at path, creating it (folder 0700, file 0600)
// when missing, and applies any pending migrations.
func Open(ctx context.Context, path string, opts Options) (*DB, error) {
	if opts.BusyTimeout <= 0 {
		opts.BusyTimeout = 5 * time.Second
	}
	if opts.CheckpointEvery == 0 {
		opts.CheckpointEvery = 200 * time.Millisecond
	}
	if opts.ReadConns <= 0 {
		opts.ReadConns = 4
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, review.Errorf(review.EINVALID, "database path %q: %v", path, err)
	}
	if err := createFile(abs); err != nil {
		return nil, err
	}
	db := &DB{path: abs, busyTimeout: opts.BusyTimeout, gate: make(chan struct{}, 1)}
	busy := strconv.FormatInt(opts.BusyTimeout.Milliseconds(), 10)

	// The writer: every choice here is about durability and predictable
	// latency for the one connection that changes the file.
	db.write, err = sql.Open("sqlite", dsn(abs, url.Values{
		"_pragma": {
			// Wait for another process's lock while opening and migrating.
			// After that BeginWrite does the waiting (see below).
			"busy_timeout(" + busy + ")",
			// WAL lets readers and the writer work at the same time.
			"journal_mode(WAL)",
			// FULL syncs the log on every commit: an acknowledged decision
			// survives a power cut, not only a crash.
			"synchronous(FULL)",
			"foreign_keys(ON)",
			// 32 MiB of page cache: an ingest batch (a few MiB of dirty
			// pages) commits without spilling to the log halfway, and the
			// upper levels of the claim index stay in memory.
			"cache_size(-32768)",
			// Commits never checkpoint; the background checkpointer does,
			// so a reviewer's commit never pays for copying the log.
			"wal_autocheckpoint(0)",
			// Trim the log file back to 64 MiB after it is reset, so a burst
			// of ingest does not leave a huge file behind.
			"journal_size_limit(67108864)",
		},
		// BEGIN IMMEDIATE takes the write lock at the start, so a
		// transaction that reads then writes never fails halfway with
		// SQLITE_BUSY_SNAPSHOT; BeginWrite waits for the lock up front.
		"_txlock": {"immediate"},
	}))
	if err != nil {
		return nil, db.openError(err)
	}
	// One writer connection: writers inside this process take turns on it
	// (BeginWrite) instead of polling SQLite's lock from several
	// connections, which is what makes tail latencies multi-second.
	db.write.SetMaxOpenConns(1)
	db.write.SetMaxIdleConns(1)
	db.write.SetConnMaxLifetime(0)
	db.write.SetConnMaxIdleTime(0)

	if err := db.migrate(ctx); err != nil {
		db.write.Close()
		return nil, err
	}
	if err := db.prepareHot(ctx); err != nil {
		db.write.Close()
		return nil, err
	}
	// From here on BeginWrite waits for other writers itself instead of
	// SQLite's busy handler (see BeginWrite for why). Once a transaction
	// holds the write lock its statements never wait in WAL mode, so the
	// writer needs no busy handler at all. Should database/sql ever reopen
	// the connection, the DSN's timeout applies again: slower under
	// contention, never wrong.
	if _, err := db.write.ExecContext(ctx, `PRAGMA busy_timeout = 0`); err != nil {
		db.write.Close()
		return nil, db.openError(err)
	}

	// Readers: query_only makes any write through them an error, so the
	// single-writer rule cannot be broken by accident.
	db.read, err = sql.Open("sqlite", dsn(abs, url.Values{
		"_pragma":     {"busy_timeout(" + busy + ")", "foreign_keys(ON)"},
		"_query_only": {"1"},
	}))
	if err != nil {
		db.write.Close()
		return nil, db.openError(err)
	}
	db.read.SetMaxOpenConns(opts.ReadConns)
	db.read.SetMaxIdleConns(opts.ReadConns)

	// The checkpointer has its own connection, so checkpoints never queue
	// behind or in front of a reviewer's transaction (see checkpointLoop).
	db.ckpt, err = sql.Open("sqlite", dsn(abs, url.Values{
		"_pragma": {"busy_timeout(" + busy + ")", "synchronous(FULL)"},
	}))
	if err != nil {
		db.write.Close()
		db.read.Close()
		return nil, db.openError(err)
	}
	db.ckpt.SetMaxOpenConns(1)
	db.ckpt.SetMaxIdleConns(1)

	if err := db.write.PingContext(ctx); err != nil {
		db.Close()
		return nil, db.openError(err)
	}
	bgctx, cancel := context.WithCancel(context.Background())
	db.cancel = cancel
	if opts.CheckpointEvery > 0 {
		db.bg.Add(1)
		go db.checkpointLoop(bgctx, opts.CheckpointEvery)
	}
	return db, nil
}

// createFile makes the folder (0700) and an empty database file (0600) so
// that SQLite, which creates files with the process umask, never makes a
// readable one. The -wal and -shm files SQLite adds copy the file's mode.
func createFile(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return review.Errorf(review.EINVALID, "cannot create the database folder %s: %v; choose another place with --db", dir, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return review.Errorf(review.EINVALID, "cannot open the database file %s: %v; check its permissions or choose another with --db", path, err)
	}
	return f.Close()
}

// dsn builds a SQLite URI for path. The file: form keeps a path holding
// '?' or '#' intact, because the path is escaped.
func dsn(path string, q url.Values) string {
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path), RawQuery: q.Encode()}
	if u.Path != "" && u.Path[0] != '/' {
		u.Path = "/" + u.Path // Windows drive letters
	}
	return u.String()
}

// migrate applies the embedded migrations, each in its own transaction.
//
// Several processes may open a new file at once. Goose has no lock for
// SQLite, so two of them can both see a migration as pending; BEGIN
// IMMEDIATE serialises them, and the loser fails on a table that now
// exists. Open then looks again and, when nothing is pending any more,
// accepts the work the other process did.
func (db *DB) migrate(ctx context.Context) error {
	fsys, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return review.Errorf(review.EINTERNAL, "embedded migrations: %v", err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db.write, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return review.Errorf(review.EINTERNAL, "embedded migrations: %v", err)
	}
	var upErr error
	for attempt := range 3 {
		results, err := p.Up(ctx)
		for _, r := range results {
			if r.Error == nil {
				slog.Info("database migrated", "path", db.path, "version", r.Source.Version, "took", r.Duration)
			}
		}
		if err == nil {
			return nil
		}
		upErr = err
		pending, perr := p.HasPending(ctx)
		if perr == nil && !pending {
			slog.Debug("migration raced with another process; schema is current", "path", db.path, "attempt", attempt)
			return nil
		}
	}
	current, target, verr := p.GetVersions(ctx)
	if verr == nil && current > target {
		return review.Errorf(review.EINVALID,
			"%s is at schema version %d, newer than this recap knows (%d): upgrade recap", db.path, current, target)
	}
	slog.Error("migration failed", "path", db.path, "err", upErr)
	return db.fail("upgrading the database schema", upErr)
}

// SchemaVersion returns the version of the newest migration applied.
func (db *DB) SchemaVersion(ctx context.Context) (int64, error) {
	var v int64
	err := db.read.QueryRowContext(ctx, `SELECT coalesce(max(version_id), 0) FROM goose_db_version WHERE is_applied`).Scan(&v)
	if err != nil {
		return 0, db.fail("reading the schema version", err)
	}
	return v, nil
}

// checkpointLoop keeps the write-ahead log short without making a
// writer pay for it. Every interval it runs a PASSIVE checkpoint, which
// copies committed pages into the database file while writers carry on.
// Under steady writing that is not enough: new frames land while it
// copies, so the log is never completely copied when a writer starts and
// SQLite never rewinds it; it grows without end and every commit gets
// slower. So once the log holds restartFrames or more, the checkpointer
// takes a writer's turn (see takeTurn) and runs a RESTART checkpoint, which
// copies only what the passive pass missed and lets the next writer start
// the log again from the top. Writers wait for that short step only.
func (db *DB) checkpointLoop(ctx context.Context, every time.Duration) {
	defer db.bg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		frames, err := db.passiveCheckpoint(ctx)
		if err == nil && frames >= restartFrames {
			err = db.restartLog(ctx)
		}
		if err != nil && ctx.Err() == nil {
			slog.Warn("background checkpoint failed; will retry", "path", db.path, "err", err)
		}
	}
}

// restartFrames is the log length (in 4 KiB pages) past which the
// checkpointer rewinds the log: about 8 MiB, a few seconds of busy work.
const restartFrames = 1000

// passiveCheckpoint copies what it can of the log without waiting for
// anyone and returns the log's length in frames.
func (db *DB) passiveCheckpoint(ctx context.Context) (frames int, err error) {
	var busy, copied int
	start := time.Now()
	err = db.ckpt.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied)
	slog.Debug("checkpoint", "path", db.path, "mode", "PASSIVE", "frames", frames, "copied", copied, "busy", busy == 1, "took", time.Since(start))
	return frames, err
}

// restartLog runs a RESTART checkpoint while holding a writer's turn, on
// the writer's own connection. It is the connection that rewrites the
// log's header, and a connection that sees another rewrite that header
// throws its page cache away; done here, the writer keeps its cache.
// RESTART also waits for readers still using old log frames; the writer
// has no busy timeout, so when a long read is in the way it reports busy at
// once and is tried again at the next tick, instead of holding writers
// back until the reader finishes.
func (db *DB) restartLog(ctx context.Context) error {
	return db.checkpointAsWriter(ctx, "RESTART")
}

// Checkpoint copies the whole write-ahead log into the database file and
// empties it, taking its turn like a writer. recap never needs it for
// correctness (the background checkpointer keeps the log short); it is for
// maintenance and for measuring writes without checkpoint work.
func (db *DB) Checkpoint(ctx context.Context) error {
	return db.fail("checkpointing", db.checkpointAsWriter(ctx, "TRUNCATE"))
}

func (db *DB) checkpointAsWriter(ctx context.Context, mode string) error {
	release, err := db.takeTurn(ctx, time.Now().Add(db.busyTimeout))
	if err != nil {
		return err
	}
	defer release()
	var busy, frames, copied int
	start := time.Now()
	err = db.write.QueryRowContext(ctx, `PRAGMA wal_checkpoint(`+mode+`)`).Scan(&busy, &frames, &copied)
	slog.Debug("checkpoint", "path", db.path, "mode", mode, "frames", frames, "copied", copied, "busy", busy == 1, "took", time.Since(start))
	if isBusy(err) {
		return nil // a foreign writer or a long read; next time
	}
	return err
}

// Path returns the absolute path of the database file.
func (db *DB) Path() string { return db.path }

// Close stops the background work and closes every connection. When this is
// the last connection to the file, SQLite checkpoints and removes the log.
func (db *DB) Close() error {
	db.closeOnce.Do(func() {
		if db.cancel != nil {
			db.cancel()
		}
		db.bg.Wait()
		for _, s := range db.stmts {
			s.Close()
		}
		var errs []error
		for _, c := range []*sql.DB{db.read, db.ckpt, db.write} {
			if c != nil {
				errs = append(errs, c.Close())
			}
		}
		if err := errors.Join(errs...); err != nil {
			db.closeErr = db.fail("closing the database", err)
		}
	})
	return db.closeErr
}

// prepareHot compiles the writer's hot statements once, before any
// transaction can hold the writer's only connection (preparing on the pool
// during a transaction would wait for that connection forever). A Tx then
// binds them to its connection without compiling again.
func (db *DB) prepareHot(ctx context.Context) error {
	db.stmts = make(map[string]*sql.Stmt, len(hotQueries))
	for _, q := range hotQueries {
		s, err := db.write.PrepareContext(ctx, q)
		if err != nil {
			return db.fail("preparing statements", err)
		}
		db.stmts[q] = s
	}
	return nil
}

func (db *DB) openError(err error) error {
	return db.fail(fmt.Sprintf("opening %s", db.path), err)
}
