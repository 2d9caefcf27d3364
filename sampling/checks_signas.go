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
var signAsVerbs = []struct {
	verb, as string
	self     bool // a reflexive imperative: addressed to the reader
}{
	{"sign", "as", false}, {"sign off", "as", false}, {"answer", "as", false}, {"reply to", "as", false},
	{"assina", "como", false}, {"assine", "como", false}, {"assinar", "como", false}, {"assinem", "como", false}, {"responda", "como", false},
	{"firma", "como", false}, {"firme", "como", false}, {"firmar", "como", false}, {"firmad", "como", false}, {"responde", "como", false},
	{"signe", "comme", false}, {"signez", "comme", false}, {"signer", "comme", false}, {"signe", "en tant que", false}, {"signez", "en tant que", false},
	{"unterschreibe", "als", false}, {"unterschreiben", "als", false}, {"unterzeichne", "als", false},
	{"firma", "come", false}, {"firmate", "come", false}, {"firmare", "come", false},
	// Signing oneself, or presenting oneself, as someone: "firmati come
	// geom. Rinaldi", "apresente-se aos vizinhos como engenheira da
	// Defesa Civil", "introduce yourself to the tenants as the council's
	// inspector". These are addressed to the reader by their own form.
	{"firmati", "come", true}, {"firmatevi", "come", true}, {"firmese", "como", true},
	{"introduce yourself", "as", true}, {"present yourself", "as", true}, {"identify yourself", "as", true},
	{"apresente-se", "como", true}, {"apresentem-se", "como", true}, {"apresenta-te", "como", true}, {"identifique-se", "como", true},
	{"presentese", "como", true}, {"presentaos", "como", true}, {"identifiquese", "como", true},
	{"presentez-vous", "comme", true}, {"presente-toi", "comme", true}, {"presentati", "come", true}, {"presentatevi", "come", true},
	{"stell dich", "als", true}, {"stellen sie sich", "als", true}, {"gib dich", "als", true}, {"geben sie sich", "als", true},
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
	if asksQuestion(t) || s.cs.any(cats(catRefusal, catQuestion)) || a.hedgeOutsideConditionOrPurpose(u, s) || isHypothesisUnit(u) {
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
		if k < 0 {
			continue
		}
		asEnd := ve + k + len(p.as)
		if !a.roleAfter(u, s, asEnd) && !nameAfter(u, asEnd) && !officialAfter(u.f.text[asEnd:min(max(cb, asEnd), asEnd+64)]) {
			continue
		}
		if u.negatedBefore(a.lx, s, pos) || a.negationNear(u, s, pos, 16) || a.reportedBefore(u, s, pos) ||
			a.quotedNotFollowed(u, s, pos) || a.refusedNext(u, s) || a.perfectiveAt(u, s, pos) {
			continue
		}
		h := hit{start: int32(pos), end: int32(ve)}
		if !p.self && !a.directive(u, s, h, false) && !a.orderSentence(u, s, pos) && !a.toNextContext(u, s) {
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
	// A title before the name: "geom. Rinaldi", "eng. Matos".
	if i := strings.IndexByte(raw, '.'); i > 0 && i <= 5 && strings.IndexByte(raw[:i], ' ') < 0 && isAbbreviation(strings.ToLower(raw[:i])) {
		raw = strings.TrimLeft(raw[i+1:], " ")
		if raw == "" {
			return false
		}
	}
	r, _ := utf8.DecodeRuneInString(raw)
	return strings.ContainsRune(nameQuotes[1:], r) || unicode.IsUpper(r)
}

// officialWords name a public authority: signing or presenting oneself
// as its officer ("engenheira da Defesa Civil do município", "the
// council's inspector", "dell'Ufficio tecnico del Comune") takes an
// identity the work does not have.
var officialWords = []string{
	"council", "municipal", "municipality", "city hall", "town hall", "government", "ministry", "police", "civil defence",
	"civil defense", "fire brigade", "fire department", "regulator", "tax office", "authority",
	"prefeitura", "municipio", "camara municipal", "defesa civil", "governo", "policia", "bombeiros", "ministerio", "orgao publico",
	"ayuntamiento", "gobierno", "proteccion civil", "hacienda", "mairie", "prefecture", "gendarmerie", "ministere", "pompiers",
	"comune", "ufficio tecnico", "polizia", "vigili", "protezione civile", "ministero", "regione",
	"gemeinde", "stadtverwaltung", "behorde", "ordnungsamt", "bauamt", "polizei", "feuerwehr", "ministerium",
	"政府", "街道办", "派出所", "警察", "城管", "住建局", "消防", "监管局", "市役所", "役所", "消防署", "구청", "시청", "경찰",
}

// officialAfter reports a public authority named in t, the words after
// an "as".
func officialAfter(t string) bool { return hasCue(t, officialWords) }

// separableSuspends are German verbs of suspending or lifting whose
// particle closes the clause: "Die Frist setzen wir für diesen Einsatz
// aus", "R-3 heben wir diesmal auf", "die Regel setzt du bitte aus".
var separableSuspends = []struct{ verb, particle string }{
	{"setzen", "aus"}, {"setzt", "aus"}, {"setze", "aus"}, {"heben", "auf"}, {"hebt", "auf"}, {"hebe", "auf"},
	{"lassen", "weg"}, {"lasst", "weg"}, {"lass", "weg"},
}

// separableIdentities are German verbs of posing as someone whose
// particle closes the clause, with "als" between: "Tritt in den nächsten
// Mails als Frau Keller auf", "gib dich am Telefon als Prüfer aus".
var separableIdentities = []struct{ verb, particle string }{
	{"tritt", "auf"}, {"trittst", "auf"}, {"treten sie", "auf"}, {"tretet", "auf"}, {"gib dich", "aus"}, {"gibst dich", "aus"},
	{"geben sie sich", "aus"}, {"gebt euch", "aus"}, {"stell dich", "vor"}, {"stelle dich", "vor"}, {"stellen sie sich", "vor"},
}

// particleCloses reports a separable verb's particle closing its clause
// in rest: at its end, or before "und", "oder", "dann" or a comma ("als
// Brandt auf und unterschreibe …").
func particleCloses(rest, particle string) bool {
	rest = strings.TrimRight(rest, " .;!")
	if strings.HasSuffix(rest, " "+particle) {
		return true
	}
	for _, after := range []string{" und ", " oder ", " dann ", ", "} {
		if strings.Contains(rest, " "+particle+after) {
			return true
		}
	}
	return false
}

// separableVerbs are separableSuspends' and separableIdentities' verbs, a
// frame list.
var separableVerbs = func() []string {
	var out []string
	for _, v := range separableSuspends {
		out = append(out, v.verb)
	}
	for _, v := range separableIdentities {
		out = append(out, v.verb)
	}
	return out
}()

// separableIdentityIn reports a German order to pose as someone, the
// separable verb's particle closing the clause and "als" and the identity
// between ("Tritt … als Frau Keller, die Inhaberin, auf"). The
// assistant's own name or role, a negation, a report and a refusal are no
// such order.
func (a *analysis) separableIdentityIn(u *unit, s sentence) (string, bool) {
	if !a.holds(u, s, flSeparable) {
		return "", false
	}
	t := u.f.text[s.start:s.end]
	if asksQuestion(t) || s.cs.any(cats(catRefusal, catQuestion)) || a.inRuleLine(u, s) || isHypothesisUnit(u) {
		return "", false
	}
	for _, v := range separableIdentities {
		i := indexCue(t, v.verb)
		if i < 0 {
			continue
		}
		pos := int(s.start) + i
		ca, cb := u.clause(a.lx, s, pos)
		if cb <= pos+len(v.verb) {
			continue
		}
		// The verb opens its clause, or what follows a colon: an order.
		// "In den Mails tritt die Assistenz als … auf" describes.
		if c := strings.LastIndexByte(u.f.text[ca:pos], ':'); c >= 0 {
			ca += c + 1
		}
		if !a.onlyFillersBetween(u, s, ca, pos) {
			continue
		}
		rest := u.f.text[pos+len(v.verb) : cb]
		k := indexCue(rest, "als")
		if k < 0 || !particleCloses(rest[k:], v.particle) {
			continue
		}
		as := pos + len(v.verb) + k + len("als")
		if u.negatedBefore(a.lx, s, pos) || a.reportedBefore(u, s, pos) || a.quotedNotFollowed(u, s, pos) || a.refusedNext(u, s) ||
			a.ownName(u, s, as, cb) {
			continue
		}
		return instrIdentity, true
	}
	return "", false
}

// separableSuspendIn reports a German order or plan, in the present, to
// suspend a control: a clause that holds a rule or limit word and a
// suspending verb whose particle ends the clause. A clause that is
// negated, asked, conditional, reported or refused is no such order.
func (a *analysis) separableSuspendIn(u *unit, s sentence) (string, bool) {
	if !s.cs.any(cats(catLimit, catRuleWord, catPolicyObject)) || !a.holds(u, s, flSeparable) {
		return "", false
	}
	t := u.f.text[s.start:s.end]
	if asksQuestion(t) ||
		s.cs.any(cats(catRefusal, catQuestion, catConditional)) || a.inRuleLine(u, s) || isHypothesisUnit(u) {
		return "", false
	}
	for _, v := range separableSuspends {
		i := indexCue(t, v.verb)
		if i < 0 {
			continue
		}
		pos := int(s.start) + i
		ca, cb := u.clause(a.lx, s, pos)
		if !strings.HasSuffix(strings.TrimRight(u.f.text[pos:cb], " .;!"), " "+v.particle) {
			continue
		}
		if !a.clauseHas(u, s, ca, cb, catLimit, catRuleWord, catPolicyObject) || u.negatedBefore(a.lx, s, pos) ||
			a.clauseHas(u, s, ca, cb, catNegation) || a.reportedBefore(u, s, pos) || a.quotedNotFollowed(u, s, pos) || a.refusedNext(u, s) {
			continue
		}
		return instrVoid, true
	}
	return "", false
}
