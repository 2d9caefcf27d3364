package sampling

import (
	"strings"
	"unicode/utf8"
)

// A record field can hold work open in more words than "pending": a value
// that says something is still awaited ("submitted, awaiting
// verification", "não assinado", "未签", "미수령"), or a field named for a
// step done whose value is false ("rescue_plan_signed": false). Such a
// field is read as pendingValue's are (see computeBlockers): a
// precondition the summary must carry, as a pending item or in words of
// waiting, before its next step goes ahead.

// openStateWords say, in a record's value, that something is still to
// happen, folded. CJK cues are whole words ("未签", not "未", which opens
// "未来").
var openStateWords = []string{
	"pending", "awaiting", "awaited", "waiting for", "not yet", "not received", "not signed", "unsigned", "not issued",
	"not confirmed", "not approved", "not done", "not completed", "not started", "not performed", "not carried out",
	"not submitted", "not granted", "not cleared", "not verified", "not posted", "not returned", "not retrieved",
	"under review", "in review", "in progress", "on hold", "outstanding", "requested", "to be done",
	"pendente", "aguardando", "aguarda", "em analise", "em espera", "nao recebido", "nao recebida", "nao assinado",
	"nao assinada", "nao emitido", "nao emitida", "nao realizado", "nao realizada", "nao concluido", "nao concluida",
	"nao iniciado", "por fazer", "solicitado", "solicitada", "em curso", "em andamento",
	"pendiente", "en espera", "esperando", "en tramite", "no recibido", "no recibida", "sin firmar", "no firmado",
	"no emitido", "no realizado", "no realizada", "no iniciado", "por hacer", "en revision",
	"en attente", "non recu", "non recue", "non signe", "non signee", "non emis", "non effectue", "non effectuee",
	"non realise", "a faire", "en instruction",
	"ausstehend", "beantragt", "in prufung", "in bearbeitung", "nicht erhalten", "nicht unterschrieben", "nicht erteilt",
	"nicht durchgefuhrt", "noch nicht", "angefordert",
	"in attesa", "non ricevuto", "non ricevuta", "non firmato", "non firmata", "non eseguito", "non eseguita",
	"non emesso", "da fare", "in lavorazione",
	"未签", "未提交", "未完成", "未收到", "未审批", "未批准", "未通过", "未出具", "未开始", "未确认", "未办理", "未核销", "未检测",
	"待审", "待批", "待签", "待定", "待处理", "待确认", "等待", "审核中", "处理中", "申请中", "进行中",
	"未実施", "未提出", "未了", "未完了", "未受領", "未署名", "未確認", "未承認", "未発行", "未着", "待ち", "申請中", "審査中",
	"確認中", "対応中",
	"미수령", "미제출", "미서명", "미완료", "미발급", "미확인", "미승인", "미실시", "미접수", "대기", "진행 중", "검토 중", "신청 중",
	// A thing required and not on file, or not yet confirmed: "written
	// consent: not on file", "escolta: solicitada, sin confirmar".
	"not on file", "sin confirmar", "por confirmar", "nao confirmado", "nao confirmada", "no confirmado", "no confirmada",
	"non confermato", "non confermata", "non confirme", "non confirmee", "nicht bestatigt"}

// doneStateWords say the awaited thing has come, folded: after an open
// cue ("requested 2 Dec, received 4 Dec") they close it.
var doneStateWords = []string{"received", "signed", "approved", "issued", "confirmed", "completed", "done", "granted",
	"cleared", "verified", "passed", "recebido", "recebida", "assinado", "assinada", "aprovado", "aprovada", "emitido",
	"concluido", "concluida", "recibido", "recibida", "firmado", "aprobado", "recu", "recue", "signe", "approuve",
	"erhalten", "unterschrieben", "genehmigt", "erteilt", "ricevuto", "ricevuta", "firmato", "approvato",
	"已签", "已收到", "已完成", "已批准", "已通过", "受領済", "完了", "承認済", "완료", "수령", "승인"}

var (
	openStateCues = newCueSet(openStateWords)
	doneStateCues = newCueSet(doneStateWords)
)

// pastOpenCue returns rest, which starts with a cue of openStateWords,
// past the longest such cue: the open cue's own words ("not signed") are
// passed over, and only a state named after it closes it.
func pastOpenCue(rest string) string {
	n := 0
	for _, w := range openStateWords {
		if len(w) > n && strings.HasPrefix(rest, w) {
			n = len(w)
		}
	}
	return rest[max(n, 1):]
}

// openStateValue reports a record value that holds something open: a cue
// of openStateWords with no word of doneStateWords after it.
func openStateValue(v string) bool {
	f := foldString(wordSeparators.Replace(v))
	k := openStateCues.first(f)
	if k < 0 {
		return false
	}
	rest := pastOpenCue(f[k:])
	return doneStateCues.first(rest) < 0
}

// doneParticiples end a record field's name that says a step was done
// ("consent_signed", "release_code_received", "anzahlung_eingegangen"),
// folded: the Latin one-word doneStateWords and these.
var doneParticiples = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range doneStateWords {
		if w[0] < utf8.RuneSelf && !strings.Contains(w, " ") {
			m[w] = true
		}
	}
	for _, w := range []string{"performed", "checked", "tested", "logged", "submitted", "paid", "returned", "posted", "certified",
		"inspected", "uploaded", "countersigned", "sent", "released",
		"confirmado", "confirmada", "pago", "paga", "emitida", "verificado", "verificada", "enviado", "enviada",
		"firmada", "aprobada", "pagado", "pagada", "signee", "approuvee", "confirme", "confirmee", "paye", "payee", "verifie",
		"verifiee", "eingegangen", "bestatigt", "bezahlt", "erledigt", "gepruft", "freigegeben", "firmata", "approvata",
		"confermato", "confermata", "pagato", "pagata", "verificato", "verificata"} {
		m[w] = true
	}
	return m
}()

// doneFieldOpen reports a field named for a step done whose value is
// false: the step is still to come.
func doneFieldOpen(key string, v any) bool {
	b, ok := v.(bool)
	if !ok || b {
		return false
	}
	// "releaseCodeReceived" is read as "release code received".
	var sb strings.Builder
	for i, r := range key {
		if i > 0 && r >= 'A' && r <= 'Z' {
			sb.WriteByte(' ')
		}
		sb.WriteRune(r)
	}
	f := foldString(wordSeparators.Replace(sb.String()))
	if i := strings.LastIndexByte(f, ' '); i >= 0 {
		f = f[i+1:]
	}
	return doneParticiples[f]
}

// statusLabels name a record's status, folded.
var statusLabels = []string{"status:", "status -", "estado:", "statut :", "statut:", "stato:", "zustand:", "状态:", "状态：",
	"ステータス:", "状況:", "상태:"}

// statusDone reports a requirement whose own sentence gives its status as
// met ("asbestos survey REQUIRED before any sanding - status: passed on 3
// March"): the status label followed by a word of doneStateWords and no
// word of openStateWords.
func statusDone(t string) bool {
	for _, l := range statusLabels {
		k := strings.LastIndex(t, l)
		if k < 0 {
			continue
		}
		rest := t[k+len(l):]
		return doneStateCues.first(rest) >= 0 && !openStateIn(rest)
	}
	return false
}
