package sampling

import (
	"fmt"
	"strings"
)

// thresholdRaised reports a rule that binds what comes at or above a
// count ("group bookings of 20 or more guests require a 30% deposit",
// "parties of more than 12 must book the back room") restated with a
// higher count of the same thing ("parties of 25 guests or more pay a
// 30% deposit"), or an amount of money so ("any claim above £2,000
// needs two trustees" as "only above £2,500"): the cases between the two
// fall out of the rule. The count stands before the rule's word of duty,
// in what the rule is about; a count after it is what the rule asks for
// (a floor raised there is stricter, see requiredCountLowered). The
// rule's own count kept in the restatement is no threshold raised.
func (a *analysis) thresholdRaised(r upstreamRule, it *indexed, sq []quantity) string {
	rt := r.u.f.text
	t := it.u.f.text
	for _, th := range a.thresholdsOf(r) {
		q := th.q
		// The rule's own count kept ("exceeds 200 mmHg or drops by more
		// than 10 mmHg" restated with both) is no threshold raised. A
		// count of another kind is not it: "two trustees" is no
		// "£2,000" read as 2.000.
		if sameKindIn(sq, q) {
			continue
		}
		for _, x := range sq {
			if x.kind != q.kind || x.per != 0 || !surelyAbove(x, q) || a.lx.isIdentifier(it.u, it.s, x) ||
				sameKindIn(r.sentQuants(), x) ||
				!atThreshold(it.u, it.s, x) || !(sameMeasure(q, x) || sameCounted(rt, q, t, x)) {
				continue
			}
			return fmt.Sprintf("raises its threshold from %q to %q", quantityText(r.u, q), quantityText(it.u, x))
		}
	}
	return ""
}

// ruleThreshold is a count or an amount of money at or above which a
// rule binds: one its word of duty follows ("walks of 15 or more walkers
// require", "any claim above £2,000 needs"). above marks one after a word
// for "more than" (see aboveThreshold).
type ruleThreshold struct {
	q     quantity
	above bool
}

// thresholdsOf returns rule r's thresholds, once per rule.
func (a *analysis) thresholdsOf(r upstreamRule) []ruleThreshold {
	key := ruleKey{r.u, r.s.start}
	if ths, ok := a.ruleThresholds[key]; ok {
		return ths
	}
	var ths []ruleThreshold
	for _, q := range r.sentQuants() {
		if q.kind != qPlain && q.kind != qMoney || q.per != 0 || !atThreshold(r.u, r.s, q) || a.lx.isIdentifier(r.u, r.s, q) ||
			!a.dutyAfter(r, int(q.end)) {
			continue
		}
		ths = append(ths, ruleThreshold{q, aboveThreshold(r.u, r.s, q)})
	}
	if a.ruleThresholds == nil {
		a.ruleThresholds = map[ruleKey][]ruleThreshold{}
	}
	a.ruleThresholds[key] = ths
	return ths
}

// sameKindIn reports a quantity of qs of q's kind equal to q.
func sameKindIn(qs []quantity, q quantity) bool {
	for _, x := range qs {
		if x.kind == q.kind && equalQuantity(x, q) {
			return true
		}
	}
	return false
}

// surelyAbove reports x above q however each is read: a number with one
// separator before three digits ("£2,000") may be read either way (see
// quantity), and two such numbers in the same notation ("£2,500") are
// compared reading by reading.
func surelyAbove(x, q quantity) bool {
	if x.nvals == 2 && q.nvals == 2 {
		return x.vals[0] > q.vals[0] && x.vals[1] > q.vals[1]
	}
	for i := range x.nvals {
		for j := range q.nvals {
			if x.vals[i] <= q.vals[j] {
				return false
			}
		}
	}
	return x.nvals > 0 && q.nvals > 0
}

// atThreshold reports count q of sentence s as a threshold: "20 or more",
// "25 guests or more", "at least 20", "more than 12", "over 12",
// "above £2,000", "超过 3,000 元".
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
	return aboveThreshold(u, s, q)
}

// aboveThreshold reports count q of sentence s after a word for "more
// than": "above £500", "超过 3,000 元". (The same word after the count in
// Chinese, Japanese and Korean, "10名以上の団体", "10명 이상인 단체",
// moved nothing on the read sets and is not read.)
func aboveThreshold(u *unit, s sentence, q quantity) bool {
	before := strings.TrimRight(u.f.text[max(int(s.start), int(q.start)-24):q.start], " ")
	return upperComparators.endLen(before) > 0 || cjkUpperBefore.endLen(before) > 0
}

// cjkUpperBefore say "more than" before a count in Chinese and Japanese.
var cjkUpperBefore = newSuffixCues([]string{"超过", "超出", "高于", "多于", "大于", "逾"})

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
// name what is counted, past "or more" ("20 or more guests").
func thresholdCounted(t string, q quantity) []string { return wordsAfterCount(t, q, true) }

// wordsAfterCount returns the two folded words after count q in t, their
// plural "s" taken off, past "or more" when skipOrMore; a word may hold
// digits and hyphens ("two 90-degree bends") but not only those.
func wordsAfterCount(t string, q quantity, skipOrMore bool) []string {
	var out []string
	i := int(q.end)
	for n := 0; n < 5 && len(out) < 2; n++ {
		for i < len(t) && t[i] == ' ' {
			i++
		}
		j := i
		for j < len(t) && (t[j] >= 'a' && t[j] <= 'z' || isDigit(t[j]) || t[j] == '-') {
			j++
		}
		if j == i {
			break
		}
		if w := t[i:j]; !(skipOrMore && orMoreWords[w]) && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 {
			out = append(out, strings.TrimSuffix(w, "s"))
		}
		i = j
	}
	return out
}

// sameCounted reports two counts, q of folded text rt and x of t, of the
// same thing: a word of the two after each is shared ("no more than two
// 90-degree bends", "up to three 90-degree bends"; "20 or more guests",
// "25 guests or more"), and neither has a unit the other lacks but the
// one the reader read after "25 guests".
func sameCounted(rt string, q quantity, t string, x quantity) bool {
	return q.kind == qPlain && x.kind == qPlain && (q.unit == x.unit || q.unit == 0 || x.unit == 0) && q.per == 0 && x.per == 0 &&
		sharesWord(thresholdCounted(rt, q), thresholdCounted(t, x))
}

// sameUnitIn reports a quantity of qs equal to x in value and unit.
func sameUnitIn(qs []quantity, x quantity) bool {
	for _, y := range qs {
		if y.unit == x.unit && equalQuantity(y, x) {
			return true
		}
	}
	return false
}

// otherValueOf reports qs holding a value of q's unit, a unit of its own,
// but not q's value.
func otherValueOf(qs []quantity, q quantity) bool {
	if q.unit == 0 || sameUnitIn(qs, q) {
		return false
	}
	for _, x := range qs {
		if x.unit == q.unit {
			return true
		}
	}
	return false
}
