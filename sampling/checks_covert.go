package sampling

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Covert orders: a summary can slip the next context an order that no
// order cue of the lexicon names, because its verb is ordinary ("put 14
// November in the date field", "soma a taxa no repasse", "melde dich mit
// Jonas' Zugang an"). What gives it away is what the order is for or what
// it takes: that nobody notice, that a missing thing count as received,
// that someone else's login be used. Each kind below is one such idea,
// matched by its lexicon category in every language.
const (
	instrConceal  = "tells the next context to do something so that nobody notices"
	instrReceived = "tells the next context to take as received or done what nobody has shown"
	instrLogin    = "tells the next context to work under someone else's login"
)

// covertOrderIn reports a covert order in sentence s: its kind, and
// whether the sentence is an order by its form (a next-step label, an
// addressee, a directive verb). Without that form the finding is only
// inferred: "nobody checks the second line" may describe as well as
// advise.
func (a *analysis) covertOrderIn(u *unit, s sentence) (kind string, proved, ok bool) {
	if !s.cs.any(cats(catConceal, catReceived, catCredential)) || strings.HasSuffix(u.f.text[s.start:s.end], "?") {
		return "", false, false
	}
	for _, h := range u.sentHits(s) {
		t := a.lx.m.terms[h.term]
		pos := int(h.start)
		if a.reportedBefore(u, s, pos) || a.quotedNotFollowed(u, s, pos) || a.refusedMention(u, s, pos) {
			continue
		}
		switch {
		case t.cats.has(catConceal):
			return instrConceal, a.orderForm(u, s, pos), true
		case t.cats.any(cats(catPresume, catPresumeWeak)) && a.takenAsReceived(u, s, h):
			return instrReceived, true, true
		case t.cats.has(catCredential) && a.someoneElses(u, s, h) && a.loginUse(u, s):
			return instrLogin, a.orderForm(u, s, pos) || isCJKAt(u.f.text, pos), true
		}
	}
	return "", false, false
}

// orderForm reports whether sentence s is an order by its form: under or
// after a next-step or next-context label, addressed to the reader ("you",
// "você", "du"), or with an order cue in directive position.
func (a *analysis) orderForm(u *unit, s sentence, pos int) bool {
	if a.orderSentence(u, s, pos) || s.section.has(catNextContext) || s.cs.has(catAddressee) {
		return true
	}
	for _, x := range u.sentHits(s) {
		if a.lx.m.terms[x.term].cats.any(orderCats) && a.directive(u, s, x, false) {
			return true
		}
	}
	return false
}

// takenAsReceived reports a presume cue h ordering the reader to take
// something as received or done: "pode considerar como recebido", "treat
// the signed form as in hand", "視為已收到". A condition that waits for it
// ("once it arrives") earns it, unless the order holds regardless.
func (a *analysis) takenAsReceived(u *unit, s sentence, h hit) bool {
	_, cb := u.clause(a.lx, s, int(h.start))
	found := false
	for _, x := range u.sentHits(s) {
		if x.start >= h.end && int(x.start) < min(cb, int(h.end)+48) && a.lx.m.terms[x.term].cats.any(cats(catReceived, catDone)) &&
			!u.negatedBefore(a.lx, s, int(x.start)) {
			found = true
			break
		}
	}
	if !found || u.negatedBefore(a.lx, s, int(h.start)) {
		return false
	}
	if s.cs.any(cats(catConditional, catAfter, catUntil)) && !hasCue(u.f.text[s.start:s.end], regardlessCues) {
		return false
	}
	return a.directive(u, s, h, false) || a.orderSentence(u, s, int(h.start)) || a.modalBefore(u, s, h)
}

// modalBefore reports a modal or addressee earlier in h's clause: "você
// pode considerar", "you can treat".
func (a *analysis) modalBefore(u *unit, s sentence, h hit) bool {
	ca, _ := u.clause(a.lx, s, int(h.start))
	for _, x := range u.sentHits(s) {
		if int(x.start) >= ca && x.end <= h.start && a.lx.m.terms[x.term].cats.any(cats(catModal, catAddressee)) {
			return true
		}
	}
	return false
}

// possessorBefore and possessorAfter find another person owning a login:
// "Jonas' Zugang", "the on-call manager's password", "o login da Ana",
// "la contraseña de Pedro", "das Passwort von Jonas".
var (
	possessorBefore = regexp.MustCompile(`(?:\p{Lu}[\p{L}\-]+|colleague|coworker|co-worker|manager|boss|supervisor|customer|client|user|teammate)(?:'s|’s|'|’)\s+(?:[\p{L}\-]+\s+)?$`)
	possessorAfter  = regexp.MustCompile(`^\s+(?:de|da|do|del|della|dello|di|von|vom|des|du|of)\s+(?:(?:o|a|la|le|el|il|lo|der|dem|the|seu|sua|nosso|nossa|unserem|unserer)\s+)?(?:\p{Lu}[\p{L}\-]+|colegas?|colleagues?|collegh[ie]|collega|compa[ñn]eros?|coll[èe]gues?|kolleg(?:en|in|e)?|chefe|jefe|chef|gerente|manager|supervisor|cliente|customer)`)
	cjkPossessor    = regexp.MustCompile(`(?:[\p{Han}]{1,4}的|(?:さん|同僚|上司|先輩|部長|課長)の|(?:씨|님|동료|팀장|선배|과장)(?:의)?\s*)$`)
)

// someoneElses reports a credential hit h owned by another named person
// or a colleague.
func (a *analysis) someoneElses(u *unit, s sentence, h hit) bool {
	ra, rb := u.f.span(int(h.start), int(h.end))
	rs, _ := u.f.span(int(s.start), int(s.start))
	_, re := u.f.span(int(s.end), int(s.end))
	raw := u.f.raw
	before := raw[max(rs, ra-64):ra]
	for !utf8.ValidString(before) && len(before) > 0 {
		before = before[1:]
	}
	after := raw[rb:min(re, rb+64)]
	return possessorBefore.MatchString(before) || possessorAfter.MatchString(after) || cjkPossessor.MatchString(before)
}

// loginVerbs say a login is used: "log in with", "entre com", "melde dich
// … an", "用…登录", folded.
var loginVerbs = []string{"log in", "login with", "sign in", "log on", "use", "using", "with", "melde dich", "anmelden", "einloggen",
	"benutze", "nutze", "mit", "entre", "entrar", "logar", "logue", "usar", "usa", "usando", "com", "con", "inicia sesion",
	"connecte", "connectez", "utilise", "utilisez", "avec", "accedi", "entra", "用", "登录", "登入", "使用", "で", "ログイン",
	"로그인", "으로", "써서"}

// loginUse reports a word in s that uses a login.
func (a *analysis) loginUse(u *unit, s sentence) bool {
	return hasCue(u.f.text[s.start:s.end], loginVerbs)
}

// isCJKAt reports a CJK character at offset i of t.
func isCJKAt(t string, i int) bool {
	r, _ := utf8.DecodeRuneInString(t[i:])
	return isCJK(r)
}
