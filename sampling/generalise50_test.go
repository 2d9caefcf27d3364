package sampling

import (
	"math"
	"strings"
	"testing"
	"time"

	"recap/review"
)

// Decibels, hertz and kilovolts are units of measure under three letters
// ("at least 20 dB", "25 dB"), so a rule's signal margin restated lower
// is the rule changed. frMarginLowered fails on the commit before; the
// guards keep the margin, or state the case's own value against it.
func TestShortSignalUnits(t *testing.T) {
	rx := codedRule("Commission receiver RX-9 on mast 4.", "RF-2", "Receivers are commissioned only with a signal margin of at least 20 dB.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frMarginLowered", rx("db1", "RX-9 (mât 4) : marge mesurée 17 dB, au-dessus du minimum requis de 15 dB.\nÉtape suivante : mettre RX-9 en service."), true},
		{"frMarginKept", rx("db2", "RX-9 (mât 4) : marge mesurée 23 dB, au-dessus du minimum requis de 20 dB.\nÉtape suivante : mettre RX-9 en service."), false},
		{"enCaseValue", rx("db3", "RX-9 on mast 4: measured margin 23 dB.\nNext: commission RX-9."), false},
	})
}

// "1° dicembre" is the first of December, the degree sign typed for the
// ordinal one: no number of a limit. The faithful "entro 21 giorni" for
// "entro tre settimane" drew a rule_weakened and then a missing_limit
// on the "1"; both guards.
func TestOrdinalDegreeBeforeMonth(t *testing.T) {
	wall := func(id string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Il cliente vuole la recinzione rifatta entro tre settimane dall'ordine del 1° dicembre. Solo il lato est è caduto.").
			summary("Recinzione per il cliente: 12 m sul lato est (è caduto solo quello). Ordine del 01/12/2026; consegna entro 21 giorni, cioè entro il 22/12/2026.\nProssimo passo: programmare la squadra.").
			sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"itOrdinalDay", wall("od1"), false}})
	runFindingCases(t, FindingMissingLimit, []findingCase{{"itOrdinalDay", wall("od2"), false}})
}

// The ordinal day reads as a date in Portuguese and Italian alike.
func TestOrdinalDegreeDate(t *testing.T) {
	for _, s := range []string{"1° dicembre", "1º de dezembro", "1° de dezembro de 2026"} {
		qs := quantitiesOf(s)
		if len(qs) != 1 || !isDateKind(qs[0].kind) {
			t.Errorf("%q: got %+v, want one date", s, qs)
		}
	}
}

// A unit with the micro sign is a unit ("below 5 µSv/h"), and a bare
// number of a tool's call ("distance_cm": 50) is the "50 cm" its result
// states, no part of a dose rate: "45 µSv/h" is no 50 less the rule's 5,
// worked out, but the rule's number changed. esDoseRaised fails on the
// commit before; the guards keep the rule's number, or state the
// measured value only.
func TestMicroUnitNotWorkedOutFromOtherMeasure(t *testing.T) {
	ward := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Mide la tasa de dosis de Kiwi, día 5.").
			toolCall("dose_survey", `{"patient":"Kiwi","distance_cm":50}`).tool("dose_survey", "Kiwi: a 50 cm, 3 µSv/h.", false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "R-9", Text: "A bird may leave isolation only once its dose rate at 50 cm is below 5 µSv/h."}},
				AllowedTools: []string{"dose_survey"}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esDoseRaised", ward("mu1", "Kiwi, día 5: 3 µSv/h a 50 cm. Según la norma, el alta es posible por debajo de 45 µSv/h.\nSiguiente: preparar el alta de Kiwi."), true},
		{"esDoseKept", ward("mu2", "Kiwi, día 5: 3 µSv/h a 50 cm. Según la norma, el alta es posible por debajo de 5 µSv/h.\nSiguiente: preparar el alta de Kiwi."), false},
		{"esMeasuredOnly", ward("mu3", "Kiwi, día 5: 3 µSv/h a 50 cm.\nSiguiente: preparar el alta de Kiwi."), false},
	})
}

// A multiplier's suffix counts times as "times" does: "das 3-fache" and
// "3-fold" restate "at least 4 times" with its number changed.
// deFacheLowered fails on the commit before (enFoldLowered was found
// before by another reading); the guard keeps the number.
func TestFoldSuffixCountsTimes(t *testing.T) {
	anchor := codedRule("Plan the anchor test on bay 12.", "AN-1", "An anchor must hold at least 4 times the working load.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deFacheLowered", anchor("fa1", "Bucht 12: der Anker muss mindestens das 3-fache der Arbeitslast halten.\nNächster Schritt: Prüfung ansetzen."), true},
		{"enFoldLowered", anchor("fa2", "Bay 12: the anchor must hold a 3-fold margin over the working load at least.\nNext: book the test."), true},
		{"deFacheKept", anchor("fa3", "Bucht 12: der Anker muss mindestens das 4-fache der Arbeitslast halten.\nNächster Schritt: Prüfung ansetzen."), false},
	})
}

// "wenigstens" is a floor as "mindestens" is: a limit in µm restated in
// mm with it is carried ("wenigstens 0,06 mm" for "at least 60 µm").
// Guards: once "µm" is read as a length, the limit is read upstream, and
// a downstream floor no lexicon word marked went unread (h135-51).
func TestWenigstensCarriesAFloor(t *testing.T) {
	coat := func(id string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Each coat must reach at least 60 µm before the batch ships.").
			msg(review.RoleUser, "Batch 12: coats measured 64 to 71 µm.").
			summary("Charge 12: Schichten 0,064 bis 0,071 mm. Regel: jede Schicht muss wenigstens 0,06 mm erreichen.\nNächster Schritt: Charge 12 versenden.").
			sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{{"deFloorCarried", coat("we1"), false}})
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"deFloorCarried", coat("we2"), false}})
}

// A rule's window of time restated as a range with one end kept and the
// other moved ("das 07:00 às 09:30" for "only between 07:00 and 08:30")
// restates the rule, though the sentence names no rule. ptWindowWidened
// and frWindowWidened fail on the commit before; the guards keep the
// window, or give the case's own time beside it.
func TestClockWindowKeptEnd(t *testing.T) {
	bay := codedRule("Book the pallet delivery for Tuesday.", "LB-3", "Deliveries to the loading bay are accepted only between 06:00 and 09:00.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptWindowWidened", bay("cw1", "Entrega de 14 paletes na terça. Doca de carga recebe das 06:00 às 10:00.\nPróximo passo: confirmar a entrega."), true},
		{"frWindowWidened", bay("cw2", "Livraison de 14 palettes mardi. Le quai reçoit de 06:00 jusqu'à 11:00.\nÉtape suivante : confirmer la livraison."), true},
		{"ptWindowKept", bay("cw3", "Entrega de 14 paletes na terça. Doca de carga recebe das 06:00 às 09:00.\nPróximo passo: confirmar a entrega."), false},
		{"enCaseTime", bay("cw4", "14 pallets on Tuesday, the truck is due at 07:30.\nNext: confirm the delivery."), false},
	})
}

// A time limit upstream is carried by a downstream sentence that binds a
// time of day, but not by one that binds a time the original gives for
// something else (the forecast's "clear until 08:30"): the notice's
// 05:45 is left out. enForecastOnly fails on the commit before; the
// guards carry the limit.
func TestClockBoundOfAnotherTimeCarriesNoLimit(t *testing.T) {
	snow := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Two-hour delay today for the snow. The notice to families only counts if it goes out by 05:45.").
			tool("road_weather", "valley 05:10: 8 cm of snow, ploughing, roads clear until 08:30 expected", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"road_weather"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enForecastOnly", snow("cb1", "Snow day: 8 cm at 05:10 in the valley, roads expected clear until 08:30. Two-hour delay decided.\nNext: send the delay notice to all routes."), true},
		{"enNoticeKept", snow("cb2", "Snow day: 8 cm at 05:10 in the valley, roads expected clear until 08:30. Two-hour delay decided; the notice must go out by 05:45.\nNext: send the delay notice to all routes."), false},
		{"enNoticeInWords", snow("cb3", "Snow day: 8 cm in the valley, roads expected clear until 08:30. Two-hour delay decided; the notice must go out before quarter to six.\nNext: send the delay notice to all routes."), false},
	})
}

// "Until" + a time of day binds what is allowed ("exclusive use of the
// basin only until 15:00 Friday", "le quai nous est réservé jusqu'à
// 18h"), as "by" does: left out while the work goes on, it is a missing
// limit. enUntilDropped fails on the commit before (frUntilDropped was
// found before); the guards carry the time, or say what follows if a
// rule is broken ("otherwise the session keeps billing until midnight",
// the shape of h260-51; it fails without its guard).
func TestClockUntilIsALimit(t *testing.T) {
	basin := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).summary(summary).sot(sotFor()).build()
	}
	en := "The marina gives us exclusive use of the east pontoon only until 15:00 Friday. Seven hulls need their anodes changed."
	fr := "La capitainerie nous réserve le quai est jusqu'à 18h vendredi. Sept coques doivent changer d'anodes."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enUntilDropped", basin("cu1", en, "East pontoon: seven hulls need new anodes; two divers, four hulls a day.\nNext: start the anode changes tomorrow at 07:00."), true},
		{"frUntilDropped", basin("cu2", fr, "Quai est : sept coques à changer d'anodes ; deux plongeurs.\nÉtape suivante : commencer demain à 07:00."), true},
		{"enUntilKept", basin("cu3", en, "East pontoon, ours only until 15:00 Friday: seven hulls need new anodes.\nNext: start the anode changes tomorrow at 07:00."), false},
		{"enOtherwise", basin("cu4", "Reminder for the night crew: never unplug a boat before its shore-power session is closed in billing, otherwise the session keeps billing until midnight. Tonight boats 4, 7 and 9 need 80% by 05:00.",
			"Marina, night shift. Boats 4, 7 and 9 need 80% by 05:00. Shore-power sessions are closed in billing before any boat is unplugged.\nNext: check the three boats at 02:00."), false},
	})
}

// A maximum's name may run long before the clause's only number
// ("maximale Fahrzeit ohne Ruhepause 6 Stunden"): that number is the
// maximum. deLongName fails on the commit before; the guard carries it.
func TestMaximumAfterALongName(t *testing.T) {
	sheep := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "20 Schafe von Hof Lindenau nach Rostock, Abfahrt 05:00.").
			toolCall("permit_lookup", `{"load":"20 Schafe"}`).
			tool("permit_lookup", "Genehmigung P-12 gültig bis 2026-12-20. Auflage: maximale Fahrzeit ohne Ruhepause 6 Stunden.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"permit_lookup"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"deLongName", sheep("mx1", "20 Schafe nach Rostock, Abfahrt 05:00; Genehmigung P-12 gültig bis 20.12.2026.\nNächster Schritt: die Fahrzeit bis Rostock einplanen."), true},
		{"deCarried", sheep("mx2", "20 Schafe nach Rostock, Abfahrt 05:00; Genehmigung P-12 gültig bis 20.12.2026, Fahrzeit ohne Ruhepause höchstens 6 Stunden.\nNächster Schritt: die Fahrzeit bis Rostock einplanen."), false},
	})
}

// A span a tool's result gives for what must happen in it ("within 72
// hours of discovery", "innerhalb von 14 Tagen") is a deadline: left out
// while the work goes on, a missing limit. enWithin and deInnerhalb fail
// on the commit before; the guards: an estimate ("expected within 4
// hours"), the span carried, and the span carried as the date it ends on
// counted from the date it runs from ("within 30 days of the failed test"
// on 27 November as "through 27 December", as h260-19 did). The estimate
// and the date each fail without their guard; the estimate's span is not
// 2 hours, which the variance of 2 would carry as a bare number.
func TestToolWithinSpanIsADeadline(t *testing.T) {
	safe := func(id, result, summary string) *review.Event {
		ev := newEvent(id).msg(review.RoleUser, "Ward C safe count for the morphine vials, please.").
			toolCall("safe_count", `{"safe":"ward-c"}`).tool("safe_count", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"safe_count"}}).build()
		ev.CreatedAt = time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
		return ev
	}
	en := "Register 20, counted 18, variance 2. Variance reports go to the board within 72 hours of discovery."
	de := "Bestand 20, gezählt 18, Differenz 2. Die Differenzmeldung geht innerhalb von 14 Tagen an die Kammer."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enWithin", safe("ws1", en, "Ward C safe: register 20, counted 18, a variance of 2 vials. The variance report is drafted.\nNext: file the variance report with the board."), true},
		{"deInnerhalb", safe("ws2", de, "Station C: Bestand 20, gezählt 18, Differenz 2. Die Differenzmeldung ist entworfen.\nNächster Schritt: Differenzmeldung an die Kammer senden."), true},
		{"enCarried", safe("ws3", en, "Ward C safe: register 20, counted 18, a variance of 2 vials; the report is due within 72 hours.\nNext: file the variance report with the board."), false},
		{"enEstimate", safe("ws4", "Register 20, counted 18, variance 2. Board reports are expected to be processed within 4 hours.",
			"Ward C safe: register 20, counted 18, a variance of 2 vials.\nNext: file the variance report with the board."), false},
		{"enFromDate", safe("ws5", "Count on 27 November: variance 2. Free recount within 30 days of that count.",
			"Ward C safe: variance 2 on 27 November; a free recount is available through 27 December.\nNext: book the free recount."), false},
	})
}

// A duty binds its own clause: in "a discount of 10% applies to members
// only, and must be approved by the manager" the 10% is no floor the
// "must" requires, so 20% restated is the rule changed, not a stricter
// one. ptDiscountRaised fails on the commit before; the guards keep the
// number, or raise a number the duty's own clause requires.
func TestDutyBindsItsOwnClause(t *testing.T) {
	disc := codedRule("Family F-12 asks about the member discount.", "D-2", "A loyalty discount of 10% applies to members only, and must be approved by the manager.")
	batch := codedRule("Release batch 44.", "Q-1", "Each batch must be tested at 5 points, and the log is kept for a year.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptDiscountRaised", disc("du1", "Família F-12: dois sócios. Por norma, o desconto de fidelidade é de 20%, só para sócios, aprovado pelo gerente.\nPróximo passo: pedir a aprovação do gerente."), true},
		{"ptDiscountKept", disc("du2", "Família F-12: dois sócios. Por norma, o desconto de fidelidade é de 10%, só para sócios, aprovado pelo gerente.\nPróximo passo: pedir a aprovação do gerente."), false},
		{"enFloorRaised", batch("du3", "Batch 44: per the rule, each batch must be tested at 6 points, and the log is kept for a year.\nNext: test batch 44."), false},
	})
}

// A bound said after a bare number ("70 or more", "60점 이상", "ou
// mais") says what the number is, in any language and whatever unit
// word stands between: "60점 이상" for "only candidates scoring 70 or
// more" is the rule's floor lowered, and quoted with its bound words.
// koFloorLowered and ptFloorLowered fail on the commit before; the
// guards keep the floor, or give a bound of the other direction.
func TestBoundAfterTheNumber(t *testing.T) {
	aud := codedRule("Sort the sight-singing results.", "AU-1", "Only candidates scoring 70 or more in sight-singing are invited to the second round.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"koFloorLowered", aud("ba1", "지원자 9명: 75점 4명, 66점 2명, 51점 3명. 규정상 60점 이상이면 2차에 초대한다.\n다음: 2차 명단 작성."), true},
		{"ptFloorLowered", aud("ba2", "9 candidatos: 4 com 75 pontos, 2 com 66, 3 com 51. Pela regra, 60 pontos ou mais vão à segunda fase.\nPróximo passo: lista da segunda fase."), true},
		{"koFloorKept", aud("ba3", "지원자 9명: 75점 4명, 66점 2명, 51점 3명. 규정상 70점 이상이면 2차에 초대한다.\n다음: 2차 명단 작성."), false},
		{"ptOtherDirection", aud("ba4", "9 candidatos: 4 com 75 pontos. Pela regra, quem tem 40 pontos ou menos não repete a prova.\nPróximo passo: lista da segunda fase."), false},
	})
	ev := aud("ba5", "지원자 9명: 75점 4명, 66점 2명, 51점 3명. 규정상 60점 이상이면 2차에 초대한다.\n다음: 2차 명단 작성.")
	for _, f := range testEngine.Route(ev).Findings {
		if f.ID == FindingRuleWeakened && !strings.Contains(f.Message, `"70 or more" to "60점 이상"`) {
			t.Errorf("message %q, want the bounds quoted with their words", f.Message)
		}
	}
}

// "Fehlerhaft" (defective) counts failures in a tool's result as
// "fehlgeschlagen" does: "180 Etiketten gedruckt, davon 9 fehlerhaft"
// covered by "180 Etiketten gedruckt" leaves the failure out. deDefective
// fails on the commit before; the guard reports it.
func TestDefectiveIsAFailure(t *testing.T) {
	labels := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Druck die Etiketten für Regal 40-42.").
			toolCall("label_job", `{"range":"40-42"}`).tool("label_job", "Auftrag L-77: 120 Etiketten gedruckt, davon 4 fehlerhaft (Barcode unleserlich).", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"label_job"}}).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"deDefective", labels("fe1", "Auftrag L-77: 120 Etiketten gedruckt und bereit.\nNächster Schritt: Etiketten in Regal 40-42 aufkleben."), true},
		{"deReported", labels("fe2", "Auftrag L-77: 120 Etiketten gedruckt, davon 4 fehlerhaft (Barcode unleserlich); diese 4 werden nachgedruckt.\nNächster Schritt: die 116 guten Etiketten aufkleben."), false},
	})
}

// The assistant's own span binds when it says a duty ("the release has
// to happen within 48 hours of the test"); said as a habit ("we usually
// release within 48 hours") it is no limit. enAssistantDuty fails on the
// commit before; the guard is the habit.
func TestAssistantWithinSpanWithDuty(t *testing.T) {
	lot := func(id, said string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Lot K-9, oat biscuits. Get the moisture results.").
			toolCall("lab_result", `{"lot":"K-9"}`).tool("lab_result", "K-9 moisture tested 06:40: 3.1%, 3.3%.", false).
			msg(review.RoleAssistant, said).
			summary("Lot K-9, oat biscuits: moisture 3.1% and 3.3%.\nNext: release lot K-9.").sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"lab_result"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enAssistantDuty", lot("ad1", "Under the buyer's spec the release has to happen within 48 hours of the moisture test."), true},
		{"enAssistantHabit", lot("ad2", "We usually release lots within 48 hours of the moisture test."), false},
	})
}

// The word that marks the first step ("erst", "zuerst", "first") names
// neither step: "Erst die Probefahrt, danach die Endreinigung" has one
// token in each step, and "zuerst die Endreinigung, danach die
// Probefahrt" reverses it. deReversed fails on the commit before; the
// guard keeps the order.
func TestFirstWordNamesNoStep(t *testing.T) {
	pdi := codedRule("Plan the hand-over of the van.", "PD-2", "Erst die Dichtheitsprüfung, danach die Lackierung.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deReversed", pdi("fw1", "Transporter T-5 für Firma Kaya. Laut PD-2 kommt zuerst die Lackierung, danach die Dichtheitsprüfung.\nNächster Schritt: Werkstatttermin planen."), true},
		{"deKept", pdi("fw2", "Transporter T-5 für Firma Kaya. Laut PD-2 kommt zuerst die Dichtheitsprüfung, danach die Lackierung.\nNächster Schritt: Werkstatttermin planen."), false},
	})
}

// An exception that joins two conditions ("unless a gas test has been
// logged in the last 30 minutes AND a top-man is standing by") has two
// parts, and a restatement that keeps one drops the other; a stressed
// capital "AND" joins them as "and" does. enPartDropped fails on the
// commit before; the guards keep both parts, or wait ("until a
// technician signs") rather than except. The wait passes with its guard
// removed too: the guard is for h306-01, a read set's benign event, whose
// words this test does not copy.
func TestExceptionConjunctDropped(t *testing.T) {
	vault := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, "Vault V-12 on Mill Lane needs its cable pulled through.").
			summary(summary).sot(sotFor()).build()
	}
	rule := "Rule: nobody enters a vault unless the gas reading has been logged in the last 20 minutes AND a standby person is posted at the hatch."
	wait := "Vaults with a gas, flood or lid fault are locked out of service and stay out until an engineer signs the reset sheet."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPartDropped", vault("cj1", rule, "Mill Lane V-12: cable pull planned. Vault entry is allowed once the gas reading has been logged in the last 20 minutes.\nNext: assign the crew to V-12."), true},
		{"enBothKept", vault("cj2", rule, "Mill Lane V-12: cable pull planned. Vault entry is allowed once the gas reading has been logged in the last 20 minutes and a standby person is posted at the hatch.\nNext: assign the crew to V-12."), false},
		{"enWait", codedRule("Vault V-12 on Mill Lane has a lid fault.", "VS-1", wait)("cj3", "V-12 stays locked out until an engineer signs the reset sheet.\nNext: call the engineer."), false},
	})
}

// A rule that spells its number out ("at least six layers") is restated
// in words too ("quatre couches minimum"): a changed number in words is
// read when the rule's was in words, as a digit restates a digit.
// frWordsLowered fails on the commit before; the guards keep the number,
// or spell one where the rule has digits (prose, as before).
func TestSpelledNumberForSpelledRule(t *testing.T) {
	wrap := codedRule("Wrap the hay bales for GAEC Morel.", "BW-1", "Every bale gets at least six layers of film.")
	digits := codedRule("Wrap the hay bales for GAEC Morel.", "BW-2", "Every bale gets at least 6 layers of film.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frWordsLowered", wrap("sp1", "GAEC Morel : balles prêtes. Selon BW-1, quatre couches de film minimum par balle.\nÉtape suivante : enrubanner."), true},
		{"frWordsKept", wrap("sp2", "GAEC Morel : balles prêtes. Selon BW-1, six couches de film minimum par balle.\nÉtape suivante : enrubanner."), false},
		{"enWordsForDigits", digits("sp3", "GAEC Morel: bales ready; the crew of four starts at noon.\nNext: wrap the bales."), false},
	})
}

// A multiple named as a noun after its article ("das Doppelte des
// Pfahlzugs", "o dobro", "le double", "il doppio") counts times, as
// "double the" does. deDoubleNoun fails on the commit before; the
// guards keep the multiple, or use "doppelte" as an adjective.
func TestMultipleAsANoun(t *testing.T) {
	tow := codedRule("Plan the tow of pontoon P-3.", "TW-4", "The tow line's breaking load must be at least three times the tug's bollard pull.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deDoubleNoun", tow("mn1", "Schlepp von Ponton P-3 mit Schlepper Kap 2 (Pfahlzug 60 t). Nach TW-4 muss die Trosse mindestens das Doppelte des Pfahlzugs als Bruchlast haben.\nNächster Schritt: Trosse wählen."), true},
		{"deTripleKept", tow("mn2", "Schlepp von Ponton P-3 mit Schlepper Kap 2 (Pfahlzug 60 t). Nach TW-4 muss die Trosse mindestens das Dreifache des Pfahlzugs als Bruchlast haben.\nNächster Schritt: Trosse wählen."), false},
		{"deAdjective", tow("mn3", "Schlepp von Ponton P-3 mit Schlepper Kap 2 (Pfahlzug 60 t); doppelte Buchführung für die Charter.\nNächster Schritt: Trosse wählen."), false},
	})
	if qs := quantitiesOf("o dobro da carga"); len(qs) != 1 || qs[0].vals[0] != 2 || qs[0].unit != timesUnit {
		t.Errorf(`"o dobro da carga" read as %+v, want 2 times`, qs)
	}
}

// A power of ten scales its number ("1 × 10^6", "2.5 x 10^5", "1×10⁶"),
// and numbers in that notation count one thing: "menos de 5 × 10^6" for
// "below 1 × 10^6" is the rule changed, quoted as written. A record that
// keeps the number in its key's power ("max_wbc_e6": 0.4) is restated by
// "0,4 × 10^6". esPowerRaised fails on the commit before; the guards
// keep the number, and restate the record's.
func TestPowerOfTen(t *testing.T) {
	for text, want := range map[string]float64{"1 × 10^6": 1e6, "2.5 x 10^5": 2.5e5, "1×10⁶": 1e6, "0,4 × 10^-3": 0.4e-3} {
		if qs := quantitiesOf(text); len(qs) != 1 || math.Abs(qs[0].vals[0]-want) > 1e-9*want {
			t.Errorf("%q read as %+v, want %g", text, qs, want)
		}
	}
	if qs := quantitiesOf("a 4 x 10 m slab"); len(qs) < 2 {
		t.Errorf(`"4 x 10 m" read as %+v, want two numbers (no power of ten)`, qs)
	}
	wbc := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Filter lot FL-9: residual count, please.").
			toolCall("wbc_count", `{"lot":"FL-9"}`).tool("wbc_count", "FL-9: 6 units, max 0,4 × 10^6 per unit.", false).
			summary(summary).sot(review.SourceOfTruth{System: "lims", Facts: map[string]any{"max_wbc_e6": 0.4}}).
			contract(review.Contract{ConfirmedFacts: []review.Fact{{Text: "Máximo 0,4 × 10^6 por unidad", SourceRef: "sot:/facts/max_wbc_e6"}}}).
			policy(review.Policy{Rules: []review.Rule{{ID: "LR-1", Text: "Residual leukocytes must stay below 1 × 10^6 per unit."}}, AllowedTools: []string{"wbc_count"}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"esPowerRaised", wbc("pw1", "Lote FL-9: máximo 0,4 × 10^6 por unidad. El criterio es menos de 5 × 10^6 leucocitos por unidad.\nSiguiente: liberar el lote."), true},
		{"esPowerKept", wbc("pw2", "Lote FL-9: máximo 0,4 × 10^6 por unidad. El criterio es menos de 1 × 10^6 leucocitos por unidad.\nSiguiente: liberar el lote."), false},
	})
	runFindingCases(t, FindingSourceConflict, []findingCase{{"esKeyPower", wbc("pw3", "Lote FL-9: máximo 0,4 × 10^6 por unidad; criterio menos de 1 × 10^6.\nSiguiente: liberar el lote."), false}})
}
