package sampling

import (
	"math"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// qkind is what a number in text is.
type qkind uint8

const (
	qPlain qkind = iota
	qMoney
	qPercent
	qDate
	// qDayMonth is a date written without its year ("17 Nov", "27/11",
	// "11 月 26 日"): its candidates are month*100+day.
	qDayMonth
	// qTime is a time of day ("14:30", "2 p.m.", "20 Uhr"): minutes since
	// midnight.
	qTime
)

// quantity is a number found in folded text, normalised so that
// "R$ 4.300,00", "4300.00" and "4,300" compare equal.
//
// A single separator followed by exactly three digits is ambiguous
// ("1.250" is 1250 in Portuguese and 1.25 in English), so a quantity may
// carry two candidate values; two quantities are equal when any of their
// candidates agree.
type quantity struct {
	start, end int32
	vals       [2]float64
	nvals      uint8
	kind       qkind
	currency   string // ISO code, or "$" / "¥" when the symbol alone is ambiguous
	// unit is the token of the noun a plain number counts ("10 days",
	// "400 bearings"), or 0: a number of days is no amount of money.
	unit uint64
	// per is a duration's length in minutes per unit ("4 小时": 60), 0
	// for anything else; vals stay as written, for a record's bare number.
	per float64
}

func (q quantity) first() float64 { return q.vals[0] }

// equalQuantity reports whether a and b can denote the same value.
func equalQuantity(a, b quantity) bool {
	// A number in scientific notation equals another such number by its
	// value, and a plain one by its value or its mantissa ("0,5 × 10^6"
	// for a record's "max_wbc_e6": 0.5).
	if a.unit == sciUnit || b.unit == sciUnit {
		if a.unit == sciUnit && b.unit == sciUnit {
			return sameNumber(a.vals[0], b.vals[0])
		}
		if b.unit == sciUnit {
			a, b = b, a
		}
		for j := 0; j < int(b.nvals); j++ {
			if b.kind == qPlain && (sameNumber(a.vals[0], b.vals[j]) || sameNumber(a.vals[1], b.vals[j])) {
				return true
			}
		}
		return false
	}
	if a.kind == qTime || b.kind == qTime {
		return equalTimes(a, b)
	}
	if isDateKind(a.kind) || isDateKind(b.kind) {
		if !isDateKind(a.kind) || !isDateKind(b.kind) {
			return false
		}
		for i := 0; i < int(a.nvals); i++ {
			for j := 0; j < int(b.nvals); j++ {
				if sameDay(a.kind, a.vals[i], b.kind, b.vals[j]) {
					return true
				}
			}
		}
		return false
	}
	if a.kind == qMoney && b.kind == qMoney && !currencyCompatible(a.currency, b.currency) {
		return false
	}
	// Two durations compare in minutes: "4 小时" is "240 分钟". Measures
	// of two families never agree (a kilogram is no metre), and they
	// compare in the smaller of their units, so that 4.1 μg/kg is not
	// 5 μg/kg by a rounding of 0.0009 mg/kg.
	if a.per > 0 && b.per > 0 {
		if a.unit != 0 && b.unit != 0 && a.unit != b.unit {
			return false
		}
		m := min(a.per, b.per)
		for i := 0; i < int(a.nvals); i++ {
			for j := 0; j < int(b.nvals); j++ {
				if sameNumber(a.vals[i]*a.per/m, b.vals[j]*b.per/m) {
					return true
				}
			}
		}
		return false
	}
	for i := 0; i < int(a.nvals); i++ {
		for j := 0; j < int(b.nvals); j++ {
			if sameNumber(a.vals[i], b.vals[j]) {
				return true
			}
		}
	}
	return false
}

func isDateKind(k qkind) bool { return k == qDate || k == qDayMonth }

// sameDay compares two date candidates; a date without a year agrees with
// any date on its month and day.
func sameDay(ka qkind, a float64, kb qkind, b float64) bool {
	if ka == kb {
		return a == b
	}
	if ka == qDate {
		a, ka = monthDay(a), qDayMonth
	}
	if kb == qDate {
		b = monthDay(b)
	}
	return a == b
}

// monthDay turns days since the epoch into month*100+day.
func monthDay(days float64) float64 {
	t := time.Unix(int64(days)*86400, 0).UTC()
	return float64(int(t.Month())*100 + t.Day())
}

// equalTimes compares times of day; a whole hour also agrees with a bare
// number of that hour, as in "between 2 and 4 a.m." for "02:00–04:00".
func equalTimes(a, b quantity) bool {
	if a.kind != qTime {
		a, b = b, a
	}
	switch b.kind {
	case qTime:
		return a.vals[0] == b.vals[0]
	case qPlain:
		m := int(a.vals[0])
		// A count of something ("16 points", "bracket 16 … 0.7 mm") is no
		// hour; a bare number may be ("by 4", "até as 16").
		// "22h" is read as a span of hours and may be the hour too.
		if m%60 != 0 || b.unit != 0 && !hourUnits[b.unit] && !(b.unit == minutesUnit && b.per == 60) || b.per != 0 && b.per != 60 {
			return false
		}
		for j := 0; j < int(b.nvals); j++ {
			if v := b.vals[j]; v == math.Trunc(v) && (int(v) == m/60 || int(v)+12 == m/60) {
				return true
			}
		}
	}
	return false
}

// hourWordAfter reports the digits at i followed by a word that makes
// them an hour of the day: "20 Uhr", "11時", "16 heures".
func hourWordAfter(t string, i, b int) bool {
	j := i
	for j < b && isDigit(t[j]) {
		j++
	}
	if j == i || j-i > 2 {
		return false
	}
	rest := strings.TrimLeft(t[j:b], " ")
	for _, w := range []string{"uhr", "heures", "heure", "o'clock", "時", "点", "시"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// hourUnits are the words after a number that make it an hour of the
// day: "22 Uhr", "16 heures", "9 o'clock", "16 時", "4 点", "4 시".
var hourUnits = map[uint64]bool{tokenHash(stem("uhr")): true, tokenHash(stem("heures")): true, tokenHash(stem("heure")): true,
	tokenHash(stem("clock")): true, tokenHash(stem("o'clock")): true, tokenHash("時"): true, tokenHash("点"): true, tokenHash("시"): true}

func sameNumber(x, y float64) bool {
	d := math.Abs(x - y)
	return d < 0.005 || d <= 1e-9*math.Max(math.Abs(x), math.Abs(y))
}

// currencyCompatible reports whether two currency marks can name the same
// currency: equal codes, an unknown mark, or a bare "$"/"¥" symbol against
// a code that uses it.
func currencyCompatible(a, b string) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	dollar := func(c string) bool { return c == "$" || c == "USD" || c == "CAD" || c == "AUD" || c == "MXN" }
	yen := func(c string) bool { return c == "¥" || c == "CNY" || c == "JPY" }
	return (a == "$" && dollar(b)) || (b == "$" && dollar(a)) || (a == "¥" && yen(b)) || (b == "¥" && yen(a))
}

// currencyBefore are marks written before an amount, folded, longest first.
var currencyBefore = []struct{ mark, code string }{
	{"us$", "USD"}, {"usd", "USD"}, {"r$", "BRL"}, {"brl", "BRL"}, {"eur", "EUR"}, {"gbp", "GBP"},
	{"cny", "CNY"}, {"rmb", "CNY"}, {"jpy", "JPY"}, {"cad", "CAD"}, {"aud", "AUD"}, {"mxn", "MXN"},
	{"€", "EUR"}, {"£", "GBP"}, {"¥", "¥"}, {"$", "$"}, {"krw", "KRW"}, {"₩", "KRW"}, {"zar", "ZAR"},
	// Other ISO 4217 codes ("CHF 1'200", "OMR 1.200"); not the ones that
	// are English words as well (ALL, TRY, PEN, GEL, MAD, TOP, CUP).
	{"chf", "CHF"}, {"inr", "INR"}, {"sek", "SEK"}, {"nok", "NOK"}, {"dkk", "DKK"}, {"pln", "PLN"}, {"czk", "CZK"}, {"huf", "HUF"}, {"rub", "RUB"}, {"aed", "AED"}, {"sar", "SAR"}, {"qar", "QAR"}, {"kwd", "KWD"}, {"bhd", "BHD"}, {"omr", "OMR"}, {"irr", "IRR"}, {"egp", "EGP"}, {"ngn", "NGN"}, {"kes", "KES"}, {"thb", "THB"}, {"vnd", "VND"}, {"idr", "IDR"}, {"myr", "MYR"}, {"sgd", "SGD"}, {"hkd", "HKD"}, {"twd", "TWD"}, {"ars", "ARS"}, {"clp", "CLP"}, {"cop", "COP"}, {"uyu", "UYU"}, {"nzd", "NZD"}, {"ils", "ILS"},
	// The South African rand's "R" only before an amount written as one
	// ("R18,500", "R 1 250.00"), not "R18" (a room, a road): see randShaped.
	{"r", "ZAR"},
}

// currencyAfter are marks written after an amount, folded, longest first.
var currencyAfter = []struct{ mark, code string }{
	{"reais", "BRL"}, {"real", "BRL"}, {"dollars", "USD"}, {"dollar", "USD"}, {"dolares", "USD"},
	{"euros", "EUR"}, {"euro", "EUR"}, {"pounds", "GBP"}, {"yuan", "CNY"}, {"renminbi", "CNY"},
	{"yen", "JPY"}, {"usd", "USD"}, {"brl", "BRL"}, {"eur", "EUR"}, {"gbp", "GBP"}, {"cny", "CNY"},
	{"rmb", "CNY"}, {"jpy", "JPY"}, {"cad", "CAD"}, {"aud", "AUD"}, {"mxn", "MXN"},
	{"人民币", "CNY"}, {"美元", "USD"}, {"欧元", "EUR"}, {"日元", "JPY"}, {"英镑", "GBP"}, {"雷亚尔", "BRL"},
	{"元", "CNY"}, {"块", "CNY"}, {"円", "JPY"}, {"€", "EUR"}, {"£", "GBP"}, {"¥", "¥"}, {"원", "KRW"}, {"krw", "KRW"},
	// Korean and Japanese names of other currencies: "200유로", "150ドル".
	{"유로", "EUR"}, {"달러", "USD"}, {"파운드", "GBP"}, {"위안", "CNY"}, {"헤알", "BRL"}, {"ユーロ", "EUR"}, {"ドル", "USD"},
	{"ポンド", "GBP"}, {"レアル", "BRL"}, {"zar", "ZAR"}, {"rand", "ZAR"},
	// Other ISO 4217 codes ("1.200 OMR", "38 000 SEK") and currency names
	// ("38,000,000 rials", "12 000 francs"). A name several countries use
	// stands for one of them: amounts are compared only in the same
	// currency, and a summary names it as the original did.
	{"chf", "CHF"}, {"inr", "INR"}, {"sek", "SEK"}, {"nok", "NOK"}, {"dkk", "DKK"}, {"pln", "PLN"}, {"czk", "CZK"}, {"huf", "HUF"}, {"rub", "RUB"}, {"aed", "AED"}, {"sar", "SAR"}, {"qar", "QAR"}, {"kwd", "KWD"}, {"bhd", "BHD"}, {"omr", "OMR"}, {"irr", "IRR"}, {"egp", "EGP"}, {"ngn", "NGN"}, {"kes", "KES"}, {"thb", "THB"}, {"vnd", "VND"}, {"idr", "IDR"}, {"myr", "MYR"}, {"sgd", "SGD"}, {"hkd", "HKD"}, {"twd", "TWD"}, {"ars", "ARS"}, {"clp", "CLP"}, {"cop", "COP"}, {"uyu", "UYU"}, {"nzd", "NZD"}, {"ils", "ILS"},
	{"rials", "IRR"}, {"rial", "IRR"}, {"riyals", "SAR"}, {"riyal", "SAR"}, {"dirhams", "AED"}, {"dirham", "AED"},
	{"rupees", "INR"}, {"rupee", "INR"}, {"francs", "CHF"}, {"franken", "CHF"}, {"kronor", "SEK"}, {"kroner", "NOK"},
	{"zloty", "PLN"}, {"zlotys", "PLN"}, {"pesos", "MXN"}, {"baht", "THB"}, {"ringgit", "MYR"}, {"rupiah", "IDR"},
}

var multipliers = []struct {
	word string
	mul  float64
	cjk  bool
}{
	{"million", 1e6, false}, {"millions", 1e6, false}, {"milhoes", 1e6, false}, {"milhao", 1e6, false},
	{"millones", 1e6, false}, {"billion", 1e9, false}, {"bilhoes", 1e9, false}, {"bilhao", 1e9, false},
	{"mil", 1e3, false}, {"thousand", 1e3, false}, {"bn", 1e9, false}, {"mm", 1e6, false}, {"k", 1e3, false},
	{"millionen", 1e6, false}, {"mio", 1e6, false}, {"mln", 1e6, false}, {"milliards", 1e9, false},
	{"milliard", 1e9, false}, {"milliarden", 1e9, false}, {"milliarde", 1e9, false}, {"mrd", 1e9, false},
	{"miliardi", 1e9, false}, {"milioni", 1e6, false}, {"milione", 1e6, false},
	// "1,5 M€", "2M$", "$84M", "€2.5m", "$3.4mn", "$1.2B": M for million
	// and B for billion only right before or after a currency sign or
	// code (alone they are metres and bytes).
	{"mn", 1e6, false}, {"m", 1e6, false}, {"b", 1e9, false},
	// "R$ 1,5 mi", "US$ 2 mi": millions, after a currency sign only
	// (alone it is miles). "mm" likewise ("$50mm"; "50 mm" of snow is
	// millimetres).
	{"mi", 1e6, false},
	// Korean: "320만 원", "1억 원".
	{"만", 1e4, true}, {"억", 1e8, true},
	{"百万", 1e6, true}, {"千万", 1e7, true}, {"万", 1e4, true}, {"亿", 1e8, true}, {"千", 1e3, true},
}

// currencyBeforeAt reports a currency sign or code written right before
// the number starting at i: "R$ 1,5", "US$2".
func currencyBeforeAt(t string, a, i int) bool {
	p := i
	if p > a && t[p-1] == ' ' {
		p--
	}
	for _, cm := range currencyBefore {
		if p-len(cm.mark) >= a && t[p-len(cm.mark):p] == cm.mark &&
			(!isWordByte(cm.mark[0]) || p-len(cm.mark) == a || !isWordByte(t[p-len(cm.mark)-1])) {
			return true
		}
	}
	return false
}

// multiplierStands reports whether a short multiplier word at t[k:]
// (after the number t[i:end]) multiplies it. "m", "mi", "mm", "mn" and
// "b" are metres, miles, millimetres and bytes unless money is being
// counted: a currency sign or code before the number ("$84M", "R$ 2
// mi"), or, for "m", one right after it ("1,5 M€"). "b" is glued to the
// number ("$1.2B"), never a word of its own. Longer words stand anywhere.
func multiplierStands(w, t string, a, i, k, end, b int) bool {
	switch w {
	case "m":
		return millionSign(t[k:b]) || currencyBeforeAt(t, a, i)
	case "b":
		return k == end && currencyBeforeAt(t, a, i)
	case "mi", "mm", "mn":
		return currencyBeforeAt(t, a, i)
	case "k":
		// "12k", "250k", "1.5k" count thousands; four digits before it
		// ("LED 5600K", "3000 K") are a temperature in kelvin.
		return intDigits(t[i:end]) <= 3
	}
	return true
}

// intDigits counts the digits of a number's text before its first
// separator.
func intDigits(num string) int {
	n := 0
	for n < len(num) && isDigit(num[n]) {
		n++
	}
	return n
}

// millionSign reports "m" right before a currency sign: "m€", "m$".
func millionSign(rest string) bool {
	if len(rest) < 2 || rest[0] != 'm' {
		return false
	}
	r := rest[1:]
	return strings.HasPrefix(r, "€") || strings.HasPrefix(r, "$") || strings.HasPrefix(r, "£")
}

// quantities returns the numbers, amounts, dates and times of day in the
// folded span [a, b) of t. Digits glued to letters or joined by hyphens to
// words ("INV-2024-001", "v1.2", "msg-12") are identifiers and are
// skipped. Small numbers written as words ("three", "dez", "zwölf") and
// dates written with month names ("17 Nov", "3 de dezembro") are read too.
func quantities(t string, a, b int, dst []quantity) []quantity {
	i, first := a, len(dst)
	for i < b {
		c := t[i]
		if !isDigit(c) {
			if c >= 0xE4 {
				r, size := utf8.DecodeRuneInString(t[i:])
				if r == '百' && strings.HasPrefix(t[i:b], "百分之") {
					// "百分之十": ten percent.
					if q, end, ok := cjkNumber(t, i+len("百分之"), b); ok && q.kind == qPlain {
						q.start, q.kind = int32(i), qPercent
						dst = append(dst, q)
						i = end
						continue
					}
					// One numeral is a percentage too after "百分之":
					// "百分之五" is five percent.
					if r2, n := utf8.DecodeRuneInString(t[i+len("百分之") : b]); n > 0 {
						if v := strings.IndexRune("一二两三四五六七八九", r2); v >= 0 {
							d := [...]float64{1, 2, 2, 3, 4, 5, 6, 7, 8, 9}[v/3]
							end := i + len("百分之") + n
							dst = append(dst, quantity{start: int32(i), end: int32(end), vals: [2]float64{d}, nvals: 1, kind: qPercent})
							i = end
							continue
						}
					}
				}
				if q, end, ok := durationPhrase(t, i, b); ok {
					dst = append(dst, q)
					i = end
					continue
				}
				if isCJKNumeral(r) {
					if q, end, ok := cjkNumber(t, i, b); ok {
						dst = append(dst, q)
						i = end
						continue
					}
				}
				i += size
				continue
			}
			if q, end, ok := durationPhrase(t, i, b); ok {
				dst = append(dst, q)
				i = end
				continue
			}
			if wordStartByte[c] && (i == 0 || !isWordByte(t[i-1])) {
				j := i
				for j < b && t[j] >= 'a' && t[j] <= 'z' {
					j++
				}
				if j < b && isWordByte(t[j]) {
					i = skipWord(t, j, b)
					continue
				}
				// Half a percent in words: "meio por cento", "mezzo per
				// cento", "half a percent" is 0.5%; the "cento" of "por
				// cento" is the percent word, not a hundred.
				if end, ok := halfPercent(t, i, j, b); ok {
					dst = append(dst, quantity{start: int32(i), end: int32(end), vals: [2]float64{0.5}, nvals: 1, kind: qPercent})
					i = end
					continue
				}
				if t[i:j] == "cento" && (strings.HasSuffix(t[a:i], "por ") || strings.HasSuffix(t[a:i], "per ")) {
					i = j
					continue
				}
				if q, end, ok := frequencyWord(t, a, i, j, b); ok {
					dst = append(dst, q)
					i = end
					continue
				}
				// Not a number word: what follows a hyphen or a dot may be
				// a number ("under-16s", "over-65 fares").
				if !maybeNumberWord(t, i, j) {
					i = j
					continue
				}
				if q, end, ok := parseMonthFirst(t, i, j, b); ok {
					dst = append(dst, q)
					i = end
					continue
				}
				if v, end, ok := numberWord(t, i, j, b); ok {
					q := quantity{start: int32(i), vals: [2]float64{v}, nvals: 1}
					q, end = quantitySuffix(t, a, b, q, end)
					dst = append(dst, q)
					i = end
					continue
				}
				i = j
				continue
			}
			i++
			continue
		}
		// Identifier context: a letter, '_' or a hyphen/slash glued to a
		// word before. A hyphen right after a time of day opens a range
		// ("02:00-04:00"), not an identifier.
		// So does one after a number that an hour word closes ("18-20
		// Uhr", "9-11時"): its end is a time of day.
		if i > 0 && identBefore(t, i) && !(t[i-1] == '-' && len(dst) > 0 && dst[len(dst)-1].kind == qTime &&
			int(dst[len(dst)-1].end) == i-1) && !(t[i-1] == '-' && len(dst) > 0 && dst[len(dst)-1].kind == qPlain &&
			int(dst[len(dst)-1].end) == i-1 && hourWordAfter(t, i, b)) && !ageBandBefore(t, i) && !randBefore(t, a, i, b) &&
			!rangeEndAt(t, i, b, dst) {
			j := i
			for j < b && (isWordByte(t[j]) || t[j] == '-' || t[j] == '.') {
				j++
			}
			i = j
			continue
		}
		if q, end, ok := parseDate(t, i, b); ok {
			dst = append(dst, q)
			i = end
			continue
		}
		if q, end, ok := parseSpanHM(t, i, b); ok {
			dst = append(dst, q)
			i = end
			continue
		}
		if q, end, ok := parseTime(t, i, b); ok {
			dst = append(dst, q)
			i = end
			continue
		}
		if q, end, ok := parseNumericDate(t, i, b); ok {
			dst = append(dst, q)
			i = end
			continue
		}
		if q, end, ok := parseDayMonth(t, i, b); ok {
			dst = append(dst, q)
			i = end
			continue
		}
		if q1, q2, end, ok := parseDayRange(t, i, b); ok {
			dst = append(dst, q1, q2)
			i = end
			continue
		}
		j := i
		grouped := false
		for j < b {
			if isDigit(t[j]) {
				j++
				continue
			}
			if (t[j] == '.' || t[j] == ',' || t[j] == '\'') && j+1 < b && isDigit(t[j+1]) {
				j++
				continue
			}
			// French, Spanish and SI style group thousands with a space
			// ("1 200,50 €"): a first group of one to three digits, then
			// groups of exactly three.
			if t[j] == ' ' && spaceGroup(t, i, j, b) {
				grouped = true
				j++
				continue
			}
			break
		}
		numText := t[i:j]
		if grouped {
			numText = strings.ReplaceAll(numText, " ", "")
		}
		q := quantity{start: int32(i), end: int32(j)}
		vals, n, ok := parseNumber(numText)
		// A run no reading parses may be two numbers a comma joins: a
		// fullwidth comma folds to one ("¥96,000，2026-12-31"). The run
		// ends at a separator no group of three digits follows, if that
		// leaves a number before it, and what follows is read afresh.
		for k := len(numText) - 1; !ok && !grouped && k > 0; k-- {
			if (numText[k] == ',' || numText[k] == '.') && digitsAt(numText, k+1) > 3 {
				if vals, n, ok = parseNumber(numText[:k]); ok {
					j = i + k
					q.end = int32(j)
				}
			}
		}
		if !ok {
			i = j
			continue
		}
		q.vals, q.nvals = vals, n
		end := j
		// A fraction of something ("1/4 of the mouth width", "3/8 de la
		// largeur") is its value, not its numerator.
		if e, v, ok := fractionOf(t, numText, j, b); ok && !grouped {
			q.vals[0], q.end, end, j = v, int32(e), e, e
		}
		// Suffix: optional space, multiplier, optional space, currency or %.
		k := end
		if k < b && t[k] == ' ' {
			k++
		}
		for _, m := range multipliers {
			if k >= b || t[k] != m.word[0] || !strings.HasPrefix(t[k:b], m.word) {
				continue
			}
			if !multiplierStands(m.word, t, a, i, k, end, b) {
				continue
			}
			if m.cjk || wordEnds(t, k+len(m.word), b) {
				for x := 0; x < int(q.nvals); x++ {
					q.vals[x] *= m.mul
				}
				end = k + len(m.word)
				break
			}
		}
		// A number running straight into letters ("3rd", "4kb", "2fa") is
		// a word, except for a multiplier suffix such as "5k" and a
		// duration unit ("30min", "20h/mês").
		if f, n := durationUnit(t, end, b); n > 0 && q.kind == qPlain {
			// "1時間半", "1시간 반": and a half.
			if h := halfAfter(t, end+n, b); h > 0 && q.nvals == 1 {
				q.vals[0] += 0.5
				n += h
			} else if v, m := durationRest(t, end+n, b, f); m > 0 && q.nvals == 1 {
				// "1時間30分", "2 h 15 min", "1 hora e 20 minutos".
				q.vals[0] += v
				n += m
			}
			q.unit, q.per, q.end = minutesUnit, f, int32(end+n)
			dst = append(dst, q)
			i = end + n
			continue
		}
		// A multiplier glued to its number ("load-tested at 3x the
		// weight") counts as "3 times" does; "4x4" and "0x1f" name.
		if end+1 <= b && t[end] == 'x' && q.kind == qPlain && q.nvals == 1 && (end+1 == b || !isWordByte(t[end+1]) && t[end+1] != '-') {
			q.unit, q.end = timesUnit, int32(end+1)
			dst = append(dst, q)
			i = end + 1
			continue
		}
		// An age band's plural ("under-16s", "over 65s") is the age.
		plural := end < b && t[end] == 's' && (end+1 == b || !isWordByte(t[end+1])) &&
			(ageBandBefore(t, i) || strings.HasSuffix(t[:i], "under ") || strings.HasSuffix(t[:i], "over "))
		if end < b && isWordByte(t[end]) && !plural && !gluedUnit(t, end, b) {
			i = skipWord(t, end, b)
			continue
		}
		q, end = quantitySuffix(t, a, b, q, end)
		dst = append(dst, q)
		i = end
	}
	return mergeHoursMinutes(t, dst, first)
}

// fractionWords follow a fraction that takes a part of something, folded:
// "of", "de", "du", "des", "da", "do", "della", "del", "dello", "der",
// "von".
var fractionWords = []string{"of", "de", "du", "des", "da", "do", "della", "del", "dello", "der", "von"}

// fractionOf reads a fraction whose numerator numText ends at t[j]: a
// slash, a denominator of one or two digits larger than the numerator,
// and a word for "of" right after ("1/4 of", "3/8 de"). It returns the
// offset after the denominator and the fraction's value. "3/5 failed"
// and "24/7" count or name, and "5/12" is as often a date: none is read.
func fractionOf(t, numText string, j, b int) (int, float64, bool) {
	if j+1 >= b || t[j] != '/' || !isDigit(t[j+1]) || len(numText) > 2 || strings.ContainsAny(numText, ".,'") {
		return 0, 0, false
	}
	k := j + 1
	for k < b && isDigit(t[k]) {
		k++
	}
	if k-j-1 > 2 || k < b && (isWordByte(t[k]) || t[k] == '/' || t[k] == '.' && k+1 < b && isDigit(t[k+1])) {
		return 0, 0, false
	}
	num, den := 0, 0
	for _, c := range numText {
		num = num*10 + int(c-'0')
	}
	for _, c := range t[j+1 : k] {
		den = den*10 + int(c-'0')
	}
	if num == 0 || den <= num {
		return 0, 0, false
	}
	rest := strings.TrimLeft(t[k:b], " ")
	for _, w := range fractionWords {
		if strings.HasPrefix(rest, w) && wordEnds(rest, len(w), len(rest)) {
			return k, float64(num) / float64(den), true
		}
	}
	return 0, 0, false
}

// gluedUnit reports a unit of weight, length, volume, energy or sound
// glued to a number, ending there or followed by a Korean, Japanese or
// Chinese character, as those languages write it: "65dB를", "800kg입니다",
// "800kg;", "5km まで". The number is a quantity, not a word ("3rd", "2fa",
// "4x4", "10kg-bag", and "4kb", which names as often as it measures).
func gluedUnit(t string, end, b int) bool {
	k := end
	for k < b && isWordByte(t[k]) {
		k++
	}
	w := t[end:k]
	if !shortUnits[w] && w != "db" {
		return false
	}
	if k == b || t[k] < utf8.RuneSelf && !isWordByte(t[k]) && t[k] != '-' && t[k] != '/' {
		return true
	}
	r, _ := utf8.DecodeRuneInString(t[k:b])
	return isCJK(r)
}

// mergeHoursMinutes joins hours and the minutes that follow them into one
// duration: "14 h 30 min" is 870 minutes, as "14.5 hours" is. The hours
// are a whole number before "h" or an hour word; the minutes, fewer than
// 60, carry a minute word ("30 min", "30 minutos", "30 分钟"). "às 14h30"
// (a time of day) has no minute word and stays as it is.
func mergeHoursMinutes(t string, dst []quantity, from int) []quantity {
	for k := from; k+1 < len(dst); k++ {
		h, m := dst[k], dst[k+1]
		if h.kind != qPlain || m.kind != qPlain || m.per != 1 || m.vals[0] >= 60 || h.nvals != 1 || m.nvals != 1 ||
			h.vals[0] != math.Trunc(h.vals[0]) {
			continue
		}
		// An hour word is part of the hours ("14 horas e 30 minutos"); a
		// bare "h" is not ("14 h 30 min").
		gap := strings.TrimSpace(t[h.end:m.start])
		if h.per != 60 {
			if gap != "h" && !strings.HasPrefix(gap, "h ") {
				continue
			}
			gap = strings.TrimSpace(gap[1:])
		}
		if gap != "" && gap != "e" && gap != "y" && gap != "et" && gap != "und" && gap != "and" && gap != "," {
			continue
		}
		h.vals[0] = h.vals[0]*60 + m.vals[0]
		h.per, h.unit, h.end = 1, minutesUnit, m.end
		dst[k] = h
		dst = append(dst[:k+1], dst[k+2:]...)
	}
	return dst
}

// sciUnit is what a number in scientific notation counts.
var sciUnit = tokenHash("(x10^n)")

// tenPower reads a power of ten after a number at end: " × 10^6", "x
// 10^-3", "×10⁶". It returns the exponent and where the power ends.
func tenPower(t string, end, b int) (int, int, bool) {
	k := end
	if k < b && t[k] == ' ' {
		k++
	}
	switch {
	case strings.HasPrefix(t[k:b], "×"):
		k += len("×")
	case strings.HasPrefix(t[k:b], "·"):
		k += len("·")
	case k < b && (t[k] == 'x' || t[k] == '*'):
		k++
	default:
		return 0, 0, false
	}
	if k < b && t[k] == ' ' {
		k++
	}
	if !strings.HasPrefix(t[k:b], "10") {
		return 0, 0, false
	}
	k += 2
	neg := false
	if k < b && t[k] == '^' {
		k++
		if k < b && t[k] == '-' {
			neg, k = true, k+1
		}
		n, e, ok := readInt(t, k, b, 2)
		if !ok || e < b && isWordByte(t[e]) && !isDigit(t[e]) {
			return 0, 0, false
		}
		if neg {
			n = -n
		}
		return n, e, true
	}
	// Superscript digits: "10⁶", "10⁻³".
	if strings.HasPrefix(t[k:b], "⁻") {
		neg, k = true, k+len("⁻")
	}
	n, digits := 0, 0
	for k < b {
		r, size := utf8.DecodeRuneInString(t[k:b])
		d := strings.IndexRune("⁰¹²³⁴⁵⁶⁷⁸⁹", r)
		if d < 0 {
			break
		}
		n = 10*n + utf8.RuneCountInString("⁰¹²³⁴⁵⁶⁷⁸⁹"[:d])
		digits++
		k += size
	}
	if digits == 0 || digits > 2 {
		return 0, 0, false
	}
	if neg {
		n = -n
	}
	return n, k, true
}

// quantitySuffix reads what follows a number ending at end: a percent
// sign or word, a currency after it or before it, or the noun it counts.
func quantitySuffix(t string, a, b int, q quantity, end int) (quantity, int) {
	// "1 × 10^6", "2.5 x 10^5", "1×10⁶": a power of ten scales the number,
	// and counts what every such number of a text counts (cells, colony
	// units), whatever noun follows one and not another.
	if exp, e, ok := tenPower(t, end, b); ok && q.kind == qPlain {
		// The mantissa is kept past the readings (nvals stays 1) for a
		// record that stores the number in its key's power ("max_wbc_e6":
		// 0.5); see equalQuantity.
		q.vals[0], q.vals[1], q.nvals = q.vals[0]*math.Pow(10, float64(exp)), q.vals[0], 1
		q.unit, q.end = sciUnit, int32(e)
		return q, e
	}
	k := end
	if k < b && (t[k] == ' ' || t[k] == '-' && hyphenUnitAt(t, k+1, b)) {
		k++
	}
	if k < b && t[k] == '%' {
		q.kind = qPercent
		end = k + 1
	} else if n := percentWord(t, k, b); n > 0 {
		q.kind = qPercent
		end = k + n
	} else if w := asciiLetters(t, k, b); w != "" && currencyAfterWords[w] != "" {
		q.kind, q.currency = qMoney, currencyAfterWords[w]
		end = k + len(w)
	} else if k < b && currencyFirst[t[k]] {
		for _, cm := range currencyAfterSigns {
			if strings.HasPrefix(t[k:b], cm.mark) && (!isWordByte(cm.mark[0]) || wordEnds(t, k+len(cm.mark), b)) {
				q.kind, q.currency = qMoney, cm.code
				end = k + len(cm.mark)
				break
			}
		}
	}
	if p := int(q.start); q.kind == qPlain && p > a {
		if t[p-1] == ' ' {
			p--
		}
		if p <= a || !currencyLast[t[p-1]] {
			q.unit, q.per = plainUnit(t, k, b, q.vals[0])
			perSecond(t, a, &q)
			q.end = int32(end)
			return q, end
		}
		// A code in letters right before ("CHF 1'200"), read whole.
		if w := asciiLettersBefore(t, a, p); w != "" {
			if code := currencyBeforeWords[w]; code != "" && (w != "r" || randShaped(t[q.start:end])) {
				q.kind, q.currency = qMoney, code
				q.start = int32(p - len(w))
			}
		}
		for _, cm := range currencyBeforeSigns {
			if q.kind != qPlain {
				break
			}
			if p-len(cm.mark) >= a && t[p-len(cm.mark):p] == cm.mark &&
				(!isWordByte(cm.mark[0]) || p-len(cm.mark) == 0 || !isWordByte(t[p-len(cm.mark)-1])) &&
				(cm.mark != "r" || randShaped(t[q.start:end])) {
				q.kind, q.currency = qMoney, cm.code
				q.start = int32(p - len(cm.mark))
				break
			}
		}
	}
	if q.kind == qPlain {
		q.unit, q.per = plainUnit(t, k, b, q.vals[0])
	}
	perSecond(t, a, &q)
	q.end = int32(end)
	return q, end
}

// perSecond reads a Chinese length after "每秒" (per second) as a speed:
// "每秒 12 米" is "12 m/s".
func perSecond(t string, a int, q *quantity) {
	if q.unit != lengthUnit {
		return
	}
	lead := strings.TrimRight(t[a:q.start], " ")
	if strings.HasSuffix(lead, "每秒") || strings.HasSuffix(lead, "秒速") {
		q.unit, q.per = speedUnit, q.per/1000
	}
}

// The currency marks in lowercase ASCII letters ("omr", "rials", "chf")
// are looked up as a whole word; the others ("€", "r$", "元", "유로") are
// tried in turn, their first and last bytes marked (currencyFirst,
// currencyLast) so most numbers skip the lists at once.
var (
	currencyAfterWords, currencyAfterSigns   = splitCurrencyMarks(currencyAfter)
	currencyBeforeWords, currencyBeforeSigns = splitCurrencyMarks(currencyBefore)
	currencyFirst, currencyLast              = func() (f, l [256]bool) {
		for _, c := range currencyAfterSigns {
			f[c.mark[0]] = true
		}
		for _, c := range currencyBeforeSigns {
			l[c.mark[len(c.mark)-1]] = true
		}
		for w := range currencyBeforeWords {
			l[w[len(w)-1]] = true
		}
		return f, l
	}()
)

// splitCurrencyMarks splits marks into those in lowercase ASCII letters, as
// a map to their codes, and the rest, in their order.
func splitCurrencyMarks(ms []struct{ mark, code string }) (map[string]string, []struct{ mark, code string }) {
	words := map[string]string{}
	var signs []struct{ mark, code string }
	for _, m := range ms {
		if asciiLetters(m.mark, 0, len(m.mark)) == m.mark {
			if _, ok := words[m.mark]; !ok {
				words[m.mark] = m.code
			}
			continue
		}
		signs = append(signs, m)
	}
	return words, signs
}

// asciiLetters returns the run of lowercase ASCII letters at t[k:b] when
// it is a whole word (no word byte right after it), or "".
func asciiLetters(t string, k, b int) string {
	j := k
	for j < b && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	if j == k || j < b && isWordByte(t[j]) {
		return ""
	}
	return t[k:j]
}

// asciiLettersBefore returns the run of lowercase ASCII letters of t that
// ends at p, not before a, when it is a whole word, or "".
func asciiLettersBefore(t string, a, p int) string {
	i := p
	for i > a && t[i-1] >= 'a' && t[i-1] <= 'z' {
		i--
	}
	if i == p || i > 0 && isWordByte(t[i-1]) {
		return ""
	}
	return t[i:p]
}

// percentWords are the words for "percent", folded.
var percentWords = []string{"percent", "per cent", "por cento", "por ciento", "pour cent", "prozent", "pct"}

// percentWord returns the length of a percent word at k, or 0.
func percentWord(t string, k, b int) int {
	if k >= b || (t[k] != 'p' && t[k] != 'o') {
		return 0
	}
	for _, w := range percentWords {
		if strings.HasPrefix(t[k:b], w) && wordEnds(t, k+len(w), b) {
			return len(w)
		}
	}
	return 0
}

// durationPhrases are durations written without a digit: "half an
// hour" is 30 minutes as surely as "30 minutes" is.
var durationPhrases = []struct {
	w      string
	v, per float64
}{
	{"half an hour", 30, 1}, {"a half hour", 30, 1}, {"meia hora", 30, 1}, {"media hora", 30, 1}, {"une demi-heure", 30, 1},
	{"demi-heure", 30, 1}, {"eine halbe stunde", 30, 1}, {"halbe stunde", 30, 1}, {"mezz'ora", 30, 1}, {"mezzora", 30, 1},
	{"半小时", 30, 1}, {"半个小时", 30, 1}, {"半時間", 30, 1}, {"30분", 30, 1}, {"an hour and a half", 90, 1},
	{"hora e meia", 90, 1}, {"一个半小时", 90, 1}, {"one and a half hours", 90, 1}, {"uma hora e meia", 90, 1},
	{"una hora y media", 90, 1}, {"une heure et demie", 90, 1}, {"anderthalb stunden", 90, 1}, {"eineinhalb stunden", 90, 1},
	{"un'ora e mezza", 90, 1}, {"un'ora e mezzo", 90, 1},
	{"a minute and a half", 1.5, 1}, {"one and a half minutes", 1.5, 1}, {"half a minute", 0.5, 1}, {"um minuto e meio", 1.5, 1},
	{"meio minuto", 0.5, 1}, {"un minuto y medio", 1.5, 1}, {"medio minuto", 0.5, 1}, {"une minute et demie", 1.5, 1},
	{"une demi-minute", 0.5, 1}, {"anderthalb minuten", 1.5, 1}, {"eineinhalb minuten", 1.5, 1}, {"eine halbe minute", 0.5, 1},
	{"un minuto e mezzo", 1.5, 1}, {"mezzo minuto", 0.5, 1}, {"一分半钟", 1.5, 1}, {"半分钟", 0.5, 1},
	// One day in words is 24 hours: "menos de un día" is "menos de 24
	// horas". Days with a digit stay days (calendar or business days).
	{"一天半", 2160, 1}, {"一日半", 2160, 1}, {"a day and a half", 2160, 1}, {"um dia e meio", 2160, 1}, {"un dia y medio", 2160, 1},
	{"un jour et demi", 2160, 1}, {"anderthalb tage", 2160, 1}, {"eineinhalb tage", 2160, 1}, {"un giorno e mezzo", 2160, 1},
	{"un dia", 1440, 1}, {"um dia", 1440, 1}, {"one day", 1440, 1}, {"un jour", 1440, 1}, {"einen tag", 1440, 1},
	{"un giorno", 1440, 1}, {"一天", 1440, 1}, {"一日", 1440, 1},
	// One week in words is seven days ("cured a full week" for "cured 7
	// days"). Bare "a week" is left out: "twice a week" is a rate.
	{"one week", 10080, 1}, {"a full week", 10080, 1}, {"a whole week", 10080, 1}, {"uma semana", 10080, 1},
	{"una semana", 10080, 1}, {"une semaine", 10080, 1}, {"eine woche", 10080, 1}, {"una settimana", 10080, 1},
}

// fractionPhrases are shares written in words, read as percentages: "one
// tenth of annual quota" is 10% of it. Bare "half" and "um quarto" (a
// room) are left out.
var fractionPhrases = []struct {
	w string
	v float64
}{
	{"one half", 50}, {"a third", 100.0 / 3}, {"one third", 100.0 / 3}, {"two thirds", 200.0 / 3}, {"a quarter", 25},
	{"one quarter", 25}, {"three quarters", 75}, {"a fifth", 20}, {"one fifth", 20}, {"a tenth", 10}, {"one tenth", 10},
	{"a metade", 50}, {"一半", 50}, {"半数", 50}, {"um terco", 100.0 / 3}, {"dois tercos", 200.0 / 3}, {"um quinto", 20}, {"um decimo", 10},
	{"la mitad", 50}, {"un tercio", 100.0 / 3}, {"dos tercios", 200.0 / 3}, {"un cuarto", 25}, {"un quinto", 20}, {"un decimo", 10},
	{"la moitie", 50}, {"un tiers", 100.0 / 3}, {"deux tiers", 200.0 / 3}, {"un quart", 25}, {"un cinquieme", 20}, {"un dixieme", 10},
	{"die halfte", 50}, {"ein drittel", 100.0 / 3}, {"zwei drittel", 200.0 / 3}, {"ein viertel", 25}, {"ein funftel", 20},
	{"ein zehntel", 10}, {"la meta", 50}, {"un terzo", 100.0 / 3}, {"due terzi", 200.0 / 3}, {"un decimo", 10},
	{"三分之一", 100.0 / 3}, {"三分之二", 200.0 / 3}, {"四分之一", 25}, {"五分之一", 20}, {"十分之一", 10},
	{"3分の1", 100.0 / 3}, {"4分の1", 25}, {"5分の1", 20}, {"10分の1", 10}, {"3분의 1", 100.0 / 3}, {"4분의 1", 25},
	{"10분의 1", 10},
}

// wordPhrase is a duration or a share written in words, read as a
// quantity.
type wordPhrase struct {
	w    string
	q    quantity
	size int
}

// phrasesByFirst indexes the duration and fraction phrases by their first
// word (or first character, for CJK), so the scan looks a word up once
// instead of trying every phrase at every word.
var phrasesByFirst = func() map[string][]wordPhrase {
	m := map[string][]wordPhrase{}
	add := func(w string, q quantity) {
		first := firstPhraseKey(w)
		m[first] = append(m[first], wordPhrase{w: w, q: q, size: len(w)})
	}
	for _, d := range durationPhrases {
		add(d.w, quantity{vals: [2]float64{d.v}, nvals: 1, unit: minutesUnit, per: d.per})
	}
	for _, d := range fractionPhrases {
		add(d.w, quantity{vals: [2]float64{d.v}, nvals: 1, kind: qPercent})
	}
	for _, d := range timePhrases {
		add(d.w, quantity{vals: [2]float64{d.v}, nvals: 1, kind: qTime})
	}
	return m
}()

// phraseStarts marks the first two bytes of every ASCII duration,
// fraction and time phrase, so most words are turned away before the
// phrase index is asked.
var phraseStarts = func() *[256][256]bool {
	var st [256][256]bool
	for _, ps := range phrasesByFirst {
		for _, p := range ps {
			if len(p.w) >= 2 && p.w[0] < 0x80 {
				st[p.w[0]][p.w[1]] = true
			}
		}
	}
	return &st
}()

// timePhrases are times of day in words, in minutes after midnight:
// "after midnight" is "after 00:00".
var timePhrases = []struct {
	w string
	v float64
}{
	{"midnight", 0}, {"meia-noite", 0}, {"meia noite", 0}, {"medianoche", 0}, {"minuit", 0}, {"mitternacht", 0},
	{"mezzanotte", 0}, {"午夜", 0}, {"零点", 0}, {"noon", 720}, {"midday", 720}, {"meio-dia", 720}, {"mediodia", 720},
	{"midi", 720}, {"mittag", 720}, {"mezzogiorno", 720}, {"中午十二点", 720},
}

// firstPhraseKey is a phrase's first word, or its first character when
// it starts with a CJK one.
func firstPhraseKey(w string) string {
	if r, size := utf8.DecodeRuneInString(w); r >= 0x80 {
		return w[:size]
	}
	end := 0
	for end < len(w) && (w[end] >= 'a' && w[end] <= 'z' || w[end] == '\'' || w[end] == '-') {
		end++
	}
	return w[:end]
}

// durationPhrase reads a duration or a fraction written in words at i, at
// a word start.
func durationPhrase(t string, i, b int) (quantity, int, bool) {
	if c := t[i]; c < 0x80 && (c < 'a' || c > 'z' || i > 0 && isWordByte(t[i-1]) || i+1 >= b || !phraseStarts[c][t[i+1]]) {
		return quantity{}, 0, false
	}
	if t[i] >= 0x80 {
		// Only these characters open a CJK phrase.
		switch r, _ := utf8.DecodeRuneInString(t[i:]); r {
		case '半', '一', '三', '四', '五', '十', '午', '零', '中':
		default:
			return quantity{}, 0, false
		}
	}
	cands, ok := phrasesByFirst[firstPhraseKey(t[i:min(b, i+24)])]
	if !ok {
		return quantity{}, 0, false
	}
	for _, p := range cands {
		// "A third-party carrier" is no share: a hyphen joins the phrase
		// into a word.
		if strings.HasPrefix(t[i:b], p.w) && (p.w[len(p.w)-1] >= 0x80 || wordEnds(t, i+p.size, b) && !(i+p.size < b && t[i+p.size] == '-')) {
			q := p.q
			q.start, q.end = int32(i), int32(i+p.size)
			return q, i + p.size, true
		}
	}
	return quantity{}, 0, false
}

// shortUnits are units of measure under three letters, or written as
// abbreviations, folded. "ms" is a millisecond or a millisiemens, a unit
// either way ("beat error above 0.6 ms"); a title before a name is not
// read after a number.
var shortUnits = map[string]bool{"t": true, "kg": true, "g": true, "mg": true, "km": true, "cm": true, "mm": true, "ml": true,
	"l": true, "lb": true, "lbs": true, "oz": true, "kwh": true, "kw": true, "mw": true, "mwh": true, "kwp": true, "ha": true,
	"db": true, "dbm": true, "dba": true, "ms": true, "hz": true, "khz": true, "mhz": true, "ghz": true, "kv": true, "kva": true}

// unitSkip are words between a number and its noun that name no unit.
var unitSkip = map[string]bool{"per": true, "por": true, "pro": true, "par": true, "each": true, "cada": true, "und": true}

// minutesUnit is the unit of every duration in hours or minutes, which
// compare in minutes: "4 小时" and "240 分钟", "20 horas" and "20h/mês".
var minutesUnit = tokenHash(stem("minutes"))

// durationWords are the words for hours and minutes, folded, with their
// length in minutes.
var durationWords = []struct {
	w string
	f float64
}{
	{"hours", 60}, {"hour", 60}, {"horas", 60}, {"hora", 60}, {"heures", 60}, {"heure", 60}, {"stunden", 60},
	{"stunde", 60}, {"ore", 60}, {"hrs", 60}, {"hr", 60}, {"小时", 60}, {"小時", 60}, {"時間", 60}, {"시간", 60},
	{"minutes", 1}, {"minute", 1}, {"minutos", 1}, {"minuto", 1}, {"minuten", 1}, {"minuti", 1}, {"mins", 1},
	{"min", 1}, {"分钟", 1}, {"分鐘", 1}, {"分間", 1}, {"분", 1},
	// Seconds, so "90 seconds" and "a minute and a half" agree.
	{"seconds", 1.0 / 60}, {"second", 1.0 / 60}, {"secs", 1.0 / 60}, {"sec", 1.0 / 60}, {"segundos", 1.0 / 60},
	{"secondes", 1.0 / 60}, {"seconde", 1.0 / 60}, {"sekunden", 1.0 / 60}, {"sekunde", 1.0 / 60}, {"secondi", 1.0 / 60},
	{"秒钟", 1.0 / 60}, {"秒鐘", 1.0 / 60}, {"秒間", 1.0 / 60}, {"秒", 1.0 / 60},
	// Days and weeks, so "14 dias" and "duas semanas" agree. Not "日",
	// which dates a month ("5日"), nor months, whose length varies.
	// Working days, five to a week: "10 business days" is two weeks, "5
	// Arbeitstage" shorter than "5 Wochen".
	{"business days", workingDay}, {"business day", workingDay}, {"working days", workingDay}, {"working day", workingDay}, {"workdays", workingDay},
	{"arbeitstagen", workingDay}, {"arbeitstage", workingDay}, {"arbeitstag", workingDay}, {"werktagen", workingDay}, {"werktage", workingDay},
	{"werktag", workingDay}, {"dias uteis", workingDay}, {"dias habiles", workingDay}, {"jours ouvres", workingDay}, {"jours ouvrables", workingDay},
	{"giorni lavorativi", workingDay}, {"工作日", workingDay}, {"営業日", workingDay}, {"영업일", workingDay},
	// Calendar days said as such are days: "90 Kalendertage", "30 暦日".
	{"calendar days", 1440}, {"calendar day", 1440}, {"calendar-days", 1440}, {"calendar-day", 1440}, {"kalendertagen", 1440}, {"kalendertage", 1440}, {"kalendertag", 1440},
	{"dias corridos", 1440}, {"dias naturales", 1440}, {"jours calendaires", 1440}, {"giorni di calendario", 1440},
	{"giorni solari", 1440}, {"自然日", 1440}, {"日历日", 1440}, {"暦日", 1440}, {"역일", 1440},
	{"days", 1440}, {"day", 1440}, {"dias", 1440}, {"dia", 1440}, {"jours", 1440}, {"jour", 1440},
	{"tage", 1440}, {"tagen", 1440}, {"giorni", 1440}, {"giorno", 1440}, {"天", 1440}, {"일간", 1440}, {"일", 1440},
	{"working weeks", 10080}, {"working week", 10080}, {"business weeks", 10080}, {"business week", 10080},
	{"weeks", 10080}, {"week", 10080}, {"semanas", 10080}, {"semana", 10080}, {"semaines", 10080},
	{"semaine", 10080}, {"wochen", 10080}, {"woche", 10080}, {"settimane", 10080}, {"settimana", 10080},
	{"周", 10080}, {"週間", 10080}, {"주", 10080},
}

// workingDay is a working day in minutes: a week's length over its five
// working days.
const workingDay = 10080.0 / 5

// daySpanAfter are the words after "日" that make it a count of days,
// an age among them ("3日龄", three days old).
var daySpanAfter = []string{"以内", "以上", "以下", "以後", "以后", "以降", "間", "间", "内", "後", "后", "ごと", "龄", "齢", "齡"}

// halfAfter returns the length of a "half" right after a unit of time at
// k ("1時間半", "1시간 반", "2 horas e meia"), or 0.
func halfAfter(t string, k, b int) int {
	for _, w := range []string{"半", " 반", "반", " e meia", " y media", " et demie", " und halb", " e mezza", " and a half"} {
		if strings.HasPrefix(t[k:b], w) && (w[len(w)-1] >= 0x80 || wordEnds(t, k+len(w), b)) {
			return len(w)
		}
	}
	return 0
}

// rangeEndAt reports the number at t[i] as the end of a range whose start
// is the bare number read right before the hyphen ("10-20 kg", "0,2-0,8
// mg/l", "12.5-13.5%", "2-8 °C"): it carries a measure of its own (a
// metric or time unit, a temperature, a percentage or money), which an
// identifier's digits ("2024-001", "555-1234") and a counter's ("1-8
// 号棚") do not.
func rangeEndAt(t string, i, b int, dst []quantity) bool {
	if t[i-1] != '-' || len(dst) == 0 || int(dst[len(dst)-1].end) != i-1 || dst[len(dst)-1].kind != qPlain {
		return false
	}
	// The number and a few bytes for its unit ("20 kg", "0,8 mg/l", "8
	// °C"): no further, or a text of ranges would read each one again.
	k := i
	for k < b && (isDigit(t[k]) || (t[k] == '.' || t[k] == ',') && k+1 < b && isDigit(t[k+1])) {
		k++
	}
	rest := t[i:min(b, k+12)]
	qs := quantities(rest, 0, len(rest), nil)
	return len(qs) > 0 && qs[0].start == 0 && (qs[0].per > 0 || qs[0].unit == celsiusUnit || qs[0].unit == fahrenheitUnit || qs[0].kind == qPercent || qs[0].kind == qMoney)
}

// durationRest reads a smaller unit of time right after a duration in
// units of f minutes, at t[i:b] ("30分" after "1時間", "and 15 minutes"
// after "2 hours"): its value in units of f and its length, or 0, 0.
func durationRest(t string, i, b int, f float64) (float64, int) {
	j := i
	if j < b && t[j] == ' ' {
		j++
	}
	for _, c := range []string{"and ", "e ", "y ", "et ", "und "} {
		if strings.HasPrefix(t[j:b], c) {
			j += len(c)
			break
		}
	}
	k := j
	for k < b && isDigit(t[k]) {
		k++
	}
	if k == j || k-j > 2 {
		return 0, 0
	}
	v := 0
	for _, c := range t[j:k] {
		v = 10*v + int(c-'0')
	}
	f2, n2 := durationUnit(t, k, b)
	// After hours, a bare "分" is minutes, whatever follows it.
	if n2 == 0 && f == 60 {
		if r, ok := strings.CutPrefix(t[k:b], "分"); ok {
			f2, n2 = 1, len("分")
			if strings.HasPrefix(r, "钟") || strings.HasPrefix(r, "鐘") {
				n2 += len("钟")
			}
		}
	}
	if n2 == 0 || f2 >= f {
		return 0, 0
	}
	return float64(v) * f2 / f, k + n2 - i
}

// spanModifiers may stand between a number and its unit of time, folded.
var spanModifiers = map[string]bool{"operating": true, "consecutive": true, "continuous": true, "running": true, "flight": true,
	"engine": true, "machine": true, "service": true, "clear": true, "straight": true, "consecutivos": true, "consecutivas": true,
	"seguidos": true, "seguidas": true, "consecutifs": true, "consecutives": true, "consecutivi": true}

// minuteSpanAfter are more words after "分" that make it minutes: "180分
// まで", "90分未満", "10分ほど".
var minuteSpanAfter = []string{"まで", "未満", "超", "ほど", "程度", "くらい", "ぐらい", "おき", "钟", "鐘"}

// durationWordFirst marks the first bytes of durationWords and of "h".
var durationWordFirst = func() (f [256]bool) {
	for _, d := range durationWords {
		f[d.w[0]] = true
	}
	f['h'] = true
	return f
}()

// durationUnit reads a unit of hours or minutes at k (a space before it
// allowed): its length in minutes and its byte length. A bare "h" counts
// only as a rate's ("20h/mês", "8 h por dia"): "às 20h" is a time of day.
func durationUnit(t string, k, b int) (float64, int) {
	j := k
	if j < b && t[j] == ' ' {
		j++
	}
	rest := t[j:b]
	// A Chinese classifier before the unit: "10 个工作日", "3 个小时".
	if r, ok := strings.CutPrefix(rest, "个"); ok && r != "" && durationWordFirst[r[0]] {
		if f, n := durationUnit(t, j+len("个"), b); n > 0 {
			return f, j + len("个") + n - k
		}
	}
	if r, ok := strings.CutPrefix(rest, "個"); ok && r != "" && durationWordFirst[r[0]] {
		if f, n := durationUnit(t, j+len("個"), b); n > 0 {
			return f, j + len("個") + n - k
		}
	}
	// One modifier may stand between: "400 operating hours", "3
	// consecutive days", "24 continuous hours".
	if w, r, ok := strings.Cut(rest, " "); ok && spanModifiers[w] && r != "" && durationWordFirst[r[0]] {
		if f, n := durationUnit(t, j+len(w)+1, b); n > 0 {
			return f, j + len(w) + 1 + n - k
		}
	}
	if rest == "" || !durationWordFirst[rest[0]] {
		return 0, 0
	}
	// "日" counts days where a span word follows it ("14日以内", within 14
	// days; "3日間", "7日后"); elsewhere it dates a month ("5日").
	if strings.HasPrefix(rest, "日") && hasPrefixAny(rest[len("日"):], daySpanAfter) {
		return 1440, j + len("日") - k
	}
	// "分" counts minutes where a span word follows it as well ("90分以内",
	// "180分まで", "30分後"); elsewhere it may be a score or a fraction
	// ("90分", "5分の1", "三分之一").
	if strings.HasPrefix(rest, "分") && (hasPrefixAny(rest[len("分"):], daySpanAfter) || hasPrefixAny(rest[len("分"):], minuteSpanAfter)) {
		return 1, j + len("分") - k
	}
	for _, d := range durationWords {
		if strings.HasPrefix(rest, d.w) && (d.w[0] >= 0x80 || wordEnds(t, j+len(d.w), b)) {
			// "2 second-hand vans": an ordinal in a compound, no seconds.
			if d.f < 1 && j+len(d.w) < b && t[j+len(d.w)] == '-' {
				return 0, 0
			}
			return d.f, j + len(d.w) - k
		}
	}
	if strings.HasPrefix(rest, "h") && wordEnds(t, j+1, b) {
		after := t[j+1 : b]
		if strings.HasPrefix(after, "/") || strings.HasPrefix(after, " por ") || strings.HasPrefix(after, " per ") ||
			strings.HasPrefix(after, " pro ") || strings.HasPrefix(after, " a la ") {
			return 60, j + 1 - k
		}
	}
	return 0, 0
}

// plainUnit reads the unit of a plain number at k: a duration's, in
// minutes, or the noun it counts.
//
// A bare "h" after a whole number above 24 ("the 72 h window") or a
// fraction ("1.5 h") can be no time of day: it counts hours.
func plainUnit(t string, k, b int, v float64) (uint64, float64) {
	if f, n := durationUnit(t, k, b); n > 0 {
		return minutesUnit, f
	}
	if v > 0 {
		j := k
		if j < b && t[j] == ' ' {
			j++
		}
		// "1.5 h" can be no time of day either.
		if j < b && t[j] == 'h' && wordEnds(t, j+1, b) && (v != math.Trunc(v) || v > 24 || spanLeadBefore(t, k)) {
			return minutesUnit, 60
		}
	}
	if fam, f, ok := metricAt(t, k, b); ok {
		return fam, f
	}
	if u := degreeUnit(t, k, b); u != 0 {
		return u, 0
	}
	if u, f, ok := microUnit(t, k, b); ok {
		return u, f
	}
	if foldSuffix(t, k, b) {
		return timesUnit, 0
	}
	return unitAfter(t, k, b), 0
}

// microUnit reads a unit with the micro sign at k (one space before it
// allowed): "µg" and "µl" in their metric families, any other ("µSv/h",
// "µS/cm") as a unit of its own, so "below 10 µSv/h" and "低于 20 µSv/h"
// are one measure.
func microUnit(t string, k, b int) (uint64, float64, bool) {
	if k < b && t[k] == ' ' {
		k++
	}
	n := markerAt(t[k:b], "µ", "μ")
	if n == 0 {
		return 0, 0, false
	}
	j := k + n
	for j < b && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	if j == k+n || j < b && isWordByte(t[j]) {
		return 0, 0, false
	}
	switch w := t[k+n : j]; w {
	case "g":
		return massUnit, 1e-6, true
	case "l":
		return volumeUnit, 0.001, true
	case "m":
		return lengthUnit, 0.001, true
	default:
		return tokenHash("µ" + w), 0, true
	}
}

// foldSuffix reports a multiplier's suffix right after a number: "das
// 1.000-fache", "10fach", "a 3-fold margin".
func foldSuffix(t string, k, b int) bool {
	if k < b && t[k] == '-' {
		k++
	}
	for _, w := range []string{"fache", "fachen", "facher", "faches", "fach", "fold"} {
		if strings.HasPrefix(t[k:b], w) && wordEnds(t, k+len(w), b) {
			return true
		}
	}
	return false
}

// celsiusUnit and fahrenheitUnit are what "85 °C" and "185 °F" measure:
// a temperature is no count.
var (
	celsiusUnit    = tokenHash("°c")
	fahrenheitUnit = tokenHash("°f")
)

// degreeUnit reads a temperature's unit at k, folded: "°c", "° c", "ºc"
// (an ordinal sign often typed for the degree) and "℃"; "°f" and "℉";
// and a C alone after a space ("above 18 C"). A bare degree sign may be
// an angle: no unit.
func degreeUnit(t string, k, b int) uint64 {
	spaced := k > 0 && t[k-1] == ' '
	if k < b && t[k] == ' ' {
		spaced = true
		k++
	}
	rest := t[k:b]
	for _, p := range []string{"°", "º"} {
		if strings.HasPrefix(rest, p) {
			rest = strings.TrimPrefix(rest[len(p):], " ")
			if rest == "" || !wordEnds(rest, 1, len(rest)) {
				return 0
			}
			switch rest[0] {
			case 'c':
				return celsiusUnit
			case 'f':
				return fahrenheitUnit
			}
			return 0
		}
	}
	// "exceeds 30 C": a C alone after a number and a space is a
	// temperature's.
	if spaced && strings.HasPrefix(rest, "c") && wordEnds(rest, 1, len(rest)) {
		return celsiusUnit
	}
	switch {
	case strings.HasPrefix(rest, "℃"):
		return celsiusUnit
	case strings.HasPrefix(rest, "℉"):
		return fahrenheitUnit
	}
	return 0
}

// spanLeads open a span of time, folded: "válido por 24 h", "for 12 h",
// "durante 8 h", "pendant 6 h", "für 24 h". After one, a bare "h" counts
// hours; after "às", "à", "ab" or nothing it is a time of day ("às 14 h").
var spanLeads = []string{"por", "for", "durante", "pendant", "fur", "per", "within", "dentro de", "entro", "innerhalb von", "en moins de",
	"ao longo de", "during", "upto", "up to", "lasts", "lasting", "last", "dura", "duram", "dure", "durent", "dauert", "dauern"}

// frenchSpanLeads lead a span in French, besides spanLeads: "dans la
// 1 h 30 qui suit", "en 1h30".
var frenchSpanLeads = []string{"dans", "dans la", "dans les", "en"}

// ambiguousSpanLeads lead a span or a time of day: "for 1h30", "for
// 14h30".
var ambiguousSpanLeads = []string{"for", "por", "per", "fur", "en", "dans", "dans la", "dans les", "pendant"}

// parseSpanHM reads hours and minutes written with "h" after a word that
// leads a span ("dans la 1 h 30 qui suit", "durante 1h30", "within
// 2h15"): a duration in minutes, not the time of day parseTime would
// read.
func parseSpanHM(t string, i, b int) (quantity, int, bool) {
	// The shape first, which few numbers have: up to two digits, "h"
	// (a space before it allowed), two digits (a space before them
	// allowed).
	h, j, ok := readInt(t, i, b, 2)
	if !ok || i == 0 || t[i-1] != ' ' || j < b && isDigit(t[j]) {
		return quantity{}, 0, false
	}
	if j < b && t[j] == ' ' {
		j++
	}
	if j >= b || t[j] != 'h' {
		return quantity{}, 0, false
	}
	j++
	if j < b && t[j] == ' ' {
		j++
	}
	if j+2 > b || !isDigit(t[j]) || !isDigit(t[j+1]) || j+2 < b && isDigit(t[j+2]) {
		return quantity{}, 0, false
	}
	lead := strings.TrimRight(t[:i], " ")
	if !endsWithWord(lead, spanLeads) && !endsWithWord(lead, frenchSpanLeads) {
		return quantity{}, 0, false
	}
	// "booked for 14h30", "dans la nuit … en 10h15": after a word that
	// also leads a time of day, ten hours and more read as one.
	if h >= 10 && endsWithWord(lead, ambiguousSpanLeads) {
		return quantity{}, 0, false
	}
	m := atoi(t[j : j+2])
	end := j + 2
	if m >= 60 {
		return quantity{}, 0, false
	}
	if strings.HasPrefix(t[end:b], "min") {
		end += len("min")
	} else if strings.HasPrefix(t[end:b], " min") {
		end += len(" min")
	}
	if end < b && isWordByte(t[end]) {
		return quantity{}, 0, false
	}
	return quantity{start: int32(i), end: int32(end), vals: [2]float64{float64(h*60 + m)}, nvals: 1, unit: minutesUnit, per: 1}, end, true
}

// spanLeadBefore reports one of spanLeads right before the number that
// ends at k (perhaps past a space), as a word.
func spanLeadBefore(t string, k int) bool {
	i := k
	for i > 0 && t[i-1] == ' ' {
		i--
	}
	for i > 0 && (isDigit(t[i-1]) || t[i-1] == '.' || t[i-1] == ',') {
		i--
	}
	if i == 0 || t[i-1] != ' ' {
		return false
	}
	lead := t[:i-1]
	for _, w := range spanLeads {
		if strings.HasSuffix(lead, w) && (len(lead) == len(w) || !isWordByte(lead[len(lead)-len(w)-1])) {
			return true
		}
	}
	return false
}

// Metric units read as one family each, scaled like durations (per):
// "5 cm" and "50 mm" are one length, "1.2 t" and "1,200 kg" one mass.
var (
	lengthUnit = tokenHash("(length)")
	massUnit   = tokenHash("(mass)")
	volumeUnit = tokenHash("(volume)")
	speedUnit  = tokenHash("(speed)")
	// dataUnit measures in bytes: "2 GB" is "2,000 MB", "2ギガバイト".
	dataUnit = tokenHash("(data)")
	// powerUnit measures in watts, energyUnit in watt-hours: "3 kW" is
	// "3000 W", "1.2 MWh" is "1 200 kWh".
	powerUnit  = tokenHash("(power)")
	energyUnit = tokenHash("(energy)")
	// concentrationUnit measures in mg per kg (ppm): "5 μg/kg" is "5 ppb".
	concentrationUnit = tokenHash("(concentration)")
)

// concentrationUnits are the units of a concentration, folded, with their
// size in mg/kg. The micro sign and the Greek mu are both written.
var concentrationUnits = []struct {
	w string
	f float64
}{
	{"μg/kg", 0.001}, {"µg/kg", 0.001}, {"ug/kg", 0.001}, {"mg/kg", 1}, {"g/kg", 1000}, {"ppm", 1}, {"ppb", 0.001},
	{"μg/l", 0.001}, {"µg/l", 0.001}, {"ug/l", 0.001}, {"mg/l", 1},
}

// cjkImperial are units outside the metric families written in Chinese,
// Japanese and Korean: a unit token each, by the whole word, so "英里"
// (miles) is not "英尺" (feet). unitMeasures gives their measures.
var cjkImperial = []string{"英里", "英尺", "英寸", "盎司", "加仑", "マイル", "フィート", "インチ", "ポンド", "ガロン", "마일", "피트", "인치", "파운드", "갤런"}

// cjkMetric are metric units written as Chinese, Japanese or Korean
// words, longest first so "厘米" is not read as "米".
var cjkMetric = []struct {
	w   string
	fam uint64
	f   float64
}{
	{"毫米", lengthUnit, 1}, {"厘米", lengthUnit, 10}, {"公分", lengthUnit, 10}, {"公里", lengthUnit, 1e6}, {"千米", lengthUnit, 1e6},
	{"米", lengthUnit, 1000}, {"毫升", volumeUnit, 1}, {"公升", volumeUnit, 1000}, {"升", volumeUnit, 1000},
	{"公斤", massUnit, 1000}, {"千克", massUnit, 1000}, {"克拉", massUnit, 0.2}, {"克", massUnit, 1}, {"吨", massUnit, 1e6},
	{"カラット", massUnit, 0.2}, {"캐럿", massUnit, 0.2},
	{"밀리미터", lengthUnit, 1}, {"센티미터", lengthUnit, 10}, {"킬로미터", lengthUnit, 1e6}, {"미터", lengthUnit, 1000},
	{"킬로그램", massUnit, 1000}, {"그램", massUnit, 1}, {"톤", massUnit, 1e6}, {"리터", volumeUnit, 1000},
	{"ミリメートル", lengthUnit, 1}, {"センチメートル", lengthUnit, 10}, {"センチ", lengthUnit, 10}, {"キロメートル", lengthUnit, 1e6},
	{"メートル", lengthUnit, 1000}, {"キログラム", massUnit, 1000}, {"グラム", massUnit, 1}, {"トン", massUnit, 1e6},
	{"リットル", volumeUnit, 1000},
	{"キロバイト", dataUnit, 1e3}, {"メガバイト", dataUnit, 1e6}, {"ギガバイト", dataUnit, 1e9}, {"テラバイト", dataUnit, 1e12},
	{"킬로바이트", dataUnit, 1e3}, {"메가바이트", dataUnit, 1e6}, {"기가바이트", dataUnit, 1e9}, {"테라바이트", dataUnit, 1e12},
}

var metricUnits = map[string]struct {
	fam uint64
	f   float64
}{
	"mm": {lengthUnit, 1}, "cm": {lengthUnit, 10}, "km": {lengthUnit, 1e6}, "m": {lengthUnit, 1000},
	"mcg": {massUnit, 1e-6}, "mg": {massUnit, 0.001}, "g": {massUnit, 1}, "kg": {massUnit, 1000}, "t": {massUnit, 1e6},
	"ml": {volumeUnit, 1}, "l": {volumeUnit, 1000},
	// The same units in words: "1,2 toneladas" is "1 200 kg".
	"tonnes": {massUnit, 1e6}, "tonne": {massUnit, 1e6}, "toneladas": {massUnit, 1e6}, "tonelada": {massUnit, 1e6},
	"tonnen": {massUnit, 1e6}, "tonnellate": {massUnit, 1e6}, "tonnellata": {massUnit, 1e6},
	"kilos": {massUnit, 1000}, "quilos": {massUnit, 1000}, "kilograms": {massUnit, 1000}, "kilogrammes": {massUnit, 1000},
	"quilogramas": {massUnit, 1000}, "kilogramos": {massUnit, 1000}, "grams": {massUnit, 1}, "gramas": {massUnit, 1},
	"gramos": {massUnit, 1}, "grammes": {massUnit, 1}, "metres": {lengthUnit, 1000}, "meters": {lengthUnit, 1000},
	"metros": {lengthUnit, 1000}, "metri": {lengthUnit, 1000}, "kilometres": {lengthUnit, 1e6}, "kilometers": {lengthUnit, 1e6},
	"quilometros": {lengthUnit, 1e6}, "kilometros": {lengthUnit, 1e6}, "centimetres": {lengthUnit, 10},
	"centimeters": {lengthUnit, 10}, "centimetros": {lengthUnit, 10}, "litres": {volumeUnit, 1000}, "liters": {volumeUnit, 1000},
	"litros": {volumeUnit, 1000}, "litri": {volumeUnit, 1000},
	// Imperial and nautical lengths: "1 mile" is "1.6 km", "1 nautical
	// mile" (read at "nautical") "1.852 km".
	"mile": {lengthUnit, statuteMile}, "miles": {lengthUnit, statuteMile}, "milha": {lengthUnit, statuteMile},
	"milhas": {lengthUnit, statuteMile}, "milla": {lengthUnit, statuteMile}, "millas": {lengthUnit, statuteMile},
	"miglio": {lengthUnit, statuteMile}, "miglia": {lengthUnit, statuteMile}, "meile": {lengthUnit, statuteMile},
	"meilen": {lengthUnit, statuteMile}, "nautical": {lengthUnit, nauticalMile}, "nmi": {lengthUnit, nauticalMile},
	"feet": {lengthUnit, 304.8}, "foot": {lengthUnit, 304.8}, "ft": {lengthUnit, 304.8}, "yards": {lengthUnit, 914.4},
	"inches": {lengthUnit, 25.4}, "inch": {lengthUnit, 25.4}, "polegadas": {lengthUnit, 25.4}, "pulgadas": {lengthUnit, 25.4},
	"pouces": {lengthUnit, 25.4}, "pollici": {lengthUnit, 25.4},
	"yard": {lengthUnit, 914.4}, "yd": {lengthUnit, 914.4},
	"kb": {dataUnit, 1e3}, "mb": {dataUnit, 1e6}, "gb": {dataUnit, 1e9}, "tb": {dataUnit, 1e12}, "pb": {dataUnit, 1e15},
	"kib": {dataUnit, 1 << 10}, "mib": {dataUnit, 1 << 20}, "gib": {dataUnit, 1 << 30}, "tib": {dataUnit, 1 << 40},
	"kilobytes": {dataUnit, 1e3}, "megabytes": {dataUnit, 1e6}, "gigabytes": {dataUnit, 1e9}, "terabytes": {dataUnit, 1e12},
	// Speeds in metres per second: "18 km/h" is "5 m/s".
	"m/s": {speedUnit, 1}, "km/h": {speedUnit, 1 / 3.6}, "kmh": {speedUnit, 1 / 3.6}, "mph": {speedUnit, 0.44704},
	"kn": {speedUnit, 0.514444}, "kt": {speedUnit, 0.514444}, "knots": {speedUnit, 0.514444}, "nos": {speedUnit, 0.514444},
	"noeuds": {speedUnit, 0.514444}, "nudos": {speedUnit, 0.514444}, "knoten": {speedUnit, 0.514444},
	"w": {powerUnit, 1}, "kw": {powerUnit, 1e3}, "mw": {powerUnit, 1e6}, "gw": {powerUnit, 1e9}, "watt": {powerUnit, 1},
	"watts": {powerUnit, 1}, "kilowatt": {powerUnit, 1e3}, "kilowatts": {powerUnit, 1e3}, "megawatt": {powerUnit, 1e6},
	"megawatts": {powerUnit, 1e6}, "wh": {energyUnit, 1}, "kwh": {energyUnit, 1e3}, "mwh": {energyUnit, 1e6},
	"gwh": {energyUnit, 1e9},
	// Carats weigh gems: "1.00 ct" is 0.2 g.
	"ct": {massUnit, 0.2}, "carat": {massUnit, 0.2}, "carats": {massUnit, 0.2}, "quilates": {massUnit, 0.2},
	"quilate": {massUnit, 0.2}, "carati": {massUnit, 0.2}, "carato": {massUnit, 0.2},
}

// metricAt reads a metric unit at k (one space before it allowed).
func metricAt(t string, k, b int) (uint64, float64, bool) {
	if k < b && t[k] == ' ' {
		k++
	}
	for _, c := range concentrationUnits {
		if strings.HasPrefix(t[k:b], c.w) && (k+len(c.w) == b || !isWordByte(t[k+len(c.w)])) {
			return concentrationUnit, c.f, true
		}
	}
	// Chinese, Japanese and Korean write metric units as words: "6米",
	// "600 厘米", "50미터", "44トン".
	if k < b && t[k] >= 0xE0 {
		for _, c := range cjkMetric {
			if strings.HasPrefix(t[k:b], c.w) {
				return c.fam, c.f, true
			}
		}
		return 0, 0, false
	}
	j := k
	for j < b && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	// A rate: "km/h", "m/s".
	if j > k && j+1 < b && t[j] == '/' && (t[j+1] == 'h' || t[j+1] == 's') && (j+2 == b || !isWordByte(t[j+2])) {
		if m, ok := metricUnits[t[k:j+2]]; ok {
			return m.fam, m.f, true
		}
		return 0, 0, false
	}
	if j == k || j < b && isWordByte(t[j]) {
		return 0, 0, false
	}
	m, ok := metricUnits[t[k:j]]
	// A mile at sea is a nautical mile: "1 milha náutica", "2 millas
	// náuticas", "3 miglia nautiche".
	if ok && m.f == statuteMile && strings.HasPrefix(t[j:b], " nautic") {
		m.f = nauticalMile
	}
	return m.fam, m.f, ok
}

// Miles in millimetres, as lengthUnit counts them.
const (
	statuteMile  = 1609344
	nauticalMile = 1852000
)

// unitAfter returns the token of the noun a plain number counts, read at
// k: the next word if it is a content word ("10 dias", "400 bearings"), or
// a Chinese classifier ("18 项"); 0 otherwise.
func unitAfter(t string, k, b int) uint64 {
	if k >= b {
		return 0
	}
	if t[k] >= 0xE3 {
		r, size := utf8.DecodeRuneInString(t[k:])
		if isCJK(r) && !isCJKNumeral(r) {
			for _, w := range cjkImperial {
				if strings.HasPrefix(t[k:b], w) {
					return tokenHash(w)
				}
			}
			for _, w := range cjkMonthWords {
				if strings.HasPrefix(t[k:b], w) {
					return monthUnit
				}
			}
			switch r {
			case '年', '년':
				return yearUnit
			case '次', '回', '遍', '번', '倍', '배':
				return timesUnit
			case '位', '名':
				// Counters for people: "3位客人" counts what "2人" does.
				return peopleUnit
			}
			return tokenHash(t[k : k+size])
		}
		return 0
	}
	j := k
	for j < b && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	if j < b && isWordByte(t[j]) {
		return 0
	}
	w := t[k:j]
	// Short units of measure name what a number counts as surely as a
	// noun does: "300 t" of quota is no amount of money.
	if shortUnits[w] {
		return tokenHash(w)
	}
	if j-k < 3 {
		return 0
	}
	if unitSkip[w] {
		return 0
	}
	if timesNouns[w] {
		return timesUnit
	}
	if u := calendarNouns[w]; u != 0 {
		return u
	}
	h := tokenHash(stem(w))
	if theLexicon().stop.has(h) {
		return 0
	}
	return h
}

// timesNouns count occurrences: "three times", "tres veces", "duas
// vezes", "deux fois", "tre volte", "3 Mal".
var timesNouns = map[string]bool{"times": true, "time": true, "veces": true, "vez": true, "vezes": true, "fois": true,
	"volte": true, "volta": true, "mal": true}

// monthUnit and yearUnit are what a count of months or of years counts,
// in whatever language: "12 months" and "24 Monate", "10 years" and "12
// 年" measure alike. Their lengths vary, so they are no durations (see
// durationWords) and a year is not read as twelve months.
var (
	monthUnit = tokenHash("(months)")
	yearUnit  = tokenHash("(years)")
)

// calendarNouns are the words for months and years, folded.
var calendarNouns = map[string]uint64{
	"month": monthUnit, "months": monthUnit, "mes": monthUnit, "meses": monthUnit, "mois": monthUnit, "monat": monthUnit,
	"monate": monthUnit, "monaten": monthUnit, "mese": monthUnit, "mesi": monthUnit,
	"year": yearUnit, "years": yearUnit, "yrs": yearUnit, "ano": yearUnit, "anos": yearUnit, "ans": yearUnit, "annee": yearUnit,
	"annees": yearUnit, "jahr": yearUnit, "jahre": yearUnit, "jahren": yearUnit, "anno": yearUnit, "anni": yearUnit,
}

// cjkMonthWords count months in Chinese, Japanese and Korean ("3个月",
// "6か月", "12개월"); a bare "月" after a number names a month of the year.
var cjkMonthWords = []string{"个月", "個月", "ヶ月", "か月", "カ月", "ヵ月", "ケ月", "개월"}

// peopleUnit is what "2人" counts.
var peopleUnit = tokenHash("人")

// numberWords are small numbers written as words, folded. Words that are
// also common words elsewhere ("once", "dos", "elf", "cent", "neuf",
// "sept") and the articles "one", "um", "un", "ein" are left out.
var numberWords = withCompounds(map[string]float64{
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
	"eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
	"dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7, "oito": 8, "nove": 9,
	"dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14, "quatorze": 14, "quinze": 15,
	"dezesseis": 16, "dezessete": 17, "dezoito": 18, "dezenove": 19, "vinte": 20, "trinta": 30,
	"quarenta": 40, "cinquenta": 50, "sessenta": 60, "setenta": 70, "oitenta": 80, "noventa": 90, "cem": 100,
	"cuatro": 4, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "doce": 12, "trece": 13, "catorce": 14, "quince": 15,
	"dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20, "treinta": 30,
	"cuarenta": 40, "cincuenta": 50, "sesenta": 60, "ochenta": 80, "cien": 100,
	"deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "huit": 8, "dix": 10, "douze": 12, "treize": 13,
	"seize": 16, "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
	"zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
	"zwolf": 12, "dreizehn": 13, "vierzehn": 14, "funfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18,
	"neunzehn": 19, "zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50, "sechzig": 60, "siebzig": 70,
	"achtzig": 80, "neunzig": 90, "hundert": 100,
	// Italian, without "due", "sei" and "otto", which English and names
	// write.
	"tre": 3, "quattro": 4, "cinque": 5, "sette": 7, "dieci": 10, "undici": 11, "dodici": 12, "tredici": 13,
	"quattordici": 14, "quindici": 15, "sedici": 16, "diciassette": 17, "diciotto": 18, "diciannove": 19,
	"venti": 20, "quaranta": 40, "sessanta": 60, "settanta": 70, "ottanta": 80, "novanta": 90, "cento": 100,
	// A dozen is twelve.
	"dozen": 12, "duzia": 12, "docena": 12, "douzaine": 12, "dutzend": 12, "dozzina": 12,
	// Hundreds and a thousand in Portuguese and Spanish, read with what
	// follows them: "mil oitocentos e sessenta", "doscientos cincuenta".
	"duzentos": 200, "duzentas": 200, "trezentos": 300, "trezentas": 300, "quatrocentos": 400,
	"quatrocentas": 400, "quinhentos": 500, "quinhentas": 500, "seiscentos": 600, "seiscentas": 600, "setecentos": 700,
	"setecentas": 700, "oitocentos": 800, "oitocentas": 800, "novecentos": 900, "novecentas": 900,
	"ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300, "cuatrocientos": 400,
	"cuatrocientas": 400, "quinientos": 500, "quinientas": 500, "seiscientas": 600, "setecientos": 700,
	"setecientas": 700, "ochocientos": 800, "ochocientas": 800, "novecientos": 900, "novecientas": 900, "mil": 1000,
})

// withCompounds adds to m the compound numbers written as one word:
// Spanish 21-29 ("veintiseis"), Italian 21-99 ("ventisei", "trentotto")
// and German 21-99 ("sechsundzwanzig"). Portuguese, Spanish past 30 and
// English join tens and units with "e", "y" or a hyphen, as French does,
// and numberWord reads them.
func withCompounds(numberWords map[string]float64) map[string]float64 {
	for w, u := range map[string]float64{"uno": 1, "un": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
		"siete": 7, "ocho": 8, "nueve": 9} {
		numberWords["veinti"+w] = 20 + u
	}
	itUnits := map[string]float64{"uno": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7, "otto": 8, "nove": 9}
	for tens, v := range map[string]float64{"venti": 20, "trenta": 30, "quaranta": 40, "cinquanta": 50, "sessanta": 60,
		"settanta": 70, "ottanta": 80, "novanta": 90} {
		for w, u := range itUnits {
			stem := tens
			if w == "uno" || w == "otto" {
				stem = tens[:len(tens)-1] // "ventuno", "trentotto"
			}
			numberWords[stem+w] = v + u
		}
	}
	for tens, v := range map[string]float64{"zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50, "sechzig": 60,
		"siebzig": 70, "achtzig": 80, "neunzig": 90} {
		for w, u := range map[string]float64{"ein": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7,
			"acht": 8, "neun": 9} {
			numberWords[w+"und"+tens] = v + u
		}
	}
	return numberWords
}

// monthNames maps folded month names and abbreviations in English,
// Portuguese, Spanish, French and German to their month.
var monthNames = map[string]int{
	"jan": 1, "january": 1, "janeiro": 1, "enero": 1, "ene": 1, "janvier": 1, "janv": 1, "januar": 1,
	"feb": 2, "february": 2, "fevereiro": 2, "fev": 2, "febrero": 2, "fevrier": 2, "fevr": 2, "februar": 2,
	"mar": 3, "march": 3, "marco": 3, "marzo": 3, "mars": 3, "marz": 3,
	"apr": 4, "april": 4, "abril": 4, "abr": 4, "avril": 4, "avr": 4,
	"may": 5, "maio": 5, "mai": 5, "mayo": 5,
	"jun": 6, "june": 6, "junho": 6, "junio": 6, "juin": 6, "juni": 6,
	"jul": 7, "july": 7, "julho": 7, "julio": 7, "juillet": 7, "juil": 7, "juli": 7,
	"aug": 8, "august": 8, "agosto": 8, "ago": 8, "aout": 8,
	"sep": 9, "sept": 9, "september": 9, "setembro": 9, "set": 9, "septiembre": 9, "setiembre": 9, "septembre": 9,
	"oct": 10, "october": 10, "outubro": 10, "out": 10, "octubre": 10, "octobre": 10, "oktober": 10, "okt": 10,
	"nov": 11, "november": 11, "novembro": 11, "noviembre": 11, "novembre": 11,
	"dec": 12, "december": 12, "dezembro": 12, "dez": 12, "diciembre": 12, "dic": 12, "decembre": 12, "dezember": 12,
	// Italian ("marzo", "agosto" and "novembre" are above).
	"gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9, "ottobre": 10,
	"dicembre": 12,
}

// ambiguousMonths are month words that are also common words ("may",
// "set", "out", "mar" (sea), "ago", "dez" (ten)): they make a date only
// with a year after them.
var ambiguousMonths = map[string]bool{"may": true, "mar": true, "set": true, "out": true, "ago": true, "dez": true,
	"mai": true, "sept": true, "ene": true}

// wordStartByte marks the letters a number word or month name starts with.
var wordStartByte = func() (t [256]bool) {
	for w := range numberWords {
		t[w[0]] = true
	}
	for w := range monthNames {
		t[w[0]] = true
	}
	return t
}()

// numberWordShape has, for the first two letters of every number word and
// month name, a bit per length (3 to 20): most words are passed over with
// one lookup, without hashing them.
var numberWordShape = func() (t [26][26]uint32) {
	mark := func(w string) {
		if len(w) >= 3 && len(w) <= 20 && w[1] >= 'a' && w[1] <= 'z' {
			t[w[0]-'a'][w[1]-'a'] |= 1 << len(w)
		}
	}
	for w := range numberWords {
		mark(w)
	}
	for w := range monthNames {
		mark(w)
	}
	for w := range boundItalianNumbers {
		mark(w)
	}
	return t
}()

// boundItalianNumbers are the Italian number words English and names also
// write ("due", "sei", "otto"), read as numbers only right after an Italian
// bound: "al massimo due giri", "fino a sei ospiti", "almeno otto ore".
var boundItalianNumbers = map[string]float64{"due": 2, "sei": 6, "otto": 8}

// italianBounds end the words before such a number, folded.
var italianBounds = []string{"massimo", "massima", "fino a", "almeno", "oltre", "entro", "solo", "soltanto", "piu di", "meno di",
	"non piu di", "sotto i", "sopra i"}

// afterItalianBound reports an Italian bound ending right before offset i.
func afterItalianBound(t string, i int) bool {
	lead := strings.TrimRight(t[max(0, i-16):i], " ")
	for _, w := range italianBounds {
		if strings.HasSuffix(lead, w) && (len(lead) == len(w) || !isWordByte(lead[len(lead)-len(w)-1])) {
			return true
		}
	}
	return false
}

// maybeNumberWord reports whether t[i:j] has the shape of a number word or
// month name.
func maybeNumberWord(t string, i, j int) bool {
	n := j - i
	if n < 3 || n > 20 || t[i+1] < 'a' || t[i+1] > 'z' {
		return false
	}
	return numberWordShape[t[i]-'a'][t[i+1]-'a']&(1<<n) != 0
}

// halfPercent reads "half" in t[i:j] followed by a percent word ("meio por
// cento", "medio por ciento", "mezzo per cento", "demi pour cent", "half a
// percent"), returning where the phrase ends.
func halfPercent(t string, i, j, b int) (int, bool) {
	switch t[i:j] {
	case "meio", "medio", "mezzo", "demi", "half":
	default:
		return 0, false
	}
	rest := t[j:b]
	for _, w := range []string{" por cento", " por ciento", " per cento", " pour cent", " a percent", " a per cent", " of a percent",
		" of one percent", " percent"} {
		if strings.HasPrefix(rest, w) && wordEnds(t, j+len(w), b) {
			return j + len(w), true
		}
	}
	return 0, false
}

// numberWord reads the word t[i:j] as a small number, with an English or
// French unit after a hyphen ("twenty-five", "vingt-cinq").
func numberWord(t string, i, j, b int) (float64, int, bool) {
	v, ok := numberWords[t[i:j]]
	if !ok {
		if v, ok = boundItalianNumbers[t[i:j]]; ok && afterItalianBound(t, i) {
			return v, j, true
		}
		return 0, 0, false
	}
	if j+1 < b && t[j] == '-' && v >= 20 && v < 100 {
		k := j + 1
		for k < b && t[k] >= 'a' && t[k] <= 'z' {
			k++
		}
		if u, ok := numberWords[t[j+1:k]]; ok && u < 10 && wordEnds(t, k, b) {
			return v + u, k, true
		}
	}
	// Tens and units joined by "and": "vinte e cinco", "treinta y cinco".
	if v >= 20 && v < 100 && int(v)%10 == 0 {
		for _, and := range []string{" e ", " y "} {
			if !strings.HasPrefix(t[j:b], and) {
				continue
			}
			k0 := j + len(and)
			k := k0
			for k < b && t[k] >= 'a' && t[k] <= 'z' {
				k++
			}
			if u, ok := numberWords[t[k0:k]]; ok && u >= 1 && u < 10 && wordEnds(t, k, b) {
				return v + u, k, true
			}
		}
	}
	// Hundreds in English: "two hundred", "one hundred and fifty", "a
	// hundred and twenty-five" ("one" and "a" are no number words; the
	// "hundred" after them is read alone).
	if v < 10 && strings.HasPrefix(t[j:b], " hundred") && wordEnds(t, j+len(" hundred"), b) {
		v, j = v*100, j+len(" hundred")
	}
	// Thousands: "dois mil", "tres mil quinientos", "mil oitocentos e sessenta".
	if v >= 2 && v < 1000 && strings.HasPrefix(t[j:b], " mil") && wordEnds(t, j+len(" mil"), b) {
		v, j = v*1000, j+len(" mil")
	}
	if v >= 1000 && v < 1e6 && int(v)%1000 == 0 {
		if x, end, ok := numberAfterJoiner(t, j, b); ok && x < 1000 {
			return v + x, end, true
		}
	}
	if v >= 100 && v < 1000 && int(v)%100 == 0 && t[i:j] != "cem" && t[i:j] != "cien" {
		if x, end, ok := numberAfterJoiner(t, j, b); ok && x < 100 {
			return v + x, end, true
		}
	}
	if j < b && t[j] == '-' {
		// A number joined to a unit of time counts it: "a seven-day
		// window", "the ten-business-day deadline". Other compounds
		// ("two-factor", "three-way") are names.
		// So does one that a limit word follows: "the eight-car
		// maximum", "a ten-guest limit".
		if !hyphenUnitAt(t, j+1, b) && !limitAfterCompound(t, j+1, b) {
			return 0, 0, false
		}
	}
	return v, j, true
}

// limitAfterCompound reports a limit word right after the hyphenated word
// that starts at k: "car maximum" in "the eight-car maximum".
func limitAfterCompound(t string, k, b int) bool {
	for k < b && (t[k] >= 'a' && t[k] <= 'z' || t[k] == '-') {
		k++
	}
	if k >= b || t[k] != ' ' {
		return false
	}
	rest := t[k+1 : b]
	for _, w := range []string{"maximum", "minimum", "limit", "cap", "ceiling", "max", "min"} {
		if strings.HasPrefix(rest, w) && wordEnds(t, k+1+len(w), b) {
			return true
		}
	}
	return false
}

// numberAfterJoiner reads a number word after t[j:], joined by " and ",
// " e ", " y " or a space: the rest of "one hundred and fifty", "oitocentos
// e sessenta", "ciento veinte".
func numberAfterJoiner(t string, j, b int) (float64, int, bool) {
	k := j
	switch {
	case strings.HasPrefix(t[k:b], " and "):
		k += len(" and ")
	case strings.HasPrefix(t[k:b], " e "), strings.HasPrefix(t[k:b], " y "):
		k += 3
	case strings.HasPrefix(t[k:b], " "):
		k++
	default:
		return 0, 0, false
	}
	e := k
	for e < b && t[e] >= 'a' && t[e] <= 'z' {
		e++
	}
	if e == k {
		return 0, 0, false
	}
	x, end, ok := numberWord(t, k, e, b)
	if !ok || x < 1 {
		return 0, 0, false
	}
	return x, end, true
}

// hyphenUnitAt reports one of hyphenUnits at t[i:].
func hyphenUnitAt(t string, i, b int) bool {
	k := i
	for k < b && t[k] >= 'a' && t[k] <= 'z' {
		k++
	}
	return hyphenUnits[t[i:k]]
}

// hyphenUnits may follow a number word and a hyphen: units of time ("a
// 45-second ceiling") and the words that qualify days.
var hyphenUnits = map[string]bool{
	"day": true, "days": true, "week": true, "weeks": true, "month": true, "months": true, "year": true,
	"years": true, "hour": true, "hours": true, "minute": true, "minutes": true, "second": true, "seconds": true,
	"calendar": true, "business": true, "working": true,
}

// parseMonthFirst reads a date that opens with its month, t[i:j] ("Nov 17,
// 2026", "December 3").
func parseMonthFirst(t string, i, j, b int) (quantity, int, bool) {
	m, ok := monthNames[t[i:j]]
	if !ok {
		return quantity{}, 0, false
	}
	k := j
	if k < b && t[k] == '.' {
		k++
	}
	if k >= b || t[k] != ' ' {
		return quantity{}, 0, false
	}
	d, k2, ok := readInt(t, k+1, b, 2)
	if !ok || (k2 < b && (isDigit(t[k2]) || t[k2] == ':' || t[k2] == '.' && k2+1 < b && isDigit(t[k2+1]))) {
		return quantity{}, 0, false
	}
	k = k2
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if strings.HasPrefix(t[k:b], suf) && wordEnds(t, k+2, b) {
			k += 2
			break
		}
	}
	if k < b && isWordByte(t[k]) {
		return quantity{}, 0, false
	}
	y, end := yearAfter(t, k, b)
	return dayMonthQuantity(i, end, y, m, d, ambiguousMonths[t[i:j]])
}

// parseDayMonth reads a date that opens with its day at i: "17 Nov",
// "13 de novembro de 2026", "1er décembre", "13. November 2026", or the
// Chinese "11 月 26 日" without a year.
// digitsAt counts the digits of t from i.
func digitsAt(t string, i int) int {
	n := 0
	for i+n < len(t) && isDigit(t[i+n]) {
		n++
	}
	return n
}

// parseDayRange reads a range of days in one month written once at its
// end ("1-12 Dec", "1–12 de dezembro", folded): the first day and the last,
// each as a day of that month. The range's end is the date it runs to.
func parseDayRange(t string, i, b int) (quantity, quantity, int, bool) {
	d1, k, ok := readInt(t, i, b, 2)
	if !ok || k+1 >= b || t[k] != '-' || !isDigit(t[k+1]) {
		return quantity{}, quantity{}, 0, false
	}
	q2, end, ok := parseDayMonth(t, k+1, b)
	if !ok || q2.kind != qDayMonth {
		return quantity{}, quantity{}, 0, false
	}
	m, d2 := int(q2.vals[0])/100, int(q2.vals[0])%100
	if d1 < 1 || d1 >= d2 {
		return quantity{}, quantity{}, 0, false
	}
	q1 := quantity{start: int32(i), end: int32(k), vals: [2]float64{float64(m*100 + d1)}, nvals: 1, kind: qDayMonth}
	return q1, q2, end, true
}

func parseDayMonth(t string, i, b int) (quantity, int, bool) {
	d, k, ok := readInt(t, i, b, 2)
	if !ok || k >= b || isDigit(t[k]) || t[k] == ',' || t[k] == '/' || t[k] == ':' {
		return quantity{}, 0, false
	}
	if m, day, k2, ok := cjkMonthDay(t, i, b); ok {
		return dayMonthQuantity(i, k2, 0, m, day, false)
	}
	if k < b && t[k] == '.' {
		k++
	}
	// "1° dicembre": Italian and Portuguese often type the degree sign
	// for the ordinal one.
	for _, suf := range []string{"st", "nd", "rd", "th", "er", "o", "°", "º"} {
		if strings.HasPrefix(t[k:b], suf) && (suf[0] >= 0x80 || wordEnds(t, k+len(suf), b)) {
			k += len(suf)
			break
		}
	}
	if k >= b || t[k] != ' ' {
		return quantity{}, 0, false
	}
	k++
	if strings.HasPrefix(t[k:b], "de ") {
		k += 3
	}
	j := k
	for j < b && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	m, ok := monthNames[t[k:j]]
	if !ok || (j < b && isWordByte(t[j])) {
		return quantity{}, 0, false
	}
	end := j
	if end < b && t[end] == '.' && end+1 < b && t[end+1] == ' ' {
		end++
	}
	y, end := yearAfter(t, end, b)
	// A weekday before the day ("Friday 21 May") makes "may" a month.
	return dayMonthQuantity(i, end, y, m, d, ambiguousMonths[t[k:j]] && !weekdayBefore(t, i))
}

// weekdayBefore reports a weekday's name (weekdayNames, Latin) right
// before i, a comma and spaces between allowed.
func weekdayBefore(t string, i int) bool {
	w := strings.TrimRight(t[:i], " ,")
	if w == "" || !isWordByte(w[len(w)-1]) {
		return false
	}
	for _, names := range weekdayNames {
		for _, n := range names {
			if n[0] < 0x80 && strings.HasSuffix(w, n) && (len(w) == len(n) || !isWordByte(w[len(w)-len(n)-1])) {
				return true
			}
		}
	}
	return false
}

// cjkMonthDay reads "11 月 26 日" or "11月26日" at i: the month, the day
// and where the date ends.
func cjkMonthDay(t string, i, b int) (int, int, int, bool) {
	m, k, _ := readInt(t, i, b, 2)
	if k < b && t[k] == ' ' {
		k++
	}
	// Korean writes the same date "11월 26일".
	n := markerAt(t[k:b], "月", "월")
	if n == 0 {
		return 0, 0, 0, false
	}
	k += n
	if k < b && t[k] == ' ' {
		k++
	}
	d, k2, ok := readInt(t, k, b, 2)
	if !ok {
		return 0, 0, 0, false
	}
	if k2 < b && t[k2] == ' ' {
		k2++
	}
	n = markerAt(t[k2:b], "日", "号", "일")
	if n == 0 {
		return 0, 0, 0, false
	}
	return m, d, k2 + n, true
}

// markerAt returns the length of the first of markers that t opens with,
// or 0.
func markerAt(t string, markers ...string) int {
	for _, m := range markers {
		if strings.HasPrefix(t, m) {
			return len(m)
		}
	}
	return 0
}

// yearAfter reads an optional year after a day and month: ", 2026",
// " 2026", " de 2026".
func yearAfter(t string, k, b int) (int, int) {
	p := k
	if p < b && t[p] == ',' {
		p++
	}
	if p < b && t[p] == ' ' {
		p++
	}
	if strings.HasPrefix(t[p:b], "de ") {
		p += 3
	}
	if p+4 <= b && allDigits(t[p:p+4]) && (p+4 == b || !isWordByte(t[p+4])) {
		return atoi(t[p : p+4]), p + 4
	}
	return 0, k
}

// dayMonthQuantity makes a date (with a year) or a day and month (without
// one). A month word that is also a common word needs the year.
func dayMonthQuantity(start, end, y, m, d int, needYear bool) (quantity, int, bool) {
	if d < 1 || d > 31 || m < 1 || m > 12 {
		return quantity{}, 0, false
	}
	if y != 0 {
		return dateQuantity(start, end, y, m, d)
	}
	if needYear {
		return quantity{}, 0, false
	}
	return quantity{start: int32(start), end: int32(end), vals: [2]float64{float64(m*100 + d)}, nvals: 1, kind: qDayMonth}, end, true
}

// germanDateLead reports text that ends with a word that stands before
// a German day and month (dateLeadWords), spaces and a comma after it
// allowed ("Freitag, 13.03."); with none, "3.2." is as likely a section
// or a version. The sentence splitter asks it too (shortDateMidSentence).
func germanDateLead(t string) bool {
	w := strings.TrimRight(t, " ,")
	k := len(w)
	for k > 0 && isWordByte(w[k-1]) {
		k--
	}
	return dateLeadWords[w[k:]]
}

// parseNumericDate reads "27/11", "10/12/2026" or "10.12.2026" at i. Day
// first and month first are both kept when both read as dates ("3/12").
// Two one-digit parts without a year ("1/2") are a fraction, and a dotted
// pair without a year a decimal number.
func parseNumericDate(t string, i, b int) (quantity, int, bool) {
	p1, k, ok := readInt(t, i, b, 2)
	if !ok || k+1 >= b || (t[k] != '/' && t[k] != '.') || !isDigit(t[k+1]) {
		return quantity{}, 0, false
	}
	sep := t[k]
	p2, k2, ok := readInt(t, k+1, b, 2)
	if !ok || k2 < b && isDigit(t[k2]) {
		return quantity{}, 0, false
	}
	y, end := 0, k2
	// "13.03." and "5.1. um 18 Uhr": a German day and month, closed by a
	// dot that no digit follows; day first only.
	germanDay := false
	if k2+1 < b && t[k2] == sep && isDigit(t[k2+1]) {
		yv, k3, _ := readInt(t, k2+1, b, 4)
		if k3-(k2+1) != 4 || k3 < b && isWordByte(t[k3]) {
			return quantity{}, 0, false
		}
		y, end = yv, k3
	} else if sep == '.' && end < b && t[end] == '.' && (end+1 == b || !isWordByte(t[end+1])) && i > 0 && t[i-1] == ' ' && germanDateLead(t[:i]) {
		germanDay = true
		end++
	} else if end < b && (t[end] == sep || isWordByte(t[end])) {
		return quantity{}, 0, false
	}
	if y == 0 && !germanDay && (sep == '.' || k-i < 2 && k2-(k+1) < 2) {
		return quantity{}, 0, false
	}
	var q quantity
	add := func(d, m int) {
		if d < 1 || d > 31 || m < 1 || m > 12 || q.nvals == 2 {
			return
		}
		var v float64
		if y != 0 {
			dq, _, ok := dateQuantity(i, end, y, m, d)
			if !ok {
				return
			}
			v = dq.vals[0]
		} else {
			v = float64(m*100 + d)
		}
		if q.nvals == 1 && q.vals[0] == v {
			return
		}
		q.vals[q.nvals] = v
		q.nvals++
	}
	add(p1, p2)
	if !germanDay {
		add(p2, p1)
	}
	if q.nvals == 0 {
		return quantity{}, 0, false
	}
	q.start, q.end, q.kind = int32(i), int32(end), qDayMonth
	if y != 0 {
		q.kind = qDate
	}
	return q, end, true
}

// parseTime reads a time of day at i: "14:30", "09:41:07", "14h30", "2
// p.m.", "8 am", "20 Uhr", "20点".
func parseTime(t string, i, b int) (quantity, int, bool) {
	h, k, ok := readInt(t, i, b, 2)
	if !ok || k < b && isDigit(t[k]) {
		return quantity{}, 0, false
	}
	mins, end := -1, k
	if k+2 < b && (t[k] == ':' || t[k] == 'h') && isDigit(t[k+1]) && isDigit(t[k+2]) && (k+3 >= b || !isDigit(t[k+3])) {
		mins, end = atoi(t[k+1:k+3]), k+3
		if t[k] == 'h' && end < b && isWordByte(t[end]) {
			return quantity{}, 0, false
		}
		if t[k] == ':' && end+2 < b && t[end] == ':' && isDigit(t[end+1]) && isDigit(t[end+2]) {
			end += 3
		}
	}
	// French typography spaces its "h": "jusqu'à 15 h 30", "à 9 h". After
	// a word that leads a time of day it is one; "3 h 30" alone is as
	// often a span, and so it is after an English word ("before 4 h 30
	// is reached" counts hours driven).
	if mins < 0 && k+1 < b && t[k] == ' ' && t[k+1] == 'h' && (k+2 == b || !isWordByte(t[k+2])) && clockLeadBefore(t, i) && !englishClockLeadBefore(t, i) {
		mins, end = 0, k+2
		if k+5 <= b && t[k+2] == ' ' && isDigit(t[k+3]) && isDigit(t[k+4]) && (k+5 == b || !isDigit(t[k+5])) {
			mins, end = atoi(t[k+3:k+5]), k+5
		}
	}
	p, clockEnd := end, end
	if p < b && t[p] == ' ' {
		p++
	}
	merid := 0
	for _, w := range []struct {
		s string
		m int
	}{{"a.m.", 1}, {"p.m.", 2}, {"a.m", 1}, {"p.m", 2}, {"am", 1}, {"pm", 2}, {"uhr", 3}, {"点", 3}, {"时", 3}, {"時", 4}, {"시", 5}} {
		if strings.HasPrefix(t[p:b], w.s) && (w.s[0] >= 0x80 || w.s[len(w.s)-1] == '.' || wordEnds(t, p+len(w.s), b)) {
			merid, end = w.m, p+len(w.s)
			break
		}
	}
	// Japanese "21時" and Korean "9시" are hours of the day; "21時間" and
	// "9시간" are spans. An hour after a word for the afternoon or the
	// night ("밤 9시", "午後3時", "晚上9点") is past noon.
	switch {
	case merid == 4 && strings.HasPrefix(t[end:b], "間"), merid == 5 && strings.HasPrefix(t[end:b], "간"):
		return quantity{}, 0, false
	case merid >= 3 && mins < 0 && h < 12 && afternoonBefore(t[:i]):
		h += 12
	}
	// "às 16h", "a las 9h", "jusqu'à 18h", "between 8h and 11h": an hour
	// with "h" and no minutes is a time of day after a word that leads
	// one; "48h" alone is a span.
	if mins < 0 && merid == 0 && k < b && t[k] == 'h' && (k+1 >= b || !isWordByte(t[k+1])) && clockLeadBefore(t, i) {
		mins, end = 0, k+1
	}
	if mins < 0 && merid == 0 {
		return quantity{}, 0, false
	}
	if mins < 0 {
		mins = 0
	}
	switch merid {
	case 1, 2:
		// "18:00 am Vortag": a 24-hour time before German "am" (on the)
		// is no morning hour; the word after it is not the time's.
		if (h < 1 || h > 12) && t[p] == 'a' && clockEnd > k {
			merid, end = 0, clockEnd
			break
		}
		if h < 1 || h > 12 {
			return quantity{}, 0, false
		}
		h %= 12
		if merid == 2 {
			h += 12
		}
	}
	if h > 23 || mins > 59 {
		return quantity{}, 0, false
	}
	return quantity{start: int32(i), end: int32(end), vals: [2]float64{float64(h*60 + mins)}, nvals: 1, kind: qTime}, end, true
}

// spaceGroup reports whether the space at j inside the number starting at
// i separates thousands: the digits so far form groups (no decimal mark
// yet, the first of at most three digits, the others of three), and
// exactly three digits follow before a non-digit.
func spaceGroup(t string, i, j, b int) bool {
	if j+4 > b || !isDigit(t[j+1]) || !isDigit(t[j+2]) || !isDigit(t[j+3]) || (j+4 < b && isDigit(t[j+4])) {
		return false
	}
	run := 0
	for k := i; k < j; k++ {
		switch {
		case isDigit(t[k]):
			run++
		case t[k] == ' ' && (run == 3 || (k-i <= 3 && run >= 1)):
			run = 0
		default:
			return false
		}
	}
	first := !strings.Contains(t[i:j], " ")
	return (first && run >= 1 && run <= 3) || (!first && run == 3)
}

func isWordByte(c byte) bool { return wordBytes[c] }

// wordBytes marks the word bytes: ASCII letters, digits and '_'. A table
// read is one load where the comparisons were four branches, in the
// byte loops that call isWordByte most.
var wordBytes = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	return t
}()

func wordEnds(t string, i, b int) bool { return i >= b || !isWordByte(t[i]) }

func skipWord(t string, i, b int) int {
	for i < b && (isWordByte(t[i]) || t[i] == '.' || t[i] == '-') {
		i++
	}
	return i
}

// ageBandBefore reports "under-" or "over-" glued before the number at
// i: "under-16s", "over-65 fares" name an age, not an identifier.
func ageBandBefore(t string, i int) bool {
	if i < 2 || t[i-1] != '-' {
		return false
	}
	k := i - 1
	for k > 0 && isWordByte(t[k-1]) {
		k--
	}
	w := t[k : i-1]
	return w == "under" || w == "over"
}

// identBefore reports whether the digit at i continues an identifier.
func identBefore(t string, i int) bool {
	p := t[i-1]
	if isWordByte(p) {
		return true
	}
	if (p == '-' || p == '/' || p == '_' || p == '#' || p == '.') && i >= 2 && isWordByte(t[i-2]) {
		return true
	}
	return false
}

// parseNumber reads digits with thousands and decimal separators.
func parseNumber(s string) ([2]float64, uint8, bool) {
	var out [2]float64
	dots, commas, apos := strings.Count(s, "."), strings.Count(s, ","), strings.Count(s, "'")
	clean := func(thousands string, decimal byte) (float64, bool) {
		// A stack buffer: numbers are short, and parseFloat keeps nothing.
		var buf [32]byte
		b := buf[:0]
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case isDigit(c):
				b = append(b, c)
			case strings.IndexByte(thousands, c) >= 0:
			case c == decimal:
				b = append(b, '.')
			default:
				return 0, false
			}
		}
		return parseFloat(string(b))
	}
	switch {
	case dots == 0 && commas == 0:
		v, ok := clean("'", 0)
		out[0] = v
		return out, 1, ok
	case dots > 0 && commas > 0:
		// The separator that comes last is the decimal one.
		if strings.LastIndexByte(s, '.') > strings.LastIndexByte(s, ',') {
			v, ok := clean(",'", '.')
			out[0] = v
			return out, 1, ok && dots == 1
		}
		v, ok := clean(".'", ',')
		out[0] = v
		return out, 1, ok && commas == 1
	default:
		sep := byte('.')
		if commas > 0 {
			sep = ','
		}
		count := dots + commas
		if count > 1 {
			// Repeated separators group thousands: 1.250.000 or 1,250,000.
			v, ok := clean(string(sep)+"'", 0)
			out[0] = v
			return out, 1, ok && groupsOfThree(s, sep)
		}
		k := strings.IndexByte(s, sep)
		after := len(s) - k - 1
		dec, ok1 := clean("'", sep)
		if after == 3 && k <= 3 && s[0] != '0' && apos == 0 {
			th, ok2 := clean(string(sep)+"'", 0)
			out[0], out[1] = th, dec
			return out, 2, ok1 && ok2
		}
		out[0] = dec
		return out, 1, ok1
	}
}

func groupsOfThree(s string, sep byte) bool {
	parts := strings.Split(s, string(sep))
	for i, p := range parts {
		if i > 0 && len(p) != 3 {
			return false
		}
	}
	return len(parts[0]) >= 1 && len(parts[0]) <= 3
}

func parseFloat(s string) (float64, bool) {
	if s == "" || s == "." {
		return 0, false
	}
	var v, scale float64
	seenDot := false
	scale = 1
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '.' {
			if seenDot {
				return 0, false
			}
			seenDot = true
			continue
		}
		if seenDot {
			scale /= 10
			v += float64(c-'0') * scale
		} else {
			v = v*10 + float64(c-'0')
		}
	}
	return v, true
}

// parseDate reads an ISO date (2026-03-01, 2026/03/01, optionally with a
// time) or a CJK date (2026年3月1日) starting at i.
func parseDate(t string, i, b int) (quantity, int, bool) {
	if i+4 > b || !allDigits(t[i:i+4]) {
		return quantity{}, 0, false
	}
	y := atoi(t[i : i+4])
	j := i + 4
	if j < b && (t[j] == '-' || t[j] == '/' || t[j] == '.') {
		sep := t[j]
		m, j2, ok := readInt(t, j+1, b, 2)
		if !ok || j2 >= b || t[j2] != sep {
			return quantity{}, 0, false
		}
		d, j3, ok := readInt(t, j2+1, b, 2)
		if !ok {
			return quantity{}, 0, false
		}
		// Swallow a time of day ("T10:00:00Z").
		end := j3
		if end < b && (t[end] == 't' || t[end] == ' ') && end+3 < b && isDigit(t[end+1]) && isDigit(t[end+2]) && t[end+3] == ':' {
			end += 4
			for end < b && (isDigit(t[end]) || t[end] == ':' || t[end] == '.' || t[end] == 'z' || t[end] == '+' || t[end] == '-') {
				end++
			}
		}
		return dateQuantity(i, end, y, m, d)
	}
	if strings.HasPrefix(t[j:b], "年") {
		m, j2, ok := readInt(t, j+len("年"), b, 2)
		if !ok || !strings.HasPrefix(t[j2:b], "月") {
			return quantity{}, 0, false
		}
		d, j3, ok := readInt(t, j2+len("月"), b, 2)
		if !ok {
			return quantity{}, 0, false
		}
		end := j3
		if strings.HasPrefix(t[end:b], "日") || strings.HasPrefix(t[end:b], "号") {
			end += len("日")
		}
		return dateQuantity(i, end, y, m, d)
	}
	// Korean: "2026년 12월 10일", spaced or not.
	if strings.HasPrefix(t[j:b], "년") {
		k := j + len("년")
		if k < b && t[k] == ' ' {
			k++
		}
		if m, d, end, ok := cjkMonthDay(t, k, b); ok {
			return dateQuantity(i, end, y, m, d)
		}
	}
	return quantity{}, 0, false
}

func dateQuantity(start, end, y, m, d int) (quantity, int, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200 {
		return quantity{}, 0, false
	}
	days := float64(time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
	return quantity{start: int32(start), end: int32(end), vals: [2]float64{days}, nvals: 1, kind: qDate}, end, true
}

func readInt(t string, i, b, maxDigits int) (int, int, bool) {
	j := i
	for j < b && j-i < maxDigits && isDigit(t[j]) {
		j++
	}
	if j == i {
		return 0, i, false
	}
	return atoi(t[i:j]), j, true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return len(s) > 0
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func isCJKNumeral(r rune) bool {
	switch r {
	case '零', '一', '二', '两', '三', '四', '五', '六', '七', '八', '九', '十', '百', '千', '万', '亿':
		return true
	}
	return false
}

// cjkNumber reads a Chinese numeral ("五百", "三千二百", "一万五千") and an
// optional currency mark after it. A lone digit character ("一个") is a
// word, not a quantity, unless a currency follows.
func cjkNumber(t string, i, b int) (quantity, int, bool) {
	j := i
	var runes []rune
	for j < b {
		r, size := utf8.DecodeRuneInString(t[j:])
		if !isCJKNumeral(r) {
			break
		}
		runes = append(runes, r)
		j += size
	}
	digit := map[rune]float64{'零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	var total, section, cur float64
	hasUnit := false
	for _, r := range runes {
		if d, ok := digit[r]; ok {
			cur = d
			continue
		}
		hasUnit = true
		switch r {
		case '十':
			if cur == 0 {
				cur = 1
			}
			section += cur * 10
		case '百':
			section += cur * 100
		case '千':
			section += cur * 1000
		case '万':
			total += (section + cur) * 1e4
			section = 0
		case '亿':
			total += (section + cur) * 1e8
			section = 0
		}
		cur = 0
	}
	v := total + section + cur
	q := quantity{start: int32(i), end: int32(j), vals: [2]float64{v}, nvals: 1}
	for _, cm := range currencyAfter {
		if strings.HasPrefix(t[j:b], cm.mark) {
			q.kind, q.currency = qMoney, cm.code
			q.end = int32(j + len(cm.mark))
			return q, int(q.end), true
		}
	}
	if v == 0 {
		return quantity{}, j, false
	}
	// A duration, even of one numeral: "三天" (three days), "两周", "十四天".
	if f, n := durationUnit(t, j, b); n > 0 {
		// "一天半", "两个小时半": and a half.
		if h := halfAfter(t, j+n, b); h > 0 {
			q.vals[0] += 0.5
			n += h
		}
		q.unit, q.per, q.end = minutesUnit, f, int32(j+n)
		return q, j + n, true
	}
	if !hasUnit && len(runes) < 2 {
		if v < 2 || !countedAfter(t, j, b) {
			return quantity{}, j, false
		}
		q.unit = unitAfter(t, j, b)
	}
	return q, j, true
}

// idNouns are words after which a number names something rather than
// measures it: "clause 14.2", "batch 3", "第 3 条".
var idNouns = map[string]bool{
	"clause": true, "section": true, "article": true, "item": true, "step": true, "version": true, "batch": true,
	"page": true, "line": true, "row": true, "room": true, "ref": true, "id": true, "no": true, "nr": true,
	"number": true, "n": true, "week": true, "semana": true, "lote": true, "clausula": true, "secao": true,
	"artigo": true, "passo": true, "versao": true, "pagina": true, "linha": true, "articulo": true, "seccion": true,
	"apartado": true, "numero": true, "protocolo": true, "chamado": true, "pedido": true, "fatura": true,
	"第": true, "条": true, "款": true, "号": true, "批": true,
	// Legal provisions and document parts: "art. 18", "§ 4", "Absatz 2",
	// "annexe 3", "inciso II".
	"art": true, "arts": true, "artikel": true, "paragraph": true, "paragrafo": true, "parrafo": true, "para": true,
	"sec": true, "abs": true, "absatz": true, "ziffer": true, "alinea": true, "inciso": true, "chapter": true,
	"capitulo": true, "kapitel": true, "chapitre": true, "annex": true, "anexo": true, "annexe": true, "anhang": true,
	"appendix": true, "apendice": true, "rule": true, "regra": true, "regla": true, "regel": true, "regle": true,
	"nº": true, "punkt": true, "ponto": true, "punto": true, "point": true,
	// Places, parts and subjects numbered in operations: "zone 3",
	// "site 022", "ward 5B", "prontuário 448812".
	"zone": true, "zona": true, "site": true, "ward": true, "bed": true, "leito": true, "gate": true,
	"platform": true, "dock": true, "bay": true, "floor": true, "andar": true, "tier": true, "wave": true,
	"round": true, "class": true, "classe": true, "clase": true, "klasse": true, "phase": true, "fase": true, "amendment": true, "emenda": true, "cohort": true, "arm": true,
	"visit": true, "visita": true, "cycle": true, "ciclo": true, "subject": true, "prontuario": true,
	"station": true, "estacao": true, "branch": true, "agencia": true, "store": true, "loja": true,
	"terminal": true, "berth": true, "lane": true, "route": true, "rota": true, "sector": true, "setor": true,
	// Laws and regulations by number: "Lei 9.613/98", "Law 2023-451",
	// "Decreto 10.046", "Verordnung 2016/679".
	"lei": true, "law": true, "ley": true, "loi": true, "legge": true, "gesetz": true, "decreto": true,
	"decree": true, "decret": true, "dekret": true, "regulation": true, "regulamento": true, "reglamento": true,
	"regolamento": true, "reglement": true, "verordnung": true, "resolucao": true, "resolution": true,
	"resolucion": true, "portaria": true, "directive": true, "directiva": true, "diretiva": true,
	"direttiva": true, "richtlinie": true, "circular": true, "statute": true,
}

// idOwners are the concepts whose names take an identifier after them:
// "order 4502", "invoice 2291", "订单77502".
var idOwners = map[concept]bool{
	cOrder: true, cInvoice: true, cTicket: true, cAccount: true, cCustomer: true, cUser: true, cRecord: true,
	cSubscription: true,
}

// isIdentifier reports whether quantity q of unit u names a record ("order
// 4502", "cláusula 14.2", "#881") instead of measuring something. Money is
// never an identifier.
func (lx *lexicon) isIdentifier(u *unit, s sentence, q quantity) bool {
	if q.kind != qPlain {
		return false
	}
	t := u.f.text
	p := int(q.start)
	colon := false
	for p > int(s.start) && (t[p-1] == ' ' || t[p-1] == ':') {
		colon = colon || t[p-1] == ':'
		p--
	}
	// After a label's colon, a number that counts a noun is a count:
	// "the desk rule: two operators present", "Regel: 3 Proben".
	if colon && q.unit != 0 {
		return false
	}
	if p > int(s.start) && (t[p-1] == '#' || t[p-1] == '.' && p >= 2 && (t[p-2] == 'o' || t[p-2] == 'n')) {
		return true
	}
	for p > int(s.start) && (t[p-1] == '#' || t[p-1] == '.') {
		p--
	}
	// The word before.
	e := p
	for p > int(s.start) && isWordByte(t[p-1]) {
		p--
	}
	if strings.HasSuffix(t[:e], "§") {
		return true
	}
	if p == e {
		r, size := utf8.DecodeLastRuneInString(t[:e])
		if isCJK(r) {
			if idNouns[string(r)] {
				return true
			}
			p = e - size
		}
	}
	if idNouns[t[p:e]] {
		return true
	}
	for _, h := range u.sentHits(s) {
		if int(h.end) == e {
			for _, c := range lx.m.terms[h.term].concepts {
				if idOwners[c] {
					return true
				}
			}
		}
	}
	return false
}

// isRemainder reports a number right by a word for what is left ("the
// remaining 17,740", "$48,000 left", "restam R$ 2.000", "还剩 300").
func (lx *lexicon) isRemainder(u *unit, s sentence, q quantity) bool {
	for _, h := range u.sentHits(s) {
		if !lx.m.terms[h.term].cats.has(catRemaining) {
			continue
		}
		if (int(h.end) <= int(q.start) && int(q.start)-int(h.end) <= 4) || (int(h.start) >= int(q.end) && int(h.start)-int(q.end) <= 4) {
			return true
		}
	}
	return false
}

// isThreshold reports a number that follows a limit cue in its clause
// ("over $50", "up to $500", "até R$ 1.000", "超过500"): a bound, not a value.
func (lx *lexicon) isThreshold(u *unit, s sentence, q quantity) bool {
	for _, h := range u.sentHits(s) {
		if int(h.end) <= int(q.start) && int(q.start)-int(h.end) <= 14 && lx.m.terms[h.term].cats.has(catLimit) {
			return true
		}
	}
	return boundAfter(u.f.text, int(q.end), int(s.end)) || tierBound(u.f.text, int(s.start), int(q.start), int(q.end), int(s.end))
}

// tierWords before a number make it where a tier starts or ends: "from 60
// minutes", "under 30", "a partir de 30 min", "à partir de", "ab 60
// Minuten", "desde 60", "dès 30", "da 30"; folded.
var tierWords = []string{"from", "under", "below", "a partir de", "abaixo de", "desde", "des", "ab", "unter", "sotto", "oltre"}

// tierBound reports a number that bounds a tier of a rule rather than
// stating a value: after a tier word, or an end of a range ("30-59
// minutes", "60 to 119 minutes", "30–59"; dashes fold to '-').
func tierBound(t string, sa, qs, qe, sb int) bool {
	pre := strings.TrimRight(t[max(sa, qs-14):qs], " ")
	for _, w := range tierWords {
		if strings.HasSuffix(pre, w) && (len(pre) == len(w) || !isWordByte(pre[len(pre)-len(w)-1])) {
			return true
		}
	}
	// The far end of a range: "-59", " to 59", " a 59", " bis 59", "至59".
	rest := t[qe:min(sb, qe+8)]
	for _, sep := range []string{"-", " - ", " to ", " a ", " bis ", " à ", "~", "至", "到"} {
		if r, ok := strings.CutPrefix(rest, sep); ok && r != "" && r[0] >= '0' && r[0] <= '9' {
			return true
		}
	}
	// The near end seen from the far one: "30-59" for 59.
	if qs-1 >= sa && t[qs-1] == '-' && qs-2 >= sa && t[qs-2] >= '0' && t[qs-2] <= '9' {
		return true
	}
	return false
}

// boundsAfter make the number before them a bound: "25 BTC or more",
// "R$ 5.000 ou mais", "18 años o más", "3 万元以上".
var boundsAfter = []string{"or more", "or above", "or higher", "or over", "or less", "or below", "or fewer", "or under",
	"and above", "and over", "and up", "and below", "and under",
	"ou mais", "ou menos", "ou superior", "ou acima", "ou inferior", "o mas", "o menos", "o superior", "o inferior",
	"ou plus", "ou moins", "et plus", "oder mehr", "oder weniger", "und mehr", "o piu", "o meno",
	"以上", "以下", "或以上", "或以下", "及以上", "及以下", "以内", "未満", "이상", "이하"}

// boundAfter reports one of boundsAfter within a unit word of t[end:].
func boundAfter(t string, end, b int) bool { return boundAfterWord(t, end, b) != "" }

// floorsAfter are the boundsAfter that make a floor ("70 or more",
// "60점 이상"); the others make a ceiling.
var floorsAfter = map[string]bool{"or more": true, "or above": true, "or higher": true, "or over": true, "and above": true,
	"and over": true, "and up": true, "ou mais": true, "ou superior": true, "ou acima": true, "o mas": true, "o superior": true,
	"ou plus": true, "et plus": true, "oder mehr": true, "und mehr": true, "o piu": true, "以上": true, "或以上": true, "及以上": true,
	"이상": true}

// boundAfterWord returns the word of boundsAfter within a unit word of
// t[end:], or "".
func boundAfterWord(t string, end, b int) string {
	k := end
	for k < b && t[k] == ' ' {
		k++
	}
	// One word of unit or currency may stand between: "25 BTC or more".
	j := k
	for j < b && isWordByte(t[j]) {
		j++
	}
	// Or a CJK counter of one or two letters: "60점 이상", "3 万元以上".
	for n := 0; j-k < 8 && n < 2 && j < b && !hasPrefixAny(t[j:b], boundsAfter); n++ {
		r, size := utf8.DecodeRuneInString(t[j:b])
		if r < 0x1100 || !unicode.IsLetter(r) {
			break
		}
		j += size
	}
	for _, from := range []int{k, j} {
		i := from
		for i < b && t[i] == ' ' {
			i++
		}
		for _, w := range boundsAfter {
			// A CJK bound takes its particle: "60점 이상이면", "3 万元以上的".
			if strings.HasPrefix(t[i:b], w) && (i+len(w) >= b || w[0] >= 0x80 || !isWordByte(t[i+len(w)])) {
				return w
			}
		}
	}
	return ""
}

// valueQuantity reads a source-of-truth value as a quantity: a JSON number
// or a string such as "R$ 4.300,00" or "2026-03-01".
func valueQuantity(v any) (quantity, bool) {
	switch x := v.(type) {
	case interface{ String() string }:
		return textQuantity(x.String())
	case float64:
		return quantity{vals: [2]float64{x}, nvals: 1}, true
	case int:
		return quantity{vals: [2]float64{float64(x)}, nvals: 1}, true
	case int64:
		return quantity{vals: [2]float64{float64(x)}, nvals: 1}, true
	case string:
		return textQuantity(x)
	}
	return quantity{}, false
}

// textQuantity reads s as a single quantity, or reports false when s is
// not just a number, amount or date.
func textQuantity(s string) (quantity, bool) {
	f := foldString(strings.TrimSpace(s))
	qs := quantities(f, 0, len(f), nil)
	if len(qs) != 1 {
		return quantity{}, false
	}
	q := qs[0]
	// The quantity must cover the string, give or take a sign and spaces.
	rest := strings.TrimSpace(f[:q.start] + f[q.end:])
	rest = strings.Trim(rest, "+- ")
	if rest != "" {
		return quantity{}, false
	}
	return q, true
}

// multipleArticles stand before a multiple named as a noun, folded.
var multipleArticles = []string{"das", "des", "dem", "den", "o", "do", "ao", "el", "del", "al", "le", "du", "au", "il", "lo"}

// timesUnit is what a count of occurrences counts: "twice" and "three
// times" are two counts of one thing.
var timesUnit = tokenHash(stem("times"))

// frequencyWord reads how many times something happens when it is said in
// one word ("twice", "zweimal") or with an article or a word for one or
// two that is a number only there ("once a week", "dos veces", "due volte",
// "uma vez por mês", "une fois par an"). "Once" and the articles count only
// before a period ("once a year", "una vez al mes"): "once approved" is a
// condition.
func frequencyWord(t string, a, i, j, b int) (quantity, int, bool) {
	q := quantity{start: int32(i), nvals: 1, unit: timesUnit}
	switch t[i:j] {
	case "twice", "zweimal":
		q.vals[0] = 2
	case "thrice", "dreimal":
		q.vals[0] = 3
	case "double", "triple":
		// A multiple of something named ("double the current limit",
		// "at most double"), not a kind of room or a drink.
		// "Le double", "el triple": a multiple after its article.
		rest, lead := t[j:b], strings.TrimRight(t[a:i], " ")
		if !strings.HasPrefix(rest, " the ") && !strings.HasPrefix(rest, " its ") && !strings.HasPrefix(rest, " their ") &&
			!endsWithWord(lead, []string{"at most", "up to", "than", "exceed", "exceeds", "beyond"}) && !endsWithWord(lead, multipleArticles) {
			return quantity{}, 0, false
		}
		q.vals[0] = 2
		if t[i] == 't' {
			q.vals[0] = 3
		}
	case "doppelte", "doppelten", "dreifache", "dreifachen", "vierfache", "vierfachen", "dobro", "triplo", "doble", "doppio":
		// A multiple named as a noun after its article: "das Doppelte
		// des Pfahlzugs", "o dobro", "el doble", "il doppio".
		if !endsWithWord(strings.TrimRight(t[a:i], " "), multipleArticles) {
			return quantity{}, 0, false
		}
		switch t[i:j] {
		case "dreifache", "dreifachen", "triplo":
			q.vals[0] = 3
		case "vierfache", "vierfachen":
			q.vals[0] = 4
		default:
			q.vals[0] = 2
		}
	case "viermal":
		q.vals[0] = 4
	case "funfmal":
		q.vals[0] = 5
	case "once", "einmal":
		if !periodAfter(t, j, b) {
			return quantity{}, 0, false
		}
		q.vals[0] = 1
	case "dos", "due", "una", "uma", "une", "un":
		// The word's own count, read only before a word for times: its
		// unit is that word's, as for "tres veces".
		var v float64 = 1
		if t[i] == 'd' {
			v = 2
		}
		for _, w := range []string{" veces", " volte", " vez", " volta", " fois"} {
			if strings.HasPrefix(t[j:b], w) && wordEnds(t, j+len(w), b) && (v == 2 || periodAfter(t, j+len(w), b)) {
				q.vals[0] = v
				q, end := quantitySuffix(t, a, b, q, j)
				return q, end, true
			}
		}
		return quantity{}, 0, false
	default:
		return quantity{}, 0, false
	}
	q.end = int32(j)
	return q, j, true
}

// periodAfter reports a period after i, as in "once a week", "einmal pro
// Jahr", "una vez al mes", "une fois par an": a word for per, then one for
// a span of time.
func periodAfter(t string, i, b int) bool {
	rest := t[i:b]
	for _, per := range []string{" a ", " an ", " per ", " every ", " each ", " in any ", " in a ", " in ", " pro ", " im ", " in der ",
		" al ", " por ", " ao ", " par ", " a la ", " alla ", " all'", " ogni "} {
		if strings.HasPrefix(rest, per) {
			k := i + len(per)
			// "once in any 12-month period", "once every 30 days".
			if k < b && isDigit(t[k]) {
				return true
			}
			if f, n := durationUnit(t, k, b); n > 0 && f > 0 {
				return true
			}
			w := k
			for w < b && t[w] >= 'a' && t[w] <= 'z' {
				w++
			}
			return periodWord[t[k:w]]
		}
	}
	return false
}

// periodWord are words for a span of time that durationUnit may not read
// alone.
var periodWord = map[string]bool{"day": true, "week": true, "month": true, "year": true, "quarter": true, "fortnight": true,
	"season": true, "term": true, "semester": true, "shift": true, "visit": true, "trip": true, "night": true, "lifetime": true,
	"dia": true, "semana": true, "mes": true, "ano": true, "trimestre": true, "jour": true, "mois": true, "an": true, "annee": true,
	"tag": true, "woche": true, "monat": true, "jahr": true, "giorno": true, "settimana": true, "mese": true, "anno": true}

// countedAfter reports a counter for times or people at i, after which a
// lone numeral from two up is a count ("两次", "三位客人", "五人"); "一个"
// and "一次" stay words.
func countedAfter(t string, i, b int) bool {
	if i >= b {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t[i:b])
	switch r {
	case '次', '回', '遍', '人', '位', '名', '只':
		return true
	}
	return false
}

// countWord reports a count of times or people written as a word rather
// than in digits: "twice", "dos veces", "两次", "三位".
func countWord(u *unit, q quantity) bool {
	return (q.unit == timesUnit || q.unit == peopleUnit) && !isDigit(u.f.text[q.start])
}

// clockLeads come right before a time of day, folded: "às 16h", "a las
// 9h", "jusqu'à 18h", "entre 8h e 11h", "from 9h to 11h".
var clockLeads = map[string]bool{"as": true, "a": true, "das": true, "las": true, "la": true, "ate": true, "hasta": true,
	"entre": true, "e": true, "y": true, "et": true, "de": true, "desde": true, "jusqu'a": true, "vers": true, "des": true,
	"apres": true, "avant": true, "from": true, "to": true, "until": true, "till": true, "by": true, "at": true,
	"between": true, "and": true, "before": true, "after": true, "alle": true, "dalle": true, "ab": true, "bis": true, "um": true}

// englishClockLeads are the English words of clockLeads, which lead no
// time written in French spacing ("4 h 30").
var englishClockLeads = map[string]bool{"from": true, "to": true, "until": true, "till": true, "by": true, "at": true,
	"between": true, "and": true, "before": true, "after": true}

// englishClockLeadBefore reports one of englishClockLeads right before
// t[i:].
func englishClockLeadBefore(t string, i int) bool {
	w := strings.TrimRight(t[:i], " ")
	k := len(w)
	for k > 0 && isWordByte(w[k-1]) {
		k--
	}
	return englishClockLeads[w[k:]]
}

// clockLeadBefore reports a word of clockLeads, or a dash after an hour
// ("9h-11h"), right before t[i:].
func clockLeadBefore(t string, i int) bool {
	j := i
	for j > 0 && t[j-1] == ' ' {
		j--
	}
	// "9h-11h": a dash right after another hour.
	if j > 2 && (t[j-1] == '-' || t[j-1] == '~') && t[j-2] == 'h' && isDigit(t[j-3]) {
		return true
	}
	k := j
	for k > 0 && (isWordByte(t[k-1]) || t[k-1] == '\'') {
		k--
	}
	return k < j && clockLeads[t[k:j]]
}

// randBefore reports an "R" glued to an amount written as one, with no
// word before it: "R18,500", "R1 250.00". t[i] is the first digit.
func randBefore(t string, a, i, b int) bool {
	if t[i-1] != 'r' || i-2 >= a && isWordByte(t[i-2]) {
		return false
	}
	j := i
	for j < b && (isDigit(t[j]) || (t[j] == ',' || t[j] == '.' || t[j] == ' ') && j+1 < b && isDigit(t[j+1])) {
		j++
	}
	return randShaped(t[i:j])
}

// randShaped reports digits grouped in thousands ("18,500", "1 250") or
// with two decimals ("250.00"): an amount, not a code.
func randShaped(n string) bool {
	n = strings.TrimSpace(n)
	if k := strings.LastIndexAny(n, ".,"); k >= 0 && len(n)-k == 3 && !strings.ContainsAny(n[k+1:], ", .") {
		return true
	}
	for _, sep := range []string{",", " "} {
		parts := strings.Split(n, sep)
		if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 {
			continue
		}
		ok := true
		for _, p := range parts[1:] {
			if k := strings.IndexByte(p, '.'); k >= 0 {
				p = p[:k]
			}
			if len(p) != 3 {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// afternoonWords name the afternoon, the evening or the night, folded:
// an hour right after one is past noon.
var afternoonWords = []string{"오후", "저녁", "밤", "午後", "夕方", "夜", "下午", "晚上", "傍晚", "夜里", "晚"}

// afternoonBefore reports one of afternoonWords ending text t, a space
// between at most.
func afternoonBefore(t string) bool {
	t = strings.TrimRight(t, " ")
	for _, w := range afternoonWords {
		if strings.HasSuffix(t, w) {
			return true
		}
	}
	return false
}

// numeralEnd returns the end of the numeral that starts at i in t: its
// digits, with a dot or a comma between two of them ("1.500", "0,1").
func numeralEnd(t string, i int) int {
	for i < len(t) && (isDigit(t[i]) || (t[i] == '.' || t[i] == ',') && i+1 < len(t) && isDigit(t[i+1])) {
		i++
	}
	return i
}
