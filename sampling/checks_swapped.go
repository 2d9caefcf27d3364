package sampling

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// oneNumberSwapped reports restatement it of a protected or system rule
// that copies most of the rule's words and keeps every number of it but
// one, whose place another of the same measure takes: "all 12
// circumferential bolts torqued to 250 Nm before the TBM advances"
// restated "all 12 circumferential bolts are torqued to 200 Nm before
// the machine advances". A rule with no word of bound fixes its measures
// exactly, so the swap changes it either way; a rule with one, or with
// a word of duty, is read by the limit and duty checks. A case report
// states its own values.
func (a *analysis) oneNumberSwapped(r upstreamRule, it *indexed, sq []quantity) string {
	if r.ruleID == "" && !r.system || len(sq) == 0 {
		return ""
	}
	if ov := overlap(r.toks, it.toks); ov < 6 || 5*ov < 4*len(r.toks) {
		return ""
	}
	// A duty's number is a floor ("must be tested at 4 points"), read
	// by requiredNumbers and requiredCountLowered: raised, it is no
	// weakening.
	rt := r.u.f.text[r.s.start:r.s.end]
	if r.cs.any(cats(catLimit, catBound, catCeiling, catCap, catThreshold, catRequire)) || necessityCues.first(rt) >= 0 || a.reportsCase(it) {
		return ""
	}
	rq := r.sentQuants()
	measure := func(u *unit, s sentence, q quantity) bool {
		return q.nvals == 1 && !isDateKind(q.kind) && q.kind != qTime && !a.lx.isIdentifier(u, s, q)
	}
	var q, x quantity
	n := 0
	for _, y := range rq {
		if measure(r.u, r.s, y) && !containsQuantity(sq, y) {
			q = y
			n++
		}
	}
	if n != 1 {
		return ""
	}
	n = 0
	for _, y := range sq {
		if measure(it.u, it.s, y) && !containsQuantity(rq, y) {
			x = y
			n++
		}
	}
	if n != 1 || !comparableKinds(q, x) || scaled(q) == scaled(x) {
		return ""
	}
	// The new number stands where the old one stood: the word after it
	// ("250 Nm" for "200 Nm", "12 bolts" for "10 bolts") or the word
	// before it ("deposit 200" for "deposit 150") is the rule's. A number
	// of the same kind said of another thing ("押金200元" dropped, "车锁按
	// 50元赔付" added) is no swap.
	w := unitWordAfter(r.u.f.text, q)
	same := w != "" && w == unitWordAfter(it.u.f.text, x)
	if !same {
		p := wordBefore(r.u.f.text, int(q.start))
		same = p != "" && p == wordBefore(it.u.f.text, int(x.start))
	}
	if !same || !sameMeasure(q, x) && (q.kind != qPlain || x.kind != qPlain || q.unit != 0 || x.unit != 0) {
		return ""
	}
	return fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(it.u, x))
}

// wordBefore returns the folded word or CJK character right before i in
// t, past spaces and currency signs; or "".
func wordBefore(t string, i int) string {
	t = strings.TrimRight(t[:i], " $€£¥")
	if t == "" {
		return ""
	}
	if r, size := utf8.DecodeLastRuneInString(t); isCJK(r) {
		return t[len(t)-size:]
	}
	j := len(t)
	for j > 0 && isWordByte(t[j-1]) {
		j--
	}
	return t[j:]
}
