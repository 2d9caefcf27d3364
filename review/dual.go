package review

import (
	"bytes"
	"encoding/json"
)

// StateAdjudication is reported for an item whose two independent reviews
// disagree: it waits for a lead to resolve it. It is never stored; the
// store keeps such an item pending at the adjudication stage.
const StateAdjudication ItemState = "adjudication"

// ReviewRole says what a ledger row is to its item: the one review an item
// needs, one of two independent reviews, or a lead's adjudication of two
// reviews that disagree.
type ReviewRole string

// Review roles. The sole review is the empty role, so ledgers written
// before dual review read unchanged.
const (
	RoleSole         ReviewRole = ""
	RoleFirst        ReviewRole = "first_review"
	RoleSecond       ReviewRole = "second_review"
	RoleAdjudication ReviewRole = "adjudication"
)

// Agree reports whether two independent reviews of one item agree: the
// same decision and, for reconstructions, the same rewritten summary and
// contract (two different rewrites need a lead to choose).
func Agree(a, b Decision) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.Kind != DecisionReconstruct {
		return true
	}
	return a.ReconstructedSummary != nil && b.ReconstructedSummary != nil &&
		*a.ReconstructedSummary == *b.ReconstructedSummary &&
		contractsEqual(a.ReconstructedContract, b.ReconstructedContract)
}

func contractsEqual(a, b *Contract) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}
