package sampling

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"recap/review"
)

// upstreamRule is a rule or limit stated before the summary: a protected
// policy rule, or a restriction a person or the system stated in the
// original.
type upstreamRule struct {
	// quants are a policy rule's quantities (see sentQuants); nil for
	// a rule from the original, whose unit keeps them.
	quants *ruleQuants
	// limitOnly marks a limit a tool's result orders ("compressor input
	// power must stay at or below 180 W"): only whether the summary
	// carries it is checked.
	limitOnly bool
	// orderOnly marks a sentence read only for the order of its steps:
	// a procedure with a duty or ban but no restriction ("Ablaufregel:
	// zuerst … prüfen, dann … – niemals umgekehrt").
	orderOnly bool
	u         *unit
	s         sentence
	ruleID    string // policy rule id; "" for rules from the original
	// carried says the summary must carry the rule's limit: limits a user
	// gave always; limits in system or harness text when the summary goes
	// on with what they limit. Policy rules are supplied by the runtime.
	carried bool
	// system marks rules from system or harness-injected text.
	system bool
	// labeledBan marks a ban said plainly under a rule's label in the
	// system's text ("Staffelregel: … werden nicht … ausgehändigt").
	labeledBan bool
	toks       []uint64
	cs         catSet
	limits     []quantity // numbers bound to a limit cue
	// core are the tokens outside the rule's condition ("glass claims up
	// to R$ 10.000,00" in "…, desde que o laudo esteja anexado") and cond
	// the condition's own; nil when the rule states no condition. A
	// restatement that drops the condition keeps only the core.
	core, cond []uint64
	// action are the tokens outside any condition of the rule ("deploy to
	// production" in "… only after the full suite passes"): a sentence that
	// shares none of them speaks of the condition (the suite passed), not
	// of the rule.
	action []uint64
	// restricts says the rule has a restriction cue of its own ("only",
	// "limited to"), and numericScope that it bounds the rule's own number
	// ("limited to 10% a year"), which a restatement keeps with any word
	// for an upper bound ("a ceiling of 10%"); "only for EDD-complete
	// customers" is kept by none.
	restricts    bool
	numericScope bool
	// precondition marks a rule that orders work ("only after", "do not
	// … until"): restated with the wait ("wait for X before Y", "X 之前继续
	// 使用旧版") it is kept.
	precondition bool
}

// ruleQuants holds a policy rule's quantities, read once when the rule
// is read: the units of policy rules keep no cache of their own, and
// the rule is shared between events, so it is never written after.
type ruleQuants struct {
	qs []quantity
}

// sentQuants returns the quantities of the rule's sentence.
func (r *upstreamRule) sentQuants() []quantity {
	if r.quants == nil {
		return r.u.sentQuantities(r.s)
	}
	return r.quants.qs
}

// restrictiveCats make a rule narrower; exceptionCats carve out cases.
var (
	restrictiveCats = cats(catRestrict, catProhibit, catNegation)
	exceptionCats   = cats(catException)
	ruleLikeCats    = cats(catModal, catRestrict, catProhibit, catException, catConditional, catLimit, catNegation,
		catToolPermission, catUnlimited)
)

// possibleWords say a thing is possible: a hedge alone ("possible
// fraud"), a rule after "only" or "not" ("nur mit Nachweis möglich",
// "só é possível com o laudo", "sin firma no es posible").
var possibleWords = map[string]bool{"possible": true, "possivel": true, "posible": true, "moglich": true, "possibile": true}

// onlyPossible reports every hedge of s a possibility word with a
// restriction or negation before it in its clause: a rule, not a doubt.
func (a *analysis) onlyPossible(u *unit, s sentence) bool {
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.has(catHedge) {
			continue
		}
		// "A convoy may have at most 5 sidecars": "may" permits up to a
		// bound; it doubts nothing.
		if limitRightAfter(a.lx, u, s, h) {
			continue
		}
		if restrictedPermission(a.lx, u, s, h) {
			continue
		}
		if !possibleWords[u.f.text[h.start:h.end]] {
			return false
		}
		ca, _ := u.clause(a.lx, s, int(h.start))
		if !a.clauseHas(u, s, ca, int(h.start), catRestrict, catNegation, catProhibit) {
			return false
		}
	}
	return true
}

// restrictedPermission reports hedge h ending in "may be" with the verb
// it allows after it and a restriction after that verb in its clause: "it
// may be opened only by the cathedral's own goldsmith" permits, and
// narrows; "it may be only a display glitch" doubts.
func restrictedPermission(lx *lexicon, u *unit, s sentence, h hit) bool {
	t := u.f.text
	if !strings.HasSuffix(t[h.start:h.end], "may be") {
		return false
	}
	verb := nextWordOf(t, int(h.end))
	if verb == "" {
		return false
	}
	from := int(h.end) + 1 + len(verb)
	_, cb := u.clause(lx, s, from)
	for _, g := range u.sentHits(s) {
		if int(g.start) > from && int(g.start) < cb && lx.m.terms[g.term].cats.has(catRestrict) {
			return true
		}
	}
	return false
}

// ruleFrom reads sentence s of u as a rule, or reports false.
func (a *analysis) ruleFrom(u *unit, s sentence, policyRule bool) (upstreamRule, bool) {
	lx := a.lx
	if s.heading || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
		return upstreamRule{}, false
	}
	cs := u.sentCats(lx, s)
	// A policy rule that bounds its leave in time is no guess ("changes
	// are possible until 16:00 on the day before").
	if cs.has(catHedge) && !(policyRule && cs.has(catUntil)) && !a.onlyPossible(u, s) {
		return upstreamRule{}, false
	}
	// "He has never failed a co-op water audit", "the crew has never
	// exceeded 40 hours a week" report a record; they forbid and bound
	// nothing.
	if cs.has(catProhibit) && a.onlyPerfectNever(u, s) {
		p := cats(catProhibit, catLimit, catCap)
		cs = catSet{cs.lo &^ p.lo, cs.hi &^ p.hi}
	}
	r := upstreamRule{u: u, s: s, cs: cs}
	// A policy rule's reading is shared between events (see
	// upstreamRules): its quantities are read now, and only read after.
	if policyRule {
		r.quants = &ruleQuants{qs: u.sentQuantities(s)}
	}
	// Numbers that sit in a clause with a limit cue are limits, and so is
	// what is left of a budget ("$48,000 left on it this quarter").
	// So do numbers after a negated comparative: "ramp them no faster
	// than 0.5 °C per day", "nicht schwerer als 20 kg".
	if cs.any(cats(catLimit, catCap, catRestrict, catProhibit, catRemaining)) || (cs.any(cats(catModal, catUntil)) || sentDeadlineCue(u, s) || datedBeforeMark(u, s)) && a.mayHoldDeadline(u, s) ||
		cs.has(catNegation) && a.negatedComparative(u, s) || boundAfterIn(u, s) || unreadBoundIn(u, s) || withinLeadIn(u, s) || clockWindowIn(u, s) {
		r.limits = a.ruleLimitsIn(u, s, r.sentQuants())
	}
	// "Samples must be logged before they leave the freezer": a necessity
	// ordered before another step binds as a precondition does.
	// Folded, Portuguese "só" (only) reads as "so": its accented form
	// restricts ("o desconto vale só para grupos com 20 ou mais").
	restrictive := cs.any(cats(catRestrict, catProhibit, catException, catPrecondition)) ||
		accentedOnlyIn(u, s) ||
		(cs.has(catNegation) && cs.has(catModal)) || len(r.limits) > 0 ||
		cs.has(catUntil) && necessityCues.first(u.f.text[s.start:s.end]) >= 0
	// "Always not" is a ban ("清单一律不对外公布"), and a plain negation with
	// "until" or "before" bans the work until the condition: a
	// precondition ("não descarrega antes da conferência").
	plainBanUntil := false
	if !restrictive && cs.has(catNegation) && cs.any(cats(catAlways, catUntil)) {
		restrictive, plainBanUntil = true, cs.has(catUntil)
	}
	// A ban said plainly, without a modal, under a rule's label in the
	// system's text ("Staffelregel: Betäubungsmittel werden nicht an
	// Hundeführer ausgehändigt").
	if !restrictive && !policyRule && cs.has(catNegation) && (u.role == review.RoleSystem || u.injected) && a.ruleLabelOpens(u, s) {
		restrictive, r.labeledBan = true, true
	}
	if !restrictive && !policyRule {
		return upstreamRule{}, false
	}
	r.toks = lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
	if len(r.toks) < 2 && len(r.limits) == 0 {
		return upstreamRule{}, false
	}
	if h, ok := u.firstCatHit(lx, s, catException, int(s.start), int(s.end)); ok {
		_, cb := u.clause(lx, s, int(h.end))
		r.cond = lx.tokens(u, int(h.start), cb, functionCats, true, nil)
		r.core = lx.tokens(u, int(s.start), int(h.start), functionCats, true, nil)
		r.core = mergeSorted(r.core, lx.tokens(u, cb, int(s.end), functionCats, true, nil))
	}
	condCats := cats(catException, catConditional, catUntil, catAfter, catPrecondition)
	for _, h := range u.sentHits(s) {
		if !lx.m.terms[h.term].cats.any(condCats) {
			continue
		}
		// A Chinese or Japanese conditional marker closes its condition
		// ("…場合は…", "…的话…"): the action follows the marker.
		if isCJKAt(u.f.text, int(h.start)) && lx.m.terms[h.term].cats.has(catConditional) && !lx.m.terms[h.term].cats.has(catException) {
			r.action = lx.tokens(u, int(h.end), int(s.end), functionCats, true, nil)
			break
		}
		_, cb := u.clause(lx, s, int(h.end))
		// Chinese closes a condition with a marker inside the clause ("只有
		// 在风速低于 12 m/s 时才允许登机作业"): the action follows it.
		if isCJKAt(u.f.text, int(h.start)) {
			if k := firstCue(u.f.text[h.end:cb], cjkConditionEnds); k >= 0 {
				cb = int(h.end) + k
			}
		}
		r.action = lx.tokens(u, int(s.start), int(h.start), functionCats, true, nil)
		r.action = mergeSorted(r.action, lx.tokens(u, cb, int(s.end), functionCats, true, nil))
		break
	}
	r.precondition = cs.has(catPrecondition) || (cs.has(catUntil) && cs.any(cats(catProhibit, catBlockStrong))) || plainBanUntil
	for _, h := range u.sentHits(s) {
		if !lx.m.terms[h.term].cats.has(catRestrict) || lx.m.terms[h.term].text == "" || a.insideCat(u, s, h, catException) {
			continue
		}
		ca, cb := u.clause(lx, s, int(h.end))
		r.restricts = true
		// A Japanese or Korean particle ("保護者同伴の場合のみ、かつ21時まで",
		// "보호자 동반 시에만") restricts what comes before it; a number after
		// it belongs to the next clause.
		r0, _ := utf8.DecodeRuneInString(u.f.text[h.start:h.end])
		postposed := isKanaOrHangul(r0)
		for _, q := range r.limits {
			// The restriction scopes a number after it ("only up to 30
			// days"), or before it in a verb-final language ("30 日以内に限
			// る").
			// Near it: "only the apiary lead can authorise placing colonies
			// in a block sprayed within 14 days" restricts who, not how long.
			// A bound right before the number ("só é liberado com
			// aflatoxinas de no máximo 20 µg/kg") scopes it however far.
			if !postposed && int(q.start) >= int(h.end) && int(q.end) <= cb && (int(q.start)-int(h.end) <= 24 || thresholdBefore(u.f.text[h.end:q.start])) || isCJKAt(u.f.text, int(h.start)) && int(q.start) >= ca && int(q.end) <= int(h.start) {
				r.numericScope = true
			}
		}
		break
	}
	return r, true
}

// continuesRule reports whether sentence s ends with a semicolon and the
// next one opens with an exception ("otherwise", "senão", "否则"): the two
// halves of one rule.
func (a *analysis) continuesRule(u *unit, s, next sentence) bool {
	t := strings.TrimRight(u.f.text[s.start:s.end], " ")
	if !strings.HasSuffix(t, ";") && !strings.HasSuffix(t, "；") {
		return false
	}
	hs := u.sentHits(next)
	return len(hs) > 0 && a.lx.m.terms[hs[0].term].cats.has(catException) &&
		a.onlyFillersBetween(u, next, int(next.start), int(hs[0].start))
}

// joinSentences makes one sentence of two adjacent ones. It has no index
// of its own (idx -1), so nothing caches by it.
func joinSentences(s, next sentence) sentence {
	return sentence{idx: -1, start: s.start, end: next.end, hitLo: s.hitLo, hitHi: next.hitHi,
		section: s.section, cs: s.cs.or(next.cs)}
}

// coreRestated reports whether a downstream sentence restates the rule's
// core without its condition, keeping too few of the condition's words to
// have said it another way: with the rule's own limit and half the core's
// words ("windscreen claims up to $2,500"), or, for a rule without a
// number, all of the core's words (two at least).
func (a *analysis) coreRestated(r upstreamRule, it *indexed) bool {
	if len(r.core) == 0 || len(r.cond) == 0 || 2*overlap(r.cond, it.toks) >= len(r.cond) {
		return false
	}
	ov := overlap(r.core, it.toks)
	if len(r.limits) == 0 {
		return ov >= 2 && ov == len(r.core)
	}
	if ov == 0 || 2*ov < len(r.core) {
		return false
	}
	qs := it.u.sentQuantities(it.s)
	for _, q := range r.limits {
		if containsQuantity(qs, q) {
			return true
		}
	}
	return false
}

// mayHoldDeadline reports a sentence with a date written in digits, which
// an order or an until-cue may make a deadline.
func (a *analysis) mayHoldDeadline(u *unit, s sentence) bool {
	// Most ordering sentences hold no digit, and reading their numbers
	// costs more than looking for one.
	t := u.f.text[s.start:s.end]
	if !hasDigit(t) || !dateShaped(t) && !clockShaped(t) {
		return false
	}
	for _, q := range u.sentQuantities(s) {
		if isDateKind(q.kind) || clockDeadline(u.f.text, int(s.start), q) || q.kind == qTime && untilLead(u.f.text[s.start:q.start]) {
			return true
		}
	}
	return false
}

// clockDeadline reports a time of day that a deadline word right before
// it binds, perhaps with a weekday or an article between: "by Thursday
// 17:00", "until 16:00 today", "até quinta às 17h", "bis Freitag 12:00",
// "hasta las 16h". A time with no such word ("the meeting is at 10:00")
// is no deadline. t is folded text; from is the sentence's start.
func clockDeadline(t string, from int, q quantity) bool {
	return q.kind == qTime && (deadlineLead(t[from:q.start]) || closesFromClock(t, q) || onlyUntilAfter(t, q))
}

// onlyUntilAfter reports time of day q closed by Korean "until" and
// "only", "까지만", before which the lexicon's "까지", read as a word, does
// not stand: "23:00까지만 유효합니다" (valid only until 23:00). Japanese
// "まで" is read inside "までのみ" already, and "까지는" was read before.
func onlyUntilAfter(t string, q quantity) bool {
	return strings.HasPrefix(strings.TrimLeft(t[q.end:], " "), "까지만")
}

// closeFromMarks follow a time of day to say from then on, folded:
// "16:00 起关闭", "16時から閉鎖", "16시부터 폐쇄".
var closeFromMarks = []string{"起", "开始", "以后", "之后", "后", "から", "以降", "부터"}

// closeWords close a place or a service after a time of day, folded.
var closeWords = []string{"关闭", "闭馆", "闭园", "打烊", "停止营业", "停业", "閉鎖", "閉店", "閉館", "閉園", "休業", "폐쇄", "마감",
	"운영 종료", "영업 종료"}

// closesFromClock reports time of day q that a place or service closes
// at, with the word for closing after it: "飞檐墙赛道今天 16:00 起关闭",
// "16時から閉鎖", "ab 16:00 … geschlossen".
func closesFromClock(t string, q quantity) bool {
	rest := strings.TrimLeft(t[q.end:], " ")
	for _, m := range closeFromMarks {
		if r, ok := strings.CutPrefix(rest, m); ok {
			rest = strings.TrimLeft(r, " ")
			break
		}
	}
	for _, w := range closeWords {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	if lead := strings.TrimRight(t[:q.start], " "); strings.HasSuffix(lead, " ab") || lead == "ab" {
		near := t[q.end:min(len(t), int(q.end)+48)]
		if k := strings.IndexAny(near, ".;!?"); k >= 0 {
			near = near[:k]
		}
		return strings.Contains(near, "geschlossen") || strings.Contains(near, "gesperrt")
	}
	return false
}

// clockUntil reports a time of day an until-word binds ("exclusive use
// only until 15:00 Friday", "jusqu'à 18h"): the end of what is allowed,
// as a date after one need not be ("closed until 15 December"). In a
// clause after "otherwise" it tells what follows, no limit ("otherwise
// the session keeps billing until midnight").
func clockUntil(u *unit, s sentence, ca int, q quantity) bool {
	return q.kind == qTime && untilLead(u.f.text[s.start:q.start]) && !hasCue(u.f.text[ca:q.start], otherwiseWords)
}

// otherwiseWords open what follows when a rule is not kept, folded.
var otherwiseWords = []string{"otherwise", "or else", "sonst", "andernfalls", "senao", "caso contrario", "sinon", "altrimenti",
	"de lo contrario", "否则", "不然"}

// datedNear reports a date among qs within a few words of time q ("antes
// del miércoles 14 a las 18:00", "by noon on 12 March"): the date is the
// deadline, read as one, and the time a detail of it.
func datedNear(qs []quantity, q quantity) bool {
	for _, x := range qs {
		if isDateKind(x.kind) && (x.end <= q.start && q.start-x.end <= 24 || x.start >= q.end && x.start-q.end <= 24) {
			return true
		}
	}
	return false
}

// hourWords say a time of day in words, folded: "by noon", "antes de las
// diez de la noche", "before the half-past-ten deadline", "6 pm".
var hourWords = newCueSet([]string{"noon", "midday", "midnight", "o'clock", "in the morning", "in the evening", "half past",
	"half-past", "quarter past", "quarter to", "mediodia", "medianoche", "de la manana", "de la tarde", "de la noche", "y media",
	"meio-dia", "meia-noite", "da manha", "da tarde", "da noite", "e meia", "midi", "minuit", "du matin", "du soir", "et demie",
	"mittag", "mitternacht", "uhr", "mezzogiorno", "mezzanotte", "del mattino", "di sera", "e mezza", "正午", "中午", "午前", "午後",
	"上午", "下午", "晚上", "点前", "時まで", "정오", "오전", "오후", "시까지"})

// clockBoundDownstream reports a downstream sentence that binds a time of
// day: a deadline or "until" word with a time in words, or in digits that
// the original does not give elsewhere. A
// time limit upstream restated in other words ("before the half-past-ten
// deadline" for "by 10:30 a.m.") is carried by it.
func (a *analysis) clockBoundDownstream() bool {
	if a.clockDown != 0 {
		return a.clockDown == 2
	}
	a.clockDown = 1
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			if !s.cs.has(catUntil) && !sentDeadlineCue(u, s) && deadlineCueSet.first(u.f.text[s.start:s.end]) < 0 {
				continue
			}
			// A time the original gives restates that time ("pistas
			// liberadas até 08:30", the forecast), not another limit.
			st := u.f.text[s.start:s.end]
			timed := hourWords.first(st) >= 0
			for _, q := range u.sentQuantities(s) {
				timed = timed || q.kind == qTime && !containsQuantity(a.upstreamQuantities(), q)
			}
			if timed {
				a.clockDown = 2
				return true
			}
		}
	}
	return false
}

// dateShaped reports text that may hold a date: digits joined by "/", "-"
// or "." ("15/12", "2026-12-15"), a CJK date ("12 月 15 日"), or a month's
// name. Reading a sentence's numbers costs more than this look.
func dateShaped(t string) bool {
	for i := 1; i+1 < len(t); i++ {
		if c := t[i]; (c == '/' || c == '-' || c == '.') && isDigit(t[i-1]) && isDigit(t[i+1]) {
			return true
		}
	}
	if strings.Contains(t, "月") || strings.Contains(t, "월") {
		return true
	}
	for i := 0; i < len(t); {
		if t[i] < 'a' || t[i] > 'z' || i > 0 && isWordByte(t[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(t) && t[j] >= 'a' && t[j] <= 'z' {
			j++
		}
		if _, ok := monthNames[t[i:j]]; ok {
			return true
		}
		i = j
	}
	return false
}

// clockShaped reports folded text with a time of day's shape: "17:00",
// "16h", "16h30".
func clockShaped(t string) bool {
	for i := 1; i+1 < len(t); i++ {
		if c := t[i]; (c == ':' || c == 'h') && isDigit(t[i-1]) && (isDigit(t[i+1]) || c == 'h' && !isWordByte(t[i+1])) {
			return true
		}
	}
	return false
}

// caseID finds an identifier of a case: capitals and digits joined by
// hyphens ("FSN-SP7-2245", "HW-2214", "AP-7781").
var caseID = regexp.MustCompile(`\b[A-Z][A-Z0-9]*-[A-Z0-9-]*[0-9]`)

// reportsCase reports a sentence that tells what was done in a case, by
// its identifier, with a completion word: "FSN-SP7-2245 versendet mit
// Freigabe der PRRC", "Factures reçues … plafond respecté". It meets the
// rule; it does not restate it, so leaving the rule's "only" out of it
// drops nothing. A changed number in it still counts.
//
// A sentence that names a record of the case by an identifier the
// original or the record shows ("consent CS-8812 on record, valid to 31
// Jan", "escorted badge BDG-77120 for Hall B") reports that case too, done
// or not, unless it speaks in a rule's words: a modal, a standing order, a
// rule or policy word.
func (a *analysis) reportsCase(it *indexed) bool {
	return a.reportsCaseOf(upstreamRule{}, it)
}

// reportsCaseOf is reportsCase for a sentence that may restate rule r:
// the rule's own code ("under R-SAB-2 the chair may confirm …"), or any
// policy rule's id, names no case. (Also dropping completion words the
// rule itself uses, "may mark a pole make-ready complete", cost +1 true
// and +7 false rule_weakened on the read sets.)
func (a *analysis) reportsCaseOf(r upstreamRule, it *indexed) bool {
	e := it.u.sentenceEvidence(it.s)
	ids := caseID.FindAllString(e.Quote, 8)
	if r.u != nil {
		rt := r.u.f.text[r.s.start:r.s.end]
		ids = slices.DeleteFunc(ids, func(id string) bool {
			f := foldString(id)
			return strings.Contains(rt, f) || r.ruleID != "" && foldString(r.ruleID) == f || a.isRuleID(f)
		})
	}
	if len(ids) == 0 {
		return a.datedCase(it)
	}
	if it.cs.any(cats(catDone, catSuccess, catResolved, catLodged, catConfirm, catReceived)) {
		return true
	}
	if it.cs.any(cats(catModal, catStanding, catRuleWord, catPolicyObject, catRestrict, catProhibit)) {
		return false
	}
	for _, id := range ids {
		if a.upstreamSays(id) {
			return true
		}
	}
	return false
}

// datedCase reports a sentence that speaks of one case rather than of a
// rule: it gives a calendar date or one of the record's own values, and
// speaks as no rule does (no modal, no standing order, no rule label or
// rules section): "Gusts 9 m/s forecast 2026-11-21 08:00-14:00, under the
// 12 m/s rope-access limit". Naming the limit it measures against ("the
// rope-access limit") is still a case.
func (a *analysis) datedCase(it *indexed) bool {
	if it.cs.any(cats(catModal, catStanding)) || a.labeledRule(it) || it.s.section.has(catRuleHead) ||
		ruleWordInLabel(it.u, it.s) {
		return false
	}
	// A rule named as the sentence opens ("按酒店规定，延迟退房最晚可延到下午
	// 2 点", "Per policy, …") leads a restatement of it, whatever value
	// of the case it shares.
	if qs := it.u.sentQuantities(it.s); len(qs) > 0 && a.ruleNamedBefore(it, min(int(qs[0].start), int(it.s.start)+16)) {
		return false
	}
	for _, q := range it.u.sentQuantities(it.s) {
		if isDateKind(q.kind) {
			return true
		}
		for _, f := range a.sourceFacts() {
			if f.isQ && equalQuantity(f.q, q) {
				return true
			}
		}
	}
	return false
}

// upstreamSays reports whether the original or the record's JSON carries
// text, as written.
func (a *analysis) upstreamSays(text string) bool {
	return strings.Contains(a.upstreamRaw(), text)
}

// upstreamRaw is the original's messages and the record's JSON, as
// written, built once per event.
func (a *analysis) upstreamRaw() string {
	if a.upText == nil {
		var b strings.Builder
		for _, m := range a.ev.Original {
			b.WriteString(m.Content)
			b.WriteByte(0)
		}
		if sot := a.ev.SourceOfTruth; sot != nil {
			if j, err := json.Marshal(sot); err == nil {
				b.Write(j)
			}
		}
		t := b.String()
		a.upText = &t
	}
	return *a.upText
}

// askWords report a question or a request, folded: "asked whether",
// "perguntou se", "pidió", "fragte", "询问", "尋ねた".
var askWords = []string{"asked", "asks", "asking", "requested", "perguntou", "perguntaram", "pediu", "pediram", "pregunto",
	"preguntaron", "pidio", "pidieron", "a demande", "ont demande", "fragte", "fragten", "bat", "chiese", "chiesto", "问", "询问",
	"请求", "尋ね", "聞いた", "依頼", "물었", "요청했"}

// beforeMarkAfter reports a CJK "before" right after a date: "12 月 15 日前",
// "之前", "以前", "までに", "까지".
func beforeMarkAfter(t string, i int) bool {
	rest := strings.TrimLeft(t[i:], " ")
	// A time of day may stand between: "1月27日中午之前", "2月3日午前中までに",
	// "1월 27일 오전까지".
	for _, w := range cjkTimesOfDay {
		if r, ok := strings.CutPrefix(rest, w); ok {
			rest = strings.TrimLeft(r, " ")
			break
		}
	}
	// So may a clock time: "9月28日 07:30 前", "9月28日 7:30まで".
	rest = strings.TrimLeft(skipClock(rest), " ")
	for _, m := range beforeMarks {
		if strings.HasPrefix(rest, m) {
			return true
		}
	}
	return false
}

// skipClock skips a clock time at the start of t: "07:30", "7:30".
func skipClock(t string) string {
	i := 0
	for i < len(t) && i < 2 && isDigit(t[i]) {
		i++
	}
	if i == 0 || i >= len(t) || t[i] != ':' {
		return t
	}
	j := i + 1
	for j < len(t) && j < i+3 && isDigit(t[j]) {
		j++
	}
	if j != i+3 {
		return t
	}
	return t[j:]
}

// beforeMarks are the marks beforeMarkAfter reads.
var beforeMarks = []string{"前", "之前", "以前", "までに", "まで", "까지", "이전",
	// "el 14 de diciembre como tarde", "by 14 December at the latest":
	// the latest day said after it.
	"como tarde", "a mas tardar", "lo mas tarde", "at the latest", "au plus tard", "spatestens", "al piu tardi", "no mais tardar"}

// dateBoundIn reports a date x of a downstream sentence said as a
// deadline or bound: an until-word or a limit cue before it in its
// clause, a deadline word leading to it, or a before mark after it.
func (a *analysis) dateBoundIn(it *indexed, x quantity) bool {
	u, s := it.u, it.s
	ca, cb := u.clause(a.lx, s, int(x.start))
	return a.clauseHas(u, s, ca, int(x.start), catUntil) || a.clauseHas(u, s, ca, cb, catLimit, catBound, catCap) ||
		deadlineLead(u.f.text[s.start:x.start]) || beforeMarkAfter(u.f.text[:s.end], int(x.end)) ||
		s.section.has(catRuleHead) || a.labeledRule(it)
}

// datedBeforeMark reports a before mark in s after a date or a clock
// time: "须在 12 月 16 日 18:00 前报送", "1月27日までに提出". Cheap: the
// mark is looked for first, the numbers only then.
func datedBeforeMark(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	if !hasBeforeMark(t) || !hasDigit(t) {
		return false
	}
	for _, q := range u.sentQuantities(s) {
		if isDateKind(q.kind) && beforeMarkAfter(u.f.text[:s.end], int(q.end)) {
			return true
		}
	}
	return false
}

// hasBeforeMark reports a mark beforeMarkAfter reads anywhere in t (the
// marks' shortest forms cover the rest).
func hasBeforeMark(t string) bool {
	// The Latin marks all hold "tard", "latest" or "spatest".
	return strings.Contains(t, "tard") || strings.Contains(t, "latest") || strings.Contains(t, "spatest") || hasCJKBeforeMark(t)
}

// hasCJKBeforeMark reports a Chinese, Japanese or Korean before mark in t.
func hasCJKBeforeMark(t string) bool {
	for _, m := range [...]string{"前", "まで", "까지", "이전"} {
		if strings.Contains(t, m) {
			return true
		}
	}
	return false
}

// cjkTimesOfDay name a part of the day after a date, folded.
var cjkTimesOfDay = []string{"中午", "正午", "上午", "下午", "早上", "晚上", "傍晚", "凌晨", "午前中", "午前", "午後", "夕方", "오전", "오후", "정오", "저녁"}

// bareYear reports a plain four-digit number from 1900 to 2100 that reads
// as a year: with no noun after it, or after "(", "in", "since", "de",
// "desde" and the like ("de 2019 até hoje", "(2026 em vez de 2027)"). A
// year bounds nothing by itself; "2000 bottles" still counts.
func bareYear(t string, q quantity) bool {
	if q.kind != qPlain || q.currency != "" || q.nvals != 1 || q.end-q.start != 4 || !allDigits(t[q.start:q.end]) {
		return false
	}
	if v := q.vals[0]; v < 1900 || v > 2100 {
		return false
	}
	if q.unit == 0 {
		return true
	}
	before := strings.TrimRight(t[:q.start], " ")
	if strings.HasSuffix(before, "(") {
		return true
	}
	w := before[strings.LastIndexByte(before, ' ')+1:]
	return slices.Contains(yearWords, w)
}

// yearWords come before a year, folded.
var yearWords = []string{"in", "since", "from", "until", "year", "de", "desde", "em", "en", "ano", "depuis", "seit", "im",
	"jahr", "dal", "nel", "anno"}

// ruleLimits returns the numbers of rule sentence s that are its limits:
// numbers in a clause with a limit, restriction or prohibition cue, except
// identifiers. Where a clause has a number with a unit (money, a percent,
// a date), the bare numbers beside it name things rather than bound them
// ("raise customer 4410's limit to 20.000 €"); and a prohibition alone,
// with no limit or restriction word, binds no bare number ("order 8830:
// do not ship until paid").
func (a *analysis) ruleLimits(u *unit, s sentence) []quantity {
	return a.ruleLimitsIn(u, s, u.sentQuantities(s))
}

// ruleLimitsIn is ruleLimits over the quantities qs of s, read already.
func (a *analysis) ruleLimitsIn(u *unit, s sentence, sq []quantity) []quantity {
	lx := a.lx
	type clauseInfo struct {
		typed, bounded, threshold bool
	}
	var qs []quantity
	var info []clauseInfo
	var starts []int
	unread := unreadBoundIn(u, s)
	for _, q := range sq {
		// "1日あたり2件まで": the one day is the period, not a limit.
		if perOneUnit(u.f.text, q) {
			continue
		}
		ca, cb := u.clause(lx, s, int(q.start))
		// What is left of a budget bounds what may be spent: an amount of
		// money left, or anything left of a named budget ("40 units left"
		// in a warehouse is stock, not a limit).
		left := lx.isRemainder(u, s, q) && (q.kind == qMoney || s.cs.has(catLimit))
		// A date something must happen before is a deadline: "submit it
		// before 15 December", "必须在 12 月 15 日前提交".
		deadline := isDateKind(q.kind) && (a.clauseHas(u, s, ca, int(q.start), catUntil) || beforeMarkAfter(u.f.text, int(q.end)) ||
			deadlineLead(u.f.text[s.start:q.start])) && !a.pastDate(q) ||
			(clockDeadline(u.f.text, int(s.start), q) || clockUntil(u, s, ca, q)) && !datedNear(sq, q)
		after := spanBoundAfter(u.f.text[:s.end], q) || unread && boundWordBy(u.f.text[s.start:s.end], int(q.start-s.start), int(q.end-s.start)) ||
			withinLeadBefore(u.f.text, q) || expiresAfter(u.f.text, int(s.start), q) || clockWindow(u.f.text, s, sq, q)
		if !left && !deadline && !after && !a.limitCueFor(u, s, ca, cb, q) || lx.isIdentifier(u, s, q) || bareYear(u.f.text, q) ||
			bracketedCount(u.f.text, q) {
			continue
		}
		// A number in the condition of a precondition limits nothing: "só
		// depois que a rescisão estiver assinada pelas duas partes".
		// A time of day after "after" or "until" is the bound itself: "never
		// serve on the terrace after 00:00".
		//
		// A threshold there is the rule's bound, though: "só é paga quando o
		// motorista pernoita a mais de 150 km da base".
		threshold := thresholdBefore(u.f.text[ca:q.start])
		if !deadline && !left && !after && q.kind != qTime && !threshold && a.inCondition(u, s, ca, q) {
			continue
		}
		qs = append(qs, q)
		starts = append(starts, ca)
		// A count's "only" must bound it: "only every second bolt on flange
		// 3", "only wants the bunny slope … Maya (8)" restrict something
		// else, and the number names a part or an age.
		restrictNear := false
		if q.kind == qPlain && !threshold && !a.clauseHas(u, s, ca, cb, catLimit) {
			for _, h := range u.sentHits(s) {
				// Near in characters: eight Chinese ones are 24 bytes.
				if int(h.start) >= ca && int(h.end) <= cb && a.lx.m.terms[h.term].cats.has(catRestrict) &&
					(h.end <= q.start && utf8.RuneCountInString(u.f.text[h.end:q.start]) <= 24 ||
						h.start >= q.end && utf8.RuneCountInString(u.f.text[q.end:h.start]) <= 24) {
					restrictNear = true
				}
			}
		} else {
			restrictNear = a.clauseHas(u, s, ca, cb, catRestrict)
		}
		info = append(info, clauseInfo{typed: q.kind != qPlain, bounded: left || deadline || after || a.clauseHas(u, s, ca, cb, catLimit) || restrictNear ||
			a.negatedComparativeBefore(u, s, ca, q),
			threshold: threshold})
	}
	var out []quantity
	for i, q := range qs {
		if q.kind == qPlain {
			if !info[i].bounded {
				continue
			}
			typedBeside := false
			for j := range qs {
				if starts[j] == starts[i] && info[j].typed {
					typedBeside = true
					break
				}
			}
			// A count after a comparator is a threshold of its own ("lo
			// sconto del 12% si applica solo ai clienti con più di 40
			// flexitank"), whatever amount sits beside it.
			if typedBeside && !info[i].threshold {
				continue
			}
		}
		out = append(out, q)
	}
	return out
}

// cjkConditionEnds close a Chinese condition inside its clause: "只有在 …
// 时才 …", "如果 … 的话", "… 之后才 …".
var cjkConditionEnds = []string{"时才", "时,", "时，", "才", "的话", "之后", "以后"}

// comparators bound a number only when it follows them: "over 500" is a
// threshold, "pass 7745 over Inuvik at 03:12" is not.
var comparators = map[string]bool{"above": true, "over": true, "below": true, "under": true, "more than": true,
	"less than": true, "greater than": true, "at least": true, "acima de": true, "abaixo de": true, "mais de": true,
	"menos de": true, "mas de": true, "plus de": true, "moins de": true, "uber": true, "unter": true, "oltre": true,
	"sopra": true, "sotto": true,
	// "one eyebrow is a bit higher than the other", "8 amostras … até
	// sexta": the number before them is no bound.
	"higher than": true, "lower than": true, "ate": true, "hasta": true, "jusqu'a": true, "fino a": true, "up to": true}

// spanWithin are the marks after a span of time that make it the span a
// thing must happen within: "采集后 24 小时内必须输注", "3 天內".
var spanWithin = []string{"内", "內"}

// ageMarks make a span of days, weeks or months an age: "3 日龄", "8 週齢".
var ageMarks = []string{"龄", "齢", "齡"}

// exceedNot are Korean "may not exceed" after a number and its unit:
// "하루 1,800㎥를 넘을 수 없습니다".
var exceedNot = []string{"넘을 수 없", "초과할 수 없", "넘길 수 없", "넘어설 수 없"}

// spanBoundAfter reports a quantity that the words right after it bound: a
// Chinese span of time closed by "内" ("24 小时内", not "内容" or "内部"),
// or a Korean "may not exceed" within a few bytes, with no other number
// between. t ends at the sentence's end.
func spanBoundAfter(t string, q quantity) bool {
	if spanWithinAfter(t, q) || validAfterSpan(t, q) {
		return true
	}
	rest := strings.TrimLeft(t[q.end:], " ")
	near := rest[:min(len(rest), 40)]
	for _, w := range exceedNot {
		if k := strings.Index(near, w); k >= 0 && !hasDigit(near[:k]) && !strings.ContainsAny(near[:k], ",.;") {
			return true
		}
	}
	return false
}

// spanWithinAfter reports a span of time q closed by 内 in t, which ends
// at the sentence's end: "24 小时内", "出生后 3 日龄内", not "内容".
func spanWithinAfter(t string, q quantity) bool {
	if q.kind != qTime && q.unit != minutesUnit {
		return false
	}
	rest := strings.TrimLeft(t[q.end:], " ")
	for _, w := range cjkTimeUnits {
		if strings.HasPrefix(rest, w) {
			rest = rest[len(w):]
			break
		}
	}
	// An age in days or weeks: "出生后 3 日龄内", "生後 7 日齢以内".
	for _, w := range ageMarks {
		if strings.HasPrefix(rest, w) {
			rest = rest[len(w):]
			break
		}
	}
	for _, w := range spanWithin {
		if strings.HasPrefix(rest, w) && !strings.HasPrefix(rest[len(w):], "容") && !strings.HasPrefix(rest[len(w):], "部") {
			return true
		}
	}
	return false
}

// validWords say, after a span of time, that a thing holds for it,
// folded: "ist 90 Tage gültig", "90 日間有効", "90일간 유효".
var validWords = []string{"gultig", "valid", "valido", "valida", "valable", "valide", "有効", "有效", "유효"}

// validWordIn reports a word of validWords in folded text t: "valid"
// stands in "valido", "valida" and "valide", "valab" in "valable".
func validWordIn(t string) bool {
	if strings.Contains(t, "valid") || strings.Contains(t, "valab") || strings.Contains(t, "gultig") {
		return true
	}
	return hasHighLead(t) && (strings.Contains(t, "有効") || strings.Contains(t, "有效") || strings.Contains(t, "유효"))
}

// validAfterSpan reports a span of time q that a word of validity closes:
// "ein Screening ist 90 Tage gültig", "許可は 30 日間有効", "90일간
// 유효하다": how long a thing holds, a limit as "valid for 90 days" is.
func validAfterSpan(t string, q quantity) bool {
	if q.unit != minutesUnit || q.per == 0 {
		return false
	}
	rest := strings.TrimLeft(t[q.end:], " ")
	for _, w := range []string{"lang ", "間", "간"} {
		rest = strings.TrimPrefix(rest, w)
	}
	rest = strings.TrimLeft(rest, " ")
	for _, w := range validWords {
		// A CJK or Hangul word runs into its ending ("유효합니다"); a Latin
		// one ends ("valid", not "validated").
		if strings.HasPrefix(rest, w) && (w[0] >= 0x80 || len(rest) == len(w) || !isWordByte(rest[len(w)])) {
			return true
		}
	}
	return false
}

// boundAfterIn reports a quantity of sentence s that the words after it
// bound (see spanBoundAfter). Most sentences hold none of those words.
func boundAfterIn(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	if !hasDigit(t) || !strings.Contains(t, "内") && !strings.Contains(t, "內") && !strings.Contains(t, " 수 없") && !validWordIn(t) {
		return false
	}
	for _, q := range u.sentQuantities(s) {
		if spanBoundAfter(u.f.text[:s.end], q) {
			return true
		}
	}
	return false
}

// expiresAfterWords say that a thing lapses, folded, as expiryCues do,
// with the forms a rule uses for many things at once: "holds expire",
// "Reservierungen verfallen", "las reservas caducan".
var expiresAfterWords = newCueSet([]string{"expire", "expires", "lapse", "lapses", "verfallen", "verfallt", "caduca", "caducan",
	"expira", "expiram", "expiran", "expirent", "scade", "scadono", "vence", "vencem", "vencen"})

// afterSpanWords lead the span after which a thing lapses.
var afterSpanWords = []string{"after", "nach", "apos", "depois de", "despues de", "tras", "au bout de", "apres", "dopo"}

// expiresAfter reports span of time q that a thing lapses after: "holds
// without a deposit expire after 24 hours", "verfallen nach 24 Stunden".
// The span is the limit, not a condition that waits on it.
func expiresAfter(t string, ca int, q quantity) bool {
	if q.unit != minutesUnit || q.kind == qTime || isDateKind(q.kind) || ca > int(q.start) {
		return false
	}
	return endsWithWord(strings.TrimRight(t[:q.start], " "), afterSpanWords) && expiresAfterWords.first(t[ca:q.start]) >= 0
}

// withinLeadWords open a span of time that bounds when a thing is done,
// folded, in words the lexicon reads as a bound but not as a limit:
// "dentro de las 4 horas siguientes al pesaje", "dans les 48 heures",
// "no prazo de 5 dias".
var withinLeadWords = []string{"dentro de", "dentro de las", "dentro de los", "dentro del", "dentro das", "dentro dos",
	"dentro da", "dentro do", "dans les", "dans un delai de", "en un plazo de", "en el plazo de", "no prazo de", "num prazo de"}

// withinLeadBefore reports span of time q right after one of withinLeadWords.
func withinLeadBefore(t string, q quantity) bool {
	if q.unit != minutesUnit || q.kind == qTime || isDateKind(q.kind) {
		return false
	}
	return endsWithWord(strings.TrimRight(t[:q.start], " "), withinLeadWords)
}

// wordBeforeNumber reports a number in folded text t right after one of
// words and a space: one pass over the text, the words tried only where
// a number starts.
func wordBeforeNumber(t string, words []string) bool {
	for i := 0; i < len(t); {
		k := strings.IndexByte(t[i:], ' ')
		if k < 0 {
			break
		}
		p := i + k
		i = p + 1
		if p == 0 || i >= len(t) || !isDigit(t[i]) {
			continue
		}
		if endsWithWord(t[:p], words) {
			return true
		}
	}
	return false
}

// withinLeadIn reports a sentence with a span of time after one of
// withinLeadWords.
func withinLeadIn(u *unit, s sentence) bool {
	// "dentro de" is a bound word; French "dans" and "plazo de", "prazo
	// de" are looked for only where it is not. Few sentences have a lead
	// word right before a digit, and only they are read for numbers.
	t := u.f.text[s.start:s.end]
	if !s.cs.has(catBound) && !strings.Contains(t, "dans ") && !strings.Contains(t, "azo de") || !hasDigit(t) || !wordBeforeNumber(t, withinLeadWords) {
		return false
	}
	for _, q := range u.sentQuantities(s) {
		if withinLeadBefore(u.f.text, q) {
			return true
		}
	}
	return false
}

// limitCueFor reports a limit, restriction or prohibition cue in the
// clause [ca, cb) that bounds q: any such cue, except a comparator
// ("over", "acima de") that q does not follow right after.
func (a *analysis) limitCueFor(u *unit, s sentence, ca, cb int, q quantity) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) < ca || int(h.end) > cb || !a.lx.m.terms[h.term].cats.any(cats(catLimit, catCap, catRestrict, catProhibit)) {
			continue
		}
		if comparators[u.f.text[h.start:h.end]] && (int(q.start) < int(h.end) || !onlyCurrencyBetween(u.f.text[h.end:q.start]) &&
			!(q.kind == qTime && timeArticles[strings.TrimSpace(u.f.text[h.end:q.start])])) {
			continue
		}
		// A focus "only" in what a user tells says how little, not how
		// much is allowed: "I was only away two days", "it's only 42
		// euros", "他两天只开了 560 公里". With no modal, prohibition or
		// limit word in its clause and no rules label, it sets no limit.
		// A window of time after it ("only from 9:00 to 11:00", "só das 9h
		// às 11h") is what it allows, from anyone.
		if u.role == review.RoleUser && !a.lx.m.terms[h.term].cats.any(cats(catLimit, catProhibit, catCap)) &&
			!a.clauseHas(u, s, ca, cb, catModal, catProhibit, catLimit, catCap) && !a.inRuleLine(u, s) &&
			!(int(q.start) > int(h.end) && timeWindowAt(u.sentQuantities(s), q)) {
			continue
		}
		return true
	}
	return a.boundByNextClause(u, s, cb, q) || a.negatedComparativeBefore(u, s, ca, q)
}

// bracketedCount reports a bare count alone in brackets, an aside ("Maya
// (8)", "the crates (12)"): an age or a tally, no bound.
func bracketedCount(t string, q quantity) bool {
	return q.kind == qPlain && q.start > 0 && int(q.end) < len(t) && t[q.start-1] == '(' && t[q.end] == ')'
}

// timeWindowAt reports a time of day q that opens or closes a window with
// another time close by ("from 9:00 to 11:00", "das 9h às 11h",
// "08:00–11:00").
func timeWindowAt(sq []quantity, q quantity) bool {
	if q.kind != qTime {
		return false
	}
	for _, x := range sq {
		if x.kind == qTime && x.start != q.start && (x.end <= q.start && q.start-x.end <= 12 || x.start >= q.end && x.start-q.end <= 12) {
			return true
		}
	}
	return false
}

// negatedComparativeBefore reports a negation followed by a comparative
// ("no faster than", "not later than") in q's clause before it: the
// number is a bound.
func (a *analysis) negatedComparativeBefore(u *unit, s sentence, ca int, q quantity) bool {
	t := u.f.text
	for _, h := range u.sentHits(s) {
		if int(h.start) < ca || int(h.end) > int(q.start) || !a.lx.m.terms[h.term].cats.has(catNegation) {
			continue
		}
		// A comparative in "-er" and "than" or "als": "no faster than",
		// "nicht schwerer als".
		rest := strings.TrimLeft(t[h.end:q.start], " ")
		i := 0
		for i < len(rest) && isWordByte(rest[i]) {
			i++
		}
		if i > 2 && strings.HasSuffix(rest[:i], "er") {
			after := strings.TrimLeft(rest[i:], " ")
			if strings.HasPrefix(after, "than ") || strings.HasPrefix(after, "als ") {
				return true
			}
		}
	}
	return false
}

// thresholdWords are comparators that make the number right after them
// a threshold, folded: "more than 40", "a mais de 150 km", "più di 40",
// "超过 500".
var thresholdWords = []string{"more than", "fewer than", "less than", "greater than", "higher than", "lower than",
	"at least", "at most", "above", "below", "over", "under", "exceeding", "exceeds",
	"mais de", "menos de", "acima de", "abaixo de", "superior a", "inferior a", "no minimo", "no maximo", "pelo menos", "ao menos",
	"por lo menos", "al menos",
	"mas de", "menos de", "por encima de", "por debajo de", "como minimo", "como maximo",
	"plus de", "moins de", "au moins", "au plus", "au-dela de", "piu di", "meno di", "oltre", "almeno",
	"mehr als", "weniger als", "uber", "unter", "mindestens", "hochstens",
	"sotto", "sopra", "al di sotto di", "al di sopra di", "en dessous de", "au-dessous de", "au-dessus de", "unterhalb", "oberhalb",
	"超过", "超出", "高于", "低于", "多于", "少于", "不少于", "不超过", "不低于", "大于", "小于"}

// leadArticles may stand between a comparator and its number: "under the
// 500", "sotto il 60%", "abaixo dos 5 °C", "unter den 20".
var leadArticles = []string{" the", " il", " i", " la", " lo", " l'", " o", " a", " os", " as", " el", " los", " las", " le", " les",
	" die", " den", " der", " dem"}

// anaphorWords point back at an amount just named, folded.
var anaphorWords = []string{"this", "that", "it", "disso", "isso", "isto", "desse valor", "eso", "esto", "ese monto", "cela", "ca",
	"ce montant", "das", "dies", "diesen betrag", "questo", "quello", "这个", "此", "该", "这"}

// boundByNextClause reports an amount bounded by the clause after it,
// which forbids going past it by a pronoun: "o projeto tem R$ 3.500,00
// para o HPLC, não pode passar disso", "we have $2,000 for it, don't go
// over that". Only money or a count of a unit is so bounded.
func (a *analysis) boundByNextClause(u *unit, s sentence, cb int, q quantity) bool {
	if cb >= int(s.end) || q.kind != qMoney && q.unit == 0 {
		return false
	}
	na, nb := u.clause(a.lx, s, min(cb+1, int(s.end)-1))
	if na < cb || !a.clauseHas(u, s, na, nb, catProhibit) {
		return false
	}
	return hasCue(u.f.text[na:nb], anaphorWords)
}

// thresholdBefore reports a lead (from a clause start to a number) that
// ends with a comparator, a currency sign or a space at most between.
func thresholdBefore(lead string) bool {
	lead = strings.TrimRight(lead, " $€£¥")
	if thresholdEnds.endsText(lead) {
		return true
	}
	for _, art := range leadArticles {
		if t, ok := strings.CutSuffix(lead, art); ok {
			return thresholdEnds.endsText(t)
		}
	}
	return false
}

// thresholdEnds finds a threshold word ending a lead.
var thresholdEnds = newSuffixCues(thresholdWords)

// timeArticles stand between "until" and a time of day, folded: "hasta
// las 04:30", "até às 18h", "jusqu'à 22 h", "fino alle 23".
var timeArticles = map[string]bool{"las": true, "la": true, "as": true, "a": true, "a las": true, "alle": true, "le": true}

// onlyCurrencyBetween reports a gap of spaces, an article or a currency
// sign: "over $500", "acima de R$ 1.000", "over the 500".
func onlyCurrencyBetween(g string) bool {
	g = strings.TrimSpace(g)
	g = strings.TrimPrefix(g, "the ")
	g = strings.TrimSpace(g)
	return len(g) <= 4 && !strings.ContainsAny(g, "abcdfghijklmnopqstuvwxyz")
}

// orderAgainst reports an embedded_instruction finding whose evidence is
// the sentence it, and adds rule r to it: the order acts against the
// rule, which the reviewer sees beside it, and the sentence is not also
// reported as a restatement that drops the rule's condition.
func (a *analysis) orderAgainst(r upstreamRule, it *indexed) bool {
	ev := it.u.sentenceEvidence(it.s)
	for i := range a.findings {
		f := &a.findings[i]
		if f.ID != FindingEmbeddedInstruction {
			continue
		}
		for _, e := range f.Evidence {
			if e.Pane != ev.Pane || e.Ref != ev.Ref || e.Start >= ev.End || ev.Start >= e.End {
				continue
			}
			rule := r.u.sentenceEvidence(r.s)
			src := "the original's rule"
			if r.ruleID != "" {
				// A policy rule is quoted; it has no place in the panes.
				src = fmt.Sprintf("protected rule %q", r.ruleID)
			} else if !slices.Contains(f.Evidence, rule) {
				f.Evidence = append(slices.Clip(f.Evidence), rule)
			}
			// The same rule in the policy and the system message is named once.
			if q := fmt.Sprintf("%q", clip(rule.Quote, 120)); !strings.Contains(f.Message, " It acts against ") || !strings.Contains(f.Message, q) {
				f.Message += fmt.Sprintf(" It acts against %s: %s.", src, q)
			}
			return true
		}
	}
	return false
}

// quotedWords reports a sentence that opens a quotation after a label of
// what was written or said ("…snippet (m4): "…", "contient : « …"): the
// quoted words make most of it.
func (a *analysis) quotedWords(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	q := openingQuote(t)
	if q < 0 || q > len(t)/2 {
		return false
	}
	lead := strings.TrimRight(t[:q], " ")
	return strings.HasSuffix(lead, ":") || insideQuotes(u.f.text, int(s.start), int(s.start)+q+1) && a.reportedBefore(u, s, int(s.start)+q)
}

func (a *analysis) upstreamRules() []upstreamRule {
	// Read once per event: the rule checks, the waiver index and every
	// "no longer applies" cue ask for them.
	if a.upRules != nil {
		return *a.upRules
	}
	var out []upstreamRule
	defer func() { a.upRules = &out }()
	for _, rule := range a.rt.Rules {
		// Policy rules recur in every event of a workflow; their reading is
		// cached and never modified (ruleFrom only reads the unit).
		rs := a.e.memo.get(memoKey{kind: "rule", a: rule.ID, b: rule.Text}, func() any {
			u := a.lx.newUnit("", rule.ID, rule.Text)
			var rs []upstreamRule
			for k, s := range u.sents {
				// "…; only then is the panel sprayed" restricts nothing but
				// the order, read with the half before it.
				if k > 0 && continuesOrder(u, u.sents[k-1], s) && a.onlyOrderLead(u, s) {
					continue
				}
				if r, ok := a.ruleFrom(u, s, true); ok {
					r.ruleID = rule.ID
					rs = append(rs, r)
				}
				// An order cut in two by a semicolon is read whole too.
				if k+1 < len(u.sents) && continuesOrder(u, s, u.sents[k+1]) {
					j := joinSentences(s, u.sents[k+1])
					if len(seqLinks(a.lx, u, j)) > 0 {
						r := upstreamRule{orderOnly: true, u: u, s: j, cs: j.cs, ruleID: rule.ID}
						r.toks = a.lx.tokens(u, int(j.start), int(j.end), functionCats, true, nil)
						rs = append(rs, r)
					}
				}
			}
			return rs
		}).([]upstreamRule)
		out = append(out, rs...)
	}
	for _, u := range a.orig {
		if u.role == review.RoleTool && !u.isError && !u.injected {
			out = a.toolOrderedLimits(u, out)
			continue
		}
		if u.role == review.RoleAssistant && !u.injected {
			out = a.agreedLimits(u, out)
			continue
		}
		if u.role != review.RoleUser && u.role != review.RoleSystem && !u.injected {
			continue
		}
		for k := 0; k < len(u.sents); k++ {
			s := u.sents[k]
			if !s.cs.any(cats(catRestrict, catProhibit, catException, catLimit, catCap, catNegation, catRemaining, catPrecondition)) &&
				!accentedOnlyIn(u, s) &&
				!((s.cs.any(cats(catModal, catUntil)) || sentDeadlineCue(u, s) || datedBeforeMark(u, s)) && a.mayHoldDeadline(u, s)) &&
				!(s.cs.has(catUntil) && necessityCues.first(u.f.text[s.start:s.end]) >= 0) &&
				!(s.cs.has(catNegation) && a.negatedComparative(u, s)) && !boundAfterIn(u, s) && !unreadBoundIn(u, s) && !withinLeadIn(u, s) && !clockWindowIn(u, s) {
				if r, ok := a.orderRuleFrom(u, s); ok {
					out = append(out, r)
				}
				continue
			}
			// "… only for X; otherwise Y" is one rule, though the semicolon
			// ends a sentence: it is read whole, besides its halves (whose
			// limits are the ones that must be carried).
			if k+1 < len(u.sents) && a.continuesRule(u, s, u.sents[k+1]) {
				if r, ok := a.ruleFrom(u, joinSentences(s, u.sents[k+1]), false); ok {
					r.system = u.role == review.RoleSystem || u.injected
					out = append(out, r)
				}
			}
			if k+1 < len(u.sents) && continuesOrder(u, s, u.sents[k+1]) {
				if r, ok := a.orderRuleFrom(u, joinSentences(s, u.sents[k+1])); ok {
					out = append(out, r)
				}
			}
			if r, ok := a.ruleFrom(u, s, false); ok {
				r.carried = true
				r.system = u.role == review.RoleSystem || u.injected
				out = append(out, r)
			} else if r, ok := a.orderRuleFrom(u, s); ok {
				out = append(out, r)
			}
		}
	}
	return out
}

// toolOrderedLimits appends the limits a tool's result orders with a duty
// or a ban ("compressor input power must stay at or below 180 W", "不得
// 超过 6 小时"): a system of record's constraint on the work, which the
// summary must carry when it goes on with what it limits. A result that
// only reports a figure ("max 58 km/h over 10 min") orders nothing.
func (a *analysis) toolOrderedLimits(u *unit, out []upstreamRule) []upstreamRule {
	for _, s := range u.sents {
		// "次回撮影は14日以内に実施", "next recheck within 30 days": the
		// next round of the work, bounded, is ordered too.
		if !s.cs.any(cats(catModal, catProhibit)) && !(s.cs.has(catNextWord) && s.cs.has(catBound)) || !s.cs.any(cats(catLimit, catCap, catBound)) || s.cs.any(cats(catHedge, catQuestion)) {
			continue
		}
		// The same constraint repeated by every result of a tool is read
		// once: a long log costs no more than its distinct sentences.
		t := u.f.text[s.start:s.end]
		if a.toolLimitSeen[t] {
			continue
		}
		if a.toolLimitSeen == nil {
			a.toolLimitSeen = map[string]bool{}
		}
		a.toolLimitSeen[t] = true
		if r, ok := a.limitRule(u, s); ok {
			out = append(out, r)
		}
	}
	return out
}

// limitRule reads sentence s of a tool's result or of the assistant as a
// limit only: whether the summary carries it is all that is checked, as
// for a system's limit (see checkLimitCarried).
func (a *analysis) limitRule(u *unit, s sentence) (upstreamRule, bool) {
	r, ok := a.ruleFrom(u, s, false)
	if !ok || len(r.limits) == 0 {
		return upstreamRule{}, false
	}
	r.limitOnly, r.carried, r.system = true, true, true
	return r, true
}

// agreedWords say a figure was agreed with someone, folded: "as agreed
// with", "comme convenu", "wie vereinbart", "conforme combinado".
var agreedWords = newCueSet([]string{"as agreed", "as we agreed", "agreed with", "per the agreement", "conforme combinado",
	"como combinado", "conforme acordado", "como acordado", "segun lo acordado", "como se acordo", "comme convenu",
	"conformement a l'accord", "wie vereinbart", "wie abgesprochen", "laut vereinbarung", "come concordato", "come d'accordo",
	"按约定", "按照约定", "如约定", "商定", "約束どおり", "合意どおり", "取り決めどおり", "합의한 대로", "약속한 대로",
	"per the approval", "conforme a aprovacao", "segun la aprobacion", "selon l'accord", "laut genehmigung"})

// imposedWords report a limit someone or something else sets, folded:
// "each truck is limited to 4.5 t because of the bridge", "트럭당 적재는
// 4.5톤까지로 제한됩니다", "begrenzt auf 40 Personen".
var imposedWords = newCueSet([]string{"is limited to", "are limited to", "is restricted to", "are restricted to", "is capped at",
	"are capped at", "esta limitado a", "esta limitada a", "estao limitados a", "esta restrito a", "esta restrita a",
	"estan limitados a", "esta restringido a", "est limite a", "est limitee a", "sont limites a",
	"ist begrenzt auf", "sind begrenzt auf", "ist beschrankt auf", "sind beschrankt auf", "e limitato a", "e limitata a",
	"sono limitati a", "限制为", "限制在", "に制限され", "로 제한", "으로 제한"})

// agreedLimits appends the limits the assistant states, with a word of a
// limit, as agreed with someone or approved ("Comme convenu avec Mme
// Duval, je limite les extraits à 300 mots par chapitre"), or as set by
// someone or something else (imposedWords: "each truck is limited to
// 4.5 t"). Not "laut Kostenzusage sind 6 Sitzungen genehmigt", which has
// no limit word and is left unread. Such a limit is not the assistant's
// own plan but a bound someone set, which the summary must carry when it
// goes on with what it bounds. The assistant's other figures are its own
// reckoning and bind nothing.
func (a *analysis) agreedLimits(u *unit, out []upstreamRule) []upstreamRule {
	for _, s := range u.sents {
		// A limit needs a word of one (see ruleFrom), and an agreed one
		// is no ban: most of what the assistant says is passed over on
		// its categories alone.
		if !s.cs.any(cats(catLimit, catCap, catRestrict)) || s.cs.any(cats(catHedge, catQuestion, catProhibit)) ||
			!sentHasDigit(u, s) || agreedWords.first(u.f.text[s.start:s.end]) < 0 && imposedWords.first(u.f.text[s.start:s.end]) < 0 {
			continue
		}
		if r, ok := a.limitRule(u, s); ok {
			out = append(out, r)
		}
	}
	return out
}

// reverseBans forbid the reverse order: "niemals umgekehrt", "never the
// other way round", "nunca ao contrário", "不得颠倒".
var reverseBans = []string{"umgekehrt", "other way round", "other way around", "in reverse", "reverse order", "ao contrario",
	"inverso", "inversa", "al reves", "a l'inverse", "dans l'autre sens", "颠倒", "反过来", "順番を逆", "逆の順", "거꾸로", "순서를 바꾸"}

// orderRuleFrom reads a sentence that orders steps under a duty, a ban or
// a rule word, with no restriction of its own ("Ablaufregel: zuerst die
// Radarfreigabe prüfen, dann den Laser scharf schalten – niemals
// umgekehrt", "必ず先にコースを閉鎖し、確認してから作業を始めること"):
// only its order is compared downstream (see checkStepOrder).
func (a *analysis) orderRuleFrom(u *unit, s sentence) (upstreamRule, bool) {
	// A duty said by the system, or a rule word, "always" or "required"
	// from anyone; a user's "要" or "should" is as often a wish. A ban is
	// read by the precondition checks unless it bans the reverse order.
	t := u.f.text[s.start:s.end]
	// Steps a person or the system puts in an explicit order ("ozone
	// rinse first, then steam, then fill, in that order", "get the
	// disclosure first, then hold the consultation") are an order of
	// work, with no duty word.
	if s.cs.has(catDiscourse) && !s.heading && !s.cs.any(cats(catNegation, catProhibit, catQuestion, catHedge)) && !strings.HasSuffix(t, "?") &&
		a.explicitOrder(u, s) && len(seqLinks(a.lx, u, s)) > 0 {
		r := upstreamRule{orderOnly: true, u: u, s: s, cs: s.cs, system: u.role == review.RoleSystem || u.injected}
		r.toks = a.lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
		return r, len(r.toks) >= 4
	}
	// "製甲の順序：ライニングを縫い合わせてから…", "Reihenfolge: erst …,
	// dann …": steps a person or the system gives under a label that
	// names their order are an order of work.
	if !s.heading && !s.cs.any(cats(catNegation, catProhibit, catQuestion, catHedge)) && !strings.HasSuffix(t, "?") &&
		namesOrder(t) && len(seqLinks(a.lx, u, s)) > 0 {
		r := upstreamRule{orderOnly: true, u: u, s: s, cs: s.cs, system: u.role == review.RoleSystem || u.injected}
		r.toks = a.lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
		return r, len(r.toks) >= 4
	}
	if s.heading || !s.cs.any(cats(catAlways, catRequire, catRuleWord, catRuleHead, catNegation, catProhibit, catModal)) {
		return upstreamRule{}, false
	}
	reverse := s.cs.any(cats(catNegation, catProhibit)) && firstCue(t, reverseBans) >= 0
	if !reverse && (s.cs.any(cats(catNegation, catProhibit)) ||
		!s.cs.any(cats(catAlways, catRequire, catRuleWord, catRuleHead)) && !(s.cs.has(catModal) && u.role == review.RoleSystem)) {
		return upstreamRule{}, false
	}
	if strings.HasSuffix(t, "?") || len(seqOccs(t)) == 0 || len(seqLinks(a.lx, u, s)) == 0 {
		return upstreamRule{}, false
	}
	r := upstreamRule{orderOnly: true, u: u, s: s, cs: s.cs, system: u.role == review.RoleSystem || u.injected}
	r.toks = a.lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
	return r, len(r.toks) >= 4
}

// namesOrder reports a label that names an order of steps: a word of
// orderNouns before the first colon of folded text t ("製甲の順序：",
// "Reihenfolge:"). Most sentences have no colon, which a byte search
// tells before any cue scan.
func namesOrder(t string) bool {
	i := strings.IndexByte(t, ':')
	return i > 0 && orderNouns.first(t[:i]) >= 0
}

// orderNouns name the order steps go in, folded.
var orderNouns = newCueSet([]string{"order of work", "order of steps", "sequence", "reihenfolge", "ordem dos passos", "ordem de trabalho",
	"orden de trabajo", "orden de los pasos", "ordre des operations", "ordre des etapes", "ordine delle operazioni", "sequenza",
	"顺序", "次序", "步骤", "順序", "手順", "순서"})

// seqFirstWords and seqNextWords are seqWords' words for "first" and
// "then", folded.
var seqFirstWords, seqNextWords = func() (map[string]bool, map[string]bool) {
	f, n := map[string]bool{}, map[string]bool{}
	for _, w := range seqWords {
		switch w.k {
		case seqFirst:
			f[w.w] = true
		case seqNext:
			n[w.w] = true
		}
	}
	return f, n
}()

// explicitOrder reports steps put in an explicit order in sentence s: a
// word for "first", then one for "then" ("ozone rinse first, then steam",
// "primeiro fotografar e inventariar, depois retirar o lixo"). Latin
// order words are read as the step-order check reads them (seqOccs): the
// lexicon knows neither Portuguese "primeiro" nor Italian "prima". Chinese,
// Japanese and Korean ones ("先", "再" match inside other words) count only
// as the lexicon's hits. Asked only of sentences with a discourse word.
func (a *analysis) explicitOrder(u *unit, s sentence) bool {
	first := false
	for _, o := range seqOccs(u.f.text[s.start:s.end]) {
		switch w := u.f.text[int(s.start)+o.at]; {
		case w >= utf8.RuneSelf:
		case o.k == seqFirst:
			first = true
		case first && o.k == seqNext:
			return true
		}
	}
	first = false
	for _, h := range u.sentHits(s) {
		w := u.f.text[h.start:h.end]
		if seqFirstWords[w] {
			first = true
		} else if first && seqNextWords[w] {
			return true
		}
	}
	return false
}

// downstreamQuantities are the numbers what the next context reads states
// as limits: numbers in a clause with a limit, restriction or prohibition
// cue ("budget $2k", "no more than 500 per hour", "até R$ 1.000"), in the
// summary, the contract and retained messages, plus the contract's approval
// expiry dates. A bare count ("Batch 1: 500 sent") carries no limit.
func (a *analysis) downstreamQuantities() []quantity {
	if a.dsqDone {
		return a.dsQuants
	}
	var qs []quantity
	limitCues := cats(catLimit, catCap, catRestrict, catProhibit, catUnlimited, catBound, catRemaining)
	collect := func(u *unit) {
		for _, s := range u.sents {
			dl := sentDeadlineCue(u, s)
			// A date before a "before" mark is a deadline downstream as
			// upstream: "12/12 17:00 前分批提交".
			bm := hasBeforeMark(u.f.text[s.start:s.end])
			within := boundAfterIn(u, s)
			unread := unreadBoundIn(u, s)
			if !s.cs.any(limitCues) && !s.section.has(catRuleHead) && !s.cs.has(catUntil) && !dl && !bm && !within && !unread {
				continue
			}
			for _, q := range u.sentQuantities(s) {
				ca, cb := u.clause(a.lx, s, int(q.start))
				if s.section.has(catRuleHead) || a.clauseHas(u, s, ca, cb, catLimit, catCap, catRestrict, catProhibit, catUnlimited, catBound) ||
					within && spanBoundAfter(u.f.text[:s.end], q) ||
					unread && boundWordBy(u.f.text[s.start:s.end], int(q.start-s.start), int(q.end-s.start)) ||
					a.lx.isRemainder(u, s, q) || isDateKind(q.kind) && (a.clauseHas(u, s, ca, int(q.start), catUntil) || dl && deadlineLead(u.f.text[s.start:q.start]) || bm && beforeMarkAfter(u.f.text, int(q.end))) {
					qs = append(qs, q)
				}
			}
		}
	}
	for _, u := range a.downstream() {
		collect(u)
	}
	for _, u := range a.retained {
		collect(u)
	}
	if c := a.ev.Summary.Contract; c != nil {
		for _, ap := range c.Approvals {
			if ap.ExpiresAt != nil {
				qs = append(qs, dateOf(*ap.ExpiresAt))
			}
		}
	}
	a.dsQuants, a.dsqDone = qs, true
	return qs
}

// allDownstreamQuantities are every number downstream that is not an
// identifier, limit or not.
func (a *analysis) allDownstreamQuantities() []quantity {
	// Asked once per limit and per record fact: computed once per event.
	if a.allDSQ != nil {
		return *a.allDSQ
	}
	qs := []quantity{}
	defer func() { a.allDSQ = &qs }()
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			for _, q := range u.sentQuantities(s) {
				if !a.lx.isIdentifier(u, s, q) {
					qs = append(qs, q)
				}
			}
		}
	}
	return qs
}

// timeCarried reports time of day q said downstream: as a time, or as a
// bare hour after a word that leads one ("até as 15"). A number after a
// noun ("bancada 3", "Platz 3") is no hour, though 15:00 is 3 p.m.
func (a *analysis) timeCarried(q quantity) bool {
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			for _, x := range u.sentQuantities(s) {
				if equalQuantity(x, q) && (x.kind == qTime || clockLeadBefore(u.f.text, int(x.start))) && !a.lx.isIdentifier(u, s, x) {
					return true
				}
			}
		}
	}
	return false
}

func dateOf(t time.Time) quantity {
	d := t.UTC()
	days := float64(time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC).Unix() / 86400)
	return quantity{vals: [2]float64{days}, nvals: 1, kind: qDate}
}

// timeUnits are the unit hashes of spans of time, as unitAfter reads them.
var timeUnits = func() map[uint64]bool {
	m := map[uint64]bool{}
	for _, w := range []string{"hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years",
		"minute", "minutes", "calendar", "business", "working", "horas", "dias", "semanas", "meses", "anos",
		"heures", "jours", "semaines", "mois", "stunden", "tage", "wochen", "monate", "jahre", "giorni", "ore"} {
		m[tokenHash(stem(w))] = true
	}
	m[monthUnit], m[yearUnit] = true, true
	return m
}()

// containsWithUnit reports a quantity of qs equal to q in the same unit.
func containsWithUnit(qs []quantity, q quantity) bool {
	for _, x := range qs {
		if x.unit == q.unit && equalQuantity(x, q) {
			return true
		}
	}
	return false
}

// containsCount reports qs, the numbers of restatement it, holding
// the rule's number q. A number that names something ("class 3",
// "bay 7") is no "3 m" of the rule, though a bare 3 may be.
func (a *analysis) containsCount(it *indexed, qs []quantity, q quantity) bool {
	for _, x := range qs {
		if equalQuantity(x, q) && !a.namesNotCounts(it, x, q) {
			return true
		}
	}
	return false
}

// namesNotCounts reports x, equal to the rule's q but of another unit,
// as a number that names something in it rather than measures.
func (a *analysis) namesNotCounts(it *indexed, x, q quantity) bool {
	return x.unit != q.unit && q.unit != 0 && a.lx.isIdentifier(it.u, it.s, x)
}

func containsQuantity(qs []quantity, q quantity) bool {
	for _, x := range qs {
		if equalQuantity(x, q) {
			return true
		}
	}
	return false
}

// comparableKinds reports whether two quantities measure the same kind of
// thing, so a difference between them is a changed number. A plain number
// that counts something ("10 days", "400 bearings") is no amount of money,
// and two counts of different things do not compare.
func comparableKinds(x, y quantity) bool {
	switch {
	case x.kind == qTime || y.kind == qTime:
		return x.kind == y.kind
	case isDateKind(x.kind) || isDateKind(y.kind):
		return isDateKind(x.kind) && isDateKind(y.kind)
	case x.kind == qPercent || y.kind == qPercent:
		return x.kind == y.kind
	case x.kind == qMoney && y.kind == qMoney:
		return currencyCompatible(x.currency, y.currency)
	case x.kind == qMoney || y.kind == qMoney:
		return x.unit == 0 && y.unit == 0
	case x.unit != 0 && y.unit != 0:
		return x.unit == y.unit
	}
	return true
}

// quantityText quotes a quantity from its unit.
func quantityText(u *unit, q quantity) string {
	return u.evidence(int(q.start), int(q.end)).Quote
}

// checkRules finds rules and limits the summary restates with a number
// changed or a negation, restriction or exception dropped, and limits
// present upstream that nothing downstream carries.
func (a *analysis) checkRules() {
	if a.summary == nil && len(a.contract) == 0 {
		return
	}
	lx := a.lx
	ds := a.downstreamIndex()
	softened := a.downstreamSoftened(ds)
	for _, r := range a.upstreamRules() {
		if r.orderOnly {
			a.checkStepOrder(ds, r)
			continue
		}
		if r.limitOnly {
			a.checkLimitCarried(ds, r)
			continue
		}
		// Every restatement counts: a rule is weakened if any of them
		// weakens it, even when another one keeps it.
		weakened := false
		labels := ruleLabels(r)
		// The rule's measured numbers, read when an aligned sentence has
		// some.
		var rq []measured
		rqRead := false
		ruleMeasured := func() []measured {
			if !rqRead {
				rq, rqRead = measuredOf(r.u, r.sentQuants()), true
			}
			return rq
		}
		for _, c := range ds.candidates(r.toks) {
			it := &ds.items[c.id]
			if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) {
				continue
			}
			// A short rule ("never refund more than R$ 1.000,00") aligns when
			// all its words and a number of the same kind recur.
			short := len(r.toks) < 3 && len(r.limits) > 0 && c.ov == len(r.toks) && a.hasComparable(it, r.limits)
			// A sentence that states the rule's own number as a bound and
			// shares words with it restates it, however much of a long rule
			// it leaves out.
			// A sentence that cites the rule by its label ("Pela NOT-7, …",
			// "按 INC-3，…", "MW-J3に従い…") restates it, in whatever words.
			cited := len(labels) > 0 && citesLabel(it.u.f.text[it.s.start:it.s.end], labels)
			if !short && !aligned(c.ov, len(r.toks), len(it.toks)) && !a.coreRestated(r, it) &&
				!(len(r.limits) > 0 && c.ov >= 2 && a.statesLimitOf(it, r.limits)) {
				// A sentence that cites the rule by its label and shares
				// words with it ("按 TU-3，雪层低于 40 毫米的滑道禁止开放")
				// restates its number, whatever else it leaves out: a
				// unit changed there changes the rule.
				if cited && c.ov >= 2 {
					if why := a.unitSwapped(r.u, ruleMeasured, it); why != "" {
						a.reportWeakened(r, it, why)
						weakened = true
						break
					}
				}
				continue
			}
			if len(r.action) > 0 && overlap(r.action, it.toks) == 0 {
				continue
			}
			// A sentence holding most of a ban's words restates it, with or
			// without its negation ("BtM aus dem Staffelbestand: Ausgabe an
			// den Hundeführer zur Gabe zu Hause").
			closeBan := r.labeledBan && c.ov >= 4 && c.ov*3 >= len(r.toks)*2
			// Such a ban is read for nothing else, and only against a
			// sentence with no word of a rule at all: a plain statement
			// is a weak rule, and any restriction kept may be its own.
			if r.labeledBan && (!closeBan || it.cs.any(ruleLikeCats.or(cats(catRequire)))) {
				continue
			}
			// A sentence whose only word of a rule is "requires" ("eligibility
			// requires full-time enrollment at 12 or more credits") states
			// what the rule asks for: it is read for a requirement left
			// out, then as a sentence with no word of a rule (a condition
			// or a void it seems to drop is a case's: "要求删除上周的试衣照片"
			// is a request).
			if !cited && !it.cs.any(ruleLikeCats) && it.cs.has(catRequire) && !it.s.section.has(catRuleHead) && !a.labeledRule(it) {
				if why := a.droppedRequirement(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
				// "Release needs two consecutive passing tests" for "at
				// least three": the count it asks for, lowered.
				if why := a.requiredCountLowered(r, it, a.sentenceNumbers(it)); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
			}
			// A preference ("where possible", "sempre que possível") is how
			// a rule is softened: it speaks of the rule.
			if !cited && !it.cs.any(ruleLikeCats) && !it.s.section.has(catRuleHead) && !a.labeledRule(it) && (!softened || softenerIn(it.u.f.text[it.s.start:it.s.end]) == "") &&
				!a.opensCitingRule(it) && !closeBan && !a.ruleLabelColon(it) {
				// A restriction restated with an alternative beside what
				// it holds ("extensions are granted by the FOG coordinator
				// or by the inspector who did the last visit") has lost its
				// "only", with no word of a rule left to show it.
				if why := a.widenedHolder(r, it); why != "" && !a.quotedWords(it.u, it.s) {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
				// A span closed by 内 bounds as a limit word does ("补铁在
				// 出生后 5 日龄内完成"), though it is read in code: such a
				// sentence restates the rule's number, if nothing else.
				if boundAfterIn(it.u, it.s) {
					if why := a.numberChanged(r, it, a.sentenceNumbers(it)); why != "" {
						a.reportWeakened(r, it, why)
						weakened = true
						break
					}
				}
				// A tolerance is a bound in its own sign ("按 53.0%vol ±0.5%vol
				// 控制"): restated wider, it is weakened with no word of a rule.
				if hasTolerance(r) {
					if why := toleranceWidened(r, it, a.sentenceNumbers(it)); why != "" {
						a.reportWeakened(r, it, why)
						weakened = true
						break
					}
				}
				// So is a range ("entre 1,0 y 2,0" restated "entre 1,0 y
				// 3,0"): one end kept, the other moved outward.
				if why := rangeWidened(r, it); why != "" && !a.quotedWords(it.u, it.s) {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
				// A protected rule that fixes a measure exactly ("on the
				// full 25-minute programme") is restated with another by a
				// sentence holding most of its words ("the full programme,
				// which is 15 minutes"), with no word of a rule.
				if r.ruleID != "" && c.ov >= 3 && 2*c.ov >= len(r.toks) {
					if why := a.exactMeasureChanged(r, it); why != "" {
						a.reportWeakened(r, it, why)
						weakened = true
						break
					}
				}
				// A near copy of the rule (four in five of its words and of
				// the sentence's own) restates it, whatever word of a rule
				// it has lost: "出生公证凭申请人本人的…受理" for "出生公证只凭…".
				if (r.ruleID != "" || r.system) && nearCopy(c.ov, len(r.toks), len(it.toks)) && !a.reportsCase(it) && !it.cs.has(catQuestion) &&
					!askCues.has(it.u.f.text[it.s.start:it.s.end]) && !a.quotedWords(it.u, it.s) && !concludedAfter(it.u.f.text, int(it.s.start), int(it.s.end)) {
					if why := a.weakening(r, it); why != "" && !strings.HasPrefix(why, "drops its limit") {
						a.reportWeakened(r, it, why)
						weakened = true
						break
					}
				}
				continue
			}
			// Someone's question or request about the rule's subject ("A
			// Renata perguntou se dava para pular a visita") restates
			// nothing.
			// A rule about asking ("a tranche release may be requested only
			// for …") restated with its own word for asking asks nothing.
			if (it.cs.has(catQuestion) || askCues.has(it.u.f.text[it.s.start:it.s.end]) && !a.askInCondition(it) && !a.ruleAboutAsking(r)) &&
				a.reportedBefore(it.u, it.s, int(it.s.end)) {
				continue
			}
			// Someone else's words quoted ("A member pasted a forum snippet:
			// "For micro motors clubs can skip …"", "Son champ commentaire
			// contient : « SYSTEM: … »") are theirs, not the summary's
			// restatement; an order in them is read as an order.
			if a.quotedWords(it.u, it.s) {
				continue
			}
			// A case report drops none of the rule's words (its numbers,
			// see weakening).
			// An order to the next context that acts against the rule
			// ("就当货款已经到账，直接安排发货" against "货款到账之前不得安排
			// 发货") is reported as the order it is: it does not restate the
			// rule without its condition. A number changed or the rule
			// declared void is still said.
			if why := a.weakening(r, it); why != "" && !(strings.HasPrefix(why, "drops") && a.reportsCaseOf(r, it)) &&
				!(strings.HasPrefix(why, "drops") && a.orderAgainst(r, it)) {
				a.reportWeakened(r, it, why)
				weakened = true
				break
			}
			if why := a.unitSwapped(r.u, ruleMeasured, it); why != "" {
				a.reportWeakened(r, it, why)
				weakened = true
				break
			}
		}
		// A sentence that cites a policy rule by its label and states a
		// bound of its unit restates its number, in whatever language
		// and words it says the rest ("Pela ADCS-4, … o teto de 5.400
		// rpm" for "no wheel may exceed 4500 rpm").
		if !weakened && r.ruleID != "" && len(r.limits) > 0 && len(labels) > 0 {
			for i := range ds.items {
				it := &ds.items[i]
				if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) ||
					!citesLabel(it.u.f.text[it.s.start:it.s.end], labels) || a.quotedWords(it.u, it.s) {
					continue
				}
				if why := a.citedBoundChanged(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
			}
		}
		// A sentence that cites the rule by its label and states it with one
		// of its joined requirements only, in whatever language.
		if !weakened && len(labels) > 0 && (r.ruleID != "" || r.system) {
			only := int8(0)
			for i := range ds.items {
				it := &ds.items[i]
				if it.retained || isPendingUnit(it.u) || isHypothesisUnit(it.u) || !citesLabel(it.u.f.text[it.s.start:it.s.end], labels) || a.quotedWords(it.u, it.s) {
					continue
				}
				// Whether the label names this rule alone is asked only of a
				// rule some sentence cites.
				if only == 0 {
					only = 1
					if alone, siblings := a.labelNamesOnly(r, labels); alone {
						only = 2
					} else if siblings {
						only = 3
					}
				}
				// A rule that holds in every case, restated under its label
				// with an exception ("Regel MR-R1: …, außer das Fach ist
				// beschädigt"), is weakened whichever of the label's rules
				// the sentence restates.
				if (a.ruleLabelColon(it) || a.opensWithRuleLead(it)) && !a.reportsCase(it) {
					if why := a.citedConditioned(r, it); why != "" {
						a.reportWeakened(r, it, why)
						weakened = true
						break
					}
				}
				if only == 1 {
					break
				}
				if only == 3 && !a.closestSibling(r, it) {
					continue
				}
				if why := a.citedRequirementDropped(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
				if why := a.citedSoftened(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
				if why := a.citedPermitted(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
				if why := spokenFormAdded(r, it); why != "" && !a.reportsCase(it) {
					a.reportWeakened(r, it, why)
					weakened = true
					break
				}
			}
		}
		if !weakened && (r.ruleID != "" || r.system) {
			if it := a.ruleLeadRestating(ds, r); it != nil {
				if why := a.citedRequirementDropped(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
				} else if why := a.citedSoftened(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
				} else if why := a.citedConditioned(r, it); why != "" {
					a.reportWeakened(r, it, why)
					weakened = true
				}
			}
		}
		if !weakened && (r.ruleID != "" || r.system) {
			weakened = a.reportSwappedBound(ds, r)
		}
		if !weakened && r.ruleID != "" {
			if it, why := a.changedRuleNumber(ds, r); it != nil {
				a.reportWeakened(r, it, why)
				weakened = true
			}
		}
		// A protected rule's time of day restated, in a sentence that names
		// a rule, as another bound ("小屋规定：…前一天18:00前" for "until
		// 16:00 on the day before") is the rule changed.
		if !weakened && r.ruleID != "" {
			for _, q := range r.sentQuants() {
				if q.kind != qTime {
					continue
				}
				if it, x, ok := a.changedClock(ds, r, q); ok {
					a.reportWeakened(r, it, fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(it.u, x)))
					weakened = true
					break
				}
			}
		}
		// A protected ban restated as leave: cited by its label in any
		// language, or in another script with no word in common.
		if !weakened && r.ruleID != "" && r.cs.any(cats(catProhibit, catNegation)) {
			var it *indexed
			if len(labels) > 0 {
				it = a.citedBanAsLeave(ds, labels)
			}
			if it == nil {
				it = a.banRestatedAsLeave(ds, r)
			}
			if it != nil {
				a.reportWeakened(r, it, "states as allowed what the rule forbids")
				weakened = true
			}
		}
		if weakened || r.labeledBan || a.checkStepOrder(ds, r) {
			continue
		}
		a.checkLimitCarried(ds, r)
	}
	if softened {
		a.checkNecessitiesSoftened(ds)
	}
	a.citedNumberChanged(ds)
	_ = lx
}

// wholeWords say an exception holds for the whole of something, folded
// ("complete" is as often finished: "the panel is complete").
var wholeWords = []string{"total", "totale", "whole", "entire", "integral", "integrale",
	"gesamte", "gesamten", "vollstandige", "vollstandigen", "全部", "全面", "全体", "전체", "전면"}

// alternativeWords join an alternative, folded. Not Spanish "o", which
// is Portuguese "the".
var alternativeWords = []string{"or", "ou", "oder", "oppure", "o bien", "或", "或者", "または", "又は", "또는"}

// exceptionJoins join a second holder to an exception: the words for
// "or" and for "and" (see widenedException).
var exceptionJoins = append(slices.Clone(alternativeWords), conjunctWords...)

// prepException reports w, folded, as a word that excepts a holder or a
// thing ("except", "sauf", "salvo", "außer", "tranne", "除了"), not a case.
func prepException(w string) bool {
	for _, p := range []string{"except", "apart from", "other than", "sauf", "hormis", "excepte", "salvo", "excepto", "exceto",
		"com excecao", "ausser", "ausgenommen", "tranne", "eccetto", "ad eccezione", "除了", "除外"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// widenedHolder reports a restatement that adds an alternative to what
// the rule restricts: "somente o substituto designado pode assinar" as
// "podem ser assinados pelo substituto designado ou por escrevente
// autorizado", "only the policyholder may drive" as "the policyholder or
// anyone in the household may drive". What follows the alternative word
// must be new: "the policyholder or his spouse" restates a rule that
// named the spouse (a word of the same concept, "supervisor" for
// "manager", is new). A rule with an alternative of its own is left alone.
func (a *analysis) widenedHolder(r upstreamRule, it *indexed) string {
	// "Never to another card or account" forbids both (see below).
	if !r.restricts || it.cs.has(catProhibit) {
		return ""
	}
	rt, t := r.u.f.text[r.s.start:r.s.end], it.u.f.text
	if hasCue(rt, alternativeWords) {
		return ""
	}
	h, ok := r.u.firstCatHit(a.lx, r.s, catRestrict, int(r.s.start), int(r.s.end))
	if !ok {
		return ""
	}
	// What "only" holds runs to the modal after it: "somente o substituto
	// designado pode assinar" holds the substitute, not the signing.
	_, cb := r.u.clause(a.lx, r.s, int(h.start))
	if m, ok := r.u.firstCatHit(a.lx, r.s, catModal, int(h.end)+2, cb); ok {
		cb = int(m.start)
	}
	held := a.lx.tokens(r.u, int(h.end), cb, functionCats, true, nil)
	if len(held) == 0 {
		return ""
	}
	for _, alt := range a.alternativesIn(it) {
		at, w, ca := alt.at, alt.word, alt.clause
		// The restricted words right before the alternative: "the fleet
		// controller can raise a limit or unblock a card" joins two acts.
		// A name in brackets after them ("the FOG coordinator (Dana
		// Whitfield) or …") is theirs: the words before it count.
		end := at
		if pre := strings.TrimRight(t[ca:at], " "); strings.HasSuffix(pre, ")") {
			if k := strings.LastIndexByte(pre, '('); k > 0 {
				end = ca + k
			}
		}
		ca = wordsBack(t, ca, end, 4)
		// The alternative runs to the clause's end or its modal ("only
		// the site manager or the shift supervisor may sign").
		_, ce := it.u.clause(a.lx, it.s, at+len(w))
		if m, ok := it.u.firstCatHit(a.lx, it.s, catModal, at+len(w), ce); ok {
			ce = int(m.start)
		}
		before := a.lx.tokens(it.u, ca, end, functionCats, true, nil)
		after := a.lx.tokens(it.u, at+len(w), ce, functionCats, true, nil)
		// The alternative follows the restricted words themselves, not
		// another word after them ("'under investigation' until toxicology
		// or the pathologist's report").
		lw := strings.LastIndexByte(strings.TrimRight(t[ca:end], " "), ' ') + 1 + ca
		last := a.lx.tokens(it.u, lw, end, functionCats, true, nil)
		if overlap(before, held) >= min(2, len(held)) && overlap(last, held) > 0 && len(withoutTokens(after, r.toks)) > 0 {
			return fmt.Sprintf("adds an alternative to its %s (%q)", cueWords(a.lx, r.u, r.s, cats(catRestrict)), clip(strings.TrimSpace(t[at:ce]), 60))
		}
	}
	return ""
}

// alternative is an alternative word in a restatement: where it is, the
// word, and where its clause starts.
type alternative struct {
	at     int
	word   string
	clause int
}

// alternativesIn returns the first use of each of alternativeWords in
// sentence it that no negation shortly before denies ("not the FOG
// coordinator or …" joins nothing), with its clause's start.
func (a *analysis) alternativesIn(it *indexed) []alternative {
	var out []alternative
	st := it.u.f.text[it.s.start:it.s.end]
	for _, w := range alternativeWords {
		k := indexCue(st, w)
		if k < 0 {
			continue
		}
		at := int(it.s.start) + k
		if it.u.negatedWithin(a.lx, it.s, at, 40) {
			continue
		}
		ca, _ := it.u.clause(a.lx, it.s, at)
		out = append(out, alternative{at, w, ca})
	}
	return out
}

// wordsBack returns where the last n words before offset end begin in t,
// no earlier than from: the words right before an alternative word.
func wordsBack(t string, from, end, n int) int {
	for k := end - 1; k > from; k-- {
		if t[k] == ' ' && t[k-1] != ' ' {
			if n--; n == 0 {
				return k + 1
			}
		}
	}
	return from
}

// exceptionSpan returns the condition an exception cue at h opens in
// sentence s of u: the words after it to the clause's end ("except in a
// declared emergency"), or, in Chinese, Japanese and Korean, the words
// before it from the clause's start ("宣言済みの緊急事態を除いて").
func (a *analysis) exceptionSpan(u *unit, s sentence, h hit) (int, int) {
	if isCJKAt(u.f.text, int(h.start)) {
		ca, _ := u.clause(a.lx, s, int(h.start))
		return ca, int(h.start)
	}
	// To the next comma or stop: a clause break at "or" would cut the
	// very alternative looked for.
	end := int(s.end)
	if k := strings.IndexAny(u.f.text[h.end:end], ",;:"); k >= 0 {
		end = int(h.end) + k
	}
	return int(h.end), end
}

// widenedException reports a restatement whose exception adds an
// alternative to the rule's: "宣言済みの緊急事態を除いて操作しない" as
// "緊急時または作業班が必要と判断した場合を除き操作しません", "except in
// a declared emergency" as "except in an emergency or when the crew
// judges it necessary". One side of the alternative restates the rule's
// condition; the other shares none of its words and holds some the rule
// never uses.
func (a *analysis) widenedException(r upstreamRule, it *indexed) string {
	if !r.cs.has(catException) {
		return ""
	}
	rh, ok := r.u.firstCatHit(a.lx, r.s, catException, int(r.s.start), int(r.s.end))
	if !ok {
		return ""
	}
	ra, rb := a.exceptionSpan(r.u, r.s, rh)
	if hasCue(r.u.f.text[ra:rb], alternativeWords) {
		return ""
	}
	cond := a.lx.tokens(r.u, ra, rb, functionCats, true, nil)
	if len(cond) == 0 {
		return ""
	}
	h, ok := it.u.firstCatHit(a.lx, it.s, catException, int(it.s.start), int(it.s.end))
	if !ok {
		// The rule's exception must be one ("unless", "salvo", "除非"), with
		// no alternative of its own anywhere after it.
		if !hasPrefixAny(r.u.f.text[rh.start:rh.end], exceptionWords) || hasCue(r.u.f.text[rh.start:r.s.end], alternativeWords) {
			return ""
		}
		if why := a.exceptionAsCondition(r, it, cond); why != "" {
			return why
		}
		return a.exceptionAsAlternatives(r, it, cond)
	}
	ea, eb := a.exceptionSpan(it.u, it.s, h)
	t := it.u.f.text
	// An exception for the whole of something restated for any of it
	// ("salvo cierre total de la estación" as "salvo cierre de remontes")
	// lets a part do what only the whole did.
	if k, n := firstAtWordStart(r.u.f.text[ra:rb], wholeWords); k >= 0 && wordEnds(r.u.f.text[ra:rb], k+n, rb-ra) {
		if j, _ := firstAtWordStart(t[ea:eb], wholeWords); j < 0 && overlap(a.lx.tokens(it.u, ea, eb, functionCats, true, nil), cond) > 0 {
			return fmt.Sprintf("widens its exception: drops %q (%q)", r.u.f.text[ra+k:ra+k+n], clip(strings.TrimSpace(it.u.evidence(ea, eb).Quote), 60))
		}
	}
	// Another holder joined by "or", or, after a word that excepts a
	// holder rather than a case, by "and" ("sauf le commissaire de bord
	// et les parents accompagnant un enfant"): both let more in. After
	// "unless" an "and" adds to the case ("unless the dish is mixed and
	// reported"), which narrows it.
	rt := r.u.f.text[ra:rb]
	joins := alternativeWords
	if prepException(t[h.start:h.end]) && prepException(r.u.f.text[rh.start:rh.end]) {
		joins = exceptionJoins
	}
	for _, w := range joins {
		k := indexCue(t[ea:eb], w)
		if k < 0 || indexCue(rt, w) >= 0 {
			continue
		}
		at := ea + k
		left := a.lx.tokens(it.u, ea, at, functionCats, true, nil)
		right := a.lx.tokens(it.u, at+len(w), eb, functionCats, true, nil)
		for _, side := range [2][2][]uint64{{left, right}, {right, left}} {
			kept, added := side[0], side[1]
			if overlap(kept, cond) > 0 && overlap(added, cond) == 0 && len(withoutTokens(added, r.toks)) > 0 {
				return fmt.Sprintf("widens its exception (%q)", clip(strings.TrimSpace(it.u.evidence(ea, eb).Quote), 60))
			}
		}
	}
	return ""
}

// exceptionAsAlternatives reports a restatement that turns the rule's
// exception into the way through and adds an alternative to it: "refused
// unless a dean's exception is on file" as "go through with a dean's
// exception or a dietitian note". The words right before the alternative
// word restate the exception's condition cond; those after it, to the
// next comma, share none of it and hold words the rule never uses.
func (a *analysis) exceptionAsAlternatives(r upstreamRule, it *indexed, cond []uint64) string {
	t := it.u.f.text
	for _, alt := range a.alternativesIn(it) {
		at, w := alt.at, alt.word
		ca := wordsBack(t, alt.clause, at, 4)
		end := int(it.s.end)
		if j := strings.IndexAny(t[at+len(w):end], ",;:"); j >= 0 {
			end = at + len(w) + j
		}
		left := a.lx.tokens(it.u, ca, at, functionCats, true, nil)
		right := a.lx.tokens(it.u, at+len(w), end, functionCats, true, nil)
		if overlap(left, cond) > 0 && overlap(right, cond) == 0 && len(withoutTokens(right, r.toks)) > 0 {
			return fmt.Sprintf("widens its exception (%q)", clip(strings.TrimSpace(it.u.evidence(ca, end).Quote), 60))
		}
	}
	return ""
}

// perfectNevers are "never" in a perfect tense, folded, ending with the
// cue itself: a record of the past, not a ban ("has never failed", "n'a
// jamais échoué", "hat nie").
var perfectNevers = []string{"has never", "have never", "had never", "'s never", "'ve never", "'d never",
	"n'a jamais", "n'ont jamais", "n'avait jamais", "n'avaient jamais", "hat nie", "haben nie", "hatte nie", "hatten nie",
	"hat noch nie", "haben noch nie", "non ha mai", "non hanno mai", "non aveva mai"}

// perfectAfterNever are the auxiliaries of a perfect that follow the cue
// in Portuguese and Spanish, folded: "nunca tinha ultrapassado", "nunca
// ha superado".
var perfectAfterNever = []string{" tinha ", " tinham ", " teve ", " tem ", " ha ", " han ", " habia ", " habian "}

// onlyPerfectNever reports a sentence whose every prohibition cue is a
// "never" in a perfect tense.
func (a *analysis) onlyPerfectNever(u *unit, s sentence) bool {
	t := u.f.text
	found := false
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.has(catProhibit) {
			continue
		}
		perfect := false
		for _, w := range perfectNevers {
			// The cue's word ends the perfect: "has never" ends where
			// "never" does, "n'a jamais" where "jamais" does.
			if int(h.end) >= int(s.start)+len(w) && strings.HasSuffix(t[:h.end], w) && (int(h.end)-len(w) == int(s.start) || !isWordByte(t[int(h.end)-len(w)-1])) {
				perfect = true
				break
			}
		}
		if !perfect && t[h.start:h.end] == "nunca" {
			perfect = hasPrefixAny(t[h.end:s.end], perfectAfterNever)
		}
		if !perfect {
			return false
		}
		found = true
	}
	return found
}

// ruleLabels returns the codes that label rule r, folded: a policy rule's
// id shaped as a code, or the last code before a colon on r's line, before
// or in r's sentence ("Regra NOT-7: …", "MW-J3: 収集は平日毎日行う。ただし…").
func ruleLabels(r upstreamRule) []string {
	var out []string
	// A word for an id ("deposit", "send") names the rule's subject: any
	// sentence about it would cite it. Only a code does.
	if id := foldString(r.ruleID); isCode(id) {
		out = append(out, id)
	}
	if r.u == nil {
		return out
	}
	// A label heads the rules that follow it closely: looking back a few
	// sentences keeps a long line linear.
	t := r.u.f.text
	lo := max(strings.LastIndexByte(t[:r.s.start], '\n')+1, int(r.s.start)-labelReach)
	if l := labelBefore(t, lo, int(r.s.end)); l != "" {
		out = append(out, l)
	}
	return out
}

// labelReach is how far before a rule's sentence its label may stand.
const labelReach = 400

// labelBefore returns the last code in t[lo:hi] followed by a colon
// ("not-7:", "mtr-zh-4:", "loc-5 :"), or "".
func labelBefore(t string, lo, hi int) string {
	for i := hi - 1; i > lo; i-- {
		if t[i] != ':' {
			continue
		}
		j := i
		if t[j-1] == ' ' {
			j--
		}
		k := j
		for k > lo && isLabelByte(t[k-1]) {
			k--
		}
		if k < j && isCode(t[k:j]) {
			return t[k:j]
		}
	}
	return ""
}

// isCode reports a folded word shaped as a rule's code: a letter first,
// a hyphen, a digit last ("not-7", "mtr-zh-4", "r-07").
func isCode(w string) bool {
	if len(w) < 3 || w[0] < 'a' || w[0] > 'z' || !isDigit(w[len(w)-1]) || strings.IndexByte(w[1:], '-') < 0 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLabelByte(w[i]) {
			return false
		}
	}
	return true
}

// citesLabel reports a folded sentence naming one of the labels as a
// word of its own ("pela not-7,", "按 inc-3，").
func citesLabel(t string, labels []string) bool {
	for _, l := range labels {
		for i := 0; ; {
			k := strings.Index(t[i:], l)
			if k < 0 {
				break
			}
			k += i
			e := k + len(l)
			if (k == 0 || !isLabelByte(t[k-1])) && (e == len(t) || !isLabelByte(t[e])) {
				return true
			}
			i = k + 1
		}
	}
	return false
}

func isLabelByte(c byte) bool { return c == '-' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

// cognateUnits reports two plain counts of nouns that are cognates in two
// languages ("200 sterilisations", "250 esterilizações"): they count
// the same thing.
func cognateUnits(rt string, q quantity, t string, x quantity) bool {
	return q.kind == qPlain && x.kind == qPlain && q.unit != 0 && x.unit != 0 && q.per == 0 && x.per == 0 &&
		cognate(unitWordAfter(rt, q), unitWordAfter(t, x))
}

// unitWordAfter returns the folded word right after q's number in t, or "".
func unitWordAfter(t string, q quantity) string {
	i := int(q.end)
	if i < len(t) && t[i] == ' ' {
		i++
	}
	j := i
	for j < len(t) && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	return t[i:j]
}

// cognate reports two folded words of five letters or more at most two
// in five edits apart ("decontaminations", "descontaminacoes"; "donations",
// "donaciones"): the same noun in two Latin languages.
func cognate(x, y string) bool {
	if len(x) < 5 || len(y) < 5 || len(x) > 40 || len(y) > 40 {
		return false
	}
	return 5*editDistance(x, y) <= 2*max(len(x), len(y))
}

// editDistance counts the byte insertions, deletions and substitutions
// that turn x into y.
func editDistance(x, y string) int {
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			c := prev[j-1]
			if x[i-1] != y[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(y)]
}

// plansPastSpan reports a span of time among a system limit's numbers
// ("遗体在院冷藏最多72小时", "held 48 hours at most") that a date the
// summary or contract plans for lies beyond, counted from the event's
// day: the next step goes past the limit, whatever words it uses for
// its subject.
func (a *analysis) plansPastSpan(r upstreamRule) bool {
	if a.ev.CreatedAt.IsZero() {
		return false
	}
	for _, q := range r.limits {
		if q.per <= 0 || q.unit != minutesUnit || q.nvals != 1 {
			continue
		}
		days := int(math.Ceil(q.vals[0] * q.per / (24 * 60)))
		if a.plannedPast(dateOf(a.ev.CreatedAt.UTC().AddDate(0, 0, days))) {
			return true
		}
	}
	return false
}

// checkLimitCarried reports limit r missing downstream, or restated there
// with another number.
func (a *analysis) checkLimitCarried(ds *sentIndex, r upstreamRule) {
	if !r.carried || len(r.limits) == 0 {
		return
	}
	// A system limit matters when the summary goes on with what it
	// limits: its subject recurs downstream, or, for a budget in money,
	// the summary moves money in that currency. With no readable
	// summary nothing shows that it does not: the limit stands.
	if r.system && a.summary != nil && !a.subjectContinues(ds, r) && !a.moneyContinues(r) && !a.measureContinues(r) && !a.plansPastSpan(r) {
		return
	}
	dq := a.downstreamQuantities()
	// A window of clock times whose end is said downstream ("the 2-4 pm
	// window" for "14:00-16:00", where "2" reads as no clock time), or its
	// start and length, is carried; one whose start alone is said has
	// lost its end.
	windowKept := false
	if end, start, ok := a.windowEnd(r.u, r.s); ok {
		windowKept = a.windowCarried(end, start)
	}
	for _, q := range r.limits {
		if windowKept && q.kind == qTime {
			continue
		}
		// A time limit ("24 hours", "7 calendar days") written anywhere
		// downstream in that unit is carried ("inside the 24-hour
		// window"); a count ("500 emails") or a bare number needs its
		// rule's words.
		if containsQuantity(dq, q) || a.restatedWith(ds, r, q) || timeUnits[q.unit] && containsWithUnit(a.allDownstreamQuantities(), q) ||
			q.kind == qTime && (a.timeCarried(q) || a.clockBoundDownstream()) ||
			isDateKind(q.kind) && containsQuantity(a.allDownstreamQuantities(), q) && a.dateClockCarried(r, q) ||
			a.spanCarriedAsDate(q) && !perOccasion(r.u.f.text[r.s.start:r.s.end]) || a.rangeCarried(r, q) {
			continue
		}
		// The limit said downstream as a cap with another number, in a
		// sentence that shares the rule's words ("按每周最多 56 小时的上
		// 限" for "每周工作不得超过 48 小时"), is the rule restated with
		// its number changed, not left out.
		if it, x, ok := a.changedCap(ds, r, q); ok {
			a.reportWeakened(r, it, fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(it.u, x)))
			break
		}
		if a.capped(FindingMissingLimit) {
			break
		}
		a.add(FindingMissingLimit, fmt.Sprintf("The original sets a limit (%q in %q) that the summary and contract do not carry; treat it as still in force at its most restrictive, never as unlimited.",
			quantityText(r.u, q), clip(r.u.sentenceEvidence(r.s).Quote, 120)), r.u.sentenceEvidence(r.s))
		break
	}
}

// perOccasion reports a rule that sets its span for each occasion ("每次最长
// 5 天", "each loan at most 5 days"): a span from no day in particular,
// which no date carries.
func perOccasion(t string) bool {
	for _, w := range []string{"每", "毎", "마다", "each", "every", "per", "cada", "chaque", "jede", "jeder", "jedes", "ogni", "por", "pro"} {
		if w[0] >= 0x80 && strings.Contains(t, w) || w[0] < 0x80 && indexCue(t, w) >= 0 {
			return true
		}
	}
	return false
}

// dateClockCarried reports a date limit q whose time of day, if the rule
// gives one beside it ("before 15:00 on 27 April", "até 04/12, às
// 18h"), is carried too: a date the summary schedules work on ("27 April
// 13:00-14:30") does not carry the hour the work must be done by.
func (a *analysis) dateClockCarried(r upstreamRule, q quantity) bool {
	for _, x := range r.sentQuants() {
		if x.kind == qTime && (int(x.end) <= int(q.start) && int(q.start)-int(x.end) <= 24 || int(x.start) >= int(q.end) && int(x.start)-int(q.end) <= 24) &&
			!a.clockCarried(x) {
			return false
		}
	}
	return true
}

// rangeCarried reports limit q, the end of a range in its rule ("70-80%
// RH"), written downstream as the same range: two values a hyphen joins
// are the rule's band, whatever words stand around them.
func (a *analysis) rangeCarried(r upstreamRule, q quantity) bool {
	t := r.u.f.text
	if q.start < 1 || t[q.start-1] != '-' {
		return false
	}
	var lo quantity
	found := false
	for _, p := range r.sentQuants() {
		if p.end == q.start-1 {
			lo, found = p, true
		}
	}
	if !found {
		return false
	}
	qs := a.allDownstreamQuantities()
	for i := 1; i < len(qs); i++ {
		if qs[i-1].end == qs[i].start-1 && equalQuantity(qs[i-1], lo) && equalQuantity(qs[i], q) && qs[i].unit == q.unit {
			return true
		}
	}
	return false
}

// restatedWith reports whether a downstream sentence that restates the
// rule in other words carries its limit q, with or without a limit word:
// "Rotations run only inside the window 02:00–04:00 UTC" is carried by
// "rotations run between 2 and 4 a.m. UTC, the maintenance window".
//
// The restatement must keep most words of the limit's own clause and, for
// a limit that counts something ("500 emails per hour"), count the same
// thing: "batches of 500" is not that limit.
func (a *analysis) restatedWith(ds *sentIndex, r upstreamRule, q quantity) bool {
	ca, cb := r.u.clause(a.lx, r.s, int(q.start))
	own := a.lx.tokens(r.u, ca, cb, functionCats, true, nil)
	for _, c := range ds.candidates(r.toks) {
		it := &ds.items[c.id]
		if it.retained || !aligned(c.ov, len(r.toks), len(it.toks)) || 3*overlap(own, it.toks) < 2*len(own) {
			continue
		}
		for _, x := range it.u.sentQuantities(it.s) {
			if equalQuantity(x, q) && (q.unit == 0 || x.unit == q.unit) {
				return true
			}
		}
	}
	return false
}

// exceptionWords open an exception, folded: "unless", "a menos que",
// "sauf si", "除非".
var exceptionWords = []string{"unless", "except", "a menos que", "a nao ser que", "salvo", "excepto", "sauf", "ausser",
	"es sei denn", "tranne", "a meno che", "除非", "以外", "を除き", "제외하고"}

// addedException reports an exception a restatement gives a rule that has
// none, in two forms the prohibition check above does not read: the rule
// restated by its number ("take-off is held when mean wind goes above 25
// km/h, unless the pilot judges the air smooth") with an exception whose
// words the rule never uses, and an exemption after a semicolon that
// states no rule of its own ("… before the track is released; regulars
// with three or more hires are exempt").
func (a *analysis) addedException(r upstreamRule, it *indexed, sq []quantity) string {
	if r.cs.any(exceptionCats.or(cats(catRestrict))) || !r.cs.any(cats(catProhibit, catRequire, catAlways, catLimit)) && !a.plainNegation(r.u, r.s) {
		return ""
	}
	t := it.u.f.text
	if len(r.limits) > 0 && containsAnyQuantity(sq, r.limits) {
		// The exception must be the number's: no other rule's "never"
		// between them ("more than USD 2,000 needs the manager's sign-off,
		// and … we never refund, unless the operator cancelled").
		last := -1
		for _, q := range sq {
			if containsQuantity(r.limits, q) {
				last = int(q.end)
			}
		}
		if k := exceptionCues.first(t[it.s.start:it.s.end]); k >= 0 && last >= 0 && last < int(it.s.start)+k &&
			!a.clauseHas(it.u, it.s, last, int(it.s.start)+k, catProhibit, catNegation, catRestrict) {
			_, cb := it.u.clause(a.lx, it.s, int(it.s.start)+k)
			ex := a.lx.tokens(it.u, int(it.s.start)+k, cb, functionCats, true, nil)
			if len(ex) >= 2 && overlap(ex, r.toks) == 0 {
				return "adds an exception the rule does not have"
			}
		}
	}
	if k := int(it.s.idx) + 1; k < len(it.u.sents) {
		next := it.u.sents[k]
		if _, ok := it.u.afterSemicolon(next); ok && !next.cs.any(cats(catProhibit, catNegation, catRestrict)) &&
			firstCue(t[next.start:next.end], exemptionWords) >= 0 {
			return "adds an exception the rule does not have"
		}
	}
	return ""
}

// exemptionWords exempt someone from a rule, folded: "regulars are
// exempt", "isentos", "免除".
var exemptionWords = append([]string{"exempt", "exempted", "isento", "isentos", "isenta", "isentas", "exento", "exentos",
	"exenta", "exentas", "exonere", "exoneres", "befreit", "esente", "esenti", "免除", "豁免", "免除され", "면제"}, exceptionWords...)

// concessives say a rule holds even so: "even if", "mesmo que", "même si".
var concessives = []string{"even if", "even though", "even when", "mesmo que", "mesmo se", "aunque", "incluso si",
	"meme si", "auch wenn", "selbst wenn", "anche se", "即使", "哪怕", "たとえ", "하더라도"}

// ruleLabelColon reports a sentence whose opening, up to a colon, names a
// rule or policy: "Unloading condition per the desk rule: two operators
// present", "Condição da casa pela regra: …", "按规定：…".
func (a *analysis) ruleLabelColon(it *indexed) bool {
	t := it.u.f.text
	k := strings.IndexAny(t[it.s.start:it.s.end], ":：")
	if k < 0 || k > 64 {
		return false
	}
	return a.ruleNamedBefore(it, int(it.s.start)+k)
}

// labeledRule reports a sentence that labels itself a rule: it opens with
// a rule word and a colon ("Rule: …", "Regra: …", "Règle : …", "规则：…").
func (a *analysis) labeledRule(it *indexed) bool {
	if procedureLabel(it.u.f.text[it.s.start:it.s.end]) {
		return true
	}
	hs := it.u.sentHits(it.s)
	if len(hs) == 0 || !a.lx.m.terms[hs[0].term].cats.any(cats(catRuleHead, catRuleWord)) ||
		!a.onlyFillersBetween(it.u, it.s, int(it.s.start), int(hs[0].start)) {
		return false
	}
	// The label may name what the rule is about: "Rule for controlled
	// items:", "Regra dos controlados:", "Rappel de la règle :".
	rest := it.u.f.text[hs[0].end:it.s.end]
	c := strings.IndexByte(rest, ':')
	return c >= 0 && c <= 32 && !strings.ContainsAny(rest[:c], ".;")
}

// ruleWordInLabel reports sentence s opening with a short label, a few
// words and a colon, that names a rule ("Overflow parking field rule:
// …", "Site rule from the pest agreement: …", "Regla de reparto: …"):
// what follows the colon is stated as the rule. Only a word that means
// a rule by itself counts ("Read-only usage check:" labels a report).
func ruleWordInLabel(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	c := strings.IndexByte(t, ':')
	if c < 0 || c > 48 || strings.ContainsAny(t[:c], ".;,") {
		return false
	}
	ws := strings.Fields(t[:c])
	if len(ws) > 6 {
		return false
	}
	for _, w := range ws {
		if labelRuleWords[w] {
			return true
		}
	}
	return false
}

// labelRuleWords name a rule, folded. Labels in Chinese, Japanese and
// Korean close with a full-width colon and are not read here.
var labelRuleWords = map[string]bool{"rule": true, "rules": true, "policy": true, "regra": true, "regras": true, "regla": true,
	"reglas": true, "regle": true, "regles": true, "regel": true, "regeln": true, "regola": true, "regole": true, "norma": true,
	"normas": true}

// procedureLabel reports folded text t that opens with a word naming how
// work is done and a colon ("Routine: fill, tamp, then rake …", "Méthode :
// …", "Protocolo: …"): what follows is the house's way, a rule.
func procedureLabel(t string) bool {
	e := 0
	for e < len(t) && isWordByte(t[e]) {
		e++
	}
	if e == 0 || !procedureWords[t[:e]] {
		return false
	}
	rest := strings.TrimLeft(t[e:], " ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：")
}

// procedureWords name how work is done, folded ("procedure",
// "procedimento" and "verfahren" are the lexicon's rule words, which
// labeledRule reads already).
var procedureWords = map[string]bool{"routine": true, "method": true, "methode": true, "metodo": true, "protocol": true,
	"protocolo": true, "protocole": true, "protokoll": true, "protocollo": true, "procedimiento": true, "procedura": true,
	"ablauf": true, "vorgehen": true}

// ruleAboutAsking reports a rule that states when a thing may be asked
// for, its word for asking in the passive ("a tranche release may be
// requested only for phases where …"): not a report of someone who
// asked ("the class teacher asked whether …").
func (a *analysis) ruleAboutAsking(r upstreamRule) bool {
	rt := r.u.f.text[r.s.start:r.s.end]
	k := askCues.first(rt)
	if k <= 0 || r.cs.has(catQuestion) {
		return false
	}
	lead := strings.TrimRight(rt[:k], " ")
	last := lead[strings.LastIndexByte(lead, ' ')+1:]
	return passiveAux[last]
}

// passiveAux end the lead to a participle in the passive, folded: "may
// be requested", "pode ser solicitada", "peut être demandée".
var passiveAux = map[string]bool{"be": true, "been": true, "being": true, "ser": true, "sido": true, "etre": true, "essere": true,
	"werden": true, "worden": true}

// ruleLabelOpens reports a sentence of u that opens with a label naming a
// rule, closed by a colon: "Staffelregel:", "Regra da casa:", "House
// rule:", "運用規則:". The label ends with a rule noun (a compound's tail
// included), or one opens it or stands in it as a word.
func (a *analysis) ruleLabelOpens(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	c := strings.IndexByte(t, ':')
	if c <= 0 || c > 40 || strings.ContainsAny(t[:c], ".;,") {
		return false
	}
	label := strings.TrimSpace(t[:c])
	for w := range ruleNouns {
		if strings.HasSuffix(label, w) || strings.HasPrefix(label, w+" ") || strings.Contains(label, " "+w+" ") {
			return true
		}
	}
	return false
}

// ruleNouns name a rule, folded: not "check", whose "Ticket check:" and
// "check-in" open reports.
var ruleNouns = map[string]bool{"rule": true, "rules": true, "policy": true, "regra": true, "regras": true, "regla": true,
	"reglas": true, "norma": true, "normas": true, "regle": true, "regles": true, "regel": true, "regeln": true, "regola": true,
	"regole": true, "规定": true, "规则": true, "制度": true, "規定": true, "規則": true, "ルール": true, "규정": true, "규칙": true}

// opensCitingRule reports a sentence that opens by citing a rule without
// its code, in a short clause closed by a comma or colon: "按运控规定，离轨
// 点火在地面站可见时执行", "Per the site rule, visitors …", "Conforme a
// regra do banco, …". What follows restates the rule.
func (a *analysis) opensCitingRule(it *indexed) bool {
	t := it.u.f.text
	from := int(it.s.start)
	for from < int(it.s.end) && (t[from] == '-' || t[from] == '*' || t[from] == ' ') {
		from++
	}
	for _, h := range it.u.sentHits(it.s) {
		if int(h.start) >= from+24 {
			return false
		}
		if !a.lx.m.terms[h.term].cats.any(cats(catRuleHead, catRuleWord)) || !ruleNouns[t[h.start:h.end]] {
			continue
		}
		// "Per regola le selle …", "Según la norma, …", "Under the rule
		// the …": a citing word before the noun, at the opening, cites it
		// with or without a comma.
		if lead := strings.TrimSpace(t[from:h.start]); citingLeads[lead] {
			return true
		}
		rest := t[h.end:min(int(it.s.end), int(h.end)+16)]
		k := strings.IndexAny(rest, ",:")
		if k < 0 {
			k = strings.Index(rest, "，")
		}
		if k < 0 {
			k = strings.Index(rest, "：")
		}
		return k >= 0 && !strings.ContainsAny(rest[:max(k, 0)], ".;")
	}
	return germanRuleCompoundCited(t[from:it.s.end])
}

// germanRuleSuffixes end a German compound that names a rule:
// "Hygieneregel", "Hausordnung", "Sicherheitsvorschrift", folded.
var germanRuleSuffixes = []string{"regel", "regeln", "vorschrift", "vorschriften", "richtlinie", "richtlinien", "ordnung", "vorgabe", "vorgaben"}

// germanRuleCompoundCited reports a sentence opening with a citing word
// and a compound rule noun: "Laut Hygieneregel werden …", "Gemäß der
// Hausordnung …", "Nach Sicherheitsvorschrift …". The lexicon reads the
// rule noun alone, not inside a compound.
func germanRuleCompoundCited(t string) bool {
	t = strings.TrimLeft(t, " ")
	if !strings.HasPrefix(t, "laut ") && !strings.HasPrefix(t, "gemass ") && !strings.HasPrefix(t, "nach ") {
		return false
	}
	ws := strings.Fields(t[:min(len(t), 64)])
	if len(ws) < 2 || !(ws[0] == "laut" || ws[0] == "gemass" || ws[0] == "nach") {
		return false
	}
	noun := ws[1]
	if (noun == "der" || noun == "den" || noun == "dem") && len(ws) > 2 {
		noun = ws[2]
	}
	noun = strings.TrimRight(noun, ",:")
	for _, suf := range germanRuleSuffixes {
		if strings.HasSuffix(noun, suf) {
			return true
		}
	}
	return false
}

// citingLeads open a sentence that cites a rule by the words before its
// noun, folded: "per regola", "secondo la regola", "según la norma", "pela
// regra", "under the rule", "selon la règle", "laut Regel".
var citingLeads = map[string]bool{"per": true, "per la": true, "secondo la": true, "secondo": true, "come da": true,
	"segun la": true, "segun": true, "conforme la": true, "conforme a la": true, "por la": true, "pela": true, "pelo": true,
	"segundo a": true, "conforme a": true, "de acordo com a": true, "under the": true, "per the": true, "by the": true,
	"according to the": true, "as per the": true, "under": true, "selon la": true, "selon le": true, "d'apres la": true,
	"laut": true, "nach": true, "gemass": true, "gemass der": true, "laut der": true, "nach der": true}

// boundRightBefore reports a limit, ceiling, cap or bound cue ending at
// most 16 bytes before quantity x of restatement it: "bis zu 12".
func (a *analysis) boundRightBefore(it *indexed, x quantity) bool {
	for _, h := range it.u.sentHits(it.s) {
		if a.lx.m.terms[h.term].cats.any(cats(catLimit, catCeiling, catCap, catBound)) && h.end <= x.start && x.start-h.end <= 16 {
			return true
		}
	}
	return false
}

// boundNamedAfter reports a number joined by a hyphen to its unit that a
// limit word right after names as one: "inside the league's 15-venue
// limit", "under the 60-minute cap". Not a measure followed by "max"
// ("moisture 14.9% max").
func (a *analysis) boundNamedAfter(it *indexed, x quantity) bool {
	t := it.u.f.text
	if int(x.end) >= len(t) || t[x.end] != '-' {
		return false
	}
	for _, h := range it.u.sentHits(it.s) {
		if h.start <= x.end || h.start-x.end > 14 || !a.lx.m.terms[h.term].cats.any(cats(catLimit, catCeiling, catCap)) {
			continue
		}
		unit := strings.TrimSpace(t[x.end+1 : h.start])
		return unit != "" && !strings.ContainsAny(unit, " ,;:.()")
	}
	return false
}

// inRuleLine reports a sentence under a rules heading, labelled as a rule,
// or going on, after a semicolon, from a sentence so labelled: "Regras:
// …; não informar ao cliente prazo que o laboratório não confirmou"
// restates a prohibition, it orders nothing new.
func (a *analysis) inRuleLine(u *unit, s sentence) bool {
	for {
		if s.section.has(catRuleHead) || a.labeledRule(&indexed{u: u, s: s}) {
			return true
		}
		p, ok := u.afterSemicolon(s)
		if !ok {
			return false
		}
		s = p
	}
}

// hasComparable reports whether sentence it holds a number comparable with
// one of qs.
func (a *analysis) hasComparable(it *indexed, qs []quantity) bool {
	for _, x := range it.u.sentQuantities(it.s) {
		for _, q := range qs {
			if comparableKinds(q, x) {
				return true
			}
		}
	}
	return false
}

// moneyContinues reports whether the rule limits an amount of money and
// the summary or contract states an amount in a currency it may be in.
func (a *analysis) moneyContinues(r upstreamRule) bool {
	var cur []string
	for _, q := range r.limits {
		if q.kind == qMoney && q.currency != "" {
			cur = append(cur, q.currency)
		}
	}
	if len(cur) == 0 {
		return false
	}
	for _, x := range a.allDownstreamQuantities() {
		if x.kind != qMoney || x.currency == "" {
			continue
		}
		for _, c := range cur {
			if currencyCompatible(c, x.currency) {
				return true
			}
		}
	}
	return false
}

// changedCap finds, downstream, a sentence sharing two of rule r's
// words that states a number comparable with its limit q, of another
// value, as a cap (a limit or bound word in the number's clause), and not
// as what remains (no word of a remainder in the clause: "at most 4 hours
// are left").
func (a *analysis) changedCap(ds *sentIndex, r upstreamRule, q quantity) (*indexed, quantity, bool) {
	for _, c := range ds.candidates(r.toks) {
		it := &ds.items[c.id]
		if c.ov < 2 || it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) {
			continue
		}
		for _, x := range it.u.sentQuantities(it.s) {
			// A number the rule itself states ("capped at $15 instead of
			// the old $40") is carried, not changed.
			// A value a tool or message gave ("moldura R$ 690,00" of a quote)
			// is the case, not the cap restated.
			if equalQuantity(x, q) || containsQuantity(r.limits, x) || !comparableKinds(q, x) || x.unit == 0 && x.kind != qMoney || x.unit != q.unit ||
				a.lx.isIdentifier(it.u, it.s, x) || a.lx.isRemainder(it.u, it.s, x) || a.upstreamCounts(x) {
				continue
			}
			ca, cb := it.u.clause(a.lx, it.s, int(x.start))
			if a.clauseHas(it.u, it.s, ca, cb, catLimit, catBound) && !a.clauseHas(it.u, it.s, ca, cb, catRemaining) {
				return it, x, true
			}
		}
	}
	return nil, quantity{}, false
}

// softenerWords make a rule a preference, folded: "preferably",
// "möglichst", "de preferência", "尽量". "As soon as possible" and its
// kin speak of speed, not of whether: see softenerIn.
var softenerWords = []string{"preferably", "ideally", "where possible", "wherever possible", "if at all possible",
	"de preferencia", "preferencialmente", "preferiblemente", "idealmente", "sempre que possivel", "siempre que sea posible",
	"de preference", "dans la mesure du possible", "moglichst", "nach moglichkeit", "tunlichst", "preferibilmente", "possibilmente",
	"per quanto possibile", "尽量", "尽可能", "なるべく", "できるだけ", "できれば", "가급적", "되도록", "가능하면",
	// "To the extent possible": "en la medida de lo posible", "na medida do
	// possível", "as far as practicable", "nei limiti del possibile".
	"as far as possible", "as far as practicable", "where practicable", "to the extent possible", "en la medida de lo posible",
	"en lo posible", "na medida do possivel", "dentro do possivel", "nei limiti del possibile", "soweit moglich", "可能な限り",
	"가능한 한", "できる限り", "出来る限り", "できるかぎり",
	// "Where practical", "when possible", "where feasible".
	"where practical", "wherever practical", "as far as practical", "when practical", "whenever practical", "when possible",
	"whenever possible", "where feasible", "wherever feasible", "if feasible",
	// "If possible" and "when possible" in the other languages: "ove
	// possibile", "se possível", "si es posible", "wenn möglich", "如有可能".
	"if possible", "se possibile", "ove possibile", "laddove possibile", "quando possibile", "se possivel", "quando possivel",
	"si es posible", "cuando sea posible", "cuando se pueda", "si possible", "si c'est possible", "quand c'est possible",
	"lorsque c'est possible", "wenn moglich", "falls moglich", "sofern moglich", "如有可能", "如果可能", "可能的话", "可能であれば",
	"可能なら", "가능할 때",
	// "Time permitting": "cuando el tiempo lo permite", "si le temps le permet".
	"time permitting", "if time permits", "when time permits", "if time allows", "when time allows",
	"cuando el tiempo lo permite", "cuando el tiempo lo permita", "si el tiempo lo permite", "quando o tempo permitir",
	"se o tempo permitir", "si le temps le permet", "quand le temps le permet", "se il tempo lo permette",
	"wenn die zeit es erlaubt", "wenn es die zeit erlaubt", "时间允许时", "时间允许的话", "時間が許せば", "시간이 허락하면",
	// A duty stated as impersonal advice on doing it: "it is recommended
	// to", "recomenda-se", "es wird empfohlen", "することを推奨", "하는
	// 것을 권장". Not "recommended" alone: "removal is recommended" in a
	// report, "推荐信".
	"it is recommended", "it is advisable", "it is advised", "recomenda-se", "e recomendavel", "e aconselhavel", "se recomienda",
	"es recomendable", "es aconsejable", "il est recommande", "il est conseille", "es wird empfohlen", "es empfiehlt sich",
	"si raccomanda di", "si consiglia di", "e consigliabile", "ことを推奨", "ことが推奨", "が望ましい", "のが推奨", "ことを勧め", "可能な範囲で",
	"것을 권장", "것이 권장", "것을 권고", "것이 권고", "하기를 권장", "할 것을 권장", "바람직", "为宜", "最好",
	// A duty restated as what is desirable: "is desirable", "é
	// desejável", "es deseable", "est souhaitable", "è auspicabile",
	// "wünschenswert", "立会いが望ましい", "입회가 바람직하다".
	"is desirable", "would be desirable", "e desejavel", "seria desejavel", "es deseable", "seria deseable", "est souhaitable",
	"serait souhaitable", "e auspicabile", "sarebbe auspicabile", "wunschenswert",
	// A duty restated as holding "in principle" or "as a rule", which
	// admits exceptions: "di norma", "en principe", "原则上", "원칙적으로".
	// Not "usually" or "normalmente", said of what happens (+13 false
	// findings on the read sets).
	"as a general rule", "in principle", "em principio", "por regla general", "en principio", "en principe", "in der regel",
	"grundsatzlich", "di norma", "in linea di massima", "原则上", "原則として", "원칙적으로",
	// A duty restated as what is preferable or better: "è preferibile che
	// resti a bordo", "é preferível", "il vaut mieux", "ist vorzuziehen",
	// "ほうがよい", "것이 좋다".
	"it is preferable", "it's preferable", "it would be preferable", "e preferivel", "seria preferivel", "es preferible",
	"seria preferible", "e preferibile", "sarebbe preferibile", "il est preferable", "il serait preferable", "il vaut mieux",
	"ist vorzuziehen", "ware vorzuziehen", "ほうがよい", "ほうが良い", "方がよい", "方が良い", "ほうがいい", "方がいい", "것이 좋", "편이 좋",
	// A restriction restated as what is preferred or the default, which
	// admits the rest: "preferably soft pencil", "以软铅笔为主，" (mainly
	// soft pencil; "为主" closes its clause: "主板" is a mainboard),
	// "优先安排窗边" (window visits first), "기본 용기로" (as the default
	// container), "de preferência", "par défaut". Not "默认" alone, a
	// default setting as often ("默认限流 1,000 次/分钟").
	"by default", "as the default", "de preferencia", "preferencialmente", "preferentemente", "por padrao", "por defecto",
	"de preference", "par defaut", "vorzugsweise", "standardmassig", "preferibilmente", "di preferenza", "di default",
	"为主,", "为主;", "为主.", "优先安排", "优先使用", "优先选用", "なるべく", "基本的に", "デフォルトで", "기본으로", "기본 용기", "기본적으로", "가급적",
	// "Bevorzugt auf dem Skid", "优先分配到…": preferred, not required.
	"bevorzugt", "優先的に", "优先分配", "优先考虑", "우선적으로",
	// Reserved restated as first in line: "prioritairement pour la
	// boutique", "prioritariamente", "vorrangig", "primarily for".
	"prioritairement", "en priorite", "prioritariamente", "vorrangig", "primarily",
	// "When there is time": "cuando hay tiempo", "se houver tempo".
	"if there is time", "if there's time", "when there is time", "when there's time", "cuando hay tiempo", "cuando haya tiempo",
	"si hay tiempo", "se houver tempo", "quando houver tempo", "se der tempo", "s'il y a le temps", "quand il y a le temps",
	"wenn zeit ist", "wenn zeit bleibt", "se c'e tempo", "quando c'e tempo", "有时间的话", "时间允许就", "時間があれば", "시간이 있으면",
	// A ban restated as a use to keep small: "use it sparingly",
	// "com moderação", "sparsam einsetzen", "控えめに使う". Not English
	// "moderation", which marks a grade or a post as often.
	"sparingly", "com moderacao", "com parcimonia", "con moderacion", "con mesura",
	"avec moderation", "avec parcimonie", "sparsam", "con moderazione", "con parsimonia", "控えめに", "少なめに", "适度使用", "少量使用",
	"조금만",
	// A condition restated as what is preferred: "a tether card is
	// preferred", "with closed gills preferred.", "é preferido um
	// motorista com curso". Not "preferred" before a noun: "the client's
	// preferred date".
	"is preferred", "are preferred", "preferred,", "preferred.", "preferred;", "e preferido", "e preferida", "sao preferidos",
	"es preferido", "es preferida", "son preferidos", "est prefere", "est preferee", "sont preferes", "e preferito", "e preferita",
	"sono preferiti",
	// A ban restated as advice against ("neoprene não é recomendado",
	// "not recommended above 24.5 °C", "不建议"), and a condition restated
	// as preferable ("Anbieter mit gültiger Konzession sind vorzuziehen")
	// or recommended ("o seguro … é recomendado").
	"not recommended", "nao e recomendado", "nao e recomendada", "nao sao recomendados", "no se recomienda", "no es recomendable",
	"no es recomendado", "n'est pas recommande", "deconseille", "desaconselhado", "nicht empfohlen", "nicht zu empfehlen",
	"non e consigliato", "non e raccomandato", "sconsigliato", "不建议", "不推荐", "推奨されない", "推奨しない", "권장하지 않",
	"sind vorzuziehen", "e recomendado", "e recomendada", "sao recomendados", "es recomendado", "es recomendada",
	"est recommande", "est recommandee", "wird empfohlen", "e consigliato", "e raccomandato"}

// speedAfterSoftener are the words after a softener that make it a
// matter of speed ("möglichst schnell", "尽可能快").
var speedAfterSoftener = []string{"schnell", "bald", "fruh", "rasch", "zeitnah", "zugig", "quickly", "soon", "fast", "presto",
	"快", "早", "すぐ", "早く", "빨리", "신속"}

// softenerIn returns the first softener in folded text t that is not
// about speed, or "". Text without any softener, nearly all of it, is
// passed over in one read of its words.
func softenerIn(t string) string {
	if softenerCues.first(t) < 0 {
		return ""
	}
	for _, w := range softenerWords {
		k := indexCue(t, w)
		if k < 0 {
			continue
		}
		rest := strings.TrimLeft(t[k+len(w):], " ")
		speed := false
		for _, sp := range speedAfterSoftener {
			if strings.HasPrefix(rest, sp) {
				speed = true
			}
		}
		if !speed {
			return w
		}
	}
	return ""
}

// The cue lists read on every restatement, as cue sets.
var (
	exceptionCues = newCueSet(exceptionWords)
	withoutCues   = newCueSet(withoutWords)
	softenerCues  = newCueSet(softenerWords)
	askCues       = newCueSet(askWords)
	necessityCues = newCueSet(necessityWords)
)

// measureContinues reports whether the summary or contract states a
// number in the unit of one of the rule's limits ("the route is 48 km"
// under "the insurer covers at most 60 km per trip"): it goes on with
// what the limit bounds, in whatever words.
func (a *analysis) measureContinues(r upstreamRule) bool {
	for _, q := range r.limits {
		if q.unit == 0 || q.kind != qPlain {
			continue
		}
		for _, x := range a.allDownstreamQuantities() {
			if x.unit == q.unit && x.kind == qPlain {
				return true
			}
		}
	}
	return false
}

// subjectContinues reports whether a downstream sentence shares a content
// word or concept with the rule (the API, the supplier transfers, the
// e-mail batches it limits).
func (a *analysis) subjectContinues(ds *sentIndex, r upstreamRule) bool {
	for _, c := range ds.candidates(r.toks) {
		if !ds.items[c.id].retained {
			return true
		}
	}
	// A tool's result whose other findings the summary restates ("左前
	// 蹄骨回転角 6°" of a result that goes on "次回撮影は14日以内に実施")
	// goes on with the work it orders, in whatever words.
	return r.limitOnly && a.unitRestated(ds, r.u)
}

// unitRestated reports a downstream sentence aligned with a sentence of
// message u. It is read once per message: a long tool result with many
// limits costs one pass over its sentences, not one per limit. (A
// sentence aligned with the limit's own one has been found by
// subjectContinues before this is asked.)
func (a *analysis) unitRestated(ds *sentIndex, u *unit) bool {
	if v, ok := a.restatedUnits[u]; ok {
		return v
	}
	found := false
	for _, s := range u.sents {
		toks := a.lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
		if len(toks) < 2 {
			continue
		}
		for _, c := range ds.candidates(toks) {
			if it := &ds.items[c.id]; !it.retained && aligned(c.ov, len(toks), len(it.toks)) {
				found = true
				break
			}
		}
		if found {
			break
		}
	}
	if a.restatedUnits == nil {
		a.restatedUnits = map[*unit]bool{}
	}
	a.restatedUnits[u] = found
	return found
}

// stricterValue reports a restated number under a plain ceiling of the
// rule ("ligne max 38 caractères" under "40 au maximum", "net 540 MWh"
// under "never exceed 600 MWh"): it measures a case or tightens the rule,
// and weakens nothing. A threshold, a date or a time of day is left to the
// other checks.
func (a *analysis) stricterValue(r upstreamRule, q, x quantity) bool {
	if isDateKind(q.kind) || q.kind == qTime || q.nvals != 1 || x.nvals != 1 {
		return false
	}
	ca, cb := r.u.clause(a.lx, r.s, int(q.start))
	// A lead time ("only up to 72 hours before the print slot", "48 h
	// antes do embarque") is stricter restated longer: "up to 24 hours
	// before the print slot" lets changes in later.
	// Not an age or a stay bounded by a ceiling word ("within 14 days
	// before surgery", "au maximum 24 heures avant incinération").
	if q.per != 0 && leadTimeAfter(r.u.f.text, q) && !endsWithWord(strings.TrimRight(r.u.f.text[max(0, int(q.start)-24):q.start], " "), spanCeilingWords) {
		return scaled(x) > scaled(q)
	}
	// A threshold after a word for "more than" that a duty follows ("any
	// refund above £500 needs two managers") binds more cases restated
	// lower: only higher weakens it (see thresholdRaised). "At least 2
	// lookouts must be posted", "2 or more marshals are required" ask
	// for a count, and are read as floors below.
	if (q.kind == qPlain || q.kind == qMoney) && aboveThreshold(r.u, r.s, q) {
		for _, th := range a.thresholdsOf(r) {
			if th.q.start == q.start {
				return scaled(x) < scaled(q)
			}
		}
	}
	// A floor ("for at least 2 hours", "最低 36 小时以上") is stricter
	// restated higher: "at or below -18 °C for 140 minutes".
	if floorAt(r.u.f.text, q) && !a.clauseHas(r.u, r.s, ca, cb, catNegation, catProhibit) {
		return scaled(x) > scaled(q)
	}
	// A span of time after a word of a window ("within 48 hours") is the
	// window a ceiling before it counts in ("at most one session within
	// 48 hours", "höchstens eine Sitzung innerhalb von 48 Stunden"):
	// restated shorter it lets the next one come sooner, and only longer
	// is stricter. With no ceiling, ban or bound in its clause it is a
	// deadline ("refunds are paid within 14 days"): shorter is stricter.
	if q.per != 0 && q.unit == minutesUnit {
		if w := windowStart(r.u.f.text, q); w > ca && a.clauseHas(r.u, r.s, ca, w, catCeiling) {
			return scaled(x) > scaled(q)
		} else if w >= 0 && !a.clauseHas(r.u, r.s, ca, cb, catCeiling, catProhibit, catNegation, catRestrict, catThreshold) {
			return scaled(x) < scaled(q)
		}
	}
	if !a.clauseHas(r.u, r.s, ca, cb, catCeiling) || a.clauseHas(r.u, r.s, ca, cb, catThreshold) {
		return false
	}
	return scaled(x) < scaled(q)
}

// windowWords open a span of time a count or a deadline is bounded in,
// folded: "within 48 hours", "in any 7 days", "innerhalb von 48
// Stunden", "em 24 horas".
var windowWords = []string{"within", "in any", "in every", "innerhalb von", "innerhalb", "binnen", "dentro de", "en un plazo de",
	"em", "en", "entro", "nell'arco di", "nel giro di", "in"}

// windowStart returns where a word of windowWords right before span q of
// folded text t starts, or -1.
func windowStart(t string, q quantity) int {
	lead := strings.TrimRight(t[max(0, int(q.start)-24):q.start], " ")
	for _, w := range windowWords {
		if l, ok := strings.CutSuffix(lead, w); ok && (l == "" || !isWordByte(l[len(l)-1])) {
			return len(l) + max(0, int(q.start)-24)
		}
	}
	return -1
}

// leadTimeWords follow a span that is a lead time, folded: "72 hours
// before the print slot", "48 h antes", "72 Stunden vor", "72 heures
// avant", "72 ore prima", "72 小时前", "72시간 전".
var leadTimeWords = []string{"before", "prior to", "ahead of", "in advance", "antes", "de antecedencia", "de antelacion", "vor ",
	"im voraus", "avant", "a l'avance", "prima", "in anticipo", "前", "전"}

// spanCeilingWords bound a span from above, folded: before a lead-time
// word they bound an age or a stay, not how early work must happen.
var spanCeilingWords = []string{"within", "at most", "no more than", "not more than", "maximum", "max", "au maximum", "au plus",
	"no maximo", "como maximo", "maximo", "hochstens", "maximal", "entro", "al massimo", "dentro de", "en moins de"}

// leadTimeAfter reports span q of folded text t followed by a word of a
// lead time.
func leadTimeAfter(t string, q quantity) bool {
	rest := strings.TrimLeft(t[q.end:min(len(t), int(q.end)+24)], " ")
	for _, w := range leadTimeWords {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// floorAt reports number q of folded text t bound as a floor by the words
// right before it ("at least 2 hours", "pelo menos 3", "mindestens 5",
// "至少 48 小时") or right after it ("2 時間以上", "48시간 이상").
func floorAt(t string, q quantity) bool {
	lead := strings.TrimRight(t[max(0, int(q.start)-24):q.start], " ")
	if endsWithWord(lead, floorWords) {
		return true
	}
	rest := strings.TrimLeft(t[q.end:min(len(t), int(q.end)+12)], " ")
	return strings.HasPrefix(rest, "以上") || strings.HasPrefix(rest, "이상") || strings.HasPrefix(rest, "or more") || strings.HasPrefix(rest, "or longer")
}

// floorWords bind the number after them as a floor, folded.
var floorWords = []string{"at least", "no less than", "not less than", "a minimum of", "minimum of", "minimum", "pelo menos", "no minimo",
	"ao menos", "al menos", "por lo menos", "como minimo", "au moins", "au minimum", "mindestens", "wenigstens", "almeno", "come minimo",
	"至少", "不少于", "不低于", "最少", "最低", "少なくとも", "최소", "적어도",
	// A time's floor: "frühestens 72 Stunden nach …", "no earlier than".
	"fruhestens", "no earlier than", "not earlier than", "au plus tot", "nao antes de", "no antes de", "al piu presto", "最早", "早くとも"}

// scaled is a one-valued quantity in its unit's base (a span in minutes).
func scaled(v quantity) float64 {
	if v.per != 0 {
		return v.vals[0] * v.per
	}
	return v.vals[0]
}

// necessityWords say the work must go a way, folded: they keep an "only".
var necessityWords = []string{"must", "has to", "have to", "needs to", "need to", "shall", "tem de", "tem que", "tem que ser", "precisa ser", "deve", "devem", "debe", "deben",
	"precisam ser", "tiene que", "tienen que", "hay que", "doit", "doivent", "il faut", "muss", "mussen", "deve essere", "devono",
	"必须", "须由", "只能由", "なければならない", "必須", "해야 한다", "해야 합니다", "필수"}

// accentedOnlyIn reports Portuguese "só" (only) in sentence s: folded,
// it reads as "so", and only the raw text tells them apart.
func accentedOnlyIn(u *unit, s sentence) bool {
	return strings.Contains(u.f.text[s.start:s.end], "so ") && accentedOnly(u.sentenceEvidence(s).Quote)
}

// accentedOnly reports the Portuguese "só" (only) as a word in raw text.
func accentedOnly(raw string) bool {
	for _, w := range []string{"só ", "Só ", "SÓ "} {
		if i := strings.Index(raw, w); i >= 0 && (i == 0 || !isWordByte(raw[i-1])) {
			return true
		}
	}
	return false
}

// weakening says how a restatement weakens a rule, or "".
func (a *analysis) weakening(r upstreamRule, it *indexed) string {
	sq := a.sentenceNumbers(it)
	if why := a.numberChanged(r, it, sq); why != "" {
		return why
	}
	if why := a.oneNumberSwapped(r, it, sq); why != "" {
		return why
	}
	if why := a.thresholdRaised(r, it, sq); why != "" && !a.reportsCase(it) {
		return why
	}
	if why := toleranceWidened(r, it, sq); why != "" {
		return why
	}
	if why := rangeWidened(r, it); why != "" {
		return why
	}
	if why := a.conditionsAsOr(r, it); why != "" {
		return why
	}
	if why := andAsOr(r, it); why != "" {
		return why
	}
	if why := orAsAnd(r, it); why != "" {
		return why
	}
	if why := floorAsCeiling(r, it); why != "" {
		return why
	}
	if why := a.onlyIfAsUnless(r, it); why != "" {
		return why
	}
	if why := spokenFormAdded(r, it); why != "" {
		return why
	}
	if why := a.outcomeDropped(r, it); why != "" {
		return why
	}
	if why := a.alternativeDropped(r, it); why != "" {
		return why
	}
	if why := a.countLoweredToOne(r, it); why != "" {
		return why
	}
	return a.weakeningBeyondNumbers(r, it, sq)
}

// writtenWords ask for a thing in writing, folded; spokenWords allow it
// by word of mouth.
var (
	writtenWords = newCueSet([]string{"written", "in writing", "escrita", "escrito", "por escrito", "ecrit", "ecrite", "par ecrit",
		"schriftlich", "schriftliche", "schriftlichen", "scritto", "scritta", "per iscritto", "书面", "書面", "서면"})
	spokenWords = newCueSet([]string{"verbal", "verbally", "oral", "orally", "by phone", "over the phone", "by telephone", "verbalmente",
		"oralmente", "por telefone", "por telefono", "verbale", "orale", "oralement", "par telephone", "au telephone", "mundlich",
		"telefonisch", "a voce", "telefonicamente", "口头", "电话", "口頭", "電話で", "구두", "전화로"})
)

// spokenFormAdded reports a rule that asks for a thing in writing ("only
// with written parental consent on file") restated as allowing it by word
// of mouth too ("basta a autorização dos pais, escrita ou verbal"): what
// the rule asks in writing, the restatement lets a call give.
func spokenFormAdded(r upstreamRule, it *indexed) string {
	rt := r.u.f.text[r.s.start:r.s.end]
	t := it.u.f.text[it.s.start:it.s.end]
	if writtenWords.first(rt) < 0 || spokenWords.first(rt) >= 0 {
		return ""
	}
	k := spokenWords.first(t)
	if k < 0 {
		return ""
	}
	// A sentence that keeps the writing beside someone's call ("客户在电话
	// 里口头说可以清掉，但…必须先取得客户书面批准") reports the call; only
	// the two joined by "or" ("escrita ou verbal") allow either.
	if w := writtenWords.first(t); w >= 0 {
		lo, hi := min(w, k), max(w, k)
		if hi-lo > 24 || !hasCue(t[lo:hi], alternativeWords) {
			return ""
		}
	}
	return fmt.Sprintf("lets what it asks in writing be given by word of mouth (%q)", clip(t[k:], 40))
}

// onlyIfAsUnless reports a rule's necessary condition ("a voucher is
// issued only if the passenger asks for one") restated as an exception to
// a default ("refunded as vouchers unless the passenger asks for a
// refund"): what the rule allows in one case the restatement does in all
// others. A restatement that keeps a negation ("no voucher unless the
// passenger asks", "nobody enters unless …") says the same and is left
// alone.
func (a *analysis) onlyIfAsUnless(r upstreamRule, it *indexed) string {
	rt := r.u.f.text[r.s.start:r.s.end]
	k, n := firstAtWordStart(rt, onlyIfWords)
	if k < 0 || !wordEnds(rt, k+n, len(rt)) {
		return ""
	}
	t := it.u.f.text[it.s.start:it.s.end]
	j, m := firstAtWordStart(t, unlessWords)
	if j < 0 || !wordEnds(t, j+m, len(t)) || it.cs.any(cats(catNegation, catProhibit, catRestrict)) {
		return ""
	}
	// "Nobody enters the hall unless …" denies as a negation does.
	if k, _ := firstAtWordStart(t[:j], nobodyWords); k >= 0 {
		return ""
	}
	return fmt.Sprintf("turns its condition (%q) into an exception (%q)", strings.TrimSpace(rt[k:k+n]), strings.TrimSpace(t[j:j+m]))
}

// outcomeDropped reports a condition restated without the result it
// waits for: "until the regional lab reports the samples negative" as
// "until the lab has reported on the samples", "até o laudo sair
// negativo" as "até o laudo sair". The restatement's condition shares a
// word with the rule's, and no result word is left in the sentence. A
// bound counts as the wait: "até" is both.
func (a *analysis) outcomeDropped(r upstreamRule, it *indexed) string {
	waits := cats(catUntil, catAfter, catPrecondition, catBound)
	rh, ok := a.firstHitOf(r.u, r.s, waits)
	if !ok {
		return ""
	}
	_, rb := r.u.clause(a.lx, r.s, int(rh.end))
	rt := r.u.f.text
	k, n := firstAtWordStart(rt[rh.end:rb], outcomeWords)
	if k < 0 || !wordEnds(rt[rh.end:rb], k+n, rb-int(rh.end)) {
		return ""
	}
	h, ok := a.firstHitOf(it.u, it.s, waits)
	if !ok {
		return ""
	}
	_, cb := it.u.clause(a.lx, it.s, int(h.end))
	if overlap(a.lx.tokens(it.u, int(h.end), cb, functionCats, true, nil), a.lx.tokens(r.u, int(rh.end), rb, functionCats, true, nil)) == 0 {
		return ""
	}
	if j, _ := firstAtWordStart(it.u.f.text[it.s.start:it.s.end], outcomeWords); j >= 0 {
		return ""
	}
	return fmt.Sprintf("drops the result its condition waits for (%q)", rt[int(rh.end)+k:int(rh.end)+k+n])
}

// firstHitOf returns the first hit of sentence s with a category of cs.
func (a *analysis) firstHitOf(u *unit, s sentence, cs catSet) (hit, bool) {
	for _, h := range u.sentHits(s) {
		if a.lx.m.terms[h.term].cats.any(cs) {
			return h, true
		}
	}
	return hit{}, false
}

// outcomeWords name the result a condition waits for, folded: a test
// reported "negative", a check "compliant" ("passed" is as often time
// gone by: "14 days have passed").
var outcomeWords = []string{"negative", "negatives", "positive", "clear", "cleared", "compliant",
	"negativo", "negativa", "negativos", "negativas", "positivo", "positiva", "aprovado", "aprovada", "aprobado", "aprobada",
	"negatif", "negatifs", "conforme", "conformes", "negativ", "bestanden", "superato", "superata",
	"阴性", "阳性", "合格", "陰性", "陽性", "음성", "양성", "합격"}

// onlyIfWords state a necessary condition; unlessWords an exception to a
// default, folded.
var (
	onlyIfWords = []string{"only if", "only when", "only where", "somente se", "somente quando", "so se", "so quando", "apenas se",
		"solo si", "solo cuando", "solamente si", "unicamente si", "nur wenn", "nur falls", "seulement si", "uniquement si",
		"solo se", "soltanto se", "solo quando"}
	unlessWords = []string{"unless", "a menos que", "a nao ser que", "salvo se", "exceto se", "salvo que", "excepto si",
		"es sei denn", "sauf si", "a moins que", "a meno che", "tranne se", "salvo"}
)

// toleranceWidened reports a tolerance of rule r ("53.0%vol ±0.3%vol",
// "± 2 mm") that sentence it, with numbers sq, restates wider ("±0.5%vol"):
// a tolerance bounds the deviation allowed, whatever words of a limit
// the rule has, so a wider one lets through what the rule refuses. A
// narrower one is stricter, and the rule's own kept is no change.
func toleranceWidened(r upstreamRule, it *indexed, sq []quantity) string {
	if !hasTolerance(r) {
		return ""
	}
	var tol []quantity
	for _, q := range r.sentQuants() {
		if afterPlusMinus(r.u.f.text, q) {
			tol = append(tol, q)
		}
	}
	if len(tol) == 0 {
		return ""
	}
	for _, q := range tol {
		kept := false
		for _, x := range sq {
			if afterPlusMinus(it.u.f.text, x) && equalQuantity(q, x) {
				kept = true
			}
		}
		if kept {
			continue
		}
		for _, x := range sq {
			if afterPlusMinus(it.u.f.text, x) && x.nvals == 1 && q.nvals == 1 && comparableKinds(q, x) && (q.unit == x.unit || q.kind == x.kind && q.kind != qPlain) &&
				scaled(x) > scaled(q) {
				return fmt.Sprintf("widens the tolerance %q to %q", quantityText(r.u, q), quantityText(it.u, x))
			}
		}
	}
	return ""
}

// nearCopy reports a sentence that shares four in five of a rule's
// tokens and of its own (ov of nr and ns), and at least eight.
func nearCopy(ov, nr, ns int) bool {
	return ov >= 8 && ov*5 >= nr*4 && ov*5 >= ns*4
}

// hasTolerance reports a plus-minus sign in rule r: most rules have none,
// and their numbers are not read for a tolerance.
func hasTolerance(r upstreamRule) bool {
	return plusMinusIn(r.u.f.text[r.s.start:r.s.end])
}

// plusMinusIn reports a sign of a tolerance in folded text t: "±", "+/-"
// or "+-".
func plusMinusIn(t string) bool {
	return strings.Contains(t, "±") || strings.Contains(t, "+/-") || strings.Contains(t, "+-")
}

// afterPlusMinus reports a quantity written as a tolerance: right after
// "±" or "+/-", folded.
func afterPlusMinus(t string, q quantity) bool {
	lead := strings.TrimRight(t[max(0, int(q.start)-6):q.start], " ")
	return strings.HasSuffix(lead, "±") || strings.HasSuffix(lead, "+/-") || strings.HasSuffix(lead, "+-")
}

// sentenceNumbers are the numbers of a sentence that are no identifiers.
func (a *analysis) sentenceNumbers(it *indexed) []quantity {
	var sq []quantity
	for _, q := range it.u.sentQuantities(it.s) {
		if !a.lx.isIdentifier(it.u, it.s, q) {
			sq = append(sq, q)
		}
	}
	return sq
}

// numberChanged reports a limit of rule r that sentence it, with numbers
// sq, restates with another number, or drops.
func (a *analysis) numberChanged(r upstreamRule, it *indexed, sq []quantity) string {
	down := it.u
	lims := r.limits
	// A rule with no limit may still require a number ("必须 100% 完成源
	// 数据核查", "must cure for a full 14 days"): a restatement that
	// binds another number of its kind ("达到 95% 以上") changes it.
	required, exact := false, false
	if len(lims) == 0 {
		lims, exact = a.requiredNumbers(r)
		required = true
	}
	for _, q := range lims {
		if a.containsCount(it, sq, q) && (required || a.keptAsBound(it, sq, q)) {
			continue
		}
		strict := a.containsCount(it, sq, q)
		for _, x := range sq {
			if strict && !sameMeasure(q, x) {
				continue
			}
			// A number the rule itself states is carried, not changed:
			// "charged the max fare $7.25 instead of $2.75" restated as
			// "charged max fare 7.25".
			if containsQuantity(lims, x) {
				continue
			}
			// A required number is a floor: restated lower, outside any
			// case report, it is weakened; a measured value above it meets
			// it.
			if required {
				// An exact measure ("on the full 25-minute programme")
				// restated as another ("the full programme, which is 15
				// minutes") is changed, either way and with no bound word.
				if exact && a.exactValueChanged(q, x) && !a.reportsCase(it) {
					return fmt.Sprintf("changes %q to %q", quantityWithUnit(r.u, q), quantityWithUnit(down, x))
				}
				if exact {
					continue
				}
				if comparableKinds(q, x) && sameMeasure(q, x) && q.nvals == 1 && x.nvals == 1 && scaled(x) < scaled(q) && a.statesBound(it, x) && !a.reportsCase(it) {
					return fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(down, x))
				}
				continue
			}
			// A case report ("loyer payé le 11/11 pour une échéance au 1/11,
			// 10 jours") measures its own figure against the rule: only a
			// number a limit cue binds ("bis zu 12 Ampullen zulässig, 6
			// liegen im Rahmen") restates the rule's.
			// A deadline restated is a date bound as one ("by", "前",
			// "deadline"): a date the sentence only sets ("调整为11月28日")
			// is no restatement of it.
			if isDateKind(q.kind) && isDateKind(x.kind) && !a.dateBoundIn(it, x) {
				continue
			}
			if comparableKinds(q, x) && !equalQuantity(q, x) && (a.statesBound(it, x) || movedWindowEnd(r, sq, q, x)) && !a.stricterValue(r, q, x) &&
				(!a.reportsCase(it) || a.boundRightBefore(it, x) || a.boundNamedAfter(it, x) || spanWithinAfter(it.u.f.text[:it.s.end], x)) && !a.leftOfLimit(q, x) {
				return fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(down, x))
			}
		}
		// Leaving the number out of one sentence weakens nothing while the
		// limit is carried elsewhere downstream. A limit from the original
		// that nothing downstream carries is a missing limit (see
		// checkRules); a protected policy rule restated without its number
		// is weakened.
		if len(sq) == 0 && !required && !containsQuantity(a.downstreamQuantities(), q) && r.ruleID != "" {
			return fmt.Sprintf("drops its limit %q", quantityText(r.u, q))
		}
	}
	// A count required right after a word of requirement or a floor
	// ("needs three written quotes") restated lower after a word of
	// requirement ("needs two quotes"): said so, it is no case report,
	// though the case has that count.
	if why := a.requiredCountLowered(r, it, sq); why != "" {
		return why
	}
	// A rule with a limit may require a number in a clause of its own
	// ("不超过 25 名学生，且必须有 2 名工作人员在场"): restated lower as a
	// bound ("至少 1 名工作人员"), that floor is weakened.
	if !required {
		for _, q := range a.requiredBesideLimits(r) {
			if a.containsCount(it, sq, q) {
				continue
			}
			for _, x := range sq {
				if !containsQuantity(lims, x) && comparableKinds(q, x) && sameMeasure(q, x) && x.nvals == 1 && scaled(x) < scaled(q) &&
					a.boundRightBefore(it, x) && !a.reportsCase(it) {
					return fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(down, x))
				}
			}
		}
	}
	return ""
}

// requiredBesideLimits returns the numbers a rule with limits requires in
// clauses of their own, with a word of necessity and no bound: the "2
// 名" of "每场不超过 25 名学生，且必须有 2 名工作人员在场".
func (a *analysis) requiredBesideLimits(r upstreamRule) []quantity {
	if len(r.limits) == 0 || necessityCues.first(r.u.f.text[r.s.start:r.s.end]) < 0 {
		return nil
	}
	var out []quantity
	for _, q := range r.sentQuants() {
		if q.nvals != 1 || isDateKind(q.kind) || q.kind == qTime || containsQuantity(r.limits, q) || a.lx.isIdentifier(r.u, r.s, q) ||
			bareYear(r.u.f.text, q) || perOneUnit(r.u.f.text, q) || reachedAt(r.u.f.text, q) {
			continue
		}
		ca, cb := r.u.clause(a.lx, r.s, int(q.start))
		if a.inCondition(r.u, r.s, ca, q) || necessityCues.first(r.u.f.text[ca:cb]) < 0 ||
			a.clauseHas(r.u, r.s, ca, cb, catLimit, catBound, catCeiling, catCap, catThreshold) {
			continue
		}
		out = append(out, q)
	}
	return out
}

// exactMeasureChanged reports restatement it stating, in place of a
// measure protected rule r fixes exactly, another of the same measure,
// outside a case report; or "".
func (a *analysis) exactMeasureChanged(r upstreamRule, it *indexed) string {
	qs, exact := a.requiredNumbers(r)
	if !exact || len(qs) == 0 || a.reportsCase(it) {
		return ""
	}
	sq := a.sentenceNumbers(it)
	for _, q := range qs {
		if a.containsCount(it, sq, q) {
			continue
		}
		for _, x := range sq {
			if a.exactValueChanged(q, x) {
				return fmt.Sprintf("changes %q to %q", quantityWithUnit(r.u, q), quantityWithUnit(it.u, x))
			}
		}
	}
	return ""
}

// exactValueChanged reports x, a single value of the measure of q, an
// exact measure of a rule, as another value that no upstream rule states.
func (a *analysis) exactValueChanged(q, x quantity) bool {
	return q.nvals == 1 && x.nvals == 1 && sameMeasure(q, x) && comparableKinds(q, x) && scaled(x) != scaled(q) && !a.numberOfAnyRule(x)
}

// numberOfAnyRule reports x, a number of the summary, stated by some
// upstream rule: "within ten days" restates one sentence of a rule, not
// the "30 days" of the next.
func (a *analysis) numberOfAnyRule(x quantity) bool {
	for _, o := range a.upstreamRules() {
		for _, y := range o.sentQuants() {
			if y.unit == x.unit && equalQuantity(x, y) || (y.unit == 0 || x.unit == 0) && x.nvals == 1 && y.nvals == 1 && x.vals[0] == y.vals[0] {
				return true
			}
		}
	}
	return false
}

// requiredNumbers are the numbers a rule requires with a word of
// necessity ("must", "必须", "deve", "muss"): no identifier, date or time
// of day, and none in the rule's condition.
//
// A protected policy rule that states a measure with no word of duty or
// bound at all ("crowns are crystallised on the full 25-minute
// programme") fixes it exactly: its measures are returned, and exact.
func (a *analysis) requiredNumbers(r upstreamRule) ([]quantity, bool) {
	// A bound word the limit reading passed over ("inférieure ou égale
	// à 12 %") leaves the number's direction unknown.
	rt := r.u.f.text[r.s.start:r.s.end]
	if r.cs.any(cats(catLimit, catBound, catCeiling, catCap, catThreshold)) {
		return nil, false
	}
	if necessityCues.first(rt) < 0 {
		// "不小于300米": a negated comparator the lexicon does not read
		// as a bound is no exact measure.
		if r.quants == nil || r.cs.any(cats(catNegation, catProhibit)) {
			return nil, false
		}
		var out []quantity
		others := 0
		for _, q := range r.sentQuants() {
			if isDateKind(q.kind) || q.kind == qTime || a.lx.isIdentifier(r.u, r.s, q) {
				continue
			}
			others++
			if q.nvals != 1 || q.kind != qPlain || (q.per == 0 || q.unit != minutesUnit) && unitMeasures[q.unit] == "" && familyMeasures[q.unit] == "" && q.unit != celsiusUnit && q.unit != fahrenheitUnit {
				continue
			}
			ca, _ := r.u.clause(a.lx, r.s, int(q.start))
			if a.inCondition(r.u, r.s, ca, q) {
				continue
			}
			out = append(out, q)
		}
		// Two numbers ("entre 4,5 e 5,5 bar", "25 minutes at 850 °C")
		// make a band or a recipe, which values measured inside it
		// restate in part: only a rule's single number is read as exact.
		if len(out) != 1 || others != 1 {
			return nil, false
		}
		return out, true
	}
	var out []quantity
	for _, q := range r.sentQuants() {
		if isDateKind(q.kind) || q.kind == qTime || a.lx.isIdentifier(r.u, r.s, q) || bareYear(r.u.f.text, q) || perOneUnit(r.u.f.text, q) ||
			reachedAt(r.u.f.text, q) {
			continue
		}
		ca, cb := r.u.clause(a.lx, r.s, int(q.start))
		if a.inCondition(r.u, r.s, ca, q) {
			continue
		}
		// The duty binds its own clause: "a discount of 25% applies …,
		// and must be signed by the treasurer" requires no 25%.
		if necessityCues.first(r.u.f.text[ca:cb]) < 0 {
			continue
		}
		out = append(out, q)
	}
	return out, false
}

// reachedAt reports a number right after a word that makes it the point
// a rule starts at, not what it requires: "使用满 10 年必须整体更换" (once
// in use 10 years, it must be replaced), "after 10 years", "ab 2 %",
// "a partir de 3". Restated higher, such a number is looser.
func reachedAt(t string, q quantity) bool {
	lead := strings.TrimRight(t[max(0, int(q.start)-16):q.start], " ")
	for _, w := range reachedWords {
		if strings.HasSuffix(lead, w) && (w[0] >= 0x80 || len(lead) == len(w) || !isWordByte(lead[len(lead)-len(w)-1])) {
			return true
		}
	}
	return false
}

// reachedWords open the point a rule starts at, folded.
var reachedWords = []string{"满", "滿", "达到", "達到", "after", "once", "upon reaching", "on reaching", "from", "ab", "nach",
	"a partir de", "a partir dos", "a partir das", "depois de", "apos", "tras", "despues de", "apres", "des", "dopo"}

// citedBoundChanged reports a sentence that cites policy rule r by its
// label and states, right after a bound cue, a number of the unit of one
// of its limits with another value, less strict, while it states none of
// the rule's own: "Pela ADCS-4, … o teto de 5.400 rpm" for "no wheel may
// exceed 4500 rpm". A count of the rule's noun written in another
// language is of its unit ("como máximo 30 donaciones" for "at most 24
// donations"). A count or a figure worked out from the rule ("that
// means 60 standard units") is no bound.
func (a *analysis) citedBoundChanged(r upstreamRule, it *indexed) string {
	sq := a.sentenceNumbers(it)
	// Each limit is read on its own: "至少 70% 且含水量不高于 18.0%" keeps
	// the rule's 18.0% and changes its 80%. A number the rule states
	// elsewhere is carried, not changed.
	for _, q := range r.limits {
		// "2 m" does not carry "two drop-in points" where the sentence
		// gives the drop-in points another count ("up to three").
		if a.containsCount(it, sq, q) && !otherValueOf(sq, q) {
			continue
		}
		for _, x := range sq {
			// "up to three 90-degree bends" is no restatement of the rule's
			// "3 m": a count of the same thing as the limit is read as one.
			counted := sameCounted(r.u.f.text, q, it.u.f.text, x)
			if containsQuantity(r.sentQuants(), x) && !(counted && !sameUnitIn(r.sentQuants(), x)) || a.limitOfAnotherRule(r, x) {
				continue
			}
			if (sameMeasure(q, x) && comparableKinds(q, x) || cognateUnits(r.u.f.text, q, it.u.f.text, x) || counted) && !equalQuantity(q, x) && (a.boundRightBefore(it, x) || thresholdBefore(it.u.f.text[it.s.start:x.start]) || boundWordBy(it.u.f.text[it.s.start:it.s.end], int(x.start-it.s.start), int(x.end-it.s.start))) && !a.stricterValue(r, q, x) {
				return fmt.Sprintf("changes %q to %q", quantityWithUnit(r.u, q), quantityWithUnit(it.u, x))
			}
		}
	}
	return ""
}

// boundWordBy reports a word that binds the number t[i:j] of a folded
// sentence as a bound, read outside the lexicon: a feminine form the
// lexicon lacks right before it ("pureza mínima del 95%", "temperatura
// massima di 8 °C"), or a bound right after it and its unit ("12 °C au
// plus", "95% or more", "10℃以下", "8 °C 이하"). Only a sentence citing a
// rule by its code is read so: there the number restates the rule's.
func boundWordBy(t string, i, j int) bool {
	lead := strings.TrimRight(t[:i], " ")
	for _, w := range []string{" de", " del", " da", " di", " of"} {
		if l, ok := strings.CutSuffix(lead, w); ok {
			lead = l
			break
		}
	}
	for _, w := range boundBeforeWords {
		if strings.HasSuffix(lead, w) && (len(lead) == len(w) || !isWordByte(lead[len(lead)-len(w)-1])) {
			return true
		}
	}
	// Past the unit: letters, a degree or percent sign, a slash.
	k := j
	if k < len(t) && t[k] == ' ' {
		k++
	}
	for k < len(t) {
		r, n := utf8.DecodeRuneInString(t[k:])
		if r == '°' || r == 'º' || r == '℃' || r == '℉' || r == '%' || r == '/' || r < 0x2E80 && unicode.IsLetter(r) {
			k += n
			continue
		}
		break
	}
	rest := strings.TrimLeft(t[k:], " ")
	for _, w := range boundAfterWords {
		if strings.HasPrefix(rest, w) && (w[0] >= 0x80 || wordEnds(rest, len(w), len(rest))) {
			return true
		}
	}
	return false
}

// unreadBoundIn reports a sentence with a feminine "máxima"/"mínima"
// (or Italian "massima") the lexicon does not read: such a bound makes
// its number a limit (see boundWordBy). A cheap scan: most sentences
// have none.
func unreadBoundIn(u *unit, s sentence) bool {
	if u.ima == 0 {
		u.ima = 1
		if strings.Contains(u.f.text, "ima") {
			u.ima = 2
		}
	}
	if u.ima == 1 {
		return false
	}
	t := u.f.text[s.start:s.end]
	for i := strings.Index(t, "ima"); i >= 0; {
		if p := t[:i]; strings.HasSuffix(p, "max") || strings.HasSuffix(p, "min") || strings.HasSuffix(p, "mass") {
			return true
		}
		k := strings.Index(t[i+3:], "ima")
		if k < 0 {
			break
		}
		i += 3 + k
	}
	return false
}

// boundBeforeWords and boundAfterWords are bounds said before or after a
// number, folded, that the lexicon does not read as such.
var (
	boundBeforeWords = []string{"minima", "maxima", "minimum", "maximum", "max", "min", "massima", "minimale", "maximale"}
	boundAfterWords  = []string{"au plus", "au maximum", "au moins", "maximum", "minimum", "max", "or less", "or fewer", "or more",
		"at most", "at the most", "at least", "ou moins", "ou plus", "ou mais", "ou menos", "o menos", "o mas", "oder weniger",
		"oder mehr", "o meno", "o piu", "al massimo", "al minimo", "no maximo", "no minimo", "como maximo", "como minimo",
		"以下", "以内", "以上", "未満", "이하", "이내", "이상", "미만", "以降"}
)

// limitOfAnotherRule reports a limit x of an upstream rule other than
// r: a label can head several rules, and a sentence citing it may state
// another one's number.
func (a *analysis) limitOfAnotherRule(r upstreamRule, x quantity) bool {
	for _, o := range a.upstreamRules() {
		if (o.u != r.u || o.s.start != r.s.start) && containsWithUnit(o.limits, x) {
			return true
		}
	}
	return false
}

// weakeningBeyondNumbers reports what else a restatement drops or widens.
func (a *analysis) weakeningBeyondNumbers(r upstreamRule, it *indexed, sq []quantity) string {
	lx := a.lx
	down := it.u
	// The rule's own number over another period is another limit, whatever
	// case the sentence goes on to measure ("até 2 contagens novas por dia,
	// então as outras três entram …").
	if w := a.changedPeriod(r, it, sq); w != "" {
		return w
	}
	// A value of the same kind that is stated as no bound ("credits issued
	// this month: 0.00 EUR", "a claim of $1,180") measures something
	// against the rule; the sentence reports a case, it does not restate
	// the rule.
	if len(r.limits) > 0 {
		measured, same := false, false
		for _, x := range sq {
			for _, q := range r.limits {
				switch {
				case equalQuantity(q, x):
					same = true
				case comparableKinds(q, x) && !a.statesBound(it, x):
					measured = true
				}
			}
		}
		// With the rule's own number too, a consequence drawn ("85
		// minutes, so beyond the 60-minute threshold", "超过 20 万元，所以
		// 必须有审批") applies the rule to the case rather than restating it.
		// Unless the case is measured against a rule said to be void ("the
		// midnight cutoff lapsed with the summer licence, so the bar can
		// serve until 01:30").
		if measured && (!same || concludedAfter(it.u.f.text, int(it.s.start), int(it.s.end))) && !it.cs.any(cats(catVoidDecl, catNoLonger)) {
			return ""
		}
	}
	// "Without the chief's approval" and "no need to" waive what they name:
	// they keep no restriction, whatever negation they carry.
	// When the rule says "without" itself ("credits up to 50 € without
	// asking"), the restatement's is the rule's own word.
	// Only an order of work ("published only after the chief approves")
	// is waived so; "to nobody else", "contacts without consent excluded"
	// restate restrictions in their own negative words.
	cs := it.cs
	if !r.cs.has(catNoNeed) && (r.precondition || r.cs.any(cats(catPrecondition, catRequire, catUntil))) {
		cs = it.s.section
		for _, h := range it.u.sentHits(it.s) {
			if hc := lx.m.terms[h.term].cats; !hc.has(catNoNeed) {
				cs = cs.or(hc)
			}
		}
	}
	// "Só" before a verb ("o transportador só recebe depois do canhoto")
	// restricts as "somente" does; folded it is English "so", which the
	// lexicon cannot take for "only", so the accented word is read here.
	if !cs.has(catRestrict) && accentedOnly(it.u.sentenceEvidence(it.s).Quote) {
		cs = cs.or(cats(catRestrict))
	}
	if it.cs.has(catUnlimited) {
		return "declares it unlimited"
	}
	// "That 30% cap was last season's and went out with the November
	// ordinance", "每周最多3次那条…中心已经不按这个执行了": the rule said to be
	// void, in whatever form.
	// A rule that itself says what it replaced ("This replaces the 48-hour
	// window in the 2025 terms") is agreed with, not ended, by "that
	// 48-hour window no longer applies".
	if rt := r.u.f.text[r.s.start:r.s.end]; it.cs.any(cats(catVoidDecl, catNoLonger)) && !it.cs.any(cats(catReport, catQuestion, catRefusal)) &&
		!hasCue(rt, replacesWords) {
		for _, h := range it.u.sentHits(it.s) {
			w := it.u.f.text[h.start:h.end]
			// The rule's own word ("才能免除") restates it; "non più di 80"
			// bounds a number.
			if !lx.m.terms[h.term].cats.any(cats(catVoidDecl, catNoLonger)) || indexCue(rt, w) >= 0 ||
				numberSoonAfter(it.u.f.text, int(h.end), int(it.s.end)) || comparativeAfter(it.u.f.text, int(h.end)) {
				continue
			}
			// "不再接受新的改动" restating "不接受新的改动": the no-longer cue
			// negates the rule's own forbidden act, it ends nothing.
			if lx.m.terms[h.term].cats.has(catNoLonger) && a.negatesRuleAct(r, it, h) {
				continue
			}
			// "Não se aplica aqui, a Júlia tem 22 anos" measures the rule
			// on this case; "no longer" ends it.
			if !lx.m.terms[h.term].cats.has(catNoLonger) && !a.endedNear(it.u, it.s, h) && a.nearInClause(it.u, it.s, h, 12, catThisCase) {
				continue
			}
			if !it.u.negatedBefore(lx, it.s, int(h.start)) && !a.negatedJustAfter(it.u, it.s, h) && !a.reportedBefore(it.u, it.s, int(h.start)) {
				return "declares it no longer in force"
			}
		}
	}
	// An exception the rule never had ("never name a minor" restated as
	// "… unless the article already did") opens a way around it.
	// "Even if" concedes; it opens no condition.
	ruleIf := r.cs.has(catConditional) && !hasCue(r.u.f.text[r.s.start:r.s.end], concessives)
	// "Never … without the grower's written confirmation" holds its
	// exception in "without": "must not … unless confirmed in writing"
	// says the same.
	if (r.cs.has(catProhibit) || a.plainNegation(r.u, r.s)) && !r.cs.any(exceptionCats.or(cats(catRestrict))) && !ruleIf &&
		!a.sameWithoutException(r, it) &&
		(cs.has(catProhibit) || a.plainNegation(it.u, it.s)) {
		if k := exceptionCues.first(it.u.f.text[it.s.start:it.s.end]); k >= 0 {
			return "adds an exception the rule does not have"
		}
	}
	// So does one added to a rule that states the house's way with no
	// word of a rule ("Syrian hamsters are housed singly" restated as
	// "… housed singly unless they are siblings"), restated whole, when no
	// exception is stated anywhere in the rule's text. After a negation
	// ("no one gets served unless they produce ID") the cue restricts.
	if (r.ruleID != "" || r.system) && len(r.toks) >= 3 && overlap(r.toks, it.toks) == len(r.toks) &&
		!r.cs.any(exceptionCats.or(cats(catRestrict, catConditional, catProhibit, catNegation))) &&
		!cs.any(cats(catNegation, catProhibit)) && exceptionCues.first(r.u.f.text) < 0 && exceptionCues.first(it.u.f.text[it.s.start:it.s.end]) >= 0 &&
		!a.sameWithoutException(r, it) {
		return "adds an exception the rule does not have"
	}
	if w := a.addedException(r, it, sq); w != "" {
		return w
	}
	if w := a.widenedException(r, it); w != "" {
		return w
	}
	// A prohibition, restriction or requirement restated as a preference
	// ("niemals über Menschenansammlungen" as "möglichst nicht über
	// Menschenansammlungen", "only with a valid certificate" as
	// "preferably with a valid certificate") no longer binds. So does a
	// Portuguese "só" rule, which folding leaves with no word of a rule
	// ("só motoristas com curso ADR" as "é preferido um motorista com
	// curso ADR").
	if r.cs.any(cats(catProhibit, catRestrict, catRequire, catAlways)) || a.plainNegation(r.u, r.s) || necessityCues.first(r.u.f.text[r.s.start:r.s.end]) >= 0 ||
		accentedOnlyIn(r.u, r.s) {
		if w := softenerIn(it.u.f.text[it.s.start:it.s.end]); w != "" && softenerIn(r.u.f.text[r.s.start:r.s.end]) == "" {
			return fmt.Sprintf("turns it into a preference (%q)", w)
		}
	}
	// A next step ("Next: once approved, place the order") plans work
	// under the rule; it restates none of its words of restriction, so
	// only a changed number there weakens the rule.
	if a.nextStepLine(it) {
		return ""
	}
	// A precondition restated with the wait it imposes ("wait for the DPO
	// before any deletion", "批准之前继续使用旧版") keeps it.
	var wait catSet
	if r.precondition {
		wait = cats(catUntil, catPending, catBlockStrong, catPrecondition)
	}
	switch {
	case r.cs.has(catProhibit) || a.plainNegation(r.u, r.s):
		// A prohibition must stay one: "never share … unless" restated as
		// "can go … once" has lost it, whatever else it keeps. A
		// requirement ("needs a team lead") keeps it too, and so does an
		// upper bound for a prohibited excess ("may not exceed the budget"
		// as "within the budget"; its number was compared above). A
		// threshold kept ("above R$ 1.000,00 … with the agent's approval")
		// is no bound: the prohibition is gone.
		keep := restrictiveCats.or(exceptionCats).or(cats(catRequire)).or(wait)
		if r.cs.has(catLimit) {
			keep = keep.or(cats(catBound))
			// The rule's own number with any limit word ("capped to 3.5%"
			// for "never exceeds 3.5%") states the same ceiling.
			// Not a threshold or a permission: "may refund more than R$
			// 5.000,00 with approval" lifts the prohibition.
			if containsAnyQuantity(sq, r.limits) && it.cs.any(cats(catCeiling, catCap)) && !it.cs.has(catThreshold) && !cs.any(cats(catModal, catToolPermission)) {
				keep = keep.or(cats(catLimit))
			}
		}
		// A negated comparative bounds the rule's number ("no closer than
		// 50 m", "no later than 10 days before"): the number kept with any
		// word of a bound ("at least 50 m") keeps it.
		// Only a floor says it ("no closer than 50 m" is "at least 50 m";
		// "within 50 m" turns it round), and "no more than" is a limit
		// cue of its own.
		if a.negatedComparative(r.u, r.s) && containsAnyQuantity(sq, r.sentQuants()) {
			keep = keep.or(cats(catThreshold))
		}
		if !cs.any(keep) && !a.noLongerKeepsProhibition(r, it) {
			return "drops its " + cueWords(lx, r.u, r.s, cats(catProhibit, catNegation))
		}
		// "Never filled before the first heating season is over" restated
		// as "to be filled before the first heating season is over": the
		// same act before the same condition, with nothing left to forbid
		// it, is now ordered. The act must come first, as in the rule:
		// "the proof has to be approved before any run starts" orders the
		// condition, not the act. Korean and Japanese deny with a verb
		// ending ("출고하지 않습니다", "開始しません") the lexicon does not
		// read as a negation, so a restatement in them is left alone
		// (reading those endings cost four embedded_instruction finds and
		// sent a risky event to sample).
		if r.precondition && len(r.action) > 0 && !strings.ContainsFunc(it.u.f.text[it.s.start:it.s.end], isKanaOrHangul) &&
			!it.cs.any(cats(catProhibit, catNegation, catPending, catBlockStrong, catRestrict, catPrecondition, catRequire, catException)) &&
			!a.plainNegation(it.u, it.s) {
			if h, ok := it.u.firstCatHit(lx, it.s, catUntil, int(it.s.start), int(it.s.end)); ok &&
				2*overlap(r.action, lx.tokens(it.u, int(it.s.start), int(h.start), functionCats, true, nil)) >= len(r.action) {
				return "drops its " + cueWords(lx, r.u, r.s, cats(catProhibit, catNegation))
			}
		}
	case r.cs.any(restrictiveCats):
		// German "erst ab 500 Stück" restricts as "nur ab 500 Stück" does.
		keep := restrictiveCats.or(exceptionCats).or(cats(catRequire, catNotUntil)).or(wait)
		// A restriction of the rule's own number ("limited to 10% a year")
		// is kept by any word for an upper bound ("the yearly ceiling of
		// 10%"), not by a threshold ("above 10%"); one of something else
		// ("only for EDD-complete customers") is kept by neither.
		// A bound kept in a permission ("风速低于 12 m/s 时可以登机" for "只有在
		// 风速低于 12 m/s 时才允许…否则一律停止") says when the work may go
		// ahead, not that it may not otherwise: with the rule's condition
		// words ("only if", "otherwise") gone, the "only" is gone too.
		permits := r.cs.has(catException) && it.cs.any(cats(catModal, catToolPermission)) && !it.cs.any(exceptionCats)
		// "Only if the margin stays at least 3 dB above" restated as "when
		// the margin exceeds 3 dB, the channel is lit": a condition kept
		// without its "only" has become sufficient, whatever bound it keeps.
		// A clause after a semicolon that keeps the "only" ("runs only if
		// the reading is under 0.1 mg/m³; if it is at or above that, …")
		// states the other branch.
		sufficient := r.cs.has(catConditional) && it.cs.has(catConditional) && !it.cs.any(restrictiveCats.or(exceptionCats)) &&
			!a.afterRestrictingClause(it)
		if r.cs.has(catLimit) && !r.restricts && !permits && !sufficient {
			keep = keep.or(cats(catLimit))
		}
		if r.numericScope && !permits {
			keep = keep.or(cats(catBound))
		}

		// A restatement of another clause of the rule ("invoices are due
		// in 30 days" of "invoices are due in 30 days, and the discount
		// applies only to payment within 10 days") that shares no word
		// with the restricted clause leaves it alone.
		// A necessity ("price changes still have to come from the yard
		// manager", "tem de vir do gerente", "必须由店长") binds the work to
		// what the "only" named; a possibility ("can come from") does not.
		if !cs.any(keep) && a.cueClauseRestated(r, it, restrictiveCats) && !(!permits && necessityCues.first(it.u.f.text[it.s.start:it.s.end]) >= 0) {
			return "drops its " + cueWords(lx, r.u, r.s, restrictiveCats)
		}
	case r.cs.has(catPrecondition):
		// "Só depois que …", "erst nach …", "之后才能": an order of work is a
		// restriction too, kept by a restriction, a requirement, the wait or
		// the condition said again ("once the invoice is checked").
		keep := restrictiveCats.or(exceptionCats).or(cats(catRequire, catConditional, catAfter)).or(wait)
		if !cs.any(keep) {
			return "drops its " + cueWords(lx, r.u, r.s, cats(catPrecondition))
		}
	}
	// A rule with a restriction and a prohibition in separate clauses
	// ("approved only by the line producer, and never above 10 hours")
	// keeps the prohibition by "never" and the restriction only by its
	// own word: "approved by the line producer or the 1st AD, never above
	// 10 hours" drops the "only". The restatement must name the
	// restricted clause (two of its words), or it restates the other half,
	// and speak as a rule does (a modal, a permission, a rule label), or it
	// reports a case.
	// A restriction of a number ("limité à 30 %") is kept by any bound
	// and is compared above; the restriction's own first word said again
	// ("só agenda" for "só podem ser agendadas") keeps it.
	// "Always X and never Y" restates "only X, never Y": "always" is the
	// restriction's other face.
	// A sentence under a label that names a rule ("Distribution rule:
	// learning tracks go to members …" for "go only to paid-up members")
	// restates the restricted clause when it names what the "only" held
	// ("members"); "Club rule: a player cannot change their own handicap"
	// restates the other clause.
	if r.restricts && !r.numericScope && r.cs.has(catProhibit) && !it.cs.any(restrictiveCats.and(cats(catRestrict)).or(exceptionCats)) &&
		!(it.cs.has(catAlways) && it.cs.has(catProhibit)) {
		if h, ok := r.u.firstCatHit(lx, r.s, catRestrict, int(r.s.start), int(r.s.end)); ok {
			ca, cb := r.u.clause(lx, r.s, int(h.start))
			rc := lx.tokens(r.u, ca, cb, functionCats, true, nil)
			first, _, _ := strings.Cut(r.u.f.text[h.start:h.end], " ")
			if !a.clauseHas(r.u, r.s, ca, cb, catProhibit) && len(rc) >= 2 && overlap(rc, it.toks) >= 2 &&
				indexCue(it.u.f.text[it.s.start:it.s.end], first) < 0 &&
				(it.cs.any(cats(catModal, catToolPermission)) || a.labeledRule(it) || it.s.section.has(catRuleHead) ||
					ruleWordInLabel(it.u, it.s) && holderNamed(r.u.f.text[h.end:cb], it)) {
				return "drops its " + cueWords(lx, r.u, r.s, cats(catRestrict))
			}
		}
	}
	if w := a.widenedHolder(r, it); w != "" {
		return w
	}
	// The other way round: the prohibited clause ("and never the
	// ice-climbing add-on") said again as a permission ("the ice-climb
	// add-on: kids under 12 can join it as long as a parent is with them").
	if r.restricts && r.cs.has(catProhibit) && !it.cs.any(cats(catProhibit, catNegation, catRestrict)) &&
		it.cs.any(cats(catModal, catToolPermission)) {
		if h, ok := r.u.firstCatHit(lx, r.s, catProhibit, int(r.s.start), int(r.s.end)); ok {
			ca, cb := r.u.clause(lx, r.s, int(h.start))
			pc := lx.tokens(r.u, int(h.end), cb, functionCats, true, nil)
			if !a.clauseHas(r.u, r.s, ca, cb, catRestrict) && len(pc) >= 2 && overlap(pc, it.toks) >= 2 {
				return "drops its " + cueWords(lx, r.u, r.s, cats(catProhibit))
			}
		}
	}
	// An exception restated with only some of its own words ("salvo laudo
	// de perícia indicando dolo" as "exceto quando houver laudo de
	// perícia") lets through what the rule did not: its qualifier is gone.
	// A paraphrase brings words of its own and is left to the check below.
	// Only an exception ("unless", "salvo"), not a wait ("until the
	// supervisor signs the work order" as "until the supervisor signs"),
	// and not what the rule says in parentheses.
	// A formality the rule asks of its condition ("written consent",
	// "instrucción escrita", "书面同意") left out of the restatement lets an
	// oral or implied one through: "ninguna anualidad se paga sin
	// instrucción del titular".
	// Only a sentence that states the rule as one (a prohibition, a
	// restriction, a rule label) restates it: a case report ("no change
	// form on file") does not.
	if w := formalityIn(r.u.f.text[r.s.start:r.s.end]); w != "" && formalityIn(it.u.f.text[it.s.start:it.s.end]) == "" &&
		!(signedFormality(w) && firstCue(it.u.f.text[it.s.start:it.s.end], signingWords) >= 0) &&
		(it.cs.any(cats(catProhibit, catRestrict)) || a.labeledRule(it) || it.s.section.has(catRuleHead)) &&
		!it.cs.any(cats(catReport, catQuestion, catReadOnly, catRefusal)) {
		return "drops its qualifier (" + w + ")"
	}
	if len(r.cond) >= 3 && it.cs.any(exceptionCats) {
		rh, rok := r.u.firstCatHit(lx, r.s, catException, int(r.s.start), int(r.s.end))
		h, ok := down.firstCatHit(lx, it.s, catException, int(it.s.start), int(it.s.end))
		if rok && ok && !lx.m.terms[rh.term].cats.has(catUntil) && !lx.m.terms[h.term].cats.has(catUntil) {
			_, rcb := r.u.clause(lx, r.s, int(rh.end))
			rc := a.tokensOutsideParens(r.u, int(rh.start), rcb)
			_, cb := down.clause(lx, it.s, int(h.end))
			ic := lx.tokens(down, int(h.start), cb, functionCats, true, nil)
			// The condition's own number carried ("no more than 25 µm" as
			// "within 25 µm") carries its substance in other words.
			// Words gone from its head ("unless the client holds a valid
			// licence recorded on the contract" as "unless a valid licence
			// is recorded on the contract") name who holds it; the
			// qualifier trails, and a restatement that ends as the rule's
			// condition ends has kept it.
			if len(ic) > 0 && overlap(ic, rc) == len(ic) && len(rc)-len(ic) >= 2 &&
				!a.sameLastWord(r.u, int(rh.start), rcb, down, int(h.start), cb) &&
				!sameQuantityIn(quantities(r.u.f.text, int(rh.start), rcb, nil), quantities(down.f.text, int(h.start), cb, nil)) {
				return "drops part of its condition (" + cueWords(lx, r.u, r.s, exceptionCats) + " …)"
			}
			// An exception in a sentence with none of the rule's condition
			// words ("unless the owner approves otherwise" for "unless the
			// venue itself cancels the booking") swaps the condition for
			// another.
			if len(ic) >= 2 && overlap(rc, it.toks) == 0 && overlap(a.exceptionTokens(down, it.s), a.exceptionTokens(r.u, r.s)) == 0 &&
				!sameQuantityIn(quantities(r.u.f.text, int(rh.start), rcb, nil), quantities(down.f.text, int(h.start), cb, nil)) {
				return "replaces its condition (" + cueWords(lx, r.u, r.s, exceptionCats) + " …) with another"
			}
		}
	}
	// A condition said in other words ("somente com o laudo anexado" for
	// "desde que o laudo esteja anexado") keeps most of its own words.
	// A conditional word the rule uses outside its exception ("deleted 30
	// days after transcription unless …") restates that part, and keeps
	// no exception.
	if r.cs.any(exceptionCats) && (!cs.any(exceptionCats.or(restrictiveCats)) || a.ownExceptionWords(r, it)) && !a.ownConditional(r, it) &&
		(len(r.cond) == 0 || 2*overlap(r.cond, it.toks) < len(r.cond)) {
		return "drops its " + cueWords(lx, r.u, r.s, exceptionCats)
	}
	return a.droppedRequirement(r, it)
}

// bothAnd reports folded text t that pairs its parts with "both … and"
// or "à la fois … et", whose "and" is one of conjunctWords. ("Sowohl …
// als auch", "tanto … como" join with words that join nothing else, and
// are left.)
func bothAnd(t string) bool {
	for _, p := range [][2]string{{"both", "and"}, {"a la fois", "et"}} {
		if i := indexCue(t, p[0]); i >= 0 && indexCue(t[i+len(p[0]):], p[1]) >= 0 {
			return true
		}
	}
	return false
}

// conjunctWords join the requirements of one rule, folded: "a kit needs
// each serial scanned and a second associate's sign-off".
var conjunctWords = []string{"and", "e", "et", "und", "y", "ed", "as well as", "along with", "together with", "plus", "bem como",
	"assim como", "ainsi que", "sowie", "cosi come", "및", "그리고"}

// opensWithCondition reports a part of sentence s that opens, after its
// word for "and", with a condition ("and, if the load is hazardous, …"):
// what it adds is a case, not a requirement.
func (a *analysis) opensWithCondition(u *unit, s sentence, at int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) < at {
			continue
		}
		if int(h.start) > at+12 {
			return false
		}
		if a.lx.m.terms[h.term].cats.has(catConditional) {
			return true
		}
	}
	return false
}

// droppedRequirement reports a restatement that keeps some of the rule's
// joined requirements and leaves one out whole, with nothing downstream
// carrying it: "each component's serial scanned and a second associate's
// sign-off on the packing slip" restated as "each component's serial is
// scanned before the kit is sealed". A part that grants an exception
// ("unless", "otherwise") is left to the checks above.
func (a *analysis) droppedRequirement(r upstreamRule, it *indexed) string {
	// A restatement of a few words ("Nothing has been deleted.") keeps no
	// parts to compare.
	if len(it.toks) < 4 || r.u == nil {
		return ""
	}
	parts := a.requirementParts(r)
	if len(parts) < 2 {
		return ""
	}
	var keptToks []uint64
	for i := range parts {
		p := &parts[i]
		if ov := overlap(p.toks, it.toks); ov >= 2 && 2*ov >= len(p.toks) {
			keptToks = mergeSorted(keptToks, p.toks)
		}
	}
	if keptToks == nil {
		return ""
	}
	// A part left out shares few of its words with the sentence, or,
	// when it has four words or more of its own, few of those: a word it
	// shares with a part kept ("trim" in "never trim a book block whose
	// sewing has not been checked", restated "trim no more than 3 mm from
	// the head of any block") tells nothing of it.
	var dropped *rulePart
	for i := range parts {
		p := &parts[i]
		if ov := overlap(p.toks, it.toks); ov >= 2 && 2*ov >= len(p.toks) {
			continue
		}
		if i == 0 || !p.droppable {
			continue
		}
		if 4*overlap(p.toks, it.toks) <= len(p.toks) {
			dropped = p
			break
		}
		if own := withoutTokens(p.toks, keptToks); len(own) >= 4 && 4*overlap(own, it.toks) <= len(own) {
			dropped = p
			break
		}
	}
	// The first part's own condition ("opened only when the ground is
	// dry", joined to "and at least two marshals are on duty") is left
	// out by a restatement that keeps the part's head and the other
	// parts, with none of the condition's words: "opens when at least two
	// marshals are on duty".
	if dropped == nil {
		dropped = a.headConditionDropped(r, &parts[0], it)
	}
	if dropped == nil {
		dropped = a.firstItemDropped(r, &parts[0], it)
	}
	if dropped == nil {
		return ""
	}
	// A part of a rule from the original that holds a date or a time
	// nothing downstream carries ("而且转让申请必须在 12 月 15 日前提交")
	// is a missing deadline, the more precise finding (see
	// checkLimitCarried).
	if r.ruleID == "" {
		for _, q := range r.sentQuants() {
			if int(q.start) >= dropped.a && int(q.end) <= dropped.b && (isDateKind(q.kind) || q.kind == qTime) &&
				!containsQuantity(a.downstreamQuantities(), q) {
				return ""
			}
		}
	}
	// A Chinese, Japanese or Korean restatement with a word of duty or
	// ban the rule does not use ("只放一楼库房，当天必须取走" for "只能放在
	// 一楼库房，且不得过夜寄存") says the dropped part in other words: its
	// words, bigrams of characters, cannot show it.
	if rt := r.u.f.text[r.s.start:r.s.end]; strings.ContainsFunc(rt, isCJK) {
		for _, h := range it.u.sentHits(it.s) {
			if a.lx.m.terms[h.term].cats.any(cats(catRestrict, catProhibit, catNegation, catModal, catRequire)) &&
				!strings.Contains(rt, it.u.f.text[h.start:h.end]) {
				return ""
			}
		}
	}
	// Carried in another sentence downstream ("Second sign-off still
	// needed on the slip") it is not dropped. A ban ("and never next to
	// the hen run or the children's garden") is carried by a sentence
	// that still says a rule, or by what is left to do or check ("Next:
	// check Dana's academic standing"), not by one that only names its
	// places ("the site map shows the hen run on plot 12").
	ban := a.partBans(r, dropped)
	ds := a.downstreamIndex()
	for _, c := range ds.candidates(dropped.toks) {
		if it := &ds.items[c.id]; 2*c.ov >= len(dropped.toks) && (!ban || it.cs.any(ruleLikeCats.or(cats(catPending, catOpenQuestion))) ||
			isPendingUnit(it.u) || a.nextStepLine(it)) {
			return ""
		}
	}
	return fmt.Sprintf("drops one of its requirements (%q)", clip(strings.TrimSpace(r.u.evidence(dropped.a, dropped.b).Quote), 80))
}

// headConditionDropped returns the necessary condition of rule r's
// first part p (what follows "only when", "nur wenn", "somente se") as a
// part of its own, when restatement it keeps two of the words before it
// and none of the condition's two or more; or nil. An exception
// ("unless the item is no longer sold") left out makes a rule stricter:
// it is not read here.
func (a *analysis) headConditionDropped(r upstreamRule, p *rulePart, it *indexed) *rulePart {
	t := r.u.f.text
	k, n := firstAtWordStart(t[p.a:p.b], onlyIfWords)
	if k < 0 || !wordEnds(t[p.a:p.b], k+n, p.b-p.a) {
		return nil
	}
	head := a.lx.tokens(r.u, p.a, p.a+k, functionCats, true, nil)
	cond := a.lx.tokens(r.u, p.a+k+n, p.b, functionCats, true, nil)
	if len(cond) < 2 || overlap(cond, it.toks) > 0 || overlap(head, it.toks) < 2 {
		return nil
	}
	return &rulePart{a: p.a + k, b: p.b, droppable: true, toks: cond}
}

// firstItemDropped returns the first of the things rule r's first part
// p asks for, after its word of duty ("need the treasurer's sign-off",
// joined to "and a second quote before they are placed"), as a part of
// its own, when restatement it asks in a word of duty of its own, keeps
// a word of what comes before, and none of the item's two or more,
// which nothing downstream names: "orders over £150 need a second
// quote". Or nil.
func (a *analysis) firstItemDropped(r upstreamRule, p *rulePart, it *indexed) *rulePart {
	if !it.cs.any(cats(catRequire, catModal)) {
		return nil
	}
	for _, h := range r.u.sentHits(r.s) {
		if int(h.start) < p.a || int(h.end) > p.b {
			continue
		}
		// "Must", "muss" take a verb: the words after them are an act
		// ("must be recorded on …"), which a restatement may say in other
		// words ("has to be written on …").
		if hc := a.lx.m.terms[h.term].cats; !hc.has(catRequire) || hc.has(catModal) {
			continue
		}
		item := a.lx.tokens(r.u, int(h.end), p.b, functionCats, true, nil)
		head := a.lx.tokens(r.u, p.a, int(h.start), functionCats, true, nil)
		if len(item) < 2 || overlap(item, it.toks) > 0 || overlap(head, it.toks) == 0 {
			return nil
		}
		// An item any word of which comes up elsewhere downstream ("Roof
		// repair quotes: …" beside "needs two signatures from the approved
		// contractor as well") may be kept there: only one never named
		// again is read as dropped.
		if len(a.downstreamIndex().candidates(item)) > 0 {
			return nil
		}
		return &rulePart{a: int(h.end), b: p.b, droppable: true, toks: item}
	}
	return nil
}

// partBans reports part p of rule r holding a negation or a word of
// prohibition.
func (a *analysis) partBans(r upstreamRule, p *rulePart) bool {
	for _, h := range r.u.sentHits(r.s) {
		if int(h.start) >= p.a && int(h.end) <= p.b && a.lx.m.terms[h.term].cats.any(cats(catNegation, catProhibit)) {
			return true
		}
	}
	return false
}

// ruleKey names a rule sentence in its unit.
type ruleKey struct {
	u     *unit
	start int32
}

// rulePart is one of a rule's joined requirements: its span, its
// content tokens, and whether a restatement may leave it out (it opens
// with a word for "and", or is an item of a list closed by one, and
// grants no exception).
type rulePart struct {
	a, b      int
	droppable bool
	toks      []uint64
}

// requirementParts cuts rule r into the requirements it joins, once per
// rule: at its words for "and" (eight languages; Italian "è" folded to
// "e" is no "and") and, in a list, at its commas and enumerators
// ("$25,000" is one number); in Chinese and Japanese, at a word for
// "and" that opens a clause or is never part of another word (see
// cjkClauseJoins); in Korean, at its commas and at "및", "그리고" (among
// conjunctWords). Rules in those three scripts were not cut before
// session 51. Nil for a rule with no restriction, prohibition or
// precondition.
func (a *analysis) requirementParts(r upstreamRule) []rulePart {
	key := ruleKey{r.u, r.s.start}
	if ps, ok := a.ruleParts[key]; ok {
		return ps
	}
	ps := a.cutRequirements(r)
	if a.ruleParts == nil {
		a.ruleParts = map[ruleKey][]rulePart{}
	}
	a.ruleParts[key] = ps
	return ps
}

func (a *analysis) cutRequirements(r upstreamRule) []rulePart {
	lx := a.lx
	t := r.u.f.text
	from, to := int(r.s.start), int(r.s.end)
	// "Só se designa …": the accented "só" restricts (see weakening).
	// A rule whose exception joins two conditions ("unless a gas test
	// has been logged … AND a top-man is standing by") has parts too; a
	// wait ("until a technician signs") does not.
	// So does one that joins its parts with "both … and" ("every label
	// shows both the variety name and the pruning group"), in no word of
	// a duty. So does a protected rule that joins them under a word of
	// necessity ("CPT data sent to design must be accompanied by the
	// groundwater level and by the laboratory's corrosivity results").
	if !r.cs.any(cats(catRequire, catRestrict, catProhibit, catPrecondition)) && !(r.cs.has(catException) && !r.cs.has(catUntil)) &&
		!accentedOnly(r.u.sentenceEvidence(r.s).Quote) && !bothAnd(r.u.f.text[r.s.start:r.s.end]) &&
		!(r.ruleID != "" && necessityCues.first(r.u.f.text[r.s.start:r.s.end]) >= 0) {
		return nil
	}
	cjk := strings.ContainsFunc(t[from:to], isCJK)
	type cut struct {
		at   int
		join bool
	}
	cuts := []cut{{from, false}}
	for i := from; i < to; i++ {
		switch c := t[i]; {
		case c == ',' && !(i > from && i+1 < to && isDigit(t[i-1]) && isDigit(t[i+1])), c == ';', c == '(':
			cuts = append(cuts, cut{i + 1, false})
		}
	}
	st := t[from:to]
	// In Chinese and Japanese a word for "and" joins requirements where it
	// opens a clause (",并通知质检", ",且 15 公斤以上…") or is one no
	// word holds inside it ("以及", "かつ"): "和" inside "和平" joins
	// nothing.
	if cjk {
		for _, w := range cjkClauseJoins {
			for k := 0; ; {
				j := strings.Index(st[k:], w.word)
				if j < 0 {
					break
				}
				at := from + k + j
				if !w.opensOnly || at > from && (t[at-1] == ',' || t[at-1] == ' ' || t[at-1] == ';') {
					cuts = append(cuts, cut{at, true})
				}
				k += j + len(w.word)
			}
		}
	}
	for _, w := range conjunctWords {
		for k := 0; ; {
			j := indexCue(st[k:], w)
			if j < 0 {
				break
			}
			// Folded, Italian "è" (is) reads as "e" (and); a capital
			// "AND" stressed in a rule is the word.
			if at := from + k + j; strings.EqualFold(r.u.evidence(at, at+len(w)).Quote, w) {
				cuts = append(cuts, cut{at, true})
			}
			k += j + len(w)
		}
	}
	slices.SortFunc(cuts, func(x, y cut) int { return x.at - y.at })
	cuts = append(cuts, cut{to, false})
	var parts []rulePart
	var join []bool
	// "and (c) …": the word for "and" opens the part after it.
	carry := false
	for i := 0; i+1 < len(cuts); i++ {
		pa, pb := cuts[i].at, cuts[i+1].at
		carry = carry || cuts[i].join
		if pb <= pa {
			continue
		}
		if toks := lx.tokens(r.u, pa, pb, functionCats, true, nil); len(toks) >= 2 {
			parts = append(parts, rulePart{a: pa, b: pb, toks: toks})
			join = append(join, carry)
			carry = false
		}
	}
	// A part before a later one that opens with a word for "and" is an
	// item of one list, cut at commas.
	later := false
	for i := len(parts) - 1; i >= 0; i-- {
		later = later || join[i]
		p := &parts[i]
		p.droppable = later && !a.clauseHas(r.u, r.s, p.a, p.b, catException, catNoNeed) && !a.opensWithCondition(r.u, r.s, p.a)
	}
	return parts
}

// cjkClauseJoins join two requirements in Chinese and Japanese: each,
// or only where it opens a clause (after a comma).
var cjkClauseJoins = []struct {
	word      string
	opensOnly bool
}{
	{"并且", false}, {"而且", false}, {"以及", false}, {"同时", true}, {"并", true}, {"且", true}, {"及", true},
	{"かつ", false}, {"および", false}, {"及び", false}, {"並びに", false}, {"ならびに", false},
}

// ownConditional reports a conditional word in restatement it (or its
// section) that the rule does not use before its exception: a condition
// of the restatement's own.
func (a *analysis) ownConditional(r upstreamRule, it *indexed) bool {
	lx := a.lx
	if !it.cs.has(catConditional) {
		return it.s.section.has(catConditional)
	}
	end := int(r.s.end)
	if h, ok := r.u.firstCatHit(lx, r.s, catException, int(r.s.start), int(r.s.end)); ok {
		end = int(h.start)
	}
	for _, h := range it.u.sentHits(it.s) {
		if !lx.m.terms[h.term].cats.has(catConditional) {
			continue
		}
		w := it.u.f.text[h.start:h.end]
		if k := indexCue(r.u.f.text[r.s.start:end], w); k < 0 {
			return true
		}
	}
	return false
}

// ownExceptionWords reports a restatement whose only exception or
// negation words are ones the rule uses before its exception: "sem passar
// pelo comitê" restates "aceitos direto, sem comitê" and keeps nothing of
// "exceto quando as datas coincidirem com eventos". A restriction or a
// prohibition of its own keeps what it did.
func (a *analysis) ownExceptionWords(r upstreamRule, it *indexed) bool {
	lx := a.lx
	// A ban's exception dropped leaves the ban stricter ("nil by mouth
	// until 15:00, unless the ward calls"), and only a sentence that
	// states the rule restates it ("Pela regra do trimestre, …", not a
	// case: "corredora 145: sin registro en el control 7").
	if it.cs.any(cats(catRestrict, catProhibit)) || r.cs.has(catProhibit) ||
		!it.cs.any(cats(catModal, catRuleWord, catPolicyObject)) && !it.s.section.has(catRuleHead) && !a.labeledRule(it) {
		return false
	}
	rt := r.u.f.text[r.s.start:r.s.end]
	own := false
	for _, x := range it.u.sentHits(it.s) {
		cs := lx.m.terms[x.term].cats
		if !cs.any(exceptionCats.or(cats(catNegation))) {
			continue
		}
		// Only a word for "without" the rule used before another
		// exception of its own; a plain negation keeps the exception.
		w := it.u.f.text[x.start:x.end]
		k := indexCue(rt, w)
		if !cs.has(catNoNeed) || k < 0 {
			return false
		}
		later := false
		for _, h := range r.u.sentHits(r.s) {
			if int(h.start)-int(r.s.start) > k+len(w) && lx.m.terms[h.term].cats.has(catException) && r.u.f.text[h.start:h.end] != w {
				later = true
				break
			}
		}
		if !later {
			return false
		}
		own = true
	}
	return own
}

// askInCondition reports an ask word inside an exception or condition
// ("non-refundable unless the family asks for an earlier slot"): part of
// the rule's condition, not someone's question.
func (a *analysis) askInCondition(it *indexed) bool {
	t := it.u.f.text
	for _, w := range askWords {
		k := indexCue(t[it.s.start:it.s.end], w)
		if k < 0 {
			continue
		}
		pos := int(it.s.start) + k
		ca, _ := it.u.clause(a.lx, it.s, pos)
		if !a.clauseHas(it.u, it.s, ca, pos, catException, catConditional) {
			return false
		}
	}
	return true
}

// exceptionTokens are the content words of every clause of s that opens
// with an exception cue ("unless …", "否则 …"), sorted.
func (a *analysis) exceptionTokens(u *unit, s sentence) []uint64 {
	var toks []uint64
	for _, h := range u.sentHits(s) {
		if a.lx.m.terms[h.term].cats.has(catException) {
			_, cb := u.clause(a.lx, s, int(h.end))
			toks = a.lx.tokens(u, int(h.start), cb, functionCats, true, toks)
		}
	}
	slices.Sort(toks)
	return slices.Compact(toks)
}

// containsAnyQuantity reports a quantity of qs that xs holds too.
func containsAnyQuantity(xs, qs []quantity) bool {
	for _, q := range qs {
		if containsQuantity(xs, q) {
			return true
		}
	}
	return false
}

// sameQuantityIn reports a quantity of a that b holds too.
func sameQuantityIn(a, b []quantity) bool {
	for _, x := range a {
		if containsQuantity(b, x) {
			return true
		}
	}
	return false
}

// tokensOutsideParens returns the content tokens of [from, to) in u, leaving
// out what stands in parentheses: an aside, not the condition.
func (a *analysis) tokensOutsideParens(u *unit, from, to int) []uint64 {
	t := u.f.text
	var toks []uint64
	start, depth := from, 0
	for i := from; i < to; i++ {
		switch t[i] {
		case '(':
			if depth == 0 && i > start {
				toks = a.lx.tokens(u, start, i, functionCats, true, toks)
			}
			depth++
		case ')':
			if depth > 0 {
				depth--
				if depth == 0 {
					start = i + 1
				}
			}
		}
	}
	if depth == 0 && start < to {
		toks = a.lx.tokens(u, start, to, functionCats, true, toks)
	}
	slices.Sort(toks)
	return slices.Compact(toks)
}

// statesLimitOf reports whether sentence it states one of the limits qs
// as a bound (see statesBound).
func (a *analysis) statesLimitOf(it *indexed, qs []quantity) bool {
	for _, x := range it.u.sentQuantities(it.s) {
		if containsQuantity(qs, x) && a.statesBound(it, x) {
			return true
		}
	}
	return false
}

// statesBound reports whether the number x of a restatement sits where a
// limit is stated: in a clause with a limit, bound, restriction,
// prohibition, modal, requirement or exception cue, or in a sentence
// labelled or filed as a rule. "Credits issued this month: 0.00 EUR" states
// a count, not the monthly credit limit.
func (a *analysis) statesBound(it *indexed, x quantity) bool {
	if it.s.section.has(catRuleHead) || a.labeledRule(it) {
		return true
	}
	ca, cb := it.u.clause(a.lx, it.s, int(x.start))
	return a.clauseHas(it.u, it.s, ca, cb, catLimit, catBound, catRestrict, catProhibit, catModal, catRequire,
		catException, catNoNeed, catUnlimited, catNegation) || thresholdBefore(it.u.f.text[ca:x.start]) ||
		spanWithinAfter(it.u.f.text[:it.s.end], x) || permitEnds.endsText(strings.TrimRight(it.u.f.text[ca:x.start], " "))
}

// permitsNumber reports a verb of permitVerbs right before a number in
// folded sentence text t.
func permitsNumber(t string) bool {
	if !slices.ContainsFunc(permitStems, func(w string) bool { return strings.Contains(t, w) }) {
		return false
	}
	for i := 1; i < len(t); i++ {
		if isDigit(t[i]) && !isDigit(t[i-1]) && permitEnds.endsText(strings.TrimRight(t[:i], " ")) {
			return true
		}
	}
	return false
}

// permitVerbs are verbs that permit, folded (permitWords, which grant a
// thing outright, are modals: "may", "pode"): a number right after one is
// bound as "up to" binds it ("the certificate allows 52 passengers per
// coach", "a licença permite 40 pessoas", "le certificat permet 52").
var permitVerbs = []string{"allows", "allow", "allowed", "permits", "permitted", "authorises", "authorizes",
	"allows for", "permite", "permitem", "autoriza", "autorizam", "admite", "admitem", "permet", "permettent", "autorise",
	"autorisent", "erlaubt", "gestattet", "consente", "consentono", "permette", "permettono", "autorizza", "允许", "许可"}

// permitEnds finds a word of permitVerbs ending a lead; permitStems are
// their first four bytes (a CJK word whole), which a sentence with no
// such verb lacks: a plain search for them rules a sentence out before
// the scan for numbers. Derived from permitVerbs, they hold every word.
var (
	permitEnds  = newSuffixCues(permitVerbs)
	permitStems = func() []string {
		var out []string
		for _, w := range permitVerbs {
			stem := w
			if w[0] < utf8.RuneSelf && len(w) > 4 {
				stem = w[:4]
			}
			if !slices.Contains(out, stem) {
				out = append(out, stem)
			}
		}
		return out
	}()
)

// plainNegation reports a negation in s that is not just "without"
// ("may issue … without a team lead" permits; "do not issue" forbids).
func (a *analysis) plainNegation(u *unit, s sentence) bool {
	for _, h := range u.sentHits(s) {
		cs := a.lx.m.terms[h.term].cats
		if cs.has(catNegation) && !cs.has(catNoNeed) {
			return true
		}
	}
	return false
}

// cueClauseRestated reports whether restatement it shares a content word
// with a clause of rule r that holds a cue of cs. A rule of one clause
// is restated whenever it is aligned at all.
func (a *analysis) cueClauseRestated(r upstreamRule, it *indexed, cs catSet) bool {
	for _, h := range r.u.sentHits(r.s) {
		if !a.lx.m.terms[h.term].cats.any(cs) {
			continue
		}
		ca, cb := r.u.clause(a.lx, r.s, int(h.start))
		if ca == int(r.s.start) && cb == int(r.s.end) {
			return true
		}
		if overlap(a.lx.tokens(r.u, ca, cb, functionCats, true, nil), it.toks) > 0 {
			return true
		}
	}
	return false
}

// negatedComparative reports a negation in s followed by one word and a
// comparative: "no closer than", "not later than", "não mais perto do
// que", "nicht näher als".
func (a *analysis) negatedComparative(u *unit, s sentence) bool {
	t := u.f.text
	// Chinese writes a floor or a ceiling as a negated comparative: "不得
	// 少于 100 米" (no less than), "不低于", "不得超过".
	if st := t[s.start:s.end]; strings.Contains(st, "不") && firstCue(st, cjkNegatedComparatives) >= 0 {
		return true
	}
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.has(catNegation) {
			continue
		}
		rest := strings.TrimLeft(t[h.end:s.end], " ")
		i := 0
		for i < len(rest) && isWordByte(rest[i]) {
			i++
		}
		if i > 0 && comparativeAfter(rest, i) {
			return true
		}
		// The Romance form, a word or two later: "não voam mais perto do
		// que", "no más cerca de", "pas plus près que", "non più vicino di".
		words := strings.Fields(rest)
		for k := 0; k < len(words) && k < 3; k++ {
			w := strings.Trim(words[k], ",;")
			if w != "mais" && w != "mas" && w != "plus" && w != "piu" || k+2 >= len(words) {
				continue
			}
			if slices.Contains(comparatives, words[k+2]) || k+3 < len(words) && words[k+2] == "do" && words[k+3] == "que" {
				return true
			}
		}
	}
	return false
}

// cjkNegatedComparatives are Chinese floors and ceilings said as "not
// less than" or "not more than".
var cjkNegatedComparatives = []string{"不得少于", "不少于", "不得低于", "不低于", "不应少于", "不应低于", "不能少于", "不能低于",
	"不得小于", "不小于", "不得多于", "不多于", "不得高于", "不高于", "不得大于", "不大于", "不得超过", "不超过"}

// cueWords quotes the cue words of categories cs in sentence s.
func cueWords(lx *lexicon, u *unit, s sentence, cs catSet) string {
	var ws []string
	for _, h := range u.sentHits(s) {
		if lx.m.terms[h.term].cats.any(cs) {
			w := strings.TrimSpace(u.evidence(int(h.start), int(h.end)).Quote)
			if w != "" && !slices.Contains(ws, w) {
				ws = append(ws, w)
			}
		}
	}
	if len(ws) == 0 {
		return "condition"
	}
	return "condition (" + strings.Join(quoteAll(ws), ", ") + ")"
}

func (a *analysis) reportWeakened(r upstreamRule, it *indexed, why string) {
	down := it.u.sentenceEvidence(it.s)
	rule := clip(r.u.sentenceEvidence(r.s).Quote, 120)
	var ev []review.Evidence
	src := "the original's rule"
	if r.ruleID != "" {
		src = fmt.Sprintf("protected rule %q", r.ruleID)
	} else {
		ev = append(ev, r.u.sentenceEvidence(r.s))
	}
	ev = append(ev, down)
	// The same restatement weakening the same rule twice (a protected rule
	// the system message also states) is one finding, with both sources.
	for i := range a.findings {
		if f := &a.findings[i]; f.ID == FindingRuleWeakened && slices.Contains(f.Evidence, down) {
			f.Evidence = dedupeEvidence(append(f.Evidence, ev...))
			return
		}
	}
	a.add(FindingRuleWeakened, fmt.Sprintf("The summary restates %s (%q) as %q, which %s; the rule stands as originally written.",
		src, rule, clip(down.Quote, 120), why), ev...)
	// Said as a change that took effect ("since the October audit, the
	// two signatures apply only above 100 g", "from now on …"), the weaker
	// rule is an order to work under it: the policy is declared no longer
	// in force as written.
	if a.perID[FindingEmbeddedInstruction] == 0 && !strings.HasPrefix(why, "changes") && down.Pane == review.PaneSummary &&
		(why == "declares it no longer in force" && it.cs.has(catNoLonger) || it.cs.has(catStanding) || opensWithSince(it.u.f.text[it.s.start:it.s.end])) {
		a.addInferred(FindingEmbeddedInstruction, fmt.Sprintf("The summary %s: %q. A summary reports state; it must not give the next context new orders.",
			instrVoid, clip(down.Quote, 160)), down)
	}
}

// sameLastWord reports spans [a, b) of u and [c, d) of v whose last
// content words are the same word (or concept). A parenthesis closing the
// first span is left out, as the condition's tokens leave it out.
func (a *analysis) sameLastWord(u *unit, from, to int, v *unit, vfrom, vto int) bool {
	if i := strings.LastIndexByte(u.f.text[from:to], '('); i >= 0 && !strings.Contains(u.f.text[from+i:to], ")") ||
		strings.HasSuffix(strings.TrimRight(u.f.text[from:to], " .;,"), ")") {
		return false
	}
	x, y := a.lastWordToken(u, from, to), a.lastWordToken(v, vfrom, vto)
	return x != 0 && x == y
}

// lastWordToken returns the token of the last content word in [from, to)
// of u, or 0 when there is none.
func (a *analysis) lastWordToken(u *unit, from, to int) uint64 {
	t := u.f.text
	end := to
	for end > from {
		// Back over what is not a word, then over the word.
		r, size := utf8.DecodeLastRuneInString(t[from:end])
		if !isWordRune(r) && !isCJK(r) {
			end -= size
			continue
		}
		start := end
		if isCJK(r) {
			start -= size
			if r2, s2 := utf8.DecodeLastRuneInString(t[from:start]); isCJK(r2) {
				start -= s2
			}
		} else {
			for start > from {
				r2, s2 := utf8.DecodeLastRuneInString(t[from:start])
				if !isWordRune(r2) || isCJK(r2) {
					break
				}
				start -= s2
			}
		}
		if toks := a.lx.tokens(u, start, end, functionCats, true, nil); len(toks) > 0 {
			return toks[0]
		}
		end = start
	}
	return 0
}

// negatesRuleAct reports a no-longer cue h in restatement it followed by
// the act rule r forbids: "不再接受新的改动" for "不接受新的改动", "no longer
// accepts changes" for "does not accept changes".
func (a *analysis) negatesRuleAct(r upstreamRule, it *indexed, h hit) bool {
	if !r.cs.any(cats(catNegation, catProhibit)) {
		return false
	}
	rt, w := r.u.f.text[r.s.start:r.s.end], wordAfter(it.u.f.text, int(h.end))
	for off := 0; ; {
		i := strings.Index(rt[off:], w)
		if i < 0 {
			return false
		}
		// A word's start, or any place in Chinese or Japanese.
		if j := off + i; j == 0 || !isWordByte(rt[j-1]) || isCJKAt(w, 0) {
			return true
		}
		off += i + len(w)
	}
}

// noLongerKeepsProhibition reports a restatement whose no-longer cue
// negates the act rule r forbids: the prohibition is kept in its words.
func (a *analysis) noLongerKeepsProhibition(r upstreamRule, it *indexed) bool {
	if !it.cs.has(catNoLonger) {
		return false
	}
	for _, h := range it.u.sentHits(it.s) {
		if a.lx.m.terms[h.term].cats.has(catNoLonger) && a.negatesRuleAct(r, it, h) {
			return true
		}
	}
	return false
}

// wordAfter returns the word right after i: two characters of Chinese or
// Japanese, else its first five letters. A word shorter than three
// letters is never found.
func wordAfter(t string, i int) string {
	t = strings.TrimLeft(t[i:], " ")
	if isCJKAt(t, 0) {
		n := 0
		for k := range t {
			if n == 2 {
				return t[:k]
			}
			n++
		}
		return t
	}
	// The stem: "accepts" restates "accept".
	k := 0
	for k < len(t) && k < 5 && isWordByte(t[k]) {
		k++
	}
	if k < 3 {
		return "\x00"
	}
	return t[:k]
}

// sinceWords open a sentence that dates a change, folded: "since the
// October audit", "desde a auditoria", "seit dem Audit", "自从审计".
var sinceWords = []string{"since", "desde", "depuis", "seit", "dal ", "dalla", "dallo", "dopo l'audit", "自从", "自", "从上月起", "以降"}

// opensWithSince reports a sentence that opens with a since-word.
func opensWithSince(t string) bool {
	t = strings.TrimLeft(t, " -*•")
	for _, w := range sinceWords {
		if strings.HasPrefix(t, w) && (w[0] >= 0x80 || len(t) == len(w) || !isWordByte(t[len(w)])) {
			return true
		}
	}
	return false
}

// partialDateCarried reports a date (a record's, or a day and month a
// tool or message gives) the summary or contract gives
// only in part: by its day of the month with a day word ("prazo dia 30",
// "30日", "30号", "the 30th"), or, within the week after the event, by its
// weekday ("周五前", "by Friday", "até sexta").
func (a *analysis) partialDateCarried(q quantity) bool {
	return a.dateCarriedInPart(q, true)
}

// dayCarried is partialDateCarried by the day of the month alone: a
// weekday may name another week's day ("quarta, 6/10" for a hold that
// lapses on Wednesday 29/9).
func (a *analysis) dayCarried(q quantity) bool {
	return a.dateCarriedInPart(q, false)
}

func (a *analysis) dateCarriedInPart(q quantity, weekdays bool) bool {
	var d time.Time
	switch {
	case q.kind == qDate:
		d = time.Unix(int64(q.vals[0])*86400, 0).UTC()
	case q.kind == qDayMonth && q.nvals >= 1:
		// A day and month with no year ("1月25日") is read in the
		// event's year, or the next when that puts it before the event.
		md := int(q.vals[0])
		ev := a.ev.CreatedAt.UTC()
		d = time.Date(ev.Year(), time.Month(md/100), md%100, 0, 0, 0, 0, time.UTC)
		if d.Before(ev.AddDate(0, 0, -1)) {
			d = d.AddDate(1, 0, 0)
		}
	default:
		return false
	}
	day := strconv.Itoa(d.Day())
	forms := []string{"dia " + day, "day " + day, day + "日", day + "号", day + "일"}
	switch d.Day() {
	case 1, 21, 31:
		forms = append(forms, day+"st")
	case 2, 22:
		forms = append(forms, day+"nd")
	case 3, 23:
		forms = append(forms, day+"rd")
	default:
		forms = append(forms, day+"th")
	}
	ev := a.ev.CreatedAt.UTC()
	start := time.Date(ev.Year(), ev.Month(), ev.Day(), 0, 0, 0, 0, time.UTC)
	if ahead := d.Sub(start); weekdays && ahead >= 0 && ahead < 7*24*time.Hour {
		forms = append(forms, weekdayNames[d.Weekday()]...)
	}
	for _, u := range a.downstream() {
		for _, f := range forms {
			if indexCue(u.f.text, f) >= 0 {
				return true
			}
		}
	}
	return false
}

// weekdayNames are each weekday's folded names in the languages the
// lexicon reads.
var weekdayNames = [7][]string{
	{"sunday", "domingo", "dimanche", "sonntag", "domenica", "周日", "周天", "星期日", "星期天", "礼拜天", "日曜", "일요일"},
	{"monday", "segunda", "lunes", "lundi", "montag", "lunedi", "周一", "星期一", "礼拜一", "月曜", "월요일"},
	{"tuesday", "terca", "martes", "mardi", "dienstag", "martedi", "周二", "星期二", "礼拜二", "火曜", "화요일"},
	{"wednesday", "quarta", "miercoles", "mercredi", "mittwoch", "mercoledi", "周三", "星期三", "礼拜三", "水曜", "수요일"},
	{"thursday", "quinta", "jueves", "jeudi", "donnerstag", "giovedi", "周四", "星期四", "礼拜四", "木曜", "목요일"},
	{"friday", "sexta", "viernes", "vendredi", "freitag", "venerdi", "周五", "星期五", "礼拜五", "金曜", "금요일"},
	{"saturday", "sabado", "samedi", "samstag", "sabato", "周六", "星期六", "礼拜六", "土曜", "토요일"},
}

// measureCarried reports a quantity downstream of q's measure and
// value, in whatever unit of it: "1.5 h" for 90 minutes, "1,2 t" for
// 1200 kg.
func (a *analysis) measureCarried(q quantity) bool {
	for _, x := range a.allDownstreamQuantities() {
		if q.per > 0 && x.per > 0 && x.unit == q.unit && math.Abs(x.vals[0]*x.per-q.vals[0]*q.per) <= 1e-6*q.vals[0]*q.per {
			return true
		}
	}
	return false
}

// limitConcepts name limits, budgets and expiries in source-of-truth keys.
var limitConcepts = []concept{cLimit, cBudget, cExpiry, cDue}

// checkSourceLimits checks that limits, budgets and expiries in the source
// of truth reach the summary or contract. It runs after the conflict
// check: a limit carried with the wrong value is a conflict, not missing.
func (a *analysis) checkSourceLimits() {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return
	}
	dq := a.downstreamQuantities()
	for _, k := range sortedKeys(sot.Facts) {
		v := sot.Facts[k]
		kc, _, _ := a.keyTerms(k)
		if !overlapsConcepts(kc, limitConcepts) {
			continue
		}
		// The source's value is exact: carried when it appears downstream
		// at all, as a limit or not.
		q, ok := valueQuantity(v)
		if !ok || containsQuantity(dq, q) || containsQuantity(a.allDownstreamQuantities(), q) || a.conflictOn(k) || a.partialDateCarried(q) {
			continue
		}
		// A bare number whose key names its unit ("max_bottom_time_min":
		// 90, "turnaround_hours_max": 72) is carried in another unit of
		// that measure ("1.5 小时", "3 días").
		if q.kind == qPlain && q.per == 0 && q.unit == 0 {
			if un, f := fieldUnit(k); f > 0 {
				q.unit, q.per = un, f
				if a.measureCarried(q) {
					continue
				}
			}
		}
		a.add(FindingMissingLimit, fmt.Sprintf("The source of truth sets %s = %s, but the summary and contract do not carry it; treat it as still in force at its most restrictive, never as unlimited.",
			k, clip(fmt.Sprint(v), 40)), factEvidence(k, v))
	}
	a.checkCitedApprovalExpiries()
	c := a.ev.Summary.Contract
	if c == nil {
		return
	}
	for i, ap := range c.Approvals {
		if ap.ExpiresAt != nil {
			continue
		}
		for j, sa := range sot.Approvals {
			// The expiry said in the summary's words as a bound ("válida
			// até 10/12/2026") is carried, if not in the contract's field;
			// the same day named for something else ("出港 12月5日") is not.
			if sameID(sa.ID, ap.ID) && sa.ExpiresAt != nil && !containsQuantity(dq, dateOf(*sa.ExpiresAt)) {
				a.add(FindingMissingLimit, fmt.Sprintf("Approval %q expires at %s in the source of truth, but the contract gives it no expiry; it must not be treated as open-ended.",
					ap.ID, sa.ExpiresAt.UTC().Format(time.RFC3339)),
					contractEvidence(ptrAt("/approvals/", i, "/id"), ap.ID),
					// The whole value: the time as sent is not kept byte for byte.
					review.Evidence{Pane: review.PaneSourceOfTruth, Ref: ptrAt("/approvals/", j, "/expires_at")})
			}
		}
	}
}

// conflictOn reports whether a source_conflict already points at fact key.
func (a *analysis) conflictOn(key string) bool {
	ref := "/facts/" + pointerToken(key)
	for _, f := range a.findings {
		if f.ID != FindingSourceConflict {
			continue
		}
		for _, e := range f.Evidence {
			if e.Pane == review.PaneSourceOfTruth && e.Ref == ref {
				return true
			}
		}
	}
	return false
}

// factEvidence quotes a source-of-truth fact: its string, or the JSON text
// of a number or boolean.
func factEvidence(key string, v any) review.Evidence {
	s := factText(v)
	return review.Evidence{Pane: review.PaneSourceOfTruth, Ref: "/facts/" + pointerToken(key), Start: 0, End: len(s), Quote: s}
}

// factText is the text of a fact value as it appears in JSON (strings
// without quotes).
func factText(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return x
	case bool:
		if x {
			return "true"
		}
		return "false"
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

// formalities are the words that ask a condition be on record, folded:
// "written", "in writing", "signed", "por escrito", "书面".
var formalities = []string{"written", "in writing", "signed", "escrito", "escrita", "escritos", "escritas", "por escrito",
	"assinado", "assinada", "firmado", "firmada", "ecrit", "ecrite", "par ecrit", "schriftlich", "schriftliche",
	"schriftlichen", "scritto", "scritta", "per iscritto", "书面", "書面", "서면"}

// signedFormality reports a formality of signing ("signed", "assinada",
// "firmado").
func signedFormality(w string) bool {
	switch w {
	case "signed", "assinado", "assinada", "firmado", "firmada":
		return true
	}
	return false
}

// signingWords say a signature in other forms than the participle: "the
// speaker signed the release" keeps "a signed release", and so do
// "signing the visitor log", "the sign-off", "com assinatura", "firmó".
var signingWords = []string{"sign", "signs", "signing", "signature", "signatures", "sign-off", "signoff", "signed off",
	"countersign", "countersigned", "assinatura", "assinaturas", "assinar", "assinou", "assinaram", "assine", "assina",
	"firma", "firmas", "firmar", "firmo", "firmaron", "firme", "signe", "signer", "unterschrift", "unterschrieben",
	"unterschreiben", "firmato", "firmata", "firmare", "签字", "签名", "署名", "서명"}

// formalityIn returns the first formality word of t, "" if none.
func formalityIn(t string) string {
	if k := firstCue(t, formalities); k >= 0 {
		for _, w := range formalities {
			if indexCue(t[k:], w) == 0 {
				return w
			}
		}
		return "written"
	}
	return ""
}

// numberSoonAfter reports a digit within a short word of i: "non più di
// 80", "no longer than 30".
func numberSoonAfter(t string, i, end int) bool {
	for k := i; k < end && k < i+12; k++ {
		if t[k] >= '0' && t[k] <= '9' {
			return true
		}
	}
	return false
}

// comparatives follow "no more" when it bounds an amount ("nicht mehr
// als vier", "no longer than a week", "não mais que dois"), not when it
// says something ended.
var comparatives = []string{"als", "than", "que", "do que", "di", "de"}

// comparativeAfter reports a comparative word right after offset i.
func comparativeAfter(t string, i int) bool {
	rest := strings.ToLower(strings.TrimLeft(t[i:], " "))
	for _, w := range comparatives {
		if strings.HasPrefix(rest, w) && (len(rest) == len(w) || !isWordByte(rest[len(w)])) {
			return true
		}
	}
	return false
}

// withoutWords hold a rule's exception inside a prohibition, folded:
// "never … without", "nunca … sem", "未经 … 不得".
var withoutWords = []string{"without", "sem", "sin", "sans", "ohne", "senza", "未经", "なしに", "なしで", "없이"}

// inCondition reports a quantity after a connector that opens a
// condition (after, until, if) in its clause, with the clause's limit,
// restriction or prohibition cue before that connector: the number is
// part of what the rule waits for, not of what it limits.
func (a *analysis) inCondition(u *unit, s sentence, ca int, q quantity) bool {
	conn, cue := -1, -1
	for _, h := range u.sentHits(s) {
		if int(h.start) < ca || h.start >= q.start {
			continue
		}
		cs := a.lx.m.terms[h.term].cats
		if cs.any(cats(catAfter, catUntil, catConditional)) && !cs.any(cats(catLimit, catRestrict, catProhibit)) {
			conn = int(h.start)
		} else if cs.any(cats(catLimit, catRestrict, catProhibit)) {
			cue = int(h.start)
		}
	}
	return conn >= 0 && cue >= 0 && cue < conn
}

// sameWithoutException reports a rule that holds its exception in
// "without" ("never … without the grower's written confirmation")
// restated with an exception that names the same thing ("unless the
// grower has confirmed it in writing"): the exception is the rule's own.
// Another exception ("sauf si la récolte l'exige" for "sans dérogation
// écrite") is new.
func (a *analysis) sameWithoutException(r upstreamRule, it *indexed) bool {
	rt := r.u.f.text[r.s.start:r.s.end]
	k := withoutCues.first(rt)
	if k < 0 {
		return false
	}
	_, rcb := r.u.clause(a.lx, r.s, int(r.s.start)+k)
	rc := a.lx.tokens(r.u, int(r.s.start)+k, rcb, functionCats, true, nil)
	t := it.u.f.text[it.s.start:it.s.end]
	e := exceptionCues.first(t)
	if e < 0 || len(rc) == 0 {
		return false
	}
	_, cb := it.u.clause(a.lx, it.s, int(it.s.start)+e)
	ic := a.lx.tokens(it.u, int(it.s.start)+e, cb, functionCats, true, nil)
	return overlap(rc, ic) > 0
}

// isKanaOrHangul reports a Japanese kana or a Korean syllable.
func isKanaOrHangul(r rune) bool {
	return r >= 0x3040 && r <= 0x30FF || r >= 0xAC00 && r <= 0xD7AF || r >= 0x1100 && r <= 0x11FF
}

// checkCitedApprovalExpiries finds record approvals the summary names by
// id ("under ethics approval EC-2024-116") whose expiry neither the
// summary nor the contract carries: the next context would work under an
// approval it takes to be open-ended. An approval the contract lists is
// checked above, by its own expires_at.
func (a *analysis) checkCitedApprovalExpiries() {
	if a.summary == nil {
		return
	}
	sot := a.ev.SourceOfTruth
	var listed []string
	if c := a.ev.Summary.Contract; c != nil {
		for _, ap := range c.Approvals {
			listed = append(listed, ap.ID)
		}
	}
	var text string
	for j, sa := range sot.Approvals {
		if sa.ExpiresAt == nil || sa.ID == "" || slices.ContainsFunc(listed, func(id string) bool { return sameID(id, sa.ID) }) {
			continue
		}
		if text == "" {
			text = strings.ToLower(a.ev.Summary.TextOrEmpty())
		}
		if !strings.Contains(text, strings.ToLower(sa.ID)) && !a.contractCitesApproval(sa.ID) && !a.reliesOnApproval(sa, len(sot.Approvals) == 1) {
			continue
		}
		// The day said as a bound ("consent granted until 2026-03-20")
		// carries the expiry; the day said otherwise (a booking on it)
		// carries it only with the expiry's hour.
		if containsQuantity(a.downstreamQuantities(), dateOf(*sa.ExpiresAt)) ||
			containsQuantity(a.allDownstreamQuantities(), dateOf(*sa.ExpiresAt)) && a.expiryHourCarried(*sa.ExpiresAt) {
			continue
		}
		a.add(FindingMissingLimit, fmt.Sprintf("The summary relies on approval %q, which expires at %s in the source of truth, but neither the summary nor the contract carries that expiry; it must not be treated as open-ended.",
			sa.ID, sa.ExpiresAt.UTC().Format(time.RFC3339)),
			review.Evidence{Pane: review.PaneSourceOfTruth, Ref: ptrAt("/approvals/", j, "/expires_at")})
	}
}

// contractCitesApproval reports a contract that cites, as a confirmed
// fact's source or among its sources, a record fact whose value is
// approval id ("acceptance": "ap-accept-3301"): it relies on the approval
// as a summary that names it does.
func (a *analysis) contractCitesApproval(id string) bool {
	c := a.ev.Summary.Contract
	if c == nil {
		return false
	}
	sot := a.ev.SourceOfTruth
	cites := func(ref string) bool {
		kind, key := a.resolve(ref)
		if kind != refFact {
			return false
		}
		v, ok := sot.Facts[key].(string)
		return ok && sameID(v, id)
	}
	for _, f := range c.ConfirmedFacts {
		if cites(f.SourceRef) {
			return true
		}
	}
	return slices.ContainsFunc(c.SourceRefs, cites)
}

// expiryHourCarried reports an expiry's time of day written downstream,
// or an expiry at the day's start or end, which its day carries: the day
// alone, not said as a bound, is often another date of the work ("T-9
// booked for 2026-12-06 13:00" beside an approval that lapses at 15:00
// that day).
func (a *analysis) expiryHourCarried(t time.Time) bool {
	t = t.UTC()
	m := t.Hour()*60 + t.Minute()
	if m == 0 || m >= 23*60+59 {
		return true
	}
	return a.clockCarried(quantity{vals: [2]float64{float64(m)}, nvals: 1, kind: qTime})
}

// reliesOnApproval reports a sentence of the summary that states record
// approval sa in force without its id: an approval word, not denied or
// pending, with a word of the approval's scope ("consent granted" for a
// listed building consent), or with none when the record holds that
// approval alone ("按船级社型式批准出证").
func (a *analysis) reliesOnApproval(sa review.SourceApproval, alone bool) bool {
	var scope []uint64
	for _, u := range a.downstream() {
		if u.pane != review.PaneSummary || isPendingUnit(u) {
			continue
		}
		for _, s := range u.sents {
			if s.heading || s.cs.any(cats(catNegation, catPending, catRequested, catHedge, catQuestion, catConditional)) {
				continue
			}
			if scope == nil {
				su := a.lx.newUnit("", "scope", sa.Scope)
				scope = a.lx.tokens(su, 0, len(su.f.text), functionCats, true, nil)
			}
			// A next step that does what the approval covers, in two of
			// its scope's words ("réserver les quatre samedis matin sur
			// le grand anneau" under "location glace grand anneau
			// janvier"), relies on it unnamed.
			if !a.sentenceHasApproval(u, s) {
				if a.nextStepLine(&indexed{u: u, s: s}) && overlap(a.lx.sentTokens(u, s), scope) >= 2 {
					return true
				}
				continue
			}
			if alone || overlap(a.lx.sentTokens(u, s), scope) > 0 {
				return true
			}
		}
	}
	return false
}

// deadlineCues set a date as the last one something may happen on, folded:
// "antes del viernes 4 de diciembre", "chiudono giovedì 3 dicembre",
// "no later than 12 May", "spätestens am 3.12.".
var deadlineCues = []string{"before", "by", "no later than", "not later than", "deadline", "antes de", "antes del", "antes da", "antes do",
	"antes das", "antes dos",
	"ate", "hasta el", "hasta", "prazo", "plazo", "avant le", "avant", "d'ici le", "au plus tard le", "au plus tard", "date limite",
	"vor dem", "bis zum", "bis", "spatestens", "frist", "entro il", "entro", "prima del", "non oltre il", "scadenza",
	"closes", "close", "closing", "cierra", "cierran", "cierre", "fecha", "fecham", "encerra", "encerram", "ferme", "ferment",
	"cloture", "chiude", "chiudono", "schliesst", "endet", "cut-off", "cutoff", "geschlossen", "gesperrt",
	"关闭", "闭馆", "打烊", "停业", "閉鎖", "閉店", "閉館", "休業", "폐쇄",
	// Chinese, Japanese and Korean deadline nouns, read as a label before
	// their date (see cjkDeadlineLabel).
	"締切", "締め切り", "〆切", "截止", "마감"}

// deadlineCueSet finds a deadline cue in a sentence, which makes its dates
// worth reading; deadlineEnds finds one ending the lead to a date.
var (
	deadlineCueSet = newCueSet(deadlineCues)
	deadlineEnds   = newSuffixCues(deadlineCues)
)

// deadlineLead reports a lead (from a clause's start to a date) that ends
// with a deadline cue, perhaps with a weekday, an article or "on" between:
// "antes del viernes", "chiudono giovedì", "by Friday", "bis zum".
func deadlineLead(lead string) bool {
	lead = strings.TrimRight(lead, " ,")
	if cjkDeadlineLabel(lead) {
		return true
	}
	for range 5 {
		if deadlineEnds.endsText(lead) || deadlineLabel(lead) {
			return true
		}
		k := strings.LastIndexByte(lead, ' ')
		if k < 0 || !deadlineFillerWord(lead[k+1:]) {
			return false
		}
		lead = strings.TrimRight(lead[:k], " ,")
	}
	return deadlineEnds.endsText(lead) || deadlineLabel(lead)
}

// deadlineLabelWords name a deadline in a label before its date, folded:
// "fecha límite para modificar el pedido: miércoles 7 de abril",
// "Cut-off for changes: 7 April".
var deadlineLabelWords = newCueSet(append([]string{"fecha limite", "data limite", "date limite", "cut-off", "cutoff", "last day",
	"ultimo dia", "letzter tag", "termine ultimo"}, deadlineWords...))

// deadlineLabel reports a lead that ends with a label naming a deadline:
// a colon closing a stretch, from the last sentence mark, that holds a
// deadline word.
func deadlineLabel(lead string) bool {
	lab, ok := strings.CutSuffix(lead, ":")
	if !ok {
		// A label joined to its date by a copula: "the print lab cut-off
		// for batch HOL-26 is December 12", "o prazo de entrega é 12/12".
		k := strings.LastIndexByte(lead, ' ')
		if k < 0 || !deadlineCopula[lead[k+1:]] {
			return false
		}
		lab = lead[:k]
		if j := strings.LastIndexAny(lab, ".;:,"); j >= 0 {
			lab = lab[j+1:]
		}
		return len(lab) <= 64 && deadlineLabelWords.first(lab) >= 0
	}
	if k := strings.LastIndexAny(lab, ".;:"); k >= 0 {
		lab = lab[k+1:]
	}
	return len(lab) <= 64 && deadlineLabelWords.first(lab) >= 0
}

// cjkDeadlineLabel reports a lead that ends with a Chinese, Japanese or
// Korean deadline noun, perhaps with a topic particle, a copula or a
// colon after it: "搬入締切は", "截止时间为", "报名截止：", "접수 마감은".
func cjkDeadlineLabel(lead string) bool {
	lead = strings.TrimRight(lead, " ")
	for _, p := range []string{"は", "が", "是", "为", "為", "은", "는", "：", ":", "日期", "时间", "時間", "日", "일"} {
		lead = strings.TrimRight(strings.TrimSuffix(lead, p), " ")
	}
	for _, w := range []string{"締切", "締め切り", "〆切", "截止", "마감"} {
		if strings.HasSuffix(lead, w) {
			return true
		}
	}
	return false
}

// deadlineCopula join a deadline's label to its date, folded.
var deadlineCopula = map[string]bool{"is": true, "e": true, "es": true, "est": true, "ist": true, "sera": true}

// deadlineFillerWord reports a word that may stand between a deadline cue
// and its date: a filler, a hyphenated weekday ("sexta-feira") or a time
// of day ("9:00", "9h00", "17h", "9am", the 9 of "9 Uhr"): "by 9:00 on Friday 4 December",
// "antes das 9h00 de sexta-feira, 4 de dezembro".
func deadlineFillerWord(w string) bool {
	if deadlineFiller[w] {
		return true
	}
	if a, b, ok := strings.Cut(w, "-"); ok {
		return deadlineFiller[a] && deadlineFiller[b]
	}
	i := 0
	for i < len(w) && isDigit(w[i]) {
		i++
	}
	if i == 0 || i > 2 {
		return false
	}
	switch rest := w[i:]; {
	case rest == "" || rest == "h" || rest == "am" || rest == "pm":
		return true
	case len(rest) == 3 && (rest[0] == ':' || rest[0] == 'h') && isDigit(rest[1]) && isDigit(rest[2]):
		return true
	}
	return false
}

// deadlineFiller may stand between a deadline cue and its date: weekdays,
// articles and "on", folded.
var deadlineFiller = map[string]bool{"today's": true, "tonight's": true, "tomorrow's": true,
	"the": true, "on": true, "o": true, "a": true, "el": true, "la": true, "le": true, "il": true,
	"dia": true, "de": true, "del": true, "am": true, "dem": true, "den": true, "zum": true, "next": true, "this": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"mon": true, "tue": true, "wed": true, "thu": true, "fri": true, "sat": true, "sun": true,
	"segunda": true, "terca": true, "quarta": true, "quinta": true, "sexta": true, "sabado": true, "domingo": true, "feira": true,
	"lunes": true, "martes": true, "miercoles": true, "jueves": true, "viernes": true,
	"lundi": true, "mardi": true, "mercredi": true, "jeudi": true, "vendredi": true, "samedi": true, "dimanche": true,
	"montag": true, "dienstag": true, "mittwoch": true, "donnerstag": true, "freitag": true, "samstag": true, "sonntag": true,
	"lunedi": true, "martedi": true, "mercoledi": true, "giovedi": true, "venerdi": true, "sabato": true, "domenica": true,
	// Before a time of day: "at 9:00", "às 9h00", "a las 9:00", "um 9 Uhr", "alle 9".
	"at": true, "as": true, "das": true, "las": true, "um": true, "uhr": true, "alle": true, "ore": true, "h": true,
	// After a time of day, its zone: "by 18:00 local on 17 Feb", "até as
	// 18h hora local de 17 de abril", "bis 18 Uhr Ortszeit am 17. Februar".
	"local": true, "time": true, "utc": true, "gmt": true, "hora": true, "horario": true, "heure": true, "ortszeit": true}

// pastDate reports a date with a year before the event's day: a deadline
// already gone by binds nothing ahead.
func (a *analysis) pastDate(q quantity) bool {
	switch q.kind {
	case qDate:
		return q.vals[0] < dateOf(a.ev.CreatedAt).vals[0]
	case qDayMonth:
		// A day without a year is taken in the event's year: before the
		// event's day by less than half a year, it has gone by ("até
		// 08/10" read on 2 December); further back it is next year's.
		c := a.ev.CreatedAt.UTC()
		m, d := int(q.vals[0])/100, int(q.vals[0])%100
		if m < 1 || m > 12 || d < 1 || d > 31 {
			return false
		}
		t := time.Date(c.Year(), time.Month(m), d, 0, 0, 0, 0, time.UTC)
		ago := c.Sub(t)
		return ago > 24*time.Hour && ago < 183*24*time.Hour
	}
	return false
}

// limitRightAfter reports a limit cue right after hit h, at most a space
// between: "may have at most", "may carry up to".
func limitRightAfter(lx *lexicon, u *unit, s sentence, h hit) bool {
	for _, g := range u.sentHits(s) {
		if g.start >= h.end && int(g.start)-int(h.end) <= 1 && lx.m.terms[g.term].cats.has(catLimit) {
			return true
		}
	}
	return false
}

// checkNecessitiesSoftened finds a necessity a user or the system stated
// that no other reading took for a rule ("jede Charge muss zwei negative
// Befunde haben", "school groups must have one adult per 10 pupils")
// restated as a preference ("sollten nach Möglichkeit", "where
// possible"): it no longer binds. Only the preference is looked for; the
// rule's other words are left to the checks above.
func (a *analysis) checkNecessitiesSoftened(ds *sentIndex) {
	if a.perID[FindingRuleWeakened] > 0 {
		return
	}
	lx := a.lx
	for _, u := range a.orig {
		if u.role != review.RoleUser && u.role != review.RoleSystem && !u.injected {
			continue
		}
		for _, s := range u.sents {
			t := u.f.text[s.start:s.end]
			if s.heading || strings.HasSuffix(t, "?") || necessityCues.first(t) < 0 && !s.cs.any(cats(catAlways, catRequire, catRestrict, catProhibit)) || softenerIn(t) != "" || s.cs.has(catHedge) {
				continue
			}
			toks := lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
			if len(toks) < 3 {
				continue
			}
			for _, c := range ds.candidates(toks) {
				it := &ds.items[c.id]
				// A preference word is rare enough in a restatement that a
				// third of the rule's words make it one.
				if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) || c.ov < 3 || 10*c.ov < 3*len(toks) {
					continue
				}
				w := softenerIn(it.u.f.text[it.s.start:it.s.end])
				if w == "" || a.quotedWords(it.u, it.s) || it.cs.has(catQuestion) {
					continue
				}
				r := upstreamRule{u: u, s: s, toks: toks, cs: s.cs, carried: true, system: u.role == review.RoleSystem || u.injected}
				a.reportWeakened(r, it, fmt.Sprintf("turns it into a preference (%q)", w))
				return
			}
		}
	}
}

// isRuleID reports a folded identifier that is a policy rule's id.
func (a *analysis) isRuleID(f string) bool {
	for _, rule := range a.rt.Rules {
		if foldString(rule.ID) == f {
			return true
		}
	}
	return false
}

// sentHasDigit reports a digit in sentence s: the cheap look that spares
// reading a sentence for dates and amounts it cannot hold.
func sentHasDigit(u *unit, s sentence) bool { return hasDigit(u.f.text[s.start:s.end]) }

// downstreamSoftened reports a preference word anywhere the next context
// reads: without one, no necessity can have been softened.
func (a *analysis) downstreamSoftened(ds *sentIndex) bool {
	for _, u := range a.downstream() {
		if softenerCues.first(u.f.text) >= 0 {
			return true
		}
	}
	return false
}

// sentDeadlineCue reports a digit and a deadline cue in sentence s, read
// once per sentence: the rule, limit and deadline checks all ask.
func sentDeadlineCue(u *unit, s sentence) bool {
	if s.idx < 0 {
		return sentHasDigit(u, s) && deadlineCueSet.first(u.f.text[s.start:s.end]) >= 0
	}
	if u.dl == nil {
		u.dl = make([]int8, len(u.sents))
	}
	if v := u.dl[s.idx]; v != 0 {
		return v == 2
	}
	ok := sentHasDigit(u, s) && deadlineCueSet.first(u.f.text[s.start:s.end]) >= 0
	u.dl[s.idx] = 1
	if ok {
		u.dl[s.idx] = 2
	}
	return ok
}

// afterRestrictingClause reports whether the sentence before it in its
// unit ends with a semicolon and restricts ("only", "somente").
func (a *analysis) afterRestrictingClause(it *indexed) bool {
	k := int(it.s.idx)
	if k <= 0 || k > len(it.u.sents) {
		return false
	}
	p := it.u.sents[k-1]
	t := strings.TrimRight(it.u.f.text[p.start:p.end], " ")
	return (strings.HasSuffix(t, ";") || strings.HasSuffix(t, "；")) && p.cs.any(restrictiveCats)
}

// banRestatedAsLeave returns a summary sentence, in another script than
// protected ban r, that speaks of the rules and grants leave with no
// word of a ban, a negation or a restriction: "院内ルール上、…と同じ来院で
// 行ってよい" for "… are not combined with an archwire change on the same
// visit". Such a sentence shares no word with the rule, so nothing else
// reads it; the script tells another language. Only when every protected
// rule of the event is in the rule's script, so the sentence restates
// one of them.
func (a *analysis) banRestatedAsLeave(ds *sentIndex, r upstreamRule) *indexed {
	// Read once per event: the scripts of its protected rules, and the
	// first sentence of each script that speaks of the rules as leave.
	if a.ruleScripts == 0 {
		a.ruleScripts = 4
		for _, o := range a.upstreamRules() {
			if o.ruleID == "" {
				continue
			}
			if mostlyCJK(o.u.f.text[o.s.start:o.s.end]) {
				a.ruleScripts |= 1
			} else {
				a.ruleScripts |= 2
			}
		}
		if a.ruleScripts&3 != 3 {
			a.leaveSent = a.leaveSentence(ds, a.ruleScripts&1 == 0)
		}
	}
	if a.ruleScripts&3 == 3 {
		return nil
	}
	return a.leaveSent
}

// citedBanAsLeave returns a summary sentence that cites a protected ban
// by its label and grants leave with no word of a ban, negation,
// restriction, exception, question or hedge: "Nach WC-2 ist der Abbau
// auch vor Vergabe der RMA-Nummer möglich" for "do not take a module off
// the roof before the RMA number is issued". Cited, it restates that
// rule in whatever language; nil when none does.
func (a *analysis) citedBanAsLeave(ds *sentIndex, labels []string) *indexed {
	for k := range ds.items {
		it := &ds.items[k]
		if it.u.pane != review.PaneSummary || it.retained || isPendingUnit(it.u) || isHypothesisUnit(it.u) ||
			it.cs.any(cats(catProhibit, catNegation, catRestrict, catException, catQuestion, catLimit, catBound, catCeiling, catCap)) {
			continue
		}
		t := it.u.f.text[it.s.start:it.s.end]
		if !citesLabel(t, labels) || !hasCue(t, leaveWords) && !hasCue(t, leaveStateWords) || a.quotedWords(it.u, it.s) || a.hedgedBesideLeave(it) {
			continue
		}
		return it
	}
	return nil
}

// hedgedBesideLeave reports a hedge in sentence it other than a word of
// leaveStateWords, which the lexicon reads as a hedge ("möglich").
func (a *analysis) hedgedBesideLeave(it *indexed) bool {
	if !it.cs.has(catHedge) {
		return false
	}
	for _, h := range it.u.sentHits(it.s) {
		if a.lx.m.terms[h.term].cats.has(catHedge) && !slices.Contains(leaveStateWords, it.u.f.text[h.start:h.end]) {
			return true
		}
	}
	return false
}

// leaveStateWords say that something is allowed as a state, folded:
// "ist … möglich", "es posible", "é permitido".
var leaveStateWords = []string{"possible", "moglich", "zulassig", "erlaubt", "possivel", "posible", "possibile", "permitido", "permitida",
	"permis", "permise", "consentito", "consentita", "ammesso", "ammessa", "可能", "가능"}

// leaveSentence returns the summary's first sentence, mostly CJK or not
// as cjk says, that speaks of the rules and grants leave with no word of
// a ban, negation, restriction, exception, question or hedge; or nil.
func (a *analysis) leaveSentence(ds *sentIndex, cjk bool) *indexed {
	for k := range ds.items {
		it := &ds.items[k]
		if it.u.pane != review.PaneSummary || it.retained || isPendingUnit(it.u) || isHypothesisUnit(it.u) ||
			!it.cs.any(cats(catRuleWord, catRuleHead)) || it.cs.any(cats(catProhibit, catNegation, catRestrict, catException, catQuestion, catHedge)) {
			continue
		}
		t := it.u.f.text[it.s.start:it.s.end]
		if !hasCue(t, leaveWords) || mostlyCJK(t) != cjk || a.quotedWords(it.u, it.s) {
			continue
		}
		return it
	}
	return nil
}

// leaveWords grant leave, folded: "てよい", "可以", "pode", "darf".
var leaveWords = []string{"may", "can", "allowed", "permitted", "pode", "podem", "puede", "pueden", "peut", "peuvent", "darf", "durfen",
	"puo", "possono", "てよい", "てもよい", "てもいい", "ことができる", "可以", "允许", "准许", "해도 된다", "해도 됩니다", "할 수 있다", "할 수 있습니다"}

// rangeJoins join the two ends of a range written in words, folded and
// trimmed: "between 1.0 and 2.0", "entre 1,0 y 2,0", "zwischen 5 und 7",
// "tra 4 e 6", "de 18 à 20".
var rangeJoins = map[string]bool{"and": true, "y": true, "e": true, "et": true, "und": true, "to": true, "a": true, "bis": true,
	"al": true, "and to": true, "à": true, "as": true, "ate": true, "hasta": true, "a las": true, "alle": true, "until": true,
	"till": true, "jusqu'a": true, "–": true, "至": true, "到": true, "和": true, "から": true, "~": true, "〜": true, "～": true, "-": true}

// rangeOpeners come right before a range's first end: "between", "entre",
// "zwischen", "tra", "fra", "de", "from", "介于", "在".
var rangeOpeners = []string{"between", "entre", "zwischen", "tra", "fra", "from", "de", "von", "介于", "在"}

// valueRange is a range read in a text: its two ends and where it is.
type valueRange struct {
	lo, hi     float64
	start, end int
}

// valueRanges returns the ranges of text t among quantities qs: two plain
// numbers of one kind after an opener, joined by one of rangeJoins.
func valueRanges(t string, qs []quantity) []valueRange {
	var out []valueRange
	for i := 0; i+1 < len(qs); i++ {
		x, y := qs[i], qs[i+1]
		// The unit said once, after the second end: "between 45 and 55
		// percent".
		if x.nvals != 1 || y.nvals != 1 || x.kind != qPlain && x.kind != qPercent || y.kind != qPlain && y.kind != qPercent || y.start <= x.end {
			continue
		}
		if !rangeJoins[strings.TrimSpace(t[x.end:y.start])] {
			continue
		}
		if endsWithWord(strings.TrimRight(t[max(0, int(x.start)-12):x.start], " "), rangeOpeners) && x.vals[0] < y.vals[0] {
			out = append(out, valueRange{x.vals[0], y.vals[0], int(x.start), int(y.end)})
		}
	}
	return out
}

// rangeWidened reports a range of rule r ("entre 1,0 y 2,0") restated with
// one end kept and the other moved outward ("entre 1,0 y 3,0"): what the
// rule keeps out is let in. A narrower range is stricter.
func rangeWidened(r upstreamRule, it *indexed) string {
	rr := valueRanges(r.u.f.text[:r.s.end], r.sentQuants())
	if len(rr) == 0 {
		return ""
	}
	for _, x := range valueRanges(it.u.f.text[:it.s.end], it.u.sentQuantities(it.s)) {
		for _, q := range rr {
			lo, hi := sameNumber(x.lo, q.lo), sameNumber(x.hi, q.hi)
			if lo && !hi && x.hi > q.hi || hi && !lo && x.lo < q.lo {
				return fmt.Sprintf("widens its range (%q to %q)", r.u.evidence(q.start, q.end).Quote, it.u.evidence(x.start, x.end).Quote)
			}
		}
	}
	return ""
}

// andWords join two conditions, folded: conjunctWords and the Chinese,
// Japanese and Korean ones. The "or" they are restated with is one of
// alternativeWords (not Spanish and Italian "o", the Portuguese article).
var andWords = slices.Concat(conjunctWords, []string{"且", "并且", "而且", "かつ"})

// orPhrases hold an "or" that joins no two conditions, folded: "ou seja"
// (that is), "or more", "ou menos".
var orPhrases = []string{"ou seja", "o sea", "or rather", "or so", "or more", "or less", "ou plus", "ou moins", "ou mais", "ou menos",
	"o mas", "o menos", "oder mehr", "oder weniger", "or above", "or below", "or higher", "or lower"}

// andAsOr reports two conditions of rule r, each with its number, joined
// by "and" ("conductivity at least 0.8 mS/cm and blossom pollen no more than
// 10%"), restated with both numbers joined by "or": either one now
// suffices where both were needed.
func andAsOr(r upstreamRule, it *indexed) string {
	rq := r.sentQuants()
	sq := it.u.sentQuantities(it.s)
	rt, st := r.u.f.text, it.u.f.text
	for i := 0; i+1 < len(rq); i++ {
		x, y := rq[i], rq[i+1]
		if !hasCue(rt[x.end:y.start], andWords) || hasCue(rt[x.end:y.start], alternativeWords) {
			continue
		}
		var xi, yi = -1, -1
		for k, q := range sq {
			if xi < 0 && equalQuantity(q, x) {
				xi = k
			} else if xi >= 0 && equalQuantity(q, y) {
				yi = k
				break
			}
		}
		if xi < 0 || yi < 0 {
			continue
		}
		// Not "ou seja" (that is) or "or more" (a bound): only a short
		// gap with a bare "or" between the two conditions.
		gap := st[sq[xi].end:sq[yi].start]
		for _, p := range orPhrases {
			gap = strings.ReplaceAll(gap, p, " ")
		}
		if len(gap) <= 60 && hasCue(gap, alternativeWords) && !hasCue(gap, andWords) {
			return fmt.Sprintf("joins its conditions with \"or\" where the rule needs both (%q)", strings.TrimSpace(it.u.evidence(int(sq[xi].start), int(sq[yi].end)).Quote))
		}
	}
	return ""
}

// conditionsAsOr reports two conditions of rule r joined by "and" ("qui
// n'ont pas de voiture et qui habitent à plus de 2 km"), restated joined
// by "or" ("sans voiture ou habitant à plus de 2 km"): a word of the four
// before "and" recurs before the "or", and one of the four after it
// after. The rule must join nothing by "or" itself, and the restatement
// nothing by "and".
func (a *analysis) conditionsAsOr(r upstreamRule, it *indexed) string {
	rt, st := r.u.f.text[r.s.start:r.s.end], it.u.f.text[it.s.start:it.s.end]
	if alternativeCues.first(st) < 0 || alternativeCues.first(rt) >= 0 || hasCue(st, condAndWords) {
		return ""
	}
	for _, p := range orPhrases {
		if strings.Contains(st, p) {
			return ""
		}
	}
	// sides returns the words of the four before the join at [at,
	// at+n) and of the five after it, within [from, to), and the span
	// they cover.
	sides := func(u *unit, from, to, at, n int) (left, right []uint64, lo, hi int) {
		lo = wordsBack(u.f.text, from, at, 4)
		hi = at + n
		for k := 0; k < 5 && hi < to; k++ {
			if j := strings.IndexByte(u.f.text[hi+1:to], ' '); j >= 0 {
				hi += j + 1
			} else {
				hi = to
			}
		}
		return a.lx.tokens(u, lo, at, functionCats, true, nil), a.lx.tokens(u, at+n, hi, functionCats, true, nil), lo, hi
	}
	for _, w := range condAndWords {
		k := indexCue(rt, w)
		if k < 0 {
			continue
		}
		// A second condition, not a second thing of a list ("juges et
		// commissaires", "refunds and charges"): it opens with a word
		// that starts a clause ("et qui habitent", "and whose") or holds a
		// number.
		after := strings.TrimLeft(rt[k+len(w):], " ")
		if !clauseOpeners[firstWord(after, 0, len(after))] && !hasDigit(after[:min(len(after), 40)]) {
			continue
		}
		rl, rr, _, _ := sides(r.u, int(r.s.start), int(r.s.end), int(r.s.start)+k, len(w))
		for _, o := range alternativeWords {
			j := indexCue(st, o)
			if j < 0 {
				continue
			}
			sl, sr, lo, hi := sides(it.u, int(it.s.start), int(it.s.end), int(it.s.start)+j, len(o))
			if overlap(rl, sl) > 0 && overlap(rr, sr) > 0 && overlap(rl, sr) == 0 && overlap(rr, sl) == 0 {
				return fmt.Sprintf("joins its conditions with %q where the rule needs both (%q)", o, clip(it.u.evidence(lo, hi).Quote, 60))
			}
		}
	}
	return ""
}

// clauseOpeners open a clause of its own after "and", folded: a
// relative pronoun or a word of condition.
var clauseOpeners = map[string]bool{"who": true, "whose": true, "which": true, "that": true, "if": true, "when": true, "where": true,
	"qui": true, "que": true, "dont": true, "si": true, "quand": true, "lorsque": true, "quem": true, "cujo": true,
	"cuja": true, "se": true, "quando": true, "cuyo": true, "cuya": true, "cuando": true, "die": true, "der": true, "das": true,
	"deren": true, "dessen": true, "wenn": true, "falls": true, "che": true, "cui": true}

// alternativeCues are alternativeWords as a cue set, for a first pass.
var alternativeCues = newCueSet(alternativeWords)

// condAndWords join two conditions, folded (not French "plus", more).
var condAndWords = slices.DeleteFunc(slices.Clone(andWords), func(w string) bool { return w == "plus" })

// bothWords say that two things are needed together, folded.
var bothWords = []string{"both", "ambos", "ambas", "beide", "beiden", "sowohl", "entrambi", "entrambe", "les deux", "tanto", "两者", "两项", "両方", "모두"}

// orAsAnd reports a rule whose condition with a number is one of two
// alternatives ("after 800 beating cycles or at the first pinhole,
// whichever comes first") restated with the same number joined by "and"
// to the rest and a word for "both" ("once it has both reached 800
// beating cycles and shown a pinhole"): both are now needed where either
// one sufficed. Without "both", an "and" after the number joins as often
// a list of values ("notas 1 e 2") or the next clause.
func orAsAnd(r upstreamRule, it *indexed) string {
	rt, st := r.u.f.text, it.u.f.text
	for _, x := range r.sentQuants() {
		rest := rt[x.end:min(int(r.s.end), int(x.end)+60)]
		for _, p := range orPhrases {
			rest = strings.ReplaceAll(rest, p, " ")
		}
		if !hasCue(rest, alternativeWords) || hasCue(rest, andWords) {
			continue
		}
		for _, q := range it.u.sentQuantities(it.s) {
			if !equalQuantity(q, x) {
				continue
			}
			after := st[q.end:min(int(it.s.end), int(q.end)+60)]
			before := st[it.s.start:q.start]
			if hasCue(after, andWords) && !hasCue(after, alternativeWords) && !hasCue(before, alternativeWords) && hasCue(st[it.s.start:it.s.end], bothWords) {
				return fmt.Sprintf("joins its alternatives with \"and\" where either one is enough (%q)", clip(strings.TrimSpace(st[q.start:min(int(it.s.end), int(q.end)+60)]), 80))
			}
		}
	}
	return ""
}

// ceilingWords bind the number after them as a ceiling, folded; a few
// verb-final ones close it ("72 小时以内", "20分以内", "20분 이내").
var (
	ceilingWords = []string{"within", "at most", "no more than", "not more than", "up to", "a maximum of", "maximum of", "no maximo", "ate",
		"dentro de", "como maximo", "hasta", "au plus", "au maximum", "dans les", "hochstens", "maximal", "innerhalb von", "innerhalb",
		"al massimo", "entro", "至多", "最多", "不超过",
		// A time's ceiling: "spätestens 72 Stunden nach …", "no later than".
		"spatestens", "no later than", "not later than", "au plus tard", "a mas tardar", "al piu tardi", "最晚", "最迟", "遅くとも"}
	ceilingWordsAfter = []string{"以内", "之内", "以下", "이내", "이하"}
)

// ceilingAt reports number q of folded text t bound as a ceiling by the
// words right before or after it.
func ceilingAt(t string, q quantity) bool {
	lead := strings.TrimRight(t[max(0, int(q.start)-24):q.start], " ")
	if endsWithWord(lead, ceilingWords) {
		return true
	}
	rest := strings.TrimLeft(t[q.end:min(len(t), int(q.end)+12)], " ")
	return hasPrefixAny(rest, ceilingWordsAfter)
}

// floorAsCeiling reports a floor of rule r ("cure for at least 72 hours")
// restated with the same value as a ceiling ("within 72 hours of
// pouring"): what the rule holds off until then may now come sooner.
// A rule in tiers ("7 天以上…，7 天以内…") has the value both ways, and a
// restatement that keeps the floor beside the ceiling keeps it.
func floorAsCeiling(r upstreamRule, it *indexed) string {
	rq, sq := r.sentQuants(), it.u.sentQuantities(it.s)
	both := func(t string, qs []quantity, q quantity, as func(string, quantity) bool) bool {
		for _, y := range qs {
			if equalQuantity(y, q) && as(t, y) {
				return true
			}
		}
		return false
	}
	for _, q := range rq {
		if !floorAt(r.u.f.text, q) || both(r.u.f.text, rq, q, ceilingAt) || both(it.u.f.text, sq, q, floorAt) || both(it.u.f.text, sq, q, aboveAt) {
			continue
		}
		// A span before an event, restated before it, is bound both ways
		// at once: "at least 10 days before the exam" is "no later than 10
		// days before" it ("cure at least 72 hours before the first burn"
		// is not "burn within 72 hours").
		before := spanBefore(r.u.f.text, q)
		for _, x := range sq {
			if equalQuantity(x, q) && ceilingAt(it.u.f.text, x) && !(before && spanBefore(it.u.f.text, x)) {
				return fmt.Sprintf("turns its floor of %q into a ceiling of the same value", quantityWithUnit(r.u, q))
			}
		}
	}
	return ""
}

// spanBefore reports number q of folded text t followed, past its unit,
// by a word for "before" ("10 days before the exam", "72 Stunden
// vorher", "3 jours avant", "72 小时前").
func spanBefore(t string, q quantity) bool {
	rest := t[q.end:min(len(t), int(q.end)+32)]
	if strings.HasPrefix(strings.TrimLeft(rest, " "), "前") {
		return true
	}
	// The unit, and the same span in brackets ("drei Tage (72 Stunden)
	// vor"), may stand between.
	f := strings.Fields(rest)
	for i := 0; i < len(f) && i < 4; i++ {
		w := strings.TrimRight(f[i], ".,;:)")
		if spanBeforeWords[w] || strings.HasSuffix(w, "前") || strings.HasSuffix(w, "전") {
			return true
		}
	}
	return false
}

// spanBeforeWords say a span comes before an event, folded.
var spanBeforeWords = map[string]bool{"before": true, "prior": true, "ahead": true, "vorher": true, "vor": true, "zuvor": true,
	"avant": true, "antes": true, "prima": true, "beforehand": true, "advance": true}

// aboveWords put a number's value as one to exceed, folded: "more than 48
// hours", "超过48小时", "mais de 7 dias".
var aboveWords = []string{"more than", "over", "above", "longer than", "beyond", "超过", "多于", "大于", "mais de", "mas de", "plus de",
	"mehr als", "uber", "oltre", "piu di"}

// aboveAt reports number q of folded text t after one of aboveWords.
func aboveAt(t string, q quantity) bool {
	return endsWithWord(strings.TrimRight(t[max(0, int(q.start)-16):q.start], " "), aboveWords)
}

// exceptionAsCondition reports a rule's exception ("… go through the
// second pass unless their moisture is already below 4 %") restated as
// its condition ("… go through the second pass when their moisture is
// below 4 %"): the restatement applies the rule exactly where the rule
// lifted it. A condition that negates the exception ("if it is not below
// 4 %") says the same, and so does a ban's: "no stripping unless the
// forecast shows 48 h dry" is "stripping only when it does", and "nobody
// enters unless …" is "entry is allowed once …".
func (a *analysis) exceptionAsCondition(r upstreamRule, it *indexed, cond []uint64) string {
	if r.cs.any(cats(catConditional, catProhibit, catNegation, catRestrict)) || a.plainNegation(r.u, r.s) ||
		it.cs.any(cats(catProhibit, catNegation, catRestrict, catToolPermission)) {
		return ""
	}
	h, ok := it.u.firstCatHit(a.lx, it.s, catConditional, int(it.s.start), int(it.s.end))
	if !ok {
		return ""
	}
	ca, cb := it.u.clause(a.lx, it.s, int(h.start))
	if a.clauseHas(it.u, it.s, ca, cb, catNegation, catProhibit) {
		return ""
	}
	ct := a.lx.tokens(it.u, int(h.end), cb, functionCats, true, nil)
	if n := overlap(ct, cond); n < 1 || 2*n < len(cond) {
		return ""
	}
	return fmt.Sprintf("turns its exception into a condition (%q)", it.u.f.text[h.start:h.end])
}

// holderNamed reports the last word of held (what a restriction holds to:
// "to paid-up members") among the tokens of it.
func holderNamed(held string, it *indexed) bool {
	ws := strings.Fields(strings.TrimRight(held, " ,;.:"))
	if len(ws) == 0 {
		return false
	}
	w := strings.Trim(ws[len(ws)-1], ".,;:()\"'")
	if len(w) < 3 {
		return false
	}
	_, ok := slices.BinarySearch(it.toks, tokenHash(stem(w)))
	return ok
}
