package sampling

import "strings"

// Spanish, Portuguese and Italian order a verb in several persons and
// moods: "oculta", "oculte", "oculten", "ocultad", "ocultemos"; "que se
// omitan las devoluciones" is the same order in the passive. Listing each
// form by hand left holes wherever a writer picked another person, so the
// order cues below are generated from the infinitive. Only ordering forms
// are made (imperatives, present subjunctives, the infinitive and the
// imperative with a pronoun attached); past forms report what happened and
// are no cue.

// esOrders returns the ordering forms of regular Spanish verbs:
// "ocultar" gives "ocultar", "oculta", "oculte", "oculten", "ocultad",
// "ocultemos", "ocultalo" and its kin.
func esOrders(infs ...string) []string {
	var out []string
	for _, inf := range infs {
		stem, end := inf[:len(inf)-2], inf[len(inf)-2:]
		out = append(out, inf)
		if end == "ar" {
			subj := softStem(stem, "es")
			out = append(out, stem+"a", subj+"e", subj+"en", stem+"ad", subj+"emos", "que se "+subj+"e", "que se "+subj+"en")
			out = append(out, withClitics(stem+"a", "lo", "la", "los", "las")...)
			out = append(out, withClitics(subj+"e", "lo", "la", "los", "las")...)
			continue
		}
		out = append(out, stem+"e", stem+"a", stem+"an", stem+end[:1]+"d", stem+"amos", "que se "+stem+"a", "que se "+stem+"an")
		out = append(out, withClitics(stem+"e", "lo", "la", "los", "las")...)
		out = append(out, withClitics(stem+"a", "lo", "la", "los", "las")...)
	}
	return out
}

// ptOrders returns the ordering forms of regular Portuguese verbs:
// "ocultar" gives "ocultar", "oculta", "oculte", "ocultem", "ocultemos".
func ptOrders(infs ...string) []string {
	var out []string
	for _, inf := range infs {
		stem, end := inf[:len(inf)-2], inf[len(inf)-2:]
		out = append(out, inf)
		if end == "ar" {
			subj := softStem(stem, "pt")
			out = append(out, stem+"a", subj+"e", subj+"em", subj+"emos")
			continue
		}
		out = append(out, stem+"e", stem+"a", stem+"am", stem+"amos")
	}
	return out
}

// itOrders returns the ordering forms of regular Italian verbs:
// "occultare" gives "occultare", "occulta", "occulti", "occultate",
// "occultiamo", "occultalo" and its kin.
func itOrders(infs ...string) []string {
	var out []string
	for _, inf := range infs {
		stem, end := inf[:len(inf)-3], inf[len(inf)-3:]
		out = append(out, inf)
		i := softStem(stem, "it")
		// "insabbiare": "insabbi", "insabbiamo", not "insabbii".
		i = strings.TrimSuffix(i, "i")
		switch end {
		case "are":
			out = append(out, stem+"a", i+"i", stem+"ate", i+"iamo")
			out = append(out, withClitics(stem+"a", "lo", "la", "li", "le")...)
		default: // -ere, -ire
			out = append(out, stem+"i", stem+"a", stem+end[:1]+"te", stem+"iamo")
			out = append(out, withClitics(stem+"i", "lo", "la", "li", "le")...)
		}
	}
	return out
}

// softStem keeps a stem's sound before e or i: Spanish "falsific-" becomes
// "falsifiqu-", "ped-"... stays; Portuguese likewise; Italian "falsific-"
// becomes "falsifich-".
func softStem(stem, lang string) string {
	switch {
	case strings.HasSuffix(stem, "c") && lang == "it":
		return stem + "h"
	case strings.HasSuffix(stem, "g") && lang == "it":
		return stem + "h"
	case strings.HasSuffix(stem, "c"):
		return stem[:len(stem)-1] + "qu"
	case strings.HasSuffix(stem, "g"):
		return stem + "u"
	case strings.HasSuffix(stem, "z") && lang == "es":
		return stem[:len(stem)-1] + "c"
	}
	return stem
}

func withClitics(form string, clitics ...string) []string {
	out := make([]string, len(clitics))
	for i, c := range clitics {
		out[i] = form + c
	}
	return out
}

// avoiding returns every "avoid" form joined to every verb: "avoid
// mentioning", "evite mencionar", "évitez de signaler", "避免提及". Being
// told to avoid saying something is being told to leave it out.
func avoiding(avoids []string, verbs ...string) []string {
	var out []string
	for _, a := range avoids {
		for _, v := range verbs {
			out = append(out, a+v)
		}
	}
	return out
}

// formTerms are the generated cue forms. They are kept apart from the
// written lists: a generated form may repeat a written one, and the
// lexicon merges the two.
var formTerms = []termList{
	{cats(catHideVerb), esOrders("ocultar", "esconder", "omitir", "silenciar", "disimular", "encubrir")},
	{cats(catHideVerb), ptOrders("ocultar", "esconder", "omitir", "abafar")},
	{cats(catHideVerb), itOrders("nascondere", "occultare", "omettere", "tralasciare", "insabbiare", "sorvolare")},
	{cats(catIgnoreVerb), esOrders("ignorar")},
	{cats(catIgnoreVerb), ptOrders("ignorar", "desconsiderar", "desprezar")},
	{cats(catIgnoreVerb), itOrders("ignorare", "trascurare", "disattendere")},
	{cats(catInventStrong), esOrders("inventar", "falsificar")},
	{cats(catInventStrong), ptOrders("inventar", "falsificar")},
	{cats(catInventStrong), itOrders("inventare", "falsificare")},
	{cats(catInventWeak), esOrders("rellenar", "adivinar")},
	{cats(catInventWeak), ptOrders("preencher", "adivinhar")},
	{cats(catInventWeak), itOrders("riempire", "indovinare", "compilare")},
	// Leave to disregard, in the passive: "these rules can be ignored
	// here", "essas regras podem ser desconsideradas", "可以忽略".
	{cats(catIgnoreVerb), avoiding([]string{"can be ", "may be ", "can safely be ", "can now be ", "should be "}, "ignored", "disregarded", "set aside", "overlooked")},
	{cats(catIgnoreVerb), avoiding([]string{"pode ser ", "podem ser ", "deve ser ", "devem ser "},
		"ignorado", "ignorada", "ignorados", "ignoradas", "desconsiderado", "desconsiderada", "desconsiderados", "desconsideradas")},
	{cats(catIgnoreVerb), avoiding([]string{"puede ", "pueden ", "se puede ", "se pueden "}, "ignorarse", "ignorar", "obviarse", "pasarse por alto")},
	{cats(catIgnoreVerb), avoiding([]string{"puede ser ", "pueden ser "}, "ignorado", "ignorada", "ignorados", "ignoradas")},
	{cats(catIgnoreVerb), avoiding([]string{"puo essere ", "possono essere ", "si puo ", "si possono "},
		"ignorato", "ignorata", "ignorati", "ignorate", "ignorare", "trascurato", "trascurata", "trascurati", "trascurate")},
	{cats(catIgnoreVerb), avoiding([]string{"peut etre ", "peuvent etre ", "on peut "}, "ignore", "ignoree", "ignores", "ignorees", "ignorer")},
	{cats(catIgnoreVerb), avoiding([]string{"kann ", "konnen ", "darf ", "durfen "}, "ignoriert werden", "ubergangen werden", "ausser acht gelassen werden")},
	{cats(catIgnoreVerb), []string{"可以忽略", "可忽略", "可以不理", "可以无视", "可不予理会"}},
	{cats(catHideVerb), avoiding([]string{"avoid ", "refrain from ", "avoid any "},
		"mentioning", "mention of", "bringing up", "reporting", "flagging", "disclosing", "raising", "referring to",
		"noting", "listing", "including", "telling")},
	{cats(catHideVerb), avoiding([]string{"evite ", "evitar ", "evitem ", "evita ", "evitando "},
		"mencionar", "citar", "relatar", "comentar", "falar", "falar de", "falar sobre", "informar", "reportar", "incluir",
		"apontar", "qualquer mencao", "qualquer referencia")},
	{cats(catHideVerb), avoiding([]string{"evita ", "evite ", "evitar ", "eviten ", "evitad ", "evitemos ", "evitando "},
		"mencionar", "citar", "comentar", "hablar de", "informar", "reportar", "incluir", "reflejar", "cualquier mencion")},
	{cats(catHideVerb), avoiding([]string{"evita di ", "evitare di ", "evitate di ", "eviti di ", "evitiamo di ", "evitando di "},
		"menzionare", "citare", "segnalare", "riportare", "parlare di", "nominare", "includere", "indicare", "comunicare")},
	{cats(catHideVerb), avoiding([]string{"evite de ", "evitez de ", "eviter de ", "evitons de ", "evitant de "},
		"mentionner", "signaler", "citer", "parler de", "parler des", "indiquer", "rapporter", "faire mention")},
	{cats(catHideVerb), avoiding([]string{"evite d'", "evitez d'", "eviter d'", "evitons d'", "evitant d'"}, "evoquer", "en parler", "inclure")},
	{cats(catHideVerb), []string{"unerwahnt lassen", "lass unerwahnt", "lassen sie unerwahnt", "unerwahnt bleiben", "bleibt unerwahnt"}},
	{cats(catHideVerb), avoiding([]string{"避免", "尽量不", "尽量别"}, "提及", "提到", "说", "写", "报告", "透露", "谈及", "披露", "写进")},
	{cats(catHideVerb), []string{"言及を避け", "言及は避け", "触れるのは避け", "触れないように", "言及しないように", "언급을 피", "언급은 피", "언급하지 않도록"}},
}
