package sampling

import (
	"testing"

	"recap/review"
)

// A blocker stated as a rule and pointed back at ("this is blocking") is
// one blocker: the summary that goes past it gets one finding, carrying
// the evidence of both routes, not the same message twice.
func TestSameFindingReachedTwiceIsReportedOnce(t *testing.T) {
	s := sotFor()
	s.Facts = map[string]any{"review_status": "pending"}
	ev := newEvent("once").
		msg(review.RoleSystem, "Menu prices change in the POS only after the franchise review passes; this is blocking.").
		msg(review.RoleUser, "Update the menu prices.").
		msg(review.RoleAssistant, "Staged. They change only after review FR-12 passes.").
		summary("New menu prices staged. Franchise review FR-12 requested.\n\nNext: push the new prices to every POS today with pos_bulk_update; the franchise review can follow later.").
		sot(s).contract(review.Contract{PendingItems: []review.PendingItem{{Text: "Tell the stores about the new menu"}}}).build()
	r := route(t, ev)
	n := 0
	seen := map[string]bool{}
	for _, f := range r.Findings {
		if seen[f.ID+"\x00"+f.Message] {
			t.Errorf("finding %s reported twice with the same message: %s", f.ID, f.Message)
		}
		seen[f.ID+"\x00"+f.Message] = true
		if f.ID == FindingPendingUnblocked {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d pending_unblocked findings, want 1: %s", n, describe(r))
	}
}
