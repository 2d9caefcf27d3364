package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"recap/review"
)

// SignalEvent is one routed event as the monitoring signals read it: who
// it belongs to, how it was routed and why, and the decision that stands
// on it.
type SignalEvent struct {
	EventID    string
	Tenant     string
	Agent      string
	ReceivedAt time.Time
	Action     review.RouteAction
	Classes    []review.RiskClass
	Findings   []review.Finding
	// Standing is the decision the event's queue item names, the one that
	// stands; nil when none does (never decided, or the decision was undone
	// and the item not decided again). Only Seq, Kind, Author, At,
	// ReconstructedContract and Verdicts are read.
	Standing *review.Decision
}

// signalEventsSince reads every event received at or after since with its
// routing and standing decision, in arrival order.
const signalEventsSince = `SELECT e.id, e.tenant, e.agent, e.received_at, r.action, r.risk_classes, r.findings,
	d.seq, d.kind, d.author, d.at, d.reconstructed_contract, d.verdicts
FROM events e
JOIN routings r ON r.event_seq = e.seq
JOIN items i ON i.seq = e.seq
LEFT JOIN decisions d ON d.seq = i.decided_seq
WHERE e.received_at >= ?
ORDER BY e.seq`

// SignalEventsSince returns the events received (routed) at or after since,
// in arrival order, with their findings and standing decisions.
func (tx *Tx) SignalEventsSince(ctx context.Context, since time.Time) ([]SignalEvent, error) {
	const op = "reading the events for the monitoring signals"
	rows, err := tx.query(ctx, signalEventsSince, formatTime(since))
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []SignalEvent
	for rows.Next() {
		var (
			ev                                 SignalEvent
			received, action, classes, finds   string
			dSeq                               sql.NullInt64
			dKind, dAuthor, dAt, dContract, dV sql.NullString
		)
		if err := rows.Scan(&ev.EventID, &ev.Tenant, &ev.Agent, &received, &action, &classes, &finds,
			&dSeq, &dKind, &dAuthor, &dAt, &dContract, &dV); err != nil {
			return nil, tx.db.fail(op, err)
		}
		if ev.ReceivedAt, err = parseTime(received); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "event %q: stored received_at %q: %v", ev.EventID, received, err)
		}
		ev.Action = review.RouteAction(action)
		if err := json.Unmarshal([]byte(classes), &ev.Classes); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "event %q: stored risk classes do not decode: %v", ev.EventID, err)
		}
		if err := json.Unmarshal([]byte(finds), &ev.Findings); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "event %q: stored findings do not decode: %v", ev.EventID, err)
		}
		if dSeq.Valid {
			d, err := standingDecision(ev.EventID, dSeq.Int64, dKind.String, dAuthor.String, dAt.String, dContract, dV.String)
			if err != nil {
				return nil, err
			}
			ev.Standing = d
		}
		out = append(out, ev)
	}
	return out, tx.db.fail(op, rows.Err())
}

// standingDecision decodes the columns of a standing decision that the
// signals read.
func standingDecision(eventID string, seq int64, kind, author, at string, contract sql.NullString, verdicts string) (*review.Decision, error) {
	d := &review.Decision{Seq: seq, EventID: eventID, Kind: review.DecisionKind(kind), Author: author}
	var err error
	if d.At, err = parseTime(at); err != nil {
		return nil, review.Errorf(review.EINTERNAL, "ledger row %d: stored time %q: %v", seq, at, err)
	}
	if contract.Valid {
		d.ReconstructedContract = new(review.Contract)
		if err := json.Unmarshal([]byte(contract.String), d.ReconstructedContract); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "ledger row %d: stored contract does not decode: %v", seq, err)
		}
	}
	if err := json.Unmarshal([]byte(verdicts), &d.Verdicts); err != nil {
		return nil, review.Errorf(review.EINTERNAL, "ledger row %d: stored verdicts do not decode: %v", seq, err)
	}
	return d, nil
}

// DecisionWork is one decision a reviewer made, with when its item entered
// the queue: what reviewer throughput and time to decision are measured
// from.
type DecisionWork struct {
	EventID    string
	Author     string
	Kind       review.DecisionKind
	At         time.Time
	EnqueuedAt time.Time
	// ClaimedAt is when the decision's claim was taken; zero for rows
	// written before claim times were recorded.
	ClaimedAt time.Time
}

// DecisionsMadeSince returns every approve, reject and reconstruct row of
// the ledger written at or after since, oldest first, including rows a
// later reversal undid: each was a decision a reviewer made. Reversals are
// left out; they undo work rather than do it.
func (tx *Tx) DecisionsMadeSince(ctx context.Context, since time.Time) ([]DecisionWork, error) {
	const op = "reading the decisions of the window"
	rows, err := tx.query(ctx, `SELECT d.event_id, d.author, d.kind, d.at, i.enqueued_us, d.claimed_at
		FROM decisions d
		JOIN events e ON e.id = d.event_id
		JOIN items i ON i.seq = e.seq
		WHERE d.at >= ? AND d.kind <> 'reversal'
		ORDER BY d.seq`, formatTime(since))
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []DecisionWork
	for rows.Next() {
		var (
			w        DecisionWork
			kind, at string
			enqueued int64
			claimed  string
		)
		if err := rows.Scan(&w.EventID, &w.Author, &kind, &at, &enqueued, &claimed); err != nil {
			return nil, tx.db.fail(op, err)
		}
		if claimed != "" {
			if w.ClaimedAt, err = parseTime(claimed); err != nil {
				return nil, review.Errorf(review.EINTERNAL, "decision on %q: stored claim time %q: %v", w.EventID, claimed, err)
			}
		}
		if w.At, err = parseTime(at); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "decision on %q: stored time %q: %v", w.EventID, at, err)
		}
		w.Kind, w.EnqueuedAt = review.DecisionKind(kind), fromMicros(enqueued)
		out = append(out, w)
	}
	return out, tx.db.fail(op, rows.Err())
}
