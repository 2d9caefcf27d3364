package sampling

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"recap/review"
)

// unit is one string the engine reads — a message of the original, the
// summary text, or one string of the contract — with everything derived
// from it once: the folded text, lexicon hits and sentences.
type unit struct {
	pane review.Pane
	ref  string
	// fmask caches frameMask per sentence; bit 31 marks it read.
	fmask []uint32
	// dl caches sentDeadlineCue per sentence: 0 unread, 1 no, 2 yes.
	dl []int8
	// ima caches whether the text has "ima" (see unreadBoundIn): 0
	// unread, 1 no, 2 yes.
	ima int8
	// clocks caches whether the text has two clock times' shapes (see
	// clockWindowIn): 0 unread, 1 no, 2 yes.
	clocks int8
	// role, name and isError describe original messages.
	role    review.Role
	name    string
	isError bool
	// order is the message's position in the original (-1 elsewhere), so
	// later messages can resolve earlier ones.
	order    int
	injected bool
	// extra marks a string of a contract field the format does not define
	// ("next_steps", "notes"): free text the producer wrote for the next
	// context, read as the summary is.
	extra bool
	// field is the folded words of an extra field's name ("next steps",
	// "client update guidance"): what a heading would say above its text.
	field string
	f     folded
	hits  []hit
	sents []sentence
	// breaks are clause boundaries (commas, semicolons, " - ", and words
	// such as "but", "mas", "但是"), sorted by start.
	breaks []span32
	// toks caches each sentence's content tokens (see sentTokens).
	toks [][]uint64
	// tokArena backs the slices in toks.
	tokArena []uint64
	// bounds caches cjkWordBounds.
	bounds []int32
	// qs caches each sentence's quantities (see sentQuantities).
	qs [][]quantity
}

type span32 struct{ start, end int32 }

// sentence is a sentence or list item of a unit, in folded offsets.
type sentence struct {
	idx          int32 // position in unit.sents
	start, end   int32
	hitLo, hitHi int32 // hits whose start lies in [start, end)
	// section carries the categories of the markdown heading the sentence
	// sits under ("## Hypotheses" makes every line below it hedged).
	section catSet
	heading bool
	// cs is the union of the categories of the sentence's hits.
	cs catSet
}

func (lx *lexicon) newUnit(pane review.Pane, ref, raw string) *unit {
	return lx.fillUnit(&unit{}, pane, ref, raw)
}

// fillUnit reads raw into u, reusing the backing arrays of u's hits,
// sentences, clause breaks and tokens from an earlier use (see unitPool).
func (lx *lexicon) fillUnit(u *unit, pane review.Pane, ref, raw string) *unit {
	hits, sents, breaks, arena := u.hits[:0], u.sents[:0], u.breaks[:0], u.tokArena[:0]
	*u = unit{pane: pane, ref: ref, order: -1, f: fold(raw), sents: sents, breaks: breaks, tokArena: arena}
	// Cue-dense text carries about one hit per dozen bytes: sized so, the
	// hits slice rarely grows.
	if n := len(u.f.text)/10 + 4; cap(hits) < n {
		hits = make([]hit, 0, n)
	}
	u.hits = lx.dropMisreadCues(u.f.text, lx.dropReportedOrders(u.f.text, lx.applyPairs(u.f.text, lx.m.scan(u.f.text, hits))))
	u.segment(lx)
	return u
}

// unitPool holds units whose event has been routed, for their arrays to
// be reused by the next event's messages, summary and contract strings.
// Only units made for one routing go back (see analysis.release); units
// read once and cached on the engine (a policy rule's) never do.
var unitPool = sync.Pool{New: func() any { return new(unit) }}

// release empties u for reuse: its strings and caches are dropped, its
// arrays kept.
func (u *unit) release() {
	*u = unit{hits: u.hits[:0], sents: u.sents[:0], breaks: u.breaks[:0], tokArena: u.tokArena[:0]}
	unitPool.Put(u)
}

// evidence quotes the folded span [s, e) of u exactly as it arrived.
func (u *unit) evidence(s, e int) review.Evidence {
	a, b := u.f.span(s, e)
	a, b = trimRaw(u.f.raw, a, b)
	return review.Evidence{Pane: u.pane, Ref: u.ref, Start: a, End: b, Quote: u.f.raw[a:b]}
}

// sentenceEvidence quotes a whole sentence without list markers.
func (u *unit) sentenceEvidence(s sentence) review.Evidence {
	return u.evidence(int(s.start), int(s.end))
}

// trimRaw narrows [a, b) of raw past surrounding spaces, list markers and
// markdown emphasis so the highlighted span is the words themselves.
func trimRaw(raw string, a, b int) (int, int) {
	for a < b {
		r, size := utf8.DecodeRuneInString(raw[a:])
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '*' || r == '-' || r == '>' || r == '#' ||
			r == '`' || r == '_' || r == 0x3000 || r == 0xA0 || r == '\u2022' {
			a += size
			continue
		}
		break
	}
	for b > a {
		r, size := utf8.DecodeLastRuneInString(raw[:b])
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '*' || r == '`' || r == 0x3000 || r == 0xA0 {
			b -= size
			continue
		}
		break
	}
	return a, b
}

// segment splits the folded text into sentences: at line breaks, at
// sentence punctuation followed by a space or the end, and at CJK
// sentence punctuation. A decimal point ("4.300,00") or a dotted name
// ("main.go") never ends a sentence because no space follows it.
func (u *unit) segment(lx *lexicon) {
	t := u.f.text
	start := 0
	var section catSet
	if n := len(t)/48 + 2; cap(u.sents) < n {
		u.sents = make([]sentence, 0, n)
	}
	u.sents = u.sents[:0]
	flush := func(end int, heading bool) {
		s, e := start, end
		for s < e && (t[s] == ' ' || t[s] == '\n') {
			s++
		}
		for e > s && (t[e-1] == ' ' || t[e-1] == '\n') {
			e--
		}
		// Checks look at every cue of a sentence for each cue in it, so a
		// "sentence" is capped: text without punctuation (a log line, CJK
		// without 。) is cut at a comma or space, else at a rune boundary.
		for e-s > maxSentence {
			cut := s + maxSentence
			for cut > s && t[cut]&0xC0 == 0x80 {
				cut--
			}
			if k := strings.LastIndexAny(t[s+maxSentence/2:cut], ", ，"); k >= 0 {
				cut = s + maxSentence/2 + k + 1
			}
			u.sents = append(u.sents, sentence{idx: int32(len(u.sents)), start: int32(s), end: int32(cut), section: section, heading: heading})
			s = cut
			for s < e && t[s] == ' ' {
				s++
			}
		}
		if e > s {
			u.sents = append(u.sents, sentence{idx: int32(len(u.sents)), start: int32(s), end: int32(e), section: section, heading: heading})
		}
		start = end
	}
	endLine := func(lineStart, end int) {
		if h, ok := headingCats(lx, t[lineStart:end]); ok {
			// A heading opens a section: the lines under it inherit what it
			// announces, and so does the heading line itself.
			section = h.and(sectionCats)
			if start < lineStart {
				flush(lineStart, false)
			}
			flush(end, true)
			return
		}
		flush(end, false)
	}
	lineStart := 0
	var punct []int32
	for i := 0; i < len(t); {
		// Most bytes are letters, digits and spaces: skip them in a tight loop.
		for i < len(t) && !segmentByte[t[i]] {
			i++
		}
		if i >= len(t) {
			break
		}
		c := t[i]
		switch {
		case c == ',' || c == '-' || c == ':':
			if isClausePunct(t, i) {
				punct = append(punct, int32(i))
			}
		case c == '\n':
			endLine(lineStart, i)
			i++
			lineStart, start = i, i
			continue
		case c == '.' || c == '!' || c == '?' || c == ';':
			if c == ';' {
				punct = append(punct, int32(i))
			}
			next := i + 1
			for next < len(t) && (t[next] == '"' || t[next] == ')' || t[next] == '\'') {
				next++
			}
			if next >= len(t) || t[next] == ' ' || t[next] == '\n' || startsCJK(t[next:]) ||
				(c != '.' && precededByCJK(t[:i])) {
				if c == '.' && (isAbbreviation(t[lineStart:i]) || ordinalDay(t, lineStart, i) || shortDateMidSentence(t, lineStart, i)) {
					i++
					continue
				}
				flush(next, false)
				i = next
				continue
			}
		case c >= 0xE3:
			r, size := utf8.DecodeRuneInString(t[i:])
			if r == '。' || r == '！' || r == '？' || r == '；' {
				flush(i+size, false)
			}
			i += size
			continue
		}
		i++
	}
	endLine(lineStart, len(t))
	u.filterLanguage(lx)
	u.findBreaks(lx, punct)
	// Attach hits to sentences; both are ordered by start.
	h := 0
	for si := range u.sents {
		s := &u.sents[si]
		for h < len(u.hits) && u.hits[h].start < s.start {
			h++
		}
		s.hitLo = int32(h)
		k := h
		for k < len(u.hits) && u.hits[k].start < s.end {
			s.cs = s.cs.or(lx.m.terms[u.hits[k].term].cats)
			k++
		}
		s.hitHi = int32(k)
	}
}

// segmentByte marks the bytes segmentation must look at: line breaks,
// sentence and clause punctuation, and lead bytes of CJK punctuation.
var segmentByte = func() (t [256]bool) {
	for _, c := range []byte{'\n', '.', '!', '?', ';', ',', '-', ':'} {
		t[c] = true
	}
	for c := 0xE3; c < 0x100; c++ {
		t[c] = true
	}
	return t
}()

// maxSentence bounds a sentence's length in bytes (see segment).
const maxSentence = 1024

// sectionCats are the heading categories a section passes to its lines.
var sectionCats = cats(catHedge, catOpenQuestion, catPending, catBlockStrong, catFailure, catFailureObject,
	catNextStep, catRuleHead, catSuccess, catDone, catRefusal, catNextContext)

// filterLanguage drops hits of language-restricted words in sentences
// written in another language, and negations that only prefix a compound. The language is guessed per sentence, and
// per unit when the sentence alone does not tell.
func (u *unit) filterLanguage(lx *lexicon) {
	var unitLang langSet
	unitDone := false
	out := u.hits[:0]
	si := 0
	var sentLang langSet
	sentDone := -1
	txt := u.f.text
	for _, h := range u.hits {
		t := &lx.m.terms[h.term]
		// A negation glued by a hyphen to the next word is a prefix of a
		// compound noun ("non-openers", "no-show", "não-pagantes"), not a
		// negation of the clause.
		if int(h.end)+1 < len(txt) && txt[h.end] == '-' && txt[h.end+1] >= 'a' && txt[h.end+1] <= 'z' && t.cats.has(catNegation) &&
			!t.cats.any(cats(catProhibit, catHedge)) {
			continue
		}
		if t.langs == 0 {
			out = append(out, h)
			continue
		}
		for si < len(u.sents) && u.sents[si].end <= h.start {
			si++
		}
		if si != sentDone {
			sentDone = si
			sentLang = 0
			if si < len(u.sents) {
				sentLang = guessLang(u.f.text[u.sents[si].start:u.sents[si].end])
			}
		}
		l := sentLang
		if l == 0 {
			if !unitDone {
				end := min(len(u.f.text), 4096)
				unitLang, unitDone = guessLang(u.f.text[:end]), true
			}
			l = unitLang
		}
		if l == 0 || l&t.langs != 0 {
			out = append(out, h)
		}
	}
	u.hits = out
}

func startsCJK(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isCJK(r)
}

func precededByCJK(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return isCJK(r)
}

// ordinalDay reports a period that marks a day number before a month name
// ("bis 14. August", "am 3. März"): part of a date, not a sentence end.
func ordinalDay(t string, lineStart, i int) bool {
	d := i
	for d > lineStart && isDigit(t[d-1]) {
		d--
	}
	if i-d < 1 || i-d > 2 || (d > lineStart && isWordByte(t[d-1])) || i+2 >= len(t) || t[i+1] != ' ' {
		return false
	}
	j := i + 2
	for j < len(t) && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	_, ok := monthNames[t[i+2:j]]
	return ok
}

// shortDateMidSentence reports the period that closes a day and month
// written "20.06." after a German preposition or article, with a word
// after it on the same line ("Fälligkeit auf den 20.06. verschieben"):
// part of the date, not a sentence end.
func shortDateMidSentence(t string, lineStart, i int) bool {
	// i is the period after the month: digits, a period, digits before it.
	m := i
	for m > lineStart && isDigit(t[m-1]) {
		m--
	}
	if i-m < 1 || i-m > 2 || m <= lineStart || t[m-1] != '.' {
		return false
	}
	d := m - 1
	for d > lineStart && isDigit(t[d-1]) {
		d--
	}
	if m-1-d < 1 || m-1-d > 2 || d > lineStart && isWordByte(t[d-1]) {
		return false
	}
	// A German date after its preposition or article ("auf den 20.06.",
	// "bis 3.4."); "pH 4.1. It clears…" ends a sentence.
	if !germanDateLead(t[lineStart:d]) {
		return false
	}
	// A word or a time of day goes on after it ("bis 13.03. 12:00").
	return i+2 < len(t) && t[i+1] == ' ' && (t[i+2] >= 'a' && t[i+2] <= 'z' || isDigit(t[i+2]))
}

// dateLeadWords stand before a German day and month: "auf den 20.06.",
// "am 3.4.", "bis zum 1.7.", "Frist 5.1.", "Freitag, 13.03.".
var dateLeadWords = map[string]bool{"den": true, "dem": true, "am": true, "bis": true, "zum": true, "vom": true, "ab": true,
	"seit": true, "per": true, "fur": true, "auf": true, "ist": true, "zur": true, "frist": true, "termin": true, "stichtag": true,
	"datum": true, "spatestens": true, "heute": true, "morgen": true, "montag": true, "dienstag": true, "mittwoch": true,
	"donnerstag": true, "freitag": true, "samstag": true, "sonntag": true}

// isAbbreviation reports whether the text before a period ends with a
// common abbreviation ("e.g.", "approx.", "sr.") that does not end a
// sentence.
func isAbbreviation(before string) bool {
	j := len(before)
	i := j
	for i > 0 && before[i-1] >= 'a' && before[i-1] <= 'z' {
		i--
	}
	w := before[i:j]
	switch w {
	case "e.g", "i.e", "g", "e", "etc", "vs", "approx", "sr", "sra", "dr", "dra", "mr", "mrs", "ms", "no", "nr",
		"p", "pp", "fig", "inc", "ltd", "co", "cf", "ex", "obs", "aprox", "av", "n", "art", "arts", "sec", "par",
		"abs", "ziff", "al", "para", "mme", "mlle", "prof", "dott", "sig", "st", "max", "ca", "bzw", "inkl", "zzgl", "ggf", "evtl", "vgl",
		// Titles before a name: "geom. Rinaldi", "eng. Matos", "avv. Ferri".
		"eng", "geom", "ing", "avv", "insp", "capt", "sgt", "dipl",
		// Parts of a work and references: "ep. 14", "vol. 2", "cap. 3",
		// "pág. 7", "ref. 88".
		"ep", "eps", "vol", "vols", "ch", "cap", "pag", "pg", "ref", "tel", "dept":
		return true
	case "m":
		// "a.m." and "p.m." end a time of day, not a sentence; nor does
		// French "M." before a name ("le champ de M. Barreau"). After a
		// number it is metres ("à 5 m."), which can end one.
		if strings.HasSuffix(before[:i], "a.") || strings.HasSuffix(before[:i], "p.") {
			return true
		}
		k := i
		for k > 0 && before[k-1] == ' ' {
			k--
		}
		return k < i && k > 0 && !isDigit(before[k-1])
	}
	return false
}

// headingCats reports whether a folded line is a section heading — a
// markdown heading, a bold line, or a short line ending in a colon — and
// which categories its words carry.
func headingCats(lx *lexicon, line string) (catSet, bool) {
	s := line
	for len(s) > 0 && (s[0] == ' ' || s[0] == '>') {
		s = s[1:]
	}
	isHeading := false
	switch {
	case len(s) > 0 && s[0] == '#':
		isHeading = true
	case len(s) > 4 && s[:2] == "**" && s[len(s)-2:] == "**" && len(s) < 80:
		isHeading = true
	case len(s) > 1 && len(s) < 60 && (s[len(s)-1] == ':' || hasSuffix(s, "：")):
		isHeading = true
	}
	// A bare label on its own line ("Next steps", "Próximos passos",
	// "Open questions") is a heading too: one term of a section's kind
	// spans the whole line.
	if t := strings.TrimRight(s, " "); !isHeading && len(t) > 1 && len(t) < 40 {
		for _, h := range lx.m.scan(t, nil) {
			if h.start == 0 && int(h.end) == len(t) && lx.m.terms[h.term].cats.any(sectionCats) {
				isHeading = true
				break
			}
		}
	}
	if !isHeading {
		return catSet{}, false
	}
	var cs catSet
	for _, h := range lx.m.scan(s, nil) {
		cs = cs.or(lx.m.terms[h.term].cats)
	}
	// A heading that is just "Next" ("## Próximo", "### Suite", "Weiter:")
	// announces next steps.
	if nextHeadings[strings.Trim(s, "#*: ")] {
		cs = cs.or(cats(catNextStep))
	}
	// A heading that is just "Handover" ("### Passation", "## Übergabe")
	// addresses whoever takes over; in a sentence the bare word names
	// handing over goods or funds, so only the heading counts.
	if handoverHeadings[strings.Trim(s, "#*: ")] {
		cs = cs.or(cats(catNextContext))
	}
	return cs, true
}

// handoverHeadings are one-word headings for a note to whoever takes over.
var handoverHeadings = map[string]bool{
	"handover": true, "hand-over": true, "handoff": true, "hand-off": true, "carry-over": true, "carryover": true,
	"passation": true, "passagem": true, "passagem de turno": true, "traspaso": true, "relevo": true, "ubergabe": true,
	"passaggio di consegne": true, "consegne": true, "交接": true, "交接说明": true, "引き継ぎ": true, "申し送り": true,
	"인수인계": true,
}

// nextHeadings are one-word headings for what comes next.
var nextHeadings = map[string]bool{
	"next": true, "then": true, "proximo": true, "proxima": true, "proximos": true, "siguiente": true, "siguientes": true,
	"suite": true, "ensuite": true, "weiter": true, "danach": true, "als nachstes": true, "下一步": true, "接下来": true, "后续": true,
}

func hasSuffix(s, suf string) bool { return len(s) >= len(suf) && s[len(s)-len(suf):] == suf }

// sentQuantities returns the quantities of sentence s, read once per
// sentence. Units of policy rules (no pane) are shared between events and
// never written to, so theirs are read afresh.
func (u *unit) sentQuantities(s sentence) []quantity {
	if u.pane == "" || s.idx < 0 {
		return quantities(u.f.text, int(s.start), int(s.end), nil)
	}
	if u.qs == nil {
		u.qs = make([][]quantity, len(u.sents))
	}
	qs := u.qs[s.idx]
	if qs == nil {
		qs = quantities(u.f.text, int(s.start), int(s.end), nil)
		if qs == nil {
			qs = []quantity{}
		}
		u.qs[s.idx] = qs
	}
	return qs
}

// sentHits returns the hits of sentence s.
func (u *unit) sentHits(s sentence) []hit { return u.hits[s.hitLo:s.hitHi] }

// subSentence returns the part of sentence s before offset end, with its
// own hits and categories. Like joinSentences' result it has no index of
// its own (idx -1): the per-sentence caches (sentTokens, sentQuantities)
// hold the whole sentence's and must not be read or filled for a part.
func (u *unit) subSentence(lx *lexicon, s sentence, end int) sentence {
	p := s
	p.idx = -1
	p.end = int32(end)
	p.cs = catSet{}
	for i := s.hitLo; i < s.hitHi; i++ {
		if int(u.hits[i].start) >= end {
			p.hitHi = i
			break
		}
	}
	for _, h := range u.sentHits(p) {
		p.cs = p.cs.or(lx.m.terms[h.term].cats)
	}
	return p
}

// sentCats is the union of the categories of the sentence's hits.
func (u *unit) sentCats(_ *lexicon, s sentence) catSet { return s.cs }

// sentConcepts returns the concepts named in the sentence.
func (u *unit) sentConcepts(lx *lexicon, s sentence, dst []concept) []concept {
	for _, h := range u.sentHits(s) {
		for _, c := range lx.m.terms[h.term].concepts {
			if !slices.Contains(dst, c) {
				dst = append(dst, c)
			}
		}
	}
	return dst
}

// findBreaks merges clause punctuation (found while segmenting) with
// contrastive conjunctions into the unit's sorted clause boundaries, so
// clause lookups are a binary search.
func (u *unit) findBreaks(lx *lexicon, punct []int32) {
	if cap(u.breaks) < len(punct)+4 {
		u.breaks = make([]span32, 0, len(punct)+4)
	}
	u.breaks = u.breaks[:0]
	k := 0
	for _, h := range u.hits {
		if !lx.m.terms[h.term].cats.has(catClauseBreak) {
			continue
		}
		for k < len(punct) && punct[k] < h.start {
			u.breaks = append(u.breaks, span32{punct[k], punct[k] + 1})
			k++
		}
		u.breaks = append(u.breaks, span32{h.start, h.end})
	}
	for ; k < len(punct); k++ {
		u.breaks = append(u.breaks, span32{punct[k], punct[k] + 1})
	}
}

// afterSemicolon returns the sentence before s when a semicolon ends it
// and s goes on on the same line: the two halves of one line ("…, just
// say the papers are ready; no need to go into the upload").
func (u *unit) afterSemicolon(s sentence) (sentence, bool) {
	if s.idx <= 0 {
		return sentence{}, false
	}
	p := u.sents[s.idx-1]
	if !strings.HasSuffix(u.f.text[p.start:p.end], ";") || strings.Contains(u.f.text[p.end:s.start], "\n") {
		return sentence{}, false
	}
	return p, true
}

// clause returns the clause of sentence s around folded offset pos: the
// stretch between clause punctuation (commas, semicolons, colons, dashes)
// or contrastive conjunctions ("but",
// "mas", "但是"), so a negation in one clause does not reach into the next.
func (u *unit) clause(_ *lexicon, s sentence, pos int) (int, int) {
	a, b := int(s.start), int(s.end)
	p := int32(pos)
	i := sort.Search(len(u.breaks), func(k int) bool { return u.breaks[k].start >= p })
	// A colon ends the clause before it but opens none: a label scopes
	// over what follows it ("Pending: approval from legal", "Budget: R$
	// 2.000,00"), while what follows does not reach back ("kubectl
	// port-forward: the job was not scheduled").
	j := i - 1
	for j >= 0 && u.f.text[u.breaks[j].start] == ':' && int(u.breaks[j].end) > a {
		j--
	}
	if j >= 0 {
		if e := int(u.breaks[j].end); e > a && e <= pos {
			a = e
		}
	}
	if i < len(u.breaks) {
		if st := int(u.breaks[i].start); st < b {
			b = st
		}
	}
	return a, b
}

// commaRunStart returns where the clauses joined by commas that end at
// clause start a begin: back over each comma, to a semicolon, a colon, a
// dash, a contrastive word or the sentence's start.
func (u *unit) commaRunStart(s sentence, a int) int {
	k := sort.Search(len(u.breaks), func(k int) bool { return int(u.breaks[k].end) >= a })
	for ; k < len(u.breaks) && int(u.breaks[k].end) == a && u.f.text[u.breaks[k].start] == ','; k-- {
		a = int(s.start)
		if k > 0 && int(u.breaks[k-1].end) > a {
			a = int(u.breaks[k-1].end)
		}
		if k == 0 {
			break
		}
	}
	return a
}

func isClausePunct(t string, i int) bool {
	switch t[i] {
	case ',', ';':
		// A comma between digits is a number separator, not a clause break.
		if t[i] == ',' && i > 0 && i+1 < len(t) && isDigit(t[i-1]) && isDigit(t[i+1]) {
			return false
		}
		return true
	case '-':
		return i > 0 && i+1 < len(t) && t[i-1] == ' ' && t[i+1] == ' '
	case ':':
		// A colon before words ("Status: not sent", "查看：导出任务…") ends
		// a clause; one inside a time, a URL or a key ("14:30", "https://",
		// "tenant:acme") does not.
		return i+1 < len(t) && (t[i+1] == ' ' || t[i+1] >= 0xE3)
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// firstCatHit returns the first hit of category c in [a, b) and whether
// there is one.
func (u *unit) firstCatHit(lx *lexicon, s sentence, c cat, a, b int) (hit, bool) {
	for _, h := range u.sentHits(s) {
		if int(h.start) >= a && int(h.end) <= b && lx.m.terms[h.term].cats.has(c) {
			return h, true
		}
	}
	return hit{}, false
}

// negatedBefore reports whether a negation sits shortly before pos in the
// same clause ("not sent", "não enviado", "未发送").
func (u *unit) negatedBefore(lx *lexicon, s sentence, pos int) bool {
	return u.negatedWithin(lx, s, pos, 32)
}

// negatedWithin is negatedBefore with a window of n bytes.
func (u *unit) negatedWithin(lx *lexicon, s sentence, pos, n int) bool {
	a, _ := u.clause(lx, s, pos)
	for _, h := range u.sentHits(s) {
		if int(h.end) > pos || int(h.start) < a {
			continue
		}
		if pos-int(h.end) > n {
			continue
		}
		cs := lx.m.terms[h.term].cats
		if cs.has(catNegation) || cs.has(catProhibit) {
			return true
		}
	}
	return false
}

// tokens appends the content tokens of the folded span [a, b) as hashes:
// words of three or more letters (or with a digit), cut to a six-byte stem
// so "refund", "refunds" and "refunded" agree, and CJK character bigrams.
// Stopwords and words inside hits of the skip categories are left out.
// The result is sorted and free of duplicates.
func (lx *lexicon) tokens(u *unit, a, b int, skip catSet, noDigits bool, dst []uint64) []uint64 {
	t := u.f.text
	// A span that ends before it starts (a clause cut inside a cue that
	// runs past a comma: "するまで,000…") holds no tokens.
	if b <= a {
		return dst
	}
	if dst == nil {
		dst = make([]uint64, 0, (b-a)/5+4)
	}
	n0 := len(dst)
	// A word is skipped when a skip-category hit covers it. Hits come in
	// start order and words are read left to right, so the furthest end of
	// the hits started so far answers that in constant time.
	hs := u.hits
	// No lexicon term is longer than 64 bytes, so no hit starting earlier
	// than that can cover a word at a.
	hi := sort.Search(len(hs), func(k int) bool { return int(hs[k].start) >= a-64 })
	maxEnd := -1
	inSkip := func(s, e int) bool {
		if skip.empty() {
			return false
		}
		for hi < len(hs) && int(hs[hi].start) <= s {
			// A pair of cues (see pairSpecs) spans the words between them;
			// only its two cues, hits of their own, are skipped.
			if t := &lx.m.terms[hs[hi].term]; t.cats.any(skip) && t.text != "" && int(hs[hi].end) > maxEnd {
				maxEnd = int(hs[hi].end)
			}
			hi++
		}
		return maxEnd >= e
	}
	// Words covered by a cross-language concept ("refund", "reembolso",
	// "退款") are replaced by the concept, so restatements in other words or
	// another language still align.
	ci := hi
	conceptEnd := -1
	coveredByConcept := func(s, e int) bool {
		for ci < len(hs) && int(hs[ci].start) <= s {
			t := &lx.m.terms[hs[ci].term]
			if len(t.concepts) > 0 && int(hs[ci].end) > conceptEnd && int(hs[ci].start) >= a && int(hs[ci].end) <= b &&
				!t.cats.any(skip) {
				conceptEnd = int(hs[ci].end)
				for _, c := range t.concepts {
					dst = append(dst, conceptToken(c))
				}
			}
			ci++
		}
		return conceptEnd >= e
	}
	bounds := u.cjkWordBounds()
	bi := sort.Search(len(bounds), func(k int) bool { return int(bounds[k]) >= a })
	i := a
	prevCJKAt := -1
	prevCJKEnd := -1
	for i < b {
		c := t[i]
		if c < utf8.RuneSelf {
			prevCJKAt = -1
			if !asciiWord[c] {
				i++
				continue
			}
			// An ASCII word, possibly running on into accented letters.
			j := i
			hasDigit := false
			for j < b {
				if cj := t[j]; cj < utf8.RuneSelf {
					if !asciiWord[cj] {
						break
					}
					if cj <= '9' {
						hasDigit = true
					}
					j++
					continue
				}
				r2, s2 := utf8.DecodeRuneInString(t[j:])
				if !isWordRune(r2) {
					break
				}
				j += s2
			}
			lx.addWord(&dst, t, i, j, hasDigit, noDigits, inSkip, coveredByConcept)
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(t[i:])
		if isCJK(r) {
			for bi < len(bounds) && int(bounds[bi]) < i {
				bi++
			}
			// A bigram across a word boundary ("经发" in "已经|发送") is noise.
			boundary := bi < len(bounds) && int(bounds[bi]) == i
			if prevCJKAt >= 0 && prevCJKEnd == i && !boundary && !inSkip(prevCJKAt, i+size) &&
				!coveredByConcept(prevCJKAt, i+size) {
				if h := tokenHash(t[prevCJKAt : i+size]); !lx.stop.has(h) {
					dst = append(dst, h)
				}
			}
			prevCJKAt, prevCJKEnd = i, i+size
			i += size
			continue
		}
		prevCJKAt = -1
		if !isWordRune(r) {
			i += size
			continue
		}
		j := i
		hasDigit := false
		for j < b {
			r2, s2 := utf8.DecodeRuneInString(t[j:])
			if !isWordRune(r2) {
				break
			}
			if r2 >= '0' && r2 <= '9' {
				hasDigit = true
			}
			j += s2
		}
		lx.addWord(&dst, t, i, j, hasDigit, noDigits, inSkip, coveredByConcept)
		i = j
	}
	out := dst[n0:]
	slices.Sort(out)
	out = slices.Compact(out)
	return dst[:n0+len(out)]
}

// sentTokens returns the content tokens of sentence s without cue words
// (functionCats), computed once per sentence.
func (lx *lexicon) sentTokens(u *unit, s sentence) []uint64 {
	if s.idx < 0 {
		return lx.tokens(u, int(s.start), int(s.end), functionCats, false, nil)
	}
	if u.toks == nil {
		u.toks = make([][]uint64, len(u.sents))
	}
	t := u.toks[s.idx]
	if t == nil {
		// All sentences of a unit share one growing backing slice (one
		// allocation per doubling, not one per sentence). Each cached
		// slice is capped at its length, so an append by a caller copies
		// instead of writing over the next sentence's tokens.
		n0 := len(u.tokArena)
		u.tokArena = lx.tokens(u, int(s.start), int(s.end), functionCats, false, u.tokArena)
		t = u.tokArena[n0:len(u.tokArena):len(u.tokArena)]
		if len(t) == 0 {
			t = []uint64{}
		}
		u.toks[s.idx] = t
	}
	return t
}

// cjkWordBounds returns, sorted, the offsets where a lexicon word of two
// or more CJK characters starts or ends, computed once per unit.
//
// Hits come ordered by start, so the starts are sorted already and the
// ends nearly so (only overlapping words are out of order): an insertion
// sort of the ends and a merge cost about one pass, where sorting all the
// bounds at once dominated the cost of long CJK texts.
func (u *unit) cjkWordBounds() []int32 {
	if u.bounds != nil {
		return u.bounds
	}
	var starts, ends []int32
	for _, h := range u.hits {
		if h.end-h.start >= 6 && u.f.text[h.start] >= 0xE3 {
			starts = append(starts, h.start)
			ends = append(ends, h.end)
		}
	}
	for i := 1; i < len(ends); i++ {
		for j := i; j > 0 && ends[j] < ends[j-1]; j-- {
			ends[j], ends[j-1] = ends[j-1], ends[j]
		}
	}
	b := make([]int32, 0, len(starts)+len(ends))
	i, j := 0, 0
	for i < len(starts) || j < len(ends) {
		var v int32
		if j >= len(ends) || (i < len(starts) && starts[i] <= ends[j]) {
			v, i = starts[i], i+1
		} else {
			v, j = ends[j], j+1
		}
		if n := len(b); n == 0 || b[n-1] != v {
			b = append(b, v)
		}
	}
	u.bounds = b
	return u.bounds
}

// addWord appends the token of word t[i:j] unless it is too short, a
// number when numbers are unwanted, a cue word, covered by a concept, or
// a stopword.
func (lx *lexicon) addWord(dst *[]uint64, t string, i, j int, hasDigit, noDigits bool,
	inSkip, coveredByConcept func(int, int) bool) {
	if (j-i < 3 && !hasDigit) || (noDigits && hasDigit) || inSkip(i, j) || coveredByConcept(i, j) {
		return
	}
	if h := tokenHash(stem(t[i:j])); !lx.stop.has(h) {
		*dst = append(*dst, h)
	}
}

// conceptToken is the token standing for a concept.
func conceptToken(c concept) uint64 { return tokenHash("\x00concept") ^ uint64(c)*0x9E3779B97F4A7C15 }

// stem cuts a folded word to a five-byte stem, so inflections match
// across English, Portuguese and Spanish ("refunded"/"refunds",
// "publique"/"publicar"). English endings go first, so "sharing",
// "shared" and "share" agree.
func stem(w string) string {
	switch {
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		w = w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		w = w[:len(w)-2]
	case len(w) > 4 && strings.HasSuffix(w, "es"):
		w = w[:len(w)-2]
	case len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's':
		w = w[:len(w)-1]
	}
	if len(w) > 3 && w[len(w)-1] == 'e' {
		w = w[:len(w)-1]
	}
	if len(w) > 5 {
		// Cut before a continuation byte, never inside a multi-byte rune.
		n := 5
		for n > 0 && w[n]&0xC0 == 0x80 {
			n--
		}
		return w[:n]
	}
	return w
}

// tokenHash is FNV-1a over the bytes of a token.
func tokenHash(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// overlap counts the common elements of two sorted sets.
func overlap(a, b []uint64) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			n++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return n
}
