package store

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"recap/review"
)

// opError is a store failure in the caller's terms. Its chain holds a
// [review.Error] (so review.ErrorCode and review.ErrorMessage give the code
// and a message a person can act on) and the driver's error (so errors.Is
// still finds context.Canceled and logs keep the detail).
type opError struct {
	rerr  *review.Error
	cause error
}

func (e *opError) Error() string   { return e.rerr.Message }
func (e *opError) Unwrap() []error { return []error{e.rerr, e.cause} }

// fail normalises a driver error once, at the store boundary. op says what
// the store was doing ("recording the decision"), for the message.
func (db *DB) fail(op string, err error) error {
	if err == nil {
		return nil
	}
	var re *review.Error
	if errors.As(err, &re) {
		return err
	}
	wrap := func(code, msg string) error {
		return &opError{rerr: &review.Error{Code: code, Message: msg}, cause: err}
	}
	switch {
	case errors.Is(err, context.Canceled):
		return wrap(review.EINTERNAL, op+": cancelled")
	case errors.Is(err, context.DeadlineExceeded):
		return wrap(review.EINTERNAL, op+": timed out")
	case errors.Is(err, errWriterLockTimeout):
		return wrap(review.ECONFLICT, op+": the database is busy (another recap process held it too long); try again")
	case errors.Is(err, sql.ErrNoRows):
		return wrap(review.ENOTFOUND, op+": not found")
	}
	var se *sqlite.Error
	if !errors.As(err, &se) {
		slog.Error("database error", "op", op, "path", db.path, "err", err)
		return wrap(review.EINTERNAL, op+": database error (details in the log)")
	}
	code := se.Code()
	switch code {
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		return wrap(review.ECONFLICT, op+": already stored")
	case sqlite3.SQLITE_CONSTRAINT_TRIGGER:
		return wrap(review.ECONFLICT, op+": refused: the ledger and stored events are append-only; record a reversal instead of changing a decision")
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		return wrap(review.EINVALID, op+": refers to an event that is not stored")
	}
	var msg string
	switch code & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		// Not a conflict over the data: another process held the write lock
		// past busy_timeout. Trying again is the right next step.
		return wrap(review.ECONFLICT, op+": the database is busy (another recap process held it too long); try again")
	case sqlite3.SQLITE_FULL:
		msg = op + ": the disk is full; free space near " + db.path + " and try again"
	case sqlite3.SQLITE_READONLY:
		msg = op + ": " + db.path + " is read-only; check the permissions of the file and its folder"
	case sqlite3.SQLITE_CANTOPEN:
		msg = op + ": cannot open " + db.path + "; check that the folder exists and is writable"
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		msg = op + ": " + db.path + " is damaged or is not a recap database; restore it from a backup (recap backup)"
	case sqlite3.SQLITE_IOERR:
		msg = op + ": disk I/O error on " + db.path + "; check the disk, then run recap audit verify"
	default:
		msg = op + ": database error (details in the log)"
	}
	slog.Error("database error", "op", op, "path", db.path, "code", code, "err", err)
	return wrap(review.EINTERNAL, msg)
}
