package queue_test

import (
	"context"
	"errors"
	"math"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
	"recap/sampling"
	"recap/store"
)

// historyRouter routes by id prefix, with the personal_data rate the test
// sets between batches and the draw the test chooses:
//
//	pd-*    personal_data, sample(rate); drawn when listed in drawn
//	fm-*    financial_move with a review-severity finding: review, π 1
//	plain-* no class, pass: π 0
type historyRouter struct {
	rate  float64
	drawn map[string]bool
}

func (r *historyRouter) Policy() (string, []byte) {
	return "history-1", []byte(`{"version":"history-1"}`)
}

func (r *historyRouter) Route(ev *review.Event) review.Routing {
	out := review.Routing{EventID: ev.ID, PolicyVersion: "history-1", Risks: []review.Risk{}, Findings: []review.Finding{}}
	switch {
	case strings.HasPrefix(ev.ID, "pd-"):
		out.Action, out.SampleRate, out.Sampled = review.ActionSample, r.rate, r.drawn[ev.ID]
		out.Risks = []review.Risk{{Class: review.RiskPersonalData}}
	case strings.HasPrefix(ev.ID, "fm-"):
		out.Action, out.SampleRate, out.Sampled = review.ActionReview, 1, true
		out.Risks = []review.Risk{{Class: review.RiskFinancialMove}}
		out.Findings = []review.Finding{{ID: "fact_without_reference", Severity: review.SeverityReview, Message: "unreferenced amount"}}
	default:
		out.Action = review.ActionPass
	}
	return out
}

func ids(prefix string, from, to int) []string {
	var out []string
	for i := from; i <= to; i++ {
		out = append(out, prefix+"-"+string(rune('0'+i/10))+string(rune('0'+i%10)))
	}
	return out
}

func decideAs(t *testing.T, s *queue.Service, id string, kind review.DecisionKind) {
	t.Helper()
	ctx := context.Background()
	if _, err := s.Claim(ctx, "ann", id); err != nil {
		t.Fatalf("Claim(%s): %v", id, err)
	}
	d := approve(id, "ann")
	if kind == review.DecisionReject {
		d = reject(id, "ann", "the summary drops the customer's refusal")
	}
	if _, err := s.Decide(ctx, d); err != nil {
		t.Fatalf("Decide(%s): %v", id, err)
	}
}

func closeTo(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-6 {
		t.Errorf("%s = %.7f, want %.7f", what, got, want)
	}
}

// TestSamplingStatisticsOverSeededHistory seeds two days of routing in
// which the personal_data rate changes from 0.5 to 0.25, decides some of
// the sampled items, and checks the statistics against hand computations.
func TestSamplingStatisticsOverSeededHistory(t *testing.T) {
	ctx := context.Background()
	router := &historyRouter{rate: 0.5, drawn: map[string]bool{}}
	clock := newClock()
	s := queue.New(queue.Config{DB: openDB(t, filepath.Join(t.TempDir(), "recap.db")), Router: router, Now: clock.Now})

	// Day 1 at rate 0.5: pd-01..pd-08, four drawn (pd-01..pd-04); fm-01..fm-03; plain-01..02.
	for _, id := range ids("pd", 1, 4) {
		router.drawn[id] = true
	}
	ingest(t, s, append(append(ids("pd", 1, 8), ids("fm", 1, 3)...), ids("plain", 1, 2)...)...)
	// Day 2 at rate 0.25: pd-09..pd-16, two drawn (pd-09, pd-10).
	clock.Advance(24 * time.Hour)
	router.rate = 0.25
	router.drawn["pd-09"], router.drawn["pd-10"] = true, true
	ingest(t, s, ids("pd", 9, 16)...)

	decideAs(t, s, "pd-01", review.DecisionReject)
	for _, id := range []string{"pd-02", "pd-03", "pd-04", "pd-10", "fm-02"} {
		decideAs(t, s, id, review.DecisionApprove)
	}
	decideAs(t, s, "pd-09", review.DecisionReject)
	decideAs(t, s, "fm-01", review.DecisionReject)
	// fm-03 stays waiting.

	h, err := s.SamplingHistory(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Units) != 21 {
		t.Fatalf("SamplingHistory = %d events, want 21", len(h.Units))
	}
	units := h.Units
	of := func(c review.RiskClass, none bool) []sampling.Unit {
		var out []sampling.Unit
		for _, u := range units {
			if (none && len(u.Classes) == 0) || (!none && len(u.Classes) == 1 && u.Classes[0] == c) {
				out = append(out, u.Unit)
			}
		}
		return out
	}

	t.Run("PersonalData", func(t *testing.T) {
		est := sampling.EstimateDefects(of(review.RiskPersonalData, false))
		if est.Population != 16 || est.Decided != 6 || est.Defective != 2 || est.Awaiting != 0 || est.Unobservable != 0 {
			t.Fatalf("counts = %+v, want 16 routed, 6 decided, 2 rejected", est)
		}
		// Wilson(2, 6): p = 1/3, z²/n = 0.6402431
		// centre = (0.3333333 + 0.3201216)/1.6402431 = 0.3983890
		// half = 1.9599640/1.6402431 · √(0.3333·0.6667/6 + 3.8414588/144) = 1.1949228 · 0.2524160 = 0.3016176
		// [0.0967714, 0.7000067]
		w := sampling.Wilson(est.Defective, est.Decided)
		closeTo(t, "Wilson low", w.Low, 0.0967714)
		closeTo(t, "Wilson high", w.High, 0.7000067)
		// Horvitz–Thompson with each event's own π: pd-01 at 0.5 counts 2,
		// pd-09 at 0.25 counts 4: T̂ = 6 of 16, rate 0.375. (The naive
		// reject rate, 2/6, ignores that day 2 was sampled half as much.)
		// Var = 0.5/0.25 + 0.75/0.0625 = 2 + 12 = 14; half = 1.9599640 · 3.7416574 = 7.3335137
		// rate interval = [0, (6 + 7.3335137)/16] = [0, 0.8333446]
		closeTo(t, "HT rate", est.Rate.Estimate, 0.375)
		closeTo(t, "HT low", est.Rate.Low, 0)
		closeTo(t, "HT high", est.Rate.High, 0.8333446)
	})

	t.Run("FinancialMoveWithOneAwaiting", func(t *testing.T) {
		est := sampling.EstimateDefects(of(review.RiskFinancialMove, false))
		if est.Population != 3 || est.Decided != 2 || est.Defective != 1 || est.Awaiting != 1 {
			t.Fatalf("counts = %+v, want 3 routed, 2 decided, 1 rejected, 1 awaiting", est)
		}
		// π adjusted for fm-03 waiting: 1 · 2/3. T̂ = 1.5; rate 1.5/3 = 0.5.
		// Var = (1/3)/(4/9) = 0.75; half = 1.9599640 · 0.8660254 = 1.6973786; high min(1, 1.0657929) = 1
		closeTo(t, "HT rate", est.Rate.Estimate, 0.5)
		closeTo(t, "HT high", est.Rate.High, 1)
	})

	t.Run("BaseIsUnobservable", func(t *testing.T) {
		est := sampling.EstimateDefects(of("", true))
		if est.Population != 2 || est.Unobservable != 2 || est.Decided != 0 {
			t.Errorf("counts = %+v, want 2 routed pass, unobservable", est)
		}
	})

	t.Run("Simulation", func(t *testing.T) {
		rates := sampling.Rates{Class: map[review.RiskClass]float64{review.RiskPersonalData: 0.25, review.RiskFinancialMove: 1}}
		pr := sampling.Project(units, rates, 2)
		// Reviews: 16 personal_data at 0.25 = 4, 3 financial_move forced = 3,
		// 2 plain at base 0 = 0: 7 in 2 days, 3.5 a day.
		closeTo(t, "reviews/day", pr.ReviewsPerDay.Estimate, 3.5)
		// Escaped: pd-01 (1 − 0.25)/0.5 = 1.5, pd-09 (1 − 0.25)/0.25 = 3,
		// fm-01 reviewed anyway: 4.5 in 2 days, 2.25 a day.
		closeTo(t, "escaped/day", pr.EscapedPerDay.Estimate, 2.25)
		if pr.Unobservable != 2 {
			t.Errorf("unobservable = %d, want 2", pr.Unobservable)
		}
	})
}

func TestChangeSampling(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newService(t)
	row := store.SamplingChange{Author: "ana", Class: "personal_data", OldValue: "sample(0.25)", NewValue: "sample(0.5)",
		OldVersion: "v", NewVersion: "v+1", PolicyPath: "/p.toml", Reason: "more", Outcome: store.SamplingApplied}

	failed := errors.New("disk full")
	if _, err := s.ChangeSampling(ctx, func() (store.SamplingChange, func() error, error) {
		return row, func() error { return failed }, nil
	}); !errors.Is(err, failed) {
		t.Fatalf("ChangeSampling with a failing apply: err = %v, want %v", err, failed)
	}
	applied := false
	if _, err := s.ChangeSampling(ctx, func() (store.SamplingChange, func() error, error) {
		return row, func() error { applied = true; return nil }, nil
	}); err != nil || !applied {
		t.Fatalf("ChangeSampling: err %v, applied %v", err, applied)
	}
	got, err := s.SamplingChanges(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Author != "ana" || got[0].Outcome != store.SamplingApplied || !got[0].At.Equal(t0) {
		t.Errorf("SamplingChanges = %+v, want only the applied change at t0 (the failed one is not recorded)", got)
	}
}

// BenchmarkSamplingHistory reads a whole routing history (RECAP_BENCH_ITEMS
// events, default one million) and computes the per-class estimate, as
// `recap sampling show` does.
func BenchmarkSamplingHistory(b *testing.B) {
	n := benchItems(b)
	db := openDB(b, bigQueue(b, n))
	s := queue.New(queue.Config{DB: db, Router: testRouter{}})
	ctx := context.Background()
	for b.Loop() {
		h, err := s.SamplingHistory(ctx, time.Time{})
		if err != nil {
			b.Fatal(err)
		}
		if len(h.Units) != n {
			b.Fatalf("read %d events, want %d", len(h.Units), n)
		}
		est := sampling.EstimateDefects(func() []sampling.Unit {
			us := h.Units
			out := make([]sampling.Unit, len(us))
			for i, u := range us {
				out[i] = u.Unit
			}
			return out
		}())
		if est.Population != n {
			b.Fatalf("population %d, want %d", est.Population, n)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
}
