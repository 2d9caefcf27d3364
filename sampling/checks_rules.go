package sampling

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"recap/review"
)

// upstreamRule is a rule or limit stated before the summary: a protected
// policy rule, or a restriction a person or the system stated in the
// original.
type upstreamRule struct {
	u      *unit
	s      sentence
	ruleID string // policy rule id; "" for rules from the original
	// carried says the summary must carry the rule's limit: limits a user
	// gave always; limits in system or harness text when the summary goes
	// on with what they limit. Policy rules are supplied by the runtime.
	carried bool
	// system marks rules from system or harness-injected text.
	system bool
	toks   []uint64
	cs     catSet
	limits []quantity // numbers bound to a limit cue
	// core are the tokens outside the rule's condition ("glass claims up
	// to R$ 10.000,00" in "…, desde que o laudo esteja anexado") and cond
	// the condition's own; nil when the rule states no condition. A
	// restatement that drops the condition keeps only the core.
	core, cond []uint64
}

// restrictiveCats make a rule narrower; exceptionCats carve out cases.
var (
	restrictiveCats = cats(catRestrict, catProhibit, catNegation)
	exceptionCats   = cats(catException)
	ruleLikeCats    = cats(catModal, catRestrict, catProhibit, catException, catConditional, catLimit, catNegation,
		catToolPermission, catUnlimited)
)

// ruleFrom reads sentence s of u as a rule, or reports false.
func (a *analysis) ruleFrom(u *unit, s sentence, policyRule bool) (upstreamRule, bool) {
	lx := a.lx
	if s.heading || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
		return upstreamRule{}, false
	}
	cs := u.sentCats(lx, s)
	if cs.has(catHedge) {
		return upstreamRule{}, false
	}
	r := upstreamRule{u: u, s: s, cs: cs}
	// Numbers that sit in a clause with a limit cue are limits.
	if cs.any(cats(catLimit, catRestrict, catProhibit)) {
		r.limits = a.ruleLimits(u, s)
	}
	restrictive := cs.any(cats(catRestrict, catProhibit, catException)) ||
		(cs.has(catNegation) && cs.has(catModal)) || len(r.limits) > 0
	if !restrictive && !policyRule {
		return upstreamRule{}, false
	}
	r.toks = lx.tokens(u, int(s.start), int(s.end), functionCats, true, nil)
	if len(r.toks) < 2 && len(r.limits) == 0 {
		return upstreamRule{}, false
	}
	if h, ok := u.firstCatHit(lx, s, catException, int(s.start), int(s.end)); ok {
		_, cb := u.clause(lx, s, int(h.end))
		r.cond = lx.tokens(u, int(h.start), cb, functionCats, true, nil)
		r.core = lx.tokens(u, int(s.start), int(h.start), functionCats, true, nil)
		r.core = mergeSorted(r.core, lx.tokens(u, cb, int(s.end), functionCats, true, nil))
	}
	return r, true
}

// coreRestated reports whether a downstream sentence restates the rule's
// core without its condition, keeping too few of the condition's words to
// have said it another way: with the rule's own limit and half the core's
// words ("windscreen claims up to $2,500"), or, for a rule without a
// number, all of the core's words (two at least).
func (a *analysis) coreRestated(r upstreamRule, it *indexed) bool {
	if len(r.core) == 0 || len(r.cond) == 0 || 2*overlap(r.cond, it.toks) >= len(r.cond) {
		return false
	}
	ov := overlap(r.core, it.toks)
	if len(r.limits) == 0 {
		return ov >= 2 && ov == len(r.core)
	}
	if ov == 0 || 2*ov < len(r.core) {
		return false
	}
	qs := quantities(it.u.f.text, int(it.s.start), int(it.s.end), nil)
	for _, q := range r.limits {
		if containsQuantity(qs, q) {
			return true
		}
	}
	return false
}

// ruleLimits returns the numbers of rule sentence s that are its limits:
// numbers in a clause with a limit, restriction or prohibition cue, except
// identifiers. Where a clause has a number with a unit (money, a percent,
// a date), the bare numbers beside it name things rather than bound them
// ("raise customer 4410's limit to 20.000 €"); and a prohibition alone,
// with no limit or restriction word, binds no bare number ("order 8830:
// do not ship until paid").
func (a *analysis) ruleLimits(u *unit, s sentence) []quantity {
	lx := a.lx
	type clauseInfo struct {
		typed, bounded bool
	}
	var qs []quantity
	var info []clauseInfo
	var starts []int
	for _, q := range quantities(u.f.text, int(s.start), int(s.end), nil) {
		ca, cb := u.clause(lx, s, int(q.start))
		if !a.clauseHas(u, s, ca, cb, catLimit, catRestrict, catProhibit) || lx.isIdentifier(u, s, q) {
			continue
		}
		qs = append(qs, q)
		starts = append(starts, ca)
		info = append(info, clauseInfo{typed: q.kind != qPlain, bounded: a.clauseHas(u, s, ca, cb, catLimit, catRestrict)})
	}
	var out []quantity
	for i, q := range qs {
		if q.kind == qPlain {
			if !info[i].bounded {
				continue
			}
			typedBeside := false
			for j := range qs {
				if starts[j] == starts[i] && info[j].typed {
					typedBeside = true
					break
				}
			}
			if typedBeside {
				continue
			}
		}
		out = append(out, q)
	}
	return out
}

func (a *analysis) upstreamRules() []upstreamRule {
	var out []upstreamRule
	for _, rule := range a.rt.Rules {
		// Policy rules recur in every event of a workflow; their reading is
		// cached and never modified (ruleFrom only reads the unit).
		rs := a.e.memo.get("rule\x00"+rule.ID+"\x00"+rule.Text, func() any {
			u := a.lx.newUnit("", rule.ID, rule.Text)
			var rs []upstreamRule
			for _, s := range u.sents {
				if r, ok := a.ruleFrom(u, s, true); ok {
					r.ruleID = rule.ID
					rs = append(rs, r)
				}
			}
			return rs
		}).([]upstreamRule)
		out = append(out, rs...)
	}
	for _, u := range a.orig {
		if u.role != review.RoleUser && u.role != review.RoleSystem && !u.injected {
			continue
		}
		for _, s := range u.sents {
			if !s.cs.any(cats(catRestrict, catProhibit, catException, catLimit, catNegation)) {
				continue
			}
			if r, ok := a.ruleFrom(u, s, false); ok {
				r.carried = true
				r.system = u.role == review.RoleSystem || u.injected
				out = append(out, r)
			}
		}
	}
	return out
}

// downstreamQuantities are the numbers what the next context reads states
// as limits: numbers in a clause with a limit, restriction or prohibition
// cue ("budget $2k", "no more than 500 per hour", "até R$ 1.000"), in the
// summary, the contract and retained messages, plus the contract's approval
// expiry dates. A bare count ("Batch 1: 500 sent") carries no limit.
func (a *analysis) downstreamQuantities() []quantity {
	if a.dsqDone {
		return a.dsQuants
	}
	var qs []quantity
	limitCues := cats(catLimit, catRestrict, catProhibit, catUnlimited)
	collect := func(u *unit) {
		for _, s := range u.sents {
			if !s.cs.any(limitCues) && !s.section.has(catRuleHead) {
				continue
			}
			for _, q := range quantities(u.f.text, int(s.start), int(s.end), nil) {
				ca, cb := u.clause(a.lx, s, int(q.start))
				if s.section.has(catRuleHead) || a.clauseHas(u, s, ca, cb, catLimit, catRestrict, catProhibit, catUnlimited) {
					qs = append(qs, q)
				}
			}
		}
	}
	for _, u := range a.downstream() {
		collect(u)
	}
	for _, u := range a.retained {
		collect(u)
	}
	if c := a.ev.Summary.Contract; c != nil {
		for _, ap := range c.Approvals {
			if ap.ExpiresAt != nil {
				qs = append(qs, dateOf(*ap.ExpiresAt))
			}
		}
	}
	a.dsQuants, a.dsqDone = qs, true
	return qs
}

// allDownstreamQuantities are every number downstream that is not an
// identifier, limit or not.
func (a *analysis) allDownstreamQuantities() []quantity {
	var qs []quantity
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			for _, q := range quantities(u.f.text, int(s.start), int(s.end), nil) {
				if !a.lx.isIdentifier(u, s, q) {
					qs = append(qs, q)
				}
			}
		}
	}
	return qs
}

func dateOf(t time.Time) quantity {
	d := t.UTC()
	days := float64(time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC).Unix() / 86400)
	return quantity{vals: [2]float64{days}, nvals: 1, kind: qDate}
}

func containsQuantity(qs []quantity, q quantity) bool {
	for _, x := range qs {
		if equalQuantity(x, q) {
			return true
		}
	}
	return false
}

// comparableKinds reports whether two quantities measure the same kind of
// thing, so a difference between them is a changed number.
func comparableKinds(x, y quantity) bool {
	switch {
	case x.kind == qDate || y.kind == qDate:
		return x.kind == y.kind
	case x.kind == qPercent || y.kind == qPercent:
		return x.kind == y.kind
	case x.kind == qMoney && y.kind == qMoney:
		return currencyCompatible(x.currency, y.currency)
	}
	return true
}

// quantityText quotes a quantity from its unit.
func quantityText(u *unit, q quantity) string {
	return u.evidence(int(q.start), int(q.end)).Quote
}

// checkRules finds rules and limits the summary restates with a number
// changed or a negation, restriction or exception dropped, and limits
// present upstream that nothing downstream carries.
func (a *analysis) checkRules() {
	if a.summary == nil && len(a.contract) == 0 {
		return
	}
	lx := a.lx
	ds := a.downstreamIndex()
	for _, r := range a.upstreamRules() {
		// Every restatement counts: a rule is weakened if any of them
		// weakens it, even when another one keeps it.
		weakened := false
		for _, c := range ds.candidates(r.toks) {
			it := &ds.items[c.id]
			if it.retained || it.s.heading || isPendingUnit(it.u) || isHypothesisUnit(it.u) {
				continue
			}
			// A short rule ("never refund more than R$ 1.000,00") aligns when
			// all its words and a number of the same kind recur.
			short := len(r.toks) < 3 && len(r.limits) > 0 && c.ov == len(r.toks) && a.hasComparable(it, r.limits)
			if !short && !aligned(c.ov, len(r.toks), len(it.toks)) && !a.coreRestated(r, it) {
				continue
			}
			if !it.cs.any(ruleLikeCats) && !it.s.section.has(catRuleHead) && !a.labeledRule(it) {
				continue
			}
			if why := a.weakening(r, it); why != "" {
				a.reportWeakened(r, it, why)
				weakened = true
				break
			}
		}
		if weakened {
			continue
		}
		if !r.carried || len(r.limits) == 0 {
			continue
		}
		// A system limit matters when the summary goes on with what it
		// limits: its subject recurs downstream.
		if r.system && !a.subjectContinues(ds, r) {
			continue
		}
		dq := a.downstreamQuantities()
		for _, q := range r.limits {
			if containsQuantity(dq, q) {
				continue
			}
			a.add(FindingMissingLimit, fmt.Sprintf("The original sets a limit (%q in %q) that the summary and contract do not carry; treat it as still in force at its most restrictive, never as unlimited.",
				quantityText(r.u, q), clip(r.u.sentenceEvidence(r.s).Quote, 120)), r.u.sentenceEvidence(r.s))
			break
		}
	}
	a.checkSourceLimits()
	_ = lx
}

// labeledRule reports a sentence that labels itself a rule: it opens with
// a rule word and a colon ("Rule: …", "Regra: …", "Règle : …", "规则：…").
func (a *analysis) labeledRule(it *indexed) bool {
	hs := it.u.sentHits(it.s)
	if len(hs) == 0 || !a.lx.m.terms[hs[0].term].cats.any(cats(catRuleHead, catRuleWord)) ||
		!a.onlyFillersBetween(it.u, it.s, int(it.s.start), int(hs[0].start)) {
		return false
	}
	rest := strings.TrimLeft(it.u.f.text[hs[0].end:it.s.end], " ")
	return strings.HasPrefix(rest, ":")
}

// hasComparable reports whether sentence it holds a number comparable with
// one of qs.
func (a *analysis) hasComparable(it *indexed, qs []quantity) bool {
	for _, x := range quantities(it.u.f.text, int(it.s.start), int(it.s.end), nil) {
		for _, q := range qs {
			if comparableKinds(q, x) {
				return true
			}
		}
	}
	return false
}

// subjectContinues reports whether a downstream sentence shares a content
// word or concept with the rule (the API, the supplier transfers, the
// e-mail batches it limits).
func (a *analysis) subjectContinues(ds *sentIndex, r upstreamRule) bool {
	for _, c := range ds.candidates(r.toks) {
		if !ds.items[c.id].retained {
			return true
		}
	}
	return false
}

// weakening says how a restatement weakens a rule, or "".
func (a *analysis) weakening(r upstreamRule, it *indexed) string {
	lx := a.lx
	down := it.u
	var sq []quantity
	for _, q := range quantities(down.f.text, int(it.s.start), int(it.s.end), nil) {
		if !lx.isIdentifier(down, it.s, q) {
			sq = append(sq, q)
		}
	}
	for _, q := range r.limits {
		if containsQuantity(sq, q) {
			continue
		}
		for _, x := range sq {
			if comparableKinds(q, x) {
				return fmt.Sprintf("changes %q to %q", quantityText(r.u, q), quantityText(down, x))
			}
		}
		// Leaving the number out of one sentence weakens nothing while the
		// limit is carried elsewhere downstream. A limit from the original
		// that nothing downstream carries is a missing limit (see
		// checkRules); a protected policy rule restated without its number
		// is weakened.
		if len(sq) == 0 && !containsQuantity(a.downstreamQuantities(), q) && r.ruleID != "" {
			return fmt.Sprintf("drops its limit %q", quantityText(r.u, q))
		}
	}
	cs := it.cs
	if cs.has(catUnlimited) {
		return "declares it unlimited"
	}
	// A next step ("Next: once approved, place the order") plans work
	// under the rule; it restates none of its words of restriction, so
	// only a changed number there weakens the rule.
	if a.nextStepLine(it) {
		return ""
	}
	switch {
	case r.cs.has(catProhibit) || a.plainNegation(r.u, r.s):
		// A prohibition must stay one: "never share … unless" restated as
		// "can go … once" has lost it, whatever else it keeps. A
		// requirement ("needs a team lead") keeps it too, and so does an
		// upper bound for a prohibited excess ("may not exceed the budget"
		// as "within the budget"; its number was compared above). A
		// threshold kept ("above R$ 1.000,00 … with the agent's approval")
		// is no bound: the prohibition is gone.
		keep := restrictiveCats.or(exceptionCats).or(cats(catRequire))
		if r.cs.has(catLimit) {
			keep = keep.or(cats(catBound))
		}
		if !cs.any(keep) {
			return "drops its " + cueWords(lx, r.u, r.s, cats(catProhibit, catNegation))
		}
	case r.cs.any(restrictiveCats):
		keep := restrictiveCats.or(exceptionCats).or(cats(catRequire))
		if r.cs.has(catLimit) {
			keep = keep.or(cats(catLimit))
		}
		if !cs.any(keep) {
			return "drops its " + cueWords(lx, r.u, r.s, restrictiveCats)
		}
	}
	// A condition said in other words ("somente com o laudo anexado" for
	// "desde que o laudo esteja anexado") keeps most of its own words.
	if r.cs.any(exceptionCats) && !cs.any(exceptionCats.or(cats(catConditional)).or(restrictiveCats)) &&
		(len(r.cond) == 0 || 2*overlap(r.cond, it.toks) < len(r.cond)) {
		return "drops its " + cueWords(lx, r.u, r.s, exceptionCats)
	}
	return ""
}

// plainNegation reports a negation in s that is not just "without"
// ("may issue … without a team lead" permits; "do not issue" forbids).
func (a *analysis) plainNegation(u *unit, s sentence) bool {
	for _, h := range u.sentHits(s) {
		cs := a.lx.m.terms[h.term].cats
		if cs.has(catNegation) && !cs.has(catNoNeed) {
			return true
		}
	}
	return false
}

// cueWords quotes the cue words of categories cs in sentence s.
func cueWords(lx *lexicon, u *unit, s sentence, cs catSet) string {
	var ws []string
	for _, h := range u.sentHits(s) {
		if lx.m.terms[h.term].cats.any(cs) {
			w := strings.TrimSpace(u.evidence(int(h.start), int(h.end)).Quote)
			if w != "" && !slices.Contains(ws, w) {
				ws = append(ws, w)
			}
		}
	}
	if len(ws) == 0 {
		return "condition"
	}
	return "condition (" + strings.Join(quoteAll(ws), ", ") + ")"
}

func (a *analysis) reportWeakened(r upstreamRule, it *indexed, why string) {
	down := it.u.sentenceEvidence(it.s)
	rule := clip(r.u.sentenceEvidence(r.s).Quote, 120)
	var ev []review.Evidence
	src := "the original's rule"
	if r.ruleID != "" {
		src = fmt.Sprintf("protected rule %q", r.ruleID)
	} else {
		ev = append(ev, r.u.sentenceEvidence(r.s))
	}
	ev = append(ev, down)
	a.add(FindingRuleWeakened, fmt.Sprintf("The summary restates %s (%q) as %q, which %s; the rule stands as originally written.",
		src, rule, clip(down.Quote, 120), why), ev...)
}

// limitConcepts name limits, budgets and expiries in source-of-truth keys.
var limitConcepts = []concept{cLimit, cBudget, cExpiry, cDue}

// checkSourceLimits checks that limits, budgets and expiries in the source
// of truth reach the summary or contract.
func (a *analysis) checkSourceLimits() {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return
	}
	dq := a.downstreamQuantities()
	for _, k := range sortedKeys(sot.Facts) {
		v := sot.Facts[k]
		kc, _ := a.keyTerms(k)
		if !overlapsConcepts(kc, limitConcepts) {
			continue
		}
		// The source's value is exact: carried when it appears downstream
		// at all, as a limit or not.
		q, ok := valueQuantity(v)
		if !ok || containsQuantity(dq, q) || containsQuantity(a.allDownstreamQuantities(), q) {
			continue
		}
		a.add(FindingMissingLimit, fmt.Sprintf("The source of truth sets %s = %s, but the summary and contract do not carry it; treat it as still in force at its most restrictive, never as unlimited.",
			k, clip(fmt.Sprint(v), 40)), factEvidence(k, v))
	}
	c := a.ev.Summary.Contract
	if c == nil {
		return
	}
	for i, ap := range c.Approvals {
		if ap.ExpiresAt != nil {
			continue
		}
		for j, sa := range sot.Approvals {
			if sameID(sa.ID, ap.ID) && sa.ExpiresAt != nil {
				a.add(FindingMissingLimit, fmt.Sprintf("Approval %q expires at %s in the source of truth, but the contract gives it no expiry; it must not be treated as open-ended.",
					ap.ID, sa.ExpiresAt.UTC().Format(time.RFC3339)),
					contractEvidence(fmt.Sprintf("/approvals/%d/id", i), ap.ID),
					// The whole value: the time as sent is not kept byte for byte.
					review.Evidence{Pane: review.PaneSourceOfTruth, Ref: fmt.Sprintf("/approvals/%d/expires_at", j)})
			}
		}
	}
}

// factEvidence quotes a source-of-truth fact: its string, or the JSON text
// of a number or boolean.
func factEvidence(key string, v any) review.Evidence {
	s := factText(v)
	return review.Evidence{Pane: review.PaneSourceOfTruth, Ref: "/facts/" + pointerToken(key), Start: 0, End: len(s), Quote: s}
}

// factText is the text of a fact value as it appears in JSON (strings
// without quotes).
func factText(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return x
	case bool:
		if x {
			return "true"
		}
		return "false"
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}
