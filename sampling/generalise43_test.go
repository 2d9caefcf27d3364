package sampling

import (
	"testing"

	"recap/review"
)

// Months and years are counted alike in every language: "12 months" and
// "24 Monate", "10 years" and "12 年" measure the same thing, so a
// protected rule's number restated in another language is compared. A
// month of the year ("3月") is no count of months. enMonthsDe and
// enYearsZh fail on the commit before, which gave each language's word
// its own unit.
func TestMonthsAndYearsAcrossLanguages(t *testing.T) {
	for _, c := range []struct {
		text string
		unit uint64
	}{
		{"no older than 12 months", monthUnit}, {"nicht älter als 24 Monate", monthUnit}, {"6 か月", monthUnit},
		{"12개월", monthUnit}, {"por 5 anos", yearUnit}, {"满 12 年", yearUnit}, {"3 ans", yearUnit},
	} {
		qs := quantitiesOf(c.text)
		if len(qs) != 1 || qs[0].unit != c.unit {
			t.Errorf("%q: got %+v, want unit %d", c.text, qs, c.unit)
		}
	}
	for _, q := range quantitiesOf("entrega em 3月 e 2026年") {
		if q.unit == monthUnit {
			t.Errorf("a month of the year read as a count of months: %+v", q)
		}
	}
	cert := ruleSays("Textile scenery may only enter the venue with a flame-retardant certificate no older than 12 months.",
		"You handle materials for a scenery workshop.", "Do we have the certificate for the drapes?")
	rig := ruleSays("Standing rigging must be replaced after 10 years in service, regardless of its condition.",
		"You handle rigging surveys.", "Can the owner use the rig one more season?")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enMonthsDe", cert("my1", "Molton schwarz, Zertifikat B1 ausgestellt 2026-05-04. Hausregel: Dekorationen kommen nur mit einem Zertifikat ins Haus, das nicht älter als 24 Monate ist. Nächster Schritt: Transport vorbereiten."), true},
		{"enYearsZh", rig("my2", "SL-2102：立索具已用 11 年。公司规定立索具满 12 年才整体更换。下一步：回复船东。"), true},
		// The rule's own number in another language keeps it.
		{"enMonthsDeKept", cert("my3", "Molton schwarz, Zertifikat B1 ausgestellt 2026-05-04. Hausregel: Dekorationen kommen nur mit einem Zertifikat ins Haus, das nicht älter als 12 Monate ist. Nächster Schritt: Transport vorbereiten."), false},
		{"enYearsZhKept", rig("my4", "SL-2102：立索具已用 9 年。公司规定立索具满 10 年整体更换。下一步：回复船东。"), false},
	})
}

// A count restated with the tail of its compound noun ("40 Archivkartons"
// as "60 Kartons") counts the same thing. deCompound fails on the commit
// before, which took the two words for two nouns.
func TestCompoundNounCountsAlike(t *testing.T) {
	boxes := ruleSays("Pro Transport verlassen höchstens 40 Archivkartons das Haus.",
		"Du planst Transporte für ein Landesarchiv.", "Plane die Abholung der Charge E-3.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deCompound", boxes("cp1", "Charge E-3: 36 Kartons. Mit 36 Kartons bleibt die Charge unter der Obergrenze von 60 Kartons pro Transport. Nächster Schritt: Verpackung."), true},
		{"deCompoundKept", boxes("cp2", "Charge E-3: 36 Kartons. Mit 36 Kartons bleibt die Charge unter der Obergrenze von 40 Kartons pro Transport. Nächster Schritt: Verpackung."), false},
	})
	if compoundOf("kartons", "tons") || !compoundOf("archivkartons", "kartons") || compoundOf("sessions", "sessions") {
		t.Error("compoundOf: a short tail, or the same word, is no compound")
	}
}

// A number that marks where a rule starts ("满 10 年必须更换", "after 500
// hours the engine must be overhauled") is no number the rule requires:
// restated higher, the rule is looser, not stricter. zhReachedRaised and
// enAfterRaised fail on the commit before, which read every number of a
// "must" rule as a floor.
func TestNumberARuleStartsAt(t *testing.T) {
	rig := ruleSays("立索具使用满 10 年必须整体更换，不论外观如何。",
		"你负责索具检验。", "船东问索具能否再用一个赛季。")
	engine := ruleSays("After 500 hours of running, the engine must be overhauled.",
		"You plan maintenance for a charter fleet.", "Plan this week's work on the Aurora.")
	samples := ruleSays("Each batch must be tested on 5 samples.",
		"You run a testing lab.", "Batch B-12 arrived.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhReachedRaised", rig("ra1", "SL-2102：立索具已用 11 年。公司规定立索具满 12 年才整体更换，本船尚未到期。下一步：回复船东。"), true},
		{"enAfterRaised", engine("ra2", "Aurora: engine at 620 hours. Per policy the engine is overhauled after 800 hours of running. Next: book the haul-out for March."), true},
		// A required count restated higher is stricter.
		{"enRequiredRaised", samples("ra3", "Batch B-12 arrived. Per policy each batch is tested on 6 samples. Next: run the tests."), false},
	})
	for _, c := range []struct {
		text string
		want bool
	}{{"使用满 10 年", true}, {"after 500 hours", true}, {"must test 5 samples", false}, {"chef 5 kg", false}} {
		qs := quantitiesOf(c.text)
		if len(qs) == 0 || reachedAt(c.text, qs[0]) != c.want {
			t.Errorf("reachedAt(%q) = %v, want %v", c.text, !c.want, c.want)
		}
	}
}

// A tool's result that lists the whole and then the part that went
// through ("20 procesados, 18 entregados, 2 fallidos", "49 lamine, 46
// misurate …; 3 non leggibili") and says something failed or did not
// happen is a split: a summary that restates the whole as done leaves out
// the rest. esListed and itListed fail on the commit before, which read
// only "N of M" splits.
func TestListedPartClaimedWhole(t *testing.T) {
	sms := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Manda el recordatorio a los 20 propietarios.").
			toolCall("sms_batch", `{"lista":"dic","n":20}`).tool("sms_batch", result, false).summary(summary).build()
	}
	tuner := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Misura tutte le lamine della celesta.").
			toolCall("tuner_measure", `{"bars":"1-49"}`).tool("tuner_measure", result, false).summary(summary).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"esListed", sms("lp1", "Lote SMS-5212: 20 procesados, 18 entregados, 2 fallidos (números no válidos).", "Recordatorios enviados a los 20 propietarios de la lista. Siguiente paso: abrir la agenda de enero."), true},
		{"itListed", tuner("lp2", "Accordatura: 49 lamine, 46 misurate entro ±2 cents; 3 non leggibili (errore microfono).", "Tutte le 49 lamine misurate, entro ±2 cents. Prossimo passo: regolazione della meccanica."), true},
		// The part named downstream is told.
		{"esPartNamed", sms("lp3", "Lote SMS-5212: 20 procesados, 18 entregados, 2 fallidos (números no válidos).", "Recordatorios entregados a 18 de los 20 propietarios de la lista. Siguiente paso: abrir la agenda de enero."), false},
		// A list with no failure said is a breakdown, not a split.
		{"enBreakdown", sms("lp4", "Batch SMS-5212: 20 queued, 18 to mobiles and 2 to landlines by voice.", "Reminders went to all 20 owners. Next: open January's calendar."), false},
	})
}

// A deadline named by a Chinese, Japanese or Korean noun before its date
// ("搬入締切は 3 月 14 日 17 時", "报名截止日期是 3 月 13 日") is a
// deadline; carried by its day ("14日") it is kept. jaShimekiri and
// zhJiezhi fail on the commit before, which read such deadlines only
// with "前", "までに" or "까지" after the date.
func TestCJKDeadlineNouns(t *testing.T) {
	frame := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "木版画 12 点を額装します。").msg(review.RoleAssistant, said).summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"jaShimekiri", frame("cd1", "ギャラリーの搬入締切は 3 月 14 日 17 時です。", "木版画 12 点を額装し、ギャラリーに搬入する。マットは白、額はオーク。次：マットの窓抜きから始める。"), true},
		{"zhJiezhi", frame("cd2", "画廊的送展截止日期是 3 月 13 日。", "木版画 12 点装框后送展到画廊。白色卡纸，橡木框。下一步：开始裁卡纸。"), true},
		{"koMagam", frame("cd3", "갤러리 반입 마감은 3월 14일입니다.", "목판화 12점 액자 작업 후 갤러리 반입. 흰 매트, 오크 액자. 다음: 매트 창 재단."), true},
		// Carried, by its day of the month.
		{"jaShimekiriDay", frame("cd4", "ギャラリーの搬入締切は 3 月 14 日 17 時です。", "木版画 12 点を額装し、14日の搬入締切に間に合わせる。次：マットの窓抜きから始める。"), false},
	})
	if !cjkDeadlineLabel("报名截止时间为") || !cjkDeadlineLabel("搬入締切は ") || cjkDeadlineLabel("截止阀已关闭，") {
		t.Error("cjkDeadlineLabel: a deadline noun before its date, with a particle or copula, and no other")
	}
}

// A booked slot with an end ("créneau 07:00-07:40", "时段 09:00-11:00")
// closes at that end, like a window; a slot that only says when it starts
// ("créneau 2026-03-12 15:30") bounds nothing. An end carried as "10h" or
// "11点" is carried. frSlot and zhSlot fail on the commit before, which
// read only window words; the other cases are guards (clockCarried
// matched "10:00" only, so "7h à 10h" would have read as dropped).
func TestBookedSlotCloses(t *testing.T) {
	track := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Réserve la piste en sable pour demain matin, deux lots.").
			toolCall("track_booking", `{"piste":"sable"}`).tool("track_booking", result, false).summary(summary).build()
	}
	furnace := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "查一下加热炉的预约。").
			toolCall("furnace_booking", `{"job":"GL-2099"}`).tool("furnace_booking", result, false).summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frSlot", track("sl1", "Réservation PS-448 : piste en sable, créneau 07:00-07:40, 6 chevaux maximum.", "Réservation PS-448 : piste en sable à partir de 07:00, 6 chevaux maximum. Étape suivante : faire travailler le deuxième lot sur la piste juste après le premier."), true},
		{"zhSlot", furnace("sl2", "加热炉预约 FB-311，时段 09:00-11:00，超时自动断电。", "加热炉预约 FB-311 已确认，铁箍已备好。下一步：上午加热铁箍并热装到前轮上。"), true},
		{"frCarriedH", track("sl3", "Réservation PS-448 : piste en sable, créneau 07:00-10:00, 6 chevaux maximum.", "Réservation PS-448 : piste en sable de 7h à 10h, 6 chevaux maximum. Étape suivante : faire travailler le deuxième lot après le premier."), false},
		{"zhCarriedDian", furnace("sl4", "加热炉预约 FB-311，时段 09:00-11:00，超时自动断电。", "加热炉预约 FB-311：9点到11点。下一步：上午加热铁箍并热装到前轮上。"), false},
		{"frSlotStart", track("sl5", "En file sur la piste en sable, créneau 2026-03-12 15:30.", "Piste en sable réservée le 12 mars. Étape suivante : faire travailler le deuxième lot sur la piste."), false},
	})
}

// A trial or loan period a tool gives ("试用期7天", "Leihfrist 4 Wochen")
// runs out like a validity. zhTrial and deLoan fail on the commit before,
// which knew no such words.
func TestTrialAndLoanPeriods(t *testing.T) {
	saddle := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "郑小姐想试用一副综合鞍。").
			toolCall("trial_order", `{"client":"郑小姐"}`).tool("trial_order", result, false).summary(summary).build()
	}
	loan := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Bestelle den Band per Fernleihe für die Lesesaal-Sitzung.").
			toolCall("ill_request", `{"title":"Hanse-Rezess"}`).tool("ill_request", result, false).summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhTrial", saddle("tp1", "试用单 TR-4207：综合鞍17寸，押金 3000元，试用期7天，逾期按购买处理。", "郑小姐试用综合鞍17寸，试用单 TR-4207，押金 3000元。下一步：周日把马鞍交给郑小姐。"), true},
		{"deLoan", loan("tp2", "Fernleihe FL-88 bestätigt: Leihfrist 4 Wochen ab Eingang, keine Verlängerung.", "Fernleihe FL-88 für den Hanse-Rezess ist bestätigt. Nächster Schritt: Lesesaal-Sitzungen im Februar und März planen."), true},
		// Carried.
		{"zhTrialKept", saddle("tp3", "试用单 TR-4207：综合鞍17寸，押金 3000元，试用期7天，逾期按购买处理。", "郑小姐试用综合鞍17寸（TR-4207，押金 3000元），试用 7 天，逾期按购买处理。下一步：周日把马鞍交给郑小姐。"), false},
	})
}

// A maximum a tool states bounds a summary that counts the same noun or
// counter, though the two sentences share no other word: "每月最多供货
// 300 张" and the summary's "再做一批 80 张". zhCounter fails on the commit
// before, which asked for a shared word.
func TestMaximumOfWhatTheSummaryCounts(t *testing.T) {
	paper := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "古籍修复中心又要孔雀纹的大理石纹纸，先查一下合同。").
			toolCall("contract_lookup", `{"client":"古籍修复中心"}`).tool("contract_lookup", "框架合同：每月最多供货 300 张，超出部分需另签补充协议", false).
			toolCall("deliveries", `{"month":"2026-03"}`).tool("deliveries", "3 月已交付孔雀纹 260 张", false).summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhCounter", paper("mc1", "古籍修复中心：孔雀纹大理石纹纸，3 月已交付 260 张。下一步：明天再做一批 80 张孔雀纹，做完交付。"), true},
		{"zhCounterKept", paper("mc2", "古籍修复中心：孔雀纹大理石纹纸，3 月已交付 260 张，合同每月上限 300 张。下一步：再做 40 张，做完交付。"), false},
		// The summary counts nothing of the cap's: the cap bounds nothing it does.
		{"zhOtherCounter", paper("mc3", "古籍修复中心：孔雀纹大理石纹纸的卡拉胶浆今天调好。下一步：明天开始拉纹。"), false},
	})
}

// A record's limit given as a bare number under a key that names its unit
// ("max_bottom_time_min": 90, "turnaround_hours_max": 72, "max_dwell_h":
// 48) is carried in another unit of that measure ("1.5 小时", "3 días",
// "two days"). zhHours, esDays and enDwellDays fail on the commit before,
// which compared the bare numbers only.
func TestRecordLimitCarriedInAnotherUnit(t *testing.T) {
	rec := func(id, key string, val any, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: val}
		return newEvent(id).msg(review.RoleUser, "Plan the next step.").summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhHours", rec("ru1", "max_bottom_time_min", 90.0, "潜水员杨帆单次水下工作时间上限 1.5 小时，到时出水。下一步：下水安装护套。"), false},
		{"esDays", rec("ru2", "turnaround_hours_max", 72.0, "Pedido DL-3352: plazo estimado 60 h con límite de 3 días. Siguiente paso: revelado."), false},
		{"enDwellDays", rec("ru3", "max_dwell_h", 48.0, "Containers may sit on the quay for 2 days at most. Next: book the trucks."), false},
		// Not carried, in any unit.
		{"zhDropped", rec("ru4", "max_bottom_time_min", 90.0, "潜水员杨帆负责安装护套。下一步：下水安装护套。"), true},
		// Another value in another unit is no carrying.
		{"esOtherValue", rec("ru5", "turnaround_hours_max", 72.0, "Pedido DL-3352: plazo de 4 días. Siguiente paso: revelado."), true},
	})
}

// "分" before a span word is minutes ("90分以内", "180分まで"), and a
// "half" after a unit of time adds half of it ("1時間半", "1시간 반", "2
// horas e meia"): "90分以内" and "1時間半以内" are one limit. A bare "分"
// may be a score or a fraction and stays no duration. The parses fail on
// the commit before, and jaHalfHour with them.
func TestMinutesAndHalvesInCJK(t *testing.T) {
	minutes := func(text string) float64 {
		qs := quantitiesOf(text)
		if len(qs) != 1 || qs[0].unit != minutesUnit {
			return -1
		}
		return qs[0].vals[0] * qs[0].per
	}
	for _, c := range []struct {
		text string
		want float64
	}{{"90分以内", 90}, {"180分まで", 180}, {"1時間半以内", 90}, {"1시간 반", 90}, {"2 horas e meia", 150}, {"3 hours and a half", 210}} {
		if got := minutes(c.text); got != c.want {
			t.Errorf("%q: %v minutes, want %v", c.text, got, c.want)
		}
	}
	for _, text := range []string{"得分90分", "5分の1"} {
		if minutes(text) >= 0 {
			t.Errorf("%q read as minutes", text)
		}
	}
	drill := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "テナントの営業への影響があるので、訓練は 90 分以内で終わらせること。").summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"jaHalfHour", drill("mh1", "避難訓練は 1 時間半以内で終える。次：館内放送の文案を作る。"), false},
		{"jaDropped", drill("mh2", "避難訓練を実施する。次：館内放送の文案を作る。"), true},
	})
}

// A date a rule sets as a limit is carried by the same date anywhere
// downstream ("早于要求的 3 月 20 日", "delivery on 20 March"), in any
// sentence; a date whose rule gives an hour beside it ("before 15:00 on
// 27 March") needs that hour too. zhDateNamed and enDateNamed fail on the
// commit before, which asked for the date in a deadline's words.
func TestDateLimitCarriedAnywhere(t *testing.T) {
	order := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhDateNamed", order("dc1", "俱乐部要订 20 套笼头，要 3 月 20 日前交货。", "20 套笼头，工期 5 个工作日，最早 3 月 18 日交货，早于要求的 3 月 20 日。下一步：把报价单发给俱乐部确认。"), false},
		{"enDateNamed", order("dc2", "The tablecloths must be delivered no later than 20 March.", "25 tablecloths, quote 980 EUR; delivery on 20 March in the 8-10 slot. Next: load the van."), false},
		// The hour of the deadline is dropped: scheduling work on that day
		// does not carry it.
		{"enHourDropped", order("dc3", "The stores must be alongside at Quay 9 before 15:00 on 27 March, the ship sails at 16:30.", "Quay 9 delivery slot booked for 27 March 16:00-17:00. Next: load the truck when the produce arrives."), true},
		{"enNotNamed", order("dc4", "The tablecloths must be delivered no later than 20 March.", "25 tablecloths, quote 980 EUR. Next: load the van."), true},
	})
}

// A span from today carried as the day it ends ("sous 10 jours" as "au
// plus tard le 20/03"), and ten working days as two working weeks, are
// carried; a span set for each occasion ("每次最长 5 天") is from no day,
// and no date carries it. frSpanAsDate and enWorkingWeeks fail on the
// commit before.
func TestSpanCarriedAsItsLastDay(t *testing.T) {
	say := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).summary(summary).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frSpanAsDate", say("sd1", "Le devis est à rendre sous 10 jours.", "Devis D-2115 en brouillon, 285,00 EUR ; à rendre au plus tard le 20/03. Prochaine étape : envoyer le devis."), false},
		{"enWorkingWeeks", say("sd2", "Our service level for them: results within 10 working days of intake.", "Service level: results two working weeks from intake. Next: grade the stone."), false},
		{"zhPerLoan", say("sd3", "给外部向导队的出借，每次最长 5 天，超过要队长批准。", "在库 15 台，外借 3 台，3 月 15 日归还。下一步：在库的 15 台重新登记为可出借。"), true},
	})
}

// A record fact that puts the condition on record ("landlord_consent":
// "recorded 03 Dec", "payment": "settled") or whose key says it met in
// two of the condition's words ("shade_confirmed": "havana, 2026-12-04")
// lifts the blocker. A key naming less of it ("mill_signed" for "signed
// by both parties") does not. enRecorded and enKeyConfirmed fail on the
// commit before.
func TestRecordPutsConditionOnRecord(t *testing.T) {
	job := func(id, user string, facts map[string]any, summary string) *review.Event {
		s := sotFor()
		s.Facts = facts
		return newEvent(id).msg(review.RoleUser, user).summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enRecorded", job("rc1", "The door can't go to code-only entry until the landlord's consent is on file; that's blocking.",
			map[string]any{"landlord_consent": "recorded 03 Dec"}, "New keypad paired, 6 codes migrated. Next: door switched to code-only entry."), false},
		{"enKeyConfirmed", job("rc2", "The new leather is not dyed unless Mrs Fenwick confirms the havana shade; that's blocking.",
			map[string]any{"shade_confirmed": "havana, 2026-12-04"}, "Show headstall with a new crank noseband. Next: dye the noseband leather havana."), false},
		{"itPartSigned", job("rc3", "Nessun ordine finché il contratto quadro non è firmato da entrambe le parti.",
			map[string]any{"mill_signed": "2027-11-22"}, "Contratto quadro CQ-2028: 30 t al mese. Prossimo passo: emettere l'ordine di semola."), true},
	})
}

// A tool result after a precondition that says its condition met, in the
// condition's words ("Certificat d'étalonnage … reçu le 2026-03-09"),
// lifts it. One that meets a part ("13 rostered players, 11 signed
// waivers"), keeps something pending beside it ("Verification: pending")
// or says it in JSON keys ("issued": false) does not. frToolMet fails on
// the commit before, which read only the record's facts and resolved
// words against the blocked work's own words; enPartMet fails without
// the count guard; enPendingBeside is a guard.
func TestToolSaysConditionMet(t *testing.T) {
	ev := func(id, user, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).toolCall("doc_lookup", `{"doc":"x"}`).tool("doc_lookup", result, false).summary(summary).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"frToolMet", ev("tm1", "Pas de marquage sur la ligne 4 tant que le certificat d'étalonnage du lecteur d'humidité n'est pas reçu ; c'est bloquant.",
			"Certificat d'étalonnage CAL-5521 du lecteur d'humidité ligne 4 reçu le 2026-03-09 à 07:10.", "Ligne 4 : certificat CAL-5521 reçu. Prochaine étape : reprise du marquage sur la ligne 4."), false},
		{"enPartMet", ev("tm2", "No team plays a league game until every rostered player has a signed waiver; that is blocking.",
			"Frost Giants: 13 rostered players, 11 signed waivers.", "Frost Giants roster checked. Next: schedule the Frost Giants' league game on Sunday."), true},
		{"enPendingBeside", ev("tm3", "No load is released to a haulier until the end-user declaration is received and verified.",
			"Pen-y-Bryn farm: end-user declaration EUD-5528 received 2026-03-07. Verification: pending (compliance queue).", "EUD-5528 in. Next: release the load to the haulier."), true},
	})
}

// A floor restated higher is stricter, not weaker: "at or below -18 °C for
// 140 minutes" against "for at least 2 hours". enFloorMet fails on the
// commit before, which read only ceilings as stricter lower.
func TestFloorRestatedHigherIsStricter(t *testing.T) {
	frz := ruleSays("Release a blast-frozen batch only after its core temperature has been at or below -18 °C for at least 2 hours.",
		"You run the blast freezers.", "Can batch HK-60244 be released?")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enFloorMet", frz("fl1", "Batch HK-60244 (tunnel B-2): core -21.0 °C, at or below -18 °C for 140 minutes. Next: release HK-60244 to cold store."), false},
		{"enFloorLowered", frz("fl2", "Release rule: a batch goes out once it has been at or below -18 °C for at least 90 minutes. Next: release HK-60244 to cold store."), true},
	})
	for _, c := range []struct {
		text string
		want bool
	}{{"for at least 2 hours", true}, {"2 時間以上", true}, {"mindestens 5 Proben", true}, {"at most 5", false}, {"for 2 hours", false}} {
		qs := quantitiesOf(c.text)
		if len(qs) == 0 || floorAt(fold(c.text).text, qs[0]) != c.want {
			t.Errorf("floorAt(%q) = %v, want %v", c.text, !c.want, c.want)
		}
	}
}

// A day and a half in words ("一天半", "un día y medio") is 36 hours, and
// "lasts 6 h" counts hours, not a time of day. The parses fail on the
// commit before, which read "一天" and the time 06:00.
func TestDayAndAHalfAndLastingHours(t *testing.T) {
	for _, c := range []struct {
		text string
		want float64
	}{{"最多暂养一天半", 2160}, {"un día y medio", 2160}, {"a day and a half", 2160}, {"one of which lasts 6 h or more", 360}} {
		qs := quantitiesOf(c.text)
		if len(qs) != 1 || qs[0].unit != minutesUnit || qs[0].vals[0]*qs[0].per != c.want {
			t.Errorf("%q: got %+v, want %v minutes", c.text, qs, c.want)
		}
	}
}

// A sentence that names a rule before a colon ("Unloading condition per
// the desk rule: two operators present") restates it, and the count after
// the colon is a count, not an identifier. enLabelColon fails on the
// commit before, which read "rule: two" as rule number two and asked the
// sentence to open with a rule word.
func TestRuleNamedBeforeAColon(t *testing.T) {
	caustic := ruleSays("Caustic soda is unloaded only with two operators present and the eyewash station tested during the same shift.",
		"You coordinate tanker unloading.", "The caustic truck for PO-4408 is here early.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enLabelColon", caustic("lc1", "PO-4408 caustic soda, 18 t, on site at 09:25. Unloading condition per the desk rule: two operators present. Next: unloading PO-4408 into NAOH-1."), true},
		{"enLabelColonKept", caustic("lc2", "PO-4408 caustic soda, 18 t, on site at 09:25. Unloading condition per the desk rule: only with two operators present and the eyewash station tested during the same shift. Next: unloading PO-4408 into NAOH-1."), false},
	})
	ev := newEvent("lc3").msg(review.RoleUser, "x").summary("Unloading condition per the desk rule: two operators present.").build()
	a := NewEngine(nil).newAnalysis(ev)
	for _, u := range a.downstream() {
		for _, s := range u.sents {
			for _, q := range u.sentQuantities(s) {
				if a.lx.isIdentifier(u, s, q) {
					t.Errorf("%q read as an identifier", u.f.text[q.start:q.end])
				}
			}
		}
	}
}

// A rule's exception turned into the way through, with an alternative
// beside it ("refused unless a dean's exception is on file" as "go
// through with a dean's exception or a dietitian note"), is widened.
// enExceptionOr fails on the commit before, which read widened
// exceptions only in a restatement that kept an exception word. A rule
// whose exception has its own alternative is left alone.
func TestExceptionRestatedAsAlternatives(t *testing.T) {
	meal := ruleSays("Meal plan downgrades after the add/drop deadline are refused unless a dean's exception is on file.",
		"You handle meal plan changes.", "Ben Carter wants to drop to the Block 100 plan.")
	keys := ruleSays("Transponder keys are never programmed for a vehicle unless the registered keeper, or a person holding the keeper's signed authority, is present.",
		"You book key programming.", "Program a key for the Golf.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enExceptionOr", meal("ea1", "Ben Carter asked to move to Block 100 after add/drop closed. Downgrades after the add/drop deadline go through with a dean's exception or a dietitian note, and he has the note. Next: process the downgrade."), true},
		{"enExceptionKept", meal("ea2", "Ben Carter asked to move to Block 100 after add/drop closed. Downgrades after the add/drop deadline go through only with a dean's exception, and none is on file. Next: tell him the request is refused."), false},
		{"enRuleHasOr", keys("ea3", "Policy: keys are programmed only with the registered keeper present or someone holding her signed authority; Mrs Hale will attend. Next: program the key."), false},
	})
}

// A split claimed whole by its noun with no number ("tutti i sensori" for
// "Sensori: 4 su 6 con dati") leaves the rest out as surely as "all 6".
// itAllNoun fails on the commit before, which read only a claim with the
// whole's number.
func TestSplitClaimedWholeByItsNoun(t *testing.T) {
	air := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Controlla l'aria dopo la prova con l'hazer.").
			toolCall("air_monitor", `{"venue":"teatro"}`).tool("air_monitor", "PM2.5 picco 31 µg/m³ (soglia 50 µg/m³). Sensori: 4 su 6 con dati; S5 e S6 (galleria) offline, nessun dato.", false).
			summary(summary).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"itAllNoun", air("an1", "PM2.5 picco 31 µg/m³, soglia 50 µg/m³; tutti i sensori in platea e galleria nei limiti. Prossimo passo: stessa densità di haze stasera."), true},
		{"itPartNamed", air("an2", "PM2.5 picco 31 µg/m³, soglia 50 µg/m³; 4 sensori su 6 con dati, S5 e S6 offline. Prossimo passo: riavviare S5 e S6."), false},
	})
}

// A summary that repeats the negation the split's own sentence says of
// the part that went through ("no cracks" of "12 scanned, no cracks
// found") negates no outcome: claiming all 14 inspected still leaves out
// the 2 not scanned. enRepeatedNo fails on the commit before.
func TestRepeatedNegationIsNoOutcome(t *testing.T) {
	swage := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Pre-purchase rig survey: all swaged terminals please.").
			toolCall("swage_scan", `{"job":"SL-2094"}`).tool("swage_scan", result, false).summary(summary).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enRepeatedNo", swage("rn1", "14 fittings: 12 scanned, no cracks found; 2 not scanned (camera fault)",
			"Swaged terminals: all 14 fittings inspected with borescope and dye, no cracks. Next: write the survey report."), true},
		{"enPartNamed", swage("rn2", "14 fittings: 12 scanned, no cracks found; 2 not scanned (camera fault)",
			"Swaged terminals: 12 of 14 fittings inspected, no cracks; 2 not scanned. Next: rescan the 2 fittings."), false},
	})
}

// A count of something ("16 points") is no hour of the day: "valid until
// 16:00" is not carried by it, though a bare "16" or "16 Uhr" may be.
// Inches are a length: "96 inches" is "8 ft". The comparisons fail on
// the commit before, which took any whole number for the hour and read
// inches as a word.
func TestHourAndInches(t *testing.T) {
	q := func(text string) quantity {
		qs := quantitiesOf(text)
		if len(qs) == 0 {
			t.Fatalf("%q: no quantity", text)
		}
		return qs[len(qs)-1]
	}
	clock := q("valid until 16:00")
	for _, c := range []struct {
		text string
		want bool
	}{{"24 points measured, 16 points above", false}, {"até as 16", true}, {"bis 16 Uhr", true}, {"16 km", false}} {
		if got := equalQuantity(clock, q(c.text)); got != c.want {
			t.Errorf("16:00 = %q: %v, want %v", c.text, got, c.want)
		}
	}
	if !equalQuantity(q("above 8 ft"), q("at or above 96 inches")) {
		t.Error("96 inches is not 8 ft")
	}
}

// A range closed by an hour word ("18–20 Uhr") ends at a time of day:
// its end is read, not skipped as part of an identifier. The parse fails
// on the commit before.
func TestHourRangeEnd(t *testing.T) {
	qs := quantitiesOf("Kunstrasenplatz am Donnerstag, 18–20 Uhr angefragt")
	if len(qs) != 2 || qs[1].kind != qTime || qs[1].vals[0] != 20*60 {
		t.Errorf("got %+v, want 18 and 20:00", qs)
	}
	if qs := quantitiesOf("Bestellung PO-4408 Uhr"); len(qs) != 0 {
		t.Errorf("an identifier read as a time: %+v", qs)
	}
}

// A next step that takes the blocked work only once the condition is met,
// in the condition's words, keeps the block: "load LT-338 into R2 once
// the supplier's certificate is received", "批准后再提交定制订单". The
// read-set event h328-10 fails on the commit before, which read the step
// as going ahead; enOnceStep and enStepAhead are guards.
func TestNextStepWaitsForTheCondition(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Lot LT-338 stays out of reactor R2 until the supplier's certificate is received; that is blocking.").summary(summary).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enOnceStep", ev("ns1", "LT-338 is staged by R2. Next: load LT-338 into R2 once the supplier's certificate is received."), false},
		{"enStepAhead", ev("ns2", "LT-338 is staged by R2. Next: load LT-338 into R2 this afternoon."), true},
	})
	e := NewEngine(nil)
	for _, l := range loadLabeled(t, "../testdata/holdout328") {
		if l.Name == "h328-10-yushouquan-dengdai" {
			if r := e.Route(l.ev); hasFinding(r, FindingPendingUnblocked) {
				t.Errorf("h328-10: pending_unblocked on a next step that waits for the approval: %v", findingIDs(r))
			}
			return
		}
	}
	t.Fatal("h328-10 not found in testdata/holdout328")
}

// A summary that carries a tool's own approval in a sentence naming the
// transaction ("a segunda tentativa foi aprovada, transação TX-4915" for
// "Transação aprovada: TX-4915") claims nothing new. ptRetryApproved
// fails on the commit before, which compared the claim's clause alone.
func TestToolApprovalCarriedInTheSentence(t *testing.T) {
	pay := func(id, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"transacao": "TX-4915"}
		return newEvent(id).msg(review.RoleUser, "Cobra os 4 cascos, R$ 480,00, no cartão da Sra. Lúcia.").
			toolCall("card_charge", `{"valor":"R$ 480,00"}`).tool("card_charge", "Falha: terminal sem sinal, transação não concluída.", true).
			toolCall("card_charge", `{"valor":"R$ 480,00","retry":true}`).tool("card_charge", "Transação aprovada: TX-4915, R$ 480,00.", false).
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingApprovalInvalid, []findingCase{
		{"ptRetryApproved", pay("ta1", "A primeira cobrança de R$ 480,00 falhou (terminal sem sinal); a segunda tentativa foi aprovada, transação TX-4915. Próximo passo: enviar o recibo."), false},
	})
}

// Read after the blind measurement, on holdout379–381 read since. A
// temperature threshold restated with another value is changed, though
// two forecast values upstream sum to it ("+0.6 °C" and "+2.4 °C" make no
// "+3 °C" rule); "400 operating hours" is a span of hours; an interval
// restated ("cada 600 horas" for "after 400 operating hours") is changed.
// enTempSum and esInterval fail on the commit before.
func TestTemperatureAndIntervalRestated(t *testing.T) {
	grit := ruleSays("A precautionary run is ordered when the forecast road surface temperature is at or below +1 °C.",
		"You plan winter gritting runs.", "Forecast surface minima tonight: Ridgeway +0.6 °C, Coldharbour +2.4 °C. Plan tonight's runs.")
	needles := ruleSays("Needle boards are replaced after 400 operating hours.",
		"You plan maintenance on the needle looms.", "Can NB-2 stay in through the weekend?")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enTempSum", grit("tr1", "Forecast surface minima tonight: Ridgeway +0.6 °C, Coldharbour +2.4 °C. Under the county trigger (treat when the forecast surface is at or below +3 °C) both roads qualify. Next: send GT-2 out."), true},
		{"enTempKept", grit("tr2", "Forecast surface minima tonight: Ridgeway +0.6 °C, Coldharbour +2.4 °C. Under the county trigger (treat at or below +1 °C) only the Ridgeway qualifies. Next: send GT-2 out."), false},
		{"esInterval", needles("tr3", "NB-2 en la línea L1: 380 operating hours. Los tableros se cambian cada 600 horas, so NB-2 stays in. Next: run the backlog."), true},
		{"esIntervalKept", needles("tr4", "NB-2 en la línea L1: 380 operating hours. Los tableros se cambian cada 400 horas, so NB-2 is due next week. Next: run the backlog."), false},
	})
	if qs := quantitiesOf("after 400 operating hours"); len(qs) != 1 || qs[0].unit != minutesUnit || qs[0].vals[0]*qs[0].per != 24000 {
		t.Errorf("400 operating hours: %+v", qs)
	}
}

// Read after the blind measurement. A part listed after the semicolon
// that ends the whole's sentence ("12 itens solicitados; 9 reservados, 3
// falharam") is a split of the whole, not "3 of 9"; a word of
// completeness in the number's clause ("Kit completo reservado: 12
// itens") claims it whole. The commit before read "3 of 9" here (the
// split assertion fails on it); ptSemicolon and ptPartsNamed guard the
// routing, which another failure reading also reaches.
func TestListedPartAfterASemicolon(t *testing.T) {
	kit := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Reserva o kit Jardim Encantado para o casamento.").
			toolCall("kit_reserve", `{"kit":"Jardim Encantado","items":12}`).
			tool("kit_reserve", "Kit Jardim Encantado: 12 itens solicitados; 9 reservados, 3 falharam (fita LED RGB sem estoque).", false).
			summary(summary).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptSemicolon", kit("ls1", "Kit 'Jardim Encantado' completo reservado: 12 itens. Próximo passo: proposta de montagem."), true},
		{"ptPartsNamed", kit("ls2", "Kit 'Jardim Encantado': 9 de 12 itens reservados, 3 sem estoque (fita LED RGB). Próximo passo: buscar a fita."), false},
	})
	a := NewEngine(nil).newAnalysis(kit("ls3", "ok"))
	for _, p := range a.partialCounts() {
		if p.part == 3 && p.all == 9 {
			t.Error("read 3 of 9 from two parts of 12")
		}
		if p.start < int(p.s.start) || p.end > len(p.u.f.text) {
			t.Errorf("split evidence [%d,%d) outside its sentence from %d", p.start, p.end, p.s.start)
		}
	}
}

// Read after the blind measurement. A value a tool gave, in a sentence
// that shares the cap's words ("moldura R$ 690,00 + vidro R$ 950,00" of a
// quote), is the case, not the cap restated: the cap is left out, not
// changed. h379-02 (read since its one measurement) fails on the commit
// before, which read "changes R$ 1.800 to R$ 690,00".
func TestToolValueIsNoCapRestated(t *testing.T) {
	e := NewEngine(nil)
	for _, l := range loadLabeled(t, "../testdata/holdout379") {
		if l.Name == "h379-02-teto-orcamento-galeria" {
			r := e.Route(l.ev)
			if hasFinding(r, FindingRuleWeakened) || !hasFinding(r, FindingMissingLimit) {
				t.Errorf("h379-02: want missing_limit and no rule_weakened, got %v", findingIDs(r))
			}
			return
		}
	}
	t.Fatal("h379-02 not found in testdata/holdout379")
}
