package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

func inside(r rect, w, h int) bool {
	return r.x >= 0 && r.y >= 0 && r.w >= 0 && r.h >= 0 && r.x+r.w <= w && r.y+r.h <= h
}

func TestLayoutReview(t *testing.T) {
	for _, w := range []int{40, 80, 100, 119, 120, 160, 200, 300} {
		for _, h := range []int{12, 24, 30, 40, 50, 80} {
			for _, n := range []int{0, 1, 3, 12} {
				t.Run(fmt.Sprintf("%dx%d_%d", w, h, n), func(t *testing.T) {
					r := layoutReview(w, h, n)
					if got, want := r.tabbed, w < sideBySideMinWidth; got != want {
						t.Errorf("tabbed = %v, want %v", got, want)
					}
					all := map[string]rect{"header": r.header, "findings": r.findings, "status": r.status, "help": r.help}
					for i, p := range r.panes {
						all[paneTitles[i]] = p
					}
					for name, rc := range all {
						if !inside(rc, w, h) {
							t.Errorf("%s %+v lies outside %dx%d", name, rc, w, h)
						}
					}
					p := r.panes[0]
					if p.h-2 < 3 {
						t.Errorf("panes have %d content lines, want at least 3", p.h-2)
					}
					// Rows stack without gaps or overlaps: header, [tabs],
					// panes, findings, status, help.
					y := r.header.y + r.header.h
					if r.tabbed {
						if r.tabs.y != y || r.tabs.h != 1 {
							t.Errorf("tabs at %+v, want row %d", r.tabs, y)
						}
						y++
					}
					if p.y != y || r.findings.y != p.y+p.h || r.status.y != r.findings.y+r.findings.h || r.help.y != r.status.y+1 || r.help.y != h-1 {
						t.Errorf("rows do not stack: %+v", r)
					}
					if r.tabbed {
						for _, q := range r.panes {
							if q != p || q.w != w {
								t.Errorf("tabbed panes differ or are not full width: %+v", r.panes)
							}
						}
						return
					}
					x := 0
					for _, q := range r.panes {
						if q.x != x || q.y != p.y || q.h != p.h {
							t.Errorf("side-by-side panes misaligned: %+v", r.panes)
						}
						x += q.w
					}
					if x != w {
						t.Errorf("panes cover %d of %d columns", x, w)
					}
				})
			}
		}
	}
}

func TestQueueColumnsFit(t *testing.T) {
	for _, w := range []int{60, 80, 99, 100, 120, 200} {
		c := queueColumns(w)
		if got := ansi.StringWidth(c.header()); got > max(w, 60) {
			t.Errorf("width %d: the header is %d cells", w, got)
		}
		if got, want := c.narrow, w < 100; got != want {
			t.Errorf("width %d: narrow = %v, want %v", w, got, want)
		}
	}
}

// TestFramesFillTheTerminal checks every screen draws exactly the
// terminal's size, at sizes down to a cramped 40x12.
func TestFramesFillTheTerminal(t *testing.T) {
	d := newTestDesk(t, refundEvent, supportEvent)
	for _, sz := range []struct{ w, h int }{{40, 12}, {80, 24}, {119, 30}, {120, 40}, {200, 50}} {
		h := newHarness(t, d, sz.w, sz.h)
		check := func(where string) {
			t.Helper()
			lines := strings.Split(h.m.frame(), "\n")
			if len(lines) != sz.h {
				t.Fatalf("%dx%d %s: %d lines", sz.w, sz.h, where, len(lines))
			}
			for i, l := range lines {
				if got := ansi.StringWidth(l); got != sz.w {
					t.Fatalf("%dx%d %s: line %d is %d cells: %q", sz.w, sz.h, where, i, got, ansi.Strip(l))
				}
			}
		}
		check("queue")
		h.keys("enter")
		check("review")
		h.keys("x")
		check("reject")
		h.keys("esc", "?")
		check("help")
		h.keys("esc", "esc")
	}
}
