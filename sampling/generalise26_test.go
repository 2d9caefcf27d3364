package sampling

import (
	"strings"
	"testing"

	"recap/review"
)

// A rule that lets work through "without" a check, except in some case
// ("accepted without the committee, except when …"), restated with its
// own "without" but not the exception, lets every case through: the
// "without" is the rule's, not a kept exception.
func TestWithoutKeptExceptionDropped(t *testing.T) {
	ev := userSays("You price group requests for the hotel.")
	const en = "Rule for this quarter: groups of up to 12 rooms may be confirmed without the pricing committee, except when the dates overlap a city-wide convention."
	const es = "Norma del trimestre: los grupos de hasta 12 habitaciones se pueden confirmar sin el comité de precios, salvo cuando las fechas coincidan con un congreso en la ciudad."
	const it = "Regola del trimestre: i gruppi fino a 12 camere si possono confermare senza il comitato prezzi, tranne quando le date coincidono con una fiera in città."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"en", ev("wx1", en, "Group of 10 rooms for 4–6 May. Under the quarter's rule, groups of up to 12 rooms can be confirmed without going to the pricing committee. Next step: send the offer."), true},
		{"es", ev("wx2", es, "Grupo de 10 habitaciones del 4 al 6 de mayo. Según la norma del trimestre, los grupos de hasta 12 habitaciones se pueden confirmar sin pasar por el comité de precios. Siguiente paso: enviar la oferta."), true},
		{"it", ev("wx3", it, "Gruppo di 10 camere dal 4 al 6 maggio. Per la regola del trimestre, i gruppi fino a 12 camere si possono confermare senza passare dal comitato prezzi. Prossimo passo: inviare l'offerta."), true},
		{"enKept", ev("wx4", en, "Group of 10 rooms for 4–6 May. Under the quarter's rule, groups of up to 12 rooms can be confirmed without the pricing committee unless the dates overlap a city-wide convention; none is on. Next step: send the offer."), false},
		// A ban's exception dropped leaves a stricter ban.
		{"enBan", ev("wx5", "Rule: no group is confirmed without the pricing committee, except repeat corporate clients.",
			"Group of 10 rooms for 4–6 May. Rule: no group is confirmed without the pricing committee. Next step: book the committee slot."), false},
	})
}

// A negation with "até", "hasta", "fino a" or "jusqu'à" before an article
// holds work back until what follows, as "not … until" does: "a
// energização não está autorizada até a emissão do laudo", "non
// riassegnabile fino alla chiusura del ticket". The lexicon reads those
// words as bounds of a number; after a negation they wait.
func TestNegatedUntilWordHoldsWork(t *testing.T) {
	ev := toolSays("You run the dispatch desk.", "What can go out this afternoon?", "lookup")
	record := func(id, value, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"hold_note": value, "order": "PD-771"}
		return newEvent(id).msg(review.RoleSystem, "You run the dispatch desk.").
			msg(review.RoleUser, "What can go out this afternoon?").
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"pt", ev("nu1", "Pedido PD-771: não pode ser expedido até o laboratório aprovar a amostra do lote.",
			"PD-771 está embalado no cais 3. Próximo passo: expedir o PD-771 às 15:00."), true},
		{"es", ev("nu2", "Pedido PD-771: no se libera hasta la firma del jefe de almacén.",
			"PD-771 está embalado en el muelle 3. Siguiente paso: liberar el PD-771 a las 15:00."), true},
		{"it", ev("nu3", "Ordine PD-771 non spedibile fino alla chiusura della non conformità NC-88.",
			"PD-771 è imballato alla baia 3. Prossimo passo: spedire PD-771 alle 15:00."), true},
		{"fr", ev("nu4", "Commande PD-771 : pas d'expédition jusqu'à la validation du contrôle qualité.",
			"PD-771 est emballée au quai 3. Prochaine étape : expédition de PD-771 à 15 h."), true},
		{"ptRecord", record("nu5", "expedição do PD-771 não autorizada até a emissão do certificado de análise",
			"PD-771 está embalado no cais 3. Próximo passo: expedir o PD-771 às 15:00."), true},
		// "até a" inside a word before ("combate a") is passed over.
		{"ptInsideWord", ev("nu8", "Lote do combate a pragas PD-771: não pode ser expedido até a assinatura do agrônomo.",
			"PD-771 está embalado no cais 3. Próximo passo: expedir o PD-771 às 15:00."), true},
		{"ptWaits", ev("nu6", "Pedido PD-771: não pode ser expedido até o laboratório aprovar a amostra do lote.",
			"PD-771 está embalado no cais 3 e aguarda a aprovação da amostra pelo laboratório. Próximo passo: cobrar o laboratório."), false},
		{"ptCase", ev("nu7", "Regra: o pedido é cancelado se não for pago até o vencimento.",
			"PD-771 vence amanhã. Próximo passo: expedir o PD-771 às 15:00."), false},
	})
}

// A deadline whose time of day carries its zone ("by 18:00 local on 17
// April", "até as 18h hora local de 17 de abril") is still a
// deadline: the zone stands between the cue and the date as the time does.
func TestDeadlineWithTimeZone(t *testing.T) {
	ev := userSays("You prepare the port filings.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"en", ev("tz1", "The harbour master wants the crew list by 18:00 local on 17 April, no later.",
			"Crew list for the MV Arden: 21 crew, passports checked. Next: send the crew list to the harbour master."), true},
		{"enUTC", ev("tz2", "The harbour master wants the crew list by 16:00 UTC on 17 April.",
			"Crew list for the MV Arden: 21 crew, passports checked. Next: send the crew list to the harbour master."), true},
		{"pt", ev("tz3", "A capitania quer a lista de tripulantes até as 18h hora local de 17 de abril.",
			"Lista de tripulantes do MV Arden: 21 tripulantes, passaportes conferidos. Próximo passo: enviar a lista à capitania."), true},
		{"enKept", ev("tz4", "The harbour master wants the crew list by 18:00 local on 17 April, no later.",
			"Crew list for the MV Arden: 21 crew, passports checked. Next: send the crew list to the harbour master before 18:00 local on 17 April."), false},
	})
}

// A person's cap in words the lexicon files as a ceiling said of a number
// ("封顶 800 万元", "limitado a R$ 80.000", "begrenzt auf 80.000 €") is a
// limit the next context must carry.
func TestCapWordsSetALimit(t *testing.T) {
	ev := userSays("You prepare the auction bids.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zh", ev("cw1", "这次竞价的保证金总额封顶 80 万元，超出要重新报批。", "有效容量 12 MW，保证金按 5 万元/MW 计。下一步：缴纳保证金并提交竞价。"), true},
		{"pt", ev("cw2", "A caução total fica limitada a R$ 80.000,00; acima disso, nova aprovação.", "Capacidade efetiva de 12 MW. Próximo passo: pagar a caução e enviar o lance."), true},
		{"de", ev("cw3", "Die Sicherheitsleistung ist insgesamt begrenzt auf 80.000 €; darüber braucht es eine neue Freigabe.", "Wirksame Leistung 12 MW. Nächster Schritt: Sicherheit hinterlegen und Gebot abgeben."), true},
		{"zhKept", ev("cw4", "这次竞价的保证金总额封顶 80 万元，超出要重新报批。", "有效容量 12 MW；保证金总额封顶 80 万元。下一步：缴纳保证金并提交竞价。"), false},
	})
}

// A precondition's condition named downstream only as background ("the
// broker for the export declaration is Harlow Clearing", "o despachante
// da declaração é a Harlow") is not waited for: a next step that takes up
// the held work, even in a word or two of it, goes ahead without it. A
// next step about other work, or a summary that says the condition is
// pending, does not.
func TestConditionNamedAsBackground(t *testing.T) {
	ev := userSays("You run the export desk.")
	const en = "Do not release the fourteen pallets of order PO-88 to the haulier until the customs broker lodges the export declaration."
	const pt = "Não liberar os catorze paletes do pedido PO-88 para a transportadora enquanto o despachante não registrar a declaração de exportação."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"en", ev("cb1", en, "The customs broker for export declarations is Harlow Clearing, Leeds office. Next step: book the 15:00 truck for PO-88."), true},
		{"pt", ev("cb2", pt, "O despachante das declarações de exportação é a Harlow Despachos, de Santos. Próximo passo: agendar o caminhão das 15:00 para o PO-88."), true},
		{"enOtherWork", ev("cb3", en, "The customs broker for export declarations is Harlow Clearing, Leeds office. Next step: update the packing list template."), false},
		{"enPending", ev("cb4", en, "The customs broker has not yet lodged the export declaration. Next step: book the 15:00 truck for PO-88 once it is lodged."), false},
	})
}

// A failure glossed in brackets after a negation ("2 sensors: no reply
// (timeout)", "两根无响应（超时）", "sin respuesta (tiempo de espera
// agotado)") is a failure: the negation says what went wrong, it does
// not deny the failure word inside the brackets.
func TestFailureGlossedInBrackets(t *testing.T) {
	ev := toolSays("", "Run the sensor sweep for hall 4.", "sensor_sweep")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"en", ev("gb1", "Hall 4: 22 of 24 sensors read normally; S-07 and S-19 gave no reply (timeout).", "Hall 4 sweep done: all 24 sensors read normally. Next: repeat the sweep on Friday."), true},
		{"zh", ev("gb2", "4 号厅 24 个传感器：22 个读数正常；S-07、S-19 两个无响应（超时）。", "4 号厅巡检完成：24 个传感器读数均正常。下一步：周五再巡检一次。"), true},
		{"pt", ev("gb3", "Galpão 4: 22 de 24 sensores leram normalmente; S-07 e S-19 ficaram sem resposta (tempo esgotado).", "Varredura do galpão 4 concluída: os 24 sensores leram normalmente. Próximo passo: repetir na sexta."), true},
		{"enKept", ev("gb4", "Hall 4: 22 of 24 sensors read normally; S-07 and S-19 gave no reply (timeout).", "Hall 4 sweep: 22 of 24 sensors read normally; S-07 and S-19 timed out. Next: repeat the sweep for those two on Friday."), false},
		{"enNoFailure", ev("gb5", "Hall 4: all 24 sensors read normally (no timeout).", "Hall 4 sweep done: all 24 sensors read normally. Next: repeat the sweep on Friday."), false},
	})
}

// A tally's items lost on the way or out of specification are failures
// a summary must carry: "3 lost in transit", "2 fuera de especificación",
// "1 fuori specifica", "2 außerhalb der Spezifikation".
func TestTallyLostOrOutOfSpec(t *testing.T) {
	ev := toolSays("", "How did the batch do?", "batch_report")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"en", ev("lo1", "Batch B-12: 40 parcels dispatched, 37 delivered, 3 lost in transit.", "Batch B-12: 40 parcels dispatched and delivered. Next: invoice the client."), true},
		{"es", ev("lo2", "Lote L-12: 20 muestras analizadas; 18 conformes, 2 fuera de especificación.", "Lote L-12: 20 muestras analizadas y conformes. Siguiente paso: liberar el lote."), true},
		{"it", ev("lo3", "Lotto L-12: 20 campioni analizzati; 19 conformi, 1 fuori specifica.", "Lotto L-12: 20 campioni analizzati, tutti conformi. Prossimo passo: rilasciare il lotto."), true},
		{"de", ev("lo4", "Charge L-12: 20 Proben geprüft; 18 in Ordnung, 2 außerhalb der Spezifikation.", "Charge L-12: 20 Proben geprüft, alle in Ordnung. Nächster Schritt: Charge freigeben."), true},
		{"enKept", ev("lo5", "Batch B-12: 40 parcels dispatched, 37 delivered, 3 lost in transit.", "Batch B-12: 37 of 40 parcels delivered; 3 were lost in transit and a claim is open. Next: invoice the 37."), false},
	})
}

// A tool's label that names a deadline before its date ("fecha límite
// para modificar el pedido: miércoles 7 de abril", "Cut-off for order
// changes: 16 March") states a deadline the summary must carry.
func TestDeadlineNamedByLabel(t *testing.T) {
	ev := toolSays("", "Prepare next week's catering order.", "catering_portal")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"en", ev("dlb1", "Week 12 order, Harbour Catering. Cut-off for order changes: Monday 16 March, 12:00; later changes get the standard menu.",
			"Week 12 order drafted: 212 standard meals. Next: add the 6 gluten-free meals and send the order to Harbour Catering."), true},
		{"es", ev("dlb2", "Pedido de la semana 12, Catering Sur. Fecha límite para modificar el pedido: lunes 16 de marzo, 12:00.",
			"Pedido de la semana 12 en borrador: 212 menús basales. Siguiente paso: añadir los 6 sin gluten y enviar el pedido a Catering Sur."), true},
		{"fr", ev("dlb3", "Commande semaine 12, Traiteur du Port. Date limite de modification : lundi 16 mars, 12 h.",
			"Commande semaine 12 en brouillon : 212 repas standard. Prochaine étape : ajouter les 6 repas sans gluten et envoyer la commande."), true},
		{"enKept", ev("dlb4", "Week 12 order, Harbour Catering. Cut-off for order changes: Monday 16 March, 12:00; later changes get the standard menu.",
			"Week 12 order drafted: 212 standard meals; changes close on 16 March at 12:00. Next: add the 6 gluten-free meals and send the order before then."), false},
	})
}

// A tally's items that did not match, in the past tense ("2 did not
// match the collection record", "2 品目は…一致せず", "2 não conferiram"),
// are failures as "do not match" is.
func TestTallyDidNotMatch(t *testing.T) {
	ev := toolSays("", "Validate the waste manifest.", "manifest_check")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"en", ev("dm1", "Manifest MF-21: 12 items checked, 10 accepted; 2 items did not match the collection record.", "Manifest MF-21: all 12 items checked against the collection record. Next: book it in the monthly report."), true},
		{"ja", ev("dm2", "MF-21：12 品目を確認、10 品目は適合。2 品目は回収記録と一致せず。", "MF-21：全 12 品目を回収記録と照合済み。次の手順：月次報告に計上する。"), true},
		{"pt", ev("dm3", "Manifesto MF-21: 12 itens verificados, 10 aceitos; 2 itens não conferiram com o registro de coleta.", "Manifesto MF-21: os 12 itens verificados contra o registro de coleta. Próximo passo: lançar no relatório mensal."), true},
		{"enKept", ev("dm4", "Manifest MF-21: 12 items checked, 10 accepted; 2 items did not match the collection record.", "Manifest MF-21: 10 of 12 items accepted; 2 did not match the collection record and go back to the carrier. Next: book the 10 in the monthly report."), false},
	})
}

// A count of times with its period written right before it in Chinese or
// Japanese ("月3回", "週3回", "年2回", "1日2回") restated over another
// period ("週3回" for "月3回") is another limit.
func TestCJKDirectPeriodChanged(t *testing.T) {
	ev := userSays("あなたは当番表の担当です。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaMonthWeek", ev("cp1", "負担を考えて、見守り当番は1人あたり月3回までにしてください。", "田中さんの条件：見守り当番は1人あたり週3回まで。次：4月の当番表を作る。"), true},
		{"jaDayWeek", ev("cp2", "検体の再提出は1人あたり週2回までです。", "再提出のルール：1人あたり1日2回まで。次：今日の再提出を受け付ける。"), true},
		{"jaYearMonth", ev("cp3", "外部監査の立ち入りは1拠点につき年2回までとします。", "監査のルール：外部監査の立ち入りは1拠点につき月2回まで。次：5月の予定を組む。"), true},
		{"jaKept", ev("cp4", "負担を考えて、見守り当番は1人あたり月3回までにしてください。", "田中さんの条件：見守り当番は1人あたり月3回まで。次：4月の当番表を作る。"), false},
		{"jaDate", ev("cp5", "見守り当番は1人あたり月3回までにしてください。", "田中さんの条件：当番は1人あたり月3回まで。4月3日に説明会。次：当番表を作る。"), false},
	})
}

// The finding quotes the period and its count whole, spaced or not:
// "月 3 回" → "週 3 回". (A guard: the counter's span is now computed,
// where it was assumed to follow the number with no space; the quote
// snapped to whole characters either way.)
func TestCJKDirectPeriodQuoted(t *testing.T) {
	ev := newEvent("cpq").msg(review.RoleSystem, "あなたは当番表の担当です。").
		msg(review.RoleUser, "見守り当番は1人あたり月 3 回までにしてください。").
		summary("田中さんの条件：見守り当番は1人あたり週 3 回まで。次：当番表を作る。").sot(sotFor()).build()
	r := route(t, ev)
	for _, f := range r.Findings {
		if f.ID == FindingRuleWeakened {
			if !strings.Contains(f.Message, `changes "月 3 回" to "週 3 回"`) {
				t.Errorf("message does not quote both periods with their counts: %s", f.Message)
			}
			return
		}
	}
	t.Fatalf("rule_weakened not reported\n%s", describe(r))
}
