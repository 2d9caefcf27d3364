package sampling

import (
	"errors"
	"fmt"
	"math"
)

// Z95 is the standard normal quantile for a two-sided 95% interval.
const Z95 = 1.959963984540054

// Interval is a point estimate with a two-sided 95% interval.
type Interval struct {
	Estimate float64 `json:"estimate"`
	Low      float64 `json:"low"`
	High     float64 `json:"high"`
}

// Wilson returns the proportion k/n with its 95% Wilson score interval.
// The Wilson interval stays inside [0, 1] and behaves at k = 0 and k = n,
// where the textbook normal interval collapses to a point. With n = 0
// nothing is known: the estimate is 0 and the interval is [0, 1].
func Wilson(k, n int) Interval {
	if n <= 0 {
		return Interval{Estimate: 0, Low: 0, High: 1}
	}
	k = max(0, min(k, n))
	p := float64(k) / float64(n)
	nf := float64(n)
	z2 := Z95 * Z95
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := Z95 / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return Interval{Estimate: p, Low: max(0, centre-half), High: min(1, centre+half)}
}

// Unit is one routed event as the estimators see it.
type Unit struct {
	// Prob is the probability the event had of being shown to a human,
	// as recorded when it was routed: 1 for block and review, the class
	// rate for sample, 0 for pass.
	Prob float64
	// Selected says the event was put in front of a human (block, review,
	// or sample and drawn).
	Selected bool
	// Decided says a human decision on it stands.
	Decided bool
	// Defective says the standing decision rejected or reconstructed it.
	Defective bool
}

// DefectEstimate is the Horvitz–Thompson estimate of the defect rate in a
// whole routed population.
type DefectEstimate struct {
	Population int `json:"population"`
	// Decided is how many units carry a decision; Defective how many of
	// them were rejected or reconstructed.
	Decided   int `json:"decided"`
	Defective int `json:"defective"`
	// Awaiting is how many units were selected for review and are not
	// decided yet; the estimate reweights the decided ones of the same
	// sampling probability to stand in for them.
	Awaiting int `json:"awaiting"`
	// Unobservable is how many units had probability 0 of review (routed
	// pass): no sample can say anything about them, so the rate is an
	// estimate over the rest of the population only.
	Unobservable int `json:"unobservable"`
	// Total is the estimated number of defective units, T̂, and Rate is
	// T̂ over the observable population, with 95% intervals.
	Total Interval `json:"total"`
	Rate  Interval `json:"rate"`
}

// EstimateDefects computes the Horvitz–Thompson estimate of how many units
// of the population are defective and of the defect rate: each decided
// unit counts 1/π times, where π is the probability recorded when it was
// routed. Rates that changed over time therefore do not bias it: each unit
// carries its own π.
//
// Items selected but not yet decided are treated as missing at random
// among units of the same π: π is multiplied by the share of selected
// units of that π that are decided. With every selected unit decided, this
// is the plain estimator.
//
// The variance is the Horvitz–Thompson variance under Poisson sampling,
// Var(T̂) = Σ (1−π_i) y_i² / π_i² over decided units, and the 95% interval
// is T̂ ± 1.96·√Var, clipped to [0, population]; the rate divides both by
// the observable population and is clipped to [0, 1].
//
// With no defect observed (or only defects) that variance is 0, and the
// interval would claim a certainty no sample gives. There the bound that
// is not 0 (or 1) is the Wilson bound for 0 (or all) defects among the
// Kish effective sample size of the decided units, n_eff = (Σw)²/Σw² with
// w = 1/π: as many equally weighted reviews as the weighted ones are worth.
func EstimateDefects(units []Unit) DefectEstimate {
	est := DefectEstimate{Population: len(units)}
	probs := adjustedProbs(units)
	var total, variance, sumW, sumW2 float64
	for i, u := range units {
		switch {
		case u.Prob <= 0:
			est.Unobservable++
			continue
		case u.Selected && !u.Decided:
			est.Awaiting++
		}
		if probs[i] == 0 {
			continue
		}
		est.Decided++
		w := 1 / probs[i]
		sumW, sumW2 = sumW+w, sumW2+w*w
		if !u.Defective {
			continue
		}
		est.Defective++
		pi := probs[i]
		total += 1 / pi
		variance += (1 - pi) / (pi * pi)
	}
	observable := float64(est.Population - est.Unobservable)
	half := Z95 * math.Sqrt(variance)
	est.Total = Interval{Estimate: total, Low: max(0, total-half), High: min(observable, total+half)}
	if observable > 0 {
		est.Rate = Interval{
			Estimate: total / observable,
			Low:      max(0, (total-half)/observable),
			High:     min(1, (total+half)/observable),
		}
	} else {
		est.Rate = Interval{Low: 0, High: 1}
	}
	if observable > 0 && est.Decided > 0 && (est.Defective == 0 || est.Defective == est.Decided) {
		nEff := sumW * sumW / sumW2
		z2 := Z95 * Z95
		bound := z2 / (nEff + z2) // Wilson's upper bound for 0 of nEff
		if est.Defective == 0 {
			est.Rate.High = max(est.Rate.High, bound)
		} else {
			est.Rate.Low = min(est.Rate.Low, 1-bound)
		}
		est.Total.Low, est.Total.High = est.Rate.Low*observable, est.Rate.High*observable
	}
	return est
}

// adjustedProbs returns, for each decided unit, its recorded probability
// times the share of selected units of the same probability that are
// decided; 0 for the other units. Units still awaiting a decision are so
// represented by the decided ones drawn with the same probability.
func adjustedProbs(units []Unit) []float64 {
	type stratum struct{ selected, decided int }
	strata := map[float64]*stratum{}
	for _, u := range units {
		if u.Prob <= 0 || !u.Selected {
			continue
		}
		s := strata[u.Prob]
		if s == nil {
			s = &stratum{}
			strata[u.Prob] = s
		}
		s.selected++
		if u.Decided {
			s.decided++
		}
	}
	out := make([]float64, len(units))
	for i, u := range units {
		if u.Prob <= 0 || !u.Selected || !u.Decided {
			continue
		}
		s := strata[u.Prob]
		out[i] = min(1, u.Prob*float64(s.decided)/float64(s.selected))
	}
	return out
}

// CohenKappa returns Cohen's kappa for two raters who each labelled the
// same items: (p_o − p_e) / (1 − p_e), where p_o is the share of items
// they agree on and p_e the agreement expected by chance from each
// rater's own label frequencies. It also returns p_o. When chance
// agreement is total (both raters always gave the one same label) kappa is
// undefined; it is reported as 1 when they agree on everything.
func CohenKappa(a, b []string) (kappa, agreement float64, err error) {
	if len(a) != len(b) {
		return 0, 0, fmt.Errorf("kappa: %d labels from the first rater, %d from the second: each item needs both", len(a), len(b))
	}
	if len(a) == 0 {
		return 0, 0, errors.New("kappa: no item was rated twice")
	}
	n := float64(len(a))
	countA, countB := map[string]float64{}, map[string]float64{}
	agree := 0.0
	for i := range a {
		countA[a[i]]++
		countB[b[i]]++
		if a[i] == b[i] {
			agree++
		}
	}
	po := agree / n
	pe := 0.0
	for label, ca := range countA {
		pe += (ca / n) * (countB[label] / n)
	}
	if pe >= 1 {
		return 1, po, nil
	}
	return (po - pe) / (1 - pe), po, nil
}
