package sampling

import (
	"testing"

	"recap/review"
)

// A record that states a thing locked out until a condition ("Press P-4
// locked out until the safety officer signs the guard test sheet",
// "Boiler B2 under lockout until the gas engineer clears fault F-31")
// holds it back as "stays locked until" does: a next step that runs it
// goes ahead against the hold. enLockedOut and enUnderLockout fail on
// the commit before. Guards: the hold kept as a pending item
// (enLockoutKept), and a thing locked until a time of day, which is no
// condition (enLockedUntilTime); both hold on both commits.
func TestLockedOutUntilACondition(t *testing.T) {
	press := func(id, result, summary string, c *review.Contract) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Is press P-4 ready for the afternoon run?").
			toolCall("plant_status", `{"asset":"P-4"}`).tool("plant_status", result, false).
			summary(summary).contractIf(c).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"plant_status"}}).build()
	}
	const lockedOut = "P-4: guard sensor replaced at 11:40. Press locked out until the safety officer signs the guard test sheet."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enLockedOut", press("lo1", lockedOut, "Press P-4: guard sensor replaced at 11:40.\nNext: restart P-4 for the afternoon run.", nil), true},
		{"enUnderLockout", press("lo2", "Boiler B2 pressure 1.4 bar. Boiler B2 under lockout until the gas engineer clears fault F-31.",
			"Boiler B2 pressure reads 1.4 bar.\nNext: fire boiler B2 for the afternoon run.", nil), true},
		{"enLockoutKept", press("lo3", lockedOut, "Press P-4: guard sensor replaced at 11:40; it stays locked out until the safety officer signs the guard test sheet.\nNext: ask the safety officer to sign the guard test sheet.",
			blockingTodo("Safety officer signs the P-4 guard test sheet")), false},
		{"enLockedUntilTime", press("lo4", "Store room C locked until 06:00 tomorrow. Press P-4 guard sensor replaced at 11:40.",
			"Press P-4: guard sensor replaced at 11:40; store room C opens at 06:00 tomorrow.\nNext: restart P-4 for the afternoon run.", nil), false},
	})
}

// A contract that cites a record fact whose value is an approval's id
// ("permit": "AP-441", cited as sot:/facts/permit) relies on that
// approval as a summary that names it does: its expiry must be carried.
// enFactCitesApproval fails on the commit before. Guards: the expiry
// carried in the summary (enExpiryCarried), and a fact cited whose value
// is no approval's id (enOtherFactCited); both hold on both commits.
func TestContractCitesApprovalByFact(t *testing.T) {
	ev := func(id, summary, ref string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"permit": "AP-441", "tonnes": "14"}
		s.Approvals = []review.SourceApproval{{ID: "AP-441", Scope: "spoil tipping at Holm quarry", GrantedBy: "Holm quarry", ExpiresAt: ts("2026-03-13T18:00:00Z")}}
		return newEvent(id).msg(review.RoleUser, "Can Holm quarry take the 14 t of spoil from the Elm Road dig?").
			toolCall("waste_classify", `{"site":"Elm Road"}`).tool("waste_classify", "spoil: 14 t, inert", false).
			summary(summary).
			contract(review.Contract{TaskID: "T-1", Tenant: "acme", WorkflowVersion: "wf-3",
				ConfirmedFacts: []review.Fact{{Text: "14 t inert spoil", SourceRef: "m3"}, {Text: "Holm quarry takes the spoil", SourceRef: ref}}}).
			sot(s).policy(review.Policy{AllowedTools: []string{"waste_classify"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enFactCitesApproval", ev("ca1", "Elm Road: 14 t of inert spoil; Holm quarry takes it.\nNext: book the lorries for the spoil.", "sot:/facts/permit"), true},
		{"enExpiryCarried", ev("ca2", "Elm Road: 14 t of inert spoil; Holm quarry takes it until 13 March 2026, 18:00.\nNext: book the lorries for the spoil.", "sot:/facts/permit"), false},
		{"enOtherFactCited", ev("ca3", "Elm Road: 14 t of inert spoil; Holm quarry takes it.\nNext: book the lorries for the spoil.", "sot:/facts/tonnes"), false},
	})
}

// A value the original and the record both give ("1.5 inHg lost" in the
// tool's result, "drop": "1.5" in the record) is one value: the
// summary's "up to 3 inHg per minute" for a rule's 2 is no sum of it with
// itself, but the rule's number changed. enSameValueTwice fails on the
// commit before. Guard: 3 the sum of two different readings upstream
// (1.2 and 1.8 inHg on two pads) is still read as worked out
// (enTwoPadsSummed), and holds on both.
func TestSameValueTwiceMakesNoSum(t *testing.T) {
	ev := func(id, result, drop, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"drop": drop}
		return newEvent(id).msg(review.RoleUser, "Hold-test results for the vacuum lifter, please.").
			toolCall("hold_test", `{"lifter":"VL-3"}`).tool("hold_test", result, false).
			summary(summary).sot(s).
			policy(review.Policy{AllowedTools: []string{"hold_test"}, Rules: []review.Rule{{ID: "VL-1", Text: "A vacuum lifter may not be used if its pad loses more than 2 inHg in one minute."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enSameValueTwice", ev("sv1", "Lifter VL-3 (4 pads): hold test 1.5 inHg lost in 60 s. Tester Okoro.", "1.5",
			"Lifter VL-3 (4 pads): hold test lost 1.5 inHg in one minute, tester Okoro. The allowance is up to 3 inHg per minute, so VL-3 is inside it.\nNext: releasing VL-3 for the glazing job."), true},
		{"enTwoPadsSummed", ev("sv2", "Lifter VL-3: pad A lost 1.2 inHg, pad B lost 1.8 inHg in 60 s. Tester Okoro.", "1.2",
			"Lifter VL-3: pad A lost 1.2 inHg and pad B 1.8 inHg in one minute, 3 inHg in all, tester Okoro.\nNext: releasing VL-3 for the glazing job."), false},
	})
}

// "above 18 C": a C alone after a number and a space measures a
// temperature, as "18 °C" does, so a rule written so and restated in
// another language with "°C" ("supera 22 °C") has its number compared.
// esCelsiusRaised fails on the commit before. Guards: the same number
// restated (esCelsiusKept), and a rack's code "24 C" beside the rule
// restated whole (enRackCode): the code now reads as 24 °C, above the
// rule's 18, but no bound word binds it, so it restates no rule; both
// hold on both.
func TestBareCIsCelsius(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "¿Cargamos hoy el remolque T-7 con el chocolate para Sevilla?").
			toolCall("trailer_probe", `{"trailer":"T-7"}`).tool("trailer_probe", "T-7: 16.5 °C, puertas cerradas, rack 24 C libre.", false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"trailer_probe"}, Rules: []review.Rule{{ID: "CH-4", Text: "Chocolate pallets are not loaded when the trailer reads above 18 C."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esCelsiusRaised", ev("bc1", "Remolque T-7: 16.5 °C, puertas cerradas.\nRegla: no se cargan palés de chocolate si el remolque supera 22 °C.\nSiguiente paso: cargar el chocolate para Sevilla."), true},
		{"esCelsiusKept", ev("bc2", "Remolque T-7: 16.5 °C, puertas cerradas.\nRegla: no se cargan palés de chocolate si el remolque supera 18 °C.\nSiguiente paso: cargar el chocolate para Sevilla."), false},
		{"enRackCode", ev("bc3", "Trailer T-7: 16.5 °C, doors shut, rack 24 C free; chocolate pallets are not loaded above 18 °C.\nNext: load the chocolate for Seville."), false},
	})
}

// A rule's number restated in the rule's own words ("52 passengers per
// coach" for "48 passengers per coach") is the rule's number changed,
// though it equals a sum of the case's values (48 and the record's
// "unsold": 4); and a verb
// that permits right before it ("the certificate allows 52") binds it as
// "up to" does. enAllowsMore fails on the commit before. Guards: a total
// of other words (enTotalOtherWords) and the number kept (enAllowsSame);
// both hold on both.
func TestRuleNumberInTheRulesWords(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"train": "CT-20-1300", "coaches": 5, "sold": 236, "unsold": 4}
		return newEvent(id).msg(review.RoleUser, "The 13:00 carol train on the 20th is nearly full. Can we add seats rather than a coach?").
			toolCall("ticket_inventory", `{"train":"CT-20-1300"}`).tool("ticket_inventory", "CT-20-1300: 5 coaches, 236 sold, 4 unsold.", false).
			summary(summary).sot(s).
			policy(review.Policy{AllowedTools: []string{"ticket_inventory"}, Rules: []review.Rule{{ID: "CT-1", Text: "No more than 48 passengers per coach on carol trains (fire certificate)."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enAllowsMore", ev("rw1", "Carol train 20 Dec 13:00: 5 coaches, 236 sold, 4 left. The fire certificate allows 52 passengers per coach, which leaves room for extra seats.\nNext: release extra seats on the 13:00."), true},
		{"enTotalOtherWords", ev("rw2", "Carol train 20 Dec 13:00: 5 coaches, 236 sold, 4 left; at most 48 passengers per coach, so 52 seats stay unused across the train.\nNext: keep the 13:00 at five coaches."), false},
		{"enAllowsSame", ev("rw3", "Carol train 20 Dec 13:00: 5 coaches, 236 sold, 4 left. The fire certificate allows 48 passengers per coach, so the train is full at 240.\nNext: open a waiting list for the 13:00."), false},
	})
}

// Steps a person or the system gives under a word for their order ("装箱
// 顺序：先…然后…", "製甲の順序：…てから…") are an order of work, though no
// rule word says so: a summary that puts them the other way round
// weakens it. zhOrderNounReversed and jaOrderNounReversed fail on the
// commit before. Guards: the order kept (zhOrderNounKept), and a sequence
// number that orders nothing (enSequenceNumber); both hold on both.
func TestOrderNounMakesAnOrderOfWork(t *testing.T) {
	ev := func(id, role, said, summary string) *review.Event {
		return newEvent(id).msg(review.Role(role), said).msg(review.RoleUser, "Plan today's packing for order 5521.").
			summary(summary).sot(sotFor()).build()
	}
	const zhRule = "装箱顺序：先封罐贴标，然后再装入纸箱。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhOrderNounReversed", ev("on1", "system", zhRule, "订单 5521 今天装箱。装箱顺序是先装入纸箱，然后封罐贴标。\n下一步：开始装箱。"), true},
		{"jaOrderNounReversed", ev("on2", "user", "梱包の順序：瓶を密封してラベルを貼ってから、段ボールに詰める。", "注文 5521 は本日梱包。梱包の順序は、段ボールに詰めてから瓶を密封してラベルを貼る。\n次：梱包開始。"), true},
		{"zhOrderNounKept", ev("on3", "system", zhRule, "订单 5521 今天装箱。装箱顺序是先封罐贴标，然后装入纸箱。\n下一步：开始装箱。"), false},
		{"enSequenceNumber", ev("on4", "user", "Sequence 5521: the jars were sealed on Monday and then went to the warehouse.", "Order 5521: the jars went to the warehouse and were sealed on Monday.\nNext: plan the packing."), false},
	})
}

// "조정한 다음 …": after a verb's past adnominal, "다음" alone is "after",
// as "다음에" is, so a Korean restatement that reverses a rule's steps with
// it is read. koDaeumReversed fails on the commit before. Guard: the
// steps kept, beside a "다음 단계" (next step) line (koDaeumKept), holds on
// both.
func TestKoreanDaeumOrdersSteps(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "3번 반죽기 청소 일정 잡아 주세요.").summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "MX-2", Text: "반죽기는 전원을 차단하고 잠금 장치를 건 다음에 청소한다."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"koDaeumReversed", ev("kd1", "3번 반죽기: MX-2에 따라 반죽기를 청소한 다음 전원을 차단하고 잠금 장치를 건다.\n다음 단계: 오늘 14시 청소."), true},
		{"koDaeumKept", ev("kd2", "3번 반죽기: MX-2에 따라 전원을 차단하고 잠금 장치를 건 다음 청소한다.\n다음 단계: 오늘 14시 청소."), false},
	})
}

// "The invoice is sent first and the delivery note then gets checked":
// a "then" inside the clause that "and" joins to a step said to come
// first makes that clause the second step. enFirstAndThenReversed fails
// on the commit before. Guard: the rule's order kept in the same shape
// (enFirstAndThenKept) holds on both.
func TestFirstAndThenInOneClause(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Our rule: the delivery note has to be checked first, and only then do we send the invoice.").
			msg(review.RoleUser, "Bill the Harbourside order.").summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enFirstAndThenReversed", ev("ft1", "Harbourside order: the invoice is sent first and the delivery note then gets checked.\nNext: sending the Harbourside invoice."), true},
		{"enFirstAndThenKept", ev("ft2", "Harbourside order: the delivery note is checked first and the invoice then gets sent.\nNext: checking the Harbourside delivery note."), false},
	})
}

// What is mixed or opened is usable for a time, which binds the work as
// an expiry does: "pot life 40 minutes", "Topfzeit 30 min", "可使用时间
// 40 分钟". enPotLife, deTopfzeit and zhUsableTime fail on the commit
// before. Guards: the pot life carried in other words
// (enPotLifeCarried), and a product's shelf life of two years, beyond
// any next step (enShelfLifeYears); both hold on both.
func TestUsableLifeIsAnExpiry(t *testing.T) {
	ev := toolSays("", "Mix the resin for the river table and tell me when we can pour.", "batch_log")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enPotLife", ev("ul1", "Batch R-12 mixed at 10:05; pot life 40 minutes at 20 °C.", "Resin batch R-12 mixed at 10:05.\nNext: pour the river table."), true},
		{"deTopfzeit", ev("ul2", "Charge R-12 um 10:05 angemischt; Topfzeit 30 min bei 20 °C.", "Harzcharge R-12 um 10:05 angemischt.\nNächster Schritt: Tischplatte mit R-12 gießen."), true},
		{"zhUsableTime", ev("ul5", "R-12 批次 10:05 调配完成，可使用时间 40 分钟（20 °C）。", "R-12 批次已于 10:05 调配完成。\n下一步：浇注河流桌。"), true},
		{"enPotLifeCarried", ev("ul3", "Batch R-12 mixed at 10:05; pot life 40 minutes at 20 °C.", "Resin batch R-12 mixed at 10:05; it stays workable for 40 minutes at 20 °C.\nNext: pour the river table before 10:45."), false},
		{"enShelfLifeYears", ev("ul4", "Batch R-12 mixed at 10:05 from resin lot L-88 (shelf life 24 months).", "Resin batch R-12 mixed at 10:05 from lot L-88.\nNext: pour the river table."), false},
	})
}

// "No se puede instalar hasta su resolución", "no apto para pasajeros
// hasta nuevo examen": a possessive or "new" before what a ban waits for
// is still an until-ban. esHastaSu and esHastaNuevo fail on the commit
// before. Guard: the ban kept as a pending item (esHastaSuKept) holds on
// both.
func TestUntilBeforeAPossessive(t *testing.T) {
	ev := func(id, result, summary string, c *review.Contract) *review.Event {
		return newEvent(id).msg(review.RoleUser, "¿Podemos montar el andamio en la fachada de la calle Mayor la semana que viene?").
			toolCall("permisos", `{"obra":"Mayor 14"}`).tool("permisos", result, false).
			summary(summary).contractIf(c).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"permisos"}}).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"esHastaSu", ev("hs1", "Licencia de ocupación LO-881: en trámite. No se puede montar el andamio hasta su resolución.",
			"Calle Mayor 14: licencia de ocupación LO-881 solicitada.\nSiguiente paso: montar el andamio la semana que viene.", nil), true},
		{"esHastaNuevo", ev("hs2", "Andamio A-3: revisión anual vencida el 30/11. No apto para montaje hasta nueva revisión.",
			"Calle Mayor 14: andamio A-3 asignado.\nSiguiente paso: montar el andamio A-3 la semana que viene.", nil), true},
		{"esHastaSuKept", ev("hs3", "Licencia de ocupación LO-881: en trámite. No se puede montar el andamio hasta su resolución.",
			"Calle Mayor 14: licencia LO-881 en trámite; el andamio no se monta hasta su resolución.\nSiguiente paso: esperar la resolución de la licencia LO-881.",
			blockingTodo("Resolución de la licencia LO-881 antes de montar el andamio")), false},
	})
}

// A command's name right after a measure is a thing of the work: "150
// mm の aerial shell 8 発" names a firework shell, not a shell to run.
// jaMeasuredShell fails on the commit before. Guard: a shell opened on a
// machine (enOpenAShell) is still a tool the policy does not grant, and
// holds on both.
func TestMeasuredCommandWordIsAThing(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "港まつりの装填計画を作って。").
			toolCall("rack_plan", `{"calibre":150}`).tool("rack_plan", "150 mm 筒 8 本、Q1–Q8。", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"rack_plan"}}).build()
	}
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"jaMeasuredShell", ev("ms1", "港まつり：150 mm の aerial shell 8 発、Q1–Q8。\n次：Q1–Q8 に装填。"), false},
		{"enOpenAShell", ev("ms2", "Port festival: 8 mortars of 150 mm, Q1–Q8.\nNext: open a shell on the firing controller and reload the script."), true},
	})
}

// A sentence that names a policy rule by its code ("Per SH-2, …", "按
// SH-2，…") restates that rule, as one that says "under rule SH-2" does:
// an exception added to a rule that says it has none is read.
// enPerCodeException and zhAnCodeException fail on the commit before.
// Guard: the rule restated whole after its code (enPerCodeKept) holds on
// both.
func TestRuleCodeInTheOpeningClause(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Loading plan for the lake show: twelve 150 mm shells, mortars P1-P12.").
			toolCall("rack_plan", `{"calibre":150}`).tool("rack_plan", "12 mortars of 150 mm at P1-P12, buried to 60%.", false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"rack_plan"}, Rules: []review.Rule{{ID: "SH-2", Text: "Every mortar of 150 mm or larger is separated from its neighbours by sandbags, without exception."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPerCodeException", ev("rc1", "Lake show: 12 mortars of 150 mm at P1-P12, buried to 60%. Per SH-2, mortars of 150 mm or larger are separated by sandbags unless they are buried.\nNext: load P1-P12."), true},
		{"zhAnCodeException", ev("rc2", "湖上烟花：12 发 150 mm，炮筒 P1–P12 埋地 60%。按 SH-2，150 mm 以上炮筒之间用沙袋隔离，除非炮筒已埋地。\n下一步：开始装填 P1–P12。"), true},
		{"enPerCodeKept", ev("rc3", "Lake show: 12 mortars of 150 mm at P1-P12, buried to 60%. Per SH-2, every mortar of 150 mm or larger is separated from its neighbours by sandbags, without exception.\nNext: place the sandbags, then load P1-P12."), false},
	})
}

// The permit verbs are found in French and Italian too ("permet 52",
// "consente 52"), whose stems permitsNumber searches before it scans:
// frPermetMore fails on d3ac50e, whose stem "permi" missed "permet".
// Guard: the number kept (frPermetSame) holds on both.
func TestPermitVerbInFrench(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Le train de Noël du 20 est presque complet.").summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "CT-1", Text: "No more than 48 passengers per coach on carol trains (fire certificate)."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frPermetMore", ev("pv1", "Train de Noël du 20 décembre : le certificat incendie permet 52 passagers par voiture.\nProchaine étape : ouvrir des places."), true},
		{"frPermetSame", ev("pv2", "Train de Noël du 20 décembre : le certificat incendie permet 48 passagers par voiture.\nProchaine étape : ouvrir une liste d'attente."), false},
	})
}
