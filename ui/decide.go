package ui

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"recap/review"
)

// canDecide reports whether decisions are allowed on the item in view,
// saying why not in the status bar.
func (m *Model) canDecide() bool {
	it := m.cur
	switch {
	case it == nil:
		return false
	case it.recording:
		m.setStatus(statusInfo, "still recording the last decision…")
		return false
	case it.readOnly != "":
		m.setStatus(statusWarn, "cannot decide: "+it.readOnly)
		return false
	case !it.claimed:
		m.setStatus(statusWarn, "cannot decide: you do not hold the lease on this item")
		return false
	case m.author == "":
		m.setStatus(statusError, "cannot decide: no author; set --author or RECAP_AUTHOR and reopen the desk")
		return false
	}
	return true
}

// approve approves at once, unless blocking findings ask for an explicit
// override reason first.
func (m *Model) approve() tea.Cmd {
	if !m.canDecide() {
		return nil
	}
	rt := m.cur.view.Routing
	if rt.HasBlocking() {
		n := 0
		for _, f := range rt.Findings {
			if f.Severity == review.SeverityBlock {
				n++
			}
		}
		m.setStatus(statusWarn, fmt.Sprintf("%d blocking finding(s): approving overrides them; say why", n))
		return m.openDialog(dialogOverride, "why is approving right despite the blocking findings?", "")
	}
	return m.decide(review.DecisionApprove, "", false, nil, nil)
}

// reject asks for a reason, offering quick reasons drawn from the findings.
func (m *Model) reject() tea.Cmd {
	if !m.canDecide() {
		return nil
	}
	cmd := m.openDialog(dialogReject, "why is this summary unsafe to resume from? (↓ quick reasons)", "")
	m.reasons = quickReasons(m.cur.view.Routing.Findings)
	// Start on the reviewer's own (empty) text; ↓ steps into the list.
	m.reasonIndex = len(m.reasons)
	return cmd
}

// quickReasons turns findings into one-line rejection reasons, block
// findings first, without duplicates.
func quickReasons(fs []review.Finding) []string {
	var out []string
	seen := map[string]bool{}
	for _, sev := range []review.Severity{review.SeverityBlock, review.SeverityReview, review.SeverityInfo} {
		for _, f := range fs {
			if f.Severity != sev {
				continue
			}
			r := SanitizeLine(f.ID) + ": " + SanitizeLine(f.Message)
			if !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// verdicts collects the reviewer's marks as finding verdicts.
func (m *Model) verdicts() []review.FindingVerdict {
	it := m.cur
	var out []review.FindingVerdict
	for i := range it.view.Routing.Findings {
		if v, ok := it.marks[i]; ok {
			out = append(out, review.FindingVerdict{Finding: it.keys[i], Verdict: v})
		}
	}
	return out
}

// decide records a decision on the item in view.
func (m *Model) decide(kind review.DecisionKind, reason string, override bool, summary *string, contract *review.Contract) tea.Cmd {
	if !m.canDecide() {
		return nil
	}
	d := review.Decision{
		EventID:               m.cur.id,
		Kind:                  kind,
		Author:                m.author,
		AuthorOverridden:      m.authorOverride,
		At:                    m.now().UTC(),
		Reason:                reason,
		Override:              override,
		ReconstructedSummary:  summary,
		ReconstructedContract: contract,
		Verdicts:              m.verdicts(),
	}
	if err := d.Validate(); err != nil {
		m.setStatus(statusWarn, review.ErrorMessage(err))
		return nil
	}
	m.setStatus(statusInfo, "recording "+string(kind)+"…")
	m.cur.recording = true
	return m.decideCmd(d)
}

// leaving is where the reviewer asked to go while a decision was being
// recorded.
type leaving int

const (
	stay         leaving = iota
	leaveToQueue         // esc/q: the queue, not the next item
	leaveDesk            // quit
)

// leaveAfterDecision defers esc/q or quit until the decision in flight is
// recorded: giving the lease back first would lose the decision ("you do
// not hold the event"). A second quit does not wait.
func (m *Model) leaveAfterDecision(to leaving) tea.Cmd {
	if to == leaveDesk && m.afterDecision == leaveDesk {
		return tea.Quit
	}
	m.afterDecision = to
	if to == leaveDesk {
		m.setStatus(statusInfo, "recording the decision; quitting once it is recorded (press again to quit now)")
	} else {
		m.setStatus(statusInfo, "recording the decision; back to the queue once it is recorded")
	}
	return nil
}

var decidedVerb = map[review.DecisionKind]string{
	review.DecisionApprove:     "approved",
	review.DecisionReject:      "rejected",
	review.DecisionReconstruct: "reconstructed",
}

// onDecided opens the next item after a recorded decision.
func (m *Model) onDecided(msg decidedMsg) tea.Cmd {
	after := m.afterDecision
	m.afterDecision = stay
	if m.cur != nil && m.cur.id == msg.id {
		m.cur.recording = false
	}
	if msg.err != nil {
		m.setStatus(statusError, "not recorded: "+errText(msg.err))
		// The reviewer asked to leave: now the lease may go.
		switch after {
		case leaveDesk:
			return m.quitCmd()
		case leaveToQueue:
			status := m.status
			cmd := m.backToQueue()
			m.setStatus(statusError, status)
			return cmd
		}
		if c := review.ErrorCode(msg.err); (c == review.ELEASE || c == review.ECONFLICT) && m.cur != nil && m.cur.id == msg.id {
			return m.recheckCmd()
		}
		return nil
	}
	d := msg.d
	if d.EventID == "" {
		d.EventID = msg.id
	}
	m.last = &lastDecision{d: d, at: m.now()}
	cleanup := m.dropReconstruction()
	verb := decidedVerb[d.Kind]
	if verb == "" {
		verb = string(d.Kind)
	}
	m.cur = nil
	m.doneText = verb + " " + SanitizeLine(msg.id) + dualOutcome(d, msg.after) + " · u undoes it within " + undoWindow.String()
	switch after {
	case leaveDesk:
		return tea.Batch(cleanup, tea.Quit)
	case leaveToQueue:
		m.screen = screenQueue
		m.setStatus(statusInfo, m.doneText)
		return tea.Batch(m.loadQueueCmd(), m.loadCountsCmd(), cleanup)
	}
	m.screen = screenReview
	cmd := m.open(openRequest{mode: openNext, exclude: map[string]bool{msg.id: true}})
	m.setStatus(statusInfo, m.doneText+" · opening the next item…")
	return tea.Batch(cmd, m.loadCountsCmd(), cleanup)
}

// dualOutcome says what a review of a dual-reviewed item did, after the
// verb: "" for an item's sole review.
func dualOutcome(d review.Decision, after review.ItemState) string {
	switch d.Role {
	case review.RoleFirst:
		return " as review 1 of 2: it waits for an independent second reviewer"
	case review.RoleSecond:
		switch after {
		case review.StateDecided:
			return " as review 2 of 2: both reviews agree, it is decided"
		case review.StateAdjudication:
			return " as review 2 of 2: the reviews disagree, a lead adjudicates"
		}
		return " as review 2 of 2"
	case review.RoleAdjudication:
		return " as the lead's adjudication: it is decided"
	}
	return ""
}

// skip releases the item and opens the next one; the skipped item is not
// offered again this session while others wait.
func (m *Model) skip() tea.Cmd {
	it := m.cur
	if it == nil {
		return nil
	}
	m.skipped[it.id] = true
	release := ""
	if it.claimed {
		release = it.id
	}
	m.cur = nil
	m.doneText = "skipped " + SanitizeLine(it.id)
	return m.open(openRequest{mode: openSkip, release: release, exclude: map[string]bool{it.id: true}})
}

// undo reverses the reviewer's last decision if it is recent enough,
// releasing the item in view, and reopens the undone item.
func (m *Model) undo() tea.Cmd {
	l := m.last
	if l == nil || m.now().Sub(l.at) > undoWindow {
		m.last = nil
		m.setStatus(statusInfo, "nothing to undo: decisions can be undone for "+undoWindow.String())
		return nil
	}
	release := ""
	if it := m.cur; it != nil && it.claimed && it.id != l.d.EventID {
		release = it.id
	}
	m.last = nil
	m.cur = nil
	m.screen = screenReview
	d := l.d
	m.setStatus(statusInfo, "undoing your "+string(d.Kind)+" of "+SanitizeLine(d.EventID)+"…")
	return m.open(openRequest{mode: openUndo, id: d.EventID, release: release, undo: &d})
}

// reconstruction is a summary being rewritten by the reviewer.
type reconstruction struct {
	id       string
	path     string // the temp file the external editor edits; "" inline
	text     string // the file's content as last edited
	summary  string
	contract *review.Contract
	routing  *review.Routing
	diff     []diffLine
	err      string
	reason   string // the reason typed so far, kept across edits
	offset   int    // scroll of the preview
}

// dropReconstruction forgets the reconstruction in progress and returns
// the command that deletes its temp file (I/O stays out of Update).
func (m *Model) dropReconstruction() tea.Cmd {
	r := m.rec
	m.rec = nil
	if r == nil || r.path == "" {
		return nil
	}
	return removeFileCmd(r.path)
}

// removeDraft deletes the file of a reconstruction still open when the
// desk exits (q, ctrl+c, a cancelled context): it holds the event's text,
// which must not outlive the session in a shared temp folder.
func (m *Model) removeDraft() {
	if m.rec != nil && m.rec.path != "" {
		_ = os.Remove(m.rec.path)
	}
}

func removeFileCmd(path string) tea.Cmd {
	return func() tea.Msg {
		_ = os.Remove(path) // a temp file; a leftover is harmless
		return nil
	}
}

type (
	editFileMsg struct {
		id   string
		path string
		err  error
	}
	editorDoneMsg struct {
		id   string
		path string
		err  error
		mark uint64 // bytes written to the terminal when the editor returned
	}
	reconstructionMsg struct {
		id       string
		text     string
		summary  string
		contract *review.Contract
		routing  *review.Routing
		diff     []diffLine
		err      error
	}
)

// reconstructionHeader explains the file to the reviewer; FormatReconstruction
// turns it into comment lines the parser drops.
func reconstructionHeader(id string) string {
	return "Reconstructing the summary of " + SanitizeLine(id) + ".\n" +
		"Rewrite the summary below so the next context resumes safely; edit the\n" +
		"contract's JSON block if it is wrong. Save and quit to preview the diff\n" +
		"and the engine's verdict. An empty summary abandons the reconstruction."
}

// reconstruct opens the reviewer's editor on the summary and contract,
// prefilled, like git commit; without $EDITOR the desk's own editor.
func (m *Model) reconstruct() tea.Cmd {
	if !m.canDecide() {
		return nil
	}
	it := m.cur
	ev := it.view.Event
	text := string(review.FormatReconstruction(reconstructionHeader(it.id), ev.Summary.TextOrEmpty(), ev.Summary.Contract))
	m.rec = &reconstruction{id: it.id, text: text}
	return m.editReconstruction()
}

// editReconstruction opens the editor on m.rec.text.
func (m *Model) editReconstruction() tea.Cmd {
	rec := m.rec
	if m.externalEditor == "" {
		m.screen = screenEditor
		// The inline editor draws what it holds: control characters from
		// the event become visible pictures the reviewer can delete.
		m.editor.SetValue(Sanitize(rec.text))
		m.editor.MoveToBegin()
		m.sizeEditor()
		return m.editor.Focus()
	}
	id, text, path := rec.id, rec.text, rec.path
	return func() tea.Msg {
		if path == "" {
			f, err := os.CreateTemp("", "recap-reconstruct-*.md")
			if err != nil {
				return editFileMsg{id: id, err: err}
			}
			path = f.Name()
			if err := f.Close(); err != nil {
				return editFileMsg{id: id, path: path, err: err}
			}
		}
		err := os.WriteFile(path, []byte(text), 0o600)
		return editFileMsg{id: id, path: path, err: err}
	}
}

func (m *Model) onEditFile(msg editFileMsg) tea.Cmd {
	if m.rec == nil || m.rec.id != msg.id {
		if msg.path != "" {
			return removeFileCmd(msg.path)
		}
		return nil
	}
	m.rec.path = msg.path
	if msg.err != nil {
		m.setStatus(statusError, "could not prepare the file for the editor: "+msg.err.Error())
		return m.dropReconstruction()
	}
	id, path := msg.id, msg.path
	hb := &handBack{cmd: editorCommand(m.externalEditor, path), written: m.written}
	return m.exec(hb, func(err error) tea.Msg {
		return editorDoneMsg{id: id, path: path, err: err, mark: hb.mark}
	})
}

// editorCommand runs editor on path the way git does, through the shell,
// so $EDITOR may carry arguments ("code --wait").
func editorCommand(editor, path string) *exec.Cmd {
	return exec.Command("sh", "-c", editor+` "$1"`, "recap-editor", path)
}

func (m *Model) onEditorDone(msg editorDoneMsg) tea.Cmd {
	watch := m.watchRepaint(msg.mark, 0)
	if m.rec == nil || m.rec.id != msg.id {
		return watch
	}
	if msg.err != nil {
		m.setStatus(statusError, "the editor failed ("+msg.err.Error()+"); nothing was recorded")
		m.screen = screenReview
		return tea.Batch(m.dropReconstruction(), watch)
	}
	path := msg.path
	return tea.Batch(m.previewCmd(func() (string, error) {
		b, err := os.ReadFile(path)
		return string(b), err
	}), watch)
}

// previewCmd parses an edited reconstruction, routes it through the
// engine and diffs it against the original, off the UI goroutine.
func (m *Model) previewCmd(read func() (string, error)) tea.Cmd {
	it := m.cur
	if it == nil || m.rec == nil {
		return nil
	}
	id, router := m.rec.id, m.router
	ev := *it.view.Event
	return func() tea.Msg {
		msg := reconstructionMsg{id: id}
		text, err := read()
		if err != nil {
			msg.err = err
			return msg
		}
		msg.text = text
		summary, contract, err := review.ParseReconstruction([]byte(text))
		if err != nil {
			msg.err = err
			return msg
		}
		msg.summary, msg.contract = summary, contract
		msg.diff = reconstructionDiff(&ev, summary, contract)
		if router != nil {
			edited := ev
			edited.Summary.Text = &summary
			edited.Summary.Contract = contract
			edited.Summary.Opaque = ""
			rt := router.Route(&edited)
			msg.routing = &rt
		}
		return msg
	}
}

func (m *Model) onReconstruction(msg reconstructionMsg) tea.Cmd {
	rec := m.rec
	if rec == nil || rec.id != msg.id {
		return nil
	}
	if msg.text != "" {
		rec.text = msg.text
	}
	if msg.err != nil {
		if strings.Contains(review.ErrorMessage(msg.err), "is empty") {
			m.setStatus(statusInfo, "reconstruction abandoned: the summary was empty")
			m.screen = screenReview
			return m.dropReconstruction()
		}
		rec.err = review.ErrorMessage(msg.err)
		m.screen = screenReconstruct
		m.setStatus(statusError, "the reconstruction has a problem: "+rec.err+" (ctrl+e edits again)")
		return m.openReasonInput()
	}
	rec.err = ""
	rec.summary, rec.contract, rec.routing, rec.diff = msg.summary, msg.contract, msg.routing, msg.diff
	rec.offset = 0
	m.screen = screenReconstruct
	m.setStatus(statusInfo, "review the diff and the engine's verdict; type a reason and press enter to record")
	return m.openReasonInput()
}

func (m *Model) openReasonInput() tea.Cmd {
	m.input.Reset()
	m.input.Prompt = "reason › "
	m.input.Placeholder = "why does the summary need rewriting?"
	m.input.SetValue(m.rec.reason)
	m.input.CursorEnd()
	m.input.SetWidth(max(m.width-14, 10))
	return m.input.Focus()
}

func (m *Model) reconstructKey(msg tea.KeyPressMsg) tea.Cmd {
	rec := m.rec
	if rec == nil {
		m.screen = screenReview
		return nil
	}
	switch {
	case key.Matches(msg, m.keys.Cancel):
		m.input.Blur()
		m.screen = screenReview
		m.setStatus(statusInfo, "reconstruction abandoned; nothing was recorded")
		return m.dropReconstruction()
	case key.Matches(msg, m.keys.EditAgain):
		rec.reason = m.input.Value()
		m.input.Blur()
		return m.editReconstruction()
	case key.Matches(msg, m.keys.Confirm):
		if rec.err != "" {
			m.setStatus(statusError, "fix the reconstruction first: "+rec.err+" (ctrl+e edits again)")
			return nil
		}
		reason := strings.TrimSpace(m.input.Value())
		if reason == "" {
			m.setStatus(statusWarn, "a reconstruction needs a reason: type it on the reason line, then enter")
			return nil
		}
		summary := rec.summary
		m.input.Blur()
		return m.decide(review.DecisionReconstruct, reason, false, &summary, rec.contract)
	case msg.String() == "up" || msg.String() == "pgup" || msg.String() == "down" || msg.String() == "pgdown":
		step := map[string]int{"up": -1, "down": 1, "pgup": -10, "pgdown": 10}[msg.String()]
		rec.offset = max(rec.offset+step, 0)
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

func (m *Model) sizeEditor() {
	m.editor.SetWidth(max(m.width-2, 10))
	m.editor.SetHeight(max(m.height-5, 3))
	m.editor.MaxHeight = 0
	m.editor.CharLimit = 0
}

func (m *Model) editorKey(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Save):
		text := m.editor.Value()
		m.editor.Blur()
		if m.rec != nil {
			m.rec.text = text
		}
		return m.previewCmd(func() (string, error) { return text, nil })
	case key.Matches(msg, m.keys.Cancel):
		m.editor.Blur()
		m.screen = screenReview
		m.setStatus(statusInfo, "reconstruction abandoned; nothing was recorded")
		return m.dropReconstruction()
	}
	var cmd tea.Cmd
	m.editor, cmd = m.editor.Update(msg)
	return cmd
}

// reconstructionDiff diffs the reconstruction against the original:
// the summary text line by line, then the contract's JSON line by line.
func reconstructionDiff(ev *review.Event, summary string, contract *review.Contract) []diffLine {
	var out []diffLine
	out = append(out, diffLine{op: ' ', text: "Summary", head: true})
	out = append(out, diffLines(splitLines(ev.Summary.TextOrEmpty()), splitLines(summary))...)
	before, _ := json.MarshalIndent(ev.Summary.Contract, "", "  ")
	after, _ := json.MarshalIndent(contract, "", "  ")
	if string(before) != string(after) || ev.Summary.Contract != nil {
		out = append(out, diffLine{op: ' ', text: "Contract", head: true})
		if string(before) == string(after) {
			out = append(out, diffLine{op: ' ', text: "(unchanged)"})
		} else {
			out = append(out, diffLines(splitLines(jsonOrEmpty(before)), splitLines(jsonOrEmpty(after)))...)
		}
	}
	return out
}

func jsonOrEmpty(b []byte) string {
	if string(b) == "null" {
		return ""
	}
	return string(b)
}

func splitLines(s string) []string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// drawReconstruct renders the reconstruction preview: the engine's verdict,
// the diff, and the reason line.
func (m *Model) drawReconstruct() []string {
	t := &m.theme
	rec := m.rec
	w := m.width
	lines := []string{fit(t.header.Render("Reconstruction of "+SanitizeLine(rec.id)), w)}
	var body []string
	if rec.err != "" {
		body = append(body, t.kinds[kError].Render("Problem: ")+SanitizeLine(rec.err))
		body = append(body, t.kinds[kDim].Render("ctrl+e opens the editor again; esc abandons."))
	} else {
		body = append(body, m.verdictLines(rec.routing, w)...)
		body = append(body, "")
		for _, d := range rec.diff {
			body = append(body, m.drawDiffLine(d, w))
		}
	}
	avail := max(m.height-4, 1)
	rec.offset = min(rec.offset, max(len(body)-avail, 0))
	for i := rec.offset; i < len(body) && len(lines) < 1+avail; i++ {
		lines = append(lines, fit(body[i], w))
	}
	for len(lines) < 1+avail {
		lines = append(lines, strings.Repeat(" ", w))
	}
	lines = append(lines, fit(m.input.View(), w))
	lines = append(lines, m.statusLine(w), m.helpLine(w))
	return lines
}

// verdictLines describe what the engine makes of the reconstruction.
func (m *Model) verdictLines(rt *review.Routing, width int) []string {
	t := &m.theme
	if rt == nil {
		return []string{t.kinds[kDim].Render("No engine is connected: the reconstruction is recorded without a verdict.")}
	}
	action := string(rt.Action)
	head := t.kinds[kLabel].Render("Engine verdict on the reconstruction: ") + t.badgeStyle(action).Render(strings.ToUpper(action))
	if len(rt.Findings) == 0 {
		head += t.kinds[kOK].Render("  no findings")
	} else {
		head += t.kinds[kDim].Render(fmt.Sprintf("  %d finding(s)", len(rt.Findings)))
	}
	out := []string{head}
	for _, f := range rt.Findings {
		out = append(out, "  "+t.badgeStyle(string(f.Severity)).Render(cell(string(f.Severity), 6))+" "+
			t.kinds[kLabel].Render(SanitizeLine(f.ID))+" "+SanitizeLine(f.Message))
	}
	return out
}

func (m *Model) drawDiffLine(d diffLine, width int) string {
	t := &m.theme
	text := SanitizeLine(d.text)
	switch {
	case d.head:
		return t.kinds[kHeading].Render(text)
	case d.op == '+':
		return t.kinds[kDiffAdd].Render("+ " + text)
	case d.op == '-':
		return t.kinds[kDiffDel].Render("- " + text)
	case d.op == '~':
		return t.kinds[kDim].Render("  " + text)
	}
	return "  " + text
}

// drawEditor renders the inline reconstruction editor.
func (m *Model) drawEditor() []string {
	t := &m.theme
	w := m.width
	lines := []string{fit(t.header.Render("Reconstruct "+SanitizeLine(m.rec.id))+t.kinds[kDim].Render("  ctrl+s preview · esc abandon"), w)}
	for _, l := range strings.Split(m.editor.View(), "\n") {
		lines = append(lines, fit(l, w))
	}
	for len(lines) < m.height-2 {
		lines = append(lines, strings.Repeat(" ", w))
	}
	lines = lines[:m.height-2]
	lines = append(lines, m.statusLine(w), m.helpLine(w))
	return lines
}

// drawDecideDialog draws the reason prompt of a rejection or an override
// in place of the findings box.
func (m *Model) drawDecideDialog(r rect) []string {
	t := &m.theme
	inner := max(r.w-2, 1)
	title := " Reject: reason "
	if m.dialog == dialogOverride {
		title = " Approve over blocking findings: reason "
	}
	bs := t.borderFocus
	out := []string{bs.Render("╭─") + t.titleFocus.Render(title) + bs.Render(strings.Repeat("─", max(inner-1-len([]rune(title)), 0))+"╮")}
	body := []string{m.input.View()}
	if m.dialog == dialogReject {
		if len(m.reasons) == 0 {
			body = append(body, t.kinds[kDim].Render("no findings to draw quick reasons from: type the reason"))
		}
		for i, r := range m.reasons {
			marker := "  "
			st := t.kinds[kDim]
			if i == m.reasonIndex {
				marker, st = "▸ ", t.kinds[kText]
			}
			body = append(body, st.Render(marker+r))
		}
	} else {
		for _, f := range m.cur.view.Routing.Findings {
			if f.Severity == review.SeverityBlock {
				body = append(body, t.badgeStyle("block").Render("block ")+SanitizeLine(f.ID)+": "+SanitizeLine(f.Message))
			}
		}
	}
	for i := 0; i < r.h-2; i++ {
		l := ""
		if i < len(body) {
			l = body[i]
		}
		out = append(out, bs.Render("│")+fit(l, inner)+bs.Render("│"))
	}
	out = append(out, bs.Render("╰"+strings.Repeat("─", inner)+"╯"))
	return out[:min(len(out), r.h)]
}
