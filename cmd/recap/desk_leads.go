package main

import (
	"context"
	"errors"
	"strings"
	"time"

	"recap/queue"
	"recap/review"
	"recap/sampling"
)

// deskLeads feeds the desk's Leads screen: the sampling report and the
// signals from the queue, and rate changes through the same path as
// `recap sampling set`. The policy is read again on every call, so the
// screen shows a change as soon as it is written.
type deskLeads struct {
	a        *app
	svc      *queue.Service
	explicit bool // --policy was given: a missing file is an error
}

// policy reads the policy in force. Its errors are the user's to fix
// (the file's path, line and key), so they are reported as invalid input,
// not as internal faults.
func (l deskLeads) policy() (*sampling.Policy, error) {
	p, err := l.a.loadPolicy(l.explicit)
	if err != nil {
		return nil, review.Errorf(review.EINVALID, "%v", err)
	}
	return p, nil
}

func (l deskLeads) SamplingReport(ctx context.Context, since time.Time) (queue.SamplingReport, error) {
	p, err := l.policy()
	if err != nil {
		return queue.SamplingReport{}, err
	}
	h, err := l.svc.SamplingHistory(ctx, since)
	if err != nil {
		return queue.SamplingReport{}, err
	}
	return queue.BuildSamplingReport(p, h), nil
}

func (l deskLeads) SignalSeries(ctx context.Context, since time.Time, step time.Duration) (queue.SignalSeries, error) {
	return l.svc.SignalSeries(ctx, since, step)
}

func (l deskLeads) IsLead(name string) bool {
	p, err := l.policy()
	return err == nil && p.IsLead(name)
}

func (l deskLeads) SetSampling(ctx context.Context, who string, overridden bool, class, value, reason string) (queue.SamplingChange, error) {
	if class != sampling.BaseClass {
		if _, err := review.ParseRiskClass(class); err != nil {
			return queue.SamplingChange{}, review.Errorf(review.EINVALID, "%v, or %q for the base rate", err, sampling.BaseClass)
		}
	}
	action, err := sampling.ParseSamplingValue(value)
	if err != nil {
		return queue.SamplingChange{}, review.Errorf(review.EINVALID, "%v", err)
	}
	if strings.TrimSpace(reason) == "" {
		return queue.SamplingChange{}, review.Errorf(review.EINVALID, "a sampling change needs a reason (it is recorded)")
	}
	row, _, err := l.a.changeSampling(ctx, l.svc, l.explicit, who, overridden, class, action, reason)
	var re *review.Error
	if err != nil && !errors.As(err, &re) {
		// The policy file could not be read, parsed or written: say so as
		// it is, with its path, rather than as an internal fault.
		err = review.Errorf(review.EINVALID, "%v", err)
	}
	return row, err
}
