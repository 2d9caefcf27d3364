package sampling

import (
	"math"
	"strings"
	"testing"

	"recap/review"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol || math.IsNaN(got) {
		t.Errorf("%s = %.6f, want %.6f (±%g)", what, got, want, tol)
	}
}

func nearInterval(t *testing.T, what string, got, want Interval, tol float64) {
	t.Helper()
	near(t, what+" estimate", got.Estimate, want.Estimate, tol)
	near(t, what+" low", got.Low, want.Low, tol)
	near(t, what+" high", got.High, want.High, tol)
}

// z = 1.959963984540054, z² = 3.841458820694124.
func TestWilson(t *testing.T) {
	t.Run("ThreeOfTen", func(t *testing.T) {
		// p = 0.3, z²/n = 0.3841459.
		// centre = (0.3 + 3.8414588/20) / 1.3841459 = 0.4920729 / 1.3841459 = 0.3555066
		// half   = 1.9599640/1.3841459 · √(0.3·0.7/10 + 3.8414588/400)
		//        = 1.4160097 · √(0.021 + 0.0096036) = 1.4160097 · 0.1749390 = 0.2477153
		// interval = [0.1077913, 0.6032219]
		nearInterval(t, "Wilson(3,10)", Wilson(3, 10), Interval{0.3, 0.1077913, 0.6032219}, 1e-6)
	})
	t.Run("NoneOfTen", func(t *testing.T) {
		// centre = 0.1920729/1.3841459 = 0.1387664
		// half   = 1.4160097 · √0.0096036 = 1.4160097 · 0.0979982 = 0.1387664
		// interval = [0, 0.2775328]: the normal interval would be [0, 0].
		nearInterval(t, "Wilson(0,10)", Wilson(0, 10), Interval{0, 0, 0.2775328}, 1e-6)
	})
	t.Run("AllOfTen", func(t *testing.T) {
		// Symmetric to none of ten: [1 − 0.2775328, 1].
		nearInterval(t, "Wilson(10,10)", Wilson(10, 10), Interval{1, 0.7224672, 1}, 1e-6)
	})
	t.Run("NoReviews", func(t *testing.T) {
		if got := Wilson(0, 0); got != (Interval{0, 0, 1}) {
			t.Errorf("Wilson(0,0) = %+v, want {0 0 1}", got)
		}
	})
}

func units(n int, u Unit) []Unit {
	out := make([]Unit, n)
	for i := range out {
		out[i] = u
	}
	return out
}

func TestEstimateDefects(t *testing.T) {
	t.Run("MixedProbabilities", func(t *testing.T) {
		var us []Unit
		// Two reviewed for sure (π = 1), one defective.
		us = append(us, Unit{Prob: 1, Selected: true, Decided: true, Defective: true})
		us = append(us, Unit{Prob: 1, Selected: true, Decided: true})
		// Sixteen sampled at π = 0.25: four drawn and decided, one defective.
		us = append(us, Unit{Prob: 0.25, Selected: true, Decided: true, Defective: true})
		us = append(us, units(3, Unit{Prob: 0.25, Selected: true, Decided: true})...)
		us = append(us, units(12, Unit{Prob: 0.25})...)
		// Three routed pass: unobservable.
		us = append(us, units(3, Unit{Prob: 0})...)

		est := EstimateDefects(us)
		// T̂ = 1/1 + 1/0.25 = 5
		// Var = (1−1)·1/1 + (1−0.25)/0.25² = 0.75/0.0625 = 12; √12 = 3.4641016
		// half = 1.9599640 · 3.4641016 = 6.7895144
		// Total = 5 [0, 11.7895144]; observable population 21 − 3 = 18
		// Rate  = 5/18 = 0.2777778 [0, 11.7895144/18 = 0.6549730]
		if est.Population != 21 || est.Unobservable != 3 || est.Decided != 6 || est.Defective != 2 || est.Awaiting != 0 {
			t.Errorf("counts = %+v, want population 21, unobservable 3, decided 6, defective 2, awaiting 0", est)
		}
		nearInterval(t, "total", est.Total, Interval{5, 0, 11.7895144}, 1e-6)
		nearInterval(t, "rate", est.Rate, Interval{0.2777778, 0, 0.6549730}, 1e-6)
	})

	t.Run("RateChangedOverTime", func(t *testing.T) {
		// 100 events at π = 0.5: 50 reviewed, 10 defective.
		// 100 events at π = 0.1: 10 reviewed, 5 defective.
		// The naive reject rate 15/60 = 0.25 overweights the first period.
		var us []Unit
		us = append(us, units(10, Unit{Prob: 0.5, Selected: true, Decided: true, Defective: true})...)
		us = append(us, units(40, Unit{Prob: 0.5, Selected: true, Decided: true})...)
		us = append(us, units(50, Unit{Prob: 0.5})...)
		us = append(us, units(5, Unit{Prob: 0.1, Selected: true, Decided: true, Defective: true})...)
		us = append(us, units(5, Unit{Prob: 0.1, Selected: true, Decided: true})...)
		us = append(us, units(90, Unit{Prob: 0.1})...)
		est := EstimateDefects(us)
		// T̂ = 10/0.5 + 5/0.1 = 20 + 50 = 70; rate 70/200 = 0.35
		// Var = 10·0.5/0.25 + 5·0.9/0.01 = 20 + 450 = 470; √470 = 21.6794834
		// half = 1.9599640 · 21.6794834 = 42.4910068
		// rate interval = [(70 − 42.4910068)/200, (70 + 42.4910068)/200] = [0.1375450, 0.5624550]
		nearInterval(t, "rate", est.Rate, Interval{0.35, 0.1375450, 0.5624550}, 1e-6)
	})

	t.Run("AwaitingDecisions", func(t *testing.T) {
		// Five drawn at π = 0.25, four decided (one defective), one waiting:
		// π is adjusted to 0.25 · 4/5 = 0.2, so the defective one counts 5.
		var us []Unit
		us = append(us, Unit{Prob: 0.25, Selected: true, Decided: true, Defective: true})
		us = append(us, units(3, Unit{Prob: 0.25, Selected: true, Decided: true})...)
		us = append(us, Unit{Prob: 0.25, Selected: true})
		us = append(us, units(15, Unit{Prob: 0.25})...)
		est := EstimateDefects(us)
		// T̂ = 1/0.2 = 5; Var = 0.8/0.04 = 20; half = 1.9599640 · 4.4721360 = 8.7652254
		// rate = 5/20 = 0.25 [0, 13.7652254/20 = 0.6882613]
		if est.Awaiting != 1 || est.Decided != 4 {
			t.Errorf("awaiting %d decided %d, want 1 and 4", est.Awaiting, est.Decided)
		}
		nearInterval(t, "rate", est.Rate, Interval{0.25, 0, 0.6882613}, 1e-6)
	})
}

func TestCohenKappa(t *testing.T) {
	a := strings.Fields("r r a a a r a a a a")
	b := strings.Fields("r a a a a r a r a a")
	// Agreement on 8 of 10: p_o = 0.8. Each rater: 3 r, 7 a.
	// p_e = 0.3·0.3 + 0.7·0.7 = 0.58; κ = (0.8 − 0.58)/(1 − 0.58) = 0.22/0.42 = 0.5238095
	k, po, err := CohenKappa(a, b)
	if err != nil {
		t.Fatal(err)
	}
	near(t, "kappa", k, 0.5238095, 1e-6)
	near(t, "agreement", po, 0.8, 1e-12)

	if _, _, err := CohenKappa(a, b[:3]); err == nil {
		t.Error("CohenKappa with unequal lengths: no error")
	}
	if _, _, err := CohenKappa(nil, nil); err == nil {
		t.Error("CohenKappa with no items: no error")
	}
	if k, _, _ := CohenKappa([]string{"a", "a"}, []string{"a", "a"}); k != 1 {
		t.Errorf("kappa of total agreement on one label = %v, want 1", k)
	}
}

// projectionHistory is ten days of history:
//
//	u1..u8  personal_data, π 0.25: u1 drawn and defective, u2 drawn and fine
//	u9,u10  financial_move, a review finding (forced), π 1, fine
//	u11     personal_data and financial_move, π 1, defective
//	u12,u13 no class, routed pass (π 0): unobservable
func projectionHistory() []RoutedUnit {
	pd := []review.RiskClass{review.RiskPersonalData}
	fm := []review.RiskClass{review.RiskFinancialMove}
	var us []RoutedUnit
	us = append(us, RoutedUnit{Unit: Unit{Prob: 0.25, Selected: true, Decided: true, Defective: true}, Classes: pd})
	us = append(us, RoutedUnit{Unit: Unit{Prob: 0.25, Selected: true, Decided: true}, Classes: pd})
	for range 6 {
		us = append(us, RoutedUnit{Unit: Unit{Prob: 0.25}, Classes: pd})
	}
	for range 2 {
		us = append(us, RoutedUnit{Unit: Unit{Prob: 1, Selected: true, Decided: true}, Classes: fm, Forced: true})
	}
	us = append(us, RoutedUnit{Unit: Unit{Prob: 1, Selected: true, Decided: true, Defective: true},
		Classes: []review.RiskClass{review.RiskPersonalData, review.RiskFinancialMove}})
	us = append(us, RoutedUnit{}, RoutedUnit{})
	return us
}

func TestProject(t *testing.T) {
	rates := Rates{Class: map[review.RiskClass]float64{review.RiskPersonalData: 0.5, review.RiskFinancialMove: 1}, Base: 0.1}
	pr := Project(projectionHistory(), rates, 10)
	// Under the proposal: u1..u8 0.5 each (4), u9,u10 forced 1 (2), u11 max(0.5, 1) = 1,
	// u12,u13 base 0.1 (0.2): Σπ' = 7.2, 0.72 a day.
	// Var = 8·0.25 + 2·1 + 1 + 2·0.01 = 5.02; half = 1.9599640·2.2405357 = 4.3913692
	// reviews/day = [0.2808631, 1.1591369]
	nearInterval(t, "reviews/day", pr.ReviewsPerDay, Interval{0.72, 0.2808631, 1.1591369}, 1e-6)
	// Escaped: u1 (1 − 0.5)/0.25 = 2; u11 (1 − 1)/1 = 0. 2 in 10 days: 0.2 a day.
	// Var = (0.5/0.25)² = 4; half = 3.9199280; high = 5.9199280/10
	nearInterval(t, "escaped/day", pr.EscapedPerDay, Interval{0.2, 0, 0.5919928}, 1e-6)
	if pr.Unobservable != 2 || pr.Decided != 5 || pr.Events != 13 {
		t.Errorf("unobservable %d decided %d events %d, want 2, 5, 13", pr.Unobservable, pr.Decided, pr.Events)
	}

	t.Run("SuggestRate", func(t *testing.T) {
		// Escaped per day among personal_data events at rate r: u1 gives
		// (1 − r)/0.25 over 10 days = 0.4·(1 − r); u11 is reviewed anyway.
		// 0.4·(1 − r) < 0.1 ⇔ r > 0.75: the lowest step is 0.76, where
		// escaped/day = 0.4·0.24 = 0.096 and reviews/day = (8·0.76 + 1)/10 = 0.708.
		r, at, ok := SuggestRate(projectionHistory(), rates, review.RiskPersonalData, 0.1, 10)
		if !ok {
			t.Fatal("no suggestion")
		}
		near(t, "suggested rate", r, 0.76, 1e-12)
		near(t, "escaped/day at suggestion", at.EscapedPerDay.Estimate, 0.096, 1e-9)
		near(t, "reviews/day at suggestion", at.ReviewsPerDay.Estimate, 0.708, 1e-9)
	})
	t.Run("NoDecisionsNoSuggestion", func(t *testing.T) {
		us := []RoutedUnit{{Unit: Unit{Prob: 0.5}, Classes: []review.RiskClass{review.RiskExternalSend}}}
		if _, _, ok := SuggestRate(us, rates, review.RiskExternalSend, 1, 10); ok {
			t.Error("suggested a rate from no decided event")
		}
	})
}

func TestParseSamplingValue(t *testing.T) {
	for in, want := range map[string]RiskAction{
		"always": {review.ActionReview, 1}, "block": {review.ActionBlock, 1}, "pass": {review.ActionPass, 0},
		"0.3": {review.ActionSample, 0.3}, "1": {review.ActionReview, 1}, "0": {review.ActionPass, 0},
	} {
		got, err := ParseSamplingValue(in)
		if err != nil || got != want {
			t.Errorf("ParseSamplingValue(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"1.5", "-0.1", "NaN", "sometimes", ""} {
		if _, err := ParseSamplingValue(bad); err == nil {
			t.Errorf("ParseSamplingValue(%q): no error", bad)
		}
	}
}

func TestNextVersion(t *testing.T) {
	for in, want := range map[string]string{"recap-default-1": "recap-default-1+1", "v+1": "v+2", "v+9": "v+10", "2026+x": "2026+x+1"} {
		if got := NextVersion(in); got != want {
			t.Errorf("NextVersion(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSetSampling(t *testing.T) {
	src := DefaultPolicyTOML()
	out, before, after, err := SetSampling(src, "policy.toml", "personal_data", RiskAction{review.ActionSample, 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if before.Version != "recap-default-9" || after.Version != "recap-default-9+1" {
		t.Errorf("versions %q -> %q, want recap-default-1 -> recap-default-1+1", before.Version, after.Version)
	}
	if got := after.RiskActions[review.RiskPersonalData]; got != (RiskAction{review.ActionSample, 0.5}) {
		t.Errorf("personal_data = %v, want sample(0.5)", got)
	}
	// Every line but the two edited is kept, comments included.
	a, b := strings.Split(string(src), "\n"), strings.Split(string(out), "\n")
	if len(a) != len(b) {
		t.Fatalf("line count %d -> %d, want unchanged", len(a), len(b))
	}
	var changed []string
	for i := range a {
		if a[i] != b[i] {
			changed = append(changed, b[i])
		}
	}
	if want := `version = "recap-default-9+1"|personal_data = "sample(0.5)"`; strings.Join(changed, "|") != want {
		t.Errorf("changed lines %q, want %q", changed, want)
	}

	t.Run("BaseAndMissingKeys", func(t *testing.T) {
		src := []byte("# mine\nversion = \"p+4\"\nseed = \"s\"\n\n[severities]\n")
		out, _, after, err := SetSampling(src, "p.toml", BaseClass, RiskAction{review.ActionSample, 0.05})
		if err != nil {
			t.Fatal(err)
		}
		if after.Version != "p+5" || after.BaseSampleRate != 0.05 || !strings.HasPrefix(string(out), "# mine\n") {
			t.Errorf("got version %q base %v:\n%s", after.Version, after.BaseSampleRate, out)
		}
		out, _, after, err = SetSampling(out, "p.toml", "external_send", RiskAction{review.ActionBlock, 1})
		if err != nil {
			t.Fatal(err)
		}
		if after.RiskActions[review.RiskExternalSend].Action != review.ActionBlock || after.Version != "p+6" {
			t.Errorf("external_send not blocked or version %q:\n%s", after.Version, out)
		}
	})
	t.Run("Refusals", func(t *testing.T) {
		if _, _, _, err := SetSampling(src, "p.toml", BaseClass, RiskAction{review.ActionBlock, 1}); err == nil {
			t.Error("blocking the base rate: no error")
		}
		if _, _, _, err := SetSampling(src, "p.toml", "finance", RiskAction{review.ActionPass, 0}); err == nil {
			t.Error("unknown class: no error")
		}
		// A dotted key the line editor does not rewrite is caught by the re-parse.
		dotted := []byte("version = \"v\"\nseed = \"s\"\nrisk_actions.personal_data = \"review\"\n")
		if _, _, _, err := SetSampling(dotted, "p.toml", "personal_data", RiskAction{review.ActionPass, 0}); err == nil {
			t.Error("dotted-key layout: no error")
		}
	})
}

func TestLeads(t *testing.T) {
	p, err := ParsePolicy([]byte("version = \"v\"\nseed = \"s\"\nleads = [\"ana\", \" bob \"]\n"), "p.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !p.IsLead("ana") || !p.IsLead("bob") || p.IsLead("zed") {
		t.Errorf("leads = %q", p.Leads)
	}
	if _, err := ParsePolicy([]byte("version = \"v\"\nseed = \"s\"\nleads = [\"ana\", \"ana\", \"\"]\n"), "p.toml"); err == nil ||
		!strings.Contains(err.Error(), "listed twice") || !strings.Contains(err.Error(), "empty") {
		t.Errorf("duplicate and empty leads: err = %v", err)
	}
}

func TestEstimateDefectsWithNoDefectIsNotCertain(t *testing.T) {
	units := func(probs ...float64) []Unit {
		var us []Unit
		for _, p := range probs {
			us = append(us, Unit{Prob: p, Selected: true, Decided: true})
		}
		return us
	}
	// Ten reviews at π = 1: the Wilson bound for 0 of 10.
	est := EstimateDefects(units(1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if want := Wilson(0, 10).High; math.Abs(est.Rate.High-want) > 1e-12 || est.Rate.Low != 0 || est.Rate.Estimate != 0 {
		t.Errorf("0 of 10 at π=1: rate %+v, want [0, %v]", est.Rate, want)
	}
	// Five at π = 1 and five at π = 0.25: weights 1 and 4, Σw = 25,
	// Σw² = 85, n_eff = 625/85 = 7.3529…; z²/(n_eff + z²) with z = 1.959964.
	est = EstimateDefects(units(1, 1, 1, 1, 1, 0.25, 0.25, 0.25, 0.25, 0.25))
	z2 := Z95 * Z95
	if want := z2 / (625.0/85 + z2); math.Abs(est.Rate.High-want) > 1e-12 {
		t.Errorf("0 of 10 weighted: rate high %v, want %v", est.Rate.High, want)
	}
	if want := est.Rate.High * 10; math.Abs(est.Total.High-want) > 1e-9 {
		t.Errorf("total high %v, want the rate bound times the population, %v", est.Total.High, want)
	}
	// Only defects: the mirror image.
	all := units(1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	for i := range all {
		all[i].Defective = true
	}
	est = EstimateDefects(all)
	if want := Wilson(10, 10).Low; math.Abs(est.Rate.Low-want) > 1e-12 || est.Rate.High != 1 || est.Rate.Estimate != 1 {
		t.Errorf("10 of 10: rate %+v, want [%v, 1]", est.Rate, want)
	}
}
