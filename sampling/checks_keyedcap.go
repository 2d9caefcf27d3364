package sampling

import (
	"math"
	"strings"
)

// keyedCapWords name a limit as a part of a tool's field name, folded and
// split at underscores: "max_covered_usd", "monthly_quota_kg",
// "use_within_h", "credit_limit_usd".
var keyedCapWords = map[string]bool{"max": true, "maximum": true, "limit": true, "cap": true, "quota": true, "allocation": true,
	"allowance": true, "budget": true, "ceiling": true, "within": true, "kontingent": true, "cupo": true, "cuota": true, "limite": true,
	"massimo": true, "maximo": true, "obergrenze": true, "hochstens": true, "plafond": true, "teto": true}

// keyedValidityWords name how long a thing stays good as a part of a
// field's name, a limit too: "code_valid_hours": 48, "validade_dias":
// 30, "ttl_min": 15. keyedCap reads them as keyedCapWords.
var keyedValidityWords = map[string]bool{"valid": true, "validity": true, "validade": true, "validez": true, "validita": true,
	"gultig": true, "gultigkeit": true, "validite": true, "expiry": true, "ttl": true}

// validityKey reports a field name (folded) that keyedCap reads for how
// long a thing stays good, not for a maximum.
func validityKey(key string) bool {
	for _, w := range strings.Split(key, "_") {
		if keyedValidityWords[w] {
			return true
		}
	}
	return false
}

// keyedMeasureWords mark a field that reports a measure, not a limit
// ("max_temp_recorded", "peak_max_kw", "quota_used"), what is left of
// one (toolRemainder's to read), or a floor ("min_order_qty"): these
// fields are read for maxima only.
var keyedMeasureWords = map[string]bool{"recorded": true, "measured": true, "observed": true, "actual": true, "peak": true,
	"reading": true, "used": true, "current": true, "seen": true, "last": true, "avg": true, "average": true, "min": true,
	"minimum": true, "remaining": true, "left": true, "spent": true, "count": true}

// keyedCap returns the number a tool result gives under a field name
// that names a limit ("max_covered_usd": 650, "use_within_h": 4) and
// that name, for the finding's message, or false. Only a bare number is
// read: a field's value of its own.
func (a *analysis) keyedCap(u *unit, s sentence) (quantity, string, bool) {
	t := u.f.text[s.start:s.end]
	if !strings.Contains(t, `_`) || !strings.Contains(t, `":`) {
		return quantity{}, "", false
	}
	qs := u.sentQuantities(s)
	for i := 0; i < len(t); {
		k := strings.Index(t[i:], `":`)
		if k < 0 {
			break
		}
		end := i + k
		i = end + 2
		open := strings.LastIndexByte(t[:end], '"')
		if open < 0 {
			continue
		}
		key := t[open+1 : end]
		if !strings.Contains(key, "_") || strings.ContainsAny(key, " ,{}") {
			continue
		}
		limit := false
		for _, w := range strings.Split(key, "_") {
			if keyedMeasureWords[w] {
				limit = false
				break
			}
			if keyedCapWords[w] || keyedValidityWords[w] {
				limit = true
			}
		}
		if !limit {
			continue
		}
		v := strings.TrimLeft(t[end+2:], " ")
		// A value in quotes that opens with its number is read as well:
		// "api_rate_limit": "60 chiamate/ora".
		v = strings.TrimPrefix(v, `"`)
		if v == "" || !isDigit(v[0]) {
			continue
		}
		at := int(s.start) + end + 2 + (len(t[end+2:]) - len(v))
		for _, q := range qs {
			if int(q.start) == at && !isDateKind(q.kind) && q.kind != qTime && q.vals[0] != 0 {
				// The field's unit is a word of its name ("_kg", "_h").
				if q.per == 0 {
					q.unit, q.per = fieldUnit(key)
				}
				return q, key, true
			}
		}
	}
	return quantity{}, "", false
}

// fieldUnit returns the measure a word of a field's name gives its
// number ("max_load_kg_per_tower": kilograms, "use_within_h": hours),
// or nothing.
func fieldUnit(key string) (uint64, float64) {
	for _, w := range strings.Split(strings.ToLower(key), "_") {
		if w == "" || keyedCapWords[w] || keyedValidityWords[w] {
			continue
		}
		if m, ok := metricUnits[w]; ok {
			return m.fam, m.f
		}
		if f := unitWordMinutes(w); f > 0 {
			return minutesUnit, f
		}
	}
	return 0, 0
}

// unitWordMinutes returns the minutes a word of a field's name counts in
// ("days": 1440; "_h" is hours: "outage_limit_h", "max_dwell_h"), or 0.
func unitWordMinutes(w string) float64 {
	if f, n := durationUnit(w, 0, len(w)); n == len(w) && f > 0 {
		return f
	}
	if w == "h" || w == "hr" || w == "hrs" {
		return 60
	}
	return 0
}

// usedKeys name a field that counts what was used of a limit, folded.
var usedKeys = []string{`"used`, `_used"`, `"spent`, `_spent"`, `"consumed`, `_consumed"`, `"utilizado`, `"usado`, `"verbraucht`, `"utilise`}

// usedBeside returns the number of a field beside the limit in sentence
// s that counts what was used of it ("annual_max": 1500, "used": 420).
func (a *analysis) usedBeside(u *unit, s sentence) (float64, bool) {
	t := u.f.text[s.start:s.end]
	for _, k := range usedKeys {
		i := strings.Index(t, k)
		if i < 0 {
			continue
		}
		j := strings.Index(t[i+1:], `":`)
		if j < 0 {
			continue
		}
		at := int(s.start) + i + 1 + j + 2
		for at < int(s.end) && u.f.text[at] == ' ' {
			at++
		}
		for _, q := range u.sentQuantities(s) {
			if int(q.start) == at {
				return q.vals[0], true
			}
		}
	}
	return 0, false
}

// valueCarried reports a number downstream equal to q's: the same value,
// the same measure in another unit ("1.2 t" for 1200 kg, "4 hours" for
// 240 minutes), or what is left of it once the used amount beside it is
// taken away ("$1,080 remains" of 1,500 with 420 used).
func (a *analysis) valueCarried(u *unit, s sentence, q quantity) bool {
	used, hasUsed := a.usedBeside(u, s)
	for _, x := range a.allDownstreamQuantities() {
		// Subtracted, decimals round ("250.30" − "120.10" is not
		// 130.20 in binary floating point): equal to a millionth.
		if x.vals[0] == q.vals[0] || hasUsed && math.Abs(x.vals[0]-(q.vals[0]-used)) <= 1e-6*math.Max(1, math.Abs(q.vals[0])) {
			return true
		}
		if q.per > 0 && x.per > 0 && x.unit == q.unit && math.Abs(x.vals[0]*x.per-q.vals[0]*q.per) < 1e-6*q.vals[0]*q.per {
			return true
		}
	}
	return false
}
