package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"recap/queue"
	"recap/review"
	"recap/sampling"
)

// The Leads screen (L) shows how much of each risk class humans see and
// what that review finds (the sampling table, as `recap sampling show`),
// the monitoring signals over time as sparklines, and lets a lead change
// a class's sampling with a reason and a confirmation. Everything it
// shows comes through [Leads]; it reads nothing else.

// leadsWindow is one choice of how far back the screen looks.
type leadsWindow struct {
	name string
	days int
}

// leadsWindows are cycled with `w`. 30 days is `recap sampling show`'s
// default, so the screen and the command agree unless asked otherwise.
var leadsWindows = []leadsWindow{{"7d", 7}, {"30d", 30}, {"90d", 90}}

const defaultLeadsWindow = 1

// signalDef is one line of the signals section.
type signalDef struct {
	name  string
	count func(queue.SignalGroup) int
}

// signalDefs are the monitoring signals in the order the screen lists
// them: the volume line first, then what the gate and the engine caught.
var signalDefs = []signalDef{
	{"events routed", func(g queue.SignalGroup) int { return g.Routed }},
	{"blocked by the gate", func(g queue.SignalGroup) int { return g.Blocked.Events }},
	{"embedded instructions", func(g queue.SignalGroup) int { return g.EmbeddedInstructions.Events }},
	{"facts without reference", func(g queue.SignalGroup) int { return g.FactsWithoutReference.Events }},
	{"hypotheses promoted", func(g queue.SignalGroup) int { return g.HypothesesPromoted.Events }},
	{"unconfirmed effects", func(g queue.SignalGroup) int { return g.UnconfirmedEffects.Events }},
	{"source divergences", func(g queue.SignalGroup) int { return g.SourceDivergences.Events }},
	{"rules weakened", func(g queue.SignalGroup) int { return g.RulesWeakened.Events }},
	{"expired approvals reused", func(g queue.SignalGroup) int { return g.ExpiredApprovalsReused.Events }},
	{"cross-tenant leakage", func(g queue.SignalGroup) int { return g.CrossTenantLeakage.Events }},
}

// signalRow is one signal's counts per bar of the sparkline.
type signalRow struct {
	name   string
	counts []int
	total  int
	peak   int
}

// samplingEdit is a rate change being asked for, step by step.
type samplingEdit struct {
	class string
	old   string // the class's action when the edit began, as the policy spells it
	value string // what the lead typed
	next  sampling.RiskAction
	// version is the policy version the change would replace.
	version string
	reason  string
}

// leadsState is the Leads screen.
type leadsState struct {
	// from is the screen L was pressed on; leaving returns there.
	from   screen
	window int // index into leadsWindows
	cursor int // the selected sampling row
	offset int // the first sampling row in view

	gen     uint64
	loading bool
	// again asks for one more load when the current one answers: the
	// queue changed meanwhile.
	again  bool
	loaded bool

	isLead    bool
	report    *queue.SamplingReport
	reportErr string
	signals   []signalRow
	// stepDays is how many days one sparkline bar covers in signals.
	stepDays   int
	seriesErr  string
	since      time.Time
	windowName string // of the data shown, which may lag l.window while loading

	edit     samplingEdit
	applying bool
}

func newLeadsState() leadsState { return leadsState{window: defaultLeadsWindow} }

// Messages of the Leads screen's commands.
type (
	leadsLoadedMsg struct {
		gen        uint64
		since      time.Time
		windowName string
		days       int
		stepDays   int
		isLead     bool
		report     queue.SamplingReport
		reportErr  error
		series     queue.SignalSeries
		seriesErr  error
	}

	samplingSetMsg struct {
		class  string
		change queue.SamplingChange
		err    error
	}
)

// leadsStepDays is how many days one sparkline bar covers so that a
// window of days fits in width bars: the smallest divisor of days that
// does, so every bar covers the same span and the bars cover exactly the
// window.
func leadsStepDays(days, width int) int {
	for d := 1; d < days; d++ {
		if days%d == 0 && days/d <= width {
			return d
		}
	}
	return max(days, 1)
}

// openLeads shows the Leads screen over the current one.
func (m *Model) openLeads() tea.Cmd {
	l := &m.leads
	l.from = m.screen
	m.screen = screenLeads
	if m.leadsSrc == nil {
		return nil // the screen's note says why and what to use instead
	}
	return m.loadLeadsCmd()
}

// closeLeads returns to the screen L was pressed on.
func (m *Model) closeLeads() tea.Cmd {
	m.screen = m.leads.from
	if m.screen == screenReview && m.cur == nil && m.openingID == "" {
		// The item in view went away while the lead looked at rates.
		m.screen = screenQueue
	}
	if m.screen == screenQueue {
		return tea.Batch(m.loadQueueCmd(), m.loadCountsCmd())
	}
	return nil
}

// stayOnLeads keeps the lead on the Leads screen when a result meant for
// the screen underneath (the next item opening after a decision, an open
// that failed) switched screens: the switch applies when they go back.
func (m *Model) stayOnLeads() {
	if m.screen != screenLeads {
		m.leads.from = m.screen
		m.screen = screenLeads
	}
}

// leadsStep is the sparkline bar span for the selected window at the
// current width.
func (m *Model) leadsStep() (days, stepDays int) {
	days = leadsWindows[m.leads.window].days
	return days, leadsStepDays(days, signalColumnsFor(m.width).spark)
}

// loadLeadsCmd reads the role, the sampling report and the signal series
// for the selected window. While a load is on its way a change
// notification only asks for one more, so a busy queue cannot pile loads
// up.
func (m *Model) loadLeadsCmd() tea.Cmd {
	l := &m.leads
	src := m.leadsSrc
	if src == nil {
		return nil
	}
	l.gen++
	l.loading, l.again = true, false
	gen := l.gen
	win := leadsWindows[l.window]
	days, stepDays := m.leadsStep()
	since := m.now().Add(-time.Duration(days) * 24 * time.Hour)
	author := m.author
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		msg := leadsLoadedMsg{gen: gen, since: since, windowName: win.name, days: days, stepDays: stepDays}
		msg.isLead = author != "" && src.IsLead(author)
		msg.report, msg.reportErr = src.SamplingReport(ctx, since)
		msg.series, msg.seriesErr = src.SignalSeries(ctx, since, time.Duration(stepDays)*24*time.Hour)
		return msg
	}
}

// reloadLeads loads again now, or after the load on its way answers.
func (m *Model) reloadLeads() tea.Cmd {
	if m.leads.loading {
		m.leads.again = true
		return nil
	}
	return m.loadLeadsCmd()
}

func (m *Model) onLeadsLoaded(msg leadsLoadedMsg) tea.Cmd {
	l := &m.leads
	if msg.gen != l.gen {
		return nil // a newer load is on its way
	}
	l.loading, l.loaded = false, true
	l.isLead = msg.isLead
	l.since, l.windowName = msg.since, msg.windowName
	var problems []string
	if msg.reportErr != nil {
		l.report, l.reportErr = nil, leadsErrText(msg.reportErr)
		problems = append(problems, "could not load the sampling report: "+l.reportErr)
	} else {
		rep := msg.report
		l.report, l.reportErr = &rep, ""
	}
	if msg.seriesErr != nil {
		l.signals, l.seriesErr = nil, leadsErrText(msg.seriesErr)
		problems = append(problems, "could not load the signals: "+l.seriesErr)
	} else {
		l.signals, l.seriesErr = signalRows(msg.series, msg.days/msg.stepDays), ""
		l.stepDays = msg.stepDays
	}
	if len(problems) > 0 {
		m.setStatus(statusError, strings.Join(problems, "; ")+"; r tries again")
	}
	l.clamp(m.samplingRowsInView())
	if l.again || m.leadsStepStale() {
		return m.loadLeadsCmd()
	}
	return nil
}

// leadsStepStale reports whether the signals on screen were loaded for a
// different bar span than the current width asks for.
func (m *Model) leadsStepStale() bool {
	l := &m.leads
	if l.signals == nil {
		return false
	}
	_, step := m.leadsStep()
	return step != l.stepDays || l.windowName != leadsWindows[l.window].name
}

// onLeadsResized reloads the signals when the new width wants a
// different bar span.
func (m *Model) onLeadsResized() tea.Cmd {
	m.leads.clamp(m.samplingRowsInView())
	if m.leads.loading || !m.leadsStepStale() {
		return nil
	}
	return m.loadLeadsCmd()
}

// signalRows turns a series into one row per signal with bars counts.
// A series may carry more steps than bars (the last one a sliver, when
// the queue's clock ran on past the window's end): they are added to the
// last bar.
func signalRows(s queue.SignalSeries, bars int) []signalRow {
	bars = max(bars, 1)
	rows := make([]signalRow, len(signalDefs))
	for i, def := range signalDefs {
		r := signalRow{name: def.name, counts: make([]int, bars)}
		for j, g := range s.Steps {
			r.counts[min(j, bars-1)] += def.count(g)
		}
		for _, c := range r.counts {
			r.total += c
			r.peak = max(r.peak, c)
		}
		rows[i] = r
	}
	return rows
}

func (l *leadsState) rows() []queue.SamplingRow {
	if l.report == nil {
		return nil
	}
	return l.report.Rows
}

func (l *leadsState) selected() (queue.SamplingRow, bool) {
	rows := l.rows()
	if l.cursor < 0 || l.cursor >= len(rows) {
		return queue.SamplingRow{}, false
	}
	return rows[l.cursor], true
}

func (l *leadsState) clamp(inView int) {
	n := len(l.rows())
	l.cursor = min(max(l.cursor, 0), max(n-1, 0))
	if l.cursor < l.offset {
		l.offset = l.cursor
	}
	if inView > 0 && l.cursor >= l.offset+inView {
		l.offset = l.cursor - inView + 1
	}
	l.offset = max(min(l.offset, n-inView), 0)
}

// leadsKey handles keys on the Leads screen: its dialogs first, then its
// own keys.
func (m *Model) leadsKey(msg tea.KeyPressMsg) tea.Cmd {
	if m.dialog != dialogNone {
		return m.samplingDialogKey(msg)
	}
	l := &m.leads
	k := m.keys
	switch {
	case key.Matches(msg, k.Help):
		m.showHelp = true
	case key.Matches(msg, k.LeadsBack):
		return m.closeLeads()
	case key.Matches(msg, k.Up):
		l.cursor--
	case key.Matches(msg, k.Down):
		l.cursor++
	case key.Matches(msg, k.Top):
		l.cursor = 0
	case key.Matches(msg, k.Bottom):
		l.cursor = len(l.rows()) - 1
	case key.Matches(msg, k.LeadsWindow):
		l.window = (l.window + 1) % len(leadsWindows)
		return m.loadLeadsCmd()
	case key.Matches(msg, k.LeadsReload):
		if m.leadsSrc == nil {
			m.setStatus(statusWarn, "the Leads screen is not available in this desk; use recap sampling show and recap stats")
			return nil
		}
		return m.loadLeadsCmd()
	case key.Matches(msg, k.LeadsEdit):
		return m.startSamplingEdit()
	}
	l.clamp(m.samplingRowsInView())
	return nil
}

// readOnlyNote says why a non-lead cannot change rates and who can.
const readOnlyNote = "Read-only: who may change sampling rates is set by leads = [...] in the policy file. Ask a lead; a change attempted by anyone else is refused and recorded."

// startSamplingEdit asks a lead for the selected class's new value.
func (m *Model) startSamplingEdit() tea.Cmd {
	l := &m.leads
	switch {
	case m.leadsSrc == nil:
		m.setStatus(statusWarn, "the Leads screen is not available in this desk; use recap sampling set")
		return nil
	case !l.loaded:
		m.setStatus(statusInfo, "still loading the sampling table…")
		return nil
	case !l.isLead:
		m.setStatus(statusWarn, "read-only: only the policy's leads change rates; ask one of them")
		return nil
	case l.applying:
		m.setStatus(statusInfo, "a change is being applied; wait for its answer")
		return nil
	}
	row, ok := l.selected()
	if !ok {
		m.setStatus(statusWarn, "no sampling row to change: the report did not load (r tries again)")
		return nil
	}
	l.edit = samplingEdit{class: row.Class, old: row.Action, version: l.report.PolicyVersion}
	return m.openDialog(dialogSamplingValue, "a rate from 0 to 1 (e.g. 0.5), always, block or pass", "")
}

// samplingDialogKey walks a rate change: the value, the reason, then y or
// n on the confirmation. Nothing is sent before y.
func (m *Model) samplingDialogKey(msg tea.KeyPressMsg) tea.Cmd {
	l := &m.leads
	k := m.keys
	if m.dialog == dialogSamplingConfirm {
		switch {
		case key.Matches(msg, k.Yes):
			m.closeDialog()
			return m.applySampling()
		case key.Matches(msg, k.No):
			m.closeDialog()
			m.setStatus(statusInfo, "cancelled: "+SanitizeLine(l.edit.class)+" stays "+SanitizeLine(l.edit.old))
		}
		return nil
	}
	switch {
	case key.Matches(msg, k.Cancel):
		m.closeDialog()
		m.setStatus(statusInfo, "cancelled: "+SanitizeLine(l.edit.class)+" stays "+SanitizeLine(l.edit.old))
		return nil
	case key.Matches(msg, k.Confirm):
		value := strings.TrimSpace(m.input.Value())
		if m.dialog == dialogSamplingValue {
			return m.takeSamplingValue(value)
		}
		if value == "" {
			m.setStatus(statusWarn, "a sampling change needs a reason: it is recorded with your name")
			return nil
		}
		l.edit.reason = value
		m.closeDialog()
		m.dialog = dialogSamplingConfirm
		m.setStatus(statusInfo, "")
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

// takeSamplingValue checks the typed value and moves on to the reason.
func (m *Model) takeSamplingValue(value string) tea.Cmd {
	e := &m.leads.edit
	if value == "" {
		m.setStatus(statusWarn, "type the new value for "+SanitizeLine(e.class)+": a rate from 0 to 1, always, block or pass (esc cancels)")
		return nil
	}
	next, err := sampling.ParseSamplingValue(value)
	switch {
	case err != nil:
		m.setStatus(statusWarn, SanitizeLine(err.Error()))
		return nil
	case e.class == sampling.BaseClass && next.Action == review.ActionBlock:
		m.setStatus(statusWarn, "the base rate samples events nothing flagged: it cannot block; use a rate, always or pass")
		return nil
	case next.String() == e.old:
		m.setStatus(statusWarn, SanitizeLine(e.class)+" is already "+SanitizeLine(e.old)+"; type another value (esc cancels)")
		return nil
	}
	e.value, e.next = value, next
	m.setStatus(statusInfo, "")
	return m.openDialog(dialogSamplingReason, "why: e.g. reject rate 12% over 300 reviews", e.reason)
}

// applySampling sends the confirmed change; the answer arrives as
// samplingSetMsg.
func (m *Model) applySampling() tea.Cmd {
	l := &m.leads
	e := l.edit
	src, who, overridden := m.leadsSrc, m.author, m.authorOverride
	if src == nil {
		return nil
	}
	if !l.isLead {
		// A reload while the dialog was open found the lead gone.
		m.setStatus(statusWarn, "read-only: only the policy's leads change rates; nothing was sent")
		return nil
	}
	l.applying = true
	m.setStatus(statusInfo, "applying "+SanitizeLine(e.class)+": "+SanitizeLine(e.old)+" → "+e.next.String()+"…")
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		c, err := src.SetSampling(ctx, who, overridden, e.class, e.value, e.reason)
		return samplingSetMsg{class: e.class, change: c, err: err}
	}
}

func (m *Model) onSamplingSet(msg samplingSetMsg) tea.Cmd {
	l := &m.leads
	l.applying = false
	c := msg.change
	switch {
	case msg.err != nil:
		m.setStatus(statusError, "could not change "+SanitizeLine(msg.class)+": "+leadsErrText(msg.err)+"; the rates in force are shown (r reloads)")
	case c.Outcome == queue.SamplingRefused:
		l.isLead = false
		m.setStatus(statusError, "refused: you are not a lead under the policy in force (leads in the policy file); the attempt is recorded")
	default:
		version := SanitizeLine(c.OldVersion)
		if c.NewVersion != "" {
			version += " → " + SanitizeLine(c.NewVersion)
		}
		m.setStatus(statusInfo, fmt.Sprintf("applied: %s %s → %s · policy %s · applies to events routed from now on",
			SanitizeLine(c.Class), SanitizeLine(c.OldValue), SanitizeLine(c.NewValue), version))
	}
	if m.screen != screenLeads {
		return nil
	}
	return m.reloadLeads()
}

// leadsErrText is how an error of the Leads source reads in the status
// bar. Besides the queue's own errors it carries the policy file's
// (reading, parsing, rewriting it), which are written for people: they
// are shown as they are rather than as internal errors.
func leadsErrText(err error) string {
	var re *review.Error
	if errors.As(err, &re) || errors.Is(err, context.DeadlineExceeded) {
		return errText(err)
	}
	return SanitizeLine(err.Error())
}
