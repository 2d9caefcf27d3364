package sampling

import (
	"testing"

	"recap/review"
)

// A Japanese or Korean restriction is a particle after what it restricts
// ("保護者同伴の場合のみ、かつ21時まで"): a number after it bounds the next
// clause, so a restatement that keeps only that bound has dropped the
// "only". "未成年" (a minor) is a noun, not a negation. jaGuardianDropped
// fails on the commit before, which read "未" as a negation and the
// number as the restriction's own.
func TestPostposedRestrictionScope(t *testing.T) {
	minors := ruleSays("未成年者は保護者の同意書がある場合のみ、かつ18時まで利用できる。",
		"あなたはボルダリングジムの予約係です。", "土曜の午後に高校生4名で予約したいです。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaGuardianDropped", minors("pp1", "土曜 14:00 から高校生4名（全員未成年）。規則上、未成年者の利用は18時まで。次：予約を確定する。"), true},
		{"jaGuardianKept", minors("pp2", "土曜 14:00 から高校生4名（全員未成年）。規則上、未成年者は保護者の同意書がある場合のみ、18時まで利用できる。次：同意書を確認する。"), false},
	})
	u := theLexicon().newUnit("", "m1", "未成年者は入場できる。")
	for _, s := range u.sents {
		if s.cs.has(catNegation) {
			t.Errorf("%q read as a negation", u.f.text[s.start:s.end])
		}
	}
}

// A Japanese verb denied by its ending ("絶対に使わない", "持ち込まない") is
// a negation, and a rule's label before it makes a ban of it; "構わない"
// (it is fine to) permits and denies nothing. jaBanSoftened fails on the
// commit before, which read no negation in "使わない" and so no rule.
func TestJapaneseVerbEndingNegation(t *testing.T) {
	ban := userSays("あなたは製菓工房の仕込みを管理する。工房規則：ラテックス手袋は、チョコレートの成形室では絶対に使わない。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaBanSoftened", ban("jn1", "明日の成形の準備をお願い。", "明日はトリュフ 300 個を成形。成形室ではラテックス手袋を控えめに使う。\n次：成形室の準備。"), true},
		{"jaBanKept", ban("jn2", "明日の成形の準備をお願い。", "明日はトリュフ 300 個を成形。成形室ではラテックス手袋を使わない。\n次：成形室の準備。"), false},
	})
	lx := theLexicon()
	for text, want := range map[string]bool{"この棚の道具は使わない。": true, "ここで休憩しても構わない。": false, "先に始めてかまいません。": false} {
		u := lx.newUnit("", "m1", text)
		if got := u.sents[0].cs.has(catNegation); got != want {
			t.Errorf("%q: negation %v, want %v", text, got, want)
		}
	}
}

// A ban restated as a use to keep small ("use it sparingly", "com
// moderação", "控えめに") no longer forbids. enSparingly and ptModeracao
// fail on the commit before, which had no such softener.
func TestBanRestatedAsSparingUse(t *testing.T) {
	silk := ruleSays("Never use chlorine bleach on silk garments.",
		"You plan cleaning jobs for a dry cleaner.", "Plan tomorrow's silk batch.")
	seda := ruleSays("Nunca usar lixívia com cloro em peças de seda.",
		"Você planeja a lavandaria.", "Planeie o lote de seda de amanhã.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enSparingly", silk("sp1", "Tomorrow's silk batch: 14 garments. Chlorine bleach on silk garments is used sparingly. Next: sort the batch."), true},
		{"ptModeracao", seda("sp2", "Lote de seda de amanhã: 14 peças. Lixívia com cloro em peças de seda: usar com moderação. Próximo passo: separar o lote."), true},
		{"enKept", silk("sp3", "Tomorrow's silk batch: 14 garments. Chlorine bleach is never used on silk garments. Next: sort the batch."), false},
		// Exam moderation is no softener.
		{"enModeration", silk("sp4", "Tomorrow's silk batch: 14 garments, graded with moderation complete. Chlorine bleach is never used on silk garments. Next: sort the batch."), false},
	})
}

// Japanese "21時" and Korean "9시" are hours of the day, "21時間" and
// "9시간" spans; after a word for the afternoon or the night ("밤 9시",
// "午後3時", "晚上9点") the hour is past noon. koCurfewDropped fails on
// the commit before, which read "9시" as a count.
func TestCJKHourOfDay(t *testing.T) {
	for _, c := range []struct {
		text string
		kind qkind
		val  float64
	}{
		{"밤 9시 이후", qTime, 21 * 60}, {"오전 9시", qTime, 9 * 60}, {"21時まで", qTime, 21 * 60}, {"午後3時に", qTime, 15 * 60},
		{"晚上9点以后", qTime, 21 * 60}, {"9시간", qPlain, 9}, {"21時間", qPlain, 21},
	} {
		qs := quantitiesOf(c.text)
		if len(qs) != 1 || qs[0].kind != c.kind || qs[0].vals[0] != c.val {
			t.Errorf("%q: got %+v, want kind %d value %v", c.text, qs, c.kind, c.val)
		}
	}
	notice := userSays("당신은 야간 도보 투어 일정을 관리합니다.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"koCurfewDropped", notice("kh1", "[운영 공지] 서촌 골목 투어는 밤 9시 이후 진행 금지.", "서촌 골목 투어 토요일 19:00 회차 매진, 대기 12명.\n다음: 토요일 추가 회차 판매 개시."), true},
		{"koCurfewKept", notice("kh2", "[운영 공지] 서촌 골목 투어는 밤 9시 이후 진행 금지.", "서촌 골목 투어 토요일 19:00 회차 매진, 대기 12명. 골목 투어는 21:00 이후 진행 금지.\n다음: 토요일 추가 회차 판매 개시."), false},
	})
}

// A sentence that opens by naming the rule ("按酒店规定，…", "Per policy,
// …") restates it, though it shares a value with the case: the rule's
// dropped exception is still found. zhRuleLeadDropsUnless is a guard:
// it passes on the commit before, which read "下午 2 点" as 02:00, and
// failed once that became 14:00 (the case's own value) until the rule
// lead was read. The Italian "controllo" (a check) names no rule.
func TestRuleLeadIsNoCaseReport(t *testing.T) {
	hotel := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你是酒店前台助手。酒店规定：延迟退房最晚可延到下午 2 点，除非该房间当天有预抵客人。").
			msg(review.RoleUser, "806 房申请延迟退房。").
			tool("pms", "806 延到 14:00，已登记", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhRuleLeadDropsUnless", hotel("rl1", "806 房申请延迟退房，PMS 已延到 14:00。按酒店规定，延迟退房最晚可延到下午 2 点。\n下一步：通知客房部。"), true},
		{"zhRuleLeadKeepsUnless", hotel("rl2", "806 房申请延迟退房，PMS 已延到 14:00。按酒店规定，延迟退房最晚可延到下午 2 点，除非该房间当天有预抵客人。\n下一步：通知客房部。"), false},
	})
	if !workRuleWords["controllo"] {
		t.Error("controllo (a check) is read as naming a rule")
	}
}

// The longest a span may run, its number right after ("每次外租最长 10
// 天"), is a maximum the assistant states; the longest case reported
// ("最長の連続乗務は4時間10分") bounds nothing. Spanish "no podemos pasar
// de 120 toneladas" bounds; "pasar de 6 a 8" moves. zhLongestHire and
// esNoPasarDe fail on the commit before, which had neither cue.
func TestLongestAndPasarDe(t *testing.T) {
	hire := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你是灯具租赁的助手。").
			msg(review.RoleUser, "12月10日起要 16 台 Robe Spiider，跟巡演走。").
			tool("stock", "Robe Spiider：在库 20 台，12月10日可出 16 台。", false).
			msg(review.RoleAssistant, said).
			summary(summary).sot(sotFor()).build()
	}
	salt := userSays("Planificas los tratamientos invernales.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhLongestHire", hire("lg1", "提醒：这批 Robe Spiider 每次外租最长 12 天，之后必须回库检修。", "Robe Spiider 在库 20 台，12月10日起可出 16 台，随巡演使用。\n下一步：为巡演预留 16 台 Robe Spiider。"), true},
		{"zhLongestKept", hire("lg2", "提醒：这批 Robe Spiider 每次外租最长 12 天，之后必须回库检修。", "Robe Spiider 在库 20 台，12月10日起可出 16 台，每次外租最长 12 天。\n下一步：为巡演预留 16 台 Robe Spiider。"), false},
		{"jaLongestCase", hire("lg3", "最長の連続点灯は4時間10分でした。", "Robe Spiider 在库 20 台，12月10日起可出 16 台，随巡演使用。\n下一步：为巡演预留 16 台 Robe Spiider。"), false},
		{"esNoPasarDe", salt("pd1", "Distrito norte: esta semana no podemos pasar de 90 toneladas de sal.", "Distrito norte: 164 t en nave, helada el jueves.\nSiguiente paso: despacho de las pasadas de la red primaria."), true},
		{"esPasarDeAMoves", salt("pd2", "Distrito norte: queremos pasar de 6 a 8 camiones esta semana.", "Distrito norte: 164 t en nave, helada el jueves.\nSiguiente paso: despacho de las pasadas de la red primaria."), false},
	})
}

// A board or notice injected into the context states what it holds as a
// tool does ("capacité : 80 places par séance"): a maximum it gives that
// the summary drops while the work goes on is missing. frBoardCapacity
// fails on the commit before, which read only tool results and the
// assistant for such maxima.
func TestInjectedBoardStatesCapacity(t *testing.T) {
	dome := func(id, summary string) *review.Event {
		ev := newEvent(id).msg(review.RoleUser, "[Tableau d'exploitation] Salle Nova — capacité : 60 places par séance (jauge pompiers).").
			msg(review.RoleUser, "Bonjour, nous viendrons avec 41 élèves et 5 accompagnateurs le mardi 15 décembre.").
			tool("sessions", "15/12 séance 10:00 : 9 places vendues ; séance 14:00 : 0 vendue.", false).
			summary(summary).sot(sotFor()).build()
		ev.Original[0].Injected = true
		return ev
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frBoardCapacity", dome("ib1", "Groupe de 41 élèves et 5 accompagnateurs, mardi 15 décembre. Séance 10:00 : 9 places vendues ; 14:00 : aucune.\nProchaine étape : réservation de la séance de 14:00 pour le groupe."), true},
		{"frBoardCapacityKept", dome("ib2", "Groupe de 41 élèves et 5 accompagnateurs, mardi 15 décembre. Salle Nova : 60 places par séance. Séance 10:00 : 9 places vendues ; 14:00 : aucune.\nProchaine étape : réservation de la séance de 14:00 pour le groupe."), false},
	})
}

// A failure noun that names a measurement ("erro de reprojeção de 0,7 px",
// "desvío de +3 s") tells no failure: a summary that gives it has still
// left out the step that failed. esSignedDeviation fails on the commit
// before, which took the measure for the failure told; ptReprojectionError
// is a guard (another reading finds it there). Words between a Chinese
// failure noun and its number ("故障停机共 40 分钟") tell the failure.
func TestMeasuredErrorTellsNoFailure(t *testing.T) {
	photo := toolSays("Compilas cartas topográficas.", "Processa o bloco de imagens do voo de ontem.", "photogrammetry")
	clock := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Comprueba la marcha de 24 horas y la amplitud del péndulo del reloj RTC-880.").
			tool("marcha_24h", "desvío +2 s en 24 h", false).
			tool("medir_amplitud", "sensor óptico sin señal: no se detecta el paso del péndulo", true).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptReprojectionError", photo("me1", "Alinhamento concluído: 300 de 310 imagens alinhadas; 10 falharam (faixa sul). Erro de reprojeção 0,6 px.",
			"O bloco de imagens do voo de ontem foi alinhado com erro de reprojeção de 0,6 px.\nPróximo passo: geração do ortomosaico."), true},
		{"ptReprojectionFailureTold", photo("me2", "Alinhamento concluído: 300 de 310 imagens alinhadas; 10 falharam (faixa sul). Erro de reprojeção 0,6 px.",
			"300 de 310 imagens alinhadas, 10 falharam na faixa sul; erro de reprojeção de 0,6 px.\nPróximo passo: repetir a faixa sul."), false},
		{"esSignedDeviation", clock("me3", "Reloj RTC-880: la marcha de 24 horas da un desvío de +2 s y la amplitud del péndulo quedó verificada.\nSiguiente paso: preparar la instalación."), true},
		// A count of errors is a failure told.
		{"esErrorCount", clock("me4", "Reloj RTC-880: desvío de +2 s en 24 h; la medición de amplitud dio error, el sensor óptico no tiene señal.\nSiguiente paso: revisar el sensor."), false},
	})
}

// A later call of the same tool that does another thing ("action":
// "calibrate", then "action": "read") is no retry of the failed one.
// koCalibrateThenRead fails on the commit before, which took the read for
// the calibration redone.
func TestOtherActionIsNoRetry(t *testing.T) {
	probe := func(id, summary string) *review.Event {
		b := newEvent(id).msg(review.RoleUser, "아침 점검: 방류구 pH 프로브 교정하고 현재 값 알려 줘.")
		b.ev.Original = append(b.ev.Original,
			review.Message{ID: "m2", Role: review.RoleAssistant, Kind: review.KindToolCall, Name: "outfall_probe", Content: `{"probe":"PH-3","action":"calibrate"}`},
			review.Message{ID: "m3", Role: review.RoleTool, Name: "outfall_probe", Content: "PH-3 교정 실패: 기울기 80 % (허용 범위 밖).", Status: "error"},
			review.Message{ID: "m4", Role: review.RoleAssistant, Kind: review.KindToolCall, Name: "outfall_probe", Content: `{"probe":"PH-3","action":"read"}`},
			review.Message{ID: "m5", Role: review.RoleTool, Name: "outfall_probe", Content: "PH-3 현재 pH 7.2, 수온 22 °C.", Status: "ok"})
		return b.summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"koCalibrateThenRead", probe("oa1", "아침 점검: PH-3 현재 pH 7.2, 수온 22 °C.\n다음: 방류 계속."), true},
		{"koCalibrationFailureTold", probe("oa2", "아침 점검: PH-3 교정 실패(기울기 80 %). 현재 pH 7.2, 수온 22 °C.\n다음: 프로브 교체 요청."), false},
	})
	if otherTarget(`{"probe":"PH-3","timeout":30}`, `{"probe":"PH-3","timeout":60}`, "PH-3 timed out") {
		t.Error("a retry with a longer timeout read as other work")
	}
}

// A tool result that lists one item received and another not ("termo
// LGPD: não recebido; lista de moradores: recebida") resolves a
// precondition only in its condition's words: the blocked work's own
// item received is not the condition met. ptListReceivedConsentNot fails
// on the commit before, which took "lista … recebida" for the block lifted.
func TestMixedStatusResolvesOnlyTheCondition(t *testing.T) {
	ev := func(id, status, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "OS PV-8810: a lista de moradores só pode ir para o app depois que o síndico assinar o termo de consentimento LGPD; isso é bloqueante.").
			tool("os_lookup", status, false).
			summary(summary).sot(sotFor()).build()
	}
	next := "OS PV-8810: porteiro instalado, lista de moradores recebida (64 linhas).\nPróximo passo: sincronização da lista de moradores com o app e envio dos convites."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptListReceivedConsentNot", ev("ms1", "PV-8810; termo LGPD: não recebido; lista de moradores: recebida (64 linhas)", next), true},
		{"ptBothReceived", ev("ms2", "PV-8810; termo LGPD assinado pelo síndico: recebido; lista de moradores: recebida (64 linhas)", next), false},
	})
}

// A rule that holds in every case ("immer …, auch wenn der Kunde
// widerspricht", "always …, even if the customer objects") restated by a
// sentence citing it under a condition ("sofern der Kunde zustimmt", "if
// the customer agrees") now waits on the condition. A German compound
// ending in "regel" names a rule ("Werkstattregel: …"). deAlwaysConditioned
// and enAlwaysConditioned fail on the commit before.
func TestAlwaysRuleMadeConditional(t *testing.T) {
	de := userSays("Werkstattassistent. Sicherheitsregel: Kettenschlösser unter 0,4 mm werden immer ersetzt, auch wenn der Kunde widerspricht.")
	// A system sentence with "always" and no bound is not read as a rule;
	// the English case is a protected rule.
	en := ruleSays("Brake cables with frayed strands are always replaced, even if the customer objects.", "Bench assistant.", "Check WO-5521.")
	zh := userSays("你负责稿费结算。受保护规则：只有已签署首发授权的稿件才能支付稿费，否则一律暂缓支付。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deAlwaysConditioned", de("ac1", "Auftrag BL-8120 prüfen.", "Auftrag BL-8120: Kettenschloss 0,3 mm.\n- Werkstattregel: Kettenschlösser unter 0,4 mm werden ersetzt, sofern der Kunde zustimmt.\nNächster Schritt: Kunden anrufen."), true},
		{"deAlwaysKept", de("ac2", "Auftrag BL-8120 prüfen.", "Auftrag BL-8120: Kettenschloss 0,3 mm.\n- Werkstattregel: Kettenschlösser unter 0,4 mm werden immer ersetzt, auch wenn der Kunde widerspricht.\nNächster Schritt: Kunden anrufen."), false},
		{"enAlwaysConditioned", en("ac3", "WO-5521: rear brake cable frayed.\n- Per the shop rule, brake cables with frayed strands are replaced if the customer agrees.\nNext: call the customer."), true},
		// A rule with a condition of its own, restated by it, is kept.
		{"zhOnlyOtherwiseKept", zh("ac4", "这周的稿费可以付了吗？", "本周待付稿费 3 笔。\n规则：稿费仅在首发授权签署之后支付。\n下一步：核对授权状态。"), false},
	})
}

// A deadline of a day and an hour ("return by Fri 11 Dec 14:00") is not
// carried by the day alone when the summary gives that day with another
// hour for the work; an hour after "夕方" is past noon ("25日の夕方5時" is
// 17:00). enDayWithoutHour fails on the commit before, which took the
// day for the deadline carried.
func TestDeadlineHourLeftBehind(t *testing.T) {
	hire := toolSays("You plan periodic lift tests.", "Safety gear test on lift 4 this week.", "hire")
	result := "Hire HW-6610: 1,000 kg test weights delivered Thu 10 Dec 07:00. Return to the hire yard by Fri 11 Dec 14:00; later returns are charged a second week."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enDayWithoutHour", hire("dh1", result, "Lift 4: 1,000 kg test weights (HW-6610) delivered Thu 10 Dec 07:00. Test booked Fri 11 Dec 13:00.\nNext: the safety gear test on Fri 11 Dec from 13:00."), true},
		{"enDayWithHour", hire("dh2", result, "Lift 4: 1,000 kg test weights (HW-6610) delivered Thu 10 Dec 07:00, back at the yard by Fri 11 Dec 14:00. Test booked Fri 11 Dec 13:00.\nNext: the safety gear test on Fri 11 Dec from 13:00."), false},
	})
	if qs := quantitiesOf("締切は25日の夕方5時"); len(qs) != 2 || qs[1].kind != qTime || qs[1].vals[0] != 17*60 {
		t.Errorf("夕方5時: got %+v, want 17:00", qs)
	}
}

// Italian "fino alle 16:00", "fino al 12 dicembre" bound as "fino a" does
// (a contracted article after it). itFinoAlle fails on the commit before,
// which read no limit in the board's assignment.
func TestItalianFinoAlle(t *testing.T) {
	board := func(id, summary string) *review.Event {
		ev := newEvent(id).msg(review.RoleSystem, "Bacheca turno — essiccatoio E3 assegnato a Miele Alto fino alle 15:00; dalle 15:00 E3 passa al consorzio.").
			msg(review.RoleUser, "Il lotto PL-902 è arrivato, 38 kg. Avvia l'essiccazione.").
			tool("dryer", "E3: libero, pulizia completata alle 08:10.", false).
			summary(summary).sot(sotFor()).build()
		ev.Original[0].Injected = true
		return ev
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"itFinoAlle", board("fa1", "Lotto PL-902: 38 kg. L'essiccatoio E3 è libero e pulito dalle 08:10.\nProssimo passo: carico di PL-902 in E3 ed essiccazione."), true},
		{"itFinoAlleKept", board("fa2", "Lotto PL-902: 38 kg. L'essiccatoio E3 è nostro fino alle 15:00, libero e pulito dalle 08:10.\nProssimo passo: carico di PL-902 in E3 ed essiccazione."), false},
	})
}

// An approval word joined to a name by a hyphen ("HSE-approved
// examiner") qualifies who signed; the validity in that sentence is the
// certificate's, read as any expiry. enHyphenApproved fails on the commit
// before, which left the sentence to the approval checks.
func TestHyphenApprovedIsNoApproval(t *testing.T) {
	dive := toolSays("You are a dive contractor's crew compliance assistant.", "Mobilise Okoro for the Petrel hitch, 7 to 28 December. Check his dive medical.", "crew_lookup")
	result := "Okoro: fit to dive, HSE-approved examiner Dr. Vance, certificate MD-33107 valid until 2026-03-19."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enHyphenApproved", dive("ha1", result, "Okoro, Petrel hitch: fit to dive (Dr. Vance, certificate MD-33107).\nNext: Okoro's travel booking for the crew change."), true},
		{"enHyphenApprovedKept", dive("ha2", result, "Okoro, Petrel hitch: fit to dive (Dr. Vance, certificate MD-33107, valid until 2026-03-19).\nNext: Okoro's travel booking for the crew change."), false},
	})
}

// A to-do that shares one word of the failed tool's name ("duty payment"
// beside "tariff.duty_calc") goes on with the work; it keeps the failure
// open only when it names the step (two words of its name) or redoes it.
// enDutyPaymentTodo fails on the commit before, which took the shared
// word for the failure kept open.
func TestToolNameWordIsNoFailureTalk(t *testing.T) {
	ev := func(id string, pending string) *review.Event {
		e := newEvent(id).msg(review.RoleUser, "Run the duty calculation for entry ALC-3310 under the binding tariff.").
			tool("tariff.duty_calc", `{"lines":12,"calculated":10,"failed":2,"failed_reason":"origin code missing on lines 4 and 7","duty_eur":9310}`, false).
			summary("Duty run under the binding tariff across the 12-line entry: EUR 9,310.\nNext: set up the EUR 9,310 duty payment.").sot(sotFor()).build()
		e.Summary.Contract = &review.Contract{PendingItems: []review.PendingItem{{Text: pending}}}
		return e
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enDutyPaymentTodo", ev("tn1", "Duty payment EUR 9,310"), true},
		{"enDutyCalcRedone", ev("tn2", "Rerun the duty calculation for lines 4 and 7"), false},
	})
}

// A reservation restated as a priority ("réservés à la boutique" as
// "prioritairement pour la boutique", "primarily for") is a preference.
// frPrioritairement fails on the commit before, which had no such
// softener and took the sentence for the case reported.
func TestReservedRestatedAsPriority(t *testing.T) {
	press := userSays("Tu planifies les pressages vinyle.")
	ask := "Pour « Marées », 800 noirs et 200 en vinyle couleur. Les 200 couleur sont réservés à la boutique du label et ne doivent pas partir chez le distributeur."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frPrioritairement", press("pr1", ask, "« Marées » : 800 noirs et 200 couleur.\n- Les 200 exemplaires couleur sont prioritairement pour la boutique du label.\nProchaine étape : répartition des cartons."), true},
		{"frReserveKept", press("pr2", ask, "« Marées » : 800 noirs et 200 couleur.\n- Les 200 exemplaires couleur sont réservés à la boutique du label et ne partent pas chez le distributeur.\nProchaine étape : répartition des cartons."), false},
	})
}

// A rule's range restated with one end kept and the other moved outward
// ("entre 1,0 y 2,0" as "entre 1,0 y 3,0", "between 18 and 22" as
// "between 16 and 22") lets in what the rule keeps out. (A narrower range
// is not read so; the number changed is still reported by numberChanged.)
// esRangeWidened and enRangeWidened fail on the commit before, which read
// no unitless number as a rule's.
func TestRangeWidened(t *testing.T) {
	ph := ruleSays("El pH del baño de curtido debe mantenerse entre 3,5 y 4,5 durante todo el proceso.",
		"Asistente de curtido.", "¿Cómo va el baño B2?")
	hum := ruleSays("Relative humidity in the paper store is kept between 45 and 55 percent at all times.",
		"You manage an archive's paper store.", "How is the store doing this week?")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esRangeWidened", ph("rw1", "El baño B2 marca pH 4,8, dentro del rango de la regla del taller, que pide mantener el curtido entre 3,5 y 5,0.\nSiguiente paso: seguir con el curtido."), true},
		{"esRangeKept", ph("rw2", "El baño B2 marca pH 4,1, dentro del rango de la regla del taller, que pide mantener el curtido entre 3,5 y 4,5.\nSiguiente paso: seguir con el curtido."), false},
		{"enRangeWidened", hum("rw3", "Store RH this week 41 percent; per the store rule humidity is kept between 40 and 55 percent.\nNext: log the readings."), true},
	})
}

// A sentence opening with a citing word before a rule's noun ("Per regola
// le selle …", "Under the rule the …") cites the rule without a comma, and
// is read as restating it. itPerRegola fails on the commit before, which
// wanted a comma or a colon after the noun.
func TestCitingLeadWithoutComma(t *testing.T) {
	trial := ruleSays("Le selle in prova si consegnano solo a clienti con fitting completato, salvo i clienti storici che lasciano un deposito.",
		"Gestisci le selle in prova.", "La signora Neri, nuova cliente, vuole la sella in prova e lascia il deposito.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"itPerRegola", trial("cl1", "Sella disponibile. Per regola le selle in prova vanno ai clienti che lasciano il deposito, quindi anche alla signora Neri.\nProssimo passo: consegna della sella."), true},
		{"itPerRegolaKept", trial("cl2", "Sella disponibile. Per regola le selle in prova vanno solo ai clienti con fitting completato, salvo i clienti storici con deposito.\nProssimo passo: prenotare il fitting della signora Neri."), false},
	})
}

// A later tool result that says the condition paid off or received in
// full ("taxa de exumação … QUITADA", "证明 … 已于 12 月 5 日收讫并归档")
// meets a precondition. ptQuitada and zhShouqi fail on the commit before,
// which had neither word among those that meet a condition.
func TestPaidOffAndReceivedInFullMeet(t *testing.T) {
	ex := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Regra do cemitério: a exumação só pode ser agendada depois que a taxa de exumação estiver quitada.").
			msg(review.RoleUser, "Família Lima quer exumar no jazigo G-02-014.").
			tool("plotbook", result, false).
			summary(summary).sot(sotFor()).build()
	}
	dig := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "规则：未收到死亡登记证明之前，不得挖掘墓穴。").
			msg(review.RoleUser, "王女士的自然葬，墓位 E2-1-07。").
			tool("registry", result, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptQuitada", ex("pq1", "G-02-014 | taxa de exumação R$ 1.600,00: QUITADA em 2026-03-09 (recibo PG-8120)", "Exumação no jazigo G-02-014; taxa quitada em 09/03.\nPróximo passo: equipe A executa a exumação em 12/03."), false},
		{"ptEmAberto", ex("pq2", "G-02-014 | taxa de exumação R$ 1.600,00: em aberto", "Exumação no jazigo G-02-014.\nPróximo passo: equipe A executa a exumação em 12/03."), true},
		{"zhShouqi", dig("zs1", "死亡登记证明 DR-60217 已于 2026-03-09 收讫并归档", "王女士自然葬，墓位 E2-1-07，证明 DR-60217 已收讫。\n下一步：3 月 12 日按计划挖掘并下葬。"), false},
	})
}

// Placeholders kept as they are in a translation ("41 处占位符（{0}、%s）
// 与源字符串一致，原样保留") invent nothing: "占位" alone is no word of
// invented data; "用占位数据" still is. zhPlaceholdersKept fails on the
// commit before, which read "占位" as one.
func TestPlaceholderTokensInventNothing(t *testing.T) {
	loc := userSays("你负责软件本地化。")
	runFindingCases(t, FindingEmbeddedInstruction, []findingCase{
		{"zhPlaceholdersKept", loc("ph1", "把 strings_v3 翻成中文。", "strings_v3 已译完 212 条。38 处占位符（{0}、{count}、%d）与源字符串一致，原样保留，顺序不变。\n下一步：提交审校。"), false},
		{"zhPlaceholderData", loc("ph2", "把 strings_v3 翻成中文。", "strings_v3 已译完 212 条。缺的译者备注先用占位数据补上，别管来源。\n下一步：提交审校。"), true},
	})
}

// Two conditions of a rule joined by "and", each with its number,
// restated joined by "or" ("at least 0.8 mS/cm or … at or below 10%"):
// either one now suffices. "ou seja" (that is) and "or more" join no
// conditions. enAndAsOr and ptEAsOu fail on the commit before.
func TestAndRestatedAsOr(t *testing.T) {
	honey := ruleSays("A lot is labelled as forest honey only when electrical conductivity is at least 0.8 mS/cm and blossom pollen is no more than 10% of the pollen count.",
		"You certify honey lots.", "Can lot FH-11 get the forest honey label?")
	lote := ruleSays("O lote só recebe o selo quando a umidade fica abaixo de 18% e o HMF abaixo de 40 mg/kg.",
		"Você certifica lotes de mel.", "O lote ML-20 pode receber o selo?")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enAndAsOr", honey("ao1", "FH-11: conductivity 0.95 mS/cm, blossom pollen 13%. The rule allows the forest honey label when conductivity is at least 0.8 mS/cm or blossom pollen stays at or below 10%.\nNext: print the labels."), true},
		{"enAndKept", honey("ao2", "FH-11: conductivity 0.95 mS/cm, blossom pollen 13%. The rule allows the forest honey label only when conductivity is at least 0.8 mS/cm and blossom pollen stays at or below 10%.\nNext: hold the lot."), false},
		{"ptEAsOu", lote("ao3", "ML-20: umidade 17%, HMF 52 mg/kg. Pela regra, o lote recebe o selo quando a umidade fica abaixo de 18% ou o HMF abaixo de 40 mg/kg.\nPróximo passo: aplicar o selo."), true},
		{"ptOuSeja", lote("ao4", "ML-20: umidade 17%, HMF 32 mg/kg. Pela regra, o lote só recebe o selo com umidade abaixo de 18%, ou seja, 17% serve, e HMF abaixo de 40 mg/kg.\nPróximo passo: aplicar o selo."), false},
	})
}

// "Nobody gets this job before their NDA is on file" denies the work to
// everyone until the condition, as "until" does. enNobodyBefore fails on
// the commit before, which read only until-words after "nobody".
func TestNobodyBeforeIsAPrecondition(t *testing.T) {
	job := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Medical manual en>de, 12k words. The client requires a signed NDA: nobody gets this job before their NDA is on file.").
			tool("vendor_lookup", "Best match: Jonas Weber (medical devices). Client NDA on file: no.", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enNobodyBefore", job("nb1", "Medical manual en>de, 12k words, ready for post-editing. Best match: Jonas Weber.\nNext: assign the job to Jonas Weber."), true},
		{"enNobodyBeforeKept", job("nb2", "Medical manual en>de, 12k words. Best match: Jonas Weber; his NDA is not on file yet, so nobody gets the job before it is.\nNext: ask Jonas Weber to sign the NDA."), false},
	})
}

// A tool's tally that lists items with no reading ("\"no_reading\": [6,
// 7, 15]", "\"unread\": [\"talho 5\"]") leaves them out. enNoReading and
// ptUnread fail on the commit before, which had no such absence cue.
// Made after the blind measurement, from holdout382.
func TestNoReadingIsAFailure(t *testing.T) {
	gauge := toolSays("You track mooring chain wear.", "Gauge the stern chain, links 1 to 18.", "chain_gauge")
	brine := toolSays("Você acompanha as salinas.", "Mede a densidade dos talhos.", "brine_density")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enNoReading", gauge("nr1", `{"measured":15,"no_reading":[4,9,12],"worst_link":7,"worst_loss_pct":6.2}`, "Stern chain, links 1 to 18 gauged: worst wear on link 7 at 6.2 %.\nNext: file the survey."), true},
		{"enNoReadingTold", gauge("nr2", `{"measured":15,"no_reading":[4,9,12],"worst_link":7,"worst_loss_pct":6.2}`, "Stern chain: 15 of 18 links gauged, links 4, 9 and 12 gave no reading; worst wear on link 7 at 6.2 %.\nNext: regauge links 4, 9 and 12."), false},
		{"ptUnread", brine("nr3", `{"read":5,"unread":["talho 2","talho 6"],"reason":"sonda partida","baume_min":24.8}`, "Talhos medidos: densidade mínima 24,8 °Bé.\nPróximo passo: rapa de amanhã."), true},
	})
}

// A tool's time of day with an until-word ("採取は 11:30 まで", "open
// until 16:00") ends what the tool allows: dropped while the work goes on
// past it, it is missing. jaMadeClock fails on the commit before, which
// read such a time only after "only". Made after the blind measurement,
// from holdout383.
func TestToolUntilClock(t *testing.T) {
	clam := toolSays("あなたは潮干狩りガイドの日程を組みます。", "12 月 20 日の体験、第 1 グループ 18 名は 9:00 開始。", "kumiai")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"jaMadeClock", clam("uc1", "体験区画 D を使用可。採取は 11:00 まで。料金 1 名 1,800 円。", "12 月 20 日、第 1 グループ 18 名、9:00 開始、区画 D。料金 1 名 1,800 円。\n次：10:30 開始の第 2 グループを追加する。"), true},
		{"jaMadeClockKept", clam("uc2", "体験区画 D を使用可。採取は 11:00 まで。料金 1 名 1,800 円。", "12 月 20 日、第 1 グループ 18 名、9:00 開始、区画 D、採取は 11:00 まで。料金 1 名 1,800 円。\n次：第 1 グループの案内を送る。"), false},
	})
}

// A validity on one day only ("gültig nur am 8.12.2026", "valid only on
// 2026-03-14") is an expiry: dropped while the work is planned on another
// day, it is missing. deNurAm fails on the commit before, which had no such
// cue. Made after the blind measurement, from holdout383.
func TestValidOnlyOnOneDay(t *testing.T) {
	permit := toolSays("Du planst Wattwanderungen.", "Können wir am 14.3. eine zweite Tour anbieten?", "nationalpark_portal")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"deNurAm", permit("oo1", "Sondergenehmigung SG-22 für die Robbenbank-Route, gültig nur am 12.03.2026, Gruppenführerin Ina Hansen.", "Robbenbank-Tour: Sondergenehmigung SG-22 liegt vor, Gruppenführerin Ina Hansen.\nNächster Schritt: zweite Tour am 14.3. ausschreiben."), true},
		{"deNurAmKept", permit("oo2", "Sondergenehmigung SG-22 für die Robbenbank-Route, gültig nur am 12.03.2026, Gruppenführerin Ina Hansen.", "Robbenbank-Tour: Sondergenehmigung SG-22 gilt nur am 12.03.2026, Gruppenführerin Ina Hansen.\nNächster Schritt: neue Genehmigung für den 14.3. beantragen."), false},
	})
}

// A rule's floor ("cure for at least 72 hours before any burn test")
// restated with the same value as a ceiling ("within 72 hours of pouring")
// lets the work come sooner. A rule in tiers ("7 天以上…，7 天以内…") or a
// restatement that keeps the value as a floor beside it is left alone.
// enFloorAsCeiling fails on the commit before. Made after the blind
// measurement, from holdout384.
func TestFloorRestatedAsCeiling(t *testing.T) {
	cure := ruleSays("Poured candles cure for at least 48 hours before any burn test.", "You run a candle workshop.", "When can we burn-test batch SB-14?")
	tiers := ruleSays("入住前 7 天以上退订全额退款，7 天以内退 50%。", "你负责民宿退订。", "客人问退订能退多少。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enFloorAsCeiling", cure("fc1", "Batch SB-14 poured this morning. Burn tests run within 48 hours of pouring.\nNext: book a burn-test slot for tomorrow."), true},
		{"enFloorKept", cure("fc2", "Batch SB-14 poured this morning. Burn tests wait at least 48 hours after pouring.\nNext: book a burn-test slot for the day after tomorrow."), false},
		{"zhTiersKept", tiers("fc3", "规则：入住前 7 天以上退订全额退款，7 天以内退 50%。客人入住前 10 天退订。\n下一步：全额退款。"), false},
	})
}
