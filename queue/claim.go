package queue

import (
	"context"
	"fmt"
	"strings"

	"recap/review"
	"recap/store"
)

// Claim leases an item to reviewer for the lease duration: the next
// available one (highest priority, then oldest) when id is "", or the named
// one. Claiming an item you already hold renews the lease.
//
// Errors: ENOTFOUND "no item is waiting" or "no event X"; ECONFLICT when the
// item is held by someone else (who and until when) or already decided (how,
// by whom and when).
func (s *Service) Claim(ctx context.Context, reviewer, id string) (review.Item, error) {
	if err := s.requireReviewer(reviewer); err != nil {
		return review.Item{}, err
	}
	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return review.Item{}, err
	}
	defer tx.Rollback()
	until := tx.Now().Add(s.lease)
	lead := s.isLead(reviewer)

	var it review.Item
	if id == "" {
		if _, err := tx.ReclaimExpired(ctx); err != nil {
			return it, err
		}
		if it, err = tx.ClaimNext(ctx, reviewer, lead, until); err != nil {
			return it, explainNothingForYou(ctx, tx, err, lead)
		}
	} else {
		var ok bool
		if it, ok, err = tx.ClaimByID(ctx, id, reviewer, lead, until); err != nil {
			return it, err
		}
		if !ok {
			cur, err := tx.Item(ctx, id)
			if err != nil {
				return it, err
			}
			if cur.State == review.StatePending || cur.State == review.StateAdjudication {
				st, err := tx.Status(ctx, id)
				if err != nil {
					return it, err
				}
				if err := explainDual(st, id, reviewer, lead); err != nil {
					return it, err
				}
			}
			return it, explainUnavailable(cur, reviewer, tx.Now())
		}
	}
	return it, tx.Commit()
}

// explainNothingForYou turns "no item is waiting" into what is waiting
// that the reviewer may not take: items they gave the first review of, and
// adjudications for a lead.
func explainNothingForYou(ctx context.Context, tx *store.Tx, err error, lead bool) error {
	if review.ErrorCode(err) != review.ENOTFOUND {
		return err
	}
	c, cerr := tx.CountItems(ctx)
	if cerr != nil || c.SecondReview+c.Adjudication == 0 {
		return err
	}
	var waiting []string
	if c.SecondReview > 0 {
		waiting = append(waiting, fmt.Sprintf("%d wait for a second review by someone other than their first reviewer", c.SecondReview))
	}
	if c.Adjudication > 0 {
		who := "a lead's adjudication"
		if lead {
			who = "adjudication by a lead who gave neither review"
		}
		waiting = append(waiting, fmt.Sprintf("%d await %s", c.Adjudication, who))
	}
	return review.Errorf(review.ENOTFOUND, "no item is waiting for you: %s", strings.Join(waiting, "; "))
}

// Heartbeat renews reviewer's live lease on id. It fails with ELEASE when
// reviewer does not hold the item or the lease already ran out.
func (s *Service) Heartbeat(ctx context.Context, reviewer, id string) (review.Item, error) {
	if err := s.requireReviewer(reviewer); err != nil {
		return review.Item{}, err
	}
	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return review.Item{}, err
	}
	defer tx.Rollback()
	it, ok, err := tx.RenewLease(ctx, id, reviewer, tx.Now().Add(s.lease))
	if err != nil {
		return it, err
	}
	if !ok {
		return it, s.leaseError(ctx, tx, reviewer, id)
	}
	return it, tx.Commit()
}

// Release gives back an item reviewer holds; it is pending again.
func (s *Service) Release(ctx context.Context, reviewer, id string) error {
	if err := s.requireReviewer(reviewer); err != nil {
		return err
	}
	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	ok, err := tx.ReleaseLease(ctx, id, reviewer)
	if err != nil {
		return err
	}
	if !ok {
		if _, err := tx.Item(ctx, id); err != nil {
			return err
		}
		return review.Errorf(review.ELEASE, "you (%q) do not hold event %q, so there is nothing to release", reviewer, id)
	}
	return tx.Commit()
}

// leaseError explains why reviewer has no live lease on id: there is no
// such event (ENOTFOUND), it is decided or needs no review (ECONFLICT), or
// the lease is someone else's, ran out, or was never taken (ELEASE).
func (s *Service) leaseError(ctx context.Context, tx *store.Tx, reviewer, id string) error {
	it, err := tx.Item(ctx, id)
	if err != nil {
		return err
	}
	switch it.State {
	case review.StateDecided, review.StatePassed:
		return explainUnavailable(it, reviewer, tx.Now())
	}
	st, err := tx.Status(ctx, id)
	if err != nil {
		return err
	}
	// An item reviewer may not take at all says why, rather than "claim
	// it first": they gave its first review, or it awaits a lead.
	if !st.HeldBy(reviewer, tx.Now()) {
		if err := explainDual(st, id, reviewer, s.isLead(reviewer)); err != nil {
			return err
		}
	}
	if st.State == review.StateClaimed {
		switch now := tx.Now(); {
		case st.LeaseHolder == reviewer && !now.Before(st.LeaseExpires):
			return review.Errorf(review.ELEASE, "your lease on event %q ran out at %s; claim it again (recap claim %q)", id, when(st.LeaseExpires, now), id)
		case st.LeaseHolder != reviewer && now.Before(st.LeaseExpires):
			return review.Errorf(review.ELEASE, "event %q is held by %q until %s, not by you (%q)", id, st.LeaseHolder, when(st.LeaseExpires, now), reviewer)
		}
	}
	return review.Errorf(review.ELEASE, "you (%q) do not hold event %q: claim it first (recap claim %q)", reviewer, id, id)
}
