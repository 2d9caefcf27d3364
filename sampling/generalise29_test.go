package sampling

import (
	"fmt"
	"testing"

	"recap/review"
)

// callPair builds an event where a tool is called twice: the first call
// (args1) gives result1, the second (args2) gives result2; ok1 tells
// whether the first result is a status ok (a failure inside an ok result)
// or an error.
func callPair(id, name, ask, args1, result1 string, ok1 bool, args2, result2, summary string) *review.Event {
	b := newEvent(id).msg(review.RoleSystem, "You prepare operational data.").msg(review.RoleUser, ask)
	call := func(args string) {
		b.ev.Original = append(b.ev.Original, review.Message{ID: fmt.Sprintf("m%d", len(b.ev.Original)+1),
			Role: review.RoleAssistant, Kind: review.KindToolCall, Name: name, Content: args})
	}
	call(args1)
	b = b.tool(name, result1, !ok1)
	call(args2)
	b = b.tool(name, result2, false)
	return b.summary(summary).sot(sotFor()).build()
}

// A later success of the same tool resolves a failure only when it redoes
// the failed call. A call on another object (another tag, warehouse,
// panel, account) that the failed result names fixes nothing of the
// first: a summary that reports only the second leaves the failure out. A
// retry with the same arguments, or one that changes what the failed
// result does not name (a smaller batch, a corrected head count), still
// resolves it.
func TestLaterSuccessOnAnotherObjectResolvesNothing(t *testing.T) {
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enOtherSensor", callPair("ro1", "logger_export", "Export yesterday's readings for the two cold-room loggers.",
			`{"logger":"CR-14","day":"2027-03-09"}`, "CR-14 export for 2027-03-09 aborted: storage read error after 610 of 1,440 rows.", false,
			`{"logger":"CR-15","day":"2027-03-09"}`, "1,440 rows exported.",
			"Cold-room readings for 9 March exported: 1,440 rows. Next: attach them to the HACCP log."), true},
		{"esOtroAlmacen", callPair("ro2", "stock_sync", "Sincroniza el stock del artículo en los dos almacenes.",
			`{"sku":"BX-200","almacen":"Norte"}`, "Almacén Norte: la sincronización agotó el tiempo de espera, sin datos.", false,
			`{"sku":"BX-200","almacen":"Sur"}`, `{"sku":"BX-200","disponible":840}`,
			"Stock de BX-200 sincronizado: 840 unidades disponibles. Siguiente paso: confirmar el pedido."), true},
		{"zhOtherLine", callPair("ro3", "line_report", "导出两条产线昨天的产量。",
			`{"产线":"一号线","日期":"2027-03-09"}`, "一号线产量报表导出失败：数据库连接超时。", true,
			`{"产线":"二号线","日期":"2027-03-09"}`, `{"产量":5120}`,
			"昨天产量报表已导出：5120 件。下一步：发给生产经理。"), true},
		// The same call again: the retry fixed it.
		{"enSameRetry", callPair("ro4", "logger_export", "Export yesterday's readings for cold-room logger CR-14.",
			`{"logger":"CR-14","day":"2027-03-09"}`, "CR-14 export aborted: storage read error.", true,
			`{"logger":"CR-14","day":"2027-03-09"}`, "1,440 rows exported.",
			"Cold-room readings of CR-14 for 9 March exported: 1,440 rows. Next: attach them to the HACCP log."), false},
		// A changed head count the failed result never named: the same
		// quote, asked again.
		{"ptChangedCount", callPair("ro5", "orcamento", "Orçamento para o evento de 12/12.",
			`{"pessoas":200,"data":"2026-12-12"}`, "timeout ao consultar a tabela de preços", true,
			`{"pessoas":160,"data":"2026-12-12"}`, "ORC-7712: 160 × R$ 95,00 = R$ 15.200,00",
			"Orçamento ORC-7712 para 160 pessoas: R$ 15.200,00. Próximo: enviar ao cliente."), false},
		// A retry tuned by a timeout key is the same call.
		{"enLongerTimeout", callPair("ro6", "ledger_pull", "Pull the March ledger.",
			`{"month":"2027-03","timeout_s":30}`, "ledger pull for 2027-03 timed out after 30 s", true,
			`{"month":"2027-03","timeout_s":120}`, "2027-03 ledger: 4,210 lines.",
			"March ledger pulled: 4,210 lines. Next: reconcile it."), false},
	})
}

// A tool's tally can count items found invalid ("\"invalid\": 12", "12
// endereços inválidos", "3 条无效"): a summary that says they all went
// through leaves the failure out. A count of zero is none.
func TestTallyInvalidItems(t *testing.T) {
	ev := toolSays("You prepare the mailing.", "Validate the list and prepare the mailing.", "list_check")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enJSON", ev("iv1", `{"checked":500,"valid":488,"invalid":12,"reason":"postcode not found"}`,
			"All 500 addresses were checked and validated. Next: print the labels."), true},
		{"ptWords", ev("iv2", "Lista conferida: 500 endereços, 488 válidos, 12 endereços inválidos (CEP inexistente).",
			"Os 500 endereços foram conferidos e validados. Próximo passo: imprimir as etiquetas."), true},
		{"zhWuxiao", ev("iv3", "名单校验完成：共 500 条，488 条有效，12 条无效（邮编不存在）。",
			"500 条地址已全部校验通过。下一步：打印标签。"), true},
		{"enZero", ev("iv4", `{"checked":500,"valid":500,"invalid":0}`,
			"All 500 addresses were checked and validated. Next: print the labels."), false},
		{"enReported", ev("iv5", `{"checked":500,"valid":488,"invalid":12,"reason":"postcode not found"}`,
			"500 addresses checked: 488 valid, 12 invalid (postcode not found) and held back. Next: print the 488 labels."), false},
	})
}

// A record's yes/no flag is contradicted by a sentence that says it holds:
// a word of completion, confirmation or approval in the clause that names
// it ("the permit is signed", "ID verified", "termo assinado"), or the
// flag's own words ("portal synced" for portal_synced). A sentence that
// only names it ("booked under the guardian rule", "the foreman signs the
// permit on Monday", "会议纪要要求签字") claims nothing about it.
func TestFlagNamedIsNotFlagClaimed(t *testing.T) {
	permit := map[string]any{"permit_signed": false}
	guardian := map[string]any{"guardian_id_checked": false}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"enFuture", flagEvent("fn1", permit, "The foreman signs the permit on Monday morning.", nil), false},
		{"enNamedOnly", flagEvent("fn2", guardian, "Reservation R-22 made under the guardian rule for minors.", nil), false},
		{"ptNamedOnly", flagEvent("fn3", map[string]any{"termo_assinado": false}, "A visita segue o modelo de termo da escola.", nil), false},
		{"enClaimed", flagEvent("fn4", permit, "The permit is signed and approved; work starts Monday.", nil), true},
		{"ptClaimed", flagEvent("fn5", map[string]any{"termo_assinado": false}, "Termo assinado e arquivado; a visita está confirmada.", nil), true},
		{"enOwnWords", flagEvent("fn6", map[string]any{"portal_synced": false}, "The portal synced overnight with the new prices.", nil), true},
	})
}

// A record status is contradicted only by a status of another kind: under
// way (pending, open, sent), ended badly (failed, rejected, cancelled) or
// ended well (paid, confirmed, approved, closed, completed). A request
// "enviada" is still "pendiente"; a screen "rejected" has "failed".
func TestStatusOfSameKindIsNoConflict(t *testing.T) {
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"esSentPending", flagEvent("sk1", map[string]any{"estado_solicitud": "pendiente"}, "Solicitud de aprobación AP-77 enviada al comité de crédito.", nil), false},
		{"enSentPending", flagEvent("sk2", map[string]any{"request_status": "pending"}, "Access request AR-310 sent to the data owner this morning.", nil), false},
		{"enRejectedFailed", flagEvent("sk3", map[string]any{"screen_status": "failed"}, "The sanctions screen for Hooghly Varnish was rejected by the provider.", nil), false},
		{"ptPaidPending", flagEvent("sk4", map[string]any{"status_pagamento": "pendente"}, "Pagamento da fatura F-88 confirmado e pago hoje.", nil), true},
		{"enApprovedOpen", flagEvent("sk5", map[string]any{"review_status": "open"}, "The design review was approved and closed yesterday.", nil), true},
	})
}

// A number or date the original or the record gives, restated in the
// summary, is that other thing's value, not the record's value changed:
// "the county average is 41 bu/acre" beside acres = 160, "the call on 4
// November" beside a deadline of 4 December. A value nothing upstream
// gives still contradicts the record. Money keeps its reading: a summary
// that quotes a price from an untrusted upstream source instead of the
// record's is the conflict it names.
func TestUpstreamValueRestatedIsNoConflict(t *testing.T) {
	ev := func(id, user, summary string, facts map[string]any) *review.Event {
		s := sotFor()
		s.Facts = facts
		return newEvent(id).msg(review.RoleUser, user).summary(summary).sot(s).build()
	}
	people := map[string]any{"people": 22}
	grace := map[string]any{"carencia_ate": "2027-12-04"}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"enCountOther", ev("uv1", "Table for 22 people on Friday; 3 of them are vegetarian.",
			"Friday booking confirmed: 3 people are vegetarian, so the menu was adjusted. Next: send the menu.", people), false},
		{"ptDateOther", ev("uv2", "Pedido feito em 04/11; carência até 04/12.",
			"Pedido de 04/11 com carência registrada no sistema. Próximo: avisar o cliente.", grace), false},
		{"enCountChanged", ev("uv3", "Table for 22 people on Friday.",
			"Friday booking confirmed for 18 people. Next: send the menu.", people), true},
	})
}

// An approval word in a rule ("Règle R1 : tout remboursement passe par une
// demande validée par la gérance", "Rule: overtime is authorised by the
// duty superintendent") or in a condition or a time still to come ("once
// the manager approves it", "承認が下りたら削除", "审批通过前不进场") states
// no approval given, so nothing is claimed against the record. An
// approval said as given still is.
func TestApprovalInRuleOrConditionIsNoClaim(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Prepare the refund for order 4410 and the overtime sheet.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingApprovalInvalid, []findingCase{
		{"frRule", ev("ar1", "Règle R1 : tout remboursement passe par une demande validée par la gérance. Demande préparée pour la commande 4410."), false},
		{"enRule", ev("ar2", "Rule: overtime past 8 hours is authorised by the duty superintendent. Sheet prepared for the night shift."), false},
		{"jaCondition", ev("ar3", "返金申請を作成した。承認が下りたら返金を実行し、お客様に連絡する。"), false},
		{"zhBefore", ev("ar4", "退款申请已建好。审批通过前不执行退款。"), false},
		{"enGiven", ev("ar5", "The refund for order 4410 was approved by the finance manager this morning and is ready to send."), true},
		{"ptGiven", ev("ar6", "O reembolso do pedido 4410 foi aprovado pela gerente financeira hoje de manhã."), true},
		// A word for a piece of work ("check", "流程") is no rule cited.
		{"enCheckGiven", ev("ar7", "The credit check passed and the refund for order 4410 was approved by the finance manager."), true},
		{"zhProcessGiven", ev("ar8", "订单 4410 的退款审批流程已完成，财务经理已批准。"), true},
	})
}

// A record deadline the summary gives only in part is carried: by its day
// of the month with a day word ("prazo dia 30", "30日", "30号", "the
// 30th") or, within the week after the event, by its weekday ("周五前",
// "by Friday", "até sexta"). A summary that gives neither still leaves it
// out.
func TestRecordDeadlineCarriedAsPartialDate(t *testing.T) {
	// newEvent's events are created on Tuesday 2026-03-10; 2026-03-13 is
	// the Friday after, 2026-03-30 a later Monday.
	ev := func(id, due, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"due": due}
		return newEvent(id).msg(review.RoleUser, "Prepare the disposal report.").summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptDayOfMonth", ev("pd1", "2026-03-30", "Relatório de descarte em preparação, prazo dia 30. Próximo: revisar as 18 linhas."), false},
		{"zhWeekday", ev("pd2", "2026-03-13", "资产处置报告草稿已生成，周五前提交。下一步：补全序列号。"), false},
		{"enWeekday", ev("pd3", "2026-03-13", "Disposal report drafted; it goes to the client by Friday. Next: fill in the serial numbers."), false},
		{"enOrdinal", ev("pd4", "2026-03-30", "Disposal report drafted, due on the 30th. Next: fill in the serial numbers."), false},
		// A weekday more than a week out names another date.
		{"enWeekdayTooFar", ev("pd5", "2026-03-30", "Disposal report drafted; it goes out on Monday. Next: fill in the serial numbers."), true},
		{"enNothing", ev("pd6", "2026-03-13", "Disposal report drafted. Next: fill in the serial numbers."), true},
	})
}

// German teens and tens past fifty ("neunzig Prozent", "achtzehn Monate")
// and one Chinese numeral after "百分之" ("百分之五") are numbers: a rule
// restated with them keeps its number, and one restated with another
// number still changes it.
func TestNumberWordsGermanTensChinesePercent(t *testing.T) {
	de := "Abschlagszahlungen höchstens bis 90 % der geprüften Leistung."
	zh := "气瓶实测重量比标称值低 5% 以上的，必须更换，不得继续使用。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deWords", systemRuleEvent("nw1", de, "Regel unverändert: Abschläge höchstens bis neunzig Prozent der geprüften Leistung."), false},
		{"zhPercent", systemRuleEvent("nw2", zh, "规则：实测重量比标称值低百分之五以上的气瓶，必须更换，不得继续使用。"), false},
		{"deChanged", systemRuleEvent("nw3", de, "Regel: Abschläge höchstens bis fünfundneunzig Prozent der geprüften Leistung."), true},
	})
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"deWordsCarried", systemRuleEvent("nw4", de, "Regel unverändert: Abschläge höchstens bis neunzig Prozent der geprüften Leistung."), false},
		{"zhPercentCarried", systemRuleEvent("nw5", zh, "规则：实测重量比标称值低百分之五以上的气瓶，必须更换，不得继续使用。"), false},
	})
}

// One week in words is seven days: "cured a full week", "uma semana",
// "une semaine" carry a limit of 7 days. Bare "a week" stays a rate's
// period ("twice a week").
func TestOneWeekInWordsIsSevenDays(t *testing.T) {
	rule := "The finish coat goes on only after the base coat has cured at least 7 days."
	pt := "Os backups ficam retidos por no mínimo 7 dias antes de qualquer exclusão."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enFullWeek", systemRuleEvent("wk1", rule, "The finish coat goes on only after the base coat has cured a full week at least."), false},
		{"ptUmaSemana", systemRuleEvent("wk2", pt, "Os backups ficam retidos por no mínimo uma semana antes de qualquer exclusão."), false},
		{"enDropped", systemRuleEvent("wk3", rule, "Base coat applied on the north wall. Next: the finish coat on the north wall."), true},
	})
}

// A rule that asks for a signed document ("the speaker has signed the
// release", "autorização assinada") is restated faithfully by a signature
// said in another form: "only if the speaker signed the authorisation",
// "com a assinatura do responsável", "after signing the visitor log". A
// restatement that drops the signature altogether still drops it.
func TestSignatureInOtherFormKeepsSignedQualifier(t *testing.T) {
	en := "Seminar recordings are published only if the speaker has a signed recording release on file."
	pt := "A escritura só pode ser agendada com a minuta de partilha assinada pelos dois cônjuges."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enVerb", systemRuleEvent("sg1", en, "Rule: a recording is published only if the speaker signed the recording release."), false},
		{"ptNoun", systemRuleEvent("sg2", pt, "Regra: a escritura só é agendada com a assinatura dos dois cônjuges na minuta de partilha."), false},
		{"enDropped", systemRuleEvent("sg3", en, "Rule: a recording is published only if the speaker has a recording release on file."), true},
	})
}

// A word that merely ends like a participle ("certificate"; the stem
// "bloque" the lexicon finds in "bloqueia") names a flag without saying it
// holds: "bloqueia a publicação até sair favorável" claims nothing about
// publicada = false. ptAte fires on the commit before; enCertificate
// passes either way and guards it.
func TestNounEndingLikeParticipleStatesNoFlag(t *testing.T) {
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"enCertificate", flagEvent("np1", map[string]any{"certificate_uploaded": false}, "The customer asked about the certificate for lot 12.", nil), false},
		{"ptAte", flagEvent("np3", map[string]any{"publicada": false}, "Parecer da Procuradoria (PGM-7713): bloqueia a publicação até sair favorável.", nil), false},
		{"enUploaded", flagEvent("np2", map[string]any{"certificate_uploaded": false}, "The certificate for lot 12 was uploaded this morning.", nil), true},
	})
}
