package sampling

import (
	"fmt"
	"strings"
)

// thresholdRaised reports a rule that binds what comes at or above a
// count ("group bookings of 20 or more guests require a 30% deposit",
// "parties of more than 12 must book the back room") restated with a
// higher count of the same thing ("parties of 25 guests or more pay a
// 30% deposit"): the cases between the two fall out of the rule. The
// count stands before the rule's word of duty, in what the rule is
// about; a count after it is what the rule asks for (a floor raised
// there is stricter, see requiredCountLowered).
func (a *analysis) thresholdRaised(r upstreamRule, it *indexed, sq []quantity) string {
	rt := r.u.f.text
	t := it.u.f.text
	for _, q := range r.sentQuants() {
		if q.nvals != 1 || q.kind != qPlain || q.per != 0 || a.lx.isIdentifier(r.u, r.s, q) || !atThreshold(r.u, r.s, q) ||
			!a.dutyAfter(r, int(q.end)) {
			continue
		}
		qw := thresholdCounted(rt, q)
		if len(qw) == 0 {
			continue
		}
		for _, x := range sq {
			if x.nvals != 1 || x.kind != qPlain || x.per != 0 || scaled(x) <= scaled(q) || a.lx.isIdentifier(it.u, it.s, x) ||
				!atThreshold(it.u, it.s, x) || !sharesWord(qw, thresholdCounted(t, x)) {
				continue
			}
			return fmt.Sprintf("raises its threshold from %q to %q", quantityText(r.u, q), quantityText(it.u, x))
		}
	}
	return ""
}

// atThreshold reports count q of sentence s as a threshold: "20 or more",
// "25 guests or more", "at least 20", "more than 12", "over 12".
func atThreshold(u *unit, s sentence, q quantity) bool {
	t := u.f.text
	if floorAt(t, q) {
		return true
	}
	// "25 guests or more", "30 personas o más": one word between.
	rest := strings.TrimLeft(t[q.end:min(int(s.end), int(q.end)+40)], " ")
	if k := strings.IndexByte(rest, ' '); k > 0 {
		after := rest[k+1:]
		for _, w := range []string{"or more", "ou mais", "o mas", "ou plus", "oder mehr", "o piu"} {
			if strings.HasPrefix(after, w) {
				return true
			}
		}
	}
	return upperComparators.endLen(strings.TrimRight(t[max(int(s.start), int(q.start)-24):q.start], " ")) > 0
}

// dutyAfter reports a word of duty or requirement in rule r's sentence
// after byte i: "… guests require a deposit", "… must book".
func (a *analysis) dutyAfter(r upstreamRule, i int) bool {
	if necessityCues.first(r.u.f.text[i:r.s.end]) >= 0 {
		return true
	}
	for _, h := range r.u.sentHits(r.s) {
		if int(h.start) >= i && a.lx.m.terms[h.term].cats.any(cats(catRequire, catModal)) {
			return true
		}
	}
	return false
}

// orMoreWords say "or more" after a count, folded: skipped to reach what
// is counted ("20 or more guests").
var orMoreWords = map[string]bool{"or": true, "more": true, "ou": true, "mais": true, "o": true, "mas": true, "oder": true,
	"mehr": true, "plus": true, "piu": true, "longer": true}

// thresholdCounted returns the two folded words after count q in t that
// name what is counted, past "or more", their plural "s" taken off.
func thresholdCounted(t string, q quantity) []string {
	var out []string
	i := int(q.end)
	for n := 0; n < 5 && len(out) < 2; n++ {
		for i < len(t) && t[i] == ' ' {
			i++
		}
		j := i
		for j < len(t) && t[j] >= 'a' && t[j] <= 'z' {
			j++
		}
		if j == i {
			break
		}
		if w := t[i:j]; !orMoreWords[w] {
			out = append(out, strings.TrimSuffix(w, "s"))
		}
		i = j
	}
	return out
}
