package sampling

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// requiredCountLowered reports a count rule r requires right after a
// word of requirement or a floor ("needs three written quotes", "exige
// dois orçamentos", "after at least three consecutive passing tests")
// restated, right after a word of requirement, as a lower count of the
// same thing ("needs two quotes"); or "". A required count is a floor:
// the lower one lets work through that the rule holds back. The thing
// counted is the same when one of the two words after each number is
// shared, plural or not.
func (a *analysis) requiredCountLowered(r upstreamRule, it *indexed, sq []quantity) string {
	rt := r.u.f.text
	t := it.u.f.text
	for _, q := range r.sentQuants() {
		if q.nvals != 1 || q.kind != qPlain || q.per != 0 || a.lx.isIdentifier(r.u, r.s, q) ||
			!a.requireRightBefore(r.u, r.s, q) && !floorAt(rt, q) {
			continue
		}
		qw := countedWords(rt, q)
		if len(qw) == 0 {
			continue
		}
		for _, x := range sq {
			if x.nvals != 1 || x.kind != qPlain || x.per != 0 || scaled(x) >= scaled(q) || a.lx.isIdentifier(it.u, it.s, x) ||
				!a.requireRightBefore(it.u, it.s, x) {
				continue
			}
			// "needs two more tests" counts what is left of the case.
			xw := countedWords(t, x)
			if len(xw) == 0 || moreWords[xw[0]] || !sharesWord(qw, xw) {
				continue
			}
			return fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(it.u, x))
		}
	}
	return ""
}

// requireRightBefore reports a word of requirement ending at most one
// word before q in sentence s: "needs three", "requires at least two"
// is a bound, read elsewhere.
func (a *analysis) requireRightBefore(u *unit, s sentence, q quantity) bool {
	for _, h := range u.sentHits(s) {
		if h.end > q.start || !a.lx.m.terms[h.term].cats.has(catRequire) {
			continue
		}
		g := u.f.text[h.end:q.start]
		if !strings.ContainsAny(g, ",;:()") && len(strings.Fields(g)) <= 1 && utf8.RuneCountInString(g) <= 12 {
			return true
		}
	}
	return false
}

// moreWords count what is still to come, folded: "needs two more".
var moreWords = map[string]bool{"more": true, "further": true, "another": true, "additional": true, "extra": true, "weitere": true, "weiteren": true, "autre": true, "autres": true, "outro": true, "outra": true, "otro": true, "otra": true}

// countedWords returns the two folded words after q's number in t, their
// plural "s" taken off: what the number counts ("more" kept, see
// moreWords).
func countedWords(t string, q quantity) []string { return wordsAfterCount(t, q, false) }

// sharesWord reports a word of three letters or more in both lists.
func sharesWord(x, y []string) bool {
	for _, w := range x {
		if len(w) < 3 {
			continue
		}
		for _, v := range y {
			if v == w {
				return true
			}
		}
	}
	return false
}
