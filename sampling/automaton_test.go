package sampling

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"testing"
)

// The matcher switches to 32-bit state ids when the lexicon outgrows 16
// bits. Both tables must find exactly the same hits: the test builds the
// lexicon both ways (as much of it as fits in 16 bits) and scans every
// labelled case with each.
func TestWideStatesMatchNarrowStates(t *testing.T) {
	narrow, wide := matchersBothWidths()
	if narrow.delta16 == nil || wide.delta32 == nil || wide.delta16 != nil {
		t.Fatalf("matchersBothWidths built a %s and a %s table", width(narrow), width(wide))
	}
	files, err := filepath.Glob(filepath.Join("..", "testdata", "labeled", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no labelled cases to scan (%v)", err)
	}
	scanned := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := fold(string(b)).text
		narrowHits := narrow.scan(text, nil)
		wideHits := wide.scan(text, nil)
		if !slices.Equal(narrowHits, wideHits) {
			t.Errorf("%s: 32-bit table found %d hits, 16-bit %d; they must agree", f, len(wideHits), len(narrowHits))
		}
		scanned += len(narrowHits)
	}
	if scanned < 1000 {
		t.Errorf("only %d hits scanned; the comparison says little", scanned)
	}
}

// BenchmarkScanWidth measures what 32-bit state ids would cost: the same
// lexicon scanned over the same 64 KB of labelled text with each table.
func BenchmarkScanWidth(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "labeled", "*.jsonl"))
	var raw []byte
	for _, f := range files {
		bs, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		raw = append(raw, bs...)
	}
	if len(raw) < 64<<10 {
		b.Fatalf("only %d bytes of labelled text", len(raw))
	}
	text := fold(string(raw[:64<<10])).text
	narrow, wide := matchersBothWidths()
	dst := make([]hit, 0, len(text)/8)
	for _, c := range []struct {
		name string
		m    *matcher
	}{{"16bit", narrow}, {"32bit", wide}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				dst = c.m.scan(text, dst[:0])
			}
		})
	}
}

// matchersBothWidths builds the lexicon's automaton with 16-bit and with
// 32-bit state ids. Once the lexicon outgrows 16 bits, the narrow one holds
// the largest leading share of its terms that fits, and so does the wide
// one, so the two stay comparable.
func matchersBothWidths() (narrow, wide *matcher) {
	lx := theLexicon()
	// Pair terms are appended after the automaton is built (see
	// buildLexicon); the automaton holds the ones before them.
	terms := lx.m.terms[:len(lx.m.terms)-len(lx.pairTerm)]
	for {
		narrow = newMatcherWithin(terms, 1<<16)
		if narrow.delta16 != nil {
			return narrow, newMatcherWithin(terms, 0)
		}
		terms = terms[:len(terms)*3/4]
	}
}

func width(m *matcher) string {
	if m.delta16 != nil {
		return "16-bit"
	}
	return "32-bit"
}

// TestChainedScanMatchesOneWalk checks the 32-bit scan's chains (see
// scanRows) against a single walk over windows of labelled text of every
// length around the split, so terms straddle the meeting point.
func TestChainedScanMatchesOneWalk(t *testing.T) {
	m := theLexicon().m
	if m.delta32 == nil {
		_, m = matchersBothWidths()
	}
	b, err := os.ReadFile(filepath.Join("..", "testdata", "labeled", "payments.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	text := fold(string(b)).text
	compared, split := 0, 0
	var lengths []int
	for n := 4 * m.maxLen; n < 4*m.maxLen+300; n++ {
		lengths = append(lengths, n)
	}
	for n := fourChains - 50; n < fourChains+300; n++ {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		for _, off := range []int{0, 977, 5003, 20011} {
			if off+n > len(text) {
				continue
			}
			w := text[off : off+n]
			one, oneSorted := scanRowsFrom(m, m.delta32, w, 0, 0, len(w), nil, true)
			two, twoSorted := scanRows(m, m.delta32, w, nil)
			if !slices.Equal(one, two) || oneSorted != twoSorted {
				t.Fatalf("window %d+%d: two chains found %d hits (sorted %v), one walk %d (sorted %v)", off, n, len(two), twoSorted, len(one), oneSorted)
			}
			compared += len(one)
			if n >= 128 {
				split++
			}
		}
	}
	if compared < 10000 || split == 0 {
		t.Errorf("only %d hits over %d split windows compared", compared, split)
	}
}

// TestMatcherBuildMatchesReference builds the lexicon's automaton, and the
// largest leading share of it that fits 16-bit ids, with newMatcherWithin
// and with the first construction (a trie of maps, one per state, kept
// below as the oracle): the tables must be the same to the last entry.
func TestMatcherBuildMatchesReference(t *testing.T) {
	lx := theLexicon()
	all := lx.m.terms[:len(lx.m.terms)-len(lx.pairTerm)]
	narrow, _ := matchersBothWidths()
	for _, c := range []struct {
		name  string
		terms []term
		max16 int
	}{
		{"whole lexicon", all, 1 << 16},
		{"16-bit share", narrow.terms, 1 << 16},
		{"16-bit share in a 32-bit table", narrow.terms, 0},
		{"frames", frameMatcher().terms, 1 << 16},
	} {
		got, want := newMatcherWithin(c.terms, c.max16), referenceMatcher(c.terms, c.max16)
		if len(got.outStart) < 1000 {
			t.Errorf("%s: only %d states; the comparison says little", c.name, len(got.outStart)-1)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the automaton differs from the reference construction (%d and %d states, %d and %d outputs)",
				c.name, len(got.outStart)-1, len(want.outStart)-1, len(got.outTerms), len(want.outTerms))
		}
	}
}

// BenchmarkBuildLexicon measures building the lexicon and its automaton,
// which every process pays once before its first event:
//
//	go test ./sampling -run '^$' -bench BuildLexicon -benchtime 5x
func BenchmarkBuildLexicon(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = buildLexicon()
	}
}

// referenceMatcher is the first construction of the automaton: a trie with
// a map of children per state, numbered as inserted, then filled
// breadth-first. newMatcherWithin must build the same tables.
func referenceMatcher(terms []term, max16 int) *matcher {
	m := withClasses(terms)
	// Build the trie with sparse children first.
	type node struct {
		next map[uint16]int32
		out  []int32
	}
	nodes := []node{{next: map[uint16]int32{}}}
	for ti, t := range terms {
		s := int32(0)
		for i := 0; i < len(t.text); i++ {
			c := m.classes[t.text[i]]
			nx, ok := nodes[s].next[c]
			if !ok {
				nx = int32(len(nodes))
				nodes = append(nodes, node{next: map[uint16]int32{}})
				nodes[s].next[c] = nx
			}
			s = nx
		}
		nodes[s].out = append(nodes[s].out, int32(ti))
	}
	// States keep their insertion numbers, which place each term's path
	// together in memory (measured faster to scan than breadth-first
	// numbering); the table is filled breadth-first, so each state's
	// failure target is complete before it.
	id := make([]int32, len(nodes))
	order := make([]int32, 0, len(nodes))
	order = append(order, 0)
	for k := 0; k < len(order); k++ {
		n := &nodes[order[k]]
		cs := make([]int, 0, len(n.next))
		for c := range n.next {
			cs = append(cs, int(c))
		}
		sort.Ints(cs)
		for _, c := range cs {
			order = append(order, n.next[uint16(c)])
		}
	}
	for i := range id {
		id[i] = int32(i)
	}
	delta := make([]uint32, len(nodes)*m.nclass)
	out := make([][]int32, len(nodes))
	fail := make([]int32, len(nodes))
	out[0] = nodes[0].out
	for c := 1; c < m.nclass; c++ {
		if nx, ok := nodes[0].next[uint16(c)]; ok {
			delta[c] = uint32(id[nx])
		}
	}
	for _, old := range order {
		s := id[old]
		n := &nodes[old]
		if s != 0 {
			f := fail[s]
			o := append([]int32(nil), n.out...)
			out[s] = append(o, out[f]...)
		}
		for c := 1; c < m.nclass; c++ {
			nx, ok := n.next[uint16(c)]
			if s == 0 {
				if ok {
					fail[id[nx]] = 0
				}
				continue
			}
			if ok {
				fail[id[nx]] = int32(delta[int(fail[s])*m.nclass+c])
				delta[int(s)*m.nclass+c] = uint32(id[nx])
			} else {
				delta[int(s)*m.nclass+c] = delta[int(fail[s])*m.nclass+c]
			}
		}
	}
	m.pack(delta, out, max16)
	return m
}
