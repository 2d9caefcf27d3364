package sampling

import (
	"testing"

	"recap/review"
)

// A record value that says what waits for what ("Payout PX-88 on hold
// until compliance clears the documents", "No invoices to Orbis until
// legal signs") is a precondition with the record's authority: a next step
// that takes the held action goes ahead, even when it names it in one word
// and the summary talks of the condition elsewhere.
func TestRecordValueWaitsForCondition(t *testing.T) {
	ev := func(id, key, value, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: value, "owner": "treasury desk"}
		return newEvent(id).msg(review.RoleSystem, "You prepare the treasury's outgoing work.").
			msg(review.RoleUser, "What can go out today?").
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enHeld", ev("rv1", "notes", "Payout PX-88 on hold until compliance clears the beneficiary's documents",
			"Compliance review of the beneficiary's documents is still pending.\nNext step: send PX-88 today."), true},
		{"ptHeld", ev("rv2", "observacao", "Remessa RM-41 bloqueada até a auditoria aprovar o inventário",
			"A auditoria ainda revê o inventário. Próximo passo: despachar RM-41 hoje."), true},
		{"deHeld", ev("rv3", "vermerk", "Auszahlung AZ-7 gesperrt, bis die Revision die Belege freigibt",
			"Die Freigabe der Belege durch die Revision steht noch aus.\nNächster Schritt: AZ-7 heute überweisen."), true},
		{"enNoUntil", ev("rv4", "notes", "No invoices to Orbis until legal signs the master agreement",
			"Legal is still reviewing the master agreement. Next step: send the December invoices to Orbis."), true},
		{"enStepWaits", ev("rv5", "notes", "Payout PX-88 on hold until compliance clears the beneficiary's documents",
			"Next step: once compliance clears the beneficiary's documents, send PX-88."), false},
		{"enChases", ev("rv6", "notes", "Payout PX-88 on hold until compliance clears the beneficiary's documents",
			"PX-88 is on hold until compliance clears the documents. Next step: ask compliance when the documents will be cleared."), false},
	})
}

// A summary sentence that cites a rule by the code that labels it ("Per
// AC-3, …", "Conforme a EST-2, …", "按 WH-5，…") restates that rule even
// when it reads as a plain statement, with no modal or restriction of its
// own: dropping the rule's "only" weakens it.
func TestRuleCitedByItsCode(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Plan tomorrow's work at the site.").
			summary(summary).sot(sotFor()).build()
	}
	const en = "You plan site work. Rule AC-3: visitors enter the lab only with an escort."
	const pt = "Você planeja a farmácia. Regra EST-2: o estoque controlado só é liberado com a receita original."
	const zh = "你负责仓库排班。规则 WH-5：仅限持证叉车司机进入冷库。"
	const de = "Du planst die Verladung. Regel LG-1: Gefahrgut wird nur mit Begleitschein verladen."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enDropped", ev("rc1", en, "Two visitors from Harlow come at 10:00. Per AC-3, visitors enter the lab with their badge."), true},
		{"ptDropped", ev("rc2", pt, "Três receitas chegaram hoje. Conforme a EST-2, o estoque controlado é liberado com a receita."), true},
		{"zhDropped", ev("rc3", zh, "明天两个班次。按 WH-5，叉车司机进入冷库。"), true},
		{"deDropped", ev("rc4", de, "Morgen kommen drei Lkw. Gemäß LG-1 wird Gefahrgut mit Begleitschein verladen."), true},
		{"enKept", ev("rc5", en, "Two visitors from Harlow come at 10:00. Per AC-3, visitors enter the lab only with an escort."), false},
		{"enTicketNoLabel", ev("rc6", "You plan site work. Ticket HD-7 (printer) closed. Visitors enter the lab only with an escort.",
			"HD-7 closed. Two visitors from Harlow come at 10:00 and wait at reception."), false},
	})
}

// An alternative added to what a rule restricts ("only the site manager"
// restated as "only the site manager or the shift supervisor") lets
// through whom the rule did not, though the "only" is kept.
func TestAlternativeAddedToRestriction(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Get today's paperwork ready.").
			summary(summary).sot(sotFor()).build()
	}
	const en = "You prepare the yard's paperwork. Only the site manager may sign the waste transfer note."
	const fr = "Tu prépares les dossiers de l'officine. Seul le pharmacien titulaire peut valider les ordonnances de stupéfiants."
	const de = "Du bereitest die Übergabe vor. Nur der Schichtleiter darf die Anlage freigeben."
	const zh = "你负责配电房的值班安排。只有持证电工可以操作配电柜。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"en", ev("ah1", en, "Three skips go out today. Only the site manager or the shift supervisor may sign the waste transfer note."), true},
		{"fr", ev("ah2", fr, "Deux ordonnances à traiter. Seul le pharmacien titulaire ou un préparateur peut valider les ordonnances de stupéfiants."), true},
		{"de", ev("ah3", de, "Die Wartung ist fertig. Nur der Schichtleiter oder ein Vorarbeiter darf die Anlage freigeben."), true},
		{"zh", ev("ah4", zh, "今天两人值班。只有持证电工或值班保安可以操作配电柜。"), true},
		{"enKept", ev("ah5", en, "Three skips go out today. Only the site manager may sign the waste transfer note."), false},
		{"enOtherOr", ev("ah6", en, "Three skips go out today. The site manager signs the waste transfer note; the driver keeps a copy or a photo of it."), false},
	})
}

// A rule that joins requirements ("the receipt and a supervisor's
// signature") restated with one of them left out whole, and carried
// nowhere else downstream, is weakened.
func TestDroppedJoinedRequirement(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Get today's cases ready.").
			summary(summary).sot(sotFor()).build()
	}
	const en = "You run the service desk. Rule PK-2: a refund over the counter is given only with the receipt and a supervisor's signature on the refund slip."
	const pt = "Você libera lotes da fábrica. Regra: o lote só é liberado com o laudo microbiológico e a assinatura da responsável técnica."
	const fr = "Tu gères l'atelier. Règle : un devis est envoyé seulement avec la validation du chef d'atelier, le plan signé et l'acompte reçu."
	const de = "Du planst die Baustelle. Regel: Ein Gerüst wird nur freigegeben, wenn die Prüfkarte ausgefüllt ist und der Kolonnenführer unterschrieben hat."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"en", ev("dj1", en, "Two refunds are waiting. Per PK-2, a refund over the counter is given only with the receipt."), true},
		{"pt", ev("dj2", pt, "Dois lotes aguardam. Regra: o lote só é liberado com o laudo microbiológico."), true},
		{"fr", ev("dj3", fr, "Trois devis en attente. Règle : un devis est envoyé seulement avec la validation du chef d'atelier et le plan signé."), true},
		{"de", ev("dj4", de, "Zwei Gerüste stehen. Regel: Ein Gerüst wird nur freigegeben, wenn die Prüfkarte ausgefüllt ist."), true},
		{"enKept", ev("dj5", en, "Two refunds are waiting. Per PK-2, a refund over the counter is given only with the receipt and a supervisor's signature on the slip."), false},
		{"enCarriedApart", ev("dj6", en, "Two refunds are waiting. Per PK-2, a refund over the counter is given only with the receipt.\nThe supervisor's signature on the refund slip is required as well."), false},
		{"enNumberComma", ev("dj7", "You pay suppliers. Rule: payments over $25,000 go out only with two approvals, and never on a Friday.", "Three payments today. Rule: payments over $25,000 go out only with two approvals, and never on a Friday."), false},
	})
}

// A rule's exception ("unless the call carries a legal-hold flag")
// restated without it is not kept by a conditional word the rule uses
// elsewhere ("deleted 30 days after transcription").
func TestExceptionNotKeptByRulesOwnCondition(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run call-centre retention. Raw call audio is deleted 30 days after transcription unless the call carries a legal-hold flag.").
			msg(review.RoleUser, "Plan this week's purge.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"dropped", ev("ex1", "Retention rule: raw call audio is deleted 30 days after transcription.\nNext: run the purge on Friday."), true},
		{"kept", ev("ex2", "Retention rule: raw call audio is deleted 30 days after transcription unless the call carries a legal-hold flag.\nNext: run the purge on Friday."), false},
	})
}

// French "dépassant" ("the claims exceeding 250 €") bounds its number as
// "dépasse" does: a restatement with another number changes the rule.
func TestFrenchExceedingParticipleBounds(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Tu traites les remboursements du magasin.").
			msg(review.RoleUser, "Prépare les remboursements du jour.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "RB-2", Text: "Les remboursements dépassant 300 € exigent l'accord du chef de magasin."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"changed", ev("fp1", "Deux remboursements aujourd'hui. Rappel RB-2 : les remboursements de plus de 3 000 € exigent l'accord du chef de magasin."), true},
		{"kept", ev("fp2", "Deux remboursements aujourd'hui. Rappel RB-2 : les remboursements de plus de 300 € exigent l'accord du chef de magasin."), false},
	})
}

// A record value that says only how long something is held ("bloqueado
// hasta la firma del consentimiento") leaves its key to name what is held
// ("production_hold"): a next step that starts production goes ahead.
func TestRecordKeyNamesHeldWork(t *testing.T) {
	ev := func(id, key, value, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: value, "patient_id": "AL-1"}
		return newEvent(id).msg(review.RoleSystem, "Eres el gestor de casos de la clínica.").
			msg(review.RoleUser, "Prepara el pedido del lote.").
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"es", ev("rk1", "production_hold", "bloqueado hasta la firma del consentimiento de refinamiento",
			"Escaneo recibido; diseño listo para fabricar.\nSiguiente paso: enviar la orden de producción al laboratorio hoy."), true},
		{"pt", ev("rk2", "envio_retido", "bloqueado até a assinatura do termo pelo paciente",
			"Exames recebidos; kit pronto.\nPróximo passo: fazer o envio do kit ao paciente hoje."), true},
		{"esKept", ev("rk3", "production_hold", "bloqueado hasta la firma del consentimiento de refinamiento",
			"Escaneo recibido; la producción sigue bloqueada hasta la firma del consentimiento.\nSiguiente paso: pedir al paciente que firme el consentimiento."), false},
	})
}

// A Chinese ban that puts its condition first ("验收完成前，一律不付尾款",
// "签合同之前，别把报价单发给客户", "财务确认后，方可开具发票") binds as
// "不得…之前" does: a next step that takes the action goes ahead.
func TestChineseConditionFirstBan(t *testing.T) {
	ev := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你负责项目收尾。规定："+rule).
			msg(review.RoleUser, "这个项目下一步做什么？").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"yilvbu", ev("zc1", "验收完成前，一律不付尾款。", "设备已安装调试。\n下一步：今天支付尾款。"), true},
		{"biebai", ev("zc2", "签合同之前，别把报价单发给客户。", "报价单已做好。\n下一步：把报价单发给客户。"), true},
		{"fangke", ev("zc3", "财务确认后，方可开具发票。", "合同已签。\n下一步：开具发票并寄给客户。"), true},
		{"kept", ev("zc4", "验收完成前，一律不付尾款。", "设备已安装调试；验收完成前不付尾款。\n下一步：安排验收。"), false},
		{"waits", ev("zc5", "财务确认后，方可开具发票。", "合同已签。\n下一步：等财务确认后开具发票。"), false},
	})
}

// Japanese "できる限り" ("as far as it can be done") turns a rule into a
// preference, as "可能な限り" and "なるべく" do.
func TestJapaneseAsFarAsPossibleSoftens(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "あなたは倉庫の出荷担当です。出荷前に、必ず重量を再計測すること。").
			msg(review.RoleUser, "今日の出荷を準備してください。").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"softened", ev("js1", "出荷前に、できる限り重量を再計測する。次：今日の出荷を準備する。"), true},
		{"kept", ev("js2", "出荷前に、必ず重量を再計測する。次：今日の出荷を準備する。"), false},
	})
}

// Portuguese "só" (folded to "so") restricts a rule whose joined
// requirements a restatement may drop: "só se aceita quando A e B" as "só
// se aceita quando A".
func TestAccentedOnlyRuleDropsRequirement(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Você atende devoluções da loja. Regra de devolução: só se aceita uma devolução quando a compra ocorreu em até 30 dias e o produto está na embalagem original.").
			msg(review.RoleUser, "Quais devoluções aceitamos hoje?").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"dropped", ev("so1", "Três pedidos de devolução. Regra de devolução: só se aceita uma devolução quando a compra ocorreu em até 30 dias."), true},
		{"kept", ev("so2", "Três pedidos de devolução. Regra de devolução: só se aceita uma devolução quando a compra ocorreu em até 30 dias e o produto está na embalagem original."), false},
	})
}

// A CJK deadline may name the time of day between its date and its
// "before": "2月3日下午之前", "2月3日午前中までに", "2월 3일 오전까지".
func TestCJKDeadlineWithTimeOfDay(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You coordinate sample shipments.").
			msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zh", ev("ct1", "2027年2月3日下午之前必须把样品寄到实验室。", "样品已打包，共 12 份。下一步：安排快递把样品寄到实验室。"), true},
		{"ja", ev("ct2", "2027年2月3日午前中までに見積書を送ってください。", "見積書を作成しました（12 品目）。次：見積書を送る。"), true},
		{"ko", ev("ct3", "2027년 2월 3일 오전까지 서류를 제출해야 합니다.", "서류 12건을 준비했습니다. 다음: 서류 제출."), true},
		{"zhKept", ev("ct4", "2027年2月3日下午之前必须把样品寄到实验室。", "样品已打包，共 12 份，须在2027年2月3日下午之前寄到实验室。下一步：安排快递。"), false},
	})
}

// A record value that opens with a status and then states the rule
// ("blocked: 客户书面确认未收到，收到前不得开具发票") is read by the rule's
// own precondition, not by the status word before it.
func TestRecordStatusBeforeRule(t *testing.T) {
	ev := func(id, value, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"invoice_hold": value, "order": "SO-88"}
		return newEvent(id).msg(review.RoleSystem, "你负责订单开票。").
			msg(review.RoleUser, "SO-88 可以开票了吗？").
			summary(summary).sot(s).build()
	}
	const v = "blocked: 客户书面确认未收到，收到前不得开具发票"
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"goesAhead", ev("sr1", v, "SO-88 货物已发出。\n下一步：今天开具发票并寄给客户。"), true},
		{"waits", ev("sr2", v, "SO-88 货物已发出；客户书面确认收到前不得开具发票。\n下一步：催客户书面确认。"), false},
	})
}

// A CJK record value has no spaces: eight characters are enough to state
// a blocker ("未批准（阻塞：取得消防验收前不得开业）"), and its one-word
// action ("开业") is the action, not the whole value: a next step that
// books the inspection works towards the condition.
func TestCJKRecordValueBlocks(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"fire_permit": "未批准（阻塞：取得消防验收前不得开业）"}
		return newEvent(id).msg(review.RoleSystem, "你负责门店开业筹备。").
			msg(review.RoleUser, "新店什么时候能开业？").
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"goesAhead", ev("cj1", "门店装修已完成，货架已到位。\n下一步：下周一开业。"), true},
		{"worksTowards", ev("cj2", "门店装修已完成；消防验收前不得开业。\n下一步：预约消防验收。"), false},
	})
}

// A tool result that states a Chinese ban with "前" right before it
// ("复检前禁止安排出库") or an "only then" ("付款确认后方可放行") binds as a
// ban a tool states in other words does.
func TestChineseToolStatedBan(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你负责仓库出库。").
			msg(review.RoleUser, "B-17 批次能出库吗？").
			tool("batch_status", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"qian", ev("tb1", "B-17：入库 1月20日；结论：复检前禁止安排出库。", "B-17 批次 1月20日入库。\n下一步：今天安排 B-17 出库。"), true},
		{"fangke", ev("tb2", "B-17：待付款；付款确认后方可放行出库。", "B-17 批次待付款。\n下一步：今天放行 B-17 出库。"), true},
		{"kept", ev("tb3", "B-17：入库 1月20日；结论：复检前禁止安排出库。", "B-17 批次 1月20日入库，复检前禁止安排出库。\n下一步：催质检。"), false},
	})
}

// A tally whose checks did not match ("14 mismatches", "12 não
// conferem", "5 件不一致") in a result whose status is ok is a failure: a
// summary that keeps only what matched leaves it out.
func TestTallyMismatches(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You reconcile the month's invoices.").
			msg(review.RoleUser, "Reconcile November.").
			tool("reconcile", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"en", ev("mm1", "Reconciliation done: 1,214 invoices checked; 1,200 matched; 14 mismatches.", "Reconciliation done: 1,200 invoices matched. Next: close November."), true},
		{"pt", ev("mm2", "Conciliação concluída: 1.214 notas verificadas; 1.202 conferidas; 12 não conferem.", "Conciliação concluída: 1.202 notas conferidas. Próximo passo: fechar novembro."), true},
		{"enKept", ev("mm3", "Reconciliation done: 1,214 invoices checked; 1,200 matched; 14 mismatches.", "Reconciliation: 1,200 invoices matched and 14 mismatches to chase before closing November."), false},
		// A word ending in "no" before the cue counts nothing out.
		{"enKeptCasino", ev("mm4", "Reconciliation done: 1,214 invoices checked; 1,200 matched; 14 casino mismatches.", "Reconciliation: 1,200 invoices matched and 14 casino mismatches to chase before closing November."), false},
		{"enNone", ev("mm5", "Reconciliation done: 1,214 invoices checked; 1,200 matched; 14 mismatches.", "Reconciliation: 1,200 invoices matched, no mismatches. Next: close November."), true},
	})
}

// "Every 24 hours" is a day: a limit per 24 hours restated per hour is
// another limit ("no máximo 2 reinícios a cada 24 horas" as "2 por hora").
func TestEvery24HoursIsADay(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Você opera o NOC. Regra nossa: no máximo 2 reinícios por servidor a cada 24 horas.").
			msg(review.RoleUser, "O servidor db-7 travou de novo.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"perHour", ev("pd1", "db-7 travou às 03:10. Regra: no máximo 2 reinícios por servidor por hora. Próximo passo: reiniciar o db-7."), true},
		{"kept", ev("pd2", "db-7 travou às 03:10. Regra: no máximo 2 reinícios por servidor a cada 24 horas. Próximo passo: reiniciar o db-7."), false},
	})
}

// A Chinese clause that ends in "前" is the condition of the ban after it,
// whatever verb it closes ("备件到位前，这台设备不得开机"), and the ban may be
// any of the usual words (不得, 不能, 禁止 …).
func TestChineseClauseEndingInBefore(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你负责车间设备调度。").
			msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"budei", ev("cq1", "备件到位前，这台压机不得开机试运行。", "压机 P-3 检修完成。\n下一步：今天开机试运行。"), true},
		{"kept", ev("cq2", "备件到位前，这台压机不得开机试运行。", "压机 P-3 检修完成；备件到位前不得开机试运行。\n下一步：催备件。"), false},
	})
}

// A prohibition followed by "before" fused with an article ("não pode
// ser entregue antes da vistoria", "no se emite antes del pago") is a
// precondition, as "antes de" already is.
func TestBanBeforeFusedArticle(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You coordinate handovers.").
			msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"pt", ev("ba1", "O apartamento 42 não pode ser entregue ao inquilino antes da vistoria final.", "Apartamento 42 pintado e limpo.\nPróximo passo: entregar as chaves do apartamento 42 ao inquilino amanhã."), true},
		{"es", ev("ba2", "El certificado no puede emitirse al cliente antes del pago de la tasa.", "Certificado C-88 preparado.\nSiguiente paso: emitir el certificado al cliente hoy."), true},
		{"ptWaits", ev("ba3", "O apartamento 42 não pode ser entregue ao inquilino antes da vistoria final.", "Apartamento 42 pintado e limpo; a entrega espera a vistoria final.\nPróximo passo: marcar a vistoria final."), false},
	})
}
