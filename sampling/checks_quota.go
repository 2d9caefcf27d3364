package sampling

import "strings"

// quotaWords name an allowance a tool can report the rest of, folded:
// "remaining quota 34 hours", "saldo restante R$ 1.200", "剩余配额 34 小时".
var quotaWords = newCueSet([]string{"quota", "budget", "allowance", "credit", "credits", "balance", "beam time", "cota", "orcamento",
	"saldo", "verba", "cupo", "presupuesto", "contingent", "kontingent", "guthaben", "plafond", "franchigia",
	"配额", "额度", "预算", "机时", "余额", "予算", "残高", "枠", "クォータ", "한도", "예산", "잔액", "할당", "쿼터"})

// toolRemainder returns what sentence s of a tool result says is left
// of a quota or budget ("本轮批准机时 48 小时，已用 14 小时，剩余配额 34 小时",
// "budget: $1,200 remaining"): an amount or count beside a remaining cue,
// in a sentence that names the allowance (see checkToolLimits).
func (a *analysis) toolRemainder(u *unit, s sentence) (quantity, bool) {
	if t := u.f.text[s.start:s.end]; !s.cs.has(catRemaining) || quotaWords.first(t) < 0 && capacityWords.first(t) < 0 && !overageNear(u, s) {
		return quantity{}, false
	}
	for _, q := range u.sentQuantities(s) {
		if !isDateKind(q.kind) && q.kind != qTime && q.kind != qPercent && !a.lx.isIdentifier(u, s, q) && a.remainderOf(u, s, q) {
			return q, true
		}
	}
	return quantity{}, false
}

// overageWords say what is billed or refused past an allowance, folded:
// "included minutes remaining: 45; overage billed per block", "本月免费次数
// 剩余 1 次，超出每次 ¥180". What is left before them is a quota.
var overageWords = newCueSet([]string{"overage", "billed beyond", "charged beyond", "beyond that", "excess is", "excedente",
	"excedentes", "au-dela", "depassement", "uberschreitung", "daruber hinaus", "eccedenza", "oltre la soglia",
	"超出", "超额", "超过部分", "超過分", "초과분", "초과 시"})

// overageNear reports an overage word in sentence s or the one after it
// in the same result ("…remaining this month: 45 min; overage billed per
// 15 min block").
func overageNear(u *unit, s sentence) bool {
	end := int(s.end)
	if int(s.idx)+1 < len(u.sents) {
		end = int(u.sents[s.idx+1].end)
	}
	return overageWords.first(u.f.text[s.start:end]) >= 0
}

// remainderOf reports a remaining cue in q's clause, before q and close
// to it ("剩余配额 34 小时", "remaining balance: $1,200") or right after it
// ("$1,200 left").
func (a *analysis) remainderOf(u *unit, s sentence, q quantity) bool {
	ca, cb := u.clause(a.lx, s, int(q.start))
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.has(catRemaining) || int(h.start) < ca || int(h.end) > cb {
			continue
		}
		if int(h.end) <= int(q.start) && int(q.start)-int(h.end) <= 20 || int(h.start) >= int(q.end) && int(h.start)-int(q.end) <= 4 {
			return true
		}
		// A unit and a noun between ("about 6 kg headroom remaining", "45
		// min credit left"): what is left is still the number's.
		if gap := u.f.text[q.end:max(int(q.end), int(h.start))]; int(h.start) >= int(q.end) && len(gap) <= 20 && len(strings.Fields(gap)) <= 2 &&
			!strings.ContainsAny(gap, ",;:()") {
			return true
		}
	}
	return false
}

// capacityWords name a maximum a tool reports, folded: "capacidade
// máxima 120 pessoas", "occupancy … maximum 1,150", "定员 45 人".
var capacityWords = newCueSet([]string{"capacity", "maximum", "max", "hard cap", "cap", "quota", "capacidade", "capacidad", "capacite",
	"kapazitat", "capienza", "maxima", "maximo", "massimo", "massima", "maximal", "hochstens", "at most", "no more than", "up to",
	"limited to", "limitado a", "limitada a", "limite a", "limitee a", "begrenzt auf", "limitato a", "limitata a",
	"不超过", "最多", "上限", "容量", "定员", "最大", "定員", "최대", "정원", "상한",
	// "Must not exceed" with its modal inside: "停留不得超过 30 分钟",
	// "不能超过 3 层".
	"不得超过", "不能超过", "不可超过", "不应超过", "不准超过", "不许超过",
	// How many a place holds: "lotação do parlatório: 12", "aforo 80",
	// "jauge 200", "可容纳 40 人", "収容人数 30", "수용 인원 50".
	"lotacao", "aforo", "jauge", "容纳", "収容", "수용 인원",
	// A maximum in French, and a limit by name: "puissance maximale 18
	// MW", "au plus 4 MW", "일일 생산 한도 5만 통", "daily limit 50,000".
	"maximale", "maximales", "au maximum", "au plus", "limit", "limite", "한도", "限度", "限额",
	// A quota or a rated load by name: "本月铁路罐车配额 24 辆", "额定起重量 32
	// 吨", "rated load 32 t", "carga nominal 12 t".
	"配额", "额度", "额定", "定格", "정격", "할당량", "rated capacity", "rated load", "carga nominal", "capacidade nominal",
	"charge nominale",
	// A cap by its verb: "the pit is capped at 62 players", "plafonné à
	// 40", "gedeckelt auf 12", "limitado em 30".
	"capped at", "capped to", "plafonne a", "plafonnee a", "gedeckelt auf", "limitado em", "limitada em", "con un tope de", "tope de",
	// A quota by its other names: "Kontingent 120 Tageskarten pro
	// Saison", "cupo de 40 plazas", "allowance of 20 kg".
	"kontingent", "contingent", "contingente", "cupo", "cuota", "cota", "allowance", "allotment",
	// The longest a span may run, its number right after: "每次外租最长 10
	// 天", "最長 30 日", "최장 14일" (see longestAt).
	"最长", "最長", "최장"})

// longestAt returns the length of "longest" at u.f.text[at:] ("最长",
// "最長", "최장"), or 0. As a maximum it needs its number right after it:
// "最長の連続乗務は4時間10分" reports the longest case, it bounds nothing.
func longestAt(t string, at int) int {
	for _, w := range []string{"最长", "最長", "최장"} {
		if strings.HasPrefix(t[at:], w) {
			return len(w)
		}
	}
	return 0
}

// onlyNumberAfter reports one number, and no date, in qs from at to cb.
func onlyNumberAfter(qs []quantity, at, cb int) bool {
	n := 0
	for _, q := range qs {
		if int(q.start) > at && int(q.start) < cb {
			if isDateKind(q.kind) {
				return false
			}
			n++
		}
	}
	return n == 1
}

// statedCap returns the maximum sentence s of a tool result or of the
// assistant states: the first number after a capacity or maximum cue,
// close to it and in its clause ("capacidade máxima 120 pessoas", "hard
// cap 22", "每车最多装载 160 箱"). A sentence that reports what is used or
// left against it is the remainder's (see toolRemainder).
func (a *analysis) statedCap(u *unit, s sentence) (quantity, bool) {
	if !sentHasDigit(u, s) {
		return quantity{}, false
	}
	if s.cs.has(catRemaining) {
		return quantity{}, false
	}
	t := u.f.text[s.start:s.end]
	// Each cue in turn: "Cupo de sustituciones del ciclo: máximo 40" has
	// its number after the second.
	for off := 0; off < len(t); {
		k := capacityWords.first(t[off:])
		if k < 0 {
			break
		}
		at := int(s.start) + off + k
		off += k + 1
		_, cb := u.clause(a.lx, s, at)
		// A field's value follows its name past a colon ("Account quota: 120
		// parcels per day"), the name perhaps long ("Carga máxima de trabajo
		// del punto: 4,5 kN", "Tempo máximo entre mistura e lançamento: 90
		// min").
		reach := 28
		word := maxAdverbAt(u.f.text, at)
		colon := -1
		if cb < int(s.end) && strings.HasSuffix(strings.TrimRight(u.f.text[at:cb+1], " "), ":") {
			colon = cb
			_, cb = u.clause(a.lx, s, min(cb+1, int(s.end)-1))
			if word != "" {
				reach = 48
			}
		}
		qs := u.sentQuantities(s)
		// A long name before the clause's only number ("maximale
		// Beförderungsdauer ohne Tränkpause 8 Stunden"): no other number
		// stands between to take the bound.
		if word != "" && reach < 48 && onlyNumberAfter(qs, at, cb) {
			reach = 48
		}
		// A bound adverb said after its number ("30 A no máximo", "4 MW au
		// plus", "90 minutes at most") bounds that number, not one after it.
		for _, q := range qs {
			// So does one after its number and noun: "2 projections
			// maximum pendant la rétrospective", "3 Termine maximal".
			// Not when a number follows the adverb: "Rutsche 22 fasst
			// höchstens 40 Pakete" bounds the 40.
			near := at-int(q.end) <= 6 || at-int(q.end) <= 20 && len(strings.Fields(u.f.text[q.end:at])) == 1 && !numberSoonAfter(u.f.text, at+len(word), cb)
			if word != "" && int(q.end) <= at && near && !strings.ContainsAny(u.f.text[q.end:at], ",;:()") && !a.lx.isIdentifier(u, s, q) && !isDateKind(q.kind) {
				return q, true
			}
		}
		longest := longestAt(u.f.text, at)
		for _, q := range qs {
			// The value right after the field's colon is the field's, however
			// long its name ("Determination quota for marchwood-micro-group:
			// 5 preparations per calendar month").
			valueOfField := colon >= 0 && int(q.start) > colon && int(q.start)-colon <= 3
			if int(q.start) <= at || int(q.start) >= cb || int(q.start)-at > reach && !valueOfField || a.lx.isIdentifier(u, s, q) || isDateKind(q.kind) {
				continue
			}
			if longest > 0 && int(q.start)-at-longest > 1 {
				break
			}
			return q, true
		}
	}
	// "La chambre ne peut recevoir que 400 pots par jour": French "ne …
	// que" before a number bounds it as "only" does.
	if k := neQueNumber(t); k >= 0 {
		for _, q := range u.sentQuantities(s) {
			if int(q.start) == int(s.start)+k && !a.lx.isIdentifier(u, s, q) && !isDateKind(q.kind) {
				return q, true
			}
		}
	}
	return quantity{}, false
}

// neQueNumber returns the offset in folded sentence t of a number right
// after "que", with "ne" or "n'" before it in the sentence ("ne peut
// recevoir que 400 pots", "n'accepte que 12 palettes"), or -1.
func neQueNumber(t string) int {
	for i := strings.Index(t, " que "); i >= 0; {
		j := i + len(" que ")
		if j < len(t) && isDigit(t[j]) {
			lead := t[:i]
			if strings.Contains(lead, " ne ") || strings.HasPrefix(lead, "ne ") || strings.Contains(lead, " n'") || strings.HasPrefix(lead, "n'") {
				return j
			}
		}
		k := strings.Index(t[j:], " que ")
		if k < 0 {
			break
		}
		i = j + k
	}
	return -1
}

// maxAdverbs are the words of capacityWords that say "at most" of a number
// before or after them, folded; not the nouns ("the 40% limit", "filter
// cap"), which name a limit a sentence may measure a case against.
var maxAdverbs = []string{"at most", "no maximo", "au plus", "au maximum", "maximum", "maximo", "maxima", "max", "maximal",
	"maximale", "massimo", "massima", "al massimo", "hochstens", "como maximo"}

// maxAdverbAt returns the word of maxAdverbs at t[at:], or "".
func maxAdverbAt(t string, at int) string {
	for _, w := range maxAdverbs {
		if strings.HasPrefix(t[at:], w) && wordEnds(t, at+len(w), len(t)) {
			return w
		}
	}
	// "no máximo", "au plus": the cue found may be the second word.
	return ""
}
