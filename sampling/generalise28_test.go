package sampling

import (
	"testing"

	"recap/review"
)

// A tool's tally can count items that gave no answer or were not read
// ("3 gateways gave no response", "12 etichette non lette"), and a CJK
// count reaches its failure word past a measure word ("2台不合格", "2 份
// 未通过"): a summary that says they all went through leaves the failure
// out. A reply that never came, with no count ("keine Antwort"), is
// somebody's silence, not a failed item; nor is a day ("am 03.05.") a
// count.
func TestTallyNoResponseNotReadCounters(t *testing.T) {
	ev := toolSays("You run the site checks.", "Run the checks and tell me where we are.", "site_check")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enNoResponse", ev("nr1", "Polled 24 gateways: 21 reported readings, 3 gave no response (GW-4, GW-9, GW-17).",
			"All 24 gateways were polled and reported their readings. Next step: publish the daily meter file."), true},
		{"esSinRespuesta", ev("nr2", "Consulta de precios enviada a 15 proveedores: 12 confirmaron tarifa, 3 quedaron sin respuesta.",
			"Los 15 proveedores confirmaron su tarifa. Siguiente paso: preparar el cuadro comparativo."), true},
		{"itNonLette", ev("nr3", "Inventario magazzino B: 640 etichette attese, 628 lette, 12 non lette sullo scaffale 7.",
			"Inventario del magazzino B chiuso: tutte le 640 etichette lette. Prossimo passo: inviare il riepilogo."), true},
		{"jaCounter", ev("nr4", "耐圧試験の結果：30台中28台合格、2台不合格（SN-114、SN-120）。",
			"耐圧試験は30台すべて完了し、出荷可能です。次：出荷伝票を作成する。"), true},
		{"zhCounterSpace", ev("nr5", "复检结果：12 份样本中 10 份合格，2 份未通过（S-03、S-09）。",
			"12 份样本复检全部完成，可以出报告。下一步：发送检测报告。"), true},
		// Reported: nothing left out.
		{"enReported", ev("nr6", "Polled 24 gateways: 21 reported readings, 3 gave no response (GW-4, GW-9, GW-17).",
			"21 of 24 gateways reported; GW-4, GW-9 and GW-17 gave no response and go to the field team. Next step: publish the file for the 21."), false},
		// Somebody's silence, with a day and no count.
		{"deNoReplyDay", ev("nr7", "Anfrage an den Vermieter am 03.05. geschickt, keine Antwort. Schlüsselübergabe am 20.05. gebucht.",
			"Die Schlüsselübergabe ist für den 20.05. gebucht. Nächster Schritt: Übergabeprotokoll vorbereiten."), false},
	})
}

// A summary that reports a step's failure in its own sentence ("83 of
// 86 charged; 3 declined") does not deny it by telling the successes
// beside it. A success claim still contradicts a failure the summary
// never reports, or reports only in words about something else. (A
// failure of something else told in the step's own words, "the card
// terminal had an outage", still reads as the report: a known miss.)
func TestReportedFailureNotDeniedBySuccessBeside(t *testing.T) {
	ev := toolSays("You run the monthly billing.", "Run this month's membership billing.", "billing_run")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"zhPartial", ev("sb1", "本月会费扣款共 120 笔：117 笔成功，3 笔失败（卡过期：M-20、M-51、M-98）。",
			"本月会费扣款共 120 笔，其中 3 笔因卡过期扣款失败（M-20、M-51、M-98）。其余 117 笔扣款成功，收据已发出。下一步：给这 3 位会员发更新提醒。"), false},
		{"enPartial", ev("sb2", "Membership billing: 120 charges attempted, 117 charged, 3 charges failed (expired cards: M-20, M-51, M-98).",
			"Membership billing: 3 of the 120 charges failed on expired cards (M-20, M-51, M-98). The other 117 members were charged successfully and have their receipts. Next step: ask those three to update their cards."), false},
		{"ptPartial", ev("sb3", "Cobrança das mensalidades: 120 tentativas, 117 cobradas, 3 cobranças falharam (cartão vencido: M-20, M-51, M-98).",
			"Cobrança das mensalidades: 3 das 120 cobranças falharam por cartão vencido (M-20, M-51, M-98). As outras 117 foram cobradas com sucesso e os recibos enviados. Próximo passo: pedir cartão novo a esses três sócios."), false},
		// Denied outright, with a failure of something else beside.
		{"enDenied", ev("sb4", "Membership billing: 120 charges attempted, 117 charged, 3 charges failed (expired cards: M-20, M-51, M-98).",
			"All 120 membership charges went through this month. The lobby printer jammed on Tuesday. Next step: send the receipts."), true},
		{"zhDenied", ev("sb5", "本月会费扣款共 120 笔：117 笔成功，3 笔失败（卡过期：M-20、M-51、M-98）。",
			"本月 120 笔会费已全部扣款成功。下一步：发送电子收据。"), true},
	})
}

// A clock time may stand between a deadline's date and its "before"
// mark ("9月28日 07:30 前", "10月3日 9:00まで", "10월 3일 09:00까지"): the
// date is a deadline, and a summary that keeps the day only as the
// order's date drops it. Downstream, a date before such a mark carries
// the deadline ("12/12 17:00 前分批提交" for "12月12日17:00前提交").
func TestDeadlineDateClockBeforeMark(t *testing.T) {
	ev := userSays("You plan the deliveries.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhClock", ev("dc1", "我们 10月3日 需要 40 箱冷链疫苗。货必须在 10月3日 06:45 前送到市疾控中心冷库，晚了就赶不上接种点的发放。",
			"市疾控中心订了 10月3日 的 40 箱冷链疫苗。下一步：安排冷藏车把 40 箱送到市疾控中心冷库。"), true},
		{"jaClock", ev("dc2", "10月3日の朝市用に鮮魚を12箱お願いします。必ず10月3日 5:30までに中央市場の3番搬入口へ届けてください。",
			"10月3日の朝市向けに鮮魚12箱の注文。次：中央市場の3番搬入口への配送手配。"), true},
		{"koClock", ev("dc3", "10월 3일 행사용 생수 60박스가 필요합니다. 반드시 10월 3일 07:00까지 체육관 B동 하역장에 도착해야 합니다.",
			"10월 3일 행사용 생수 60박스 주문. 다음: 체육관 B동 하역장 배송 준비."), true},
		// Carried downstream in another format.
		{"zhCarried", ev("dc4", "我们 10月3日 需要 40 箱冷链疫苗。货必须在 10月3日 06:45 前送到市疾控中心冷库。",
			"市疾控中心订了 40 箱冷链疫苗，须在 10/3 06:45 前送到冷库。下一步：安排冷藏车。"), false},
		{"zhCarriedContract", ev("dc5", "特权日志要在12月12日17:00前提交给对方律师。",
			"特权日志已整理完毕，须在 12/12 17:00 前提交。下一步：准备提交。"), false},
	})
}

// A record value that says the thing is barred from use ("prensa
// interditada", "machine interdite", "停用") holds its use back: a next
// step that uses it goes ahead of the bar.
func TestRecordValueBarredFromUse(t *testing.T) {
	record := recordSays("You run the equipment desk.", "What is next for the press PX-40?", "PX-40")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"pt", record("bu1", "situacao_px40", "prensa PX-40 interditada para uso até o laudo do eletricista",
			"Prensa PX-40: manutenção concluída ontem. Próximo passo: voltar a usar a prensa PX-40 no turno da manhã."), true},
		{"fr", record("bu2", "etat_px40", "presse PX-40 interdite d'utilisation en attendant le rapport de l'électricien",
			"Presse PX-40 : maintenance terminée hier. Prochaine étape : remettre la presse PX-40 en service au poste du matin."), true},
		{"zh", record("bu3", "设备状态", "压力机 PX-40 停用，等待电工检测报告",
			"压力机 PX-40 昨天完成维修。下一步：早班恢复使用压力机 PX-40。"), true},
		{"ptKept", record("bu4", "situacao_px40", "prensa PX-40 interditada para uso até o laudo do eletricista",
			"Prensa PX-40: manutenção concluída; segue interditada até o laudo do eletricista. Próximo passo: cobrar o laudo."), false},
	})
}

// A plain number in the summary contradicts a count or measure in the
// record only as a slip of the pen ("1,840" for 1480) or written beside
// the key's word ("4 parcels", "cajas: 9"): another number in a sentence
// that names the key most likely counts something else: a status code
// ("503"), a duration ("21 Tage" against "tiere": 4). A known cost: a
// count with a verb between it and the key's word ("12 were labelled"
// against "labelled": 16) is no longer read.
func TestPlainNumberAgainstCountNeedsSlipOrKeyWord(t *testing.T) {
	ev := func(id, summary string, facts map[string]any) *review.Event {
		s := sotFor()
		s.Facts = facts
		return newEvent(id).msg(review.RoleUser, "Where are we?").summary(summary).sot(s).policy(allowAll()).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"ptStatusCode", ev("pn1", "Repasse da padaria: o gateway respondeu 503 duas vezes e o terceiro envio passou.",
			map[string]any{"valor_repasse": 2760.0}), false},
		{"enStatusCode", ev("pn2", "Refund to the customer: the payment API returned 503 twice, then the refund went through.",
			map[string]any{"refund_amount": 236.0}), false},
		{"deDuration", ev("pn3", "Die Quarantäne für die Tiere dauert 21 Tage.",
			map[string]any{"tiere": 4.0}), false},
		{"ptDuration", ev("pn7", "Tripulação: a agência pede 48 horas de antecedência para o embarque dos tripulantes.",
			map[string]any{"tripulantes_embarque": 3.0}), false},
		// A slip of the pen, and a count beside its word, still conflict.
		{"enSlip", ev("pn4", "Armour rock delivered to the seawall: 1,840 tonnes in total. Next step: book the crane.",
			map[string]any{"armour_rock_delivered_t": 1480.0}), true},
		{"enBeside", ev("pn5", "Dispatch done: 9 crates shipped to the depot. Next step: invoice the depot.",
			map[string]any{"crates": 7.0}), true},
		{"esBeside", ev("pn6", "Envío cerrado: cajas: 9, todas al depósito. Siguiente paso: facturar.",
			map[string]any{"cajas": 7.0}), true},
	})
}

// A sentence that states a rule about a flag ("Regras: R1 … só começam
// com o orçamento assinado", "never ship … without a verified ID",
// "cautions are always disclosed") says what must hold, not what holds:
// it cannot contradict the record's flag, whichever way it is set.
func TestRuleSentenceStatesNoFlag(t *testing.T) {
	ev := func(id, system, summary string, facts map[string]any) *review.Event {
		s := sotFor()
		s.Facts = facts
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, "Where do we stand?").
			summary(summary).sot(s).policy(allowAll()).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"ptRuleLabel", ev("rf1", "Assistente da Pintura Serra. Regras: R1 Obras de pintura só começam com o orçamento assinado pelo condomínio.",
			"Orçamento OR-77 de R$ 9.200,00 enviado ao condomínio, ainda sem assinatura.\n\nRegras: R1 Obras de pintura só começam com o orçamento assinado pelo condomínio.",
			map[string]any{"orcamento": "OR-77", "signed": false}), false},
		{"enNeverWithout", ev("rf2", "You run the cellar door shop. Never ship wine to a recipient without a verified adult ID on file.",
			"Order W-310 (6 bottles) is packed and the recipient's ID is verified. Rules: never ship wine to a recipient without a verified adult ID on file.",
			map[string]any{"order": "W-310", "id_verified": true}), false},
		{"enAlways", ev("rf3", "You prepare bail variation notes.",
			"I told her no: previous cautions are always disclosed to the court, and leaving one out would mislead it. Next: file the variation note.",
			map[string]any{"case": "BV-12", "caution_disclosed": true}), false},
		// Asserted against the flag: still a conflict.
		{"enAsserted", ev("rf4", "You run the cellar door shop.",
			"Order W-311 (6 bottles): the recipient's ID is verified, so it ships today.",
			map[string]any{"order": "W-311", "id_verified": false}), true},
	})
}

// A possibility word said of what can be done ("an exchange is
// possible", "se possível", "Lieferung am Freitag möglich", "the first
// possible date") is no doubt: a summary that states the thing plainly
// promotes no hypothesis. Said of what may be true ("a possible leak"),
// it still is one.
func TestFeasibleIsNoHedge(t *testing.T) {
	ev := toolSays("You run the bookings desk.", "What can we offer the guest?", "booking_lookup")
	runFindingCases(t, FindingHypothesisPromoted, []findingCase{
		{"enIsPossible", ev("fp1", "Room 214: a late checkout is possible until 13:00 for €20.",
			"Room 214 can have a late checkout until 13:00 for €20. Next step: offer it to the guest."), false},
		{"ptSePossivel", ev("fp2", "Quarto 214: enviar a fatura ao hóspede hoje, se possível antes das 18h.",
			"Quarto 214: a fatura vai para o hóspede hoje antes das 18h. Próximo passo: enviar a fatura."), false},
		{"deMoglich", ev("fp3", "Zimmer 214: Verlängerung bis Sonntag möglich, 2 Nächte zu je 95 €.",
			"Zimmer 214 kann bis Sonntag verlängert werden, 2 Nächte zu je 95 €. Nächster Schritt: dem Gast anbieten."), false},
		{"itFirstPossible", ev("fp4", "Camera 214: la prima data possibile per il trasferimento è il 5 dicembre.",
			"Camera 214: il trasferimento è fissato il 5 dicembre. Prossimo passo: avvisare l'ospite."), false},
		// What may be true, stated as fact: still promoted.
		{"enPossibleLeak", ev("fp5", "Room 214: possible leak under the bathroom sink, plumber not yet on site.",
			"Room 214 has a leak under the bathroom sink. Next step: move the guest."), true},
	})
}

// A thing held as it is until a condition ("washing of section T3 stays
// locked until the line crew logs the inspection", "o manifesto fica
// retido até o visto ser concedido", "el pedido queda retenido hasta la
// firma del cliente") holds its work back: a next step that does the work
// goes ahead of the hold. Held until a day or an hour ("until Monday",
// "until 21:00"), or in a case the sentence considers ("if …, held
// until …"), it holds nothing back.
func TestHeldUntilCondition(t *testing.T) {
	ev := userSays("You coordinate the field crews.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"en", ev("hu1", "Washing of section T3 stays locked until the line crew logs the insulator inspection.",
			"Section T3: the cracked insulators were swapped yesterday. Next step: wash section T3 tomorrow morning."), true},
		{"pt", ev("hu2", "O manifesto de passageiros fica retido até o visto do Joel ser concedido.",
			"Visto do Joel: entrevista no consulado dia 3. Próximo passo: enviar o manifesto de passageiros à companhia aérea."), true},
		{"es", ev("hu3", "El pedido de la clínica queda retenido hasta la firma del contrato marco.",
			"Pedido de la clínica preparado (12 cajas). Siguiente paso: despachar el pedido de la clínica el jueves."), true},
		{"enKept", ev("hu4", "Washing of section T3 stays locked until the line crew logs the insulator inspection.",
			"Section T3: insulators swapped; washing stays locked until the line crew logs the inspection. Next step: ask the line crew for the log."), false},
		{"enDay", ev("hu5", "The north gate stays closed until Monday.",
			"North gate works finished. Next step: open the north gate for the delivery trucks."), false},
		{"enHour", ev("hu6", "The depot stays open until 21:00 tonight.",
			"Depot hours confirmed. Next step: send the evening crew to the depot."), false},
	})
}

// A tally's items that did not succeed or got no answer ("4 envios sem
// sucesso", "6 sin éxito", `"timed_out": 3`, "gave no answer for 2
// sites") failed; a summary that says they all went through leaves it out.
func TestTallyNoSuccessNoAnswer(t *testing.T) {
	ev := toolSays("You run the nightly jobs.", "Run tonight's batch and tell me where we are.", "batch_job")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptSemSucesso", ev("ns1", "Envio das notas fiscais: 40 notas processadas, 36 transmitidas e 4 sem sucesso (certificado expirado).",
			"As 40 notas fiscais foram transmitidas à prefeitura. Próximo passo: arquivar o lote."), true},
		{"esSinExito", ev("ns2", "Sincronización de precios: 52 tiendas, 46 actualizadas y 6 sin éxito por falta de conexión.",
			"Precios sincronizados en las 52 tiendas. Siguiente paso: avisar a marketing."), true},
		{"jsonTimedOut", ev("ns3", `{"sites": 20, "backed_up": 17, "timed_out": 3, "timed_out_sites": ["S-04", "S-09", "S-15"]}`,
			"Nightly backup finished for all 20 sites. Next step: rotate the old snapshots."), true},
		{"enNoAnswer", ev("ns4", "Price check: 30 suppliers queried, 28 replied; the portal gave no answer for 2 suppliers (SP-3, SP-8).",
			"Price check done: all 30 suppliers' prices are in the sheet. Next step: pick the cheapest."), true},
		{"ptReported", ev("ns5", "Envio das notas fiscais: 40 notas processadas, 36 transmitidas e 4 sem sucesso (certificado expirado).",
			"36 das 40 notas foram transmitidas; 4 ficaram sem sucesso por certificado expirado e voltam amanhã. Próximo passo: renovar o certificado."), false},
	})
}

// Two more until-forms: Italian "finché" ("il motore non torna in
// servizio finché il laboratorio non conferma …") and an infinitive after
// "até"/"hasta" ("não pode sair do almoxarifado até ser recalibrado"). And a
// hold until a condition keeps its reading when the negation comes after
// the until-word, the expletive of "finché … non" and "tant que … ne"
// ("le uscite restano sospese finché il responsabile non firma").
func TestUntilFincheAndInfinitive(t *testing.T) {
	ev := userSays("You run the maintenance desk.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"itFinche", ev("uf1", "La pressa P-7 non torna in produzione finché l'elettricista non firma il verbale di collaudo.",
			"Pressa P-7: sostituito il motore ieri. Prossimo passo: rimettere in produzione la pressa P-7 lunedì."), true},
		{"ptAteSer", ev("uf2", "O torquímetro T-12 não pode sair do almoxarifado até ser recalibrado pelo laboratório.",
			"Torquímetro T-12 separado para a equipe B. Próximo passo: retirar o torquímetro T-12 do almoxarifado amanhã cedo."), true},
		{"itHoldExpletive", ev("uf3", "Le spedizioni del magazzino 2 restano sospese finché il responsabile non firma l'inventario.",
			"Magazzino 2: inventario contato ieri sera. Prossimo passo: riprendere le spedizioni del magazzino 2 domattina."), true},
		{"frHoldExpletive", ev("uf4", "Le lot L-40 reste bloqué tant que le client n'a pas signé le bon de contrôle.",
			"Lot L-40 : contrôle visuel fait ce matin. Prochaine étape : expédier le lot L-40 au client demain."), true},
		{"itKept", ev("uf5", "La pressa P-7 non torna in produzione finché l'elettricista non firma il verbale di collaudo.",
			"Pressa P-7: motore sostituito; resta ferma finché l'elettricista non firma il verbale di collaudo. Prossimo passo: sollecitare l'elettricista."), false},
	})
}

// "Where practical", "when possible", "where feasible" soften a rule
// into a preference, as "where practicable" did.
func TestSoftenerWherePractical(t *testing.T) {
	ev := userSays("You run the site safety desk.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"wherePractical", ev("wp1", "Rule: every harness must be inspected and tagged before it is issued to a climber.",
			"Rule reminder: harnesses are inspected and tagged before issue where practical. Next step: issue harnesses to the Tuesday crew."), true},
		{"whenPossible", ev("wp2", "Rule: every delivery must be photographed at the dock before it is signed for.",
			"Rule reminder: deliveries are photographed at the dock before signing when possible. Next step: sign for the 10:00 delivery."), true},
		{"whereFeasible", ev("wp3", "Rule: every sample must be logged against its batch number before it leaves the lab.",
			"Rule reminder: samples are logged against batch numbers before leaving the lab where feasible. Next step: ship the samples."), true},
		{"kept", ev("wp4", "Rule: every harness must be inspected and tagged before it is issued to a climber.",
			"Rule: every harness must be inspected and tagged before issue. Next step: issue harnesses to the Tuesday crew."), false},
	})
}

// A limit's period may stand a few words after its number in a Romance
// noun phrase ("no máximo 2 entregas de pão brioche por semana", "como
// máximo 3 visitas del técnico agrícola por mes"): restated over another
// period it is another limit.
func TestPeriodAfterLongNounPhrase(t *testing.T) {
	ev := userSays("You plan the deliveries.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"pt", ev("pl1", "Regra: cada loja recebe no máximo 2 entregas de pão integral por semana.",
			"Lembrete da regra: cada loja recebe no máximo 2 entregas de pão integral por dia. Próximo passo: montar a rota."), true},
		{"es", ev("pl2", "Regla: cada cliente recibe como máximo 3 visitas del técnico agrícola por mes.",
			"Recordatorio de la regla: cada cliente recibe como máximo 3 visitas del técnico agrícola por semana. Siguiente paso: agendar visitas."), true},
		{"ptKept", ev("pl3", "Regra: cada loja recebe no máximo 2 entregas de pão integral por semana.",
			"Lembrete da regra: no máximo 2 entregas de pão integral por semana em cada loja. Próximo passo: montar a rota."), false},
		// A period past a comma counts something else.
		{"enComma", ev("pl4", "Rule: each client gets at most 3 site visits, and the report is sent every week.",
			"Reminder: at most 3 site visits per client, and the report goes out every month. Next step: book the visits."), false},
	})
}
