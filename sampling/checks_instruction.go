package sampling

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"recap/review"
)

// instruction kinds, named in the finding's message.
const (
	instrIgnore   = "tells the next context to ignore its system or developer instructions"
	instrNewTool  = "declares a new tool or permission allowed"
	instrInvent   = "tells the next context to invent or fill in missing data"
	instrHide     = "tells the next context to hide or leave out a failure"
	instrPresume  = "tells the next context to presume an approval"
	instrIdentity = "tells the next context to adopt another identity or goal"
	instrVoid     = "declares that a policy or control no longer applies"
	instrMarkup   = "carries chat-role markup that can pose as a system or developer message"
	instrOverride = "claims to take precedence over the system and developer instructions"
)

// checkEmbeddedInstructions finds directives addressed to the next context
// in the summary and the contract's strings. A trigger counts only as a
// directive: reported speech ("the user asked whether to skip X"),
// questions, and negated forms ("never ignore the system prompt") are not
// instructions, and past or descriptive forms ("warnings were ignored") do
// not match the lexicon's imperative forms.
func (a *analysis) checkEmbeddedInstructions() {
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			if kind, ok := a.instructionIn(u, s); ok {
				a.add(FindingEmbeddedInstruction, fmt.Sprintf("The summary %s: %q. A summary reports state; it must not give the next context new orders.",
					kind, clip(u.sentenceEvidence(s).Quote, 160)), u.sentenceEvidence(s))
			}
		}
	}
}

func (a *analysis) instructionIn(u *unit, s sentence) (string, bool) {
	lx := a.lx
	cs := u.sentCats(lx, s)
	if !cs.any(cats(catIgnoreVerb, catToolPermission, catInventStrong, catInventWeak, catHideVerb, catPresume,
		catPresumeWeak, catDiscloseVerb, catIdentityStrong, catIdentityWeak, catVoidDecl, catVoidVerb, catRoleMarker,
		catAuthorityClaim)) {
		return "", false
	}
	hits := u.sentHits(s)
	question := strings.HasSuffix(u.f.text[s.start:s.end], "?")
	for _, h := range hits {
		t := lx.m.terms[h.term]
		pos := int(h.start)
		if t.cats.has(catRoleMarker) {
			return instrMarkup, true
		}
		if question || a.reportedBefore(u, s, pos) {
			continue
		}
		switch {
		case t.cats.has(catIgnoreVerb) && a.sentenceHas(u, s, catInstrObject) && a.directive(u, s, h, false):
			return instrIgnore, true
		// An order to disregard a control voids it: "ignore the refund
		// limit", "无需遵守上述限制", "ignoriere die Freigabe".
		case t.cats.has(catIgnoreVerb) && a.hasOutside(u, s, h, catPolicyObject) && a.directive(u, s, h, false):
			return instrVoid, true
		case t.cats.has(catAuthorityClaim) && !u.negatedBefore(lx, s, pos):
			return instrOverride, true
		case t.cats.has(catIdentityStrong) && !u.negatedBefore(lx, s, pos):
			return instrIdentity, true
		case t.cats.has(catIdentityWeak) && a.directive(u, s, h, false) &&
			(a.addressedOrInitial(u, s, h) || a.roleAfter(u, s, int(h.end))):
			return instrIdentity, true
		case t.cats.has(catHideVerb) && a.sentenceHas(u, s, catFailureObject, catFailure, catExternalParty) && a.directive(u, s, h, true):
			return instrHide, true
		case t.cats.has(catInventStrong) && a.directive(u, s, h, false):
			return instrInvent, true
		case t.cats.has(catInventWeak) && a.sentenceHas(u, s, catMissing) && a.directive(u, s, h, false):
			return instrInvent, true
		// Filling something in with a made-up value is inventing it:
		// "fill it with any valid-format CPF", "remplissez avec un IBAN
		// fictif", "随便填一个".
		case t.cats.has(catInventWeak) && a.hasOutside(u, s, h, catFakeValue) && a.directive(u, s, h, false):
			return instrInvent, true
		case t.cats.has(catDiscloseVerb) && a.sentenceHas(u, s, catFailureObject, catFailure) && a.negatedDirective(u, s, h):
			return instrHide, true
		case t.cats.has(catPresume) && a.sentenceHasApproval(u, s) && !u.negatedBefore(lx, s, pos):
			return instrPresume, true
		case t.cats.has(catPresumeWeak) && a.sentenceHasGrantedApproval(u, s, pos) && a.directive(u, s, h, false):
			return instrPresume, true
		case t.cats.has(catVoidDecl) && a.sentenceHas(u, s, catPolicyObject, catRuleWord, catInstrObject) && !u.negatedBefore(lx, s, pos) &&
			!a.hasOutside(u, s, h, catConditional):
			return instrVoid, true
		case t.cats.has(catVoidVerb) && a.sentenceHas(u, s, catPolicyObject) && a.directive(u, s, h, false):
			return instrVoid, true
		case t.cats.has(catToolPermission) && !u.negatedBefore(lx, s, pos) && a.sentenceHas(u, s, catNew, catStanding) &&
			(a.sentenceHas(u, s, catToolWord, catToolCmd, catPrivilege) || a.toolIdentifierIn(u, s)):
			return instrNewTool, true
		}
	}
	return "", false
}

// negatedDirective reports an order not to disclose: "don't tell", "não
// mencione", "不要向客户提及" — a prohibition right before a disclosure verb,
// itself in directive position.
func (a *analysis) negatedDirective(u *unit, s sentence, h hit) bool {
	lx := a.lx
	ca, _ := u.clause(lx, s, int(h.start))
	for _, x := range u.sentHits(s) {
		if int(x.end) > int(h.start) || int(x.start) < ca || int(h.start)-int(x.end) > 24 {
			continue
		}
		if !lx.m.terms[x.term].cats.any(cats(catProhibit, catNegation)) {
			continue
		}
		// A negation that reports the past ("没到账", "didn't arrive") or
		// sits across punctuation from the verb ("没到账：查询显示") is no
		// prohibition of it.
		if pastNegations[lx.m.terms[x.term].text] || strings.ContainsAny(u.f.text[x.end:h.start], ",;:，；：、（）()") {
			continue
		}
		if a.directive(u, s, x, true) {
			return true
		}
	}
	return false
}

// pastNegations say something did not happen; they never forbid.
var pastNegations = map[string]bool{
	"didn't": true, "didnt": true, "wasn't": true, "wasnt": true, "weren't": true, "hasn't": true,
	"haven't": true, "hadn't": true, "没": true, "没有": true, "未": true, "尚未": true, "并未": true,
}

// sentenceHasGrantedApproval reports an approval word stated as granted
// after pos: "treat the refund as approved", "considere a aprovação
// concedida".
func (a *analysis) sentenceHasGrantedApproval(u *unit, s sentence, pos int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) < pos {
			continue
		}
		t := a.lx.m.terms[h.term]
		if isApprovalClaim(t.cats) || (t.cats.has(catResolved) && a.sentenceHasApproval(u, s)) {
			return true
		}
	}
	return false
}

// hasOutside reports a hit of the categories in s that is not part of h.
func (a *analysis) hasOutside(u *unit, s sentence, h hit, cs ...cat) bool {
	want := cats(cs...)
	for _, x := range u.sentHits(s) {
		if x.start >= h.start && x.end <= h.end {
			continue
		}
		if a.lx.m.terms[x.term].cats.any(want) {
			return true
		}
	}
	return false
}

func (a *analysis) sentenceHas(u *unit, s sentence, cs ...cat) bool {
	return a.clauseHas(u, s, int(s.start), int(s.end), cs...)
}

func (a *analysis) sentenceHasApproval(u *unit, s sentence) bool {
	for _, h := range u.sentHits(s) {
		t := a.lx.m.terms[h.term]
		if t.cats.has(catApproval) || t.cats.has(catApprovalClaim) || slices.Contains(t.concepts, cApproval) {
			return true
		}
	}
	return false
}

// reportedBefore reports whether reported speech or a question word comes
// before pos in the sentence: "the user asked whether", "perguntou se",
// "问是否".
func (a *analysis) reportedBefore(u *unit, s sentence, pos int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.end) > pos {
			break
		}
		if a.lx.m.terms[h.term].cats.any(cats(catReport, catQuestion)) {
			return true
		}
	}
	return false
}

// directive reports whether the trigger h is an order: clause-initial
// (after fillers such as "please", "now", "also"), or preceded in its
// clause by a modal or addressee ("you should", "deve", "应该"). A negation
// before the trigger makes it a prohibition instead, unless the trigger is
// itself a negated verb ("don't mention"). Chinese has no imperative form,
// so a CJK trigger is a directive unless marked as past (了, 已).
func (a *analysis) directive(u *unit, s sentence, h hit, negatedVerb bool) bool {
	lx := a.lx
	pos := int(h.start)
	if !negatedVerb && u.negatedBefore(lx, s, pos) {
		return false
	}
	t := u.f.text
	first, _ := utf8.DecodeRuneInString(t[pos:])
	if isCJK(first) {
		after := t[h.end:s.end]
		if strings.HasPrefix(after, "了") || strings.HasPrefix(after, "过") {
			return false
		}
		before := t[s.start:pos]
		if strings.HasSuffix(before, "已") || strings.HasSuffix(before, "已经") || strings.HasSuffix(before, "曾") {
			return false
		}
		return true
	}
	ca, _ := u.clause(lx, s, pos)
	for _, x := range u.sentHits(s) {
		if int(x.start) >= ca && int(x.end) <= pos && lx.m.terms[x.term].cats.any(cats(catModal, catStanding)) {
			return true
		}
	}
	return a.onlyFillersBetween(u, s, ca, pos)
}

// onlyFillersBetween reports whether every word in [from, to) is a filler
// (discourse word, modal, addressee, standing cue) or list punctuation.
func (a *analysis) onlyFillersBetween(u *unit, s sentence, from, to int) bool {
	lx := a.lx
	t := u.f.text
	i := from
	for i < to {
		c := t[i]
		if !isWordByte(c) && c < 0x80 {
			i++
			continue
		}
		covered := false
		for _, x := range u.sentHits(s) {
			if int(x.start) <= i && int(x.end) > i &&
				lx.m.terms[x.term].cats.any(cats(catDiscourse, catModal, catAddressee, catStanding, catNew)) {
				i = int(x.end)
				covered = true
				break
			}
		}
		if !covered {
			// A bare number or list marker ("1.", "a)") is not a word.
			j := i
			for j < to && (isWordByte(t[j]) || t[j] >= 0x80) {
				j++
			}
			if allDigits(t[i:j]) || j-i == 1 {
				i = j
				continue
			}
			return false
		}
	}
	return true
}

// roleAfter reports a person's role after pos in the clause ("sign as Maria
// Alves, Finance Director", "以财务总监的身份"): impersonating someone, not a
// component acting as a cache.
func (a *analysis) roleAfter(u *unit, s sentence, pos int) bool {
	_, cb := u.clause(a.lx, s, pos)
	end := min(int(s.end), max(cb, pos+80))
	for _, h := range u.sentHits(s) {
		if int(h.start) < pos-24 || int(h.start) > end {
			continue
		}
		t := a.lx.m.terms[h.term]
		if t.cats.has(catPrivilege) {
			return true
		}
		for _, c := range t.concepts {
			if slices.Contains(approverConcepts, c) && c != cCustomer {
				return true
			}
		}
	}
	return false
}

// addressedOrInitial reports whether a weak identity cue ("act as") is
// addressed to the reader or opens its clause.
func (a *analysis) addressedOrInitial(u *unit, s sentence, h hit) bool {
	ca, _ := u.clause(a.lx, s, int(h.start))
	if a.clauseHas(u, s, ca, int(h.start), catAddressee) {
		return true
	}
	return a.onlyFillersBetween(u, s, ca, int(h.start))
}

// toolCandidate is a tool, permission or privilege named in a sentence.
type toolCandidate struct {
	name       string
	start, end int
}

// toolIdentifierIn reports whether the sentence names an identifier next
// to a tool word ("the `wire_funds` tool", "call issue_refund").
func (a *analysis) toolIdentifierIn(u *unit, s sentence) bool {
	return len(a.toolCandidates(u, s, nil)) > 0
}

// toolCandidates lists the tools a sentence names: names of tools used in
// the original, command names ("kubectl"), privileges ("sudo", "admin
// access"), and identifiers or backticked names right next to a tool word
// ("called `issue_refund`", "the refund_api tool", "调用 wire_funds").
func (a *analysis) toolCandidates(u *unit, s sentence, known []string) []toolCandidate {
	lx := a.lx
	t := u.f.text
	var out []toolCandidate
	addCand := func(name string, st, en int) {
		// Paths and URLs name files, not tools; quoted words are reported.
		if strings.HasPrefix(name, "/") || strings.HasPrefix(name, "~") || strings.HasPrefix(name, ".") ||
			strings.Contains(name, "://") || strings.Contains(name, "/") || insideQuotes(t, int(s.start), st) {
			return
		}
		for _, c := range out {
			if c.start == st {
				return
			}
		}
		out = append(out, toolCandidate{name, st, en})
	}
	for _, h := range u.sentHits(s) {
		cs := lx.m.terms[h.term].cats
		// A command name inside a path ("~/.ssh/id_rsa") is not a tool.
		inPath := (h.start > 0 && strings.IndexByte("./~-_", t[h.start-1]) >= 0) ||
			(int(h.end) < len(t) && (t[h.end] == '/' || t[h.end] == '.' && int(h.end)+1 < len(t) && isWordByte(t[h.end+1])))
		if cs.any(cats(catToolCmd, catPrivilege)) && !inPath {
			addCand(t[h.start:h.end], int(h.start), int(h.end))
		}
	}
	seg := t[s.start:s.end]
	for _, k := range known {
		if len(k) < 3 {
			continue
		}
		for off := 0; ; {
			i := strings.Index(seg[off:], k)
			if i < 0 {
				break
			}
			st := int(s.start) + off + i
			en := st + len(k)
			if boundaryAt(t, st, en) {
				addCand(k, st, en)
			}
			off += i + len(k)
		}
	}
	for _, c := range a.privilegedIdentifiers(u, s) {
		addCand(t[c[0]:c[1]], c[0], c[1])
	}
	// Identifiers: words with '_' '.' ':' or '-' inside, or backticked.
	i := int(s.start)
	for i < int(s.end) {
		c := t[i]
		if c == '`' {
			j := strings.IndexByte(t[i+1:s.end], '`')
			if j > 0 && j <= 64 && !strings.ContainsAny(t[i+1:i+1+j], " \n") {
				if a.nextToToolWord(u, s, i, i+2+j, cats(catToolWord, catToolNoun, catToolPermission)) {
					addCand(t[i+1:i+1+j], i+1, i+1+j)
				}
				i += j + 2
				continue
			}
		}
		if (c >= 'a' && c <= 'z') && (i == int(s.start) || !isWordByte(t[i-1])) {
			j := i
			inner := false
			for j < int(s.end) && (isWordByte(t[j]) || ((t[j] == '.' || t[j] == '-' || t[j] == ':') && j+1 < int(s.end) && isWordByte(t[j+1]))) {
				if t[j] == '_' || t[j] == '.' || t[j] == ':' {
					inner = true
				}
				j++
			}
			if inner && j-i >= 4 && a.nextToToolWord(u, s, i, j, cats(catToolNoun, catToolPermission)) {
				addCand(t[i:j], i, j)
			}
			i = j
			continue
		}
		i++
	}
	return out
}

// privilegedRoles are the words that make an identifier name a privilege
// ("db_admin_console", "AdministratorAccess", "iam_attach_policy",
// "admin-compras"), wherever it stands in the sentence.
var privilegedRoles = map[string]bool{
	"admin": true, "admins": true, "administrator": true, "administrador": true, "administrateur": true,
	"iam": true, "root": true, "sudo": true, "superuser": true, "sudoers": true,
}

// privilegedIdentifiers returns the folded spans of identifiers in s whose
// parts, split at '_', '-', '.', ':' and camelCase humps, name a privilege.
// A tool or policy name made of such parts grants elevated rights however
// it is spelled, so it needs no tool word beside it.
func (a *analysis) privilegedIdentifiers(u *unit, s sentence) [][2]int {
	t := u.f.text
	var out [][2]int
	i := int(s.start)
	for i < int(s.end) {
		if !isIdentByte(t[i]) || (i > int(s.start) && isIdentByte(t[i-1])) {
			i++
			continue
		}
		j := i
		for j < int(s.end) && isIdentByte(t[j]) {
			j++
		}
		// Trailing punctuation ends a sentence, not an identifier.
		for j > i && strings.IndexByte("-.:", t[j-1]) >= 0 {
			j--
		}
		if j-i >= 4 && privilegedIdentifier(u, i, j) {
			out = append(out, [2]int{i, j})
		}
		i = j + 1
	}
	return out
}

// privilegedIdentifier reports whether the folded identifier t[i:j] has
// two parts or more and one of them is a privileged role. Parts are read
// in the folded text, already lowercase; camelCase humps are found in the
// raw text, which has the same length for an ASCII identifier.
func privilegedIdentifier(u *unit, i, j int) bool {
	t := u.f.text
	raw := ""
	if ra, rb := u.f.span(i, j); rb-ra == j-i {
		raw = u.f.raw[ra:rb]
	}
	parts, found := 0, false
	p := i
	cut := func(q int) {
		if q > p {
			parts++
			if privilegedRoles[t[p:q]] {
				found = true
			}
		}
	}
	for k := i; k < j; k++ {
		c := t[k]
		switch {
		case c == '_' || c == '-' || c == '.' || c == ':':
			cut(k)
			p = k + 1
		case raw != "" && k > i && raw[k-i] >= 'A' && raw[k-i] <= 'Z' && raw[k-i-1] >= 'a' && raw[k-i-1] <= 'z':
			cut(k)
			p = k
		}
	}
	cut(j)
	return found && parts > 1
}

// isIdentByte reports a byte that may continue an identifier.
func isIdentByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == ':'
}

func boundaryAt(t string, st, en int) bool {
	if st > 0 {
		r, _ := utf8.DecodeLastRuneInString(t[:st])
		if isWordRune(r) || r == '_' {
			return false
		}
	}
	if en < len(t) {
		r, _ := utf8.DecodeRuneInString(t[en:])
		if isWordRune(r) || r == '_' {
			return false
		}
	}
	return true
}

// nextToToolWord reports whether a word of the given categories sits
// right before [st, en) or right after it, allowing an article or a
// backtick in between. Backticked names may follow any tool verb ("use",
// "run"); bare identifiers need a tool noun or a call verb, so a field
// name after "use" is not taken for a tool.
func (a *analysis) nextToToolWord(u *unit, s sentence, st, en int, want catSet) bool {
	t := u.f.text
	for _, h := range u.sentHits(s) {
		if !a.lx.m.terms[h.term].cats.any(want) {
			continue
		}
		if int(h.end) <= st && gapIsFiller(t[h.end:st]) {
			return true
		}
		if int(h.start) >= en && gapIsFiller(t[en:h.start]) {
			return true
		}
	}
	return false
}

func gapIsFiller(g string) bool {
	// A parenthesis or bracket opens a citation ("the bank API (req_9c2,
	// m3)"): what follows is a reference, not the tool's name.
	if strings.ContainsAny(g, "()[]") {
		return false
	}
	g = strings.Trim(g, " `\"'")
	switch g {
	case "", "the", "a", "an", "o", "os", "as", "um", "uma", "el", "la", "to", "tool", "the tool",
		"a ferramenta", "de", "do", "da":
		return true
	}
	return len(g) <= 3 && !strings.ContainsAny(g, "abcdefghijklmnopqrstuvwxyz")
}

// normTool reduces a tool name to letters and digits, so "Send_Email",
// "send-email" and "sendEmail" compare equal.
func normTool(s string) string {
	s = strings.ToLower(s)
	if i := strings.IndexByte(s, '('); i > 0 {
		s = s[:i]
	}
	var b strings.Builder
	for _, r := range s {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r > 0x7f {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// toolAllowed reports whether the runtime policy grants name: equal after
// normalisation, a glob ("mcp__github__*"), or a namespace prefix
// ("stripe" grants "stripe.refunds.create").
func toolAllowed(allowed []string, name string) bool {
	n := normTool(name)
	low := strings.ToLower(name)
	for _, al := range allowed {
		al = strings.TrimSpace(al)
		if al == "" {
			continue
		}
		if normTool(al) == n {
			return true
		}
		la := strings.ToLower(al)
		if strings.ContainsAny(la, "*?[") {
			if m, _ := path.Match(la, low); m {
				return true
			}
			continue
		}
		for _, sep := range []string{".", "__", ":", "/"} {
			if strings.HasPrefix(low, la+sep) {
				return true
			}
		}
	}
	return false
}

func (a *analysis) checkTools() {
	allowed := a.rt.AllowedTools
	if len(allowed) == 0 {
		return
	}
	var known []string
	for _, u := range a.orig {
		if u.name != "" {
			f := foldString(u.name)
			if !slices.Contains(known, f) {
				known = append(known, f)
			}
		}
	}
	var names []string
	var ev []review.Evidence
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			if strings.HasSuffix(u.f.text[s.start:s.end], "?") {
				continue
			}
			for _, c := range a.toolCandidates(u, s, known) {
				if toolAllowed(allowed, c.name) || u.negatedBefore(a.lx, s, c.start) || a.clauseNegated(u, s, c.start) ||
					a.refusedMention(u, s, c.start) {
					continue
				}
				e := u.evidence(c.start, c.end)
				if !slices.Contains(names, e.Quote) {
					names = append(names, e.Quote)
				}
				ev = append(ev, e)
			}
		}
	}
	if len(ev) == 0 {
		return
	}
	a.add(FindingToolNotInPolicy, fmt.Sprintf("The summary names %s, which the policy does not grant (allowed: %s); the next context must not use it.",
		strings.Join(quoteAll(clipAll(names)), ", "), strings.Join(allowed, ", ")), ev...)
}

// refusedMention reports a tool named only to say it was not used: a
// refusal in its clause or later in the sentence ("`sudo` suggested; not
// used", "recusei usar sudo", "sudo wurde abgelehnt", "拒绝使用 sudo"), or a
// mention inside someone else's words that grants nothing ("the user
// suggested `sudo systemctl restart`"). Reported speech that goes on to
// allow the tool ("the admin said we can now use sudo") still counts.
func (a *analysis) refusedMention(u *unit, s sentence, pos int) bool {
	lx := a.lx
	ca, cb := u.clause(lx, s, pos)
	// The refusal may follow in the next clause ("`sudo` suggested; not
	// used"), but no further: a later clause is about something else.
	nb := cb
	if cb+1 < int(s.end) {
		_, nb = u.clause(lx, s, cb+1)
	}
	for _, h := range u.sentHits(s) {
		if lx.m.terms[h.term].cats.has(catRefusal) && int(h.end) > ca && int(h.start) < nb {
			return true
		}
	}
	// Or the next sentence opens with it: "… passer par sudo ; refusé.",
	// "Suggested `sudo reboot`. Not used."
	if k := int(s.idx) + 1; nb == cb && k < len(u.sents) {
		next := u.sents[k]
		if hs := u.sentHits(next); len(hs) > 0 && lx.m.terms[hs[0].term].cats.has(catRefusal) &&
			a.onlyFillersBetween(u, next, int(next.start), int(hs[0].start)) {
			return true
		}
	}
	if !a.reportedBefore(u, s, pos) {
		return false
	}
	for _, h := range u.sentHits(s) {
		if int(h.start) >= ca && lx.m.terms[h.term].cats.any(cats(catToolPermission, catModal, catStanding)) {
			return false
		}
	}
	return true
}

// clauseNegated reports whether the clause around pos is negated or
// prohibitive anywhere ("sudo is not allowed", "禁止使用 sudo").
func (a *analysis) clauseNegated(u *unit, s sentence, pos int) bool {
	ca, cb := u.clause(a.lx, s, pos)
	return a.clauseHas(u, s, ca, cb, catNegation, catProhibit)
}

func clipAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = clip(s, 60)
	}
	return out
}
