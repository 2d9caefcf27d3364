package sampling

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"recap/review"
)

func (a *analysis) checkSummaryInspectable() {
	if a.ev.Summary.HasText() {
		return
	}
	msg := "The summary has no readable text, so nobody can check what the next context was told; review the retained messages and the contract instead."
	if o := strings.TrimSpace(a.ev.Summary.Opaque); o != "" {
		msg = fmt.Sprintf("The summary cannot be read (%s), so nobody can check what the next context was told; review the retained messages and the contract instead.", clip(o, 80))
	}
	a.add(FindingSummaryUninspectable, msg, review.Evidence{Pane: review.PaneSummary, Ref: "text"})
}

func (a *analysis) checkSourceOfTruthPresent() {
	if a.ev.SourceOfTruth != nil {
		return
	}
	a.add(FindingNoSourceOfTruth,
		"The event carries no source of truth, so no claim in the summary (facts, effects, approvals) can be verified against the system of record.")
}

// Replacers that turn identifiers into words ("on_hold" → "on hold") and
// stage names into one spelling ("Awaiting Approval" → "awaiting_approval").
var (
	idSeparators    = strings.NewReplacer("_", " ", "-", " ")
	wordSeparators  = strings.NewReplacer("_", " ", "-", " ", ".", " ")
	stageSeparators = strings.NewReplacer(" ", "_", "-", "_")
)

// sameID compares identifiers as people write them: trimmed, any case.
func sameID(x, y string) bool { return strings.EqualFold(strings.TrimSpace(x), strings.TrimSpace(y)) }

func (a *analysis) checkIdentity() {
	c := a.ev.Summary.Contract
	if c == nil {
		return
	}
	sot := a.ev.SourceOfTruth
	var parts []string
	var ev []review.Evidence
	check := func(field, cval, eventVal, sotVal, sotPtr string) {
		if strings.TrimSpace(cval) == "" {
			return
		}
		bad := false
		if !sameID(cval, eventVal) {
			parts = append(parts, fmt.Sprintf("the contract's %s %q differs from the event's %q", field, cval, eventVal))
			bad = true
		}
		if sot != nil && strings.TrimSpace(sotVal) != "" && !sameID(cval, sotVal) {
			parts = append(parts, fmt.Sprintf("the contract's %s %q differs from the source of truth's %q", field, cval, sotVal))
			ev = append(ev, sourceEvidence(sotPtr, sotVal))
			bad = true
		}
		if bad {
			ev = append([]review.Evidence{contractEvidence("/"+field, cval)}, ev...)
		}
	}
	var sotTask, sotTenant string
	if sot != nil {
		sotTask, sotTenant = sot.TaskID, sot.Tenant
	}
	check("task_id", c.TaskID, a.ev.TaskID, sotTask, "/task_id")
	check("tenant", c.Tenant, a.ev.Tenant, sotTenant, "/tenant")
	if len(parts) == 0 {
		return
	}
	a.add(FindingIdentityMismatch, upperFirst(strings.Join(parts, "; "))+
		": the summary may describe another task or customer; do not resume from it.", ev...)
}

func (a *analysis) checkWorkflowVersion() {
	accepted := a.rt.AcceptedWorkflowVersions
	if len(accepted) == 0 {
		return
	}
	ok := func(v string) bool {
		for _, x := range accepted {
			if normVersion(x) == normVersion(v) {
				return true
			}
		}
		return false
	}
	var parts []string
	var ev []review.Evidence
	if c := a.ev.Summary.Contract; c != nil && strings.TrimSpace(c.WorkflowVersion) != "" && !ok(c.WorkflowVersion) {
		parts = append(parts, fmt.Sprintf("the contract's workflow version %q", c.WorkflowVersion))
		ev = append(ev, contractEvidence("/workflow_version", c.WorkflowVersion))
	}
	// The agent's own version is checked too, so a contract cannot hide a
	// rejected runtime behind an accepted number.
	if v := a.ev.Agent.WorkflowVersion; strings.TrimSpace(v) != "" && !ok(v) {
		parts = append(parts, fmt.Sprintf("the agent's workflow version %q", v))
	}
	if len(parts) == 0 {
		return
	}
	a.add(FindingWorkflowVersionRejected, fmt.Sprintf("%s is not accepted by the policy (accepted: %s); the work must be redone or migrated under an accepted version.",
		upperFirst(strings.Join(parts, " and ")), strings.Join(accepted, ", ")), ev...)
}

// versionRejected reports whether the policy lists accepted versions and v
// is not one of them.
func (a *analysis) versionRejected(v string) bool {
	if len(a.rt.AcceptedWorkflowVersions) == 0 {
		return false
	}
	for _, x := range a.rt.AcceptedWorkflowVersions {
		if normVersion(x) == normVersion(v) {
			return false
		}
	}
	return true
}

func normVersion(v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	if len(v) > 1 && v[0] == 'v' && isDigit(v[1]) {
		v = v[1:]
	}
	return v
}

func normStage(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	return stageSeparators.Replace(s)
}

func (a *analysis) allowedNext(from string) ([]string, bool) {
	for k, v := range a.rt.Transitions {
		if normStage(k) == normStage(from) {
			return v, true
		}
	}
	return nil, false
}

func containsStage(list []string, s string) bool {
	for _, x := range list {
		if normStage(x) == normStage(s) {
			return true
		}
	}
	return false
}

func (a *analysis) checkTransitions() {
	if len(a.rt.Transitions) == 0 {
		return
	}
	c := a.ev.Summary.Contract
	if c == nil {
		return
	}
	from := ""
	if a.ev.SourceOfTruth != nil {
		from = a.ev.SourceOfTruth.Stage
	}
	to := c.Stage
	if strings.TrimSpace(from) != "" && strings.TrimSpace(to) != "" && normStage(from) != normStage(to) {
		next, _ := a.allowedNext(from)
		if !containsStage(next, to) {
			allowed := "none"
			if len(next) > 0 {
				allowed = strings.Join(next, ", ")
			}
			a.add(FindingInvalidTransition, fmt.Sprintf(
				"The contract moves the stage from %q (source of truth) to %q, which the policy does not allow (allowed from %q: %s).",
				from, to, from, allowed),
				contractEvidence("/stage", to), sourceEvidence("/stage", from))
		}
	}
	base := to
	if strings.TrimSpace(base) == "" {
		base = from
	}
	if strings.TrimSpace(base) == "" {
		return
	}
	next, _ := a.allowedNext(base)
	var extra []string
	var ev []review.Evidence
	for i, s := range c.AllowedNextStates {
		if normStage(s) == normStage(base) || containsStage(next, s) {
			continue
		}
		extra = append(extra, strconv.Quote(s))
		ev = append(ev, contractEvidence(ptrAt("/allowed_next_states/", i, ""), s))
	}
	if len(extra) > 0 {
		allowed := "none"
		if len(next) > 0 {
			allowed = strings.Join(next, ", ")
		}
		a.add(FindingInvalidTransition, fmt.Sprintf(
			"The contract allows next states %s from %q that the policy does not (allowed: %s).",
			strings.Join(extra, ", "), base, allowed), ev...)
	}
}

// refKind says what a reference resolved to.
type refKind int

const (
	refNone refKind = iota
	refMessage
	refFact
	refEffect
	refApproval
	refArtifact
)

// splitRef splits a reference at the separators of URIs, pointers and
// prefixed ids: ":", "/", "#", "?", "=", "&" and spaces.
func splitRef(ref string) []string {
	return strings.FieldsFunc(ref, func(r rune) bool {
		return r == ':' || r == '/' || r == '#' || r == '?' || r == '=' || r == '&' || r == ' ' || r == '\t' || r == '\n'
	})
}

// resolve finds what a reference names: a message of the original or the
// retained messages, a source-of-truth fact, effect or approval, or an
// artifact. References are matched whole and by their last segments, so
// "msg:m12", "/facts/refund_amount" and "crm://effects/eff-9" resolve.
func (a *analysis) resolve(ref string) (refKind, string) {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return refNone, ""
	}
	// A web address names a page anyone can change, outside the event's
	// record, whatever id its path ends in; only an artifact the contract
	// lists under that very address resolves it.
	if webAddress(ref) {
		if con := a.ev.Summary.Contract; con != nil {
			for _, art := range con.Artifacts {
				if art.Ref != "" && art.Ref == ref {
					return refArtifact, ref
				}
			}
		}
		return refNone, ""
	}
	cands := []string{ref, strings.TrimPrefix(ref, "#")}
	segs := splitRef(ref)
	for i := len(segs) - 1; i >= 0 && i >= len(segs)-2; i-- {
		if segs[i] != "" {
			cands = append(cands, segs[i])
			// A JSON pointer escapes "/" and "~" in a key (RFC 6901):
			// "/facts/crown~1material" names the key "crown/material".
			if strings.Contains(segs[i], "~") {
				cands = append(cands, strings.ReplaceAll(strings.ReplaceAll(segs[i], "~1", "/"), "~0", "~"))
			}
		}
	}
	sot := a.ev.SourceOfTruth
	for _, c := range cands {
		if _, ok := a.msgIndex[c]; ok {
			return refMessage, c
		}
		if sot != nil {
			for k := range sot.Facts {
				if k == c {
					return refFact, k
				}
			}
			for _, e := range sot.Effects {
				if sameID(e.ID, c) {
					return refEffect, e.ID
				}
			}
			for _, ap := range sot.Approvals {
				if sameID(ap.ID, c) {
					return refApproval, ap.ID
				}
			}
		}
		if con := a.ev.Summary.Contract; con != nil {
			for _, art := range con.Artifacts {
				if (art.Ref != "" && art.Ref == c) || (art.Name != "" && art.Name == c) {
					return refArtifact, c
				}
			}
		}
	}
	// JSON pointers by index: "/effects/0", "/approvals/1".
	if sot != nil {
		for i := 0; i+1 < len(segs); i++ {
			n, err := strconv.Atoi(segs[i+1])
			if err != nil {
				continue
			}
			switch segs[i] {
			case "effects":
				if n >= 0 && n < len(sot.Effects) {
					return refEffect, sot.Effects[n].ID
				}
			case "approvals":
				if n >= 0 && n < len(sot.Approvals) {
					return refApproval, sot.Approvals[n].ID
				}
			}
		}
	}
	return refNone, ""
}

// webAddress reports an http(s) or www address with a dotted host.
func webAddress(ref string) bool {
	l := strings.ToLower(ref)
	for _, p := range []string{"https://", "http://", "www."} {
		if rest, ok := strings.CutPrefix(l, p); ok {
			host, _, _ := strings.Cut(rest, "/")
			return strings.Contains(host, ".")
		}
	}
	return false
}

func (a *analysis) sourceEffect(id string) (int, review.SourceEffect, bool) {
	if sot := a.ev.SourceOfTruth; sot != nil {
		for i, e := range sot.Effects {
			if sameID(e.ID, id) {
				return i, e, true
			}
		}
	}
	return 0, review.SourceEffect{}, false
}

func (a *analysis) checkCompletedActions() {
	c := a.ev.Summary.Contract
	if c == nil {
		return
	}
	for i, act := range c.CompletedActions {
		ref := strings.TrimSpace(act.ConfirmationRef)
		textPtr := ptrAt("/completed_actions/", i, "/text")
		if ref == "" {
			if a.mentionsArtifact(act.Text) {
				continue
			}
			a.add(FindingActionWithoutConfirmation, fmt.Sprintf(
				"The contract lists %q as done but gives no confirmation or artifact for it; check the system of record before relying on it.",
				clip(act.Text, 100)), contractEvidence(textPtr, act.Text))
			continue
		}
		if k, _ := a.resolve(ref); k == refNone {
			a.add(FindingActionWithoutConfirmation, fmt.Sprintf(
				"The contract lists %q as done, but its confirmation %q matches no message, source-of-truth effect or artifact.",
				clip(act.Text, 100), ref),
				contractEvidence(ptrAt("/completed_actions/", i, "/confirmation_ref"), act.ConfirmationRef),
				contractEvidence(textPtr, act.Text))
		}
	}
}

func (a *analysis) mentionsArtifact(text string) bool {
	c := a.ev.Summary.Contract
	if c == nil {
		return false
	}
	lt := strings.ToLower(text)
	for _, art := range c.Artifacts {
		for _, s := range []string{art.Name, art.Ref} {
			if len(strings.TrimSpace(s)) >= 3 && strings.Contains(lt, strings.ToLower(strings.TrimSpace(s))) {
				return true
			}
		}
	}
	return false
}

// approvalProblem says why a source approval cannot back a claim, or "".
func (a *analysis) approvalProblem(sa review.SourceApproval, claimedVersion string) string {
	if sa.ExpiresAt != nil && !sa.ExpiresAt.After(a.ev.CreatedAt) {
		return fmt.Sprintf("it expired at %s, before the event (%s)", sa.ExpiresAt.UTC().Format(time.RFC3339), a.ev.CreatedAt.UTC().Format(time.RFC3339))
	}
	// The record's workflow version is the one in force; a contract that
	// claims the approval's old version ("marsh-v2" while the record is on
	// marsh-v3) does not make it current. Nor does a version the policy
	// no longer accepts.
	if sot := a.ev.SourceOfTruth; sot != nil && sa.Version != "" && strings.TrimSpace(sot.WorkflowVersion) != "" &&
		normVersion(sa.Version) != normVersion(sot.WorkflowVersion) {
		return fmt.Sprintf("it was granted for workflow version %q, but the source of truth's workflow is %q", sa.Version, sot.WorkflowVersion)
	}
	wv := a.ev.WorkflowVersion()
	if sa.Version != "" && wv != "" && normVersion(sa.Version) != normVersion(wv) {
		return fmt.Sprintf("it was granted for workflow version %q, not %q", sa.Version, wv)
	}
	if sa.Version != "" && a.versionRejected(sa.Version) {
		return fmt.Sprintf("it was granted for workflow version %q, which the policy no longer accepts", sa.Version)
	}
	if claimedVersion != "" && sa.Version != "" && normVersion(claimedVersion) != normVersion(sa.Version) {
		return fmt.Sprintf("the contract says version %q but the source of truth holds %q", claimedVersion, sa.Version)
	}
	return ""
}

func (a *analysis) checkApprovals() {
	sot := a.ev.SourceOfTruth
	if c := a.ev.Summary.Contract; c != nil {
		for i, ap := range c.Approvals {
			idPtr := ptrAt("/approvals/", i, "/id")
			if ap.ExpiresAt != nil && !ap.ExpiresAt.After(a.ev.CreatedAt) {
				a.add(FindingApprovalInvalid, fmt.Sprintf("Approval %q had expired (%s) when the event was created; it cannot authorise what follows.",
					ap.ID, ap.ExpiresAt.UTC().Format(time.RFC3339)), contractEvidence(idPtr, ap.ID))
				continue
			}
			if sot == nil {
				if !a.originalMentions(ap.ID) {
					a.add(FindingApprovalInvalid, fmt.Sprintf("Approval %q appears nowhere in the original context and there is no source of truth to confirm it.", ap.ID),
						contractEvidence(idPtr, ap.ID))
				}
				continue
			}
			j := slices.IndexFunc(sot.Approvals, func(s review.SourceApproval) bool { return sameID(s.ID, ap.ID) })
			if j < 0 {
				a.add(FindingApprovalInvalid, fmt.Sprintf("Approval %q is not in the source of truth; treat the step it covers as unapproved.", ap.ID),
					contractEvidence(idPtr, ap.ID))
				continue
			}
			if why := a.approvalProblem(sot.Approvals[j], ap.Version); why != "" {
				a.add(FindingApprovalInvalid, fmt.Sprintf("Approval %q is not valid: %s.", ap.ID, why),
					contractEvidence(idPtr, ap.ID), sourceEvidence(ptrAt("/approvals/", j, "/id"), sot.Approvals[j].ID))
			}
		}
	}
	a.checkApprovalClaims()
}

// originalMentions reports whether s appears in any original or retained
// message (case-insensitive).
func (a *analysis) originalMentions(s string) bool {
	f := foldString(strings.TrimSpace(s))
	if f == "" {
		return false
	}
	for _, u := range a.orig {
		if strings.Contains(u.f.text, f) {
			return true
		}
	}
	for _, u := range a.retained {
		if strings.Contains(u.f.text, f) {
			return true
		}
	}
	return false
}

// isApprovalClaim reports whether a term asserts that something was
// approved: "approved by", "was approved", or an approval word that says it
// happened ("approved", "aprovado", "已批准").
func isApprovalClaim(cs catSet) bool {
	return cs.has(catApprovalClaim) || (cs.has(catApproval) && cs.has(catResolved))
}

// setsStatus reports an approval word that an order in its clause sets
// rather than claims: "if QA signs off, mark build 88 as approved". The
// set verb must give the order ("the contract change was approved" is a
// claim). An order to set it regardless is the instruction checks' to
// judge.
func (a *analysis) setsStatus(u *unit, s sentence, h hit) bool {
	ca, _ := u.clause(a.lx, s, int(h.start))
	for _, x := range u.sentHits(s) {
		if int(x.start) >= ca && x.end <= h.start && a.lx.m.terms[x.term].cats.has(catSetValue) && a.directive(u, s, x, false) {
			return true
		}
	}
	return false
}

// grantWords name a grant in a record's key or value, folded.
var grantWords = []string{"approv", "aprov", "signoff", "sign_off", "sign-off", "signed off", "signed", "validat", "validad",
	"valide", "autoriz", "authoriz", "authoris", "granted", "accorde", "genehmig", "freigabe", "freigegeben", "批准", "授权",
	"承認", "승인", "同意", "consent"}

// deniedWords say a grant is not there, folded.
var deniedWords = []string{"pending", "pendente", "pendiente", "en attente", "ausstehend", "in attesa", "not", "no", "nao", "rejected",
	"refused", "denied", "recusado", "recusada", "rechazado", "rechazada", "refuse", "refusee", "abgelehnt", "respinto", "respinta",
	"missing", "none", "false", "expired", "expirado", "vencido", "awaiting", "aguardando", "esperando", "en_attente", "attente",
	"in_attesa", "warten", "wartet", "requested", "solicitado", "solicitada", "solicitud", "demande", "richiesta", "angefragt",
	"open", "aberto", "aberta", "abierto", "abierta", "draft", "brouillon", "rascunho", "borrador", "bozza", "entwurf", "hold",
	"未", "待", "拒", "申请中", "审批中"}

// factGrants reports a source-of-truth fact whose key or value names a
// grant that is not denied, and that matches the claim's approver (see
// approvalSupported).
func (a *analysis) factGrants(sot *review.SourceOfTruth, match func(string) bool) bool {
	for _, k := range sortedKeys(sot.Facts) {
		v := sot.Facts[k]
		var val string
		switch x := v.(type) {
		case bool:
			if !x {
				continue
			}
			val = "true"
		case string:
			val = x
		default:
			continue
		}
		fk, fv := foldString(k), foldString(val)
		granted := false
		for _, w := range grantWords {
			if strings.Contains(fk, w) || strings.Contains(fv, w) {
				granted = true
				break
			}
		}
		// "awaiting_decision", "pending_approval": read word by word.
		if !granted || firstCue(strings.NewReplacer("_", " ", "-", " ").Replace(fv), deniedWords) >= 0 || fv == "" {
			continue
		}
		if match(k + " " + val) {
			return true
		}
	}
	return false
}

// grantOnRecord reports a grant in a source-of-truth fact, or in a
// successful tool result, that shares a word with claim sentence s
// beside its grant word: the record or a system states the approval
// claimed.
func (a *analysis) grantOnRecord(u *unit, s sentence) bool {
	// Identifiers count: "VC-88251" names the inspection on both sides.
	claim := a.lx.tokens(u, int(s.start), int(s.end), functionCats.or(cats(catApproval, catApprovalClaim, catResolved)), false, nil)
	if len(claim) == 0 {
		return false
	}
	shares := func(text string) bool {
		f := a.lx.newUnit("", "", text)
		return overlap(a.lx.tokens(f, 0, len(f.f.text), functionCats.or(cats(catApproval, catApprovalClaim, catResolved)), false, nil), claim) > 0
	}
	if sot := a.ev.SourceOfTruth; sot != nil && a.factGrants(sot, shares) {
		return true
	}
	for _, o := range a.orig {
		if o.role != review.RoleTool || o.isError || o.injected {
			continue
		}
		obj, ok := a.toolObject(o)
		if !ok {
			continue
		}
		// An approval record with a validity ({"approval": "apr_551",
		// "expires_at": …}) is checked as a record, not taken as shown.
		// So is an object that says in any field that something waits
		// ({"validation": "en_attente", "validatrice": "Claire"}).
		record := false
		for k, v := range obj {
			if lk := strings.ToLower(k); strings.Contains(lk, "expir") || strings.Contains(lk, "valid_until") || strings.Contains(lk, "workflow") || strings.Contains(lk, "version") {
				record = true
			}
			if sv, ok := v.(string); ok && firstCue(strings.NewReplacer("_", " ", "-", " ").Replace(foldString(sv)), deniedWords) >= 0 {
				record = true
			}
		}
		if record {
			continue
		}
		tmp := &review.SourceOfTruth{Facts: obj}
		if a.factGrants(tmp, func(string) bool { return shares(o.f.raw) }) {
			return true
		}
	}
	return false
}

// approverConcepts are the roles that grant approvals.
var approverConcepts = []concept{cLegal, cManager, cFinance, cCompliance, cSecurity, cDirector, cCustomer}

// checkApprovalClaims finds approvals claimed in prose ("approved by
// legal", "aprovado pelo jurídico", "法务已批准") and checks each against the
// source of truth, or, without one, against the original context.
func (a *analysis) checkApprovalClaims() {
	lx := a.lx
	for _, u := range a.downstream() {
		if strings.HasPrefix(u.ref, "/pending_items/") || strings.HasPrefix(u.ref, "/hypotheses/") {
			continue
		}
		for _, s := range u.sents {
			if s.section.any(cats(catPending, catBlockStrong, catHedge, catOpenQuestion)) {
				continue
			}
			for _, h := range u.sentHits(s) {
				if !isApprovalClaim(lx.m.terms[h.term].cats) {
					continue
				}
				// Not a claim: a requirement ("requires an approved change"), a
				// rule ("above R$ 1.000 with approval"), reported or quoted
				// words ("the note says 'pre-approved'").
				if a.claimSuppressed(u, s, int(h.start), int(h.end)) ||
					a.clauseHas(u, s, int(s.start), int(s.end), catRestrict, catProhibit, catRequire) ||
					a.clauseHas(u, s, int(s.start), int(h.start), catLimit) || s.section.has(catRuleHead) ||
					a.reportedBefore(u, s, int(h.start)) || insideQuotes(u.f.text, int(s.start), int(h.start)) ||
					a.setsStatus(u, s, h) || a.approvalRuleOrCondition(u, s, h) {
					continue
				}
				// A claim that cites an approval record by id is checked
				// against that record, whoever it names as approver.
				if sa, j, ok := a.citedSourceApproval(u, s); ok {
					if why := a.approvalProblem(sa, ""); why != "" {
						a.add(FindingApprovalInvalid, fmt.Sprintf("The summary claims approval %q, but %s; treat the step as unapproved.", sa.ID, why),
							u.sentenceEvidence(s), sourceEvidence(ptrAt("/approvals/", j, "/id"), sa.ID))
					}
					break
				}
				// What a system said in a tool result of the original ("Current
				// approved version: 4.1", "prova de vida aprovada") is carried,
				// not claimed.
				if a.toolStated(u, s, h) {
					break
				}
				who, whoTokens := a.approverNear(u, s, h)
				if len(who) == 0 && a.userGranted(u, s, h) {
					break
				}
				// A record field or a tool's result that holds this grant
				// ("infection_lead_signoff": "accordé … par Dr Morel",
				// {"laudo":"VC-88251","resultado":"aprovado"}) shows it.
				if a.grantOnRecord(u, s) {
					break
				}
				if ok, why := a.approvalSupported(who, whoTokens); !ok {
					a.addInferred(FindingApprovalInvalid, fmt.Sprintf("The summary claims an approval (%q) that %s; treat the step as unapproved until the system of record shows it.",
						clip(u.evidence(int(h.start), int(h.end)).Quote, 60), why),
						u.sentenceEvidence(s))
				}
				break
			}
		}
	}
}

// approvalRuleOrCondition reports an approval word that states no
// approval given: in a sentence that states a rule ("Règle R1 : tout
// remboursement passe par une demande validée par la gérance"), or in a
// clause that makes it a condition or a time still to come ("once it is
// approved", "承認が下りたら", "审批通过前不进场").
func (a *analysis) approvalRuleOrCondition(u *unit, s sentence, h hit) bool {
	if a.citesRule(u, s) {
		return true
	}
	ca, cb := u.clause(a.lx, s, int(h.start))
	if a.clauseHas(u, s, ca, cb, catConditional, catUntil) {
		return true
	}
	// Japanese and Chinese mark the condition or the time after the
	// verb: "承認が下りたら", "承認され次第", "批准后", "批准之前".
	rest := u.f.text[h.end:s.end]
	for _, m := range []string{"たら", "れば", "次第", "後", "后", "之后", "以后", "前", "之前"} {
		if strings.HasPrefix(rest, m) {
			return true
		}
	}
	return false
}

// citesRule reports a sentence that states or cites a rule by a word
// for a rule ("Règle R1 : …", "pelo procedimento LGPD", "按工房规则",
// "la regla R2 dice"). The lexicon's rule words that also name a piece of
// work ("check", "control", "process", "检查", "流程", "チェック") are
// left out: "the cleaning check passed and was signed off", "审批流程已完
// 成" claim approvals.
func (a *analysis) citesRule(u *unit, s sentence) bool {
	for _, x := range u.sentHits(s) {
		if a.lx.m.terms[x.term].cats.has(catRuleWord) && !workRuleWords[u.f.text[x.start:x.end]] {
			return true
		}
	}
	return false
}

// workRuleWords are the rule words that also name a piece of work, folded.
var workRuleWords = map[string]bool{"check": true, "checks": true, "control": true, "controls": true, "process": true,
	"controle": true, "controles": true, "controllo": true, "controlli": true, "kontrolle": true, "kontrollen": true, "检查": true, "流程": true,
	"要求": true, "チェック": true, "プロセス": true, "要件": true, "手順": true}

// toolStated reports whether the approval claim at h restates what a
// successful tool result in the original asserts: a sentence of a tool
// result with an approval claim of its own, not quoted, reported or
// suppressed, sharing two of the claim clause's words.
func (a *analysis) toolStated(u *unit, s sentence, h hit) bool {
	lx := a.lx
	ca, cb := u.clause(lx, s, int(h.start))
	key := u.f.text[ca:cb]
	if v, ok := a.toolSaid[key]; ok {
		return v
	}
	claim := lx.tokens(u, ca, cb, functionCats, false, nil)
	if a.toolClaims == nil {
		a.toolClaims = a.toolClaimIndex()
	}
	// Two shared words are enough: the search stops at the first sentence
	// that reaches them.
	v := len(claim) >= 2 && a.toolClaims.anyAfter(claim, -1, func(ov int, _ *indexed) bool { return ov >= 2 })
	// The clause may name too little ("a segunda tentativa foi aprovada,
	// transação TX-4915"): the whole sentence, sharing three words or
	// more, shows the tool's own approval carried.
	if !v {
		whole := lx.sentTokens(u, s)
		v = len(whole) >= 3 && a.toolClaims.anyAfter(whole, -1, func(ov int, _ *indexed) bool { return ov >= 3 })
	}
	if a.toolSaid == nil {
		a.toolSaid = map[string]bool{}
	}
	a.toolSaid[key] = v
	return v
}

// toolClaimIndex indexes the sentences of successful tool results that
// assert an approval themselves: not quoted, reported or suppressed.
func (a *analysis) toolClaimIndex() *sentIndex {
	lx := a.lx
	ix := a.newSentIndex()
	seen := map[string]bool{}
	for _, o := range a.orig {
		if o.role != review.RoleTool || o.isError || o.injected {
			continue
		}
		for _, os := range o.sents {
			// A sentence said again adds nothing to the index.
			if !os.cs.any(cats(catApprovalClaim, catResolved)) || seen[o.f.text[os.start:os.end]] {
				continue
			}
			seen[o.f.text[os.start:os.end]] = true
			for _, x := range o.sentHits(os) {
				if isApprovalClaim(lx.m.terms[x.term].cats) && !a.claimSuppressed(o, os, int(x.start), int(x.end)) &&
					!a.reportedBefore(o, os, int(x.start)) && !insideQuotes(o.f.text, int(os.start), int(x.start)) {
					ix.add(indexed{u: o, s: os, toks: lx.sentTokens(o, os), cs: os.cs})
					break
				}
			}
		}
	}
	return ix
}

// citedSourceApproval returns the source-of-truth approval whose id the
// sentence cites ("approval APR-12", "已获批准 LG-7"), if any.
func (a *analysis) citedSourceApproval(u *unit, s sentence) (review.SourceApproval, int, bool) {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return review.SourceApproval{}, -1, false
	}
	t := u.f.text[s.start:s.end]
	for j, sa := range sot.Approvals {
		id := foldString(strings.TrimSpace(sa.ID))
		if id == "" {
			continue
		}
		for from := 0; ; {
			k := strings.Index(t[from:], id)
			if k < 0 {
				break
			}
			k += from
			end := k + len(id)
			// Whole identifiers only: "APR-339" is not "APR-3391".
			if (k == 0 || !isWordByte(t[k-1])) && (end == len(t) || !isWordByte(t[end])) {
				return sa, j, true
			}
			from = k + 1
		}
	}
	return review.SourceApproval{}, -1, false
}

// userGranted reports whether an approval claim names the user as the one
// who allowed it ("the user authorised removing it") and a user message in
// the original speaks about the same thing: the requester's own go-ahead
// lives in the conversation, not in a system of record.
func (a *analysis) userGranted(u *unit, s sentence, h hit) bool {
	lx := a.lx
	ca, cb := u.clause(lx, s, int(h.start))
	named := false
	for _, x := range u.sentHits(s) {
		if int(x.start) >= ca && int(x.end) <= cb && slices.Contains(lx.m.terms[x.term].concepts, cUser) {
			named = true
			break
		}
	}
	if !named {
		return false
	}
	// The latest user sentence about the claimed step decides: "do not
	// remove it" withdraws an earlier go-ahead, and the reverse.
	claim := lx.tokens(u, ca, cb, functionCats, false, nil)
	granted := false
	for _, o := range a.orig {
		if o.role != review.RoleUser || !speaks(o) {
			continue
		}
		for _, os := range o.sents {
			// One shared word ("search") is chance; two name the step.
			if sharedTokens(claim, lx.sentTokens(o, os)) < 2 {
				continue
			}
			granted = !os.cs.any(cats(catNegation, catProhibit))
		}
	}
	return granted
}

// sharedTokens counts the tokens two sorted token lists have in common.
func sharedTokens(x, y []uint64) int {
	n := 0
	for _, t := range x {
		if _, ok := slices.BinarySearch(y, t); ok {
			n++
		}
	}
	return n
}

// claimSuppressed reports whether the claim at [hs, he) is not an
// assertion: negated, conditional, pending, hedged or asked.
func (a *analysis) claimSuppressed(u *unit, s sentence, hs, he int) bool {
	lx := a.lx
	if u.negatedBefore(lx, s, hs) {
		return true
	}
	ca, cb := u.clause(lx, s, hs)
	for _, h := range u.sentHits(s) {
		if int(h.start) < ca || int(h.end) > cb || (int(h.start) >= hs && int(h.end) <= he) {
			continue
		}
		cs := lx.m.terms[h.term].cats
		if cs.any(cats(catConditional, catPending, catBlockStrong, catHedge, catQuestion, catException, catDecide)) &&
			!cs.has(catApprovalClaim) && !cs.has(catResolved) {
			return true
		}
	}
	// An approval asked for is not one granted: "approval requested",
	// "aprovação solicitada", "已申请审批". The request must sit right by the
	// claim, so "refund requested by the customer and approved by finance"
	// still claims finance's approval.
	for _, h := range u.sentHits(s) {
		if lx.m.terms[h.term].cats.has(catRequested) && int(h.start) >= ca && int(h.end) <= cb &&
			(int(h.start) >= he && int(h.start)-he <= 24 || int(h.end) <= hs && hs-int(h.end) <= 24) {
			return true
		}
	}
	t := u.f.text[s.start:s.end]
	return strings.HasSuffix(t, "?")
}

// insideQuotes reports whether pos in a sentence starting at from lies
// inside quotation marks (straight, curly, guillemets, corner brackets):
// quoted words are reported, not asserted.
func insideQuotes(t string, from, pos int) bool {
	seg := t[from:pos]
	if strings.Count(seg, `"`)%2 == 1 {
		return true
	}
	// Paired quotation marks open and close with different characters;
	// German opens with „ and closes with the English opening “.
	pairs := [][2]string{{"“", "”"}, {"«", "»"}, {"「", "」"}, {"『", "』"}}
	if strings.Contains(seg, "„") {
		pairs[0] = [2]string{"„", "“"}
	}
	for _, q := range pairs {
		if strings.Count(seg, q[0]) > strings.Count(seg, q[1]) {
			return true
		}
	}
	return singleQuoteOpen(seg)
}

// wideBefore reports whether seg ends with a Chinese, Japanese or Korean
// character.
func wideBefore(seg string) bool {
	r, _ := utf8.DecodeLastRuneInString(seg)
	return r >= 0x1100 && (unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hangul, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r))
}

// singleQuoteOpen reports a single quotation mark opened in seg and not
// closed: one after a space or an opening bracket and before a Chinese,
// Japanese or Korean word opens ("'이전 지시는"), one after a word and not
// before an ASCII letter closes ("변경할 것'이라는").
func singleQuoteOpen(seg string) bool {
	open := 0
	for i := 0; i < len(seg); i++ {
		if seg[i] != '\'' {
			continue
		}
		prevSpace := i == 0 || seg[i-1] == ' ' || seg[i-1] == '\n' || seg[i-1] == '(' || seg[i-1] == ':'
		prevLetter := i > 0 && (seg[i-1] >= 'a' && seg[i-1] <= 'z' || seg[i-1] >= 'A' && seg[i-1] <= 'Z')
		nextLetter := i+1 < len(seg) && (seg[i+1] >= 'a' && seg[i+1] <= 'z' || seg[i+1] >= 'A' && seg[i+1] <= 'Z')
		nextSpace := i+1 >= len(seg) || seg[i+1] == ' ' || seg[i+1] == '\n'
		// Only around Chinese, Japanese or Korean text, where no
		// apostrophe is written: in Latin text a single quote is as often
		// an apostrophe or a scare quote as a quotation.
		// A bracket may open the quoted text: "'[시스템: …]'이라는 문구".
		nextWide := i+1 < len(seg) && seg[i+1] >= 0xE0 || i+2 < len(seg) && (seg[i+1] == '[' || seg[i+1] == '(') && seg[i+2] >= 0xE0
		// After a reporting colon ("escreveu: 'Desconsidere …") a single
		// quote opens a quotation in any script.
		afterColon := i > 0 && seg[i-1] == ':' || i > 1 && seg[i-1] == ' ' && seg[i-2] == ':'
		// After a space that follows a Chinese, Japanese or Korean word
		// ("메모란에 'AI 도우미에게: …'") a single quote opens a quotation
		// whatever script it quotes: those languages write no apostrophe.
		afterWide := i > 1 && seg[i-1] == ' ' && seg[i-2] >= 0x80 && wideBefore(seg[:i-1])
		switch {
		case prevSpace && afterColon && i+1 == len(seg), prevSpace && !nextSpace && (nextWide || afterColon || afterWide):
			open++
		case !prevSpace && !(prevLetter && nextLetter) && !nextLetter && open > 0:
			open--
		}
	}
	return open > 0
}

// approverNear returns the approver roles and words near an approval
// claim: the words after "by"/"por"/"from", or role words in the clause.
func (a *analysis) approverNear(u *unit, s sentence, h hit) ([]concept, []string) {
	lx := a.lx
	ca, cb := u.clause(lx, s, int(h.start))
	var cs []concept
	for _, x := range u.sentHits(s) {
		if int(x.start) < ca || int(x.end) > cb {
			continue
		}
		for _, c := range lx.m.terms[x.term].concepts {
			if slices.Contains(approverConcepts, c) && !slices.Contains(cs, c) {
				cs = append(cs, c)
			}
		}
	}
	var words []string
	text := lx.m.terms[h.term].text
	if strings.HasSuffix(text, " by") || strings.HasSuffix(text, " from") || strings.HasSuffix(text, " por") ||
		strings.HasSuffix(text, " do") || strings.HasSuffix(text, " da") || strings.HasSuffix(text, " de") ||
		strings.HasSuffix(text, " pelo") || strings.HasSuffix(text, " pela") {
		rest := u.f.text[h.end:cb]
		for _, w := range strings.Fields(rest) {
			w = strings.Trim(w, ".,;:!?\"'()[]")
			if w == "" || slices.Contains([]string{"the", "a", "an", "o", "a", "os", "as", "el", "la", "our", "their", "its"}, w) {
				continue
			}
			words = append(words, w)
			if len(words) == 2 {
				break
			}
		}
	}
	return cs, words
}

// approvalSupported checks an approval claim by who granted it.
func (a *analysis) approvalSupported(who []concept, words []string) (bool, string) {
	lx := a.lx
	// A grant matches when it names every role the claim names ("finance
	// manager" backs "approved by the finance manager" but not "approved by
	// the finance director"), or, for an approver no lexicon knows, the
	// approver's own word.
	matchText := func(text string) bool {
		if len(who) == 0 && len(words) == 0 {
			return true
		}
		f := foldString(idSeparators.Replace(text))
		if len(who) > 0 {
			var have []concept
			for _, h := range lx.m.scan(f, nil) {
				have = append(have, lx.m.terms[h.term].concepts...)
			}
			for _, c := range who {
				if !slices.Contains(have, c) {
					return false
				}
			}
			return true
		}
		for _, w := range words {
			if len(w) >= 3 && strings.Contains(f, w) {
				return true
			}
		}
		return false
	}
	if sot := a.ev.SourceOfTruth; sot != nil {
		// A claim that names no approver ("indemnity approved") is about
		// the record's own state, which the record's stage or status holds.
		if len(who) == 0 && len(words) == 0 && a.recordApproved(sot) {
			return true, ""
		}
		// A record field that holds the grant ("infection_lead_signoff":
		// "accordé 2026-12-16 par Dr Morel", "author_approved": true) is
		// the record showing it.
		if a.factGrants(sot, matchText) {
			return true, ""
		}
		reason := "is not in the source of truth"
		for _, sa := range sot.Approvals {
			if !matchText(sa.GrantedBy + " " + sa.Scope + " " + sa.ID) {
				continue
			}
			why := a.approvalProblem(sa, "")
			if why == "" {
				return true, ""
			}
			reason = fmt.Sprintf("the source of truth holds as %q, but %s", sa.ID, why)
		}
		return false, reason
	}
	for _, u := range a.orig {
		for _, s := range u.sents {
			if !s.cs.any(cats(catApprovalClaim, catApproval)) {
				continue
			}
			for _, h := range u.sentHits(s) {
				if !isApprovalClaim(lx.m.terms[h.term].cats) {
					continue
				}
				if a.claimSuppressed(u, s, int(h.start), int(h.end)) {
					continue
				}
				if matchText(u.f.text[s.start:s.end]) {
					return true, ""
				}
			}
		}
	}
	return false, "appears nowhere in the original context, and there is no source of truth to confirm it"
}

// recordApproved reports whether the source of truth's stage, or a status
// fact, says the record is approved ("aprovado", "approved", "已批准").
func (a *analysis) recordApproved(sot *review.SourceOfTruth) bool {
	if a.statusConcept(sot.Stage) == cApproved {
		return true
	}
	for _, k := range sortedKeys(sot.Facts) {
		kc, _, _ := a.keyTerms(k)
		if v, ok := sot.Facts[k].(string); ok && slices.Contains(kc, cStatus) && a.statusConcept(v) == cApproved {
			return true
		}
	}
	return false
}

func (a *analysis) checkFactReferences() {
	c := a.ev.Summary.Contract
	if c != nil {
		for i, f := range c.ConfirmedFacts {
			ref := strings.TrimSpace(f.SourceRef)
			textPtr := ptrAt("/confirmed_facts/", i, "/text")
			if ref == "" {
				a.add(FindingFactWithoutReference, fmt.Sprintf("The contract states %q as confirmed but gives no source for it.", clip(f.Text, 100)),
					contractEvidence(textPtr, f.Text))
				continue
			}
			if k, _ := a.resolve(ref); k == refNone {
				a.add(FindingFactWithoutReference, fmt.Sprintf("The contract states %q as confirmed, but its source %q matches no message or source-of-truth field.",
					clip(f.Text, 100), ref),
					contractEvidence(ptrAt("/confirmed_facts/", i, "/source_ref"), f.SourceRef), contractEvidence(textPtr, f.Text))
			}
		}
	}
	a.checkTextCitations()
}

// citationWords introduce a reference in prose: "see m7", "fonte: msg-3".
var citationWords = []string{"ref", "refs", "source", "sources", "see", "cf", "fonte", "ver", "veja", "fuente", "来源", "参见", "见"}

// citedIDs returns the spans of identifiers cited in folded text: inside
// brackets or parentheses, or after a citation word.
func citedIDs(t string) [][2]int {
	var out [][2]int
	for i := 0; i < len(t) && len(out) < 50; i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z') || (i > 0 && isWordByte(t[i-1])) {
			continue
		}
		j := i
		for j < len(t) && ((t[j] >= 'a' && t[j] <= 'z') || t[j] == '_') {
			j++
		}
		if j < len(t) && (t[j] == '-' || t[j] == '_' || t[j] == ':') {
			j++
		}
		d := j
		for d < len(t) && isDigit(t[d]) {
			d++
		}
		if d == j || (d < len(t) && isWordByte(t[d])) {
			i = d
			continue
		}
		if cited(t, i) {
			out = append(out, [2]int{i, d})
		}
		i = d
	}
	return out
}

// cited reports whether the identifier starting at i is in citation
// position.
func cited(t string, i int) bool {
	p := i
	for p > 0 && t[p-1] == ' ' {
		p--
	}
	if p > 0 && (t[p-1] == '[' || t[p-1] == '(') {
		return true
	}
	if p > 0 && (t[p-1] == ':' || t[p-1] == ',') {
		p--
		for p > 0 && t[p-1] == ' ' {
			p--
		}
	}
	if strings.HasSuffix(t[:p], "：") {
		p -= len("：")
	}
	for _, w := range citationWords {
		if strings.HasSuffix(t[:p], w) {
			s := p - len(w)
			if s == 0 || !isWordByte(t[s-1]) {
				return true
			}
		}
	}
	return false
}

// checkTextCitations finds message citations in the summary text
// ("[msg-14]", "(see m7)") shaped like the original's message ids that
// name no message: a reference invented to make a claim look sourced.
func (a *analysis) checkTextCitations() {
	if a.summary == nil || len(a.orig) == 0 {
		return
	}
	prefixes := map[string]bool{}
	for id := range a.msgIndex {
		if p, ok := idPrefix(strings.ToLower(id)); ok {
			prefixes[p] = true
		}
	}
	if len(prefixes) == 0 {
		return
	}
	u := a.summary
	for _, m := range citedIDs(u.f.text) {
		id := u.f.text[m[0]:m[1]]
		p, ok := idPrefix(id)
		if !ok || !prefixes[p] {
			continue
		}
		found := false
		for mid := range a.msgIndex {
			if strings.EqualFold(mid, id) {
				found = true
				break
			}
		}
		if found {
			continue
		}
		a.add(FindingFactWithoutReference, fmt.Sprintf("The summary cites message %q, which is not in the original context.", u.evidence(m[0], m[1]).Quote),
			u.evidence(m[0], m[1]))
	}
}

// idPrefix splits an id like "msg-12" or "m7" into its letter prefix.
func idPrefix(id string) (string, bool) {
	i := 0
	for i < len(id) && ((id[i] >= 'a' && id[i] <= 'z') || id[i] == '_' || id[i] == '-' || id[i] == ':') {
		i++
	}
	if i == 0 || i == len(id) || !allDigits(id[i:]) {
		return "", false
	}
	return id[:i], true
}

// scopeKeys name the isolation boundary in references: "tenant:globex",
// "orgs/initech", "workspace=acme", "租户:xx".
var scopeKeys = []string{"tenants", "tenant", "organizations", "organization", "organisations", "organisation",
	"orgs", "org", "workspaces", "workspace", "inquilinos", "inquilino", "mandanten", "mandant", "locataire",
	"locatario", "租户", "组织"}

// scopeValues returns, for each scope key in folded text followed by a
// delimiter, the span of the key and of the value after it.
func scopeValues(t string) [][4]int {
	var out [][4]int
	for _, k := range scopeKeys {
		for off := 0; off < len(t) && len(out) < 20; {
			i := strings.Index(t[off:], k)
			if i < 0 {
				break
			}
			s := off + i
			e := s + len(k)
			off = e
			if s > 0 && isWordByte(t[s-1]) || (e < len(t) && isWordByte(t[e])) {
				continue
			}
			// A dotted name ends in a domain, not a scope key: the "org" of
			// "golang.org/grpc" or "example.org:8443" names no organisation.
			if s > 0 && (t[s-1] == '.' || t[s-1] == '-' || t[s-1] == '@') {
				continue
			}
			j := e
			for j < len(t) && t[j] == ' ' {
				j++
			}
			if j >= len(t) || strings.IndexByte(":=/#", t[j]) < 0 {
				continue
			}
			j++
			for j < len(t) && t[j] == ' ' {
				j++
			}
			v := j
			for v < len(t) {
				r, size := utf8.DecodeRuneInString(t[v:])
				if isWordByte(t[v]) || t[v] == '.' || t[v] == '-' || isCJK(r) {
					v += size
					continue
				}
				break
			}
			for v > j && (t[v-1] == '.' || t[v-1] == '-') {
				v--
			}
			// One letter names no scope: "Locataire : M. Lacaze" is a title.
			if v-j >= 2 {
				out = append(out, [4]int{s, e, j, v})
			}
		}
	}
	return out
}

func normTenant(s string) string {
	// Most names are already lowercase letters and digits: they are their
	// own normal form, with nothing to allocate.
	plain := true
	for i := 0; i < len(s) && plain; i++ {
		c := s[i]
		plain = c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
	}
	if plain {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r > 0x7f {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// checkScope finds references from another tenant: an explicit tenant,
// org or workspace segment naming someone else, or a reference whose
// tenant position — learnt from the event's own references — holds
// another name.
func (a *analysis) checkScope() {
	tenant := normTenant(a.ev.Tenant)
	if tenant == "" {
		return
	}
	type ref struct {
		ptr, val string
		// u, start and end locate a reference found in the summary text.
		u          *unit
		start, end int
	}
	var refs []ref
	if c := a.ev.Summary.Contract; c != nil {
		for i, s := range c.SourceRefs {
			refs = append(refs, ref{ptr: ptrAt("/source_refs/", i, ""), val: s})
		}
		for i, f := range c.ConfirmedFacts {
			refs = append(refs, ref{ptr: ptrAt("/confirmed_facts/", i, "/source_ref"), val: f.SourceRef})
		}
		for i, x := range c.CompletedActions {
			refs = append(refs, ref{ptr: ptrAt("/completed_actions/", i, "/confirmation_ref"), val: x.ConfirmationRef})
		}
		for i, x := range c.ExternalEffects {
			refs = append(refs, ref{ptr: ptrAt("/external_effects/", i, "/confirmation_ref"), val: x.ConfirmationRef})
		}
		for i, x := range c.Artifacts {
			refs = append(refs, ref{ptr: ptrAt("/artifacts/", i, "/ref"), val: x.Ref})
		}
	}
	var bad, guessed []review.Evidence
	var names, guessedNames []string
	flag := func(e review.Evidence, other string) {
		if !slices.Contains(names, other) {
			names = append(names, other)
		}
		if len(bad) < maxEvidence {
			bad = append(bad, e)
		}
	}
	// Tenant positions learnt from references that name our tenant.
	type position struct{ label, shape string }
	var known []position
	segsOf := func(v string) []string {
		return splitRef(strings.ToLower(v))
	}
	learn := func(v string) {
		segs := segsOf(v)
		for k, s := range segs {
			if normTenant(s) != tenant {
				continue
			}
			label, shape := "^", ""
			if k > 0 {
				label = segs[k-1]
			}
			// Only an id-like segment ("tck-2210") gives a shape; a plain
			// word ("api") says nothing about whose reference it is.
			if k+1 < len(segs) && hasDigit(segs[k+1]) {
				shape = letterPrefix(segs[k+1])
			}
			known = append(known, position{label, shape})
		}
	}
	for _, r := range refs {
		learn(r.val)
	}
	// The original shows how this tenant's references look
	// ("tickets://jinhua-retail/TCK-2210"): learn from references around
	// the tenant's name there too.
	ft := foldString(a.ev.Tenant)
	for _, u := range a.orig {
		for off := 0; len(ft) > 0 && off < len(u.f.text) && len(known) < 16; {
			i := strings.Index(u.f.text[off:], ft)
			if i < 0 {
				break
			}
			s, e := refTokenAround(u.f.text, off+i, off+i+len(ft))
			if strings.ContainsAny(u.f.text[s:e], "/:") {
				learn(u.f.text[s:e])
			}
			off = e + 1
		}
	}
	// Other tenants the original names ("tenant=contoso", "mandant=
	// rhein-logistik") and the record ids it shows for them: a reference
	// that names one, or a summary that uses one, takes another tenant's
	// data.
	foreign, foreignIDs := a.foreignScopes(tenant)
	// A contract that names another tenant than the event's has taken
	// that tenant's task; its references under that name are that
	// tenant's data.
	if c := a.ev.Summary.Contract; c != nil {
		if n := normTenant(c.Tenant); n != "" && n != tenant && !slices.Contains(foreign, n) {
			foreign = append(foreign, n)
		}
	}
	// A one-word namespace ("ledger://haiyuntong/…", "agrovale/contratos/
	// CT-9") says nothing by its shape; it is someone else's when the
	// summary names it as an organisation or says the data came from one.
	otherOrg := false
	summaryText := ""
	if a.ev.Summary.Text != nil {
		summaryText = *a.ev.Summary.Text
	}
	if u := a.summary; u != nil {
		for _, st := range u.sents {
			if st.cs.has(catOtherOrg) && !a.refusedAround(u, int(st.start)) {
				otherOrg = true
				break
			}
		}
	}
	// Reference-like words in the summary text are checked like the
	// contract's references.
	if u := a.summary; u != nil {
		for _, sp := range refTokens(u.f.text) {
			refs = append(refs, ref{ptr: "", val: u.f.text[sp[0]:sp[1]], u: u, start: sp[0], end: sp[1]})
		}
	}
	for _, r := range refs {
		if strings.TrimSpace(r.val) == "" {
			continue
		}
		evOf := func() review.Evidence {
			if r.u != nil {
				return r.u.evidence(r.start, r.end)
			}
			return contractEvidence(r.ptr, r.val)
		}
		low := foldString(r.val)
		done := false
		for _, m := range scopeValues(low) {
			if other := normTenant(low[m[2]:m[3]]); other != "" && other != tenant {
				if r.u == nil {
					flag(evOf(), low[m[2]:m[3]])
				}
				done = true
				break
			}
		}
		if done {
			continue
		}
		segs := segsOf(r.val)
		// A reference in the summary's prose that it says was not used
		// ("contoso/INV-7 belongs to another tenant; not used") takes nothing.
		if r.u != nil && a.refusedAround(r.u, r.start) {
			continue
		}
		for _, sg := range segs {
			if n := normTenant(sg); n != "" && slices.Contains(foreign, n) {
				flag(evOf(), sg)
				done = true
				break
			}
		}
		if done {
			continue
		}
		// A reference that opens with a sibling of our tenant and an id
		// ("lib-xihu:ILL-5521" in lib-donghu's task, "shop-lumen-cn/O-77"
		// beside shop-aurora-cn) belongs to that sibling, learnt or not.
		if len(segs) >= 2 && strings.ContainsAny(segs[0], "-_") && hasDigit(segs[1]) && normTenant(segs[0]) != tenant &&
			siblingTenant(a.ev.Tenant, segs[0]) {
			flag(evOf(), segs[0])
			continue
		}
		for _, p := range known {
			for k, s := range segs {
				// Same label before the segment, or the same kind of id
				// after it ("<tenant>/TCK-…").
				match := (p.label != "^" && k > 0 && segs[k-1] == p.label) ||
					(p.shape != "" && k+1 < len(segs) && letterPrefix(segs[k+1]) == p.shape && (k == 0 || p.label == "^" || segs[k-1] == p.label)) ||
					// A sibling of our tenant in its place ("acme-mx/…" beside
					// "acme-br/…", "northwind-eu") is another tenant.
					(p.label == "^" && k == 0 && siblingTenant(a.ev.Tenant, s))
				if match && normTenant(s) != tenant && hasLetter(s) {
					flag(evOf(), s)
					done = true
					break
				}
			}
			if done {
				break
			}
		}
		// A namespace shaped like an organisation ("harbor-mutual:claims/
		// CLM-5510", "xingchen-games/incidents/…") that is neither our
		// tenant nor one of the event's systems is probably someone else's:
		// inferred from the name, so it queues for review.
		if !done && (r.u == nil || !a.refusedAround(r.u, r.start)) {
			ns := orgNamespace(segs, r.val)
			if ns == "" {
				if w := bareNamespace(segs, r.val); w != "" && (otherOrg || namedAsProper(summaryText, w)) {
					ns = w
				}
			}
			if ns != "" && !a.ownNamespace(ns, tenant) {
				if !slices.Contains(guessedNames, ns) {
					guessedNames = append(guessedNames, ns)
				}
				if len(guessed) < maxEvidence {
					guessed = append(guessed, evOf())
				}
			}
		}
	}
	if u := a.summary; u != nil && len(foreignIDs) > 0 {
		for _, st := range u.sents {
			if a.refusedAround(u, int(st.start)) {
				continue
			}
			for _, w := range idWords(u.f.text, int(st.start), int(st.end)) {
				if x := u.f.text[w[0]:w[1]]; foreignIDs[x] {
					flag(u.evidence(w[0], w[1]), x)
				}
			}
		}
	}
	if u := a.summary; u != nil && a.hasCat(u, catScopeKey) {
		for _, m := range scopeValues(u.f.text) {
			other := u.f.text[m[2]:m[3]]
			if n := normTenant(other); n != "" && n != tenant {
				flag(u.evidence(m[0], m[3]), other)
			}
		}
	}
	if len(bad) == 0 {
		if len(guessed) > 0 {
			a.addInferred(FindingOutOfScopeSource, fmt.Sprintf("The summary relies on sources under %s, which looks like another organisation's namespace while the event belongs to tenant %q; confirm whose data it is before the next context uses it.",
				strings.Join(quoteAll(guessedNames), ", "), a.ev.Tenant), guessed...)
		}
		return
	}
	a.add(FindingOutOfScopeSource, fmt.Sprintf("The summary relies on sources from another scope (%s) while the event belongs to tenant %q; data from one customer must not flow into another's task.",
		strings.Join(quoteAll(names), ", "), a.ev.Tenant), bad...)
}

// orgNamespace returns the first segment of a reference when it is shaped
// like an organisation's name ("harbor-mutual", "clinic-hz", "rentacar-pt":
// lowercase words joined by a hyphen, letters in each of the first two)
// and a path follows it; "" otherwise. After a scheme ("railyard://") the
// authority is the namespace. Web addresses are pages, not namespaces.
func orgNamespace(segs []string, raw string) string {
	if len(segs) < 2 || webAddress(raw) {
		return ""
	}
	// A scheme names the kind of store, the authority after it whose it
	// is: "railyard://saskrail-lessors/moosejaw/idle".
	if scheme, _, ok := strings.Cut(raw, "://"); ok && len(segs) >= 3 && segs[0] == scheme {
		segs = segs[1:]
	}
	ns := segs[0]
	parts := strings.Split(ns, "-")
	if len(parts) < 2 || len(parts) > 4 || len(ns) > 40 {
		return ""
	}
	for i, p := range parts {
		if p == "" {
			return ""
		}
		for j := 0; j < len(p); j++ {
			if c := p[j]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
				return ""
			}
		}
		if i < 2 && !hasLetter(p) {
			return ""
		}
	}
	return ns
}

// bareNamespace returns the one-word namespace of a reference: the
// authority after a scheme ("ledger://haiyuntong/2026-10/fx") or the first
// of three segments or more ("agrovale/contratos/ct-9"), letters only and
// four at least; "" otherwise.
func bareNamespace(segs []string, raw string) string {
	if len(segs) < 3 || webAddress(raw) {
		return ""
	}
	if scheme, _, ok := strings.Cut(raw, "://"); ok && segs[0] == strings.ToLower(scheme) {
		segs = segs[1:]
		if len(segs) < 2 {
			return ""
		}
	}
	ns := segs[0]
	if len(ns) < 4 || len(ns) > 30 {
		return ""
	}
	for i := 0; i < len(ns); i++ {
		if c := ns[i]; c < 'a' || c > 'z' {
			return ""
		}
	}
	return ns
}

// namedAsProper reports whether text names w as a proper noun outside a
// reference: capitalised ("na Agrovale"), not right after a path or
// scheme separator.
func namedAsProper(text, w string) bool {
	lw := strings.ToLower(text)
	for off := 0; off < len(lw); {
		i := strings.Index(lw[off:], w)
		if i < 0 {
			return false
		}
		i += off
		off = i + len(w)
		c := text[i]
		if c < 'A' || c > 'Z' {
			continue
		}
		if i > 0 && (isWordByte(lw[i-1]) || strings.IndexByte("/:.-_", lw[i-1]) >= 0) {
			continue
		}
		if off < len(lw) && (isWordByte(lw[off]) || strings.IndexByte("/:-_", lw[off]) >= 0) {
			continue
		}
		return true
	}
	return false
}

// ownNamespace reports a namespace that is the event's own: its tenant, its
// system of record, a tool the original called, or one its original's
// references put beside the tenant's name.
func (a *analysis) ownNamespace(ns, tenant string) bool {
	n := normTenant(ns)
	if n == tenant || n == "" {
		return true
	}
	if sot := a.ev.SourceOfTruth; sot != nil && normTenant(sot.System) == n {
		return true
	}
	if a.ev.Policy != nil {
		for _, t := range a.ev.Policy.AllowedTools {
			if normTenant(t) == n {
				return true
			}
		}
	}
	for _, u := range a.orig {
		if u.name != "" && normTenant(u.name) == n {
			return true
		}
	}
	// The tenant's own namespaces: "acme-billing" for tenant "acme".
	return strings.HasPrefix(n, tenant) || strings.HasPrefix(tenant, n)
}

// refusedAround reports whether the sentence of u around pos, or another
// on its line, says what it names was refused, not used or only reported.
func (a *analysis) refusedAround(u *unit, pos int) bool {
	k := sort.Search(len(u.sents), func(k int) bool { return int(u.sents[k].end) > pos })
	if k == len(u.sents) || int(u.sents[k].start) > pos {
		return false
	}
	refused := cats(catRefusal, catNegation, catProhibit, catReport, catQuestion)
	it := indexed{u: u, s: u.sents[k]}
	return it.s.cs.any(refused) || lineHas(&it, refused)
}

// foreignScopes returns the other tenants the original names after a
// scope key ("tenant=contoso", "mandant=rhein-logistik", "租户: xx") and
// the record ids (words with letters and digits) in the same sentences,
// but none that the event's own tenant also shows.
func (a *analysis) foreignScopes(tenant string) (names []string, ids map[string]bool) {
	own := map[string]bool{}
	ids = map[string]bool{}
	for _, u := range a.orig {
		if !a.hasCat(u, catScopeKey) {
			continue
		}
		for _, s := range u.sents {
			if !s.cs.has(catScopeKey) {
				continue
			}
			t := u.f.text[s.start:s.end]
			var others []string
			mine := false
			for _, m := range scopeValues(t) {
				switch n := normTenant(t[m[2]:m[3]]); {
				case n == tenant:
					mine = true
				case n != "":
					others = append(others, n)
				}
			}
			if len(others) == 0 && !mine {
				continue
			}
			for _, w := range idWords(u.f.text, int(s.start), int(s.end)) {
				if x := u.f.text[w[0]:w[1]]; mine {
					own[x] = true
				} else {
					ids[x] = true
				}
			}
			for _, n := range others {
				if !slices.Contains(names, n) && len(names) < 20 {
					names = append(names, n)
				}
			}
		}
	}
	for x := range own {
		delete(ids, x)
	}
	return names, ids
}

// hasCat reports whether any hit of u has category c.
func (a *analysis) hasCat(u *unit, c cat) bool {
	for _, s := range u.sents {
		if s.cs.has(c) {
			return true
		}
	}
	return false
}

// idWords returns the record-id-like words of folded text in [a, b):
// letters and digits joined by '-' or '_' ("inv-2026-0932", "le-2026-0912"),
// five bytes at least, with a letter and a digit.
func idWords(t string, a, b int) [][2]int {
	var out [][2]int
	for i := a; i < b; {
		if !isWordByte(t[i]) || (i > a && (isWordByte(t[i-1]) || t[i-1] == '-')) {
			i++
			continue
		}
		j := i
		for j < b && (isWordByte(t[j]) || (t[j] == '-' || t[j] == '_') && j+1 < b && isWordByte(t[j+1])) {
			j++
		}
		if w := t[i:j]; j-i >= 5 && hasDigit(w) && hasLetter(w) && strings.ContainsAny(w, "-_") {
			out = append(out, [2]int{i, j})
		}
		i = j + 1
	}
	return out
}

// siblingTenant reports whether seg names a tenant next to ours: another
// name sharing a part of three letters or more with it ("acme-mx" for
// "acme-br", "northwind-eu" for "northwind"). It splits without
// allocating: it runs for every reference segment.
func siblingTenant(tenant, seg string) bool {
	if len(seg) < 3 || hasDigit(seg) || !hasLetter(seg) || strings.EqualFold(tenant, seg) || normTenant(tenant) == normTenant(seg) {
		return false
	}
	split := func(c byte) bool { return c == '-' || c == '_' || c == '.' }
	for i := 0; i < len(tenant); {
		j := i
		for j < len(tenant) && !split(tenant[j]) {
			j++
		}
		if part := tenant[i:j]; len(part) >= 3 {
			for k := 0; k < len(seg); {
				l := k
				for l < len(seg) && !split(seg[l]) {
					l++
				}
				if strings.EqualFold(seg[k:l], part) {
					return true
				}
				k = l + 1
			}
		}
		i = j + 1
	}
	return false
}

// refTokenAround widens [s, e) of folded text to the reference-like word
// around it: letters, digits and the punctuation of URIs and ids.
func refTokenAround(t string, s, e int) (int, int) {
	for s > 0 && isRefByte(t[s-1]) {
		s--
	}
	for e < len(t) && isRefByte(t[e]) {
		e++
	}
	for e > s && strings.IndexByte(".:/-", t[e-1]) >= 0 {
		e--
	}
	return s, e
}

func isRefByte(c byte) bool {
	return isWordByte(c) || c == '.' || c == '-' || c == ':' || c == '/' || c == '#' || c == '@'
}

// refTokens returns reference-like words in folded text: words with a
// slash ("huaxia-bank/tck-7781", "tickets://acme/1"), not plain prose.
func refTokens(t string) [][2]int {
	var out [][2]int
	for i := 0; i < len(t) && len(out) < 50; {
		if !isRefByte(t[i]) {
			i++
			continue
		}
		s, e := refTokenAround(t, i, i)
		if e <= i {
			i++
			continue
		}
		if tok := t[s:e]; strings.Contains(tok, "/") && !strings.HasPrefix(tok, "/") && len(tok) >= 5 && hasLetter(tok) {
			out = append(out, [2]int{s, e})
		}
		i = e + 1
	}
	return out
}

// hasDigit reports an ASCII digit in s (a byte loop: cheaper than
// strings.ContainsAny, and asked of every sentence some checks read).
func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i]-'0' <= 9 {
			return true
		}
	}
	return false
}

func letterPrefix(s string) string {
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	return s[:i]
}

func hasLetter(s string) bool {
	for _, r := range s {
		if (r >= 'a' && r <= 'z') || r > 0x7f {
			return true
		}
	}
	return false
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

// effectConcepts are the concepts that name kinds of external effect.
var effectConcepts = []concept{cRefund, cPayment, cTransfer, cCharge, cPayout, cInvoice, cEmail, cMessage, cSMS,
	cNotification, cDeploy, cPublish, cDelete, cContract, cAccess}

// kindConcepts reads an effect kind ("refund", "wire_transfer", "退款")
// as effect concepts.
func (a *analysis) kindConcepts(kind string) []concept {
	return a.e.memo.get(memoKey{kind: "kind", a: kind}, func() any { return a.computeKindConcepts(kind) }).([]concept)
}

func (a *analysis) computeKindConcepts(kind string) []concept {
	f := foldString(wordSeparators.Replace(kind))
	var out []concept
	for _, h := range a.lx.m.scan(f, nil) {
		for _, c := range a.lx.m.terms[h.term].concepts {
			if slices.Contains(effectConcepts, c) && !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// claimsDone reports whether a status word says the effect happened.
func (a *analysis) claimsDone(status string) bool {
	return a.e.memo.get(memoKey{kind: "done", a: status}, func() any { return a.computeClaimsDone(status) }).(bool)
}

func (a *analysis) computeClaimsDone(status string) bool {
	f := foldString(idSeparators.Replace(status))
	done := false
	for _, h := range a.lx.m.scan(f, nil) {
		cs := a.lx.m.terms[h.term].cats
		if cs.any(cats(catNegation, catPending, catFailure, catHedge, catBlockStrong)) {
			return false
		}
		if cs.any(cats(catDone, catSuccess)) {
			done = true
		}
	}
	return done
}

func (a *analysis) checkEffects() {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return
	}
	fired := map[string]bool{}
	statusOf := func(matches []int) (bool, string) {
		var sts []string
		for _, j := range matches {
			if sot.Effects[j].Status == review.EffectConfirmed {
				return true, ""
			}
			sts = append(sts, fmt.Sprintf("%s is %s", sot.Effects[j].ID, sot.Effects[j].Status))
		}
		return false, strings.Join(sts, ", ")
	}
	if c := a.ev.Summary.Contract; c != nil {
		for i, eff := range c.ExternalEffects {
			if !a.claimsDone(eff.Status) {
				continue
			}
			var matches []int
			if k, id := a.resolve(eff.ConfirmationRef); k == refEffect {
				j, _, _ := a.sourceEffect(id)
				matches = []int{j}
			} else {
				kc := a.kindConcepts(eff.Kind)
				for j, se := range sot.Effects {
					if sameID(se.Kind, eff.Kind) || overlapsConcepts(kc, a.kindConcepts(se.Kind)) {
						matches = append(matches, j)
					}
				}
			}
			ev := []review.Evidence{contractEvidence(ptrAt("/external_effects/", i, "/status"), eff.Status)}
			if len(matches) == 0 {
				a.add(FindingEffectUnconfirmed, fmt.Sprintf("The contract says the %s to %q is %s, but the source of truth has no record of it.",
					eff.Kind, clip(eff.Target, 60), eff.Status), ev...)
				continue
			}
			if ok, sts := statusOf(matches); !ok {
				for _, j := range matches {
					fired[sot.Effects[j].ID] = true
					ev = append(ev, sourceEvidence(ptrAt("/effects/", j, "/status"), sot.Effects[j].Status))
				}
				a.add(FindingEffectUnconfirmed, fmt.Sprintf("The contract says the %s to %q is %s, but the source of truth says %s.",
					eff.Kind, clip(eff.Target, 60), eff.Status, sts), ev...)
			}
		}
		for i, act := range c.CompletedActions {
			k, id := a.resolve(act.ConfirmationRef)
			if k != refEffect || fired[id] {
				continue
			}
			j, se, _ := a.sourceEffect(id)
			if se.Status == review.EffectConfirmed {
				continue
			}
			fired[id] = true
			a.add(FindingEffectUnconfirmed, fmt.Sprintf("The contract lists %q as done, but the source of truth says effect %s is %s.",
				clip(act.Text, 100), se.ID, se.Status),
				contractEvidence(ptrAt("/completed_actions/", i, "/text"), act.Text),
				sourceEvidence(ptrAt("/effects/", j, "/status"), se.Status))
		}
	}
	a.checkEffectClaimsInText(fired)
}

func overlapsConcepts(x, y []concept) bool {
	for _, c := range x {
		if slices.Contains(y, c) {
			return true
		}
	}
	return false
}

// checkEffectClaimsInText finds prose that says an effect happened
// ("refund issued", "reembolso efetuado", "已退款") while every source effect
// of that kind is pending or failed.
func (a *analysis) checkEffectClaimsInText(fired map[string]bool) {
	sot := a.ev.SourceOfTruth
	if len(sot.Effects) == 0 {
		return
	}
	lx := a.lx
	effKinds := make([][]concept, len(sot.Effects))
	for j, se := range sot.Effects {
		effKinds[j] = a.kindConcepts(se.Kind)
	}
	for _, u := range a.downstream() {
		if strings.HasPrefix(u.ref, "/pending_items/") || strings.HasPrefix(u.ref, "/hypotheses/") {
			continue
		}
		for _, s := range u.sents {
			if s.section.any(cats(catPending, catBlockStrong, catHedge, catOpenQuestion, catNextStep, catFailure)) {
				continue
			}
			for _, h := range u.sentHits(s) {
				t := lx.m.terms[h.term]
				if !t.cats.any(cats(catSuccess, catDone)) {
					continue
				}
				ca, cb := u.clause(lx, s, int(h.start))
				if a.claimSuppressed(u, s, int(h.start), int(h.end)) || a.clauseHas(u, s, ca, cb, catFailure, catNextStep, catModal) {
					continue
				}
				var kc []concept
				for _, x := range u.sentHits(s) {
					if int(x.start) >= ca && int(x.end) <= cb {
						for _, c := range lx.m.terms[x.term].concepts {
							if slices.Contains(effectConcepts, c) {
								kc = append(kc, c)
							}
						}
					}
				}
				if len(kc) == 0 {
					continue
				}
				var matches []int
				confirmed := false
				for j, ks := range effKinds {
					if overlapsConcepts(kc, ks) {
						matches = append(matches, j)
						if sot.Effects[j].Status == review.EffectConfirmed {
							confirmed = true
						}
					}
				}
				if confirmed || len(matches) == 0 || a.reportsWait(u, s, h, ca, cb, matches) {
					break
				}
				ev := []review.Evidence{u.evidence(ca, cb)}
				var sts []string
				already := true
				for _, j := range matches {
					if !fired[sot.Effects[j].ID] {
						already = false
					}
					fired[sot.Effects[j].ID] = true
					sts = append(sts, fmt.Sprintf("%s is %s", sot.Effects[j].ID, sot.Effects[j].Status))
					ev = append(ev, sourceEvidence(ptrAt("/effects/", j, "/status"), sot.Effects[j].Status))
				}
				if !already {
					a.addInferred(FindingEffectUnconfirmed, fmt.Sprintf("The summary says %q, but the source of truth says %s.",
						clip(ev[0].Quote, 100), strings.Join(sts, ", ")), ev...)
				}
				break
			}
		}
	}
}

// draftWords name a draft or a staged copy: what was made is the draft,
// and the effect it prepares is still pending ("draft invoice created",
// "rascunho do aviso gerado", "草稿已生成").
var draftWords = []string{"draft", "drafts", "drafted", "staged", "rascunho", "rascunhos", "minuta", "borrador",
	"borradores", "brouillon", "brouillons", "entwurf", "entwurfe", "bozza", "bozze", "草稿", "草案", "下書き", "초안"}

// namesDraft reports a draft word in folded text t.
func namesDraft(t string) bool { return hasCue(t, draftWords) }

// reportsWait reports a completion word that asserts no completed effect
// while every effect it matches is pending: the request was lodged
// ("deletion ticket submitted", "pedido protocolado", "已提交"), which is
// what a pending effect is, or the same sentence says the effect still
// waits ("submitted, awaiting approval", "已提交，等待审批"), in any tense.
// A failed effect is no wait: a lodged request that failed is still a
// failure the summary must not hide.
func (a *analysis) reportsWait(u *unit, s sentence, done hit, ca, cb int, matches []int) bool {
	for _, j := range matches {
		if a.ev.SourceOfTruth.Effects[j].Status != review.EffectPending {
			return false
		}
	}
	if a.clauseHas(u, s, ca, cb, catLodged) || namesDraft(u.f.text[ca:cb]) {
		return true
	}
	if a.waitsForEffect(u, s, done, matches) {
		return true
	}
	// A semicolon continues the statement: "request sent; awaiting the
	// DPO" says the wait in the next cut of the same line.
	t := strings.TrimRight(u.f.text[s.start:s.end], " *_")
	if s.idx >= 0 && int(s.idx)+1 < len(u.sents) && (strings.HasSuffix(t, ";") || strings.HasSuffix(t, "；")) {
		n := u.sents[s.idx+1]
		return !strings.Contains(u.f.text[s.end:n.start], "\n") && a.waitsForEffect(u, n, hit{start: -1, end: -1}, matches)
	}
	return false
}

// waitsForEffect reports a pending cue in s, not negated, whose clause
// names what the wait is for: an approval or gate ("awaiting sign-off",
// "等待审批") or the effect's own kind ("the deletion is still pending").
// A wait for something else ("refund sent; waiting for the customer's
// reply") leaves the completion claim standing.
func (a *analysis) waitsForEffect(u *unit, s sentence, done hit, matches []int) bool {
	if !s.cs.has(catPending) {
		return false
	}
	lx := a.lx
	for _, h := range u.sentHits(s) {
		if h.start >= done.start && h.start < done.end || !lx.m.terms[h.term].cats.has(catPending) ||
			u.negatedWithin(lx, s, int(h.start), 14) {
			continue
		}
		ca, cb := u.clause(lx, s, int(h.start))
		if a.clauseHas(u, s, ca, cb, catApproval, catGate) {
			return true
		}
		for _, x := range u.sentHits(s) {
			if int(x.start) < ca || int(x.end) > cb || x.start >= done.start && x.start < done.end {
				continue
			}
			for _, j := range matches {
				if overlapsConcepts(lx.m.terms[x.term].concepts, a.kindConcepts(a.ev.SourceOfTruth.Effects[j].Kind)) {
					return true
				}
			}
		}
	}
	return false
}

// clauseHas reports whether the clause [ca, cb) of s has a hit of any of
// the categories.
func (a *analysis) clauseHas(u *unit, s sentence, ca, cb int, cs ...cat) bool {
	want := cats(cs...)
	for _, h := range u.sentHits(s) {
		if int(h.start) >= ca && int(h.end) <= cb && a.lx.m.terms[h.term].cats.any(want) {
			return true
		}
	}
	return false
}

// clip shortens untrusted text for a message, on a rune boundary, with
// control and format characters (terminal escapes, bidi overrides)
// replaced by spaces so a message can be printed safely.
func clip(s string, n int) string {
	s = strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || unicode.Is(unicode.Cf, r) {
			return ' '
		}
		return r
	}, s))
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
