package importer

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"recap/review"
)

// collected is everything one import produced, in order.
type collected struct {
	events   []*review.RawEvent
	problems []review.Problem
	notes    []string
}

func (c *collected) add(r Result) error {
	n := 0
	if r.Event != nil {
		c.events = append(c.events, r.Event)
		n++
	}
	if r.Problem != nil {
		c.problems = append(c.problems, *r.Problem)
		n++
	}
	if r.Note != "" {
		c.notes = append(c.notes, r.Note)
		n++
	}
	if n != 1 {
		return fmt.Errorf("a result carries %d of event, problem and note; want exactly one: %+v", n, r)
	}
	return nil
}

// problemLines lists the lines problems were reported at.
func (c *collected) problemLines() []int {
	var ls []int
	for _, p := range c.problems {
		ls = append(ls, p.Line)
	}
	return ls
}

func fixture(name string) string {
	return filepath.Join("..", "..", "testdata", "transcripts", filepath.FromSlash(name))
}

// importPaths imports paths and fails the test on an error.
func importPaths(t *testing.T, opts Options, paths ...string) *collected {
	t.Helper()
	c := &collected{}
	if err := ImportPaths(paths, opts, nil, c.add); err != nil {
		t.Fatalf("ImportPaths(%v): %v", paths, err)
	}
	return c
}

// contents lists "role/kind/name/status: content" per message, a compact
// form to compare whole conversations in one assertion.
func contents(ms []review.Message) []string {
	var out []string
	for _, m := range ms {
		var tags []string
		for _, s := range []string{string(m.Role), m.Kind, m.Name, m.Status} {
			if s != "" {
				tags = append(tags, s)
			}
		}
		if m.Injected {
			tags = append(tags, "injected")
		}
		out = append(out, strings.Join(tags, "/")+": "+m.Content)
	}
	return out
}

// wantLines compares two string lists and reports the first difference.
func wantLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Errorf("%s[%d]:\n got %q\nwant %q\n(got %d entries, want %d)", what, i, g, w, len(got), len(want))
			return
		}
	}
}

func hasNote(notes []string, parts ...string) bool {
	for _, n := range notes {
		ok := true
		for _, p := range parts {
			if !strings.Contains(n, p) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func textOf(s review.Summary) string {
	if s.Text == nil {
		return "<nil>"
	}
	return *s.Text
}
