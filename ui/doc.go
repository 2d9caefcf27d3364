package ui

import (
	"sort"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// A doc is what one pane shows: paragraphs of spans of untrusted text, each
// span optionally named by an evidence anchor so findings can point into
// it by byte offsets. Docs are built once per event, off the UI goroutine,
// and never change; layouts of a doc are computed once per width.

// styleKind names how a run of text is drawn; the theme maps it to a style.
type styleKind uint8

const (
	kText styleKind = iota
	kDim
	kLabel
	kHeading
	kRoleSystem
	kRoleUser
	kRoleAssistant
	kRoleTool
	kToolCall
	kToolResult
	kToolError
	kInjected
	kJSONKey
	kJSONString
	kJSONNumber
	kJSONConst
	kJSONPunct
	kEscaped
	kDiffAdd
	kDiffDel
	kWarn
	kError
	kOK
	numStyleKinds
)

// span is a run of text drawn in one style.
type span struct {
	text string
	kind styleKind
	// quoted spans are JSON string values: newline, tab, quote and
	// backslash are drawn as JSON escapes so the value stays on its
	// lines, while offsets still count the value's own bytes.
	quoted bool
}

// para is a paragraph: spans laid out one after another and wrapped.
type para struct {
	spans []span
	// indent is the number of cells continuation lines start at.
	indent int
	// markdown, when set, is rendered with glamour at layout time (if
	// small enough) instead of laying out spans; spans are the fallback.
	markdown bool
}

// spanRef locates a span in a doc.
type spanRef struct{ para, span int }

// doc is a pane's content.
type doc struct {
	paras   []para
	anchors map[string]spanRef
}

func newDoc() *doc { return &doc{anchors: map[string]spanRef{}} }

// add appends a paragraph and returns its index.
func (d *doc) add(p para) int {
	d.paras = append(d.paras, p)
	return len(d.paras) - 1
}

// line appends a one-span paragraph.
func (d *doc) line(text string, kind styleKind) int {
	return d.add(para{spans: []span{{text: text, kind: kind}}})
}

// blank appends an empty line.
func (d *doc) blank() { d.add(para{}) }

// anchor names span s of paragraph p.
func (d *doc) anchor(name string, p, s int) {
	if _, dup := d.anchors[name]; !dup {
		d.anchors[name] = spanRef{p, s}
	}
}

// seg is a run of one line drawn in one style, with the source bytes of
// its span it covers.
type seg struct {
	span       int32
	start, end int32
	text       string
	width      int32 // cells text occupies
	escaped    bool
}

// line is one laid-out line of a pane.
type line struct {
	para int32
	segs []seg
	// styled is a prerendered line (glamour output); segs is empty then.
	styled string
	// endSpan and endOff are where the line ends in its paragraph's
	// source, so an offset can be found by binary search.
	endSpan, endOff int32
	// indent cells precede the first seg.
	indent int16
	// width is the cells the line occupies, indent included, so drawing
	// never measures text.
	width int32
}

// layout is a doc laid out at one width.
type layout struct {
	width     int
	lines     []line
	paraFirst []int32 // first line of each paragraph; len(paras)+1 entries
	md        map[int]*mdAlignment
}

// layoutDoc wraps d to width. Paragraphs marked markdown are rendered by
// md when it is non-nil. It is pure and safe to run off the UI goroutine.
func layoutDoc(d *doc, width int, md *markdownRenderer) *layout {
	if width < 1 {
		width = 1
	}
	l := &layout{width: width, paraFirst: make([]int32, 0, len(d.paras)+1)}
	var w wrapper
	for pi, p := range d.paras {
		l.paraFirst = append(l.paraFirst, int32(len(l.lines)))
		if p.markdown && md != nil && len(p.spans) == 1 {
			if lines, align, ok := md.renderPara(p.spans[0].text, width); ok {
				for _, s := range lines {
					l.lines = append(l.lines, line{para: int32(pi), styled: s, width: int32(ansi.StringWidth(s))})
				}
				if l.md == nil {
					l.md = map[int]*mdAlignment{}
				}
				l.md[pi] = align
				continue
			}
		}
		l.lines = w.wrap(l.lines, p, int32(pi), width)
	}
	l.paraFirst = append(l.paraFirst, int32(len(l.lines)))
	return l
}

// wrapper lays out paragraphs; it keeps its buffer between paragraphs.
type wrapper struct {
	cur []placed
}

// placed is a display unit placed on the current line.
type placed struct {
	span       int32
	start, end int32
	disp       string
	width      int
	escaped    bool
	verbatim   bool // disp is the source bytes themselves
	breakAfter bool // a line may break after this unit
}

// displayUnit converts a unit to what is drawn at column col.
func displayUnit(u unit, quoted bool, col int) (disp string, width int, verbatim bool) {
	switch u.kind {
	case unitTab:
		if quoted {
			return `\t`, 2, false
		}
		n := 4 - col%4
		return "    "[:n], n, false
	case unitNewline:
		return `\n`, 2, false // only reached for quoted spans
	case unitEscaped:
		return u.disp, u.width, false
	}
	if quoted && len(u.disp) == 1 && (u.disp[0] == '"' || u.disp[0] == '\\') {
		return `\` + u.disp, 2, false
	}
	return u.disp, u.width, true
}

func (w *wrapper) wrap(out []line, p para, pi int32, width int) []line {
	w.cur = w.cur[:0]
	col := 0
	lastBreak := -1
	indent := 0
	var endSpan, endOff int32
	emit := func(n int) {
		out = append(out, buildLine(p, pi, w.cur[:n], indent, endSpanOf(w.cur[:n], endSpan), endOffOf(w.cur[:n], endOff)))
		rest := copy(w.cur, w.cur[n:])
		w.cur = w.cur[:rest]
		indent = min(p.indent, width-1)
		col = indent
		lastBreak = -1
		for i, u := range w.cur {
			col += u.width
			if u.breakAfter {
				lastBreak = i
			}
		}
	}
	for si, s := range p.spans {
		for i := 0; i < len(s.text); {
			var u unit
			word := false
			if j := asciiWordEnd(s.text, i, s.quoted); j > i {
				// A run of printable ASCII is placed as one unit: one cell
				// per byte, drawn as is. Most text is such runs, and
				// placing them whole makes wrapping several times faster.
				u, word = unit{n: j - i, disp: s.text[i:j], width: j - i}, true
				if col+u.width > width {
					for lastBreak >= 0 && col+u.width > width {
						emit(lastBreak + 1)
					}
					room := width - col
					if room <= 0 && len(w.cur) > 0 {
						emit(len(w.cur))
						room = width - col
					}
					if room < u.width {
						// Wider than what is left even on a fresh line:
						// take what fits, the rest goes on the next line.
						room = max(room, 1)
						u = unit{n: room, disp: s.text[i : i+room], width: room}
					}
				}
			} else {
				u = nextUnit(s.text, i)
			}
			start := i
			i += u.n
			endSpan, endOff = int32(si), int32(i)
			if u.kind == unitNewline && !s.quoted {
				emit(len(w.cur))
				// The newline belongs to the line it ends.
				if n := len(out); n > 0 {
					out[n-1].endSpan, out[n-1].endOff = endSpan, endOff
				}
				continue
			}
			disp, dw, verbatim := displayUnit(u, s.quoted, col)
			isSpace := disp == " "
			// Break until the unit fits; each break moves at least one
			// unit to a finished line, so this ends.
			for col+dw > width && len(w.cur) > 0 {
				if isSpace {
					break
				}
				if lastBreak >= 0 {
					emit(lastBreak + 1)
				} else {
					emit(len(w.cur))
				}
				if u.kind == unitTab {
					disp, dw, verbatim = displayUnit(u, s.quoted, col)
				}
			}
			if isSpace && col+dw > width && len(w.cur) > 0 {
				// A space at the wrap point is consumed by the break.
				emit(len(w.cur))
				continue
			}
			if u.kind == unitTab && !s.quoted && col+dw > width {
				// A tab never pushes past the edge: it fills what is left.
				dw = max(width-col, 1)
				disp = "    "[:min(dw, 4)]
			}
			w.cur = append(w.cur, placed{
				span: int32(si), start: int32(start), end: int32(i),
				disp: disp, width: dw, escaped: u.kind == unitEscaped, verbatim: verbatim,
				breakAfter: !word && (isSpace || dw >= 2 && u.kind == unitText && !s.quoted && len(disp) > 1 && disp[0] >= 0x80),
			})
			col += dw
			if w.cur[len(w.cur)-1].breakAfter {
				lastBreak = len(w.cur) - 1
			}
		}
	}
	if len(w.cur) > 0 {
		emit(len(w.cur))
	}
	// Every paragraph, even an empty one, occupies at least one line.
	if len(out) == 0 || out[len(out)-1].para != pi {
		out = append(out, line{para: pi})
	}
	return out
}

// asciiWordEnd returns the end of the run of printable, non-space ASCII
// starting at i, or i when the run is shorter than two bytes. The run stops
// one byte early before a non-ASCII byte, which may be a combining mark
// belonging to the last letter; quoted spans stop at the characters JSON
// escapes.
func asciiWordEnd(s string, i int, quoted bool) int {
	j := i
	for j < len(s) {
		c := s[j]
		if c <= ' ' || c >= 0x7F || quoted && (c == '"' || c == '\\') {
			break
		}
		j++
	}
	if j < len(s) && s[j] >= 0x80 {
		j--
	}
	if j-i < 2 {
		return i
	}
	return j
}

func endSpanOf(u []placed, def int32) int32 {
	if len(u) == 0 {
		return def
	}
	return u[len(u)-1].span
}

func endOffOf(u []placed, def int32) int32 {
	if len(u) == 0 {
		return def
	}
	return u[len(u)-1].end
}

// buildLine groups placed units into segs: runs of one span and one kind.
// Runs whose units are the source bytes reuse the source string.
func buildLine(p para, pi int32, units []placed, indent int, endSpan, endOff int32) line {
	ln := line{para: pi, indent: int16(indent), endSpan: endSpan, endOff: endOff, width: int32(indent)}
	if len(units) > 0 {
		ln.segs = make([]seg, 0, 1)
	}
	for i := 0; i < len(units); {
		j := i + 1
		verbatim := units[i].verbatim
		for j < len(units) && units[j].span == units[i].span && units[j].escaped == units[i].escaped {
			verbatim = verbatim && units[j].verbatim
			j++
		}
		sg := seg{span: units[i].span, start: units[i].start, end: units[j-1].end, escaped: units[i].escaped}
		for _, u := range units[i:j] {
			sg.width += int32(u.width)
		}
		ln.width += sg.width
		if verbatim {
			sg.text = p.spans[sg.span].text[sg.start:sg.end]
		} else {
			var b strings.Builder
			for _, u := range units[i:j] {
				b.WriteString(u.disp)
			}
			sg.text = b.String()
		}
		ln.segs = append(ln.segs, sg)
		i = j
	}
	return ln
}

// locate returns the index of the line of l showing byte off of span ref,
// or -1 when ref is outside the layout.
func (l *layout) locate(d *doc, ref spanRef, off int) int {
	if ref.para < 0 || ref.para+1 >= len(l.paraFirst) {
		return -1
	}
	if a := l.md[ref.para]; a != nil {
		if ln, _, ok := a.position(off); ok {
			return int(l.paraFirst[ref.para]) + ln
		}
		return int(l.paraFirst[ref.para])
	}
	lo, hi := int(l.paraFirst[ref.para]), int(l.paraFirst[ref.para+1])
	i := sort.Search(hi-lo, func(i int) bool {
		ln := &l.lines[lo+i]
		return int(ln.endSpan) > ref.span || int(ln.endSpan) == ref.span && int(ln.endOff) > off
	})
	if lo+i >= hi {
		return hi - 1
	}
	return lo + i
}
