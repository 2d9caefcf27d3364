package sampling

// Maxima a tool's result, a notice or the assistant's words state with
// no word of a cap (statedCap reads those): under a negation ("we can't
// accept more than 6 m³") and as what a licence allows in total
// ("allows ticket sales of £1,000 in total"). checkToolLimits asks for
// them after statedCap.

import (
	"slices"
	"strings"
)

// upperComparators put a number above what may be had, folded: "more
// than 6 m³", "mais de 40 pessoas", "mehr als 12 Kisten". Said under a
// negation ("we can't accept more than 6 m³") they make the number a
// maximum.
var upperComparators = newSuffixCues([]string{"more than", "over", "above", "in excess of", "exceeding", "beyond",
	"mais de", "acima de", "mas de", "por encima de", "plus de", "au-dela de", "mehr als", "uber", "piu di", "oltre"})

// negatedCeiling returns the number sentence s of a tool result or of the
// assistant bounds by an upper comparator under a negation or a word of
// prohibition ("so we can't accept more than 6 m³ or it will end up on
// the path", "we will not go above 120 GBP without calling him"), which
// stands before the comparator with at most a verb or two between ("2 of
// 5 days could not be verified: position gaps over 4 h" negates another
// thing). A negation that says there is none ("keine Einzelnachzahlung
// über 2.000 €", "no moulds above 400 t") reports a case or bans a thing:
// it caps no amount. An identifier, a date or a time of day is no such
// number.
func (a *analysis) negatedCeiling(u *unit, s sentence) (quantity, bool) {
	// Most sentences hold no comparator the lexicon reads ("more than",
	// "over", "mais de", "oltre"): they are passed over before their
	// numbers are read.
	if !s.cs.any(cats(catNegation, catProhibit)) || !s.cs.any(cats(catThreshold, catLimit)) || !sentHasDigit(u, s) {
		return quantity{}, false
	}
	t := u.f.text
	for _, q := range u.sentQuantities(s) {
		if isDateKind(q.kind) || q.kind == qTime || a.lx.isIdentifier(u, s, q) {
			continue
		}
		ca, _ := u.clause(a.lx, s, int(q.start))
		lead := strings.TrimRight(t[ca:q.start], " $€£¥")
		for _, art := range leadArticles {
			if l, ok := strings.CutSuffix(lead, art); ok {
				lead = l
				break
			}
		}
		n := upperComparators.endLen(lead)
		if n == 0 {
			continue
		}
		cmp := ca + len(lead) - n
		for _, h := range u.sentHits(s) {
			if int(h.start) >= ca && int(h.end) <= cmp && a.lx.m.terms[h.term].cats.any(cats(catNegation, catProhibit)) &&
				!slices.Contains(noneWords, t[h.start:h.end]) && verbGap(t[h.end:cmp]) {
				return q, true
			}
		}
	}
	return quantity{}, false
}

// endLen returns the length of the longest cue t ends with at a word
// start, or 0.
func (sc suffixCues) endLen(t string) int {
	n := 0
	for _, c := range sc[lastWordOf(t)] {
		if len(c) <= n || !strings.HasSuffix(t, c) {
			continue
		}
		if i := len(t) - len(c); i == 0 || c[0] >= 0x80 || !isWordByte(t[i-1]) {
			n = len(c)
		}
	}
	return n
}

// hasNegatedCeiling reports sentence s stating a maximum under a
// negation (see negatedCeiling): the assistant's sentence is read for
// its limits though it has no word of bound.
func (a *analysis) hasNegatedCeiling(u *unit, s sentence) bool {
	_, ok := a.negatedCeiling(u, s)
	return ok
}

// verbGap reports the words between a negation and its comparator as a
// verb or two at most, with no punctuation: "accept", "go", "pode levar".
func verbGap(g string) bool {
	return !strings.ContainsAny(g, ",;:()") && len(strings.Fields(g)) <= 3
}

// totalAfterWords close an amount as a whole, folded: "£1,000 in total",
// "R$ 5.000 no total".
var totalAfterWords = []string{"in total", "no total", "en total", "au total", "in totale"}

// allowWords grant what a licence or a permit covers, folded.
var allowWords = []string{"allows", "allow", "permits", "permit", "authorises", "authorizes", "authorise", "authorize",
	"permite", "permitem", "autoriza", "autorizam", "autorise", "autorisent", "erlaubt", "gestattet", "consente", "permette"}

// allowStems hold every word of allowWords.
var allowStems = []string{"allow", "permit", "authori", "autori", "erlaubt", "gestattet", "consente", "permette"}

// allowedInTotal reports amount q closed as a whole ("£1,000 in total")
// in a clause that grants it ("licence SL-88 allows ticket sales of
// £1,000 in total"): what is allowed in total is a cap.
func allowedInTotal(u *unit, ca, cb int, q quantity) bool {
	t := u.f.text
	if q.kind != qMoney && q.kind != qPlain {
		return false
	}
	rest := strings.TrimLeft(t[q.end:cb], " ")
	for _, w := range totalAfterWords {
		if strings.HasPrefix(rest, w) && (len(rest) == len(w) || !isWordByte(rest[len(w)])) {
			return hasCue(t[ca:cb], allowWords)
		}
	}
	return false
}

// allowedTotalIn reports sentence s granting an amount in total: a word
// of total and one of allowing, read before its numbers are. A figure's
// name ("the invoice total is …") stops the first test; the stems of the
// words of allowing, each one vector search, stop most of the rest.
func allowedTotalIn(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	if !totalWordIn(t) {
		return false
	}
	for _, w := range allowStems {
		if strings.Contains(t, w) {
			return hasCue(t, allowWords)
		}
	}
	return false
}

// totalAllowed returns the amount sentence s of a tool result, a notice
// or the assistant grants in total ("licence SL-88 allows ticket sales of
// £1,000 in total"), or false.
func (a *analysis) totalAllowed(u *unit, s sentence) (quantity, bool) {
	if !allowedTotalIn(u, s) {
		return quantity{}, false
	}
	for _, q := range u.sentQuantities(s) {
		if isDateKind(q.kind) || q.kind == qTime || a.lx.isIdentifier(u, s, q) {
			continue
		}
		if ca, cb := u.clause(a.lx, s, int(q.start)); allowedInTotal(u, ca, cb, q) {
			return q, true
		}
	}
	return quantity{}, false
}

// totalWordIn reports folded text t saying "in total" in one of its
// forms ("in total", "no total", "en total", "au total", "in totale"); a
// total that is a figure's name ("the invoice total is …") is none. One
// search for "total" per sentence: "insgesamt", "in tutto", "ao todo"
// would be three more on every sentence, and are not read.
func totalWordIn(t string) bool {
	for i := 0; ; {
		k := strings.Index(t[i:], "total")
		if k < 0 {
			break
		}
		j := i + k
		if j >= 3 {
			switch t[j-3 : j] {
			case "in ", "no ", "en ", "au ":
				return true
			}
		}
		i = j + 5
	}
	return false
}
