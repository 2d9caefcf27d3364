package sampling

import (
	"math"
	"slices"

	"recap/review"
)

// RoutedUnit is one routed event of the recorded history, for projecting
// what other sampling rates would have done.
type RoutedUnit struct {
	Unit
	Classes []review.RiskClass
	// Forced says a finding of severity block or review sent the event to
	// a human: no sampling rate changes that.
	Forced bool
}

// Rates is the probability of review per risk class and for events with no
// risk class (Base), as the engine would apply them: the strongest class
// wins, and Base applies when every class passes.
type Rates struct {
	Class map[review.RiskClass]float64
	Base  float64
}

// RatesOf returns the review probabilities a policy applies.
func RatesOf(p *Policy) Rates {
	r := Rates{Class: map[review.RiskClass]float64{}, Base: p.BaseSampleRate}
	for c, a := range p.RiskActions {
		r.Class[c] = a.Rate
	}
	return r
}

// Prob is the probability the engine would give u of being reviewed under
// these rates, mirroring [Engine.Route]'s choice of action.
func (r Rates) Prob(u RoutedUnit) float64 {
	if u.Forced {
		return 1
	}
	p := 0.0
	for _, c := range u.Classes {
		p = max(p, r.Class[c])
	}
	if p == 0 {
		p = r.Base
	}
	return min(1, max(0, p))
}

// Projection is what a set of rates would have meant over a history.
type Projection struct {
	Events int     `json:"events"`
	Days   float64 `json:"days"`
	// ReviewsPerDay is the expected number of reviews per day.
	ReviewsPerDay Interval `json:"reviews_per_day"`
	// EscapedPerDay is the expected number of defective events per day that
	// would pass without review.
	EscapedPerDay Interval `json:"escaped_per_day"`
	// Decided counts events with a standing decision: with none, nothing
	// is known about defects and EscapedPerDay is 0 by default, not by
	// measurement.
	Decided int `json:"decided"`
	// Unobservable counts events routed with probability 0: nobody saw
	// them, so their defects are not in EscapedPerDay.
	Unobservable int `json:"unobservable"`
}

// Project estimates, from units recorded over days days, the review volume
// and the escaped defects per day under rates.
//
// Reviews per day is Σπ'/days, π' being each event's probability under the
// new rates. Escaped defects per day is the Horvitz–Thompson estimate
// Σ y_i(1−π'_i)/π_i over decided units, divided by days, π_i being the
// probability recorded at routing (adjusted for items still awaiting a
// decision, as in [EstimateDefects]).
//
// The intervals are for the expected daily figure. They treat arrivals as a
// Poisson process, so each count's variance is Σ m²/π² over what was
// observed (Σπ'² for the volume, which is known for every event): the
// arrival noise and the sampling noise together.
func Project(units []RoutedUnit, rates Rates, days float64) Projection {
	pr := Projection{Events: len(units), Days: days}
	if days <= 0 {
		return pr
	}
	plain := make([]Unit, len(units))
	for i, u := range units {
		plain[i] = u.Unit
	}
	probs := adjustedProbs(plain)
	var volume, volumeVar, escaped, escapedVar float64
	for i, u := range units {
		p := rates.Prob(u)
		volume += p
		volumeVar += p * p
		if u.Prob <= 0 {
			pr.Unobservable++
			continue
		}
		if probs[i] == 0 {
			continue
		}
		pr.Decided++
		if !u.Defective {
			continue
		}
		m := 1 - p
		escaped += m / probs[i]
		escapedVar += m * m / (probs[i] * probs[i])
	}
	pr.ReviewsPerDay = perDay(volume, volumeVar, days)
	pr.EscapedPerDay = perDay(escaped, escapedVar, days)
	return pr
}

func perDay(total, variance, days float64) Interval {
	half := Z95 * math.Sqrt(variance)
	return Interval{Estimate: total / days, Low: max(0, total-half) / days, High: (total + half) / days}
}

// RateStep is the granularity of the rates [SuggestRate] proposes.
const RateStep = 0.01

// SuggestRate returns the lowest rate for class, in steps of [RateStep],
// at which the expected escaped defects per day among the class's events
// stay under maxEscaped, the other classes keeping their rates. A rate of
// 1 reviews every event of the class, so it always qualifies when
// maxEscaped > 0; ok is false when maxEscaped <= 0 or when no event of
// the class was decided, so nothing is known of its defects.
func SuggestRate(units []RoutedUnit, rates Rates, class review.RiskClass, maxEscaped, days float64) (rate float64, at Projection, ok bool) {
	if maxEscaped <= 0 {
		return 0, Projection{}, false
	}
	var mine []RoutedUnit
	for _, u := range units {
		if slices.Contains(u.Classes, class) {
			mine = append(mine, u)
		}
	}
	trial := Rates{Class: make(map[review.RiskClass]float64, len(rates.Class)+1), Base: rates.Base}
	for c, r := range rates.Class {
		trial.Class[c] = r
	}
	if Project(mine, trial, days).Decided == 0 {
		return 0, Projection{}, false
	}
	steps := int(math.Round(1 / RateStep))
	for i := 0; i <= steps; i++ {
		r := float64(i) / float64(steps)
		trial.Class[class] = r
		pr := Project(mine, trial, days)
		if pr.EscapedPerDay.Estimate < maxEscaped {
			return r, pr, true
		}
	}
	return 1, Project(mine, trial, days), true
}
