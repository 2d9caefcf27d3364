package store

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"

	"recap/review"
)

// Enqueue is one event to store with its routing and queue state.
type Enqueue struct {
	Raw     []byte // the bytes as received
	SHA256  string // hex digest of Raw
	Event   *review.Event
	Routing review.Routing
	// State is the item's first state: [review.StatePending] for events a
	// human must see, [review.StatePassed] for the rest.
	State review.ItemState
}

// EnqueueOutcome says what [Tx.EnqueueBatch] did with an event.
type EnqueueOutcome int

// Enqueue outcomes.
const (
	// Enqueued means the event, its routing and its item were stored.
	Enqueued EnqueueOutcome = iota
	// Duplicate means the same id with the same bytes was already stored;
	// nothing changed.
	Duplicate
	// Conflict means the id is stored with different bytes; nothing was
	// overwritten.
	Conflict
)

// EnqueueResult is what [Tx.EnqueueBatch] did with one event.
type EnqueueResult struct {
	Outcome EnqueueOutcome
	// StoredSHA256 is the digest stored under the event's id: the event's
	// own when Enqueued or Duplicate, the earlier event's on a Conflict.
	StoredSHA256 string
}

// Enqueue stores one event; see [Tx.EnqueueBatch].
func (tx *Tx) Enqueue(ctx context.Context, e Enqueue) (outcome EnqueueOutcome, storedSHA256 string, err error) {
	res, err := tx.EnqueueBatch(ctx, []Enqueue{e})
	if err != nil {
		return 0, "", err
	}
	return res[0].Outcome, res[0].StoredSHA256, nil
}

// enqueueChunk is how many rows one INSERT statement carries. Per
// statement, database/sql and the driver cost as much as storing a small
// row, so an ingest batch is written a chunk at a time.
const enqueueChunk = 64

// EnqueueBatch stores events exactly as received, with their routings and
// queue items, and says what it did with each, in order. Enqueueing is
// idempotent by event id: the same bytes again (stored before, or earlier
// in es) is a [Duplicate]; different bytes under a stored id is a
// [Conflict], and the stored event is left as it was.
func (tx *Tx) EnqueueBatch(ctx context.Context, es []Enqueue) ([]EnqueueResult, error) {
	const op = "storing events"
	if err := tx.requireWrite(op); err != nil {
		return nil, err
	}
	for i, e := range es {
		if e.Event == nil || e.Event.ID == "" {
			return nil, review.Errorf(review.EINVALID, "%s: event %d has no id", op, i)
		}
		if e.State != review.StatePending && e.State != review.StatePassed {
			return nil, review.Errorf(review.EINVALID, "%s: event %q: a new item starts pending or passed, not %q", op, e.Event.ID, e.State)
		}
	}
	out := make([]EnqueueResult, len(es))
	seqs := make([]int64, len(es)) // 0 unless this call stored the event
	received := formatTime(tx.now)

	// Events first. RETURNING names the rows this statement inserted; an
	// id it skipped was stored before (or earlier in es).
	firstAt := make(map[string]int, len(es))
	for i, e := range es {
		if _, seen := firstAt[e.Event.ID]; !seen {
			firstAt[e.Event.ID] = i
		}
	}
	err := chunked(len(es), func(from, to int) error {
		args := make([]any, 0, (to-from)*8)
		for _, e := range es[from:to] {
			ev := e.Event
			args = append(args, ev.ID, e.SHA256, ev.Tenant, ev.TaskID, ev.Agent.Name, formatTime(ev.CreatedAt), received, e.Raw)
		}
		rows, err := tx.query(ctx, insertEventsSQL(to-from), args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var seq int64
			var id string
			if err := rows.Scan(&seq, &id); err != nil {
				return err
			}
			seqs[firstAt[id]] = seq
		}
		return rows.Err()
	})
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	for i, e := range es {
		if seqs[i] != 0 {
			out[i] = EnqueueResult{Outcome: Enqueued, StoredSHA256: e.SHA256}
			continue
		}
		var stored string
		if err := tx.queryRow(ctx, sqlEventDigest, e.Event.ID).Scan(&stored); err != nil {
			return nil, tx.db.fail(op, err)
		}
		out[i] = EnqueueResult{Outcome: Conflict, StoredSHA256: stored}
		if stored == e.SHA256 {
			out[i].Outcome = Duplicate
		}
	}

	// Then the routings and items of the events stored now.
	var fresh []int
	for i := range es {
		if seqs[i] != 0 {
			fresh = append(fresh, i)
		}
	}
	err = chunked(len(fresh), func(from, to int) error {
		rargs := make([]any, 0, (to-from)*11)
		iargs := make([]any, 0, (to-from)*8)
		for _, i := range fresh[from:to] {
			r := es[i].Routing
			classes, risks, findings, err := routingJSON(r)
			if err != nil {
				return review.Errorf(review.EINTERNAL, "%s: encoding the routing of %q: %v", op, es[i].Event.ID, err)
			}
			blocking := 0
			for _, f := range r.Findings {
				if f.Severity == review.SeverityBlock {
					blocking++
				}
			}
			required := 1
			if r.ReviewsRequired == 2 && es[i].State == review.StatePending {
				required = 2
			}
			rargs = append(rargs, seqs[i], string(r.Action), r.Priority, classes, risks, findings,
				r.PolicyVersion, r.SampleRate, r.Sampled, r.Seed, required)
			iargs = append(iargs, seqs[i], string(es[i].State), string(r.Action), r.Priority, len(r.Findings), blocking, micros(tx.now), required)
		}
		if _, err := tx.exec(ctx, insertRoutingsSQL(to-from), rargs...); err != nil {
			return err
		}
		_, err := tx.exec(ctx, insertItemsSQL(to-from), iargs...)
		return err
	})
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	return out, nil
}

// chunked calls fn for consecutive ranges of at most enqueueChunk of n.
func chunked(n int, fn func(from, to int) error) error {
	for from := 0; from < n; from += enqueueChunk {
		if err := fn(from, min(from+enqueueChunk, n)); err != nil {
			return err
		}
	}
	return nil
}

func routingJSON(r review.Routing) (classes, risks, findings string, err error) {
	var b []byte
	if b, err = json.Marshal(nonNil(r.RiskClassNames())); err != nil {
		return
	}
	classes = string(b)
	if b, err = json.Marshal(nonNil(r.Risks)); err != nil {
		return
	}
	risks = string(b)
	if b, err = json.Marshal(nonNil(r.Findings)); err != nil {
		return
	}
	findings = string(b)
	return
}

// valuesSQL returns an INSERT statement head followed by n rows of
// placeholders, each with cols columns, and the tail.
func valuesSQL(head string, cols, n int, tail string) string {
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", cols), ", ") + ")"
	var b strings.Builder
	b.WriteString(head)
	b.WriteString(" VALUES ")
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(row)
	}
	b.WriteString(tail)
	return b.String()
}

func insertEventsSQL(n int) string {
	return valuesSQL(`INSERT INTO events (id, sha256, tenant, task_id, agent, created_at, received_at, raw)`, 8, n,
		` ON CONFLICT (id) DO NOTHING RETURNING seq, id`)
}

func insertRoutingsSQL(n int) string {
	return valuesSQL(`INSERT INTO routings (event_seq, action, priority, risk_classes, risks, findings,
		policy_version, sample_rate, sampled, seed, reviews_required)`, 11, n, ``)
}

func insertItemsSQL(n int) string {
	return valuesSQL(`INSERT INTO items (seq, state, action, priority, finding_count, blocking_count, enqueued_us, reviews_required)`, 8, n, ``)
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// RecordPolicy stores a policy's content the first time it is used. The
// same version with the same content is stored once; a changed policy that
// kept its version number is stored too, under its own digest.
func (tx *Tx) RecordPolicy(ctx context.Context, version string, content []byte) error {
	const op = "recording the routing policy"
	if err := tx.requireWrite(op); err != nil {
		return err
	}
	if content == nil {
		content = []byte{}
	}
	_, err := tx.exec(ctx, sqlInsertPolicy, version, review.Digest(content), content, formatTime(tx.now))
	return tx.db.fail(op, err)
}

// Policy is a stored routing policy.
type Policy struct {
	Version     string
	SHA256      string
	Content     []byte
	FirstUsedAt string
}

// Policies returns the stored versions of a policy, oldest first.
func (tx *Tx) Policies(ctx context.Context, version string) ([]Policy, error) {
	rows, err := tx.query(ctx, `SELECT version, sha256, content, first_used_at FROM policy_versions
		WHERE version = ? ORDER BY first_used_at, sha256`, version)
	if err != nil {
		return nil, tx.db.fail("reading policies", err)
	}
	defer rows.Close()
	var out []Policy
	for rows.Next() {
		var p Policy
		if err := rows.Scan(&p.Version, &p.SHA256, &p.Content, &p.FirstUsedAt); err != nil {
			return nil, tx.db.fail("reading policies", err)
		}
		out = append(out, p)
	}
	return out, tx.db.fail("reading policies", rows.Err())
}

// StoredEvent is an event as stored: its bytes, their digest and the event
// decoded from them.
type StoredEvent struct {
	Raw        []byte
	SHA256     string
	Event      *review.Event
	ReceivedAt string
}

// Event returns the stored event with the given id, or an ENOTFOUND error.
func (tx *Tx) Event(ctx context.Context, id string) (StoredEvent, error) {
	var se StoredEvent
	err := tx.queryRow(ctx, sqlEvent, id).Scan(&se.Raw, &se.SHA256, &se.ReceivedAt)
	if err != nil {
		return se, notFound(tx.db.fail("reading an event", err), "no event %q", id)
	}
	dec := json.NewDecoder(bytes.NewReader(se.Raw))
	dec.UseNumber()
	var ev review.Event
	if err := dec.Decode(&ev); err != nil {
		return se, review.Errorf(review.EINTERNAL, "stored event %q no longer decodes (%v); run recap audit verify", id, err)
	}
	se.Event = &ev
	return se, nil
}

// Routing returns how the event was routed, or an ENOTFOUND error.
func (tx *Tx) Routing(ctx context.Context, id string) (review.Routing, error) {
	r := review.Routing{EventID: id}
	var action, risks, findings string
	err := tx.queryRow(ctx, sqlRouting, id).
		Scan(&action, &r.Priority, &risks, &findings, &r.PolicyVersion, &r.SampleRate, &r.Sampled, &r.Seed, &r.ReviewsRequired)
	if err != nil {
		return r, notFound(tx.db.fail("reading a routing", err), "no event %q", id)
	}
	r.Action = review.RouteAction(action)
	if err := json.Unmarshal([]byte(risks), &r.Risks); err != nil {
		return r, review.Errorf(review.EINTERNAL, "routing of %q: stored risks do not decode: %v", id, err)
	}
	if err := json.Unmarshal([]byte(findings), &r.Findings); err != nil {
		return r, review.Errorf(review.EINTERNAL, "routing of %q: stored findings do not decode: %v", id, err)
	}
	return r, nil
}

// notFound replaces the message of an ENOTFOUND error with a specific one
// and passes any other error through.
func notFound(err error, format string, args ...any) error {
	if review.ErrorCode(err) == review.ENOTFOUND {
		return review.Errorf(review.ENOTFOUND, format, args...)
	}
	return err
}

// The hot statements of this file, compiled once at Open. A full chunk of
// each multi-row insert is hot; a shorter last chunk is compiled within its
// transaction.
var (
	_               = hot(insertEventsSQL(enqueueChunk))
	_               = hot(insertRoutingsSQL(enqueueChunk))
	_               = hot(insertItemsSQL(enqueueChunk))
	sqlEventDigest  = hot(`SELECT sha256 FROM events WHERE id = ?`)
	sqlInsertPolicy = hot(`INSERT INTO policy_versions (version, sha256, content, first_used_at)
		VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`)
	sqlEvent   = hot(`SELECT raw, sha256, received_at FROM events WHERE id = ?`)
	sqlRouting = hot(`SELECT action, priority, risks, findings, policy_version, sample_rate, sampled, seed, reviews_required
		FROM routings WHERE event_seq = (SELECT seq FROM events WHERE id = ?)`)
)
