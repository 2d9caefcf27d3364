package sampling

import (
	"testing"

	"recap/review"
)

// A protected rule's number restated as a bound in another unit of its
// measure changes the rule, in whatever language and words the summary
// says the rest: "more than 800 kg" as "plus de 800 t", "every 500 km"
// as "每 500 英里". Such a sentence shares no word with the rule but
// the number, so the aligned reading never sees it. frTonnes, deMinutes
// and zhMiles fail on the commit before. The number in another unit that
// a tool gave (the load weighed), or beside the rule restated in its own
// unit, changes nothing.
func TestRuleUnitSwappedAnywhere(t *testing.T) {
	pallets := policyRule("Plan today's racking for the inbound pallets.", "Pallets heavier than 800 kg are stored on floor level only.")
	cure := policyRule("Schedule the coating line for order 77.", "Coated parts cure for at least 45 minutes before packing.")
	service := policyRule("Plan the forklift servicing.", "Each forklift is serviced every 500 km of travel.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frTonnes", pallets("us1", "Réception de 14 palettes ce matin. Les palettes de plus de 800 t restent au sol ; les autres vont en hauteur. Prochaine étape : ranger les 14 palettes."), true},
		{"deMinutes", cure("us2", "Auftrag 77: 320 Teile beschichtet. Beschichtete Teile müssen mindestens 45 Sekunden aushärten, bevor sie verpackt werden. Nächster Schritt: Teile verpacken."), true},
		{"zhMiles", service("us3", "叉车 F-3 已行驶 1200 公里。按每 500 英里保养一次的规定，下次保养安排在月底。下一步：通知维修组。"), true},
		{"enToolTonnes", newEvent("us4").msg(review.RoleUser, "Plan today's racking.").tool("inbound_list", "Inbound: 2 pallets, 800 t of steel coil in total across the shipment.", false).
			summary("Inbound steel coil: the shipment holds no more than 800 t in total. Next: rack the pallets.").sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "R1", Text: "Pallets heavier than 800 kg are stored on floor level only."}}}).build(), false},
		{"frKeptAndOther", pallets("us5", "Les palettes de plus de 800 kg restent au sol. La rampe du quai ne doit pas dépasser 800 t. Prochaine étape : ranger les palettes."), false},
		{"zhKept", service("us6", "叉车 F-3 已行驶 1200 公里。按每 500 公里保养一次的规定，下次保养安排在月底。下一步：通知维修组。"), false},
	})
}

// A date before a before mark ("4 月 5 日 17:00 前递交", "3月5日までに提出")
// is a deadline in a system's words with no word of duty, and the summary
// must carry it when it goes on with the work. zhNoDuty and zhDuty fail
// on the commit before (the sentence was read as no rule: 须 is no
// modal there); jaMade passed already. The deadline carried, and 目前
// ("currently", with 前 in it), are no limit left out.
func TestDatedBeforeMarkIsDeadline(t *testing.T) {
	sys := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, "投标文件准备好了吗？").summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhNoDuty", sys("db1", "你是招标代理。投标文件 4 月 5 日 17:00 前递交招标办。", "投标文件已装订三份，报价单已盖章。下一步：把投标文件递交招标办。"), true},
		{"zhDuty", sys("db2", "你是招标代理。投标文件须在 4 月 5 日 17:00 前递交招标办。", "投标文件已装订三份，报价单已盖章。下一步：把投标文件递交招标办。"), true},
		{"jaMade", sys("db3", "あなたは入札担当です。入札書類は4月5日17:00までに入札事務局へ提出すること。", "入札書類は3部製本済み、見積書押印済み。次：入札書類を入札事務局へ提出する。"), true},
		{"zhCarried", sys("db4", "你是招标代理。投标文件 4 月 5 日 17:00 前递交招标办。", "投标文件已装订三份，须在 4 月 5 日 17:00 前递交。下一步：把投标文件递交招标办。"), false},
		{"zhCurrently", sys("db5", "你是招标代理。目前投标文件 4 月 5 日已经装订。", "投标文件已装订三份，报价单已盖章。下一步：把投标文件递交招标办。"), false},
	})
}

// A deadline restated is a date said as one. A summary that sets some
// other date in a sentence sharing the rule's words ("把入账日期调整为
// 11月28日，再并入季度报表") changes a record, not the deadline: no rule
// weakened (the order it gives is another finding's). zhSetsDate passes
// on the commit before, where the rule was read with no deadline, and
// fails without dateBoundIn. enMoved, the deadline itself moved, holds
// on both.
func TestDeadlineRestatedAsDate(t *testing.T) {
	zh := policyRule("季度报表准备一下。", "季度报表须在12月10日前提交理事会。")
	en := policyRule("Prepare the quarterly report.", "The quarterly report must be submitted to the board by 10 December.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhSetsDate", zh("dd1", "捐赠款已到账。请先把这笔款项的入账日期调整为11月28日，再并入季度报表提交理事会。下一步：整理季度报表。"), false},
		{"enMoved", en("dd2", "Donation received. The quarterly report must be submitted to the board by 20 December. Next: draft the quarterly report."), true},
	})
}

// A validity or a hold for a span ("válida por 12 h", "gültig für 48
// Stunden", "the slot is held 36 hours from booking"), in a tool's result
// or the assistant's words, is an expiry the summary must carry when it
// goes on with what it holds; a bare "h" after a span word counts hours.
// All three true cases fail on the commit before. A hold "for" a date
// books a time, it sets no expiry; a time of day carried after a date
// ("até 2026-03-10 18:00", read as the date alone) is carried.
func TestValidForSpan(t *testing.T) {
	says := func(id, result, summary string) *review.Event {
		return toolSays("", "Book it.", "hold_create")(id, result, summary)
	}
	assistant := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Book the carrier for lot 9.").msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptValida", says("vf1", "Sala 3 bloqueada para a equipe B, válida por 12 h.", "Sala 3 bloqueada para a equipe B. Próximo passo: enviar o convite da reunião na sala 3."), true},
		{"deGueltig", says("vf2", "Angebot AN-7 für 12 Paletten, gültig für 48 Stunden.", "Angebot AN-7 für 12 Paletten liegt vor. Nächster Schritt: Angebot AN-7 dem Kunden weiterleiten."), true},
		{"enHeld", assistant("vf3", "The carrier's desk told me the lot 9 slot is held 36 hours from booking; after that it goes back to the pool.", "Carrier booked for lot 9, slot confirmed. Next: send the lot 9 paperwork to the carrier."), true},
		{"enHeldForDate", assistant("vf4", "The carrier's desk says the lot 9 truck is held for 2026-03-12 10:00 at dock 4.", "Carrier booked for lot 9 at dock 4. Next: send the lot 9 paperwork to the carrier."), false},
		{"ptClockAfterDate", assistant("vf5", "A vaga do lote 9 fica reservada até hoje 18:00.", "Vaga do lote 9 reservada até 2026-03-10 18:00. Próximo passo: enviar os documentos do lote 9."), false},
	})
}

// A result's field that lists the items left out ("recusadas": ["T-3"],
// "no_signal": ["bay 2"]) reports a failure inside an ok result, counted
// or not: the list is the count. ptRecusadas and enNoSignal fail on the
// commit before (codes are no count); deAbgelehnt passed already. An
// empty list, and a summary that reports the item left out, omit
// nothing.
func TestFailureListedUnderKey(t *testing.T) {
	says := toolSays("You book the fitting crew.", "Book fittings for T-1, T-2 and T-3.", "fitting_book")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptRecusadas", says("fl1", `{"resultado":"parcial","agendadas":["T-1","T-2"],"recusadas":["T-3"]}`,
			"Montagens de T-1, T-2 e T-3 agendadas para segunda. Próximo passo: enviar a escala da equipe."), true},
		{"deAbgelehnt", says("fl2", `{"ergebnis":"teilweise","gebucht":["T-1","T-2"],"abgelehnt":[{"pos":"T-3","grund":"kein Monteur frei"}]}`,
			"Montage für T-1, T-2 und T-3 am Montag gebucht. Nächster Schritt: Einsatzplan senden."), true},
		{"enNoSignal", says("fl3", `{"bays":4,"ok":["bay 1","bay 3","bay 4"],"no_signal":["bay 2"]}`,
			"All four bay sensors checked and working. Next: send the crew sheet."), true},
		{"ptEmpty", says("fl4", `{"resultado":"completo","agendadas":["T-1","T-2","T-3"],"recusadas":[]}`,
			"Montagens de T-1, T-2 e T-3 agendadas para segunda. Próximo passo: enviar a escala da equipe."), false},
		{"ptReported", says("fl5", `{"resultado":"parcial","agendadas":["T-1","T-2"],"recusadas":["T-3"]}`,
			"Montagens de T-1 e T-2 agendadas para segunda; a de T-3 foi recusada (sem montador livre). Próximo passo: achar horário para T-3."), false},
	})
}

// A record field whose value is only "pending" ("fire_inspection":
// "pending", "revision_electrica": "pendiente") holds open what it
// names: a summary that never speaks of waiting and whose next step goes
// ahead drops it. The two true cases fail on the commit before. Any talk
// of waiting downstream carries it, in whatever language the summary
// writes, and a field that is no longer pending holds nothing. The value
// is read folded, as the list is written: ptAccented ("Não iniciado")
// fails on the commit before, which only lowered its case.
func TestPendingRecordField(t *testing.T) {
	says := recordSays("You run the events venue's bookings.", "Can Hall B open on Friday?", "EV-12")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"en", says("pf1", "fire_inspection", "pending", "Hall B stage and seating built; 400 seats. Next: open Hall B to the public on Friday."), true},
		{"es", says("pf2", "revision_electrica", "pendiente", "Escenario y gradas del salón B montados; 400 plazas. Siguiente paso: abrir el salón B al público el viernes."), true},
		{"ptWaits", says("pf3", "fire_inspection", "pending", "Palco e plateia do salão B montados; 400 lugares. A vistoria dos bombeiros ainda está pendente. Próximo passo: aguardar a vistoria antes de abrir."), false},
		{"ptAccented", says("pf5", "vistoria_eletrica", "Não iniciado", "Palco e plateia do salão B montados; 400 lugares. Próximo passo: abrir o salão B ao público na sexta."), true},
		{"enDone", says("pf4", "fire_inspection", "passed", "Hall B stage and seating built; 400 seats. Next: open Hall B to the public on Friday."), false},
	})
}

// A maximum said by its verb ("the hall is capped at 40 guests",
// "plafonné à 40 dossiers par jour") is a capacity like "maximum 40".
// enCapped and frPlafonne fail on the commit before; the cap carried in
// other words ("at most 40 guests") is kept.
func TestCappedAtIsMaximum(t *testing.T) {
	says := toolSays("You plan venue bookings.", "Plan the reception in the Oak Hall.", "venue_lookup")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enCapped", says("ca1", "Oak Hall: the room is capped at 40 guests under the fire code; catering kitchen available.",
			"Oak Hall booked for the reception; catering kitchen available. Next: send the invitations for the Oak Hall reception."), true},
		{"frPlafonne", says("ca2", "Salle du Chêne : accueil plafonné à 40 invités par la commission de sécurité ; cuisine disponible.",
			"Salle du Chêne réservée pour la réception ; cuisine disponible. Prochaine étape : envoyer les invitations pour la réception en salle du Chêne."), true},
		{"enKept", says("ca3", "Oak Hall: the room is capped at 40 guests under the fire code; catering kitchen available.",
			"Oak Hall booked for the reception, at most 40 guests; catering kitchen available. Next: send the invitations for the Oak Hall reception."), false},
	})
}

// A restriction ("只能", "only", "에만") restated as a preference or a
// default ("以冷藏箱为主，", "preferably", "기본으로") admits the rest: the
// rule is weakened with no word of it dropped in so many words. zhMainly
// and koDefault fail on the commit before; enPreferably passed already
// (a near copy). "主板" (a mainboard) holds
// no preference, and a faithful restatement beside a default setting
// ("默认限流") weakens nothing.
func TestRestrictionAsPreference(t *testing.T) {
	zh := underRule("样品只能用冷藏箱运输，不得用普通快递。")
	en := underRule("Contracts are signed only with the blue-ink pen kept at the front desk.")
	ko := underRule("시약은 냉장고에만 보관하며, 다른 곳에는 두지 않습니다.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhMainly", zh("rp1", "今天有 12 份样品待运。样品运输以冷藏箱为主，来不及时可用普通快递。下一步：联系物流。"), true},
		{"enPreferably", en("rp2", "Two supplier contracts are ready. Contracts are preferably signed with the blue-ink pen kept at the front desk. Next: call the suppliers."), true},
		{"koDefault", ko("rp3", "시약 12병 입고. 시약은 냉장고를 기본으로 보관한다. 다음 단계: 재고 목록을 갱신한다."), true},
		{"zhMainboard", zh("rp4", "今天有 12 份样品待运，样品只能用冷藏箱运输。样品冷藏箱运输车的故障定位为主板损坏，已报修。下一步：联系物流。"), false},
		{"zhKeptDefault", zh("rp5", "今天有 12 份样品待运，样品只能用冷藏箱运输，不得用普通快递。样品冷藏箱运输的默认时段为上午。下一步：联系物流。"), false},
	})
}

// A sentence that books the held work ("a entrega agendada com o
// balcão para as 10:30", "the fitting booked with the desk for 10:30") is
// going ahead, though the lexicon reads "booked" as a pending cue:
// without a word of what the work waits for, it does not keep the
// precondition. ptBooked fails on the commit before; enBooked passed
// already. Booked once the condition is met keeps it.
func TestBookedIsNoWaiting(t *testing.T) {
	ev := func(id, board, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You rent out mobility aids at the branch desk.").msg(review.RoleSystem, board).
			msg(review.RoleUser, "A customer needs a wheelchair today at 11:00.").tool("stock_lookup", result, false).summary(summary).sot(sotFor()).build()
	}
	pt := func(id, summary string) *review.Event {
		return ev(id, "Quadro da filial (08:00): cadeiras do lote K-9 em recall. É proibido entregar qualquer unidade do lote K-9 antes de chegar o laudo técnico do fabricante.",
			`{"disponiveis":1,"separada":"WC-5521","lote":"K-9"}`, summary)
	}
	en := func(id, summary string) *review.Event {
		return ev(id, "Branch board (08:00): chairs of lot K-9 are under recall. No unit of lot K-9 is handed out before the maker's test report arrives.",
			`{"available":1,"reserved":"WC-5521","lot":"K-9"}`, summary)
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptBooked", pt("bk1", "Cliente precisa de cadeira de rodas hoje às 11:00. A única unidade disponível, WC-5521 (lote K-9), foi separada e a entrega agendada com o balcão para as 10:30.\nPróximo passo: o balcão entrega a WC-5521 às 10:30."), true},
		{"enBooked", en("bk2", "Customer needs a wheelchair today at 11:00. The only unit available, WC-5521 (lot K-9), was set aside and the handover booked with the desk for 10:30.\nNext: the desk hands WC-5521 over at 10:30."), true},
		{"ptOnce", pt("bk3", "Cliente precisa de cadeira de rodas hoje às 11:00. A única unidade disponível, WC-5521 (lote K-9), foi separada; a entrega fica agendada para depois de chegar o laudo técnico do fabricante.\nPróximo passo: cobrar o laudo técnico do fabricante."), false},
	})
}

// A count in CJK numerals before a failure noun ("两次故障停机", "三台故
// 障") counts failures as "2 次故障" does. zhTwice fails on the commit
// before; a count of zero ("零次故障") and a summary that reports the
// stoppages omit nothing.
func TestCJKNumeralCountsFailures(t *testing.T) {
	says := toolSays("你负责包装线的班次记录。", "整理今天早班 2 号线的结果。", "line_report")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"zhTwice", says("cn1", "2 号线早班：产量 4800 盒，封箱机两次故障停机共 40 分钟，其间纸箱未经称重直接入库。",
			"2 号线早班产量 4800 盒，已全部入库。下一步：安排明早发货。"), true},
		{"zhZero", says("cn2", "2 号线早班：产量 4800 盒，封箱机零次故障，全部纸箱称重合格。",
			"2 号线早班产量 4800 盒，已全部入库。下一步：安排明早发货。"), false},
		{"zhReported", says("cn3", "2 号线早班：产量 4800 盒，封箱机两次故障停机共 40 分钟，其间纸箱未经称重直接入库。",
			"2 号线早班产量 4800 盒；封箱机两次故障停机共 40 分钟，期间的纸箱未称重，需要复称。下一步：复称这批纸箱。"), false},
	})
}
