package sampling

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// singleWords are the articles and words for "one" that put a single one of
// a noun where a rule counted two or more, folded, with the languages
// where each means so: English "a" and Portuguese "a" (the), German "um"
// (around) and Portuguese "um" (one) are told apart by the sentence's
// language.
var singleWords = map[string]langSet{
	"a": langEN, "an": langEN, "one": langEN, "single": langEN,
	"um": langPT, "uma": langPT,
	"un": langES | langFR | langIT, "una": langES | langIT, "uno": langES | langIT, "une": langFR,
	"ein": langDE, "eine": langDE, "einen": langDE, "einem": langDE, "einer": langDE, "eines": langDE,
}

// countLoweredToOne reports a rule that asks for two or more of something
// ("only with two certified coaches on deck", "com dois treinadores
// certificados") restated with one of it ("with a certified coach on
// deck", "só com um treinador certificado"): the article stands where the
// rule's number stood, so no number is left to compare.
//
// The rule must ask for the count, not cap it ("at most two dogs" restated
// as "one dog" is stricter: capRightBefore), and the sentence must name the counted noun
// once, after the article ("two coaches, a certified coach on deck" keeps
// the count).
func (a *analysis) countLoweredToOne(r upstreamRule, it *indexed) string {
	rt := r.u.f.text
	st := it.u.f.text[it.s.start:it.s.end]
	var lang langSet
	for _, q := range r.sentQuants() {
		if q.kind != qPlain || q.per != 0 || q.nvals != 1 || q.vals[0] < 2 || q.vals[0] > 12 || q.vals[0] != float64(int(q.vals[0])) ||
			unitMeasures[q.unit] != "" || familyMeasures[q.unit] != "" || a.capRightBefore(r.u, r.s, q) || a.lx.isIdentifier(r.u, r.s, q) {
			continue
		}
		// "两名调色师" as "一名调色师": the counter and what it counts,
		// after 一.
		if isCJKAt(rt, int(q.start)) {
			if w := zhOneOf(rt, q, st); w != "" && !keepsCount(it, q) {
				return fmt.Sprintf("changes %q to %q", strings.TrimSpace(r.u.evidence(int(q.start), int(q.end)+len(w)-len("一")).Quote), w)
			}
			continue
		}
		// A digit after a noun labels it ("division 2 fixtures"); a count
		// comes after a function word ("with 2 coaches").
		if isDigit(rt[q.start]) {
			if w := prevWordOf(rt, int(q.start)); w != "" && !a.lx.stop.has(tokenHash(w)) {
				continue
			}
		}
		nouns := wordsAfter(rt, int(q.end), 2)
		if len(nouns) == 0 {
			continue
		}
		// The rule's count kept anywhere in the sentence ("the mean of three
		// independent scores, … by a reserve panellist", "un seul spot …,
		// et jamais plus de 2 par épisode") restates it.
		if keepsCount(it, q) {
			continue
		}
		found, at, end, noun := 0, 0, 0, ""
		forWords(st, func(i, j int) {
			w := st[i:j]
			l, ok := singleWords[w]
			if !ok {
				return
			}
			// The sentence's language, asked only once an article is seen;
			// a short sentence with no function word to tell it takes the
			// text's.
			if lang == 0 {
				if lang = topLangs(st); lang == 0 {
					lang = topLangs(it.u.f.text)
				}
			}
			if l&lang == 0 {
				return
			}
			ws := wordsAfter(st, j, 2)
			// "A second reader" and "one more flood" are one more, not one;
			// "a lead and a tail escort vehicle" lists two.
			if len(ws) == 0 || otherWords[ws[0]] || listedBefore(st, i) {
				return
			}
			for _, v := range ws {
				for _, n := range nouns {
					if len(n) >= 4 && stem(n) == stem(v) {
						found++
						last := ws[len(ws)-1]
						at, end, noun = i, j+strings.Index(st[j:], last)+len(last), n
						return
					}
				}
			}
		})
		// A conclusion drawn from the case ("below £15,000, so one
		// approver is enough") applies the rule; it does not restate it.
		if found == 1 && nounCount(st, noun) == 1 && !concludedAfter(it.u.f.text, int(it.s.start), int(it.s.start)+at) {
			rend := int(q.end) + strings.Index(rt[q.end:], nouns[len(nouns)-1]) + len(nouns[len(nouns)-1])
			return fmt.Sprintf("changes %q to %q", strings.TrimSpace(r.u.evidence(int(q.start), rend).Quote),
				strings.TrimSpace(it.u.evidence(int(it.s.start)+at, int(it.s.start)+end).Quote))
		}
	}
	return ""
}

// capRightBefore reports an upper bound's word of the lexicon ("at most",
// "up to", "no máximo", "höchstens", "不超过") ending right before q in
// sentence s: the number is a cap, and one below it is stricter.
func (a *analysis) capRightBefore(u *unit, s sentence, q quantity) bool {
	for _, h := range u.sentHits(s) {
		if a.lx.m.terms[h.term].cats.any(cats(catBound, catCeiling, catCap)) && h.end <= q.start && q.start-h.end <= 16 {
			return true
		}
	}
	return false
}

// wordsAfter returns up to n Latin words that follow i in t, within its
// clause (a comma or a stop ends them).
func wordsAfter(t string, i, n int) []string {
	var out []string
	for len(out) < n {
		for i < len(t) && t[i] == ' ' {
			i++
		}
		j := i
		for j < len(t) && (t[j] >= 'a' && t[j] <= 'z' || t[j] == '-') {
			j++
		}
		if j == i || j < len(t) && isWordByte(t[j]) {
			break
		}
		out = append(out, t[i:j])
		i = j
	}
	return out
}

// forWords calls f with the bounds of each word of t.
func forWords(t string, f func(i, j int)) {
	for i := 0; i < len(t); {
		if !isWordByte(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && isWordByte(t[j]) {
			j++
		}
		f(i, j)
		i = j
	}
}

// nounCount counts the words of t whose stem is noun's.
func nounCount(t string, noun string) int {
	c := 0
	forWords(t, func(i, j int) {
		if stem(noun) == stem(t[i:j]) {
			c++
		}
	})
	return c
}

// otherWords say one more of something after an article: "a second
// reader", "uma outra família", "ein weiterer Betreuer".
var otherWords = map[string]bool{"second": true, "further": true, "other": true, "another": true, "additional": true, "extra": true,
	"segundo": true, "segunda": true, "outro": true, "outra": true, "otro": true, "otra": true, "seconde": true,
	"deuxieme": true, "autre": true, "zweiter": true, "zweite": true, "zweiten": true, "weiterer": true, "weitere": true,
	"weiteren": true, "anderer": true, "andere": true, "secondo": true, "seconda": true, "altro": true, "altra": true,
	"more": true, "mais": true, "mas": true, "plus": true, "mehr": true, "piu": true}

// listedBefore reports a conjunction among the three words before i, and
// an article before it: "a lead and a tail escort", "um pai e uma mãe".
func listedBefore(t string, i int) bool {
	ws := strings.Fields(t[max(0, i-40):i])
	if len(ws) > 4 {
		ws = ws[len(ws)-4:]
	}
	conj := false
	for k := len(ws) - 1; k >= 0; k-- {
		w := strings.Trim(ws[k], ",;")
		switch {
		case w == "and" || w == "or" || w == "e" || w == "ou" || w == "et" || w == "und" || w == "oder" || w == "y" || w == "o" || w == "ed":
			conj = true
		case conj && singleWords[w] != 0:
			return true
		}
	}
	return false
}

// keepsCount reports q's value among the numbers of it's sentence.
func keepsCount(it *indexed, q quantity) bool {
	for _, x := range it.u.sentQuantities(it.s) {
		if x.nvals == 1 && x.vals[0] == q.vals[0] {
			return true
		}
	}
	return false
}

// zhOneOf returns "一" with the counter and the two characters after the
// Chinese count q in rt ("名调色" of "两名调色师") when st holds it once;
// else "".
func zhOneOf(rt string, q quantity, st string) string {
	i := int(q.end)
	for n := 0; n < 3 && i < len(rt); n++ {
		r, size := utf8.DecodeRuneInString(rt[i:])
		if !isCJK(r) {
			break
		}
		i += size
	}
	if utf8.RuneCountInString(rt[q.end:i]) < 3 {
		return ""
	}
	w := "一" + rt[q.end:i]
	if strings.Count(st, w) != 1 {
		return ""
	}
	return w
}
