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
		for _, q := range quantities(u.f.text, int(s.start), int(s.end), nil) {
			ca, cb := u.clause(lx, s, int(q.start))
			if a.clauseHas(u, s, ca, cb, catLimit, catRestrict, catProhibit) && !lx.isIdentifier(u, s, q) {
				r.limits = append(r.limits, q)
			}
		}
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
	return r, true
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
			if !short && !aligned(c.ov, len(r.toks), len(it.toks)) {
				continue
			}
			if !it.cs.any(ruleLikeCats) && !it.s.section.has(catRuleHead) {
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
		// limit is carried elsewhere downstream.
		if len(sq) == 0 && !containsQuantity(a.downstreamQuantities(), q) {
			return fmt.Sprintf("drops its limit %q", quantityText(r.u, q))
		}
	}
	cs := it.cs
	if cs.has(catUnlimited) {
		return "declares it unlimited"
	}
	switch {
	case r.cs.has(catProhibit) || a.plainNegation(r.u, r.s):
		// A prohibition must stay one: "never share … unless" restated as
		// "can go … once" has lost it, whatever else it keeps. A
		// requirement ("needs a team lead") keeps it too.
		if !cs.any(restrictiveCats.or(exceptionCats).or(cats(catRequire))) {
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
	if r.cs.any(exceptionCats) && !cs.any(exceptionCats.or(cats(catConditional)).or(restrictiveCats)) {
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
