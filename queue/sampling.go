package queue

import (
	"context"

	"recap/review"
	"recap/sampling"
	"recap/store"
)

// SamplingChange is one recorded attempt to change sampling.
type SamplingChange = store.SamplingChange

// Outcomes of a sampling change.
const (
	SamplingApplied = store.SamplingApplied
	SamplingRefused = store.SamplingRefused
)

// SamplingChangeFunc prepares an attempt to change sampling, called with
// the writer's turn held: it reads the policy in force, returns the row to
// record, and, for an applied change, apply to write the new policy (nil
// for a refused attempt).
type SamplingChangeFunc func() (row store.SamplingChange, apply func() error, err error)

// ChangeSampling records an attempt to change sampling in its append-only
// record, in one write transaction: prepare runs with the writer's turn
// held, so concurrent changes take turns and each reads the policy the
// previous one wrote; the row is appended, then apply writes the policy,
// then the transaction commits. When prepare or apply fails nothing is
// recorded.
func (s *Service) ChangeSampling(ctx context.Context, prepare SamplingChangeFunc) (store.SamplingChange, error) {
	tx, err := s.db.BeginWrite(ctx, s.clock)
	if err != nil {
		return store.SamplingChange{}, err
	}
	defer tx.Rollback()
	row, apply, err := prepare()
	if err != nil {
		return row, err
	}
	if row, err = tx.AppendSamplingChange(ctx, row); err != nil {
		return row, err
	}
	if apply != nil {
		if err := apply(); err != nil {
			return row, err
		}
	}
	return row, tx.Commit()
}

// SamplingChanges returns every recorded attempt to change sampling.
func (s *Service) SamplingChanges(ctx context.Context) ([]store.SamplingChange, error) {
	tx, err := s.db.BeginRead(ctx, s.clock())
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return tx.SamplingChanges(ctx)
}

// SamplingUnits turns the routing history into what the sampling
// estimators read: each event's recorded probability of review, whether
// it was put in front of a human, and the decision that stands on it.
func SamplingUnits(evs []store.RoutedEvent) []sampling.RoutedUnit {
	out := make([]sampling.RoutedUnit, len(evs))
	for i, ev := range evs {
		out[i] = sampling.RoutedUnit{
			Unit: sampling.Unit{
				Prob:      ev.SampleRate,
				Selected:  ev.Sampled || ev.Action == review.ActionBlock || ev.Action == review.ActionReview,
				Decided:   ev.Decision != "",
				Defective: ev.Decision == review.DecisionReject || ev.Decision == review.DecisionReconstruct,
			},
			Classes: ev.Classes,
			Forced:  ev.Forced,
		}
	}
	return out
}
