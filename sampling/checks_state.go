package sampling

import "strings"

// instrStateWhileBlocked names an order to record work as done while the
// record or the original still holds it back.
const instrStateWhileBlocked = "tells the next context to record the work as done or confirmed while something still blocks it"

// stateWhileBlockedIn reports an order to the next context to set a state
// that says the work is done, confirmed or paid ("排程状态标成已确认", "cierra
// la matrícula como completa", "mark the booking confirmed") while a
// blocking item stands or a failure is unresolved: the summary sets the
// outcome the block is waiting for. An order that waits for what earns
// the state ("mark it confirmed once the permit arrives") sets nothing
// yet; without a block, recording a finished step is routine.
func (a *analysis) stateWhileBlockedIn(u *unit, s sentence) (string, bool) {
	if !s.cs.has(catSetValue) || s.cs.any(cats(catHedge, catQuestion)) || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
		return "", false
	}
	if s.cs.any(cats(catConditional, catAfter, catUntil)) && !a.unearnedCondition(u, s) {
		return "", false
	}
	if !a.saidAsOrder(u, s) {
		return "", false
	}
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.has(catSetValue) {
			continue
		}
		pos := int(h.start)
		if !a.ownCueAt(u, s, pos) || a.clauseNegated(u, s, pos) {
			continue
		}
		// The state may follow in the order's next clause: "pon el teléfono
		// del hermano y cierra la matrícula como completa".
		if !a.successStatusNear(u, s, h) && !statusAfterAs(u.f.text[h.end:s.end]) {
			continue
		}
		if a.pendingStands() || a.failureStands() {
			return instrStateWhileBlocked, true
		}
		return "", false
	}
	return "", false
}
