package sampling

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// alternativeJoins are the Latin words of alternativeWords as they
// stand between two words (" or ", " oder ", " o bien "): they join the
// last of the things a ban lists, "no product containing nuts or labelled
// 'may contain nuts'", "a band they have conducted, played with or
// taught". (Spanish and Italian "o" is not among them: it is Portuguese
// "the", "salvo se o segurado apresentar".)
var alternativeJoins = func() (out []string) {
	for _, w := range alternativeWords {
		if w[0] < utf8.RuneSelf {
			out = append(out, " "+w+" ")
		}
	}
	return out
}()

// alternativeDropped reports a ban of rule r that lists what it bans,
// restated by sentence it with the last alternative left out: "no
// product containing nuts or labelled 'may contain nuts' comes on site"
// as "no products containing nuts on site", "may not judge a band they
// have conducted, played with or taught" as "a band they conducted".
// What a ban leaves out, the restatement allows. The sentence must still
// ban, keep a word of what comes before the "or", and name nothing of
// the alternative's first word, which no sentence downstream names
// either. Latin scripts only.
func (a *analysis) alternativeDropped(r upstreamRule, it *indexed) string {
	if !it.cs.any(cats(catNegation, catProhibit)) {
		return ""
	}
	// The rule's side first: most rules hold no "or" after a ban.
	rt := r.u.f.text
	lo, hi := int(r.s.start), int(r.s.end)
	ban := -1
	for _, h := range r.u.sentHits(r.s) {
		if a.lx.m.terms[h.term].cats.any(cats(catNegation, catProhibit)) {
			ban = int(h.end)
			break
		}
	}
	if ban < 0 || !containsAny(rt[ban:hi], alternativeJoins) {
		return ""
	}
	// A restatement with alternatives of its own ("not cut, dry-mounted
	// or glued down" for "never trim, dry-mount or adhere") lists them in
	// its own words: which it left out, its words cannot show. A rule
	// applied to the case ("never on ticket payments, so none applies
	// here") or told as an answer ("I said no: …") restates the part the
	// case needs.
	if containsAny(it.u.f.text[it.s.start:it.s.end], alternativeJoins) ||
		concludedAfter(it.u.f.text, int(it.s.start), int(it.s.end)) || a.reportedBefore(it.u, it.s, int(it.s.end)) {
		return ""
	}
	for _, join := range alternativeJoins {
		w := strings.TrimSpace(join)
		for i := ban; i < hi; {
			k := strings.Index(rt[i:hi], join)
			if k < 0 {
				break
			}
			at := i + k + 1
			i = at + len(w)
			// What comes before the "or", back to the start of its clause
			// past the commas of a list, and the alternative's first word
			// of content after it, up to three words on.
			from := max(lo, ban)
			if c := strings.LastIndexAny(rt[from:at], ";:."); c >= 0 {
				from += c + 1
			}
			before := a.lx.tokens(r.u, max(from, at-24), at, functionCats, true, nil)
			alt := a.firstContentWord(r.u, at+len(w), hi)
			// "A refund or anything": no alternative of its own.
			if f := strings.Fields(rt[at+len(w) : min(hi, at+len(w)+16)]); len(f) > 0 && anyWords[strings.Trim(f[0], ",.;")] {
				continue
			}
			if len(before) == 0 || len(alt) == 0 || overlap(before, it.toks) == 0 || overlap(alt, it.toks) > 0 {
				continue
			}
			if len(a.downstreamIndex().candidates(alt)) > 0 {
				continue
			}
			end := at + len(w) + 1
			for end < hi && rt[end] != ',' && rt[end] != ';' && rt[end] != '.' {
				end++
			}
			return fmt.Sprintf("drops one of what it bans (%q)", clip(strings.TrimSpace(r.u.evidence(at, end).Quote), 60))
		}
	}
	return ""
}

// anyWords stand for whatever else there is, folded.
var anyWords = map[string]bool{"anything": true, "something": true, "other": true, "others": true, "else": true,
	"similar": true, "otherwise": true, "qualquer": true, "algo": true, "outro": true, "outros": true, "otro": true,
	"otros": true, "autre": true, "autres": true, "quoi": true, "altro": true, "altri": true, "andere": true, "anderes": true,
	"sonstiges": true, "etwas": true}

// firstContentWord returns the tokens of the first word of content in
// u's text from a, within three words and before b or a clause's end.
func (a *analysis) firstContentWord(u *unit, from, b int) []uint64 {
	t := u.f.text
	i := from
	for n := 0; n < 3 && i < b; n++ {
		for i < b && (t[i] == ' ' || t[i] == '\'' || t[i] == '"') {
			i++
		}
		if i >= b || t[i] == ',' || t[i] == ';' || t[i] == '.' {
			return nil
		}
		j := i
		for j < b && isWordByte(t[j]) {
			j++
		}
		if j == i {
			return nil
		}
		if toks := a.lx.tokens(u, i, j, functionCats, true, nil); len(toks) > 0 {
			return toks
		}
		i = j
	}
	return nil
}

// containsAny reports whether t holds one of words.
func containsAny(t string, words []string) bool {
	for _, w := range words {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}
