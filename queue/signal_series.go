package queue

import (
	"context"
	"time"

	"recap/review"
)

// SignalSeries is the monitoring signals over time: the window cut into
// equal steps, each with the signals of the events routed in it. The
// Leads screen draws its sparklines from it.
type SignalSeries struct {
	Since time.Time     `json:"since"`
	Until time.Time     `json:"until"`
	Step  time.Duration `json:"step"`
	// Steps holds one group per step, oldest first; step i covers
	// [Since + i·Step, Since + (i+1)·Step). Queue ages are not computed
	// per step (they are a property of now, not of the past).
	Steps []SignalGroup `json:"steps"`
}

// SignalSeries computes the signals of the events routed at or after
// since, in steps of step (the last one may be partial), in one read
// snapshot. It refuses more than 1000 steps.
func (s *Service) SignalSeries(ctx context.Context, since time.Time, step time.Duration) (SignalSeries, error) {
	now := s.clock()
	if step <= 0 {
		return SignalSeries{}, review.Errorf(review.EINVALID, "the step of a signal series must be positive, got %s", step)
	}
	if !since.Before(now) {
		return SignalSeries{}, review.Errorf(review.EINVALID, "the series starts at %s, which is not before now (%s)", whenExact(since), whenExact(now))
	}
	n := int((now.Sub(since) + step - 1) / step)
	if n > 1000 {
		return SignalSeries{}, review.Errorf(review.EINVALID, "%s in steps of %s is %d steps; use a longer step (at most 1000 steps)", now.Sub(since).Round(time.Second), step, n)
	}
	tx, err := s.db.BeginRead(ctx, now)
	if err != nil {
		return SignalSeries{}, err
	}
	defer tx.Rollback()
	evs, err := tx.SignalEventsSince(ctx, since)
	if err != nil {
		return SignalSeries{}, err
	}
	tallies := make([]*groupTally, n)
	for i := range tallies {
		tallies[i] = newGroupTally(since.Add(time.Duration(i) * step).UTC().Format(time.RFC3339))
	}
	for _, ev := range evs {
		i := int(ev.ReceivedAt.Sub(since) / step)
		if i == n && !ev.ReceivedAt.After(now) {
			i = n - 1 // received at exactly now, at the end of the last step
		}
		if i < 0 || i >= n {
			continue
		}
		obs, err := observe(ctx, tx, ev)
		if err != nil {
			return SignalSeries{}, err
		}
		tallies[i].add(obs)
	}
	out := SignalSeries{Since: since.UTC(), Until: now, Step: step, Steps: make([]SignalGroup, n)}
	for i, t := range tallies {
		out.Steps[i] = t.group()
	}
	return out, nil
}
