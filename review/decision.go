package review

import (
	"fmt"
	"strings"
	"time"
)

// ItemState is where a queue item is in its life.
type ItemState string

// Queue item states.
const (
	// StatePending items wait to be claimed.
	StatePending ItemState = "pending"
	// StateClaimed items are held by a reviewer under a lease.
	StateClaimed ItemState = "claimed"
	// StateDecided items carry a final decision.
	StateDecided ItemState = "decided"
	// StatePassed items were routed to pass (or not sampled) and need no
	// human; they are kept so the population can be counted.
	StatePassed ItemState = "passed"
)

// ParseItemState checks s names a state.
func ParseItemState(s string) (ItemState, error) {
	switch ItemState(s) {
	case StatePending, StateClaimed, StateDecided, StatePassed, StateAdjudication:
		return ItemState(s), nil
	}
	return "", fmt.Errorf("state %q: want pending, claimed, adjudication, decided or passed", s)
}

// Item is an event's place in the review queue.
type Item struct {
	EventID       string       `json:"id"`
	Tenant        string       `json:"tenant"`
	TaskID        string       `json:"task_id"`
	Agent         string       `json:"agent"`
	CreatedAt     time.Time    `json:"created_at"`
	State         ItemState    `json:"state"`
	Action        RouteAction  `json:"action"`
	Priority      int          `json:"priority"`
	Risks         []RiskClass  `json:"risks"`
	FindingCount  int          `json:"findings"`
	BlockingCount int          `json:"blocking_findings"`
	LeaseHolder   string       `json:"lease_holder,omitempty"`
	LeaseExpires  *time.Time   `json:"lease_expires,omitempty"`
	Attempts      int          `json:"attempts"`
	EnqueuedAt    time.Time    `json:"enqueued_at"`
	DecidedBy     string       `json:"decided_by,omitempty"`
	DecidedAt     *time.Time   `json:"decided_at,omitempty"`
	Decision      DecisionKind `json:"decision,omitempty"`
	// ReviewsRequired is 2 when the policy asks for two independent
	// reviews of the item's risk classes, else 1.
	ReviewsRequired int `json:"reviews_required"`
	// ReviewsGiven counts the standing independent reviews of a
	// dual-reviewed item (0, 1 or 2); a sole review is not counted here.
	ReviewsGiven int `json:"reviews_given,omitempty"`
}

// LeaseActive reports whether the item is held by someone at now.
func (it Item) LeaseActive(now time.Time) bool {
	return it.State == StateClaimed && it.LeaseExpires != nil && now.Before(*it.LeaseExpires)
}

// DecisionKind is what a reviewer decided.
type DecisionKind string

// Decision kinds. A reversal undoes an earlier decision; it is recorded,
// never erased.
const (
	DecisionApprove     DecisionKind = "approve"
	DecisionReject      DecisionKind = "reject"
	DecisionReconstruct DecisionKind = "reconstruct"
	DecisionReversal    DecisionKind = "reversal"
)

// ParseDecisionKind checks s names a decision a reviewer can make.
func ParseDecisionKind(s string) (DecisionKind, error) {
	switch DecisionKind(s) {
	case DecisionApprove, DecisionReject, DecisionReconstruct:
		return DecisionKind(s), nil
	}
	return "", fmt.Errorf("decision %q: want approve, reject or reconstruct", s)
}

// Verdict is a reviewer's mark on one finding.
type Verdict string

// Finding verdicts.
const (
	VerdictTruePositive  Verdict = "true_positive"
	VerdictFalsePositive Verdict = "false_positive"
)

// FindingVerdict marks one finding of the event's routing, named by
// [Finding.Key], as a true or false positive.
type FindingVerdict struct {
	Finding string  `json:"finding"`
	Verdict Verdict `json:"verdict"`
}

// Decision is one row of the decision ledger.
type Decision struct {
	Seq     int64        `json:"seq"`
	EventID string       `json:"event_id"`
	Kind    DecisionKind `json:"decision"`
	Author  string       `json:"author"`
	// AuthorOverridden is true when the author came from --author or
	// RECAP_AUTHOR instead of the operating-system user.
	AuthorOverridden bool      `json:"author_overridden"`
	At               time.Time `json:"at"`
	Reason           string    `json:"reason,omitempty"`
	// Override is true when an approval overrode blocking findings.
	Override              bool             `json:"override,omitempty"`
	ReconstructedSummary  *string          `json:"reconstructed_summary,omitempty"`
	ReconstructedContract *Contract        `json:"reconstructed_contract,omitempty"`
	Verdicts              []FindingVerdict `json:"finding_verdicts,omitempty"`
	// Reverses is the ledger sequence number a reversal undoes.
	Reverses int64 `json:"reverses,omitempty"`
	// Role is what the row is to a dual-reviewed item; empty for the
	// sole review of an item that needs one.
	Role ReviewRole `json:"role,omitempty"`
	// Reviews are the ledger rows a second review or an adjudication
	// stands on: the first review, or both reviews.
	Reviews []int64 `json:"reviews,omitempty"`
	// ClaimedAt is when the author claimed the item this decision was
	// made under; set by the queue, absent on rows written before claim
	// times were recorded and on reversals.
	ClaimedAt *time.Time `json:"claimed_at,omitempty"`
	// Hash is sha256(previous hash || canonical row), hex encoded.
	Hash string `json:"hash,omitempty"`
}

// Validate checks the decision is complete before it is written.
func (d Decision) Validate() error {
	var errs []string
	if strings.TrimSpace(d.EventID) == "" {
		errs = append(errs, "event id is empty")
	}
	if strings.TrimSpace(d.Author) == "" {
		errs = append(errs, "author is empty: set --author or RECAP_AUTHOR")
	}
	if d.At.IsZero() {
		errs = append(errs, "decision time is not set")
	}
	reason := strings.TrimSpace(d.Reason)
	switch d.Kind {
	case DecisionApprove:
		if d.Override && reason == "" {
			errs = append(errs, "approving over blocking findings needs a reason (--reason)")
		}
	case DecisionReject:
		if reason == "" {
			errs = append(errs, "a rejection needs a reason (--reason)")
		}
	case DecisionReconstruct:
		if reason == "" {
			errs = append(errs, "a reconstruction needs a reason (--reason)")
		}
		if d.ReconstructedSummary == nil || strings.TrimSpace(*d.ReconstructedSummary) == "" {
			errs = append(errs, "a reconstruction needs the rewritten summary text")
		}
	case DecisionReversal:
		if d.Reverses <= 0 {
			errs = append(errs, "a reversal must name the decision it reverses")
		}
	default:
		errs = append(errs, fmt.Sprintf("decision %q: want approve, reject or reconstruct", d.Kind))
	}
	for i, v := range d.Verdicts {
		if v.Finding == "" {
			errs = append(errs, fmt.Sprintf("finding verdict %d names no finding", i))
		}
		if v.Verdict != VerdictTruePositive && v.Verdict != VerdictFalsePositive {
			errs = append(errs, fmt.Sprintf("finding verdict %d: %q: want true_positive or false_positive", i, v.Verdict))
		}
	}
	if len(errs) > 0 {
		return Errorf(EINVALID, "%s", strings.Join(errs, "; "))
	}
	return nil
}
