package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"recap/queue"
	"recap/review"
)

// leadsHarness opens a desk on thirty days of history, with leads as the
// policy's leads, at w×h.
func leadsHarness(t *testing.T, w, h int, leads ...string) (*harness, *testLeads) {
	t.Helper()
	d := newLeadsDesk(t)
	l := newTestLeads(t, d, leads...)
	return newHarness(t, d, w, h, withLeads(l)), l
}

// selectClass moves the Leads screen's selection down to class.
func (h *harness) selectClass(class string) {
	h.t.Helper()
	for range 20 {
		if r, ok := h.m.leads.selected(); ok && r.Class == class {
			return
		}
		h.keys("j")
	}
	h.t.Fatalf("could not select %s on the Leads screen:\n%s", class, h.screen())
}

// proposeRate opens the change dialog on the selected class and types a
// value and a reason, leaving the confirmation open.
func (h *harness) proposeRate(value, reason string) {
	h.t.Helper()
	h.keys("e")
	h.typeText(value)
	h.keys("enter")
	h.typeText(reason)
	h.keys("enter")
}

// row is the report row of class on the Leads screen.
func (h *harness) leadsRow(class string) queue.SamplingRow {
	h.t.Helper()
	for _, r := range h.m.leads.rows() {
		if r.Class == class {
			return r
		}
	}
	h.t.Fatalf("the Leads screen has no row %s", class)
	return queue.SamplingRow{}
}

func TestLeadsOpensFromQueueAndReviewAndReturns(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	h.keys("L")
	if h.m.screen != screenLeads {
		t.Fatalf("L on the queue: screen %d, want the Leads screen", h.m.screen)
	}
	for _, want := range []string{"recap · leads", "policy recap-default-9", "Sampling", "personal_data", "Signals", "events routed"} {
		h.wantScreen(want)
	}
	h.keys("esc")
	if h.m.screen != screenQueue {
		t.Fatalf("esc on the Leads screen: screen %d, want the queue", h.m.screen)
	}

	h.keys("s", "enter") // the first pending item: open ones include adjudications, for leads
	if h.m.cur == nil {
		t.Fatalf("enter opened no item: %s", h.m.status)
	}
	id := h.m.cur.id
	for _, back := range []string{"esc", "q", "L"} {
		h.keys("L")
		if h.m.screen != screenLeads {
			t.Fatalf("L on the review: screen %d, want the Leads screen", h.m.screen)
		}
		h.keys("?")
		h.wantScreen("back to the review")
		h.keys("?")
		h.keys(back)
		if h.m.screen != screenReview || h.m.cur == nil || h.m.cur.id != id {
			t.Fatalf("%s on the Leads screen: screen %d; want the review of %s again", back, h.m.screen, id)
		}
	}
	if it, _ := h.desk.show(t, id); it.State != review.StateClaimed || it.LeaseHolder != "alice" {
		t.Errorf("looking at the Leads screen gave the lease away: %s held by %q", it.State, it.LeaseHolder)
	}
	if len(l.calls) != 0 {
		t.Errorf("opening the screen changed sampling: %+v", l.calls)
	}
}

func TestLeadsShowsTheReportAndSignals(t *testing.T) {
	h, _ := leadsHarness(t, 200, 50, "alice")
	h.keys("L")
	// The fixture dual-reviews financial_move; bob and carol disagree on
	// two of the seven refunds both reviewed.
	fm := h.leadsRow("financial_move")
	if !fm.DualReview || fm.Routed != 8 || fm.Reviewed != 5 || fm.Awaiting != 3 {
		t.Fatalf("financial_move row %+v; want dual review, 8 routed, 5 reviewed, 3 awaiting", fm)
	}
	h.wantScreen("review        ×2")
	h.wantScreen(intervalText(fm.RejectRate))
	var ag queue.ClassAgreement
	for _, a := range h.m.leads.report.Agreement {
		if a.Class == "financial_move" {
			ag = a
		}
	}
	if ag.Items != 7 || ag.Adjudicated != 2 {
		t.Fatalf("financial_move agreement %+v; want 7 items, 2 adjudicated", ag)
	}
	h.wantScreen("Reviewer agreement")
	h.wantScreen(fmt.Sprintf("%-24s %6d %6d %11d %9s", "financial_move", 7, 5, 2, pctText(ag.Agreement)))

	// One bar a day over 30 days; the series' totals are the window's.
	sig := h.m.leads.signals
	if len(sig) != len(signalDefs) || len(sig[0].counts) != 30 {
		t.Fatalf("%d signal rows of %d bars; want %d rows of 30", len(sig), len(sig[0].counts), len(signalDefs))
	}
	routed := 0
	for _, r := range h.m.leads.rows() {
		if r.Class == "base" || r.Class == "missing_evidence" || r.Class == "financial_move" || r.Class == "new_instruction" {
			routed += r.Routed
		}
	}
	// Every fixture event is base (passes and base items) or carries one
	// of missing_evidence, financial_move or new_instruction, exactly once.
	if sig[0].name != "events routed" || sig[0].total != routed {
		t.Errorf("%s total %d, want %d (the events the sampling rows count)", sig[0].name, sig[0].total, routed)
	}
	if got := sig[2]; got.name != "embedded instructions" || got.total != 2 || got.counts[12] != 1 || got.counts[25] != 1 {
		t.Errorf("embedded instructions %+v; want 2, on days 12 and 25", got)
	}
	h.wantScreen("embedded instructions         2")
	// 30 bars on a 200-column screen are drawn two cells wide.
	h.wantScreen(widenBars(sparkline(sig[2].counts), 2))
}

func TestLeadsSelectionMovesAndScrolls(t *testing.T) {
	h, _ := leadsHarness(t, 80, 24, "alice")
	h.keys("L")
	if r, _ := h.m.leads.selected(); r.Class != "financial_move" {
		t.Fatalf("first selected row %s, want financial_move", r.Class)
	}
	h.keys("j", "down")
	if r, _ := h.m.leads.selected(); r.Class != "external_send" {
		t.Fatalf("after two downs: %s, want external_send", r.Class)
	}
	h.keys("k")
	if r, _ := h.m.leads.selected(); r.Class != "contract_change" {
		t.Fatalf("after an up: %s, want contract_change", r.Class)
	}
	// The last row is below an 80×24 screen's table: selecting it scrolls.
	if strings.Contains(h.screen(), "  base ") {
		t.Fatalf("the base row is in view before scrolling; the test needs a taller table:\n%s", h.screen())
	}
	h.keys("G")
	if r, _ := h.m.leads.selected(); r.Class != "base" {
		t.Fatalf("G selected %s, want base", r.Class)
	}
	h.wantScreen("▸ base ")
	h.wantScreen("  base · sample(0.02)")
	h.keys("j")
	if r, _ := h.m.leads.selected(); r.Class != "base" {
		t.Errorf("down past the last row selected %s", r.Class)
	}
	h.keys("g")
	h.wantScreen("▸ financial_move")
}

func TestLeadsChangeRate(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	h.keys("L")
	h.wantScreen("lead · e changes a rate")
	h.selectClass("personal_data")
	h.keys("e")
	if h.m.dialog != dialogSamplingValue {
		t.Fatalf("e opened dialog %d, want the value prompt", h.m.dialog)
	}
	h.wantScreen("Change sampling: personal_data")
	h.wantScreen("now sample(0.25)")
	h.typeText("0.5")
	h.keys("enter")
	if h.m.dialog != dialogSamplingReason {
		t.Fatalf("after the value: dialog %d, want the reason prompt (status %q)", h.m.dialog, h.m.status)
	}
	const reason = "reject rate 30% over 40 reviews"
	h.typeText(reason)
	h.keys("enter")
	if h.m.dialog != dialogSamplingConfirm {
		t.Fatalf("after the reason: dialog %d, want the confirmation", h.m.dialog)
	}
	h.wantScreen("personal_data: sample(0.25) → sample(0.5) · applies to events routed from now on · y to apply, n/Esc to cancel")
	h.wantScreen("reason: " + reason)
	if len(l.calls) != 0 {
		t.Fatalf("sampling changed before y: %+v", l.calls)
	}

	h.keys("y")
	want := samplingSetCall{who: "alice", class: "personal_data", value: "0.5", reason: reason}
	if len(l.calls) != 1 || l.calls[0] != want {
		t.Fatalf("SetSampling calls %+v, want one %+v", l.calls, want)
	}
	if h.m.dialog != dialogNone {
		t.Errorf("the dialog is still open after y")
	}
	for _, want := range []string{"applied: personal_data sample(0.25) → sample(0.5)", "policy recap-default-9 → recap-default-9+1", "applies to events routed from now on"} {
		if !strings.Contains(h.m.status, want) {
			t.Errorf("status %q lacks %q", h.m.status, want)
		}
	}
	// The screen reloaded from the new policy.
	if got := h.leadsRow("personal_data").Action; got != "sample(0.5)" {
		t.Errorf("personal_data shows %s after the change, want sample(0.5)", got)
	}
	h.wantScreen("policy recap-default-9+1")
	if r, _ := h.m.leads.selected(); r.Class != "personal_data" {
		t.Errorf("the reload moved the selection to %s", r.Class)
	}
}

func TestLeadsChangeRateAsNamedAuthor(t *testing.T) {
	d := newLeadsDesk(t)
	l := newTestLeads(t, d, "alice")
	h := newHarness(t, d, 120, 40, withLeads(l), func(o *Options) { o.AuthorOverridden = true })
	h.keys("L")
	h.selectClass("base")
	h.keys("e")
	h.typeText("always")
	h.keys("enter")
	h.typeText("measure pass quality")
	h.keys("enter", "y")
	want := samplingSetCall{who: "alice", overridden: true, class: "base", value: "always", reason: "measure pass quality"}
	if len(l.calls) != 1 || l.calls[0] != want {
		t.Fatalf("SetSampling calls %+v, want %+v", l.calls, want)
	}
	if got := h.leadsRow("base").Action; got != "review" {
		t.Errorf("base is %s after always, want review", got)
	}
}

func TestLeadsChangeRateCancelAndInvalid(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys func(h *harness)
		// wantStatus is in the status bar afterwards.
		wantStatus string
		wantDialog dialog
	}{
		{"EscOnValue", func(h *harness) { h.keys("e", "esc") }, "cancelled: personal_data stays sample(0.25)", dialogNone},
		{"EscOnReason", func(h *harness) { h.keys("e"); h.typeText("0.5"); h.keys("enter", "esc") }, "cancelled", dialogNone},
		{"NOnConfirm", func(h *harness) {
			h.keys("e")
			h.typeText("0.5")
			h.keys("enter")
			h.typeText("why")
			h.keys("enter", "n")
		}, "cancelled: personal_data stays sample(0.25)", dialogNone},
		{"EscOnConfirm", func(h *harness) {
			h.keys("e")
			h.typeText("0.5")
			h.keys("enter")
			h.typeText("why")
			h.keys("enter", "esc")
		}, "cancelled", dialogNone},
		{"OtherKeyOnConfirm", func(h *harness) {
			h.keys("e")
			h.typeText("0.5")
			h.keys("enter")
			h.typeText("why")
			h.keys("enter", "x", "enter")
		}, "", dialogSamplingConfirm},
		{"RateOutOfRange", func(h *harness) { h.keys("e"); h.typeText("1.5"); h.keys("enter") }, "want a rate from 0 to 1", dialogSamplingValue},
		{"NotAValue", func(h *harness) { h.keys("e"); h.typeText("sometimes"); h.keys("enter") }, `"sometimes"`, dialogSamplingValue},
		{"EmptyValue", func(h *harness) { h.keys("e", "enter") }, "type the new value for personal_data", dialogSamplingValue},
		{"SameValue", func(h *harness) { h.keys("e"); h.typeText("0.25"); h.keys("enter") }, "already sample(0.25)", dialogSamplingValue},
		{"EmptyReason", func(h *harness) { h.keys("e"); h.typeText("0.5"); h.keys("enter", "enter") }, "needs a reason", dialogSamplingReason},
		{"BlankReason", func(h *harness) { h.keys("e"); h.typeText("0.5"); h.keys("enter"); h.typeText("   "); h.keys("enter") }, "needs a reason", dialogSamplingReason},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, l := leadsHarness(t, 120, 40, "alice")
			h.keys("L")
			h.selectClass("personal_data")
			tc.keys(h)
			if len(l.calls) != 0 {
				t.Errorf("SetSampling was called: %+v", l.calls)
			}
			if h.m.dialog != tc.wantDialog {
				t.Errorf("dialog %d, want %d", h.m.dialog, tc.wantDialog)
			}
			if !strings.Contains(h.m.status, tc.wantStatus) {
				t.Errorf("status %q, want it to contain %q", h.m.status, tc.wantStatus)
			}
			if h.m.screen != screenLeads {
				t.Errorf("left the Leads screen (screen %d)", h.m.screen)
			}
		})
	}
	t.Run("BaseCannotBlock", func(t *testing.T) {
		h, l := leadsHarness(t, 120, 40, "alice")
		h.keys("L")
		h.selectClass("base")
		h.keys("e")
		h.typeText("block")
		h.keys("enter")
		if h.m.dialog != dialogSamplingValue || !strings.Contains(h.m.status, "cannot block") || len(l.calls) != 0 {
			t.Errorf("base → block: dialog %d, status %q, calls %+v; want the value prompt saying it cannot block", h.m.dialog, h.m.status, l.calls)
		}
	})
}

func TestLeadsReadOnlyForNonLeads(t *testing.T) {
	h, l := leadsHarness(t, 80, 24, "lea")
	h.keys("L")
	h.wantScreen("read-only")
	h.wantScreen("Read-only: who may change sampling rates is set by leads = [...] in the policy")
	h.wantScreen("refused and recorded")
	if strings.Contains(h.screen(), "change rate") {
		t.Errorf("a non-lead is offered rate changes:\n%s", h.screen())
	}
	h.selectClass("personal_data")
	h.keys("e")
	if h.m.dialog != dialogNone {
		t.Fatalf("e opened dialog %d for a non-lead", h.m.dialog)
	}
	if !strings.Contains(h.m.status, "read-only: only the policy's leads change rates") {
		t.Errorf("status %q, want it to say who may change rates", h.m.status)
	}
	// Keys a lead would type next do nothing either.
	h.typeText("0.5")
	h.keys("enter", "y")
	if len(l.calls) != 0 {
		t.Errorf("SetSampling called for a non-lead: %+v", l.calls)
	}
	// The table is there all the same.
	h.wantScreen("personal_data")
	h.wantScreen("events routed")
}

func TestLeadsRefusedWhenNoLongerALead(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	h.keys("L")
	h.selectClass("personal_data")
	h.proposeRate("0.5", "why")
	// Another lead takes alice off the list before she confirms.
	l.policy = []byte(strings.Replace(string(l.policy), `leads = ["alice"]`, `leads = ["lea"]`, 1))
	h.keys("y")
	if len(l.calls) != 1 {
		t.Fatalf("SetSampling calls %+v, want one", l.calls)
	}
	if !strings.Contains(h.m.status, "refused") || !strings.Contains(h.m.status, "recorded") || h.m.statusKind != statusError {
		t.Errorf("status %q (kind %d), want a refusal that says it was recorded", h.m.status, h.m.statusKind)
	}
	if h.m.leads.isLead {
		t.Error("the screen still offers changes after a refusal")
	}
	h.wantScreen("Read-only")
	if got := h.leadsRow("personal_data").Action; got != "sample(0.25)" {
		t.Errorf("a refused change shows personal_data as %s", got)
	}
}

func TestLeadsRoleLostWhileConfirming(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	h.keys("L")
	h.selectClass("personal_data")
	h.proposeRate("0.5", "why")
	// The policy drops alice and the queue's change notification reloads
	// the screen before she answers.
	l.policy = []byte(strings.Replace(string(l.policy), `leads = ["alice"]`, `leads = ["lea"]`, 1))
	h.send(queueChangedMsg{})
	if h.m.leads.isLead {
		t.Fatal("the reload did not notice alice is no longer a lead")
	}
	h.keys("y")
	if len(l.calls) != 0 {
		t.Errorf("SetSampling was called for someone the screen knows is not a lead: %+v", l.calls)
	}
	if !strings.Contains(h.m.status, "nothing was sent") {
		t.Errorf("status %q, want it to say nothing was sent", h.m.status)
	}
}

func TestLeadsHelp(t *testing.T) {
	h, _ := leadsHarness(t, 120, 40, "alice")
	h.keys("L", "?")
	for _, want := range []string{"change the selected rate (leads only)", "window 7d/30d/90d", "reload", "back to the queue"} {
		h.wantScreen(want)
	}
	h.keys("?")
	if h.m.showHelp {
		t.Fatal("? did not close the help")
	}
	// In the reason prompt ? is text, not help.
	h.selectClass("personal_data")
	h.keys("e")
	h.typeText("0.5")
	h.keys("enter")
	h.typeText("why?")
	if h.m.showHelp || h.m.input.Value() != "why?" {
		t.Errorf("typing ? in the reason: help %v, input %q", h.m.showHelp, h.m.input.Value())
	}
	h.wantScreen("enter review the change")
}

func TestLeadsSetSamplingErrorShown(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	l.setErr = review.Errorf(review.ECONFLICT, "policy.toml changed while you edited; check it and try again")
	h.keys("L")
	h.selectClass("personal_data")
	h.proposeRate("0.5", "why")
	h.keys("y")
	if len(l.calls) != 1 {
		t.Fatalf("SetSampling calls %+v, want one", l.calls)
	}
	if h.m.statusKind != statusError || !strings.Contains(h.m.status, "could not change personal_data: policy.toml changed while you edited") {
		t.Errorf("status %q (kind %d), want the error", h.m.status, h.m.statusKind)
	}
	if h.m.leads.applying {
		t.Error("the screen still waits for the change")
	}
	h.wantScreen("could not change personal_data")
	// A lead may try again.
	l.setErr = nil
	h.proposeRate("0.5", "why")
	h.keys("y")
	if got := h.leadsRow("personal_data").Action; got != "sample(0.5)" || !strings.Contains(h.m.status, "applied") {
		t.Errorf("after retrying: personal_data %s, status %q", got, h.m.status)
	}
}

func TestLeadsReportErrorShown(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	l.policy = []byte("version = \"broken\"\n[risk_actions]\npersonal_data = \"sometimes\"\n")
	h.keys("L")
	if h.m.statusKind != statusError || !strings.Contains(h.m.status, "could not load the sampling report") || !strings.Contains(h.m.status, "r tries again") {
		t.Errorf("status %q, want the report's error and what to do", h.m.status)
	}
	if strings.Contains(h.m.status, "internal error") || !strings.Contains(h.m.status, "sometimes") {
		t.Errorf("status %q, want the policy file's own message, which names the bad value", h.m.status)
	}
	h.wantScreen("could not load the sampling report")
	// The signals do not depend on the policy and still show.
	h.wantScreen("events routed")
	h.keys("e")
	if h.m.dialog != dialogNone {
		t.Error("e opened a change with no report to change")
	}
}

func TestLeadsNotAvailableWithoutLeads(t *testing.T) {
	d := newLeadsDesk(t)
	h := newHarness(t, d, 80, 24)
	h.keys("L")
	if h.m.screen != screenLeads {
		t.Fatalf("L: screen %d, want the Leads screen", h.m.screen)
	}
	h.wantScreen("Leads are not available in this desk")
	h.wantScreen("recap sampling show")
	for _, k := range []string{"j", "w", "r", "e"} {
		h.keys(k)
	}
	if h.m.dialog != dialogNone {
		t.Errorf("e opened a dialog without Leads")
	}
	h.send(queueChangedMsg{})
	h.keys("esc")
	if h.m.screen != screenQueue {
		t.Errorf("esc: screen %d, want the queue", h.m.screen)
	}
}

func TestLeadsReloads(t *testing.T) {
	h, _ := leadsHarness(t, 120, 40, "alice")
	h.keys("L")
	before := h.m.leads.signals[0].total
	extra := func(id string) {
		h.desk.router.routes[id] = supportRouting
		h.desk.ingest(t, withEventID(t, supportEvent, id))
		h.desk.clock.Advance(time.Minute) // the window ends at now: the event is inside it
	}

	t.Run("OnQueueChange", func(t *testing.T) {
		extra("evt-new-1")
		if got := h.m.leads.signals[0].total; got != before {
			t.Fatalf("the screen changed before any notification: %d", got)
		}
		h.send(queueChangedMsg{})
		if got := h.m.leads.signals[0].total; got != before+1 {
			t.Errorf("after a queue change: %d routed, want %d", got, before+1)
		}
	})
	t.Run("WithR", func(t *testing.T) {
		extra("evt-new-2")
		h.keys("r")
		if got := h.m.leads.signals[0].total; got != before+2 {
			t.Errorf("after r: %d routed, want %d", got, before+2)
		}
	})
	t.Run("ChangeDuringLoadLoadsAgain", func(t *testing.T) {
		// A notification while a load is on its way asks for one more
		// load, not a second one at once.
		extra("evt-new-3")
		answer := h.m.loadLeadsCmd()() // it reads the queue now
		h.send(queueChangedMsg{})
		if !h.m.leads.again {
			t.Fatal("a change during a load was not remembered")
		}
		extra("evt-new-4")
		h.send(answer)
		if got := h.m.leads.signals[0].total; got != before+4 {
			t.Errorf("after the pending load: %d routed, want %d (the load after it)", got, before+4)
		}
		if h.m.leads.loading || h.m.leads.again {
			t.Errorf("loads still pending: loading %v again %v", h.m.leads.loading, h.m.leads.again)
		}
	})
}

func TestLeadsWindowAndWidth(t *testing.T) {
	h, _ := leadsHarness(t, 80, 24, "alice")
	h.keys("L")
	bars := func() int { return len(h.m.leads.signals[0].counts) }
	if bars() != 30 || h.m.leads.stepDays != 1 {
		t.Fatalf("30d at 80 columns: %d bars of %d days, want 30 of 1", bars(), h.m.leads.stepDays)
	}
	h.keys("w")
	h.wantScreen("last 90d")
	if bars() != 30 || h.m.leads.stepDays != 3 {
		t.Errorf("90d at 80 columns: %d bars of %d days, want 30 of 3", bars(), h.m.leads.stepDays)
	}
	h.wantScreen("per 3 days, 90d ago → now")
	if got := h.m.leads.report.Since; !got.Equal(t0.Add(-90 * 24 * time.Hour)) {
		t.Errorf("90d report since %s", got)
	}
	h.send(tea.WindowSizeMsg{Width: 200, Height: 50})
	if bars() != 90 || h.m.leads.stepDays != 1 {
		t.Errorf("90d at 200 columns: %d bars of %d days, want 90 of 1", bars(), h.m.leads.stepDays)
	}
	h.keys("w")
	h.wantScreen("last 7d")
	if bars() != 7 {
		t.Errorf("7d: %d bars, want 7", bars())
	}
	for _, line := range strings.Split(h.screen(), "\n") {
		if w := len([]rune(line)); w != 200 {
			t.Fatalf("a line is %d cells wide, want 200: %q", w, line)
		}
	}
}

func TestLeadsStaysOpenWhenADecisionAnswers(t *testing.T) {
	h, _ := leadsHarness(t, 120, 40, "alice")
	h.keys("s", "enter")
	if h.m.cur == nil {
		t.Fatalf("enter opened no item: %s", h.m.status)
	}
	first := h.m.cur.id
	h.keys("L")
	// The answer to a decision made just before L arrives now: it opens
	// the next item underneath and must not pull the lead off the screen.
	h.send(decidedMsg{id: first, d: review.Decision{EventID: first, Kind: review.DecisionApprove, Author: "alice"}})
	if h.m.screen != screenLeads {
		t.Fatalf("a decision's answer switched to screen %d", h.m.screen)
	}
	h.wantScreen("recap · leads")
	h.keys("esc")
	if h.m.screen != screenReview || h.m.cur == nil || h.m.cur.id == first {
		t.Errorf("back from the Leads screen: screen %d, item %v; want the next item's review", h.m.screen, h.m.cur)
	}
}

func TestLeadsSanitisesPolicyText(t *testing.T) {
	h, l := leadsHarness(t, 120, 40, "alice")
	l.policy = []byte(strings.Replace(string(l.policy), `version = "recap-default-9"`, `version = "v1\u001b]0;pwned\u0007"`, 1))
	h.keys("L")
	if !strings.Contains(h.screen(), "policy v1␛]0;pwned␇") {
		t.Fatalf("the hostile version is not shown inert:\n%s", h.screen())
	}
	h.selectClass("personal_data")
	h.proposeRate("0.5", "why")
	if f := h.m.frame(); strings.Contains(f, "\x1b]0;") || strings.Contains(f, "\a") {
		t.Errorf("the confirmation passes the version's escapes to the terminal")
	}
	h.keys("y")
	if len(l.calls) != 1 {
		t.Fatalf("SetSampling calls %+v, want one", l.calls)
	}
	if f := h.m.frame(); strings.Contains(f, "\x1b]0;") || strings.Contains(f, "\a") {
		t.Errorf("the frame passes the version's escapes to the terminal")
	}
}

func TestLayoutLeads(t *testing.T) {
	for _, tc := range []struct{ w, h, agreements, note int }{
		{80, 24, 0, 0}, {80, 24, 4, 2}, {120, 40, 4, 0}, {120, 40, 12, 1}, {200, 50, 4, 0}, {60, 12, 2, 2}, {20, 8, 1, 2},
	} {
		t.Run(fmt.Sprintf("%dx%d_ag%d_note%d", tc.w, tc.h, tc.agreements, tc.note), func(t *testing.T) {
			r := layoutLeads(tc.w, tc.h, 12, tc.agreements, tc.note)
			order := []rect{r.header, r.note, r.samplingTitle, r.samplingHead, r.sampling, r.detail,
				r.agreementTitle, r.agreementHead, r.agreement, r.signalsTitle, r.signalsHead, r.signals, r.status, r.help}
			y := 0
			for i, rc := range order {
				if rc.h == 0 {
					continue
				}
				if rc.y < y || rc.y+rc.h > tc.h || rc.w != tc.w {
					t.Fatalf("rect %d %+v overlaps the one before (ends at %d) or leaves the %dx%d screen", i, rc, y, tc.w, tc.h)
				}
				y = rc.y + rc.h
			}
			if r.status.y != tc.h-2 || r.help.y != tc.h-1 {
				t.Errorf("status at %d, help at %d; want the last two lines", r.status.y, r.help.y)
			}
			if r.dialog.y+r.dialog.h > r.status.y {
				t.Errorf("the dialog %+v covers the status line", r.dialog)
			}
			if tc.h >= 24 {
				if r.sampling.h < minSamplingRowsInView {
					t.Errorf("%d sampling rows in view, want at least %d", r.sampling.h, minSamplingRowsInView)
				}
				if r.signals.h != len(signalDefs) {
					t.Errorf("%d signal rows, want all %d", r.signals.h, len(signalDefs))
				}
			}
			if tc.h >= 40 {
				if r.sampling.h != 12 {
					t.Errorf("%d sampling rows at height %d, want all 12", r.sampling.h, tc.h)
				}
				if tc.agreements > 0 && r.agreement.h == 0 {
					t.Errorf("no room for agreement at height %d", tc.h)
				}
			}
		})
	}
}

func TestGoldenLeads(t *testing.T) {
	d := newLeadsDesk(t)
	l := newTestLeads(t, d, "alice")
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			h := newHarness(t, d, sz.w, sz.h, withLeads(l))
			h.keys("L", "j", "j", "j", "j", "j")
			golden(t, fmt.Sprintf("leads_%dx%d.txt", sz.w, sz.h), h.screen())
		})
	}
	t.Run("Confirm120x40", func(t *testing.T) {
		h := newHarness(t, d, 120, 40, withLeads(l))
		h.keys("L")
		h.selectClass("personal_data")
		h.keys("e")
		h.typeText("0.5")
		h.keys("enter")
		h.typeText("reject rate 30% over 40 reviews")
		h.keys("enter")
		golden(t, "leads_confirm_120x40.txt", h.screen())
	})
	t.Run("ReadOnly80x24", func(t *testing.T) {
		h := newHarness(t, d, 80, 24, withLeads(newTestLeads(t, d, "lea")))
		h.keys("L")
		golden(t, "leads_readonly_80x24.txt", h.screen())
	})
}
