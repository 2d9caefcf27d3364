package queue_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
)

// twiceRouter routes like testRouter and raises unconfirmed_effect a
// second time on events whose id starts with "twice-", so a reviewer can
// mark one instance true and the other false.
type twiceRouter struct{ testRouter }

func (r twiceRouter) Route(ev *review.Event) review.Routing {
	rt := r.testRouter.Route(ev)
	if strings.HasPrefix(ev.ID, "twice-") {
		rt.Findings = append(rt.Findings, review.Finding{ID: "unconfirmed_effect", Severity: review.SeverityReview, Message: "again"})
	}
	return rt
}

func exportAll(t *testing.T, s *queue.Service, f queue.ExportFilter) []review.Case {
	t.Helper()
	var out []review.Case
	if err := s.Export(context.Background(), f, func(c review.Case) error {
		out = append(out, c)
		return nil
	}); err != nil {
		t.Fatalf("Export(%+v): %v", f, err)
	}
	return out
}

func caseIDs(cs []review.Case) string {
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	return strings.Join(ids, " ")
}

func TestExport(t *testing.T) {
	ctx := context.Background()
	clock := newClock()
	s := queue.New(queue.Config{DB: openDB(t, filepath.Join(t.TempDir(), "recap.db")), Router: twiceRouter{}, Now: clock.Now})
	ids := []string{"r1", "block-b1", "a1", "u1", "u2", "twice-t1", "p1", "pass-x"}
	ingest(t, s, ids...)
	for _, id := range ids[:6] {
		if _, err := s.Claim(ctx, "ann", id); err != nil {
			t.Fatalf("Claim(%s): %v", id, err)
		}
	}
	decide := func(d review.Decision) review.Decision {
		t.Helper()
		clock.Advance(time.Minute)
		got, err := s.Decide(ctx, d)
		if err != nil {
			t.Fatalf("Decide(%s %s): %v", d.Kind, d.EventID, err)
		}
		return got
	}
	tp := func(key string) review.FindingVerdict {
		return review.FindingVerdict{Finding: key, Verdict: review.VerdictTruePositive}
	}
	fp := func(key string) review.FindingVerdict {
		return review.FindingVerdict{Finding: key, Verdict: review.VerdictFalsePositive}
	}

	d := reject("r1", "ann", "the refund timed out; the summary says it was confirmed")
	d.Verdicts = []review.FindingVerdict{tp("unconfirmed_effect#0")}
	rejected := decide(d)

	text := "Refund of 120.00 EUR for order block-b1 is **pending**: the payments API timed out."
	contract := &review.Contract{TaskID: "task-block-b1", Stage: "refund_pending"}
	decide(review.Decision{EventID: "block-b1", Kind: review.DecisionReconstruct, Author: "ann",
		Reason: "restored the timeout", ReconstructedSummary: &text, ReconstructedContract: contract,
		Verdicts: []review.FindingVerdict{tp("identity_mismatch#0"), fp("unconfirmed_effect#0")}})

	d = approve("a1", "ann")
	d.Verdicts = []review.FindingVerdict{fp("unconfirmed_effect#0")}
	decide(d)

	decide(reject("u1", "ann", "changed my mind later"))
	if _, err := s.Undo(ctx, "ann", false, "u1", time.Hour); err != nil {
		t.Fatalf("Undo(u1): %v", err)
	}
	decide(approve("u2", "ann"))
	if _, err := s.Undo(ctx, "ann", false, "u2", time.Hour); err != nil {
		t.Fatalf("Undo(u2): %v", err)
	}
	redecided := decide(reject("u2", "ann", "the second look found the failed refund"))

	d = approve("twice-t1", "ann")
	d.Verdicts = []review.FindingVerdict{fp("unconfirmed_effect#0"), tp("unconfirmed_effect#1")}
	decide(d)

	all := exportAll(t, s, queue.ExportFilter{})
	t.Run("OneCasePerStandingDecisionInIDOrder", func(t *testing.T) {
		if got, want := caseIDs(all), "a1 block-b1 r1 twice-t1 u2"; got != want {
			t.Errorf("exported %q, want %q (u1 was undone, p1 and pass-x never decided)", got, want)
		}
	})
	byID := map[string]review.Case{}
	for _, c := range all {
		byID[c.ID] = c
		if err := c.Validate(); err != nil {
			t.Errorf("case %s does not validate: %v", c.ID, err)
		}
	}

	t.Run("EventBytesAsStored", func(t *testing.T) {
		v, err := s.Show(ctx, "", "r1")
		if err != nil {
			t.Fatal(err)
		}
		if string(byID["r1"].Event) != string(v.Raw) {
			t.Error("the case's event is not the stored bytes")
		}
		if !strings.Contains(string(byID["r1"].Event), `"x_producer_field":"kept as sent"`) {
			t.Error("an unknown field of the event was lost")
		}
	})

	t.Run("Reject", func(t *testing.T) {
		c := byID["r1"]
		x := c.Expected
		if c.Schema != review.CaseSchema || c.DecidedBy != "ann" || !c.DecidedAt.Equal(rejected.At) || c.PolicyVersion != testPolicy {
			t.Errorf("envelope = %+v", c)
		}
		if x.Decision != review.DecisionReject || x.MinAction != review.ActionReview || x.Reason != rejected.Reason {
			t.Errorf("expected = %+v; want reject at min_action review with the reason", x)
		}
		if !slices.Equal(x.ConfirmedFindings, []string{"unconfirmed_effect"}) || len(x.FalsePositiveFindings) != 0 {
			t.Errorf("findings = %v / %v; want confirmed unconfirmed_effect", x.ConfirmedFindings, x.FalsePositiveFindings)
		}
		if x.ReconstructedSummary != nil || x.ReconstructedContract != nil {
			t.Error("a rejection carries no reconstruction")
		}
	})
	t.Run("Reconstruct", func(t *testing.T) {
		x := byID["block-b1"].Expected
		if x.Decision != review.DecisionReconstruct || x.MinAction != review.ActionBlock {
			t.Errorf("expected = %s at %s; want reconstruct at block, the routing when decided", x.Decision, x.MinAction)
		}
		if x.ReconstructedSummary == nil || *x.ReconstructedSummary != text || x.ReconstructedContract == nil || x.ReconstructedContract.Stage != "refund_pending" {
			t.Errorf("reconstruction = %v %+v", x.ReconstructedSummary, x.ReconstructedContract)
		}
		if !slices.Equal(x.ConfirmedFindings, []string{"identity_mismatch"}) || !slices.Equal(x.FalsePositiveFindings, []string{"unconfirmed_effect"}) {
			t.Errorf("findings = %v / %v", x.ConfirmedFindings, x.FalsePositiveFindings)
		}
	})
	t.Run("ApproveSetsNoFloor", func(t *testing.T) {
		x := byID["a1"].Expected
		if x.Decision != review.DecisionApprove || x.MinAction != review.ActionPass || !slices.Equal(x.FalsePositiveFindings, []string{"unconfirmed_effect"}) {
			t.Errorf("expected = %+v; want approve, min_action pass, false positive unconfirmed_effect", x)
		}
	})
	t.Run("UndoneThenDecidedAgain", func(t *testing.T) {
		c := byID["u2"]
		if c.Expected.Decision != review.DecisionReject || !c.DecidedAt.Equal(redecided.At) || c.Expected.Reason != redecided.Reason {
			t.Errorf("u2 = %s at %v; want the reject that replaced the undone approval", c.Expected.Decision, c.DecidedAt)
		}
	})
	t.Run("TrueAndFalseInstancesOfOneFinding", func(t *testing.T) {
		x := byID["twice-t1"].Expected
		if !slices.Equal(x.ConfirmedFindings, []string{"unconfirmed_effect"}) || len(x.FalsePositiveFindings) != 0 {
			t.Errorf("findings = %v / %v; an id with a true positive is confirmed, never also unwanted", x.ConfirmedFindings, x.FalsePositiveFindings)
		}
	})

	t.Run("FilterByDecision", func(t *testing.T) {
		if got := caseIDs(exportAll(t, s, queue.ExportFilter{Decision: review.DecisionReject})); got != "r1 u2" {
			t.Errorf("rejects = %q, want r1 u2", got)
		}
		if got := caseIDs(exportAll(t, s, queue.ExportFilter{Decision: review.DecisionReconstruct})); got != "block-b1" {
			t.Errorf("reconstructions = %q, want block-b1", got)
		}
	})
	t.Run("FilterSince", func(t *testing.T) {
		// u2's standing decision is newer than its undone approval, so it is
		// in; a1 was decided before.
		got := caseIDs(exportAll(t, s, queue.ExportFilter{Since: redecided.At}))
		if got != "twice-t1 u2" {
			t.Errorf("since %v: %q, want twice-t1 u2", redecided.At, got)
		}
		if got := exportAll(t, s, queue.ExportFilter{Since: clock.Now().Add(time.Hour)}); len(got) != 0 {
			t.Errorf("since the future: %d cases, want 0", len(got))
		}
	})
	t.Run("BadFilter", func(t *testing.T) {
		err := s.Export(ctx, queue.ExportFilter{Decision: review.DecisionReversal}, func(review.Case) error { return nil })
		wantCode(t, err, review.EINVALID, "approve, reject or reconstruct")
	})
	t.Run("CallbackErrorStops", func(t *testing.T) {
		stop := errors.New("stop")
		n := 0
		err := s.Export(ctx, queue.ExportFilter{}, func(review.Case) error { n++; return stop })
		if !errors.Is(err, stop) || n != 1 {
			t.Errorf("Export = %v after %d cases; want the callback's error after 1", err, n)
		}
	})
}

func TestExportEmpty(t *testing.T) {
	s, _, _ := newService(t)
	ingest(t, s, "r1")
	if got := exportAll(t, s, queue.ExportFilter{}); len(got) != 0 {
		t.Errorf("nothing decided, exported %d cases", len(got))
	}
}

// BenchmarkExport exports 1,000 decided events of 4 KB on average (a third
// each rejected, rebuilt and approved, with verdicts), building every case
// in memory: the cost of `recap export` without the writing.
func BenchmarkExport(b *testing.B) {
	ctx := context.Background()
	const n = 1000
	s := queue.New(queue.Config{DB: openDB(b, filepath.Join(b.TempDir(), "recap.db")), Router: testRouter{}})
	evs, total := sizedEvents(b, rand.New(rand.NewPCG(7, 7)), "exp", n)
	if _, err := s.Ingest(ctx, evs, queue.IngestOptions{}); err != nil {
		b.Fatal(err)
	}
	text := "Rewritten: the refund is pending."
	for i, ev := range evs {
		id := ev.Event.ID
		if _, err := s.Claim(ctx, "ann", id); err != nil {
			b.Fatal(err)
		}
		d := review.Decision{EventID: id, Author: "ann", Reason: "checked against the record",
			Verdicts: []review.FindingVerdict{{Finding: "unconfirmed_effect#0", Verdict: review.VerdictTruePositive}}}
		switch i % 3 {
		case 0:
			d.Kind = review.DecisionReject
		case 1:
			d.Kind, d.ReconstructedSummary = review.DecisionReconstruct, &text
		default:
			d.Kind = review.DecisionApprove
		}
		if _, err := s.Decide(ctx, d); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	cases := 0
	for b.Loop() {
		err := s.Export(ctx, queue.ExportFilter{}, func(c review.Case) error {
			cases++
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cases)/b.Elapsed().Seconds(), "cases/s")
	b.ReportMetric(float64(total)*float64(b.N)/b.Elapsed().Seconds()/1e6, "event-MB/s")
}
