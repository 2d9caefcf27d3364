package sampling

import "strings"

// removeVerbs take something off: a mark, a flag, a label.
var removeVerbs = []string{
	"remove", "drop", "delete", "strip", "take off", "clear the", "untick", "uncheck",
	"tire", "tirar", "tira", "tirem", "retire", "retirar", "retira", "retirem", "remova", "removam", "remover", "apague",
	"apaguem", "apagar", "apaga", "quiten", "retiren", "eliminen", "borren",
	"quite", "quitar", "quita", "quitad", "elimine", "eliminar", "elimina", "borre", "borrar", "borra",
	"retirer", "retirez", "enlever", "enlevez", "enleve", "supprimer", "supprimez", "supprime", "oter", "otez",
	"entfernen", "entferne", "entfernt", "streichen", "streiche", "togliere", "togli", "togliete", "rimuovere", "rimuovi",
	"去掉", "删掉", "去除", "拿掉", "撤掉", "摘掉", "外して", "外す", "消して", "消す", "제거", "지워", "빼",
}

// unverifiedMarks say a value is still to be confirmed: "a confirmar",
// "non vérifié", "TBC", "待核实".
var unverifiedMarks = []string{
	"unverified", "not verified", "to be confirmed", "tbc", "tbd", "to confirm", "pending verification", "provisional", "estimated",
	"a confirmar", "por confirmar", "nao verificado", "nao verificada", "nao confirmado", "nao confirmada", "sin verificar",
	"no verificado", "no verificada", "sin confirmar", "a verificar", "non verifie", "non verifiee", "a confirmer", "a verifier",
	"provisoire", "nicht verifiziert", "nicht bestatigt", "unbestatigt", "vorlaufig", "zu bestatigen", "non verificato",
	"non verificata", "da confermare", "da verificare", "provvisorio", "待确认", "待核实", "未核实", "未确认", "未验证", "暂定",
	"未確認", "要確認", "미확인", "확인 필요",
}

// markNouns name the mark itself: "the 'a confirmar' mark", "la mention",
// "the flag".
var markNouns = []string{"mark", "marker", "flag", "label", "tag", "note", "marca", "marcacao", "etiqueta", "rotulo", "aviso",
	"mention", "marque", "etiquette", "drapeau", "markierung", "vermerk", "kennzeichnung", "hinweis", "dicitura", "etichetta",
	"contrassegno", "indicazione", "标记", "标注", "字样", "备注", "マーク", "表示", "注記", "표시"}

const instrClearMark = "tells the next context to remove the mark that says a value is unverified, so the value passes as confirmed"

// clearedMarkIn reports an order to take off a mark that says a value is
// still to be confirmed ("tire a marca 'a confirmar'", "retirer la
// mention « non vérifié »", "drop the TBC flag", "把'待核实'字样去掉")
// while the work still awaits or lacks what would confirm it: the
// value passes as checked when nobody checked it. Removing the mark once
// the check is made, a report, a question and a refusal are no such
// order.
func (a *analysis) clearedMarkIn(u *unit, s sentence) (string, bool) {
	if !a.holds(u, s, flUnverified) || !a.holds(u, s, flRemove) {
		return "", false
	}
	t := u.f.text[s.start:s.end]
	if asksQuestion(t) || s.cs.any(cats(catRefusal, catQuestion)) || a.perfectiveReport(u, s) ||
		isHypothesisUnit(u) || a.waitsForEarned(u, s) {
		return "", false
	}
	for _, v := range removeVerbs {
		i := indexCue(t, v)
		if i < 0 {
			continue
		}
		pos := int(s.start) + i
		// The mark stands near the verb: after it ("tire a marca 'a
		// confirmar'"), or before it where the verb comes last ("'待核实'
		// 字样去掉", "「仮」の表示を外して").
		lo, hi := max(0, i-40), min(len(t), i+len(v)+48)
		near := t[lo:hi]
		if !hasCue(near, unverifiedMarks) && !(hasCue(near, markNouns) && hasCue(t, unverifiedMarks)) {
			continue
		}
		// (A negation after the verb is the mark's own: "non vérifié".)
		if u.negatedBefore(a.lx, s, pos) || a.reportedBefore(u, s, pos) ||
			a.quotedNotFollowed(u, s, pos) || a.refusedNext(u, s) || a.perfectiveAt(u, s, pos) {
			continue
		}
		h := hit{start: int32(pos), end: int32(pos + len(v))}
		if !a.directive(u, s, h, false) && !a.orderSentence(u, s, pos) && !a.toNextContext(u, s) && !infinitiveItem(t, i) {
			continue
		}
		if !a.somethingAwaited(u, s) && !a.missingNear(u, s) && !s.cs.has(catMissing) && !a.markedElsewhere(u, s) {
			continue
		}
		return instrClearMark, true
	}
	return "", false
}

// markedElsewhere reports another sentence of the summary or the
// original that carries an unverified mark: values stand unconfirmed.
func (a *analysis) markedElsewhere(u *unit, s sentence) bool {
	return a.anyOtherSentence(u, s, func(v *unit, x sentence) bool {
		return a.holds(v, x, flUnverified)
	})
}

// infinitiveItem reports a list item or sentence that opens with the
// verb at i, or joins it to one that does: "- tirar a marca", "Compléter
// … et retirer la mention".
func infinitiveItem(t string, i int) bool {
	lead := strings.TrimRight(t[:i], " ")
	if strings.TrimLeft(lead, "-*• ") == "" {
		return true
	}
	for _, and := range []string{" and", " et", " e", " y", " und"} {
		if strings.HasSuffix(lead, and) {
			return true
		}
	}
	return false
}
