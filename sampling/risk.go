package sampling

import (
	"slices"
	"strings"
	"unicode/utf8"

	"recap/review"
)

// findingClasses maps each finding to the risk classes it implies.
var findingClasses = map[string][]review.RiskClass{
	FindingIdentityMismatch:          {review.RiskSourceConflict, review.RiskUnexpectedBehavior},
	FindingWorkflowVersionRejected:   {review.RiskUnexpectedBehavior},
	FindingInvalidTransition:         {review.RiskUnexpectedBehavior},
	FindingActionWithoutConfirmation: {review.RiskMissingEvidence},
	FindingApprovalInvalid:           {review.RiskMissingEvidence},
	FindingPendingUnblocked:          {review.RiskUnexpectedBehavior},
	FindingToolNotInPolicy:           {review.RiskUnexpectedBehavior},
	FindingEmbeddedInstruction:       {review.RiskNewInstruction},
	FindingOutOfScopeSource:          {review.RiskUnexpectedBehavior},
	FindingFactWithoutReference:      {review.RiskMissingEvidence},
	FindingHypothesisPromoted:        {review.RiskMissingEvidence},
	FindingEffectUnconfirmed:         {review.RiskUnconfirmedToolFailure},
	FindingFailureOmitted:            {review.RiskUnconfirmedToolFailure},
	FindingRuleWeakened:              {review.RiskNewInstruction},
	FindingSourceConflict:            {review.RiskSourceConflict},
	FindingMissingLimit:              {review.RiskMissingEvidence},
	FindingSummaryUninspectable:      {review.RiskMissingEvidence},
	FindingNoSourceOfTruth:           {review.RiskMissingEvidence},
}

// conceptClasses maps effect kinds and tool-name words to risk classes.
var conceptClasses = map[concept]review.RiskClass{
	cRefund: review.RiskFinancialMove, cPayment: review.RiskFinancialMove, cTransfer: review.RiskFinancialMove,
	cCharge: review.RiskFinancialMove, cPayout: review.RiskFinancialMove,
	cEmail: review.RiskExternalSend, cMessage: review.RiskExternalSend, cSMS: review.RiskExternalSend,
	cNotification: review.RiskExternalSend,
	cDeploy:       review.RiskDeletionOrPublication, cPublish: review.RiskDeletionOrPublication,
	cDelete:   review.RiskDeletionOrPublication,
	cContract: review.RiskContractChange, cAccess: review.RiskPrivilegedAccess,
}

// deriveRisks collects the risk classes of the event from the contract's
// effects, the tools the original used, cues in the text, and the
// findings, each with the evidence that raised it.
func (a *analysis) deriveRisks() {
	for _, f := range a.findings {
		for _, c := range findingClasses[f.ID] {
			a.risk(c, f.Evidence...)
		}
	}
	if c := a.ev.Summary.Contract; c != nil {
		for i, e := range c.ExternalEffects {
			for _, k := range a.kindConcepts(e.Kind) {
				if rc, ok := conceptClasses[k]; ok {
					a.risk(rc, contractEvidence(ptrAt("/external_effects/", i, "/kind"), e.Kind))
				}
			}
		}
	}
	a.toolRisks()
	a.recordRisks()
	// Any failed tool step puts the event in the class, resolved later or
	// not: its outcome rests on what came after.
	a.findFailures() // computes failAt
	for i, u := range a.orig {
		if u.role != review.RoleTool {
			continue
		}
		if k := a.failAt[i]; k >= 0 {
			a.risk(review.RiskUnconfirmedToolFailure, u.sentenceEvidence(u.sents[k]))
		}
		if u.isError && len(u.sents) > 0 {
			a.risk(review.RiskUnconfirmedToolFailure, u.sentenceEvidence(u.sents[0]))
		}
	}
	for _, f := range a.findFailures() {
		a.risk(review.RiskUnconfirmedToolFailure, a.failureEvidence(f))
	}
	for _, u := range a.downstream() {
		a.textRisks(u)
	}
	for _, u := range a.orig {
		if u.role == review.RoleUser || u.role == review.RoleAssistant {
			if !u.injected {
				a.textRisks(u)
			}
		}
	}
	a.piiRisks()
	a.standingInstructions()
	if !a.novelOrders() {
		a.modelOrderRisk()
	}
}

// modelOrderRisk marks a new instruction where the order model scores a
// sentence at least riskThreshold in an event nothing else sends to a
// human: below the score that makes a finding, high enough that a
// reviewer should read the sentence.
func (a *analysis) modelOrderRisk() {
	if a.e.noOrderModel || a.queued() {
		return
	}
	if u, s, _, ok := a.modelOrder(a.riskThreshold(), modelMinUpstream); ok {
		a.risk(review.RiskNewInstruction, u.sentenceEvidence(s))
	}
}

// queued reports whether a finding or a risk the policy acts on already
// sends the event to review or block.
func (a *analysis) queued() bool {
	for _, f := range a.findings {
		if f.Severity == review.SeverityBlock || f.Severity == review.SeverityReview {
			return true
		}
	}
	for c := range a.risks {
		if ra, ok := a.e.policy.RiskActions[c]; ok && (ra.Action == review.ActionBlock || ra.Action == review.ActionReview) {
			return true
		}
	}
	return false
}

// toolRisks reads the names of tools the original called ("issue_refund",
// "send_email", "drop_table") as risk classes.
func (a *analysis) toolRisks() {
	lx := a.lx
	seen := map[string]bool{}
	for _, u := range a.orig {
		if u.name == "" || seen[u.name] {
			continue
		}
		seen[u.name] = true
		var b strings.Builder
		for i, r := range u.name {
			if r >= 'A' && r <= 'Z' && i > 0 {
				b.WriteByte(' ')
			}
			if r == '_' || r == '-' || r == '.' || r == ':' || r == '/' {
				b.WriteByte(' ')
				continue
			}
			b.WriteRune(r)
		}
		f := foldString(b.String())
		var classes []review.RiskClass
		for _, h := range lx.m.scan(f, nil) {
			t := lx.m.terms[h.term]
			for _, c := range t.concepts {
				if rc, ok := conceptClasses[c]; ok && !slices.Contains(classes, rc) {
					classes = append(classes, rc)
				}
			}
			if t.cats.has(catDeletion) && !slices.Contains(classes, review.RiskDeletionOrPublication) {
				classes = append(classes, review.RiskDeletionOrPublication)
			}
			if t.cats.has(catPrivilege) && !slices.Contains(classes, review.RiskPrivilegedAccess) {
				classes = append(classes, review.RiskPrivilegedAccess)
			}
			if t.cats.has(catPersonal) && !slices.Contains(classes, review.RiskPersonalData) {
				classes = append(classes, review.RiskPersonalData)
			}
		}
		if len(classes) == 0 {
			continue
		}
		ev := a.toolNameEvidence(u)
		for _, rc := range classes {
			a.risk(rc, ev)
		}
	}
}

// recordRisks reads the system of record, which the summary cannot
// change: an effect it holds, whatever its status, is one the event set
// up, and a field named after personal data ("patient_dob",
// "telefone_cliente") means the event handles such data.
func (a *analysis) recordRisks() {
	sot := a.ev.SourceOfTruth
	if sot == nil {
		return
	}
	for i, e := range sot.Effects {
		for _, k := range a.kindConcepts(e.Kind) {
			if rc, ok := conceptClasses[k]; ok {
				a.risk(rc, sourceEvidence(ptrAt("/effects/", i, "/kind"), e.Kind))
			}
		}
	}
	for _, k := range sortedKeys(sot.Facts) {
		if a.nameCats(k).has(catPersonal) {
			a.risk(review.RiskPersonalData, factEvidence(k, sot.Facts[k]))
		}
	}
}

// nameCats is what the words of an identifier ("customer_home_address",
// "refundAmount") are about.
func (a *analysis) nameCats(name string) catSet {
	var b strings.Builder
	for i, r := range name {
		if r >= 'A' && r <= 'Z' && i > 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	var out catSet
	for _, h := range a.lx.m.scan(foldString(wordSeparators.Replace(b.String())), nil) {
		out = out.or(a.lx.m.terms[h.term].cats)
	}
	return out
}

// toolNameEvidence points at the tool's name in its message, or at the
// message's first sentence when the name is not in the text.
func (a *analysis) toolNameEvidence(u *unit) review.Evidence {
	if i := strings.Index(u.f.raw, u.name); i >= 0 {
		return review.Evidence{Pane: review.PaneOriginal, Ref: u.ref, Start: i, End: i + len(u.name), Quote: u.name}
	}
	if len(u.sents) > 0 {
		return u.sentenceEvidence(u.sents[0])
	}
	return review.Evidence{Pane: review.PaneOriginal, Ref: u.ref}
}

// textRisks reads multilingual cues in one unit. A cue in a read-only
// clause ("looked up the refund", "consultou o pagamento") or a question
// does not count: looking at money is not moving it.
func (a *analysis) textRisks(u *unit) {
	lx := a.lx
	riskCats := cats(catFinancial, catMoneyVerb, catContractObj, catSendVerb, catSendChannel,
		catPrivilege, catPrivilegeWord, catDeletion, catPublication, catPersonal, catUnexpected)
	for _, s := range u.sents {
		if !s.cs.any(riskCats) || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
			continue
		}
		hits := u.sentHits(s)
		for _, h := range hits {
			cs := lx.m.terms[h.term].cats
			if !cs.any(riskCats) {
				continue
			}
			pos := int(h.start)
			if u.negatedBefore(lx, s, pos) {
				continue
			}
			ca, cb := u.clause(lx, s, pos)
			readOnly := a.clauseHas(u, s, ca, cb, catReadOnly) && !a.clauseHas(u, s, ca, cb, catNextStep, catModal)
			// The classes this cue puts the event in; its evidence is
			// quoted only for a class that still has room for it.
			var add [8]review.RiskClass
			n := 0
			switch {
			case cs.has(catPersonal):
				add[n], n = review.RiskPersonalData, n+1
			case cs.has(catUnexpected):
				add[n], n = review.RiskUnexpectedBehavior, n+1
			case cs.any(cats(catPrivilege, catPrivilegeWord)):
				add[n], n = review.RiskPrivilegedAccess, n+1
			}
			if !readOnly {
				if cs.has(catFinancial) || cs.has(catMoneyVerb) && a.clauseHasMoney(u, s, ca, cb) {
					add[n], n = review.RiskFinancialMove, n+1
				}
				if cs.has(catContractObj) && a.clauseHas(u, s, ca, cb, catChangeVerb) {
					add[n], n = review.RiskContractChange, n+1
				}
				if cs.has(catSendVerb) && !cs.has(catSendChannel) && a.clauseHas(u, s, ca, cb, catSendChannel, catExternalParty) ||
					cs.has(catSendVerb) && cs.has(catSendChannel) && a.partyRightAfter(u, s, int(h.end)) {
					add[n], n = review.RiskExternalSend, n+1
				}
				if cs.any(cats(catDeletion, catPublication)) {
					add[n], n = review.RiskDeletionOrPublication, n+1
				}
			}
			var ev review.Evidence
			quoted := false
			for _, c := range add[:n] {
				if len(a.risks[c]) >= maxRiskEvidence {
					continue
				}
				if !quoted {
					ev, quoted = u.evidence(int(h.start), int(h.end)), true
				}
				a.risk(c, ev)
			}
		}
	}
}

// clauseHasMoney reports an amount of money in the clause [ca, cb) of
// sentence s, from the sentence's quantities (read once per sentence).
func (a *analysis) clauseHasMoney(u *unit, s sentence, ca, cb int) bool {
	for _, q := range u.sentQuantities(s) {
		if q.kind == qMoney && int(q.start) >= ca && int(q.end) <= cb {
			return true
		}
	}
	return false
}

// partyRightAfter reports "email the customer", "notify the vendor": a
// channel word used as a verb with a recipient right after it.
func (a *analysis) partyRightAfter(u *unit, s sentence, end int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) < end || int(h.start)-end > 12 {
			continue
		}
		if a.lx.m.terms[h.term].cats.has(catExternalParty) {
			return true
		}
	}
	return false
}

// piiRisks finds personal data by shape in the summary, the contract and
// what people said: e-mail addresses, CPF numbers, phone numbers and card
// numbers that pass the Luhn check.
func (a *analysis) piiRisks() {
	units := a.downstream()
	for _, u := range a.orig {
		if u.role == review.RoleUser || u.role == review.RoleAssistant || u.role == review.RoleTool {
			units = append(units, u)
		}
	}
	for _, u := range units {
		if n := len(a.risks[review.RiskPersonalData]); n >= 8 {
			return
		}
		for _, sp := range piiSpans(u.f.text) {
			a.risk(review.RiskPersonalData, u.evidence(sp[0], sp[1]))
		}
	}
}

// piiSpans returns spans of e-mail addresses and long digit groups shaped
// like a CPF, a phone number or a payment card.
func piiSpans(t string) [][2]int {
	var out [][2]int
	for i := 0; i < len(t) && len(out) < 4; i++ {
		// Skip to the next '@' or digit.
		for i < len(t) && !piiStart[t[i]] {
			i++
		}
		if i == len(t) {
			break
		}
		c := t[i]
		if c == '@' && i > 0 && i+3 < len(t) {
			s := i
			for s > 0 && (isWordByte(t[s-1]) || t[s-1] == '.' || t[s-1] == '-' || t[s-1] == '+') {
				s--
			}
			e := i + 1
			dot := false
			for e < len(t) && (isWordByte(t[e]) || t[e] == '.' || t[e] == '-') {
				if t[e] == '.' {
					dot = true
				}
				e++
			}
			for e > i+1 && t[e-1] == '.' {
				e--
			}
			if s < i && dot && e > i+3 {
				out = append(out, [2]int{s, e})
			}
			i = e
			continue
		}
		if isDigit(c) && (i == 0 || !isWordByte(t[i-1])) {
			e := i
			digits := 0
			var buf [20]byte
			ds := buf[:0]
			for e < len(t) && (isDigit(t[e]) || ((t[e] == '.' || t[e] == '-' || t[e] == ' ' || t[e] == ')' || t[e] == '(') && e+1 < len(t) && (isDigit(t[e+1]) || t[e+1] == ' ' || t[e+1] == '('))) {
				if isDigit(t[e]) {
					digits++
					ds = append(ds, t[e])
				}
				e++
				if digits > 19 {
					break
				}
			}
			span := t[i:e]
			start := i
			if i > 0 && t[i-1] == '+' {
				start--
			}
			switch {
			case digits == 11 && cpfShape(span):
				out = append(out, [2]int{start, e})
			case digits >= 13 && digits <= 19 && luhn(ds):
				out = append(out, [2]int{start, e})
			case digits >= 10 && digits <= 13 && (start < i || strings.ContainsAny(span, "()")):
				out = append(out, [2]int{start, e})
			}
			i = e
		}
	}
	return out
}

// piiStart marks the bytes a personal-data span is found from: '@' and
// digits.
var piiStart = func() (t [256]bool) {
	t['@'] = true
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	return t
}()

// cpfShape reports a Brazilian CPF written as ddd.ddd.ddd-dd.
func cpfShape(s string) bool {
	return len(s) == 14 && s[3] == '.' && s[7] == '.' && s[11] == '-'
}

func luhn(ds []byte) bool {
	sum := 0
	double := false
	for i := len(ds) - 1; i >= 0; i-- {
		d := int(ds[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// standingInstructions marks summary sentences that set standing orders
// ("from now on", "a partir de agora", "今后") with words the original never
// used: an instruction the summary introduced.
func (a *analysis) standingInstructions() {
	u := a.summary
	if u == nil {
		return
	}
	lx := a.lx
	var origToks map[uint64]struct{}
	for _, s := range u.sents {
		h, ok := u.firstCatHit(lx, s, catStanding, int(s.start), int(s.end))
		if !ok || u.negatedBefore(lx, s, int(h.start)) || a.reportedBefore(u, s, int(h.start)) {
			continue
		}
		if !a.directive(u, s, h, false) && !a.sentenceHas(u, s, catModal, catProhibit) {
			continue
		}
		toks := lx.sentTokens(u, s)
		if len(toks) < 2 {
			continue
		}
		if origToks == nil {
			origToks = map[uint64]struct{}{}
			for _, o := range a.orig {
				for _, t := range lx.tokens(o, 0, len(o.f.text), functionCats, false, nil) {
					origToks[t] = struct{}{}
				}
			}
		}
		seen := 0
		for _, t := range toks {
			if _, ok := origToks[t]; ok {
				seen++
			}
		}
		if 2*seen < len(toks) {
			a.risk(review.RiskNewInstruction, u.sentenceEvidence(s))
		}
	}
}

// novelOrderRiskWords is how many content words nothing upstream has an
// order sentence must bring to mark a new instruction as a risk (not a
// finding: novelOrder asks novelOrderWords for that). A reviewer reads it.
// Measured over the read sets (24b80de): at four words 939 of 1,168 benign
// events went to review, at six 861, with the same risky events caught.
const novelOrderRiskWords = 6

// novelOrders marks summary sentences and to-do items said as orders
// (broadOrder, or said to the next context) whose content words are
// mostly ones the original and the record never used: the summary brings
// an instruction of its own, which a human should see even when no check
// can name what it subverts. Words are looked up as text in the original
// (upstreamFolded), not tokenised: reading a 4 KB original word by word
// cost more than the rest of the check. It reports whether the event is
// queued once it is done.
func (a *analysis) novelOrders() bool {
	// Its point is that a human sees the event: when a finding or another
	// risk already sends it to review or block, there is nothing to add
	// (and nothing to spend reading for it).
	if a.queued() {
		return true
	}
	var up string
	for _, u := range a.downstream() {
		if u != a.summary && !strings.HasPrefix(u.ref, "/pending_items/") {
			continue
		}
		for _, s := range u.sents {
			t := u.f.text[s.start:s.end]
			if s.heading || asksQuestion(t) || s.cs.any(cats(catRefusal, catHedge)) || a.perfectiveReport(u, s) ||
				!a.broadOrder(u, s) && !a.toNextContext(u, s) || a.reportedBefore(u, s, int(s.end)) || hasCue(t, possibilityWords) {
				continue
			}
			if up == "" {
				up = a.upstreamFolded()
				if len(up) < 200 {
					return false
				}
			}
			novel, words := novelWords(t, up)
			if novel >= novelOrderRiskWords && 2*novel > words {
				a.risk(review.RiskNewInstruction, u.sentenceEvidence(s))
				return true
			}
		}
	}
	return false
}

// novelWords counts the content words of t (four letters or more, read by
// their first six bytes; CJK by character pairs, two to a word) and how
// many of them up does not contain.
func novelWords(t, up string) (novel, words int) {
	cjkNovel, cjkWords := 0, 0
	for i := 0; i < len(t); {
		r, n := utf8.DecodeRuneInString(t[i:])
		if isCJK(r) {
			if r2, n2 := utf8.DecodeRuneInString(t[i+n:]); isCJK(r2) {
				cjkWords++
				if !strings.Contains(up, t[i:i+n+n2]) {
					cjkNovel++
				}
			}
			i += n
			continue
		}
		if !isWordByte(t[i]) {
			i += n
			continue
		}
		j := i
		for j < len(t) && isWordByte(t[j]) {
			j++
		}
		if w := t[i:j]; j-i >= 4 && hasLetter(w) {
			words++
			if !strings.Contains(up, w[:min(len(w), 6)]) {
				novel++
			}
		}
		i = j
	}
	return novel + cjkNovel/2, words + cjkWords/2
}

// upstreamFolded is the folded text of novelScope and of the record's
// fact keys and values, read once per event.
func (a *analysis) upstreamFolded() string {
	if a.upFolded == nil {
		var b strings.Builder
		scope := a.novelScope()
		n := 0
		for _, u := range scope {
			n += len(u.f.text) + 1
		}
		b.Grow(n)
		for _, u := range scope {
			b.WriteString(u.f.text)
			b.WriteByte(' ')
		}
		for _, f := range a.sourceFacts() {
			b.WriteString(strings.ToLower(f.key))
			b.WriteByte(' ')
			if v, ok := f.value.(string); ok {
				b.WriteString(fold(v).text)
				b.WriteByte(' ')
			}
		}
		s := b.String()
		a.upFolded = &s
	}
	return *a.upFolded
}

// possibilityWords say what may happen, not what to do: "can be removed
// later by its owner", "pode ser arquivado", "kann … gelöscht werden".
var possibilityWords = []string{"can be", "may be", "could be", "might be", "pode ser", "podem ser", "puede ser", "pueden ser",
	"peut etre", "peuvent etre", "kann", "konnen", "puo essere", "possono essere", "可以被", "可被", "ことができ", "수 있"}
