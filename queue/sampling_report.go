package queue

import (
	"context"
	"math"
	"slices"
	"time"

	"recap/review"
	"recap/sampling"
	"recap/store"
)

// SamplingHistory is the routing history of a window, as the sampling
// estimators read it.
type SamplingHistory struct {
	Since, Until time.Time
	// Days is how many days the history covers: from the window's start,
	// or from the first event when the database is younger than the
	// window, to Until, rounded up to whole days so a day's traffic is not
	// extrapolated from an hour of it.
	Days  float64
	Units []sampling.RoutedUnit
	// Pairs are the dual-reviewed items with both reviews standing.
	Pairs []store.DualPair
}

// SamplingHistory reads the events routed at or after since, with the
// probability of review recorded for each, the decision standing on it,
// and the dual reviews, in one snapshot.
func (s *Service) SamplingHistory(ctx context.Context, since time.Time) (SamplingHistory, error) {
	now := s.clock()
	tx, err := s.db.BeginRead(ctx, now)
	if err != nil {
		return SamplingHistory{}, err
	}
	defer tx.Rollback()
	evs, err := tx.RoutedSince(ctx, since)
	if err != nil {
		return SamplingHistory{}, err
	}
	pairs, err := tx.DualPairs(ctx, since)
	if err != nil {
		return SamplingHistory{}, err
	}
	start := since
	if len(evs) > 0 && evs[0].ReceivedAt.After(start) {
		start = evs[0].ReceivedAt
	}
	return SamplingHistory{
		Since: since, Until: now, Units: SamplingUnits(evs), Pairs: pairs,
		Days: max(1, math.Ceil(now.Sub(start).Hours()/24)),
	}, nil
}

// SamplingRowClasses are the rows of the sampling tables: every risk
// class, then the base rate (events routed with no risk class).
func SamplingRowClasses() []string {
	out := make([]string, 0, len(review.RiskClasses)+1)
	for _, c := range review.RiskClasses {
		out = append(out, string(c))
	}
	return append(out, sampling.BaseClass)
}

// UnitsOf selects the units of a row: those with the class (an event with
// several classes counts under each), or those with none for the base row.
func UnitsOf(units []sampling.RoutedUnit, class string) []sampling.RoutedUnit {
	var out []sampling.RoutedUnit
	for _, u := range units {
		if class == sampling.BaseClass && len(u.Classes) == 0 ||
			slices.Contains(u.Classes, review.RiskClass(class)) {
			out = append(out, u)
		}
	}
	return out
}

func plainUnits(us []sampling.RoutedUnit) []sampling.Unit {
	out := make([]sampling.Unit, len(us))
	for i, u := range us {
		out[i] = u.Unit
	}
	return out
}

// SamplingRow is one risk class (or the base rate) in the sampling table.
type SamplingRow struct {
	Class  string  `json:"class"`
	Action string  `json:"action"`
	Rate   float64 `json:"rate"`
	// DualReview says the policy asks for two independent reviews.
	DualReview bool `json:"dual_review,omitempty"`
	Routed     int  `json:"routed"`
	// Reviewed counts events with a standing decision; Rejected those
	// rejected or reconstructed.
	Reviewed   int               `json:"reviewed"`
	Rejected   int               `json:"rejected_or_reconstructed"`
	Awaiting   int               `json:"awaiting_review"`
	RejectRate sampling.Interval `json:"reject_rate"`
	// DefectRate is the Horvitz–Thompson estimate over the whole routed
	// population of the row, events routed pass excepted (Unobservable).
	DefectRate   sampling.Interval `json:"defect_rate"`
	Unobservable int               `json:"unobservable"`
}

// ClassAgreement is how often two independent reviewers agreed on the
// dual-reviewed items of one risk class.
type ClassAgreement struct {
	Class string `json:"class"`
	// Items counts items with both reviews standing.
	Items int `json:"items"`
	// Agreed counts items whose two reviews were the same decision;
	// Adjudicated those sent to a lead (different decisions, or two
	// different reconstructions).
	Agreed      int `json:"agreed"`
	Adjudicated int `json:"adjudicated"`
	// Agreement is Agreed/Items; Kappa is Cohen's kappa over the two
	// reviewers' decisions (approve, reject, reconstruct). Both are 0
	// when Items is 0.
	Agreement float64 `json:"percent_agreement"`
	Kappa     float64 `json:"kappa"`
}

// SamplingReport is `recap sampling show` and the Leads screen's table.
type SamplingReport struct {
	PolicyVersion string           `json:"policy_version"`
	Since         time.Time        `json:"since"`
	Until         time.Time        `json:"until"`
	Rows          []SamplingRow    `json:"rows"`
	Agreement     []ClassAgreement `json:"agreement"`
}

// BuildSamplingReport computes, per risk class and for the base rate, the
// policy's action, the volume routed, reviewed and rejected, the reject
// rate with its Wilson interval and the population defect rate estimated
// by Horvitz–Thompson; and the reviewers' agreement per class over
// dual-reviewed items (classes nobody dual-reviewed are left out, "all"
// last).
func BuildSamplingReport(p *sampling.Policy, h SamplingHistory) SamplingReport {
	rep := SamplingReport{PolicyVersion: p.Version, Since: h.Since, Until: h.Until}
	for _, class := range SamplingRowClasses() {
		us := UnitsOf(h.Units, class)
		est := sampling.EstimateDefects(plainUnits(us))
		act := p.CurrentAction(class)
		rep.Rows = append(rep.Rows, SamplingRow{
			Class: class, Action: act.String(), Rate: act.Rate,
			DualReview: class != sampling.BaseClass && p.IsDualReviewed(review.RiskClass(class)),
			Routed:     len(us), Reviewed: est.Decided, Rejected: est.Defective, Awaiting: est.Awaiting,
			RejectRate: sampling.Wilson(est.Defective, est.Decided), DefectRate: est.Rate,
			Unobservable: est.Unobservable,
		})
	}
	rep.Agreement = Agreement(h.Pairs)
	return rep
}

// Agreement measures reviewer agreement per risk class over dual-reviewed
// pairs, in the order of review.RiskClasses, then "all" over every pair.
// Classes with no pair are left out.
func Agreement(pairs []store.DualPair) []ClassAgreement {
	var out []ClassAgreement
	for _, c := range review.RiskClasses {
		var sel []store.DualPair
		for _, p := range pairs {
			if slices.Contains(p.Classes, c) {
				sel = append(sel, p)
			}
		}
		if len(sel) > 0 {
			out = append(out, agreementOf(string(c), sel))
		}
	}
	if len(pairs) > 0 {
		out = append(out, agreementOf("all", pairs))
	}
	return out
}

func agreementOf(class string, pairs []store.DualPair) ClassAgreement {
	a, b := make([]string, len(pairs)), make([]string, len(pairs))
	ca := ClassAgreement{Class: class, Items: len(pairs)}
	for i, p := range pairs {
		a[i], b[i] = string(p.First), string(p.Second)
		if p.First == p.Second {
			ca.Agreed++
		}
		if p.Adjudicated {
			ca.Adjudicated++
		}
	}
	// Both slices have len(pairs) > 0 entries, so CohenKappa cannot fail.
	ca.Kappa, ca.Agreement, _ = sampling.CohenKappa(a, b)
	return ca
}
