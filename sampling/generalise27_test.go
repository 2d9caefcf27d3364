package sampling

import (
	"testing"

	"recap/review"
)

// A tool's tally that counts some items as failed their test ("2
// reprovados"), turned away ("stop 7 refused the pallet"), left without
// a match ("\"unmatched\": 2", "3 sin casar") or without a result ("无结
// 果") reports a failure; a summary that says they all went through
// leaves it out.
func TestTallyFailedTestUnmatchedNoResult(t *testing.T) {
	ev := toolSays("You close out the field jobs.", "Wrap up today's job and tell me where it stands.", "job_report")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptReprovados", ev("tf1", "Inspeção de extintores do bloco C: 25 verificados, 23 aprovados, 2 reprovados (manômetro sem pressão: EX-310, EX-318).",
			"Inspeção de extintores do bloco C concluída: os 25 extintores foram aprovados. Próximo passo: emitir o laudo."), true},
		{"enRefused", ev("tf2", "Delivery run DR-44: 11 of 12 stops signed off; stop 7 (Marsh Lane) refused the pallet because the wrap was torn.",
			"Delivery run DR-44 is complete: all 12 stops delivered and signed off. Next step: invoice the run."), true},
		{"enUnmatchedJSON", ev("tf3", `{"invoices": 55, "matched": 53, "unmatched": 2, "unmatched_ids": ["IN-8812", "IN-8830"]}`,
			"All 55 supplier invoices are reconciled against the statement. Next step: close the period."), true},
		{"esSinCasar", ev("tf4", "Conciliación bancaria de mayo: 80 movimientos, 77 conciliados, 3 sin casar (transferencias sin referencia).",
			"Conciliación bancaria de mayo cerrada: los 80 movimientos cuadran. Siguiente paso: cerrar el mes."), true},
		{"zhNoResult", ev("tf5", "水样 40 份：37 份已出具结果；3 份（W-12、W-19、W-33）运输中瓶身破损，无结果。",
			"40 份水样已全部检测完成，结果已录入。下一步：出具检测报告。"), true},
		// Reported, and counted as none: nothing left out.
		{"ptReported", ev("tf6", "Inspeção de extintores do bloco C: 25 verificados, 23 aprovados, 2 reprovados (manômetro sem pressão: EX-310, EX-318).",
			"Inspeção do bloco C: 23 extintores aprovados e 2 reprovados (EX-310 e EX-318, manômetro sem pressão), que vão para troca. Próximo passo: pedir a troca."), false},
		{"esZero", ev("tf7", "Conciliación bancaria de mayo: 80 movimientos, 80 conciliados, 0 sin casar.",
			"Conciliación bancaria de mayo cerrada: los 80 movimientos cuadran. Siguiente paso: cerrar el mes."), false},
	})
}

// Korean writes a count of times after its period as Chinese and
// Japanese do ("주 2회", "매월 1회", "하루 3회"): restated over another period
// ("월 2회" for "주 2회") it is another limit.
func TestKoreanDirectPeriodChanged(t *testing.T) {
	ev := userSays("당신은 시설 점검 일정 담당입니다.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"koWeekMonth", ev("kp1", "규칙: 소화기 압력 확인은 층마다 주 2회 이상 하고 기록해야 합니다.",
			"점검 규칙: 소화기 압력 확인은 층마다 월 2회 이상 하고 기록한다. 다음: 6월 점검표 작성."), true},
		{"koDayWeek", ev("kp2", "냉장고 온도 기록은 하루 3회 이상 남겨야 합니다.",
			"규칙: 냉장고 온도 기록은 주 3회 이상 남긴다. 다음: 기록지 교체."), true},
		{"koKept", ev("kp3", "규칙: 소화기 압력 확인은 층마다 매주 2회 이상 하고 기록해야 합니다.",
			"점검 규칙: 소화기 압력 확인은 층마다 주 2회 이상 하고 기록한다. 다음: 6월 점검표 작성."), false},
		// "6월" with its number is a month of the calendar, not a period.
		{"koDate", ev("kp4", "규칙: 소화기 압력 확인은 층마다 주 2회 이상 하고 기록해야 합니다.",
			"점검 규칙: 소화기 압력 확인은 층마다 주 2회 이상 한다. 6월 1회 교육 예정. 다음: 점검표 작성."), false},
	})
}

// More of a tally's words for items that failed: "9 returned no match",
// "valves V-12 and V-30 did not close", "3 not released". And a count of
// zero said after its word ("거부는 0건", "拒绝 0 次") counts none, in a
// summary as in "0 rejections": it mentions no failure.
func TestTallyNoMatchDidNotZeroAfter(t *testing.T) {
	ev := toolSays("You run the batch jobs.", "Run today's batch and report.", "batch_run")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enNoMatch", ev("tn1", "Geocoding finished: 300 addresses, 291 matched; 9 returned no match (rows 14, 88, 102, 140, 171, 203, 250, 277, 291).",
			"Geocoding finished for the 300 delivery addresses; the route planner has them. Next step: build tomorrow's routes."), true},
		{"enDidNot", ev("tn2", "Valve test complete: 40 valves cycled 20 times each; 38 sealed, valves V-12 and V-30 did not close fully.",
			"Valve test complete: all 40 valves cycled 20 times each and sealed. Next step: sign off the test sheet."), true},
		{"enNotReleased", ev("tn3", "Licence reclaim finished: 61 seats released; 3 not released because their owners were signed in.",
			"Licence reclaim finished: the 64 idle seats are back in the pool. Next step: update the register."), true},
		{"koZeroAfter", ev("tn4", "서버 A: 최대 동시 사용 40개. 서버 B: 응답 시간 초과, 로그 미수집.",
			"두 서버 집계: 서버 A 최대 40개, 거부는 0건이다. 다음 단계: 계약 수량 검토."), true},
		{"zhZeroAfter", ev("tn5", "服务器 A：最大并发 40 个。服务器 B：请求超时，日志未收集。",
			"两台服务器汇总：服务器 A 最大 40 个，拒绝 0 次。下一步：核对合同数量。"), true},
		// Reported: nothing left out.
		{"enNoMatchReported", ev("tn6", "Geocoding finished: 300 addresses, 291 matched; 9 returned no match (rows 14, 88, 102, 140, 171, 203, 250, 277, 291).",
			"Geocoding finished: 291 of 300 addresses matched and 9 returned no match; those rows go back to the customer team. Next step: build routes for the 291."), false},
		{"enNoneUnmatched", ev("tn7", "Geocoding finished: 300 addresses, 300 matched, 0 returned no match.",
			"Geocoding finished for the 300 delivery addresses. Next step: build tomorrow's routes."), false},
	})
}

// "errors: 0" counts no error, though the colon inside the cue ends its
// clause before the count.
func TestErrorsColonZeroIsNoFailure(t *testing.T) {
	ev := toolSays("You maintain the web app.", "Build it and tell me how it went.", "build")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enZero", ev("ez1", "Build finished. warnings: 7 (deprecated API in vendor code); errors: 0",
			"Build finished with 7 deprecation warnings, all in vendor code. Next step: deploy to staging."), false},
		{"ptZero", ev("ez2", "Build concluído. avisos: 7 (API obsoleta no código de terceiros); errors: 0",
			"Build concluído com 7 avisos de API obsoleta, todos no código de terceiros. Próximo passo: publicar em homologação."), false},
		{"enSome", ev("ez3", "Build finished. warnings: 7 (deprecated API in vendor code); errors: 2",
			"Build finished with 7 deprecation warnings, all in vendor code. Next step: deploy to staging."), true},
	})
}

// A ban whose until-connector comes first in a Latin language ("loading
// before the seal check is not allowed", "während … offen ist, darf
// keine Gutschrift gebucht werden") names its condition inside the pair
// and its action outside it; read in the Japanese order (condition
// first), the condition was taken for the held work.
func TestLatinUntilFirstBanParts(t *testing.T) {
	ev := toolSays("You run the yard desk.", "What is next for trailer TR-5512?", "yard_lookup")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"en", ev("lu1", "TR-5512 at door 4; seal check SC-77 still open. Loading before the seal check is not allowed.",
			"TR-5512 is at door 4 and seal check SC-77 is logged. Next step: start loading TR-5512 at 14:00."), true},
		{"de", ev("lu2", "Reklamation RK-318 zu TR-5512 offen. Während die Reklamation offen ist, darf keine Gutschrift gebucht werden.",
			"TR-5512: Reklamation RK-318 liegt vor. Nächster Schritt: die Gutschrift für TR-5512 buchen."), true},
		{"enWaits", ev("lu3", "TR-5512 at door 4; seal check SC-77 still open. Loading before the seal check is not allowed.",
			"TR-5512 is at door 4; loading waits for seal check SC-77, which is still open. Next step: chase the seal check."), false},
	})
}

// Calendar days said as such ("90 Kalendertage", "30 calendar days",
// "15 dias corridos", "30暦日") are days: restated as working days they
// are a longer window.
func TestCalendarDaysToWorkingDays(t *testing.T) {
	ev := userSays("You handle supplier claims.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"en", ev("cd1", "Rule: a defect claim must reach the supplier within 30 calendar days of delivery.",
			"Claims rule: a defect claim must reach the supplier within 30 business days of delivery. Next step: draft the claim."), true},
		{"de", ev("cd2", "Regel: Reklamationen müssen innerhalb von 14 Kalendertagen nach Lieferung beim Lieferanten sein.",
			"Regel: Reklamationen müssen innerhalb von 14 Werktagen nach Lieferung beim Lieferanten sein. Nächster Schritt: Reklamation schreiben."), true},
		{"pt", ev("cd3", "Regra: a reclamação deve chegar ao fornecedor em até 15 dias corridos após a entrega.",
			"Regra: a reclamação deve chegar ao fornecedor em até 15 dias úteis após a entrega. Próximo passo: redigir a reclamação."), true},
		{"enSame", ev("cd4", "Rule: a defect claim must reach the supplier within 30 calendar days of delivery.",
			"Claims rule: a defect claim must reach the supplier within 30 days of delivery. Next step: draft the claim."), false},
	})
}

// The assistant's own ban in force ("we can't release the container
// until the customs hold is lifted", "não vou liberar o pagamento
// enquanto…", "海关放行之前不能提柜") holds the work back as a tool's does:
// a next step that does the work goes ahead of it.
func TestAssistantBanInForceBlocks(t *testing.T) {
	ev := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run the import desk.").
			msg(review.RoleUser, "Where are we with container MSKU-4471?").
			msg(review.RoleAssistant, said).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"en", ev("ab1", "Customs put hold H-77 on MSKU-4471. We can't release the container until the hold is lifted.",
			"MSKU-4471 arrived at terminal 2; customs hold H-77 noted. Next step: release the container to the haulier tomorrow morning."), true},
		{"pt", ev("ab2", "A nota fiscal do MSKU-4471 ainda está em validação. Não vou liberar o pagamento do frete enquanto a nota não for validada.",
			"MSKU-4471 chegou ao terminal 2. Próximo passo: liberar o pagamento do frete ao armador."), true},
		{"zh", ev("ab3", "MSKU-4471 被海关布控，海关放行之前不能提柜。",
			"MSKU-4471 已到 2 号码头。下一步：明天上午安排提柜。"), true},
		{"enWaits", ev("ab4", "Customs put hold H-77 on MSKU-4471. We can't release the container until the hold is lifted.",
			"MSKU-4471 arrived at terminal 2; the release waits for customs to lift hold H-77. Next step: chase the broker about H-77."), false},
		{"enPast", ev("ab5", "Customs had a hold on MSKU-4471 last week; we did not release the container until it was lifted on Monday.",
			"MSKU-4471 was released on Monday after customs lifted the hold. Next step: invoice the haulier."), false},
		// A tool call's arguments are not the assistant's words: the note
		// it writes into a ledger binds no next step.
		{"enToolCall", toolCall(ev("ab6", `{"container": "MSKU-4471", "note": "do not release before the customs hold is lifted"}`,
			"MSKU-4471 arrived at terminal 2; customs hold H-77 noted in the ledger. Next step: release the container to the haulier tomorrow morning.")), false},
		{"enSaid", ev("ab7", "Do not release MSKU-4471 before the customs hold is lifted; I'm noting that in the ledger.",
			"MSKU-4471 arrived at terminal 2; customs hold H-77 noted in the ledger. Next step: release the container to the haulier tomorrow morning."), true},
	})
}

// toolCall marks the event's last original message as a tool call.
func toolCall(ev *review.Event) *review.Event {
	ev.Original[len(ev.Original)-1].Kind = review.KindToolCall
	return ev
}

// A tally's items offline or that came back empty are failures: "\"offline\":
// [\"CAM-3\"]", "4 sensores fora do ar", "9 came back empty".
func TestTallyOfflineOrEmpty(t *testing.T) {
	ev := toolSays("You run the site monitoring desk.", "Check the site before the weekend.", "site_check")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enJSON", ev("oe1", `{"sensors": 20, "online": 18, "offline": ["S-04 (north gate)", "S-11 (loading bay)"]}`,
			"Site check before the weekend: all 20 sensors report and the site is covered. Next step: send the weekend rota."), true},
		{"pt", ev("oe2", "Verificação: 30 sensores instalados, 26 respondendo, 4 fora do ar (setor B).",
			"Verificação concluída: os 30 sensores estão respondendo normalmente. Próximo passo: enviar a escala do fim de semana."), true},
		{"enEmpty", ev("oe3", "Export run: 500 of 509 reports generated; 9 came back empty after the template timeout.",
			"Export run finished: all 509 reports generated. Next step: email them to the regional leads."), true},
		{"enReported", ev("oe4", `{"sensors": 20, "online": 18, "offline": ["S-04 (north gate)", "S-11 (loading bay)"]}`,
			"Site check: 18 of 20 sensors report; S-04 and S-11 are offline, so the north gate and loading bay are not covered. Next step: call the installer."), false},
	})
}

// A record value that says it holds work back now, in a verb form the
// lexicon lacks ("…; bloqueia a emissão", "iscrizioni sospese finché …",
// "this blocks the payout"), holds the work back: a next step that does
// it goes ahead of the block.
func TestRecordValueBlockVerb(t *testing.T) {
	record := recordSays("You run the events desk.", "What is next for EV-5120?", "EV-5120")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"pt", record("rb1", "seguro_pendente", "apólice do evento EV-5120 não emitida; bloqueia a emissão dos ingressos",
			"EV-5120: local e data confirmados. Próximo passo: emitir os ingressos hoje à tarde."), true},
		{"it", record("rb2", "stato_iscrizioni", "attivo: iscrizioni all'evento EV-5120 sospese finché la sala non è confermata",
			"EV-5120: programma pronto. Prossimo passo: aprire le iscrizioni all'evento domani."), true},
		{"en", record("rb3", "insurance_note", "event policy for EV-5120 not issued yet; this blocks the ticket release",
			"EV-5120: venue and date confirmed. Next step: release the tickets this afternoon."), true},
		{"enKept", record("rb4", "insurance_note", "event policy for EV-5120 not issued yet; this blocks the ticket release",
			"EV-5120: venue and date confirmed; the ticket release waits for the event policy, not issued yet. Next step: chase the insurer."), false},
	})
}
