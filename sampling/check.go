package sampling

import (
	"fmt"
	"slices"
	"strings"

	"recap/review"
)

// CheckStatus is the outcome of replaying one regression case.
type CheckStatus string

// Case outcomes, from best to worst.
const (
	CheckPass CheckStatus = "pass"
	CheckWarn CheckStatus = "warn"
	CheckFail CheckStatus = "fail"
)

func (s CheckStatus) rank() int {
	switch s {
	case CheckFail:
		return 2
	case CheckWarn:
		return 1
	}
	return 0
}

// The checks a replay runs; [CaseProblem.Check] names the one that failed.
const (
	CheckEvent            = "event"             // the case's event no longer parses
	CheckAction           = "action"            // routed below the recorded action
	CheckConfirmedFinding = "confirmed_finding" // a confirmed finding no longer fires
	CheckFalsePositive    = "false_positive"    // a false positive fires again
	CheckReconstruction   = "reconstruction"    // the reconstruction raises a blocking finding
)

// CaseProblem is one way a replay departs from what reviewers recorded.
type CaseProblem struct {
	Status  CheckStatus `json:"status"` // warn or fail
	Check   string      `json:"check"`
	Finding string      `json:"finding,omitempty"` // the finding id, for finding checks
	Message string      `json:"message"`
}

// CaseResult is what replaying a case under the engine found.
type CaseResult struct {
	ID        string              `json:"id"`
	Decision  review.DecisionKind `json:"decision"`
	MinAction review.RouteAction  `json:"min_action"`
	// Now is the action the engine routes the event to today, and
	// NowSampled its sampling draw when that action is sample.
	Now        review.RouteAction `json:"now"`
	NowSampled bool               `json:"now_sampled"`
	// Findings are the finding ids the engine raises today, sorted, once.
	Findings []string `json:"findings"`
	// ReconstructionFindings are the finding ids raised on the reviewer's
	// reconstruction, for a reconstruction case.
	ReconstructionFindings []string `json:"reconstruction_findings,omitempty"`
	PolicyVersion          string   `json:"policy_version"`
	// Status is the worst status of Problems; pass when there are none.
	Status   CheckStatus   `json:"status"`
	Problems []CaseProblem `json:"problems"`
}

// Outcome returns the case's status, with warnings counted as failures
// when strict.
func (r CaseResult) Outcome(strict bool) CheckStatus {
	if strict && r.Status == CheckWarn {
		return CheckFail
	}
	return r.Status
}

// CheckCase replays a regression case under e. It routes the case's event
// again and compares the routing with what the reviewers recorded:
//
//   - fail when the event now routes to pass or sample below the case's
//     min_action (a sample whose draw misses the event counts as pass): a
//     summary reviewers rejected or rebuilt could now reach the agent
//     unseen. Routing to review below a recorded block is a warning: a
//     human still sees it, but the agent is no longer stopped first.
//   - fail when a finding reviewers confirmed no longer fires.
//   - warn when a finding reviewers marked false positive fires again.
//   - for a reconstruction, fail when the engine, run on the event with
//     the reviewer's rewritten summary in place of the original one, raises
//     a blocking finding: the fix must itself be clean.
//
// The reconstructed summary replaces the whole summary, as `recap decide
// --reconstruct` validates it: its text, and its contract when the
// reviewer kept one (a null contract means none). CheckCase is pure; the
// same case under the same policy always gives the same result.
func CheckCase(e *Engine, c review.Case) CaseResult {
	res := CaseResult{
		ID: c.ID, Decision: c.Expected.Decision, MinAction: c.Expected.MinAction,
		Findings: []string{}, Problems: []CaseProblem{}, Status: CheckPass,
	}
	res.PolicyVersion, _ = e.Policy()
	add := func(p CaseProblem) {
		res.Problems = append(res.Problems, p)
		if p.Status.rank() > res.Status.rank() {
			res.Status = p.Status
		}
	}
	raw, err := review.ParseEvent(c.Event)
	if err != nil {
		add(CaseProblem{Status: CheckFail, Check: CheckEvent,
			Message: "the case's event is not a valid event: " + caseOneLine(err.Error())})
		return res
	}
	ev := raw.Event
	r := e.Route(ev)
	res.Now, res.NowSampled = r.Action, r.Action == review.ActionSample && r.Sampled
	res.Findings = caseFindingIDs(r.Findings)

	if p, ok := checkCaseAction(c, r); ok {
		add(p)
	}
	for _, id := range c.Expected.ConfirmedFindings {
		if !slices.Contains(res.Findings, id) {
			add(CaseProblem{Status: CheckFail, Check: CheckConfirmedFinding, Finding: id,
				Message: fmt.Sprintf("%s confirmed %s on this event, and the engine no longer raises it", caseReviewer(c), id)})
		}
	}
	for _, id := range c.Expected.FalsePositiveFindings {
		if slices.Contains(res.Findings, id) {
			add(CaseProblem{Status: CheckWarn, Check: CheckFalsePositive, Finding: id,
				Message: fmt.Sprintf("%s marked %s a false positive on this event, and the engine raises it again: %s",
					caseReviewer(c), id, caseFindingMessage(r.Findings, id))})
		}
	}
	if c.Expected.Decision == review.DecisionReconstruct && c.Expected.ReconstructedSummary != nil {
		fixed := *ev
		text := *c.Expected.ReconstructedSummary
		fixed.Summary = review.Summary{Text: &text, Contract: c.Expected.ReconstructedContract}
		rr := e.Route(&fixed)
		res.ReconstructionFindings = caseFindingIDs(rr.Findings)
		for _, f := range rr.Findings {
			if f.TableSeverity() == review.SeverityBlock {
				add(CaseProblem{Status: CheckFail, Check: CheckReconstruction, Finding: f.ID,
					Message: fmt.Sprintf("the reconstruction %s wrote raises blocking finding %s: %s", caseReviewer(c), f.ID, caseOneLine(f.Message))})
			}
		}
	}
	return res
}

// checkCaseAction compares the routing with the case's floor.
func checkCaseAction(c review.Case, r review.Routing) (CaseProblem, bool) {
	floor := c.Expected.MinAction
	now := r.Action.Rank()
	if r.Action == review.ActionSample && !r.Sampled {
		now = review.ActionPass.Rank()
	}
	if now >= floor.Rank() {
		return CaseProblem{}, false
	}
	what := fmt.Sprintf("%s %s this event", caseReviewer(c), caseVerb(c.Expected.Decision))
	if reason := caseOneLine(c.Expected.Reason); reason != "" {
		what += fmt.Sprintf(" (%q)", reason)
	}
	switch {
	case r.Action == review.ActionSample && !r.Sampled:
		return CaseProblem{Status: CheckFail, Check: CheckAction, Message: fmt.Sprintf(
			"%s when it was routed to %s; the engine now samples it at rate %g and the draw misses it, so it would resume unseen",
			what, floor, r.SampleRate)}, true
	case r.Action.Rank() <= review.ActionSample.Rank():
		return CaseProblem{Status: CheckFail, Check: CheckAction, Message: fmt.Sprintf(
			"%s when it was routed to %s; the engine now routes it to %s, so a human may never see it", what, floor, caseActionText(r))}, true
	}
	return CaseProblem{Status: CheckWarn, Check: CheckAction, Message: fmt.Sprintf(
		"%s when it was routed to %s; the engine now routes it to %s: still reviewed, but no longer stopped before resuming", what, floor, r.Action)}, true
}

func caseActionText(r review.Routing) string {
	if r.Action == review.ActionSample {
		return fmt.Sprintf("sample (rate %g)", r.SampleRate)
	}
	return string(r.Action)
}

func caseReviewer(c review.Case) string {
	if strings.TrimSpace(c.DecidedBy) == "" {
		return "the reviewer"
	}
	return caseOneLine(c.DecidedBy)
}

func caseVerb(k review.DecisionKind) string {
	switch k {
	case review.DecisionApprove:
		return "approved"
	case review.DecisionReject:
		return "rejected"
	case review.DecisionReconstruct:
		return "rewrote the summary of"
	}
	return string(k)
}

// caseFindingIDs returns the distinct ids of fs, sorted.
func caseFindingIDs(fs []review.Finding) []string {
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		out = append(out, f.ID)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func caseFindingMessage(fs []review.Finding, id string) string {
	for _, f := range fs {
		if f.ID == id {
			return caseOneLine(f.Message)
		}
	}
	return ""
}

// caseOneLine folds a message onto one line for a table or a log.
func caseOneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
