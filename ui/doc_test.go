package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"recap/review"
)

// lineWidth is the cells a laid-out line occupies when drawn.
func lineWidth(l line) int {
	w := int(l.indent)
	for _, s := range l.segs {
		w += ansi.StringWidth(s.text)
	}
	return w
}

// checkLayout verifies the wrapper's contract on one paragraph: no line is
// wider than the pane, segments walk the source forward, and every source
// byte is either drawn or is a space or newline consumed by a break.
func checkLayout(t *testing.T, text string, width int, quoted bool) {
	t.Helper()
	d := newDoc()
	p := d.add(para{spans: []span{{text: "» ", kind: kLabel}, {text: text, quoted: quoted}}, indent: 2})
	d.anchor("x", p, 1)
	l := layoutDoc(d, width, nil)
	next := 0
	for i, ln := range l.lines {
		if w := lineWidth(ln); w > width && !oneGrapheme(ln) {
			t.Fatalf("width %d: line %d is %d cells: %q", width, i, w, plainLine(d, &ln))
		}
		for _, s := range ln.segs {
			if s.span != 1 {
				continue
			}
			gap := text[next:s.start]
			if strings.Trim(gap, " \t\n\r") != "" {
				t.Fatalf("width %d: bytes %d..%d (%q) are neither drawn nor a break", width, next, s.start, gap)
			}
			if s.start < int32(next) || s.end <= s.start {
				t.Fatalf("width %d: segment %d..%d goes backwards from %d", width, s.start, s.end, next)
			}
			next = int(s.end)
		}
	}
	if rest := text[next:]; strings.Trim(rest, " \t\n\r") != "" {
		t.Fatalf("width %d: the tail %q was never drawn", width, rest)
	}
	// Every offset is found on the line that draws it (or the next line,
	// for a space the break consumed).
	for off := 0; off < len(text); off++ {
		ln := l.locate(d, spanRef{p, 1}, off)
		if ln < 0 {
			t.Fatalf("width %d: offset %d not located", width, off)
		}
		found := false
		for _, s := range l.lines[ln].segs {
			if s.span == 1 && int(s.start) <= off && off < int(s.end) {
				found = true
			}
		}
		if !found && strings.IndexByte(" \t\n\r", text[off]) < 0 && !continuationByte(text[off]) {
			t.Fatalf("width %d: offset %d (%q) located on line %d which does not draw it", width, off, text[off], ln)
		}
	}
}

func continuationByte(b byte) bool { return b&0xC0 == 0x80 }

// oneGrapheme reports whether a line draws a single unit: a character
// wider than the pane is placed alone rather than dropped.
func oneGrapheme(ln line) bool {
	var b strings.Builder
	for _, s := range ln.segs {
		b.WriteString(s.text)
	}
	s := b.String()
	if len(s) == 0 {
		return false
	}
	if len(ln.segs) == 1 && ln.segs[0].escaped && (len([]rune(s)) == 1 || strings.HasPrefix(s, "<U+") && strings.Count(s, "<") == 1) {
		return true
	}
	switch s {
	case `\n`, `\t`, `\"`, `\\`:
		return true
	}
	return nextUnit(s, 0).n == len(s)
}

func reviewEvidence(start, end int) review.Evidence { return review.Evidence{Start: start, End: end} }

func TestLayoutWraps(t *testing.T) {
	texts := map[string]string{
		"Words":    "Refund INV-2291 for customer 8812 was attempted and timed out after thirty seconds; nothing was confirmed.",
		"LongWord": "token=" + strings.Repeat("A1b2", 40) + " end",
		"Newlines": "line one\nline two\n\nafter a blank\r\nwindows line",
		"Tabs":     "name\tvalue\n\tindented\tcell",
		"CJK":      "只有经理可以批准退款，否则不得执行任何外部操作。审批编号缺失。",
		"Mixed":    "Reembolso não aprovado: R$ 4.300,00 — 需要经理批准 ✓ 👩‍💻 done",
		"Escapes":  "ok\x1b]52;c;cm0gLXJmIH4=\x07 then \x1b[2J\x1b[10;10H cleared \u202eexe.pdf",
		"Spaces":   "   leading and trailing   ",
	}
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			for _, w := range []int{1, 2, 3, 7, 13, 40, 120} {
				checkLayout(t, text, w, false)
				checkLayout(t, text, w, true)
			}
		})
	}
}

func TestLayoutDrawsEscapesVisibly(t *testing.T) {
	d := newDoc()
	d.add(para{spans: []span{{text: "a\x1b]0;title\x07b"}}})
	l := layoutDoc(d, 80, nil)
	got := plainLine(d, &l.lines[0])
	if got != "a␛]0;title␇b" {
		t.Fatalf("line = %q, want the escapes drawn as pictures", got)
	}
	var escaped int
	for _, s := range l.lines[0].segs {
		if s.escaped {
			escaped++
		}
	}
	if escaped != 2 {
		t.Errorf("%d escaped segments, want 2 (␛ and ␇ drawn in the escape style)", escaped)
	}
}

func TestLayoutQuotedJSONString(t *testing.T) {
	d := newDoc()
	d.add(para{spans: []span{{text: "say \"hi\"\nnow\\", quoted: true}}})
	l := layoutDoc(d, 80, nil)
	if got, want := plainLine(d, &l.lines[0]), `say \"hi\"\nnow\\`; got != want {
		t.Fatalf("quoted string drawn as %q, want %q", got, want)
	}
}

func TestLayoutTabsExpand(t *testing.T) {
	d := newDoc()
	d.add(para{spans: []span{{text: "a\tbc\td"}}})
	l := layoutDoc(d, 80, nil)
	if got, want := plainLine(d, &l.lines[0]), "a   bc  d"; got != want {
		t.Fatalf("tabs drawn as %q, want %q", got, want)
	}
}

func TestSegCellsMapsOffsets(t *testing.T) {
	text := "paid R$ 3.400,00 on 漢字 day"
	d := newDoc()
	p := d.add(para{spans: []span{{text: text}}})
	l := layoutDoc(d, 80, nil)
	pn := &pane{doc: d, lay: l, hl: []hlRange{{ref: spanRef{p, 0}, start: strings.Index(text, "漢字"), end: strings.Index(text, " day")}}}
	cells := pn.highlightCells(0)
	if len(cells) != 1 {
		t.Fatalf("cells = %+v, want one range", cells)
	}
	plain := plainLine(d, &l.lines[0])
	if got := ansi.Cut(plain, cells[0].from, cells[0].to); got != "漢字" {
		t.Errorf("highlighted cells hold %q, want %q", got, "漢字")
	}
}

func TestResolveEvidenceWalksUpPointers(t *testing.T) {
	d := newDoc()
	if err := addJSON(d, []byte(`{"facts":{"refund_amount":"R$ 3.400,00"},"effects":[{"status":"failed"}]}`), "sot:"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, anchor, wantText string
		start, end             int
	}{
		{"Exact", "sot:/facts/refund_amount", "R$ 3.400,00", 0, 11},
		{"ArrayIndex", "sot:/effects/0/status", "failed", 0, 6},
		{"MissingLeafFallsBackToParent", "sot:/facts/nope", "facts", 0, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, ok := resolveEvidence(d, tc.anchor, reviewEvidence(tc.start, tc.end))
			if !ok {
				t.Fatalf("%s not resolved", tc.anchor)
			}
			if got := d.paras[h.ref.para].spans[h.ref.span].text; got != tc.wantText {
				t.Errorf("resolved to %q, want %q", got, tc.wantText)
			}
		})
	}
	if _, ok := resolveEvidence(d, "original:m9", reviewEvidence(0, 0)); ok {
		t.Errorf("an unknown message id resolved")
	}
}

func TestJSONKeepsOrderAndUnknownFields(t *testing.T) {
	d := newDoc()
	if err := addJSON(d, []byte(`{"zeta":1,"alpha":{"x_custom":[true,null,"s"]},"n":1.50}`), "c:"); err != nil {
		t.Fatal(err)
	}
	l := layoutDoc(d, 80, nil)
	var got []string
	for i := range l.lines {
		got = append(got, plainLine(d, &l.lines[i]))
	}
	want := []string{`{`, `  "zeta": 1,`, `  "alpha": {`, `    "x_custom": [`, `      true,`, `      null,`, `      "s"`, `    ]`, `  },`, `  "n": 1.50`, `}`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("JSON drawn as\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestJSONDepthBounded(t *testing.T) {
	deep := strings.Repeat("[", maxJSONDepth+5) + strings.Repeat("]", maxJSONDepth+5)
	if err := addJSON(newDoc(), []byte(deep), "x:"); err == nil {
		t.Fatalf("a document nested %d deep was accepted", maxJSONDepth+5)
	}
}

func FuzzLayout(f *testing.F) {
	f.Add("hello world", 10, false)
	f.Add("a\tb\nc\x1b[31md", 3, true)
	f.Add("只有经理可以批准", 1, false)
	f.Fuzz(func(t *testing.T, text string, width int, quoted bool) {
		if width < 1 || width > 300 || len(text) > 4096 {
			return
		}
		checkLayout(t, text, width, quoted)
	})
}
