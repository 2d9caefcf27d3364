package ui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"recap/queue"
	"recap/review"
)

// stateFilter is one choice of the queue's state filter.
type stateFilter struct {
	name   string
	states []review.ItemState
}

// stateFilters are cycled with `s`. "open" is the work: pending and claimed.
var stateFilters = []stateFilter{
	{"open", []review.ItemState{review.StatePending, review.StateClaimed}},
	{"pending", []review.ItemState{review.StatePending}},
	{"claimed", []review.ItemState{review.StateClaimed}},
	{"decided", []review.ItemState{review.StateDecided}},
	{"passed", []review.ItemState{review.StatePassed}},
	{"adjudication", []review.ItemState{review.StateAdjudication}},
	{"all", nil},
}

// sortKey orders the queue table.
type sortKey int

const (
	sortPriority sortKey = iota // highest priority first, then oldest
	sortAge                     // oldest first
	sortTenant
	sortFindings // most findings first
	numSortKeys
)

var sortNames = [numSortKeys]string{"priority", "age", "tenant", "findings"}

// countsView is the header's counts.
type countsView struct {
	blocked, review, sampled, claimed, pending, decided, passed, mine int
	// secondReview and adjudication count dual-reviewed items waiting
	// for their second review and for a lead.
	secondReview, adjudication int
}

// queueState is the queue screen.
type queueState struct {
	gen     uint64
	loaded  bool
	err     string
	items   []review.Item // sorted for display
	cursor  int
	offset  int
	state   int // index into stateFilters
	risk    int // 0 is any; i is review.RiskClasses[i-1]
	tenant  string
	tenants []string // every tenant seen, for the tenant filter
	search  string
	sort    sortKey
	reverse bool
	// lead adds the adjudications a lead resolves to the open filter.
	lead bool
}

func newQueueState() queueState { return queueState{} }

// filter is the queue.Filter the screen's choices describe.
func (q *queueState) filter() queue.Filter {
	f := queue.Filter{States: stateFilters[q.state].states, Tenant: q.tenant, Search: q.search, Limit: queueLimit}
	if q.state == 0 && q.lead {
		f.States = append(slices.Clone(f.States), review.StateAdjudication)
	}
	if q.risk > 0 {
		f.Risk = review.RiskClasses[q.risk-1]
	}
	return f
}

// order sorts items in the screen's order. It is a pure function of the
// sort choice, so commands can take it along.
func (q *queueState) order() func([]review.Item) {
	key, reverse := q.sort, q.reverse
	return func(items []review.Item) {
		slices.SortStableFunc(items, func(a, b review.Item) int {
			var c int
			switch key {
			case sortPriority:
				c = cmp.Or(cmp.Compare(b.Priority, a.Priority), a.EnqueuedAt.Compare(b.EnqueuedAt), a.CreatedAt.Compare(b.CreatedAt))
			case sortAge:
				c = a.CreatedAt.Compare(b.CreatedAt)
			case sortTenant:
				c = cmp.Compare(a.Tenant, b.Tenant)
			case sortFindings:
				c = cmp.Or(cmp.Compare(b.BlockingCount, a.BlockingCount), cmp.Compare(b.FindingCount, a.FindingCount))
			}
			c = cmp.Or(c, cmp.Compare(a.EventID, b.EventID))
			if reverse {
				c = -c
			}
			return c
		})
	}
}

func (m *Model) onQueueLoaded(msg queueLoadedMsg) {
	q := &m.queue
	if msg.gen != q.gen {
		return // a newer list is on its way
	}
	if msg.err != nil {
		q.err = errText(msg.err)
		m.setStatus(statusError, "could not load the queue: "+q.err)
		return
	}
	var selected string
	if q.cursor < len(q.items) {
		selected = q.items[q.cursor].EventID
	}
	q.loaded, q.err = true, ""
	q.items = msg.items
	q.order()(q.items)
	for _, it := range q.items {
		if !slices.Contains(q.tenants, it.Tenant) {
			q.tenants = append(q.tenants, it.Tenant)
		}
	}
	slices.Sort(q.tenants)
	q.cursor = 0
	for i, it := range q.items {
		if it.EventID == selected {
			q.cursor = i
			break
		}
	}
	q.clamp(m.queueRows())
}

func (q *queueState) clamp(rows int) {
	q.cursor = min(max(q.cursor, 0), max(len(q.items)-1, 0))
	if q.cursor < q.offset {
		q.offset = q.cursor
	}
	if rows > 0 && q.cursor >= q.offset+rows {
		q.offset = q.cursor - rows + 1
	}
	q.offset = max(min(q.offset, len(q.items)-rows), 0)
}

// queueRows is how many table rows fit.
func (m *Model) queueRows() int { return max(layoutQueue(m.width, m.height).table.h-1, 1) }

func (m *Model) queueKey(msg tea.KeyPressMsg) tea.Cmd {
	q := &m.queue
	k := m.keys
	rows := m.queueRows()
	switch {
	case msg.String() == "q":
		return m.quitCmd()
	case key.Matches(msg, k.Up):
		q.cursor--
	case key.Matches(msg, k.Down):
		q.cursor++
	case key.Matches(msg, k.PageUp):
		q.cursor -= rows
	case key.Matches(msg, k.PageDown):
		q.cursor += rows
	case key.Matches(msg, k.Top):
		q.cursor = 0
	case key.Matches(msg, k.Bottom):
		q.cursor = len(q.items) - 1
	case key.Matches(msg, k.Open):
		return m.openSelected()
	case key.Matches(msg, k.Search):
		return m.openDialog(dialogQueueSearch, "search id, tenant, task, agent", q.search)
	case key.Matches(msg, k.Refresh):
		return tea.Batch(m.loadQueueCmd(), m.loadCountsCmd())
	case key.Matches(msg, k.StateFilter):
		q.state = (q.state + 1) % len(stateFilters)
		return m.reloadQueueFromTop()
	case key.Matches(msg, k.RiskFilter):
		q.risk = (q.risk + 1) % (len(review.RiskClasses) + 1)
		return m.reloadQueueFromTop()
	case key.Matches(msg, k.TenantFilter):
		q.tenant = nextTenant(q.tenants, q.tenant)
		return m.reloadQueueFromTop()
	case key.Matches(msg, k.Sort):
		q.sort = (q.sort + 1) % numSortKeys
		q.order()(q.items)
	case key.Matches(msg, k.SortReverse):
		q.reverse = !q.reverse
		q.order()(q.items)
	case key.Matches(msg, k.ClearFilters):
		if q.state == 0 && q.risk == 0 && q.tenant == "" && q.search == "" {
			return nil
		}
		q.state, q.risk, q.tenant, q.search = 0, 0, "", ""
		return m.reloadQueueFromTop()
	case key.Matches(msg, k.Undo):
		return m.undo()
	}
	q.clamp(rows)
	return nil
}

func (m *Model) reloadQueueFromTop() tea.Cmd {
	m.queue.cursor, m.queue.offset = 0, 0
	return m.loadQueueCmd()
}

// nextTenant cycles "" (any) → each known tenant → "".
func nextTenant(tenants []string, cur string) string {
	if cur == "" {
		if len(tenants) == 0 {
			return ""
		}
		return tenants[0]
	}
	i := slices.Index(tenants, cur)
	if i < 0 || i+1 >= len(tenants) {
		return ""
	}
	return tenants[i+1]
}

// openSelected claims the item under the cursor and opens it; decided and
// passed items open read-only; an item another reviewer holds says who
// and until when.
func (m *Model) openSelected() tea.Cmd {
	q := &m.queue
	if len(q.items) == 0 {
		m.setStatus(statusInfo, "nothing to open under this filter")
		return nil
	}
	it := q.items[q.cursor]
	now := m.now()
	switch {
	case it.State == review.StateClaimed && it.LeaseHolder != m.author && it.LeaseActive(now):
		m.setStatus(statusWarn, SanitizeLine(it.EventID)+" is held by "+SanitizeLine(it.LeaseHolder)+m.untilText(it)+"; pick another item or wait")
		return nil
	case it.State == review.StateDecided || it.State == review.StatePassed:
		return m.open(openRequest{mode: openLook, id: it.EventID})
	}
	return m.open(openRequest{mode: openClaim, id: it.EventID})
}

// drawQueue renders the queue screen.
func (m *Model) drawQueue() []string {
	r := layoutQueue(m.width, m.height)
	t := &m.theme
	q := &m.queue
	lines := make([]string, 0, m.height)
	lines = append(lines, fit(m.queueHeader(), r.header.w))
	lines = append(lines, fit(m.queueFilters(), r.filters.w))
	body := r.table.h
	if m.showHelp {
		lines = append(lines, m.drawHelpBox(r.table.w, body)...)
	} else {
		cols := queueColumns(r.table.w)
		lines = append(lines, fit(t.kinds[kLabel].Render(cols.header()), r.table.w))
		rows := body - 1
		switch {
		case !q.loaded && q.err == "":
			lines = append(lines, fit(t.kinds[kDim].Render("loading the queue…"), r.table.w))
		case q.err != "":
			lines = append(lines, fit(t.kinds[kError].Render("could not load the queue: "+q.err), r.table.w))
		case len(q.items) == 0:
			lines = append(lines, fit(t.kinds[kDim].Render(m.emptyQueueText()), r.table.w))
		}
		for i := q.offset; i < len(q.items) && i < q.offset+rows; i++ {
			lines = append(lines, m.queueRow(cols, q.items[i], i == q.cursor, r.table.w))
		}
		for len(lines) < 2+body {
			lines = append(lines, strings.Repeat(" ", r.table.w))
		}
	}
	lines = lines[:min(len(lines), 2+body)]
	lines = append(lines, m.statusLine(r.status.w), m.helpLine(r.help.w))
	return lines
}

func (m *Model) emptyQueueText() string {
	if m.queue.state == 0 && m.queue.risk == 0 && m.queue.tenant == "" && m.queue.search == "" {
		return "The queue is empty: nothing waits for a reviewer."
	}
	return "No items match these filters (esc clears them)."
}

func (m *Model) queueHeader() string {
	t := &m.theme
	title := t.header.Render("recap · review desk")
	if m.counts == nil {
		return title
	}
	c := m.counts
	mine := "decided by me today"
	if m.width < 100 {
		title = t.header.Render("recap")
		mine = "mine today"
	}
	parts := []string{
		t.badgeStyle("block").Render(fmt.Sprintf("blocked %d", c.blocked)),
		t.badgeStyle("review").Render(fmt.Sprintf("review %d", c.review)),
		t.badgeStyle("sample").Render(fmt.Sprintf("sampled %d", c.sampled)),
		t.kinds[kDim].Render(fmt.Sprintf("claimed %d", c.claimed)),
		t.kinds[kOK].Render(fmt.Sprintf("%s %d", mine, c.mine)),
	}
	if c.secondReview > 0 {
		parts = append(parts, t.badgeStyle("review").Render(fmt.Sprintf("2nd review %d", c.secondReview)))
	}
	if c.adjudication > 0 {
		parts = append(parts, t.badgeStyle("block").Render(fmt.Sprintf("to lead %d", c.adjudication)))
	}
	return title + "  " + strings.Join(parts, t.kinds[kDim].Render(" · "))
}

func (m *Model) queueFilters() string {
	t := &m.theme
	q := &m.queue
	risk := "any"
	if q.risk > 0 {
		risk = string(review.RiskClasses[q.risk-1])
	}
	tenant := "any"
	if q.tenant != "" {
		tenant = SanitizeLine(q.tenant)
	}
	dir := "↓"
	if q.reverse {
		dir = "↑"
	}
	parts := []string{
		"state " + t.kinds[kText].Bold(true).Render(stateFilters[q.state].name),
		"risk " + t.kinds[kText].Bold(true).Render(risk),
		"tenant " + t.kinds[kText].Bold(true).Render(tenant),
		"sort " + t.kinds[kText].Bold(true).Render(sortNames[q.sort]+dir),
	}
	if q.search != "" {
		parts = append(parts, "search "+t.kinds[kText].Bold(true).Render(fmt.Sprintf("%q", SanitizeLine(q.search))))
	}
	parts = append(parts, fmt.Sprintf("%d items", len(q.items)))
	if m.dialog == dialogQueueSearch {
		return "/" + m.input.View()
	}
	return t.kinds[kDim].Render(strings.Join(parts, "  "))
}

// tableColumns are the queue table's column widths at one screen width.
// Narrow tables (under 100 columns) drop the priority and state columns:
// the holder column then says the state of unclaimed items.
type tableColumns struct {
	narrow                                                      bool
	action, pri, age, tenant, task, risks, finds, state, holder int
}

// queueColumns fits the table to width: fixed columns keep their width and
// the text columns share the rest.
func queueColumns(width int) tableColumns {
	c := tableColumns{action: 6, pri: 3, age: 4, finds: 4, state: 8}
	gaps := 8
	if width < 100 {
		c.narrow, c.pri, c.state = true, 0, 0
		gaps = 6
	}
	fixed := c.action + c.pri + c.age + c.finds + c.state + gaps + 2
	flex := max(width-fixed, 24)
	c.tenant = flex * 18 / 100
	c.task = flex * 22 / 100
	c.risks = flex * 30 / 100
	c.holder = flex - c.tenant - c.task - c.risks
	return c
}

// row joins a row's cells in column order, leaving out dropped columns.
func (c tableColumns) row(action, pri, age, tenant, task, risks, finds, state, holder string) []string {
	if c.narrow {
		return []string{action, age, tenant, task, risks, finds, holder}
	}
	return []string{action, pri, age, tenant, task, risks, finds, state, holder}
}

func (c tableColumns) header() string {
	holder := "HOLDER"
	if c.narrow {
		holder = "STATE / HOLDER"
	}
	return "  " + strings.Join(c.row(
		cell("ACTION", c.action), cell("PRI", c.pri), cell("AGE", c.age), cell("TENANT", c.tenant),
		cell("TASK", c.task), cell("RISKS", c.risks), cell("FIND", c.finds), cell("STATE", c.state), cell(holder, c.holder),
	), " ")
}

// cell truncates or pads a plain string to exactly w cells.
func cell(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if ansi.StringWidth(s) > w {
		s = ansi.Truncate(s, w, "…")
	}
	return padRight(s, w)
}

// riskAbbrev are short risk badges for the table.
var riskAbbrev = map[review.RiskClass]string{
	review.RiskFinancialMove:          "money",
	review.RiskContractChange:         "contract",
	review.RiskExternalSend:           "send",
	review.RiskPrivilegedAccess:       "priv",
	review.RiskDeletionOrPublication:  "delete",
	review.RiskPersonalData:           "pii",
	review.RiskUnconfirmedToolFailure: "toolfail",
	review.RiskSourceConflict:         "conflict",
	review.RiskNewInstruction:         "instr",
	review.RiskMissingEvidence:        "noevid",
	review.RiskUnexpectedBehavior:     "odd",
}

func riskBadges(rs []review.RiskClass) string {
	out := make([]string, 0, len(rs))
	for _, r := range rs {
		if a, ok := riskAbbrev[r]; ok {
			out = append(out, a)
		} else {
			out = append(out, SanitizeLine(string(r)))
		}
	}
	return strings.Join(out, " ")
}

// age formats how long ago t was, in the largest whole unit.
func age(now, t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", max(int(d.Seconds()), 0))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	}
	return fmt.Sprintf("%dd", int(d.Hours()/24))
}

func (m *Model) holderText(it review.Item) string {
	switch it.State {
	case review.StateClaimed:
		if it.LeaseHolder == "" {
			return ""
		}
		who := SanitizeLine(it.LeaseHolder)
		if it.LeaseHolder == m.author {
			who = "you"
		}
		if it.LeaseExpires != nil {
			if !it.LeaseActive(m.now()) {
				return who + " (expired)"
			}
			return who + " until " + it.LeaseExpires.In(m.loc).Format("15:04")
		}
		return who
	case review.StateDecided:
		s := SanitizeLine(it.DecidedBy)
		if it.Decision != "" {
			s += " · " + string(it.Decision)
		}
		return s
	}
	return ""
}

// stateLabel is an item's state in at most 8 columns: dual-reviewed items
// waiting for a review say which ("pend 2/2"), and items awaiting a lead's
// adjudication say so ("to lead").
func stateLabel(it review.Item) string {
	switch {
	case it.State == review.StateAdjudication:
		return "to lead"
	case it.State == review.StatePending && it.ReviewsRequired == 2:
		return fmt.Sprintf("pend %d/2", it.ReviewsGiven+1)
	}
	return string(it.State)
}

func (m *Model) queueRow(c tableColumns, it review.Item, selected bool, width int) string {
	t := &m.theme
	action := string(it.Action)
	if it.Action == review.ActionBlock {
		action = "BLOCK"
	}
	findings := fmt.Sprint(it.FindingCount)
	if it.BlockingCount > 0 {
		findings = fmt.Sprintf("%d!", it.FindingCount)
	}
	holder := m.holderText(it)
	state := stateLabel(it)
	if c.narrow && it.State != review.StateClaimed {
		holder = strings.TrimSpace(state + " " + holder)
	}
	actionCell, risksCell, findCell, holderCell := cell(action, c.action), cell(riskBadges(it.Risks), c.risks), cell(findings, c.finds), cell(holder, c.holder)
	if !selected {
		actionCell = t.badgeStyle(string(it.Action)).Render(actionCell)
		risksCell = t.badgeStyle(string(it.Action)).UnsetBold().Render(risksCell)
		if it.BlockingCount > 0 {
			findCell = t.badgeStyle("block").Render(findCell)
		}
		if it.State == review.StateClaimed {
			holderCell = t.kinds[kWarn].UnsetBold().Render(holderCell)
		}
	}
	cols := c.row(actionCell, cell(fmt.Sprint(it.Priority), c.pri), cell(age(m.now(), it.CreatedAt), c.age),
		cell(SanitizeLine(it.Tenant), c.tenant), cell(SanitizeLine(it.TaskID), c.task), risksCell,
		findCell, cell(state, c.state), holderCell)
	if selected {
		return fit(t.selected.Render("▸ "+strings.Join(cols, " ")), width)
	}
	return fit("  "+strings.Join(cols, " "), width)
}

// fit pads or truncates a styled line to exactly width cells.
func fit(s string, width int) string {
	if ansi.StringWidth(s) > width {
		s = ansi.Truncate(s, width, "")
	}
	return padRight(s, width)
}
