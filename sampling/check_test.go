package sampling_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"recap/review"
	"recap/sampling"
)

// specFindingIDs are the finding ids issue 3 names; policies in these tests
// give each a severity.
var specFindingIDs = []string{
	"identity_mismatch", "workflow_version_rejected", "invalid_transition", "action_without_confirmation",
	"approval_invalid", "pending_unblocked", "tool_not_in_policy", "embedded_instruction", "out_of_scope_source",
	"fact_without_reference", "hypothesis_promoted", "effect_unconfirmed", "failure_omitted", "rule_weakened",
	"source_conflict", "missing_limit", "summary_uninspectable", "no_source_of_truth",
}

// uniformPolicy returns a policy that gives every finding the severity sev
// and every risk class the action riskAction.
func uniformPolicy(t *testing.T, sev, riskAction string, base float64) *sampling.Policy {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "version = \"test-%s-%s\"\nseed = \"check-test\"\nbase_sample_rate = %g\n\n[risk_actions]\n", sev, riskAction, base)
	for _, c := range review.RiskClasses {
		fmt.Fprintf(&b, "%s = %q\n", c, riskAction)
	}
	b.WriteString("\n[severities]\n")
	for _, id := range specFindingIDs {
		fmt.Fprintf(&b, "%s = %q\n", id, sev)
	}
	p, err := sampling.ParsePolicy([]byte(b.String()), "test.toml")
	if err != nil {
		t.Fatalf("test policy: %v", err)
	}
	return p
}

type testEvent struct {
	raw []byte
	ev  *review.Event
}

func loadEvents(t *testing.T) []testEvent {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "events", "*.json"))
	if len(files) == 0 {
		t.Fatal("no testdata/events/*.json")
	}
	var out []testEvent
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		re, err := review.ParseEvent(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out = append(out, testEvent{raw: b, ev: re.Event})
	}
	return out
}

// caseFor builds the case a reviewer's decision on ev would export under
// e: the routing's action as the floor and every finding confirmed.
func caseFor(e *sampling.Engine, te testEvent, kind review.DecisionKind) review.Case {
	r := e.Route(te.ev)
	c := review.Case{
		Schema: review.CaseSchema, ID: te.ev.ID, DecidedBy: "ana", DecidedAt: time.Date(2026, 3, 20, 10, 0, 0, 0, time.UTC),
		PolicyVersion: r.PolicyVersion, Event: te.raw,
		Expected: review.Expectation{Decision: kind, MinAction: r.Action, Reason: "the summary cannot be resumed from",
			ConfirmedFindings: []string{}, FalsePositiveFindings: []string{}},
	}
	for _, f := range r.Findings {
		if !slices.Contains(c.Expected.ConfirmedFindings, f.ID) {
			c.Expected.ConfirmedFindings = append(c.Expected.ConfirmedFindings, f.ID)
		}
	}
	return c
}

// pick returns the first event the engine routes so that ok(routing).
func pick(t *testing.T, e *sampling.Engine, evs []testEvent, what string, ok func(review.Routing) bool) testEvent {
	t.Helper()
	for _, te := range evs {
		if ok(e.Route(te.ev)) {
			return te
		}
	}
	t.Fatalf("no test event is %s under the default policy", what)
	return testEvent{}
}

func hasProblem(r sampling.CaseResult, check string, status sampling.CheckStatus, fragment string) bool {
	for _, p := range r.Problems {
		if p.Check == check && p.Status == status && strings.Contains(p.Message, fragment) {
			return true
		}
	}
	return false
}

func TestCheckCase(t *testing.T) {
	evs := loadEvents(t)
	def := sampling.NewEngine(nil)
	blocked := pick(t, def, evs, "blocked with two or more finding ids", func(r review.Routing) bool {
		ids := map[string]bool{}
		for _, f := range r.Findings {
			ids[f.ID] = true
		}
		return r.Action == review.ActionBlock && len(ids) >= 2
	})

	t.Run("SameEngineSamePolicyPasses", func(t *testing.T) {
		n := 0
		for _, te := range evs {
			// Only events routed in front of a human can be decided.
			if !def.Route(te.ev).NeedsReview() {
				continue
			}
			n++
			c := caseFor(def, te, review.DecisionReject)
			if r := sampling.CheckCase(def, c); r.Status != sampling.CheckPass || len(r.Problems) != 0 {
				t.Errorf("%s replayed under the engine that made it: %s %+v", te.ev.ID, r.Status, r.Problems)
			}
		}
		if n < len(evs)/2 {
			t.Errorf("only %d of %d events need review; the replay covered too few", n, len(evs))
		}
	})

	t.Run("PassEverythingFailsRejections", func(t *testing.T) {
		lax := sampling.NewEngine(uniformPolicy(t, "info", "pass", 0))
		c := caseFor(def, blocked, review.DecisionReject)
		r := sampling.CheckCase(lax, c)
		if r.Status != sampling.CheckFail || r.Now != review.ActionPass {
			t.Fatalf("status %s now %s; want fail, now pass", r.Status, r.Now)
		}
		if !hasProblem(r, sampling.CheckAction, sampling.CheckFail, "routes it to pass, so a human may never see it") ||
			!hasProblem(r, sampling.CheckAction, sampling.CheckFail, `ana rejected this event ("the summary cannot be resumed from") when it was routed to block`) {
			t.Errorf("problems %+v", r.Problems)
		}
		if r.PolicyVersion != "test-info-pass" {
			t.Errorf("policy version %q, want the replaying engine's", r.PolicyVersion)
		}
	})

	t.Run("ApprovalSetsNoFloor", func(t *testing.T) {
		lax := sampling.NewEngine(uniformPolicy(t, "info", "pass", 0))
		c := caseFor(def, blocked, review.DecisionApprove)
		c.Expected.MinAction = review.ActionPass
		if r := sampling.CheckCase(lax, c); r.Status != sampling.CheckPass {
			t.Errorf("an approval routed to pass: %s %+v", r.Status, r.Problems)
		}
	})

	t.Run("SampleThatMissesIsAFailure", func(t *testing.T) {
		rare := sampling.NewEngine(uniformPolicy(t, "info", "sample(0.000001)", 0))
		if r := rare.Route(blocked.ev); r.Action != review.ActionSample || r.Sampled {
			t.Fatalf("precondition: the rare policy routes %s to %s (sampled %v); want sample, not drawn", blocked.ev.ID, r.Action, r.Sampled)
		}
		r := sampling.CheckCase(rare, caseFor(def, blocked, review.DecisionReject))
		if r.Status != sampling.CheckFail || r.Now != review.ActionSample || r.NowSampled {
			t.Errorf("status %s now %s sampled %v; want fail on an unsampled sample", r.Status, r.Now, r.NowSampled)
		}
		if !hasProblem(r, sampling.CheckAction, sampling.CheckFail, "the draw misses it") {
			t.Errorf("problems %+v", r.Problems)
		}
	})

	t.Run("BlockToReviewWarns", func(t *testing.T) {
		soft := sampling.NewEngine(uniformPolicy(t, "review", "review", 0))
		r := sampling.CheckCase(soft, caseFor(def, blocked, review.DecisionReject))
		if r.Status != sampling.CheckWarn || r.Now != review.ActionReview {
			t.Fatalf("status %s now %s; want warn, now review", r.Status, r.Now)
		}
		if !hasProblem(r, sampling.CheckAction, sampling.CheckWarn, "still reviewed") {
			t.Errorf("problems %+v", r.Problems)
		}
		if r.Outcome(false) != sampling.CheckWarn || r.Outcome(true) != sampling.CheckFail {
			t.Errorf("outcome %s / strict %s; want warn / fail", r.Outcome(false), r.Outcome(true))
		}
	})

	t.Run("ConfirmedFindingMustStillFire", func(t *testing.T) {
		c := caseFor(def, blocked, review.DecisionReject)
		now := sampling.CheckCase(def, c).Findings
		var missing string
		for _, id := range specFindingIDs {
			if !slices.Contains(now, id) {
				missing = id
				break
			}
		}
		c.Expected.ConfirmedFindings = append(c.Expected.ConfirmedFindings, missing)
		r := sampling.CheckCase(def, c)
		if r.Status != sampling.CheckFail || !hasProblem(r, sampling.CheckConfirmedFinding, sampling.CheckFail, "ana confirmed "+missing) {
			t.Errorf("status %s problems %+v; want a failure naming %s", r.Status, r.Problems, missing)
		}
		if len(r.Problems) != 1 || r.Problems[0].Finding != missing {
			t.Errorf("problems %+v; want exactly the one for %s", r.Problems, missing)
		}
	})

	t.Run("FalsePositiveAgainWarns", func(t *testing.T) {
		c := caseFor(def, blocked, review.DecisionReject)
		fp := c.Expected.ConfirmedFindings[0]
		c.Expected.ConfirmedFindings = c.Expected.ConfirmedFindings[1:]
		c.Expected.FalsePositiveFindings = []string{fp}
		r := sampling.CheckCase(def, c)
		if r.Status != sampling.CheckWarn || !hasProblem(r, sampling.CheckFalsePositive, sampling.CheckWarn, "marked "+fp+" a false positive") {
			t.Errorf("status %s problems %+v; want a warning for %s", r.Status, r.Problems, fp)
		}
		if r.Outcome(true) != sampling.CheckFail {
			t.Error("strict should turn the warning into a failure")
		}
	})

	t.Run("ReconstructionMustNotBlock", func(t *testing.T) {
		// A "reconstruction" that repeats the blocked summary word for word
		// blocks again.
		c := caseFor(def, blocked, review.DecisionReconstruct)
		text := blocked.ev.Summary.TextOrEmpty()
		if text == "" {
			text = "(no text)"
		}
		c.Expected.ReconstructedSummary = &text
		c.Expected.ReconstructedContract = blocked.ev.Summary.Contract
		r := sampling.CheckCase(def, c)
		if r.Status != sampling.CheckFail || !hasProblem(r, sampling.CheckReconstruction, sampling.CheckFail, "raises blocking finding") {
			t.Errorf("status %s problems %+v; want the reconstruction to fail", r.Status, r.Problems)
		}
		if len(r.ReconstructionFindings) == 0 {
			t.Error("the reconstruction's findings are not reported")
		}
		// Under a policy where nothing blocks, the same reconstruction is
		// clean, and the case holds (the floor is the soft engine's own).
		soft := sampling.NewEngine(uniformPolicy(t, "review", "review", 0))
		c2 := caseFor(soft, blocked, review.DecisionReconstruct)
		c2.Expected.ReconstructedSummary = &text
		if r := sampling.CheckCase(soft, c2); r.Status != sampling.CheckPass {
			t.Errorf("no blocking severity, status %s problems %+v", r.Status, r.Problems)
		}
	})

	t.Run("ReconstructionReplacesTheWholeSummary", func(t *testing.T) {
		// The contract is part of the summary a reviewer rewrites: with no
		// contract the reconstruction is checked with none, and with one,
		// with that one; retained messages and the opaque note go too.
		text := "Work is paused. Nothing was sent, paid, deleted or approved. Next: ask the requester how to proceed."
		for _, contract := range []*review.Contract{nil, blocked.ev.Summary.Contract} {
			c := caseFor(def, blocked, review.DecisionReconstruct)
			c.Expected.ReconstructedSummary = &text
			c.Expected.ReconstructedContract = contract
			fixed := *blocked.ev
			fixed.Summary = review.Summary{Text: &text, Contract: contract}
			want := sortedIDs(def.Route(&fixed))
			if got := sampling.CheckCase(def, c).ReconstructionFindings; !slices.Equal(got, want) {
				t.Errorf("contract %v: reconstruction findings %v, want %v", contract != nil, got, want)
			}
		}
	})

	t.Run("BrokenEvent", func(t *testing.T) {
		c := caseFor(def, blocked, review.DecisionReject)
		c.Event = []byte(`{"schema":"recap.event/v1","id":"x"}`)
		r := sampling.CheckCase(def, c)
		if r.Status != sampling.CheckFail || !hasProblem(r, sampling.CheckEvent, sampling.CheckFail, "not a valid event") {
			t.Errorf("status %s problems %+v", r.Status, r.Problems)
		}
	})

	t.Run("Deterministic", func(t *testing.T) {
		c := caseFor(def, blocked, review.DecisionReject)
		a, b := sampling.CheckCase(def, c), sampling.CheckCase(def, c)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("two replays differ:\n%+v\n%+v", a, b)
		}
	})
}

// sortedIDs returns the distinct finding ids of r, sorted.
func sortedIDs(r review.Routing) []string {
	out := []string{}
	for _, f := range r.Findings {
		out = append(out, f.ID)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestRegressionCases replays testdata/regression, the cases exported from
// real decisions on our own events (see its README), under the built-in
// policy: a change to the engine or the default policy that lets one of
// those mistakes through fails here. Warnings (a false positive back) are
// logged, not failed.
func TestRegressionCases(t *testing.T) {
	dir := filepath.Join("..", "testdata", "regression")
	e := sampling.NewEngine(sampling.DefaultPolicy())
	n := 0
	err := review.ReadCaseDir(os.DirFS(dir), dir, func(entry review.CaseEntry) error {
		if entry.Err != nil {
			t.Errorf("invalid case: %v", entry.Err)
			return nil
		}
		n++
		r := sampling.CheckCase(e, *entry.Case)
		for _, p := range r.Problems {
			if p.Status == sampling.CheckFail {
				t.Errorf("%s:%d: %s (%s): %s", entry.File, entry.Line, r.ID, p.Check, p.Message)
			} else {
				t.Logf("%s: warning (%s): %s", r.ID, p.Check, p.Message)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 6 {
		t.Errorf("read %d regression cases from %s, want at least 6; regenerate them (see its README)", n, dir)
	}
}
