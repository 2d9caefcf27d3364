package ui

import (
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"charm.land/glamour/v2"
	"github.com/charmbracelet/x/ansi"
)

// markdownMaxBytes caps the summaries rendered with glamour. Glamour costs
// about 1.3 s per MB; summaries are usually a few KB, and anything larger
// is shown as plain wrapped text, which scrolls at any size.
const markdownMaxBytes = 24 << 10

// markdownMinWidth is the narrowest pane worth rendering markdown into.
const markdownMinWidth = 24

// markdownRenderer renders summary markdown with one glamour renderer per
// width, created on first use and kept: building a renderer per call costs
// more than rendering a small summary.
type markdownRenderer struct {
	style string // a glamour standard style: dark, light or notty

	mu      sync.Mutex // glamour renderers are not safe for concurrent use
	byWidth map[int]*glamour.TermRenderer
}

func newMarkdownRenderer(style string) *markdownRenderer {
	return &markdownRenderer{style: style, byWidth: map[int]*glamour.TermRenderer{}}
}

// renderPara renders text as markdown at width. ok is false when the text
// is too large or the pane too narrow for it, or glamour fails; the caller
// falls back to plain text then.
func (r *markdownRenderer) renderPara(text string, width int) (lines []string, align *mdAlignment, ok bool) {
	if len(text) > markdownMaxBytes || width < markdownMinWidth || strings.TrimSpace(text) == "" {
		return nil, nil, false
	}
	out, err := r.render(Sanitize(text), width)
	if err != nil {
		return nil, nil, false
	}
	// Glamour turns links into OSC 8 hyperlinks whose targets come from
	// the event: keep colours only.
	out = keepSGR(out)
	lines = strings.Split(out, "\n")
	for len(lines) > 0 && strings.TrimSpace(ansi.Strip(lines[0])) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(ansi.Strip(lines[len(lines)-1])) == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		return nil, nil, false
	}
	plain := make([]string, len(lines))
	for i, l := range lines {
		l = strings.TrimRight(l, " ")
		if ansi.StringWidth(l) > width {
			l = ansi.Truncate(l, width, "")
		}
		lines[i] = l
		plain[i] = ansi.Strip(l)
	}
	return lines, alignMarkdown(text, plain), true
}

func (r *markdownRenderer) render(text string, width int) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	tr, ok := r.byWidth[width]
	if !ok {
		var err error
		tr, err = glamour.NewTermRenderer(glamour.WithStandardStyle(r.style), glamour.WithWordWrap(width))
		if err != nil {
			return "", err
		}
		r.byWidth[width] = tr
	}
	return tr.Render(text)
}

// mdAlignment maps byte offsets of the markdown source to cells of its
// rendering, so evidence spans (offsets into summary.text) can be
// highlighted in the rendered summary. Glamour drops markup, reflows lines
// and adds bullets; letters and digits survive in order, so the two are
// aligned on those with a bounded greedy walk (linear in the text size).
type mdAlignment struct {
	src []int32 // source byte offset of each aligned letter or digit
	pos []mdPos // its cell in the rendering
}

type mdPos struct{ line, col, width int32 }

type sigRune struct {
	r   rune
	off int32
	pos mdPos
}

func significant(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// alignLookahead bounds how far the walk searches for a resynchronising
// rune on either side; a mismatch costs at most this much.
const alignLookahead = 48

func alignMarkdown(src string, rendered []string) *mdAlignment {
	var s []sigRune
	for off, r := range src {
		if significant(r) {
			s = append(s, sigRune{r: unicode.ToLower(r), off: int32(off)})
		}
	}
	a := &mdAlignment{}
	var t []sigRune
	for ln, l := range rendered {
		col := 0
		for i := 0; i < len(l); {
			u := nextUnit(l, i)
			r, _ := utf8.DecodeRuneInString(u.disp)
			if u.kind == unitText && significant(r) {
				t = append(t, sigRune{r: unicode.ToLower(r), pos: mdPos{int32(ln), int32(col), int32(u.width)}})
			}
			w := u.width
			if u.kind == unitTab {
				w = 4 - col%4
			}
			col += w
			i += u.n
		}
	}
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		if s[i].r == t[j].r {
			a.src = append(a.src, s[i].off)
			a.pos = append(a.pos, t[j].pos)
			i++
			j++
			continue
		}
		dj, di := -1, -1
		for d := 1; d <= alignLookahead && j+d < len(t); d++ {
			if t[j+d].r == s[i].r && (i+1 >= len(s) || j+d+1 >= len(t) || t[j+d+1].r == s[i+1].r) {
				dj = d
				break
			}
		}
		for d := 1; d <= alignLookahead && i+d < len(s); d++ {
			if s[i+d].r == t[j].r && (j+1 >= len(t) || i+d+1 >= len(s) || s[i+d+1].r == t[j+1].r) {
				di = d
				break
			}
		}
		switch {
		case dj > 0 && (di < 0 || dj <= di):
			j += dj
		case di > 0:
			i += di
		default:
			i++
			j++
		}
	}
	return a
}

// position returns the rendered cell of the first aligned rune at or
// after source offset off.
func (a *mdAlignment) position(off int) (line, col int, ok bool) {
	k := sort.Search(len(a.src), func(k int) bool { return int(a.src[k]) >= off })
	if k >= len(a.src) {
		return 0, 0, false
	}
	return int(a.pos[k].line), int(a.pos[k].col), true
}

// cellRange is a run of cells on one line of a layout.
type cellRange struct{ line, from, to int }

// cells returns the rendered cells covering source bytes [start, end):
// on each line, from the first to the last aligned letter or digit of the
// span, so markup and quote bars around it stay unhighlighted.
func (a *mdAlignment) cells(start, end int) []cellRange {
	k0 := sort.Search(len(a.src), func(k int) bool { return int(a.src[k]) >= start })
	k1 := sort.Search(len(a.src), func(k int) bool { return int(a.src[k]) >= end }) - 1
	if k0 >= len(a.src) || k1 < k0 {
		return nil
	}
	var out []cellRange
	for k := k0; k <= k1; k++ {
		p := a.pos[k]
		from, to := int(p.col), int(p.col+p.width)
		if n := len(out); n > 0 && out[n-1].line == int(p.line) {
			out[n-1].from = min(out[n-1].from, from)
			out[n-1].to = max(out[n-1].to, to)
			continue
		}
		out = append(out, cellRange{line: int(p.line), from: from, to: to})
	}
	return out
}
