package queue

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"recap/review"
	"recap/store"
)

// Decide records reviewer d.Author's decision on d.EventID.
//
// It validates d ([review.Decision.Validate]), sets d.At from the clock,
// requires d.Author to hold a live lease on the item (ELEASE otherwise),
// refuses an item already decided, naming who decided it and when
// (ECONFLICT), and writes the ledger row and the item's transition in one
// transaction. It returns the stored row, with Seq and Hash.
//
// Approving an item with blocking findings needs d.Override and a reason;
// Override on anything else is refused (EINVALID), so the ledger never
// claims an override that did not happen. A reconstruction needs a reason
// and the rewritten summary text; its contract may be nil, and whatever is
// given is validated as the event's summary would be. Finding verdicts must
// name findings of the item's routing by [review.Finding.Key].
func (s *Service) Decide(ctx context.Context, d review.Decision) (review.Decision, error) {
	now := s.clock()
	d.At, d.Seq, d.Hash, d.Reverses, d.ClaimedAt, d.Role, d.Reviews = now, 0, "", 0, nil, review.RoleSole, nil
	if d.Kind == review.DecisionReversal {
		return d, review.Errorf(review.EINVALID, "a reversal is recorded by undo, not decided")
	}
	if err := d.Validate(); err != nil {
		return d, err
	}
	if d.Kind != review.DecisionReconstruct && (d.ReconstructedSummary != nil || d.ReconstructedContract != nil) {
		return d, review.Errorf(review.EINVALID, "only a reconstruction carries a rewritten summary or contract; this is %s", d.Kind)
	}
	if d.Override && d.Kind != review.DecisionApprove {
		return d, review.Errorf(review.EINVALID, "only an approval can override blocking findings; this is %s", d.Kind)
	}
	if d.Kind == review.DecisionReconstruct {
		// The stored event never changes, so its bytes are read outside
		// the write transaction and the write lock is not held while the
		// reconstruction is validated.
		if err := s.validateReconstruction(ctx, now, d); err != nil {
			return d, err
		}
	}

	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return d, err
	}
	defer tx.Rollback()
	st, err := tx.Status(ctx, d.EventID)
	if err != nil {
		return d, err
	}
	if !st.HeldBy(d.Author, tx.Now()) {
		return d, s.leaseError(ctx, tx, d.Author, d.EventID)
	}
	if !st.ClaimedAt.IsZero() {
		claimed := st.ClaimedAt
		d.ClaimedAt = &claimed
	}
	if d.Kind == review.DecisionApprove {
		switch {
		case st.BlockingCount > 0 && !d.Override:
			return d, review.Errorf(review.EINVALID,
				"event %q has %d blocking finding(s): approving it needs an explicit override (--override) and a --reason; otherwise reject or reconstruct",
				d.EventID, st.BlockingCount)
		case st.BlockingCount == 0 && d.Override:
			return d, review.Errorf(review.EINVALID, "event %q has no blocking findings, so there is nothing to override; approve without --override", d.EventID)
		}
	}
	if len(d.Verdicts) > 0 {
		r, err := tx.Routing(ctx, d.EventID)
		if err != nil {
			return d, err
		}
		if err := checkVerdicts(d.Verdicts, r); err != nil {
			return d, err
		}
	}
	stored, err := s.recordReview(ctx, tx, st, d)
	if err != nil {
		return d, err
	}
	if err := tx.Commit(); err != nil {
		return d, err
	}
	return stored, nil
}

// recordReview appends d to the ledger and moves the item on, by the
// review stage it is at:
//
//   - an item that needs one review is decided by it;
//   - the first of two independent reviews (Role first_review) puts the
//     item back in the queue for someone else's;
//   - the second (Role second_review, Reviews = the first) decides the
//     item when the two agree ([review.Agree]) and sends it to
//     adjudication when they do not;
//   - a lead's adjudication (Role adjudication, Reviews = both) decides
//     it; the lead must have given neither review.
func (s *Service) recordReview(ctx context.Context, tx *store.Tx, st store.ItemStatus, d review.Decision) (review.Decision, error) {
	switch {
	case st.Stage == store.StageAdjudication:
		if err := explainDual(st, d.EventID, d.Author, s.isLead(d.Author)); err != nil {
			return d, err
		}
		d.Role, d.Reviews = review.RoleAdjudication, []int64{st.FirstSeq, st.SecondSeq}
	case st.Stage == store.StageSecondReview:
		if err := explainDual(st, d.EventID, d.Author, false); err != nil {
			return d, err
		}
		first, err := tx.Decision(ctx, st.FirstSeq)
		if err != nil {
			return d, err
		}
		d.Role, d.Reviews = review.RoleSecond, []int64{st.FirstSeq}
		stored, err := tx.AppendDecision(ctx, d)
		if err != nil {
			return d, err
		}
		return stored, tx.RecordSecondReview(ctx, d.EventID, stored.Seq, d.Author, review.Agree(first, stored))
	case st.ReviewsRequired == 2:
		d.Role = review.RoleFirst
		stored, err := tx.AppendDecision(ctx, d)
		if err != nil {
			return d, err
		}
		return stored, tx.RecordFirstReview(ctx, d.EventID, stored.Seq, d.Author)
	}
	stored, err := tx.AppendDecision(ctx, d)
	if err != nil {
		return d, err
	}
	return stored, tx.MarkDecided(ctx, d.EventID, stored.Seq)
}

// checkVerdicts requires each verdict to name a finding of the routing,
// once.
func checkVerdicts(vs []review.FindingVerdict, r review.Routing) error {
	keys := map[string]bool{}
	seen := map[string]int{}
	for _, f := range r.Findings {
		keys[f.Key(seen[f.ID])] = true
		seen[f.ID]++
	}
	given := map[string]bool{}
	for i, v := range vs {
		if given[v.Finding] {
			return review.Errorf(review.EINVALID, "finding verdict %d: %q is marked twice; mark each finding once", i, v.Finding)
		}
		given[v.Finding] = true
		if !keys[v.Finding] {
			valid := make([]string, 0, len(keys))
			for k := range keys {
				valid = append(valid, k)
			}
			sort.Strings(valid)
			if len(valid) == 0 {
				return review.Errorf(review.EINVALID, "finding verdict %d: %q: event %q has no findings to mark", i, v.Finding, r.EventID)
			}
			return review.Errorf(review.EINVALID, "finding verdict %d: %q is not a finding of event %q; its findings are %s",
				i, v.Finding, r.EventID, strings.Join(valid, ", "))
		}
	}
	return nil
}

// validateReconstruction checks the rewritten summary and contract as the
// event's own summary would be checked: it puts them into the stored event
// (keeping every other field as received) and runs the event schema and
// validation, reporting the problems under /summary.
func (s *Service) validateReconstruction(ctx context.Context, now time.Time, d review.Decision) error {
	tx, err := s.db.BeginRead(ctx, now)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	se, err := tx.Event(ctx, d.EventID)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(se.Raw))
	dec.UseNumber()
	var doc map[string]any
	if err := dec.Decode(&doc); err != nil {
		return internalf("stored event %q does not decode: %v", d.EventID, err)
	}
	summary := map[string]any{"text": *d.ReconstructedSummary}
	if d.ReconstructedContract != nil {
		b, err := json.Marshal(d.ReconstructedContract)
		if err != nil {
			return review.Errorf(review.EINVALID, "the reconstructed contract does not encode: %v", err)
		}
		var c any
		cd := json.NewDecoder(bytes.NewReader(b))
		cd.UseNumber()
		if err := cd.Decode(&c); err != nil {
			return internalf("re-reading the reconstructed contract: %v", err)
		}
		summary["contract"] = c
	}
	doc["summary"] = summary
	b, err := json.Marshal(doc)
	if err != nil {
		return internalf("encoding the reconstructed event: %v", err)
	}
	_, perr := review.ParseEvent(b)
	if perr == nil {
		return nil
	}
	ve, ok := perr.(*review.ValidationError)
	if !ok {
		return perr
	}
	var msgs []string
	for _, p := range ve.Problems {
		if p.Pointer == "/summary" || strings.HasPrefix(p.Pointer, "/summary/") {
			msgs = append(msgs, p.String())
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	return review.Errorf(review.EINVALID, "the reconstruction of event %q is not valid: %s", d.EventID, strings.Join(msgs, "; "))
}

// Undo reverses reviewer's last decision on id when it is still the item's
// newest ledger row and was made within window: it appends a reversal row
// (Kind [review.DecisionReversal], Reverses = the undone seq) and hands the
// item back to reviewer as claimed with a fresh lease. The undone row stays
// in the ledger; nothing is erased. overridden records, as on a decision,
// that the reviewer's name came from --author or RECAP_AUTHOR.
func (s *Service) Undo(ctx context.Context, reviewer string, overridden bool, id string, window time.Duration) (review.Decision, error) {
	if err := s.requireReviewer(reviewer); err != nil {
		return review.Decision{}, err
	}
	if window <= 0 {
		return review.Decision{}, review.Errorf(review.EINVALID, "the undo window must be positive, got %s", window)
	}
	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return review.Decision{}, err
	}
	defer tx.Rollback()
	now := tx.Now()
	if _, err := tx.Item(ctx, id); err != nil {
		return review.Decision{}, err
	}
	last, err := tx.LastDecision(ctx, id)
	if review.ErrorCode(err) == review.ENOTFOUND {
		return last, review.Errorf(review.ENOTFOUND, "event %q has no decision to undo", id)
	}
	if err != nil {
		return last, err
	}
	switch {
	case last.Kind == review.DecisionReversal:
		return last, review.Errorf(review.ECONFLICT, "the last decision on event %q was already undone (row %d, by %q at %s)", id, last.Seq, last.Author, whenExact(last.At))
	case last.Author != reviewer:
		return last, review.Errorf(review.ECONFLICT, "the last decision on event %q is %q's (%s at %s); only its author can undo it", id, last.Author, last.Kind, whenExact(last.At))
	case now.Sub(last.At) > window:
		return last, review.Errorf(review.ECONFLICT, "your %s of event %q was at %s, more than %s ago; it can no longer be undone (record a new decision through a lead)",
			last.Kind, id, whenExact(last.At), window)
	}
	rev := review.Decision{
		EventID:          id,
		Kind:             review.DecisionReversal,
		Author:           reviewer,
		AuthorOverridden: overridden,
		At:               now,
		Reason:           fmt.Sprintf("undo of %s (row %d)", last.Kind, last.Seq),
		Reverses:         last.Seq,
	}
	if err := rev.Validate(); err != nil {
		return rev, err
	}
	stored, err := tx.AppendDecision(ctx, rev)
	if err != nil {
		return rev, err
	}
	if _, ok, err := tx.ReopenReview(ctx, id, last, reviewer, now.Add(s.lease)); err != nil {
		return rev, err
	} else if !ok {
		return rev, review.Errorf(review.ECONFLICT, "your %s of event %q can no longer be undone: someone has taken the item up since (see recap show %q)", last.Kind, id, id)
	}
	if err := tx.Commit(); err != nil {
		return rev, err
	}
	return stored, nil
}
