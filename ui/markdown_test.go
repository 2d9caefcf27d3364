package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

func TestMarkdownAlignmentHighlightsSourceSpans(t *testing.T) {
	text := "## Refund INV-2291\n\n- Invoice amount confirmed: **R$ 4.300,00**.\n- Refund issued to the `customer`.\n\n> Next: close the ticket, *only* after billing confirms."
	r := newMarkdownRenderer("notty")
	for _, w := range []int{30, 40, 80} {
		lines, a, ok := r.renderPara(text, w)
		if !ok {
			t.Fatalf("width %d: not rendered", w)
		}
		plain := make([]string, len(lines))
		for i, l := range lines {
			plain[i] = ansi.Strip(l)
		}
		for _, quote := range []string{"R$ 4.300,00", "Refund issued to the", "only", "INV-2291", "billing confirms"} {
			start := strings.Index(text, quote)
			var got []string
			for _, c := range a.cells(start, start+len(quote)) {
				got = append(got, strings.TrimSpace(ansi.Cut(plain[c.line], c.from, c.to)))
			}
			joined := strings.Join(got, " ")
			if squash(joined) != squash(quote) {
				t.Errorf("width %d: %q highlights %q", w, quote, joined)
			}
		}
	}
}

// squash keeps letters and digits: the alignment promises every letter and
// digit of a span is highlighted and no other; punctuation at a wrap may
// fall outside.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if significant(r) {
			return r
		}
		return -1
	}, s)
}

func TestMarkdownLargeSummaryFallsBackToText(t *testing.T) {
	r := newMarkdownRenderer("dark")
	big := strings.Repeat("A long summary line that nobody should pay glamour to render. ", markdownMaxBytes/60+10)
	if _, _, ok := r.renderPara(big, 80); ok {
		t.Fatalf("a %d-byte summary was rendered with glamour", len(big))
	}
	d := newDoc()
	p := d.add(para{spans: []span{{text: big}}, markdown: true})
	l := layoutDoc(d, 80, r)
	if l.md[p] != nil || len(l.lines) < 2 {
		t.Errorf("the large summary was not laid out as plain text")
	}
}

func TestMarkdownOutputKeepsNoHyperlinks(t *testing.T) {
	r := newMarkdownRenderer("dark")
	lines, _, ok := r.renderPara("see [the docs](https://evil.example/x) and <https://evil.example/y>", 80)
	if !ok {
		t.Fatal("not rendered")
	}
	for _, l := range lines {
		if strings.Contains(l, "\x1b]") {
			t.Fatalf("rendered markdown holds an OSC sequence: %q", l)
		}
	}
}
