package sampling

import (
	"math"
	"strings"
	"time"
	"unicode/utf8"
)

// qkind is what a number in text is.
type qkind uint8

const (
	qPlain qkind = iota
	qMoney
	qPercent
	qDate
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
}

func (q quantity) first() float64 { return q.vals[0] }

// equalQuantity reports whether a and b can denote the same value.
func equalQuantity(a, b quantity) bool {
	if a.kind == qDate || b.kind == qDate {
		return a.kind == b.kind && a.vals[0] == b.vals[0]
	}
	if a.kind == qMoney && b.kind == qMoney && !currencyCompatible(a.currency, b.currency) {
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
	{"€", "EUR"}, {"£", "GBP"}, {"¥", "¥"}, {"$", "$"},
}

// currencyAfter are marks written after an amount, folded, longest first.
var currencyAfter = []struct{ mark, code string }{
	{"reais", "BRL"}, {"real", "BRL"}, {"dollars", "USD"}, {"dollar", "USD"}, {"dolares", "USD"},
	{"euros", "EUR"}, {"euro", "EUR"}, {"pounds", "GBP"}, {"yuan", "CNY"}, {"renminbi", "CNY"},
	{"yen", "JPY"}, {"usd", "USD"}, {"brl", "BRL"}, {"eur", "EUR"}, {"gbp", "GBP"}, {"cny", "CNY"},
	{"rmb", "CNY"}, {"jpy", "JPY"}, {"cad", "CAD"}, {"aud", "AUD"}, {"mxn", "MXN"},
	{"人民币", "CNY"}, {"美元", "USD"}, {"欧元", "EUR"}, {"日元", "JPY"}, {"英镑", "GBP"}, {"雷亚尔", "BRL"},
	{"元", "CNY"}, {"块", "CNY"}, {"円", "JPY"}, {"€", "EUR"}, {"£", "GBP"}, {"¥", "¥"},
}

var multipliers = []struct {
	word string
	mul  float64
	cjk  bool
}{
	{"million", 1e6, false}, {"millions", 1e6, false}, {"milhoes", 1e6, false}, {"milhao", 1e6, false},
	{"millones", 1e6, false}, {"billion", 1e9, false}, {"bilhoes", 1e9, false}, {"bilhao", 1e9, false},
	{"mil", 1e3, false}, {"thousand", 1e3, false}, {"bn", 1e9, false}, {"mm", 1e6, false}, {"k", 1e3, false},
	{"百万", 1e6, true}, {"千万", 1e7, true}, {"万", 1e4, true}, {"亿", 1e8, true}, {"千", 1e3, true},
}

// quantities returns the numbers, amounts and dates in the folded span
// [a, b) of t. Digits glued to letters or joined by hyphens to words
// ("INV-2024-001", "v1.2", "msg-12") are identifiers and are skipped.
func quantities(t string, a, b int, dst []quantity) []quantity {
	i := a
	for i < b {
		c := t[i]
		if !isDigit(c) {
			if c >= 0xE4 {
				r, size := utf8.DecodeRuneInString(t[i:])
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
			i++
			continue
		}
		// Identifier context: a letter, '_' or a hyphen/slash glued to a word before.
		if i > 0 && identBefore(t, i) {
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
		// A number running straight into letters ("3rd", "4kb", "2fa") is
		// a word, except for a multiplier suffix such as "5k".
		numText := t[i:j]
		if grouped {
			numText = strings.ReplaceAll(numText, " ", "")
		}
		q := quantity{start: int32(i), end: int32(j)}
		vals, n, ok := parseNumber(numText)
		if !ok {
			i = j
			continue
		}
		q.vals, q.nvals = vals, n
		end := j
		// Suffix: optional space, multiplier, optional space, currency or %.
		k := end
		if k < b && t[k] == ' ' {
			k++
		}
		for _, m := range multipliers {
			if strings.HasPrefix(t[k:b], m.word) && (m.cjk || wordEnds(t, k+len(m.word), b)) {
				for x := 0; x < int(q.nvals); x++ {
					q.vals[x] *= m.mul
				}
				end = k + len(m.word)
				k = end
				if k < b && t[k] == ' ' {
					k++
				}
				break
			}
		}
		if end < b && isWordByte(t[end]) {
			i = skipWord(t, end, b)
			continue
		}
		if k < b && t[k] == '%' {
			q.kind = qPercent
			end = k + 1
		} else {
			for _, cm := range currencyAfter {
				if strings.HasPrefix(t[k:b], cm.mark) && (!isWordByte(cm.mark[0]) || wordEnds(t, k+len(cm.mark), b)) {
					q.kind, q.currency = qMoney, cm.code
					end = k + len(cm.mark)
					break
				}
			}
		}
		if q.kind == qPlain {
			p := i
			if p > a && t[p-1] == ' ' {
				p--
			}
			for _, cm := range currencyBefore {
				if p-len(cm.mark) >= a && t[p-len(cm.mark):p] == cm.mark &&
					(!isWordByte(cm.mark[0]) || p-len(cm.mark) == 0 || !isWordByte(t[p-len(cm.mark)-1])) {
					q.kind, q.currency = qMoney, cm.code
					q.start = int32(p - len(cm.mark))
					break
				}
			}
		}
		q.end = int32(end)
		dst = append(dst, q)
		i = end
	}
	return dst
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

func isWordByte(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c)
}

func wordEnds(t string, i, b int) bool { return i >= b || !isWordByte(t[i]) }

func skipWord(t string, i, b int) int {
	for i < b && (isWordByte(t[i]) || t[i] == '.' || t[i] == '-') {
		i++
	}
	return i
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
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case isDigit(c):
				b.WriteByte(c)
			case strings.IndexByte(thousands, c) >= 0:
			case c == decimal:
				b.WriteByte('.')
			default:
				return 0, false
			}
		}
		return parseFloat(b.String())
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
	if !hasUnit && len(runes) < 2 || v == 0 {
		return quantity{}, j, false
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
	if q.kind == qMoney || q.kind == qDate {
		return false
	}
	t := u.f.text
	p := int(q.start)
	for p > int(s.start) && (t[p-1] == ' ' || t[p-1] == ':') {
		p--
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

// isThreshold reports a number that follows a limit cue in its clause
// ("over $50", "up to $500", "até R$ 1.000", "超过500"): a bound, not a value.
func (lx *lexicon) isThreshold(u *unit, s sentence, q quantity) bool {
	for _, h := range u.sentHits(s) {
		if int(h.end) <= int(q.start) && int(q.start)-int(h.end) <= 14 && lx.m.terms[h.term].cats.has(catLimit) {
			return true
		}
	}
	return false
}

// valueQuantity reads a source-of-truth value as a quantity: a JSON number
// or a string such as "R$ 4.300,00" or "2026-03-01".
func valueQuantity(v any) (quantity, bool) {
	switch x := v.(type) {
	case interface{ String() string }:
		return textQuantity(x.String())
	case float64:
		return quantity{vals: [2]float64{x}, nvals: 1}, true
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
