package ui

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"recap/review"
)

// show reads an event's stored state from the real queue.
func (d *testDesk) show(t testing.TB, id string) (review.Item, []review.Decision) {
	t.Helper()
	v, err := d.Show(context.Background(), "", id)
	if err != nil {
		t.Fatalf("Show(%s): %v", id, err)
	}
	return v.Item, v.Decisions
}

func (h *harness) wantOpen(id string) {
	h.t.Helper()
	if h.m.cur == nil || h.m.cur.id != id {
		got := "nothing"
		if h.m.cur != nil {
			got = h.m.cur.id
		}
		h.t.Fatalf("open item = %s, want %s (status %q)", got, id, h.m.status)
	}
}

func TestClaimApproveNextOpens(t *testing.T) {
	d := newTestDesk(t, supportEvent, heldEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	h.wantOpen("evt-support-0193")
	if it, _ := d.show(t, "evt-support-0193"); it.State != review.StateClaimed || it.LeaseHolder != "alice" {
		t.Fatalf("after enter the item is %s held by %q, want claimed by alice", it.State, it.LeaseHolder)
	}
	h.keys("a")
	it, ds := d.show(t, "evt-support-0193")
	if it.State != review.StateDecided || len(ds) != 1 || ds[0].Kind != review.DecisionApprove || ds[0].Author != "alice" {
		t.Fatalf("after a: item %s, decisions %+v; want one approve by alice", it.State, ds)
	}
	h.wantOpen("evt-held-0042")
	if it, _ := d.show(t, "evt-held-0042"); it.LeaseHolder != "alice" {
		t.Errorf("the next item is held by %q, want alice", it.LeaseHolder)
	}
	if !strings.Contains(h.m.status, "approved evt-support-0193") {
		t.Errorf("status = %q, want it to say what was approved", h.m.status)
	}
	// The last item decided, the desk says the queue is empty.
	h.keys("a")
	if h.m.screen != screenQueue || !strings.Contains(h.m.status, "queue is empty") {
		t.Errorf("after the last item: screen %d, status %q; want the queue screen saying it is empty", h.m.screen, h.m.status)
	}
}

func TestRejectRequiresReason(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "x", "enter")
	if h.m.dialog != dialogReject {
		t.Fatalf("an empty reason closed the dialog")
	}
	if !strings.Contains(h.m.status, "needs a reason") {
		t.Errorf("status = %q, want it to ask for a reason", h.m.status)
	}
	if _, ds := d.show(t, "evt-refund-4471"); len(ds) != 0 {
		t.Fatalf("a rejection without a reason was recorded: %+v", ds)
	}
	// The first quick reason is the first blocking finding.
	h.keys("down", "enter")
	_, ds := d.show(t, "evt-refund-4471")
	if len(ds) != 1 || ds[0].Kind != review.DecisionReject {
		t.Fatalf("decisions = %+v, want one reject", ds)
	}
	if want := "source_conflict: the refund amount in the summary"; !strings.HasPrefix(ds[0].Reason, want) {
		t.Errorf("reason = %q, want the quick reason starting %q", ds[0].Reason, want)
	}
}

func TestRejectTypedReason(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 80, 24)
	h.keys("enter", "x")
	h.typeText("refund failed upstream")
	h.keys("enter")
	if _, ds := d.show(t, "evt-refund-4471"); len(ds) != 1 || ds[0].Reason != "refund failed upstream" {
		t.Fatalf("decisions = %+v, want a reject with the typed reason", ds)
	}
}

func TestApproveBlockingNeedsOverride(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "a")
	if h.m.dialog != dialogOverride {
		t.Fatalf("approving blocking findings did not ask for an override reason (status %q)", h.m.status)
	}
	h.keys("enter")
	if _, ds := d.show(t, "evt-refund-4471"); len(ds) != 0 {
		t.Fatalf("an override without a reason was recorded: %+v", ds)
	}
	h.typeText("manager approved by phone")
	h.keys("enter")
	_, ds := d.show(t, "evt-refund-4471")
	if len(ds) != 1 || ds[0].Kind != review.DecisionApprove || !ds[0].Override || ds[0].Reason != "manager approved by phone" {
		t.Fatalf("decisions = %+v, want one approve with override and the reason", ds)
	}
}

func TestEscCancelsDialogWithoutDeciding(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "x")
	h.typeText("half a thought")
	h.keys("esc")
	if h.m.dialog != dialogNone {
		t.Fatalf("esc left the dialog open")
	}
	if _, ds := d.show(t, "evt-refund-4471"); len(ds) != 0 {
		t.Fatalf("cancelling recorded a decision: %+v", ds)
	}
}

func TestSkipReleases(t *testing.T) {
	d := newTestDesk(t, refundEvent, supportEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	h.wantOpen("evt-refund-4471")
	h.keys("space")
	it, ds := d.show(t, "evt-refund-4471")
	if it.State != review.StatePending || it.LeaseHolder != "" || len(ds) != 0 {
		t.Fatalf("after skip the item is %s held by %q with %d decisions; want pending, free, undecided", it.State, it.LeaseHolder, len(ds))
	}
	h.wantOpen("evt-support-0193")
	// Skipping the last one leaves only the skipped item: it comes back.
	h.keys("space")
	h.wantOpen("evt-refund-4471")
}

func TestBackReleases(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "esc")
	if h.m.screen != screenQueue {
		t.Fatalf("esc did not go back to the queue")
	}
	if it, _ := d.show(t, "evt-refund-4471"); it.State != review.StatePending {
		t.Errorf("after esc the item is %s, want pending (released)", it.State)
	}
}

func TestUndo(t *testing.T) {
	d := newTestDesk(t, supportEvent, heldEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "a")
	h.wantOpen("evt-held-0042")
	d.clock.Advance(10 * time.Second)
	h.keys("u")
	h.wantOpen("evt-support-0193")
	it, ds := d.show(t, "evt-support-0193")
	if len(ds) != 2 || ds[1].Kind != review.DecisionReversal || ds[1].Reverses != ds[0].Seq {
		t.Fatalf("ledger = %+v, want the approve then a reversal of it", ds)
	}
	if it.State != review.StateClaimed || it.LeaseHolder != "alice" {
		t.Errorf("the undone item is %s held by %q, want claimed by alice", it.State, it.LeaseHolder)
	}
	if other, _ := d.show(t, "evt-held-0042"); other.State != review.StatePending {
		t.Errorf("the item opened after the decision is %s, want released (pending)", other.State)
	}
	// The undone item can be decided again.
	h.keys("x")
	h.typeText("second look: customer plan unverified")
	h.keys("enter")
	if _, ds := d.show(t, "evt-support-0193"); len(ds) != 3 || ds[2].Kind != review.DecisionReject {
		t.Fatalf("ledger = %+v, want approve, reversal, reject", ds)
	}
}

func TestUndoWindowCloses(t *testing.T) {
	d := newTestDesk(t, supportEvent, heldEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "a")
	d.clock.Advance(undoWindow + time.Second)
	h.keys("u")
	h.wantOpen("evt-held-0042")
	if _, ds := d.show(t, "evt-support-0193"); len(ds) != 1 {
		t.Fatalf("an undo after the window changed the ledger: %+v", ds)
	}
	if !strings.Contains(h.m.status, "nothing to undo") {
		t.Errorf("status = %q, want it to say there is nothing to undo", h.m.status)
	}
}

func TestFindingMarksLandInDecision(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	h.keys("f")           // source_conflict: true positive
	h.keys("n", "f", "f") // effect_unconfirmed: false positive
	h.keys("n", "f", "f", "f")
	h.keys("x")
	h.typeText("amounts disagree")
	h.keys("enter")
	_, ds := d.show(t, "evt-refund-4471")
	if len(ds) != 1 {
		t.Fatalf("decisions = %+v, want one", ds)
	}
	got := ds[0].Verdicts
	want := []review.FindingVerdict{
		{Finding: "source_conflict#0", Verdict: review.VerdictTruePositive},
		{Finding: "effect_unconfirmed#0", Verdict: review.VerdictFalsePositive},
	}
	if len(got) != len(want) {
		t.Fatalf("verdicts = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("verdict %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestFindingVerdictKeysIndexWithinID(t *testing.T) {
	fs := []review.Finding{{ID: "source_conflict"}, {ID: "rule_weakened"}, {ID: "source_conflict"}}
	got := findingVerdictKeys(fs)
	want := []string{"source_conflict#0", "rule_weakened#0", "source_conflict#1"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("key %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestStaleOpenResultsDropped(t *testing.T) {
	d := newTestDesk(t, refundEvent, supportEvent)
	h := newHarness(t, d, 120, 40)
	first := h.m.open(openRequest{mode: openClaim, id: "evt-refund-4471"})
	second := h.m.open(openRequest{mode: openClaim, id: "evt-support-0193"})
	for _, msg := range h.exec(second) {
		h.send(msg)
	}
	h.wantOpen("evt-support-0193")
	// The first open finishes late: its result is dropped and the lease it
	// took is given back.
	for _, msg := range h.exec(first) {
		h.send(msg)
	}
	h.wantOpen("evt-support-0193")
	if it, _ := d.show(t, "evt-refund-4471"); it.State != review.StatePending {
		t.Errorf("the superseded open left its item %s, want it released", it.State)
	}
}

func TestDoubleOpenOfOneItemKeepsTheLease(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	first := h.m.open(openRequest{mode: openClaim, id: "evt-refund-4471"})
	second := h.m.open(openRequest{mode: openClaim, id: "evt-refund-4471"})
	// The first, superseded, answer arrives while the second is still on
	// its way: it must not release the lease the second one relies on.
	late, current := h.exec(first), h.exec(second)
	for _, msg := range late {
		h.send(msg)
	}
	for _, msg := range current {
		h.send(msg)
	}
	h.wantOpen("evt-refund-4471")
	if it, _ := d.show(t, "evt-refund-4471"); it.State != review.StateClaimed || it.LeaseHolder != "alice" {
		t.Errorf("after opening the item twice it is %s held by %q, want claimed by alice", it.State, it.LeaseHolder)
	}
}

func TestStaleLayoutDropped(t *testing.T) {
	d := newTestDesk(t, refundEvent, supportEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	it := h.m.cur
	before := it.panes[paneOriginal].lay
	// A layout for an item no longer in view, and one for a width the
	// pane no longer has, must not replace what is shown.
	h.send(layoutDoneMsg{key: layoutKey{id: "evt-support-0193", pane: paneOriginal, width: 38}, lay: &layout{width: 38}})
	h.send(layoutDoneMsg{key: layoutKey{id: it.id, pane: paneOriginal, width: 17}, lay: &layout{width: 17}})
	if it.panes[paneOriginal].lay != before {
		t.Fatalf("a stale layout replaced the pane's layout")
	}
	// A resize lays the panes out again at the new width.
	h.send(tea.WindowSizeMsg{Width: 200, Height: 50})
	if got, want := it.panes[paneOriginal].lay.width, paneContentWidth(layoutReview(200, 50, 3).panes[0].w); got != want {
		t.Errorf("after resize the layout width is %d, want %d", got, want)
	}
}

func TestLeaseLostWhenAnotherReviewerTakesIt(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	d.clock.Advance(11 * time.Minute)
	if _, err := d.Claim(context.Background(), "bob", "evt-refund-4471"); err != nil {
		t.Fatalf("bob could not claim the expired item: %v", err)
	}
	h.send(queueChangedMsg{})
	if h.m.cur.readOnly == "" || !strings.Contains(h.m.status, "lease lost") || !strings.Contains(h.m.status, "bob") {
		t.Fatalf("status = %q, want it to say the lease was lost to bob", h.m.status)
	}
	h.keys("a")
	if h.m.dialog != dialogNone || !strings.Contains(h.m.status, "cannot decide") {
		t.Errorf("deciding after losing the lease: dialog %d, status %q", h.m.dialog, h.m.status)
	}
	h.wantScreen("lease lost")
}

func TestLeaseLostOnHeartbeat(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "j") // the reviewer is active
	d.clock.Advance(10*time.Minute + time.Second)
	// The desk's own clock says the lease ran out before any heartbeat.
	h.send(tickMsg(d.clock.Now()))
	if !strings.Contains(h.m.status, "lease lost") {
		t.Fatalf("status = %q, want lease lost", h.m.status)
	}
}

func TestHeartbeatRenewsActiveLease(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	first := h.m.cur.leaseExpires
	d.clock.Advance(3 * time.Minute)
	h.send(tickMsg(d.clock.Now()))
	if h.m.cur.leaseExpires != first {
		t.Fatalf("an idle reviewer's lease was renewed")
	}
	h.keys("j")
	h.send(tickMsg(d.clock.Now()))
	if got, want := h.m.cur.leaseExpires, d.clock.Now().Add(10*time.Minute); !got.Equal(want) {
		t.Errorf("after activity the lease runs to %v, want %v", got, want)
	}
	if it, _ := d.show(t, "evt-refund-4471"); it.LeaseExpires == nil || !it.LeaseExpires.Equal(d.clock.Now().Add(10*time.Minute)) {
		t.Errorf("the queue's lease was not renewed: %v", it.LeaseExpires)
	}
	h.wantScreen("lease 10:00")
}

func TestDecidedByAnotherReviewerNoticed(t *testing.T) {
	d := newTestDesk(t, supportEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	d.clock.Advance(11 * time.Minute)
	ctx := context.Background()
	if _, err := d.Claim(ctx, "bob", "evt-support-0193"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Decide(ctx, review.Decision{EventID: "evt-support-0193", Kind: review.DecisionApprove, Author: "bob", At: d.clock.Now()}); err != nil {
		t.Fatal(err)
	}
	h.send(queueChangedMsg{})
	if !strings.Contains(h.m.status, "decided by bob") {
		t.Fatalf("status = %q, want it to say bob decided the item", h.m.status)
	}
	h.keys("a")
	if _, ds := d.show(t, "evt-support-0193"); len(ds) != 1 {
		t.Errorf("the desk decided an item another reviewer had decided: %+v", ds)
	}
}

func TestHeldByOtherSaysWhoAndUntil(t *testing.T) {
	d := newTestDesk(t, heldEvent)
	if _, err := d.Claim(context.Background(), "bob", "evt-held-0042"); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, d, 120, 40)
	h.wantScreen("bob until 10:10")
	h.keys("enter")
	if h.m.cur != nil {
		t.Fatalf("opened an item bob holds")
	}
	if want := "held by bob until 10:10:00"; !strings.Contains(h.m.status, want) {
		t.Errorf("status = %q, want %q", h.m.status, want)
	}
}

func TestDecidedItemOpensReadOnly(t *testing.T) {
	d := newTestDesk(t, decidedEvent)
	ctx := context.Background()
	if _, err := d.Claim(ctx, "carol", "evt-done-0041"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Decide(ctx, rejectDecision("evt-done-0041", "carol")); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, d, 120, 40)
	h.keys("s", "s", "s") // open → pending → claimed → decided
	h.keys("enter")
	h.wantOpen("evt-done-0041")
	if !strings.Contains(h.m.cur.readOnly, "decided by carol") {
		t.Errorf("readOnly = %q, want it to name carol", h.m.cur.readOnly)
	}
	h.keys("a")
	if !strings.Contains(h.m.status, "cannot decide") {
		t.Errorf("status = %q, want cannot decide", h.m.status)
	}
}

func TestReconstructWithEditor(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40, withEditor(t, fixAmountScript))
	h.keys("enter", "c")
	if h.m.screen != screenReconstruct {
		t.Fatalf("screen = %d after the editor, want the reconstruction preview (status %q)", h.m.screen, h.m.status)
	}
	h.wantScreen("Engine verdict on the reconstruction: PASS")
	h.wantScreen("+ - Invoice amount confirmed: **R$ 3.400,00**.")
	h.wantScreen(`-       "status": "done"`)
	h.wantScreen(`+       "status": "failed"`)
	h.keys("enter")
	if _, ds := d.show(t, "evt-refund-4471"); len(ds) != 0 {
		t.Fatalf("a reconstruction without a reason was recorded")
	}
	path := h.m.rec.path
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the editor's file %s: %v, mode %v; want it private (0600)", path, err, fi.Mode())
	}
	h.typeText("amount and status match billing")
	h.keys("enter")
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the editor's temp file %s was left behind", path)
	}
	_, ds := d.show(t, "evt-refund-4471")
	if len(ds) != 1 || ds[0].Kind != review.DecisionReconstruct || ds[0].ReconstructedSummary == nil {
		t.Fatalf("decisions = %+v, want one reconstruction", ds)
	}
	if s := *ds[0].ReconstructedSummary; !strings.Contains(s, "R$ 3.400,00") || strings.Contains(s, "#~") {
		t.Errorf("reconstructed summary = %q, want the corrected amount and no comment lines", s)
	}
	if c := ds[0].ReconstructedContract; c == nil || c.ExternalEffects[0].Status != "failed" {
		t.Errorf("reconstructed contract = %+v, want the effect marked failed", c)
	}
}

func TestReconstructEditAgainAndAbandon(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40, withEditor(t, "#!/bin/sh\nprintf 'not json\\n#~ contract (JSON; delete the block to keep none)\\n```json\\n{oops\\n```\\n' > \"$1\"\n"))
	h.keys("enter", "c")
	if h.m.rec == nil || h.m.rec.err == "" {
		t.Fatalf("a broken contract block was not reported")
	}
	h.wantScreen("Problem:")
	h.keys("ctrl+e")
	if h.m.rec == nil || h.m.rec.err == "" {
		t.Fatalf("editing again lost the reconstruction")
	}
	h.keys("esc")
	if h.m.rec != nil || h.m.screen != screenReview {
		t.Errorf("esc did not abandon the reconstruction")
	}
	if _, ds := d.show(t, "evt-refund-4471"); len(ds) != 0 {
		t.Errorf("abandoning recorded %+v", ds)
	}
}

func TestReconstructInlineEditor(t *testing.T) {
	d := newTestDesk(t, supportEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "c")
	if h.m.screen != screenEditor {
		t.Fatalf("without $EDITOR, c should open the inline editor; screen %d", h.m.screen)
	}
	h.wantScreen("Reconstructing the summary of evt-support-0193")
	// Move past the comment header and type a new first line.
	for range 4 {
		h.keys("down")
	}
	h.typeText("Verified: plan unknown. ")
	h.keys("ctrl+s")
	if h.m.screen != screenReconstruct {
		t.Fatalf("ctrl+s did not show the preview; status %q", h.m.status)
	}
	h.typeText("plan claim had no source")
	h.keys("enter")
	_, ds := d.show(t, "evt-support-0193")
	if len(ds) != 1 || ds[0].Kind != review.DecisionReconstruct || !strings.Contains(*ds[0].ReconstructedSummary, "Verified: plan unknown.") {
		t.Fatalf("decisions = %+v, want a reconstruction with the typed text", ds)
	}
}

func TestQuitReleasesLease(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "ctrl+c")
	if !h.quit {
		t.Fatalf("ctrl+c did not quit")
	}
	if it, _ := d.show(t, "evt-refund-4471"); it.State != review.StatePending {
		t.Errorf("after quitting the item is %s, want released", it.State)
	}
}

func TestDeskErrorsShowInStatusBar(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40, func(o *Options) { o.Author = "" })
	h.keys("enter")
	if h.m.cur != nil {
		t.Fatalf("opened an item without an author")
	}
	if want := "no reviewer name"; !strings.Contains(h.m.status, want) {
		t.Errorf("status = %q, want the queue's message containing %q", h.m.status, want)
	}
	h.wantScreen("could not open")
}

func TestPaneSearch(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "1", "/")
	h.typeText("refund")
	h.keys("enter")
	p := &h.m.cur.panes[paneOriginal]
	if len(p.matches) < 3 {
		t.Fatalf("search found %d lines, want at least 3", len(p.matches))
	}
	if !strings.Contains(h.m.status, "match") {
		t.Errorf("status = %q, want the match count", h.m.status)
	}
	off := p.offset
	h.keys("]")
	if p.offset == off && len(p.matches) > 1 && p.lines() > p.height {
		t.Errorf("] did not move to the next match")
	}
}

func TestFocusKeys(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	for _, tc := range []struct {
		key  string
		want paneID
	}{{"2", paneSummary}, {"3", paneSource}, {"1", paneOriginal}, {"tab", paneSummary}, {"shift+tab", paneOriginal}, {"shift+tab", paneSource}} {
		h.keys(tc.key)
		if h.m.focus != tc.want {
			t.Fatalf("after %s focus = %s, want %s", tc.key, paneTitles[h.m.focus], paneTitles[tc.want])
		}
	}
}

func TestHelpIsGeneratedFromKeyMap(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter", "2", "?")
	for _, want := range []string{"scroll Summary down", "mark source_conflict true/false positive", "approve", "reject", "reconstruct", "undo decision"} {
		h.wantScreen(want)
	}
	h.keys("?")
	if h.m.showHelp {
		t.Errorf("? did not close the help")
	}
}

func TestQuitMidReconstructionRemovesDraft(t *testing.T) {
	d := newTestDesk(t, refundEvent)
	h := newHarness(t, d, 120, 40, withEditor(t, fixAmountScript))
	h.keys("enter", "c")
	h.wantScreen("Engine verdict")
	path := h.m.rec.path
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the draft %s should exist while the preview is open: %v", path, err)
	}
	h.m.removeDraft()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the draft %s (the event's text) outlived the desk", path)
	}
}

// TestBackWhileNextOpens presses q after a decision, before the next item
// has arrived: the desk stays on the queue, and the item the late answer
// claimed is given back rather than pulling the reviewer into it.
func TestBackWhileNextOpens(t *testing.T) {
	d := newTestDesk(t, supportEvent, heldEvent)
	h := newHarness(t, d, 120, 40)
	h.keys("enter")
	h.wantOpen("evt-support-0193")
	// Record the decision by hand so the next item's open stays in flight.
	_, cmd := h.m.Update(keyPress("a"))
	var next []tea.Msg
	for _, msg := range h.exec(cmd) {
		if _, ok := msg.(decidedMsg); !ok {
			t.Fatalf("approving answered %T, want the decision", msg)
		}
		_, c := h.m.Update(msg)
		next = append(next, h.exec(c)...)
	}
	if h.m.cur != nil {
		t.Fatal("the next item opened before its answer arrived")
	}
	if s := h.screen(); !strings.Contains(s, "opening the next item") || !strings.Contains(s, "back to the queue") || strings.Contains(s, "a approve") {
		t.Errorf("while the next item opens the screen should offer only leaving:\n%s", s)
	}
	h.keys("a") // nothing to approve yet: ignored
	if h.m.screen != screenReview || h.m.dialog != dialogNone {
		t.Errorf("a key while the next item opens changed the screen (%d) or opened a dialog (%d)", h.m.screen, h.m.dialog)
	}
	h.keys("q")
	for _, msg := range next {
		h.send(msg)
	}
	if h.m.screen != screenQueue || h.m.cur != nil {
		t.Fatalf("after q the desk shows screen %d with item %v, want the queue", h.m.screen, h.m.cur != nil)
	}
	if it, _ := d.show(t, "evt-held-0042"); it.State != review.StatePending {
		t.Errorf("the next item, opened after q, is %s held by %q; want it released", it.State, it.LeaseHolder)
	}
	// It can be claimed again from the queue.
	h.keys("enter")
	h.wantOpen("evt-held-0042")
}

// TestLeaveWhileDecisionRecords presses q (and quit) right after a
// decision, before the queue has answered: giving the lease back first
// would lose the decision, so the desk waits for it, then goes to the
// queue (or quits) instead of opening the next item.
func TestLeaveWhileDecisionRecords(t *testing.T) {
	for _, c := range []struct {
		name, key string
		quits     bool
	}{{"back", "q", false}, {"quit", "ctrl+c", true}} {
		t.Run(c.name, func(t *testing.T) {
			d := newTestDesk(t, supportEvent, heldEvent)
			h := newHarness(t, d, 120, 40)
			h.keys("enter")
			h.wantOpen("evt-support-0193")
			_, decide := h.m.Update(keyPress("a"))
			if _, again := h.m.Update(keyPress("a")); again != nil || !strings.Contains(h.m.status, "still recording") {
				t.Fatalf("a second decision while the first records: cmd %v, status %q", again != nil, h.m.status)
			}
			// The key arrives while the decision is on its way; whatever it
			// asks for runs before the decision reaches the queue.
			_, leave := h.m.Update(keyPress(c.key))
			h.run(leave)
			h.run(decide)
			if it, ds := d.show(t, "evt-support-0193"); it.State != review.StateDecided || len(ds) != 1 {
				t.Fatalf("the decision was lost: item %s, %d decisions (status %q)", it.State, len(ds), h.m.status)
			}
			if h.quit != c.quits {
				t.Errorf("quit = %v, want %v", h.quit, c.quits)
			}
			if !c.quits && (h.m.screen != screenQueue || h.m.cur != nil) {
				t.Errorf("after q the desk shows screen %d, want the queue", h.m.screen)
			}
			if it, _ := d.show(t, "evt-held-0042"); it.State != review.StatePending {
				t.Errorf("the next item was claimed (%s) though the reviewer left", it.State)
			}
		})
	}
}
