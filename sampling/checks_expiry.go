package sampling

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"recap/review"
)

// checkToolLimits finds limits a tool result states that nothing
// downstream carries, while the summary goes on with what they bound (it
// shares words with the sentence): an expiry ("dates held until
// 2026-12-05, then released", "valid for 48 hours", "valid_until":
// "2026-12-15", "有效期至 12 月 15 日"), or what is left of a quota or budget
// ("剩余配额 34 小时", "saldo restante da verba R$ 1.200,00"), or a maximum
// that a tool or the assistant states ("capacidade máxima 120 pessoas",
// "at most 4 passes per runner"). The next context would treat an offer,
// a hold, an allowance or a capacity as open-ended (missing_limit). Rules
// from the user and the system are read by checkRules; this reads what
// tools return and the assistant says, one sentence at a time.
func (a *analysis) checkToolLimits() {
	if a.summary == nil && len(a.contract) == 0 {
		return
	}
	var ds *sentIndex
	for _, u := range a.orig {
		// The assistant's own words state a maximum as surely as a tool's
		// ("guest relations may issue at most 40 comp tickets in
		// December"), and an expiry it has from a call or a page no tool
		// result holds ("the link stays valid for 7 days"); its
		// remainders are its reading of the tools, which are read
		// themselves.
		said := u.role == review.RoleAssistant && !u.injected && !a.isToolCall(u)
		if (u.role != review.RoleTool || u.isError) && !said && !u.injected {
			continue
		}
		src := "A tool result gives"
		switch {
		case said:
			src = "The assistant states"
		case u.role != review.RoleTool:
			// A board or notice injected into the context ("[Tableau
			// d'exploitation] capacité : 80 places par séance") states
			// what it holds as a tool does.
			src = "A notice injected into the original gives"
		}
		for _, s := range u.sents {
			// The assistant says much; a maximum, an expiry or a deadline of
			// its own carries a word the lexicon reads as a bound or a wait,
			// a deadline cue with a date ("d'ici le 8 décembre"), or an
			// expiry cue and a number ("遗体只能保留到 12 月 9 日", "they
			// lapse at 17:00", "the slot is held 48 hours"); such a
			// sentence is read for its expiry only.
			onlyExpiry := false
			if said && !s.cs.any(cats(catLimit, catBound, catUntil, catCeiling, catCap)) && !cjkDeadlineCue(u.f.text[s.start:s.end]) &&
				!sentDeadlineCue(u, s) && !(s.cs.has(catNegation) && neQueNumber(u.f.text[s.start:s.end]) >= 0) &&
				!a.hasNegatedCeiling(u, s) && !allowedTotalIn(u, s) {
				if t := u.f.text[s.start:s.end]; !hasDigit(t) || expiryCueSet.first(t) < 0 {
					continue
				}
				onlyExpiry = true
			}
			// A window of clock times ("valid 07:00-11:00 on 9 Dec",
			// "excavation 06:00-09:00 only") ends at its later time, though
			// the sentence's date or another limit in it is carried.
			if q, start, ok := a.windowEnd(u, s); ok && !a.windowCarried(q, start) {
				if ds == nil {
					ds = a.downstreamIndex()
				}
				if (a.goesOnWith(ds, u, s) || u.role == review.RoleTool && a.goesOnWithMessage(ds, u)) && !a.capped(FindingMissingLimit) {
					ev := u.sentenceEvidence(s)
					a.add(FindingMissingLimit, fmt.Sprintf("%s a window (%q in %q) that the summary and contract do not carry; the next context must not plan past it.",
						src, quantityText(u, q), clip(ev.Quote, 120)), ev)
					return
				}
			}
			what, msg := "an expiry", "treat it as still in force at its most restrictive, never as open-ended"
			var q quantity
			var ok bool
			q, ok = a.toolExpiry(u, s)
			if !ok && onlyExpiry {
				continue
			}
			if !ok {
				what = "a deadline"
				q, ok = a.statedDeadline(u, s)
			}
			// A remainder or a maximum only where no other limit was found
			// missing: each says less than an expiry.
			if !ok && !said && a.perID[FindingMissingLimit] == 0 {
				what, msg = "what is left", "the next context must not plan past it"
				q, ok = a.toolRemainder(u, s)
			}
			if !ok && a.perID[FindingMissingLimit] == 0 {
				what, msg = "a maximum", "the next context must not plan past it"
				q, ok = a.statedCap(u, s)
				if !ok {
					q, ok = a.negatedCeiling(u, s)
				}
				if !ok {
					q, ok = a.totalAllowed(u, s)
				}
			}
			// A time of day ending a range under "only" is the end of a
			// window ("excavation 06:00-09:00 only", "07:00〜09:00 のみ").
			if !ok && a.perID[FindingMissingLimit] == 0 {
				what, msg = "a window", "the next context must not plan past it"
				q, ok = a.onlyUntilClock(u, s)
			}
			// A time of day or a day with an until-word, in a tool's result
			// or the assistant's words ("採取は 11:30 まで", "open until
			// 16:00", "they honour Q-5531 until 24 Dec", "la réservation
			// tient jusqu'au 5 janvier"), ends what it allows.
			if !ok && a.perID[FindingMissingLimit] == 0 {
				what, msg = "a deadline", "the next context must not plan past it"
				q, ok = a.untilEnd(u, s)
			}
			// A span a tool's result gives for what must happen in it
			// ("reports go to the board within 72 hours of discovery",
			// "innerhalb von 14 Tagen", "24 小时内").
			// The assistant's own span binds with a word of necessity
			// ("the release has to happen within 72 hours of the test").
			if !ok && (!said || necessityCues.first(u.f.text[s.start:s.end]) >= 0) && a.perID[FindingMissingLimit] == 0 {
				what, msg = "a deadline", "the next context must not plan past it"
				if q, ok = withinSpan(u, s); ok && a.spanCarriedFromDate(q) {
					continue
				}
			}
			// A field named as a limit ("max_covered_usd": 650,
			// "use_within_h": 4): carried downstream in any unit, or as
			// what is left of it, it is kept.
			if !ok && !said && a.perID[FindingMissingLimit] == 0 {
				var key string
				if q, key, ok = a.keyedCap(u, s); ok && a.valueCarried(u, s, q) {
					continue
				}
				what, msg = fmt.Sprintf("a maximum in its field %q", key), "the next context must not plan past it"
				if validityKey(key) {
					what = fmt.Sprintf("a validity in its field %q", key)
				}
			}
			// A deadline's day carried without the hour it ends at ("by Fri
			// 11 Dec 14:00" as "Fri 11 Dec 13:00" for the work) leaves the
			// hour behind.
			if !ok {
				continue
			}
			hourEnd := a.hourAfterDropped(u, s, q)
			if hourEnd == 0 && (q.kind != qTime && containsQuantity(a.allDownstreamQuantities(), q) || q.kind == qTime && a.timeCarried(q) ||
				what == "a deadline" && a.dayCarried(q)) ||
				a.spanCarriedAsDate(q) || a.clockCarried(q) || a.contractApprovalExpires(q) {
				continue
			}
			if hourEnd > 0 {
				q.end = int32(hourEnd) // quoted with its hour
			}
			if ds == nil {
				ds = a.downstreamIndex()
			}
			if !a.goesOnWith(ds, u, s) && !(u.role == review.RoleTool && a.goesOnWithMessage(ds, u)) && !(what == "a maximum" && a.countsOnDownstream(q)) ||
				a.capped(FindingMissingLimit) {
				continue
			}
			ev := u.sentenceEvidence(s)
			a.add(FindingMissingLimit, fmt.Sprintf("%s %s (%q in %q) that the summary and contract do not carry; %s.",
				src, what, quantityText(u, q), clip(ev.Quote, 120), msg), ev)
			return
		}
	}
}

// withinWords lead a span something must happen in, folded.
var withinWords = []string{"within", "within the next", "dentro de", "dentro dos proximos", "dentro das proximas", "en el plazo de",
	"en un plazo de", "dans un delai de", "dans les", "sous", "innerhalb von", "innerhalb", "binnen", "entro", "nel giro di"}

// withinSpan returns the first span of time in sentence s that one of
// withinWords leads, or that 内 closes ("24 小时内"). An estimate says
// when something is likely done, not by when it must be ("预计 2 小时内处理",
// "expected within 2 hours").
func withinSpan(u *unit, s sentence) (quantity, bool) {
	t := u.f.text
	if hasCue(t[s.start:s.end], estimateWords) {
		return quantity{}, false
	}
	for _, q := range u.sentQuantities(s) {
		if q.kind != qPlain || q.unit != minutesUnit || q.per <= 0 {
			continue
		}
		if endsWithWord(strings.TrimRight(t[s.start:q.start], " "), withinWords) || spanWithinAfter(t[:s.end], q) || spanFrom(t[s.start:s.end], int(q.start-s.start), int(q.end-s.start)) {
			return q, true
		}
	}
	return quantity{}, false
}

// spanFrom reports the span at t[a:b] said "in" a span counted from an
// event ("válida solo si se registra en 30 días desde la entrega",
// "registered in 30 days from delivery", "in 14 Tagen ab Rechnung"): a
// window, where "in 30 days" alone is a time to come.
func spanFrom(t string, a, b int) bool {
	if !endsWithWord(strings.TrimRight(t[:a], " "), []string{"en", "em", "in", "dans"}) {
		return false
	}
	return hasPrefixAny(strings.TrimLeft(t[b:], " "), spanFromWords)
}

// spanFromWords count a span from an event, folded.
var spanFromWords = []string{"desde ", "a partir d", "a contar d", "contados ", "from ", "of the ", "of receipt", "of delivery", "after ",
	"apos ", "depois d", "despues d", "tras ", "a compter d", "des ", "dalla ", "dal ", "dalle ", "ab ", "nach "}

// estimateWords make a span an estimate, folded.
var estimateWords = []string{"expected", "estimated", "typically", "usually", "normally", "approximately", "previsto", "prevista",
	"previsao", "estimado", "estimada", "prevu", "prevue", "voraussichtlich", "erwartet", "stimato", "stimata", "预计", "預計", "大约",
	"通常", "見込み", "予定", "예상"}

// spanCarriedFromDate reports span q (of days or more) that a downstream
// date carries as its end, counted from a date the original or the record
// gives: "free retest within 30 days of the failed test" (Nov 27) as
// "free retest through Dec 27". spanCarriedAsDate counts from the
// event's day.
func (a *analysis) spanCarriedFromDate(q quantity) bool {
	if q.per < 24*60 || q.nvals != 1 || a.ev.CreatedAt.IsZero() {
		return false
	}
	days := int(math.Round(q.vals[0] * q.per / (24 * 60)))
	year := a.ev.CreatedAt.UTC().Year()
	for _, y := range a.upstreamQuantities() {
		var from time.Time
		switch y.kind {
		case qDate:
			from = time.Unix(int64(y.vals[0])*86400, 0).UTC()
		case qDayMonth:
			from = time.Date(year, time.Month(int(y.vals[0])/100), int(y.vals[0])%100, 0, 0, 0, 0, time.UTC)
		default:
			continue
		}
		if a.dateDownstreamNear(from.AddDate(0, 0, days)) {
			return true
		}
	}
	return false
}

// toolExpiry returns the expiry sentence s of a tool result (or of the
// assistant) states: the first date, time or span of time after an
// expiry cue, in the cue's clause (before it for a verb-final CJK cue),
// not an approval's, and within expiryHorizonDays or before a date the
// summary plans for; failing a listed cue, after a field name that ends
// as an expiry's (see expiryKeyed).
func (a *analysis) toolExpiry(u *unit, s sentence) (quantity, bool) {
	// Its numbers are read only once a cue is found. A cue whose clause
	// holds no date ("released at expiry unless …") gives way to the next
	// one ("hold_expires": "2026-11-28T12:00:00Z").
	t := u.f.text[s.start:s.end]
	for from := 0; from < len(t); {
		k := expiryCueSet.first(t[from:])
		if k < 0 {
			return a.expiryKeyed(u, s)
		}
		at := int(s.start) + from + k
		if q, ok := a.expiryAt(u, s, at); ok {
			return q, true
		}
		_, cb := u.clause(a.lx, s, at)
		from = max(cb, at+1) - int(s.start)
	}
	// The last cue's clause ran to the sentence's end ("a new key is
	// required after expiry"): a field name can still hold the expiry.
	return a.expiryKeyed(u, s)
}

// onlyUntilClock returns the last time of day in the clause of a
// restrictive "only" in sentence s: a window the work must keep to.
func (a *analysis) onlyUntilClock(u *unit, s sentence) (quantity, bool) {
	if !s.cs.has(catRestrict) || !sentHasDigit(u, s) {
		return quantity{}, false
	}
	h, ok := u.firstCatHit(a.lx, s, catRestrict, int(s.start), int(s.end))
	if !ok {
		return quantity{}, false
	}
	ca, cb := u.clause(a.lx, s, int(h.start))
	var last *quantity
	n := 0
	qs := u.sentQuantities(s)
	for i := range qs {
		if q := &qs[i]; q.kind == qTime && int(q.start) >= ca && int(q.end) <= cb {
			last = q
			n++
		}
	}
	// The time bounds the work when it ends a range ("06:00-09:00") or
	// follows an "until" ("只能用到 16:00"); alone it may name what "only"
	// picks out ("only the 03:10 pass had Doppler data").
	if last == nil || n < 2 && !a.clauseHas(u, s, ca, int(last.start), catUntil) {
		return quantity{}, false
	}
	return *last, true
}

// contractApprovalExpires reports an expiry date q that an approval in
// the contract carries as its expires_at: the approval's own validity,
// carried where the contract keeps it.
func (a *analysis) contractApprovalExpires(q quantity) bool {
	c := a.ev.Summary.Contract
	if c == nil || q.kind != qDate {
		return false
	}
	for _, ap := range c.Approvals {
		if ap.ExpiresAt == nil {
			continue
		}
		// The day in the timestamp's own zone, as a person there writes
		// it ("31/12/2026" for 2026-12-31T23:59:59-03:00), or in UTC.
		t := *ap.ExpiresAt
		local := quantity{vals: [2]float64{float64(time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC).Unix() / 86400)}, nvals: 1, kind: qDate}
		if equalQuantity(q, dateOf(t)) || equalQuantity(q, local) {
			return true
		}
	}
	return false
}

// spanCarriedAsDate reports a span of days from the event ("valid for 7
// days") that the summary or contract carries as the day it ends ("lapses
// on 27 Nov 2026"), a day either way.
func (a *analysis) spanCarriedAsDate(q quantity) bool {
	if q.per < 24*60 || q.nvals != 1 || a.ev.CreatedAt.IsZero() {
		return false
	}
	days := int(math.Round(q.vals[0] * q.per / (24 * 60)))
	return a.dateDownstreamNear(a.ev.CreatedAt.UTC().AddDate(0, 0, days))
}

// dateDownstreamNear reports a date downstream within a day of end.
func (a *analysis) dateDownstreamNear(end time.Time) bool {
	for _, x := range a.allDownstreamQuantities() {
		for _, d := range []int{-1, 0, 1} {
			e := end.AddDate(0, 0, d)
			switch {
			case x.kind == qDate && x.vals[0] == dateOf(e).vals[0]:
				return true
			case x.kind == qDayMonth && int(x.vals[0]) == int(e.Month())*100+e.Day():
				return true
			}
		}
	}
	return false
}

// expiryKeySuffixes end a field name that holds an expiry, folded, with
// the quote that closes it: "valid_for_calls_until", "quote_expires",
// "permit_valid_to", "offer_deadline", "payment_due".
var expiryKeySuffixes = []string{`_until"`, `_expires"`, `_expiry"`, `_expires_at"`, `_expires_on"`, `_expire_at"`, `_expiry_date"`,
	`_valid_to"`, `_valid_till"`, `_valid_through"`, `_deadline"`, `_due"`, `_within"`}

// expiryKeyed returns the expiry a tool states under a field name of its
// own making that ends as an expiry's does ("valid_for_calls_until":
// "2026-12-31"), as toolExpiry reads a listed one.
func (a *analysis) expiryKeyed(u *unit, s sentence) (quantity, bool) {
	t := u.f.text[s.start:s.end]
	if !strings.Contains(t, `_`) {
		return quantity{}, false
	}
	for _, suf := range expiryKeySuffixes {
		for from := 0; from < len(t); {
			k := strings.Index(t[from:], suf)
			if k < 0 {
				break
			}
			// The cue is the field name from its opening quote.
			at := from + k
			open := strings.LastIndexByte(t[:at], '"')
			if open >= 0 {
				if q, ok := a.expiryAt(u, s, int(s.start)+open+1); ok {
					return q, true
				}
			}
			from = at + len(suf)
		}
	}
	return quantity{}, false
}

// expiryAt returns the expiry that the cue at offset at of sentence s
// states, as toolExpiry reads it.
func (a *analysis) expiryAt(u *unit, s sentence, at int) (quantity, bool) {
	qs := u.sentQuantities(s)
	_, cb := u.clause(a.lx, s, at)
	// A bare validity word reads only the span right after it.
	t := u.f.text[at:cb]
	if k := strings.IndexByte(t, ' '); k > 0 && slices.Contains(bareValidCues, t[:k]) && !hasPrefixAny(t, expiryCues) && !hasPrefixAny(t, windowCues) &&
		!hasPrefixAny(t, slotCues) && !hasPrefixAny(t, spanOnlyCues) {
		if k+1 >= len(t) || !isDigit(t[k+1]) {
			return quantity{}, false
		}
		for i := range qs {
			if q := &qs[i]; int(q.start) == at+k+1 && q.per > 0 && !a.lx.isIdentifier(u, s, *q) {
				return a.expiryInForce(u, s, q)
			}
		}
		return quantity{}, false
	}
	// A field's value follows its name past a colon
	// ("valid_until": "2026-03-12", "Gültig bis: 12.03."): the
	// clause runs on into it.
	// A CJK field name ends at its colon: "有効期間：発行日から14日間".
	if rest := strings.TrimLeft(u.f.text[at:cb], "abcdefghijklmnopqrstuvwxyz_ "); cb < int(s.end) && (rest == "" || strings.Trim(rest, `"' `) == "" ||
		isCJKAt(u.f.text, at) && !strings.ContainsFunc(u.f.text[at:cb], isDigitRune)) {
		if _, cb2 := u.clause(a.lx, s, min(cb+1, int(s.end)-1)); cb2 > cb {
			cb = cb2
		}
	}
	// A validity from one day to another ("valide du 23 novembre au 4
	// décembre", "valid from 1 to 14 March") ends at its last date.
	slot := hasPrefixAny(u.f.text[at:cb], slotCues)
	from := hasCue(u.f.text[at:min(cb, at+16)], validFromCues) || hasPrefixAny(u.f.text[at:cb], windowCues) || slot
	var exp *quantity
	clocks := 0
	for i := range qs {
		q := &qs[i]
		if int(q.start) < at || int(q.start) >= cb || a.lx.isIdentifier(u, s, *q) {
			continue
		}
		// A validity in bare "分" is minutes ("有効期限 30 分"): after an
		// expiry cue it scores nothing.
		if q.kind == qPlain && q.per == 0 && q.nvals == 1 && int(q.end) < cb {
			if rest := strings.TrimLeft(u.f.text[q.end:cb], " "); strings.HasPrefix(rest, "分") {
				m := *q
				m.unit, m.per, m.end = minutesUnit, 1, int32(cb-len(rest)+len("分"))
				q = &m
			}
		}
		if isDateKind(q.kind) || q.kind == qTime || q.per > 0 {
			exp = q
			if q.kind == qTime {
				clocks++
			}
			if !from {
				break
			}
		}
	}
	if slot && (clocks < 2 || exp.kind != qTime) {
		exp = nil
	}
	// Korean, Japanese and Chinese put the date before a verb-final cue:
	// "2026-12-11까지 유효", "12月20日まで有効", "至 2026-12-20 为止有效".
	if exp == nil && isCJKAt(u.f.text, at) {
		for i := range qs {
			if q := &qs[i]; isDateKind(q.kind) && int(q.end) <= at && at-int(q.end) <= 4 {
				exp = q
			}
		}
	}
	if exp != nil && hasPrefixAny(u.f.text[at:cb], spanOnlyCues) && (exp.per == 0 || exp.unit != minutesUnit) {
		exp = nil
	}
	return a.expiryInForce(u, s, exp)
}

// expiryInForce returns exp, an expiry sentence s states, when it binds
// the work: an approval's expiry is the approval checks' to read when the
// contract lists approvals (an approval word joined to a name by a
// hyphen, "HSE-approved examiner", qualifies someone and is no approval of
// this case); with none listed, nothing else reads it ("临时执照已批准，有效期
// 至 2027-02-28": the licence's validity is the limit). A date passed, or
// far off ("passport valid until 2031"), limits nothing the next context
// is about to do.
func (a *analysis) expiryInForce(u *unit, s sentence, exp *quantity) (quantity, bool) {
	if exp == nil || a.contractHasApprovals() && a.approvalIn(u, s, func(h hit) bool { return h.start == 0 || u.f.text[h.start-1] != '-' }) || !a.nearExpiry(*exp) && !a.plannedPast(*exp) {
		return quantity{}, false
	}
	return *exp, true
}

// plannedPast reports a date downstream after expiry q, or a later year
// the summary names ("puts P-09 in the 2027 plan"): the next steps run past
// the expiry, however far off it is.
func (a *analysis) plannedPast(q quantity) bool {
	if q.kind != qDate {
		return false
	}
	year := time.Unix(int64(q.vals[0])*86400, 0).UTC().Year()
	for _, x := range a.allDownstreamQuantities() {
		if x.kind == qDate && x.vals[0] > q.vals[0] {
			return true
		}
	}
	return a.summary != nil && namesYear(a.summary.f.text, year+1)
}

// namesYear reports year y written alone in t ("the 2027 plan"), not as
// part of an identifier or a date ("AH-2027-041", "2027-01-15").
func namesYear(t string, y int) bool {
	w := strconv.Itoa(y)
	for from := 0; ; {
		k := strings.Index(t[from:], w)
		if k < 0 {
			return false
		}
		i, j := from+k, from+k+len(w)
		// Glued by a letter, a digit, a hyphen or a slash, or by a dot
		// between digits ("15.01.2027").
		before := i > 0 && (isWordByte(t[i-1]) || t[i-1] == '-' || t[i-1] == '/' || t[i-1] == '.' && i > 1 && isDigit(t[i-2]))
		after := j < len(t) && (isWordByte(t[j]) || t[j] == '-' || t[j] == '/' || t[j] == '.' && j+1 < len(t) && isDigit(t[j+1]))
		if !before && !after {
			return true
		}
		from = j
	}
}

// expiryHorizonDays is how far after the event an expiry date may fall
// and still bind the next steps: a hold lapses within days, a quote or an
// offer within weeks ("valid 30 days", "válido até 25/04"); a document's
// validity years ahead is no limit on the work. Measured on the labelled
// sets (session 40): 14 days missed quotes a month or two out; 60 found
// 21 more dropped limits for one false finding on a benign event already
// reviewed; 90 sent a benign event to review (a medical "valid to Feb
// 2027" read as not carrying 2027-02-14).
const expiryHorizonDays = 60

// nearExpiry reports an expiry that binds the next steps: a date from the
// event's day to expiryHorizonDays after it, a time of day or a day
// without a year, or a span of at most that many days.
func (a *analysis) nearExpiry(q quantity) bool {
	switch {
	case q.kind == qDate:
		d := q.vals[0] - dateOf(a.ev.CreatedAt).vals[0]
		return d >= 0 && d <= expiryHorizonDays
	case q.kind == qDayMonth || q.kind == qTime:
		return true
	case q.per > 0:
		return q.vals[0]*q.per <= expiryHorizonDays*24*60
	}
	return false
}

// expiryCues say until when something holds or when it lapses, folded.
// Field names ("valid_until", "expires_at") are listed as tools write them.
var expiryCues = []string{
	"expires", "expire", "expiry", "expiring", "expiration", "valid until", "valid till", "valid through", "valid to", "valid for",
	"good until", "good for", "held until", "hold until", "holds until", "valid_until", "expires_at", "expiry_date", "hold_until",
	"lapses", "lapse", "then released", "released after",
	// A hold in other languages: "mantida até", "reservado hasta",
	// "retenue jusqu'au", "reserviert bis", "trattenuto fino al".
	"mantida ate", "mantido ate", "reservada ate", "reservado ate", "mantenida hasta", "mantenido hasta", "reservada hasta",
	"reservado hasta", "retenue jusqu", "retenu jusqu", "reservee jusqu", "reserve jusqu", "reserviert bis", "gehalten bis",
	"trattenuto fino", "trattenuta fino", "riservato fino", "riservata fino", "保留至", "保留到", "まで確保", "까지 보류",
	"valido ate", "valida ate", "validade", "vence em", "vencimento", "expira", "caduca", "valido hasta", "valida hasta", "vigente hasta",
	"vence el", "valable jusqu", "expire le", "echeance", "gultig bis", "lauft ab", "verfallt", "ablauf", "valido fino", "valida fino",
	"scade", "scadenza", "有效期", "有效至", "到期", "失效", "过期", "有効期限", "まで有効", "失効", "만료", "까지 유효", "유효기간",
	"valid from", "valide du", "valable du", "valido del", "valida del", "valido de", "valida de", "valido dal", "valida dal", "gultig vom",
	// Valid on one day only: "gültig nur am 8.12.2026", "valid only on",
	// "válido só em", "valable uniquement le", "valido solo il".
	"gultig nur am", "nur gultig am", "valid only on", "only valid on", "valido so em", "valida so em", "valido somente em",
	"valida somente em", "valido solo el", "valida solo el", "valable uniquement le", "valable seulement le", "valido solo il",
	"valida solo il", "仅当日有效", "当日のみ有効",
	// Field names as tools write them, and validity in Japanese and Korean
	// ("有効期間：発行日から14日間").
	"hold_expires", "expires_on", "expire_at", "expiry_at", "valid_to", "valid_till", "有効期間", "유효 기간",
	// A hold that lets go by itself: "auto_release_at", "auto-releases at".
	"auto_release_at", "auto_release", "release_at", "auto-release", "auto-releases", "released automatically",
	// A ban or a suspension that ends by itself: "temporary ban, 45 days,
	// lifts automatically 2027-01-27".
	"lifts automatically", "lifted automatically", "ends automatically", "se levanta automaticamente", "termina automaticamente",
	"levee automatiquement", "endet automatisch", "decade automaticamente",
	"vigencia ate", "vigente ate", "caducidad", "caducidade", "fin de validite",
	// A hire or a permit that ends: "scaffold hire ends 2026-12-15 17:00",
	// "off-hire 18 Dec", "Mietende 12.01.", "o aluguel termina em 15/12".
	"hire ends", "hire end", "off-hire", "off hire", "rental ends", "rental end", "lease ends", "loan ends", "permit ends",
	"licence ends", "license ends", "access ends", "aluguel termina", "locacao termina", "alquiler termina", "arriendo termina",
	"location se termine", "location prend fin", "miete endet", "mietende", "noleggio termina", "fine noleggio", "租期至",
	"レンタル終了", "임대 종료",
	// An offer or an entry period that ends or closes at a date: "early-bird
	// pricing ends 2026-12-15 23:59", "registration closes 20 Dec", "a
	// promoção termina em", "Angebot endet am".
	"pricing ends", "price ends", "offer ends", "sale ends", "promotion ends", "promo ends", "discount ends", "rate ends",
	"registration ends", "registration closes", "entries close", "booking closes", "bookings close", "sales close", "sales end",
	"oferta termina", "promocao termina", "desconto termina", "inscricoes encerram", "inscricoes fecham", "promocion termina",
	"oferta finaliza", "inscripciones cierran", "offre se termine", "offre prend fin", "inscriptions closes", "angebot endet",
	"aktion endet", "anmeldung endet", "offerta termina", "promozione termina", "iscrizioni chiudono",
	// A trial or loan runs out: "试用期7天", "trial period of 14 days",
	// "período de prueba", "Leihfrist 4 Wochen".
	// A time limit in Korean, Japanese and Chinese: "예약 유지 기한: 12월 9일 18:00", "期限：12月9日".
	"기한", "期限",
	"trial period", "periodo de prueba", "periodo de teste", "periodo de experiencia", "periode d'essai", "probezeit",
	"periodo di prova", "试用期", "試用期間", "お試し期間", "체험 기간", "loan period", "leihfrist", "prazo de emprestimo",
	"plazo de prestamo", "duree du pret", "durata del prestito", "借期", "貸出期間", "대출 기간",
	// What is mixed or opened is usable for a time: "pot life 40 minutes",
	// "72 h opened-drum shelf life", "usable for 20 minutes only", "n'est
	// utilisable que 14 jours", "Topfzeit 30 min", "可使用时间 40 分钟".
	"pot life", "shelf life", "open life", "working life", "usable for", "usable within", "use within", "used within",
	"vida util", "utilizavel por", "utilizable durante", "utilizable por", "usable durante", "utilisable", "utilisables",
	"duree d'utilisation", "duree de vie", "durata di utilizzo", "utilizzabile per", "utilizzabile entro", "topfzeit",
	"verarbeitungszeit", "haltbarkeit", "haltbar", "verwendbar", "可使用时间", "适用期", "保质期", "ポットライフ", "可使時間",
	"使用可能時間", "사용 가능 시간", "가사시간", "사용기한",
}

// spanOnlyCues are expiry cues too (see expiryCueSet), that give a
// validity or a hold only as a span: "válido por 24 h", "gültig für 48
// Stunden", "the slot is held 48 hours from confirmation" last; "held
// for 2026-11-25 10:00" books a time.
var spanOnlyCues = []string{"valido por", "valida por", "validos por", "validas por", "valable pendant", "gultig fur", "valido per",
	"valida per", "held for", "hold for", "is held", "are held"}

// clockCarried reports a time of day q that the summary or contract
// writes as a clock ("18:00"), perhaps after a date that keeps no time
// of its own when read ("2026-11-04 18:00").
func (a *analysis) clockCarried(q quantity) bool {
	if q.kind != qTime || q.nvals != 1 {
		return false
	}
	m := int(q.vals[0])
	// "10:00" is also written "10h", "10h00", "10 h", "10時", "10点", "10시".
	clocks := []string{fmt.Sprintf("%d:%02d", m/60, m%60), fmt.Sprintf("%02d:%02d", m/60, m%60), fmt.Sprintf("%dh%02d", m/60, m%60)}
	if m%60 == 0 {
		for _, f := range []string{"%dh", "%d h", "%d時", "%d 時", "%d点", "%d 点", "%d시", "%d 시"} {
			clocks = append(clocks, fmt.Sprintf(f, m/60))
		}
	}
	for _, clock := range clocks {
		for _, u := range a.downstream() {
			t := u.f.text
			for from := 0; from < len(t); {
				k := strings.Index(t[from:], clock)
				if k < 0 {
					break
				}
				at := from + k
				if (at == 0 || !isDigit(t[at-1])) && (at+len(clock) == len(t) || !isDigit(t[at+len(clock)]) && !(clock[len(clock)-1] == 'h' && isWordByte(t[at+len(clock)]))) {
					return true
				}
				from = at + len(clock)
			}
		}
	}
	return false
}

// windowCues are expiry cues too: a window closes at its end, its last
// date or time ("停电窗口：12 月 3 日 09:00–13:00", "maintenance window
// 01:00-04:00", "janela de manutenção").
var windowCues = []string{"window", "janela", "ventana", "fenetre", "zeitfenster", "finestra", "窗口", "ウィンドウ", "時間枠"}

// slotCues are window cues for a booked slot, which closes at its end
// when it has one: "créneau 07:00-07:40", "time slot 14:00-15:30";
// "créneau 2027-07-12 15:30" only says when it starts.
var slotCues = []string{"creneau", "time slot", "franja horaria", "faixa horaria", "zeitslot", "fascia oraria", "时段", "時段", "时间段", "시간대"}

// validFromCues open a validity that runs from one date to another.
var validFromCues = []string{"valid from", "valide du", "valable du", "valido del", "valida del", "valido de", "valida de", "valido dal",
	"valida dal", "gultig vom"}

// expiryCueSet reads a sentence for an expiry cue in one pass.
var expiryCueSet = newCueSet(slices.Concat(expiryCues, windowCues, slotCues, spanOnlyCues, bareValidCues))

// bareValidCues say how long something holds when a span follows them
// straight away ("quote valid 72 hours", "codice valido 72 ore",
// "certificado válido 30 días", "solo vale 72 horas", "the hold lasts 20
// minutes", "la retención dura 20 minutos"); before anything else ("a
// valid ID", "vale la pena", "la carga dura más") they state no expiry.
var bareValidCues = []string{"valid", "valido", "valida", "validos", "validas", "valide", "valable", "valables", "gultig", "vale",
	"valgono", "vaut", "lasts", "dura", "dure", "gilt"}

// goesOnWith reports a sentence of the summary or contract (not a message
// it retains) that shares words with sentence s of a tool result: the
// summary goes on with what the tool spoke of.
func (a *analysis) goesOnWith(ds *sentIndex, u *unit, s sentence) bool {
	for _, c := range ds.candidates(a.lx.sentTokens(u, s)) {
		if !ds.items[c.id].retained {
			return true
		}
	}
	return false
}

// countsOnDownstream reports a summary sentence (not a message it
// retains) that counts what maximum q counts, by its noun or counter:
// "每月最多供货 300 张" bounds the summary's "再做一批 80 张" though the
// two sentences share no other word. A unit of time or measure says too
// little of what is counted.
func (a *analysis) countsOnDownstream(q quantity) bool {
	if q.kind != qPlain || q.unit == 0 || q.per != 0 || !countsNoun(q) || q.unit == timesUnit || q.unit == peopleUnit {
		return false
	}
	ds := a.downstreamIndex()
	for k := range ds.items {
		it := &ds.items[k]
		if it.retained || it.u.pane != review.PaneSummary {
			continue
		}
		for _, x := range it.u.sentQuantities(it.s) {
			if x.kind == qPlain && x.unit == q.unit && x.per == 0 {
				return true
			}
		}
	}
	return false
}

// goesOnWithMessage reports a summary that goes on with another sentence
// of the same tool result: "パック B3：満充電（100%）。連続稼働の上限は 45 分"
// bounds the pack the summary reports charged, though the bound's own
// sentence shares no word with it, and "Reservation R-7 for bearing B-2.
// Hold expires 10 Feb 17:00" dates the reservation the summary goes on
// with. (An expiry was held to its own sentence until session 40: that
// cost 4 found for 6 false findings while approval expiries the contract
// carries were misread as dropped; with those read, 9 found, none false.)
func (a *analysis) goesOnWithMessage(ds *sentIndex, u *unit) bool {
	for _, s := range u.sents {
		if a.goesOnWith(ds, u, s) {
			return true
		}
	}
	return false
}

// cjkDeadlineCues follow the date they make the last day in Chinese,
// Japanese and Korean: "12月4日08:40前裁定", "12月10日までに提出", "12월 10일까지
// 제출" ("之前" and "以前" end in "前").
var cjkDeadlineCues = []string{"前", "までに", "까지"}

// cjkDeadlineCue reports one of cjkDeadlineCues anywhere in t.
func cjkDeadlineCue(t string) bool {
	for _, c := range cjkDeadlineCues {
		if strings.Contains(t, c) {
			return true
		}
	}
	return false
}

// cjkDeadlineAfter reports a CJK deadline cue right after a date, perhaps
// past its time of day ("12月4日 08:40前", "12月4日之前").
func cjkDeadlineAfter(rest string) bool {
	i := 0
	for i < len(rest) && i < 8 && (isDigit(rest[i]) || rest[i] == ':' || rest[i] == ' ') {
		i++
	}
	rest = rest[i:]
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "之"), "以")
	return hasPrefixAny(rest, cjkDeadlineCues)
}

// statedDeadline returns a date a tool result or the assistant sets as a
// deadline: after a deadline cue ("falls if the deposit is not paid by
// 05/12/2026", "identification deadline: 14 Dec 2026"), not past, and
// within the expiry horizon or before a date the summary plans for.
func (a *analysis) statedDeadline(u *unit, s sentence) (quantity, bool) {
	cjk := cjkDeadlineCue(u.f.text[s.start:s.end])
	if !cjk && !sentDeadlineCue(u, s) {
		return quantity{}, false
	}
	for _, q := range u.sentQuantities(s) {
		if !isDateKind(q.kind) || a.pastDate(q) || a.lx.isIdentifier(u, s, q) {
			continue
		}
		if (deadlineLead(u.f.text[s.start:q.start]) || cjk && cjkDeadlineAfter(u.f.text[q.end:s.end])) && (a.nearExpiry(q) || a.plannedPast(q)) {
			return q, true
		}
	}
	return quantity{}, false
}

// hourAfterDropped reports a time of day right after date q in sentence s
// ("by Fri 11 Dec 14:00", "até 12/12 às 18h") that nothing downstream
// carries: the date is then carried without the hour that ends it. It
// returns the hour's end, or 0.
func (a *analysis) hourAfterDropped(u *unit, s sentence, q quantity) int {
	if !isDateKind(q.kind) {
		return 0
	}
	// The hour may be read into the date's own span ("使用期限 2026-12-14
	// 10:00"): the date's last word, read alone, is a time of day.
	qt := u.f.text[q.start:q.end]
	if k := strings.LastIndexByte(qt, ' '); k > 0 {
		if x, ok := textQuantity(qt[k+1:]); ok && x.kind == qTime {
			if a.hourCarried(x) {
				return 0
			}
			return int(q.end)
		}
	}
	for _, x := range u.sentQuantities(s) {
		if x.kind != qTime || x.start < q.end {
			continue
		}
		if gap := u.f.text[q.end:x.start]; len(gap) > 6 || strings.ContainsAny(gap, ",;.") {
			return 0
		}
		if a.hourCarried(x) {
			return 0
		}
		return int(x.end)
	}
	return 0
}

// hourCarried reports time of day x written downstream, as a number or a
// clock, or a deadline said there that keeps the day's end, if vaguer.
func (a *analysis) hourCarried(x quantity) bool {
	return containsQuantity(a.allDownstreamQuantities(), x) || a.clockCarried(x) || a.deadlineSaidDownstream()
}

// deadlineSaidDownstream reports a sentence of the summary or contract
// with a deadline cue and a number ("14日の搬入締切に間に合わせる", "due by
// the 14th"): a deadline's day restated as one keeps it, if vaguer.
func (a *analysis) deadlineSaidDownstream() bool {
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			if sentDeadlineCue(u, s) || sentHasDigit(u, s) && (cjkDeadlineCue(u.f.text[s.start:s.end]) || s.cs.has(catUntil)) {
				return true
			}
		}
	}
	return false
}

// untilWordsBefore lead a time of day or a day that ends something,
// folded: "until 16:00", "bis 16:00", "até às 16h", "hasta las 16:00",
// "jusqu'à 16h", "fino alle 16:00", "until 24 Dec", "bis zum 12.01.",
// "jusqu'au 5 janvier", "hasta el 3 de marzo", "fino al 9 gennaio".
// untilWordsAfter close one in a verb-final language: "11:30 まで",
// "16:00까지", "为止".
var (
	untilWordsBefore = []string{"until", "till", "bis", "ate as", "ate a", "ate", "hasta las", "hasta la", "jusqu'a", "fino alle",
		"fino all'", "no later than", "bis zum", "bis zur", "jusqu'au", "hasta el", "fino al", "fino a", "ate o", "ate dia", "ate ao",
		// "At the latest" and "by": "au plus tard à 6h45", "entro le 11:30",
		// "spätestens um 9 Uhr", "a más tardar el 3", "by 11:30".
		"au plus tard a", "au plus tard le", "au plus tard", "entro le", "entro il", "entro la", "entro", "spatestens um",
		"spatestens am", "spatestens", "a mas tardar el", "a mas tardar", "como muy tarde", "no maximo ate", "by"}
	untilWordsAfter = []string{"まで", "迄", "까지", "为止", "為止", "전에", "전까지", "前に", "までに", "之前", "以前"}
	// beforeWords lead a time the work must be done before ("needs pickup
	// before today's 16:00 cut-off", "avant 16h", "vor 16 Uhr", "antes de
	// las 16:00"): an end too, unless a negation before them makes the
	// time the earliest ("sem outras tomas antes das 08:00").
	beforeWords = []string{"before", "avant", "vor", "antes de las", "antes das", "antes de", "prima delle", "prima di"}
	// cutoffNouns name the time right after them as the last one ("Courier
	// cutoff 15:30 today", "heure limite 11:00", "Annahmeschluss 14:00").
	cutoffNouns = []string{"cutoff", "cut-off", "deadline", "heure limite", "hora limite", "horario limite", "orario limite",
		"ora limite", "annahmeschluss", "einsendeschluss", "bestellschluss", "redaktionsschluss"}
)

// untilLead reports text that ends with an until-word, perhaps with
// filler between it and what follows ("fino a venerdì", "until Fri the",
// "bis zum"; see deadlineFiller).
func untilLead(t string) bool { return leadBy(t, untilWordsBefore) }

// leadBy reports text that ends with one of words, perhaps with filler
// between it and what follows (see untilLead).
func leadBy(t string, words []string) bool {
	for range 3 {
		t = strings.TrimRight(t, " ,")
		if endsWithWord(t, words) {
			return true
		}
		k := strings.LastIndexByte(t, ' ')
		if k < 0 || !deadlineFiller[t[k+1:]] {
			return false
		}
		t = t[:k]
	}
	return false
}

// untilEnd returns a time of day, or a day within the expiry horizon,
// in sentence s that an until-word leads or closes: the end of what the
// sentence allows.
func (a *analysis) untilEnd(u *unit, s sentence) (quantity, bool) {
	t := u.f.text
	qs := u.sentQuantities(s)
	for i, q := range qs {
		if q.kind != qTime && !(isDateKind(q.kind) && !a.pastDate(q) && (a.nearExpiry(q) || a.plannedPast(q)) && !a.lx.isIdentifier(u, s, q)) {
			continue
		}
		// A day that closes a period opened by another ("12月3日から12月6日
		// まで出張", "away from 3 Dec until 6 Dec") dates a stay, not a limit.
		if isDateKind(q.kind) && i > 0 && isDateKind(qs[i-1].kind) && q.start-qs[i-1].end <= 16 {
			continue
		}
		after := strings.TrimLeft(t[q.end:s.end], " ")
		for _, w := range untilWordsAfter {
			if strings.HasPrefix(after, w) {
				return q, true
			}
		}
		lead := t[max(int(s.start), int(q.start)-40):q.start]
		if untilLead(lead) {
			return q, true
		}
		if q.kind == qTime && endsWithWord(strings.TrimRight(lead, " :"), cutoffNouns) {
			return q, true
		}
		if q.kind == qTime && leadBy(lead, beforeWords) && !u.negatedBefore(a.lx, s, int(q.start)) {
			return q, true
		}
	}
	return quantity{}, false
}

// contractHasApprovals reports a contract that lists approvals.
func (a *analysis) contractHasApprovals() bool {
	c := a.ev.Summary.Contract
	return c != nil && len(c.Approvals) > 0
}
