package sampling

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Step order. A rule that orders two steps ("first the wash test, only
// then the rubbing test", "先除蜡再打磨", "never ship before the
// inspection") is weakened by a restatement that puts the steps the other
// way round ("rubbing, then washing", "先打磨，再除蜡") or lets them go in
// any order. Neither changes a number or drops a rule word, so the other
// readings of rule_weakened miss it.
//
// A sentence is read as links between two spans, the step that comes
// first and the step that comes second, from the words that order them.
// The spans are compared by their content tokens: a restatement reverses
// the rule when, in one of its links, a token only the rule's first step
// has sits in the second step and a token only the rule's second step has
// sits in the first, outnumbering those placed as the rule has them, and
// no link of the sentence keeps a token of each step where the rule has
// it. A negation flips a link ("never rub before washing" puts washing
// first); a deadline ("2 days before the slot"), a date, a request or a
// refusal makes none.

// seqKind is what an order word says about the spans around it.
type seqKind uint8

const (
	// seqNext: the left step comes first ("wash, then rub", "depois",
	// "然后", "てから", and the postposed "after" of Chinese, Japanese and
	// Korean: "除蜡后打磨").
	seqNext seqKind = iota
	// seqPrev: a postposed "before", the right step comes first ("发货前必须
	// 检验", "出荷前に検品", "출고 전에 검사").
	seqPrev
	// seqBefore: a prepositional "before": "rub before washing" (the left
	// step first) or, opening the clause, "before washing, rub" (the step
	// after the comma first).
	seqBefore
	// seqAfter: a prepositional "after": "rub after washing" (the right
	// step first) or "after washing, rub" (the governed step first).
	seqAfter
	// seqUntil: "until", read as seqBefore and only under a negation: "do
	// not ship until the inspection" puts the inspection first.
	seqUntil
	// seqFirst opens the step that comes first ("first the wash, then …",
	// "primeiro", "先"); it orders nothing alone.
	seqFirst
)

// seqWords are order words, folded; the longest match wins. Latin ones
// match whole words; Chinese, Japanese and Korean ones match anywhere but
// for the exclusions in seqCJKAt.
var seqWords = []struct {
	w string
	k seqKind
}{
	{"then", seqNext}, {"and then", seqNext}, {"only then", seqNext}, {"afterwards", seqNext}, {"thereafter", seqNext},
	{"followed by", seqNext}, {"em seguida", seqNext}, {"so entao", seqNext}, {"e entao", seqNext}, {"luego", seqNext},
	{"a continuacion", seqNext}, {"poi", seqNext}, {"puis", seqNext}, {"ensuite", seqNext}, {"dann", seqNext},
	{"danach", seqNext}, {"anschliessend", seqNext}, {"erst dann", seqNext}, {"im anschluss", seqNext},
	// "depois" and "después" alone are adverbs ("e só depois o de
	// fricção"); with "de" or "que" they govern. "Dopo" alone governs
	// ("solo dopo analisi del laboratorio") unless a "prima" opened the
	// first step (see seqLinks).
	{"depois", seqNext}, {"despues", seqNext}, {"dopo", seqAfter},
	// "After that" points back to the step before it.
	{"after which", seqNext}, {"depois disso", seqNext},
	{"despues de eso", seqNext}, {"apres cela", seqNext}, {"apres quoi", seqNext}, {"dopo di che", seqNext},
	{"dopodiche", seqNext},

	{"before", seqBefore}, {"prior to", seqBefore}, {"ahead of", seqBefore}, {"antes de", seqBefore}, {"antes da", seqBefore},
	{"antes do", seqBefore}, {"antes das", seqBefore}, {"antes dos", seqBefore}, {"antes que", seqBefore}, {"antes del", seqBefore},
	{"avant de", seqBefore}, {"avant que", seqBefore}, {"avant le", seqBefore}, {"avant la", seqBefore}, {"avant les", seqBefore},
	{"avant l'", seqBefore}, {"avant", seqBefore}, {"prima di", seqBefore}, {"prima del", seqBefore}, {"prima della", seqBefore},
	{"prima dello", seqBefore}, {"prima dei", seqBefore}, {"prima delle", seqBefore}, {"prima che", seqBefore}, {"bevor", seqBefore},
	{"vor dem", seqBefore}, {"vor der", seqBefore}, {"vor den", seqBefore},

	{"after", seqAfter}, {"only after", seqAfter}, {"once", seqAfter}, {"following", seqAfter}, {"depois de", seqAfter},
	{"depois da", seqAfter}, {"depois do", seqAfter}, {"depois das", seqAfter}, {"depois dos", seqAfter}, {"depois que", seqAfter},
	{"apos", seqAfter}, {"despues de", seqAfter}, {"despues del", seqAfter}, {"despues que", seqAfter}, {"tras", seqAfter},
	{"una vez", seqAfter}, {"apres", seqAfter}, {"une fois", seqAfter}, {"dopo di", seqAfter}, {"dopo che", seqAfter},
	{"dopo il", seqAfter}, {"dopo la", seqAfter}, {"dopo lo", seqAfter}, {"dopo l'", seqAfter}, {"dopo aver", seqAfter},
	{"nachdem", seqAfter}, {"nach dem", seqAfter}, {"nach der", seqAfter}, {"erst nach", seqAfter}, {"sobald", seqAfter},

	{"until", seqUntil}, {"till", seqUntil}, {"ate que", seqUntil}, {"hasta que", seqUntil}, {"jusqu'a ce", seqUntil},
	{"finche", seqUntil}, {"solange", seqUntil},

	{"first", seqFirst}, {"primeiro", seqFirst}, {"primeiramente", seqFirst}, {"primero", seqFirst}, {"d'abord", seqFirst},
	{"zuerst", seqFirst}, {"zunachst", seqFirst}, {"prima", seqFirst}, {"antes", seqFirst},

	{"然后", seqNext}, {"之后", seqNext}, {"以后", seqNext}, {"后再", seqNext}, {"后才", seqNext}, {"再", seqNext},
	// "之后再", "然后再": one order word, not "之后" and "再" with nothing
	// between them.
	{"之后再", seqNext}, {"以后再", seqNext}, {"然后再", seqNext}, {"之后才", seqNext}, {"以后才", seqNext}, {"然后才", seqNext},
	{"后", seqNext}, {"てから", seqNext}, {"その後", seqNext}, {"後に", seqNext}, {"後で", seqNext}, {"のあと", seqNext},
	{"あとで", seqNext}, {"あとに", seqNext},
	{"次に", seqNext}, {"随后", seqNext}, {"随即", seqNext}, {"接着", seqNext}, {"続けて", seqNext}, {"続いて", seqNext},
	// "그 다음에", "그 후": "after that", pointing back to the clause
	// before ("먼저 롤백하고, 그 다음에 인시던트를 등록한다").
	{"그 다음에", seqNext}, {"그다음에", seqNext}, {"그 후에", seqNext}, {"그 후", seqNext}, {"그 뒤에", seqNext},
	{"이어서", seqNext}, {"afterward", seqNext}, {"후에", seqNext}, {"다음에", seqNext}, {"다음", seqNext}, {"뒤에", seqNext}, {"하고 나서", seqNext},
	{"之前", seqPrev}, {"以前", seqPrev}, {"前", seqPrev}, {"前に", seqPrev}, {"전에", seqPrev},
	{"まで", seqUntil},
	{"先", seqFirst}, {"まず", seqFirst}, {"先に", seqFirst}, {"먼저", seqFirst},
}

// anyOrderWords say the steps may go in any order.
var anyOrderWords = []string{
	"in any order", "in either order", "order does not matter", "order doesn't matter", "em qualquer ordem",
	"a ordem nao importa", "sem ordem", "en cualquier orden", "el orden no importa", "dans n'importe quel ordre",
	"l'ordre importe peu", "in qualsiasi ordine", "in beliebiger reihenfolge", "reihenfolge egal", "顺序不限",
	"不分先后", "先后不限", "顺序随意", "顺序无所谓", "順不同", "順番は問わ", "순서 상관없이", "순서와 관계없이",
}

// seqNotBans follow a negation that bans no order ("não esqueça de
// lavar antes", "don't forget to wash before rubbing"): the order stands
// as said.
var seqNotBans = []string{"forget", "esquec", "olvid", "oubli", "vergess", "忘"}

// seqOcc is an order word found at [at, end) of a sentence.
type seqOcc struct {
	at, end int
	k       seqKind
}

// seqLink says the span first comes before the span second; offsets are
// into the unit's folded text.
type seqLink struct {
	first, second [2]int
}

// seqWordAt returns the longest order word at t[i:], or false.
func seqWordAt(t string, i int) (seqOcc, bool) {
	best := seqOcc{}
	found := false
	for _, k := range seqByFirst[t[i]] {
		sw := seqWords[k]
		if len(sw.w) <= best.end-best.at || !strings.HasPrefix(t[i:], sw.w) {
			continue
		}
		end := i + len(sw.w)
		r, _ := utf8.DecodeRuneInString(sw.w)
		if r < utf8.RuneSelf {
			if i > 0 && isWordByte(t[i-1]) || !strings.HasSuffix(sw.w, "'") && end < len(t) && isWordByte(t[end]) {
				continue
			}
		} else if !seqCJKAt(t, i, sw.w) {
			continue
		}
		best, found = seqOcc{i, end, sw.k}, true
	}
	return best, found
}

// seqByFirst lists the order words by their first byte.
var seqByFirst = func() (m [256][]uint8) {
	for k, sw := range seqWords {
		m[sw.w[0]] = append(m[sw.w[0]], uint8(k))
	}
	return m
}()

// seqCJKAt reports whether the Chinese, Japanese or Korean order word w
// at t[i:] is one: "前" in "目前" or "前往", "后" in "最后" or "后续", "再"
// in "再次" or "不再", "先" in "先生" or "优先" are not.
func seqCJKAt(t string, i int, w string) bool {
	prev, _ := utf8.DecodeLastRuneInString(t[:i])
	next, _ := utf8.DecodeRuneInString(t[i+len(w):])
	switch w {
	case "前":
		return strings.ContainsRune("，,必须应要先不需务得", next) && !strings.ContainsRune("目提以之当眼此向往面事", prev)
	case "后":
		// "装笼完成后由…核对": after a step said done, "后" is "after",
		// unless a negation follows ("竞价结束后不得…" bans what comes
		// after).
		if hasSuffixAny(t[:i], zhDoneWords) && !strings.ContainsRune("不也没未别勿禁严切", next) {
			return true
		}
		return strings.ContainsRune("，,再才方", next) && !strings.ContainsRune("最然前落背今此以之随", prev)
	case "再":
		// In Japanese "再" is a prefix ("再採点", "再確認"), no "then"; in
		// Korean text it is no word of its own.
		return !strings.ContainsRune("次度三一不", next) && !strings.ContainsRune("不再一", prev) && !strings.ContainsFunc(t, isKanaOrHangul)
	case "先":
		return !strings.ContainsRune("生前进行", next) && !strings.ContainsRune("优首事预率原祖领", prev)
	case "以前", "以后":
		return isCJK(prev)
	case "다음":
		// "조정한 다음 …": after a verb's past adnominal (its syllable
		// ends in ㄴ) "다음" is "after"; elsewhere it is "next" ("다음
		// 단계").
		p := strings.TrimRight(t[:i], " ")
		r, _ := utf8.DecodeLastRuneInString(p)
		return r >= 0xAC00 && r <= 0xD7A3 && (r-0xAC00)%28 == 4
	}
	return true
}

// seqOccs lists the order words of t, left to right, without overlaps.
// Steps numbered in a row ("(1) clear the ring, (2) check the stack, (3)
// light") are in order too: "(1)" opens the first, each next number is a
// "then".
func seqOccs(t string) []seqOcc {
	var out []seqOcc
	step := 0
	// Numbered steps start at 1: a text with no "1)" has none.
	numbered := strings.Contains(t, "1)")
	for i := 0; i < len(t); {
		c := t[i]
		if numbered && (c == '(' || c >= '1' && c <= '9') {
			if n, end := stepNumberAt(t, i); n > 0 && (n == 1 || n == step+1 && step > 0) {
				k := seqNext
				if n == 1 {
					k = seqFirst
				}
				out = append(out, seqOcc{i, end, k})
				step = n
				i = end
				continue
			}
		}
		if c < utf8.RuneSelf && !isWordByte(c) {
			i++
			continue
		}
		if c < utf8.RuneSelf && i > 0 && isWordByte(t[i-1]) {
			// Only at the start of a Latin word.
			i++
			continue
		}
		if o, ok := seqWordAt(t, i); ok && !(o.k == seqFirst && ordinalAfter(t, o.at)) {
			// "Depois dessa verificação", "después de eso": "de" or a word
			// it contracts into after "depois" or "después" makes it
			// govern; a verb in "d" does not ("e só depois desinfetar",
			// "depois distribuir as cópias").
			if w := t[o.at:o.end]; (w == "depois" || w == "despues") && o.end+1 < len(t) && t[o.end] == ' ' && deContractions[firstWord(t, o.end+1, len(t))] {
				o.k = seqAfter
			}
			out = append(out, o)
			i = o.end
			continue
		}
		if c < utf8.RuneSelf {
			i++
		} else {
			_, size := utf8.DecodeRuneInString(t[i:])
			i += size
		}
	}
	return out
}

// stepNumberAt returns the number of a step marker "(n)" or "n)" at
// t[i:], with n from 1 to 9, opening a clause (at the start, or after a
// space, a colon, a comma or a semicolon), and the marker's end; or 0.
// (Circled numbers, "①检查水位计，②打开鼓风机", fold to bare digits; a
// Chinese order reversed is not found in any words yet, so they are not
// read.)
func stepNumberAt(t string, i int) (int, int) {
	if i+3 > len(t) || i > 0 && !strings.ContainsRune(" :,;", rune(t[i-1])) {
		return 0, 0
	}
	switch {
	case t[i] == '(' && t[i+1] >= '1' && t[i+1] <= '9' && t[i+2] == ')':
		return int(t[i+1] - '0'), i + 3
	case t[i] >= '1' && t[i] <= '9' && t[i+1] == ')' && t[i+2] == ' ':
		return int(t[i] - '0'), i + 2
	}
	return 0, 0
}

// ordinalAfter reports a "first" at t[at:] after an article or a
// possessive: an ordinal ("before the first slurry coat", "a primeira
// demão", "la prima mano"), not the step that comes first.
func ordinalAfter(t string, at int) bool {
	return at >= 2 && ordinalLeads[prevWordOf(t, at)]
}

// ordinalLeads are the articles and possessives before an ordinal, folded.
var ordinalLeads = map[string]bool{"the": true, "a": true, "its": true, "their": true, "his": true, "her": true, "each": true,
	"this": true, "that": true, "o": true, "os": true, "as": true, "el": true, "la": true, "los": true, "las": true,
	"il": true, "lo": true, "i": true, "gli": true, "le": true}

// deContractions are "de" and the words it contracts into, folded
// (Portuguese "da", "disso", "dessa"; Spanish "del").
var deContractions = map[string]bool{"de": true, "da": true, "do": true, "das": true, "dos": true, "del": true, "disso": true,
	"disto": true, "daquilo": true, "dessa": true, "desse": true, "dessas": true, "desses": true, "desta": true, "deste": true,
	"destas": true, "destes": true, "daquela": true, "daquele": true, "dela": true, "dele": true, "delas": true, "deles": true}

// hasSeqWord reports whether some word of list sits in t[a:b], Latin
// words whole.
func hasSeqWord(t string, a, b int, list []string) bool {
	for _, w := range list {
		found := false
		eachWholeWord(t, a, b, w, func(int, int) bool { found = true; return true })
		if found {
			return true
		}
	}
	return false
}

// seqLatinNegations ban the order they precede ("never rub before
// washing", "nobody rides the cage before the brake test"), read here
// word by word: the lexicon drops a negation of another language than the
// sentence's.
var seqLatinNegations = []string{"not", "never", "no", "nobody", "no one", "don't", "doesn't", "can't", "cannot", "mustn't",
	"won't", "isn't", "aren't", "nao", "nunca", "jamais", "nem", "ninguem", "nenhum", "nenhuma", "nadie", "ningun",
	"ninguna", "ne", "n'", "pas", "aucun", "aucune", "personne", "non", "mai", "nessuno", "nessuna", "nicht", "nie",
	"niemals", "niemand", "kein", "keine", "keinen", "keiner", "keinem", "nothing", "nada", "rien", "niente", "nulla",
	"nichts", "nessun"}

// seqBannedAfter ban the order they follow ("hiperventilar antes das
// apneias continua proibido", "shipping before QA is forbidden").
var seqBannedAfter = []string{"forbidden", "prohibited", "not allowed", "not permitted", "proibido", "proibida", "vedado",
	"vedada", "nao permitido", "nao e permitido", "prohibido", "prohibida", "no permitido", "interdit", "interdite",
	"vietato", "vietata", "verboten", "untersagt", "nicht erlaubt"}

// seqCoordinators join another clause: a negation before one ("o estorno
// não foi feito e só pode sair depois da resposta") bans nothing after it.
var seqCoordinators = []string{"and", "but", "e", "mas", "y", "pero", "et", "mais", "und", "aber", "ed", "ma",
	"because", "so", "porque", "pois", "car", "parce", "weil", "denn", "perche", "poiche", "因为", "所以", "但"}

// stepJoiners join a second step's clause to the first's, folded.
var stepJoiners = []string{"and", "e", "y", "et", "und", "ed"}

// joinedBy returns where a word of stepJoiners opens t[a:b] (spaces
// before it allowed) and its length, or -1.
func joinedBy(t string, a, b int) (int, int) {
	i := a
	for i < b && t[i] == ' ' {
		i++
	}
	for _, w := range stepJoiners {
		if strings.HasPrefix(t[i:b], w) && i+len(w) < b && t[i+len(w)] == ' ' {
			return i, len(w)
		}
	}
	return -1, 0
}

// coordinated reports a coordinator in [a, b) of u: folded "e" counts
// only where the original has "e", not "é" ("nunca é entregue antes").
func coordinated(u *unit, a, b int) bool {
	for _, w := range seqCoordinators {
		found := false
		eachWholeWord(u.f.text, a, b, w, func(at, end int) bool {
			found = w != "e" || u.evidence(at, end).Quote == "e"
			return found
		})
		if found {
			return true
		}
	}
	return false
}

// eachWholeWord calls fn with every place of w in t[a:b], Latin words whole
// (an elided "n'" may run on into its word), until fn returns true.
func eachWholeWord(t string, a, b int, w string, fn func(at, end int) bool) {
	for k := a; k+len(w) <= b; {
		j := strings.Index(t[k:b], w)
		if j < 0 {
			return
		}
		at := k + j
		end := at + len(w)
		k = at + 1
		if w[0] < utf8.RuneSelf && (at > 0 && isWordByte(t[at-1]) || !strings.HasSuffix(w, "'") && end < len(t) && isWordByte(t[end])) {
			continue
		}
		if fn(at, end) {
			return
		}
	}
}

// seqCJKBans are the negations that ban in Chinese, Japanese and Korean
// beside "不" before a verb; a bare "无" or "未" is part of a step ("复查无
// 虱后", "同意书未交齐之前").
var seqCJKBans = []string{"禁止", "严禁", "切勿", "勿", "没有", "ないこと", "てはならない", "てはいけない", "ません", "できない",
	"しない", "せず", "않", "못", "안 ", "마십시오", "마세요", "말 것", "말고", "불가", "수 없", "금지"}

// notBans start like a ban and ban nothing: "不同", "不良", "不合格", and
// the comparatives that bound a number ("不得超过 25 公里").
var notBans = []string{"不同", "不良", "不足", "不少", "不仅", "不断", "不再", "不错", "不过", "不久", "不合格", "不含", "不一",
	"不明", "不符", "不超过", "不得超过", "不高于", "不得高于", "不低于", "不得低于", "不少于", "不得少于", "不大于", "不小于",
	"不多于", "不晚于", "不早于", "不必", "不用", "不需"}

// cjkBan reports a negation of Chinese, Japanese or Korean in t[a:b].
func cjkBan(t string, a, b int) bool {
	if hasSeqWord(t, a, b, seqCJKBans) || zhDontIn(t, a, b) {
		return true
	}
	for k := a; k < b; {
		j := strings.Index(t[k:b], "不")
		if j < 0 {
			return false
		}
		at := k + j
		if !startsWithAny(t[at:min(b, at+len("不得超过"))], notBans) {
			return true
		}
		k = at + len("不")
	}
	return false
}

func startsWithAny(t string, list []string) bool {
	for _, w := range list {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	return false
}

// seqNeeds after a negation deny a need, not an order: "no quote
// sign-off is needed before work starts".
var seqNeeds = []string{"need", "needed", "necessary", "required", "preciso", "precisa", "necessario", "hace falta",
	"notig", "besoin"}

// seqComparatives after a negation make a bound, not a ban: "no less
// than two days before the cut-over".
var seqComparatives = []string{"less", "more", "fewer", "later", "earlier", "greater", "longer", "shorter", "sooner"}

// ptContractions mark Portuguese, whose "no" is "in the" ("constar no
// extrato antes de reservar"); noMarkers mark English and Spanish, whose
// "no" negates.
var (
	ptContractions = []string{"do", "da", "dos", "das", "em", "ao", "aos", "nao", "sao", "pelo", "pela", "num", "numa"}
	noMarkers      = []string{"the", "is", "are", "be", "may", "must", "can", "any", "before", "after", "until", "once", "then",
		"el", "los", "las", "se", "del", "es", "puede", "debe", "hay", "y"}
)

// englishOrder are English order words: with one, "no" is English too
// ("Das haben wir nicht übernommen: no xylophone ships before …").
var englishOrder = map[string]bool{"before": true, "after": true, "until": true, "till": true, "once": true, "then": true,
	"prior to": true, "only after": true, "ahead of": true, "following": true}

// seqNegated reports a negation in [a, b) of u's folded text that bans
// the order stated there. "Ne … qu'après" restricts ("only after"); a
// negation a coordinator separates from b, one of "don't forget", one of
// a comparative ("no less than") and one of a need ("no sign-off is
// needed") ban nothing.
func seqNegated(u *unit, s sentence, a, b int, english bool) bool {
	t := u.f.text
	if a >= b {
		return false
	}
	if hasCJK(t[a:b]) && cjkBan(t, a, b) {
		return true
	}
	for _, w := range seqLatinNegations {
		banned := false
		eachWholeWord(t, a, b, w, func(_, end int) bool {
			rest := t[end:min(len(t), b+12)]
			switch {
			case end < len(t) && t[end] == '-':
				// A prefix of a compound ("non-ferrous", "no-go") negates
				// nothing.
				return false
			case w == "no" && !english && (hasSeqWord(t, int(s.start), int(s.end), ptContractions) || !hasSeqWord(t, int(s.start), int(s.end), noMarkers)):
				return false
			case (w == "ne" || w == "n'") && (strings.Contains(rest, "qu'") || hasSeqWord(rest, 0, len(rest), []string{"que"})):
				// "N'est relancé qu'après": only after.
				return false
			case w == "mai" && !hasSeqWord(t, int(s.start), int(s.end), []string{"il", "la", "si", "di", "che", "non", "un", "una", "dei", "prima", "dopo"}):
				return false
			}
			banned = !hasSeqWord(t, end, min(b, end+24), seqNotBans) && !hasSeqWord(t, end, min(b, end+12), seqComparatives) &&
				!hasSeqWord(t, end, b, seqNeeds) && !coordinated(u, end, b)
			return banned
		})
		if banned {
			return true
		}
	}
	return false
}

// hasCJK reports a byte of a Chinese, Japanese or Korean character.
func hasCJK(t string) bool {
	for i := 0; i < len(t); i++ {
		if t[i] >= 0xE1 && t[i] <= 0xED {
			return true
		}
	}
	return false
}

// isSeqBreak reports a byte that ends a step: a semicolon, a colon before
// words, a dash (folding writes "—" and "–" as "-", "——" as "--") or a
// full stop inside a sentence.
func isSeqBreak(t string, i int) (bool, int) {
	switch {
	case t[i] == ';':
		return true, 1
	case t[i] == ':' && (i+1 >= len(t) || t[i+1] == ' ' || t[i+1] >= 0xE3):
		return true, 1
	case t[i] == '.' && i+2 < len(t) && t[i+1] == ' ' && isWordByte(t[i+2]) && (i == 0 || !isDigit(t[i-1])):
		return true, 1
	case strings.HasPrefix(t[i:], "：") || strings.HasPrefix(t[i:], "；"):
		return true, len("：")
	case t[i] == '-' && i > 0 && i+1 < len(t) && t[i-1] == ' ' && t[i+1] == ' ':
		return true, 1
	case strings.HasPrefix(t[i:], "--"):
		return true, 2
	}
	return false, 0
}

// isSeqComma reports a comma that ends a clause (not one inside a
// number), in either width.
func isSeqComma(t string, i int) (bool, int) {
	switch {
	case t[i] == ',' && !(i > 0 && i+1 < len(t) && isDigit(t[i-1]) && isDigit(t[i+1])):
		return true, 1
	case strings.HasPrefix(t[i:], "，") || strings.HasPrefix(t[i:], "、"):
		return true, len("，")
	}
	return false, 0
}

// seqLinks reads the links of sentence s of u.
func seqLinks(lx *lexicon, u *unit, s sentence) []seqLink {
	t := u.f.text
	a, b := int(s.start), int(s.end)
	occs := seqOccs(t[:b][a:])
	if len(occs) == 0 {
		return nil
	}
	for k := range occs {
		occs[k].at += a
		occs[k].end += a
	}
	// Clause ends: breaks end a step for good, commas end a clause.
	type cut struct {
		at, end int
		hard    bool
	}
	var cuts []cut
	// A comma and space inside brackets lists what a step names ("a
	// terceiros (bancos, órgãos) antes de …"): it ends no clause. (A
	// Chinese comma there, folded, has no space: "（本件1.6万元，不涉及）"
	// is a clause of its own.)
	depth := 0
	for i := a; i < b; i++ {
		switch {
		case t[i] == '(' || strings.HasPrefix(t[i:], "（"):
			depth++
		case (t[i] == ')' || strings.HasPrefix(t[i:], "）")) && depth > 0:
			depth--
		}
		if ok, n := isSeqBreak(t, i); ok {
			cuts = append(cuts, cut{i, i + n, true})
			i += n - 1
		} else if ok, n := isSeqComma(t, i); ok && (depth == 0 || i+1 >= b || t[i+1] != ' ') {
			cuts = append(cuts, cut{i, i + n, false})
			i += n - 1
		}
	}
	// clauseBefore is the clause that ends at p: from the last cut
	// before p. When it holds no words ("wash the samples, then rub";
	// "之前，不得预约") the clause before that one is the step, unless a
	// break lies between.
	clauseBefore := func(p int) int {
		from := a
		k := -1
		for j, c := range cuts {
			if c.end <= p {
				from, k = c.end, j
			}
		}
		if !hasContentWord(t, from, p) && k >= 0 && !cuts[k].hard {
			from = a
			if k > 0 {
				from = cuts[k-1].end
			}
		}
		return from
	}
	clauseAfter := func(p int) int {
		to := b
		k := -1
		for j, c := range cuts {
			if c.at >= p {
				to, k = c.at, j
				break
			}
		}
		if !hasContentWord(t, p, to) && k >= 0 && !cuts[k].hard {
			to = b
			if k+1 < len(cuts) {
				to = cuts[k+1].at
			}
		}
		return to
	}
	var links []seqLink
	for k, o := range occs {
		if o.k == seqFirst {
			continue
		}
		lo, hi := clauseBefore(o.at), clauseAfter(o.end)
		// Neighbouring order words bound the steps; a "first" with no
		// words of its own after it ("wash first, then rub") bounds none.
		for j := k - 1; j >= 0; j-- {
			if occs[j].end > lo && occs[j].end <= o.at {
				if occs[j].k == seqFirst && !hasContentWord(t, occs[j].end, o.at) {
					continue
				}
				if occs[j].k == seqFirst && t[occs[j].at] < utf8.RuneSelf {
					if v := verbBeforeFirst(lx, t, lo, occs[j]); v >= 0 {
						lo = v
						break
					}
				}
				lo = occs[j].end
			}
			break
		}
		if k+1 < len(occs) && occs[k+1].at < hi {
			hi = occs[k+1].at
		}
		if (o.k == seqAfter || o.k == seqBefore) && seqPronoun(t, o.end, hi) {
			// "After that, …", "tras ella, …": the step it points back to
			// comes first. "Before that" points at one this sentence need
			// not hold.
			if o.k == seqBefore {
				continue
			}
			// "The magnet runs first and the separator after it": the
			// words before "after it" are the second step, the step before
			// them (up to a "first", or the clause before a comma) the one
			// it points back to.
			if hasWordBetween(t, lo, o.at) {
				pa, pb := -1, -1
				if k > 0 && occs[k-1].k == seqFirst && occs[k-1].end == lo {
					pa, pb = clauseBefore(occs[k-1].at), occs[k-1].at
				} else {
					for j := len(cuts) - 1; j >= 0; j-- {
						if cuts[j].end == lo && !cuts[j].hard {
							pa, pb = clauseBefore(cuts[j].at), cuts[j].at
							break
						}
					}
				}
				if pa >= 0 && hasWordBetween(t, pa, pb) {
					if !seqReported(lx, u, s, pa, o.at) {
						links = append(links, seqLink{[2]int{pa, pb}, [2]int{lo, o.at}})
					}
					continue
				}
			}
			o.k = seqNext
		}
		if o.k == seqAfter && t[o.at:o.end] == "dopo" && k > 0 && occs[k-1].k == seqFirst {
			// "Prima il lavaggio e solo dopo lo sfregamento".
			o.k = seqNext
		}
		cjk := t[o.at] >= utf8.RuneSelf
		// A span of time before "before" or "after" ("2 horas antes da
		// partida", "5 dias após a venda", "3天前") sets a deadline, and a
		// date after it ("after 15 November") a day: neither orders steps.
		if o.k != seqNext && hasDigit(t[max(lo, o.at-16):o.at]) || !cjk && o.k != seqNext && hasDigit(t[o.end:min(hi, o.end+12)]) ||
			cjk && strings.ContainsAny(lastRune(t[:o.at]), "日号天月年周时点分秒0123456789") {
			continue
		}
		// "After day three", "antes de 48 horas": a time, not a step.
		if o.k != seqNext && !cjk && seqTimeWords[firstWord(t, o.end, hi)] {
			continue
		}
		left, right := [2]int{lo, o.at}, [2]int{o.end, hi}
		// "…, and finance reconciles it afterwards", "餐可以先出，营养师随后
		// 确认", "遮断器を投入し、続けて…試験を行う": the word says its own
		// clause comes after the clause before it.
		if o.k == seqNext && (cjk && backNextCJK[t[o.at:o.end]] || !cjk && backNextLatin[t[o.at:o.end]] && !hasWordBetween(t, o.end, hi)) {
			// The word opens its clause ("…を投入し、続けて…"): clauseBefore
			// has reached back over the comma to the clause before.
			prev := -1
			for j := len(cuts) - 1; j >= 0; j-- {
				if cuts[j].end <= o.at {
					prev = j
					break
				}
			}
			if prev < 0 || cuts[prev].hard {
				continue
			}
			var first, second [2]int
			if !hasWordBetween(t, cuts[prev].end, o.at) {
				first, second = [2]int{lo, cuts[prev].at}, [2]int{o.end, hi}
			} else {
				first, second = [2]int{clauseBefore(cuts[prev].at), cuts[prev].at}, [2]int{cuts[prev].end, hi}
			}
			if !hasWordBetween(t, first[0], first[1]) || !hasWordBetween(t, second[0], second[1]) || seqReported(lx, u, s, first[0], second[1]) {
				continue
			}
			links = append(links, seqLink{first, second})
			continue
		}
		// "The PO is drafted first and the sample then goes through the
		// spec check", "la OC se redacta primero y la muestra luego pasa
		// el control": a "then" inside the clause that "and" joins to a
		// step said to come first makes that clause the second step.
		if o.k == seqNext && t[o.at] < utf8.RuneSelf && k > 0 && occs[k-1].k == seqFirst && occs[k-1].end == lo {
			if c, n := joinedBy(t, lo, o.at); c >= 0 {
				first, second := [2]int{clauseBefore(occs[k-1].at), occs[k-1].at}, [2]int{c + n, hi}
				if hasWordBetween(t, first[0], first[1]) && hasWordBetween(t, c+n, o.at) && !seqReported(lx, u, s, first[0], hi) {
					links = append(links, seqLink{first, second})
					continue
				}
			}
		}
		// "Girls move into their tents, and a leader then inspects each
		// tent": a "then" after the subject of a clause that "and" opens
		// makes that clause the second step and the clause before "and"
		// the first.
		if o.k == seqNext && t[o.at] < utf8.RuneSelf {
			if c, n := joinedBy(t, lo, o.at); c >= 0 && hasWordBetween(t, c+n, o.at) && len(strings.Fields(t[c+n:o.at])) <= 3 {
				pb := c
				for pb > a && (t[pb-1] == ' ' || t[pb-1] == ',') {
					pb--
				}
				if pa := clauseBefore(pb); pa < pb && hasWordBetween(t, pa, pb) && !seqReported(lx, u, s, pa, hi) {
					links = append(links, seqLink{[2]int{pa, pb}, [2]int{c + n, hi}})
					continue
				}
			}
		}
		// "Die ganze Rolle läuft zuerst, der Clip-Test wird danach geprüft",
		// "the roll runs first, the clip test is then checked": a "then"
		// inside a clause whose comma closes a step said to come first
		// makes its whole clause the second step.
		if o.k == seqNext && t[o.at] < utf8.RuneSelf && hasWordBetween(t, lo, o.at) {
			linked := false
			for j := len(cuts) - 1; j >= 0; j-- {
				if cuts[j].end > lo {
					continue
				}
				if c := cuts[j]; !c.hard && hasSeqWord(t, clauseBefore(c.at), c.at, firstStepWords) && !seqReported(lx, u, s, clauseBefore(c.at), hi) {
					links = append(links, seqLink{[2]int{clauseBefore(c.at), c.at}, [2]int{lo, hi}})
					linked = true
				}
				break
			}
			if linked {
				continue
			}
		}
		// "A clip test is checked first; only then is the roll processed":
		// a "then" opening the half after a semicolon points back over it.
		if o.k == seqNext && !hasWordBetween(t, lo, o.at) {
			for j := len(cuts) - 1; j >= 0; j-- {
				if cuts[j].end <= lo {
					if c := cuts[j]; c.hard && (t[c.at] == ';' || strings.HasPrefix(t[c.at:], "；")) {
						from := a
						for _, x := range cuts[:j] {
							if x.hard {
								from = x.end
							}
						}
						left = [2]int{from, c.at}
					}
					break
				}
			}
		}
		var first, second [2]int
		// The negation that bans the order: before a Latin order word in
		// its step ("never rub before washing"), or a prohibition after it
		// ("… continua proibido"); anywhere in the two steps of Chinese,
		// Japanese or Korean ("在检验之前不得发货", "之前，不得预约").
		negFrom, negTo := lo, o.at
		opening := !hasWordBetween(t, lo, o.at)
		switch {
		case o.k == seqNext:
			first, second = left, right
		case o.k == seqPrev || o.k == seqUntil && cjk:
			// A postposed "before" or "until" closes the step that comes
			// second: "出荷前に検品", "確認するまでは出荷できません".
			first, second = right, left
			// "核对必须在装笼之前完成": the step before "在" comes first,
			// the one between "在" and "之前" second; what follows only
			// completes the first ("完成", or nothing).
			if w, ok := zhBeforeSubject(t, lo, o.at, o.end, hi); ok && o.k == seqPrev {
				first, second = [2]int{lo, w}, [2]int{w + len("在"), o.at}
			}
		case opening:
			// "Before washing, rub": the governed step runs to the comma,
			// the other is the clause after it.
			gov := [2]int{o.end, hi}
			c := -1
			for _, x := range cuts {
				if x.at >= o.end && !x.hard {
					c = x.at
					break
				}
			}
			if c < 0 || c > hi && c >= b {
				continue
			}
			gov[1] = c
			rest := [2]int{c + 1, clauseAfter(c + 1)}
			if k+1 < len(occs) && occs[k+1].at > rest[0] && occs[k+1].at < rest[1] {
				// The next order word starts a link of its own ("depois de
				// descongelar, o teste é obrigatório antes de reabrir a água
				// e não se dispensa").
				rest[1] = occs[k+1].at
			}
			first, second = rest, gov
			if o.k == seqAfter {
				first, second = gov, rest
			}
			negFrom, negTo = rest[0], rest[1]
		default:
			first, second = left, right
			if o.k == seqAfter {
				first, second = right, left
			}
		}
		if !hasWordBetween(t, first[0], first[1]) || !hasWordBetween(t, second[0], second[1]) {
			continue
		}
		// A request or a refusal reports an order someone wanted
		// ("요청했지만 거절했습니다", "asked whether we could send someone
		// before the NDA"): it states none.
		if seqReported(lx, u, s, min(first[0], second[0]), max(first[1], second[1])) {
			continue
		}
		var neg bool
		if cjk {
			// "確認してからでないと出荷できません": not unless after, that is
			// only after.
			neg = seqNegated(u, s, min(first[0], second[0]), max(first[1], second[1]), false) &&
				!startsWithAny(strings.TrimPrefix(t[o.end:], "後"), []string{"でないと", "でなければ", "ないと", "なければ"}) &&
				!startsWithAny(t[o.at:], []string{"後でないと", "後でなければ"})
		} else {
			neg = seqNegated(u, s, negFrom, negTo, englishOrder[t[o.at:o.end]]) || hasSeqWord(t, o.end, max(first[1], second[1]), seqBannedAfter)
		}
		if o.k == seqUntil && !neg {
			continue
		}
		if neg {
			first, second = second, first
		}
		links = append(links, seqLink{first, second})
	}
	return links
}

// verbBeforeFirst returns where the word before a Latin "first" f starts
// when f follows its step's verb ("chaque équipe bannit d'abord une
// carte", "verifica primeiro a licença", "wash first in cold water"): a
// word of the clause (from lo) stands before it and a function word after
// it, not one that joins the next step ("the magnet runs first and the
// separator after it"). Else -1, and the step starts after f ("the team
// first bans a map").
func verbBeforeFirst(lx *lexicon, t string, lo int, f seqOcc) int {
	if next := nextWordOf(t, f.end); next == "" || len(next) >= 3 && !lx.stop.has(tokenHash(stem(next))) || slices.Contains(seqCoordinators, next) {
		return -1
	}
	w := prevWordOf(t, f.at)
	if w == "" || f.at-1-len(w) < lo || seqFirstWords[w] {
		return -1
	}
	return f.at - 1 - len(w)
}

// backNextLatin close a clause that comes after the one before it
// ("…, and finance reconciles it afterwards"); backNextCJK say so inside
// it ("营养师随后确认", "続けて試験を行う", "이어서 점검한다").
var backNextLatin = map[string]bool{"afterwards": true, "afterward": true, "thereafter": true, "depois": true, "despues": true,
	"ensuite": true, "danach": true, "anschliessend": true, "im anschluss": true, "poi": true}
var backNextCJK = map[string]bool{"随后": true, "随即": true, "接着": true, "続けて": true, "続いて": true, "이어서": true}

// seqTimeWords open a time rather than a step after "before" or "after".
var seqTimeWords = map[string]bool{"day": true, "days": true, "week": true, "weeks": true, "month": true, "hour": true,
	"hours": true, "noon": true, "midnight": true, "dia": true, "dias": true, "semana": true, "mes": true, "hora": true,
	"horas": true, "jour": true, "jours": true, "semaine": true, "mois": true, "heure": true, "giorno": true, "giorni": true,
	"settimana": true, "mese": true, "ore": true, "tag": true, "tagen": true, "woche": true, "monat": true, "stunden": true}

// firstWord returns the first Latin word of t[a:b].
func firstWord(t string, a, b int) string {
	w := nextWordAt(t, a, b)
	if w < 0 {
		return ""
	}
	e := w
	for e < b && isWordByte(t[e]) {
		e++
	}
	return t[w:e]
}

// seqPronouns point back to a step already named.
var seqPronouns = map[string]bool{"it": true, "that": true, "this": true, "which": true, "isso": true, "isto": true,
	"ela": true, "ele": true, "ella": true, "ello": true, "eso": true, "esto": true, "cela": true, "ca": true, "ceci": true,
	"esso": true, "cio": true, "questo": true, "quello": true, "dem": true, "diesem": true, "dies": true}

// seqAfterPronoun are words that follow a pronoun, not a determiner.
var seqAfterPronoun = map[string]bool{"is": true, "are": true, "was": true, "were": true, "the": true, "a": true,
	"an": true, "we": true, "you": true, "they": true, "he": true, "she": true, "it": true, "i": true, "can": true,
	"may": true, "must": true, "will": true, "should": true, "o": true, "os": true, "as": true, "el": true, "los": true,
	"las": true, "le": true, "les": true, "il": true, "der": true, "die": true, "ist": true, "wird": true}

// seqPronoun reports a pronoun as the first word of t[a:b].
func seqPronoun(t string, a, b int) bool {
	w := nextWordAt(t, a, b)
	if w < 0 {
		return false
	}
	e := w
	for e < b && isWordByte(t[e]) {
		e++
	}
	pron := t[w:e]
	if !seqPronouns[pron] {
		return false
	}
	// "After that, rub": the pronoun ends the governed words. "Only after
	// that acceptance" and "once it is on file" govern a step.
	for e < b && t[e] == ' ' {
		e++
	}
	if e >= b || !isWordByte(t[e]) && t[e] < utf8.RuneSelf {
		return true
	}
	// "Only after that is any envelope opened", "after that the supplier
	// is set active": a verb or an article follows the pronoun, not its
	// noun ("only after that acceptance"). But "it" before its own verb
	// is the subject of the step: "counted and logged before it is
	// banked".
	next := firstWord(t, e, b)
	if pron == "it" && itsVerbs[next] {
		return false
	}
	return seqAfterPronoun[next]
}

// itsVerbs follow "it" as its verb: "before it is banked", "once it has
// dried".
var itsVerbs = map[string]bool{"is": true, "was": true, "has": true, "gets": true, "goes": true, "can": true, "may": true,
	"must": true, "will": true, "should": true}

func lastRune(t string) string {
	_, n := utf8.DecodeLastRuneInString(t)
	return t[len(t)-n:]
}

// seqReported reports a request, a question or a refusal in [a, b) of
// sentence s of u.
func seqReported(lx *lexicon, u *unit, s sentence, a, b int) bool {
	for _, h := range u.sentHits(s) {
		if int(h.start) >= a && int(h.end) <= b && lx.m.terms[h.term].cats.any(cats(catRefusal, catRequested, catQuestion)) {
			return true
		}
	}
	return false
}

// nextWordAt returns the position of the first letter or digit in
// t[a:b], or -1.
func nextWordAt(t string, a, b int) int {
	for i := a; i < b; i++ {
		if isWordByte(t[i]) || t[i] >= 0xC3 {
			return i
		}
	}
	return -1
}

// contentSpan narrows [a, b) of t to its content words: "o ensaio de
// lavagem e só" is quoted "o ensaio de lavagem".
func contentSpan(t string, a, b int) (int, int) {
	from, to := -1, a
	for i := a; i < b; {
		w := nextWordAt(t, i, b)
		if w < 0 {
			break
		}
		e := w
		for e < b {
			r, n := utf8.DecodeRuneInString(t[e:b])
			if !isWordRune(r) {
				break
			}
			e += n
		}
		e = max(e, w+1)
		if hasContentWord(t, w, e) {
			if from < 0 {
				from = w
			}
			to = e
		}
		i = e
	}
	if from < 0 {
		return a, b
	}
	return from, to
}

// hasContentWord reports a word in t[a:b] other than a coordinator or
// "only" ("wash the frame first, and only then prime it").
func hasContentWord(t string, a, b int) bool {
	for i := a; i < b; {
		w := nextWordAt(t, i, b)
		if w < 0 {
			return false
		}
		if t[w] >= utf8.RuneSelf {
			return true
		}
		e := w
		for e < b && isWordByte(t[e]) {
			e++
		}
		switch t[w:e] {
		case "and", "e", "y", "et", "und", "ed", "only", "so", "solo", "seulement", "nur", "just":
		default:
			return true
		}
		i = e
	}
	return false
}

// hasWordBetween reports a letter or digit in t[a:b].
func hasWordBetween(t string, a, b int) bool {
	for i := a; i < b; i++ {
		if isWordByte(t[i]) || t[i] >= 0xC3 {
			return true
		}
	}
	return false
}

// downSteps are a downstream sentence's links and whether it lets steps
// go in any order.
type downSteps struct {
	links    []stepTokens
	anyOrder bool
}

// stepTokens are the content tokens of the two steps of a link.
type stepTokens struct{ first, second []uint64 }

func (a *analysis) linkTokens(u *unit, l seqLink) stepTokens {
	return stepTokens{
		first:  withoutFirstWords(a.lx.tokens(u, l.first[0], l.first[1], functionCats, true, nil)),
		second: withoutFirstWords(a.lx.tokens(u, l.second[0], l.second[1], functionCats, true, nil)),
	}
}

// firstStepToks are the tokens of the one-word firstStepWords: they mark
// which step comes first and name neither ("Erst die Probefahrt").
var firstStepToks = func() map[uint64]bool {
	m := map[uint64]bool{}
	for _, w := range firstStepWords {
		if !strings.Contains(w, " ") {
			m[tokenHash(w)], m[tokenHash(stem(w))] = true, true
		}
	}
	return m
}()

// withoutFirstWords drops firstStepToks from toks, in place.
func withoutFirstWords(toks []uint64) []uint64 {
	return slices.DeleteFunc(toks, func(x uint64) bool { return firstStepToks[x] })
}

// placedCount counts the tokens of toks in in and not in out.
func placedCount(toks, in, out []uint64) int {
	n := 0
	for _, x := range toks {
		if _, ok := slices.BinarySearch(in, x); !ok {
			continue
		}
		if _, ok := slices.BinarySearch(out, x); !ok {
			n++
		}
	}
	return n
}

// checkStepOrder reports a restatement that reverses rule r's order of
// steps or lets them go in any order, and whether it reported one.
func (a *analysis) checkStepOrder(ds *sentIndex, r upstreamRule) bool {
	links := seqLinks(a.lx, r.u, r.s)
	if len(links) == 0 {
		return false
	}
	if !r.cs.any(unchained) {
		links = chainLinks(links)
	}
	type ruleLink struct {
		l      seqLink
		uf, us []uint64
	}
	var rls []ruleLink
	for _, l := range links {
		st := a.linkTokens(r.u, l)
		uf, us := withoutTokens(st.first, st.second), withoutTokens(st.second, st.first)
		if len(uf) > 0 && len(us) > 0 {
			rls = append(rls, ruleLink{l, uf, us})
		}
	}
	if len(rls) == 0 {
		return false
	}
	quote := func(x [2]int) string { return clip(r.u.evidence(contentSpan(r.u.f.text, x[0], x[1])).Quote, 60) }
	for _, c := range ds.candidates(r.toks) {
		it := &ds.items[c.id]
		if it.retained || it.s.heading || c.ov < 2 || it.cs.has(catHedge) || a.quotedWords(it.u, it.s) {
			continue
		}
		// Someone's question or request ("Mark asked whether we could
		// send someone before the NDA is signed") restates nothing.
		if (it.cs.has(catQuestion) || askCues.has(it.u.f.text[it.s.start:it.s.end])) && a.reportedBefore(it.u, it.s, int(it.s.end)) {
			continue
		}
		d, ok := a.seqDown[it]
		if !ok {
			for _, dl := range seqLinks(a.lx, it.u, it.s) {
				d.links = append(d.links, a.linkTokens(it.u, dl))
			}
			d.anyOrder = hasSeqWord(it.u.f.text, int(it.s.start), int(it.s.end), anyOrderWords)
			if a.seqDown == nil {
				a.seqDown = map[*indexed]downSteps{}
			}
			a.seqDown[it] = d
		}
		if len(d.links) == 0 && !d.anyOrder {
			continue
		}
		dls := d.links
		for _, rl := range rls {
			// The steps must recur by more than a word each: "novo
			// participante só pode ser sorteado depois de pagar 2 rodadas"
			// is not restated by "novo sorteio … antes de liberar o prêmio
			// da rodada 6". Steps of three words in all recur by two, one
			// of each ("feeder locks come off first, then the crusher
			// locks" for "remove the crusher locks before the feeder
			// locks").
			if shared := overlap(rl.uf, it.toks) + overlap(rl.us, it.toks); shared < 3 && shared < len(rl.uf)+len(rl.us) && !(shared == 2 && len(rl.uf)+len(rl.us) == 3) ||
				overlap(rl.uf, it.toks) == 0 || overlap(rl.us, it.toks) == 0 {
				continue
			}
			if d.anyOrder {
				a.reportWeakened(r, it, fmt.Sprintf("lets its steps go in any order, where the rule puts %q first", quote(rl.l.first)))
				return true
			}
			// A link that places the steps' tokens the other way round, more
			// of them than it places as the rule has them, reverses the rule
			// ("ensaio de fricção e depois o de lavagem" against "primeiro o
			// ensaio de solidez à lavagem e só depois o de fricção"), unless
			// another link of the sentence keeps a token of each step where
			// the rule has it ("engrave, then the QC sign-off before
			// anything ships"). The reversing link keeps none for the
			// sentence: "pour the rennet into the vat and then add the
			// cold water to dilute it" keeps "rennet" first and "add"
			// second, and still reverses "dilute the rennet in cold water
			// first, then add it to the vat".
			swapped, kept := false, false
			for _, st := range dls {
				fwd, back := placedCount(rl.uf, st.first, st.second), placedCount(rl.uf, st.second, st.first)
				fwd2, back2 := placedCount(rl.us, st.second, st.first), placedCount(rl.us, st.first, st.second)
				sw := back > 0 && back2 > 0 && back+back2 > fwd+fwd2
				swapped = swapped || sw
				kept = kept || fwd > 0 && fwd2 > 0 && !sw
			}
			if swapped && !kept {
				a.reportWeakened(r, it, fmt.Sprintf("reverses the order of its steps: the rule puts %q before %q", quote(rl.l.first), quote(rl.l.second)))
				return true
			}
		}
	}
	return false
}

// unchained are the categories of a rule whose links are not chained: a
// ban or a wait ("両方済むまで生産に戻さない") links a step to what it
// holds back, not to a next step. (A restatement's links are not chained
// either: chained, "衝突後の生産復帰には再スキャンと再レベリングの両方が
// 必要" read as reversing that rule.)
var unchained = cats(catNegation, catProhibit, catUntil, catNotUntil, catPrecondition)

// chainLinks returns links with, for each two in a chain (the second
// step of one is the first of the next: "先检查水位计，再打开鼓风机，然后
// 点火"), a link from the first step of the one to the second of the
// next: the first step comes before the last too, and a restatement
// that puts the last first ("先点火，然后检查水位计") reverses them.
func chainLinks(links []seqLink) []seqLink {
	n := len(links)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if x, y := links[i], links[j]; i != j && x.second[0] < y.first[1] && y.first[0] < x.second[1] && x.first[1] <= y.second[0] {
				links = append(links, seqLink{first: x.first, second: y.second})
			}
		}
	}
	return links
}

// continuesOrder reports a sentence s that ends with a semicolon and a
// next one that opens with a "then" ("… checked first; only then is the
// full roll processed", "…zuerst …; erst danach läuft die ganze Rolle"):
// one order, cut in two by the semicolon.
func continuesOrder(u *unit, s, next sentence) bool {
	t := strings.TrimRight(u.f.text[s.start:s.end], " ")
	if !strings.HasSuffix(t, ";") && !strings.HasSuffix(t, "；") {
		return false
	}
	n := u.f.text[next.start:next.end]
	occs := seqOccs(n)
	return len(occs) > 0 && occs[0].k == seqNext && occs[0].at <= 12
}

// firstStepWords are the Latin words that open or close the step that
// comes first.
var firstStepWords = []string{"first", "primeiro", "primero", "d'abord", "zuerst", "erst", "zunachst", "prima", "en premier", "per primo", "als erstes"}

// onlyOrderLead reports a sentence opened by an order word ("only then",
// "erst danach") with no word of a rule after it: what it restricts is
// the order, which continuesOrder reads with the sentence before.
func (a *analysis) onlyOrderLead(u *unit, s sentence) bool {
	occs := seqOccs(u.f.text[s.start:s.end])
	if len(occs) == 0 {
		return false
	}
	lead := int(s.start) + occs[0].end
	for _, h := range u.sentHits(s) {
		if int(h.start) >= lead && a.lx.m.terms[h.term].cats.any(ruleLikeCats) {
			return false
		}
	}
	return true
}

// zhDoneWords say a step is done: "完成后", "结束后", "完毕后".
var zhDoneWords = []string{"完成", "结束", "完毕", "做完", "办完"}

// zhCarryOutWords carry a step out without naming another: "在装笼之前
// 进行", "…之前做好".
var zhCarryOutWords = []string{"进行", "做好", "办妥"}

// zhBeforeSubject reports the "在" of "X必须在Y之前完成" in t[lo:at],
// with a step X before it and Y after it, when what follows "之前" (from
// end to hi) is at most a verb of completion: its offset.
func zhBeforeSubject(t string, lo, at, end, hi int) (int, bool) {
	w := strings.LastIndex(t[lo:at], "在")
	if w < 0 {
		return 0, false
	}
	w += lo
	rest := strings.TrimRight(t[end:hi], "。.，, ")
	if rest != "" && !slices.Contains(zhDoneWords, rest) && !slices.Contains(zhCarryOutWords, rest) {
		return 0, false
	}
	return w, hasContentWord(t, lo, w) && hasContentWord(t, w+len("在"), at)
}

// zhDontIn reports a "别" (don't) in t[a:b] that is a word of its own:
// not the end of "分别" (each), "特别", "区别", "级别", "识别", "性别" …,
// nor "别的" or "别人" (other).
func zhDontIn(t string, a, b int) bool {
	for k := a; k < b; {
		j := strings.Index(t[k:b], "别")
		if j < 0 {
			return false
		}
		at := k + j
		prev, _ := utf8.DecodeLastRuneInString(t[:at])
		next, _ := utf8.DecodeRuneInString(t[at+len("别"):])
		if !strings.ContainsRune("分特区个类级识性告差辨鉴派离组", prev) && !strings.ContainsRune("的人处样", next) {
			return true
		}
		k = at + len("别")
	}
	return false
}
