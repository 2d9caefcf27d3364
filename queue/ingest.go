package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"

	"recap/review"
	"recap/store"
)

// IngestOptions tunes [Service.Ingest].
type IngestOptions struct {
	// Strict ingests everything in one transaction: any conflict (or
	// unparsable event) aborts all of it.
	Strict bool
}

// IngestReport says what [Service.Ingest] did.
type IngestReport struct {
	Ingested   int // new events stored and enqueued
	Duplicates int // same id and same sha256: skipped
	// Conflicts are events whose id is stored with a different body:
	// refused, never overwritten. Pointer is "/id"; Message says which id
	// and what to do.
	Conflicts []review.Problem
	// Invalid are events handed in without a parsed Event whose bytes did
	// not parse; they were skipped.
	Invalid  []review.Problem
	ByAction map[review.RouteAction]int // new events by routing action
}

// IngestBatch is how many events one ingest transaction stores. Large
// enough that the per-commit fsync is shared by many events, small enough
// that a reviewer's claim waits at most one batch for the write lock.
const IngestBatch = 500

// Ingest routes and enqueues events in batched transactions. Events that
// need no human (routed pass, or sample and not sampled) are stored with
// item state passed, so the population can still be counted. Routing runs
// before each transaction begins, so the write lock is held only to store.
// If a batch fails, the error is returned with a report of what the
// batches before it stored (they stay stored, unless opt.Strict).
func (s *Service) Ingest(ctx context.Context, evs []*review.RawEvent, opt IngestOptions) (IngestReport, error) {
	rep := IngestReport{ByAction: map[review.RouteAction]int{}}
	if s.router == nil {
		return rep, internalf("the queue has no router configured")
	}
	batch := IngestBatch
	if opt.Strict {
		batch = len(evs)
	}
	for start := 0; start < len(evs); start += batch {
		end := min(start+batch, len(evs))
		items, invalid, bad := s.route(evs[start:end], start)
		if opt.Strict && bad > 0 {
			rep = IngestReport{ByAction: map[review.RouteAction]int{}, Invalid: invalid}
			return rep, review.Errorf(review.EINVALID, "%d invalid event(s); nothing was ingested (strict): fix them, or ingest without --strict to keep the valid ones", bad)
		}
		rep.Invalid = append(rep.Invalid, invalid...)
		got, err := s.ingestBatch(ctx, items, opt.Strict)
		if err != nil {
			if opt.Strict {
				return IngestReport{ByAction: map[review.RouteAction]int{}, Conflicts: got.Conflicts}, err
			}
			return rep, err
		}
		rep.Ingested += got.Ingested
		rep.Duplicates += got.Duplicates
		rep.Conflicts = append(rep.Conflicts, got.Conflicts...)
		for a, n := range got.ByAction {
			rep.ByAction[a] += n
		}
		slog.Debug("ingested batch", "events", end-start, "new", got.Ingested, "duplicates", got.Duplicates, "conflicts", len(got.Conflicts))
	}
	return rep, nil
}

// route digests and routes events outside any transaction. It returns the
// events to store, the problems of those that cannot be stored, and how
// many those are. offset is the index of evs[0] in the caller's slice, so
// problems name the event.
func (s *Service) route(evs []*review.RawEvent, offset int) (out []store.Enqueue, invalid []review.Problem, bad int) {
	out = make([]store.Enqueue, 0, len(evs))
	for i, raw := range evs {
		if raw == nil {
			continue
		}
		where := fmt.Sprintf("event %d", offset+i+1)
		if len(raw.Bytes) == 0 {
			bad++
			invalid = append(invalid, review.Problem{Message: where + ": no bytes were received; nothing to store"})
			continue
		}
		ev := raw.Event
		if ev == nil {
			parsed, err := review.ParseEvent(raw.Bytes)
			if err != nil {
				bad++
				ve, ok := err.(*review.ValidationError)
				if !ok {
					invalid = append(invalid, review.Problem{Message: where + ": " + err.Error()})
					continue
				}
				for _, p := range ve.Problems {
					p.Message = where + ": " + p.Message
					invalid = append(invalid, p)
				}
				continue
			}
			ev = parsed.Event
		}
		r := s.router.Route(ev)
		r.EventID = ev.ID
		state := review.StatePassed
		if r.NeedsReview() {
			state = review.StatePending
		}
		// The digest is computed here, from the bytes stored, never taken
		// from the caller: it is the proof of what arrived.
		out = append(out, store.Enqueue{Raw: raw.Bytes, SHA256: review.Digest(raw.Bytes), Event: ev, Routing: r, State: state})
	}
	return out, invalid, bad
}

func (s *Service) ingestBatch(ctx context.Context, items []store.Enqueue, strict bool) (IngestReport, error) {
	rep := IngestReport{ByAction: map[review.RouteAction]int{}}
	if len(items) == 0 {
		return rep, nil
	}
	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return rep, err
	}
	defer tx.Rollback()

	version, content := s.router.Policy()
	if err := tx.RecordPolicy(ctx, version, content); err != nil {
		return rep, err
	}
	recorded := map[string]bool{version + "\x00" + review.Digest(content): true}
	for _, e := range items {
		if err := s.recordEventPolicy(ctx, tx, e, recorded); err != nil {
			return rep, err
		}
	}
	results, err := tx.EnqueueBatch(ctx, items)
	if err != nil {
		return rep, err
	}
	for i, res := range results {
		e := items[i]
		switch res.Outcome {
		case store.Enqueued:
			rep.Ingested++
			rep.ByAction[e.Routing.Action]++
		case store.Duplicate:
			rep.Duplicates++
		case store.Conflict:
			rep.Conflicts = append(rep.Conflicts, review.Problem{
				Pointer: "/id",
				Message: fmt.Sprintf("event %q is already stored with a different body (stored sha256 %.12s…, this one %.12s…); it was not overwritten: give a changed event a new id, or drop it if it is a resend",
					e.Event.ID, res.StoredSHA256, e.SHA256),
			})
		}
	}
	if strict && len(rep.Conflicts) > 0 {
		return rep, review.Errorf(review.ECONFLICT, "%d event(s) conflict with stored ones; nothing was ingested (strict): give changed events new ids, or ingest without --strict to keep the rest", len(rep.Conflicts))
	}
	return rep, tx.Commit()
}

// recordEventPolicy stores the policy block an event carried when its
// routing names that policy rather than the router's own.
func (s *Service) recordEventPolicy(ctx context.Context, tx *store.Tx, e store.Enqueue, recorded map[string]bool) error {
	p := e.Event.Policy
	v := e.Routing.PolicyVersion
	if p == nil || v == "" || p.Version != v {
		return nil
	}
	content, err := json.Marshal(p)
	if err != nil {
		return internalf("encoding the policy of event %q: %v", e.Event.ID, err)
	}
	key := v + "\x00" + review.Digest(content)
	if recorded[key] {
		return nil
	}
	recorded[key] = true
	return tx.RecordPolicy(ctx, v, content)
}
