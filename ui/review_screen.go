package ui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"recap/review"
)

// paneWidths returns the content width of each pane at the current size.
func (m *Model) paneWidths() [numPanes]int {
	r := layoutReview(m.width, m.height, m.findingCount())
	var w [numPanes]int
	for i := range w {
		w[i] = paneContentWidth(r.panes[i].w)
	}
	return w
}

func (m *Model) findingCount() int {
	if m.cur == nil || m.cur.view == nil {
		return 0
	}
	return len(m.cur.view.Routing.Findings)
}

// summaryVariant names how the summary pane is presented, as part of its
// layout key.
func (m *Model) summaryVariant() string {
	if m.summaryMarkdown {
		return "md:" + m.theme.markdownStyle
	}
	return ""
}

// open starts opening an item; the result arrives as itemOpenedMsg. A
// newer open makes older results stale.
func (m *Model) open(req openRequest) tea.Cmd {
	m.openGen++
	m.openingID = req.id
	req.gen = m.openGen
	req.filter = m.queue.filter()
	req.order = m.queue.order()
	req.widths = m.paneWidths()
	req.md = m.md
	req.markdown = m.summaryMarkdown
	req.variant = m.summaryVariant()
	if req.exclude == nil {
		req.exclude = map[string]bool{}
	}
	for id := range m.skipped {
		req.exclude[id] = true
	}
	switch req.mode {
	case openNext:
		m.setStatus(statusInfo, "opening the next item…")
	case openSkip:
		m.setStatus(statusInfo, "skipped; opening the next item…")
	default:
		if m.status == "" || m.statusKind != statusInfo {
			m.setStatus(statusInfo, "opening "+SanitizeLine(req.id)+"…")
		}
	}
	return m.openCmd(req)
}

func (m *Model) onItemOpened(msg itemOpenedMsg) tea.Cmd {
	if msg.gen != m.openGen {
		// A newer open superseded this one. If it claimed an item the
		// reviewer neither looks at nor is opening again, give the lease
		// back.
		if msg.claimed && msg.err == nil && msg.id != m.openingID && (m.cur == nil || m.cur.id != msg.id) {
			return m.releaseCmd(msg.id)
		}
		return nil
	}
	m.openingID = ""
	if msg.err != nil {
		m.setStatus(statusError, "could not open "+SanitizeLine(msg.id)+": "+errText(msg.err))
		if msg.note != "" {
			m.setStatus(statusError, msg.note+"; "+m.status)
		}
		if m.screen != screenQueue && m.cur == nil {
			m.screen = screenQueue
		}
		return tea.Batch(m.loadQueueCmd(), m.loadCountsCmd())
	}
	if msg.empty {
		m.cur = nil
		m.screen = screenQueue
		text := "the queue is empty under this filter: nothing left to review"
		if m.doneText != "" {
			text = m.doneText + "; " + text
			m.doneText = ""
		}
		if msg.note != "" {
			text = msg.note + "; " + text
		}
		m.setStatus(statusInfo, text)
		return tea.Batch(m.loadQueueCmd(), m.loadCountsCmd())
	}
	it := &openItem{
		id:       msg.id,
		view:     msg.view,
		docs:     msg.docs,
		selected: -1,
		marks:    map[int]review.Verdict{},
		claimed:  msg.claimed,
	}
	it.keys = findingVerdictKeys(msg.view.Routing.Findings)
	now := m.now()
	it.lastHeartbeat = now
	if msg.claimed {
		if le := msg.view.Item.LeaseExpires; le != nil && le.After(now) {
			it.leaseExpires = *le
		} else {
			it.leaseExpires = now.Add(m.lease)
		}
	} else {
		switch msg.view.Item.State {
		case review.StateDecided:
			it.readOnly = m.decidedText(msg.view.Item)
		case review.StatePassed:
			it.readOnly = "routed to pass: no decision is needed; read-only"
		default:
			it.readOnly = "not claimed; read-only"
		}
	}
	for k, l := range msg.layouts {
		m.layouts.put(k, l)
	}
	for p := range numPanes {
		it.panes[p].doc = msg.docs.panes[p]
	}
	m.cur = it
	m.screen = screenReview
	m.focus = paneOriginal
	cmd := m.relayout()
	if len(msg.view.Routing.Findings) > 0 {
		m.selectFinding(0)
	}
	switch {
	case msg.note != "":
		m.setStatus(statusInfo, msg.note)
	case it.readOnly != "":
		m.setStatus(statusWarn, SanitizeLine(it.id)+": "+it.readOnly)
	case m.doneText != "":
		m.setStatus(statusInfo, m.doneText)
	default:
		m.setStatus(statusInfo, "")
	}
	if _, note := dualStage(msg.view.Item); note != "" && it.claimed {
		if m.status != "" {
			note = m.status + " · " + note
		}
		m.setStatus(statusInfo, note)
	}
	m.doneText = ""
	return tea.Batch(cmd, m.loadCountsCmd())
}

// dualStage is a dual-reviewed item's stage as the header's badge and the
// note that tells its reviewer which review they are giving; both "" for
// an item that needs one review, or is decided.
func dualStage(item review.Item) (badge, note string) {
	if item.ReviewsRequired != 2 || item.State == review.StateDecided {
		return "", ""
	}
	switch item.ReviewsGiven {
	case 0:
		return "REVIEW 1/2", "dual review: yours is review 1 of 2; the second reviewer decides without seeing it"
	case 1:
		return "REVIEW 2/2 · BLIND", "review 2 of 2: the first review stays hidden; if you disagree, a lead adjudicates"
	}
	return "ADJUDICATION", "adjudication: the two reviews disagree (shown above the findings); your decision closes the item"
}

// standingReviews returns the dual reviews an adjudication stands on: the
// newest first and second reviews that no reversal undid.
func standingReviews(ds []review.Decision) (first, second *review.Decision) {
	undone := map[int64]bool{}
	for _, d := range ds {
		if d.Kind == review.DecisionReversal {
			undone[d.Reverses] = true
		}
	}
	for i := range ds {
		d := &ds[i]
		if undone[d.Seq] {
			continue
		}
		switch d.Role {
		case review.RoleFirst:
			first = d
		case review.RoleSecond:
			second = d
		}
	}
	return first, second
}

// relayout gives every pane the layout for its current width, from the
// cache or from a layout command. The old layout stays on screen until
// the new one arrives.
func (m *Model) relayout() tea.Cmd {
	m.help.SetWidth(m.width)
	if m.dialog != dialogNone {
		m.input.SetWidth(max(m.width-8, 10))
	}
	if m.screen == screenEditor {
		m.sizeEditor()
	}
	it := m.cur
	if it == nil {
		m.queue.clamp(m.queueRows())
		return nil
	}
	widths := m.paneWidths()
	rects := layoutReview(m.width, m.height, m.findingCount())
	var cmds []tea.Cmd
	for p := range numPanes {
		k, md := m.layoutKeyFor(paneID(p), widths[p])
		pn := &it.panes[p]
		// Panes learn their height here, before they are first drawn, so
		// scrolling to evidence centres it right away.
		pn.height = max(rects.panes[p].h-2, 1)
		if l := m.layouts.get(k); l != nil {
			if pn.lay != l {
				pn.setLayout(l)
			}
			continue
		}
		if !m.pendingLayouts[k] {
			m.pendingLayouts[k] = true
			cmds = append(cmds, m.layoutCmd(k, pn.doc, md))
		}
	}
	return tea.Batch(cmds...)
}

func (m *Model) layoutKeyFor(p paneID, width int) (layoutKey, *markdownRenderer) {
	k := layoutKey{id: m.cur.id, pane: p, width: width}
	if p == paneSummary && m.summaryMarkdown && m.cur.docs.summaryMarkdown {
		k.variant = m.summaryVariant()
		return k, m.md
	}
	return k, nil
}

func (m *Model) onLayoutDone(msg layoutDoneMsg) {
	delete(m.pendingLayouts, msg.key)
	it := m.cur
	if it == nil || it.id != msg.key.id {
		return // the reviewer moved on
	}
	m.layouts.put(msg.key, msg.lay)
	want, _ := m.layoutKeyFor(msg.key.pane, m.paneWidths()[msg.key.pane])
	if want != msg.key {
		return // a stale width or mode
	}
	pn := &it.panes[msg.key.pane]
	pn.setLayout(msg.lay)
	if it.selected >= 0 {
		pn.scrollToHighlight()
	}
}

// selectFinding selects finding i: every pane highlights its evidence and
// scrolls to it.
func (m *Model) selectFinding(i int) {
	it := m.cur
	fs := it.view.Routing.Findings
	if len(fs) == 0 {
		return
	}
	i = (i%len(fs) + len(fs)) % len(fs)
	it.selected = i
	for p := range it.panes {
		it.panes[p].hl = nil
	}
	missing := 0
	for _, e := range fs[i].Evidence {
		p, name, ok := evidenceAnchor(e)
		if !ok {
			missing++
			continue
		}
		h, ok := resolveEvidence(it.panes[p].doc, name, e)
		if !ok {
			missing++
			continue
		}
		it.panes[p].hl = append(it.panes[p].hl, h)
	}
	for p := range it.panes {
		it.panes[p].scrollToHighlight()
	}
	// With one pane on screen, show the evidence rather than a pane
	// without any.
	if layoutReview(m.width, m.height, len(fs)).tabbed && len(it.panes[m.focus].hl) == 0 {
		for p := range it.panes {
			if len(it.panes[p].hl) > 0 {
				m.focus = paneID(p)
				break
			}
		}
	}
	rows := findingRows(m.height, len(fs))
	if i < it.findingsOffset {
		it.findingsOffset = i
	}
	if i >= it.findingsOffset+rows {
		it.findingsOffset = i - rows + 1
	}
	if missing > 0 {
		m.setStatus(statusWarn, fmt.Sprintf("%d evidence span(s) of %s point at nothing in this event", missing, SanitizeLine(fs[i].ID)))
	} else if m.statusKind == statusWarn && strings.Contains(m.status, "evidence span") {
		m.setStatus(statusInfo, "")
	}
}

func (m *Model) reviewKey(msg tea.KeyPressMsg) tea.Cmd {
	it := m.cur
	k := m.keys
	if it == nil {
		// The next item is on its way: esc/q leaves for the queue (its
		// late answer is stale then, and gives back what it claimed);
		// other keys wait for it.
		if key.Matches(msg, k.Back) {
			return m.backToQueue()
		}
		return nil
	}
	p := &it.panes[m.focus]
	switch {
	case key.Matches(msg, k.Back) && it.recording:
		return m.leaveAfterDecision(leaveToQueue)
	case key.Matches(msg, k.Back):
		return m.backToQueue()
	case key.Matches(msg, k.NextPane):
		m.focus = (m.focus + 1) % numPanes
	case key.Matches(msg, k.PrevPane):
		m.focus = (m.focus + numPanes - 1) % numPanes
	case key.Matches(msg, k.Pane1):
		m.focus = paneOriginal
	case key.Matches(msg, k.Pane2):
		m.focus = paneSummary
	case key.Matches(msg, k.Pane3):
		m.focus = paneSource
	case key.Matches(msg, k.Down):
		p.scroll(1)
	case key.Matches(msg, k.Up):
		p.scroll(-1)
	case key.Matches(msg, k.PageDown):
		p.scroll(max(p.height-1, 1))
	case key.Matches(msg, k.PageUp):
		p.scroll(-max(p.height-1, 1))
	case key.Matches(msg, k.Top):
		p.top()
	case key.Matches(msg, k.Bottom):
		p.bottom()
	case key.Matches(msg, k.NextFinding):
		m.selectFinding(it.selected + 1)
	case key.Matches(msg, k.PrevFinding):
		m.selectFinding(it.selected - 1)
	case key.Matches(msg, k.Search):
		return m.openDialog(dialogPaneSearch, "search "+paneTitles[m.focus], p.query)
	case key.Matches(msg, k.NextMatch):
		if !p.nextMatch(1) {
			m.setStatus(statusInfo, "no search in "+paneTitles[m.focus]+": press / to search")
		}
	case key.Matches(msg, k.PrevMatch):
		if !p.nextMatch(-1) {
			m.setStatus(statusInfo, "no search in "+paneTitles[m.focus]+": press / to search")
		}
	case key.Matches(msg, k.ToggleMarkdown):
		m.summaryMarkdown = !m.summaryMarkdown
		if m.summaryMarkdown {
			m.setStatus(statusInfo, "summary rendered as markdown")
		} else {
			m.setStatus(statusInfo, "summary shown as its source text")
		}
		return m.relayout()
	case key.Matches(msg, k.Mark):
		m.markFinding()
	case key.Matches(msg, k.Approve):
		return m.approve()
	case key.Matches(msg, k.Reject):
		return m.reject()
	case key.Matches(msg, k.Reconstruct):
		return m.reconstruct()
	case key.Matches(msg, k.Skip):
		return m.skip()
	case key.Matches(msg, k.Undo):
		return m.undo()
	}
	return nil
}

func (m *Model) searchPane(q string) tea.Cmd {
	if m.cur == nil {
		return nil
	}
	p := &m.cur.panes[m.focus]
	if q == "" {
		p.query = ""
		p.refreshMatches()
		return nil
	}
	if !p.setQuery(q) {
		m.setStatus(statusInfo, fmt.Sprintf("%q not found in %s", SanitizeLine(q), paneTitles[m.focus]))
		return nil
	}
	m.setStatus(statusInfo, fmt.Sprintf("%d lines match %q in %s: ] next, [ previous", len(p.matches), SanitizeLine(q), paneTitles[m.focus]))
	return nil
}

// markFinding cycles the selected finding's mark: unmarked → true
// positive → false positive → unmarked.
func (m *Model) markFinding() {
	it := m.cur
	if it.selected < 0 {
		m.setStatus(statusInfo, "no finding to mark")
		return
	}
	f := it.view.Routing.Findings[it.selected]
	switch it.marks[it.selected] {
	case "":
		it.marks[it.selected] = review.VerdictTruePositive
	case review.VerdictTruePositive:
		it.marks[it.selected] = review.VerdictFalsePositive
	default:
		delete(it.marks, it.selected)
	}
	mark := "unmarked"
	if v := it.marks[it.selected]; v != "" {
		mark = "marked " + strings.ReplaceAll(string(v), "_", " ")
	}
	m.setStatus(statusInfo, SanitizeLine(f.ID)+" "+mark+"; recorded with your decision")
}

// backToQueue leaves the review, giving the lease back.
func (m *Model) backToQueue() tea.Cmd {
	it := m.cur
	m.cur = nil
	m.screen = screenQueue
	m.openGen++ // results for the item left behind are stale now
	m.openingID = ""
	if it != nil && it.claimed {
		m.setStatus(statusInfo, "released "+SanitizeLine(it.id))
		return m.releaseCmd(it.id)
	}
	return tea.Batch(m.loadQueueCmd(), m.loadCountsCmd())
}

// drawReview renders the review screen.
func (m *Model) drawReview() []string {
	it := m.cur
	r := layoutReview(m.width, m.height, len(it.view.Routing.Findings))
	lines := make([]string, 0, m.height)
	lines = append(lines, fit(m.reviewHeader(), r.header.w))
	if m.showHelp {
		body := r.status.y - len(lines)
		lines = append(lines, m.drawHelpBox(m.width, body)...)
		lines = append(lines, m.statusLine(r.status.w), m.helpLine(r.help.w))
		return lines
	}
	if r.tabbed {
		lines = append(lines, fit(m.tabsLine(), r.tabs.w))
		box := m.drawPaneBox(m.focus, r.panes[m.focus], true, "")
		lines = append(lines, box...)
	} else {
		boxes := make([][]string, numPanes)
		for p := range numPanes {
			boxes[p] = m.drawPaneBox(paneID(p), r.panes[p], paneID(p) == m.focus, paneTitles[p])
		}
		for row := range r.panes[0].h {
			var b strings.Builder
			for p := range numPanes {
				b.WriteString(boxes[p][row])
			}
			lines = append(lines, b.String())
		}
	}
	if m.dialog == dialogReject || m.dialog == dialogOverride {
		lines = append(lines, m.drawDecideDialog(r.findings)...)
	} else {
		lines = append(lines, m.drawFindings(r.findings)...)
	}
	lines = append(lines, m.statusLine(r.status.w), m.helpLine(r.help.w))
	return lines
}

func (m *Model) reviewHeader() string {
	t := &m.theme
	it := m.cur
	ev := it.view.Event
	rt := it.view.Routing
	action := string(rt.Action)
	parts := []string{
		t.header.Render(SanitizeLine(it.id)),
		t.badgeStyle(action).Render(strings.ToUpper(action)),
	}
	// The review stage comes before the details a narrow terminal cuts.
	if b, _ := dualStage(it.view.Item); b != "" {
		parts = append(parts, t.badgeStyle("review").Render(b))
	}
	parts = append(parts,
		t.kinds[kDim].Render("tenant ")+SanitizeLine(ev.Tenant),
		t.kinds[kDim].Render("task ")+SanitizeLine(ev.TaskID))
	if ev.Agent.Name != "" {
		parts = append(parts, t.kinds[kDim].Render("agent ")+SanitizeLine(ev.Agent.Name))
	}
	if rs := rt.RiskClassNames(); len(rs) > 0 {
		parts = append(parts, t.badgeStyle(action).UnsetBold().Render(strings.Join(rs, " ")))
	}
	return strings.Join(parts, "  ")
}

func (m *Model) tabsLine() string {
	t := &m.theme
	var tabs []string
	for p := range numPanes {
		label := fmt.Sprintf("%d %s", p+1, paneTitles[p])
		if n := len(m.cur.panes[p].hl); n > 0 {
			label += " •"
		}
		if paneID(p) == m.focus {
			tabs = append(tabs, t.tabActive.Render(label))
		} else {
			tabs = append(tabs, t.tabInactive.Render(label))
		}
	}
	return strings.Join(tabs, " ")
}

// drawPaneBox draws a pane in a rounded box of r's size. The title, when
// not empty, sits in the top border.
func (m *Model) drawPaneBox(p paneID, r rect, focused bool, title string) []string {
	t := &m.theme
	bs, ts := t.border, t.title
	if focused {
		bs, ts = t.borderFocus, t.titleFocus
	}
	inner := max(r.w-2, 1)
	pn := &m.cur.panes[p]
	contentH := max(r.h-2, 1)
	body := pn.drawLines(t, inner, contentH)
	out := make([]string, 0, r.h)
	top := "╭"
	if title != "" {
		label := " " + title + " "
		if n := len(pn.hl); n > 0 {
			label += "• "
		}
		if ansi.StringWidth(label) > inner-1 {
			label = ansi.Truncate(label, max(inner-1, 0), "")
		}
		top = bs.Render("╭─") + ts.Render(label) + bs.Render(strings.Repeat("─", max(inner-1-ansi.StringWidth(label), 0))+"╮")
	} else {
		top = bs.Render("╭" + strings.Repeat("─", inner) + "╮")
	}
	out = append(out, top)
	side := bs.Render("│")
	for _, l := range body {
		out = append(out, side+l+side)
	}
	pos := ""
	if n := pn.lines(); n > contentH {
		pos = fmt.Sprintf(" %d%% ", (pn.offset+contentH)*100/n)
		if pn.offset+contentH >= n {
			pos = " end "
		}
	}
	if pn.query != "" {
		pos = fmt.Sprintf(" /%s %d ", ansi.Truncate(SanitizeLine(pn.query), 12, "…"), len(pn.matches)) + pos
	}
	bottom := bs.Render("╰" + strings.Repeat("─", max(inner-ansi.StringWidth(pos), 0)) + pos + "╯")
	out = append(out, bottom)
	return out[:min(len(out), r.h)]
}

// drawFindings draws the findings list and the selected finding's detail.
func (m *Model) drawFindings(r rect) []string {
	t := &m.theme
	it := m.cur
	fs := it.view.Routing.Findings
	inner := max(r.w-2, 1)
	bs := t.border
	title := fmt.Sprintf(" Findings (%d) ", len(fs))
	if it.selected >= 0 {
		title = fmt.Sprintf(" Findings %d/%d ", it.selected+1, len(fs))
	}
	out := []string{bs.Render("╭─") + t.title.Render(title) + bs.Render(strings.Repeat("─", max(inner-1-ansi.StringWidth(title), 0))+"╮")}
	body := make([]string, 0, r.h-2)
	if it.view.Item.ReviewsGiven == 2 && it.view.Item.State != review.StateDecided {
		first, second := standingReviews(it.view.Decisions)
		for i, d := range []*review.Decision{first, second} {
			if d != nil {
				body = append(body, m.reviewLine(i+1, *d, inner))
			}
		}
	}
	switch {
	case len(fs) == 0 && len(it.view.Routing.Risks) > 0:
		// Queued for what the event involves, not for a finding: say which
		// risk classes and the words that show them, so the reviewer knows
		// where to look.
		body = append(body, t.kinds[kDim].Render("No findings. What the event involves queued it; read these words in the panes and decide:"))
		for _, rk := range it.view.Routing.Risks {
			label := "  " + t.kinds[kLabel].Render(cell(SanitizeLine(string(rk.Class)), 26)) + " "
			if len(rk.Evidence) == 0 {
				body = append(body, label)
			}
			for i, e := range rk.Evidence {
				if i == 2 {
					body = append(body, label+t.kinds[kDim].Render(fmt.Sprintf("and %d more", len(rk.Evidence)-2)))
					break
				}
				body = append(body, label+t.kinds[kDim].Render(SanitizeLine(string(e.Pane))+": ")+SanitizeLine(e.Quote))
			}
		}
	case len(fs) == 0:
		body = append(body, t.kinds[kDim].Render("No findings: the engine found nothing to flag. Read the panes and decide."))
	default:
		rows := findingRows(m.height, len(fs))
		for i := it.findingsOffset; i < len(fs) && i < it.findingsOffset+rows; i++ {
			body = append(body, m.findingRow(i, inner))
		}
		body = append(body, m.findingDetail(fs[it.selected], inner)...)
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

// reviewLine is one of the two disagreeing reviews an adjudicating lead
// weighs: who, what, why and, for a reconstruction, how it begins.
func (m *Model) reviewLine(n int, d review.Decision, width int) string {
	t := &m.theme
	text := fmt.Sprintf("review %d  %s  ", n, SanitizeLine(d.Author))
	line := t.kinds[kLabel].Render(text) + t.badgeStyle(decisionBadge(d.Kind)).Render(string(d.Kind))
	if d.Reason != "" {
		line += "  " + SanitizeLine(d.Reason)
	}
	if d.ReconstructedSummary != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(*d.ReconstructedSummary), "\n")
		line += t.kinds[kDim].Render("  rewrite: ") + SanitizeLine(first)
	}
	return fit(line, width)
}

// decisionBadge colours a decision like the action it stands closest to.
func decisionBadge(k review.DecisionKind) string {
	switch k {
	case review.DecisionReject:
		return "block"
	case review.DecisionReconstruct:
		return "review"
	}
	return "pass"
}

func (m *Model) findingRow(i, width int) string {
	t := &m.theme
	it := m.cur
	f := it.view.Routing.Findings[i]
	mark := "  "
	switch it.marks[i] {
	case review.VerdictTruePositive:
		mark = "✓ "
	case review.VerdictFalsePositive:
		mark = "✗ "
	}
	sev := cell(string(f.Severity), 6)
	text := mark + sev + " " + cell(SanitizeLine(f.ID), 26) + " " + SanitizeLine(f.Message)
	if i == it.selected {
		return t.selected.Render(fit("▸ "+text, width))
	}
	return "  " + mark + t.badgeStyle(string(f.Severity)).Render(sev) + " " + t.kinds[kLabel].Render(cell(SanitizeLine(f.ID), 26)) + " " + SanitizeLine(f.Message)
}

// findingDetail is the selected finding's message in full and its
// evidence; for summary-vs-source conflicts a field-level diff comes
// first, then the message, in place of the evidence the diff shows.
func (m *Model) findingDetail(f review.Finding, width int) []string {
	t := &m.theme
	rows := findingDetailRows(m.height)
	var out []string
	d := conflictDiff(f)
	if len(d) > 0 {
		for _, fd := range d {
			if len(out) >= rows {
				break
			}
			left := t.kinds[kDiffDel].Render("− "+fd.summaryWhere+": ") + SanitizeLine(fd.summaryValue)
			right := t.kinds[kDiffAdd].Render("+ "+fd.sourceWhere+": ") + SanitizeLine(fd.sourceValue)
			if width >= 100 {
				half := width / 2
				out = append(out, fit(left, half-1)+" "+fit(right, width-half))
				continue
			}
			out = append(out, left)
			if len(out) < rows {
				out = append(out, right)
			}
		}
		// The message still says what the diff cannot: which value is
		// wrong, and whether the finding was only read from prose.
	}
	for _, l := range wrapPlain(SanitizeLine(f.Message), width) {
		if len(out) >= rows {
			break
		}
		out = append(out, t.kinds[kText].Render(l))
	}
	if len(d) > 0 {
		return out
	}
	for _, e := range f.Evidence {
		if len(out) >= rows {
			break
		}
		out = append(out, t.kinds[kDim].Render(evidenceWhere(e)+": ")+t.kinds[kText].Render(fmt.Sprintf("%q", SanitizeLine(e.Quote))))
	}
	return out
}

// wrapPlain word-wraps sanitised one-line text to width.
func wrapPlain(s string, width int) []string {
	if width < 1 {
		return nil
	}
	return strings.Split(ansi.Wrap(s, width, ""), "\n")
}
