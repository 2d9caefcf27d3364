package sampling

import (
	"fmt"
	"slices"
	"strings"
)

// A limit per period ("3 bookings per week", "每周最多 3 次", "50 EUR par
// jour") restated with the same number over another period ("3 per day",
// "每天最多 3 次", "50 EUR par semaine") is another limit: the number alone
// does not carry it.

// periodCue is a word naming the period a limit counts over, folded.
type periodCue struct {
	word string
	name string // the period: "hour", "day", "night", "week", "month", "quarter", "year"
}

// periodCues are the period words, longest first within a language where
// one contains another ("per day" before "day" is not needed: only whole
// cues are listed). Chinese, Japanese and Korean name the period before
// the number ("每周最多 3 次", "주당 3회"), the others mostly after it.
var periodCues = func() []periodCue {
	m := map[string][]string{
		"hour": {"per hour", "an hour", "hourly", "por hora", "a la hora", "par heure", "pro stunde", "stundlich", "all'ora", "per ora",
			"每小时", "每個小時", "時間あたり", "시간당"},
		"day": {"per day", "a day", "daily", "each day", "every day", "per calendar day", "por dia", "ao dia", "al dia", "diarios", "diarias",
			"par jour", "quotidien", "quotidienne", "pro tag", "am tag", "taglich", "al giorno", "per giorno", "giornaliero", "giornaliera",
			"每天", "每日", "日均", "日あたり", "日当たり", "一日に", "毎日", "하루에", "하루", "일일", "매일",
			// "Every 24 hours" counts over a day: "a cada 24 horas". (Not
			// "1日", which dates end with: "12月1日".)
			"every 24 hours", "each 24 hours", "a cada 24 horas", "cada 24 horas", "a cada 24 h", "toutes les 24 heures",
			"alle 24 stunden", "ogni 24 ore", "每24小时", "24時間ごと"},
		"shift": {"per shift", "a shift", "each shift", "every shift", "por turno", "a cada turno", "par poste", "par quart", "pro schicht",
			"je schicht", "per turno", "a turno", "每班", "每个班次", "シフトあたり", "교대당"},
		"night": {"per night", "a night", "por noite", "por noche", "par nuit", "pro nacht", "a notte", "per notte", "每晚", "泊あたり", "박당"},
		"week": {"per week", "a week", "weekly", "each week", "every week", "por semana", "a la semana", "semanal", "semanais", "semanales",
			"par semaine", "hebdomadaire", "pro woche", "in der woche", "wochentlich", "a settimana", "alla settimana", "per settimana",
			"settimanale", "每周", "每星期", "每週", "週に", "週あたり", "毎週", "주당", "매주", "일주일에", "주에"},
		"month": {"per month", "a month", "monthly", "each month", "every month", "por mes", "ao mes", "al mes", "mensal", "mensais", "mensual",
			"par mois", "mensuel", "mensuelle", "pro monat", "im monat", "monatlich", "al mese", "per mese", "mensile", "每月", "每个月",
			"月に", "月あたり", "毎月", "매월", "한 달에", "월간"},
		"quarter": {"per quarter", "a quarter", "quarterly", "por trimestre", "trimestral", "par trimestre", "trimestriel",
			"pro quartal", "im quartal", "vierteljahrlich", "al trimestre", "trimestrale", "每季度", "每季", "四半期ごと", "분기당", "분기마다"},
		"year": {"per year", "a year", "yearly", "annually", "each year", "every year", "por ano", "ao ano", "al ano", "anual", "anuais", "anuales",
			"par an", "par annee", "annuel", "annuelle", "pro jahr", "im jahr", "jahrlich", "all'anno", "l'anno", "annuo", "annuale",
			"每年", "年に", "年間", "毎年", "연간", "매년"},
	}
	var out []periodCue
	for name, ws := range m {
		for _, w := range ws {
			out = append(out, periodCue{w, name})
		}
	}
	// In a fixed order, so that two cues as near to a number are always
	// weighed the same way (the map's order is random).
	slices.SortFunc(out, func(x, y periodCue) int { return strings.Compare(x.word, y.word) })
	return out
}()

var periodCueSet = func() *cueSet {
	ws := make([]string, len(periodCues))
	for i, c := range periodCues {
		ws[i] = c.word
	}
	return newCueSet(ws)
}()

// periodNear returns the period a limit at q counts over: the period cue
// in q's clause nearest to it, with the word as written, or "".
func (a *analysis) periodNear(u *unit, s sentence, q quantity) (name, quote string) {
	if name, from, to := cjkDirectPeriod(u.f.text, int(s.start), q); name != "" {
		return name, u.evidence(from, to).Quote
	}
	ca, cb := u.clause(a.lx, s, int(q.start))
	t := u.f.text[ca:cb]
	if periodCueSet.first(t) < 0 {
		return "", ""
	}
	best, from, to, word := -1, 0, 0, ""
	gapFrom, gapTo := 0, 0
	for _, c := range periodCues {
		k := indexCue(t, c.word)
		if k < 0 {
			continue
		}
		// Distance from the quantity: a cue inside the quantity's own text
		// (a unit read with it) is at distance 0.
		d := 0
		switch p := ca + k; {
		case p >= int(q.end):
			d = p - int(q.end)
		case p+len(c.word) <= int(q.start):
			d = int(q.start) - p - len(c.word)
		}
		// A longer cue at the same distance wins ("一日あたり" over
		// "日あたり").
		if best < 0 || d < best || d == best && len(c.word) > len(word) {
			best, name, word = d, c.name, c.word
			from, to = min(ca+k, int(q.start)), max(ca+k+len(c.word), int(q.end))
			gapFrom, gapTo = int(q.end), ca+k
			if ca+k < int(q.start) {
				gapFrom, gapTo = ca+k+len(c.word), int(q.start)
			}
		}
	}
	// Too far away, it counts something else ("3 bookings, and the room is
	// cleaned every day"). Romance noun phrases run longer in bytes for
	// the same few words ("2 entregas de pão brioche por semana"): up to
	// four words with no punctuation between still count.
	if best > 24 && !(best <= 40 && fewWordsBetween(u.f.text, gapFrom, gapTo)) {
		return "", ""
	}
	// The number and its period as written: "2 times per month", "每周最多
	// 2 次", "週に2件".
	return name, u.evidence(from, to).Quote
}

// changedPeriod reports a limit of the rule restated in it with the same
// number over another period.
func (a *analysis) changedPeriod(r upstreamRule, it *indexed, sq []quantity) string {
	for _, q := range r.limits {
		if isDateKind(q.kind) || q.kind == qTime {
			continue
		}
		rp, rq := a.periodNear(r.u, r.s, q)
		if rp == "" {
			continue
		}
		for _, x := range sq {
			if !equalQuantity(q, x) {
				continue
			}
			if ip, iq := a.periodNear(it.u, it.s, x); ip != "" && ip != rp {
				return fmt.Sprintf("changes %q to %q", rq, iq)
			}
		}
	}
	return ""
}

// movedWindowEnd reports a time window of the rule ("only from 7:00 to
// 22:00") restated with one end kept and the other moved ("from 7:00 to
// 23:00"): x, a time the rule does not state, replaces q while another of
// the rule's times stays.
func movedWindowEnd(r upstreamRule, sq []quantity, q, x quantity) bool {
	if q.kind != qTime || x.kind != qTime || containsQuantity(r.limits, x) {
		return false
	}
	for _, o := range r.limits {
		if o.kind == qTime && !equalQuantity(o, q) && containsQuantity(sq, o) {
			return true
		}
	}
	return false
}

// keptAsBound reports the rule's number q stated in restatement it as a
// bound, or as the only number of its kind: "每月最多可调用 5 次，a、b 本月各用
// 了 3 次" keeps the 3 only as a count, and states 5 as the limit.
func (a *analysis) keptAsBound(it *indexed, sq []quantity, q quantity) bool {
	other := false
	for _, x := range sq {
		if equalQuantity(q, x) && !a.namesNotCounts(it, x, q) {
			if a.statesBound(it, x) {
				return true
			}
			continue
		}
		if sameMeasure(q, x) && a.statesBound(it, x) {
			other = true
		}
	}
	return !other
}

// sameMeasure reports two numbers that measure the same thing by their
// own marks: money in one currency, percentages, or counts of one unit
// ("3 次" and "5 次"). A bare number, a date or a time says too little.
func sameMeasure(q, x quantity) bool {
	switch {
	case isDateKind(q.kind) || isDateKind(x.kind) || q.kind == qTime || x.kind == qTime:
		return false
	case q.kind == qMoney || x.kind == qMoney:
		return q.kind == x.kind && currencyCompatible(q.currency, x.currency)
	case q.kind == qPercent || x.kind == qPercent:
		return q.kind == x.kind
	}
	return q.unit != 0 && q.unit == x.unit
}

// perOneUnit reports a 1 that names the period of a rate written with its
// number in Japanese or Korean ("1日あたり2件", "1時間当たり", "1박당"): the
// rate's period, not a number of its own.
func perOneUnit(t string, q quantity) bool {
	if q.nvals != 1 || q.vals[0] != 1 || q.kind != qPlain {
		return false
	}
	rest := strings.TrimLeft(t[q.end:], " ")
	for _, w := range []string{"日あたり", "日当たり", "日に", "時間あたり", "時間当たり", "泊あたり", "週間あたり", "か月あたり", "ヶ月あたり", "年あたり",
		"일당", "일에", "시간당", "박당", "주당"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// cjkDirectPeriods name a period written right before a count of times in
// Chinese, Japanese and Korean: "月3回" (three times a month), "週3回",
// "年2次", "1日2回", "매주 1회", "월 2회", "하루 3회".
var cjkDirectPeriods = []periodCue{{"月", "month"}, {"週", "week"}, {"周", "week"}, {"年", "year"}, {"日", "day"}, {"天", "day"},
	{"월", "month"}, {"주", "week"}, {"년", "year"}, {"일", "day"}, {"하루", "day"}}

// timesCounters count times: "回", "次", Korean "회".
var timesCounters = []string{"回", "次", "회"}

// cjkDirectPeriod returns the period a count of times q counts over when
// its period stands right before it ("当番は1人あたり月3回まで"), and the
// span from the period's word to the counter; "" when none. The count
// must be of times (回, 次, 회), and the period no part of a date ("12月3回"
// is not read; "1日2回" is, its 1 standing alone).
func cjkDirectPeriod(t string, from int, q quantity) (string, int, int) {
	if q.kind != qPlain {
		return "", 0, 0
	}
	rest := strings.TrimLeft(t[q.end:], " ")
	counter := ""
	for _, w := range timesCounters {
		if strings.HasPrefix(rest, w) {
			counter = w
			break
		}
	}
	if counter == "" {
		return "", 0, 0
	}
	to := len(t) - len(rest) + len(counter)
	lead := strings.TrimRight(t[from:q.start], " ")
	for _, c := range cjkDirectPeriods {
		if !strings.HasSuffix(lead, c.word) {
			continue
		}
		k := len(lead) - len(c.word)
		before := strings.TrimRight(lead[:k], " ")
		// "1日2回": a lone 1 names one period; any other number before
		// the period word makes a date ("3月", "12日").
		if n := len(before); n > 0 && isDigit(before[n-1]) {
			if before[n-1] != '1' || n > 1 && isDigit(before[n-2]) {
				return "", 0, 0
			}
			k = n - 1
		}
		return c.name, from + k, to
	}
	return "", 0, 0
}

// fewWordsBetween reports at most four words and no punctuation in
// t[a:b].
func fewWordsBetween(t string, a, b int) bool {
	if a > b {
		return false
	}
	gap := t[a:b]
	return !strings.ContainsAny(gap, ",;:.()") && len(strings.Fields(gap)) <= 4
}
