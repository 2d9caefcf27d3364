package ui

import (
	"context"
	"errors"
	"strconv"
	"time"

	tea "charm.land/bubbletea/v2"

	"recap/queue"
	"recap/review"
)

// Messages the desk's commands answer with. Each names what it was for
// (event id, request generation, width) so Update can drop stale ones.
type (
	queueChangedMsg struct{}

	tickMsg time.Time

	queueLoadedMsg struct {
		gen   uint64
		items []review.Item
		err   error
	}

	countsLoadedMsg struct {
		counts queue.Counts
		err    error
	}

	// itemOpenedMsg answers an open request: the item claimed (or only
	// shown), its docs built and its panes laid out at the widths asked.
	itemOpenedMsg struct {
		gen     uint64
		id      string
		view    *queue.EventView
		docs    *eventDocs
		layouts map[layoutKey]*layout
		claimed bool
		note    string // what happened on the way, for the status bar
		empty   bool   // nothing left to open
		err     error
	}

	layoutDoneMsg struct {
		key layoutKey
		lay *layout
	}

	recheckMsg struct {
		gen  uint64
		id   string
		view *queue.EventView
		err  error
	}

	heartbeatMsg struct {
		gen  uint64
		id   string
		item review.Item
		err  error
	}

	decidedMsg struct {
		id  string
		d   review.Decision
		err error
		// after is the item's state once a review of a dual-reviewed item
		// is recorded: decided when the two agreed, adjudication when not.
		after review.ItemState
	}

	releasedMsg struct {
		id  string
		err error
	}
)

// layoutKey names one laid-out pane: an event, a pane, a width and the
// summary's presentation (markdown style or plain).
type layoutKey struct {
	id      string
	pane    paneID
	width   int
	variant string
}

// layoutCache keeps recent layouts so returning to an item, a width or a
// mode is instant. It is touched only on the UI goroutine.
type layoutCache struct {
	max   int
	order []layoutKey
	byKey map[layoutKey]*layout
}

func newLayoutCache(n int) *layoutCache {
	return &layoutCache{max: n, byKey: map[layoutKey]*layout{}}
}

func (c *layoutCache) get(k layoutKey) *layout { return c.byKey[k] }

func (c *layoutCache) put(k layoutKey, l *layout) {
	if _, ok := c.byKey[k]; ok {
		c.byKey[k] = l
		return
	}
	c.byKey[k] = l
	c.order = append(c.order, k)
	for len(c.order) > c.max {
		delete(c.byKey, c.order[0])
		c.order = c.order[1:]
	}
}

// openMode says how an item is opened.
type openMode int

const (
	openClaim openMode = iota // claim the named item, then show it
	openNext                  // claim the next item under the queue's filter
	openLook                  // show without claiming (decided or passed items)
	openUndo                  // reverse the last decision, then reclaim its item
	openSkip                  // release the current item, then claim the next
)

// openRequest is everything an open command needs, copied out of the
// model so the command never touches model state.
type openRequest struct {
	gen      uint64
	mode     openMode
	id       string
	release  string // an item to release first ("" for none)
	filter   queue.Filter
	order    func([]review.Item)
	exclude  map[string]bool
	widths   [numPanes]int
	variant  string
	md       *markdownRenderer
	markdown bool
	undo     *review.Decision
}

func (m *Model) call() (context.Context, context.CancelFunc) {
	return context.WithTimeout(m.ctx, deskTimeout)
}

func (m *Model) loadQueueCmd() tea.Cmd {
	m.queue.gen++
	gen := m.queue.gen
	f := m.queue.filter()
	desk := m.desk
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		items, err := desk.List(ctx, f)
		return queueLoadedMsg{gen: gen, items: items, err: err}
	}
}

func (m *Model) loadCountsCmd() tea.Cmd {
	desk, author := m.desk, m.author
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		c, err := desk.Counts(ctx, author)
		return countsLoadedMsg{counts: c, err: err}
	}
}

// maxNextAttempts bounds how many items opening "next" tries to claim
// when other reviewers take them first.
const maxNextAttempts = 8

// openCmd claims (or shows) an item, builds its docs and lays out its
// panes, all off the UI goroutine.
func (m *Model) openCmd(req openRequest) tea.Cmd {
	desk, author, overridden := m.desk, m.author, m.authorOverride
	ctx, cancel := context.WithTimeout(m.ctx, deskTimeout)
	return func() tea.Msg {
		defer cancel()
		msg := itemOpenedMsg{gen: req.gen, id: req.id}
		if req.release != "" {
			if err := desk.Release(ctx, author, req.release); err != nil && review.ErrorCode(err) != review.ENOTFOUND {
				msg.note = "could not release " + SanitizeLine(req.release) + ": " + review.ErrorMessage(err)
			}
		}
		switch req.mode {
		case openUndo:
			d, err := desk.Undo(ctx, author, overridden, req.id, undoWindow)
			if err != nil {
				msg.err = err
				return msg
			}
			msg.note = "reversed your " + string(req.undo.Kind) + " of " + SanitizeLine(req.id) + " (ledger #" + strconv.FormatInt(d.Seq, 10) + ")"
			if _, err := desk.Claim(ctx, author, req.id); err != nil {
				msg.note += "; " + review.ErrorMessage(err)
				msg.view, msg.err = showOnly(ctx, desk, author, req.id)
				break
			}
			msg.claimed = true
			msg.view, msg.err = showOnly(ctx, desk, author, req.id)
		case openClaim:
			if _, err := desk.Claim(ctx, author, req.id); err != nil {
				msg.err = err
				return msg
			}
			msg.claimed = true
			msg.view, msg.err = showOnly(ctx, desk, author, req.id)
		case openLook:
			msg.view, msg.err = showOnly(ctx, desk, author, req.id)
		case openNext, openSkip:
			id, err := claimNext(ctx, desk, author, req)
			if err != nil {
				if review.ErrorCode(err) == review.ENOTFOUND {
					msg.empty = true
					return msg
				}
				msg.err = err
				return msg
			}
			msg.id = id
			msg.claimed = true
			msg.view, msg.err = showOnly(ctx, desk, author, id)
		}
		if msg.err != nil || msg.view == nil {
			return msg
		}
		msg.id = msg.view.Item.EventID
		if msg.id == "" && msg.view.Event != nil {
			msg.id = msg.view.Event.ID
		}
		msg.docs = buildEventDocs(msg.view.Raw, msg.view.Event)
		msg.layouts = map[layoutKey]*layout{}
		for p := range numPanes {
			var md *markdownRenderer
			variant := ""
			if paneID(p) == paneSummary && req.markdown && msg.docs.summaryMarkdown {
				md, variant = req.md, req.variant
			}
			k := layoutKey{id: msg.id, pane: paneID(p), width: req.widths[p], variant: variant}
			msg.layouts[k] = layoutDoc(msg.docs.panes[p], req.widths[p], md)
		}
		return msg
	}
}

func showOnly(ctx context.Context, desk Desk, viewer, id string) (*queue.EventView, error) {
	v, err := desk.Show(ctx, viewer, id)
	if err != nil {
		return nil, err
	}
	if v == nil || v.Event == nil {
		return nil, review.Errorf(review.EINTERNAL, "event %s could not be read from the queue", SanitizeLine(id))
	}
	return v, nil
}

// claimNext claims the first pending item in the reviewer's queue order
// (their filter and sort), skipping items they skipped this session. When
// none is left it asks the queue for its own next item, which may be one
// they skipped earlier.
func claimNext(ctx context.Context, desk Desk, author string, req openRequest) (string, error) {
	f := req.filter
	f.States = []review.ItemState{review.StatePending}
	items, err := desk.List(ctx, f)
	if err != nil {
		return "", err
	}
	if req.order != nil {
		req.order(items)
	}
	tries := 0
	for _, it := range items {
		if req.exclude[it.EventID] {
			continue
		}
		if tries >= maxNextAttempts {
			break
		}
		tries++
		if _, err := desk.Claim(ctx, author, it.EventID); err == nil {
			return it.EventID, nil
		} else if c := review.ErrorCode(err); c != review.ECONFLICT && c != review.ELEASE && c != review.ENOTFOUND {
			return "", err
		}
	}
	it, err := desk.Claim(ctx, author, "")
	if err != nil {
		return "", err
	}
	if it.EventID == "" {
		return "", review.Errorf(review.ENOTFOUND, "the queue is empty")
	}
	return it.EventID, nil
}

func (m *Model) layoutCmd(k layoutKey, d *doc, md *markdownRenderer) tea.Cmd {
	return func() tea.Msg {
		return layoutDoneMsg{key: k, lay: layoutDoc(d, k.width, md)}
	}
}

func (m *Model) recheckCmd() tea.Cmd {
	it := m.cur
	if it == nil {
		return nil
	}
	gen, id, desk, viewer := m.openGen, it.id, m.desk, m.author
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		v, err := desk.Show(ctx, viewer, id)
		return recheckMsg{gen: gen, id: id, view: v, err: err}
	}
}

func (m *Model) heartbeatCmd() tea.Cmd {
	it := m.cur
	if it == nil || !it.claimed {
		return nil
	}
	gen, id, desk, author := m.openGen, it.id, m.desk, m.author
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		item, err := desk.Heartbeat(ctx, author, id)
		return heartbeatMsg{gen: gen, id: id, item: item, err: err}
	}
}

func (m *Model) decideCmd(d review.Decision) tea.Cmd {
	desk, author := m.desk, m.author
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		got, err := desk.Decide(ctx, d)
		msg := decidedMsg{id: d.EventID, d: got, err: err}
		if err == nil && got.Role == review.RoleSecond {
			if v, err := desk.Show(ctx, author, d.EventID); err == nil {
				msg.after = v.Item.State
			}
		}
		return msg
	}
}

func (m *Model) releaseCmd(id string) tea.Cmd {
	desk, author := m.desk, m.author
	ctx, cancel := m.call()
	return func() tea.Msg {
		defer cancel()
		return releasedMsg{id: id, err: desk.Release(ctx, author, id)}
	}
}

// quitCmd gives back a held lease before quitting, so the item does not
// sit locked until its lease runs out.
func (m *Model) quitCmd() tea.Cmd {
	if m.cur != nil && m.cur.recording {
		return m.leaveAfterDecision(leaveDesk)
	}
	if m.cur == nil || !m.cur.claimed || m.cur.readOnly != "" {
		return tea.Quit
	}
	desk, author, id := m.desk, m.author, m.cur.id
	ctx, cancel := context.WithTimeout(context.WithoutCancel(m.ctx), 3*time.Second)
	return func() tea.Msg {
		defer cancel()
		_ = desk.Release(ctx, author, id) // best effort: the lease expires anyway
		return tea.QuitMsg{}
	}
}

func (m *Model) tickCmd() tea.Cmd {
	return m.after(time.Second, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// errText is how a desk error reads in the status bar.
func errText(err error) string {
	if err == nil {
		return ""
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "the queue did not answer in time; try again (ctrl+r refreshes)"
	}
	return review.ErrorMessage(err)
}
