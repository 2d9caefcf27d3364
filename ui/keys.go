package ui

import (
	"charm.land/bubbles/v2/key"
)

// keyMap is every key the desk answers to. Keys are routed by modality
// (see Model.handleKey): quit first, then an open dialog or text input,
// then the screen and its focused pane, with global keys as the fallback.
// Help is generated from these bindings, relabelled for the current focus.
type keyMap struct {
	Quit key.Binding
	Help key.Binding

	// Moving around lists and panes.
	Up, Down, PageUp, PageDown, Top, Bottom key.Binding

	// Queue screen.
	Open, Search, Refresh, StateFilter, RiskFilter, TenantFilter, Sort, SortReverse, ClearFilters key.Binding

	// Review screen.
	NextPane, PrevPane, Pane1, Pane2, Pane3 key.Binding
	NextFinding, PrevFinding                key.Binding
	NextMatch, PrevMatch, ToggleMarkdown    key.Binding
	Approve, Reject, Reconstruct, Skip      key.Binding
	Mark, Undo, Back                        key.Binding

	// Leads screen, opened with Leads from the queue or a review.
	Leads, LeadsBack, LeadsWindow, LeadsReload, LeadsEdit, Yes, No key.Binding

	// Dialogs and editors.
	Confirm, Cancel, NextReason, PrevReason, EditAgain, Save key.Binding
}

func newKeyMap() keyMap {
	b := func(keys []string, k, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(k, desc))
	}
	return keyMap{
		Quit: b([]string{"ctrl+c"}, "ctrl+c", "quit"),
		Help: b([]string{"?"}, "?", "help"),

		Up:       b([]string{"k", "up"}, "↑/k", "up"),
		Down:     b([]string{"j", "down"}, "↓/j", "down"),
		PageUp:   b([]string{"pgup", "ctrl+u"}, "pgup", "page up"),
		PageDown: b([]string{"pgdown", "ctrl+d"}, "pgdn", "page down"),
		Top:      b([]string{"g", "home"}, "g", "top"),
		Bottom:   b([]string{"G", "end"}, "G", "bottom"),

		Open:         b([]string{"enter"}, "enter", "claim and open"),
		Search:       b([]string{"/"}, "/", "search"),
		Refresh:      b([]string{"ctrl+r"}, "ctrl+r", "refresh"),
		StateFilter:  b([]string{"s"}, "s", "filter state"),
		RiskFilter:   b([]string{"r"}, "r", "filter risk"),
		TenantFilter: b([]string{"t"}, "t", "filter tenant"),
		Sort:         b([]string{"o"}, "o", "sort by"),
		SortReverse:  b([]string{"O"}, "O", "reverse sort"),
		ClearFilters: b([]string{"esc"}, "esc", "clear filters"),

		NextPane:       b([]string{"tab"}, "tab", "next pane"),
		PrevPane:       b([]string{"shift+tab"}, "shift+tab", "previous pane"),
		Pane1:          b([]string{"1"}, "1", "Original"),
		Pane2:          b([]string{"2"}, "2", "Summary"),
		Pane3:          b([]string{"3"}, "3", "Source of truth"),
		NextFinding:    b([]string{"n"}, "n", "next finding"),
		PrevFinding:    b([]string{"p"}, "p", "previous finding"),
		NextMatch:      b([]string{"]"}, "]", "next match"),
		PrevMatch:      b([]string{"["}, "[", "previous match"),
		ToggleMarkdown: b([]string{"m"}, "m", "markdown/source"),
		Approve:        b([]string{"a"}, "a", "approve"),
		Reject:         b([]string{"x"}, "x", "reject"),
		Reconstruct:    b([]string{"c"}, "c", "reconstruct"),
		Skip:           b([]string{"space"}, "space", "skip"),
		Mark:           b([]string{"f"}, "f", "mark finding true/false"),
		Undo:           b([]string{"u"}, "u", "undo decision"),
		Back:           b([]string{"esc", "q"}, "esc/q", "back to queue"),

		Leads:       b([]string{"L"}, "L", "leads"),
		LeadsBack:   b([]string{"esc", "q", "L"}, "esc/q", "back"),
		LeadsWindow: b([]string{"w"}, "w", "window 7d/30d/90d"),
		LeadsReload: b([]string{"r", "ctrl+r"}, "r", "reload"),
		LeadsEdit:   b([]string{"e"}, "e", "change the selected rate"),
		Yes:         b([]string{"y"}, "y", "apply"),
		No:          b([]string{"n", "esc"}, "n/esc", "cancel"),

		Confirm:    b([]string{"enter"}, "enter", "confirm"),
		Cancel:     b([]string{"esc"}, "esc", "cancel"),
		NextReason: b([]string{"down", "ctrl+n"}, "↓", "next quick reason"),
		PrevReason: b([]string{"up", "ctrl+p"}, "↑", "previous quick reason"),
		EditAgain:  b([]string{"ctrl+e"}, "ctrl+e", "edit again"),
		Save:       b([]string{"ctrl+s"}, "ctrl+s", "done editing"),
	}
}

// helpKeys is the key map of one modality, as help.KeyMap wants it.
type helpKeys struct {
	short []key.Binding
	full  [][]key.Binding
}

func (h helpKeys) ShortHelp() []key.Binding  { return h.short }
func (h helpKeys) FullHelp() [][]key.Binding { return h.full }

// relabel returns b with its help description replaced.
func relabel(b key.Binding, desc string) key.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}

// help returns the bindings live in the model's current modality, with
// descriptions naming what they act on (the focused pane, the selected
// finding).
func (m *Model) helpKeys() helpKeys {
	k := m.keys
	quitQ := key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
	switch {
	case m.dialog != dialogNone:
		switch m.dialog {
		case dialogReject:
			return helpKeys{
				short: []key.Binding{relabel(k.Confirm, "reject"), k.NextReason, k.Cancel},
				full:  [][]key.Binding{{relabel(k.Confirm, "reject with this reason"), k.NextReason, k.PrevReason, k.Cancel}},
			}
		case dialogOverride:
			return helpKeys{
				short: []key.Binding{relabel(k.Confirm, "approve over blocking findings"), k.Cancel},
				full:  [][]key.Binding{{relabel(k.Confirm, "approve over blocking findings"), k.Cancel}},
			}
		case dialogSamplingValue:
			return helpKeys{
				short: []key.Binding{relabel(k.Confirm, "next: the reason"), k.Cancel},
				full:  [][]key.Binding{{relabel(k.Confirm, "next: the reason"), relabel(k.Cancel, "cancel: nothing changes")}},
			}
		case dialogSamplingReason:
			return helpKeys{
				short: []key.Binding{relabel(k.Confirm, "review the change"), k.Cancel},
				full:  [][]key.Binding{{relabel(k.Confirm, "review the change"), relabel(k.Cancel, "cancel: nothing changes")}},
			}
		case dialogSamplingConfirm:
			apply := relabel(k.Yes, "apply the change")
			return helpKeys{
				short: []key.Binding{apply, k.No},
				full:  [][]key.Binding{{apply, relabel(k.No, "cancel: nothing changes")}},
			}
		case dialogQueueSearch, dialogPaneSearch:
			return helpKeys{
				short: []key.Binding{relabel(k.Confirm, "search"), relabel(k.Cancel, "clear search")},
				full:  [][]key.Binding{{relabel(k.Confirm, "search"), relabel(k.Cancel, "clear search")}},
			}
		}
	case m.screen == screenEditor:
		return helpKeys{
			short: []key.Binding{k.Save, k.Cancel},
			full:  [][]key.Binding{{k.Save, relabel(k.Cancel, "abandon the reconstruction")}},
		}
	case m.screen == screenReconstruct:
		// Letters type the reason here, so only arrows and page keys scroll.
		confirm := relabel(k.Confirm, "record the reconstruction")
		scroll := key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "scroll"))
		page := key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", "page"))
		return helpKeys{
			short: []key.Binding{confirm, k.EditAgain, k.Cancel, scroll},
			full:  [][]key.Binding{{confirm, k.EditAgain, relabel(k.Cancel, "abandon the reconstruction")}, {scroll, page}},
		}
	case m.screen == screenLeads:
		return m.leadsHelpKeys()
	case m.screen == screenReview && m.cur == nil:
		// Between a decision and the next item only leaving does anything.
		back := relabel(k.Back, "back to the queue")
		return helpKeys{short: []key.Binding{back, k.Quit}, full: [][]key.Binding{{back, k.Quit}}}
	case m.screen == screenReview:
		leadsScreen := relabel(k.Leads, "leads: sampling, signals, rates")
		focus := paneTitles[m.focus]
		scrollUp, scrollDown := relabel(k.Up, "scroll "+focus+" up"), relabel(k.Down, "scroll "+focus+" down")
		search := relabel(k.Search, "search "+focus)
		mark := k.Mark
		if it := m.cur; it != nil && it.selected >= 0 {
			mark = relabel(k.Mark, "mark "+it.view.Routing.Findings[it.selected].ID+" true/false positive")
		}
		short := []key.Binding{k.Approve, k.Reject, k.Reconstruct, k.Skip, k.NextFinding, k.NextPane, k.Help}
		full := [][]key.Binding{
			{k.Approve, k.Reject, k.Reconstruct, k.Skip, mark, k.Undo},
			{k.NextFinding, k.PrevFinding, k.NextPane, k.PrevPane, k.Pane1, k.Pane2, k.Pane3},
			{scrollUp, scrollDown, k.PageUp, k.PageDown, k.Top, k.Bottom},
			{search, k.NextMatch, k.PrevMatch, k.ToggleMarkdown, k.Back, leadsScreen, k.Quit, k.Help},
		}
		return helpKeys{short: short, full: full}
	}
	short := []key.Binding{k.Open, k.Search, k.StateFilter, k.RiskFilter, k.Sort, k.Leads, quitQ, k.Help}
	full := [][]key.Binding{
		{k.Open, k.Up, k.Down, k.PageUp, k.PageDown, k.Top, k.Bottom},
		{k.Search, k.StateFilter, k.RiskFilter, k.TenantFilter, k.ClearFilters},
		{k.Sort, k.SortReverse, k.Refresh, k.Undo, relabel(k.Leads, "leads: sampling, signals, rates"), quitQ, k.Help},
	}
	return helpKeys{short: short, full: full}
}

// leadsHelpKeys are the Leads screen's keys. Changing a rate is offered
// to leads only; others see why in the note under the header.
func (m *Model) leadsHelpKeys() helpKeys {
	k := m.keys
	back := relabel(k.LeadsBack, "back to the queue")
	if m.leads.from != screenQueue {
		back = relabel(k.LeadsBack, "back to the review")
	}
	if m.leadsSrc == nil {
		return helpKeys{short: []key.Binding{back, k.Help}, full: [][]key.Binding{{back, k.Quit, k.Help}}}
	}
	selectRow := key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "select"))
	short := []key.Binding{selectRow, relabel(k.LeadsWindow, "7d/30d/90d"), k.LeadsReload, relabel(back, "back"), k.Help}
	if m.leads.isLead {
		short = append([]key.Binding{relabel(k.LeadsEdit, "change rate")}, short...)
	}
	full := [][]key.Binding{
		{relabel(k.Up, "select the class above"), relabel(k.Down, "select the class below"), k.Top, k.Bottom},
		{relabel(k.LeadsEdit, "change the selected rate (leads only)"), k.LeadsWindow, k.LeadsReload},
		{back, k.Quit, k.Help},
	}
	return helpKeys{short: short, full: full}
}
