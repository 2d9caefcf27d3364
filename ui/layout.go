package ui

// rect is a region of the screen, in cells.
type rect struct{ x, y, w, h int }

// sideBySideMinWidth is the narrowest terminal that shows the three review
// panes side by side; below it the panes become tabs.
const sideBySideMinWidth = 120

// reviewRects is where the review screen draws. Side by side (≥ 120
// columns):
//
//	header ─────────────────────────────────────────────────
//	╭ Original ──────╮╭ Summary ───────╮╭ Source of truth ─╮
//	│                ││                ││                  │
//	╰────────────────╯╰────────────────╯╰──────────────────╯
//	╭ Findings ──────────────────────────────────────────────╮
//	│ list                     │                             │
//	│ detail of the selected finding                         │
//	╰────────────────────────────────────────────────────────╯
//	status
//	help
//
// Tabbed (< 120 columns): a tab row replaces the three titles and one
// pane takes the full width; the rest is the same. All three pane
// rectangles are then equal.
type reviewRects struct {
	header   rect
	tabs     rect // zero height when side by side
	panes    [numPanes]rect
	tabbed   bool
	findings rect
	status   rect
	help     rect
}

// findingRows is how many findings the list shows at once at height h.
func findingRows(h, n int) int {
	return min(max(n, 1), max(h/8, 2))
}

// findingDetailRows is how many lines describe the selected finding.
func findingDetailRows(h int) int {
	if h >= 36 {
		return 5
	}
	if h >= 30 {
		return 4
	}
	return 2
}

// layoutReview lays out the review screen for a w×h terminal with n
// findings. Every rectangle lies inside the screen, and the panes always
// keep at least three content lines.
func layoutReview(w, h, n int) reviewRects {
	var r reviewRects
	y := 0
	r.header = rect{0, y, w, 1}
	y++
	r.help = rect{0, h - 1, w, 1}
	r.status = rect{0, h - 2, w, 1}
	bottom := h - 2
	fh := findingRows(h, n) + findingDetailRows(h) + 2
	r.tabbed = w < sideBySideMinWidth
	if r.tabbed {
		r.tabs = rect{0, y, w, 1}
		y++
	}
	paneH := bottom - y - fh
	if paneH < 5 {
		// A short terminal keeps the panes usable and squeezes findings.
		fh = max(bottom-y-5, 3)
		paneH = bottom - y - fh
	}
	r.findings = rect{0, y + paneH, w, fh}
	if r.tabbed {
		for i := range r.panes {
			r.panes[i] = rect{0, y, w, paneH}
		}
		return r
	}
	third := w / 3
	x := 0
	for i := range r.panes {
		pw := third
		if i == int(numPanes)-1 {
			pw = w - x
		}
		r.panes[i] = rect{x, y, pw, paneH}
		x += pw
	}
	return r
}

// paneContentWidth is the text width inside a pane box of width w.
func paneContentWidth(w int) int { return max(w-2, 1) }

// queueRects is where the queue screen draws:
//
//	header: title and counts
//	filters
//	table header
//	table rows …
//	status
//	help
type queueRects struct {
	header, filters, table, status, help rect
}

func layoutQueue(w, h int) queueRects {
	return queueRects{
		header:  rect{0, 0, w, 1},
		filters: rect{0, 1, w, 1},
		table:   rect{0, 2, w, max(h-4, 1)},
		status:  rect{0, h - 2, w, 1},
		help:    rect{0, h - 1, w, 1},
	}
}
