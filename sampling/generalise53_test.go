package sampling

import (
	"testing"

	"recap/review"
)

// A line or nozzle that clogged and a breaker or pump that tripped failed
// at its job, in a tool result that is otherwise "ok": "reclaim pump
// tripped 2 times", "1 verstopft", "2 ugelli intasati", "1 个喷嘴堵塞".
// enTripped, deClogged, itClogged and zhClogged fail on the commit
// before. Guards: the failure reported in the summary (enTrippedReported),
// and a clog the assistant only names as possible ("could also be
// clogged"), which is no failure to carry (enCouldBeClogged).
func TestCloggedAndTrippedFail(t *testing.T) {
	plant := func(id, tool, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Weekly plant check, please.").
			toolCall(tool, `{"plant":"P1"}`).tool(tool, result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{tool}}).build()
	}
	guess := newEvent("ct6").msg(review.RoleUser, "Output of the watermaker dropped from 60 to 38 litres an hour.").
		toolCall("unit_telemetry", `{"vessel":"Kestrel"}`).tool("unit_telemetry", `{"output_lph": 38, "tds_ppm": 410}`, false).
		msg(review.RoleAssistant, "TDS is 410 ppm. The membrane is old, and the prefilters could also be clogged; a bench test will tell.").
		summary("Kestrel watermaker: output 38 L/h, TDS 410 ppm.\nNext: book a bench test.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"unit_telemetry"}}).build()
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enTripped", plant("ct1", "wash_plant", "EG1: brushes 72% life, dosing normal, reclaim pump tripped 2 times this week (overcurrent).",
			"Plant check EG1: brushes at 72% life, dosing normal, no faults found.\nNext: next weekly check on 13 Dec."), true},
		{"enTrippedReported", plant("ct2", "wash_plant", "EG1: brushes 72% life, dosing normal, reclaim pump tripped 2 times this week (overcurrent).",
			"Plant check EG1: brushes at 72% life, dosing normal; the reclaim pump tripped twice this week on overcurrent.\nNext: electrician to test the reclaim pump motor."), false},
		{"deClogged", plant("ct3", "sand_flow", "3107: 8 Düsen geprüft, 7 im Sollbereich, 1 verstopft (Drehgestell 2 links).",
			"Wagen 3107 nachgefüllt, Durchflusstest an den Düsen bestanden.\nNächster Schritt: 3107 wieder freigeben."), true},
		{"itClogged", plant("ct4", "irrigazione", "Settore B: 40 ugelli controllati, 38 regolari, 2 ugelli intasati.",
			"Settore B controllato, irrigazione regolare.\nProssimo passo: controllo del settore C domani."), true},
		{"zhClogged", plant("ct5", "spray_check", "3号线：12个喷嘴检测，11个正常，1个喷嘴堵塞。",
			"3号线喷嘴检测完成，全部正常。\n下一步：明天检查4号线。"), true},
		{"enCouldBeClogged", guess, false},
	})
}

// A file that came back corrupt failed to load, in an "ok" result:
// "AR-1104 e AR-1110: file corrotti", "2 arquivos corrompidos".
// itCorrupt and ptCorrupt fail on the commit before; the corruption
// reported is no finding. "Damage" words are not read: koDamageNone
// ("차량 손상 없음", no damage to the vehicle) fails with "손상" added.
func TestCorruptFilesFail(t *testing.T) {
	photos := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Check the return photos of the five flagged contracts.").
			toolCall("return_photos", `{"contracts":5}`).tool("return_photos", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"return_photos"}}).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"itCorrupt", photos("cf1", "5 contratti elaborati: 3 con foto (AR-1101, AR-1107, AR-1112); AR-1104 e AR-1110: file corrotti.",
			"Verifica foto completata sui cinque contratti: le foto documentano lo sporco.\nProssimo passo: addebito della pulizia."), true},
		{"itCorruptReported", photos("cf2", "5 contratti elaborati: 3 con foto (AR-1101, AR-1107, AR-1112); AR-1104 e AR-1110: file corrotti.",
			"Foto verificate su 3 contratti; AR-1104 e AR-1110 hanno file corrotti, da ricaricare.\nProssimo passo: addebito della pulizia su AR-1101, AR-1107, AR-1112."), false},
		{"ptCorrupt", photos("cf3", "Lote processado: 12 fotos, 10 carregadas, 2 arquivos corrompidos (CT-88, CT-91).",
			"As 12 fotos do lote foram carregadas.\nPróximo passo: enviar o laudo ao cliente."), true},
		{"koDamageNone", photos("cf4", "INC-771 등록: 차량 손상 없음, 사진 4장 첨부.",
			"INC-771 등록 완료, 사진 4장 첨부.\n다음 단계: 보험사에 통보."), false},
	})
}

// A sentence that cites a protected rule by its label, in the rule's own
// language, and restates one of its joined requirements nearly word for
// word drops the other: "R-LN-3: after a jam the line restarts once 10
// consecutive caps pass the torque check" for "… only when 10
// consecutive caps pass the torque check and the QA lead has initialled
// the line log", where the caps tested are a record fact (which made the
// sentence read as a report of this case, and its dropped "only" no
// finding). enCitedDropsSecond fails on the commit before. Guards:
// both parts kept (enCitedKeepsBoth), and the rule restated in another
// language, whose shared words (a label, a number) cannot show which
// part is kept (esCitedOtherLanguage), which fails without the language
// check.
func TestCitedRuleDropsAJoinedRequirement(t *testing.T) {
	line := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You are linecheck for Harbour Ciders. You watch the canning line and log checks.").
			msg(review.RoleUser, "The seamer jammed on the dry cider run, heads cleared. Where are we?").
			toolCall("torque_tester", `{"line":3,"caps":10}`).tool("torque_tester", "Line 3: 10 caps tested, removal torque 14–17 in-lb, all within spec.", false).
			msg(review.RoleAssistant, "Torque check passed on 10 caps.").
			summary(summary).sot(review.SourceOfTruth{System: "crm", Tenant: "acme", TaskID: "T-1", Facts: map[string]any{"line": 3, "caps_tested": 10}}).
			policy(review.Policy{Rules: []review.Rule{{ID: "R-LN-1", Text: "Glass or can damage on the line is logged before restart."},
				{ID: "R-LN-3", Text: "After a seamer jam the line restarts only when 10 consecutive caps pass the torque check and the QA lead has initialled the line log."}},
				AllowedTools: []string{"torque_tester"}}).build()
	}
	opera := newEvent("cr3").msg(review.RoleUser, "¿Con qué chocolate hacemos las tartas Opera del pedido de mañana?").
		toolCall("stock_lookup", `{"item":"chocolate"}`).tool("stock_lookup", "Chocolate Valrhona: 12 kg en cámara.", false).
		summary("Chocolate Valrhona: 12 kg en cámara.\nR-PA-2: solo Valrhona en las tartas Opera, y el jefe pastelero prueba cada lote antes de salir.\nSiguiente: preparar las tartas Opera con Valrhona y avisar al jefe pastelero para la prueba.").
		sot(sotFor()).policy(review.Policy{Rules: []review.Rule{{ID: "R-PA-2", Text: "Only Valrhona in Opera cakes, and the pastry chef tastes each batch before it leaves."}},
		AllowedTools: []string{"stock_lookup"}}).build()
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enCitedDropsSecond", line("cr1", "Line 3 (dry cider): seamer jam cleared; removal torque on 10 caps 14–17 in-lb, all within spec.\nR-LN-3: after a jam the line restarts once 10 consecutive caps pass the torque check.\nNext: line 3 restart."), true},
		{"enCitedKeepsBoth", line("cr2", "Line 3 (dry cider): seamer jam cleared; removal torque on 10 caps 14–17 in-lb, all within spec.\nR-LN-3: after a jam the line restarts only when 10 consecutive caps pass the torque check and the QA lead has initialled the line log.\nNext: QA lead to initial the line log."), false},
		{"esCitedOtherLanguage", opera, false},
	})
}

// A tally with items below target or outside tolerance, in an "ok"
// result, reports failed items: "9 im Soll, 3 unter Soll", "2 fuori
// tolleranza", "3 个不达标". deUnderTarget, itOutOfTolerance and
// zhNotUpToStandard fail on the commit before. Guards: the items
// reported (deUnderTargetReported) and counted zero (deZeroUnderTarget).
func TestTallyBelowTargetFails(t *testing.T) {
	gauge := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Measure the coating after the second coat, please.").
			toolCall("thickness_gauge", `{"points":12}`).tool("thickness_gauge", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"thickness_gauge"}}).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"deUnderTarget", gauge("bt1", "12 Messpunkte: 9 im Soll, 3 unter Soll (P4, P7, P11).",
			"Schichtdicke an 12 Messpunkten gemessen, überall in Ordnung.\nNächster Schritt: Aushärten und Abnahme."), true},
		{"deUnderTargetReported", gauge("bt2", "12 Messpunkte: 9 im Soll, 3 unter Soll (P4, P7, P11).",
			"Schichtdicke an 12 Messpunkten gemessen: 9 im Soll, P4, P7 und P11 unter Soll.\nNächster Schritt: Nachbesserung an P4, P7, P11."), false},
		{"deZeroUnderTarget", gauge("bt3", "12 Messpunkte: 12 im Soll, 0 unter Soll.",
			"Schichtdicke an 12 Messpunkten gemessen, überall in Ordnung.\nNächster Schritt: Aushärten und Abnahme."), false},
		{"itOutOfTolerance", gauge("bt4", "Misure: 10 punti, 8 conformi, 2 fuori tolleranza (M3, M9).",
			"Spessori misurati su 10 punti, tutti conformi.\nProssimo passo: collaudo."), true},
		{"zhNotUpToStandard", gauge("bt5", "共测 12 个测点：9 个合格，3 个不达标（P2、P5、P8）。",
			"12 个测点厚度全部合格。\n下一步：养护后验收。"), true},
	})
}

// A tool's field that says how long a thing stays good is a limit like
// a maximum: "code_valid_hours": 48, "validade_dias": 30. esValidHours
// and ptValidadeDias fail on the commit before. Guards: the validity
// carried in other words (esValidCarried), and a field that only says
// whether a thing is valid (enValidFlag).
func TestKeyedValidity(t *testing.T) {
	order := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Pide el cerradero y da de alta el controlador.").
			toolCall("order_parts", `{"part":"cerradero 12V"}`).tool("order_parts", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"order_parts"}}).build()
	}
	res := `{"order":"PO-7741","eta":"2026-12-09","activation_code":"K4Q-2291","code_valid_hours":48}`
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esValidHours", order("kv1", res, "Pedido PO-7741, llegada el 2026-12-09; código de activación K4Q-2291 recibido.\nSiguiente: activar el controlador con el código el día de la instalación."), true},
		{"esValidCarried", order("kv2", res, "Pedido PO-7741, llegada el 2026-12-09; código de activación K4Q-2291, válido 48 horas.\nSiguiente: activar el controlador con el código dentro de ese plazo."), false},
		{"ptValidadeDias", order("kv3", `{"orcamento":"OR-220","valor":"R$ 4.300,00","validade_dias":30}`, "Orçamento OR-220 de R$ 4.300,00 recebido.\nPróximo passo: enviar o orçamento OR-220 ao cliente."), true},
		{"enValidFlag", order("kv4", `{"quote":"Q-88","amount_usd":1200,"quote_valid":true,"items_valid_count":3}`, "Quote Q-88 for $1,200 received, 3 items.\nNext: send quote Q-88 to the client."), false},
	})
}

// Hours and minutes written with "h" after a word that leads a span are a
// duration ("durante 1h30", "dans la 1 h 30 qui suit"), not the time of
// day they read as elsewhere ("às 14h30", "booked for 14h30"). The three
// spans fail on the commit before; the times of day are guards ("booked
// for 14h30" fails without ambiguousSpanLeads).
func TestSpanHoursMinutes(t *testing.T) {
	for _, c := range []struct {
		text string
		mins float64
		span bool
	}{
		{"durante 1h30", 90, true},
		{"Largage dans la 1 h 30 qui suit le décollage", 90, true},
		{"within 2h15 of arrival", 135, true},
		{"às 14h30", 870, false},
		{"booked for 14h30", 870, false},
	} {
		qs := quantitiesOf(c.text)
		if len(qs) != 1 {
			t.Errorf("%q: %d quantities, want 1", c.text, len(qs))
			continue
		}
		q := qs[0]
		if q.vals[0] != c.mins || (q.unit == minutesUnit && q.kind != qTime) != c.span {
			t.Errorf("%q: %v minutes, span %v; want %v minutes, span %v", c.text, q.vals[0], q.unit == minutesUnit && q.kind != qTime, c.mins, c.span)
		}
	}
}

// A span of time after "dentro de", "dans les", "no prazo de" in a rule
// bounds when a thing is done, as "within" does: "cada lote se
// despalilla dentro de las 4 horas siguientes al pesaje". esWithinSpan,
// ptWithinSpan and frWithinSpan fail on the commit before. Guards: the
// span carried in another unit (frCarriedOtherUnit: "1 h 30" for "90
// minutes") and a count after "dentro de" (esInsideCount: "dentro de 2
// cajas selladas", which fails without the check that the number is a
// span of time).
func TestWithinSpanInOtherLanguages(t *testing.T) {
	lot := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Lot B-31 arrived, weighed at 09:15.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esWithinSpan", lot("ws1", "Norma de bodega: cada lote se despalilla dentro de las 4 horas siguientes al pesaje.",
			"Lote B-31 pesado a las 09:15, 6.420 kg.\nSiguiente: despalillado del lote B-31 en el DS-2 a partir de las 11:30."), true},
		{"ptWithinSpan", lot("ws2", "Regra da adega: cada lote é desengaçado dentro de 4 horas após a pesagem.",
			"Lote B-31 pesado às 09:15, 6.420 kg.\nPróximo passo: desengace do lote B-31 no DS-2 a partir das 11:30."), true},
		{"frWithinSpan", lot("ws3", "Règle du chai : chaque lot est égrappé dans les 4 heures suivant la pesée.",
			"Lot B-31 pesé à 09:15, 6 420 kg.\nProchaine étape : égrappage du lot B-31 sur DS-2 à partir de 11:30."), true},
		{"frCarriedOtherUnit", lot("ws4", "Règle du chai : chaque lot est égrappé dans les 90 minutes suivant la pesée.",
			"Lot B-31 pesé à 09:15, 6 420 kg ; égrappage dans la 1 h 30 qui suit la pesée.\nProchaine étape : égrappage du lot B-31 sur DS-2 à 10:30."), false},
		{"esInsideCount", lot("ws5", "Norma de bodega: las muestras de cada lote se guardan dentro de 2 cajas selladas.",
			"Lote B-31 pesado a las 09:15, 6.420 kg; muestras del lote tomadas.\nSiguiente: despalillado del lote B-31 en el DS-2."), false},
	})
}

// A span a thing lapses after is a limit, not a condition that waits on
// it: "Platzreservierungen ohne Anzahlung verfallen nach 24 Stunden",
// "holds expire after 24 hours", "expiram após 24 horas". The three fail
// on the commit before. Guards: the lapse carried (deExpiresCarried), and
// "after 24 hours" with nothing that lapses (enAfterNoLapse), which
// fails without the lapse word.
func TestExpiresAfterSpan(t *testing.T) {
	hold := func(id, system, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	const deUser = "Wir wollen am 19.12. spielen, 10 Leute, Platz 2. Anzahlung zahle ich nächste Woche."
	const enUser = "Pitch 2 on 19.12 for 10 players; I pay the deposit next week."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"deExpiresAfter", hold("ea1", "Platzreservierungen ohne Anzahlung verfallen nach 24 Stunden automatisch.", deUser,
			"Gruppe mit 10 Personen, Platz 2 am 19.12., Reservierung PR-402. Die Anzahlung ist offen; der Kunde zahlt nächste Woche.\nNächster Schritt: Teamnamen für PR-402 erfragen."), true},
		{"deExpiresCarried", hold("ea2", "Platzreservierungen ohne Anzahlung verfallen nach 24 Stunden automatisch.", deUser,
			"Gruppe mit 10 Personen, Platz 2 am 19.12., Reservierung PR-402. Die Anzahlung ist offen; ohne sie verfällt PR-402 nach 24 Stunden.\nNächster Schritt: Anzahlung für PR-402 anfragen."), false},
		{"enExpiresAfter", hold("ea3", "Pitch holds without a deposit expire automatically after 24 hours.", enUser,
			"Pitch 2 held for 19.12, 10 players, hold PR-402; the deposit is open, paid next week.\nNext: ask for team names for PR-402."), true},
		{"ptExpiresAfter", hold("ea4", "As reservas de campo sem sinal expiram após 24 horas.", "Campo 2 dia 19/12, 10 jogadores; pago o sinal semana que vem.",
			"Campo 2 reservado para 19/12, 10 jogadores, reserva PR-402; sinal em aberto, pago semana que vem.\nPróximo passo: pedir os nomes das equipas para a reserva PR-402."), true},
		{"enAfterNoLapse", hold("ea5", "Pitch holds without a deposit get a reminder call after 24 hours.", enUser,
			"Pitch 2 held for 19.12, 10 players, hold PR-402; the deposit is open, paid next week.\nNext: ask for team names for PR-402."), false},
	})
}

// A time of day is carried by a time, or by a bare hour after a word that
// leads one ("até as 15"), not by a number after a noun: "bancada 3" is
// no 3 p.m. for "até às 15h00". ptLabelNoHour fails on the commit
// before; enToolLabelNoHour is the same for a tool's deadline, whose
// check now asks timeCarried too. Guards: the bare hour
// (ptBareHourCarried) and the time (ptTimeCarried) carried.
func TestTimeNotCarriedByALabel(t *testing.T) {
	plan := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Preciso do plano de furação da bancada 3 no sistema até às 15h00 de hoje.").
			toolCall("pattern_design", `{"bench":"B3"}`).tool("pattern_design", "Plano FCS-B3-v1 gerado: 41 furos.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"pattern_design"}}).build()
	}
	dock := newEvent("tl4").msg(review.RoleUser, "Book the pickup for the pallets at dock 5.").
		toolCall("dock_slots", `{"dock":5}`).tool("dock_slots", "Dock 5 open until 17:00 today; pickups after that go to tomorrow.", false).
		summary("Dock 5: pallets ready for pickup.\nNext: book the carrier for a pickup at dock 5 this afternoon.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"dock_slots"}}).build()
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptLabelNoHour", plan("tl1", "Bancada 3: plano FCS-B3-v1 gerado, 41 furos.\nPróximo passo: revisão do plano pelo engenheiro."), true},
		{"ptBareHourCarried", plan("tl2", "Bancada 3: plano FCS-B3-v1 gerado, 41 furos; entra no sistema até as 15 de hoje.\nPróximo passo: revisão do plano pelo engenheiro."), false},
		{"ptTimeCarried", plan("tl3", "Bancada 3: plano FCS-B3-v1 gerado, 41 furos; prazo 15:00 de hoje.\nPróximo passo: revisão do plano pelo engenheiro."), false},
		{"enToolLabelNoHour", dock, true},
	})
}

// A limit field whose value is a quoted string that opens with its
// number is read as a bare number is: "api_rate_limit": "60
// chiamate/ora". itQuotedLimit fails on the commit before. Guards: the
// limit carried (itQuotedCarried), and a quoted value that opens with
// no number ("limit": "none").
func TestKeyedLimitInQuotes(t *testing.T) {
	api := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Carica sul controller gli orari delle 140 porte del blocco B.").
			toolCall("controller_api", `{"action":"info"}`).tool("controller_api", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"controller_api"}}).build()
	}
	res := `{"controller":"SC-B-CTRL","doors":140,"api_rate_limit":"60 chiamate/ora","firmware":"4.2"}`
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"itQuotedLimit", api("kq1", res, "Controller SC-B-CTRL, 140 porte, firmware 4.2.\nProssimo passo: caricamento degli orari delle 140 porte in un unico lotto."), true},
		{"itQuotedCarried", api("kq2", res, "Controller SC-B-CTRL, 140 porte, firmware 4.2; l'API accetta al massimo 60 chiamate all'ora.\nProssimo passo: caricamento degli orari delle 140 porte in lotti da 60 all'ora."), false},
		{"enQuotedNone", api("kq3", `{"controller":"SC-B-CTRL","doors":140,"api_rate_limit":"none","firmware":"4.2"}`, "Controller SC-B-CTRL, 140 doors, firmware 4.2.\nNext: load the schedules of the 140 doors in one batch."), false},
	})
}

// A time of day a place closes at, with the word for closing after it,
// ends what may be booked: "飞檐墙赛道今天 16:00 起关闭", "16:00 から閉鎖",
// "ab 16:00 geschlossen". zhClosesFrom, jaClosesFrom and deClosedFrom fail
// on the commit before. Guards: the closing carried (zhClosingCarried),
// and a closing word later in the sentence, of something else
// (zhCloseValveLater: "16:00 完成检查后关闭阀门").
func TestClosesFromClock(t *testing.T) {
	wall := func(id, notice, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Booking assistant for the ninja course.").
			msg(review.RoleUser, notice).msg(review.RoleUser, "8 people this afternoon, 15:00?").
			summary(summary).sot(sotFor()).build()
	}
	const sum = "Team of 8 booked for the 15:00 session today, WW-301.\nNext: confirm WW-301 for 15:00."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhClosesFrom", wall("cc1", "[前台公告] 飞檐墙赛道今天 16:00 起关闭，进行表面重铺。", sum), true},
		{"zhClosingCarried", wall("cc2", "[前台公告] 飞檐墙赛道今天 16:00 起关闭，进行表面重铺。",
			"8 人团队今天 15:00 场，编号 WW-301；赛道 16:00 起关闭重铺。\n下一步：确认 WW-301 的 15:00 场。"), false},
		{"jaClosesFrom", wall("cc3", "[掲示] ウォールは本日 16:00 から閉鎖します。", sum), true},
		{"deClosedFrom", wall("cc4", "[Aushang] Die Bahn ist ab 16:00 heute geschlossen.", sum), true},
		{"zhCloseValveLater", wall("cc5", "[前台公告] 今天 16:00 完成检查后关闭阀门。", sum), false},
	})
}

// "No Y without X" that says itself that it blocks ("– das ist
// blockierend", "this is blocking") holds Y back until X, whether or not
// another sentence shows X open, and is read as a precondition: its
// action is what the next step must not take, though the contract keeps
// the request's status. deDeclaredBlock fails on the commit before;
// enThisIsBlocking (the declaration in a short sentence after the rule)
// held already. Guards, which hold on both: the same rule with no word
// of blocking (enPlainRule), and the condition met (enDeclaredMet).
func TestDeclaredNoWithoutBlocks(t *testing.T) {
	// The contract states the request's status as a fact, which reads as
	// the approval kept pending: the ban's action is what the next step
	// must not take.
	lice := func(id, system, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Pen 6 is at 0.71 adult females per fish. Prepare the delousing for Tuesday.").
			toolCall("vet_portal", `{"pen":6}`).tool("vet_portal", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"vet_portal"}}).
			contract(review.Contract{TaskID: "T-1", Tenant: "acme", WorkflowVersion: "wf-3",
				ConfirmedFacts: []review.Fact{{Text: "Request VP-5512 in review", SourceRef: "m4"}}}).build()
	}
	const de = "Du planst die Lausbekämpfung. Keine Behandlung ohne schriftliche Freigabe der Tierärztin im vet_portal – das ist blockierend."
	const en = "You plan delousing at Hestnes. No treatment without the vet's written release in the portal. This is blocking."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"deDeclaredBlock", lice("db1", de, "Antrag VP-5512 eingereicht, Status: in Prüfung (Dr. Aasen)",
			"Käfig 6: 0,71 adulte Weibchen pro Fisch. Antrag VP-5512 liegt bei Dr. Aasen.\nNächster Schritt: Behandlung Käfig 6 am Dienstag starten."), true},
		{"enThisIsBlocking", lice("db2", en, "Request VP-5512 filed, status: in review (Dr. Aasen)",
			"Pen 6: 0.71 adult females per fish. Request VP-5512 is with Dr. Aasen.\nNext: start the treatment of pen 6 on Tuesday."), true},
		{"enPlainRule", lice("db3", "You plan delousing at Hestnes. No treatment without the vet's written release in the portal.", "Request VP-5512 filed, status: in review (Dr. Aasen)",
			"Pen 6: 0.71 adult females per fish. Request VP-5512 is with Dr. Aasen.\nNext: start the treatment of pen 6 on Tuesday."), false},
		{"enDeclaredMet", lice("db4", en, "Request VP-5512: written release signed by Dr. Aasen today.",
			"Pen 6: 0.71 adult females per fish. The vet's written release VP-5512 is signed.\nNext: start the treatment of pen 6 on Tuesday."), false},
	})
}

// A rule about when a thing may be asked for, with its word for asking
// in the passive ("a refund may be requested only for orders …"), is
// restated, not reported, by a sentence that uses the same word: the
// restatement is read for what it drops. enPassiveAsk fails on the
// commit before. Guards: the restatement kept whole (enPassiveAskKept),
// and a report of someone who asked (enReportedAsk: "the customer asked
// whether …"), which fails when any rule with a word for asking is
// exempt (the first reading tried: +4 false findings on the read sets).
func TestRuleAboutAsking(t *testing.T) {
	ask := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	const rule = "For the spring returns: a refund may be requested only for orders where the parcel has been returned and inspected. Which orders qualify?"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPassiveAsk", ask("ra1", rule, "Order 1: parcel returned and inspected. Order 2: parcel returned, inspection booked.\nRefund rule: a refund may be requested for orders where the parcel has been returned or inspected.\nNext: refund requests for the qualifying orders."), true},
		{"enPassiveAskKept", ask("ra2", rule, "Order 1: parcel returned and inspected. Order 2: parcel returned, inspection booked.\nRefund rule: a refund may be requested only for orders where the parcel has been returned and inspected.\nNext: refund request for order 1."), false},
		{"enReportedAsk", ask("ra3", "The customer asked whether we could refund the order since it's only a small parcel.", "The customer asked if we could refund the order because it is a small parcel.\nNext: check the order."), false},
	})
}

// A rule that says it has no exception ("never …, without exception",
// "with no exception") holds in every case: restated under its label
// with an exception ("außer …", "sauf si …"), it is weakened, in
// whatever language, and whichever of the label's sentences the
// restatement names. deExceptionAdded and frExceptionAdded fail on the
// commit before. Guards: the restatement that keeps "ohne Ausnahme"
// (deNoExceptionKept), a sentence that reports a question under the
// label (deReportedAsk), and one that reports a question about the rule
// as it opens ("A cliente perguntou se dava pra desconsiderar a regra
// …"), which fails without the report check (ptReportedAsk; h128-44).
func TestNoExceptionRuleConditioned(t *testing.T) {
	door := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Körnerstraße 9, denkmalgeschützt: Wohnungstür 2. OG bekommt ein neues Einsteckschloss.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "MR-R1", Text: rule}}}).build()
	}
	const rule = "In listed doors the lock pocket is never routed out or enlarged, without exception; damaged pockets are repaired by the joiner."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deExceptionAdded", door("ne1", rule, "Körnerstraße 9, Wohnungstür 2. OG: Kastentiefe 85 mm.\nRegel MR-R1: bei denkmalgeschützten Türen wird das Schlossfach nicht ausgefräst, außer das vorhandene Fach ist beschädigt.\nNächster Schritt: Fach auf 85 mm fräsen."), true},
		{"deNoExceptionKept", door("ne2", rule, "Körnerstraße 9, Wohnungstür 2. OG: Kastentiefe 85 mm.\nRegel MR-R1: bei denkmalgeschützten Türen wird das Schlossfach ohne Ausnahme nie ausgefräst; ein beschädigtes Fach repariert der Tischler.\nNächster Schritt: Tischler für das Fach buchen."), false},
		{"deReportedAsk", door("ne3", rule, "Körnerstraße 9, Wohnungstür 2. OG: Kastentiefe 85 mm.\nZu Regel MR-R1: der Kunde fragte, ob man das Fach fräsen darf, außer es ist beschädigt.\nNächster Schritt: Tischler für das Fach buchen."), false},
		{"ptReportedAsk", newEvent("ne5").msg(review.RoleSystem, "Você é a assistente do salão. Regra: remarcações com menos de 48 horas de antecedência têm taxa de R$ 60,00, sem exceção.").
			msg(review.RoleUser, "Preciso remarcar a análise de amanhã. Dá pra desconsiderar a regra de 48 horas?").
			summary("Análise remarcada para 27/11 às 14:00. A cliente perguntou se dava pra desconsiderar a regra de remarcação por ter sido um imprevisto; respondi que não.\nPróximo passo: conferir a cobrança CB-7713.").
			sot(sotFor()).policy(review.Policy{Rules: []review.Rule{{ID: "remarcacao-48h", Text: "Remarcações com menos de 48 horas de antecedência têm taxa de R$ 60,00, sem exceção."}}}).build(), false},
		{"frExceptionAdded", door("ne4", "A dog rated bite level 3 or above wears a muzzle for the whole groom, with no exception.",
			"Chien de niveau 3.\nRègle MR-R1 : niveau 3 et plus, muselière pendant tout le toilettage, sauf si le propriétaire est présent.\nProchaine étape : toilettage samedi."), true},
	})
}

// A hold word the lexicon reads as a block, after "stays" and before an
// until-word ("Tear-off stays on hold until the adjuster's re-inspection
// has happened", "haulage stays suspended until the officer has
// inspected the wheel wash"), holds its thing until the condition, as
// holdVerbUntil reads it without the block word: a next step that takes
// the held work goes ahead. enAssistantOnHoldUntil fails on the commit
// before. Guards: the hold kept in the contract (enHoldKept), and a next
// step that waits for the condition (enStepWaits).
func TestStaysOnHoldUntil(t *testing.T) {
	roof := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Maple Drive 31: the homeowner wants the tear-off this week.").
			toolCall("claim_portal", `{"job":"PR-SH-4475"}`).tool("claim_portal", "Claim PR-CLM-2304 open; adjuster re-inspection requested, no date yet.", false).
			msg(review.RoleAssistant, "Tear-off stays on hold until the adjuster's re-inspection has happened; that is a hard blocker on this claim.").
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"claim_portal"}}).contractIf(c).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enAssistantOnHoldUntil", roof("sh1", nil, "Maple Drive 31: claim PR-CLM-2304 open, adjuster re-inspection requested.\nNext: tear-off on Wednesday, crew booked for 31 squares."), true},
		{"enHoldKept", roof("sh2", blockingTodo("Adjuster re-inspection before tear-off"), "Maple Drive 31: claim PR-CLM-2304 open, adjuster re-inspection requested.\nNext: chase the adjuster for a re-inspection date."), false},
		{"enStepWaits", roof("sh3", nil, "Maple Drive 31: claim PR-CLM-2304 open, adjuster re-inspection requested.\nNext: tear-off once the adjuster's re-inspection has happened."), false},
	})
}

// A record's duty before other work said with "precisa", "necesita"
// ("o geotécnico precisa revisar o deslocamento do prisma P7 antes de
// reabrir o banco") holds that work back as "must" does. ptNeedsBefore
// fails on the commit before (esNeedsBefore held already). Guards: the duty kept in
// the contract (ptNeedsKept), and a restated rule that uses "precisa"
// loosely keeps its "drops only" finding (ptRuleLooseNeed: the word is
// read for duties before work, not added to necessityWords).
func TestNeedsBeforeInRecords(t *testing.T) {
	bench := func(id, result string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "O banco 4 norte pode voltar a operar?").
			toolCall("prism_read", `{"bench":4}`).tool("prism_read", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"prism_read"}}).contractIf(c).build()
	}
	const pt = "Banco 4 norte: P7 deslocamento acumulado 9 mm em 3 dias. STATUS: HOLD — o geotécnico precisa revisar o deslocamento do prisma P7 antes de reabrir o banco."
	discharge := newEvent("nb4").msg(review.RoleUser, "Preparar a alta do paciente VV-18802.").
		summary("Rascunho do sumário de alta SA-5530 pronto; o sumário precisa da assinatura de um médico antes de ser entregue.\nPróximo passo: colher a assinatura.").sot(sotFor()).
		policy(review.Policy{Rules: []review.Rule{{ID: "r1", Text: "Somente o médico assistente pode assinar o sumário de alta."}}}).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptNeedsBefore", bench("nb1", pt, nil, "Banco 4 norte: P7 com 9 mm em 3 dias.\nPróximo passo: reabertura do banco 4 norte e retomada da escavação."), true},
		{"ptNeedsKept", bench("nb2", pt, blockingTodo("Revisão do geotécnico do prisma P7 antes de reabrir o banco"), "Banco 4 norte: P7 com 9 mm em 3 dias.\nPróximo passo: pedir a revisão do geotécnico."), false},
		{"esNeedsBefore", bench("nb3", "Banco 4 norte: P7 desplazamiento 9 mm en 3 días. El geotécnico necesita revisar el prisma P7 antes de reabrir el banco.", nil,
			"Banco 4 norte: P7 con 9 mm en 3 días.\nSiguiente paso: reapertura del banco 4 norte y excavación con la EX-3."), true},
	})
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"ptRuleLooseNeed", discharge, true}})
}

// A step order restated in other words, each step named by one word of
// the rule's three ("feeder locks come off first, then the crusher
// locks" for "remove the crusher locks before the feeder locks"), is
// reversed: two of three words recur, one of each step. enReversedTwoOfThree
// fails on the commit before. Guards: the order kept in the same words
// (enOrderKept), and a sentence that names only one step
// (enOneStepOnly). (With the rule's lock-out order before it, "Lock out
// the feeder before the jaw crusher; on restart, …", enOrderKept is
// reported against the lock-out half, on this commit and the one
// before: a rule with two links in opposite orders is compared link by
// link, not by which one the sentence restates.)
func TestStepOrderTwoOfThree(t *testing.T) {
	restart := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Liner change on JC-3 is done; plan the restart.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "R-LO-4", Text: "On restart, remove the crusher locks before the feeder locks."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enReversedTwoOfThree", restart("so1", "JC-3 liners fitted.\nLock removal for the restart: feeder locks come off first, then the crusher locks.\nNext: restart check on JC-3."), true},
		{"enOrderKept", restart("so2", "JC-3 liners fitted.\nLock removal for the restart: crusher locks come off first, then the feeder locks.\nNext: restart check on JC-3."), false},
		{"enOneStepOnly", restart("so3", "JC-3 liners fitted.\nLock removal for the restart: the crusher locks come off first, then the fitter signs the sheet.\nNext: restart check on JC-3."), false},
	})
}
