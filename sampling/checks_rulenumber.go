package sampling

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// changedRuleNumber is the plain reading of a protected policy rule's
// number restated with another value, read after every other reading of
// the rule has found nothing: "870 € impenhoráveis" restated as "os 780
// € impenhoráveis", "at least 99.9% Cu" as "含铜低于 99.5%", "3 hours" as
// "최대 4시간". Whatever language the summary restates the rule in, the
// number it puts in the rule's place is written in digits, has the rule's
// measure (its currency, a share, a span of time, a unit of measure, a
// counted noun) and a value that nothing upstream gives: no message,
// fact or rule states it, and it is not worked out from values upstream
// (a remainder, a share of an amount, the days since a date).
//
// The sentence must restate the rule: it cites the rule's label, or binds
// the number where it stands ("under the 60-box cap", "低于 99.5%"), as a
// tolerance ("± 0.3 mm" for "± 0.1 mm"), as an interval in the rule's
// words ("after every 8 pressings") or before the rule's own words ("ab
// 1.200 Gallonen im Tender"). Words shared with the rule are no sign of
// it: a case is told in them ("the shift is 8 hours"). A sentence that
// also states the rule's own number measures the case against it.
func (a *analysis) changedRuleNumber(ds *sentIndex, r upstreamRule) (*indexed, string) {
	if r.ruleID == "" {
		return nil, ""
	}
	var rq []quantity
	for _, q := range rangeUnits(r.u.f.text, r.sentQuants()) {
		if (ruleNumberKind(q) || ageBound(r.u.f.text, q) || boundAfterDir(r.u.f.text, q) != 0 || boundBefore(r.u.f.text, r.s, q)) && !a.lx.isIdentifier(r.u, r.s, q) && !bareYear(r.u.f.text, q) && !perOneUnit(r.u.f.text, q) {
			rq = append(rq, q)
		}
	}
	if len(rq) == 0 {
		return nil, ""
	}
	// The rule's numbers that are a range's near end, and the others: a
	// range's near end restates only a range's near end, and any other
	// number only another ("18〜22℃" restates no number of "20±2℃" by its
	// 18).
	var rqNear, rqOther []quantity
	for _, q := range rq {
		if nearEnd(r.u.f.text, rq, q) {
			rqNear = append(rqNear, q)
		} else {
			rqOther = append(rqOther, q)
		}
	}
	labels := ruleLabels(r)
	numerals, tails := ruleNumerals(r.u.f.text, rq)
	var req []quantity
	reqExact, reqRead := false, false
	for i := range ds.items {
		it := &ds.items[i]
		if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) || a.quotedWords(it.u, it.s) {
			continue
		}
		// Only a sentence with a word that could bind a number, a rule's
		// label or a span closed by 内 has its numbers read: most
		// sentences of a summary have none.
		st := it.u.f.text[it.s.start:it.s.end]
		cited := len(labels) > 0 && citesLabel(st, labels)
		// A sentence with no digit is read only when most of its words
		// are the rule's, where a number spelled out may stand in the
		// rule's place ("after six seasons" for "after 5 seasons").
		whole := false
		if !hasDigit(st) {
			n := commonTokens(it.toks, r.toks)
			whole = n >= 4 && 2*n >= len(it.toks)
			if !whole {
				continue
			}
		}
		if !it.cs.any(bindCats) && !it.s.section.has(catRuleHead) && !strings.Contains(st, "内") && !strings.Contains(st, "內") && !cited &&
			!a.namesPolicy(ds, i) && !hasIntervalWord(st) && !restatesWhole(it, r) && !digitRange(st) && !wordRange(st) && !permitsNumber(st) &&
			!plusMinusIn(st) && !statesRuleNumeral(st, numerals) && !hasRuleTail(st, tails) {
			continue
		}
		// Identifiers among the sentence's numbers are told apart only
		// for a number that could replace one of the rule's.
		sq := rangeUnits(it.u.f.text, it.u.sentQuantities(it.s))
		for _, x := range sq {
			if !ruleNumberKind(x) && !ageBound(it.u.f.text, x) && boundAfterDir(it.u.f.text, x) == 0 &&
				(!boundBefore(it.u.f.text, it.s, x) || a.reportedBefore(it.u, it.s, int(x.start))) {
				continue
			}
			cq := rqOther
			if nearEnd(it.u.f.text, sq, x) {
				cq = rqNear
			}
			q, ok := ruleNumberReplaced(cq, x)
			if !ok {
				q, ok = nounNumberReplaced(r.u.f.text, cq, it.u.f.text, x, r.toks)
			}
			if !ok {
				q, ok = a.countInOtherLanguage(r, cq, it, x)
			}
			if !ok {
				q, ok = boundNumberReplaced(r.u.f.text, cq, it.u.f.text, x)
			}
			if !ok {
				q, ok = boundAfterReplaced(r.u.f.text, cq, it.u.f.text, x)
			}
			if !ok {
				q, ok = a.boundBeforeReplaced(r, cq, it, x)
			}
			// A bare number the rule bounds after it ("70 or more") is
			// restated only by a number bounded the same way, and one it
			// bounds before it ("below 11.0") only by a number after a
			// threshold word.
			if ok && !ruleNumberKind(q) && !ageBound(r.u.f.text, q) && (boundAfterDir(it.u.f.text, x) != boundAfterDir(r.u.f.text, q) ||
				boundAfterDir(r.u.f.text, q) == 0 && !boundBefore(it.u.f.text, it.s, x)) {
				ok = false
			}
			// A number spelled out ("eleven days", "一天前") is more often
			// prose than a rule's number restated.
			// A rule that spells its number out ("em cada uma de três
			// amostras") is restated in words too ("em duas amostras").
			// In a restatement of the whole rule, a number spelled out
			// that counts the rule's noun ("six seasons" for "5 seasons")
			// stands in its place.
			wordsForDigits := !hasDigit(it.u.f.text[x.start:x.end]) && hasDigit(r.u.f.text[q.start:q.end]) &&
				!(whole && x.unit != 0 && x.unit == q.unit)
			if ok && (bareYear(it.u.f.text, x) || perOneUnit(it.u.f.text, x) || wordsForDigits || a.lx.isIdentifier(it.u, it.s, x)) {
				continue
			}
			// A sentence that states the rule's number itself measures
			// something else against it ("2.6 °C core at 82 minutes, within
			// the 90 minutes"), or converts it ("50 pés (cerca de 15 m)"),
			// unless the rule has another number of x's measure that the
			// sentence leaves out: then x stands in that one's place ("au-
			// delà de 2 %, décoté de 5 %" for "more than 2% … priced 15%
			// below"), and the number kept shows the sentence restates the
			// rule.
			kept := false
			if ok && sameValueIn(measuredAs(sq, q), q) {
				q, ok = otherRuleNumber(rq, q, x, sq)
				kept = ok
			}
			if !ok {
				continue
			}
			// The sentence restates the rule: it cites its label, or binds
			// the number where it stands. Words shared with the rule are
			// no sign: the case is told in them ("the shift is 8 hours").
			if !cited && !a.statesBound(it, x) && !a.ruleWordFor(it, x) && !boundAfterIn(it.u, it.s) && !a.ruleLeadBefore(it, x) &&
				!(x.per > 0 && intervalBefore(it.u.f.text, x)) && !restatesWhole(it, r) && !kept && !keepsOtherNumber(rq, q, sq) &&
				!keepsBandEnd(r, it.u.f.text, x, sq) && !(afterPlusMinus(r.u.f.text, q) && afterPlusMinus(it.u.f.text, x)) &&
				!(intervalBefore(r.u.f.text, q) && intervalBefore(it.u.f.text, x) && commonTokens(it.toks, r.toks) >= 3) && !ruleWordsAfter(r.u.f.text, q, it.u.f.text, x) {
				continue
			}
			// A number the rule requires is a floor: restated higher, it
			// is stricter ("at least 6 parallel samples" for "must test 5").
			// A tolerance never is: widened, it lets more through.
			if !reqRead {
				req, reqExact = a.requiredNumbers(r)
				reqRead = true
			}
			if !reqExact && containsQuantity(req, q) && scaled(x) > scaled(q) && !bandUpper(r, q) && !afterPlusMinus(r.u.f.text, q) {
				continue
			}
			// A band's upper end moved down narrows the band; so does a
			// tolerance made smaller.
			if (bandUpper(r, q) || afterPlusMinus(r.u.f.text, q)) && scaled(x) < scaled(q) {
				continue
			}
			// One end of a band restated beside the rule's other end, kept,
			// is that band's end changed, not a total of the case's values
			// ("3〜10 秒" for "between 3 and 7 seconds", where 5.2 s and
			// 4.8 s were measured). A span that is the time between two of
			// the case's dates measures the case, unless the sentence
			// names the rule it restates ("under the yard cure rule … once
			// cured for 24 hours, so from 7 Dec 08:30").
			if powerOf(r.u.f.text, q) != powerOf(it.u.f.text, x) || a.upstreamCounts(x) || a.numberOfAnyRule(x) ||
				!keepsBandEnd(r, it.u.f.text, x, sq) && !a.statedAsRule(it, x) && !sameWordsAfter(r.u.f.text, q, it.u.f.text, x) && !ruleWordsAfter(r.u.f.text, q, it.u.f.text, x) && a.workedOutUpstream(x, rq, sq) ||
				a.elapsedBetween(x, sq) && !cited && !a.ruleLeadBefore(it, x) || a.stricterValue(r, q, x) {
				continue
			}
			return it, fmt.Sprintf("changes %q to %q", rangeQuote(r.u, rq, q), rangeQuote(it.u, sq, x))
		}
	}
	return nil, ""
}

// sameWordsAfter reports the rule's number q and the restated x followed
// by the same two words ("48 passengers per coach", "52 passengers per
// coach"): the rule's number restated in the rule's words, not a total or
// a remainder of the case's values that happens to equal a sum.
func sameWordsAfter(rt string, q quantity, xt string, x quantity) bool {
	rw := strings.Fields(rt[q.end:min(len(rt), int(q.end)+40)])
	xw := strings.Fields(xt[x.end:min(len(xt), int(x.end)+40)])
	if len(rw) < 3 || len(xw) < 3 {
		return false
	}
	for i := range 2 {
		if strings.Trim(rw[i], ",.;:()") != strings.Trim(xw[i], ",.;:()") {
			return false
		}
	}
	return len(rw[0]) >= 3 && len(rw[1]) >= 3
}

// countInOtherLanguage is ruleNumberReplaced for a rule with one plain
// count ("120 revolutions per minute") restated in another language,
// whose counter is another word ("毎分 150 回"): the two count the same
// thing when nothing else in the sentence is counted.
func (a *analysis) countInOtherLanguage(r upstreamRule, rq []quantity, it *indexed, x quantity) (quantity, bool) {
	if len(rq) != 1 || rq[0].kind != qPlain || x.kind != qPlain || rq[0].per != 0 || x.per != 0 {
		return quantity{}, false
	}
	counts := 0
	for _, y := range it.u.sentQuantities(it.s) {
		if !isDateKind(y.kind) && y.kind != qTime {
			counts++
		}
	}
	if counts != 1 || !otherLanguage(r.u.f.text[r.s.start:r.s.end], it.u.f.text[it.s.start:it.s.end]) {
		return quantity{}, false
	}
	q := rq[0]
	if equalQuantity(q, x) {
		return quantity{}, false
	}
	if qv, xv := q.vals[0], x.vals[0]; qv > 0 && xv > 0 && xv <= 10*qv && 10*xv >= qv {
		return q, true
	}
	return quantity{}, false
}

// otherLanguage reports folded texts a and b written in different
// languages: in different scripts (Latin, Han and kana, Hangul), or both
// in Latin letters whose most frequent function words share no language.
func otherLanguage(a, b string) bool {
	sa, sb := dominantScript(a), dominantScript(b)
	if sa != sb {
		return true
	}
	if sa != 'l' {
		return false
	}
	la, lb := topLangs(a), topLangs(b)
	return la != 0 && lb != 0 && la&lb == 0
}

// dominantScript returns the script most of t's letters are in: 'l'
// (Latin), 'h' (Han and kana) or 'k' (Hangul).
func dominantScript(t string) byte {
	l, h, k := scriptCounts(t)
	switch {
	case h > l && h >= k:
		return 'h'
	case k > l && k > h:
		return 'k'
	}
	return 'l'
}

// intervalWords set a span as the interval a rule repeats at, right before
// it: "every 600 hours", "cada 600 horas", "tous les 6 mois", "每 400 小时".
var intervalWords = []string{"every", "cada", "tous les", "toutes les", "alle", "ogni", "每", "毎"}

// hasIntervalWord reports one of intervalWords in folded sentence text t.
func hasIntervalWord(t string) bool { return hasCue(t, intervalWords) }

// intervalBefore reports one of intervalWords right before span x of
// folded text t: the span is the interval a rule repeats at, restated.
func intervalBefore(t string, x quantity) bool {
	return endsWithWord(strings.TrimRight(t[max(0, int(x.start)-12):x.start], " "), intervalWords)
}

// ruleLeadBefore reports a sentence that opens by naming a rule or
// policy before x, in a clause of its own or not: "按工坊规定，上蜡后静置
// 12小时即可调音", "規則上、継代間隔は最大 10 週間", "Nach Richtlinie wird
// die Kette erst ab 2 % Längung getauscht", "Selon la politique, le sel
// se maintient entre 2 700 et 3 800 ppm". Only another number of the
// rule's measure that nothing upstream states is read so (see
// changedRuleNumber).
func (a *analysis) ruleLeadBefore(it *indexed, x quantity) bool {
	return a.ruleNamedBefore(it, int(x.start))
}

// namesPolicy reports, once per downstream sentence, one that holds a
// word of policyNouns.
func (a *analysis) namesPolicy(ds *sentIndex, i int) bool {
	if len(a.policyNoun) != len(ds.items) {
		a.policyNoun = make([]int8, len(ds.items))
	}
	if v := a.policyNoun[i]; v != 0 {
		return v == 2
	}
	it := &ds.items[i]
	a.policyNoun[i] = 1
	if policyNouns.first(it.u.f.text[it.s.start:it.s.end]) >= 0 {
		a.policyNoun[i] = 2
	}
	return a.policyNoun[i] == 2
}

// policyNouns name a policy or house rule, folded.
var policyNouns = newCueSet([]string{"policy", "politica", "politique", "richtlinie", "hausregel", "vorschrift", "regolamento",
	"reglement", "regulamento", "reglamento", "社内ルール", "规章", "内規", "規程", "방침"})

// bindCats are the categories of the words that can bind a number where
// it stands (see statesBound, ruleWordFor, thresholdBefore).
var bindCats = cats(catLimit, catBound, catRestrict, catProhibit, catModal, catRequire, catException, catNoNeed, catUnlimited,
	catNegation, catRuleWord, catRuleHead, catThreshold, catCeiling, catCap)

// ageBound reports a bare number right after a word that bounds an age
// or a head count from one side ("under 18", "unter 16", "menores de 14",
// "plus de 65"): the bound word says what the number is, in any language.
func ageBound(t string, q quantity) bool { return ageBoundLead(t, q) > 0 }

// ageBoundLead returns the length of the bound word before q (see
// ageBound), or 0.
func ageBoundLead(t string, q quantity) int {
	if q.unit != 0 {
		return 0
	}
	return len(boundLead(t, q))
}

// ageBoundWords bound an age or a count from one side, folded, with the
// space before the number.
var ageBoundWords = []string{"under ", "over ", "unter ", "uber ", "menores de ", "maiores de ", "mayores de ",
	"moins de ", "plus de ", "minori di ", "maggiori di ", "under-", "over-"}

// ruleNumberKind reports a quantity of a kind a rule's number has and a
// restatement can change: an amount of money, a share, or a number of a
// measure or a counted noun. A bare number, a date or a time of day says
// too little of what it counts to be matched across sentences.
func ruleNumberKind(q quantity) bool {
	switch {
	case isDateKind(q.kind) || q.kind == qTime:
		return false
	case q.kind == qMoney || q.kind == qPercent:
		return true
	}
	return q.unit != 0 || q.per != 0
}

// ruleNumberReplaced returns the number of the rule (one of rq) that x, a
// number of a restatement, stands in place of with another value: the same
// measure (for money, the same currency) and a value within a factor of
// ten of it, for some reading of each ("1,500" is 1500 or 1.5). A number
// equal to one of the rule's is carried, not changed.
func ruleNumberReplaced(rq []quantity, x quantity) (quantity, bool) {
	for _, q := range rq {
		if sameMeasure(q, x) && equalQuantity(q, x) {
			return quantity{}, false
		}
	}
	for _, q := range rq {
		if !sameMeasure(q, x) || !comparableKinds(q, x) {
			continue
		}
		if q.kind == qMoney && (q.currency == "" || x.currency == "" || q.currency != x.currency) {
			continue
		}
		for _, qv := range readings(q) {
			for _, xv := range readings(x) {
				if qv > 0 && xv > 0 && xv <= 10*qv && 10*xv >= qv {
					return q, true
				}
			}
		}
	}
	return quantity{}, false
}

// nounNumberReplaced is ruleNumberReplaced for numbers whose first word
// after them differs but whose noun phrase ends alike: "3 included rounds"
// restated as "4 retouch rounds", "14 players" as "16 registered players"
// (the noun one of ruleToks, the rule's content words). Only plain counts
// in Latin script are read; a number's unit is otherwise the word right
// after it.
func nounNumberReplaced(rt string, rq []quantity, xt string, x quantity, ruleToks []uint64) (quantity, bool) {
	if x.kind != qPlain || x.unit == 0 || x.per != 0 {
		return quantity{}, false
	}
	xn := countedNouns(xt, x)
	if len(xn) == 0 && latinWordAfter(xt, int(x.end)) == "" {
		return quantity{}, false
	}
	for _, q := range rq {
		if q.kind != qPlain || q.unit == 0 || q.per != 0 || q.unit == x.unit {
			continue
		}
		qw, xw := latinWordAfter(rt, int(q.end)), latinWordAfter(xt, int(x.end))
		shared := compoundOf(qw, xw)
		qn := countedNouns(rt, q)
		for _, h := range qn {
			if slices.Contains(xn, h) {
				shared = true
			}
		}
		// One number's noun is the other's, past a modifier: "14 players"
		// and "16 registered players", "3 rifatte" and "5 asole rifatte". The
		// noun is a content word of the rule: "50 NTU above background"
		// counts nothing "46 above background" does.
		for _, w := range []string{qw, xw} {
			h := tokenHash(stem(w))
			if len(w) >= 4 && !unitSkip[w] && (w == qw && slices.Contains(xn, h) || w == xw && slices.Contains(qn, h)) && slices.Contains(ruleToks, h) {
				shared = true
			}
		}
		if !shared {
			continue
		}
		if equalQuantity(q, x) {
			return quantity{}, false
		}
		for _, qv := range readings(q) {
			for _, xv := range readings(x) {
				if qv > 0 && xv > 0 && xv <= 10*qv && 10*xv >= qv {
					return q, true
				}
			}
		}
	}
	return quantity{}, false
}

// latinWordAfter returns the word in Latin script right after offset i of
// t, one space between, or "".
func latinWordAfter(t string, i int) string {
	if i < len(t) && t[i] == ' ' {
		i++
	}
	return asciiLetters(t, i, len(t))
}

// compoundOf reports one word the tail of the other, a compound of it
// ("archivkartons" and "kartons", "Kistensitzungen" and "sitzungen"): the
// tail has at least five letters and the head at least three more.
func compoundOf(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	return len(b) >= 5 && len(a) >= len(b)+3 && strings.HasSuffix(a, b)
}

// countedNouns returns the stem of the second word after q when it runs
// on from the first with a space only ("3 included rounds", "4 retouch
// rounds"): the noun a modifier stands before. A number of a unit of
// measure ("50 NTU above background") counts no noun.
func countedNouns(t string, q quantity) []uint64 {
	if unitMeasures[q.unit] != "" || familyMeasures[q.unit] != "" {
		return nil
	}
	var out []uint64
	i := int(q.end)
	for n := 0; n < 2; n++ {
		j := i
		for j < len(t) && t[j] == ' ' {
			j++
		}
		if j == i && n > 0 || j < len(t) && !(t[j] >= 'a' && t[j] <= 'z') {
			break
		}
		k := j
		for k < len(t) && t[k] >= 'a' && t[k] <= 'z' {
			k++
		}
		if k < len(t) && isWordByte(t[k]) {
			break
		}
		w := t[j:k]
		if n > 0 && len(w) >= 4 && !unitSkip[w] {
			out = append(out, tokenHash(stem(w)))
		}
		i = k
	}
	return out
}

// readings are the values q may denote, in its unit's base (a span in
// minutes): one, or two for an ambiguous separator ("1,500").
func readings(q quantity) []float64 {
	per := q.per
	if per == 0 {
		per = 1
	}
	out := make([]float64, 0, 2)
	for i := 0; i < int(q.nvals) && i < 2; i++ {
		out = append(out, q.vals[i]*per)
	}
	return out
}

// sameValueIn reports a number of qs with the value of q, in whatever
// unit or none ("inside the 72" for "72 hours").
func sameValueIn(qs []quantity, q quantity) bool {
	for _, x := range qs {
		for i := 0; i < int(x.nvals); i++ {
			for j := 0; j < int(q.nvals); j++ {
				if x.vals[i] == q.vals[j] {
					return true
				}
			}
		}
	}
	return false
}

// measuredAs returns the quantities of qs that could measure what q
// does: a span of time is no weight, length, volume, sum of money or
// percentage ("(5 kg, 5 kg, 2 kg)" keeps no "2 hours" of a rule), nor
// these a span of time. Bare numbers stay ("inside the 72").
func measuredAs(qs []quantity, q quantity) []quantity {
	span := func(x quantity) bool { return x.per > 0 && x.unit == minutesUnit }
	marked := func(x quantity) bool {
		return !span(x) && (isMeasure(x.unit) || x.kind == qMoney || x.kind == qPercent)
	}
	other := func(x quantity) bool { return span(q) && marked(x) || span(x) && marked(q) }
	if !slices.ContainsFunc(qs, other) {
		return qs
	}
	return slices.DeleteFunc(slices.Clone(qs), other)
}

// workedOutUpstream reports x as the sum or the difference of two values
// that the original, the record or the rule gives, of x's measure or
// bare, or as a share of one of them by a percentage given upstream, in
// the rule or in x's sentence sq: a remainder ("€130 left" of a 250 cap
// with 120 used), a total, a band worked out from a tolerance ("52.7 to
// 53.3" for "53.0 ±0.3"), the next service ("at 80000 km" for "every
// 10000 km" at 70000), an advance ("at 80%, at most 1,680,000.00" of
// 2,100,000.00). Only the first 64 values and 16 percentages are read.
func (a *analysis) workedOutUpstream(x quantity, rq, sq []quantity) bool {
	// Temperatures are not summed or taken from one another into a rule's
	// number: "+0.6 °C" and "+2.4 °C" make no "+3 °C" threshold.
	if x.unit == celsiusUnit || x.unit == fahrenheitUnit {
		return false
	}
	var same, shares []float64
	for _, qs := range [][]quantity{a.upstreamQuantities(), rq, sq} {
		for _, y := range qs {
			if y.kind == qPercent && y.nvals == 1 && len(shares) < 16 {
				shares = append(shares, y.vals[0]/100)
			}
		}
	}
	// A bare number the original states elsewhere in a unit of measure of
	// another measure is that measure's ("distance_cm": 30 is the result's
	// "30 cm"): no part of x's. A counted noun is no such unit: "3" may
	// well be the "3 days" of another sentence.
	// The values are gathered once, on first need: a long original has
	// thousands of numbers, and each bare one is asked about.
	up := a.upstreamQuantities()
	var otherMeasures map[float64]bool
	measuredOtherwise := func(y quantity) bool {
		if otherMeasures == nil {
			otherMeasures = map[float64]bool{}
			for _, z := range up {
				if z.kind == qPlain && isMeasure(z.unit) && !sameMeasure(x, z) && z.nvals == 1 {
					otherMeasures[z.vals[0]] = true
				}
			}
		}
		return otherMeasures[y.vals[0]]
	}
	// A share is worked out from shares: a bare count less a percentage
	// is no share ("30 copies" and "10%" make no "20 %").
	add := func(y quantity) {
		if len(same) < 64 && !isDateKind(y.kind) && y.kind != qTime &&
			(sameMeasure(x, y) && (x.kind != qMoney || x.currency == y.currency) ||
				x.kind != qPercent && y.kind == qPlain && y.unit == 0 && y.per == 0 && !measuredOtherwise(y)) {
			// The same value given twice (a tool's "1.5 inHg" and the
			// record's "leak_inhg_per_min": "1.5") is one value: it makes
			// no sum with itself.
			for _, v := range readings(y) {
				if !slices.Contains(same, v) {
					same = append(same, v)
				}
			}
		}
	}
	for _, y := range up {
		add(y)
	}
	for _, y := range rq {
		add(y)
	}
	for _, v := range readings(x) {
		tol := 1e-6 * math.Max(1, math.Abs(v))
		for i, p := range same {
			// A share of an amount ("80% of 2,100,000.00" is 1,680,000.00).
			for _, f := range shares {
				if x.kind == qPercent {
					break
				}
				if math.Abs(p*f-v) <= tol {
					return true
				}
			}
			for _, q := range same[i+1:] {
				if math.Abs(p+q-v) <= tol || math.Abs(math.Abs(p-q)-v) <= tol {
					return true
				}
			}
		}
	}
	return false
}

// elapsedBetween reports x, a span of time, as the time between two times
// of day of the sentence itself ("from 18:00 to 06:00, 12 hours of
// rest"), between a date of the sentence and one the original or the
// record gives ("the jab on 5 December, 7 days before arrival"), or
// between any of those dates and the event's own day ("paid on 12 Nov,
// 8 days after issue", "已过 48 天"): the case measured, not the rule
// restated. A date
// written without its year is read in the year of the event, or the year
// before when that would put it months after the event.
func (a *analysis) elapsedBetween(x quantity, sq []quantity) bool {
	if x.nvals != 1 || x.per == 0 || x.kind != qPlain {
		return false
	}
	minutes := scaled(x)
	created := a.ev.CreatedAt.UTC()
	today := float64(time.Date(created.Year(), created.Month(), created.Day(), 0, 0, 0, 0, time.UTC).Unix() / 86400)
	day := func(y quantity) (float64, bool) {
		switch {
		case y.nvals < 1:
			return 0, false
		case y.kind == qDate:
			return y.vals[0], true
		case y.kind == qDayMonth:
			md := int(y.vals[0])
			d := time.Date(created.Year(), time.Month(md/100), md%100, 0, 0, 0, 0, time.UTC)
			if d.Sub(created) > 120*24*time.Hour {
				d = d.AddDate(-1, 0, 0)
			}
			return float64(d.Unix() / 86400), true
		}
		return 0, false
	}
	var own, clock []float64
	for _, y := range sq {
		if d, ok := day(y); ok {
			own = append(own, d)
		} else if y.kind == qTime && y.nvals >= 1 {
			clock = append(clock, y.vals[0])
		}
	}
	if math.Mod(minutes, 1440) == 0 {
		n := minutes / 1440
		ends := own
		for _, y := range a.upstreamQuantities() {
			if d, ok := day(y); ok && len(ends) < 64 {
				ends = append(ends, d)
			}
		}
		for _, d := range ends {
			if math.Abs(today-d) == n {
				return true
			}
		}
		for i, p := range own {
			for _, q := range ends[i+1:] {
				if math.Abs(p-q) == n {
					return true
				}
			}
		}
	}
	for i, p := range clock {
		for _, q := range clock[i+1:] {
			d := math.Abs(p - q)
			if d > 0 && (d == minutes || 1440-d == minutes) {
				return true
			}
		}
	}
	return false
}

// upstreamCounts reports x given upstream as upstreamGives or
// upstreamValue read it, except by a number that counts another noun:
// the booking's "4 portraits" or a record's "portraits": 4 gives no "4
// retouch rounds". x is never a date (see
// ruleNumberKind), so the record's dates are not read.
func (a *analysis) upstreamCounts(x quantity) bool {
	for _, y := range a.upstreamOf(x) {
		if givenAs(x, y) {
			return true
		}
	}
	return false
}

// upstreamOf returns the numbers of the original and the record's facts
// that can count what x counts: not those of another noun (otherNoun),
// nor a bare number given under a key that names none of x's noun's
// words (keyCountsOther).
func (a *analysis) upstreamOf(x quantity) []quantity {
	var out []quantity
	for _, u := range a.orig {
		for _, s := range u.sents {
			for _, y := range u.sentQuantities(s) {
				if !otherNoun(x, y) {
					out = append(out, y)
				}
			}
		}
	}
	for _, f := range a.sourceFacts() {
		if f.isQ && !otherNoun(x, f.q) && !keyCountsOther(f.key, x, f.q) {
			out = append(out, f.q)
		}
	}
	return out
}

// givenAs reports y equal to x, or the same number in whatever unit or
// none, or a span of the same length: the summary's "12 pieces" is the
// tool's bare 12, its "11 h 50 min" the roster's "11h50".
func givenAs(x, y quantity) bool {
	if isDateKind(y.kind) || y.kind == qTime {
		return false
	}
	if equalQuantity(y, x) {
		return true
	}
	for i := 0; i < int(y.nvals); i++ {
		for j := 0; j < int(x.nvals); j++ {
			if y.vals[i] == x.vals[j] || x.per != 0 && y.per != 0 && y.vals[i]*y.per == x.vals[j]*x.per {
				return true
			}
		}
	}
	return false
}

// countsNoun reports a plain number of a noun, not of a unit of measure:
// "min_c": 2.8 gives "2,8 °C" whatever the key's words.
func countsNoun(x quantity) bool {
	return x.unit != celsiusUnit && x.unit != fahrenheitUnit && unitMeasures[x.unit] == "" && familyMeasures[x.unit] == ""
}

// isMeasure reports a unit of measure (a length, a mass, a temperature,
// one of unitMeasures), not a counted noun.
func isMeasure(u uint64) bool {
	return familyMeasures[u] != "" || unitMeasures[u] != "" || u == celsiusUnit || u == fahrenheitUnit
}

// keyCountsOther reports a record's bare count whose key names none of the
// words of x's noun: "portraits": 4 counts no "4 retouch rounds".
func keyCountsOther(key string, x, y quantity) bool {
	if key == "" || x.kind != qPlain || x.unit == 0 || x.per != 0 || y.kind != qPlain || y.unit != 0 || !countsNoun(x) {
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(key), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if tokenHash(stem(w)) == x.unit {
			return false
		}
	}
	return true
}

// otherNoun reports two plain counts of different nouns, or a multiple
// ("최대 4배", "3x") and a duration ("4주 평균", "4-week average"): the
// same number, not the same thing.
func otherNoun(x, y quantity) bool {
	if x.kind == qPlain && y.kind == qPlain && (x.unit == timesUnit && x.per == 0 && y.per != 0 || y.unit == timesUnit && y.per == 0 && x.per != 0) {
		return true
	}
	return x.kind == qPlain && y.kind == qPlain && x.per == 0 && y.per == 0 && x.unit != 0 && y.unit != 0 && x.unit != y.unit
}

// powerOf returns the power a unit of q is raised to ("m²", "m3"), read
// from the bytes right after it, or 1.
func powerOf(t string, q quantity) int {
	i := int(q.end)
	for n := 0; i < len(t) && n < 8; n++ {
		switch {
		case strings.HasPrefix(t[i:], "²"):
			return 2
		case strings.HasPrefix(t[i:], "³"):
			return 3
		case t[i] == ' ' || t[i] >= 'a' && t[i] <= 'z' || t[i] >= 'A' && t[i] <= 'Z':
			i++
		default:
			return 1
		}
	}
	return 1
}

// leftOfLimit reports x as what is left of limit q once a value of its
// measure that the original or the record gives is taken off: "may still
// spend up to €150" of a €400 cap with €250 spent states the cap kept,
// not changed.
func (a *analysis) leftOfLimit(q, x quantity) bool {
	if q.nvals != 1 || !sameMeasure(q, x) {
		return false
	}
	for _, y := range a.upstreamQuantities() {
		if !sameMeasure(q, y) || q.kind == qMoney && q.currency != y.currency {
			continue
		}
		for _, yv := range readings(y) {
			for _, xv := range readings(x) {
				if d := scaled(q) - yv; d > 0 && math.Abs(d-xv) <= 1e-6*math.Max(1, xv) {
					return true
				}
			}
		}
	}
	return false
}

// restatesWhole reports a sentence whose content words (four at least)
// are nearly all (three in four) the rule's: it restates the rule, in the
// rule's own words, whatever binds its number.
func restatesWhole(it *indexed, r upstreamRule) bool {
	n := commonTokens(it.toks, r.toks)
	return n >= 4 && 4*n >= 3*len(it.toks)
}

// digitRange reports a hyphen between two digits in t ("0,2-0,8 mg/l",
// "16-21 °C"): a sentence that may restate a rule's band as a range.
func digitRange(t string) bool {
	for i := strings.IndexByte(t, '-'); i >= 0; {
		if i > 0 && i+1 < len(t) && isDigit(t[i-1]) && isDigit(t[i+1]) {
			return true
		}
		k := strings.IndexByte(t[i+1:], '-')
		if k < 0 {
			return false
		}
		i += 1 + k
	}
	return false
}

// wordRange reports two numbers joined by a word of a range in t ("de 80
// a 90 °C", "85 to 90", "10 bis 14 Tage", "80 至 90"): a sentence that
// may restate a rule's band, as digitRange reads one with a hyphen.
func wordRange(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) || i+1 < len(t) && isDigit(t[i+1]) {
			continue
		}
		j := i + 1
		for j < len(t) && t[j] == ' ' {
			j++
		}
		k := j
		for k < len(t) && t[k] != ' ' && !isDigit(t[k]) {
			k++
		}
		w := t[j:k]
		for k < len(t) && t[k] == ' ' {
			k++
		}
		if w != "" && k < len(t) && isDigit(t[k]) && rangeJoins[w] {
			return true
		}
	}
	return false
}

// bandUpper reports q as the upper end of a band in its rule: a smaller
// number joined to it by one of rangeJoins ("zwischen 0,2 und 0,5 mg/L",
// "between 18 and 24 °C", "2-8 °C", "5到10天"). A required band's upper
// end is a ceiling, not a floor.
func bandUpper(r upstreamRule, q quantity) bool {
	for _, y := range r.sentQuants() {
		if y.nvals == 1 && q.nvals == 1 && y.vals[0] < q.vals[0] && rangeJoined(r.u.f.text, y, q) {
			return true
		}
	}
	return false
}

// keepsBandEnd reports x as one end of a range in its sentence ("0,2-0,8
// mg/l") whose other end is a number of the rule's, unchanged ("zwischen
// 0,2 und 0,5 mg/L"): the sentence restates the rule's band, and x stands
// for the end it changed.
func keepsBandEnd(r upstreamRule, t string, x quantity, sq []quantity) bool {
	for _, p := range sq {
		if p.nvals != 1 || !rangeJoined(t, p, x) && !rangeJoined(t, x, p) {
			continue
		}
		for _, y := range r.sentQuants() {
			if y.nvals == 1 && sameNumber(y.vals[0], p.vals[0]) {
				return true
			}
		}
	}
	return false
}

// rangeUnits returns qs with the near end of each range given its far
// end's unit: "85" in "between 85 and 90 °C", "de 80 a 90 °C", "10 to 14
// days" is a number of °C or of days as much as the far end is, and a
// rule's band restated with its near end moved changes that number. Only a
// bare near end joined to a far end with a unit, a currency or a percent
// sign is given one.
func rangeUnits(t string, qs []quantity) []quantity {
	var out []quantity
	for i := 0; i+1 < len(qs); i++ {
		x, y := qs[i], qs[i+1]
		if x.kind != qPlain || x.unit != 0 || x.per != 0 || x.nvals != 1 || y.nvals != 1 ||
			y.kind == qPlain && y.unit == 0 || y.kind != qPlain && y.kind != qMoney && y.kind != qPercent || !rangeJoined(t, x, y) {
			continue
		}
		if out == nil {
			out = slices.Clone(qs)
		}
		out[i].kind, out[i].currency, out[i].unit, out[i].per = y.kind, y.currency, y.unit, y.per
	}
	if out == nil {
		return qs
	}
	return out
}

// farEnd returns the far end of the range in qs whose near end is x, of
// x's measure ("90 °C" for "85" in "85 to 90 °C"; none for "45 minutos"
// in "45 minutos a 63 °C").
func farEnd(t string, qs []quantity, x quantity) (quantity, bool) {
	for _, y := range qs {
		if x.kind == y.kind && x.unit == y.unit && x.per == y.per && rangeJoined(t, x, y) {
			return y, true
		}
	}
	return quantity{}, false
}

// nearEnd reports x as the near end of a range in qs (see farEnd).
func nearEnd(t string, qs []quantity, x quantity) bool {
	_, ok := farEnd(t, qs, x)
	return ok
}

// rangeQuote quotes q with its unit, and a range's near end with the
// whole range ("85 and 90 °C", not "85 and").
func rangeQuote(u *unit, qs []quantity, q quantity) string {
	if y, ok := farEnd(u.f.text, qs, q); ok {
		return strings.TrimSpace(u.evidence(int(q.start), int(y.start)).Quote) + " " + quantityWithUnit(u, y)
	}
	return quantityWithUnit(u, q)
}

// rangeJoined reports numbers x and y of text t joined as a range's ends,
// x first, by one of rangeJoins a few bytes apart.
func rangeJoined(t string, x, y quantity) bool {
	return x.end < y.start && y.start-x.end <= 12 && rangeJoins[strings.TrimSpace(t[x.end:y.start])]
}

// otherRuleNumber returns the rule's number other than q, of x's measure,
// whose value sentence quantities sq leave out, when sq states q's: x
// restates that one, if it stands on the same side of q's value as the
// rule's number does of q ("au-delà de 2 %, décoté de 5 %" for "more
// than 2% … 15% below"; "moisture 3.4% is above the 2% threshold" is the
// case measured). Only one such number is read; with two, which one x
// stands for is a guess.
func otherRuleNumber(rq []quantity, q, x quantity, sq []quantity) (quantity, bool) {
	kept := int32(-1)
	for _, y := range sq {
		if y.start != x.start && sameValueIn([]quantity{y}, q) {
			kept = y.start
			break
		}
	}
	if kept < 0 {
		return quantity{}, false
	}
	var found quantity
	n := 0
	for _, p := range rq {
		if p.start == q.start || sameValueIn(sq, p) || (p.start > q.start) != (x.start > kept) {
			continue
		}
		if r, ok := ruleNumberReplaced([]quantity{p}, x); ok {
			found = r
			n++
		}
	}
	return found, n == 1
}

// keepsOtherNumber reports a sentence that states, unchanged, another of
// the rule's numbers than q, of another measure ("max 3 light passes pro
// Sitzung, dann 15 Minuten Pause" for "at most 3 light passes per
// session, then 30 minutes rest"): it restates the rule, in whatever
// words and language, and its number in q's place is q's.
func keepsOtherNumber(rq []quantity, q quantity, sq []quantity) bool {
	for _, p := range rq {
		if p.start != q.start && !comparableKinds(p, q) && containsQuantity(sq, p) {
			return true
		}
	}
	return false
}

// changedClock finds, downstream, a sentence that names a rule (its label,
// or a rule word before the time) and states a time of day other than q,
// the time a protected rule r bounds work by, when no downstream text
// states q: "小屋规定：半膳变更可在入住前一天18:00前办理" for "until 16:00
// on the day before arrival". A time the original or the record gives is
// the case's, and one another rule gives is that rule's.
func (a *analysis) changedClock(ds *sentIndex, r upstreamRule, q quantity) (*indexed, quantity, bool) {
	if containsQuantity(a.allDownstreamQuantities(), q) {
		return nil, quantity{}, false
	}
	labels := ruleLabels(r)
	for i := range ds.items {
		it := &ds.items[i]
		if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) || it.cs.has(catQuestion) {
			continue
		}
		st := it.u.f.text[it.s.start:it.s.end]
		if !hasDigit(st) {
			continue
		}
		cited := len(labels) > 0 && citesLabel(st, labels)
		sq := it.u.sentQuantities(it.s)
		for _, x := range sq {
			if x.kind != qTime || equalQuantity(x, q) || containsQuantity(a.upstreamQuantities(), x) || a.numberOfAnyRule(x) {
				continue
			}
			if (cited || it.s.section.has(catRuleHead) || a.ruleNamedBefore(it, int(x.start)) || keepsClockTwin(r, q, it.u.f.text, x, sq)) && !a.quotedWords(it.u, it.s) {
				return it, x, true
			}
		}
	}
	return nil, quantity{}, false
}

// keepsClockTwin reports time x joined as a range's end to the rule's
// other time, kept ("das 07:00 às 09:30" for "only between 07:00 and
// 08:30"): the sentence restates the rule's window with q moved, whatever
// words it uses.
func keepsClockTwin(r upstreamRule, q quantity, t string, x quantity, sq []quantity) bool {
	for _, p := range r.sentQuants() {
		if p.kind != qTime || p.start == q.start || equalQuantity(p, q) {
			continue
		}
		for _, y := range sq {
			if y.kind == qTime && y.start != x.start && equalQuantity(y, p) && (p.start < q.start) == (y.start < x.start) &&
				(rangeJoined(t, y, x) || rangeJoined(t, x, y)) {
				return true
			}
		}
	}
	return false
}

// boundNumberReplaced is ruleNumberReplaced for a number that the same
// bound word leads in the rule and in the restatement ("INR über 4,0 bei
// …" restated "erst über 5,0 nötig"): with no unit to match (the word
// after each differs), the bound word says what the number is, when the
// rule has one such number only. "Over 40 bookings" restates no "under 14".
func boundNumberReplaced(rt string, rq []quantity, xt string, x quantity) (quantity, bool) {
	w := boundLead(xt, x)
	if w == "" {
		return quantity{}, false
	}
	var found quantity
	n := 0
	for _, q := range rq {
		if boundLead(rt, q) != "" {
			found = q
			n++
		}
	}
	if n != 1 || boundLead(rt, found) != w || equalQuantity(found, x) {
		return quantity{}, false
	}
	if qv, xv := found.vals[0], x.vals[0]; qv > 0 && xv > 0 && xv <= 10*qv && 10*xv >= qv {
		return found, true
	}
	return quantity{}, false
}

// boundLead returns the word of ageBoundWords right before plain number q
// of text t, whatever word follows q ("über 4,0 bei …"), or "".
func boundLead(t string, q quantity) string {
	if q.kind != qPlain || q.per != 0 || q.nvals != 1 {
		return ""
	}
	lead := t[:q.start]
	for _, w := range ageBoundWords {
		if strings.HasSuffix(lead, w) && (len(lead) == len(w) || !isWordByte(lead[len(lead)-len(w)-1])) {
			return w
		}
	}
	return ""
}

// boundAfterDir returns the direction of a bound said right after plain
// number q of folded text t, perhaps past one word of its unit ("70 or
// more", "60점 이상", "5 dias ou menos"): floorAfter, ceilingAfter or 0.
func boundAfterDir(t string, q quantity) int {
	if q.kind != qPlain || q.nvals != 1 {
		return 0
	}
	switch w := boundAfterWord(t, int(q.end), len(t)); {
	case w == "":
		return 0
	case floorsAfter[w]:
		return floorAfter
	}
	return ceilingAfter
}

const (
	floorAfter   = 1
	ceilingAfter = 2
)

// boundAfterReplaced is ruleNumberReplaced for a number that a bound of
// the same direction follows in the rule and in the restatement ("70 or
// more" restated "60점 이상"): when the rule has one such number only,
// the bound says what the number is, whatever the unit words.
func boundAfterReplaced(rt string, rq []quantity, xt string, x quantity) (quantity, bool) {
	d := boundAfterDir(xt, x)
	if d == 0 {
		return quantity{}, false
	}
	var found quantity
	n := 0
	for _, q := range rq {
		if boundAfterDir(rt, q) != 0 {
			found = q
			n++
		}
	}
	if n != 1 || boundAfterDir(rt, found) != d || equalQuantity(found, x) {
		return quantity{}, false
	}
	if qv, xv := found.vals[0], x.vals[0]; qv > 0 && xv > 0 && xv <= 10*qv && 10*xv >= qv {
		return found, true
	}
	return quantity{}, false
}

// statedAsRule reports x bound as a limit in a sentence that names a rule
// before it ("规则：每户名下 key fob 最多 6 个", "Per policy the cap is 6
// fobs"): a rule's number restated, not a remainder or a total of the
// case's values, unless the sentence says what is left ("按规定本月最多
// 还剩 130 元").
func (a *analysis) statedAsRule(it *indexed, x quantity) bool {
	return !it.cs.has(catRemaining) && a.ruleLeadBefore(it, x) && a.statesBound(it, x)
}

// ruleNumerals returns the numerals of two digits or more of the rule's
// numbers rq as written ("1.500", "0,1", "40"), and the words after each
// that name what it counts (numberTail): a sentence holding a numeral
// unchanged ("8 semaines à 40 °C" for "12 semaines à 40 °C") or those
// words after a number may restate the rule, and is read. A single digit
// is in too many sentences to say so.
func ruleNumerals(rt string, rq []quantity) (numerals, tails []string) {
	for _, q := range rq {
		if e := numeralEnd(rt, int(q.start)); e > int(q.start)+1 {
			numerals = append(numerals, rt[q.start:e])
		}
		if w := numberTail(rt, q); w != "" {
			tails = append(tails, w)
		}
	}
	return numerals, tails
}

// numberTail returns the three words after a number q of text t, joined
// by spaces, when none holds a digit and the first has four bytes or more
// ("gallonen im tender"); "" otherwise. Two words are often the case's
// own count of the rule's noun ("6 large bags;" for "2 large bags per
// passenger"); three seldom are.
func numberTail(t string, q quantity) string {
	ws := strings.Fields(t[q.end:min(len(t), int(q.end)+48)])
	if len(ws) < 3 {
		return ""
	}
	for i := range 3 {
		ws[i] = strings.Trim(ws[i], ",.;:()")
		if ws[i] == "" || hasDigit(ws[i]) {
			return ""
		}
	}
	if len(ws[0]) < 4 {
		return ""
	}
	return ws[0] + " " + ws[1] + " " + ws[2]
}

// statesRuleNumeral reports one of numerals in st, not inside a longer
// number ("2.0" is not in "2.03").
func statesRuleNumeral(st string, numerals []string) bool {
	for _, n := range numerals {
		for i := 0; ; {
			k := strings.Index(st[i:], n)
			if k < 0 {
				break
			}
			a, b := i+k, i+k+len(n)
			if (a == 0 || !isDigit(st[a-1]) && st[a-1] != '.' && st[a-1] != ',') &&
				(b == len(st) || !isDigit(st[b]) && !((st[b] == '.' || st[b] == ',') && b+1 < len(st) && isDigit(st[b+1]))) {
				return true
			}
			i = b
		}
	}
	return false
}

// hasRuleTail reports one of tails in st after a space.
func hasRuleTail(st string, tails []string) bool {
	for _, w := range tails {
		if strings.Contains(st, " "+w) {
			return true
		}
	}
	return false
}

// ruleWordsAfter reports the rule's number q and the restated x followed
// by the same three words (numberTail): the rule's number restated in the
// rule's words ("1.500 Gallonen im Tender", "ab 1.200 Gallonen im
// Tender").
func ruleWordsAfter(rt string, q quantity, xt string, x quantity) bool {
	w := numberTail(rt, q)
	return w != "" && w == numberTail(xt, x)
}

// boundBefore reports a bare number q of sentence s after a threshold
// word ("below 11.0", "不低于 10.0", "au moins 3"): a bound, as a number
// with a unit is.
func boundBefore(t string, s sentence, q quantity) bool {
	return q.kind == qPlain && q.nvals == 1 && thresholdBefore(t[s.start:q.start])
}

// boundBeforeReplaced is boundAfterReplaced for a bare number after a
// threshold word, in the rule and in the restatement ("reject below
// 11.0" restated "糖度不低于 10.0 即可接收"): when the rule has one such
// number only, the threshold says what the number is. A bound someone
// is reported to have stated ("der Imker sagt, … nie unter 0,9") is
// theirs, not the rule's.
func (a *analysis) boundBeforeReplaced(r upstreamRule, rq []quantity, it *indexed, x quantity) (quantity, bool) {
	if !boundBefore(it.u.f.text, it.s, x) || a.reportedBefore(it.u, it.s, int(x.start)) {
		return quantity{}, false
	}
	var found quantity
	n := 0
	for _, q := range rq {
		if q.unit == 0 && q.per == 0 && !ageBound(r.u.f.text, q) && boundBefore(r.u.f.text, r.s, q) {
			found = q
			n++
		}
	}
	if n != 1 || equalQuantity(found, x) {
		return quantity{}, false
	}
	if qv, xv := found.vals[0], x.vals[0]; qv > 0 && xv > 0 && xv <= 10*qv && 10*xv >= qv {
		return found, true
	}
	return quantity{}, false
}
