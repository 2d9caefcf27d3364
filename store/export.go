package store

import (
	"context"
	"time"

	"recap/review"
)

// StandingFilter selects standing decisions for [Tx.StandingDecisions].
// Zero fields select everything.
type StandingFilter struct {
	// Since selects decisions made at or after this time.
	Since time.Time
	// Kind selects decisions of this kind.
	Kind review.DecisionKind
}

// StandingDecisions returns the ledger seq of every event's standing
// decision, in event id order: the event's newest approve, reject or
// reconstruct row that no reversal undid. An event whose only decision was
// reversed, and not decided again, has none.
//
// The standing decision is read from the ledger, not from the queue
// item's pointer to it: the ledger is append-only and hash-chained, so it
// is the record of what was decided. The scan reads the small columns of
// the ledger in the order of its (event_id, seq) index and holds one event's
// rows at a time.
func (tx *Tx) StandingDecisions(ctx context.Context, f StandingFilter) ([]int64, error) {
	const op = "reading the standing decisions"
	rows, err := tx.query(ctx, `SELECT event_id, seq, kind, reverses, at FROM decisions ORDER BY event_id, seq`)
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	since := ""
	if !f.Since.IsZero() {
		since = formatTime(f.Since)
	}
	type row struct {
		seq      int64
		kind, at string
	}
	var (
		out     []int64
		current string
		live    []row // the event's decisions not undone so far, oldest first
	)
	flush := func() {
		if len(live) == 0 {
			return
		}
		d := live[len(live)-1]
		// Stored times share one fixed-width UTC layout, so comparing the
		// text compares the times.
		if (since == "" || d.at >= since) && (f.Kind == "" || review.DecisionKind(d.kind) == f.Kind) {
			out = append(out, d.seq)
		}
	}
	for rows.Next() {
		var (
			id       string
			r        row
			reverses int64
		)
		if err := rows.Scan(&id, &r.seq, &r.kind, &reverses, &r.at); err != nil {
			return nil, tx.db.fail(op, err)
		}
		if id != current {
			flush()
			current, live = id, live[:0]
		}
		if review.DecisionKind(r.kind) != review.DecisionReversal {
			live = append(live, r)
			continue
		}
		for i := len(live) - 1; i >= 0; i-- {
			if live[i].seq == reverses {
				live = append(live[:i], live[i+1:]...)
				break
			}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, tx.db.fail(op, err)
	}
	flush()
	return out, nil
}

// EventBytes returns the bytes of a stored event exactly as received, or an
// ENOTFOUND error. Unlike [Tx.Event] it does not decode them, which is most
// of the cost of reading an event when only its bytes are wanted.
func (tx *Tx) EventBytes(ctx context.Context, id string) ([]byte, error) {
	var raw []byte
	if err := tx.queryRow(ctx, `SELECT raw FROM events WHERE id = ?`, id).Scan(&raw); err != nil {
		return nil, notFound(tx.db.fail("reading an event", err), "no event %q", id)
	}
	return raw, nil
}
