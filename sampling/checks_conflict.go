package sampling

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"recap/review"
)

// keyTerms reads a source-of-truth key ("refund_amount", "kycVerified",
// "valor_reembolso") as concepts and literal words. Concepts let a key
// match text in another language; literals cover words no lexicon knows.
func (a *analysis) keyTerms(key string) ([]concept, []uint64, []uint64) {
	r := a.keyReading(key)
	return r.cs, r.lits, r.alt
}

// keyRead is a record key read once per process: its concepts, its literal
// words, their reading with numbers apart (alt), and whether the key names
// a new version of its thing ("novo_prazo", "newDueDate"): a sentence
// names such a key only with a "new" of its own, or it speaks of the old
// one.
type keyRead struct {
	cs        []concept
	lits, alt []uint64
	fresh     bool
}

func (a *analysis) keyReading(key string) keyRead {
	return a.e.memo.get(memoKey{kind: "key", a: key}, func() any { return a.computeKeyTerms(key) }).(keyRead)
}

// computeKeyTerms reads a record key as concepts and literal words. A key
// that glues a number to a word ("phase4_budget", "semaine2") has a second
// reading with them apart, as prose writes them ("Phase 4 budget"); alt
// holds its literal words, nil when there is no such reading.
func (a *analysis) computeKeyTerms(key string) keyRead {
	var b, split strings.Builder
	prev := rune(0)
	for i, r := range key {
		if r >= 'A' && r <= 'Z' && i > 0 {
			b.WriteByte(' ')
			split.WriteByte(' ')
		}
		if r == '_' || r == '-' || r == '.' || r == '/' || r == ':' {
			b.WriteByte(' ')
			split.WriteByte(' ')
			prev = ' '
			continue
		}
		if isDigitRune(r) && unicode.IsLetter(prev) || unicode.IsLetter(r) && isDigitRune(prev) {
			split.WriteByte(' ')
		}
		b.WriteRune(r)
		split.WriteRune(r)
		prev = r
	}
	plain, apart := keyProse(b.String()), keyProse(split.String())
	var r keyRead
	r.cs, r.lits, r.fresh = a.keyWords(plain)
	if apart != plain {
		_, r.alt, _ = a.keyWords(apart)
	}
	return r
}

// keyUnits are units a key ends in ("balance_eth", "pressure_psi",
// "fee_usd"): prose writes them after the number if at all, so they do not
// name the key.
var keyUnits = map[string]bool{
	"usd": true, "eur": true, "brl": true, "gbp": true, "cny": true, "jpy": true, "btc": true, "eth": true,
	"usdt": true, "usdc": true, "psi": true, "kg": true, "km": true, "mb": true, "gb": true, "tb": true,
	"ms": true, "secs": true, "pct": true, "kwh": true, "mwh": true, "mw": true, "kw": true, "ml": true,
	"cm": true, "mm": true, "hrs": true, "days": true, "hours": true, "mins": true, "bps": true,
}

// keyAbbrevs are the short forms keys use for words prose spells out.
var keyAbbrevs = map[string]string{
	"qty": "quantity", "amt": "amount", "avg": "average", "cnt": "count", "bal": "balance", "addr": "address",
	"txn": "transaction", "approx": "approximately", "temp": "temperature", "dept": "department",
}

// keyProse rewrites a key's words as prose would write them: a trailing
// unit dropped, abbreviations spelled out, and a leading "min" or "max"
// read as minimum or maximum ("min_pressure_psi" is "minimum pressure").
func keyProse(s string) string {
	ws := strings.Fields(s)
	// Only when two words are left to name it: "gross_usd" without its
	// unit is one generic word that half the sentences about pay mention.
	if len(ws) > 2 && keyUnits[strings.ToLower(ws[len(ws)-1])] {
		ws = ws[:len(ws)-1]
	}
	for i, w := range ws {
		lw := strings.ToLower(w)
		if full, ok := keyAbbrevs[lw]; ok {
			ws[i] = full
		} else if i == 0 && len(ws) > 1 && (lw == "min" || lw == "max") {
			ws[i] = map[string]string{"min": "minimum", "max": "maximum"}[lw]
		}
	}
	return strings.Join(ws, " ")
}

func isDigitRune(r rune) bool { return r >= '0' && r <= '9' }

// keyWords returns the concepts of a key's words, its literal words (those
// no concept covers), and whether a word says "new" (not "now").
func (a *analysis) keyWords(text string) ([]concept, []uint64, bool) {
	u := a.lx.newUnit("", "", text)
	var cs []concept
	fresh := false
	for _, h := range u.hits {
		for _, c := range a.lx.m.terms[h.term].concepts {
			if !slices.Contains(cs, c) {
				cs = append(cs, c)
			}
		}
		if a.lx.m.terms[h.term].cats.has(catNew) && !nowWords[u.f.text[h.start:h.end]] {
			fresh = true
		}
	}
	var skip catSet = functionCats
	lits := a.lx.tokens(u, 0, len(u.f.text), skip, false, nil)
	var covered []uint64
	for _, h := range u.hits {
		if len(a.lx.m.terms[h.term].concepts) > 0 {
			covered = a.lx.tokens(u, int(h.start), int(h.end), catSet{}, false, covered)
		}
	}
	slices.Sort(covered)
	out := lits[:0]
	for _, t := range lits {
		if _, ok := slices.BinarySearch(covered, t); !ok {
			out = append(out, t)
		}
	}
	return cs, out, fresh
}

// nowWords are the words for "now", not "new", among the lexicon's catNew
// terms.
var nowWords = map[string]bool{"now": true, "from now on": true, "agora": true, "a partir de agora": true, "ahora": true,
	"现在": true, "从现在起": true, "今から": true}

// sourceFact is one source-of-truth fact prepared for comparison.
type sourceFact struct {
	key      string
	value    any
	concepts []concept // non-generic concepts of the key
	generic  []concept
	literals []uint64
	// fresh marks a key that names a new version of its thing
	// ("novo_prazo", "new_due_date"): a sentence names it only with a
	// "new" of its own, or it speaks of the old one.
	fresh bool
	// altLiterals are the literal words of the key read with its numbers
	// apart from its words ("phase 4" for "phase4"), nil if the same.
	altLiterals []uint64
	q           quantity
	// kq is q in the metric unit the key names ("pedido_kg"), or q; see
	// keyUnit.
	kq quantity
	// kd is q in the duration the key ends with ("garantie_delai_h"), or
	// q; see keyDuration.
	kd  quantity
	isQ bool
	// count marks a whole number with no decimals written: a count unless
	// the key names money.
	count  bool
	isBool bool
	b      bool
	status concept
}

func (a *analysis) sourceFacts() []sourceFact {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return nil
	}
	if a.facts != nil {
		return *a.facts
	}
	var out []sourceFact
	defer func() { a.facts = &out }()
	for _, k := range sortedKeys(sot.Facts) {
		v := sot.Facts[k]
		kr := a.keyReading(k)
		cs := kr.cs
		f := sourceFact{key: k, value: v, literals: kr.lits, altLiterals: kr.alt, fresh: kr.fresh}
		for _, c := range cs {
			if genericConcepts[c] {
				f.generic = append(f.generic, c)
			} else {
				f.concepts = append(f.concepts, c)
			}
		}
		switch x := v.(type) {
		case bool:
			f.isBool, f.b = true, x
		case string:
			if q, ok := textQuantity(x); ok {
				f.q, f.isQ = q, true
				f.count = q.kind == qPlain && allDigits(strings.TrimSpace(x))
			} else if slices.Contains(cs, cStatus) {
				f.status = a.statusConcept(x)
			}
		default:
			if q, ok := valueQuantity(v); ok {
				f.q, f.isQ = q, true
				f.count = q.kind == qPlain && q.vals[0] == math.Trunc(q.vals[0]) && !strings.ContainsAny(factText(v), ".eE")
			}
		}
		if f.isQ {
			f.kq, f.kd = keyUnit(k, f.q), keyDuration(k, f.q)
		}
		out = append(out, f)
	}
	return out
}

// undoneWords say a thing was not done or did not hold, folded:
// "skipped", "failed", "expired", "weggelassen", "省きました".
var undoneWords = []string{"skipped", "left out", "omitted", "removed", "dropped", "failed", "expired", "lapsed", "weggelassen",
	"ausgelassen", "entfernt", "fehlgeschlagen", "abgelaufen", "omitido", "omitida", "pulado", "pulada", "removido", "removida",
	"falhou", "expirou", "vencida", "vencido", "saltado", "saltada", "eliminado", "eliminada", "fallo", "caducada", "caducado",
	"omis", "omise", "supprime", "supprimee", "echoue", "expire", "expiree", "omesso", "omessa", "rimosso", "rimossa", "fallito",
	"fallita", "scaduto", "scaduta", "省略了", "跳过了", "删掉了", "失败", "已过期", "过期了", "省きました", "省いた", "省略しました",
	"失敗", "期限切れ", "생략했", "실패", "만료"}

// undoneNear reports an undoneWord within a few words of pos, on either
// side, other than the fact key's own words: "I skipped the optional welcome photo package", "Das Foto wurde
// … weggelassen", "portal sync failed".
func (a *analysis) undoneNear(u *unit, s sentence, pos int, key string) bool {
	from, to := max(int(s.start), pos-40), min(int(s.end), pos+48)
	key = foldString(key)
	for _, w := range undoneWords {
		// The key's own word ("calibracao_vencida") names the fact; it
		// does not deny it.
		if indexCue(u.f.text[from:to], w) >= 0 && !strings.Contains(key, w) {
			return true
		}
	}
	return false
}

// labelAfterKeyWord reports a key word (at one of mentions) ending one
// space before the number at qs: "bomba 1", "lote 3".
func labelAfterKeyWord(t string, qs int, mentions []litMention) bool {
	if qs < 2 || t[qs-1] != ' ' || !isWordByte(t[qs-2]) {
		return false
	}
	p := qs - 1
	for p > 0 && isWordByte(t[p-1]) {
		p--
	}
	return slices.ContainsFunc(mentions, func(m litMention) bool { return m.at == p })
}

// percentKey reports a key whose last word names a percentage: "yield_pct",
// "taxa_percentual", "Anteil_Prozent".
func percentKey(key string) bool {
	w := strings.ToLower(key[strings.LastIndexAny(key, "_- ")+1:])
	switch w {
	case "pct", "percent", "percentage", "perc", "percentual", "porcentaje", "pourcentage", "prozent", "percentuale", "百分比":
		return true
	}
	return false
}

// keyUnit gives a bare number the metric unit its key ends with, for a
// fact a contract cites by its field:
// "pedido_kg": 96000 is 96 t, "largura_mm": 1200 is 1,2 m. A number
// written with its unit keeps it.
func keyUnit(key string, q quantity) quantity {
	i := bareKeySep(key, q)
	if i < 0 {
		return q
	}
	// "glutine_mg_kg" is a concentration, no mass.
	if j := strings.LastIndexAny(key[:i], "_-"); j >= 0 {
		if _, ok := metricUnits[strings.ToLower(key[j+1:i])]; ok {
			return q
		}
	}
	if m, ok := metricUnits[strings.ToLower(key[i+1:])]; ok {
		q.unit, q.per = m.fam, m.f
	}
	return q
}

// restates reports q as the fact's value in any notation: the same
// number, or the same measure in the unit or the duration its key names
// ("96 t" for "pedido_kg": 96000, "3 jours" for "delai_h": 72).
func (f *sourceFact) restates(q quantity) bool {
	return sameValue(q, f.q) || q.per > 0 && f.kq.per > 0 && sameValue(q, f.kq) || q.per > 0 && f.kd.per > 0 && sameValue(q, f.kd)
}

// keyDuration gives a bare number the duration its key ends with
// ("garantie_delai_h": 72 is 72 hours, "max_outage_min": 90 is 90
// minutes), or q. It is read only to find the value restated in another
// unit ("3 jours", "1時間30分"), never to set a value against it: "_min"
// may name a minimum.
func keyDuration(key string, q quantity) quantity {
	if i := bareKeySep(key, q); i >= 0 {
		if f := unitWordMinutes(strings.ToLower(key[i+1:])); f > 0 {
			q.unit, q.per = minutesUnit, f
		}
	}
	return q
}

// bareKeySep returns where the last word of key starts after its
// separator, less one, when q is a bare number (no unit of its own) that
// the key's last word may give one; -1 otherwise.
func bareKeySep(key string, q quantity) int {
	if q.kind != qPlain || q.per != 0 || q.unit != 0 {
		return -1
	}
	return strings.LastIndexAny(key, "_-")
}

// statusConcept reads a status value ("pending", "pago", "已退款").
func (a *analysis) statusConcept(s string) concept {
	return a.e.memo.get(memoKey{kind: "status", a: s}, func() any { return a.computeStatusConcept(s) }).(concept)
}

func (a *analysis) computeStatusConcept(s string) concept {
	f := foldString(idSeparators.Replace(s))
	for _, h := range a.lx.m.scan(f, nil) {
		for _, c := range a.lx.m.terms[h.term].concepts {
			if statusConcepts[c] {
				return c
			}
		}
	}
	return cNone
}

// mentionsKey reports whether sentence s names the fact: all its specific
// concepts and literal words, or, for a key made only of generic words
// ("amount", "status"), one of those words.
func (a *analysis) mentionsKey(u *unit, s sentence, f *sourceFact, toks []uint64) bool {
	if len(f.concepts) == 0 && len(f.literals) == 0 {
		if len(f.generic) == 0 {
			return false
		}
		sc := u.sentConcepts(a.lx, s, nil)
		return overlapsConcepts(sc, f.generic)
	}
	sc := u.sentConcepts(a.lx, s, nil)
	for _, c := range f.concepts {
		if !slices.Contains(sc, c) {
			return false
		}
	}
	// "O prazo prometido era 10/11" speaks of the old deadline, not of
	// "novo_prazo".
	if f.fresh && !s.cs.has(catNew) {
		return false
	}
	if len(f.literals) == 0 || f.namingLiterals(toks) != nil || a.unitNamesRest(u, s, f, toks) {
		return true
	}
	// An English key's literal words cannot be asked of a sentence in
	// another language: "Saldo não usado de R$ 4.312,80" names
	// unused_balance_total by its two concepts alone. One concept is too
	// little to tell keys apart, and only a quantity is compared so: a
	// yes/no fact read this way takes requirements for claims.
	if !f.isQ || len(f.concepts)+len(f.generic) < 2 || !asciiWords(f.key) || !a.foreignSentence(u, s) {
		return false
	}
	for _, c := range f.generic {
		if !slices.Contains(sc, c) {
			return false
		}
	}
	return true
}

// asciiWords reports a key written in ASCII letters, digits and
// separators, as English keys are.
func asciiWords(key string) bool {
	for i := 0; i < len(key); i++ {
		if key[i] >= 0x80 {
			return false
		}
	}
	return true
}

// foreignSentence reports a sentence written in a language other than
// English: CJK text, or Latin text whose function words are another
// language's.
func (a *analysis) foreignSentence(u *unit, s sentence) bool {
	t := u.f.text[s.start:s.end]
	for _, r := range t {
		if isCJK(r) {
			return true
		}
	}
	l := guessLang(t)
	return l != 0 && l != langEN
}

// namingLiterals returns the reading of the key's literal words that the
// sentence's tokens hold in full, nil if none does.
func (f *sourceFact) namingLiterals(toks []uint64) []uint64 {
	all := func(lits []uint64) bool {
		for _, l := range lits {
			if _, ok := slices.BinarySearch(toks, l); !ok {
				return false
			}
		}
		return true
	}
	switch {
	case all(f.literals):
		return f.literals
	case f.altLiterals != nil && all(f.altLiterals):
		return f.altLiterals
	}
	return nil
}

// valueOwners are the concepts a number can be the value of: amounts,
// limits, dates and the records they belong to, not verbs or statuses.
var valueOwners = map[concept]bool{
	cRefund: true, cPayment: true, cTransfer: true, cCharge: true, cPayout: true, cInvoice: true,
	cAmount: true, cPrice: true, cTotal: true, cFee: true, cLimit: true, cBudget: true, cDate: true,
	cDue: true, cExpiry: true, cOrder: true, cCustomer: true, cAccount: true, cQuantity: true, cDays: true,
	cTax: true, cDiscount: true, cBalance: true, cSalary: true, cPhone: true, cTicket: true, cShipping: true,
	cCredit: true, cSubscription: true, cEmail: true, cAddress: true, cName: true,
}

func ownsValues(cs []concept) bool {
	for _, c := range cs {
		if valueOwners[c] {
			return true
		}
	}
	return false
}

// nearestConcepts returns the concepts of the value-owning word closest to
// [qs, qe) in the sentence: the noun the number belongs to.
func (a *analysis) nearestConcepts(u *unit, s sentence, qs, qe int) []concept {
	best := -1
	var out []concept
	for _, h := range u.sentHits(s) {
		cs := a.lx.m.terms[h.term].concepts
		if !ownsValues(cs) {
			continue
		}
		d := 0
		switch {
		case int(h.end) <= qs:
			d = qs - int(h.end)
		case int(h.start) >= qe:
			d = int(h.start) - qe
		}
		if best < 0 || d < best {
			best, out = d, cs
		} else if d == best {
			out = append(slices.Clone(out), cs...)
		}
	}
	return out
}

// checkSourceConflicts compares values in the summary and contract with
// the source of truth: numbers and money after normalisation, dates,
// yes/no facts, status words, and the workflow version.
func (a *analysis) checkSourceConflicts() {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return
	}
	c := a.ev.Summary.Contract
	// A rejected version is reported once, as workflow_version_rejected.
	if c != nil && strings.TrimSpace(c.WorkflowVersion) != "" && strings.TrimSpace(sot.WorkflowVersion) != "" &&
		normVersion(c.WorkflowVersion) != normVersion(sot.WorkflowVersion) && !a.versionRejected(c.WorkflowVersion) {
		a.add(FindingSourceConflict, fmt.Sprintf("The contract says workflow version %q but the source of truth says %q.", c.WorkflowVersion, sot.WorkflowVersion),
			contractEvidence("/workflow_version", c.WorkflowVersion), sourceEvidence("/workflow_version", sot.WorkflowVersion))
	}
	facts := a.sourceFacts()
	if len(facts) == 0 {
		return
	}
	reported := map[string]bool{}
	// Fields first: a key the contract proves wrong is reported once, as
	// a proof, not again as a reading of the prose.
	if c != nil {
		a.checkContractAgainstFacts(c, facts, reported)
	}
	for _, u := range a.downstream() {
		if isHypothesisUnit(u) {
			continue
		}
		for _, s := range u.sents {
			cs := u.sentCats(a.lx, s)
			if cs.any(cats(catHedge, catQuestion)) || s.section.any(cats(catHedge, catOpenQuestion)) {
				continue
			}
			var toks []uint64
			for i := range facts {
				f := &facts[i]
				if reported[f.key] {
					continue
				}
				if toks == nil {
					toks = a.lx.sentTokens(u, s)
				}
				if !a.mentionsKey(u, s, f, toks) {
					continue
				}
				if ev, why := a.factConflict(u, s, f, facts, toks); why != "" && !a.countAgreed(u, f) {
					reported[f.key] = true
					a.addInferred(FindingSourceConflict, fmt.Sprintf("The summary says %s, but the source of truth has %s = %s.",
						why, f.key, clip(factText(f.value), 60)), ev, factEvidence(f.key, f.value))
				}
			}
		}
	}
	a.checkTransposedNumbers(facts, reported)
	a.checkIdentifiers(facts, reported)
}

// checkTransposedNumbers finds a number downstream that nothing upstream
// gives and that is a record value with its digits in another order
// ("R$ 3.400,00" where the record and the tool say 4300.00, "43" for
// 34), while the record's own value is said nowhere downstream: a
// transposition, whatever language names the fact (the words binding a
// number to a key are the prose reading above; this needs none). "Nothing
// upstream" is the original and the record (upstreamQuantities). Only
// values of two significant digits or more, money against money or
// plain counts against plain counts.
func (a *analysis) checkTransposedNumbers(facts []sourceFact, reported map[string]bool) {
	var ds []quantity
	for i := range facts {
		f := &facts[i]
		if reported[f.key] || !f.isQ || f.q.nvals != 1 || f.q.kind != qPlain && f.q.kind != qMoney || f.q.unit != 0 {
			continue
		}
		fd, ok := digitSig(f.q.vals[0])
		if !ok {
			continue
		}
		// First, cheaply, the runs of digits downstream: the value said in
		// them, or none holding its digits in another order, ends it
		// before any number is read.
		if !a.transposedDownstream(f.q.vals[0]) {
			continue
		}
		if ds == nil {
			ds = a.allDownstreamQuantities()
		}
		if containsQuantity(ds, f.q) || containsValue(ds, f.q.vals[0]) {
			continue
		}
		if u, x, ok := a.transposedValue(f, fd); ok {
			reported[f.key] = true
			a.addInferred(FindingSourceConflict, fmt.Sprintf("The summary says %s, which nothing upstream gives, and the source of truth has %s = %s: the same digits in another order, most likely a transposed number.",
				quantityText(u, x), f.key, clip(factText(f.value), 60)), u.evidence(int(x.start), int(x.end)), factEvidence(f.key, f.value))
		}
	}
}

// transposedValue finds, downstream, the first number holding fact f's
// digits (signature fd) in another order that nothing upstream (the
// original or the record) gives, with its unit for the evidence.
func (a *analysis) transposedValue(f *sourceFact, fd [11]uint8) (*unit, quantity, bool) {
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			for _, x := range u.sentQuantities(s) {
				// A count may carry its noun ("43 台", "43 flexitanks"); a
				// measure or a duration is no count.
				if x.nvals != 1 || x.unit != 0 && (x.per != 0 || !f.count || x.kind != qPlain) || x.kind != qPlain && x.kind != qMoney ||
					x.kind == qPlain && f.q.kind == qMoney && !f.count || x.vals[0] == f.q.vals[0] || digitSigOf(x.vals[0]) != fd ||
					x.kind == qMoney && f.q.kind == qMoney && !currencyCompatible(x.currency, f.q.currency) ||
					a.lx.isIdentifier(u, s, x) || containsValue(a.upstreamQuantities(), x.vals[0]) {
					continue
				}
				return u, x, true
			}
		}
	}
	return nil, quantity{}, false
}

// digitSig counts the digits of v in cents ("4300.00" is 430000) and
// how many there are, and reports whether it has two significant digits
// or more (trailing zeros aside): two values with the same signature
// hold the same digits in some order.
func digitSig(v float64) (sig [11]uint8, ok bool) {
	if v < 0 || v > 1e12 {
		return sig, false
	}
	c := int64(math.Round(v * 100))
	significant := 0
	for c > 0 {
		d := c % 10
		if d != 0 || significant > 0 {
			significant++
		}
		sig[d]++
		sig[10]++
		c /= 10
	}
	return sig, significant >= 2
}

// transposedDownstream reports a run of digits downstream (digits joined
// across '.', ',' and spaces between them, so "R$ 3.840,00" and "1 250,00"
// are one run each; trailing zeros dropped) holding v's digits in cents,
// trailing zeros dropped, in another order, while no run holds them in
// v's own. It reads bytes only, allocating nothing.
func (a *analysis) transposedDownstream(v float64) bool {
	var wb [24]byte
	want := strconv.AppendInt(wb[:0], int64(math.Round(v*100)), 10)
	for len(want) > 0 && want[len(want)-1] == '0' {
		want = want[:len(want)-1]
	}
	var wc [10]uint8
	for _, d := range want {
		wc[d-'0']++
	}
	other := false
	var rb [32]byte
	for _, u := range a.downstream() {
		t := u.f.text
		for i := 0; i < len(t); {
			if !isDigit(t[i]) {
				i++
				continue
			}
			r := rb[:0]
			j := i
			for j < len(t) {
				if isDigit(t[j]) {
					if len(r) < len(rb) {
						r = append(r, t[j])
					}
					j++
				} else if (t[j] == '.' || t[j] == ',' || t[j] == ' ') && j+1 < len(t) && isDigit(t[j+1]) {
					j++
				} else {
					break
				}
			}
			i = j
			for len(r) > 0 && r[len(r)-1] == '0' {
				r = r[:len(r)-1]
			}
			if len(r) != len(want) {
				continue
			}
			if string(r) == string(want) {
				return false
			}
			var rc [10]uint8
			for _, d := range r {
				rc[d-'0']++
			}
			other = other || rc == wc
		}
	}
	return other
}

func digitSigOf(v float64) [11]uint8 {
	sig, _ := digitSig(v)
	return sig
}

// containsValue reports a quantity of value v among qs, of any kind.
func containsValue(qs []quantity, v float64) bool {
	for _, q := range qs {
		for i := range int(q.nvals) {
			if q.vals[i] == v {
				return true
			}
		}
	}
	return false
}

// countAgreed reports that unit u states whole-number fact f's own value
// (a count, pages, a category) in a sentence naming its key: "420件 …
// 不足50件的订单" gives the order 420 pieces and speaks of another 50;
// "162 páginas … cortar 12 páginas" cuts 12 of them. With the record's
// count said, another number beside the key's word in the same text counts
// something else. Amounts, dates and measures ("max_db": 61.3) are left
// out, and a unit agrees only for itself: text that gets a value right once
// and wrong again, or a contract right and the text wrong, still conflicts.
// Asked only for a conflict about to be reported.
func (a *analysis) countAgreed(u *unit, f *sourceFact) bool {
	if !f.isQ || !f.count || f.q.unit != 0 {
		return false
	}
	for _, s := range u.sents {
		if containsQuantity(u.sentQuantities(s), f.q) && a.mentionsKey(u, s, f, a.lx.sentTokens(u, s)) {
			return true
		}
	}
	return false
}

// approvalExpiry reports a date that is an approval's expiry in the
// record or the contract: "TA-771 holds until 15 Dec, so it covers the
// payment date" dates the approval, not the payment.
func (a *analysis) approvalExpiry(q quantity) bool {
	if !isDateKind(q.kind) {
		return false
	}
	if sot := a.ev.SourceOfTruth; sot != nil {
		for _, ap := range sot.Approvals {
			if ap.ExpiresAt != nil && equalQuantity(q, dateOf(*ap.ExpiresAt)) {
				return true
			}
		}
	}
	if c := a.ev.Summary.Contract; c != nil {
		for _, ap := range c.Approvals {
			if ap.ExpiresAt != nil && equalQuantity(q, dateOf(*ap.ExpiresAt)) {
				return true
			}
		}
	}
	return false
}

// moneyConcepts name amounts of money in a key: a plain number under such
// a key ("refund_amount": 4300) may be written as money ("R$ 4.300,00").
var moneyConcepts = []concept{cRefund, cPayment, cTransfer, cCharge, cPayout, cInvoice, cAmount, cPrice, cTotal,
	cFee, cLimit, cBudget, cTax, cDiscount, cBalance, cSalary, cCredit, cShipping}

// factConflict compares one sentence with one fact it mentions. facts are
// all the record's facts and toks the sentence's tokens, so a number that
// is another mentioned fact's value is left to that fact.
func (a *analysis) factConflict(u *unit, s sentence, f *sourceFact, facts []sourceFact, toks []uint64) (review.Evidence, string) {
	lx := a.lx
	switch {
	case f.isQ:
		qs := u.sentQuantities(s)
		var cands []quantity
		limitKey := overlapsConcepts(f.concepts, limitConcepts)
		// A count ("capturas": 2) is no amount of money: "2 capturas de
		// R$ 89,90" does not contradict it with R$ 89,90.
		countKey := f.count && !a.moneyKey(f)
		// A key that names a percentage ("first_test_pct") holds a share:
		// only a number written as one states it, not "the 48-hour re-test".
		pctKey := percentKey(f.key)
		// A key no concept covers ("capturas", "net_difference") is bound
		// to the numbers written right by its words, not to every number
		// in the sentence.
		var (
			mentions []litMention
			lits     []uint64
		)
		if len(f.concepts) == 0 && len(f.literals) > 0 {
			lits = f.namingLiterals(toks)
			mentions = a.literalMentions(u, s, lits)
		}
		// The record's value written anywhere in the sentence, in any
		// notation ("612.5 ETH" for 612.5), says the sentence agrees with
		// it; the other numbers there measure other things ("0/5 signed").
		// A number glued into an identifier ("rb_2530", "S-2530") names a
		// record; it states no value. "Route 7" does: the route is 7.
		// In the key's own unit too ("12 t" for "delivered_kg": 12000).
		fq := f.kq
		if !isDateKind(f.q.kind) && f.q.kind != qTime {
			for _, q := range qs {
				if !isDateKind(q.kind) && q.kind != qTime && f.restates(q) &&
					!gluedToID(u.f.text, int(q.start)) {
					return review.Evidence{}, ""
				}
			}
		}
		for k, q := range qs {
			// "Twice", "dos veces", "两次", "三位": how often or how many
			// people, said in words that name no field.
			if countWord(u, q) {
				continue
			}
			// A number that counts something ("two approvers", "28 seats") is
			// no amount of money.
			if !comparableKinds(q, f.q) || (f.q.kind == qMoney && q.kind == qPlain && !hasFraction(u, q)) ||
				(countKey && q.kind == qMoney) || (q.kind == qPlain && q.unit != 0 && !f.count && a.moneyKey(f) && fq.per == 0) {
				continue
			}
			if pctKey && q.kind != qPercent {
				continue
			}
			// A whole number right after one of the key's words, with only a
			// space between, numbers an item: "bomba 1 com erro de 0,3 %"
			// is pump one of the record's "bombas": 2, not a count of one.
			// "bombas: 2" gives the count.
			// A measure ("Gewicht 1.920 kg") is a value, however written.
			if q.kind == qPlain && f.count && q.unit == 0 && q.per == 0 && q.nvals == 1 && q.vals[0] < 100 && !fractional(q) &&
				lits != nil && labelAfterKeyWord(u.f.text, int(q.start), mentions) {
				continue
			}
			// A number the key itself spells is part of a name, not a
			// value: "semaine 3" for "semaine3_engage", "week 2" for
			// "week2_total".
			if q.kind == qPlain && keyNumber(f.key, q) {
				continue
			}
			// A bare number far from the record's value measures something
			// else: a year ("2026") beside an amount, "4 listings" beside
			// 212. A slip of the pen stays near ("1520" for 1250, "5000"
			// for 500); money written as money is always compared.
			// A measure with its unit against a key that names a unit of
			// the same family compares in that unit: "12,84 t" against
			// "peso_kg": 12480 is a swapped digit, not a far-off number.
			fv, qv := f.q, q
			if q.per > 0 && fq.per > 0 && q.unit == fq.unit {
				fv = fq
				for i := 0; i < int(qv.nvals); i++ {
					qv.vals[i] = q.vals[i] * q.per / fq.per
				}
			}
			if q.kind == qPlain && farApart(qv, fv) {
				continue
			}
			// Near or not, a plain number against a count or measure
			// contradicts it only as a slip of the pen ("1,840" for 1480)
			// or written beside the key's word ("4 parcels", "silos: 5"):
			// any other number in the sentence most likely counts
			// something else ("11 alunos confirmaram" of 12).
			if q.kind == qPlain && f.q.kind != qMoney && !sameDigits(qv, fv) && !a.keyWordBeside(u, s, q, f) {
				continue
			}
			// "invoice 2291" names the invoice; "over $50" is a bound.
			// "the remaining 17,740", "R$ 2.000 left": what is left is not the
			// record's total.
			if lx.isIdentifier(u, s, q) || (!limitKey && lx.isThreshold(u, s, q)) || (!limitKey && lx.isRemainder(u, s, q)) {
				continue
			}
			// The record's value stated anywhere in the sentence agrees with
			// it, bound to the key's words or not ("连接数已满（500/500）…
			// 'too many connections'").
			if equalQuantity(q, fv) {
				return review.Evidence{}, ""
			}
			// A count of whole things is never "1,5": a number with a
			// fraction that does not round to the count measures something
			// else ("1,5 salaries per employee").
			if countKey && q.kind == qPlain && fractional(q) {
				continue
			}
			if mentions != nil && !boundToMention(u, s, qs, k, mentions, lits, f.key) {
				continue
			}
			if a.otherFactValue(u, s, f, facts, toks, q) || a.approvalExpiry(q) {
				continue
			}
			fc := append(slices.Clone(f.concepts), f.generic...)
			near := a.nearestConcepts(u, s, int(q.start), int(q.end))
			if len(fc) > 0 && !overlapsConcepts(near, fc) && !a.namedBefore(u, s, qs, k, fc) {
				continue
			}
			if f.q.kind == qMoney && q.kind == qMoney || f.q.kind != qMoney {
				cands = append(cands, q)
			} else if q.kind == qPlain {
				cands = append(cands, q)
			}
		}
		if len(cands) == 0 || containsQuantity(cands, f.q) || fq.per > 0 && containsQuantity(cands, fq) {
			return review.Evidence{}, ""
		}
		q := cands[0]
		// A count, measure or date the original or the record gives is
		// another thing's value, restated ("3 of them are vegetarian"
		// beside people = 22, "the call on 04/11" beside a deadline of
		// 04/12), not the record's value changed: a changed value is one
		// nothing upstream gives. Money keeps its reading: a price quoted
		// from an untrusted message instead of the record's is the
		// conflict itself.
		if q.kind != qMoney && a.upstreamGives(q) {
			return review.Evidence{}, ""
		}
		return u.evidence(int(q.start), int(q.end)), fmt.Sprintf("%q", quantityText(u, q))
	case f.isBool:
		// Pending work and next steps describe a state to reach ("written
		// authorisation before the deletion"), never the record's state:
		// they cannot contradict a flag, whichever way it is set. Neither
		// do a requirement or a request ("the buyer asks for a refund",
		// "needs the officer's approval"), nor someone's quoted words.
		// A rule under a rules heading ("Standings are never published
		// with members who opted out") says what must hold, not what holds.
		if isPendingUnit(u) || s.section.any(cats(catPending, catNextStep, catRuleHead)) || a.stateToReach(u, s) {
			return review.Evidence{}, ""
		}
		// Nor does a sentence that states a rule about the flag: a ban
		// ("never ship without a verified ID"), "always", an exception, a
		// rule's label or word ("Regras: R1 …"), or what is not needed.
		if u.sentCats(a.lx, s).any(cats(catProhibit, catAlways, catRuleWord, catException, catRuleHead, catNoNeed)) {
			return review.Evidence{}, ""
		}
		// The sentence may give the value itself: "the record shows
		// aps_received = false".
		if v, ok := boolWordIn(u.f.text[s.start:s.end]); ok {
			if v == f.b {
				return review.Evidence{}, ""
			}
		}
		// Polarity of the sentence where it names the fact: negated, or
		// stated missing or absent in the same clause ("validation absente",
		// "sem autorização", "缺少签字").
		// Someone's quoted words name the fact without stating it: only
		// mentions outside quotes count, and with none there is no claim.
		neg, named, stated := false, false, false
		at := func(pos int) {
			if insideQuotes(u.f.text, int(s.start), pos) {
				return
			}
			named = true
			ca, cb := u.clause(lx, s, pos)
			if u.negatedBefore(lx, s, pos) || a.clauseHas(u, s, ca, cb, catMissing) || a.negatedRightAfter(u, s, pos, cb) || a.undoneNear(u, s, pos, f.key) {
				neg = true
			}
			// A flag said to hold is said so by a word of completion in
			// the clause ("the checklist is signed", "ID verified",
			// "termo assinado"); a mere mention ("booking created with
			// the guardian condition") claims nothing about it.
			if a.clauseHas(u, s, ca, cb, catDone, catSuccess, catResolved, catApproval, catConfirm, catReceived) {
				stated = true
			}
		}
		for _, h := range u.sentHits(s) {
			if len(lx.m.terms[h.term].concepts) > 0 {
				at(int(h.start))
				// The fact's word as a participle says it holds:
				// "signed", "assinado", "reçue".
				if participle(u.f.text[h.start:h.end]) && !insideQuotes(u.f.text, int(s.start), int(h.start)) {
					stated = true
				}
			}
		}
		// A key no concept covers ("validation_qualite") is named by its
		// own words.
		if len(f.literals) > 0 {
			lits := map[int]bool{}
			for _, m := range a.literalMentions(u, s, f.namingLiterals(toks)) {
				at(m.at)
				lits[m.lit] = true
			}
			// Or by the key's own words, two of them or more: "portal
			// synced" for "portal_synced", "signature client obtenue"
			// for "signature_client".
			if len(lits) >= 2 {
				stated = true
			}
		}
		if !named || a.sentenceHas(u, s, catPending, catBlockStrong, catConditional, catUntil) {
			return review.Evidence{}, ""
		}
		if neg == !f.b || !neg && !stated {
			return review.Evidence{}, ""
		}
		return u.sentenceEvidence(s), fmt.Sprintf("%q", clip(u.sentenceEvidence(s).Quote, 100))
	case f.status != cNone:
		// Pending work, next steps and conditions describe a state to
		// reach ("keep the ticket open until ...", "when paid, close it"),
		// not the record's current status.
		// A state named after "until" or "before" is one to reach ("blocked
		// until the review is approved"), not the one the record holds.
		if isPendingUnit(u) || s.section.any(cats(catPending, catNextStep)) || u.sentCats(lx, s).any(cats(catConditional, catUntil)) ||
			a.stateToReach(u, s) {
			return review.Evidence{}, ""
		}
		var other []concept
		for _, h := range u.sentHits(s) {
			for _, c := range lx.m.terms[h.term].concepts {
				if statusConcepts[c] && !u.negatedBefore(lx, s, int(h.start)) && !insideQuotes(u.f.text, int(s.start), int(h.start)) &&
					a.statusAbout(u, s, h, f) {
					other = append(other, c)
				}
			}
		}
		if len(other) == 0 || slices.Contains(other, f.status) {
			return review.Evidence{}, ""
		}
		// Statuses of one kind do not contradict each other: a request
		// "enviada" is still "pendiente", an "open" item is "pending", a
		// check "rejected" has "failed". Only a status of another kind
		// does: "approved" against "open", "failed" against "paid".
		if !slices.ContainsFunc(other, func(c concept) bool { return statusKind(c) != statusKind(f.status) }) {
			return review.Evidence{}, ""
		}
		return u.sentenceEvidence(s), fmt.Sprintf("%q", clip(u.sentenceEvidence(s).Quote, 100))
	}
	return review.Evidence{}, ""
}

// statusKind groups the record statuses: 1 under way (pending, open, sent
// or shipped), 2 ended badly (failed, rejected, cancelled), 3 ended well
// (paid, confirmed, delivered, approved, closed, completed).
func statusKind(c concept) int {
	switch c {
	case cPending, cOpen, cShipped:
		return 1
	case cFailed, cRejected, cCancelled:
		return 2
	}
	return 3
}

// participle reports a folded word (the last of a term) with the ending
// of a past participle in English or a Romance language: "signed",
// "assinado", "firmada", "signee", "firmato". The endings "-ate" and
// "-ue" are left out: English nouns end so ("certificate", "update",
// "value", "issue"), and so does a stem the lexicon matches inside a
// longer word ("bloque" of "bloqueia").
func participle(t string) bool {
	if i := strings.LastIndexByte(t, ' '); i >= 0 {
		t = t[i+1:]
	}
	if len(t) < 5 {
		return false
	}
	for _, e := range []string{"ed", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "ato", "ata", "ati", "uto", "uta", "ee", "ees"} {
		if strings.HasSuffix(t, e) {
			return true
		}
	}
	return false
}

// sameDigits reports two numbers of two digits or more written with the
// same digits in another order: "1,840" for 1480, "63" for 36.
func sameDigits(q, f quantity) bool {
	digits := func(x float64) []byte {
		s := strconv.FormatFloat(math.Abs(x), 'f', 4, 64)
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		b := []byte(strings.ReplaceAll(s, ".", ""))
		slices.Sort(b)
		return b
	}
	if q.nvals == 0 || f.nvals == 0 {
		return false
	}
	a, b := digits(q.vals[0]), digits(f.vals[0])
	return len(a) >= 2 && string(a) == string(b)
}

// keyWordBeside reports a word of fact f's key right after q ("4
// parcels") or right before it, with at most a colon or an equals sign
// between ("parcels: 4", "silos 5").
func (a *analysis) keyWordBeside(u *unit, s sentence, q quantity, f *sourceFact) bool {
	t := u.f.text
	fc := append(slices.Clone(f.concepts), f.generic...)
	names := func(x, y int) bool {
		if x >= y {
			return false
		}
		for _, h := range u.sentHits(s) {
			if int(h.start) >= x && int(h.start) < y && overlapsConcepts(a.lx.m.terms[h.term].concepts, fc) {
				return true
			}
		}
		toks := a.lx.tokens(u, x, y, functionCats, true, nil)
		return len(f.literals) > 0 && overlap(toks, f.literals) > 0 || len(f.altLiterals) > 0 && overlap(toks, f.altLiterals) > 0
	}
	wordEnd := func(c byte) bool {
		return c == ' ' || c == ',' || c == '.' || c == ';' || c == ':' || c == '(' || c == ')'
	}
	i := int(q.end)
	for i < int(s.end) && t[i] == ' ' {
		i++
	}
	// A word, or a few CJK characters: CJK runs on without spaces.
	j := i
	for j < int(s.end) && j < i+12 && !wordEnd(t[j]) {
		j++
	}
	if names(i, j) {
		return true
	}
	k := int(q.start)
	for k > int(s.start) && (t[k-1] == ' ' || t[k-1] == ':' || t[k-1] == '=') {
		k--
	}
	m := k
	for m > int(s.start) && m > k-12 && !wordEnd(t[m-1]) {
		m--
	}
	return names(m, k)
}

// farApart reports a plain number that cannot be a slip for the record's
// value: more than twenty times larger or smaller, or a year (1900-2100)
// against a value that is not one.
func farApart(q, rec quantity) bool {
	if q.nvals == 0 || rec.nvals == 0 {
		return false
	}
	x, y := math.Abs(q.vals[0]), math.Abs(rec.vals[0])
	if x >= 1900 && x <= 2100 && x == math.Trunc(x) && (y < 1000 || y > 3000) {
		return true
	}
	if x == 0 || y == 0 {
		return false
	}
	return max(x, y)/min(x, y) > 20
}

// stateToReach reports a sentence that asks for, requires or quotes a
// state rather than stating the record's: "the buyer asks for a refund of
// R$ 1,5 mil", "RET-3 needs the privacy officer's approval", an SMS quoted
// in full.
func (a *analysis) stateToReach(u *unit, s sentence) bool {
	// An order ("Next: send the offer"), what may or must happen ("can be
	// waived", "only the director grants waivers", "só entra depois do
	// teste") describes a state to reach or a rule, not the record's state.
	if u.sentCats(a.lx, s).any(cats(catRequire, catRequested, catReport, catModal, catRestrict, catPrecondition, catUntil)) ||
		a.orderSentence(u, s, int(s.end)) {
		return true
	}
	// A sentence that quotes someone ("an SMS reading \"PIN check waived,
	// submit now\"") binds the record's words loosely; its quoted half is
	// no claim, and its own half rarely restates the fact.
	t := u.f.text[s.start:s.end]
	return strings.Count(t, "\"") >= 2 || strings.Contains(t, "“") || strings.Contains(t, "«") || strings.Contains(t, "「") ||
		strings.Contains(t, "„")
}

// boolWordIn finds a literal true or false in folded text: "= false",
// "is true".
func boolWordIn(t string) (value, ok bool) {
	switch {
	case hasCue(t, []string{"false"}) && !hasCue(t, []string{"true"}):
		return false, true
	case hasCue(t, []string{"true"}) && !hasCue(t, []string{"false"}):
		return true, true
	}
	return false, false
}

// negatedRightAfter reports a negation within a few bytes after a mention,
// in its clause: "Publicação NÃO feita", "payment not yet received".
func (a *analysis) negatedRightAfter(u *unit, s sentence, pos, cb int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) > pos && int(h.start) <= pos+24 && int(h.end) <= cb && a.lx.m.terms[h.term].cats.has(catNegation) {
			return true
		}
	}
	return false
}

// moneyKey reports whether a fact's key names money: a money concept
// ("refund_amount", "valor") or a money word ("cashback_creditado").
func (a *analysis) moneyKey(f *sourceFact) bool {
	if overlapsConcepts(f.concepts, moneyConcepts) || overlapsConcepts(f.generic, moneyConcepts) {
		return true
	}
	return a.e.memo.get(memoKey{kind: "moneykey", a: f.key}, func() any {
		u := a.lx.newUnit("", "", wordSeparators.Replace(f.key))
		for _, h := range u.hits {
			if a.lx.m.terms[h.term].cats.any(cats(catFinancial, catMoneyVerb)) {
				return true
			}
		}
		return false
	}).(bool)
}

// litMention is a word of a key's literal words in a sentence: its folded
// offset and which of the literals it is.
type litMention struct{ at, lit int }

// literalMentions returns the folded offsets in s of words whose tokens
// are among a key's literal words.
func (a *analysis) literalMentions(u *unit, s sentence, lits []uint64) []litMention {
	t := u.f.text
	out := []litMention{}
	for i := int(s.start); i < int(s.end); {
		r, size := utf8.DecodeRuneInString(t[i:])
		if isCJK(r) {
			if _, n := utf8.DecodeRuneInString(t[i+size:]); i+size < int(s.end) && n > 0 {
				r2, _ := utf8.DecodeRuneInString(t[i+size:])
				if li := slices.Index(lits, tokenHash(t[i:i+size+n])); isCJK(r2) && li >= 0 {
					out = append(out, litMention{at: i, lit: li})
				}
			}
			i += size
			continue
		}
		if !isWordRune(r) {
			i += size
			continue
		}
		j := i
		for j < int(s.end) {
			r2, n := utf8.DecodeRuneInString(t[j:])
			if !isWordRune(r2) {
				break
			}
			j += n
		}
		if li := slices.Index(lits, tokenHash(stem(t[i:j]))); li >= 0 {
			out = append(out, litMention{at: i, lit: li})
		}
		i = j
	}
	return out
}

// boundToMention reports whether quantity qs[k] belongs to the key's
// mentions: for each of the key's literal words, a mention in the same
// clause with no other number between them. A key of two words names a
// number only where both are its words: "30 capi scelti tra i 36 non
// trattati" gives no count of "capi_trattati" (8), "36 … trattati" stands
// between.
func boundToMention(u *unit, s sentence, qs []quantity, k int, mentions []litMention, lits []uint64, key string) bool {
	if len(lits) == 0 {
		return false
	}
	q := qs[k]
	qa, _ := u.clause(nil, s, int(q.start))
	bound := make([]bool, len(lits))
	for _, mt := range mentions {
		m, li := mt.at, mt.lit
		// A key word negated right before it names the opposite:
		// "36 non trattati" are untreated, not "capi_trattati".
		if bound[li] || negatedWordAt(u.f.text, m) {
			continue
		}
		if ma, _ := u.clause(nil, s, m); ma != qa {
			continue
		}
		lo, hi := m, int(q.start)
		if hi < lo {
			lo, hi = int(q.end), m
		}
		between := false
		for j, o := range qs {
			// The key's own number is part of its name ("Lot 3: 15.200").
			if j != k && int(o.start) >= lo && int(o.end) <= hi && (o.kind != qPlain || !keyNumber(key, o)) {
				between = true
				break
			}
		}
		if !between {
			bound[li] = true
		}
	}
	return !slices.Contains(bound, false)
}

// wordNegations negate the word right after them, folded.
var wordNegations = []string{"non", "not", "nao", "sem", "sin", "sans", "nicht", "kein", "keine", "未", "不", "没", "非", "無"}

// negatedWordAt reports a negation word right before the word at m: "non
// trattati", "not treated", "未处理".
func negatedWordAt(t string, m int) bool {
	spaced := strings.TrimRight(t[:m], " ")
	for _, w := range wordNegations {
		if w[0] >= 0x80 {
			if strings.HasSuffix(t[:m], w) {
				return true
			}
			continue
		}
		if k := len(spaced) - len(w); len(spaced) < m && strings.HasSuffix(spaced, w) && (k == 0 || !isWordByte(spaced[k-1])) {
			return true
		}
	}
	return false
}

// namedBefore reports whether a word of the concepts cs opens the stretch
// of qs[k]'s clause before it, back to the previous number: "montant de la
// facture : 2 450,75 €" gives the amount even though "facture" is nearer.
func (a *analysis) namedBefore(u *unit, s sentence, qs []quantity, k int, cs []concept) bool {
	from, _ := u.clause(a.lx, s, int(qs[k].start))
	if k > 0 && int(qs[k-1].end) > from {
		from = int(qs[k-1].end)
	}
	for _, h := range u.sentHits(s) {
		if int(h.start) >= from && int(h.end) <= int(qs[k].start) && overlapsConcepts(a.lx.m.terms[h.term].concepts, cs) {
			return true
		}
	}
	return false
}

// textQuantities reads the quantities of a record's text value.
func textQuantities(v string) []quantity {
	f := foldString(v)
	return quantities(f, 0, len(f), nil)
}

// otherFactValue reports whether q equals the value of another fact the
// sentence also mentions: in "notices sent for the 120 policies of batch
// 8801", 120 is the policy count, not a wrong batch number.
func (a *analysis) otherFactValue(u *unit, s sentence, f *sourceFact, facts []sourceFact, toks []uint64, q quantity) bool {
	for k := range facts {
		o := &facts[k]
		// A date or a number inside another field's text ("ordem": "MP
		// 2026-11-24") is that field's: "despacho de 24/11" dates the order.
		if o != f && o.key != f.key && !o.isQ && (isDateKind(q.kind) || q.nvals == 1 && q.vals[0] >= 20) {
			if txt, ok := o.value.(string); ok && len(txt) <= 200 && containsQuantity(textQuantities(txt), q) {
				return true
			}
		}
		if o == f || o.key == f.key || !o.isQ || !equalQuantity(o.q, q) {
			continue
		}
		if a.mentionsKey(u, s, o, toks) {
			return true
		}
		// A value with a fraction or of three digits or more ("49.2 dB"
		// where the record's avg_db is 49.2) is another fact's however its
		// key is written: a coincidence is unlikely, and keys in one
		// language rarely match prose in another. Small whole numbers
		// ("3", "12") coincide too often to tell.
		if q.nvals == 1 && (q.vals[0] != math.Trunc(q.vals[0]) || q.vals[0] >= 20) {
			return true
		}
	}
	return false
}

// statusAbout reports whether the status word at h belongs to the fact's
// subject: the record noun closest to it ("ticket" in "ticket is open")
// must be one the fact's key names. A sentence that mentions a ticket and
// says an order was delivered states no status for the ticket.
func (a *analysis) statusAbout(u *unit, s sentence, h hit, f *sourceFact) bool {
	if len(f.concepts) == 0 {
		return true
	}
	best := -1
	var near []concept
	for _, o := range u.sentHits(s) {
		if o.start < h.end && h.start < o.end {
			continue
		}
		cs := a.lx.m.terms[o.term].concepts
		if !ownsValues(cs) && !overlapsConcepts(cs, f.concepts) {
			continue
		}
		d := int(h.start - o.end)
		if o.start >= h.end {
			d = int(o.start - h.end)
		}
		if best < 0 || d < best {
			best, near = d, cs
		} else if d == best {
			near = append(slices.Clone(near), cs...)
		}
	}
	return best < 0 || overlapsConcepts(near, f.concepts)
}

// keyNumber reports whether a plain whole number is one the fact's key
// spells in digits ("week3_total" holds 3).
func keyNumber(key string, q quantity) bool {
	if len(q.vals) == 0 || q.vals[0] != math.Trunc(q.vals[0]) || q.vals[0] < 0 || q.vals[0] > 1e6 {
		return false
	}
	want := strconv.FormatInt(int64(q.vals[0]), 10)
	for i := 0; i < len(key); {
		if key[i] < '0' || key[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(key) && key[j] >= '0' && key[j] <= '9' {
			j++
		}
		if strings.TrimLeft(key[i:j], "0") == strings.TrimLeft(want, "0") {
			return true
		}
		i = j
	}
	return false
}

// fractional reports a value that is not a whole number.
func fractional(q quantity) bool {
	// "1.920" reads 1920 or 1.92: a whole reading can be a count.
	for i := 0; i < int(q.nvals); i++ {
		if q.vals[i] == math.Trunc(q.vals[i]) {
			return false
		}
	}
	return q.nvals > 0
}

// hasFraction reports a plain number written with decimals ("4300.00").
func hasFraction(u *unit, q quantity) bool {
	t := u.f.text[q.start:q.end]
	return strings.ContainsAny(t, ".,")
}

// checkContractAgainstFacts compares the contract's effect amounts and
// currencies, and facts that cite a source field, with the source of truth.
func (a *analysis) checkContractAgainstFacts(c *review.Contract, facts []sourceFact, reported map[string]bool) {
	for i, e := range c.ExternalEffects {
		if e.Amount == nil {
			continue
		}
		q, ok := textQuantity(e.Amount.Text)
		if !ok {
			continue
		}
		if e.Currency != "" {
			q.kind, q.currency = qMoney, currencyCode(e.Currency)
		}
		kc := a.kindConcepts(e.Kind)
		var cands []*sourceFact
		for k := range facts {
			f := &facts[k]
			if !f.isQ || isDateKind(f.q.kind) || f.q.kind == qTime || f.q.kind == qPercent || reported[f.key] || overlapsConcepts(f.concepts, limitConcepts) {
				continue
			}
			money := slices.Contains(f.generic, cAmount) || slices.Contains(f.generic, cTotal) ||
				slices.Contains(f.concepts, cPrice) || f.q.kind == qMoney
			if !money {
				continue
			}
			specific := true
			for _, fc := range f.concepts {
				if !slices.Contains(kc, fc) && fc != cPrice {
					specific = false
				}
			}
			if specific {
				cands = append(cands, f)
			}
		}
		if len(cands) == 0 {
			continue
		}
		match := false
		for _, f := range cands {
			if equalQuantity(q, f.q) || (f.q.kind != qMoney && anyEqual(q, f.q)) {
				match = true
			}
		}
		if match || recordAttests(q, facts) {
			continue
		}
		f := cands[0]
		reported[f.key] = true
		// A key that names the effect ("refund_amount" for a refund) proves
		// the conflict; one that only says "amount" or "total" ("total_btc"
		// beside a transfer) is the engine's reading of which number is meant.
		add := a.add
		if len(f.concepts) == 0 {
			add = a.addInferred
		}
		add(FindingSourceConflict, fmt.Sprintf("The contract's %s amount is %s %s, but the source of truth has %s = %s.",
			e.Kind, e.Amount.Text, e.Currency, f.key, clip(factText(f.value), 40)),
			review.Evidence{Pane: review.PaneContract, Ref: ptrAt("/external_effects/", i, "/amount"), End: len(e.Amount.Text), Quote: e.Amount.Text},
			factEvidence(f.key, f.value))
	}
	// A currency fact against the effects' currencies.
	for k := range facts {
		f := &facts[k]
		if reported[f.key] || !slices.Contains(f.generic, cCurrency) {
			continue
		}
		sv, ok := f.value.(string)
		if !ok || currencyCode(sv) == "" {
			continue
		}
		for i, e := range c.ExternalEffects {
			if e.Currency != "" && !currencyCompatible(currencyCode(e.Currency), currencyCode(sv)) {
				reported[f.key] = true
				a.add(FindingSourceConflict, fmt.Sprintf("The contract's %s is in %s, but the source of truth says %s = %s.", e.Kind, e.Currency, f.key, sv),
					contractEvidence(ptrAt("/external_effects/", i, "/currency"), e.Currency), factEvidence(f.key, f.value))
				break
			}
		}
	}
	// Facts that cite a source field must agree with it.
	for i, cf := range c.ConfirmedFacts {
		kind, key := a.resolve(cf.SourceRef)
		if kind != refFact || reported[key] {
			continue
		}
		var f *sourceFact
		for k := range facts {
			if facts[k].key == key {
				f = &facts[k]
			}
		}
		if f == nil || !f.isQ {
			continue
		}
		// The citation ties the fact to the field, so the field's unit
		// suffix is the number's unit: "Pedido da obra: 96 t" citing
		// pedido_kg = 96000 agrees (see restates).
		u := a.contractUnit(ptrAt("/confirmed_facts/", i, "/text"))
		if u == nil {
			continue
		}
		var cands, loose []quantity
		all := quantities(u.f.text, 0, len(u.f.text), nil)
		agrees := isDateKind(f.q.kind) && dayInMonthBeside(all, f.q)
		for _, q := range all {
			if !isDateKind(q.kind) && q.kind != qTime && !(q.kind == qPlain && keyNumber(f.key, q)) {
				loose = append(loose, q)
			}
			// The value in any notation ("16,5%" for 16.5) agrees; the
			// number the key spells ("Lote 7" for "umidade_lote7") names it.
			if !isDateKind(q.kind) && q.kind != qTime && !isDateKind(f.q.kind) && f.restates(q) {
				agrees = true
			}
			// A space groups thousands ("84 200 m") or parts two numbers
			// ("Lot 84 200 m"): the number after the last space, read
			// alone, agrees as well.
			if k := strings.LastIndexByte(u.f.text[q.start:q.end], ' '); k > 0 && !agrees && !isDateKind(f.q.kind) {
				for _, p := range quantities(u.f.text, int(q.start)+k+1, len(u.f.text), nil) {
					if p.start == q.start+int32(k)+1 && f.restates(p) {
						agrees = true
					}
					break
				}
			}
			if comparableKinds(q, f.q) && !(q.kind == qPlain && keyNumber(f.key, q)) {
				cands = append(cands, q)
			}
		}
		// The citation names the field, so a number of another kind ("15,3%"
		// against 13.5) is still its value.
		if len(cands) == 0 && !isDateKind(f.q.kind) && f.q.kind != qTime {
			cands = loose
		}
		// "One" is not read as a number (it is an article as often), but a
		// citation of a count of 1 that says "one of two" states it.
		if f.q.nvals == 1 && f.q.vals[0] == 1 && hasCue(u.f.text, oneWords) {
			agrees = true
		}
		// Nor is zero: a citation of a zero that says "no overpayment",
		// "sem multa", "无欠款" states it, whatever else it counts.
		if f.q.nvals == 1 && f.q.vals[0] == 0 && hasCue(u.f.text, noneWords) {
			agrees = true
		}
		if agrees || len(cands) == 0 || containsQuantity(cands, f.q) {
			continue
		}
		reported[key] = true
		a.add(FindingSourceConflict, fmt.Sprintf("The contract states %q citing %s, but the source of truth has %s = %s.",
			clip(cf.Text, 100), key, key, clip(factText(f.value), 40)),
			u.evidence(int(cands[0].start), int(cands[0].end)), factEvidence(f.key, f.value))
	}
}

// dayInMonthBeside reports a bare day among qs that, in the month of a
// date written beside it, is the date d: "aplazada el 2 de febrero, plazo
// hasta el 16" citing deadline = 2027-02-16.
func dayInMonthBeside(qs []quantity, d quantity) bool {
	md := int(d.vals[0])
	if d.kind == qDate {
		md = int(monthDay(d.vals[0]))
	}
	month := false
	for _, q := range qs {
		if isDateKind(q.kind) {
			m := int(q.vals[0])
			if q.kind == qDate {
				m = int(monthDay(q.vals[0]))
			}
			month = month || m/100 == md/100
		}
	}
	if !month {
		return false
	}
	for _, q := range qs {
		if q.kind == qPlain && q.nvals == 1 && q.vals[0] == float64(md%100) {
			return true
		}
	}
	return false
}

// noneWords say there is none of something, folded.
var noneWords = []string{"no", "none", "zero", "nil", "nenhum", "nenhuma", "sem", "sin", "ningun", "ninguna", "aucun", "aucune",
	"pas de", "kein", "keine", "keinen", "nessun", "nessuna", "nessuno", "无", "没有", "零", "なし", "ゼロ", "없"}

// oneWords are the words for one, folded.
var oneWords = []string{"one", "um", "uma", "uno", "una", "un", "une", "ein", "eine", "eins", "一", "一つ", "하나", "한 번"}

// recordAttests reports whether the record holds the value itself, under
// any key, or as a schedule of it: a count fact times a per-item fact
// ("cuotas = 3", "importe_cuota = 162.00" attest a plan of 486,00 €). A
// value the record states is no contradiction of it, even when the
// comparison picked a fact about another concept (the instalment, not the
// debt).
func recordAttests(q quantity, facts []sourceFact) bool {
	if q.nvals == 0 || isDateKind(q.kind) || q.kind == qTime || q.kind == qPercent {
		return false
	}
	for k := range facts {
		f := &facts[k]
		if !f.isQ || isDateKind(f.q.kind) || f.q.kind == qTime || f.q.kind == qPercent {
			continue
		}
		if anyEqual(q, f.q) {
			return true
		}
		if !f.count || f.q.first() < 2 || f.q.first() > 1000 {
			continue
		}
		for j := range facts {
			g := &facts[j]
			if j == k || !g.isQ || g.count || isDateKind(g.q.kind) || g.q.kind == qTime || g.q.kind == qPercent {
				continue
			}
			if math.Abs(f.q.first()*g.q.first()-q.first()) < 0.005 {
				return true
			}
		}
	}
	return false
}

// sameValue reports two quantities with the same value in any notation:
// kinds aside, and a percentage against its fraction ("0,35 %" and
// 0.0035, "7.8%" and 0.078).
func sameValue(x, y quantity) bool {
	if anyEqual(x, y) {
		return true
	}
	scaled := func(p, v quantity) bool {
		if p.kind != qPercent || p.nvals == 0 || v.nvals == 0 {
			return false
		}
		return math.Abs(p.vals[0]/100-v.vals[0]) <= 1e-9*math.Max(1, math.Abs(v.vals[0]))
	}
	return scaled(x, y) || scaled(y, x)
}

func anyEqual(x, y quantity) bool {
	x.kind, y.kind = qPlain, qPlain
	return equalQuantity(x, y)
}

// currencyCode normalises a currency as written ("R$", "brl", "reais").
func currencyCode(s string) string {
	f := strings.TrimSpace(foldString(s))
	for _, c := range currencyBefore {
		if f == c.mark {
			return c.code
		}
	}
	for _, c := range currencyAfter {
		if f == c.mark {
			return c.code
		}
	}
	if len(f) == 3 {
		return strings.ToUpper(f)
	}
	return ""
}

// gluedToID reports a number joined to the letters before it by '_' or
// '-', or written right after them: "rb_2530", "S-2530", "INV2530".
func gluedToID(t string, start int) bool {
	if start == 0 {
		return false
	}
	c := t[start-1]
	if c == '_' || c == '-' {
		return start >= 2 && (t[start-2] >= 'a' && t[start-2] <= 'z' || t[start-2] >= '0' && t[start-2] <= '9')
	}
	return c >= 'a' && c <= 'z'
}

// unitNamesRest reports a key whose literal words the sentence holds but
// for its unit, which a quantity of the sentence carries: "refund_brl" is
// named by "reembolso de R$ 2.350,00", "gewicht_kg" by "Gewicht 1.920 kg".
// The key's concepts must be there too (mentionsKey asks it first).
func (a *analysis) unitNamesRest(u *unit, s sentence, f *sourceFact, toks []uint64) bool {
	if !f.isQ || len(f.concepts) == 0 && len(f.literals) < 2 {
		return false
	}
	unit := ""
	for _, l := range f.literals {
		if _, ok := slices.BinarySearch(toks, l); ok {
			continue
		}
		w, ok := a.unitWordOf(l)
		if !ok || unit != "" {
			return false
		}
		unit = w
	}
	if unit == "" {
		return false
	}
	for _, q := range u.sentQuantities(s) {
		if q.kind == qMoney && strings.EqualFold(q.currency, unit) {
			return true
		}
		if m, ok := metricUnits[unit]; ok && q.unit == m.fam || q.unit != 0 && (q.unit == tokenHash(unit) || q.unit == tokenHash(stem(unit))) {
			return true
		}
	}
	return false
}

// unitWordOf returns the key unit ("brl", "kg") whose literal token l is.
func (a *analysis) unitWordOf(l uint64) (string, bool) {
	m := a.e.memo.get(memoKey{kind: "keyunits"}, func() any {
		out := map[uint64]string{}
		for w := range keyUnits {
			_, lits, _ := a.keyWords(w)
			for _, t := range lits {
				out[t] = w
			}
		}
		return out
	}).(map[uint64]string)
	w, ok := m[l]
	return w, ok
}
