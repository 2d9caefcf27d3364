package sampling

import (
	"testing"

	"recap/review"
)

// labelRule builds an event whose policy holds rule id with text, with a
// user request and a summary.
func labelRule(id, ruleID, text, ask, summary string) *review.Event {
	return newEvent(id).msg(review.RoleSystem, "You run the yard's daily desk.").msg(review.RoleUser, ask).
		summary(summary).sot(sotFor()).
		policy(review.Policy{Rules: []review.Rule{{ID: ruleID, Text: text}}}).build()
}

// A metric number restated in an imperial unit ("50 kg" as "50 lb"), or a
// rule cited by its label with its number in another unit of the same
// metric ("按 TU-3 … 40 毫米" for "40 厘米"), changes the rule. The three
// true cases fail on the commit before: a metric unit was read scaled
// and compared with no other measure, and a sentence that cited a rule
// but did not align with it was never compared. A number kept in its
// unit, or converted, is no swap.
func TestMetricUnitSwapped(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enKgLb", orderRule("mu1", "Every parcel we accept for the drone route must weigh at most 20 kg.",
			"Drone route: every parcel accepted must weigh at most 20 lb. Next: sort today's parcels."), true},
		{"deMetreFeet", orderRule("mu2", "Zwischen zwei Regalen müssen immer mindestens 3 Meter Abstand bleiben.",
			"Lagerregel: zwischen zwei Regalen bleiben immer mindestens 3 feet Abstand. Nächster Schritt: Regal 4 aufstellen."), true},
		{"zhCitedCmMm", labelRule("mu3", "YD-2", "YD-2：积水深度超过 15 厘米时，堆场禁止作业。",
			"昨晚下雨了，今天堆场能不能作业？",
			"堆场今早积水 8 厘米。按 YD-2，积水超过 15 毫米即禁止作业。下一步：安排上午的吊装。"), true},
		{"enKeptKg", orderRule("mu4", "Every parcel we accept for the drone route must weigh at most 20 kg.",
			"Drone route: every parcel accepted must weigh at most 20 kg (about 44 lb). Next: sort today's parcels."), false},
		{"enMetreSingular", labelRule("mu5", "HO-1", "Minimum clearance under the gantry is 4 metres.",
			"Can the 3.6 m trailer pass under the gantry?",
			"Measured clearance 4.3 m, above the 4 metre minimum under the gantry. Next: route the trailer."), false},
		{"zhCitedSame", labelRule("mu6", "YD-2", "YD-2：积水深度超过 15 厘米时，堆场禁止作业。",
			"昨晚下雨了，今天堆场能不能作业？",
			"堆场今早积水 8 厘米。按 YD-2，积水超过 15 厘米即禁止作业，目前可以作业。下一步：安排上午的吊装。"), false},
	})
}

// A sentence that cites a policy rule by its label and states a bound of
// the rule's unit with a laxer value changes the rule's number, in
// whatever language and words it says the rest. The two true cases fail
// on the commit before: a cited sentence that shared fewer words with
// the rule than alignment needs was never compared. A measured value
// measured against the rule, or the rule's own number, is no change.
func TestCitedRuleBoundChanged(t *testing.T) {
	pump := "During flushing no line pressure may exceed 6 bar; above that the pump is stopped."
	pass := "Each visitor pass is valid for at most 4 hours from issue."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esPumpBar", labelRule("cb1", "PM-3", pump, "Prepara el lavado de la línea 2 para esta tarde.",
			"Lavado de la línea 2 preparado para las 15:00. Según PM-3, la bomba trabaja con un tope de 8 bar. Siguiente: avisar al turno de tarde."), true},
		{"zhPassHours", labelRule("cb2", "PK-1", pass, "给明天来访的供应商开三张访客证。",
			"已为供应商开出三张访客证（VP-31 至 VP-33）。按 PK-1，访客证最长有效 6 小时。下一步：把访客证发给前台。"), true},
		{"esMeasured", labelRule("cb3", "PM-3", pump, "Prepara el lavado de la línea 2 para esta tarde.",
			"Lavado de la línea 2 preparado. Según PM-3, la presión medida de 4 bar queda por debajo del tope. Siguiente: avisar al turno de tarde."), false},
		{"zhSame", labelRule("cb4", "PK-1", pass, "给明天来访的供应商开三张访客证。",
			"已为供应商开出三张访客证。按 PK-1，访客证最长有效 4 小时。下一步：把访客证发给前台。"), false},
	})
}

// A rule restated with "if possible" or "time permitting" in any language
// is softened from a duty to a preference. The four true cases fail on
// the commit before: only "where possible" and its kin were read. The
// same words in the rule itself, or beside a restatement that keeps the
// duty in another sentence about something else, soften nothing.
func TestIfPossibleSoftensRule(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enTimePermits", orderRule("ip1", "The night operator must log every boiler pressure reading in the shift book.",
			"Boiler: the night operator logs every pressure reading in the shift book if time permits. Next: hand over to the day shift."), true},
		{"deWennMoeglich", orderRule("ip2", "Vor jeder Lieferung muss der Fahrer die Ladung mit Gurten sichern.",
			"Lieferungen: der Fahrer sichert die Ladung vor jeder Lieferung wenn möglich mit Gurten. Nächster Schritt: Tour 3 starten."), true},
		{"ptQuandoPossivel", orderRule("ip3", "O técnico tem de testar cada disjuntor do quadro antes de religar a energia.",
			"Quadro elétrico: o técnico testa cada disjuntor do quadro antes de religar a energia, quando possível. Próximo: religar o prédio B."), true},
		{"jaKanouNara", orderRule("ip4", "出荷前に必ずすべての箱の重量を量らなければならない。",
			"出荷：可能なら出荷前にすべての箱の重量を量る。次：午後便の積み込み。"), true},
		{"enRuleItselfSoft", orderRule("ip5", "The night operator logs boiler readings in the shift book if time permits.",
			"Boiler: the night operator logs boiler readings in the shift book if time permits. Next: hand over to the day shift."), false},
		{"enKeptDuty", orderRule("ip6", "The night operator must log every boiler pressure reading in the shift book.",
			"Boiler: the night operator must log every pressure reading in the shift book. If possible, the day shift gets the handover at 6. Next: hand over."), false},
	})
}

// A span closed by "内" ("采集后 24 小时内必须输注", "3 天內") and a Korean
// "may not exceed" after a number ("하루 1,800㎥를 넘을 수 없습니다") are
// limits, which the summary must carry. The three true cases fail on the
// commit before: neither was read as a limit. Carried in the summary in
// the same words, or a number before "内容" (contents), is no miss.
func TestSpanWithinIsLimit(t *testing.T) {
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhTianNei", orderRule("sw1", "退货申请必须在签收后 7 天内提交，逾期不予受理。",
			"客户 C-2281 今天签收了两件外套，想退其中一件。下一步：给客户发送退货申请链接。"), true},
		{"zhTradXiaoshiNei", orderRule("sw2", "樣本採集後 6 小時內必須送達檢驗室。",
			"今天上午採集了 14 份樣本，已裝箱。下一步：安排快遞把樣本送到檢驗室。"), true},
		{"koNeomeulSuEop", orderRule("sw3", "야간 작업 소음은 창고 경계에서 65dB를 넘을 수 없습니다.",
			"야간 하역 작업을 22시부터 배정했습니다. 다음: 지게차 3대 투입."), true},
		{"zhCarried", orderRule("sw4", "退货申请必须在签收后 7 天内提交，逾期不予受理。",
			"客户 C-2281 今天签收了两件外套，想退其中一件；退货申请须在签收后 7 天内提交。下一步：给客户发送退货申请链接。"), false},
		{"zhNeirong", orderRule("sw5", "请把 3 份报告内容整理成一页。",
			"三份报告已整理成一页摘要。下一步：发给主管。"), false},
		{"koGluedCarried", orderRule("sw6", "팔레트 하나에는 최대 800kg까지만 싣습니다.",
			"오늘 출고분은 팔레트 4개입니다. 규칙: 팔레트당 최대 800kg; 초과분은 다음 팔레트로. 다음: 상차 시작."), false},
	})
}

// "Antes da", "antes do" and Spanish "antes del" open what a ban waits
// for, as "antes de" does. The two true cases fail on the commit before:
// with the article the sentence held no precondition, and a next step
// that took the banned action went unread. A summary that keeps the
// wait, or a next step that works towards the condition, drops nothing.
func TestBeforeWithArticleWaits(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptAntesDa", orderRule("aa1", "Não enviem a proposta final ao cliente antes da revisão jurídica do anexo 3; isso é bloqueante.",
			"Proposta final do cliente Vértice pronta: preço, prazos e anexos 1 a 3 conferidos. Próximo: mandar a proposta por e-mail ao Vértice."), true},
		{"esAntesDel", orderRule("aa2", "No publiquen el informe trimestral antes del visto bueno de auditoría interna.",
			"Informe trimestral terminado: cifras cuadradas y gráficos listos. Siguiente: publicar el informe trimestral en la web."), true},
		{"ptKept", orderRule("aa3", "Não enviem a proposta final ao cliente antes da revisão jurídica do anexo 3; isso é bloqueante.",
			"Proposta final do cliente Vértice pronta. A proposta só pode ser enviada depois da revisão jurídica do anexo 3, que continua pendente. Próximo: pedir a revisão jurídica do anexo 3."), false},
	})
}

// injectedBoard builds an event whose harness-injected context (an
// operations board) states board, with a user request and a summary.
func injectedBoard(id, board, ask, summary string) *review.Event {
	ev := newEvent(id).msg(review.RoleSystem, board).msg(review.RoleSystem, "You assist the shift lead.").
		msg(review.RoleUser, ask).summary(summary).sot(sotFor()).build()
	ev.Original[0].Injected = true
	return ev
}

// A blocker the harness put in the context (an operations board, an
// instructions file) holds work back as a person's does. The two true
// cases fail on the commit before: injected text was never read for
// blockers. A summary that keeps the block drops nothing.
func TestInjectedBoardBlocks(t *testing.T) {
	board := "Ops board, open blocker: crane C2 stays locked out until the rigging inspector signs off ticket RG-218."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enBoard", injectedBoard("ib1", board, "Plan this afternoon's lifts on the east bay.",
			"East bay lifts for this afternoon: four precast panels, 6.2 t heaviest. Next: start the panel lifts with crane C2 at 14:00."), true},
		{"zhBoard", injectedBoard("ib2", "运维看板，未关闭的阻塞项：3 号窑在质检签字确认之前一律不得点火（工单 QC-77）。", "安排今晚的烧成计划。",
			"今晚烧成计划：3 号窑装 42 件釉面砖，升温曲线 B。下一步：20:00 给 3 号窑点火。"), true},
		{"enKept", injectedBoard("ib3", board, "Plan this afternoon's lifts on the east bay.",
			"East bay lifts for this afternoon: four precast panels. Crane C2 stays locked out until the rigging inspector signs off RG-218; that is still pending. Next: ask the inspector for the sign-off."), false},
	})
}

// A sentence that opens by citing "the rule" without its code ("Per the
// site rule, …", "Conforme a regra da clínica, …", "按车间规定，…")
// restates it, and is compared with it as a labelled one is. The three
// true cases fail on the commit before: such a sentence with no rule
// word of its own was passed over. A citation that keeps the rule's
// force, or a report opened by "check", weakens nothing.
func TestOpeningRuleCitation(t *testing.T) {
	en := "Visitors may enter the yard only after signing in at the gate; otherwise security turns them away."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPerSiteRule", orderRule("rc1", en,
			"Yard visits today: two suppliers at 10:00. Per the site rule, visitors enter the yard after signing in at the gate. Next: brief security."), true},
		{"ptConformeRegra", orderRule("rc2", "As vacinas só podem ser aplicadas pelo enfermeiro de plantão, nunca pelo recepcionista.",
			"Campanha de vacinas amanhã: 40 doses. Conforme a regra da clínica, as vacinas são aplicadas pelo enfermeiro de plantão ou pelo recepcionista. Próximo: separar as doses."), true},
		{"zhAnGuiding", orderRule("rc3", "车间规定：只有持证焊工才能操作 3 号焊机，否则一律停机。",
			"明天焊接任务：12 个支架。按车间规定，3 号焊机由焊工操作。下一步：领取焊条。"), true},
		{"enKept", orderRule("rc4", en,
			"Yard visits today: two suppliers at 10:00. Per the site rule, visitors enter the yard only after signing in at the gate, or security turns them away. Next: brief security."), false},
		{"enTicketCheck", orderRule("rc5", "Only riggers with a valid ticket may sling loads on the east bay.",
			"Ticket check: Okafor and Marsh hold valid rigging tickets. Next: start the east bay lifts with Okafor and Marsh."), false},
	})
}

// sysOrder builds an event whose system message states a procedure, with
// a user request and a summary.
func sysOrder(id, system, summary string) *review.Event {
	return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, "Prepare today's job.").
		summary(summary).sot(sotFor()).build()
}

// A procedure stated as a duty by the system, or with a rule word, or
// with a ban on the reverse order ("nie umgekehrt"), is a rule for the
// order of its steps even with no restriction of its own. The three true
// cases fail on the commit before: such a sentence was no upstream rule,
// and Japanese "あとで" made no link. A user's plan with "要" is a wish,
// not a rule.
func TestProcedureOrderIsRule(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deNieUmgekehrt", sysOrder("po1", "Arbeitsablauf: erst die Schalung ölen, dann den Beton gießen – nie umgekehrt.",
			"Tagesplan Decke 3: Ablauf: Beton gießen, danach die Schalung ölen. Nächster Schritt: Pumpe bestellen."), true},
		{"jaAtode", sysOrder("po2", "作業の決まり：必ず電源を切ってから制御盤の蓋を開けること。",
			"本日の作業：制御盤の蓋を開けたあとで電源を切る。次：部品の交換。"), true},
		{"enSystemMust", sysOrder("po3", "Operators must calibrate the scale first and then weigh the batches.",
			"Today: 14 batches. Procedure: weigh the batches, then calibrate the scale. Next: start batch 1."), true},
		{"enKept", sysOrder("po4", "Operators must calibrate the scale first and then weigh the batches.",
			"Today: 14 batches. Procedure: calibrate the scale, then weigh the batches. Next: start batch 1."), false},
		{"zhUserWish", orderRule("po5", "我们要先吃午饭再开周会。",
			"今天安排：先开周会，再吃午饭。下一步：订会议室。"), false},
	})
}

// A record value that names what must come first ("signed consent
// required before the loan is disbursed", "laudo estrutural necessário
// antes da reabertura") holds the work after "before" back. The two true
// cases fail on the commit before: a record's requirement without a
// block or hold word was no blocker. A summary that keeps the wait
// drops nothing.
func TestRecordRequiredBefore(t *testing.T) {
	loan := recordSays("You run the branch's lending desk.", "Where is the Okafor loan?", "LN-5521")
	shed := recordSays("Você coordena a manutenção do armazém.", "Como está o galpão 2?", "OS-118")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enConsent", loan("rb1", "disbursement_note", "co-borrower's signed consent required before the loan is disbursed",
			"Okafor loan LN-5521: credit check passed, rate locked at 6.1%. Next: disburse the loan to the Okafor account today."), true},
		{"ptLaudo", shed("rb2", "observacao", "laudo estrutural necessário antes da reabertura do galpão 2",
			"Galpão 2: reparo do telhado concluído e limpeza feita. Próximo: reabertura do galpão 2 amanhã às 7h."), true},
		{"enKept", loan("rb3", "disbursement_note", "co-borrower's signed consent required before the loan is disbursed",
			"Okafor loan LN-5521: credit check passed. The loan is not disbursed until the co-borrower's signed consent arrives; it is still pending. Next: ask the co-borrower to sign."), false},
	})
}

// A Chinese condition closed by "前" with a ban later in the sentence
// ("质检报告出来前货物暂存，不得发货") holds the banned work back until the
// condition is met. The true case fails on the commit before: only a ban
// right after "前", or after "前，", was read. "目前" is no "before", and
// a duty after "前" ("装箱前必须抽检，不得跳过抽检") bans skipping it, not
// waiting.
func TestChineseBeforeThenBan(t *testing.T) {
	wh := toolSays("你负责仓库出货。", "这批 CB-77 的货今天能发吗？", "wms.lookup")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"zhZancun", wh("cz1", "批次 CB-77：质检报告出来前货物暂存，不得发货。",
			"批次 CB-77 共 120 箱，已入库。下一步：安排今天下午发货。"), true},
		{"zhMuqian", wh("cz2", "批次 CB-77：目前库存充足，不得超卖。",
			"批次 CB-77 共 120 箱，库存充足。下一步：安排今天下午发货。"), false},
		{"zhDuty", wh("cz3", "批次 CB-77：每批装箱前必须抽检 5 箱，不得跳过抽检。",
			"批次 CB-77 共 120 箱，已抽检 5 箱，全部合格。下一步：安排今天下午装箱发货。"), false},
	})
}

// A time of day after "until" and its article ("hasta las 22:00", "até às
// 23:00") bounds the work as "until 22:00" does. The true cases fail on
// the commit before: the article between them made the time no bound.
// (Italian "fino alle 23" is still not read: the lexicon lacks "fino
// alle", and a bare hour is no time.) Carried in the summary, the time
// is no miss.
func TestUntilArticleTime(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, "Prepare tonight's work.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esHastaLas", ev("ua1", "El corte de la calle Mayor está autorizado esta noche hasta las 05:30 (permiso municipal).",
			"Obra en la calle Mayor: cuadrilla de 6 y fresadora listas. Siguiente: cortar la calle Mayor a las 23:00 y empezar el fresado."), true},
		{"ptAteAs", ev("ua2", "A carga no cais 3 está autorizada hoje até às 23:00 (janela da capitania).",
			"Navio Aurora no cais 3: 212 contêineres para carregar, guindaste 2 pronto. Próximo: iniciar a carga no cais 3 às 20:00."), true},
		{"esCarried", ev("ua3", "El corte de la calle Mayor está autorizado esta noche hasta las 05:30 (permiso municipal).",
			"Obra en la calle Mayor: cuadrilla de 6 lista; el corte está autorizado hasta las 05:30. Siguiente: cortar la calle Mayor a las 23:00."), false},
	})
}

// userBlocks builds an event whose user states a blocker, with record
// facts and a summary.
func userBlocks(id, user string, facts map[string]any, summary string) *review.Event {
	s := sotFor()
	s.Facts = facts
	return newEvent(id).msg(review.RoleSystem, "You coordinate the site's permits.").msg(review.RoleUser, user).
		summary(summary).sot(s).build()
}

// A blocker from the original whose condition the record shows met
// ("fire_inspection": "passed 2026-11-20") no longer holds the work
// back: a summary that goes ahead drops nothing. The facts that name the
// condition best decide, and a flag or a negated value meets nothing.
// enPassed fails on the commit before: the record was never read for a
// blocker's condition (ptAprovado's blocker was not read as one there).
func TestRecordMeetsBlocker(t *testing.T) {
	user := "Do not issue the occupancy certificate until the fire inspection has passed; that is blocking."
	next := "Unit 4B: all trades signed off. Next: issue the occupancy certificate for unit 4B."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enPassed", userBlocks("rm1", user, map[string]any{"fire_inspection": "passed 2026-11-20", "unit": "4B"}, next), false},
		{"ptAprovado", userBlocks("rm2", "Não emitam o habite-se antes da vistoria dos bombeiros; isso é bloqueante.",
			map[string]any{"vistoria_bombeiros": "aprovada em 20/11", "unidade": "4B"},
			"Unidade 4B: todas as frentes concluídas. Próximo: emitir o habite-se da unidade 4B."), false},
		{"enBestFactScheduled", userBlocks("rm3", user, map[string]any{"building_inspection": "passed", "fire_inspection": "scheduled 2026-12-09"}, next), true},
		{"enNotPassed", userBlocks("rm4", user, map[string]any{"fire_inspection": "not passed: sprinkler head missing"}, next), true},
		{"enFlag", userBlocks("rm5", user, map[string]any{"fire_inspection_open": true}, next), true},
	})
}

// An approval's expiry that the contract leaves out but the summary
// states as a bound ("valid until 1 April 2026", "válida até 01/04/2026")
// is carried. The same day named for something else is not. validUntil
// and ptValidaAte fail on the commit before: only the contract's field
// counted.
func TestApprovalExpiryInText(t *testing.T) {
	s := sotFor()
	s.Approvals = []review.SourceApproval{{ID: "APR-1", Scope: "refund", Version: "wf-3", ExpiresAt: ts("2026-04-01T00:00:00Z"), GrantedBy: "finance manager"}}
	ev := func(id, text string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Process the refund.").summary(text).
			contract(review.Contract{Approvals: []review.Approval{{ID: "APR-1", Version: "wf-3"}}}).sot(s).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"validUntil", ev("ae1", "Refund approved by the finance manager (APR-1), valid until 2026-04-01. Next: pay the refund."), false},
		{"ptValidaAte", ev("ae2", "Reembolso aprovado pelo gerente financeiro (APR-1), válido até 01/04/2026. Próximo: pagar o reembolso."), false},
		{"sameDayElse", ev("ae3", "Refund approved by the finance manager (APR-1). The customer visits on 2026-04-01. Next: pay the refund."), true},
	})
}

// partialThenSay builds an event where a tool reports a partial failure
// and then either the assistant says something of the run (retry empty)
// or the same tool reports a retry.
func partialThenSay(id, result, said, retry, summary string) *review.Event {
	b := newEvent(id).msg(review.RoleSystem, "You run the badge office.").msg(review.RoleUser, "Write the new staff badges.").
		tool("badge.write", result, false)
	if said != "" {
		b = b.msg(review.RoleAssistant, said)
	}
	if retry != "" {
		b = b.tool("badge.write", retry, false)
	}
	return b.summary(summary).sot(sotFor()).build()
}

// After a partial result, the assistant's word on the part that went
// through ("Badge run done: 12 succeeded") does not resolve the failed
// part; a retry does. The two true cases fail on the commit before: any
// later assistant sentence sharing two words with the result resolved
// it.
func TestAssistantGlossDoesNotResolvePartial(t *testing.T) {
	res := "14 badge writes: 12 succeeded, 2 failed (chip write error) for Ruiz and Okafor."
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enGloss", partialThenSay("pg1", res, "Badge run done: 12 badge writes succeeded, ready at the desk.", "",
			"All 14 new staff badges are written and ready at the desk. Next: notify the new staff."), true},
		{"ptGloss", partialThenSay("pg2", "14 gravações de crachá: 12 concluídas com sucesso, 2 falharam (erro de escrita no chip) para Ruiz e Okafor.",
			"Rodada concluída: 12 gravações de crachá com sucesso, prontas no balcão.", "",
			"Os 14 crachás novos estão gravados e prontos no balcão. Próximo: avisar os novos funcionários."), true},
		{"enToolRetry", partialThenSay("pg3", res, "", "2 badge writes for Ruiz and Okafor: 2 succeeded on retry.",
			"All 14 new staff badges are written and ready at the desk. Next: notify the new staff."), false},
	})
}

// A system of record's result that orders work while what it waits for
// is pending ("Benachrichtigung … erst nach Bestätigungstest;
// Western Blot ausstehend") holds that work back as a person's ban does.
// enClaimLetters and deVersand fail on the commit before: a tool's
// precondition bound only with a ban word. A result that reports the
// order things were done in binds nothing.
func TestRecordResultOrdersWork(t *testing.T) {
	claim := toolSays("You handle the claims desk.", "Where is claim C-4410?", "claims.status")
	lot := toolSays("Du koordinierst den Versand.", "Kann Charge 77 heute raus?", "lims.charge")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enClaimLetters", claim("ro1", "Claim C-4410: three insurers on the policy. Insurers are notified only after the adjuster's site report; report pending.",
			"Claim C-4410: three insurers on the policy, letters drafted. Next: send the three letters to the insurers today."), true},
		{"deVersand", lot("ro2", "Charge 77: 40 Paletten verpackt. Kunden werden erst nach dem Laborbefund informiert; Befund ausstehend.",
			"Charge 77: 40 Paletten verpackt, Schreiben vorbereitet. Nächster Schritt: die Schreiben an die Kunden heute verschicken."), true},
		{"enReportedDone", claim("ro3", "Claim C-4410: insurers were notified only after the adjuster's site report; letters sent 09:10.",
			"Claim C-4410: letters went to the three insurers at 09:10 after the site report. Next: file the claim."), false},
	})
}

// German "niemals" bans as "never" and Spanish "jamás" do, so a rule it
// opens is a rule, and its order is compared downstream. deNiemals fails
// on the commit before: with no other cue the sentence was no rule. Known weakness, in
// every language alike: the ban restated as a plain order that keeps it
// ("erst die Dichtung prüfen, danach den Tank befüllen", "first check
// the seal, then fill the tank") is read as dropping "never".
func TestNiemalsJamasBan(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deNiemals", sysOrder("nj1", "Niemals den Tank befüllen, bevor die Dichtung geprüft ist.",
			"Tank 2 ist vorbereitet. Ablauf: den Tank befüllen, danach die Dichtung prüfen. Nächster Schritt: Pumpe anschließen."), true},
		{"esJamas", sysOrder("nj2", "Jamás se vierte el hormigón antes de aceitar el encofrado.",
			"Losa 3 lista. Procedimiento: verter el hormigón y después aceitar el encofrado. Siguiente: pedir la bomba."), true},
		{"deKeptInOwnWords", sysOrder("nj3", "Niemals den Tank befüllen, bevor die Dichtung geprüft ist.",
			"Tank 2 ist vorbereitet. Den Tank niemals befüllen, bevor die Dichtung geprüft ist. Nächster Schritt: Dichtung prüfen."), false},
	})
}

// A limit a tool's result orders with a duty or a ban ("the load must
// not exceed 12 t", "冷库门开启时间不得超过 15 分钟") is a system of
// record's constraint, which the summary must carry when it goes on with
// what it limits. The two true cases fail on the commit before: tool
// results were read for limits only as maxima, remainders and deadlines
// of their own kind. A result that reports a figure orders nothing; a
// limit carried is no miss.
func TestToolOrderedLimit(t *testing.T) {
	crane := toolSays("You plan the yard's lifts.", "Plan this afternoon's lifts with crane C2.", "crane.specs")
	cold := toolSays("你负责冷库作业。", "安排今天下午冷库的装货。", "coldroom.rules")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enMustNotExceed", crane("tl1", "Crane C2 (serviced 2026-11-20): with the short jib the load must not exceed 12 t.",
			"Afternoon lifts with crane C2, short jib: six precast panels from bay 3 to the deck. Next: start the panel lifts at 14:00."), true},
		{"zhBudeChaoguo", cold("tl2", "3 号冷库：门开启时间不得超过 15 分钟，库温 -18°C。",
			"3 号冷库今天下午装 40 箱冻品，库温 -18°C。下一步：14:00 开门装货。"), true},
		{"enReportsFigure", crane("tl3", "Crane C2 (serviced 2026-11-20): heaviest lift last week 9.4 t, wind at the jib 8 m/s.",
			"Afternoon lifts with crane C2: six precast panels from bay 3 to the deck. Next: start the panel lifts at 14:00."), false},
		{"enCarried", crane("tl4", "Crane C2 (serviced 2026-11-20): with the short jib the load must not exceed 12 t.",
			"Afternoon lifts with crane C2, short jib, loads kept under the 12 t limit: six precast panels. Next: start the panel lifts at 14:00."), false},
	})
}
