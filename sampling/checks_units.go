package sampling

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Unit swapped. A rule's number restated with the same value in another
// unit of the same measure ("a 10 psi pressure test" as "a 10 kPa
// pressure test", "10분 방전 대기" as "10초", "30 calendar days" as "30
// business days") changes the rule as surely as another number does,
// and a reading that compares values in one unit, or only numbers a limit
// cue binds, misses it. A conversion ("20 t" as "40,000 lb") changes the
// number too, and is not read here.

// unitScales are the scaled units (see measureOf) of unit words that
// unitMeasures knows unscaled.
var unitScales = map[uint64]uint64{}

// unitMeasures names the measure of a unit word, by the token unitAfter
// gives the word.
var unitMeasures = func() map[uint64]string {
	m := map[uint64]string{}
	add := func(measure string, words ...string) {
		for _, w := range words {
			var h uint64
			switch {
			case shortUnits[w]:
				h = tokenHash(w)
			case w[0] >= utf8.RuneSelf:
				h = tokenHash(w)
			case len(w) >= 3:
				h = tokenHash(stem(w))
			}
			if h != 0 {
				m[h] = measure
				// A metric word read unscaled ("3 metre", the stem of
				// "metres") is the scaled unit of that word.
				if mu, ok := metricUnits[w]; ok {
					unitScales[h] = uint64(mu.f * 1000)
				}
			}
		}
	}
	add("pressure", "psi", "kpa", "bar", "mbar", "mpa", "hpa", "atm")
	add("length", "mm", "cm", "km", "inch", "inches", "feet", "foot", "yards", "miles", "mile", "metros", "metres", "meters",
		"milimetros", "centimetros", "quilometros", "kilometros", "millimeters", "centimeters", "kilometers",
		"英里", "英尺", "英寸", "マイル", "フィート", "インチ", "마일", "피트", "인치")
	add("mass", "mg", "g", "kg", "t", "lb", "lbs", "oz", "tons", "tonnes", "toneladas", "gramas", "gramos", "quilos",
		"kilos", "grams", "kilograms", "pounds", "ounces", "磅", "盎司", "ポンド", "파운드")
	add("volume", "ml", "l", "litros", "liters", "litres", "gallons", "galoes", "加仑", "ガロン", "갤런")
	add("energy", "kwh", "mwh")
	add("power", "kw", "mw")
	add("data", "kb", "mb", "gb", "tb")
	// Seconds are no duration unitAfter knows by its minutes; they are time
	// beside any duration.
	add("time", "seconds", "second", "secs", "sec", "segundos", "segundo", "secondes", "sekunden", "secondi", "초", "秒")
	return m
}()

// familyMeasures name the measure of a metric family, whose units are
// read scaled.
var familyMeasures = map[uint64]string{massUnit: "mass", lengthUnit: "length", volumeUnit: "volume", dataUnit: "data"}

// measureOf returns a quantity's measure and its unit as read: a scaled
// measure (a duration, a length in Chinese) by its measure and scale,
// anything else by its unit token. A rate ("15 m/s", "25 km/h", "6 mm
// per second") is read as none: its parts need not agree unit by unit.
func measureOf(u *unit, q quantity) (string, uint64) {
	t := u.f.text
	rest := strings.TrimLeft(t[q.end:min(len(t), int(q.end)+16)], " ")
	if strings.HasPrefix(rest, "/") || hasSeqWord(rest, 0, len(rest), []string{"per", "por", "pro", "par", "an hour", "a day"}) ||
		perBefore(t[max(0, int(q.start)-8):q.start]) {
		return "", 0
	}
	if q.per > 0 {
		if q.unit == minutesUnit {
			return "time", uint64(q.per * 1000)
		}
		// A scaled unit of a known measure ("50 kg", read as grams) is
		// that measure, so "50 lb" is another unit of it.
		if m := familyMeasures[q.unit]; m != "" {
			return m, uint64(q.per * 1000)
		}
		return fmt.Sprint(q.unit), uint64(q.per * 1000)
	}
	if q.unit == 0 {
		return "", 0
	}
	if sc, ok := unitScales[q.unit]; ok {
		return unitMeasures[q.unit], sc
	}
	return unitMeasures[q.unit], q.unit
}

// perBefore reports a 每 that makes the number after lead a rate ("每小时
// 25 公里", "每 kg 5 元"); one right before it counts an interval, "every
// 10000 km" ("每 10000 公里"), which is a length.
func perBefore(lead string) bool {
	i := strings.LastIndex(lead, "每")
	return i >= 0 && strings.TrimSpace(lead[i+len("每"):]) != ""
}

// measured is a quantity with its measure and unit.
type measured struct {
	q    quantity
	m    string
	unit uint64
}

// measuredQuantities returns the quantities of sentence s of u that have a
// measure.
func measuredQuantities(u *unit, s sentence) []measured {
	return measuredOf(u, u.sentQuantities(s))
}

// measuredOf returns the quantities of qs, read in u, that have a
// measure.
func measuredOf(u *unit, qs []quantity) []measured {
	var out []measured
	for _, q := range qs {
		if q.nvals != 1 || q.per == 0 && unitMeasures[q.unit] == "" {
			continue
		}
		if m, un := measureOf(u, q); m != "" {
			out = append(out, measured{q, m, un})
		}
	}
	return out
}

// unitSwapped reports a number of a rule (its measured quantities, read
// from ru when the sentence has some of its own) that sentence it
// restates with the same value in another unit of the same measure, or
// "".
func (a *analysis) unitSwapped(ru *unit, rule func() []measured, it *indexed) string {
	why, _ := a.swappedUnit(ru, rule, it)
	return why
}

// swappedUnit is unitSwapped with the sentence's quantity that swaps the
// unit.
func (a *analysis) swappedUnit(ru *unit, rule func() []measured, it *indexed) (string, quantity) {
	sq := a.measuredIn(it)
	if len(sq) == 0 {
		return "", quantity{}
	}
	rq := rule()
	has := func(qs []measured, v float64, m string, un uint64) bool {
		for _, o := range qs {
			if o.q.vals[0] == v && o.m == m && o.unit == un {
				return true
			}
		}
		return false
	}
	for _, q := range rq {
		// A number the sentence carries in the rule's own unit is kept,
		// whatever else it measures with the same value.
		if has(sq, q.q.vals[0], q.m, q.unit) {
			continue
		}
		for _, x := range sq {
			// The rule's own number in that unit is carried, not swapped.
			if x.m == q.m && x.unit != q.unit && x.q.vals[0] == q.q.vals[0] && !has(rq, x.q.vals[0], x.m, x.unit) {
				return fmt.Sprintf("changes the unit of %q to %q", quantityWithUnit(ru, q.q), quantityWithUnit(it.u, x.q)), x.q
			}
		}
	}
	return "", quantity{}
}

// reportSwappedBound reports a sentence that states a number of rule r
// as a bound in another unit of its measure, whatever words it shares with
// the rule: "I serbatoi con più di 5 t di morchie oleose vanno bonificati"
// for "a tank holding more than 5 kg of oily sludge is cleaned", "按每
// 10000 英里检测一次的要求" for "每行驶 10000 公里必须做一次电池健康检测".
// A restatement in another language shares no word with its rule but
// the number, and the number in another unit is the rule changed. The
// number in that unit must be nobody's upstream ("5 t" of steel a tool
// weighed is the load, not the rule) and bound where it stands.
func (a *analysis) reportSwappedBound(ds *sentIndex, r upstreamRule) bool {
	if it, why := a.swappedBound(ds, &r); it != nil {
		a.reportWeakened(r, it, why)
		return true
	}
	return false
}

// swappedBound returns the sentence reportSwappedBound reports, with
// why, or nil.
func (a *analysis) swappedBound(ds *sentIndex, r *upstreamRule) (*indexed, string) {
	// Read for measures only when some number downstream has the value
	// of one of the rule's in another unit.
	other := false
	for _, q := range r.sentQuants() {
		if q.nvals != 1 || q.unit == 0 && q.per == 0 || q.currency != "" {
			continue
		}
		for _, x := range a.downValues(ds) {
			if x.vals[0] == q.vals[0] && (x.unit != q.unit || x.per != q.per) {
				other = true
			}
		}
	}
	if !other {
		return nil, ""
	}
	rq := measuredOf(r.u, r.sentQuants())
	if len(rq) == 0 {
		return nil, ""
	}
	rule := func() []measured { return rq }
	// A summary that states the rule's numbers in their own units
	// somewhere restates the rule there; the same number in another unit
	// elsewhere is read by the aligned checks, if it restates it at all.
	kept := 0
	for _, q := range rq {
	items:
		for i := range ds.items {
			for _, x := range a.measuredIn(&ds.items[i]) {
				if x.m == q.m && x.unit == q.unit && x.q.vals[0] == q.q.vals[0] {
					kept++
					break items
				}
			}
		}
	}
	if kept == len(rq) {
		return nil, ""
	}
	for i := range ds.items {
		it := &ds.items[i]
		if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) {
			continue
		}
		why, x := a.swappedUnit(r.u, rule, it)
		if why == "" || a.upstreamGives(x) || !a.statesBound(it, x) && !a.ruleWordFor(it, x) || a.quotedWords(it.u, it.s) || a.reportsCase(it) {
			continue
		}
		return it, why
	}
	return nil, ""
}

// downValues are the single numbers of the downstream sentences, read
// once per event.
func (a *analysis) downValues(ds *sentIndex) []quantity {
	if a.downVals == nil {
		qs := []quantity{}
		for i := range ds.items {
			for _, x := range ds.items[i].u.sentQuantities(ds.items[i].s) {
				if x.nvals == 1 && (x.unit != 0 || x.per != 0) {
					qs = append(qs, x)
				}
			}
		}
		a.downVals = &qs
	}
	return *a.downVals
}

// ruleWordFor reports a word for a rule in the clause of x ("按每 500
// 英里保养一次的规定", "per the rule of 45 seconds"): the number is the
// rule's.
func (a *analysis) ruleWordFor(it *indexed, x quantity) bool {
	ca, cb := it.u.clause(a.lx, it.s, int(x.start))
	return a.clauseHas(it.u, it.s, ca, cb, catRuleWord)
}

// measuredIn returns the measured quantities of a downstream sentence,
// read once per event.
func (a *analysis) measuredIn(it *indexed) []measured {
	sq, ok := a.unitDown[it]
	if !ok {
		sq = measuredQuantities(it.u, it.s)
		if a.unitDown == nil {
			a.unitDown = map[*indexed][]measured{}
		}
		a.unitDown[it] = sq
	}
	return sq
}

// quantityWithUnit quotes a quantity with the unit word after it ("50
// kg", "40 厘米"), so a message about its unit shows the unit.
func quantityWithUnit(u *unit, q quantity) string {
	t := u.f.text
	// A number bounded from one side is quoted with its bound word: "under
	// 18", "über 5,0", not "18 in" or "5,0 nötig".
	if b := boundLead(t, q); b != "" {
		return u.evidence(int(q.start)-len(b), int(q.end)).Quote
	}
	// A bound said after its number is quoted with it: "70 or more",
	// "60점 이상", not "70 or".
	if q.kind == qPlain && q.nvals == 1 {
		if w := boundAfterWord(t, int(q.end), len(t)); w != "" {
			if k := strings.Index(t[q.end:min(len(t), int(q.end)+40)], w); k >= 0 {
				return u.evidence(int(q.start), int(q.end)+k+len(w)).Quote
			}
		}
	}
	// A share or an amount holds its unit already: "20 %", not "20 % der";
	// so does a power of ten: "1 × 10^6".
	if q.kind == qPercent || q.kind == qMoney || q.unit == sciUnit {
		return u.evidence(int(q.start), int(q.end)).Quote
	}
	j := int(q.end)
	// A duration read with its word ("15 minutes") holds its unit.
	if j > int(q.start) && t[j-1] >= 'a' && t[j-1] <= 'z' {
		return u.evidence(int(q.start), j).Quote
	}
	// "a 25-minute programme".
	if j < len(t) && (t[j] == ' ' || t[j] == '-' && j+1 < len(t) && t[j+1] >= 'a' && t[j+1] <= 'z') {
		j++
	}
	end := int(q.end)
	for _, c := range cjkMetric {
		if strings.HasPrefix(t[j:], c.w) {
			return u.evidence(int(q.start), j+len(c.w)).Quote
		}
	}
	for _, w := range cjkTimeUnits {
		if strings.HasPrefix(t[j:], w) {
			return u.evidence(int(q.start), j+len(w)).Quote
		}
	}
	k := j
	for k < len(t) {
		r, n := utf8.DecodeRuneInString(t[k:])
		if r == '/' || r == 'µ' || r == 'μ' || r == '°' || r == 'º' || r == '℃' || r == '℉' || r < 0x2E80 && unicode.IsLetter(r) {
			k += n
			continue
		}
		break
	}
	if k > j {
		end = k
	}
	return u.evidence(int(q.start), end).Quote
}

// cjkTimeUnits are the time units written after a number in Chinese,
// Japanese and Korean, longest first.
var cjkTimeUnits = []string{"小时", "小時", "分钟", "分鐘", "時間", "시간", "分", "秒", "天", "日", "周", "週", "초", "분", "일"}
