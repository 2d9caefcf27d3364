package ui

import (
	"sort"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// pane is one scrollable review pane. It holds a laid-out doc and draws
// only the lines in view, so its cost per frame does not depend on the
// size of the document.
type pane struct {
	doc    *doc
	lay    *layout
	offset int // first line in view
	height int // lines in view, set by the last draw

	hl      []hlRange // evidence of the selected finding
	query   string    // search within the pane
	matches []int     // lines holding a match, ascending
}

// setLayout swaps in a layout (a new width or mode), keeping the reader's
// place by paragraph.
func (p *pane) setLayout(l *layout) {
	if p.lay != nil && p.offset < len(p.lay.lines) && l != nil && len(l.lines) > 0 {
		para := p.lay.lines[p.offset].para
		p.offset = int(l.paraFirst[para])
	}
	p.lay = l
	p.refreshMatches()
	p.clamp()
}

func (p *pane) lines() int {
	if p.lay == nil {
		return 0
	}
	return len(p.lay.lines)
}

func (p *pane) clamp() {
	maxOff := max(p.lines()-max(p.height, 1), 0)
	p.offset = min(max(p.offset, 0), maxOff)
}

func (p *pane) scroll(n int) { p.offset += n; p.clamp() }
func (p *pane) top()         { p.offset = 0 }
func (p *pane) bottom()      { p.offset = p.lines(); p.clamp() }

// scrollTo puts line ln a third of the way down the view, so the context
// before the evidence shows too.
func (p *pane) scrollTo(ln int) {
	p.offset = ln - max(p.height, 3)/3
	p.clamp()
}

// scrollToHighlight scrolls to the first evidence span in the pane.
func (p *pane) scrollToHighlight() bool {
	if p.lay == nil || len(p.hl) == 0 {
		return false
	}
	best := -1
	for _, h := range p.hl {
		if ln := p.lay.locate(p.doc, h.ref, h.start); ln >= 0 && (best < 0 || ln < best) {
			best = ln
		}
	}
	if best < 0 {
		return false
	}
	p.scrollTo(best)
	return true
}

// setQuery searches the pane for q (case-insensitive) and jumps to the
// first match at or after the top of the view.
func (p *pane) setQuery(q string) bool {
	p.query = q
	p.refreshMatches()
	return p.nextMatch(0)
}

func (p *pane) refreshMatches() {
	p.matches = p.matches[:0]
	if p.query == "" || p.lay == nil {
		return
	}
	for i := range p.lay.lines {
		if containsFold(plainLine(p.doc, &p.lay.lines[i]), p.query) {
			p.matches = append(p.matches, i)
		}
	}
}

// containsFold reports whether hay contains needle, ignoring case. ASCII
// needles, the usual case, are matched without allocating, which keeps a
// search of a 1 MB pane within a frame.
func containsFold(hay, needle string) bool {
	if needle == "" {
		return true
	}
	for i := 0; i < len(needle); i++ {
		if needle[i] >= 0x80 {
			return strings.Contains(strings.ToLower(hay), strings.ToLower(needle))
		}
	}
	first := lowerASCII(needle[0])
	upper := first
	if first >= 'a' && first <= 'z' {
		upper = first - 'a' + 'A'
	}
	for i := 0; i+len(needle) <= len(hay); i++ {
		c := hay[i]
		if c != first && c != upper {
			// Jump to the next byte that could start a match.
			j := strings.IndexByte(hay[i+1:], first)
			if upper != first {
				if k := strings.IndexByte(hay[i+1:], upper); k >= 0 && (j < 0 || k < j) {
					j = k
				}
			}
			if j < 0 {
				return false
			}
			i += j
			continue
		}
		k := 1
		for k < len(needle) && lowerASCII(hay[i+k]) == lowerASCII(needle[k]) {
			k++
		}
		if k == len(needle) {
			return true
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// nextMatch moves to the next (dir 1), previous (dir -1) or first visible
// (dir 0) match, wrapping around.
func (p *pane) nextMatch(dir int) bool {
	if len(p.matches) == 0 {
		return false
	}
	var target int
	switch dir {
	case 0:
		i := sort.SearchInts(p.matches, p.offset)
		target = p.matches[i%len(p.matches)]
	case 1:
		cur := p.offset + max(p.height, 3)/3
		i := sort.SearchInts(p.matches, cur+1)
		target = p.matches[i%len(p.matches)]
	default:
		cur := p.offset + max(p.height, 3)/3
		i := sort.SearchInts(p.matches, cur) - 1
		if i < 0 {
			i = len(p.matches) - 1
		}
		target = p.matches[i]
	}
	p.scrollTo(target)
	return true
}

// plainLine is the text of a laid-out line as drawn, without styles.
func plainLine(d *doc, ln *line) string {
	if ln.styled != "" {
		return ansi.Strip(ln.styled)
	}
	if len(ln.segs) == 1 && ln.indent == 0 {
		return ln.segs[0].text
	}
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", int(ln.indent)))
	for _, s := range ln.segs {
		b.WriteString(s.text)
	}
	return b.String()
}

// drawLines renders the lines in view, each exactly width cells wide.
func (p *pane) drawLines(t *theme, width, height int) []string {
	p.height = height
	p.clamp()
	out := make([]string, 0, height)
	if p.lay == nil {
		out = append(out, padRight(t.kinds[kDim].Render("rendering…"), width))
	} else {
		end := min(p.offset+height, len(p.lay.lines))
		for i := p.offset; i < end; i++ {
			out = append(out, p.drawLine(t, i, width))
		}
	}
	for len(out) < height {
		out = append(out, spaces(width))
	}
	return out
}

// drawLine draws line i exactly width cells wide.
func (p *pane) drawLine(t *theme, i, width int) string {
	ln := &p.lay.lines[i]
	var b strings.Builder
	if ln.styled != "" {
		b.WriteString(ln.styled)
	} else {
		b.Grow(int(ln.width) + 16*len(ln.segs))
		if ln.indent > 0 {
			b.WriteString(spaces(int(ln.indent)))
		}
		para := &p.doc.paras[ln.para]
		for _, s := range ln.segs {
			k := para.spans[s.span].kind
			if s.escaped {
				k = kEscaped
			}
			t.fast[k].write(&b, s.text)
		}
	}
	base := b.String()
	for _, r := range p.highlightCells(i) {
		base = overlay(base, r.from, r.to, t.highlight.Render)
	}
	if p.query != "" {
		for _, r := range matchCells(plainLine(p.doc, ln), p.query) {
			base = overlay(base, r.from, r.to, t.match.Render)
		}
	}
	if int(ln.width) > width {
		return padRight(ansi.Truncate(base, width, ""), width)
	}
	return base + spaces(width-int(ln.width))
}

// spaces returns n spaces, without allocating for common widths.
func spaces(n int) string {
	const blank = "                                                                                                                                                                                                                                                                "
	if n <= 0 {
		return ""
	}
	if n <= len(blank) {
		return blank[:n]
	}
	return strings.Repeat(" ", n)
}

// highlightCells returns the cells of line i covered by evidence.
func (p *pane) highlightCells(i int) []cellRange {
	if len(p.hl) == 0 {
		return nil
	}
	ln := &p.lay.lines[i]
	var out []cellRange
	for _, h := range p.hl {
		if h.ref.para != int(ln.para) {
			continue
		}
		if a := p.lay.md[h.ref.para]; a != nil {
			first := int(p.lay.paraFirst[h.ref.para])
			for _, r := range a.cells(h.start, h.end) {
				if first+r.line == i {
					out = append(out, cellRange{line: i, from: r.from, to: r.to})
				}
			}
			continue
		}
		col := int(ln.indent)
		para := &p.doc.paras[ln.para]
		for _, s := range ln.segs {
			w := int(s.width)
			if int(s.span) == h.ref.span && int(s.end) > h.start && int(s.start) < h.end {
				from, to := segCells(para.spans[s.span], s, col, h.start, h.end)
				if to > from {
					out = append(out, cellRange{line: i, from: from, to: to})
				}
			}
			col += w
		}
	}
	return out
}

// segCells returns the cells of seg s (starting at column col) drawn from
// source bytes [from, to) of its span.
func segCells(sp span, s seg, col, from, to int) (int, int) {
	if from <= int(s.start) && to >= int(s.end) {
		return col, col + ansi.StringWidth(s.text)
	}
	c0, c1 := -1, -1
	c := col
	for i := int(s.start); i < int(s.end); {
		u := nextUnit(sp.text, i)
		_, w, _ := displayUnit(u, sp.quoted, c)
		if i >= from && i < to {
			if c0 < 0 {
				c0 = c
			}
			c1 = c + w
		}
		c += w
		i += u.n
	}
	if c0 < 0 {
		return 0, 0
	}
	return c0, c1
}

// matchCells finds q in the plain text of a line, case-insensitively, and
// returns the cells of each match.
func matchCells(plain, q string) []cellRange {
	if q == "" {
		return nil
	}
	hay, needle := strings.ToLower(plain), strings.ToLower(q)
	if len(hay) != len(plain) {
		// Lowercasing changed byte lengths; match exactly instead so
		// offsets stay true.
		hay, needle = plain, q
	}
	var out []cellRange
	for off := 0; ; {
		i := strings.Index(hay[off:], needle)
		if i < 0 || len(needle) == 0 {
			break
		}
		s := off + i
		e := s + len(needle)
		from := ansi.StringWidth(plain[:s])
		out = append(out, cellRange{from: from, to: from + ansi.StringWidth(plain[s:e])})
		off = e
	}
	return out
}

// overlay redraws cells [from, to) of the styled line s with style,
// leaving the styles around it intact.
func overlay(s string, from, to int, style func(...string) string) string {
	if to <= from {
		return s
	}
	left := ansi.Truncate(s, from, "")
	mid := ansi.Strip(ansi.Cut(s, from, to))
	right := ansi.TruncateLeft(s, to, "")
	return left + "\x1b[m" + style(mid) + right
}

// padRight pads a styled string with spaces to width cells.
func padRight(s string, width int) string {
	if w := ansi.StringWidth(s); w < width {
		return s + strings.Repeat(" ", width-w)
	}
	return s
}
