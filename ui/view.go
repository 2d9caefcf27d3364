package ui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// View draws the current screen. It only composes what Update and the
// commands prepared: panes draw the lines in view from their layouts.
func (m *Model) View() tea.View {
	v := tea.NewView(m.frame())
	v.AltScreen = true
	return v
}

// frame is the screen as text, exactly width×height cells.
func (m *Model) frame() string {
	var lines []string
	switch {
	case m.screen == screenLeads:
		lines = m.drawLeads()
	case m.screen == screenEditor && m.rec != nil:
		lines = m.drawEditor()
	case m.screen == screenReconstruct && m.rec != nil:
		lines = m.drawReconstruct()
	case m.screen == screenReview && m.cur != nil:
		lines = m.drawReview()
	case m.screen == screenReview:
		lines = m.drawOpening()
	default:
		lines = m.drawQueue()
	}
	if len(lines) > m.height {
		lines = lines[:m.height]
	}
	for len(lines) < m.height {
		lines = append(lines, strings.Repeat(" ", m.width))
	}
	return strings.Join(lines, "\n")
}

// drawOpening is shown between a decision and the next item's arrival.
func (m *Model) drawOpening() []string {
	t := &m.theme
	lines := []string{fit(t.header.Render("recap · review desk"), m.width)}
	for len(lines) < m.height-2 {
		lines = append(lines, strings.Repeat(" ", m.width))
	}
	lines[m.height/2-1] = fit(t.kinds[kDim].Render("  opening the next item…"), m.width)
	return append(lines, m.statusLine(m.width), m.helpLine(m.width))
}

// statusLine shows the message of the moment on the left and the lease
// and the author on the right.
func (m *Model) statusLine(width int) string {
	t := &m.theme
	right := m.statusRight()
	rw := ansi.StringWidth(right)
	// Messages quote the queue's errors, which may carry event text.
	msg := SanitizeLine(m.status)
	var st = t.statusInfo
	switch m.statusKind {
	case statusWarn:
		st = t.statusWarn
	case statusError:
		st = t.statusError
	}
	avail := max(width-rw-1, 0)
	if ansi.StringWidth(msg) > avail {
		msg = ansi.Truncate(msg, avail, "…")
	}
	left := st.Render(msg)
	gap := max(width-ansi.StringWidth(msg)-rw, 0)
	return fit(left+strings.Repeat(" ", gap)+t.status.Render(right), width)
}

func (m *Model) statusRight() string {
	var parts []string
	if it := m.cur; it != nil && m.screen != screenQueue {
		switch {
		case it.claimed && !it.leaseExpires.IsZero():
			left := it.leaseExpires.Sub(m.now())
			if left < 0 {
				left = 0
			}
			parts = append(parts, fmt.Sprintf("lease %d:%02d", int(left.Minutes()), int(left.Seconds())%60))
		case it.readOnly != "":
			parts = append(parts, "read-only")
		}
	}
	if m.last != nil {
		if left := undoWindow - m.now().Sub(m.last.at); left > 0 {
			parts = append(parts, fmt.Sprintf("undo %ds", int(left.Seconds())))
		}
	}
	author := m.author
	if author == "" {
		author = "no author"
	}
	parts = append(parts, SanitizeLine(author))
	return strings.Join(parts, " · ")
}

// helpLine is the short help of the current modality.
func (m *Model) helpLine(width int) string {
	m.help.SetWidth(width)
	m.help.ShowAll = false
	return fit(m.help.View(m.helpKeys()), width)
}

// drawHelpBox is the full help of the current modality, generated from
// the live key map. Groups of keys that do not fit side by side wrap onto
// further rows rather than being cut off.
func (m *Model) drawHelpBox(width, height int) []string {
	t := &m.theme
	m.help.SetWidth(0)
	groups := m.helpKeys().FullHelp()
	const gap = 4
	var rows [][][]key.Binding
	used := 0
	for _, g := range groups {
		w := 0
		for _, l := range strings.Split(m.help.FullHelpView([][]key.Binding{g}), "\n") {
			w = max(w, ansi.StringWidth(l))
		}
		if len(rows) == 0 || used+gap+w > width-2 {
			rows = append(rows, nil)
			used = -gap
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], g)
		used += gap + w
	}
	lines := []string{fit(t.header.Render(" Keys")+t.kinds[kDim].Render("  (? or esc closes)"), width), spaces(width)}
	for i, row := range rows {
		if i > 0 {
			lines = append(lines, spaces(width))
		}
		for _, l := range strings.Split(m.help.FullHelpView(row), "\n") {
			lines = append(lines, fit(" "+l, width))
		}
	}
	m.help.SetWidth(width)
	for len(lines) < height {
		lines = append(lines, spaces(width))
	}
	return lines[:height]
}
