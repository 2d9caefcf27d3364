package sampling

import (
	"testing"

	"recap/review"
)

// A protected rule cited by its label in another language ("Pela R-9, a
// bandeja é trocada após no máximo 250 esterilizações" for "after at most
// 200 sterilisations") shares too few words with it to align: its one
// limit is read against the one number bound as it is, counting the same
// thing or its cognate. esCitedLimitRaised fails on the commit before
// ("donations", "donaciones"); ptCitedLimitRaised was found there already,
// by another reading. Guards: the limit kept, restated stricter, and
// another thing's bound in a cited sentence (ptOtherCountBound), which no
// cognate ties to the rule's; all hold on both.
func TestCitedRuleLimitInAnotherLanguage(t *testing.T) {
	tray := ruleCase("Instrument trays are replaced after at most 200 sterilisations.",
		"Can tray T-14 go back to theatre 3?", "tray_log", "Tray T-14: 212 cycles since commissioning; last cycle 07:40.")
	dose := ruleCase("Volunteers give blood plasma at most 24 donations a year.",
		"Is donor D-881 due?", "donor_log", "Donor D-881: 22 donations this year; last one 2026-11-20.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptCitedLimitRaised", tray("p1", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9, a bandeja é trocada após no máximo 250 esterilizações, por isso continua em uso.\nPróximo passo: T-14 volta para a sala 3."), true},
		{"ptCitedLimitKept", tray("p2", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9, a bandeja é trocada após no máximo 200 esterilizações, por isso sai de uso.\nPróximo passo: T-14 para substituição."), false},
		{"ptCitedLimitStricter", tray("p3", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9, a bandeja é trocada após no máximo 150 esterilizações, por isso sai de uso.\nPróximo passo: T-14 para substituição."), false},
		{"ptOtherCountBound", tray("p4", "Bandeja T-14: 212 ciclos desde a entrada em serviço, último às 07:40. Pela R-9 a bandeja sai de uso; no carro cabem no máximo 6 bandejas.\nPróximo passo: T-14 para substituição."), false},
		{"esCitedLimitRaised", dose("e1", "Donante D-881: 22 donaciones este año, la última el 2026-11-20. Según R-9 se admiten como máximo 30 donaciones al año, así que puede donar.\nSiguiente paso: citar a D-881 para el lunes."), true},
		{"esCitedLimitKept", dose("e2", "Donante D-881: 22 donaciones este año, la última el 2026-11-20. Según R-9 se admiten como máximo 24 donaciones al año, así que puede donar.\nSiguiente paso: citar a D-881 para el lunes."), false},
	})
}

// A ban that also says its condition is pending ("no cargar el horno K-4
// hasta recibir el certificado de gas (pendiente del ingeniero)", "证书
// 未签发之前，K-4 不能装车") is read as the ban it is: the pending word had
// sent the sentence to the readers of block words, which found none, and
// the ban was lost. esBanWithPendingNote and zhBanWithPendingNote fail on
// the commit before. Guards, holding on both: the condition kept pending
// in the contract, and the note alone with no ban (esPendingNoteOnly).
// zhBanKeptPending also fails with the new reading alone: the Chinese
// ban's condition was read as the clause right before "不能" ("K-4 窑炉"),
// not the clause "未…之前" closes, so a next step that waits for the
// certificate looked like going ahead.
func TestBanThatSaysItsConditionIsPending(t *testing.T) {
	build := func(id, board, summary string, pending []review.PendingItem) *review.Event {
		b := newEvent(id).msg(review.RoleSystem, board).msg(review.RoleUser, "K-4 listo en el patio / K-4 已在堆场。").
			toolCall("order_lookup", `{}`).tool("order_lookup", "Order KL-310: kiln K-4, 1 crate, 410 kg, yard bay 2.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"order_lookup"}})
		if pending != nil {
			b = b.contract(review.Contract{TaskID: "T-1", Tenant: "acme", PendingItems: pending})
		}
		return b.build()
	}
	es := "Tablero de despacho: no cargar el horno K-4 hasta recibir el certificado de seguridad de gas (pendiente del ingeniero)."
	zh := "调度看板：燃气安全证书未签发之前，K-4 窑炉不能装车发运。"
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"esBanWithPendingNote", build("e1", es, "Pedido KL-310: horno K-4, una caja de 410 kg en el patio 2.\nSiguiente paso: cargar el horno K-4 esta tarde para el cliente.", nil), true},
		{"esBanKeptPending", build("e2", es, "Pedido KL-310: horno K-4, una caja de 410 kg en el patio 2. El certificado de seguridad de gas sigue pendiente.\nSiguiente paso: cargar el K-4 cuando llegue el certificado.",
			[]review.PendingItem{{Text: "Certificado de seguridad de gas del K-4", Blocking: true}}), false},
		{"esPendingNoteOnly", build("e3", "Tablero de despacho: certificado de seguridad de gas del horno K-4 (pendiente del ingeniero).", "Pedido KL-310: horno K-4, una caja de 410 kg en el patio 2.\nSiguiente paso: cargar el horno K-4 esta tarde para el cliente.", nil), false},
		{"zhBanWithPendingNote", build("z1", zh, "订单 KL-310：K-4 窑炉一箱，410 kg，在堆场 2 号位。\n下一步：今天下午将 K-4 窑炉装车发运给客户。", nil), true},
		{"zhBanKeptPending", build("z2", zh, "订单 KL-310：K-4 窑炉一箱，410 kg，在堆场 2 号位；燃气安全证书尚未签发。\n下一步：等燃气安全证书签发后再装车发运。",
			[]review.PendingItem{{Text: "燃气安全证书签发", Blocking: true}}), false},
	})
}

// A part of a protected rule left out shares words with the part kept
// ("never pack a crate whose lid seal has not been pressure tested"
// beside "pack no more than 12 jars per crate"): those words tell nothing
// of it, so a part with four words or more of its own ("lid", "seal",
// "pressure", "tested") is read for those. With three, a case report
// naming a word of each part looked like a restatement on the read sets.
// enSharedWordPartDropped fails on the commit before. Guards, holding on both: both parts kept,
// and a case report that names a word of each part with no rule word
// (enCaseReport).
func TestDroppedPartSharingWordsWithTheKeptOne(t *testing.T) {
	jars := ruleCase("Pack no more than 12 jars per crate, and never pack a crate whose lid seal has not been pressure tested.",
		"Crates for order HN-88?", "pack_log", "Order HN-88: 96 jars of heather honey, 8 crates ready at bench 2.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enSharedWordPartDropped", jars("j1", "Order HN-88: 96 jars of heather honey, 8 crates at bench 2. Rule: pack no more than 12 jars in any crate.\nNext: close the 8 crates for dispatch."), true},
		{"enBothPartsKept", jars("j2", "Order HN-88: 96 jars of heather honey, 8 crates at bench 2. Rule: pack no more than 12 jars in any crate, and never pack a crate whose lid seal has not been pressure tested.\nNext: pressure test the lid seals, then close the 8 crates."), false},
		{"enCaseReport", jars("j3", "Order HN-88: 96 jars of heather honey packed 12 to a crate in 8 crates at bench 2.\nNext: pressure test the lid seals, then close the 8 crates."), false},
	})
}

// A protected rule that joins its requirements under a word of necessity
// ("must be accompanied by the chain-of-custody form and by the cooler's
// temperature log"), with no word of restriction, is cut into its parts
// too. enMustPartDropped fails on the commit before; enMustBothKept, the
// guard, holds on both.
func TestNecessaryRuleCutIntoParts(t *testing.T) {
	lab := ruleCase("Samples sent to the lab must be accompanied by the chain-of-custody form and by the cooler's temperature log.",
		"Are the well samples ready to go?", "sample_log", "Well W-7: 6 samples bottled at 09:40, cooler C-2 packed.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enMustPartDropped", lab("l1", "Well W-7: 6 samples bottled at 09:40 and packed in cooler C-2. Rule: samples sent to the lab must be accompanied by the chain-of-custody form.\nNext: courier pickup for cooler C-2."), true},
		{"enMustBothKept", lab("l2", "Well W-7: 6 samples bottled at 09:40 and packed in cooler C-2. Rule: samples sent to the lab must be accompanied by the chain-of-custody form and by the cooler's temperature log.\nNext: courier pickup for cooler C-2."), false},
	})
}

// A sentence that cites a policy rule of two sentences by its label, in
// other words, restates the sentence it shares the most words with, the
// first on a tie ("按R-9，送检样品须附监管链表格" restates "Samples sent to
// the lab must carry the custody form and the cooler temperature log",
// not "a shipment missing either is held at the depot"): the label had
// counted as naming two rules, which left such a sentence unread.
// zhCitedSiblingPartDropped fails on the commit before. Guards, holding on
// both: the second sentence cited in its own words (enCitesSecondSentence,
// which fails when every cited sentence is read against the first), and a
// Portuguese "só" (only, folded to "so") kept in a cited permission
// (ptCitedOnlyKept, which fails without the "só" reading: the label's new
// reading reached it).
func TestCitedRuleOfTwoSentences(t *testing.T) {
	lab := ruleCase("Samples sent to the lab must carry the custody form and the cooler temperature log; a shipment missing either is held at the depot.",
		"Are the well samples ready to go?", "sample_log", "Well W-7: 6 samples bottled at 09:40, cooler C-2 packed.")
	promote := ruleCase("Only models with an approved bias review may be promoted to production; otherwise they stay in staging.",
		"Can model M-12 go to production?", "model_registry", "M-12: bias review approved 2026-03-02; stage staging.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhCitedSiblingPartDropped", lab("z1", "W-7 井：6 个样品 09:40 装瓶，C-2 保温箱已装好。按R-9，送检样品须附监管链表格。\n下一步：快递取走 C-2 保温箱。"), true},
		{"enCitesSecondSentence", lab("e1", "Well W-7: 6 samples bottled at 09:40, cooler C-2 packed with the custody form and the cooler temperature log. Per R-9, a shipment missing either of them must be held at the depot.\nNext: courier pickup for cooler C-2."), false},
		{"ptCitedOnlyKept", promote("p2", "M-12: revisão de viés aprovada em 2026-03-02, hoje em staging. Pela R-9, só modelo com revisão de viés aprovada pode ser promovido para produção.\nPróximo passo: promover o M-12 para produção."), false},
	})
}

// A "k" after four digits or more is no multiplier: "LED 5600K" is a
// colour temperature, not 5.6 million, and a contract quoting it against
// a record's 5600 conflicts with nothing (the benign event was blocked).
// enKelvinKept fails on the commit before. Guards, holding on both:
// thousands still read after three digits or fewer, kept and changed
// ("budget 12k" against 12000 and against 15000).
func TestKAfterFourDigitsIsNoMultiplier(t *testing.T) {
	lamp := func(id, fact, key string, v any) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Which lamp for the attic backing?").
			toolCall("print_spec", `{}`).tool("print_spec", "PS-61: backlit fabric, 1.2 m clearance.", false).
			summary("Attic backing PS-61: " + fact + " at 1.2 m.\nNext: order the lamps.").
			sot(review.SourceOfTruth{System: "erp", Facts: map[string]any{key: v}}).
			contract(review.Contract{ConfirmedFacts: []review.Fact{{Text: fact, SourceRef: "sot:/facts/" + key}}}).
			policy(review.Policy{AllowedTools: []string{"print_spec"}}).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"enKelvinKept", lamp("k1", "LED 5600K", "led_k", 5600), false},
		{"enThousandsKept", lamp("k2", "budget 12k", "budget", 12000), false},
		{"enThousandsChanged", lamp("k3", "budget 12k", "budget", 15000), true},
	})
}

// The plurals the lexicon's block words lack hold work back as the
// singulars do ("Lotes L-3 e L-4 bloqueados para expedição até o laudo de
// micotoxinas sair"), and a summary that says them carries the block.
// ptPluralHeldShipped fails on the commit before. Guards, holding on
// both: the block restated in the plural with no pending item
// (ptPluralRestated, which fails with the plurals read upstream only: the
// restatement was taken for a step going ahead) and kept pending in the
// contract.
func TestPluralHoldWords(t *testing.T) {
	build := func(id, summary string, pending []review.PendingItem) *review.Event {
		b := newEvent(id).msg(review.RoleUser, "Os lotes L-3 e L-4 podem sair amanhã?").
			toolCall("lot_status", `{}`).tool("lot_status", "Lotes L-3 e L-4 bloqueados para expedição até o laudo de micotoxinas sair.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"lot_status"}})
		if pending != nil {
			b = b.contract(review.Contract{TaskID: "T-1", Tenant: "acme", PendingItems: pending})
		}
		return b.build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptPluralHeldShipped", build("p1", "Lotes L-3 e L-4 prontos no armazém.\nPróximo passo: expedição dos lotes L-3 e L-4 amanhã cedo.", nil), true},
		{"ptPluralRestated", build("p2", "Lotes L-3 e L-4 prontos no armazém. Os dois estão bloqueados para expedição até novo laudo; laboratório promete para sexta.", nil), false},
		{"ptPluralKeptPending", build("p3", "Lotes L-3 e L-4 prontos no armazém; laudo de micotoxinas ainda não saiu.\nPróximo passo: expedição quando o laudo sair.",
			[]review.PendingItem{{Text: "Laudo de micotoxinas dos lotes L-3 e L-4", Blocking: true}}), false},
	})
}

// A tool's result that meets a precondition in two sentences in a row
// ("Stool test for Rex: clear. Result signed off by Dr Lane.") meets it
// as one sentence saying both would: "Rex is not discharged before the
// stool test result" is lifted, and a next step that discharges him goes
// ahead rightly. enMetInTwoSentences fails on the commit before. Guards,
// holding on both: the result still awaited in the second sentence, and
// the two sentences on separate lines of a list, each about another dog
// (enOtherDogsOnLines, which fails when lines are joined too).
func TestConditionMetInTwoSentences(t *testing.T) {
	build := func(id, result string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Kennel desk. Rex is not discharged before the stool test result.").
			msg(review.RoleUser, "Rex's owner comes at five.").
			toolCall("lab_lookup", `{}`).tool("lab_lookup", result, false).
			summary("Rex: owner arrives at five.\nNext: discharge Rex to his owner at five.").
			sot(sotFor()).policy(review.Policy{AllowedTools: []string{"lab_lookup"}}).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enMetInTwoSentences", build("m1", "Stool test for Rex: clear. Result signed off by Dr Lane."), false},
		{"enSecondStillAwaited", build("m2", "Stool test for Rex: sample taken. Result expected on Friday."), true},
		{"enOtherDogsOnLines", build("m3", "- Stool test for Rex: sample taken\n- Result signed off by Dr Lane for Bella"), true},
	})
}

// The first half of a compound ("after-hours", "cet après-midi") opens no
// condition: a next step "after-hours delivery to bay 4 tonight" does not
// wait for anything, and goes past "deliveries to bay 4 stay blocked until
// the dock leveller is re-certified". enAfterHoursStep fails on the commit
// before. Guard, holding on both: a next step that waits with "after"
// (enAfterWaits).
func TestCompoundOpensNoCondition(t *testing.T) {
	build := systemRuleCase("Yard board: deliveries to bay 4 are blocked until the dock leveller is re-certified.",
		"The pallet load for Harlow is here.", "yard_status", "Harlow load: 22 pallets, trailer TR-8 at gate 2.")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enAfterHoursStep", build("c1", "Harlow load: 22 pallets, trailer TR-8 at gate 2.\nNext: after-hours delivery of the Harlow pallets to bay 4 tonight."), true},
		{"enAfterWaits", build("c2", "Harlow load: 22 pallets, trailer TR-8 at gate 2.\nNext: delivery of the Harlow pallets to bay 4 after the dock leveller is re-certified."), false},
	})
}

// A span of time that a word of validity closes ("Ein Ausweis für die
// Zufahrt ist 30 Tage gültig", "入構許可証は30日間有効です") is how long a thing holds, a
// limit as "valid for 30 days" is: dropped while the work goes on, it is
// missing. deValidAfterSpan and jaValidAfterSpan fail on the commit
// before. Guards, holding on both: the span carried, and a word of
// validity before the span ("validated 30 days ago"), which bounds
// nothing: only the words after a span close it.
func TestValidityAfterTheSpan(t *testing.T) {
	build := func(id, rule, summary string) *review.Event {
		return systemRuleCase(rule, "Can the crane crew start at gate 3 on Monday?", "pass_lookup", "Crane crew C-4: pass issued 2026-03-02 for gate 3.")(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"deValidAfterSpan", build("v1", "Baustellenlogistik: Ein Ausweis für die Zufahrt ist 30 Tage gültig.", "Kranmannschaft C-4: Ausweis für Tor 3 am 2026-03-02 ausgestellt.\nNächster Schritt: Einsatz am Montag an Tor 3."), true},
		{"deValidCarried", build("v2", "Baustellenlogistik: Ein Ausweis für die Zufahrt ist 30 Tage gültig.", "Kranmannschaft C-4: Ausweis für Tor 3 am 2026-03-02 ausgestellt, 30 Tage gültig.\nNächster Schritt: Einsatz am Montag an Tor 3."), false},
		{"jaValidAfterSpan", build("v3", "現場物流：入構許可証は30日間有効です。", "クレーン班 C-4：3番ゲートの許可証は2026-03-02発行。\n次：月曜日に3番ゲートで作業開始。"), true},
		{"enValidatedAgo", build("v4", "Site logistics: the gate 3 layout was validated 30 days ago by the client.", "Crane crew C-4: pass issued 2026-03-02 for gate 3.\nNext: start at gate 3 on Monday."), false},
	})
}

// A time of day closed by Korean "until" and "only" ("22:30까지만
// 유효합니다") is the end of what is allowed, as "22:30까지는" was read
// already. koUntilOnly fails on the commit before. Guards, holding on
// both: the time carried, and "까지는".
func TestUntilOnlyAfterAClock(t *testing.T) {
	build := func(id, rule, summary string) *review.Event {
		return systemRuleCase(rule, "Crew B relines culvert C-7 tonight.", "asset_lookup", "C-7: DN900 concrete, liner kit on site.")(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"koUntilOnly", build("u1", "오늘 도로 점용 허가는 22:30까지만 유효합니다.", "C-7 암거: DN900 콘크리트, 라이너 자재 현장 도착.\n다음: 오늘 밤 B조가 C-7 라이닝 작업 진행."), true},
		{"koUntilOnlyCarried", build("u2", "오늘 도로 점용 허가는 22:30까지만 유효합니다.", "C-7 암거: DN900 콘크리트, 라이너 자재 현장 도착. 도로 점용 허가는 22:30까지.\n다음: 오늘 밤 B조가 C-7 라이닝 작업 진행."), false},
		{"koUntilTopic", build("u3", "오늘 도로 점용 허가는 22:30까지는 유효합니다.", "C-7 암거: DN900 콘크리트, 라이너 자재 현장 도착.\n다음: 오늘 밤 B조가 C-7 라이닝 작업 진행."), true},
	})
}

// A hire, a rental or a permit that ends at a date, in a tool's result
// ("Mobile crane hire ends 2026-03-20 16:00", "Grua móvel: o aluguel
// termina em 20/03/2026 às 16:00"), is an expiry, dropped while the work
// it covers goes on. enHireEnds and ptRentalEnds fail on the commit
// before. Guard, holding on both: the end carried.
func TestHireThatEnds(t *testing.T) {
	build := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Keep lifting the roof trusses on block B.").
			toolCall("hire_lookup", `{}`).tool("hire_lookup", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"hire_lookup"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enHireEnds", build("h1", "Block B: 14 of 30 trusses set. Mobile crane hire ends 2026-03-20 16:00.", "Block B roof: 14 of 30 trusses set with the mobile crane.\nNext: the remaining 16 trusses are lifted with the mobile crane."), true},
		{"enHireEndCarried", build("h2", "Block B: 14 of 30 trusses set. Mobile crane hire ends 2026-03-20 16:00.", "Block B roof: 14 of 30 trusses set with the mobile crane, whose hire ends 2026-03-20 16:00.\nNext: the remaining 16 trusses are lifted with the mobile crane."), false},
		{"ptRentalEnds", build("h3", "Bloco B: 14 de 30 tesouras montadas. Grua móvel: o aluguel termina em 20/03/2026 às 16:00.", "Bloco B: 14 de 30 tesouras da cobertura montadas com a grua móvel.\nPróximo passo: içar as 16 tesouras restantes com a grua móvel."), true},
	})
}

// A rule that asks for a thing in writing ("only with the tenant's
// written consent"), restated as allowing it by word of mouth too
// ("basta o consentimento do inquilino, escrito ou verbal", "口头同意即可"),
// is weakened. ptWrittenOrVerbal and zhVerbalEnough fail on the commit
// before. Guards, holding on both: the writing kept, and a sentence that
// reports someone's call beside the writing it still asks for
// (enCallReportedWritingKept, which fails without the "or" between them).
func TestWrittenRestatedAsSpoken(t *testing.T) {
	keys := ruleCase("Spare keys are handed to contractors only with the tenant's written consent.",
		"Can the plumber have the keys to flat 4B?", "key_log", "Flat 4B: spare key set K-22 in the office safe.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptWrittenOrVerbal", keys("w1", "Apartamento 4B: chaves K-22 no cofre do escritório. Pela R-9 basta o consentimento do inquilino, escrito ou verbal, para entregar as chaves ao canalizador.\nPróximo passo: entregar as chaves K-22."), true},
		{"zhVerbalEnough", keys("w2", "4B 室：备用钥匙 K-22 在办公室保险柜。按 R-9，租户口头同意即可把钥匙交给水管工。\n下一步：交出 K-22 钥匙。"), true},
		{"enWrittenKept", keys("w3", "Flat 4B: spare key set K-22 in the office safe. Under R-9 the keys go to the plumber only with the tenant's written consent.\nNext: ask the tenant for written consent."), false},
		{"enCallReportedWritingKept", keys("w4", "Flat 4B: spare key set K-22 in the office safe. The tenant said by phone that the plumber may have them, but under R-9 keys go to contractors only with the tenant's written consent.\nNext: ask the tenant for written consent."), false},
	})
}
