package sampling

import (
	"fmt"
	"slices"
	"strings"
)

// citedRequirementDropped reports a sentence that cites protected rule r
// by its label and restates it, in another language or other words, with
// a single requirement where the rule joins two or more: "R-DC-02: the
// drum door may be opened only below 300 ppm and with the room extraction
// running" restated as "Regel: die Trommeltür darf geöffnet werden,
// sobald der Restlösemittelwert unter 300 ppm liegt". Words shared with
// the rule cannot show which part is kept across languages; what shows
// the loss is a restatement that states a rule (a modal, a restriction,
// a condition) and joins nothing: no word for "and" in any language the
// lexicon reads, no list. A sentence that shares most of a part's words
// is left to droppedRequirement, which names the part dropped.
func (a *analysis) citedRequirementDropped(r upstreamRule, it *indexed) string {
	// A Chinese, Japanese or Korean rule is cut at its commas, and a
	// summary there ends a sentence at a semicolon: the rest of the rule
	// is often the next sentence's. Only droppedRequirement, which looks for the
	// part downstream, reads such a rule.
	parts := a.requirementParts(r)
	if len(parts) < 2 || it.s.heading || a.reportsCase(it) || it.cs.has(catQuestion) || strings.ContainsFunc(r.u.f.text[r.s.start:r.s.end], isCJK) {
		return ""
	}
	// The part named as dropped is the droppable one the sentence shares
	// the fewest words with, the later one on a tie.
	var dropped *rulePart
	least := 0
	for i := range parts {
		p := &parts[i]
		ov := overlap(p.toks, it.toks)
		if ov >= 2 && 2*ov >= len(p.toks) {
			// In the rule's own language the shared words show which
			// part is kept, and droppedRequirement names the part gone.
			if otherLanguage(r.u.f.text[r.s.start:r.s.end], it.u.f.text[it.s.start:it.s.end]) {
				return ""
			}
			return a.droppedRequirement(r, it)
		}
		if p.droppable && (dropped == nil || ov <= least) {
			dropped, least = p, ov
		}
	}
	if dropped == nil || !it.cs.any(cats(catModal, catRestrict, catRequire, catConditional, catPrecondition, catException, catUntil, catNegation, catProhibit)) ||
		it.cs.any(cats(catVoidDecl, catNoLonger)) {
		return ""
	}
	// Two words of a duty or a ban state two requirements, joined or not:
	// "只发给餐饮方，绝不出现在打印的座位图上".
	duties := 0
	for _, h := range it.u.sentHits(it.s) {
		if a.lx.m.terms[h.term].cats.any(cats(catRestrict, catProhibit, catNegation, catModal, catRequire)) {
			duties++
		}
	}
	if duties > 1 {
		return ""
	}
	st := strings.TrimRight(it.u.f.text[it.s.start:it.s.end], " .;,:。；")
	if joinsRequirements(st) {
		return ""
	}
	return fmt.Sprintf("keeps one requirement and drops the rest (%q)", clip(strings.TrimSpace(r.u.evidence(dropped.a, dropped.b).Quote), 80))
}

// cjkJoinWords join two requirements in Chinese, Japanese and Korean.
var cjkJoinWords = []string{"和", "及", "且", "并", "以及", "同时", "与", "かつ", "および", "及び", "並びに", "と共に", "ならびに",
	"및", "그리고", "함께", "모두", "하고", "하며", "이며", "되며", "이고"}

// joinsRequirements reports folded sentence text t that joins two things:
// a word for "and" or "both", a list's comma or semicolon before a last
// item, or a CJK joining word.
func joinsRequirements(t string) bool {
	for _, w := range conjunctWords {
		if indexCue(t, w) >= 0 {
			return true
		}
	}
	for _, w := range []string{"both", "ambos", "ambas", "tanto", "beide", "beiden", "sowohl", "entrambi", "entrambe", "les deux", "as duas", "os dois"} {
		if indexCue(t, w) >= 0 {
			return true
		}
	}
	for _, w := range cjkJoinWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	return strings.ContainsAny(t, "、;；")
}

// labelNamesOnly reports labels that name rule r alone among the
// upstream rules: a label heading several sentences is cited by a
// restatement of any of them.
func (a *analysis) labelNamesOnly(r upstreamRule, labels []string) (alone, siblings bool) {
	for _, o := range a.upstreamRules() {
		if o.u == r.u && o.s.start == r.s.start {
			continue
		}
		for _, l := range ruleLabels(o) {
			if !slices.Contains(labels, l) {
				continue
			}
			// Another sentence of the same policy rule ("…; a package
			// missing either is not submitted") is named with it.
			if o.u == r.u && r.ruleID != "" && o.ruleID == r.ruleID {
				siblings = true
				continue
			}
			return false, false
		}
	}
	return !siblings, siblings
}

// closestSibling reports whether sentence it, citing the label of a policy
// rule of several sentences, restates r of them: it shares the most words
// with r, and on a tie r comes first ("按GEO-5，…须附地下水位" in other
// words restates the rule's first sentence, not "a package missing either
// is not submitted").
func (a *analysis) closestSibling(r upstreamRule, it *indexed) bool {
	ov := overlap(r.toks, it.toks)
	for _, o := range a.upstreamRules() {
		if o.u != r.u || o.ruleID != r.ruleID || o.s.start == r.s.start {
			continue
		}
		if n := overlap(o.toks, it.toks); n > ov || n == ov && o.s.start < r.s.start {
			return false
		}
	}
	return true
}

// ruleLeadRestating returns the sentence downstream that opens by naming
// a rule ("Regel: …", "pela regra de QA, …", "按规定，…") and that, of
// all the protected and system rules, shares the most with r alone: a
// number of r's, or two words or more. Nil if none does.
func (a *analysis) ruleLeadRestating(ds *sentIndex, r upstreamRule) *indexed {
	score := func(o upstreamRule, it *indexed) int {
		n := overlap(o.toks, it.toks)
		for _, q := range o.sentQuants() {
			if containsQuantity(it.u.sentQuantities(it.s), q) && !a.lx.isIdentifier(o.u, o.s, q) {
				n += 2
			}
		}
		return n
	}
	for _, i := range a.ruleLeadItems(ds) {
		it := &ds.items[i]
		// One word in common ("drafts") is too little to tell the rule
		// restated from another one upstream that was not read as a rule.
		best := score(r, it)
		if best < 2 {
			continue
		}
		unique := true
		for _, o := range a.upstreamRules() {
			if (o.u == r.u && o.s.start == r.s.start) || o.ruleID == "" && !o.system {
				continue
			}
			if score(o, it) >= best {
				unique = false
				break
			}
		}
		if unique {
			return it
		}
	}
	return nil
}

// opensWithRuleLead reports a sentence whose first clause names a rule or
// policy: "Regel: …", "Pela regra de QA, …", "按公司规定，…".
func (a *analysis) opensWithRuleLead(it *indexed) bool {
	_, cb := it.u.clause(a.lx, it.s, int(it.s.start))
	return a.ruleNamedBefore(it, cb)
}

// ruleNamedBefore reports a word of a rule or a policy in sentence it
// before offset end: a rule word or heading of the lexicon (not a work
// word such as "check"), one of policyNouns, or a policy rule's code.
func (a *analysis) ruleNamedBefore(it *indexed, end int) bool {
	for _, h := range it.u.sentHits(it.s) {
		if int(h.end) > end {
			break
		}
		if a.lx.m.terms[h.term].cats.any(cats(catRuleWord, catRuleHead)) && !workRuleWords[it.u.f.text[h.start:h.end]] {
			return true
		}
	}
	return policyNouns.first(it.u.f.text[it.s.start:end]) >= 0 || ruleCompoundIn(it.u.f.text[it.s.start:end]) || a.citesRuleCode(it.u.f.text[it.s.start:end])
}

// citesRuleCode reports a policy rule's id, when it is a code ("SH-2",
// "R-PT-7"), in folded text t: "按 SH-2，…", "Per R-PT-7, …" name the
// rule they restate.
func (a *analysis) citesRuleCode(t string) bool {
	if !hasDigit(t) {
		return false
	}
	if a.ruleCodes == nil {
		codes := []string{}
		for _, rule := range a.rt.Rules {
			if id := foldString(rule.ID); isCode(id) {
				codes = append(codes, id)
			}
		}
		a.ruleCodes = &codes
	}
	return citesLabel(t, *a.ruleCodes)
}

// ruleCompoundSuffixes end a German compound that names a rule, folded:
// "Werkstattregel", "Hausvorschrift", "Sicherheitsrichtlinie".
var ruleCompoundSuffixes = []string{"regel", "regeln", "vorschrift", "vorschriften", "richtlinie", "richtlinien"}

// ruleCompoundIn reports a word of folded text t that is a compound ending
// in one of ruleCompoundSuffixes, its head three letters at least.
func ruleCompoundIn(t string) bool {
	// Nearly every sentence has none of them: one look each first.
	if !strings.Contains(t, "regel") && !strings.Contains(t, "vorschrift") && !strings.Contains(t, "richtlinie") {
		return false
	}
	return compoundIn(t, ruleCompoundSuffixes, nil)
}

// compoundIn reports a word of folded text t that is a compound ending
// in one of suffixes, its head three letters at least, unless the word
// before it is one of deny: "Werkstattregel", "Sensorfehler" (and not
// "keine Färbefehler").
func compoundIn(t string, suffixes []string, deny map[string]bool) bool {
	prev := ""
	for w := range strings.FieldsFuncSeq(t, func(r rune) bool { return r >= 0x80 || !isWordByte(byte(r)) }) {
		for _, suf := range suffixes {
			if len(w) >= len(suf)+3 && strings.HasSuffix(w, suf) && !deny[prev] {
				return true
			}
		}
		prev = w
	}
	return false
}

// citedSoftened reports a sentence that cites rule r (by its label, or
// by a rule lead that shares its numbers or words) and states it as a
// preference, in any language: "Regla BB-1: … el crossmatch se hace
// cuando hay tiempo", "規程上、原則として閉港時間帯に実施する". The rule
// itself must bind (a duty, a restriction, a ban, "always") and hold no
// preference of its own.
func (a *analysis) citedSoftened(r upstreamRule, it *indexed) string {
	if a.quotedWords(it.u, it.s) || it.cs.has(catQuestion) {
		return ""
	}
	// The rule's second half after a semicolon is still the citing
	// sentence: "Regla BB-1: el PRBC se entrega …; el crossmatch se hace
	// cuando hay tiempo".
	end := int(it.s.end)
	if k := int(it.s.idx) + 1; it.s.idx >= 0 && k < len(it.u.sents) && strings.HasSuffix(strings.TrimRight(it.u.f.text[it.s.start:it.s.end], " "), ";") {
		end = int(it.u.sents[k].end)
	}
	w := softenerIn(it.u.f.text[it.s.start:end])
	if w == "" || softenerIn(r.u.f.text[r.s.start:r.s.end]) != "" ||
		!r.cs.any(cats(catModal, catRequire, catRestrict, catProhibit, catAlways, catNegation, catPrecondition)) {
		return ""
	}
	return fmt.Sprintf("turns it into a preference (%q)", w)
}

// permitWords grant a thing outright, folded: "6 岁以下儿童可以报名", "may
// enrol", "pode ser".
var permitWords = newCueSet([]string{"may", "can", "is allowed", "are allowed", "is permitted", "are permitted", "pode", "podem",
	"puede", "pueden", "peut", "peuvent", "darf", "durfen", "kann", "konnen", "puo", "possono", "可以", "允许", "できる", "できます",
	"수 있"})

// soleWords keep the rule's "only" in words the lexicon does not read
// as a restriction: the one who may named as the sole one ("l'unico
// attuario incaricato che può riceverlo"), German "erst" ("darf erst
// unter 200 °C … geöffnet werden").
var soleWords = newCueSet([]string{"erst", "sole", "solely", "exclusively", "unico", "unica", "unicos", "unicas", "unique", "seul", "seule",
	"einzige", "einzigen", "ausschliesslich", "exclusivamente", "esclusivamente", "唯一", "唯一の", "유일"})

// citedPermitted reports a sentence that cites rule r by its label and
// grants outright what the rule allows only under a condition: "按
// HG-2，6 岁以下儿童可以报名" for "Children under 6 are enrolled only with a
// parent or guardian on the ice". The sentence keeps no word of a
// restriction, a condition, an exception, a ban or a duty.
func (a *analysis) citedPermitted(r upstreamRule, it *indexed) string {
	if !r.cs.has(catRestrict) || a.quotedWords(it.u, it.s) || it.cs.has(catQuestion) ||
		it.cs.any(cats(catRestrict, catConditional, catPrecondition, catException, catProhibit, catNegation, catUntil, catRequire)) {
		return ""
	}
	t := it.u.f.text[it.s.start:it.s.end]
	// Portuguese "só" (only), folded to "so", keeps it: "Pela ML-4, só
	// modelo com avaliação aprovada pode ser promovido".
	if permitWords.first(t) < 0 || soleWords.first(t) >= 0 || accentedOnlyIn(it.u, it.s) {
		return ""
	}
	return "drops its " + cueWords(a.lx, r.u, r.s, cats(catRestrict)) + " and grants outright what it allows only under a condition"
}

// ruleLeadItems lists, once per event, the downstream sentences that open
// with a rule lead (see opensWithRuleLead): few or none, so each rule
// looks at those alone.
func (a *analysis) ruleLeadItems(ds *sentIndex) []int {
	if a.leadItems != nil {
		return *a.leadItems
	}
	var out []int
	for i := range ds.items {
		it := &ds.items[i]
		if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) || !a.opensWithRuleLead(it) || a.quotedWords(it.u, it.s) {
			continue
		}
		out = append(out, i)
	}
	a.leadItems = &out
	return out
}

// noExceptionWords say that a rule has no exception, folded.
var noExceptionWords = []string{"without exception", "with no exception", "no exceptions", "sin excepcion", "sin excepciones",
	"sem excecao", "sem excecoes", "sans exception", "ohne ausnahme", "ausnahmslos", "senza eccezioni", "senza eccezione",
	"无一例外", "没有例外", "例外なく", "예외 없이"}

// citedConditioned reports a rule that holds in every case ("werden immer
// getauscht, auch wenn der Kunde widerspricht", "always … even if the
// client objects") restated, by a sentence that cites it, under a
// condition or an exception ("getauscht, sofern der Kunde zustimmt"): what
// it did regardless now waits on the condition. A restatement that keeps
// "always" or the concession says the same.
func (a *analysis) citedConditioned(r upstreamRule, it *indexed) string {
	// A rule with a condition or an exception of its own ("只有…才能…，否则
	// 一律暂缓", "一律不译，除非…") holds in every case only on one side of
	// it: restated by its condition, it is kept.
	rt := r.u.f.text[r.s.start:r.s.end]
	concedes := hasCue(rt, concessives)
	// "Never routed out or enlarged, without exception": a rule that
	// says it has no exception holds in every case, though the lexicon
	// reads its word for exception.
	noExc := hasCue(rt, noExceptionWords)
	every := concedes || noExc
	if !r.cs.has(catAlways) && !every || r.cs.has(catRestrict) || r.cs.has(catException) && !noExc || r.cs.has(catConditional) && !every {
		return ""
	}
	t := it.u.f.text[it.s.start:it.s.end]
	if it.cs.has(catAlways) || hasCue(t, concessives) || hasCue(t, noExceptionWords) || a.quotedWords(it.u, it.s) || it.cs.any(cats(catQuestion, catReport)) {
		return ""
	}
	h, ok := a.firstHitOf(it.u, it.s, cats(catConditional, catException))
	if !ok {
		return ""
	}
	return fmt.Sprintf("makes it hold only under a condition (%q) where it held in every case", it.u.f.text[h.start:h.end])
}
