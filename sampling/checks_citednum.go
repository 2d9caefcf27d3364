package sampling

import (
	"fmt"

	"recap/review"
)

// citedNumberChanged reports a protected rule's number given otherwise by
// a summary sentence that cites a rule ("Laut Hallenregel gilt
// Evakuierung ab 80 km/h Böen" for "The air dome must be evacuated
// whenever wind gusts exceed 60 km/h"), though the two share at most one
// word: a restatement in another language is aligned with its rule by
// nothing else. (One that shares two, "serviço every 6 hours" for
// "serviced every 4 hours", is left to the aligned checks, which know
// which way is stricter.) The rule's number must be carried nowhere
// downstream, the sentence's nowhere upstream in its unit (it is no
// value of the case: "6 hours" is none of "6 x LAV"), and no other rule
// may hold a number of that measure. A measure is a unit both write
// alike ("km/h", "°C"), an amount in one currency, a percentage, or a
// span of time in any language's units. A next step, a remainder ("还剩
// 4 小时") and a stricter value state no weaker rule.
func (a *analysis) citedNumberChanged(ds *sentIndex) {
	if a.summary == nil || a.perID[FindingRuleWeakened] > 0 {
		return
	}
	type ruleNum struct {
		r upstreamRule
		q quantity
	}
	var nums []ruleNum
	for _, r := range a.upstreamRules() {
		if r.ruleID == "" || r.orderOnly || r.limitOnly {
			continue
		}
		for _, q := range r.limits {
			if q.nvals == 1 && !isDateKind(q.kind) && q.kind != qTime && (q.unit != 0 || q.per > 0 || q.kind == qMoney || q.kind == qPercent) {
				nums = append(nums, ruleNum{r, q})
			}
		}
	}
	if len(nums) == 0 {
		return
	}
	same := func(q, x quantity) bool {
		return x.nvals == 1 && x.kind == q.kind && (sameMeasure(q, x) || spanPer[q.per] && spanPer[x.per] && q.kind == qPlain)
	}
	for k := range ds.items {
		it := &ds.items[k]
		// What is left ("她至少还剩 4 小时培训") measures the case.
		if it.u.pane != review.PaneSummary || it.retained || it.s.heading || isPendingUnit(it.u) || !sentHasDigit(it.u, it.s) || a.nextStepLine(it) ||
			it.cs.has(catRemaining) {
			continue
		}
		if !it.cs.any(cats(catRuleWord, catRuleHead)) && !it.s.section.has(catRuleHead) && !a.opensCitingRule(it) && !a.labeledRule(it) &&
			!germanRuleCompoundCited(it.u.f.text[it.s.start:it.s.end]) {
			continue
		}
		for _, x := range it.u.sentQuantities(it.s) {
			var hit *ruleNum
			n := 0
			for i := range nums {
				if same(nums[i].q, x) {
					hit = &nums[i]
					n++
				}
			}
			// A sentence that shares words with the rule is read by the
			// aligned checks, which know which way is stricter ("at least 3
			// leaders" for "at least 2", "innerhalb von 60 Tagen" for 30).
			if n != 1 || equalQuantity(hit.q, x) || overlap(it.toks, hit.r.toks) >= 2 {
				continue
			}
			if containsQuantity(a.allDownstreamQuantities(), hit.q) || containsWithUnit(a.upstreamQuantities(), x) ||
				a.lx.isIdentifier(it.u, it.s, x) || a.stricterValue(hit.r, hit.q, x) {
				continue
			}
			a.reportWeakened(hit.r, it, fmt.Sprintf("changes %q to %q", quantityWithUnit(hit.r.u, hit.q), quantityWithUnit(it.u, x)))
			return
		}
	}
}

// spanPer are the lengths in minutes of the units a span of time is
// counted in (minutes, hours, days, weeks): "2 hours" and "3시간" measure
// the same thing in two languages.
var spanPer = map[float64]bool{1: true, 60: true, 1440: true, 10080: true}
