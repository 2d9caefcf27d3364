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
	i.enqueued_us, d.kind, d.author, d.at, i.reviews_required, i.stage,
	(i.first_review_seq IS NOT NULL) + (i.second_review_seq IS NOT NULL)
FROM items i
JOIN events e ON e.seq = i.seq
JOIN routings r ON r.event_seq = i.seq
LEFT JOIN decisions d ON d.seq = i.decided_seq`

// scanItem reads one itemSelect row. A claimed item whose lease ran out at
// now is reported as pending with no holder: it is claimable, and nobody
// holds it any more, whatever the row still says. A pending item at the
// adjudication stage is reported as [review.StateAdjudication].
func scanItem(s rowScanner, now time.Time) (review.Item, error) {
	var (
		it                     review.Item
		created, state, action string
		classes                string
		holder                 sql.NullString
		expires                sql.NullInt64
		enqueued               int64
		dKind, dAuthor, dAt    sql.NullString
		stage                  string
		given                  int
	)
	err := s.Scan(&it.EventID, &it.Tenant, &it.TaskID, &it.Agent, &created, &state, &action, &it.Priority,
		&classes, &it.FindingCount, &it.BlockingCount, &holder, &expires, &it.Attempts,
		&enqueued, &dKind, &dAuthor, &dAt, &it.ReviewsRequired, &stage, &given)
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
	if it.State == review.StatePending && stage == StageAdjudication {
		it.State = review.StateAdjudication
	}
	if it.ReviewsRequired == 2 {
		it.ReviewsGiven = given
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

// Stages of a queue item's review (items.stage).
const (
	// StageReview waits for its first, or only, review.
	StageReview = "review"
	// StageSecondReview has a first review and waits for an independent
	// second one by someone else.
	StageSecondReview = "second_review"
	// StageAdjudication has two reviews that disagree and waits for a lead.
	StageAdjudication = "adjudication"
)

// claimNextSQL claims in one statement: the subquery walks the partial
// claim index (highest priority, then oldest) to the first pending item the
// reviewer may take, and the update leases it and counts the attempt. Only
// leads take items at the adjudication stage, and nobody takes an item they
// already reviewed: the second review must be someone else's, and a lead
// does not adjudicate their own disagreement.
//
// INDEXED BY pins the plan. Without statistics SQLite prefers the equality
// match on items_state_action and then sorts every pending item, which is
// a full sort per claim on a large queue; with the hint the claim is one
// index seek, and a missing index is an error rather than a slow claim.
const claimNextSQL = `UPDATE items
SET state = 'claimed', lease_holder = ?1, lease_expires_us = ?2, attempts = attempts + 1, claimed_us = ?4
WHERE seq = (
	SELECT seq FROM items INDEXED BY items_claimable
	WHERE state = 'pending' AND (stage != 'adjudication' OR ?3)
		AND coalesce(first_reviewer, '') != ?1 AND coalesce(second_reviewer, '') != ?1
	ORDER BY priority DESC, enqueued_us, seq
	LIMIT 1
)
RETURNING seq`

// ClaimNext leases the highest-priority, oldest pending item reviewer may
// take to them until the given time; lead says whether reviewer may
// adjudicate. It returns an ENOTFOUND error when no such item is pending.
// Call [Tx.ReclaimExpired] first in the same transaction so items whose
// lease ran out are pending again.
func (tx *Tx) ClaimNext(ctx context.Context, reviewer string, lead bool, until time.Time) (review.Item, error) {
	const op = "claiming the next item"
	if err := tx.requireWrite(op); err != nil {
		return review.Item{}, err
	}
	var seq int64
	if err := tx.queryRow(ctx, sqlClaimNext, reviewer, micros(until), lead, micros(tx.now)).Scan(&seq); err != nil {
		return review.Item{}, notFound(tx.db.fail(op, err), "no item is waiting")
	}
	it, err := scanItem(tx.queryRow(ctx, sqlItemBySeq, seq), tx.now)
	return it, tx.db.fail(op, err)
}

// ClaimByID leases the named item to reviewer until the given time when it
// is pending, its lease ran out, or reviewer already holds it (which renews
// the lease without counting an attempt), and reviewer may take it (see
// [Tx.ClaimNext]). ok is false when the item is not claimable; read it with
// [Tx.Status] to say why.
func (tx *Tx) ClaimByID(ctx context.Context, id, reviewer string, lead bool, until time.Time) (it review.Item, ok bool, err error) {
	const op = "claiming an item"
	if err := tx.requireWrite(op); err != nil {
		return it, false, err
	}
	now := micros(tx.now)
	var got int64
	err = tx.queryRow(ctx, sqlClaimByID, id, reviewer, micros(until), now, lead).Scan(&got)
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
		where = append(where, `(CASE WHEN i.state = 'pending' OR (i.state = 'claimed' AND i.lease_expires_us <= ?)
			THEN (CASE i.stage WHEN 'adjudication' THEN 'adjudication' ELSE 'pending' END) ELSE i.state END) IN (`+strings.Join(ph, ", ")+`)`)
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
	// SecondReview and Adjudication count the unclaimed items (pending,
	// or with a lapsed lease) waiting for a second review and for a lead's
	// adjudication; both are included in ByState's pending.
	SecondReview, Adjudication int
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
	drows, err := tx.query(ctx, `SELECT stage, count(*) FROM items INDEXED BY items_dual
		WHERE reviews_required = 2 AND stage != 'review' AND (state = 'pending' OR (state = 'claimed' AND lease_expires_us <= ?))
		GROUP BY stage`, micros(tx.now))
	if err != nil {
		return c, tx.db.fail(op, err)
	}
	defer drows.Close()
	for drows.Next() {
		var stage string
		var n int
		if err := drows.Scan(&stage, &n); err != nil {
			return c, tx.db.fail(op, err)
		}
		switch stage {
		case StageSecondReview:
			c.SecondReview = n
		case StageAdjudication:
			c.Adjudication = n
		}
	}
	if err := drows.Err(); err != nil {
		return c, tx.db.fail(op, err)
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
	// ReviewsRequired is 2 for a dual-reviewed item, else 1.
	ReviewsRequired int
	// Stage is StageReview, StageSecondReview or StageAdjudication.
	Stage string
	// FirstSeq and SecondSeq are the ledger rows of a dual-reviewed
	// item's reviews (0 until given); FirstReviewer and SecondReviewer
	// who gave them.
	FirstSeq, SecondSeq           int64
	FirstReviewer, SecondReviewer string
	// ClaimedAt is when the current (or last) claim was taken; zero when
	// the item was never claimed since claim times were recorded.
	ClaimedAt time.Time
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
		first   sql.NullInt64
		second  sql.NullInt64
		r1, r2  sql.NullString
		claimed sql.NullInt64
	)
	err := tx.queryRow(ctx, sqlStatus, id).Scan(&state, &holder, &expires, &st.BlockingCount, &decided,
		&st.ReviewsRequired, &st.Stage, &first, &r1, &second, &r2, &claimed)
	if err != nil {
		return st, notFound(tx.db.fail("reading a queue item", err), "no event %q", id)
	}
	st.State = review.ItemState(state)
	st.LeaseHolder = holder.String
	if expires.Valid {
		st.LeaseExpires = fromMicros(expires.Int64)
	}
	st.DecidedSeq = decided.Int64
	st.FirstSeq, st.FirstReviewer = first.Int64, r1.String
	st.SecondSeq, st.SecondReviewer = second.Int64, r2.String
	if claimed.Valid {
		st.ClaimedAt = fromMicros(claimed.Int64)
	}
	return st, nil
}

// RecordFirstReview puts a claimed dual-reviewed item back in the queue
// after its first review, ledger row seq by reviewer: it waits, pending,
// for a second review by someone else.
func (tx *Tx) RecordFirstReview(ctx context.Context, id string, seq int64, reviewer string) error {
	return tx.changeOne(ctx, "recording the first review", sqlFirstReview, seq, reviewer, id)
}

// RecordSecondReview records the second review of a claimed item, ledger
// row seq by reviewer. When the two reviews agree the item is decided by
// it; when not it waits, pending, for a lead's adjudication.
func (tx *Tx) RecordSecondReview(ctx context.Context, id string, seq int64, reviewer string, agree bool) error {
	q := sqlSecondReviewDisagree
	if agree {
		q = sqlSecondReviewAgree
	}
	return tx.changeOne(ctx, "recording the second review", q, seq, reviewer, id)
}

// changeOne runs a write that must change exactly one item row.
func (tx *Tx) changeOne(ctx context.Context, op string, q string, args ...any) error {
	if err := tx.requireWrite(op); err != nil {
		return err
	}
	res, err := tx.exec(ctx, q, args...)
	if err != nil {
		return tx.db.fail(op, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return review.Errorf(review.EINTERNAL, "%s: the item was not in the expected state (changed %d rows, %v)", op, n, err)
	}
	return nil
}

// ReopenReview hands an item back to reviewer as claimed when the ledger
// row being undone, undone, is still what the item stands on: a decision
// that closed it, or a review of a dual-reviewed item that nobody holds
// now. The item returns to the stage it was at before that row. ok is false
// when the item moved on (someone holds it, or it was decided since).
func (tx *Tx) ReopenReview(ctx context.Context, id string, undone review.Decision, reviewer string, until time.Time) (it review.Item, ok bool, err error) {
	const op = "reopening the queue item"
	if err := tx.requireWrite(op); err != nil {
		return it, false, err
	}
	args := []any{reviewer, micros(until), id, undone.Seq, micros(tx.now)}
	q := sqlReopen
	switch undone.Role {
	case review.RoleFirst:
		q = sqlReopenFirst
	case review.RoleSecond:
		q = sqlReopenSecond
	}
	res, err := tx.exec(ctx, q, args...)
	if err != nil {
		return it, false, tx.db.fail(op, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return it, false, tx.db.fail(op, err)
	}
	if n != 1 {
		return it, false, nil
	}
	it, err = tx.Item(ctx, id)
	return it, err == nil, err
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
	attempts = attempts + CASE WHEN state = 'claimed' AND lease_holder = ?2 AND lease_expires_us > ?4 THEN 0 ELSE 1 END,
	claimed_us = CASE WHEN state = 'claimed' AND lease_holder = ?2 AND lease_expires_us > ?4 THEN claimed_us ELSE ?4 END
WHERE seq = (SELECT seq FROM events WHERE id = ?1)
	AND (state = 'pending' OR (state = 'claimed' AND (lease_holder = ?2 OR lease_expires_us <= ?4)))
	AND (stage != 'adjudication' OR ?5)
	AND coalesce(first_reviewer, '') != ?2 AND coalesce(second_reviewer, '') != ?2
RETURNING seq`)
	sqlRenewLease = hot(`UPDATE items SET lease_expires_us = ?3
WHERE seq = (SELECT seq FROM events WHERE id = ?1) AND state = 'claimed' AND lease_holder = ?2 AND lease_expires_us > ?4
RETURNING seq`)
	sqlReleaseLease = hot(`UPDATE items SET state = 'pending', lease_holder = NULL, lease_expires_us = NULL
WHERE seq = (SELECT seq FROM events WHERE id = ?) AND state = 'claimed' AND lease_holder = ?`)
	sqlMarkDecided = hot(`UPDATE items SET state = 'decided', decided_seq = ?, lease_holder = NULL, lease_expires_us = NULL
WHERE seq = (SELECT seq FROM events WHERE id = ?) AND state = 'claimed'`)
	sqlReopen = hot(`UPDATE items SET state = 'claimed', decided_seq = NULL, lease_holder = ?1, lease_expires_us = ?2, claimed_us = ?5
WHERE seq = (SELECT seq FROM events WHERE id = ?3) AND state = 'decided' AND decided_seq = ?4`)
	sqlReopenFirst = hot(`UPDATE items SET state = 'claimed', lease_holder = ?1, lease_expires_us = ?2, claimed_us = ?5,
	stage = 'review', first_review_seq = NULL, first_reviewer = NULL
WHERE seq = (SELECT seq FROM events WHERE id = ?3) AND stage = 'second_review' AND first_review_seq = ?4
	AND (state = 'pending' OR (state = 'claimed' AND lease_expires_us <= ?5))`)
	sqlReopenSecond = hot(`UPDATE items SET state = 'claimed', lease_holder = ?1, lease_expires_us = ?2, claimed_us = ?5,
	stage = 'second_review', second_review_seq = NULL, second_reviewer = NULL, decided_seq = NULL
WHERE seq = (SELECT seq FROM events WHERE id = ?3) AND second_review_seq = ?4
	AND ((state = 'decided' AND decided_seq = ?4)
		OR (stage = 'adjudication' AND (state = 'pending' OR (state = 'claimed' AND lease_expires_us <= ?5))))`)
	sqlFirstReview = hot(`UPDATE items SET state = 'pending', lease_holder = NULL, lease_expires_us = NULL,
	stage = 'second_review', first_review_seq = ?1, first_reviewer = ?2
WHERE seq = (SELECT seq FROM events WHERE id = ?3) AND state = 'claimed' AND stage = 'review' AND reviews_required = 2`)
	sqlSecondReviewAgree = hot(`UPDATE items SET state = 'decided', decided_seq = ?1, lease_holder = NULL, lease_expires_us = NULL,
	second_review_seq = ?1, second_reviewer = ?2
WHERE seq = (SELECT seq FROM events WHERE id = ?3) AND state = 'claimed' AND stage = 'second_review'`)
	sqlSecondReviewDisagree = hot(`UPDATE items SET state = 'pending', lease_holder = NULL, lease_expires_us = NULL,
	stage = 'adjudication', second_review_seq = ?1, second_reviewer = ?2
WHERE seq = (SELECT seq FROM events WHERE id = ?3) AND state = 'claimed' AND stage = 'second_review'`)
	sqlStatus = hot(`SELECT state, lease_holder, lease_expires_us, blocking_count, decided_seq,
	reviews_required, stage, first_review_seq, first_reviewer, second_review_seq, second_reviewer, claimed_us
FROM items WHERE seq = (SELECT seq FROM events WHERE id = ?)`)
)
