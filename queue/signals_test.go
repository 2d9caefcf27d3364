package queue_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
	"recap/sampling"
)

// signalRouter routes each event to the routing its test table names: the
// findings the signals count, chosen by hand. The store under it is real.
type signalRouter map[string]review.Routing

func (signalRouter) Policy() (string, []byte) {
	return testPolicy, []byte(`{"version":"test-policy-1"}`)
}

func (r signalRouter) Route(ev *review.Event) review.Routing {
	out := r[ev.ID]
	out.EventID, out.PolicyVersion, out.Seed = ev.ID, testPolicy, "seed-"+ev.ID
	switch out.Action {
	case review.ActionPass:
		out.SampleRate, out.Sampled = 0, false
	default:
		out.SampleRate, out.Sampled = 1, true
	}
	return out
}

func finding(id string, sev review.Severity, msg string, ev ...review.Evidence) review.Finding {
	if ev == nil {
		ev = []review.Evidence{{Pane: review.PaneSummary, Ref: "text", Start: 0, End: 6, Quote: "Status"}}
	}
	return review.Finding{ID: id, Severity: sev, Message: msg, Evidence: ev}
}

func routed(action review.RouteAction, classes []review.RiskClass, fs ...review.Finding) review.Routing {
	r := review.Routing{Action: action, Priority: action.Rank() * 10, Findings: fs}
	for _, c := range classes {
		r.Risks = append(r.Risks, review.Risk{Class: c})
	}
	return r
}

// signalEvent is eventJSON's event with another agent and, when given,
// the contract's approvals.
func signalEvent(tb testing.TB, id, tenant, agent string, approvals []map[string]any) *review.RawEvent {
	tb.Helper()
	var doc map[string]any
	if err := json.Unmarshal(eventJSON(id, tenant, 0), &doc); err != nil {
		tb.Fatal(err)
	}
	doc["agent"].(map[string]any)["name"] = agent
	if approvals != nil {
		doc["summary"].(map[string]any)["contract"].(map[string]any)["approvals"] = approvals
	}
	b, err := json.Marshal(doc)
	if err != nil {
		tb.Fatal(err)
	}
	re, err := review.ParseEvent(b)
	if err != nil {
		tb.Fatalf("test event %s does not parse: %v", id, err)
	}
	return re
}

var (
	classNew      = review.RiskNewInstruction
	classOdd      = review.RiskUnexpectedBehavior
	classEvidence = review.RiskMissingEvidence
	classContract = review.RiskContractChange
)

// seedSignalHistory builds a known history. The events created at 11:00 on
// t0's day; all but "old" are routed at t0, inside a window starting a day
// before t0:
//
//	id   tenant  agent  action  findings                                          decision (at t0+)
//	old  acme    bot-a  block   embedded_instruction (10 days before t0)          none; waiting
//	a1   acme    bot-a  block   embedded_instruction, identity_mismatch(/tenant)  ana rejects (1h)
//	a2   acme    bot-a  review  fact_without_reference, hypothesis_promoted      bob reconstructs, 3 fields (2h)
//	a3   acme    bot-b  review  approval_invalid x2, approval 0 expired          ana approves (3h)
//	a4   acme    bot-b  review  approval_invalid, approval not expired          none; waiting
//	g1   globex  bot-a  block   out_of_scope_source, rule_weakened              ana rejects (4h)
//	g2   globex  bot-b  review  effect_unconfirmed, source_conflict,
//	                            identity_mismatch(/task_id)                      bob reconstructs, text only (5h)
//	g3   globex  bot-b  pass    none                                             passed
//
// The report is read at t0+6h.
func seedSignalHistory(t *testing.T) *queue.Service {
	t.Helper()
	ctx := context.Background()
	contractTenant := review.Evidence{Pane: review.PaneContract, Ref: "/tenant", Start: 0, End: 6, Quote: "globex"}
	contractTask := review.Evidence{Pane: review.PaneContract, Ref: "/task_id", Start: 0, End: 7, Quote: "task-zz"}
	approval := func(i int, id string) review.Evidence {
		return review.Evidence{Pane: review.PaneContract, Ref: "/approvals/" + strconv.Itoa(i) + "/id", Start: 0, End: len(id), Quote: id}
	}
	router := signalRouter{
		"old": routed(review.ActionBlock, []review.RiskClass{classNew}, finding("embedded_instruction", review.SeverityBlock, "embedded")),
		"a1": routed(review.ActionBlock, []review.RiskClass{classNew, classOdd},
			finding("embedded_instruction", review.SeverityBlock, "the summary tells the agent to ignore its rules"),
			finding("identity_mismatch", review.SeverityBlock, "the contract's tenant differs", contractTenant)),
		"a2": routed(review.ActionReview, []review.RiskClass{classEvidence},
			finding("fact_without_reference", review.SeverityReview, "no source"),
			finding("hypothesis_promoted", review.SeverityReview, "a guess became a fact")),
		"a3": routed(review.ActionReview, []review.RiskClass{classContract},
			finding("approval_invalid", review.SeverityReview, "Approval \"APR-7\" is not valid.", approval(0, "APR-7")),
			finding("approval_invalid", review.SeverityReview, "Approval \"APR-8\" is not valid.", approval(1, "APR-8"))),
		// The wording mentions expiry, but the approval had not expired:
		// the signal reads the event, not the message.
		"a4": routed(review.ActionReview, []review.RiskClass{classContract},
			finding("approval_invalid", review.SeverityReview, "Approval \"expired-2025\" is not in the source of truth.", approval(0, "expired-2025"))),
		"g1": routed(review.ActionBlock, []review.RiskClass{classOdd},
			finding("out_of_scope_source", review.SeverityBlock, "another tenant's data"),
			finding("rule_weakened", review.SeverityBlock, "the refund limit became a suggestion")),
		"g2": routed(review.ActionReview, []review.RiskClass{review.RiskFinancialMove, review.RiskSourceConflict},
			finding("effect_unconfirmed", review.SeverityReview, "refund not confirmed"),
			finding("source_conflict", review.SeverityReview, "amount differs"),
			finding("identity_mismatch", review.SeverityReview, "the contract's task id differs", contractTask)),
		"g3": routed(review.ActionPass, nil),
	}
	clock := newClock()
	svc := queue.New(queue.Config{DB: openDB(t, filepath.Join(t.TempDir(), "recap.db")), Router: router, Now: clock.Now})
	in := func(evs ...*review.RawEvent) {
		t.Helper()
		if _, err := svc.Ingest(ctx, evs, queue.IngestOptions{Strict: true}); err != nil {
			t.Fatalf("Ingest: %v", err)
		}
	}
	clock.Advance(-240 * time.Hour)
	in(signalEvent(t, "old", "acme", "bot-a", nil))
	clock.Advance(240 * time.Hour)
	in(signalEvent(t, "a1", "acme", "bot-a", nil),
		signalEvent(t, "a2", "acme", "bot-a", nil),
		signalEvent(t, "a3", "acme", "bot-b", []map[string]any{
			{"id": "APR-7", "expires_at": "2026-03-01T10:00:00Z"}, // an hour before the event
			{"id": "APR-8", "expires_at": "2026-04-01T00:00:00Z"}}),
		signalEvent(t, "a4", "acme", "bot-b", []map[string]any{{"id": "expired-2025", "expires_at": "2026-04-01T00:00:00Z"}}),
		signalEvent(t, "g1", "globex", "bot-a", nil),
		signalEvent(t, "g2", "globex", "bot-b", nil),
		signalEvent(t, "g3", "globex", "bot-b", nil))

	decideAt := func(hours int, d review.Decision) {
		t.Helper()
		clock.Advance(t0.Add(time.Duration(hours)*time.Hour).Sub(clock.Now()) - time.Minute)
		if _, err := svc.Claim(ctx, d.Author, d.EventID); err != nil {
			t.Fatalf("Claim(%s): %v", d.EventID, err)
		}
		clock.Advance(time.Minute)
		if _, err := svc.Decide(ctx, d); err != nil {
			t.Fatalf("Decide(%s): %v", d.EventID, err)
		}
	}
	marks := func(kv ...string) []review.FindingVerdict {
		var out []review.FindingVerdict
		for i := 0; i < len(kv); i += 2 {
			out = append(out, review.FindingVerdict{Finding: kv[i], Verdict: review.Verdict(kv[i+1])})
		}
		return out
	}
	const tp, fp = string(review.VerdictTruePositive), string(review.VerdictFalsePositive)

	a1 := reject("a1", "ana", "it tells the agent to ignore its rules")
	a1.Verdicts = marks("embedded_instruction#0", tp, "identity_mismatch#0", fp)
	decideAt(1, a1)

	view, err := svc.Show(ctx, "", "a2")
	if err != nil {
		t.Fatal(err)
	}
	c := *view.Event.Summary.Contract
	c.Stage = "refund_pending"
	c.ExternalEffects = slices.Clone(c.ExternalEffects)
	c.ExternalEffects[0].Status = "failed"
	c.Hypotheses = []review.Hypothesis{{Text: "the carrier may have lost the parcel"}}
	text := "The refund failed with a timeout; nothing was paid. Retry after checking the payments API."
	decideAt(2, review.Decision{EventID: "a2", Kind: review.DecisionReconstruct, Author: "bob", Reason: "the refund failed",
		ReconstructedSummary: &text, ReconstructedContract: &c,
		Verdicts: marks("fact_without_reference#0", fp, "hypothesis_promoted#0", tp)})

	a3 := approve("a3", "ana")
	a3.Verdicts = marks("approval_invalid#0", fp, "approval_invalid#1", fp)
	decideAt(3, a3)

	g1 := reject("g1", "ana", "another tenant's data")
	g1.Verdicts = marks("out_of_scope_source#0", tp, "rule_weakened#0", fp)
	decideAt(4, g1)

	textOnly := "The refund is not confirmed; check the payments API before telling the customer."
	decideAt(5, review.Decision{EventID: "g2", Kind: review.DecisionReconstruct, Author: "bob", Reason: "refund unconfirmed",
		ReconstructedSummary: &textOnly, Verdicts: marks("effect_unconfirmed#0", tp)})

	clock.Advance(t0.Add(6 * time.Hour).Sub(clock.Now()))
	return svc
}

func wantCount(t *testing.T, name string, got queue.SignalCount, events, routed int) {
	t.Helper()
	if got.Events != events || math.Abs(got.Rate-float64(events)/float64(routed)) > 1e-12 {
		t.Errorf("%s = %+v, want %d events, rate %d/%d", name, got, events, events, routed)
	}
}

func TestSignals(t *testing.T) {
	ctx := context.Background()
	svc := seedSignalHistory(t)
	since := t0.Add(-24 * time.Hour)

	t.Run("Total", func(t *testing.T) {
		rep, err := svc.Signals(ctx, since, queue.GroupAll)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Since.Equal(since) || !rep.Until.Equal(t0.Add(6*time.Hour)) || len(rep.Groups) != 0 {
			t.Errorf("window %s..%s with %d groups, want %s..%s and none", rep.Since, rep.Until, len(rep.Groups), since, t0.Add(6*time.Hour))
		}
		g := rep.Total
		if g.Key != "all" || g.Routed != 7 {
			t.Fatalf("total %q routed %d, want all and 7 (old is outside the window)", g.Key, g.Routed)
		}
		wantCount(t, "blocked", g.Blocked, 2, 7)
		wantCount(t, "embedded instructions", g.EmbeddedInstructions, 1, 7)
		wantCount(t, "facts without reference", g.FactsWithoutReference, 1, 7)
		wantCount(t, "hypotheses promoted", g.HypothesesPromoted, 1, 7)
		wantCount(t, "unconfirmed effects", g.UnconfirmedEffects, 1, 7)
		wantCount(t, "source divergences", g.SourceDivergences, 1, 7)
		wantCount(t, "rules weakened", g.RulesWeakened, 1, 7)
		wantCount(t, "expired approvals reused", g.ExpiredApprovalsReused, 1, 7) // a3, not a4
		wantCount(t, "cross-tenant leakage", g.CrossTenantLeakage, 2, 7)         // a1 and g1, not g2

		if g.Reconstructions != 2 || g.ReconstructionsWithoutContract != 1 {
			t.Errorf("reconstructions %d (%d without contract), want 2 (1)", g.Reconstructions, g.ReconstructionsWithoutContract)
		}
		wantFields := []queue.FieldCorrection{{Field: "external_effects", Reconstructions: 1}, {Field: "hypotheses", Reconstructions: 1}, {Field: "stage", Reconstructions: 1}}
		if !slices.Equal(g.Corrections, wantFields) {
			t.Errorf("corrections = %+v, want %+v", g.Corrections, wantFields)
		}

		wantMarks := map[string][2]int{ // true, false positives
			"approval_invalid": {0, 2}, "effect_unconfirmed": {1, 0}, "embedded_instruction": {1, 0},
			"fact_without_reference": {0, 1}, "hypothesis_promoted": {1, 0}, "identity_mismatch": {0, 1},
			"out_of_scope_source": {1, 0}, "rule_weakened": {0, 1},
		}
		if len(g.FalsePositives) != len(wantMarks) {
			t.Errorf("false positives for %d findings, want %d: %+v", len(g.FalsePositives), len(wantMarks), g.FalsePositives)
		}
		for _, m := range g.FalsePositives {
			w := wantMarks[m.Finding]
			if m.TruePositive != w[0] || m.FalsePositive != w[1] || m.FalsePositiveRate != sampling.Wilson(w[1], w[0]+w[1]) {
				t.Errorf("%s marks = %+v, want %d true, %d false", m.Finding, m, w[0], w[1])
			}
		}
		if m := g.FalsePositives[0]; m.Finding != "approval_invalid" || m.FalsePositiveRate.Estimate != 1 {
			t.Errorf("first false-positive row = %+v, want approval_invalid at 100%%", m)
		}

		// Waiting: old (10 days and 6 hours) and a4 (6 hours).
		if g.Waiting != 2 || g.QueueAgeP50Seconds != (6*time.Hour).Seconds() || g.QueueAgeP95Seconds != (246*time.Hour).Seconds() {
			t.Errorf("queue: %d waiting, p50 %gs, p95 %gs; want 2, %gs, %gs", g.Waiting, g.QueueAgeP50Seconds, g.QueueAgeP95Seconds,
				(6 * time.Hour).Seconds(), (246 * time.Hour).Seconds())
		}

		// ana decided a1, a3, g1 at 1h, 3h, 4h after enqueue; bob a2, g2 at
		// 2h, 5h; each a minute after claiming it.
		wantReviewers := []queue.ReviewerSignal{
			{Reviewer: "ana", Decisions: 3, MedianEnqueueToDecisionSeconds: (3 * time.Hour).Seconds(), MedianClaimToDecisionSeconds: 60, Timed: 3},
			{Reviewer: "bob", Decisions: 2, MedianEnqueueToDecisionSeconds: (3*time.Hour + 30*time.Minute).Seconds(), MedianClaimToDecisionSeconds: 60, Timed: 2},
		}
		if !slices.Equal(rep.Reviewers, wantReviewers) || rep.Decisions != 5 || rep.MedianEnqueueToDecisionSeconds != (3*time.Hour).Seconds() ||
			rep.MedianClaimToDecisionSeconds != 60 || rep.TimedDecisions != 5 {
			t.Errorf("reviewers %+v, %d decisions (%d timed), median %gs (claim %gs); want %+v, 5 (5), %gs (60s)", rep.Reviewers, rep.Decisions,
				rep.TimedDecisions, rep.MedianEnqueueToDecisionSeconds, rep.MedianClaimToDecisionSeconds, wantReviewers, (3 * time.Hour).Seconds())
		}
	})

	t.Run("ByTenant", func(t *testing.T) {
		rep, err := svc.Signals(ctx, since, queue.GroupTenant)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Groups) != 2 || rep.Groups[0].Key != "acme" || rep.Groups[1].Key != "globex" {
			t.Fatalf("groups %+v, want acme and globex", rep.Groups)
		}
		acme, globex := rep.Groups[0], rep.Groups[1]
		if acme.Routed != 4 || globex.Routed != 3 {
			t.Errorf("routed acme %d, globex %d; want 4, 3", acme.Routed, globex.Routed)
		}
		wantCount(t, "acme blocked", acme.Blocked, 1, 4)
		wantCount(t, "globex blocked", globex.Blocked, 1, 3)
		wantCount(t, "acme leakage", acme.CrossTenantLeakage, 1, 4)
		wantCount(t, "globex leakage", globex.CrossTenantLeakage, 1, 3)
		wantCount(t, "acme expired approvals", acme.ExpiredApprovalsReused, 1, 4)
		wantCount(t, "globex expired approvals", globex.ExpiredApprovalsReused, 0, 3)
		wantCount(t, "globex rules weakened", globex.RulesWeakened, 1, 3)
		if len(acme.Corrections) != 3 || len(globex.Corrections) != 0 || globex.ReconstructionsWithoutContract != 1 {
			t.Errorf("corrections acme %+v, globex %+v (%d without contract)", acme.Corrections, globex.Corrections, globex.ReconstructionsWithoutContract)
		}
		if acme.Waiting != 2 || globex.Waiting != 0 || globex.QueueAgeP95Seconds != 0 {
			t.Errorf("waiting acme %d, globex %d (p95 %g); want 2, 0 (0)", acme.Waiting, globex.Waiting, globex.QueueAgeP95Seconds)
		}
		if rep.Total.Routed != 7 {
			t.Errorf("total routed %d under grouping, want 7", rep.Total.Routed)
		}
	})

	t.Run("ByAgent", func(t *testing.T) {
		rep, err := svc.Signals(ctx, since, queue.GroupAgent)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Groups) != 2 || rep.Groups[0].Key != "bot-a" || rep.Groups[0].Routed != 3 || rep.Groups[1].Routed != 4 {
			t.Fatalf("groups %+v, want bot-a 3 routed, bot-b 4", rep.Groups)
		}
		wantCount(t, "bot-a blocked", rep.Groups[0].Blocked, 2, 3)
		wantCount(t, "bot-b unconfirmed effects", rep.Groups[1].UnconfirmedEffects, 1, 4)
	})

	t.Run("ByTaskClass", func(t *testing.T) {
		rep, err := svc.Signals(ctx, since, queue.GroupTaskClass)
		if err != nil {
			t.Fatal(err)
		}
		byKey := map[string]queue.SignalGroup{}
		var keys []string
		for _, g := range rep.Groups {
			byKey[g.Key] = g
			keys = append(keys, g.Key)
		}
		want := []string{queue.NoClassGroup, "contract_change", "financial_move", "missing_evidence", "new_instruction", "source_conflict", "unexpected_behavior"}
		if !slices.Equal(keys, want) {
			t.Fatalf("groups %v, want %v", keys, want)
		}
		odd := byKey["unexpected_behavior"] // a1 and g1
		wantCount(t, "unexpected_behavior blocked", odd.Blocked, 2, 2)
		wantCount(t, "unexpected_behavior leakage", odd.CrossTenantLeakage, 2, 2)
		if n := byKey[queue.NoClassGroup].Routed; n != 1 {
			t.Errorf("no-class routed %d, want 1 (g3)", n)
		}
		// new_instruction: a1 routed in the window; old waits, outside it.
		if ni := byKey["new_instruction"]; ni.Routed != 1 || ni.Waiting != 1 || ni.QueueAgeP50Seconds != (246*time.Hour).Seconds() {
			t.Errorf("new_instruction = routed %d, waiting %d, p50 %gs; want 1, 1, %gs", ni.Routed, ni.Waiting, ni.QueueAgeP50Seconds, (246 * time.Hour).Seconds())
		}
	})

	t.Run("NarrowWindow", func(t *testing.T) {
		// From t0+1h: no event was routed, but the decisions at 1h or later
		// count for the reviewers, and the queue is what waits now.
		rep, err := svc.Signals(ctx, t0.Add(time.Hour), queue.GroupAll)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Total.Routed != 0 || rep.Total.Blocked.Rate != 0 || rep.Decisions != 5 || rep.Total.Waiting != 2 {
			t.Errorf("routed %d, blocked rate %g, decisions %d, waiting %d; want 0, 0, 5, 2", rep.Total.Routed, rep.Total.Blocked.Rate, rep.Decisions, rep.Total.Waiting)
		}
	})

	t.Run("UnknownGrouping", func(t *testing.T) {
		_, err := svc.Signals(ctx, since, "team")
		wantCode(t, err, review.EINVALID, `"team"`, "agent, task-class or tenant")
	})
}

func TestContractFieldsChanged(t *testing.T) {
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	orig := &review.Contract{TaskID: "t1", Stage: "done",
		ExternalEffects: []review.ExternalEffect{{Kind: "refund", Amount: &review.Amount{Text: "120.00"}, Status: "confirmed"}},
		Approvals:       []review.Approval{{ID: "A1", ExpiresAt: &at}}}
	// The same instant written in another zone is the same value.
	sameAt := at.In(time.FixedZone("BRT", -3*3600))
	same := *orig
	same.Approvals = []review.Approval{{ID: "A1", ExpiresAt: &sameAt}}
	for _, tc := range []struct {
		name          string
		original, rec *review.Contract
		want          []string
	}{
		{"Unchanged", orig, &same, nil},
		{"StageAndEffect", orig, &review.Contract{TaskID: "t1", Stage: "pending",
			ExternalEffects: []review.ExternalEffect{{Kind: "refund", Amount: &review.Amount{Text: "120.00"}, Status: "failed"}},
			Approvals:       orig.Approvals}, []string{"external_effects", "stage"}},
		{"FieldRemovedAndAdded", orig, &review.Contract{TaskID: "t1", Stage: "done", ExternalEffects: orig.ExternalEffects,
			PendingItems: []review.PendingItem{{Text: "confirm the refund"}}}, []string{"approvals", "pending_items"}},
		{"NoOriginal", nil, &review.Contract{Stage: "done"}, []string{"stage"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := queue.ContractFieldsChanged(tc.original, tc.rec)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("changed = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestReusesExpiredApproval(t *testing.T) {
	created := time.Date(2026, 3, 1, 11, 0, 0, 0, time.UTC)
	before, after := created.Add(-time.Hour), created.Add(time.Hour)
	ev := &review.Event{CreatedAt: created,
		Summary:       review.Summary{Contract: &review.Contract{Approvals: []review.Approval{{ID: "A0", ExpiresAt: &after}, {ID: "A1", ExpiresAt: &before}, {ID: "A2"}}}},
		SourceOfTruth: &review.SourceOfTruth{Approvals: []review.SourceApproval{{ID: "A0", ExpiresAt: &created}}}}
	ref := func(pane review.Pane, ptr string) review.Finding {
		return review.Finding{ID: "approval_invalid", Evidence: []review.Evidence{{Pane: pane, Ref: ptr}}}
	}
	for _, tc := range []struct {
		name string
		f    review.Finding
		want bool
	}{
		{"ContractExpired", ref(review.PaneContract, "/approvals/1/id"), true},
		{"ContractValid", ref(review.PaneContract, "/approvals/0/id"), false},
		{"NoExpiry", ref(review.PaneContract, "/approvals/2/id"), false},
		{"SourceExpiredAtCreation", ref(review.PaneSourceOfTruth, "/approvals/0/id"), true},
		{"IndexOutOfRange", ref(review.PaneContract, "/approvals/9/id"), false},
		{"NotAnIndex", ref(review.PaneContract, "/approvals/01/id"), false},
		{"SummaryText", ref(review.PaneSummary, "text"), false},
		{"OtherFinding", review.Finding{ID: "source_conflict", Evidence: []review.Evidence{{Pane: review.PaneContract, Ref: "/approvals/1/id"}}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := queue.ReusesExpiredApproval(ev, tc.f); got != tc.want {
				t.Errorf("ReusesExpiredApproval = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestPercentileAndMedian(t *testing.T) {
	ds := []time.Duration{5, 1, 4, 2, 3, 10, 6, 7, 8, 9}
	for _, tc := range []struct {
		p    float64
		want time.Duration
	}{{0.5, 5}, {0.95, 10}, {0.1, 1}, {0.11, 2}, {1, 10}} {
		if got := queue.Percentile(ds, tc.p); got != tc.want {
			t.Errorf("Percentile(1..10, %g) = %d, want %d", tc.p, got, tc.want)
		}
	}
	if ds[0] != 5 {
		t.Error("Percentile sorted its argument")
	}
	if got := queue.Median(ds); got != 5 { // (5+6)/2 in integer nanoseconds
		t.Errorf("Median(1..10) = %d, want 5", got)
	}
	if got := queue.Median([]time.Duration{3, 1, 2}); got != 2 {
		t.Errorf("Median(3,1,2) = %d, want 2", got)
	}
	if queue.Percentile(nil, 0.5) != 0 || queue.Median(nil) != 0 {
		t.Error("empty input: want 0")
	}
}

// BenchmarkSignals measures one report, grouped by tenant, over 100,000
// events routed in the window (RECAP_BENCH_SIGNAL_EVENTS overrides): a
// tenth blocked with an identity_mismatch, a fifth decided with two finding
// marks, and one in fifty reconstructed with a contract, whose stored event
// is read and compared. The events go in through Ingest; the decisions are
// written by SQL, which is the ledger's shape without its hash chain (the
// signals do not read it).
func BenchmarkSignals(b *testing.B) {
	n := 100_000
	if v := os.Getenv("RECAP_BENCH_SIGNAL_EVENTS"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n <= 0 {
			b.Fatalf("RECAP_BENCH_SIGNAL_EVENTS=%q: want a positive number", v)
		}
	}
	ctx := context.Background()
	path := filepath.Join(b.TempDir(), "recap.db")
	db := openDB(b, path)
	clock := newClock()
	svc := queue.New(queue.Config{DB: db, Router: testRouter{}, Now: clock.Now})
	start := time.Now()
	for lo := 0; lo < n; lo += 5000 {
		evs := make([]*review.RawEvent, 0, 5000)
		for i := lo; i < min(lo+5000, n); i++ {
			id := fmt.Sprintf("e%07d", i)
			if i%10 == 0 {
				id = "block-" + id
			}
			evs = append(evs, quickRawEvent(id))
		}
		if _, err := svc.Ingest(ctx, evs, queue.IngestOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	c, err := sql.Open("sqlite", fullDSN(path))
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	for _, q := range []string{
		`INSERT INTO decisions (event_id, kind, author, author_overridden, at, reason, override, reconstructed_summary,
			reconstructed_contract, verdicts, reverses, prev_hash, hash)
		SELECT e.id, CASE WHEN e.seq % 50 = 0 THEN 'reconstruct' ELSE 'reject' END, 'reviewer-' || (e.seq % 7), 0,
			'2026-03-01T13:00:00.000000000Z', 'bench', 0,
			CASE WHEN e.seq % 50 = 0 THEN 'fixed' END,
			CASE WHEN e.seq % 50 = 0 THEN '{"task_id":"task-' || e.id || '","stage":"refund_pending"}' END,
			'[{"finding":"unconfirmed_effect#0","verdict":"false_positive"},{"finding":"identity_mismatch#0","verdict":"true_positive"}]',
			0, 'x', 'h' || e.seq
		FROM events e WHERE e.seq % 5 = 0`,
		`UPDATE items SET state = 'decided', decided_seq = (SELECT d.seq FROM decisions d JOIN events e ON e.id = d.event_id WHERE e.seq = items.seq)
		WHERE seq % 5 = 0`,
	} {
		if _, err := c.Exec(q); err != nil {
			b.Fatalf("%.60s: %v", q, err)
		}
	}
	b.Logf("seeded %d events in %s", n, time.Since(start).Round(time.Millisecond))
	clock.Advance(6 * time.Hour)
	b.ResetTimer()
	for b.Loop() {
		rep, err := svc.Signals(ctx, t0.Add(-24*time.Hour), queue.GroupTenant)
		if err != nil {
			b.Fatal(err)
		}
		if rep.Total.Routed != n || rep.Decisions != n/5 {
			b.Fatalf("routed %d, decisions %d; want %d, %d", rep.Total.Routed, rep.Decisions, n, n/5)
		}
	}
	b.ReportMetric(float64(n), "events")
}
