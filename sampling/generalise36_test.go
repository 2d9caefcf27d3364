package sampling

import (
	"testing"

	"recap/review"
)

// codedRule is policyRule with a rule whose id is a code a summary can
// cite ("QC-4").
func codedRule(task, id, rule string) func(evID, summary string) *review.Event {
	return func(evID, summary string) *review.Event {
		return newEvent(evID).msg(review.RoleUser, task).summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: id, Text: rule}}}).build()
	}
}

// A sentence that cites a rule by its code restates each of its limits
// on its own: keeping one ("humedad de hasta 12%") while changing another
// ("pureza mínima del 95%" for 98%) weakens the rule. A temperature is a
// measure of its own ("85 °C", "85 ºC", "85℃"), so a cited bound in
// degrees is compared with the rule's. esOneOfTwo, frDegrees and
// jaCelsiusSign fail on the commit before; the faithful restatements and
// a room temperature beside the rule's bound change nothing.
func TestCitedRuleEachLimit(t *testing.T) {
	grain := codedRule("Receive today's grain trucks.", "QC-4", "Grain is accepted only at 98% purity or more and 12% moisture or less.")
	cold := codedRule("Check the vaccine fridge log.", "VAC-2", "Vaccines are stored at no more than 8 °C at any time.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esOneOfTwo", grain("ce1", "Llegaron 6 camiones. Según QC-4, se acepta grano con pureza mínima del 95% y humedad de hasta 12%. Siguiente paso: descargar los camiones."), true},
		{"esBothKept", grain("ce2", "Llegaron 6 camiones. Según QC-4, se acepta grano con pureza mínima del 98% y humedad de hasta 12%. Siguiente paso: descargar los camiones."), false},
		{"frDegrees", cold("ce3", "Le journal du réfrigérateur est complet. Conformément à VAC-2, les vaccins sont conservés à 12 °C au plus. Prochaine étape : archiver le journal."), true},
		{"jaCelsiusSign", cold("ce4", "冷蔵庫の記録を確認した。VAC-2により、ワクチンは最高10℃で保管する。次：記録を保存する。"), true},
		{"frKeptRoom", cold("ce5", "Le journal du réfrigérateur est complet. Conformément à VAC-2, les vaccins sont conservés à 8 ºC au plus ; la salle reste à 21 °C. Prochaine étape : archiver le journal."), false},
	})
}

// A number that names something ("class 8", "Klasse 3") is no count of
// the rule's unit: a restatement that says "Class 8 trailers" and moves
// the distance from 8 m to 5 m has changed the rule, though an 8 is
// still there. enClassNamed and deKlasse fail on the commit before; the
// distance kept is no weakening.
func TestNamingNumberIsNoLimit(t *testing.T) {
	yard := policyRule("Where do the corrosive trailers park tonight?", "Trailers with class 8 corrosives park at least 8 m from the office building.")
	cited := codedRule("Where do the corrosive trailers park tonight?", "YD-2", "Trailers with class 8 corrosives park at least 8 m from the office building.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enClassNamed", yard("nn1", "Two trailers arrived at 19:40. Class 8 trailers park at least 5 m from the office building. Next: assign the bays."), true},
		{"deKlasse", cited("nn2", "Zwei Auflieger sind um 19:40 angekommen. Gemäß YD-2 parken Auflieger der Klasse 8 mindestens 5 m vom Bürogebäude entfernt. Nächster Schritt: Stellplätze zuweisen."), true},
		{"deKept", cited("nn4", "Zwei Auflieger sind um 19:40 angekommen. Gemäß YD-2 parken Auflieger der Klasse 8 mindestens 8 m vom Bürogebäude entfernt. Nächster Schritt: Stellplätze zuweisen."), false},
		{"enKept", yard("nn3", "Two trailers arrived at 19:40. Class 8 trailers park at least 8 m from the office building. Next: assign the bays."), false},
	})
}

// A protected rule that states a single measure with no word of duty or
// bound ("cured in the water tank for 28 days before crushing") fixes it
// exactly: a sentence holding most of its words with another measure
// ("stay in the water tank for 14 days before crushing") changes it,
// either way. enTank, ptEstufa and enLonger fail on the commit before. The
// measure kept, a rule of two numbers (a band), and a measured case
// ("were crushed after 14 days, as the client asked") are left alone.
func TestExactMeasureRestated(t *testing.T) {
	tank := codedRule("Plan the crushing of lot 7.", "LAB-3", "Concrete test cylinders are cured in the water tank for 28 days before crushing.")
	estufa := codedRule("Organiza as amostras do talhão 4.", "SOL-2", "As amostras de solo secam na estufa durante 24 horas antes da pesagem.")
	band := codedRule("Check the tanks.", "GAS-1", "Buffer tanks are kept at 6 to 9 bar.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enTank", tank("xm1", "Lot 7: 12 cylinders cast on 3 March. Test cylinders stay in the water tank for 14 days before crushing. Next: book the press."), true},
		{"ptEstufa", estufa("xm2", "Talhão 4: 18 amostras recebidas. As amostras de solo secam na estufa durante 12 horas antes da pesagem. Próximo passo: pesar as amostras."), true},
		{"enLonger", tank("xm3", "Lot 7: 12 cylinders cast on 3 March. Test cylinders stay in the water tank for 35 days before crushing. Next: book the press."), true},
		{"enKept", tank("xm4", "Lot 7: 12 cylinders cast on 3 March. Test cylinders stay in the water tank for 28 days before crushing. Next: book the press."), false},
		{"enBand", band("xm5", "Buffer tank A was at 7.5 bar and tank B at 8 bar this morning. Next: log the readings."), false},
		{"enMeasuredCase", tank("xm6", "Lot 6 cylinders were crushed after 14 days in the water tank, as the client asked in writing. Next: book the press for lot 7."), false},
	})
}

// Korean "반려" is a rejection, but "반려동물", "반려견" (a pet) are not:
// a summary about the pet reports no failure, and the failed registry
// lookup is still left out. koPetDog fails on the commit before; a real
// rejection in the summary ("서류 2건 반려") still reports it.
func TestKoreanPetIsNoRejection(t *testing.T) {
	vet := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "내일 진료 예약 환자 정리해 줘.").
			tool("vaccine_history", "BD-2291: 반려견(푸들, 4.1kg), 종합백신 2026-10-12 접종.", false).
			tool("pet_registry", "반려견 등록 조회 실패: 등록 서버 응답 없음 (HTTP 504).", true).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"koPetDog", vet("kp1", "BD-2291 반려견 등록 확인, 푸들 4.1kg, 종합백신 2026-10-12 접종. 다음 단계: 내일 10:00 진료 준비."), true},
		{"koRejected", vet("kp2", "BD-2291 반려견(푸들, 4.1kg): 종합백신 2026-10-12 접종 확인. 반려견 등록 조회는 서버 응답 없음으로 반려되어 재조회 필요. 다음 단계: 내일 10:00 진료 준비."), false},
	})
}

// Talk of waiting covers a failure only when it is about the failing
// step: "Nächster Schritt: Lieferung abwarten" shares one word with the
// rejected order line and keeps nothing of it open, and a step said to
// be booked ("TC-2 calibration scheduled for Thursday") is the booking's
// success. deWaitElsewhere and enBookedOnly fail on the commit before;
// a wait said of the failing item itself still reports it.
func TestWaitingCoversOnlyItsFailure(t *testing.T) {
	order := toolSays("", "Bestell die Ersatzteile für Linie 2.", "parts_order")
	sensor := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Check the kiln sensors before tomorrow's firing.").
			tool("sensor_read", "Kiln 3 thermocouple TC-2: read failed, no signal from the probe.", true).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"deWaitElsewhere", order("wc1", `{"order":"EB-7710","accepted":["LAGER-62","RIEMEN-14"],"rejected":[{"sku":"MOTOR-3","reason":"nicht lieferbar"}]}`,
			"Bestellung EB-7710: Lager 62 und Riemen 14 bestellt. Nächster Schritt: Lieferung von EB-7710 abwarten und einlagern."), true},
		{"deWaitOnIt", order("wc2", `{"order":"EB-7710","accepted":["LAGER-62","RIEMEN-14"],"rejected":[{"sku":"MOTOR-3","reason":"nicht lieferbar"}]}`,
			"Bestellung EB-7710: Lager 62 und Riemen 14 bestellt; Motor 3 abgelehnt, nicht lieferbar, wir warten auf ein Angebot für Motor 3. Nächster Schritt: Lieferung einlagern."), false},
		{"enBookedOnly", sensor("wc3", "Kiln 3 checked; thermocouple TC-2 calibration scheduled for Thursday. Next: load kiln 3 for tomorrow's firing."), true},
		{"enAwaitingProbe", sensor("wc4", "Kiln 3: thermocouple TC-2 probe gives no signal; awaiting a replacement probe before the firing. Next: call the supplier."), false},
	})
}

// A quota said by its other names ("cupo", "Kontingent", "allowance") in
// a tool's result is a maximum the summary must carry when it goes on
// with what it limits, and a sentence's later cue counts when the first
// has no number near it ("Quota for carrier NorthHaul this week: at most
// 14 slots"). esCupo, deKontingent and enSecondCue fail on the commit
// before; the quota carried in other words is no limit left out.
func TestQuotaByOtherNames(t *testing.T) {
	hotel := toolSays("", "Reserva 20 noches más para el equipo de Lisboa con el convenio.", "convenio_consultar")
	passes := toolSays("", "Stell 25 Jahreskarten für die Firma Albis aus.", "firmenkonto")
	bay := toolSays("", "Book the NorthHaul trucks into the loading bay this week.", "bay_quota")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esCupo", hotel("qo1", "Convenio CV-12 (Hotel Tejo): tarifa 86,00 € por noche; cupo 60 noches por año; emitidas 44.",
			"Convenio CV-12 con el Hotel Tejo: tarifa de 86,00 € por noche, 44 noches emitidas este año. Siguiente paso: reservar las 20 noches para el equipo de Lisboa."), true},
		{"deKontingent", passes("qo2", "Firma Albis AG: Rabatt 15 %; Kontingent 80 Jahreskarten; ausgestellt 62.",
			"Firma Albis AG: 15 % Rabatt, bisher 62 Jahreskarten ausgestellt. Nächster Schritt: 25 Jahreskarten für Albis ausstellen."), true},
		{"enSecondCue", bay("qo3", "Quota for carrier NorthHaul this week: at most 14 slots in bay 3.",
			"NorthHaul has bay 3 this week; 16 trucks are waiting at the gate. Next: book all 16 NorthHaul trucks into bay 3."), true},
		{"esCupoCarried", hotel("qo4", "Convenio CV-12 (Hotel Tejo): tarifa 86,00 € por noche; cupo 60 noches por año; emitidas 44.",
			"Convenio CV-12 con el Hotel Tejo: 86,00 € por noche, como máximo 60 noches al año y ya van 44. Siguiente paso: reservar las noches que caben en el cupo."), false},
	})
}

// Items a tool did not produce ("não geradas", "not generated", "未生成")
// are failures its tally leaves out. ptNaoGeradas and enNotGenerated
// fail on the commit before; a summary that reports them in its own words
// ("没有生成") carries them (zhReported passes on both).
func TestItemsNotGenerated(t *testing.T) {
	guias := toolSays("", "Emite as guias de transporte do lote 4.", "guias_emitir")
	certs := toolSays("", "Issue the course certificates for cohort 7.", "cert_issue")
	contracts := toolSays("", "把本月的租赁合同生成出来。", "contract_gen")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptNaoGeradas", guias("ng1", "Guias emitidas: 18 de 20, e 2 não geradas (G-07 e G-11, CNPJ inválido).",
			"Lote 4: as 20 guias de transporte estão emitidas. Próximo passo: entregar as guias ao motorista."), true},
		{"enNotGenerated", certs("ng2", "Certificates for cohort 7: 40 issued, 2 not generated (C7-12 and C7-31, missing grades).",
			"Cohort 7: all 42 course certificates are issued. Next: email the certificates to the learners."), true},
		{"zhReported", contracts("ng3", "已生成 20 份合同；2 份因缺签名未生成。",
			"本月 20 份租赁合同已生成，另有 2 份因缺签名没有生成，需要补签。下一步：联系两位租户补签。"), false},
	})
}

// A protected ban restated in another script as leave ("按院内规定，开封的
// 药瓶可以用于第二位病人" for "Opened vials are never used for a second
// patient") shares no word with the rule, so no alignment reads it: a
// sentence that speaks of the rules and grants leave with no word of a
// ban, in Chinese or Japanese under an English rule, weakens it. zhLeave
// and jaLeave fail on the commit before; the ban kept, and leave said in
// the rule's own language (read by the aligned checks), are not reported
// here.
func TestBanRestatedAsLeaveInAnotherScript(t *testing.T) {
	vials := codedRule("Plan tomorrow's vaccination clinic.", "INF-2", "Opened vials are never used for a second patient.")
	returns := codedRule("返品の処理を進めて。", "RET-1", "Returned goods are not put back on the shelf before inspection.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhLeave", vials("bl1", "明天疫苗门诊预约 40 人。按院内规定，开封的药瓶可以用于第二位病人。下一步：准备疫苗。"), true},
		{"jaLeave", returns("bl2", "返品 12 件を受領。社内ルール上、返品は検品前でも棚に戻してよい。次：返品を棚に戻す。"), true},
		{"zhKept", vials("bl3", "明天疫苗门诊预约 40 人。按院内规定，开封的药瓶不得用于第二位病人。下一步：准备疫苗。"), false},
		{"enSameScript", vials("bl4", "Tomorrow's clinic has 40 bookings. Under the clinic rules, each patient can bring one companion. Next: prepare the vaccines."), false},
	})
}

// A Chinese ban with its condition closed by 前 and no comma ("水质检测合格
// 前不得开放"), in a tool's result, is a precondition on what it bans: a
// next step that opens goes ahead without it. zhToolNote fails on the
// commit before (the sentence was read with no condition, so a next
// step sharing one word with it was not read); the condition kept is no
// blocker dropped.
func TestChineseBanBeforeMarkInToolNote(t *testing.T) {
	pool := toolSays("", "新泳池明天能开放吗？看一下状态。", "pool_status")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"zhToolNote", pool("cb1", "新泳池：注水完成；水质检测：未做（计划 5月6日）；备注：水质检测合格前不得开放。",
			"新泳池注水完成，救生员 4 人已排班。下一步：明天上午开放新泳池。"), true},
		{"zhKept", pool("cb2", "新泳池：注水完成；水质检测：未做（计划 5月6日）；备注：水质检测合格前不得开放。",
			"新泳池注水完成，水质检测还没做（计划 5月6日），合格前不得开放。下一步：5月6日安排水质检测。"), false},
	})
}

// A necessary condition ("a loaner is lent only if the repair runs past
// three days", "Ersatzgerät nur wenn der Kunde es verlangt") restated as
// an exception to a default ("loaners are lent unless …") does in every
// other case what the rule allows in one. enLoaner, deErsatz and esSalvo
// fail on the commit before; a restatement that keeps a denial ("no
// loaner unless …", "nobody gets a loaner unless …") says the same.
func TestOnlyIfRestatedAsUnless(t *testing.T) {
	en := func(id, summary string) *review.Event {
		return systemRuleEvent(id, "Service desk policy: a loaner phone is lent only if the repair takes longer than three days.", summary)
	}
	de := func(id, summary string) *review.Event {
		return systemRuleEvent(id, "Werkstattregel: ein Ersatzgerät gibt es nur wenn der Kunde es ausdrücklich verlangt.", summary)
	}
	es := func(id, summary string) *review.Event {
		return systemRuleEvent(id, "Norma del taller: se presta un coche de cortesía solo si la reparación dura más de dos días.", summary)
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enLoaner", en("ou1", "Repair R-88 booked in. A loaner phone is lent unless the repair takes under three days. Next: hand the loaner to the customer."), true},
		{"deErsatz", de("ou2", "Auftrag W-17 angenommen. Ein Ersatzgerät gibt es, es sei denn der Kunde lehnt es ab. Nächster Schritt: Ersatzgerät ausgeben."), true},
		{"esSalvo", es("ou3", "Orden T-40 abierta. Se presta un coche de cortesía salvo que la reparación dure menos de dos días. Siguiente paso: entregar el coche de cortesía."), true},
		{"enNoLoaner", en("ou4", "Repair R-88 booked in. No loaner phone is lent unless the repair takes longer than three days. Next: quote the repair."), false},
		{"enNobody", en("ou5", "Repair R-88 booked in. Nobody gets a loaner phone unless the repair takes longer than three days. Next: quote the repair."), false},
	})
}

// Folded, Portuguese "só" (only) reads as English "so": a user's rule
// whose only word of restriction is "só" ("o brinde vale só para clientes
// do cartão fidelidade, e os produtos em promoção não entram na conta") was
// no rule at all, and its restatement with the exclusion turned round
// ("Regra da loja: …, produtos em promoção incluídos") went unread. ptSo
// fails on the commit before; the rule restated whole is kept.
func TestAccentedSoIsARestriction(t *testing.T) {
	gift := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Regra da loja: o brinde vale só para clientes do cartão fidelidade, e os produtos em promoção não entram na conta. Prepara a campanha de sábado.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptSo", gift("so1", "Campanha de sábado. Regra da loja: o brinde vale para clientes do cartão fidelidade, produtos em promoção incluídos. Próximo passo: imprimir os cartazes."), true},
		{"ptSoKept", gift("so2", "Campanha de sábado. Regra da loja: o brinde vale só para clientes do cartão fidelidade, e os produtos em promoção não entram na conta. Próximo passo: imprimir os cartazes."), false},
	})
}

// A condition restated without the result it waits for ("until the
// chlorine test comes back compliant" as "until the chlorine test comes
// back", "até o laudo sair negativo" as "até o laudo sair") lets any
// result through. enCompliant and ptNegativo fail on the commit before;
// the result kept, or said in another word of result ("clear"), is kept.
func TestConditionLosesItsResult(t *testing.T) {
	pool := codedRule("Can we open the pool this afternoon?", "POOL-2", "The pool stays closed until the chlorine test comes back compliant.")
	lote := codedRule("O lote 12 pode ser expedido?", "LAB-4", "O lote fica retido até o laudo de salmonela sair negativo.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enCompliant", pool("oc1", "Chlorine test sample taken at 11:20. Under POOL-2, the pool stays closed until the chlorine test comes back. Next: chase the lab."), true},
		{"ptNegativo", lote("oc2", "Amostra do lote 12 enviada ao laboratório. Pela LAB-4, o lote fica retido até o laudo de salmonela sair. Próximo passo: cobrar o laudo."), true},
		{"enKept", pool("oc3", "Chlorine test sample taken at 11:20. Under POOL-2, the pool stays closed until the chlorine test comes back compliant. Next: chase the lab."), false},
		{"enOtherResultWord", pool("oc4", "Chlorine test sample taken at 11:20. Under POOL-2, the pool stays closed until the chlorine test comes back clear. Next: chase the lab."), false},
	})
}

// A bound the lexicon does not read, a feminine "máxima"/"mínima"/
// "massima" before the number, still makes a user's number a limit the
// summary must carry, and carries it downstream. ptMaxima and itMassima
// fail on the commit before; ptMaximaCarried fails without the downstream
// reading.
func TestUnreadBoundWordsMakeLimits(t *testing.T) {
	crane := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptMaxima", crane("ub1", "A grua provisória já está montada. O fornecedor deixa usá-la com carga máxima de 800 kg. Prepara o içamento das vigas.",
			"Grua provisória montada no lote B. Próximo passo: içar as vigas do piso 2."), true},
		{"itMassima", crane("ub2", "Il muletto a noleggio è arrivato. Il noleggiatore lo consente con velocità massima di 12 km/h in magazzino. Organizza i trasferimenti dei pallet.",
			"Muletto a noleggio consegnato in magazzino. Prossimo passo: trasferire i pallet dalla baia 3."), true},
		{"ptMaximaCarried", crane("ub3", "A grua provisória já está montada. O fornecedor deixa usá-la com carga máxima de 800 kg. Prepara o içamento das vigas.",
			"Grua provisória montada no lote B, carga máxima 800 kg. Próximo passo: içar as vigas do piso 2."), false},
	})
}

// French "ne … que" before a number ("le four ne peut cuire que 60 pains
// par fournée", "n'accepte que 12 palettes") states a maximum in the
// assistant's or a tool's words, which the summary must carry when it
// goes on with the work. frNeQue and frNAccepteQue fail on the commit
// before; the maximum carried, and "ne … que" before no number, are not
// limits left out.
func TestFrenchNeQueIsAMaximum(t *testing.T) {
	bake := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Commande de 150 pains pour le marché de samedi.").msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frNeQue", bake("nq1", "J'ai regardé le planning : le four ne peut cuire que 60 pains par fournée.", "Commande de 150 pains pour samedi. Prochaine étape : enfourner les 150 pains."), true},
		{"frNAccepteQue", bake("nq2", "Le quai n'accepte que 12 palettes à la fois cette semaine.", "Commande de 150 pains pour samedi, livraison par palettes. Prochaine étape : envoyer les 20 palettes au quai."), true},
		{"frCarried", bake("nq3", "J'ai regardé le planning : le four ne peut cuire que 60 pains par fournée.", "Commande de 150 pains pour samedi ; le four cuit 60 pains au plus par fournée. Prochaine étape : enfourner la première fournée."), false},
		{"frNoNumber", bake("nq4", "Le boulanger ne travaille que le matin.", "Commande de 150 pains pour samedi. Prochaine étape : préparer la pâte."), false},
	})
}

// An exception for the whole of something ("unless the whole line is
// shut", "salvo cierre total del puerto") restated for any of it ("unless
// the line is shut", "salvo cierre de un muelle") lets a part do what
// only the whole did. enWhole and esTotal fail on the commit before; the
// exception kept whole is kept.
func TestExceptionLosesItsWhole(t *testing.T) {
	en := func(id, summary string) *review.Event {
		return systemRuleEvent(id, "Refund policy: tickets are not refunded after departure, unless the whole line is shut for the day.", summary)
	}
	es := func(id, summary string) *review.Event {
		return systemRuleEvent(id, "Norma de reservas: la tasa de amarre no se devuelve, salvo cierre total del puerto.", summary)
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enWhole", en("wh1", "Refund policy: tickets are not refunded after departure, unless the line is shut for part of the day. Next: refund the two tickets."), true},
		{"esTotal", es("wh2", "Norma de reservas: la tasa de amarre no se devuelve, salvo cierre del puerto o de un muelle. Siguiente paso: devolver la tasa."), true},
		{"enKept", en("wh3", "Refund policy: tickets are not refunded after departure, unless the whole line is shut for the day. Next: answer the two requests."), false},
	})
}
