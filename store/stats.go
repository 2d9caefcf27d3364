package store

import (
	"context"
	"encoding/json"
	"time"

	"recap/review"
)

// RoutedEvent is one event as the sampling statistics need it: when it was
// routed, what it involves, the probability of review recorded then, and
// the decision that stands on it, if any.
type RoutedEvent struct {
	EventID    string
	ReceivedAt time.Time
	Classes    []review.RiskClass
	Action     review.RouteAction
	SampleRate float64
	Sampled    bool
	// Forced says a finding of severity block or review sent it to a
	// human, whatever the sampling rates.
	Forced bool
	State  review.ItemState
	// Decision is the standing decision's kind; empty when none stands.
	Decision review.DecisionKind
}

// routedSince reads every routed event received at or after since. The
// standing decision is the one the item's decided_seq names: an undone
// decision no longer stands.
const routedSince = `SELECT e.id, e.received_at, r.risk_classes, r.action, r.sample_rate, r.sampled,
	EXISTS (SELECT 1 FROM json_each(r.findings) WHERE json_extract(value, '$.severity') IN ('block', 'review')),
	i.state, coalesce(d.kind, '')
FROM events e
JOIN routings r ON r.event_seq = e.seq
JOIN items i ON i.seq = e.seq
LEFT JOIN decisions d ON d.seq = i.decided_seq
WHERE e.received_at >= ?
ORDER BY e.seq`

// RoutedSince returns the events routed (received) at or after since, in
// arrival order.
func (tx *Tx) RoutedSince(ctx context.Context, since time.Time) ([]RoutedEvent, error) {
	const op = "reading the routing history"
	rows, err := tx.query(ctx, routedSince, formatTime(since))
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []RoutedEvent
	for rows.Next() {
		var (
			ev                            RoutedEvent
			received, classes, act, state string
			kind                          string
		)
		if err := rows.Scan(&ev.EventID, &received, &classes, &act, &ev.SampleRate, &ev.Sampled, &ev.Forced, &state, &kind); err != nil {
			return nil, tx.db.fail(op, err)
		}
		if ev.ReceivedAt, err = parseTime(received); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "event %q: stored received_at %q: %v", ev.EventID, received, err)
		}
		if err := json.Unmarshal([]byte(classes), &ev.Classes); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "event %q: stored risk classes do not decode: %v", ev.EventID, err)
		}
		ev.Action, ev.State, ev.Decision = review.RouteAction(act), review.ItemState(state), review.DecisionKind(kind)
		out = append(out, ev)
	}
	return out, tx.db.fail(op, rows.Err())
}

// SamplingOutcome says whether a sampling change was applied.
type SamplingOutcome string

// Sampling change outcomes.
const (
	SamplingApplied SamplingOutcome = "applied"
	SamplingRefused SamplingOutcome = "refused"
)

// SamplingChange is one row of the append-only record of attempts to
// change sampling.
type SamplingChange struct {
	Seq              int64           `json:"seq"`
	At               time.Time       `json:"at"`
	Author           string          `json:"author"`
	AuthorOverridden bool            `json:"author_overridden"`
	Class            string          `json:"class"`
	OldValue         string          `json:"old_value"`
	NewValue         string          `json:"new_value"`
	OldVersion       string          `json:"old_version"`
	NewVersion       string          `json:"new_version,omitempty"`
	PolicyPath       string          `json:"policy_path"`
	Reason           string          `json:"reason"`
	Outcome          SamplingOutcome `json:"outcome"`
	Detail           string          `json:"detail,omitempty"`
}

// AppendSamplingChange records an attempt to change sampling at the
// transaction's time and returns it with Seq and At set.
func (tx *Tx) AppendSamplingChange(ctx context.Context, c SamplingChange) (SamplingChange, error) {
	const op = "recording the sampling change"
	if err := tx.requireWrite(op); err != nil {
		return c, err
	}
	if c.Author == "" || c.Class == "" || (c.Outcome != SamplingApplied && c.Outcome != SamplingRefused) {
		return c, review.Errorf(review.EINVALID, "%s: author, class and outcome (applied or refused) are required", op)
	}
	c.At = tx.now
	err := tx.queryRow(ctx, `INSERT INTO sampling_changes
		(at, author, author_overridden, class, old_value, new_value, old_version, new_version, policy_path, reason, outcome, detail)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
		formatTime(c.At), c.Author, c.AuthorOverridden, c.Class, c.OldValue, c.NewValue, c.OldVersion, c.NewVersion,
		c.PolicyPath, c.Reason, string(c.Outcome), c.Detail).Scan(&c.Seq)
	return c, tx.db.fail(op, err)
}

// SamplingChanges returns every recorded attempt to change sampling, oldest
// first.
func (tx *Tx) SamplingChanges(ctx context.Context) ([]SamplingChange, error) {
	const op = "reading the sampling changes"
	rows, err := tx.query(ctx, `SELECT seq, at, author, author_overridden, class, old_value, new_value,
		old_version, new_version, policy_path, reason, outcome, detail FROM sampling_changes ORDER BY seq`)
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []SamplingChange
	for rows.Next() {
		var (
			c           SamplingChange
			at, outcome string
		)
		if err := rows.Scan(&c.Seq, &at, &c.Author, &c.AuthorOverridden, &c.Class, &c.OldValue, &c.NewValue,
			&c.OldVersion, &c.NewVersion, &c.PolicyPath, &c.Reason, &outcome, &c.Detail); err != nil {
			return nil, tx.db.fail(op, err)
		}
		if c.At, err = parseTime(at); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "sampling change %d: stored time %q: %v", c.Seq, at, err)
		}
		c.Outcome = SamplingOutcome(outcome)
		out = append(out, c)
	}
	return out, tx.db.fail(op, rows.Err())
}
