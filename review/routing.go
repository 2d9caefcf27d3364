package review

import "fmt"

// Severity is how much a finding weighs in routing.
type Severity string

// Finding severities, from strongest to weakest.
const (
	SeverityBlock  Severity = "block"
	SeverityReview Severity = "review"
	SeverityInfo   Severity = "info"
)

// ParseSeverity checks s names a severity.
func ParseSeverity(s string) (Severity, error) {
	switch Severity(s) {
	case SeverityBlock, SeverityReview, SeverityInfo:
		return Severity(s), nil
	}
	return "", fmt.Errorf("severity %q: want block, review or info", s)
}

// Pane names where a piece of evidence sits, matching the desk's panes.
type Pane string

// The panes evidence can point into.
const (
	PaneOriginal      Pane = "original"
	PaneSummary       Pane = "summary"
	PaneContract      Pane = "contract"
	PaneSourceOfTruth Pane = "source_of_truth"
)

// Evidence is one span that triggered a finding or a risk class.
//
// Ref is a message id for the original pane (or a retained message id),
// "text" for the summary text, and a JSON pointer into the contract or the
// source of truth for those panes (for example "/confirmed_facts/2/text").
// Start and End are byte offsets into the string Ref names; both are zero
// when the evidence is the whole value. Quote is the text of the span.
type Evidence struct {
	Pane  Pane   `json:"pane"`
	Ref   string `json:"ref"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Quote string `json:"quote"`
}

// Finding is one deterministic check that fired on an event.
type Finding struct {
	// ID is the check's stable id, such as "rule_weakened".
	ID       string     `json:"id"`
	Severity Severity   `json:"severity"`
	Message  string     `json:"message"`
	Evidence []Evidence `json:"evidence"`
	// CappedFrom is the severity the policy's table gives this finding when
	// the engine read it from the wording rather than proved it from a
	// field and the policy's inferred_severity lowered it; empty otherwise.
	CappedFrom Severity `json:"capped_from,omitempty"`
}

// TableSeverity is the severity the policy's severities table gives the
// finding, before any inferred_severity cap: regression replays judge by
// it, since there a false alarm costs a rerun, not a stopped resumption.
func (f Finding) TableSeverity() Severity {
	if f.CappedFrom != "" {
		return f.CappedFrom
	}
	return f.Severity
}

// Key identifies a finding within one event's routing: the check id and
// its index among findings of the same id. Reviewers' verdicts name it.
func (f Finding) Key(index int) string { return fmt.Sprintf("%s#%d", f.ID, index) }

// RiskClass names what an event involves.
type RiskClass string

// The risk classes the engine derives.
const (
	RiskFinancialMove          RiskClass = "financial_move"
	RiskContractChange         RiskClass = "contract_change"
	RiskExternalSend           RiskClass = "external_send"
	RiskPrivilegedAccess       RiskClass = "privileged_access"
	RiskDeletionOrPublication  RiskClass = "deletion_or_publication"
	RiskPersonalData           RiskClass = "personal_data"
	RiskUnconfirmedToolFailure RiskClass = "unconfirmed_tool_failure"
	RiskSourceConflict         RiskClass = "source_conflict"
	RiskNewInstruction         RiskClass = "new_instruction"
	RiskMissingEvidence        RiskClass = "missing_evidence"
	RiskUnexpectedBehavior     RiskClass = "unexpected_behavior"
)

// RiskClasses lists every risk class in a stable order.
var RiskClasses = []RiskClass{
	RiskFinancialMove, RiskContractChange, RiskExternalSend, RiskPrivilegedAccess,
	RiskDeletionOrPublication, RiskPersonalData, RiskUnconfirmedToolFailure,
	RiskSourceConflict, RiskNewInstruction, RiskMissingEvidence, RiskUnexpectedBehavior,
}

// The finding ids the engine emits. They are stable: stored routings,
// reviewer verdicts, policy files and labelled cases name them. They live
// here, beside the risk classes, so tools that read labelled data need no
// engine package.
const (
	FindingIdentityMismatch          = "identity_mismatch"
	FindingWorkflowVersionRejected   = "workflow_version_rejected"
	FindingInvalidTransition         = "invalid_transition"
	FindingActionWithoutConfirmation = "action_without_confirmation"
	FindingApprovalInvalid           = "approval_invalid"
	FindingPendingUnblocked          = "pending_unblocked"
	FindingToolNotInPolicy           = "tool_not_in_policy"
	FindingEmbeddedInstruction       = "embedded_instruction"
	FindingOutOfScopeSource          = "out_of_scope_source"
	FindingFactWithoutReference      = "fact_without_reference"
	FindingHypothesisPromoted        = "hypothesis_promoted"
	FindingEffectUnconfirmed         = "effect_unconfirmed"
	FindingFailureOmitted            = "failure_omitted"
	FindingRuleWeakened              = "rule_weakened"
	FindingSourceConflict            = "source_conflict"
	FindingMissingLimit              = "missing_limit"
	FindingSummaryUninspectable      = "summary_uninspectable"
	FindingNoSourceOfTruth           = "no_source_of_truth"
)

// FindingIDs lists every finding id in a stable order.
var FindingIDs = []string{
	FindingIdentityMismatch, FindingWorkflowVersionRejected, FindingInvalidTransition,
	FindingActionWithoutConfirmation, FindingApprovalInvalid, FindingPendingUnblocked,
	FindingToolNotInPolicy, FindingEmbeddedInstruction, FindingOutOfScopeSource,
	FindingFactWithoutReference, FindingHypothesisPromoted, FindingEffectUnconfirmed,
	FindingFailureOmitted, FindingRuleWeakened, FindingSourceConflict, FindingMissingLimit,
	FindingSummaryUninspectable, FindingNoSourceOfTruth,
}

// ParseRiskClass checks s names a risk class.
func ParseRiskClass(s string) (RiskClass, error) {
	for _, c := range RiskClasses {
		if string(c) == s {
			return c, nil
		}
	}
	return "", fmt.Errorf("unknown risk class %q: want one of %v", s, RiskClasses)
}

// Risk is a risk class the event involves, with the evidence for it.
type Risk struct {
	Class    RiskClass  `json:"class"`
	Evidence []Evidence `json:"evidence"`
}

// RouteAction is what the engine decided a human must do with an event.
type RouteAction string

// Routing actions, from strongest to weakest.
const (
	ActionBlock  RouteAction = "block"
	ActionReview RouteAction = "review"
	ActionSample RouteAction = "sample"
	ActionPass   RouteAction = "pass"
)

// Rank orders actions: block 3, review 2, sample 1, pass 0, unknown -1.
func (a RouteAction) Rank() int {
	switch a {
	case ActionBlock:
		return 3
	case ActionReview:
		return 2
	case ActionSample:
		return 1
	case ActionPass:
		return 0
	}
	return -1
}

// ParseRouteAction checks s names an action.
func ParseRouteAction(s string) (RouteAction, error) {
	a := RouteAction(s)
	if a.Rank() < 0 {
		return "", fmt.Errorf("action %q: want block, review, sample or pass", s)
	}
	return a, nil
}

// Routing is the engine's verdict on one event and why.
type Routing struct {
	EventID  string      `json:"id"`
	Action   RouteAction `json:"action"`
	Priority int         `json:"priority"`
	Risks    []Risk      `json:"risks"`
	Findings []Finding   `json:"findings"`
	// PolicyVersion is the version of the policy the event was routed under.
	PolicyVersion string `json:"policy_version"`
	// SampleRate is the probability that an event like this one is shown
	// to a human: 1 for block and review, the class rate for sample, and 0
	// for pass. Estimates weight reviewed items by its inverse.
	SampleRate float64 `json:"sample_rate"`
	// Sampled says whether the deterministic draw selected the event.
	Sampled bool `json:"sampled"`
	// Seed keys the deterministic draw, so the outcome can be recomputed.
	Seed string `json:"seed,omitempty"`
	// ReviewsRequired is 2 when the policy asks for two independent
	// reviews of one of the event's risk classes and the event goes to a
	// human; 1 otherwise (0 reads as 1).
	ReviewsRequired int `json:"reviews_required,omitempty"`
}

// NeedsReview reports whether the routing puts the event in front of a human.
func (r Routing) NeedsReview() bool {
	switch r.Action {
	case ActionBlock, ActionReview:
		return true
	case ActionSample:
		return r.Sampled
	}
	return false
}

// HasBlocking reports whether any finding has block severity.
func (r Routing) HasBlocking() bool {
	for _, f := range r.Findings {
		if f.Severity == SeverityBlock {
			return true
		}
	}
	return false
}

// RiskClassNames returns the routing's risk classes as strings.
func (r Routing) RiskClassNames() []string {
	out := make([]string, 0, len(r.Risks))
	for _, k := range r.Risks {
		out = append(out, string(k.Class))
	}
	return out
}
