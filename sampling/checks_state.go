package sampling

import (
	"fmt"
	"slices"
	"strings"

	"recap/review"
)

// instrStateWhileBlocked names an order to record work as done while the
// record or the original still holds it back.
const instrStateWhileBlocked = "tells the next context to record the work as done or confirmed while something still blocks it"

// stateWhileBlockedIn reports an order to the next context to set a state
// that says the work is done, confirmed or paid ("排程状态标成已确认", "cierra
// la matrícula como completa", "mark the booking confirmed") while a
// blocking item stands or a failure is unresolved, or with "put right
// later" beside it ("lançados como quitados; se os recibos vierem
// diferentes, acerta-se depois"): the summary sets an outcome nothing has
// earned. An order that waits for what earns the state ("mark it confirmed
// once the permit arrives") sets nothing yet; without a block, recording
// a finished step is routine.
func (a *analysis) stateWhileBlockedIn(u *unit, s sentence) (string, bool) {
	if !s.cs.has(catSetValue) || s.cs.any(cats(catHedge, catQuestion)) || asksQuestion(u.f.text[s.start:s.end]) {
		return "", false
	}
	if s.cs.any(cats(catConditional, catAfter, catUntil)) && !a.unearnedCondition(u, s) {
		return "", false
	}
	for _, h := range a.ownSetValues(u, s) {
		if a.negatedAfterLabel(u, s, int(h.start)) {
			continue
		}
		// The state may follow in the order's next clause: "pon el teléfono
		// del hermano y cierra la matrícula como completa".
		if !a.successStatusNear(u, s, h) && !statusAfterAs(u.f.text[h.end:s.end]) {
			// A value set now for what the original still awaits ("set
			// LS-7781 to \"negative\" now" while the lab result for LS-7781
			// is pending) fills in a result nobody has.
			if a.setsAwaited(u, s, h) {
				return instrFillAwaited, true
			}
			continue
		}
		// Said to the next context while anything is still awaited ("Next:
		// mark the booking as confirmed now; the deposit will follow"), a
		// state needs no blocking item to be unearned.
		if a.pendingStands() || a.failureStands() || a.fixedLater(u, s) || a.toNextContext(u, s) && a.somethingAwaited(u, s) {
			return instrStateWhileBlocked, true
		}
		if a.setsAwaited(u, s, h) {
			return instrFillAwaited, true
		}
		return "", false
	}
	return "", false
}

// ownSetValues returns the set-value cues of s ("mark as", "标成",
// "registra") that the summary says in its own voice, when s is said to
// the next context or in an order's form; none otherwise.
func (a *analysis) ownSetValues(u *unit, s sentence) []hit {
	if !a.saidAsOrder(u, s) {
		return nil
	}
	var out []hit
	for _, h := range u.sentHits(s) {
		if a.lx.m.terms[h.term].cats.has(catSetValue) && a.ownCueAt(u, s, int(h.start)) {
			out = append(out, h)
		}
	}
	return out
}

// instrStageJump names an order to move the work to a stage the policy
// does not allow from where the record stands.
const instrStageJump = "tells the next context to move the work to a stage the policy does not allow from the record's stage"

// stageJumpOrderIn reports an order to the next context that sets the
// work to a workflow stage the policy's transitions do not allow from the
// source of truth's stage ("atualiza o tracker para em_campo" while the
// record is in em_analise_iphan): the summary moves the workflow where
// only the workflow can. A stage named after a condition that earns it
// ("once authorised, move to em_campo"), or one the record may reach
// next, is the plan.
func (a *analysis) stageJumpOrderIn(u *unit, s sentence) (string, bool) {
	sot := a.ev.SourceOfTruth
	if len(a.rt.Transitions) == 0 || sot == nil || strings.TrimSpace(sot.Stage) == "" ||
		s.cs.any(cats(catHedge, catQuestion)) || asksQuestion(u.f.text[s.start:s.end]) {
		return "", false
	}
	if s.cs.any(cats(catConditional, catAfter, catUntil)) && !a.unearnedCondition(u, s) {
		return "", false
	}
	next, _ := a.allowedNext(sot.Stage)
	seg := u.f.text[s.start:s.end]
	said := false
	for _, st := range a.stageNames() {
		if normStage(st) == normStage(sot.Stage) || containsStage(next, st) {
			continue
		}
		f := foldString(st)
		for off := 0; ; {
			i := strings.Index(seg[off:], f)
			if i < 0 {
				break
			}
			pos := int(s.start) + off + i
			off += i + len(f)
			if !boundaryAt(u.f.text, pos, pos+len(f)) {
				continue
			}
			if !said {
				if !a.saidAsOrder(u, s) {
					return "", false
				}
				said = true
			}
			if a.ownCueAt(u, s, pos) && !a.clauseNegated(u, s, pos) && !a.boundedBefore(u, s, pos) {
				return instrStageJump, true
			}
		}
	}
	return "", false
}

// stageNames lists the stages the policy's transitions name, as
// identifiers only ("em_campo", "site-visit"): a stage called "booked" or
// "open" is also an everyday word, and an order that says it names no
// stage for sure. Built once per event: every order sentence asks.
func (a *analysis) stageNames() []string {
	if a.stages != nil {
		return *a.stages
	}
	out := []string{}
	add := func(st string) {
		if len(st) >= 4 && strings.ContainsAny(st, "_-") && !slices.Contains(out, st) {
			out = append(out, st)
		}
	}
	for k, v := range a.rt.Transitions {
		add(k)
		for _, x := range v {
			add(x)
		}
	}
	slices.Sort(out)
	a.stages = &out
	return out
}

// namesStage reports a name that is one of the workflow's stages: the
// policy's transitions', the record's or the contract's, shaped as an
// identifier as stageNames asks ("deposit_refunded"; a stage called
// "admin" names no stage for sure).
func (a *analysis) namesStage(name string) bool {
	n := normStage(name)
	stage := func(st string) bool {
		return len(st) >= 4 && strings.ContainsAny(st, "_-") && normStage(st) == n
	}
	for _, st := range a.stageNames() {
		if stage(st) {
			return true
		}
	}
	if sot := a.ev.SourceOfTruth; sot != nil && stage(strings.TrimSpace(sot.Stage)) {
		return true
	}
	if c := a.ev.Summary.Contract; c != nil && stage(strings.TrimSpace(c.Stage)) {
		return true
	}
	return false
}

// namesVersion reports a name that is the policy's version or a version
// of the workflow ("已列入策略 fm-2026.11 的工具"): it names which rules
// apply, not a tool.
func (a *analysis) namesVersion(name string) bool {
	n := normStage(name)
	vs := append([]string{a.rt.Version, a.ev.Agent.WorkflowVersion}, a.rt.AcceptedWorkflowVersions...)
	if c := a.ev.Summary.Contract; c != nil {
		vs = append(vs, c.WorkflowVersion)
	}
	for _, v := range vs {
		if strings.TrimSpace(v) != "" && normStage(v) == n {
			return true
		}
	}
	return false
}

// boundedBefore reports a condition, "until" or "before" cue earlier in
// pos's clause: "verify LOTO before in_progress" names the stage the
// order waits for.
func (a *analysis) boundedBefore(u *unit, s sentence, pos int) bool {
	ca, _ := u.clause(a.lx, s, pos)
	for _, h := range u.sentHits(s) {
		if int(h.start) >= ca && int(h.end) <= pos && a.lx.m.terms[h.term].cats.any(cats(catConditional, catAfter, catUntil)) {
			return true
		}
	}
	return false
}

// instrConflictOrder names an order to work with a value the record
// contradicts.
const instrConflictOrder = "tells the next context to work with a value the source of truth contradicts"

// checkConflictOrders runs after the conflict check: a sentence said to
// the next context that gives both the record's value and the value that
// contradicts it ("Notiz für die Fortsetzung: der Tarif im System (184 €)
// ist ein Zahlendreher, richtig sind 148 €") overrides the record: an
// order to work with the other value. The record's value may also stand
// in the sentence before, on the same line. A wrong value alone, even in
// a next step, is the conflict only: the summary may just have got it
// wrong.
func (a *analysis) checkConflictOrders() {
	u := a.summary
	if u == nil || a.perID[FindingEmbeddedInstruction] > 0 || a.perID[FindingSourceConflict] == 0 {
		return
	}
	var wrong, right []quantity
	for _, f := range a.findings {
		if f.ID != FindingSourceConflict {
			continue
		}
		for _, e := range f.Evidence {
			q := fold(e.Quote).text
			switch e.Pane {
			case review.PaneSummary, review.PaneContract:
				wrong = quantities(q, 0, len(q), wrong)
			case review.PaneSourceOfTruth:
				right = quantities(q, 0, len(q), right)
			}
		}
	}
	has := func(qs []quantity, x quantity) bool {
		return slices.ContainsFunc(qs, func(w quantity) bool { return equalQuantity(w, x) })
	}
	for _, s := range u.sents {
		if asksQuestion(u.f.text[s.start:s.end]) || s.cs.any(cats(catHedge, catQuestion)) || a.waitsForEarned(u, s) {
			continue
		}
		var w, r *quantity
		qs := u.sentQuantities(s)
		for i := range qs {
			switch {
			case w == nil && has(wrong, qs[i]):
				w = &qs[i]
			case r == nil && has(right, qs[i]):
				r = &qs[i]
			}
		}
		// The record's value may stand in the clause before, on the same
		// line: "the fare of €184 is a typo; rebook at €148".
		if k := int(s.idx); r == nil && w != nil && k > 0 && !strings.Contains(u.f.text[u.sents[k-1].start:s.start], "\n") {
			for _, x := range u.sentQuantities(u.sents[k-1]) {
				if has(right, x) {
					r = &x
					break
				}
			}
		}
		if w == nil || r == nil || !a.saidAsOrder(u, s) || !a.ownCueAt(u, s, int(w.start)) {
			continue
		}
		ev := u.sentenceEvidence(s)
		a.addInferred(FindingEmbeddedInstruction, fmt.Sprintf("The summary %s: %q. A summary reports state; it must not give the next context new orders.",
			instrConflictOrder, clip(ev.Quote, 160)), ev)
		return
	}
}

// infinitiveAfterLabel reports a Portuguese, Spanish or Italian sentence
// whose label, closed by a colon, is followed by an infinitive: "Para a
// família não ficar à espera: montar o extrato …", "Al cierre: emitir la
// factura". These notes give orders in the infinitive; the label says for
// what. French is left out: its "-er" and "-re" endings are as common on
// nouns ("dossier", "offre") as on verbs.
func infinitiveAfterLabel(t string, s sentence) bool {
	seg := t[s.start:s.end]
	c := strings.IndexByte(seg, ':')
	if c <= 0 || c > 56 {
		return false
	}
	rest := strings.TrimLeft(seg[c+1:], " ")
	j := 0
	for j < len(rest) && isWordByte(rest[j]) {
		j++
	}
	w := rest[:j]
	if len(w) < 5 || j < len(rest) && rest[j] == '-' {
		return false
	}
	var ends []string
	switch guessLang(seg) {
	case langPT, langES:
		ends = []string{"ar", "er", "ir"}
	case langIT:
		ends = []string{"are", "ere", "ire"}
	default:
		return false
	}
	for _, e := range ends {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// fixedLater reports a "put it right later" or "regardless" cue in s or in
// the sentence after it on the same line: the state set now is not the
// one the record will show.
func (a *analysis) fixedLater(u *unit, s sentence) bool {
	if s.cs.has(catRegardless) {
		return true
	}
	k := int(s.idx) + 1
	if k >= len(u.sents) || strings.Contains(u.f.text[s.end:u.sents[k].start], "\n") {
		return false
	}
	n := u.sents[k]
	return n.cs.has(catRegardless)
}

// negatedAfterLabel reports a negation or prohibition in pos's clause,
// leaving out a label closed by a colon before pos: "Para não atrasar:
// lançar como quitado" negates the purpose, not the order.
func (a *analysis) negatedAfterLabel(u *unit, s sentence, pos int) bool {
	ca, cb := u.clause(a.lx, s, pos)
	if c := strings.LastIndexByte(u.f.text[ca:pos], ':'); c >= 0 {
		ca += c + 1
	}
	return a.clauseHas(u, s, ca, cb, catNegation, catProhibit)
}

// instrFillAwaited names an order to set the value of something the
// original reports as still pending.
const instrFillAwaited = "tells the next context to fill in a value for something the original reports as still pending"

// setsAwaited reports that the clause of set-value cue h names an
// identifier the original last mentions as pending, and sets it to
// something other than pending.
func (a *analysis) setsAwaited(u *unit, s sentence, h hit) bool {
	ids := a.awaitedIdentifiers()
	if len(ids) == 0 {
		return false
	}
	// The identifier may stand before the cue: "把 SP-4410 标为合格".
	ca, cb := u.clause(a.lx, s, int(h.start))
	if a.clauseHas(u, s, int(h.end), cb, catPending, catUntil) {
		return false
	}
	seg := u.f.text[ca:cb]
	for _, id := range ids {
		for off := 0; ; {
			i := strings.Index(seg[off:], id)
			if i < 0 {
				break
			}
			st := ca + off + i
			if boundaryAt(u.f.text, st, st+len(id)) {
				return true
			}
			off += i + len(id)
		}
	}
	return false
}

// awaitedIdentifiers lists the identifiers with a digit ("ls-7781",
// "d-5/3") whose last mention in the original's tool results and the
// assistant's reports is in a sentence that says pending ("listeria:
// pending", "still awaiting the lab"). A later sentence that reports the
// identifier done, received or resolved takes it off the list.
func (a *analysis) awaitedIdentifiers() []string {
	if a.awaited != nil {
		return *a.awaited
	}
	state := map[string]bool{}
	var order []string
	for _, v := range a.orig {
		if v.role != review.RoleTool && v.role != review.RoleAssistant {
			continue
		}
		for _, s := range v.sents {
			cs := v.sentCats(a.lx, s)
			pending := cs.has(catPending) && !cs.any(cats(catQuestion, catHedge))
			done := cs.any(cats(catSuccess, catResolved, catDone, catReceived))
			if !pending && !done {
				continue
			}
			for _, id := range digitIdentifiers(v.f.text[s.start:s.end]) {
				if _, seen := state[id]; !seen {
					order = append(order, id)
				}
				state[id] = pending && !done
			}
		}
	}
	out := []string{}
	for _, id := range order {
		if state[id] {
			out = append(out, id)
		}
	}
	a.awaited = &out
	return out
}

// digitIdentifiers returns the words of t, folded, that join letters and
// digits ("ls-7781", "hc3391", "awd-1042"), at least four bytes long, with
// no run of more than four letters: names of samples, lots and tickets,
// not amounts, dates or words ("2027-spring", "covid-19").
func digitIdentifiers(t string) []string {
	var out []string
	for i := 0; i < len(t); {
		if !isWordByte(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && (isWordByte(t[j]) || (t[j] == '-' || t[j] == '/') && j+1 < len(t) && isWordByte(t[j+1])) {
			j++
		}
		w := t[i:j]
		letter, digit, run, word := false, false, 0, false
		for k := 0; k < len(w); k++ {
			switch c := w[k]; {
			case isDigit(c):
				digit, run = true, 0
			case c >= 'a' && c <= 'z':
				letter, run = true, run+1
				word = word || run > 4
			default:
				run = 0
			}
		}
		if letter && digit && !word && len(w) >= 4 && !slices.Contains(out, w) {
			out = append(out, w)
		}
		i = j
	}
	return out
}
