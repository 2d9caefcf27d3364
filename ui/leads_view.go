package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"recap/queue"
	"recap/sampling"
)

// leadsRects is where the Leads screen draws. Section titles and the
// blank lines between sections appear only when the terminal is tall
// enough; the agreement table only when there is any and it has room:
//
//	header: role, policy, window
//	note (non-leads: why the screen is read-only; up to 2 lines)
//	Sampling title
//	table header
//	sampling rows … (scroll with the selection)
//	detail of the selected row (1–2 lines)
//
//	Agreement title, header, rows
//
//	Signals title
//	signal header
//	signal rows …
//	status
//	help
//
// A rate change's dialog is drawn over the top of the lower sections, so
// the selected row stays in view.
type leadsRects struct {
	header, note                                  rect
	samplingTitle, samplingHead, sampling, detail rect
	agreementTitle, agreementHead, agreement      rect
	signalsTitle, signalsHead, signals            rect
	dialog                                        rect
	status, help                                  rect
}

// Rows the Leads screen lays out.
const (
	minSamplingRowsInView = 3
	// leadsTitlesMinHeight is the height from which sections get titles.
	leadsTitlesMinHeight = 32
	samplingDialogHeight = 7
)

// layoutLeads lays out the Leads screen for a w×h terminal with rows
// sampling rows, agreements agreement rows and a note of noteLines lines.
// Every rectangle lies inside the screen and the sections do not overlap
// (the dialog excepted, which is drawn over the lower sections).
func layoutLeads(w, h, rows, agreements, noteLines int) leadsRects {
	r := leadsRects{
		header: rect{0, 0, w, 1},
		status: rect{0, h - 2, w, 1},
		help:   rect{0, h - 1, w, 1},
	}
	bottom := h - 2
	body := max(bottom-1, 0)
	titleH := 0
	if h >= leadsTitlesMinHeight {
		titleH = 1
	}
	noteH := min(max(noteLines, 0), 2)
	detailH := 2
	if h < 20 {
		detailH = 1
	}
	sigRows := len(signalDefs)
	sampRows := max(rows, 1)
	fixed := noteH + titleH + 1 + detailH + titleH + 1
	// A short terminal scrolls the sampling rows before it drops signals.
	if fixed+sampRows+sigRows > body {
		sampRows = max(min(sampRows, body-fixed-sigRows), min(sampRows, minSamplingRowsInView))
		sigRows = max(min(sigRows, body-fixed-sampRows), 0)
	}
	spare := body - fixed - sampRows - sigRows
	agH := 0
	if agreements > 0 && spare >= titleH+2 {
		agH = min(titleH+1+agreements, spare)
		spare -= agH
	}
	gapAg, gapSig := 0, 0
	if titleH > 0 && agH > 0 && spare > 0 {
		gapAg, spare = 1, spare-1
	}
	if titleH > 0 && spare > 0 {
		gapSig = 1
	}

	y := 1
	take := func(n int) rect {
		n = max(min(n, bottom-y), 0)
		rc := rect{0, y, w, n}
		y += n
		return rc
	}
	r.note = take(noteH)
	r.samplingTitle = take(titleH)
	r.samplingHead = take(1)
	r.sampling = take(sampRows)
	r.detail = take(detailH)
	if agH > 0 {
		take(gapAg)
		r.agreementTitle = take(titleH)
		r.agreementHead = take(1)
		r.agreement = take(agH - titleH - 1)
	}
	take(gapSig)
	r.signalsTitle = take(titleH)
	r.signalsHead = take(1)
	r.signals = take(sigRows)
	// The lower sections start right after the detail; the dialog covers
	// their top.
	lower := r.detail.y + r.detail.h
	r.dialog = rect{0, lower, w, max(min(samplingDialogHeight, bottom-lower), 0)}
	return r
}

// samplingRowsInView is how many sampling rows the screen shows at once.
func (m *Model) samplingRowsInView() int {
	r := m.leadsLayout()
	return max(r.sampling.h, 1)
}

func (m *Model) leadsLayout() leadsRects {
	l := &m.leads
	agreements := 0
	if l.report != nil {
		agreements = len(l.report.Agreement)
	}
	rows := len(queue.SamplingRowClasses())
	if l.report != nil {
		rows = len(l.report.Rows)
	}
	return layoutLeads(m.width, m.height, rows, agreements, len(m.leadsNoteLines()))
}

// leadsNoteLines is the note wrapped to the screen, at most two lines.
func (m *Model) leadsNoteLines() []string {
	note := m.leadsNote()
	if note == "" {
		return nil
	}
	lines := wrapPlain(note, max(m.width-2, 1))
	for i := range lines {
		lines[i] = "  " + lines[i]
	}
	return lines[:min(len(lines), 2)]
}

// leadsNote is the line under the header: why the screen is read-only.
func (m *Model) leadsNote() string {
	l := &m.leads
	switch {
	case m.leadsSrc == nil:
		return "Leads are not available in this desk: it was started without the sampling policy. Use recap sampling show, recap stats and recap sampling set."
	case l.loaded && !l.isLead:
		return readOnlyNote
	}
	return ""
}

// samplingCols are the sampling table's column widths at one screen
// width; 0 drops a column. compact writes intervals as "13 [4–29]",
// in percent.
type samplingCols struct {
	class, action, dual, routed, reviewed, rejected, awaiting, reject, defect, unseen int
	compact                                                                           bool
}

func (c samplingCols) total() int {
	n, cols := 2, 0
	for _, w := range []int{c.class, c.action, c.dual, c.routed, c.reviewed, c.rejected, c.awaiting, c.reject, c.defect, c.unseen} {
		if w > 0 {
			n += w
			cols++
		}
	}
	return n + max(cols-1, 0)
}

// Widths of the sampling table's class column: the longest risk class
// name, and the narrowest it gets before columns are dropped.
const (
	classColumnWidth    = 24
	classColumnMinWidth = 15
)

// samplingColumnsFor picks the richest table that fits width: full
// intervals, then compact ones, then without the counts the selected
// row's detail repeats. The class column narrows last.
func samplingColumnsFor(width int) samplingCols {
	full := samplingCols{class: classColumnWidth, action: 13, dual: 2, routed: 6, reviewed: 8, rejected: 8, awaiting: 8, reject: 22, defect: 25, unseen: 11}
	noUnseen := full
	noUnseen.unseen = 0
	compact := full
	compact.reject, compact.defect, compact.compact = 13, 13, true // "100 [100–100]"
	compactNoUnseen := compact
	compactNoUnseen.unseen = 0
	noAwaiting := compactNoUnseen
	noAwaiting.awaiting = 0
	noRejected := noAwaiting
	noRejected.rejected = 0
	for _, c := range []samplingCols{full, noUnseen, compact, compactNoUnseen, noAwaiting, noRejected} {
		if c.total() <= width {
			return c
		}
	}
	c := noRejected
	c.class = max(classColumnMinWidth, width-(c.total()-c.class))
	return c
}

// row joins a row's cells in column order, leaving out dropped columns.
func (c samplingCols) row(class, action, dual, routed, reviewed, rejected, awaiting, reject, defect, unseen string) string {
	var cells []string
	for _, p := range []struct {
		w int
		s string
	}{{c.class, class}, {c.action, action}, {c.dual, dual}, {c.routed, routed}, {c.reviewed, reviewed},
		{c.rejected, rejected}, {c.awaiting, awaiting}, {c.reject, reject}, {c.defect, defect}, {c.unseen, unseen}} {
		if p.w > 0 {
			cells = append(cells, p.s)
		}
	}
	return strings.Join(cells, " ")
}

func (c samplingCols) header() string {
	reject, defect := "REJECT RATE (95% CI)", "EST. DEFECT RATE (95% CI)"
	if c.compact {
		reject, defect = "REJECT % (CI)", "DEFECT % (CI)"
	}
	return "  " + c.row(cell("CLASS", c.class), cell("ACTION", c.action), cell("", c.dual),
		cellRight("ROUTED", c.routed), cellRight("REVIEWED", c.reviewed), cellRight("REJECTED", c.rejected),
		cellRight("AWAITING", c.awaiting), cell(reject, c.reject), cell(defect, c.defect), cellRight("PASS UNSEEN", c.unseen))
}

// cellRight right-aligns a plain string in exactly w cells.
func cellRight(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if sw := ansi.StringWidth(s); sw > w {
		s = ansi.Truncate(s, w, "…")
	} else if sw < w {
		s = strings.Repeat(" ", w-sw) + s
	}
	return s
}

// pctText is a proportion as `recap sampling show` prints it.
func pctText(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

// intervalText is an estimate with its 95% interval, as `recap sampling
// show` prints it.
func intervalText(iv sampling.Interval) string {
	return fmt.Sprintf("%s [%s, %s]", pctText(iv.Estimate), pctText(iv.Low), pctText(iv.High))
}

// shortPct is a percentage in few characters: whole numbers from 10%,
// one decimal below, where it matters.
func shortPct(v float64) string {
	p := 100 * v
	switch {
	case p == 0:
		return "0"
	case p >= 9.95:
		return fmt.Sprintf("%.0f", p)
	}
	return fmt.Sprintf("%.1f", p)
}

func compactIntervalText(iv sampling.Interval) string {
	return shortPct(iv.Estimate) + " [" + shortPct(iv.Low) + "–" + shortPct(iv.High) + "]"
}

// rowRates are a sampling row's reject and defect rates as text, "-" when
// nothing was reviewed (or, for the defect rate, when every event was
// routed pass), with the same meaning as `recap sampling show`.
func rowRates(r queue.SamplingRow, compact bool) (reject, defect string) {
	reject, defect = "-", "-"
	text := intervalText
	if compact {
		text = compactIntervalText
	}
	if r.Reviewed > 0 {
		reject = text(r.RejectRate)
	}
	if r.Routed > r.Unobservable && r.Reviewed > 0 {
		defect = text(r.DefectRate)
	}
	return reject, defect
}

// actionName is the route action a policy action spells: "sample" for
// "sample(0.25)".
func actionName(action string) string {
	name, _, _ := strings.Cut(action, "(")
	return name
}

// drawLeads renders the Leads screen.
func (m *Model) drawLeads() []string {
	t := &m.theme
	r := m.leadsLayout()
	lines := make([]string, 0, m.height)
	lines = append(lines, fit(m.leadsHeader(), m.width))
	if m.showHelp {
		lines = append(lines, m.drawHelpBox(m.width, r.status.y-1)...)
		return append(lines, m.statusLine(r.status.w), m.helpLine(r.help.w))
	}
	add := func(rc rect, content []string) {
		for i := range rc.h {
			s := ""
			if i < len(content) {
				s = content[i]
			}
			lines = append(lines, fit(s, rc.w))
		}
	}
	var note []string
	for _, n := range m.leadsNoteLines() {
		note = append(note, t.kinds[kWarn].UnsetBold().Render(n))
	}
	add(r.note, note)
	if m.leadsSrc == nil {
		for len(lines) < r.status.y {
			lines = append(lines, spaces(m.width))
		}
		return append(lines[:r.status.y], m.statusLine(r.status.w), m.helpLine(r.help.w))
	}
	cols := samplingColumnsFor(m.width)
	add(r.samplingTitle, []string{m.sectionTitle("Sampling", m.samplingSubtitle())})
	add(r.samplingHead, []string{t.kinds[kLabel].Render(cols.header())})
	add(r.sampling, m.samplingRowLines(cols, r.sampling.h))
	add(r.detail, m.samplingDetail(r.detail.h))
	for len(lines) < r.agreementTitle.y {
		lines = append(lines, spaces(m.width))
	}
	add(r.agreementTitle, []string{m.sectionTitle("Reviewer agreement", "dual-reviewed items with both reviews standing")})
	agCols := agreementColumns()
	add(r.agreementHead, []string{t.kinds[kLabel].Render(agCols.header())})
	add(r.agreement, m.agreementLines(agCols, r.agreement.h))
	for len(lines) < r.signalsTitle.y {
		lines = append(lines, spaces(m.width))
	}
	caption := m.sparkCaption()
	sc := m.signalColumns(caption)
	add(r.signalsTitle, []string{m.sectionTitle("Signals", "events with at least one such finding; PEAK is the busiest bar")})
	add(r.signalsHead, []string{t.kinds[kLabel].Render(sc.header(caption))})
	add(r.signals, m.signalLines(sc, r.signals.h))
	for len(lines) < r.status.y {
		lines = append(lines, spaces(m.width))
	}
	lines = lines[:r.status.y]
	if d := m.drawSamplingDialog(r.dialog); len(d) > 0 {
		copy(lines[r.dialog.y:], d)
	}
	return append(lines, m.statusLine(r.status.w), m.helpLine(r.help.w))
}

func (m *Model) leadsHeader() string {
	t := &m.theme
	l := &m.leads
	title := "recap · leads"
	parts := []string{t.header.Render(title)}
	if m.leadsSrc == nil {
		return parts[0]
	}
	if l.report != nil {
		parts = append(parts, t.kinds[kDim].Render("policy ")+SanitizeLine(l.report.PolicyVersion))
	}
	window := leadsWindows[l.window].name
	parts = append(parts, t.kinds[kDim].Render("last ")+t.kinds[kText].Bold(true).Render(window)+t.kinds[kDim].Render(" (w)"))
	switch {
	case !l.loaded:
	case l.isLead:
		parts = append(parts, t.kinds[kOK].Render("lead · e changes a rate"))
	default:
		parts = append(parts, t.kinds[kWarn].Render("read-only"))
	}
	if l.loading {
		parts = append(parts, t.kinds[kDim].Render("loading…"))
	}
	return strings.Join(parts, "  ")
}

// sectionTitle is a section's name with a dim note and a rule to the edge.
func (m *Model) sectionTitle(name, note string) string {
	t := &m.theme
	s := t.kinds[kHeading].Render(name)
	if note != "" {
		s += t.kinds[kDim].Render(" · " + note)
	}
	rule := max(m.width-ansi.StringWidth(s)-1, 0)
	return s + " " + t.border.Render(strings.Repeat("─", rule))
}

func (m *Model) samplingSubtitle() string {
	l := &m.leads
	if l.report == nil || l.since.IsZero() {
		return "per risk class and the base rate"
	}
	return "events routed since " + l.since.In(m.loc).Format("2006-01-02 15:04") + "; ×2 is dual review"
}

func (m *Model) samplingRowLines(cols samplingCols, h int) []string {
	t := &m.theme
	l := &m.leads
	switch {
	case m.leadsSrc == nil:
		return nil
	case l.report == nil && l.reportErr != "":
		return []string{t.kinds[kError].Render("could not load the sampling report: " + l.reportErr)}
	case l.report == nil:
		return []string{t.kinds[kDim].Render("loading the sampling report…")}
	}
	rows := l.report.Rows
	out := make([]string, 0, h)
	for i := l.offset; i < len(rows) && i < l.offset+h; i++ {
		out = append(out, m.samplingRowLine(cols, rows[i], i == l.cursor))
	}
	return out
}

func (m *Model) samplingRowLine(c samplingCols, r queue.SamplingRow, selected bool) string {
	t := &m.theme
	reject, defect := rowRates(r, c.compact)
	dual := ""
	if r.DualReview {
		dual = "×2"
	}
	actionCell := cell(SanitizeLine(r.Action), c.action)
	if !selected {
		actionCell = t.badgeStyle(actionName(r.Action)).Render(actionCell)
	}
	line := c.row(cell(SanitizeLine(r.Class), c.class), actionCell, cell(dual, c.dual),
		cellRight(fmt.Sprint(r.Routed), c.routed), cellRight(fmt.Sprint(r.Reviewed), c.reviewed),
		cellRight(fmt.Sprint(r.Rejected), c.rejected), cellRight(fmt.Sprint(r.Awaiting), c.awaiting),
		cell(reject, c.reject), cell(defect, c.defect), cellRight(fmt.Sprint(r.Unobservable), c.unseen))
	if selected {
		return t.selected.Render(fit("▸ "+line, m.width))
	}
	return "  " + line
}

// samplingDetail describes the selected row in full: every count, both
// intervals unabridged, and the reviewers' agreement on the class. The
// parts flow over h lines, most telling first, so a narrow screen keeps
// the rates and the counts its table leaves out.
func (m *Model) samplingDetail(h int) []string {
	t := &m.theme
	l := &m.leads
	r, ok := l.selected()
	if !ok || h <= 0 {
		return nil
	}
	reject, defect := rowRates(r, false)
	action := SanitizeLine(r.Action)
	if r.DualReview {
		action += ", dual review"
	}
	dim := t.kinds[kDim]
	parts := []string{
		t.kinds[kHeading].Render(SanitizeLine(r.Class)),
		t.badgeStyle(actionName(r.Action)).Render(action),
		dim.Render("reject rate ") + reject,
		dim.Render("est. defect rate ") + defect,
		fmt.Sprintf("%d", r.Rejected) + dim.Render(" rejected"),
		fmt.Sprintf("%d", r.Awaiting) + dim.Render(" awaiting"),
		fmt.Sprintf("%d", r.Routed) + dim.Render(" routed"),
		fmt.Sprintf("%d", r.Reviewed) + dim.Render(" reviewed"),
		fmt.Sprintf("%d", r.Unobservable) + dim.Render(" routed pass, unseen"),
	}
	if l.report != nil {
		for _, a := range l.report.Agreement {
			if a.Class == r.Class {
				parts = append(parts, dim.Render("agreement ")+fmt.Sprintf("%s, κ %.2f", pctText(a.Agreement), a.Kappa)+dim.Render(fmt.Sprintf(" over %d items", a.Items)))
			}
		}
	}
	return flowParts(parts, dim.Render(" · "), m.width-2, h, "  ")
}

// flowParts joins parts with sep into at most h lines of width cells,
// starting a new line rather than splitting a part; parts that do not
// fit are left out.
func flowParts(parts []string, sep string, width, h int, indent string) []string {
	var out []string
	cur := ""
	for _, p := range parts {
		switch {
		case cur == "":
			cur = p
		case ansi.StringWidth(cur+sep+p) <= width:
			cur += sep + p
		default:
			out = append(out, indent+cur)
			if len(out) == h {
				return out
			}
			cur = p
		}
	}
	if cur != "" && len(out) < h {
		out = append(out, indent+cur)
	}
	return out
}

// agreementCols are the agreement table's columns.
type agreementCols struct{ class, items, agreed, adjudicated, agreement, kappa int }

func agreementColumns() agreementCols {
	return agreementCols{class: classColumnWidth, items: 6, agreed: 6, adjudicated: 11, agreement: 9, kappa: 13}
}

func (c agreementCols) header() string {
	return "  " + strings.Join([]string{cell("CLASS", c.class), cellRight("ITEMS", c.items), cellRight("AGREED", c.agreed),
		cellRight("ADJUDICATED", c.adjudicated), cellRight("AGREEMENT", c.agreement), cellRight("COHEN'S KAPPA", c.kappa)}, " ")
}

func (m *Model) agreementLines(c agreementCols, h int) []string {
	l := &m.leads
	if l.report == nil || h <= 0 {
		return nil
	}
	ags := l.report.Agreement
	out := make([]string, 0, h)
	for i, a := range ags {
		if len(out) == h-1 && i < len(ags)-1 {
			out = append(out, m.theme.kinds[kDim].Render(fmt.Sprintf("  … %d more classes: recap sampling show lists them all", len(ags)-i)))
			break
		}
		out = append(out, "  "+strings.Join([]string{cell(SanitizeLine(a.Class), c.class), cellRight(fmt.Sprint(a.Items), c.items),
			cellRight(fmt.Sprint(a.Agreed), c.agreed), cellRight(fmt.Sprint(a.Adjudicated), c.adjudicated),
			cellRight(pctText(a.Agreement), c.agreement), cellRight(fmt.Sprintf("%.2f", a.Kappa), c.kappa)}, " "))
	}
	return out
}

// signalCols are the signals table's columns. spark is what the screen
// leaves for the sparkline; barWidth repeats each bar so a short window
// still reads on a wide screen.
type signalCols struct{ name, total, share, spark, peak, barWidth int }

// maxBarWidth bounds how wide one sparkline bar is drawn.
const maxBarWidth = 2

func signalColumnsFor(width int) signalCols {
	c := signalCols{name: 24, total: 6, share: 6, peak: 5, barWidth: 1}
	c.spark = max(width-2-c.name-c.total-c.share-c.peak-4, 1)
	return c
}

// signalColumns fits the sparkline column to the bars loaded, so the
// peak sits right after the line.
func (m *Model) signalColumns(caption string) signalCols {
	c := signalColumnsFor(m.width)
	if sig := m.leads.signals; len(sig) > 0 && len(sig[0].counts) > 0 {
		bars := len(sig[0].counts)
		c.barWidth = min(max(c.spark/bars, 1), maxBarWidth)
		c.spark = min(c.spark, max(bars*c.barWidth, ansi.StringWidth(caption)))
	}
	return c
}

// widenBars draws every bar of a sparkline k cells wide.
func widenBars(spark string, k int) string {
	if k <= 1 {
		return spark
	}
	var b strings.Builder
	for _, r := range spark {
		for range k {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (c signalCols) header(caption string) string {
	return "  " + strings.Join([]string{cell("SIGNAL", c.name), cellRight("TOTAL", c.total), cellRight("SHARE", c.share),
		cell(caption, c.spark), cellRight("PEAK", c.peak)}, " ")
}

// sparkCaption says what one bar covers and which way time runs.
func (m *Model) sparkCaption() string {
	l := &m.leads
	span := "per day"
	if l.stepDays > 1 {
		span = fmt.Sprintf("per %d days", l.stepDays)
	}
	window := l.windowName
	if window == "" {
		window = leadsWindows[l.window].name
	}
	return span + ", " + window + " ago → now"
}

func (m *Model) signalLines(c signalCols, h int) []string {
	t := &m.theme
	l := &m.leads
	switch {
	case m.leadsSrc == nil:
		return nil
	case l.signals == nil && l.seriesErr != "":
		return []string{t.kinds[kError].Render("could not load the signals: " + l.seriesErr)}
	case l.signals == nil:
		return []string{t.kinds[kDim].Render("loading the signals…")}
	}
	routed := l.signals[0].total
	out := make([]string, 0, h)
	for i, s := range l.signals {
		if len(out) >= h {
			break
		}
		share := ""
		if i > 0 && routed > 0 {
			share = shortPct(float64(s.total)/float64(routed)) + "%"
		}
		style := t.kinds[kWarn].UnsetBold()
		switch {
		case i == 0:
			style = t.badgeStyle("sample")
		case s.total == 0:
			style = t.kinds[kDim]
		case s.name == "blocked by the gate" || s.name == "cross-tenant leakage" || s.name == "embedded instructions":
			style = t.badgeStyle("block").UnsetBold()
		}
		name := cell(s.name, c.name)
		if i == 0 {
			name = t.kinds[kText].Bold(true).Render(name)
		}
		out = append(out, "  "+strings.Join([]string{name, cellRight(fmt.Sprint(s.total), c.total), cellRight(share, c.share),
			style.Render(cell(widenBars(sparkline(s.counts), c.barWidth), c.spark)), cellRight(fmt.Sprint(s.peak), c.peak)}, " "))
	}
	return out
}

// drawSamplingDialog draws the rate change in progress: the value, then
// the reason, then the confirmation. It returns nothing when no change is
// being asked for.
func (m *Model) drawSamplingDialog(r rect) []string {
	t := &m.theme
	e := &m.leads.edit
	if r.h < 3 {
		return nil
	}
	inner := max(r.w-2, 1)
	var title string
	var body []string
	class, old := SanitizeLine(e.class), SanitizeLine(e.old)
	change := t.kinds[kHeading].Render(class+": ") + old + " → " + t.kinds[kText].Bold(true).Render(e.next.String())
	switch m.dialog {
	case dialogSamplingValue:
		title = " Change sampling: " + class + " "
		body = []string{
			t.kinds[kDim].Render("now ") + old + t.kinds[kDim].Render(" · new value: a rate from 0 to 1 (sample that share), always (review all), block or pass"),
			m.input.View(),
			t.kinds[kDim].Render("enter: next, give the reason · esc: cancel"),
		}
	case dialogSamplingReason:
		title = " Change sampling: reason "
		body = []string{
			change,
			t.kinds[kDim].Render("why (required; recorded with your name, the time and both values):"),
			m.input.View(),
		}
	case dialogSamplingConfirm:
		title = " Confirm the change "
		body = []string{
			change + t.kinds[kDim].Render(" · applies to events routed from now on · ") + t.kinds[kOK].Render("y to apply") + t.kinds[kDim].Render(", n/Esc to cancel"),
			t.kinds[kDim].Render("reason: ") + SanitizeLine(e.reason),
			t.kinds[kDim].Render("policy ") + SanitizeLine(e.version) + t.kinds[kDim].Render(" gets a new version; events already routed keep the probability they were routed with"),
		}
	default:
		return nil
	}
	bs := t.borderFocus
	out := []string{bs.Render("╭─") + t.titleFocus.Render(title) + bs.Render(strings.Repeat("─", max(inner-1-ansi.StringWidth(title), 0))+"╮")}
	var wrapped []string
	for _, l := range body {
		if ansi.StringWidth(l) <= inner {
			wrapped = append(wrapped, l)
			continue
		}
		wrapped = append(wrapped, strings.Split(ansi.Wrap(l, inner, ""), "\n")...)
	}
	for i := 0; i < r.h-2; i++ {
		l := ""
		if i < len(wrapped) {
			l = wrapped[i]
		}
		out = append(out, bs.Render("│")+fit(l, inner)+bs.Render("│"))
	}
	out = append(out, bs.Render("╰"+strings.Repeat("─", inner)+"╯"))
	return out[:min(len(out), r.h)]
}
