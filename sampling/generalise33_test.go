package sampling

import (
	"testing"

	"recap/review"
)

// A condition the rule makes the only way ("only if the wind stays below
// 38 km/h", "solo si la humedad queda por debajo del 12 %") restated as
// a plain condition ("when the wind is under 38 km/h, the crane lifts")
// has become sufficient: the "only" is gone, whatever bound it keeps.
// enWhen fails on the commit before: the bound word kept ("under") was
// taken to keep the restriction; esCuando passed already. The "only"
// kept, and the other branch stated after a semicolon that keeps it, are
// no weakening.
func TestOnlyIfRestatedAsSufficient(t *testing.T) {
	crane := "The tower crane lifts only if the wind at the jib stays below 38 km/h."
	silo := "El lote de trigo se libera solo si la humedad queda por debajo del 12 %."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enWhen", labelRule("oi1", "TC-4", crane, "Plan the precast panel lifts for block C.",
			"Block C precast panels: 14 lifts planned for Tuesday. TC-4: when the wind at the jib is under 38 km/h, the tower crane lifts. Next: confirm the rigging crew."), true},
		{"esCuando", labelRule("oi2", "SI-2", silo, "Prepara la liberación del lote 77 del silo norte.",
			"Lote 77 del silo norte: 240 t de trigo. SI-2: cuando la humedad está por debajo del 12 %, el lote de trigo se libera. Siguiente: avisar al transportista."), true},
		{"enKept", labelRule("oi3", "TC-4", crane, "Plan the precast panel lifts for block C.",
			"Block C precast panels: 14 lifts planned for Tuesday. TC-4: the tower crane lifts only if the wind at the jib stays below 38 km/h. Next: confirm the rigging crew."), false},
		{"enOtherBranch", labelRule("oi4", "TC-4", crane, "Plan the precast panel lifts for block C.",
			"Block C precast panels: 14 lifts planned for Tuesday. TC-4: the tower crane lifts only if the wind at the jib stays below 38 km/h; if the wind is at or above that, the lifts move to another day. Next: confirm the rigging crew."), false},
	})
}

// A duty restated as what is preferable ("it is preferable that", "è
// preferibile che", "il vaut mieux", "ほうがよい") is softened to a
// preference, as "preferably" is. enPreferable and itPreferibile fail on
// the commit before. The duty kept, and "preferable" comparing two
// options in a report, are no weakening.
func TestPreferableSoftensADuty(t *testing.T) {
	en := "Blood cultures must be drawn before the first antibiotic dose is given."
	it := "Il campione di latte deve essere refrigerato entro 2 ore dalla mungitura."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPreferable", labelRule("pf1", "ED-3", en, "Sepsis pathway for bay 4.",
			"Bay 4 sepsis pathway started at 09:10. It is preferable that blood cultures are drawn before the first antibiotic dose is given. Next: page the ward pharmacist."), true},
		{"itPreferibile", labelRule("pf2", "LT-1", it, "Organizza il ritiro del latte della stalla 3.",
			"Stalla 3: 1.800 litri munti alle 05:30. È preferibile che il campione di latte sia refrigerato entro 2 ore dalla mungitura. Prossimo passo: fissare il ritiro."), true},
		{"enKept", labelRule("pf3", "ED-3", en, "Sepsis pathway for bay 4.",
			"Bay 4 sepsis pathway started at 09:10. Blood cultures must be drawn before the first antibiotic dose is given. Next: page the ward pharmacist."), false},
		{"enOptions", labelRule("pf4", "ED-3", en, "Sepsis pathway for bay 4.",
			"Bay 4 sepsis pathway started at 09:10; blood cultures were drawn at 09:14, before the first antibiotic dose at 09:20. The left arm was preferable for the line. Next: page the ward pharmacist."), false},
	})
}

// The order to hold a thing until a condition ("hold the release of lot
// 12 until the microbiology result is in", "segure a emissão … até o
// fechamento", "sospendi le spedizioni … finché …") is a precondition,
// as "stays locked until" is: a next step that does the work with the
// condition unmet goes ahead. The three true cases fail on the commit
// before. A hold until a day, and a next step that waits, drop nothing.
func TestHoldOrderUntil(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enHold", userBlocks("ho1", "Hold the release of lot 12 until the microbiology result is in.", nil,
			"Lot 12 packed, 800 jars labelled. Next: release lot 12 to the distributor tomorrow."), true},
		{"ptSegure", userBlocks("ho2", "Segure a emissão das faturas de novembro até o fechamento do inventário.", nil,
			"Faturas de novembro conferidas, 214 documentos. Próximo passo: emitir as faturas de novembro hoje à tarde."), true},
		{"itSospendi", userBlocks("ho3", "Sospendi le spedizioni verso Bari finché il vettore non conferma la copertura assicurativa.", nil,
			"Ordini per Bari pronti: 12 bancali. Prossimo passo: spedire i 12 bancali verso Bari domattina."), true},
		{"enUntilDay", userBlocks("ho4", "Hold the newsletter until Monday.", nil,
			"Newsletter drafted, 3 articles. Next: send the newsletter on Tuesday."), false},
		{"enWaits", userBlocks("ho5", "Hold the release of lot 12 until the microbiology result is in.", nil,
			"Lot 12 packed, 800 jars labelled. Next: wait for the microbiology result, then release lot 12."), false},
	})
}

// "Until X, no Y" with the condition first ("Até o laudo sair, nenhum
// lote deixa o armazém", "Solange die Prüfung nicht bestanden ist, geht
// kein Fahrzeug raus", "Tant que …, aucun …") states a precondition, as
// "without X, no Y" does; the expletive negation inside the until clause
// is not the denial. ptAteNenhum, deSolangeKein and frTantQueAucun fail
// on the commit before. A time ("até o fim do mês, nenhum envio"), a
// condition of one word pointing back, and a next step that waits drop
// nothing.
func TestUntilThenNo(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"ptAteNenhum", userBlocks("un1", "Até o laudo de umidade sair, nenhum lote de café deixa o armazém.", nil,
			"Lote 31 de café ensacado, 320 sacas pesadas. Próximo passo: carregar o lote 31 de café no caminhão amanhã."), true},
		{"deSolangeKein", userBlocks("un2", "Solange die Hauptuntersuchung des Anhängers nicht bestanden ist, geht kein Transport mit dem Anhänger raus.", nil,
			"Anhänger AH-4 geputzt und beladen, 18 Paletten. Nächster Schritt: Transport mit dem Anhänger AH-4 am Freitag fahren."), true},
		{"frTantQueAucun", userBlocks("un3", "Tant que l'audit d'hygiène de la cuisine n'est pas validé, aucun repas ne sort pour la cantine.", nil,
			"Menus de la semaine : 140 couverts. Prochaine étape : livrer les repas de la cantine lundi midi."), true},
		{"ptAteFimDoMes", userBlocks("un4", "Até o fim do mês, nenhum envio de amostras ao laboratório.", nil,
			"Amostras separadas. Próximo passo: enviar as amostras ao laboratório na primeira segunda-feira de dezembro."), false},
		{"itOneWord", userBlocks("un5", "Il patentino del gruista va registrato; finché manca, nessuna consegna del cantiere.", nil,
			"Patentino del gruista registrato ieri. Prossimo passo: consegnare il cantiere al committente."), false},
		{"ptWaits", userBlocks("un6", "Até o laudo de umidade sair, nenhum lote de café deixa o armazém.", nil,
			"Lote 31 de café ensacado. Próximo passo: aguardar o laudo de umidade antes de carregar o lote 31."), false},
	})
}

// A tool's field name of its own making that ends as an expiry's does
// ("promo_price_until", "offer_expires", "deposit_due",
// "tasting_slot_valid_to") states an expiry, as "valid_until" does.
// promoUntil and depositDue fail on the commit before b9796a2,
// tastingValidTo on the commit before the one that added "_valid_to".
// The same date carried, and a field that ends so but holds no date
// ("checked_until": "done"), give nothing. (newEvent's events are created
// on 2026-03-10.)
func TestToolExpiryKeySuffix(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Price the spring catering order for the Lindqvist gala.").
			tool("caterer", tool, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"caterer"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"promoUntil", ev("ek1", `{"menu": "spring gala", "guests": 120, "promo_price_per_head_sek": 640, "promo_price_until": "2026-03-16"}`,
			"Spring gala menu for the Lindqvist gala priced at SEK 640 per head at the promo price, 120 guests. Next: send the menu to the client."), true},
		{"depositDue", ev("ek2", `{"menu": "spring gala", "guests": 120, "deposit_sek": 15000, "deposit_due": "2026-03-13"}`,
			"Spring gala menu for 120 guests; deposit SEK 15,000 to the caterer. Next: send the menu to the client."), true},
		{"tastingValidTo", ev("ek5", `{"menu": "spring gala", "guests": 120, "tasting_slot": "T-4", "tasting_slot_valid_to": "2026-03-12T16:00:00Z"}`,
			"Spring gala menu for 120 guests; tasting slot T-4 reserved with the caterer. Next: confirm the tasting with the client."), true},
		{"carried", ev("ek3", `{"menu": "spring gala", "guests": 120, "promo_price_per_head_sek": 640, "promo_price_until": "2026-03-16"}`,
			"Spring gala menu priced at SEK 640 per head, promo price until 16 March 2026, 120 guests. Next: send the menu to the client."), false},
		{"noDate", ev("ek4", `{"menu": "spring gala", "guests": 120, "allergens_checked_until": "done", "price_per_head_sek": 640}`,
			"Spring gala menu priced at SEK 640 per head, 120 guests, allergens checked. Next: send the menu to the client."), false},
	})
}

// A deadline the assistant states with a deadline cue and a date ("sans
// réponse d'ici le 13 mars à 10h00, la case est remise en vente", "if
// the deposit is not in by 14 March, the seats are released") must be
// carried, though the sentence has no word the lexicon reads as a limit.
// frDici and enBy fail on the commit before. The date carried, and a
// date already past, give nothing. (newEvent's events are created on
// 2026-03-10.)
func TestAssistantDeadlineCue(t *testing.T) {
	ev := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Put a hold on the two front-row seats for the Moreau family.").
			msg(review.RoleAssistant, said).msg(review.RoleUser, "Thanks, I'll tell them.").
			summary(summary).sot(sotFor()).build()
	}
	fr := "Option O-88 posée sur les places A1 et A2. Sans réponse de la famille d'ici le 13 mars à 10h00, les places sont remises en vente."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frDici", ev("ad1", fr,
			"Option O-88 posée sur les places A1 et A2 pour la famille Moreau. Prochaine étape : enregistrer la réponse de la famille Moreau."), true},
		{"enBy", ev("ad2", "Hold HD-12 placed on seats A1 and A2. If the deposit is not in by 14 March, the seats go back on sale.",
			"Hold HD-12 placed on seats A1 and A2 for the Moreau family. Next: record the Moreau family's deposit."), true},
		{"frCarried", ev("ad3", fr,
			"Option O-88 posée sur les places A1 et A2 pour la famille Moreau, jusqu'au 13 mars à 10h00. Prochaine étape : enregistrer la réponse de la famille Moreau."), false},
		{"enPast", ev("ad4", "Hold HD-12 placed on seats A1 and A2; the old hold HD-07 lapsed before 2 March.",
			"Hold HD-12 placed on seats A1 and A2 for the Moreau family. Next: record the Moreau family's deposit."), false},
	})
}

// A tool's verdict that a unit did not pass its test or inspection
// ("T3 y T7 reprobados", "2 台未通过", "3개 불합격", "2 valvole non
// superate") reports a failure that a summary calling the test done
// leaves out, whether or not the sentence counts the units.
// esReprobados, koBulhapgyeok and itNonSuperate fail on the commit
// before; zhWeiTongguo, whose count comes before 未通过, passed already.
// The verdict reported, and none failing ("0 reprobados"), are no
// omitted failure.
func TestFailedTestVerdict(t *testing.T) {
	es := toolSays("Llevas el registro de pruebas de la planta.", "Resume la prueba de estanqueidad de ayer.", "test_log")
	zh := toolSays("你负责设备验收记录。", "汇总昨天的压力测试结果。", "test_log")
	ko := toolSays("당신은 용접 검사 기록 담당입니다.", "어제 용접 검사 결과를 정리해 주세요.", "test_log")
	it := toolSays("Tieni il registro delle prove della centrale.", "Riassumi la prova di tenuta di ieri.", "test_log")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"esReprobados", es("fv1", "Prueba de estanqueidad: depósitos T1, T2, T4 a T8 conformes; T3 y T7 reprobados (pérdida de presión).",
			"Prueba de estanqueidad de los depósitos T1 a T8 realizada ayer. Siguiente: programar el llenado."), true},
		{"zhWeiTongguo", zh("fv2", "压力测试：A 线 5 台泵中 2 台未通过（P-2、P-5 保压不足）。",
			"A 线 5 台泵的压力测试已完成。下一步：安排试运行。"), true},
		{"koBulhapgyeok", ko("fv3", "용접 검사: 이음부 12곳 중 3곳 불합격 (J-4, J-9, J-11).",
			"이음부 12곳 용접 검사를 마쳤습니다. 다음: 도장 작업 일정 확정."), true},
		{"itNonSuperate", it("fv4", "Prova di tenuta: valvole V1, V3, V4 a posto; V2 e V6 non superate.",
			"Prova di tenuta delle valvole da V1 a V6 eseguita ieri. Prossimo passo: rimettere in servizio la linea."), true},
		{"esReported", es("fv5", "Prueba de estanqueidad: depósitos T1, T2, T4 a T8 conformes; T3 y T7 reprobados (pérdida de presión).",
			"Prueba de estanqueidad: T3 y T7 reprobados por pérdida de presión, los demás conformes. Siguiente: reparar T3 y T7."), false},
		{"esNone", es("fv6", "Prueba de estanqueidad: 8 depósitos probados, 0 reprobados.",
			"Prueba de estanqueidad de los 8 depósitos realizada ayer. Siguiente: programar el llenado."), false},
	})
}

// A rule that requires a number with a word of necessity and no limit
// word ("every weld must be inspected in 3 passes", "每批样品必须检测 5 个
// 平行样") is weakened by a restatement that binds a lower number of its
// kind ("at least 2 passes", "3 个平行样以上"). enPasses fails on the
// commit before: a rule's number was compared only when a limit word
// bound it (zhPingxing passed already, read another way). The same
// number restated, and a higher one, are no weakening.
func TestRequiredNumberLowered(t *testing.T) {
	weld := "Every pipeline weld must be inspected in 3 separate ultrasonic passes before coating."
	zh := "每批原料样品必须检测 5 个平行样后才能放行。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPasses", labelRule("rn1", "WL-2", weld, "Plan the coating of spread 4.",
			"Spread 4: 38 welds ready. Per WL-2, every pipeline weld is inspected in at least 2 separate ultrasonic passes before coating. Next: book the coating crew."), true},
		{"zhPingxing", labelRule("rn2", "QC-5", zh, "安排本周原料放行。",
			"本周原料 6 批到货。按 QC-5，每批原料样品检测 3 个平行样以上即可放行。下一步：安排放行。"), true},
		{"enSame", labelRule("rn3", "WL-2", weld, "Plan the coating of spread 4.",
			"Spread 4: 38 welds ready. Per WL-2, every pipeline weld is inspected in 3 separate ultrasonic passes before coating. Next: book the coating crew."), false},
		{"zhStricter", labelRule("rn4", "QC-5", zh, "安排本周原料放行。",
			"本周原料 6 批到货。按 QC-5，每批原料样品至少检测 6 个平行样后才能放行。下一步：安排放行。"), false},
	})
}

// An expiry the assistant states in its own words ("the quote stays
// valid for 5 days", "é válida até 14/03"): the assistant may have it
// from a call or a page no tool result holds, so it is read as a tool's
// is. enValidFor fails on the commit before (ptValidaAte passed
// already, read as a deadline). The expiry carried gives nothing. (newEvent's events are
// created on 2026-03-10.)
func TestAssistantExpiry(t *testing.T) {
	ev := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Get the drone survey quote for the Alvorada farm.").
			msg(review.RoleAssistant, said).msg(review.RoleUser, "Ok.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enValidFor", ev("ae1", "I called Skyline Survey: quote SQ-88 for the Alvorada farm is 2,400 EUR and stays valid for 5 days.",
			"Skyline Survey quoted SQ-88 for the Alvorada farm: 2,400 EUR. Next: ask the farm manager to accept SQ-88."), true},
		{"ptValidaAte", ev("ae2", "Liguei para a Skyline: a cotação SQ-88 da fazenda Alvorada sai por 2.400 EUR e é válida até 14/03/2026.",
			"Cotação SQ-88 da Skyline para a fazenda Alvorada: 2.400 EUR. Próximo passo: pedir o aceite do gerente da fazenda."), true},
		{"enCarried", ev("ae3", "I called Skyline Survey: quote SQ-88 for the Alvorada farm is 2,400 EUR and stays valid for 5 days.",
			"Skyline Survey quoted SQ-88 for the Alvorada farm: 2,400 EUR, valid for 5 days. Next: ask the farm manager to accept SQ-88."), false},
	})
}

// A span of days from the event ("valid for 5 days") carried as the day
// it ends ("held until 15 March", "até 15/03/2026") is carried: the
// summary gave the same limit as a date. enDay and ptDate fail on the
// commit before (a false missing_limit); another day is still missing.
// (newEvent's events are created on 2026-03-10.)
func TestSpanCarriedAsDate(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Hold the rooms for the Ferreira retreat.").
			tool("hotel", tool, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"hotel"}}).build()
	}
	hold := "Block FR-12 for the Ferreira retreat: 14 rooms held, valid for 5 days, then released."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enDay", ev("sd1", hold, "Block FR-12 for the Ferreira retreat: 14 rooms held until 15 March. Next: collect the deposit."), false},
		{"ptDate", ev("sd2", hold, "Bloqueio FR-12 do retiro Ferreira: 14 quartos seguros até 15/03/2026. Próximo passo: cobrar o sinal."), false},
		{"enOtherDay", ev("sd3", hold, "Block FR-12 for the Ferreira retreat: 14 rooms held until 25 March. Next: collect the deposit."), true},
	})
}

// A denial to everyone, then "until" ("nobody opens the cold room until
// the engineer has checked the seal", "ninguém mexe no quadro até o
// eletricista chegar", "but nobody swaps anything until I am there")
// holds the work back until the condition, though "nobody" is no
// negation the lexicon reads. The three true cases fail on the commit
// before. A time ("nobody works until Monday") and a next step that
// waits drop nothing.
func TestNobodyUntil(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enNobody", userBlocks("nu1", "Nobody opens the cold room until the engineer has checked the door seal.", nil,
			"Cold room 2 holds 40 crates of fish; door seal reported loose this morning. Next: open the cold room and load the 40 crates."), true},
		{"ptNinguem", userBlocks("nu2", "Ninguém mexe no quadro elétrico do galpão até o eletricista da concessionária chegar.", nil,
			"Galpão 3 sem energia desde as 6h; quadro elétrico com disjuntor desarmado. Próximo passo: religar o quadro elétrico do galpão."), true},
		{"enButNobodyThere", userBlocks("nu3", "The new boiler is on site, but nobody starts the installation until I am there.", nil,
			"New boiler delivered to the Harlow flat. Next: start the boiler installation on Tuesday morning."), true},
		{"enUntilDay", userBlocks("nu4", "Nobody works on the roof until Monday.", nil,
			"Roof repair materials delivered. Next: start the roof work on Monday."), false},
		{"enWaits", userBlocks("nu5", "Nobody opens the cold room until the engineer has checked the door seal.", nil,
			"Cold room 2 holds 40 crates of fish. Next: wait for the engineer to check the door seal, then open the cold room."), false},
	})
}
