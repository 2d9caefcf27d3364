package sampling

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"
	"unicode/utf8"
)

// term is one lexicon entry after folding.
type term struct {
	text string
	cats catSet
	// concepts name what the term means across languages ("refund",
	// "reembolso" and "退款" share one).
	concepts []concept
	// prefix terms match word stems: no word boundary is needed after them.
	prefix bool
	// checkStart and checkEnd say whether a word boundary is needed at each
	// end: true for terms that begin or end with a Latin letter or digit.
	checkStart, checkEnd bool
	// langs limits a short ambiguous word to the languages where it means
	// what its categories say (Portuguese "no" is "in the", not "no");
	// zero means any language.
	langs langSet
	// chain marks a verb chained before a later one, ordered only with an
	// order ending after it (see dropMisreadCues): chainJA, chainKO.
	chain uint8
}

// hit is one lexicon match in a folded text: [start, end) and the term.
type hit struct {
	start, end int32
	term       int32
}

// matcher finds every lexicon term in a folded text in one pass: an
// Aho-Corasick automaton compiled to a DFA over byte classes, so scanning
// costs one table lookup per byte whatever the number of terms.
type matcher struct {
	terms   []term
	classes [256]uint16
	nclass  int
	// The DFA, one row of nclass next states per state. 16-bit state ids
	// keep the table half the size, and mostly in cache; a lexicon of more
	// than 65,536 states gets a 32-bit table instead, whose entries are the
	// next state's row offset shifted left by one, the low bit set when
	// that state emits (see scanRows). Exactly one is set.
	delta16 []uint16
	delta32 []uint32
	// The terms state s emits are outTerms[outStart[s]:outStart[s+1]]: two
	// flat arrays, a fraction of a slice header per state, so the lookup
	// on a match mostly hits the cache.
	outStart []uint32
	outTerms []int32
	// termInfo packs what emit needs of a term: its length in bytes
	// shifted left by two, bit 0 set when a word boundary is needed before
	// it, bit 1 when one is needed after it.
	termInfo []uint32
	// maxLen is the longest term in bytes: the automaton's state after any
	// maxLen bytes is the same whatever came before them, which lets a scan
	// run as two chains that meet (see scanRows).
	maxLen int
	// rowDiv turns a 32-bit table's row offset into its state id with a
	// multiply: row/nclass = high 64 bits of rowDiv×row (exact for 32-bit
	// rows).
	rowDiv uint64
	// hasOut has a bit per state that emits terms, so the 16-bit scan loop
	// only reads the output table where something matches.
	hasOut []uint64
}

func newMatcher(terms []term) *matcher { return newMatcherWithin(terms, 1<<16) }

// newMatcherWithin builds the matcher, with 16-bit state ids when the
// automaton has at most max16 states. Tests lower max16 to run the 32-bit
// table on a small lexicon.
func newMatcherWithin(terms []term, max16 int) *matcher {
	m := withClasses(terms)
	nc := m.nclass
	// The trie is built straight into the table, whose size is known
	// before: one state per distinct prefix of the terms. Row s holds state
	// s's children, 0 where it has none (the root is no one's child), and
	// states are numbered as they are inserted, which places each term's
	// path together in memory (measured faster to scan than breadth-first
	// numbering). A trie of maps, one per state, took most of the
	// lexicon's build time.
	states := trieStates(terms)
	delta := make([]uint32, states*nc)
	own := make([][]int32, 1, states)
	for ti, t := range terms {
		s := 0
		for i := 0; i < len(t.text); i++ {
			k := s*nc + int(m.classes[t.text[i]])
			if delta[k] == 0 {
				delta[k] = uint32(len(own))
				own = append(own, nil)
			}
			s = int(delta[k])
		}
		own[s] = append(own[s], int32(ti))
	}
	// Breadth-first, so that each state's failure row is complete before
	// it: a missing child becomes the failure state's move, and a state
	// emits its own terms and its failure state's.
	out := make([][]int32, states)
	fail := make([]int32, states)
	queue := make([]int32, 1, states)
	out[0] = own[0]
	for k := 0; k < len(queue); k++ {
		s := int(queue[k])
		row := delta[s*nc : s*nc+nc]
		if s == 0 {
			for c := 1; c < nc; c++ {
				if nx := row[c]; nx != 0 {
					queue = append(queue, int32(nx))
				}
			}
			continue
		}
		f := int(fail[s])
		if out[s] = out[f]; len(own[s]) > 0 {
			out[s] = append(own[s][:len(own[s]):len(own[s])], out[f]...)
		}
		frow := delta[f*nc : f*nc+nc]
		for c := 1; c < nc; c++ {
			if nx := row[c]; nx != 0 {
				fail[nx] = int32(frow[c])
				queue = append(queue, int32(nx))
			} else {
				row[c] = frow[c]
			}
		}
	}
	m.pack(delta, out, max16)
	return m
}

// withClasses starts a matcher for terms with its byte classes: one per
// byte the terms use, and class 0 for every other byte.
func withClasses(terms []term) *matcher {
	m := &matcher{terms: terms}
	used := [256]bool{}
	for _, t := range terms {
		for i := 0; i < len(t.text); i++ {
			used[t.text[i]] = true
		}
	}
	m.nclass = 1
	for c := 0; c < 256; c++ {
		if used[c] {
			m.classes[c] = uint16(m.nclass)
			m.nclass++
		}
	}
	return m
}

// pack lays the filled table and each state's outputs out for scanning:
// 16-bit ids when there are at most max16 states, else the premultiplied
// 32-bit rows (which reuse delta); the flat output arrays; and what emit
// needs of each term.
func (m *matcher) pack(delta []uint32, out [][]int32, max16 int) {
	states, nc := len(out), m.nclass
	if states <= max16 {
		m.delta16 = make([]uint16, len(delta))
		for i, v := range delta {
			m.delta16[i] = uint16(v)
		}
	}
	m.hasOut = make([]uint64, (states+63)/64)
	m.outStart = make([]uint32, states+1)
	total := 0
	for _, o := range out {
		total += len(o)
	}
	m.outTerms = make([]int32, 0, total)
	for s, o := range out {
		if len(o) > 0 {
			m.hasOut[s/64] |= 1 << (s % 64)
		}
		m.outTerms = append(m.outTerms, o...)
		m.outStart[s+1] = uint32(len(m.outTerms))
	}
	m.termInfo = make([]uint32, len(m.terms))
	for i, t := range m.terms {
		m.maxLen = max(m.maxLen, len(t.text))
		info := uint32(len(t.text)) << 2
		if t.checkStart {
			info |= 1
		}
		if t.checkEnd && !t.prefix {
			info |= 2
		}
		m.termInfo[i] = info
	}
	m.rowDiv = math.MaxUint64/uint64(nc) + 1
	if m.delta16 == nil {
		if uint64(states)*uint64(nc)*2 >= 1<<32 {
			panic(fmt.Sprintf("sampling: automaton of %d states × %d classes is too large for 32-bit rows", states, nc))
		}
		// The large table holds each next state premultiplied by the row
		// width, with a low bit saying whether it emits: the scan loop then
		// does one load per byte, no multiply and no second lookup.
		for i, v := range delta {
			w := v * uint32(nc) << 1
			if len(out[v]) > 0 {
				w |= 1
			}
			delta[i] = w
		}
		m.delta32 = delta
	}
}

// trieStates counts the states of the terms' trie, the root and one per
// distinct non-empty prefix: sorted, each text adds the bytes it does not
// share with the one before it.
func trieStates(terms []term) int {
	texts := make([]string, len(terms))
	for i, t := range terms {
		texts[i] = t.text
	}
	slices.Sort(texts)
	n, prev := 1, ""
	for _, t := range texts {
		k := 0
		for k < len(t) && k < len(prev) && t[k] == prev[k] {
			k++
		}
		n += len(t) - k
		prev = t
	}
	return n
}

// scan returns every term occurrence in text that respects word boundaries,
// sorted by start (then by longer first).
func (m *matcher) scan(text string, dst []hit) []hit {
	if dst == nil {
		dst = make([]hit, 0, len(text)/16+4)
	}
	var sorted bool
	if m.delta16 != nil {
		dst, sorted = scanStates(m, m.delta16, text, dst)
	} else {
		dst, sorted = scanRows(m, m.delta32, text, dst)
	}
	if !sorted {
		// Hits leave the automaton ordered by end; a hit is never displaced
		// by more than the overlapping terms, so insertion sort runs in
		// time linear in the hits.
		for i := 1; i < len(dst); i++ {
			h := dst[i]
			j := i
			for j > 0 && hitBefore(h, dst[j-1]) {
				dst[j] = dst[j-1]
				j--
			}
			dst[j] = h
		}
	}
	return m.dropNeutral(dst)
}

// scanStates runs the DFA with 16-bit state ids over text, appending the
// hits that respect word boundaries; it reports whether they came out
// sorted.
func scanStates(m *matcher, delta []uint16, text string, dst []hit) ([]hit, bool) {
	s := 0
	n := m.nclass
	sorted := true
	for i := 0; i < len(text); i++ {
		s = int(delta[s*n+int(m.classes[text[i]])])
		if m.hasOut[s/64]&(1<<(s%64)) == 0 {
			continue
		}
		dst = m.emit(s, text, i+1, dst, &sorted)
	}
	return dst, sorted
}

// scanRows is scanStates over the premultiplied 32-bit table: each entry
// is the next state's row offset shifted left by one, with the low bit set
// when that state emits terms.
//
// Each step's load waits for the one before it, so a single walk spends
// most of its time waiting on memory. A longer text is walked as two (or,
// from fourChains bytes, four) chains at once, whose loads overlap: chain
// c starts maxLen bytes before its share of the text and emits only hits
// that end inside its share. maxLen bytes from the root bring a chain to the state a single
// walk would be in (no state remembers more than the longest term), so
// the hits are exactly the same.
func scanRows(m *matcher, delta []uint32, text string, dst []hit) ([]hit, bool) {
	switch n := len(text); {
	case n >= 12*m.maxLen && n >= fourChains:
		return scanRows4(m, delta, text, dst)
	case n >= 4*m.maxLen && n >= 128:
		return scanRows2(m, delta, text, dst)
	}
	return scanRowsFrom(m, delta, text, 0, 0, len(text), dst, true)
}

// fourChains is the length from which a text is walked as four chains:
// shorter, the chains' overlap and bookkeeping cost more than the fourth
// chain gains (messages of 300-800 bytes gain 10-20% from two chains and
// lose from four; 64 KB of text gains 47% from four).
const fourChains = 4096

// scanRows2 walks text as two chains: [0, mid) and [mid-maxLen, n), the
// second emitting hits that end after mid.
func scanRows2(m *matcher, delta []uint32, text string, dst []hit) ([]hit, bool) {
	n := len(text)
	mid := (n + m.maxLen) / 2
	bStart := mid - m.maxLen
	sp := hitScratch.Get().(*[]hit)
	second := (*sp)[:0]
	rowA, rowB := 0, 0
	sortedA, sortedB := true, true
	for i := 0; i < mid; i++ {
		va := delta[rowA+int(m.classes[text[i]])]
		vb := delta[rowB+int(m.classes[text[bStart+i]])]
		rowA, rowB = int(va>>1), int(vb>>1)
		if va&1 != 0 {
			state, _ := bits.Mul64(m.rowDiv, uint64(rowA))
			dst = m.emit(int(state), text, i+1, dst, &sortedA)
		}
		if vb&1 != 0 && bStart+i+1 > mid {
			state, _ := bits.Mul64(m.rowDiv, uint64(rowB))
			second = m.emit(int(state), text, bStart+i+1, second, &sortedB)
		}
	}
	second, sortedB = scanRowsFrom(m, delta, text, rowB, bStart+mid, n, second, sortedB)
	dst, sorted := joinHits(dst, second, sortedA && sortedB)
	*sp = second[:0]
	hitScratch.Put(sp)
	return dst, sorted
}

// scanRows4 walks text as four chains of step bytes; chain c > 0 starts at
// c*(step-maxLen) and emits hits that end in (e_c, e_c+1], where
// e_c = c*(step-maxLen)+maxLen; the last one runs to the end.
func scanRows4(m *matcher, delta []uint32, text string, dst []hit) ([]hit, bool) {
	n, l := len(text), m.maxLen
	step := (n + 3*l) / 4
	s1, s2, s3 := step-l, 2*(step-l), 3*(step-l)
	e1, e2, e3 := s1+l, s2+l, s3+l
	var bufs [3]*[]hit
	var hs [3][]hit
	for c := range bufs {
		bufs[c] = hitScratch.Get().(*[]hit)
		hs[c] = (*bufs[c])[:0]
	}
	r0, r1, r2, r3 := 0, 0, 0, 0
	sorted := [4]bool{true, true, true, true}
	for i := 0; i < step; i++ {
		v0 := delta[r0+int(m.classes[text[i]])]
		v1 := delta[r1+int(m.classes[text[s1+i]])]
		v2 := delta[r2+int(m.classes[text[s2+i]])]
		v3 := delta[r3+int(m.classes[text[s3+i]])]
		r0, r1, r2, r3 = int(v0>>1), int(v1>>1), int(v2>>1), int(v3>>1)
		if (v0|v1|v2|v3)&1 == 0 {
			continue
		}
		if v0&1 != 0 {
			st, _ := bits.Mul64(m.rowDiv, uint64(r0))
			dst = m.emit(int(st), text, i+1, dst, &sorted[0])
		}
		if end := s1 + i + 1; v1&1 != 0 && end > e1 && end <= e2 {
			st, _ := bits.Mul64(m.rowDiv, uint64(r1))
			hs[0] = m.emit(int(st), text, end, hs[0], &sorted[1])
		}
		if end := s2 + i + 1; v2&1 != 0 && end > e2 && end <= e3 {
			st, _ := bits.Mul64(m.rowDiv, uint64(r2))
			hs[1] = m.emit(int(st), text, end, hs[1], &sorted[2])
		}
		if end := s3 + i + 1; v3&1 != 0 && end > e3 {
			st, _ := bits.Mul64(m.rowDiv, uint64(r3))
			hs[2] = m.emit(int(st), text, end, hs[2], &sorted[3])
		}
	}
	hs[2], sorted[3] = scanRowsFrom(m, delta, text, r3, s3+step, n, hs[2], sorted[3])
	ok := sorted[0] && sorted[1] && sorted[2] && sorted[3]
	for c := range hs {
		dst, ok = joinHits(dst, hs[c], ok)
		*bufs[c] = hs[c][:0]
		hitScratch.Put(bufs[c])
	}
	return dst, ok
}

// joinHits appends a later chain's hits to dst, and whether all of them
// are still in order.
func joinHits(dst, later []hit, sorted bool) ([]hit, bool) {
	if k := len(dst); k > 0 && len(later) > 0 && !hitBefore(dst[k-1], later[0]) {
		sorted = false
	}
	return append(dst, later...), sorted
}

// scanRowsFrom walks text[from:to] from the row offset row, appending hits.
func scanRowsFrom(m *matcher, delta []uint32, text string, row, from, to int, dst []hit, sorted bool) ([]hit, bool) {
	for i := from; i < to; i++ {
		v := delta[row+int(m.classes[text[i]])]
		row = int(v >> 1)
		if v&1 == 0 {
			continue
		}
		state, _ := bits.Mul64(m.rowDiv, uint64(row))
		dst = m.emit(int(state), text, i+1, dst, &sorted)
	}
	return dst, sorted
}

// hitScratch holds the second chain's hits between scans.
var hitScratch = sync.Pool{New: func() any { s := make([]hit, 0, 256); return &s }}

// emit appends the terms state s emits at end that respect word
// boundaries, clearing *sorted when a hit comes out of order.
func (m *matcher) emit(s int, text string, end int, dst []hit, sorted *bool) []hit {
	for _, ti := range m.outTerms[m.outStart[s]:m.outStart[s+1]] {
		info := m.termInfo[ti]
		start := end - int(info>>2)
		if info&1 != 0 && start > 0 {
			if c := text[start-1]; c < utf8.RuneSelf {
				if asciiWord[c] {
					continue
				}
			} else if r, _ := utf8.DecodeLastRuneInString(text[:start]); isWordRune(r) {
				continue
			}
		}
		if info&2 != 0 && end < len(text) {
			if c := text[end]; c < utf8.RuneSelf {
				if asciiWord[c] {
					continue
				}
			} else if r, _ := utf8.DecodeRuneInString(text[end:]); isWordRune(r) {
				continue
			}
		}
		h := hit{start: int32(start), end: int32(end), term: ti}
		if k := len(dst); k > 0 && !hitBefore(dst[k-1], h) {
			*sorted = false
		}
		dst = append(dst, h)
	}
	return dst
}

// asciiWord marks the ASCII bytes that continue a word (letters, digits).
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		t[c] = isWordRune(rune(c))
	}
	return t
}()

// hitBefore orders hits by start, longer first.
func hitBefore(a, b hit) bool {
	if a.start != b.start {
		return a.start < b.start
	}
	return a.end > b.end
}

// dropNeutral removes neutral compounds and every hit inside one, so
// "未来" yields no negation and "供应商" no modal. A hit that only
// overlaps a compound's edge is kept. It also drops a one-character
// Chinese cue inside a longer Chinese word, where the longer word is the
// reading: "经" in "经理" (manager) is no "经" (by way of), "以" in "可以"
// no "以" (as).
func (m *matcher) dropNeutral(hs []hit) []hit {
	out := hs[:0]
	var nEnd int32 = -1
	var wordEnd int32 = -1 // furthest end of a longer CJK hit seen so far
	for i, h := range hs {
		txt := m.terms[h.term].text
		if n := h.end - h.start; n == 3 && len(txt) > 0 && txt[0] >= 0xE3 && h.end <= wordEnd {
			continue
		} else if n > 3 && len(txt) > 0 && txt[0] >= 0xE3 && h.end > wordEnd {
			wordEnd = h.end
		}
		if m.terms[h.term].cats.has(catNeutral) {
			if h.end > nEnd {
				nEnd = h.end
			}
			// Hits that started earlier at the same position were kept
			// before the compound was seen; drop those inside it.
			for len(out) > 0 && out[len(out)-1].start == h.start && out[len(out)-1].end <= h.end && i > 0 {
				out = out[:len(out)-1]
			}
			continue
		}
		if h.end <= nEnd {
			continue
		}
		out = append(out, h)
	}
	return out
}
