package sampling

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"recap/review"
)

// A tool's result that went through only in part says so in a count of
// the whole ("12 of 14 lines calculated", "2 of 18 photos non-compliant",
// "6 批中 2 批未达标", "120개 중 8개 판독 오류"), in whatever words it uses
// for what failed. A summary that restates the whole as done ("all 14
// orders", "46 份全部核对无误", "tutte e 5 importate", "all nine cars
// connected") and names neither part of the split covers the part that
// did not go through. This reading needs no failure word: the split and
// the claim of the whole are enough.

// partOfSeps join a part to its whole, folded: "2 of 14", "3 su 49", "2
// de 6", "2 sur 5", "16 von 18".
var partOfSeps = map[string]bool{"of": true, "of the": true, "out of": true, "out of the": true, "de": true, "dos": true,
	"das": true, "de los": true, "de las": true, "su": true, "sui": true, "sulle": true, "sur": true, "sur les": true,
	"von": true, "von den": true, "aus": true}

// wholeOfPart is the CJK order, whole first: "6 批中 2 批", "49 件中 3 件",
// "120개 중 8개", "5 台のうち 2 台".
var wholeOfPart = regexp.MustCompile(`^ ?[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]{0,2} ?(中|중|のうち)[,、，]? ?(有|的)? ?$`)

// universalBefore and universalAfter claim the whole of a count, folded:
// "all 14", "todas as 6", "tutte e 5", "toutes les 4", "alle 18";
// "46 份全部", "14 件すべて", "9대 모두".
var (
	universalBefore = []string{"all", "all the", "all of the", "todas as", "todos os", "todas", "todos", "todas las", "todos los",
		"tutte le", "tutti i", "tutte e", "tutti e", "toutes les", "tous les", "alle", "samtliche", "samtlichen", "所有", "全部"}
	// A definite article before the whole count claims it whole as well
	// ("pronte per i 14 ordini", "the 14 orders are labelled"): a summary
	// that says which part failed names the part. "The two" claims too
	// little to read: a whole of 3 or more only.
	articleBefore  = []string{"the", "i", "le", "les", "os", "as", "los", "las", "die"}
	universalAfter = []string{"全部", "都", "均", "全て", "すべて", "모두", "전부"}
	// wholeWordsAfter are those of universalAfter that mean "all of
	// them" wherever they stand ("都" and "均" are parts of other words:
	// "首都", "平均").
	wholeWordsAfter = []string{"全部", "全て", "すべて", "모두", "전부"}
)

// partial is a count of a part of a whole in a tool's result.
type partial struct {
	u          *unit
	s          sentence
	part, all  float64
	order      int
	start, end int
}

// partialCounts lists the splits of the tools' successful results.
func (a *analysis) partialCounts() []partial {
	var out []partial
	for _, u := range a.orig {
		if u.role != review.RoleTool || u.isError || !hasDigit(u.f.text) {
			continue
		}
		t := u.f.text
		if p, ok := a.jsonSplit(u); ok {
			out = append(out, p)
		}
		// A result that lists the whole and then the part that went
		// through ("20 procesados, 18 entregados, 2 fallidos", "14
		// fittings: 12 scanned …; 2 not scanned") is a split when it says
		// that something failed or did not happen.
		failSaid := false
		for _, s := range u.sents {
			if s.cs.any(cats(catFailure, catNegation)) {
				failSaid = true
				break
			}
		}
		// A part listed after a semicolon ends the whole's sentence: "12
		// itens solicitados; 9 reservados, 3 falharam".
		partAt := -1
		for si, s := range u.sents {
			qs := u.sentQuantities(s)
			if si+1 < len(u.sents) && len(qs) > 0 && failSaid {
				if nq := u.sentQuantities(u.sents[si+1]); len(nq) > 0 {
					x, y := qs[len(qs)-1], nq[0]
					if wholeCount(x) && wholeCount(y) && listedPart(t, x, y) && !positionBefore(t[s.start:x.start]) {
						n := u.sents[si+1]
						out = append(out, partial{u: u, s: s, part: y.vals[0], all: x.vals[0], order: u.order, start: int(x.start), end: wordEnd(t, int(y.end), int(n.end))})
						partAt = int(y.start)
					}
				}
			}
			for k := 0; k+1 < len(qs); k++ {
				x, y := qs[k], qs[k+1]
				if !wholeCount(x) || !wholeCount(y) {
					continue
				}
				// A part is no whole of the next count: "9 reservados, 3
				// falharam" after "12 itens" lists two parts of 12.
				if int(x.start) == partAt {
					continue
				}
				gap := strings.TrimSpace(t[x.end:y.start])
				// A noun may stand between: "11 etichette su 14", "2 photos
				// of 18".
				if k := strings.IndexByte(gap, ' '); k > 0 && !strings.ContainsAny(gap[:k], ",;:.") && partOfSeps[gap[k+1:]] {
					gap = gap[k+1:]
				}
				// "Page 1 of 2", "reschedule 1 of 2": a position, not a part.
				if positionBefore(t[s.start:x.start]) {
					continue
				}
				switch {
				case listedPart(t, x, y) && failSaid:
					out = append(out, partial{u: u, s: s, part: y.vals[0], all: x.vals[0], order: u.order, start: int(x.start), end: wordEnd(t, int(y.end), int(s.end))})
					partAt = int(y.start)
				case partOfSeps[gap] && x.vals[0] < y.vals[0]:
					out = append(out, partial{u: u, s: s, part: x.vals[0], all: y.vals[0], order: u.order, start: int(x.start), end: int(y.end)})
				case wholeOfPart.MatchString(t[x.end:y.start]) && y.vals[0] < x.vals[0]:
					out = append(out, partial{u: u, s: s, part: y.vals[0], all: x.vals[0], order: u.order, start: int(x.start), end: int(y.end)})
				}
			}
		}
	}
	return out
}

// listedPart reports counts x and y listed in that order, the whole
// first and a smaller part after a comma, colon or semicolon, each with
// the word it counts and nothing else between: "20 procesados, 18
// entregados", "49 lamine, 46 misurate", "14 fittings: 12 scanned".
func listedPart(t string, x, y quantity) bool {
	if y.vals[0] >= x.vals[0] || x.vals[0] < 3 {
		return false
	}
	gap := strings.TrimSpace(t[x.end:y.start])
	if len(gap) < 2 || len(gap) > 32 || strings.IndexAny(gap, ",:;") != len(gap)-1 {
		return false
	}
	for _, w := range strings.Fields(gap[:len(gap)-1]) {
		for i := 0; i < len(w); i++ {
			if !isWordByte(w[i]) && w[i] < 0x80 {
				return false
			}
		}
	}
	return true
}

// wordEnd returns the end of the word after offset i (one space
// skipped), no further than b: the evidence "20 procesados, 18
// entregados" ends with what the part counts.
func wordEnd(t string, i, b int) int {
	j := i
	if j < b && t[j] == ' ' {
		j++
	}
	k := j
	for k < b && k-j < 24 && (isWordByte(t[k]) || t[k] >= 0x80) {
		k++
	}
	for k < b && k > j && t[k] >= 0x80 && t[k] < 0xC0 {
		k++ // never end inside a character
	}
	if k == j {
		return i
	}
	return k
}

// wholeCount reports a plain count: a whole number, no unit, no date.
func wholeCount(q quantity) bool {
	return q.kind == qPlain && q.nvals == 1 && q.vals[0] >= 1 && q.vals[0] <= 1e5 && q.vals[0] == float64(int(q.vals[0]))
}

// checkPartialClaimedWhole reports a tool's split restated downstream as
// the whole done (see partialCounts). A failure already reported, a split
// whose part or remainder the summary names, or one a later message
// retries or completes, is not.
func (a *analysis) checkPartialClaimedWhole() {
	if a.perID[FindingFailureOmitted] > 0 || a.summary == nil {
		return
	}
	parts := a.partialCounts()
	if len(parts) == 0 {
		return
	}
	// A summary that tells of any failure has told of this one or chosen
	// not to: the failure checks read it.
	ds := a.downstreamIndex()
	for k := range ds.items {
		if it := &ds.items[k]; it.cs.has(catFailure) || a.mentionsFailure(it) || a.negatedSuccess(it) {
			return
		}
	}
	down := a.allDownstreamQuantities()
	for _, p := range parts {
		if a.laterCompletes(p) || a.negatedOutcomeDownstream(p) {
			continue
		}
		named := false
		for _, x := range down {
			if wholeCount(x) && (x.vals[0] == p.part || x.vals[0] == p.all-p.part) {
				named = true
				break
			}
		}
		if named {
			continue
		}
		it := a.wholeClaimed(p.all, p.all >= 3)
		if it == nil {
			it = a.nounClaimedWhole(p)
		}
		if it == nil {
			it = a.verdictClaimedWhole(p)
		}
		if it != nil {
			ev := p.u.evidence(p.start, p.end)
			a.add(FindingFailureOmitted, fmt.Sprintf("A tool reported %d of %d done (%q), but the summary restates the whole (%q) and leaves out the %d that did not go through.",
				int(p.part), int(p.all), clip(ev.Quote, 60), clip(it.u.sentenceEvidence(it.s).Quote, 100), int(p.all-p.part)),
				ev, it.u.sentenceEvidence(it.s))
			return
		}
	}
}

// nounClaimedWhole returns a summary sentence that claims all of what
// split p counts by its noun, with no number: "tutti i sensori … nei
// limiti" for "Sensori: 4 su 6 con dati", "all fittings inspected" for "14
// fittings: 12 scanned". The noun is the word right after the whole or
// the part, or a label before the split's colon; the claim is a word of
// universalBefore right before the same word.
func (a *analysis) nounClaimedWhole(p partial) *indexed {
	t := p.u.f.text
	var nouns []string
	if w := latinWordAfter(t, p.end); len(w) >= 4 {
		nouns = append(nouns, w)
	}
	// The noun after the whole when the whole comes first: "8 Sensoren
	// abgefragt: 6 OK".
	if w := latinWordAfter(t, numeralEnd(t, p.start)); len(w) >= 4 && !slices.Contains(nouns, w) {
		nouns = append(nouns, w)
	}
	if k := strings.LastIndexAny(t[p.s.start:p.start], ":"); k >= 0 {
		lab := strings.TrimSpace(t[int(p.s.start) : int(p.s.start)+k])
		if j := strings.LastIndexByte(lab, ' '); j >= 0 {
			lab = lab[j+1:]
		}
		if len(lab) >= 4 && !strings.ContainsFunc(lab, func(r rune) bool { return r >= 0x80 || r >= '0' && r <= '9' }) {
			nouns = append(nouns, lab)
		}
	}
	if len(nouns) == 0 {
		return nil
	}
	ds := a.downstreamIndex()
	for k := range ds.items {
		it := &ds.items[k]
		if it.u.pane != review.PaneSummary || it.retained || it.cs.any(cats(catFailure, catPending, catQuestion, catNegation)) {
			continue
		}
		st := it.u.f.text[it.s.start:it.s.end]
		for _, w := range universalBefore {
			for from := 0; from < len(st); {
				i := indexCue(st[from:], w)
				if i < 0 {
					break
				}
				rest := strings.TrimLeft(st[from+i+len(w):], " ")
				for _, n := range nouns {
					if strings.HasPrefix(rest, n) || len(n) > 5 && strings.HasPrefix(rest, n[:len(n)-1]) {
						return it
					}
				}
				from += i + len(w)
			}
		}
	}
	return nil
}

// retryWords name a retry, folded: "Retry: 3 of 3 generated".
var retryWords = newCueSet([]string{"retry", "retried", "retrying", "retries", "reintento", "reintentado", "nova tentativa",
	"nouvel essai", "neuer versuch", "nuovo tentativo", "重试", "リトライ", "재시도"})

// laterCompletes reports a message after the split that retries the work
// or counts the whole again: the split may be resolved.
func (a *analysis) laterCompletes(p partial) bool {
	for _, u := range a.orig {
		if u.order <= p.order {
			continue
		}
		if rerunWords.first(u.f.text) >= 0 || retryWords.first(u.f.text) >= 0 {
			return true
		}
		for _, s := range u.sents {
			if s.cs.has(catRetried) {
				return true
			}
			for _, q := range u.sentQuantities(s) {
				if wholeCount(q) && (q.vals[0] == p.all || q.vals[0] == p.all-p.part) {
					return true
				}
			}
		}
	}
	return false
}

// wholeClaimed returns a summary sentence that claims the whole of a
// count of n ("all 14", "46 份全部", "tutte e 5"), or nil.
func (a *analysis) wholeClaimed(n float64, articles bool) *indexed {
	ds := a.downstreamIndex()
	for k := range ds.items {
		it := &ds.items[k]
		if it.u.pane != review.PaneSummary || it.retained || it.cs.any(cats(catFailure, catPending, catQuestion)) {
			continue
		}
		t := it.u.f.text
		for _, x := range it.u.sentQuantities(it.s) {
			if !wholeCount(x) || x.vals[0] != n {
				continue
			}
			lead := strings.TrimRight(t[it.s.start:x.start], " ")
			if endsWithWord(lead, universalBefore) || articles && endsWithWord(lead, articleBefore) {
				return it
			}
			// A word of completeness in the number's clause claims it
			// whole too: "Kit completo reservado: 12 itens", "the full set
			// of 14 delivered".
			if ca, cb := it.u.clause(a.lx, it.s, int(x.start)); firstCue(t[max(ca, int(it.s.start)):min(cb, int(it.s.end))], completeWords) >= 0 {
				return it
			}
			rest := strings.TrimLeft(t[x.end:it.s.end], " ")
			// A counter word between: "46 份全部", "9대 모두", "14 件すべて".
			for i := range rest {
				if i > 7 {
					break
				}
				for _, w := range universalAfter {
					if strings.HasPrefix(rest[i:], w) {
						return it
					}
				}
			}
			// Further on in the sentence, a word that can only mean "all
			// of them" claims the count too: "共12个，质检全部通过",
			// "9個を受け入れ、検査はすべて合格".
			for _, w := range wholeWordsAfter {
				if i := strings.Index(rest, w); i >= 0 && i <= 40 {
					return it
				}
			}
		}
	}
	return nil
}

// completeWords say a whole is complete, folded.
var completeWords = []string{"complete", "completo", "completa", "completos", "completas", "full", "entire", "whole", "intero",
	"intera", "complet", "complete", "vollstandig", "komplett", "entero", "entera", "inteiro", "inteira", "完整", "全套", "전체"}

// endsWithWord reports folded text t that ends with one of words, whole.
func endsWithWord(t string, words []string) bool {
	for _, w := range words {
		if l, ok := strings.CutSuffix(t, w); ok && (l == "" || !isWordByte(l[len(l)-1])) {
			return true
		}
	}
	return false
}

// positionWords name a place in a sequence before "N of M", folded.
var positionWords = map[string]bool{"page": true, "step": true, "stage": true, "phase": true, "part": true, "round": true,
	"lap": true, "day": true, "week": true, "attempt": true, "try": true, "reschedule": true, "item": true, "volume": true,
	"session": true, "visit": true, "instalment": true, "installment": true, "pagina": true, "etapa": true, "fase": true,
	"parte": true, "dia": true, "semana": true, "tentativa": true, "intento": true, "seite": true, "schritt": true, "tag": true,
	"versuch": true, "giorno": true, "tentativo": true, "passo": true, "jour": true, "essai": true, "etape": true}

// quotaUsedWords say a count is of a quota used ("reschedules used: 1 of
// 3", "2 de 5 utilizados"), not of work that went through.
var quotaUsedWords = newCueSet([]string{"used", "usados", "usadas", "utilizados", "utilizadas", "utilizzati", "utilizzate",
	"utilises", "utilisees", "genutzt", "verbraucht", "remaining", "allowed", "已用", "使用済", "사용"})

// positionBefore reports a lead that ends with a position word, or one
// that counts a quota.
func positionBefore(lead string) bool {
	if quotaUsedWords.first(lead) >= 0 {
		return true
	}
	lead = strings.TrimRight(lead, " #")
	k := strings.LastIndexByte(lead, ' ')
	return positionWords[lead[k+1:]]
}

// negatedOutcomeDownstream reports a downstream sentence that tells the
// split's outcome as not met, in the tool's words: "collaudo di tenuta 24
// h NON superato" for "5 chiavi su 7 OK … Esito: NON SUPERATO".
func (a *analysis) negatedOutcomeDownstream(p partial) bool {
	own := a.lx.tokens(p.u, int(p.s.start), int(p.u.sents[len(p.u.sents)-1].end), functionCats, true, nil)
	ds := a.downstreamIndex()
	for _, c := range ds.candidates(own) {
		if it := &ds.items[c.id]; c.ov >= 2 && it.cs.any(cats(catNegation, catProhibit)) && !a.negationOfTheTool(it, p) {
			return true
		}
	}
	return false
}

// negationOfTheTool reports a downstream sentence whose every negation the
// split's own sentence holds in the same words: "no cracks" in "all 14
// fittings inspected, no cracks" repeats "12 scanned, no cracks found",
// said of the part that went through, and negates no outcome.
func (a *analysis) negationOfTheTool(it *indexed, p partial) bool {
	own := p.u.f.text[p.s.start:p.s.end]
	t := it.u.f.text
	found := false
	for _, h := range it.u.sentHits(it.s) {
		if !a.lx.m.terms[h.term].cats.any(cats(catNegation, catProhibit)) {
			continue
		}
		end := wordEnd(t, int(h.end), int(it.s.end))
		if end <= int(h.end) || !strings.Contains(own, t[h.start:end]) {
			return false
		}
		// "NON superato", "not passed" negate an outcome, whoever says it.
		for _, g := range it.u.sentHits(it.s) {
			if int(g.start) >= int(h.end) && int(g.start) < end && a.lx.m.terms[g.term].cats.any(cats(catSuccess, catResolved, catDone, catConfirm)) {
				return false
			}
		}
		found = true
	}
	return found
}

// failKeyParts name, in a result's key, what did not go through:
// "barcode_read_errors", "failed", "rejected_count", "not_scanned".
var failKeyParts = []string{"fail", "error", "reject", "skip", "missing", "unread", "offline", "not_", "bounced", "invalid"}

// toolObject returns tool result u decoded as one JSON object, read once
// per event (the partial-result and approval checks both ask), or false.
// Only short results that open with "{" are decoded.
func (a *analysis) toolObject(u *unit) (map[string]any, bool) {
	if obj, ok := a.toolObjs[u]; ok {
		return obj, obj != nil
	}
	var obj map[string]any
	if raw := strings.TrimSpace(u.f.raw); strings.HasPrefix(raw, "{") && len(raw) <= 4096 && json.Unmarshal([]byte(raw), &obj) != nil {
		obj = nil
	}
	if a.toolObjs == nil {
		a.toolObjs = map[*unit]map[string]any{}
	}
	a.toolObjs[u] = obj
	return obj, obj != nil
}

// jsonSplit reads a tool's JSON object that counts what did not go through
// beside the whole ({"panels":120,"scanned_ok":112,"barcode_read_errors":8}):
// a split of the largest count, its evidence the largest failed field.
func (a *analysis) jsonSplit(u *unit) (partial, bool) {
	// Most results count nothing that failed: looked for before decoding.
	if !strings.HasPrefix(strings.TrimSpace(u.f.text), "{") || firstSubstring(u.f.text, failKeyParts) < 0 {
		return partial{}, false
	}
	obj, ok := a.toolObject(u)
	if !ok {
		return partial{}, false
	}
	failed, total, worst := 0.0, 0.0, ""
	for k, v := range obj {
		n, ok := v.(float64)
		if !ok || n != float64(int(n)) || n < 0 {
			continue
		}
		if firstSubstring(strings.ToLower(k), failKeyParts) >= 0 {
			failed += n
			if n > 0 && (worst == "" || n > obj[worst].(float64)) {
				worst = k
			}
		} else if n > total {
			total = n
		}
	}
	if failed == 0 || total <= failed || len(u.sents) == 0 {
		return partial{}, false
	}
	start, end := 0, len(u.f.text)
	if k := strings.Index(u.f.text, `"`+foldString(worst)+`"`); k >= 0 {
		start, end = k, k+len(worst)+2
		for end < len(u.f.text) && u.f.text[end] != ',' && u.f.text[end] != '}' {
			end++
		}
	}
	return partial{u: u, s: u.sents[0], part: total - failed, all: total, order: u.order, start: start, end: end}, true
}

// firstSubstring is the offset in t of the first of parts found anywhere
// in it, or -1.
func firstSubstring(t string, parts []string) int {
	best := -1
	for _, w := range parts {
		if k := strings.Index(t, w); k >= 0 && (best < 0 || k < best) {
			best = k
		}
	}
	return best
}

// passVerdicts say a test or a check passed as a whole, folded.
var passVerdicts = newCueSet([]string{"passed", "bestanden", "superato", "superata", "superati", "superate", "aprovado", "aprovada",
	"aprovados", "aprovadas", "aprobado", "aprobada", "aprobados", "aprobadas", "reussi", "reussie", "reussis", "合格", "通过", "합격", "통과"})

// verdictClaimedWhole returns a summary sentence that says the split's
// test passed, in the split's own words and with no count: "boiler stove
// primary circuit pressure test passed" for "primary circuit: 5 of 6
// joints held".
func (a *analysis) verdictClaimedWhole(p partial) *indexed {
	toks := a.lx.sentTokens(p.u, p.s)
	ds := a.downstreamIndex()
	for k := range ds.items {
		it := &ds.items[k]
		if it.u.pane != review.PaneSummary || it.retained || it.cs.any(cats(catFailure, catPending, catQuestion, catNegation)) {
			continue
		}
		if passVerdicts.first(it.u.f.text[it.s.start:it.s.end]) >= 0 && overlap(toks, it.toks) >= 2 {
			return it
		}
	}
	return nil
}
