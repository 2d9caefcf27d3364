package ui

import (
	"strings"
	"testing"

	"recap/review"
)

func queueIDs(h *harness) []string {
	var ids []string
	for _, it := range h.m.queue.items {
		ids = append(ids, it.EventID)
	}
	return ids
}

func TestQueueFiltersSortAndSearch(t *testing.T) {
	d := goldenDesk(t)
	h := newHarness(t, d, 120, 40)
	if got, want := strings.Join(queueIDs(h), " "), "evt-refund-4471 evt-hostile-0001 evt-support-0193 evt-held-0042"; got != want {
		t.Fatalf("open queue = %s, want %s (priority order)", got, want)
	}
	h.keys("o") // sort by age: oldest first
	if got := queueIDs(h)[0]; got != "evt-hostile-0001" {
		t.Errorf("sorted by age, first = %s, want the oldest, evt-hostile-0001", got)
	}
	h.keys("O")
	if got := queueIDs(h)[0]; got != "evt-held-0042" {
		t.Errorf("reversed age sort, first = %s, want the newest, evt-held-0042", got)
	}
	h.keys("s") // pending only
	for _, it := range h.m.queue.items {
		if it.State != review.StatePending {
			t.Errorf("state filter pending shows %s (%s)", it.EventID, it.State)
		}
	}
	h.keys("s", "s", "s") // claimed → decided → passed
	if got := strings.Join(queueIDs(h), " "); got != "evt-lookup-0007" {
		t.Errorf("passed filter = %s, want evt-lookup-0007", got)
	}
	h.keys("esc")
	h.keys("r") // financial_move
	if got := strings.Join(queueIDs(h), " "); got != "evt-refund-4471" {
		t.Errorf("risk financial_move = %s, want evt-refund-4471", got)
	}
	h.wantScreen("risk financial_move")
	h.keys("esc", "/")
	h.typeText("globex")
	h.keys("enter")
	if got := strings.Join(queueIDs(h), " "); got != "evt-support-0193" {
		t.Errorf("search globex = %s, want evt-support-0193", got)
	}
	h.wantScreen(`search "globex"`)
	h.keys("esc")
	if len(h.m.queue.items) != 4 {
		t.Errorf("esc left %d items, want the 4 open ones", len(h.m.queue.items))
	}
	h.keys("t")
	if h.m.queue.tenant == "" {
		t.Fatalf("t did not pick a tenant")
	}
	for _, it := range h.m.queue.items {
		if it.Tenant != h.m.queue.tenant {
			t.Errorf("tenant filter %s shows %s of %s", h.m.queue.tenant, it.EventID, it.Tenant)
		}
	}
}

func TestQueueCursorAndOpenSecondRow(t *testing.T) {
	d := goldenDesk(t)
	h := newHarness(t, d, 80, 24)
	h.keys("j", "j", "enter")
	h.wantOpen("evt-support-0193")
	h.keys("esc", "G", "k", "g")
	if h.m.queue.cursor != 0 {
		t.Errorf("g left the cursor on row %d", h.m.queue.cursor)
	}
}

func TestQueueRefreshesOnChange(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	d.ingest(t, supportEvent)
	h.send(queueChangedMsg{})
	if len(h.m.queue.items) != 2 {
		t.Fatalf("after a change the queue shows %d items, want 2", len(h.m.queue.items))
	}
	if h.m.counts == nil || h.m.counts.review != 1 || h.m.counts.blocked != 1 {
		t.Errorf("counts = %+v, want one blocked and one review", h.m.counts)
	}
}

func TestSummaryToggleShowsSourceAndKeepsHighlight(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 200, 50)
	h.keys("enter")
	h.wantScreen("• Invoice amount confirmed: R$ 4.300,00.")
	h.keys("m")
	h.wantScreen("- Invoice amount confirmed: **R$ 4.300,00**.")
	if !strings.Contains(h.m.frame(), h.m.theme.highlight.Render("R$ 4.300,00")) {
		t.Errorf("the source view lost the evidence highlight")
	}
	h.keys("m")
	h.wantScreen("• Invoice amount confirmed: R$ 4.300,00.")
}
