package sampling

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"recap/review"
)

// The residual model reads the events no check and no risk class sends to
// a human, and asks for review of the ones that look like the risky events
// the checks missed before. The checks look for exact constructions: a
// rule restated with its number changed, a blocker with no pending item, a
// failure no sentence reports. Each has guards, since the same words turn
// up innocently. The model looks for no construction. It weighs what the
// summary and its contract leave unreconciled of the original and the
// protected rules: numbers no downstream number equals, rule and
// instruction sentences whose words are mostly not downstream, more
// sentences that block, bound or report a failure upstream than
// downstream. Every feature is such a gap, and every weight is at least
// zero, so an event with nothing upstream to carry gets the model's
// lowest score, and carrying more never raises it.
//
// The weights are a logistic regression fitted offline on the read sets'
// events that nothing else queued (see residual_model_test.go) and shipped
// in residual_model_data.go, so the same event always gets the same score.
// It marks the event unexpected_behavior, with the sentences that weighed
// most as evidence, so a reviewer reads it, and says why in a
// residual_model finding (info by default: the risk is what queues).

// Residual features, in the order of residualModel's weights. "Not
// carried" means no number of the summary or the contract equals it.
const (
	rfRuleQtyMiss       = iota // numbers of the protected rules not carried
	rfRuleUnaligned            // rule sentences whose words are mostly not downstream
	rfInstrLimitQtyMiss        // numbers in bounding sentences of system and user messages, not carried
	rfInstrQtyMiss             // other numbers of system and user messages, not carried
	rfToolLimitQtyMiss         // numbers in bounding sentences of tool results, not carried
	rfOtherQtyMiss             // other numbers of tool results and the assistant's text, not carried
	rfFailGap                  // failure sentences of ok tool results past the summary's failure talk
	rfBlockGap                 // blocking sentences upstream past those downstream and the pending items
	rfBlockUnaligned           // blocking sentences upstream whose words are mostly not downstream
	rfLimitGap                 // bounding sentences upstream past those downstream
	rfLimitUnaligned           // bounding sentences upstream whose words are mostly not downstream
	rfBlockNoPending           // blocking talk upstream and no pending item in the contract
	rfLimitDropped             // bounding talk upstream and none downstream
	rfBlockDropped             // blocking talk upstream, none downstream and no pending item
	rfRulesDropped             // protected rules and not one rule sentence mostly downstream
	rfCount
)

// residualFeatureNames name the features in the data file and the tests.
var residualFeatureNames = [rfCount]string{
	"rule_qty_miss", "rule_unaligned", "instr_limit_qty_miss", "instr_qty_miss",
	"tool_limit_qty_miss", "other_qty_miss", "fail_gap", "block_gap", "block_unaligned",
	"limit_gap", "limit_unaligned", "block_no_pending", "limit_dropped", "block_dropped", "rules_dropped",
}

// residualModel is a logistic model over standardised features: the
// score is σ(bias + Σ weight·(v − mean)/scale), where v is the feature's
// count capped at residualCap, through log1p (the flags as they are).
type residualModel struct {
	mean, scale, weight [rfCount]float64
	bias                float64
	// threshold is the score from which an event is marked; fitted so
	// that it marks residualCleanShare of the training events that
	// nothing else queued and were benign.
	threshold float64
}

// Cue sets the features count.
var (
	rfBlockCues = cats(catPending, catBlockStrong, catPrecondition, catUntil, catNotUntil, catGate, catRequire)
	rfLimitCues = cats(catRestrict, catException, catProhibit, catLimit, catCeiling, catCap, catThreshold, catBound, catConditional)
	rfQtyCues   = cats(catLimit, catCap, catCeiling, catBound, catRestrict, catProhibit, catThreshold, catRemaining, catUntil)
	rfFailCues  = cats(catFailure, catFailureObject, catRetried)
)

// residualFeatures holds an event's features and, for the features that
// point at a sentence, the first such sentence.
type residualFeatures struct {
	x   [rfCount]float64
	ev  [rfCount]review.Evidence
	has [rfCount]bool
	// rules are the ids of the protected rules with a gap, for the
	// message (rules have no pane to point at).
	rules []string
}

// residualCap bounds every count the model reads. The training events
// have originals of 4 to 9 messages; a real one runs longer, and a count
// far past anything the weights were fitted on would push the score up
// for its length alone. From the cap on, more of the same says nothing
// more.
const residualCap = 3

// vector is x as the model reads it: counts capped at residualCap, through
// log1p; the flags as they are.
func (f *residualFeatures) vector() [rfCount]float64 {
	var v [rfCount]float64
	for i, x := range f.x {
		if i >= rfBlockNoPending {
			v[i] = x
		} else {
			v[i] = math.Log1p(min(x, residualCap))
		}
	}
	return v
}

// point keeps s as the evidence of feature i unless it has some.
func (f *residualFeatures) point(i int, u *unit, s sentence) {
	if !f.has[i] && u.pane != "" {
		f.ev[i], f.has[i] = u.sentenceEvidence(s), true
	}
}

func (f *residualFeatures) mark(i int, u *unit, s sentence) {
	f.x[i]++
	f.point(i, u, s)
}

// residualFeatures reads the event's features from residualScope. Where
// the summary is written in another script than the original (Chinese
// for Portuguese), no word aligns, so the sentences' words are not
// compared: only numbers and counts are.
func (a *analysis) residualFeatures() *residualFeatures {
	f := &residualFeatures{}
	var down []uint64
	var downCJK, downLen, upCJK, upLen int
	var downFail, downBlock, downLimit float64
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			down = append(down, a.lx.sentTokens(u, s)...)
			if s.cs.any(rfFailCues) {
				downFail++
			}
			if s.cs.any(rfBlockCues) {
				downBlock++
			}
			if s.cs.any(rfLimitCues) {
				downLimit++
			}
		}
		downLen += len(u.f.text)
		if mostlyCJK(u.f.text) {
			downCJK += len(u.f.text)
		}
	}
	scope := a.residualScope()
	for _, u := range scope {
		upLen += len(u.f.text)
		if mostlyCJK(u.f.text) {
			upCJK += len(u.f.text)
		}
	}
	share := func(n, d int) float64 {
		if d == 0 {
			return 0
		}
		return float64(n) / float64(d)
	}
	words := math.Abs(share(upCJK, upLen)-share(downCJK, downLen)) <= 0.5
	downToks := newHashSet(down)
	var dq []float64
	for _, q := range a.allDownstreamQuantities() {
		dq = append(dq, residualValues(q)...)
	}
	carried := func(q quantity) bool {
		return slices.ContainsFunc(residualValues(q), func(v float64) bool { return carriedValue(dq, v) })
	}
	// aligned reports most of a sentence's content words downstream.
	aligned := func(toks []uint64, share float64) bool {
		if !words || len(toks) == 0 {
			return true
		}
		n := 0
		for _, t := range toks {
			if downToks.has(t) {
				n++
			}
		}
		return float64(n) >= share*float64(len(toks))
	}
	ruleSents := 0
	for _, rule := range a.rt.Rules {
		gap := false
		for _, rs := range a.residualRule(rule) {
			ruleSents++
			for _, vs := range rs.vals {
				if !slices.ContainsFunc(vs, func(v float64) bool { return carriedValue(dq, v) }) {
					f.x[rfRuleQtyMiss]++
					gap = true
				}
			}
			if !aligned(rs.toks, 0.5) {
				f.x[rfRuleUnaligned]++
				gap = true
			}
		}
		if gap && rule.ID != "" && !slices.Contains(f.rules, rule.ID) {
			f.rules = append(f.rules, rule.ID)
		}
	}
	var upFail, upBlock, upLimit float64
	for _, u := range scope {
		instr := u.role == review.RoleSystem || u.role == review.RoleUser || u.injected
		tool := u.role == review.RoleTool
		for _, s := range u.sents {
			if tool && !u.isError && s.cs.has(catFailure) && !s.cs.has(catNoFailure) {
				upFail++
				f.point(rfFailGap, u, s)
			}
			if s.cs.any(rfBlockCues) {
				upBlock++
				f.point(rfBlockGap, u, s)
				if !aligned(a.lx.sentTokens(u, s), 1.0/3) {
					f.mark(rfBlockUnaligned, u, s)
				}
			}
			if !tool && s.cs.any(rfLimitCues) {
				upLimit++
				f.point(rfLimitGap, u, s)
				if !aligned(a.lx.sentTokens(u, s), 1.0/3) {
					f.mark(rfLimitUnaligned, u, s)
				}
			}
			bounding := s.cs.any(rfQtyCues) || sentDeadlineCue(u, s)
			for _, q := range u.sentQuantities(s) {
				if a.lx.isIdentifier(u, s, q) || carried(q) {
					continue
				}
				switch {
				case instr && bounding:
					f.mark(rfInstrLimitQtyMiss, u, s)
				case instr:
					f.mark(rfInstrQtyMiss, u, s)
				case tool && bounding:
					f.mark(rfToolLimitQtyMiss, u, s)
				default:
					f.mark(rfOtherQtyMiss, u, s)
				}
			}
		}
	}
	var pending float64
	if c := a.ev.Summary.Contract; c != nil {
		pending = float64(len(c.PendingItems))
	}
	f.x[rfFailGap] = max(0, upFail-downFail)
	f.x[rfBlockGap] = max(0, upBlock-downBlock-pending)
	f.x[rfLimitGap] = max(0, upLimit-downLimit)
	if upBlock > 0 && pending == 0 {
		f.x[rfBlockNoPending] = 1
		if downBlock == 0 {
			f.x[rfBlockDropped] = 1
		}
	}
	if upLimit > 0 && downLimit == 0 {
		f.x[rfLimitDropped] = 1
	}
	if words && ruleSents > 0 && f.x[rfRuleUnaligned] == float64(ruleSents) {
		f.x[rfRulesDropped] = 1
	}
	return f
}

// residualWindow is how many of the original's last messages of work the
// model reads besides its instructions: as many as the training events
// hold.
const residualWindow = 9

// residualScope is what the model reads of the original: the system and
// user messages wherever they are (the instructions a summary must
// carry), and the last residualWindow other messages that are not tool
// calls. The training events' originals hold 4 to 9 messages; a real one
// holds hundreds, most of them work the summary may rightly leave out.
// Read whole, it would give counts the weights never saw, so the model
// reads a real original as it read the training ones: the instructions
// and the recent work the next step continues.
func (a *analysis) residualScope() []*unit {
	var out []*unit
	n := 0
	for i := len(a.orig) - 1; i >= 0; i-- {
		u := a.orig[i]
		switch {
		case u.role == review.RoleSystem || u.role == review.RoleUser:
			out = append(out, u)
		case u.role == review.RoleAssistant && u.name != "":
		case n < residualWindow:
			out = append(out, u)
			n++
		}
	}
	slices.Reverse(out)
	return out
}

// carriedValue reports v among the downstream values dq.
func carriedValue(dq []float64, v float64) bool {
	return slices.ContainsFunc(dq, func(d float64) bool { return math.Abs(d-v) <= 1e-9*math.Max(1, math.Abs(v)) })
}

// residualRuleSent is what the residual model reads of one sentence of a
// protected rule: its content words and the values of each of its
// numbers.
type residualRuleSent struct {
	toks []uint64
	vals [][]float64
}

// residualRule reads a protected rule once per engine: rules recur in
// every event of a workflow, and the reading depends on the text alone.
func (a *analysis) residualRule(rule review.Rule) []residualRuleSent {
	return a.e.memo.get(memoKey{kind: "residual-rule", a: rule.ID, b: rule.Text}, func() any {
		u := a.lx.newUnit("", rule.ID, rule.Text)
		var out []residualRuleSent
		for _, s := range u.sents {
			rs := residualRuleSent{toks: slices.Clone(a.lx.sentTokens(u, s))}
			for _, q := range u.sentQuantities(s) {
				if !a.lx.isIdentifier(u, s, q) {
					rs.vals = append(rs.vals, residualValues(q))
				}
			}
			out = append(out, rs)
		}
		return out
	}).([]residualRuleSent)
}

// residualValues are the values a number can be carried as: as written
// and, for a duration, in minutes ("1.5 h" carries "90 minutes").
func residualValues(q quantity) []float64 {
	out := make([]float64, 0, 3)
	for i := range int(q.nvals) {
		out = append(out, q.vals[i])
		if q.per > 0 {
			out = append(out, q.vals[i]*q.per)
		}
	}
	return out
}

// logit is the model's log-odds for the features.
func (m *residualModel) logit(v [rfCount]float64) float64 {
	z := m.bias
	for i := range v {
		if m.scale[i] > 0 {
			z += m.weight[i] * (v[i] - m.mean[i]) / m.scale[i]
		}
	}
	return z
}

func (m *residualModel) score(v [rfCount]float64) float64 {
	return 1 / (1 + math.Exp(-m.logit(v)))
}

// residualThreshold is the score from which the model marks an event: the
// policy's residual_model_threshold when set (0 turns the model off), else
// the model's own.
func (a *analysis) residualThreshold() float64 {
	if t := a.e.policy.ResidualModelThreshold; t != nil {
		return *t
	}
	return theResidualModel.threshold
}

// residualRisk marks unexpected_behavior in an event nothing else sends
// to a human when the residual model scores it at least the threshold.
// The evidence is the upstream sentences behind the two features that
// raised the score most (the protected rules have no pane, so a rule
// feature points at none) and the summary's last sentence, its next step.
func (a *analysis) residualRisk() {
	t := a.residualThreshold()
	if a.e.noResidualModel || t <= 0 || a.queued() {
		return
	}
	f := a.residualFeatures()
	m := &theResidualModel
	v := f.vector()
	if m.score(v) < t {
		return
	}
	type part struct {
		i int
		c float64
	}
	var parts []part
	for i := range v {
		if m.scale[i] == 0 {
			continue
		}
		if c := m.weight[i] * (v[i] - m.mean[i]) / m.scale[i]; c > 0 {
			parts = append(parts, part{i, c})
		}
	}
	slices.SortStableFunc(parts, func(x, y part) int {
		switch {
		case x.c > y.c:
			return -1
		case x.c < y.c:
			return 1
		}
		return 0
	})
	var reasons []string
	for _, p := range parts[:min(len(parts), 3)] {
		r := residualReason(p.i, f.x[p.i])
		if (p.i == rfRuleQtyMiss || p.i == rfRuleUnaligned || p.i == rfRulesDropped) && len(f.rules) > 0 {
			r += " (" + strings.Join(f.rules[:min(len(f.rules), 3)], ", ") + ")"
		}
		reasons = append(reasons, r)
	}
	var ev []review.Evidence
	for _, p := range parts {
		if len(ev) == 2 {
			break
		}
		if f.has[p.i] && !slices.Contains(ev, f.ev[p.i]) {
			ev = append(ev, f.ev[p.i])
		}
	}
	// The next step, which goes ahead on what the summary carries.
	if a.summary != nil && len(a.summary.sents) > 0 {
		ev = append(ev, a.summary.sentenceEvidence(a.summary.sents[len(a.summary.sents)-1]))
	}
	if len(ev) == 0 {
		ev = append(ev, review.Evidence{Pane: review.PaneSummary, Ref: "text"})
	}
	a.risk(review.RiskUnexpectedBehavior, ev...)
	a.add(FindingResidualModel, fmt.Sprintf("No check found a defect, but the summary leaves upstream content out the way summaries of risky events "+
		"have: %s (residual model score %.2f, marked from %.3f). Read what it leaves out before the next run resumes from it.",
		strings.Join(reasons, "; "), m.score(v), t), ev...)
}

// residualReason says in a reviewer's words what feature i counted (n).
func residualReason(i int, n float64) string {
	k := int(n)
	count := func(one, many string) string {
		if k == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", k, many)
	}
	switch i {
	case rfRuleQtyMiss:
		return count("number", "numbers") + " of the protected rules not carried by the summary or the contract"
	case rfRuleUnaligned:
		return count("sentence", "sentences") + " of the protected rules not carried"
	case rfInstrLimitQtyMiss:
		return count("number", "numbers") + " of a limit or deadline in the instructions not carried"
	case rfInstrQtyMiss:
		return count("other number", "other numbers") + " of the instructions not carried"
	case rfToolLimitQtyMiss:
		return count("number", "numbers") + " of a limit or deadline in tool results not carried"
	case rfOtherQtyMiss:
		return count("number", "numbers") + " of tool results or the agent's own messages not carried"
	case rfFailGap:
		return count("failure", "failures") + " reported by tool results beyond what the summary reports"
	case rfBlockGap:
		return count("blocking sentence", "blocking sentences") + " upstream beyond the summary's and its pending items"
	case rfBlockUnaligned:
		return count("blocking sentence", "blocking sentences") + " upstream not carried"
	case rfLimitGap:
		return count("bounding sentence", "bounding sentences") + " upstream beyond the summary's"
	case rfLimitUnaligned:
		return count("bounding sentence", "bounding sentences") + " upstream not carried"
	case rfBlockNoPending:
		return "blocking talk upstream and no pending item in the contract"
	case rfLimitDropped:
		return "limits or conditions upstream and none in the summary"
	case rfBlockDropped:
		return "blocking talk upstream, none in the summary and no pending item"
	case rfRulesDropped:
		return "no sentence of a protected rule carried"
	}
	return residualFeatureNames[i]
}
