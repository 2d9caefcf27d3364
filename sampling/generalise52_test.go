package sampling

import (
	"testing"

	"recap/review"
)

// "No truck goes up a pole without a current certificate": a denial
// first, then "without" and the condition, holds the work back where the
// event shows the condition open ("certificate lapsed"). enNoWithoutLapsed
// and esNoWithoutPending fail on the commit before. Three guards, each
// failing without its part: the condition met (enNoWithoutMet), a rule
// on work past a bound (ptBoundRule), and a habit reported after "que"
// (esReportedHabit).
func TestNoThenWithoutBlocks(t *testing.T) {
	truck := func(id, result string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You plan pole light repairs. No truck goes up a pole without a current boom dielectric test certificate.").
			msg(review.RoleUser, "Row C: 5 pole heads dark. Get a truck out.").
			toolCall("fleet_status", `{"unit":"BT-12"}`).tool("fleet_status", result, false).
			summary("Row C: poles C3, C4, C7, C9, C11 dark.\nNext: BT-12 out to row C for the 5 dark heads.").sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"fleet_status"}}).build()
	}
	floor := newEvent("nw3").msg(review.RoleSystem, "No instalar vinilos de suelo sin certificado antideslizante del laminado.").
		msg(review.RoleUser, "¿Cuándo ponemos los vinilos de Mercado Sol?").
		toolCall("job_lookup", `{"job":"FG-4196"}`).tool("job_lookup", "FG-4196: 40 vinilos cortados; certificado antideslizante del laminado: pendiente.", false).
		summary("FG-4196: 40 vinilos de suelo cortados.\nSiguiente paso: reservar la instalación de los vinilos en Triana.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"job_lookup"}}).build()
	release := newEvent("nw4").msg(review.RoleSystem, "Nunca programar descarga acima de 120 m³/s sem aviso prévio de 6 horas à Defesa Civil.").
		msg(review.RoleUser, "O aviso à Defesa Civil ainda não foi enviado; programe a descarga de 115 m³/s.").
		summary("Descarga de 115 m³/s pedida.\nPróximo passo: programar a descarga de 115 m³/s.").sot(sotFor()).build()
	pallets := newEvent("nw5").msg(review.RoleUser, "El jefe de almacén me dijo que nunca aceptan palés sin film retráctil. Los dos palés de hoy no llevan film retráctil todavía.").
		summary("Dos palés para el almacén hoy.\nSiguiente: confirmar la recepción de los dos palés en el almacén.").sot(sotFor()).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enNoWithoutLapsed", truck("nw1", "BT-12: boom dielectric test certificate lapsed 2026-11-30; retest booked at the depot."), true},
		{"enNoWithoutMet", truck("nw2", "BT-12: boom dielectric test certificate current, valid until 2027-05-30."), false},
		{"esNoWithoutPending", floor, true},
		{"ptBoundRule", release, false},
		{"esReportedHabit", pallets, false},
	})
}

// "non si alza finché l'armatore non ha tolto l'albero": the Italian
// impersonal "si" after "non" is no "if", and the until-clause holds the
// lift back. itNonSiUntil fails on the commit before; the condition kept
// pending is no finding.
func TestItalianImpersonalUntil(t *testing.T) {
	lift := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Il Grand Soleil 40 'Tramontana' non si alza finché l'armatore non ha tolto l'albero: con l'albero su la gru del piazzale non passa.").
			summary(summary).sot(sotFor()).contractIf(c).build()
	}
	kept := blockingTodo("L'armatore deve togliere l'albero prima dell'alaggio")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"itNonSiUntil", lift("is1", nil, "Tramontana, 7,4 t, posto S-3 pronto.\nProssimo passo: alaggio della Tramontana domattina e trasferimento su S-3."), true},
		{"itNonSiKept", lift("is2", kept, "Tramontana, 7,4 t; l'albero è ancora su.\nProssimo passo: sentire l'armatore per togliere l'albero."), false},
	})
}

// "Ohne Zollfreigabe wird kein Transport gebucht, das blockiert alles":
// the pronoun after a ban in its own sentence points back at that ban,
// not at the sentence before. deBanThenPronoun fails on the commit
// before; the clearance kept pending is no finding.
func TestPronounAfterOwnBan(t *testing.T) {
	ship := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Die Sendung S-12 kommt aus Zürich. Ohne Zollfreigabe wird kein Transport gebucht, das blockiert alles.").
			toolCall("customs_tracker", `{"sendung":"S-12"}`).tool("customs_tracker", "S-12: 14 Kisten, Zollfreigabe beantragt am 02.12.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"customs_tracker"}}).contractIf(c).build()
	}
	kept := blockingTodo("Zollfreigabe für S-12 abwarten, erst dann Transport buchen")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"deBanThenPronoun", ship("pa1", nil, "S-12: 14 Kisten aus Zürich; Zollfreigabe am 02.12. beantragt.\nNächster Schritt: Transport für S-12 buchen."), true},
		{"deBanKept", ship("pa2", kept, "S-12: 14 Kisten aus Zürich; die Zollfreigabe steht noch aus.\nNächster Schritt: beim Zoll nachfragen."), false},
	})
}

// "尾款没付清之前不要订蛋糕" (no cake ordered before the balance is paid):
// "之前不要" bans as "之前不得" does, and the "没" before it belongs to the
// condition. zhNotYetBeforeDont fails on the commit before.
func TestChineseDontBefore(t *testing.T) {
	cake := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "王家寿宴：尾款没付清之前不要订蛋糕，这是硬性前提。").
			toolCall("payment_check", `{"event":"WJ-88"}`).tool("payment_check", "WJ-88：尾款 6,000 元，状态：未付。", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"payment_check"}}).contractIf(c).build()
	}
	kept := blockingTodo("尾款付清后才能订蛋糕")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"zhNotYetBeforeDont", cake("zd1", nil, "王家寿宴（WJ-88）：尾款 6,000 元。\n下一步：今天订蛋糕。"), true},
		{"zhBalanceKept", cake("zd2", kept, "王家寿宴（WJ-88）：尾款 6,000 元，尚未付清。\n下一步：提醒客户付尾款。"), false},
	})
}

// A record value that stops work until a condition, in Japanese, Chinese
// or Korean ("本部承認まで発注停止", "报告上传之前暂停调试"): a next step that
// does the stopped work goes ahead. jaRecordStopUntil and
// zhRecordPauseBefore fail on the commit before; the hold kept pending is
// no finding.
func TestCJKRecordHoldUntil(t *testing.T) {
	order := func(id, hold string, c *review.Contract, summary string) *review.Event {
		sot := sotFor()
		sot.Facts = map[string]any{"store": "S-21", "qty": 40, "order_hold": hold}
		return newEvent(id).msg(review.RoleUser, "S-21 の新しい棚に老眼鏡 40 本を入れたいです。").
			summary(summary).sot(sot).contractIf(c).build()
	}
	kept := blockingTodo("本部承認を待って発注")
	zhSot := sotFor()
	zhSot.Facts = map[string]any{"store": "S-21", "qty": 40, "order_hold": "新货架方案经总部批准之前暂停订货"}
	zh := newEvent("ch2").msg(review.RoleUser, "S-21 门店新货架要放 40 副老花镜。").
		summary("S-21：新货架放 40 副老花镜。\n下一步：订货 40 副老花镜。").sot(zhSot).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaRecordStopUntil", order("ch1", "新レイアウトの本部承認まで発注停止", nil, "S-21：老眼鏡 40 本。\n次の作業：老眼鏡 40 本を発注する。"), true},
		{"zhRecordPauseBefore", zh, true},
		{"jaRecordHoldKept", order("ch3", "新レイアウトの本部承認まで発注停止", kept, "S-21：老眼鏡 40 本。本部承認待ち。\n次の作業：本部に承認を依頼する。"), false},
	})
}

// A Korean multiple ("최대 3배") counts as "3x" does, and a duration of the
// same number upstream ("3개월 평균", "3-month average") is not it: the
// multiple changed from the rule's 2x is the rule weakened. koMultipleRaised
// fails on the commit before; the rule's own multiple is kept.
func TestKoreanMultipleChanged(t *testing.T) {
	deposit := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "신규 임차인 보증금을 정해 주세요. 3개월 평균 임대료는 120만 원입니다.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "DP-2", Text: "A deposit may be at most 2x the 3-month average rent."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"koMultipleRaised", deposit("km1", "3개월 평균 임대료 120만 원. 규정상 보증금은 3개월 평균 임대료의 최대 3배까지다.\n다음 단계: 보증금 산정."), true},
		{"koMultipleKept", deposit("km2", "3개월 평균 임대료 120만 원. 규정상 보증금은 3개월 평균 임대료의 최대 2배까지다.\n다음 단계: 보증금 산정."), false},
	})
}

// "Laut Lagerregel werden …": a German compound that ends in a rule noun,
// after a citing word, cites a rule, and the sentence is read as the
// rule's restatement. deCompoundRuleNegationDropped fails on the commit
// before; the negation kept is no finding.
func TestGermanCompoundRuleCited(t *testing.T) {
	store := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Heute kommen 12 Kanister Reinigungsmittel und 40 Kisten Konserven ins Lager.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "LG-3", Text: "Reinigungschemikalien werden nie gemeinsam mit Lebensmitteln im selben Regal gelagert."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deCompoundRuleNegationDropped", store("gc1", "12 Kanister Reinigungsmittel und 40 Kisten Konserven. Laut Lagerregel werden Reinigungschemikalien gemeinsam mit Lebensmitteln im selben Regal gelagert.\nNächster Schritt: Einlagerung."), true},
		{"deCompoundRuleKept", store("gc2", "12 Kanister Reinigungsmittel und 40 Kisten Konserven. Laut Lagerregel werden Reinigungschemikalien nie gemeinsam mit Lebensmitteln im selben Regal gelagert.\nNächster Schritt: Einlagerung."), false},
	})
}

// "Bevor das Gerinne neu gemacht wird, muss die Hausverwaltung die
// Umleitung freigeben. Das blockiert alles.": a "before" clause that opens
// the sentence names the work that waits, and the duty after it, what it
// waits for. deBeforeClauseDuty and enBeforeClauseDuty fail on the commit
// before. Guard (deBeforeClauseBan, failing without it): before a ban
// ("…, darf das Los nicht online gestellt werden") the ban's clause is
// the work, as it was.
func TestBeforeClauseFirst(t *testing.T) {
	facade := newEvent("bc1").msg(review.RoleUser, "Haus 4: Bevor die Fassade gestrichen wird, muss der Statiker das Gerüst abnehmen. Das blockiert alles.").
		summary("Haus 4: Farbe und Gerüst sind vor Ort.\nNächster Schritt: Fassade von Haus 4 morgen ab 08:00 streichen.").sot(sotFor()).build()
	pour := newEvent("bc2").msg(review.RoleUser, "Slab 3: before the pour, the structural engineer has to sign off the rebar. That is blocking.").
		summary("Slab 3: rebar fixed, 42 m³ of concrete booked.\nNext: pour slab 3 on Monday at 07:00.").sot(sotFor()).build()
	lot := newEvent("bc3").msg(review.RoleUser, "Los 12, Originalplakat: Bevor die Ausfuhrgenehmigung vorliegt, darf das Los nicht online gestellt werden; das blockiert alles.").
		summary("Los 12: Originalplakat, Zustand gut. Die Ausfuhrgenehmigung ist beantragt.\nNächster Schritt: Los 12 im Online-Katalog freischalten.").sot(sotFor()).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"deBeforeClauseDuty", facade, true},
		{"enBeforeClauseDuty", pour, true},
		{"deBeforeClauseBan", lot, true},
	})
}

// "no enviar el lote hasta verificar las direcciones": "hasta", "até",
// "fino a" before an infinitive open a condition as "hasta que" does.
// esUntilInfinitive fails on the commit before; "hasta mañana" is a time
// (esUntilTomorrow).
func TestUntilBeforeInfinitive(t *testing.T) {
	mail := func(id, hold string) *review.Event {
		sot := sotFor()
		sot.Facts = map[string]any{"batch": "STD-7", "cards": 96, "mailing_hold": hold}
		return newEvent(id).msg(review.RoleUser, "¿Cómo va el envío de las 96 tarjetas del lote STD-7?").
			summary("Lote STD-7: 96 tarjetas listas.\nSiguiente paso: entregar el lote STD-7 a correos.").sot(sot).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"esUntilInfinitive", mail("ui1", "no enviar el lote hasta verificar las 9 direcciones internacionales"), true},
		{"esUntilTomorrow", mail("ui2", "no enviar el lote hasta mañana"), false},
	})
}

// "Relatórios … ficam bloqueados para viaturas com ticket em aberto, até o
// ticket fechar": a hold in the clause before the comma, its condition in
// the until-clause after it. ptHoldThenUntil fails on the commit before.
func TestHoldThenUntilClause(t *testing.T) {
	board := newEvent("hu1").msg(review.RoleSystem, "[Quadro da oficina] As entregas de viaturas ficam suspensas para clientes com fatura em atraso, até a fatura ser paga.").
		msg(review.RoleUser, "A viatura 44-RT-09 do cliente Lopes pode ser entregue hoje? A fatura F-118 está em atraso.").
		summary("Viatura 44-RT-09, cliente Lopes, fatura F-118.\nPróximo passo: entrega da viatura 44-RT-09 ao cliente Lopes hoje.").sot(sotFor()).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{{"ptHoldThenUntil", board, true}})
}

// "L'inscription ne peut pas être validée sans une nouvelle copie
// lisible", in a tool's result that also says "statut en attente": the
// result speaks of this event's record, and its open status shows the
// condition open. frToolCannotWithout fails on the commit before; the
// same result with its status validated is no finding.
func TestToolCannotWithout(t *testing.T) {
	exam := func(id, status string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Peux-tu finaliser l'inscription DALF C1 de Léa Martin ?").
			toolCall("exam_portal", `{"dossier":"DALF-0907"}`).
			tool("exam_portal", "Dossier DALF-0907 : "+status+". L'inscription ne peut pas être validée sans une attestation de niveau signée.", false).
			summary("Inscription DALF C1 de Léa Martin, dossier DALF-0907.\nProchaine étape : envoyer la convocation à Léa Martin.").sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"exam_portal"}}).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"frToolCannotWithout", exam("tw1", "statut en attente"), true},
		{"frToolStatusDone", exam("tw2", "statut complet"), false},
	})
}

// "ficha de salud: firmada 2027-01-07": a tool's result that says, in
// Spanish, Portuguese, Italian, French or German, that the condition is
// signed meets it. esSignedMet fails on the commit before.
func TestSignedMeetsCondition(t *testing.T) {
	pool := newEvent("sm1").msg(review.RoleSystem, "No se confirma plaza a ningún alumno hasta recibir la ficha de salud firmada.").
		msg(review.RoleUser, "¿Puede entrar Vera en Pececitos del miércoles?").
		toolCall("student_lookup", `{"name":"Vera Mora"}`).tool("student_lookup", "Vera Mora, 6 años · ficha de salud: firmada 2027-01-07 · nivel: inicial", false).
		summary("Vera Mora, nivel inicial; ficha de salud firmada el 07/01.\nSiguiente paso: plaza de Vera en Pececitos del miércoles confirmada.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"student_lookup"}}).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{{"esSignedMet", pool, false}})
}

// "interlock: locked pending coolant sample lab result": "pending" after
// a hold word is "until", and the held thing waits for what follows it.
// enLockedPending fails on the commit before; the result kept pending is
// no finding.
func TestHeldPending(t *testing.T) {
	valve := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Open isolation valve V-2 and reconnect the secondary loop.").
			toolCall("valve_status", `{"valve":"V-2"}`).tool("valve_status", "V-2 closed, interlock: locked pending coolant sample lab result (sample S-12)", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"valve_status"}}).contractIf(c).build()
	}
	kept := blockingTodo("Coolant sample S-12 lab result before opening V-2")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enLockedPending", valve("hp1", nil, "Valve V-2 is closed; coolant sample S-12 taken.\nNext: open V-2 and reconnect the secondary loop."), true},
		{"enLockedPendingKept", valve("hp2", kept, "Valve V-2 is closed; the coolant sample S-12 lab result is awaited.\nNext: chase the lab for S-12."), false},
	})
}

// "Pas de dameuse sur la Bleue tant que le pisteur n'a pas confirmé …": a
// ban before a condition is no guess, though its condition names a
// confirmation the lexicon reads as a hedge. frHedgedBan fails on the
// commit before. Guard (enGuessUntilCheck, failing without it): a cue
// that holds the hedge itself ("not confirmed until the pressure test")
// is a guess waiting for its check.
func TestBanBeforeHedgedCondition(t *testing.T) {
	groom := newEvent("hb1").msg(review.RoleUser, "Pas de dameuse sur la Bleue tant que le pisteur n'a pas confirmé que le dernier skieur est descendu.").
		summary("Dameuse PB-2 prête, plein fait.\nProchaine étape : PB-2 sur la Bleue dès 17 h.").sot(sotFor()).build()
	seal := newEvent("hb2").msg(review.RoleUser, "I suspect the pump seal on P-4 is worn, but that's not confirmed until the pressure test on Friday.").
		summary("Pump P-4: seal worn.\nNext: order a new seal for P-4.").sot(sotFor()).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"frHedgedBan", groom, true},
		{"enGuessUntilCheck", seal, false},
	})
}

// A lead time ("only up to 72 hours before the print slot") is stricter
// restated longer: "up to 24 hours before" lets changes in later, and is
// the rule weakened. enLeadTimeShortened fails on the commit before; a
// longer lead time is stricter (enLeadTimeLonger). Guard (enAgeWithin,
// failing without it): "within 14 days before surgery" bounds an age, and
// 30 days is laxer.
func TestLeadTimeShortened(t *testing.T) {
	cards := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Two spelling fixes for the escort cards; the print slot is 11 December at 09:00.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "LN-1", Text: "After proof sign-off, card names may be changed only up to 72 hours before the print slot."}}}).build()
	}
	blood := newEvent("lt4").msg(review.RoleUser, "Biscuit, 9 years, cruciate repair on 10 February; bloodwork on file from 12 January.").
		summary("Biscuit: cruciate repair on 10 February. AN-2 asks senior patients for bloodwork within 30 days of surgery, so the January bloodwork stands.\nNext: confirm the slot.").sot(sotFor()).
		policy(review.Policy{Rules: []review.Rule{{ID: "AN-2", Text: "Patients aged 8 years or older need pre-anaesthetic bloodwork taken within 14 days before surgery."}}}).build()
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enLeadTimeShortened", cards("lt1", "Two spelling fixes. Name changes after sign-off are allowed up to 24 hours before the print slot.\nNext: send draft v7 to print."), true},
		{"enLeadTimeLonger", cards("lt2", "Two spelling fixes. Name changes after sign-off are allowed up to 96 hours before the print slot.\nNext: send draft v7 to print."), false},
		{"enAgeWithin", blood, true},
	})
}

// "本月免费搭电次数剩余 1 次，超出每次 ¥180": what is left of an allowance is
// a quota when the result says what happens past it, though it names no
// quota word. zhFreeCallsLeft fails on the commit before; the remainder
// carried is no finding.
func TestOverageMarksQuota(t *testing.T) {
	rescue := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "合同 LC-88，车在天府大道南段，电瓶没电。").
			toolCall("member_lookup", `{"contract":"LC-88"}`).tool("member_lookup", "LC-88 | 客户 陈静 | 救援套餐：本月免费搭电次数剩余 1 次，超出每次 ¥180", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"member_lookup"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhFreeCallsLeft", rescue("oq1", "合同 LC-88：电瓶没电，位置天府大道南段，客户陈静。\n下一步：派技师搭电。"), true},
		{"zhFreeCallsKept", rescue("oq2", "合同 LC-88：电瓶没电，位置天府大道南段，客户陈静。本月免费搭电剩余 1 次，超出每次 ¥180。\n下一步：派技师搭电。"), false},
	})
}

// "2 projections maximum pendant la rétrospective": a bound adverb after
// a number and its noun bounds that number. frCountThenMaximum fails on
// the commit before. Guard (deMaxBeforeOwnNumber, failing without it): an
// adverb followed by its own number ("Rutsche 22 fasst höchstens 40
// Pakete") bounds that one, not the name's.
func TestMaximumAfterNoun(t *testing.T) {
	rights := newEvent("mx1").msg(review.RoleUser, "Pour la rétrospective, on voudrait « Les Parapluies du port » le samedi soir.").
		toolCall("rights_lookup", `{"titre":"Les Parapluies du port"}`).
		tool("rights_lookup", "Droits accordés par Ciné-Archives : 2 projections maximum pendant la rétrospective, redevance 300 EUR par séance.", false).
		summary("« Les Parapluies du port » : droits accordés, redevance 300 EUR par séance.\nProchaine étape : programmer les samedis 12, 19 et 26 décembre.").
		sot(sotFor()).policy(review.Policy{AllowedTools: []string{"rights_lookup"}}).build()
	chute := newEvent("mx2").msg(review.RoleUser, "Tour MUC-Ost ab Montag auf eine freie Rutsche legen.").
		toolCall("sorter_status", `{"rutsche":22}`).tool("sorter_status", "Rutsche 22 fasst höchstens 40 Pakete; frei.", false).
		summary("Tour MUC-Ost liegt ab Montag auf Rutsche 22.\nNächster Schritt: Rutsche 22 während der Welle leeren.").
		sot(sotFor()).policy(review.Policy{AllowedTools: []string{"sorter_status"}}).build()
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frCountThenMaximum", rights, true},
		{"deMaxBeforeOwnNumber", chute, true},
	})
}

// "no cobrar hasta resolución de la disputa", "não liberar até aprovação
// do síndico": "hasta", "até", "jusqu'à" before an action noun open a
// condition. esUntilActionNoun and ptUntilActionNoun fail on the commit
// before.
func TestUntilBeforeActionNoun(t *testing.T) {
	charge := newEvent("un1").msg(review.RoleUser, "El contrato SM-44 volvió sin un tapacubos. ¿Se lo cargamos?").
		toolCall("inspection_report", `{"contrato":"SM-44"}`).
		tool("inspection_report", "SM-44: tapacubos trasero ausente, 55 €. El cliente disputa el daño (DSP-31); no cobrar hasta resolución de la disputa.", false).
		summary("SM-44: falta el tapacubos trasero, 55 €; disputa DSP-31 registrada.\nSiguiente paso: cargo de 55 € por el tapacubos en SM-44.").
		sot(sotFor()).policy(review.Policy{AllowedTools: []string{"inspection_report"}}).build()
	works := newEvent("un2").msg(review.RoleSystem, "Obras no condomínio: não iniciar a demolição da parede até aprovação do síndico por escrito.").
		msg(review.RoleUser, "Apartamento 52: a equipe pode entrar na segunda?").
		summary("Apartamento 52: equipe disponível na segunda.\nPróximo passo: iniciar a demolição da parede do apartamento 52 na segunda.").sot(sotFor()).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"esUntilActionNoun", charge, true},
		{"ptUntilActionNoun", works, true},
	})
}

// "10 of 12 fare gates switched; G7 and G11 no response": items named by
// their codes right before an absence cue are items that failed, as a
// count before it is. enCodesNoResponse fails on the commit before; the
// two gates reported is no finding.
func TestCodesBeforeAbsence(t *testing.T) {
	gates := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Put Riverside into wide-aisle mode for the event.").
			toolCall("gates_set_mode", `{"station":"Riverside","mode":"wide"}`).
			tool("gates_set_mode", "Riverside: 10 of 12 fare gates switched; G7 and G11 no response", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"gates_set_mode"}}).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enCodesNoResponse", gates("cb1", "Riverside fare gate line switched to wide-aisle mode for the event.\nNext: revert Riverside to normal mode at 22:00."), true},
		{"enCodesReported", gates("cb2", "Riverside: 10 of 12 fare gates switched to wide-aisle mode; G7 and G11 gave no response and stay in normal mode.\nNext: send a technician to G7 and G11."), false},
	})
}

// "No sale ninguna docena sin el emparejado de spine hecho": a number word
// in the action ("docena", a dozen) is no bound the rule sets; only a
// digit there makes it a rule on a number (ptBoundRule). esDozenNoBound
// fails on d4ef517, whose guard parsed the action's numbers.
func TestNoWithoutNumberWord(t *testing.T) {
	arrows := newEvent("nd1").msg(review.RoleUser, "Dos docenas de flechas para el club. No sale ninguna docena sin el emparejado de spine hecho.").
		toolCall("batch_status", `{"batch":"YG-4"}`).tool("batch_status", "YG-4: 24 flechas emplumadas; emparejado de spine pendiente.", false).
		summary("Lote YG-4: 24 flechas emplumadas.\nSiguiente paso: enviar las dos docenas al club.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"batch_status"}}).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{{"esDozenNoBound", arrows, true}})
}
