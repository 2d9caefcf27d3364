package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"recap/review"
)

// itemSelect reads a queue item with what a reviewer needs to see about it:
// the event's identity, its routing summary, the lease and, for a decided
// item, the decision that closed it.
const itemSelect = `SELECT e.id, e.tenant, e.task_id, e.agent, e.created_at, i.state, i.action, i.priority,
	r.risk_classes, i.finding_count, i.blocking_count, i.lease_holder, i.lease_expires_us, i.attempts,
	i.enqueued_us, d.kind, d.author, d.at
FROM items i
JOIN events e ON e.seq = i.seq
JOIN routings r ON r.event_seq = i.seq
LEFT JOIN decisions d ON d.seq = i.decided_seq`

// scanItem reads one itemSelect row. A claimed item whose lease ran out at
// now is reported as pending with no holder: it is claimable, and nobody
// holds it any more, whatever the row still says.
func scanItem(s rowScanner, now time.Time) (review.Item, error) {
	var (
		it                     review.Item
		created, state, action string
		classes                string
		holder                 sql.NullString
		expires                sql.NullInt64
		enqueued               int64
		dKind, dAuthor, dAt    sql.NullString
	)
	err := s.Scan(&it.EventID, &it.Tenant, &it.TaskID, &it.Agent, &created, &state, &action, &it.Priority,
		&classes, &it.FindingCount, &it.BlockingCount, &holder, &expires, &it.Attempts,
		&enqueued, &dKind, &dAuthor, &dAt)
	if err != nil {
		return it, err
	}
	if it.CreatedAt, err = parseTime(created); err != nil {
		return it, review.Errorf(review.EINTERNAL, "item %q: stored created_at %q: %v", it.EventID, created, err)
	}
	it.State = review.ItemState(state)
	it.Action = review.RouteAction(action)
	if err := json.Unmarshal([]byte(classes), &it.Risks); err != nil {
		return it, review.Errorf(review.EINTERNAL, "item %q: stored risk classes do not decode: %v", it.EventID, err)
	}
	it.EnqueuedAt = fromMicros(enqueued)
	if it.State == review.StateClaimed && holder.Valid && expires.Valid {
		if exp := fromMicros(expires.Int64); now.Before(exp) {
			it.LeaseHolder = holder.String
			it.LeaseExpires = &exp
		} else {
			it.State = review.StatePending
		}
	}
	if dKind.Valid {
		it.Decision = review.DecisionKind(dKind.String)
		it.DecidedBy = dAuthor.String
		if at, err := parseTime(dAt.String); err == nil {
			it.DecidedAt = &at
		}
	}
	return it, nil
}

// Item returns the queue item of an event, or an ENOTFOUND error.
func (tx *Tx) Item(ctx context.Context, id string) (review.Item, error) {
	it, err := scanItem(tx.queryRow(ctx, sqlItem, id), tx.now)
	if err != nil {
		return it, notFound(tx.db.fail("reading a queue item", err), "no event %q", id)
	}
	return it, nil
}

// ReclaimExpired returns every item whose lease ran out by now to pending,
// where the claim index finds it again. It reads the small index of claimed
// items only, so it costs next to nothing when no lease has expired.
func (tx *Tx) ReclaimExpired(ctx context.Context) (int, error) {
	const op = "reclaiming expired leases"
	if err := tx.requireWrite(op); err != nil {
		return 0, err
	}
	res, err := tx.exec(ctx, sqlReclaimExpired, micros(tx.now))
	if err != nil {
		return 0, tx.db.fail(op, err)
	}
	n, err := res.RowsAffected()
	return int(n), tx.db.fail(op, err)
}

// claimNextSQL claims in one statement: the subquery walks the partial
// claim index (highest priority, then oldest) to the first pending item, and
// the update leases it and counts the attempt.
//
// INDEXED BY pins the plan. Without statistics SQLite prefers the equality
// match on items_state_action and then sorts every pending item, which is
// a full sort per claim on a large queue; with the hint the claim is one
// index seek, and a missing index is an error rather than a slow claim.
const claimNextSQL = `UPDATE items
SET state = 'claimed', lease_holder = ?, lease_expires_us = ?, attempts = attempts + 1
WHERE seq = (
	SELECT seq FROM items INDEXED BY items_claimable
	WHERE state = 'pending'
	ORDER BY priority DESC, enqueued_us, seq
	LIMIT 1
)
RETURNING seq`

// ClaimNext leases the highest-priority, oldest pending item to reviewer
// until the given time. It returns an ENOTFOUND error when no item is
// pending. Call [Tx.ReclaimExpired] first in the same transaction so items
// whose lease ran out are pending again.
func (tx *Tx) ClaimNext(ctx context.Context, reviewer string, until time.Time) (review.Item, error) {
	const op = "claiming the next item"
	if err := tx.requireWrite(op); err != nil {
		return review.Item{}, err
	}
	var seq int64
	if err := tx.queryRow(ctx, sqlClaimNext, reviewer, micros(until)).Scan(&seq); err != nil {
		return review.Item{}, notFound(tx.db.fail(op, err), "no item is waiting")
	}
	it, err := scanItem(tx.queryRow(ctx, sqlItemBySeq, seq), tx.now)
	return it, tx.db.fail(op, err)
}

// ClaimByID leases the named item to reviewer until the given time when it
// is pending, its lease ran out, or reviewer already holds it (which renews
// the lease without counting an attempt). ok is false when the item is not
// claimable; read it with [Tx.Item] to say why.
func (tx *Tx) ClaimByID(ctx context.Context, id, reviewer string, until time.Time) (it review.Item, ok bool, err error) {
	const op = "claiming an item"
	if err := tx.requireWrite(op); err != nil {
		return it, false, err
	}
	now := micros(tx.now)
	var got int64
	err = tx.queryRow(ctx, sqlClaimByID, id, reviewer, micros(until), now).Scan(&got)
	if err == sql.ErrNoRows {
		return it, false, nil
	}
	if err != nil {
		return it, false, tx.db.fail(op, err)
	}
	it, err = tx.Item(ctx, id)
	return it, err == nil, err
}

// RenewLease extends reviewer's live lease on an item until the given time.
// ok is false when reviewer does not hold a live lease on it.
func (tx *Tx) RenewLease(ctx context.Context, id, reviewer string, until time.Time) (it review.Item, ok bool, err error) {
	const op = "renewing a lease"
	if err := tx.requireWrite(op); err != nil {
		return it, false, err
	}
	var got int64
	err = tx.queryRow(ctx, sqlRenewLease, id, reviewer, micros(until), micros(tx.now)).Scan(&got)
	if err == sql.ErrNoRows {
		return it, false, nil
	}
	if err != nil {
		return it, false, tx.db.fail(op, err)
	}
	it, err = tx.Item(ctx, id)
	return it, err == nil, err
}

// ReleaseLease returns an item reviewer holds to pending. ok is false when
// the item is not claimed by reviewer.
func (tx *Tx) ReleaseLease(ctx context.Context, id, reviewer string) (ok bool, err error) {
	const op = "releasing an item"
	if err := tx.requireWrite(op); err != nil {
		return false, err
	}
	res, err := tx.exec(ctx, sqlReleaseLease, id, reviewer)
	if err != nil {
		return false, tx.db.fail(op, err)
	}
	n, err := res.RowsAffected()
	return n == 1, tx.db.fail(op, err)
}

// MarkDecided closes a claimed item with the ledger row seq. The caller has
// checked the lease in the same transaction.
func (tx *Tx) MarkDecided(ctx context.Context, id string, seq int64) error {
	const op = "closing the queue item"
	if err := tx.requireWrite(op); err != nil {
		return err
	}
	res, err := tx.exec(ctx, sqlMarkDecided, seq, id)
	if err != nil {
		return tx.db.fail(op, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return review.Errorf(review.EINTERNAL, "%s %q: it was not claimed (changed %d rows, %v)", op, id, n, err)
	}
	return nil
}

// Reopen hands a decided item back to reviewer as claimed until the given
// time, when the decision that closed it is still seq.
func (tx *Tx) Reopen(ctx context.Context, id string, seq int64, reviewer string, until time.Time) (review.Item, error) {
	const op = "reopening the queue item"
	if err := tx.requireWrite(op); err != nil {
		return review.Item{}, err
	}
	res, err := tx.exec(ctx, sqlReopen, reviewer, micros(until), id, seq)
	if err != nil {
		return review.Item{}, tx.db.fail(op, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return review.Item{}, review.Errorf(review.EINTERNAL, "%s %q: it is not closed by decision %d (changed %d rows, %v)", op, id, seq, n, err)
	}
	return tx.Item(ctx, id)
}

// ItemFilter selects queue items. Zero fields select everything.
type ItemFilter struct {
	// States selects items in any of these states. A claimed item whose
	// lease ran out counts as pending.
	States []review.ItemState
	Tenant string
	Risk   review.RiskClass
	Action review.RouteAction
	// Search matches a substring of the event id, tenant or task id;
	// ASCII letters match regardless of case.
	Search string
	Limit  int // 0 means no limit
}

// ListItems returns the items f selects in claim order: priority
// descending, then oldest first.
func (tx *Tx) ListItems(ctx context.Context, f ItemFilter) ([]review.Item, error) {
	const op = "listing the queue"
	var (
		where []string
		args  []any
	)
	if len(f.States) > 0 {
		ph := make([]string, len(f.States))
		args = append(args, micros(tx.now))
		for i, s := range f.States {
			ph[i] = "?"
			args = append(args, string(s))
		}
		where = append(where, `(CASE WHEN i.state = 'claimed' AND i.lease_expires_us <= ? THEN 'pending' ELSE i.state END) IN (`+strings.Join(ph, ", ")+`)`)
	}
	if f.Tenant != "" {
		where = append(where, `e.tenant = ?`)
		args = append(args, f.Tenant)
	}
	if f.Action != "" {
		where = append(where, `i.action = ?`)
		args = append(args, string(f.Action))
	}
	if f.Risk != "" {
		where = append(where, `EXISTS (SELECT 1 FROM json_each(r.risk_classes) WHERE value = ?)`)
		args = append(args, string(f.Risk))
	}
	if f.Search != "" {
		// instr, not LIKE: the search text is the user's, and % or _ in it
		// must match themselves.
		where = append(where, `(instr(lower(e.id), lower(?)) > 0 OR instr(lower(e.tenant), lower(?)) > 0 OR instr(lower(e.task_id), lower(?)) > 0)`)
		args = append(args, f.Search, f.Search, f.Search)
	}
	q := itemSelect
	if len(where) > 0 {
		q += "\nWHERE " + strings.Join(where, " AND ")
	}
	q += "\nORDER BY i.priority DESC, i.enqueued_us, i.seq"
	if f.Limit > 0 {
		q += " LIMIT ?"
		args = append(args, f.Limit)
	}
	rows, err := tx.tx.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []review.Item
	for rows.Next() {
		it, err := scanItem(rows, tx.now)
		if err != nil {
			return nil, tx.db.fail(op, err)
		}
		out = append(out, it)
	}
	return out, tx.db.fail(op, rows.Err())
}

// QueueCounts is how many items are in each state, by routing action.
type QueueCounts struct {
	// ByState counts items by stored state and action; a claimed item
	// whose lease ran out is counted as pending.
	ByState map[review.ItemState]map[review.RouteAction]int
	// LiveLeases counts claimed items whose lease has not run out.
	LiveLeases int
}

// CountItems counts the queue. It reads indexes only.
func (tx *Tx) CountItems(ctx context.Context) (QueueCounts, error) {
	const op = "counting the queue"
	c := QueueCounts{ByState: map[review.ItemState]map[review.RouteAction]int{}}
	add := func(s review.ItemState, a review.RouteAction, n int) {
		if c.ByState[s] == nil {
			c.ByState[s] = map[review.RouteAction]int{}
		}
		c.ByState[s][a] += n
	}
	rows, err := tx.query(ctx, `SELECT state, action, count(*) FROM items GROUP BY state, action`)
	if err != nil {
		return c, tx.db.fail(op, err)
	}
	defer rows.Close()
	for rows.Next() {
		var s, a string
		var n int
		if err := rows.Scan(&s, &a, &n); err != nil {
			return c, tx.db.fail(op, err)
		}
		add(review.ItemState(s), review.RouteAction(a), n)
	}
	if err := rows.Err(); err != nil {
		return c, tx.db.fail(op, err)
	}
	// Expired leases, by action, move from claimed to pending.
	erows, err := tx.query(ctx, `SELECT action, count(*) FROM items
		WHERE state = 'claimed' AND lease_expires_us <= ? GROUP BY action`, micros(tx.now))
	if err != nil {
		return c, tx.db.fail(op, err)
	}
	defer erows.Close()
	for erows.Next() {
		var a string
		var n int
		if err := erows.Scan(&a, &n); err != nil {
			return c, tx.db.fail(op, err)
		}
		add(review.StateClaimed, review.RouteAction(a), -n)
		add(review.StatePending, review.RouteAction(a), n)
	}
	if err := erows.Err(); err != nil {
		return c, tx.db.fail(op, err)
	}
	for _, n := range c.ByState[review.StateClaimed] {
		c.LiveLeases += n
	}
	return c, nil
}

// CountDecidedBy counts items author decided at or after since whose
// decision still stands (an undone decision no longer counts).
func (tx *Tx) CountDecidedBy(ctx context.Context, author string, since time.Time) (int, error) {
	var n int
	err := tx.queryRow(ctx, `SELECT count(*) FROM decisions d
		JOIN events e ON e.id = d.event_id
		JOIN items i ON i.seq = e.seq
		WHERE d.author = ? AND d.at >= ? AND i.decided_seq = d.seq`, author, formatTime(since)).Scan(&n)
	return n, tx.db.fail("counting decisions", err)
}

// ItemStatus is an item's queue state as stored, without the event and
// routing: what a lease check needs, read with one index lookup.
type ItemStatus struct {
	// State is as stored: a claimed item's lease may have run out.
	State        review.ItemState
	LeaseHolder  string
	LeaseExpires time.Time // zero unless claimed
	// BlockingCount is how many findings of block severity the routing has.
	BlockingCount int
	DecidedSeq    int64 // the ledger row that closed a decided item
}

// HeldBy reports whether reviewer holds a live lease on the item at now.
func (st ItemStatus) HeldBy(reviewer string, now time.Time) bool {
	return st.State == review.StateClaimed && st.LeaseHolder == reviewer && now.Before(st.LeaseExpires)
}

// Status returns an item's stored queue state, or an ENOTFOUND error.
func (tx *Tx) Status(ctx context.Context, id string) (ItemStatus, error) {
	var (
		st      ItemStatus
		state   string
		holder  sql.NullString
		expires sql.NullInt64
		decided sql.NullInt64
	)
	err := tx.queryRow(ctx, sqlStatus, id).Scan(&state, &holder, &expires, &st.BlockingCount, &decided)
	if err != nil {
		return st, notFound(tx.db.fail("reading a queue item", err), "no event %q", id)
	}
	st.State = review.ItemState(state)
	st.LeaseHolder = holder.String
	if expires.Valid {
		st.LeaseExpires = fromMicros(expires.Int64)
	}
	st.DecidedSeq = decided.Int64
	return st, nil
}

// The hot statements of this file, compiled once at Open.
var (
	sqlItem           = hot(itemSelect + ` WHERE e.id = ?`)
	sqlItemBySeq      = hot(itemSelect + ` WHERE i.seq = ?`)
	sqlReclaimExpired = hot(`UPDATE items INDEXED BY items_leased
		SET state = 'pending', lease_holder = NULL, lease_expires_us = NULL
		WHERE state = 'claimed' AND lease_expires_us <= ?`)
	sqlClaimNext = hot(claimNextSQL)
	sqlClaimByID = hot(`UPDATE items
SET state = 'claimed', lease_holder = ?2, lease_expires_us = ?3,
	attempts = attempts + CASE WHEN state = 'claimed' AND lease_holder = ?2 AND lease_expires_us > ?4 THEN 0 ELSE 1 END
WHERE seq = (SELECT seq FROM events WHERE id = ?1)
	AND (state = 'pending' OR (state = 'claimed' AND (lease_holder = ?2 OR lease_expires_us <= ?4)))
RETURNING seq`)
	sqlRenewLease = hot(`UPDATE items SET lease_expires_us = ?3
WHERE seq = (SELECT seq FROM events WHERE id = ?1) AND state = 'claimed' AND lease_holder = ?2 AND lease_expires_us > ?4
RETURNING seq`)
	sqlReleaseLease = hot(`UPDATE items SET state = 'pending', lease_holder = NULL, lease_expires_us = NULL
WHERE seq = (SELECT seq FROM events WHERE id = ?) AND state = 'claimed' AND lease_holder = ?`)
	sqlMarkDecided = hot(`UPDATE items SET state = 'decided', decided_seq = ?, lease_holder = NULL, lease_expires_us = NULL
WHERE seq = (SELECT seq FROM events WHERE id = ?) AND state = 'claimed'`)
	sqlReopen = hot(`UPDATE items SET state = 'claimed', decided_seq = NULL, lease_holder = ?, lease_expires_us = ?
WHERE seq = (SELECT seq FROM events WHERE id = ?) AND state = 'decided' AND decided_seq = ?`)
	sqlStatus = hot(`SELECT state, lease_holder, lease_expires_us, blocking_count, decided_seq FROM items WHERE seq = (SELECT seq FROM events WHERE id = ?)`)
)
