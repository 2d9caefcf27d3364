package ui

import (
	"context"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textarea"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"recap/queue"
	"recap/review"
)

// screen is what fills the terminal.
type screen int

const (
	screenQueue       screen = iota // the table of items
	screenReview                    // three panes and the findings
	screenReconstruct               // the diff and verdict of a reconstruction
	screenEditor                    // the inline reconstruction editor
	screenLeads                     // sampling, signals and rate changes (L)
)

// dialog is a modal prompt over the current screen.
type dialog int

const (
	dialogNone            dialog = iota
	dialogQueueSearch            // "/" on the queue
	dialogPaneSearch             // "/" in a review pane
	dialogReject                 // the reason for a rejection
	dialogOverride               // the reason for approving over blocking findings
	dialogSamplingValue          // a lead's new value for a sampling row
	dialogSamplingReason         // the reason for that change
	dialogSamplingConfirm        // y or n on the change
)

// statusKind colours the status bar message.
type statusKind int

const (
	statusInfo statusKind = iota
	statusWarn
	statusError
)

// openItem is the item under review.
type openItem struct {
	id    string
	view  *queue.EventView
	docs  *eventDocs
	panes [numPanes]pane
	keys  []string // verdict key of each finding
	// selected is the selected finding, -1 when there are none.
	selected       int
	findingsOffset int
	marks          map[int]review.Verdict
	// claimed is true while the reviewer holds the lease.
	claimed       bool
	leaseExpires  time.Time
	lastHeartbeat time.Time
	// active is set by any key and cleared by a heartbeat: only an active
	// reviewer keeps a lease alive.
	active bool
	// recording is set while a decision on the item is on its way to the
	// queue: the lease must not be given back under it.
	recording bool
	// readOnly says why decisions are off ("" when they are allowed).
	readOnly string
}

// lastDecision is what `u` can undo.
type lastDecision struct {
	d  review.Decision
	at time.Time
}

// Model is the review desk: one root model owning every screen. Panes are
// plain structs it drives; all I/O happens in commands.
type Model struct {
	ctx    context.Context
	desk   Desk
	router Router
	author string
	// authorOverride records that author was named by --author or RECAP_AUTHOR.
	authorOverride bool
	// externalEditor is $EDITOR; empty means the inline editor.
	externalEditor string
	now            func() time.Time
	loc            *time.Location // times are shown in it; UTC in tests
	lease          time.Duration

	// after schedules a message; tea.Tick in production, replaced in
	// tests so time is driven by the test.
	after func(time.Duration, func(time.Time) tea.Msg) tea.Cmd
	// exec runs the external editor with the terminal released; tea.Exec
	// in production.
	exec func(tea.ExecCommand, tea.ExecCallback) tea.Cmd
	// written counts the bytes written to the terminal (see repaint.go);
	// nil when nothing counts them.
	written func() uint64

	width, height int
	theme         theme
	md            *markdownRenderer
	keys          keyMap
	help          help.Model
	showHelp      bool

	screen screen
	dialog dialog
	input  textinput.Model
	editor textarea.Model
	// reasons are the quick reasons offered when rejecting.
	reasons     []string
	reasonIndex int

	queue  queueState
	counts *countsView

	cur             *openItem
	openGen         uint64
	openingID       string // the item the latest open asked for, until it answers
	focus           paneID
	summaryMarkdown bool
	layouts         *layoutCache
	pendingLayouts  map[layoutKey]bool

	rec *reconstruction

	skipped map[string]bool
	last    *lastDecision

	// leadsSrc feeds the Leads screen; nil when the desk has none.
	leadsSrc Leads
	leads    leadsState

	status     string
	statusKind statusKind
	// doneText is what the reviewer last did (approved, skipped…), kept
	// for the status line when the queue runs dry.
	doneText string
	// afterDecision is what the reviewer asked for while a decision was
	// being recorded (leaveToQueue or leaveDesk), done once it is.
	afterDecision leaving
}

// New returns the desk's model without starting a program, for tests and
// for Run.
func New(opts Options) *Model {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	lease := opts.Lease
	if lease <= 0 {
		lease = defaultLease
	}
	author := strings.TrimSpace(opts.Author)
	m := &Model{
		ctx:             context.Background(),
		desk:            opts.Desk,
		router:          opts.Router,
		author:          author,
		authorOverride:  opts.AuthorOverridden,
		externalEditor:  strings.TrimSpace(opts.Editor),
		now:             now,
		loc:             time.Local,
		lease:           lease,
		after:           tea.Tick,
		exec:            tea.Exec,
		keys:            newKeyMap(),
		help:            help.New(),
		summaryMarkdown: true,
		layouts:         newLayoutCache(24),
		pendingLayouts:  map[layoutKey]bool{},
		skipped:         map[string]bool{},
		width:           80,
		height:          24,
		queue:           newQueueState(),
		leadsSrc:        opts.Leads,
		leads:           newLeadsState(),
	}
	// Whether the reviewer is a lead is read once, here: the open filter
	// then shows leads the adjudications they resolve.
	m.queue.lead = opts.Leads != nil && opts.Leads.IsLead(opts.Author)
	m.setTheme(true, false)
	m.input = textinput.New()
	m.editor = textarea.New()
	m.styleInputs()
	return m
}

// setTheme switches palette, for a dark or light background or NO_COLOR.
// Only the summary's markdown embeds colours in its layout, so only it is
// laid out again.
func (m *Model) setTheme(dark, noColor bool) {
	m.theme = newTheme(dark, noColor)
	m.help.Styles = m.theme.help
	if m.md == nil || m.md.style != m.theme.markdownStyle {
		m.md = newMarkdownRenderer(m.theme.markdownStyle)
	}
	m.styleInputs()
}

func (m *Model) styleInputs() {
	is := textinput.DefaultStyles(m.theme.dark)
	is.Cursor.Blink = false
	m.input.SetStyles(is)
	es := textarea.DefaultStyles(m.theme.dark)
	es.Cursor.Blink = false
	m.editor.SetStyles(es)
}

// Init loads the queue and its counts and asks the terminal for its
// background colour.
func (m *Model) Init() tea.Cmd {
	return tea.Batch(tea.RequestBackgroundColor, m.loadQueueCmd(), m.loadCountsCmd(), m.tickCmd())
}

// Update handles one message.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, isKey := msg.(tea.KeyPressMsg); !isKey && m.screen == screenLeads {
		// Results meant for the screens underneath must not pull the lead
		// off the Leads screen.
		defer m.stayOnLeads()
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = max(msg.Width, 20), max(msg.Height, 8)
		if m.screen == screenLeads {
			return m, tea.Batch(m.relayout(), m.onLeadsResized())
		}
		return m, m.relayout()
	case tea.BackgroundColorMsg:
		m.setTheme(msg.IsDark(), m.theme.noColor)
		return m, m.relayout()
	case tea.ColorProfileMsg:
		if (msg.Profile == colorprofile.ASCII || msg.Profile == colorprofile.NoTTY) && !m.theme.noColor {
			m.setTheme(m.theme.dark, true)
			return m, m.relayout()
		}
		return m, nil
	case tea.KeyPressMsg:
		return m, m.handleKey(msg)
	case tea.PasteMsg:
		return m, m.updateInputs(msg)
	case tickMsg:
		return m, m.onTick()
	case queueChangedMsg:
		cmds := []tea.Cmd{m.loadCountsCmd()}
		if m.screen == screenQueue {
			cmds = append(cmds, m.loadQueueCmd())
		} else if m.cur != nil {
			cmds = append(cmds, m.recheckCmd())
		}
		if m.screen == screenLeads {
			cmds = append(cmds, m.reloadLeads())
		}
		return m, tea.Batch(cmds...)
	case leadsLoadedMsg:
		return m, m.onLeadsLoaded(msg)
	case samplingSetMsg:
		return m, m.onSamplingSet(msg)
	case queueLoadedMsg:
		m.onQueueLoaded(msg)
		return m, nil
	case countsLoadedMsg:
		if msg.err == nil {
			c := msg.counts
			m.counts = &countsView{c.Blocked, c.Review, c.Sampled, c.Claimed, c.Pending, c.Decided, c.Passed, c.DecidedByMeToday,
				c.SecondReview, c.Adjudication}
		}
		return m, nil
	case itemOpenedMsg:
		return m, m.onItemOpened(msg)
	case layoutDoneMsg:
		m.onLayoutDone(msg)
		return m, nil
	case recheckMsg:
		m.onRecheck(msg)
		return m, nil
	case heartbeatMsg:
		m.onHeartbeat(msg)
		return m, nil
	case decidedMsg:
		return m, m.onDecided(msg)
	case releasedMsg:
		if msg.err != nil {
			m.setStatus(statusError, "could not release "+SanitizeLine(msg.id)+": "+errText(msg.err))
		}
		return m, tea.Batch(m.loadQueueCmd(), m.loadCountsCmd())
	case editFileMsg:
		return m, m.onEditFile(msg)
	case editorDoneMsg:
		return m, m.onEditorDone(msg)
	case reconstructionMsg:
		return m, m.onReconstruction(msg)
	case repaintCheckMsg:
		return m, m.onRepaintCheck(msg)
	case repaintRetriedMsg:
		return m, m.watchRepaint(msg.mark, msg.tries)
	}
	// Anything else (cursor and input internals) goes to the focused input.
	return m, m.updateInputs(msg)
}

func (m *Model) updateInputs(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	switch {
	case m.screen == screenEditor:
		m.editor, cmd = m.editor.Update(msg)
	case m.dialog != dialogNone || m.screen == screenReconstruct:
		m.input, cmd = m.input.Update(msg)
	}
	return cmd
}

func (m *Model) setStatus(kind statusKind, text string) {
	m.statusKind, m.status = kind, text
}

// handleKey routes a key by modality: quit, then help, then an open dialog
// or editor, then the current screen (which routes to its focused pane).
func (m *Model) handleKey(msg tea.KeyPressMsg) tea.Cmd {
	if key.Matches(msg, m.keys.Quit) {
		return m.quitCmd()
	}
	if m.cur != nil {
		m.cur.active = true
	}
	if m.showHelp {
		if key.Matches(msg, m.keys.Help) || msg.String() == "esc" || msg.String() == "q" {
			m.showHelp = false
		}
		return nil
	}
	switch {
	case m.screen == screenEditor:
		return m.editorKey(msg)
	case m.screen == screenLeads:
		// The Leads screen routes its own dialogs and help.
		return m.leadsKey(msg)
	case m.dialog != dialogNone:
		return m.dialogKey(msg)
	case m.screen == screenReconstruct:
		return m.reconstructKey(msg)
	}
	if key.Matches(msg, m.keys.Help) {
		m.showHelp = true
		return nil
	}
	if key.Matches(msg, m.keys.Leads) {
		return m.openLeads()
	}
	if m.screen == screenReview {
		return m.reviewKey(msg)
	}
	return m.queueKey(msg)
}

// openDialog shows a one-line prompt with the text input focused.
func (m *Model) openDialog(d dialog, placeholder, value string) tea.Cmd {
	m.dialog = d
	m.input.Reset()
	m.input.Prompt = "› "
	m.input.Placeholder = placeholder
	m.input.SetValue(value)
	m.input.CursorEnd()
	m.input.SetWidth(max(m.width-8, 10))
	return m.input.Focus()
}

func (m *Model) closeDialog() {
	m.dialog = dialogNone
	m.input.Blur()
	m.reasons = nil
}

func (m *Model) dialogKey(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, m.keys.Cancel):
		d := m.dialog
		m.closeDialog()
		switch d {
		case dialogQueueSearch:
			if m.queue.search != "" {
				m.queue.search = ""
				return m.loadQueueCmd()
			}
		case dialogPaneSearch:
			if m.cur != nil {
				p := &m.cur.panes[m.focus]
				p.query = ""
				p.refreshMatches()
			}
		case dialogReject, dialogOverride:
			m.setStatus(statusInfo, "cancelled")
		}
		return nil
	case key.Matches(msg, m.keys.Confirm):
		value := strings.TrimSpace(m.input.Value())
		switch m.dialog {
		case dialogQueueSearch:
			m.closeDialog()
			m.queue.search = value
			m.queue.cursor, m.queue.offset = 0, 0
			return m.loadQueueCmd()
		case dialogPaneSearch:
			m.closeDialog()
			return m.searchPane(value)
		case dialogReject:
			if value == "" {
				m.setStatus(statusWarn, "a rejection needs a reason: type one, or pick a quick reason with ↓")
				return nil
			}
			m.closeDialog()
			return m.decide(review.DecisionReject, value, false, nil, nil)
		case dialogOverride:
			if value == "" {
				m.setStatus(statusWarn, "approving over blocking findings needs a reason")
				return nil
			}
			m.closeDialog()
			return m.decide(review.DecisionApprove, value, true, nil, nil)
		}
		return nil
	case m.dialog == dialogReject && len(m.reasons) > 0 && key.Matches(msg, m.keys.NextReason, m.keys.PrevReason):
		step := 1
		if key.Matches(msg, m.keys.PrevReason) {
			step = -1
		}
		// Index len(reasons) is the reviewer's own text: cycling returns
		// to an empty input.
		n := len(m.reasons) + 1
		m.reasonIndex = ((m.reasonIndex+step)%n + n) % n
		if m.reasonIndex < len(m.reasons) {
			m.input.SetValue(m.reasons[m.reasonIndex])
		} else {
			m.input.SetValue("")
		}
		m.input.CursorEnd()
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

// onTick runs once a second: it keeps the status bar's lease clock and
// undo window current, renews the lease of an active reviewer, and notices
// a lease that ran out.
func (m *Model) onTick() tea.Cmd {
	cmds := []tea.Cmd{m.tickCmd()}
	it := m.cur
	if it != nil && it.claimed && it.readOnly == "" && m.screen != screenQueue {
		now := m.now()
		switch {
		case !it.leaseExpires.IsZero() && !now.Before(it.leaseExpires):
			it.claimed = false
			it.readOnly = "your lease expired at " + m.clock(it.leaseExpires) + "; go back (esc) and open the item again to claim it"
			m.setStatus(statusError, "lease lost: "+it.readOnly)
		case it.active && now.Sub(it.lastHeartbeat) >= m.lease/4:
			it.active = false
			it.lastHeartbeat = now
			cmds = append(cmds, m.heartbeatCmd())
		}
	}
	if m.last != nil && m.now().Sub(m.last.at) > undoWindow {
		m.last = nil
	}
	return tea.Batch(cmds...)
}

func (m *Model) onHeartbeat(msg heartbeatMsg) {
	it := m.cur
	if it == nil || msg.gen != m.openGen || msg.id != it.id {
		return
	}
	if msg.err != nil {
		if c := review.ErrorCode(msg.err); c == review.ELEASE || c == review.ECONFLICT || c == review.ENOTFOUND {
			it.claimed = false
			it.readOnly = errText(msg.err)
			m.setStatus(statusError, "lease lost: "+it.readOnly)
			return
		}
		m.setStatus(statusWarn, "could not renew the lease: "+errText(msg.err))
		return
	}
	if msg.item.LeaseExpires != nil {
		it.leaseExpires = *msg.item.LeaseExpires
	}
}

// onRecheck notices what other reviewers did to the item in view.
func (m *Model) onRecheck(msg recheckMsg) {
	it := m.cur
	if it == nil || msg.gen != m.openGen || msg.id != it.id || msg.err != nil || msg.view == nil {
		return
	}
	item := msg.view.Item
	it.view.Item = item
	it.view.Decisions = msg.view.Decisions
	now := m.now()
	switch {
	case item.State == review.StateDecided && (it.claimed || it.readOnly == ""):
		it.claimed = false
		it.readOnly = m.decidedText(item)
		m.setStatus(statusWarn, it.readOnly)
	case it.claimed && item.State == review.StateClaimed && item.LeaseHolder != "" && item.LeaseHolder != m.author:
		it.claimed = false
		it.readOnly = "lease lost: " + SanitizeLine(item.LeaseHolder) + " holds this item now" + m.untilText(item)
		m.setStatus(statusError, it.readOnly)
	case it.claimed && (item.State == review.StatePending || !item.LeaseActive(now) && item.State == review.StateClaimed):
		it.claimed = false
		it.readOnly = "lease lost: the item went back to the queue; go back (esc) and open it again"
		m.setStatus(statusError, it.readOnly)
	case it.claimed && item.LeaseExpires != nil:
		it.leaseExpires = *item.LeaseExpires
	}
}

// clock formats a time of day for the status bar and tables.
func (m *Model) clock(t time.Time) string { return t.In(m.loc).Format("15:04:05") }

func (m *Model) decidedText(item review.Item) string {
	s := "decided"
	if item.DecidedBy != "" {
		s += " by " + SanitizeLine(item.DecidedBy)
	}
	if item.DecidedAt != nil {
		s += " at " + m.clock(*item.DecidedAt)
	}
	if item.Decision != "" {
		s += " (" + string(item.Decision) + ")"
	}
	return s + "; read-only"
}

func (m *Model) untilText(item review.Item) string {
	if item.LeaseExpires == nil {
		return ""
	}
	return " until " + m.clock(*item.LeaseExpires)
}
