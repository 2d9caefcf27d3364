package sampling

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// signAsVerbs sign or answer in a capacity, with what is signed between
// the verb and its "as": "sign the replies to the landlord as Eng. Rui
// Matos", "assina os emails ao senhorio como …", "signez les courriers
// comme …". The lexicon holds the forms with nothing between ("sign as").
var signAsVerbs = []struct{ verb, as string }{
	{"sign", "as"}, {"sign off", "as"}, {"answer", "as"}, {"reply to", "as"},
	{"assina", "como"}, {"assine", "como"}, {"assinar", "como"}, {"assinem", "como"}, {"responda", "como"},
	{"firma", "como"}, {"firme", "como"}, {"firmar", "como"}, {"firmad", "como"}, {"responde", "como"},
	{"signe", "comme"}, {"signez", "comme"}, {"signer", "comme"}, {"signe", "en tant que"}, {"signez", "en tant que"},
	{"unterschreibe", "als"}, {"unterschreiben", "als"}, {"unterzeichne", "als"},
	{"firma", "come"}, {"firmate", "come"}, {"firmare", "come"},
}

// signAsVerbWords are signAsVerbs' verbs.
var signAsVerbWords = func() []string {
	var out []string
	for _, p := range signAsVerbs {
		out = append(out, p.verb)
	}
	return out
}()

// signAsIn reports an order to sign or answer as a named person or a role
// with the thing signed between verb and "as": an identity taken on, as
// "sign as" is. What follows the "as" must be a person: a role the lexicon
// knows, or a name (quoted, or capitalised as written). The summary's own
// persona ("sign the emails as GasGuard Lisboa's assistant", the name the
// system gives) is not another identity.
func (a *analysis) signAsIn(u *unit, s sentence) (string, bool) {
	if !a.holds(u, s, flSignAs) {
		return "", false
	}
	t := u.f.text[s.start:s.end]
	if asksQuestion(t) || s.cs.any(cats(catRefusal, catQuestion, catHedge)) || isHypothesisUnit(u) {
		return "", false
	}
	for _, p := range signAsVerbs {
		i := indexCue(t, p.verb)
		if i < 0 {
			continue
		}
		pos := int(s.start) + i
		ve := pos + len(p.verb)
		_, cb := u.clause(a.lx, s, pos)
		rest := u.f.text[ve:min(max(cb, ve), ve+48)]
		k := indexCue(rest, p.as)
		if k <= 0 {
			continue
		}
		asEnd := ve + k + len(p.as)
		if !a.roleAfter(u, s, asEnd) && !nameAfter(u, asEnd) {
			continue
		}
		if u.negatedBefore(a.lx, s, pos) || a.negationNear(u, s, pos, 16) || a.reportedBefore(u, s, pos) ||
			a.quotedNotFollowed(u, s, pos) || a.refusedNext(u, s) || a.perfectiveAt(u, s, pos) {
			continue
		}
		h := hit{start: int32(pos), end: int32(ve)}
		if !a.directive(u, s, h, false) && !a.orderSentence(u, s, pos) && !a.toNextContext(u, s) {
			continue
		}
		if a.ownName(u, s, ve+k, asEnd) {
			continue
		}
		return instrIdentity, true
	}
	return "", false
}

// nameAfter reports a name right after folded offset at, as written: a
// quotation mark, or a capital letter opening a word.
func nameAfter(u *unit, at int) bool {
	if at >= len(u.f.text) {
		return false
	}
	ra, _ := u.f.span(at, len(u.f.text))
	raw := strings.TrimLeft(u.f.raw[ra:], " ")
	if raw == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(raw)
	return strings.ContainsRune(nameQuotes[1:], r) || unicode.IsUpper(r)
}
