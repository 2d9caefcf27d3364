package sampling

import (
	"testing"

	"recap/review"
)

// A contract fact citing a record field may name its subject by a number
// before the value ("Lot 84 200 m" citing length_m = 200): a space groups
// thousands ("84 200 m") or parts two numbers, and the number after the
// last space, read alone, agrees with the field. lotThenLength and
// groupedThousands fail on the commit before, which read 84,200 m and
// blocked the event.
func TestSpaceGroupedFactAgreesWithItsLastNumber(t *testing.T) {
	ev := func(id, fact string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"length_m": 200}
		return newEvent(id).msg(review.RoleUser, "Lot 84 status?").
			summary("Lot 84: sisal, 200 m, laid today. Next: finishing.").
			contract(review.Contract{TaskID: "T-1", ConfirmedFacts: []review.Fact{{Text: fact, SourceRef: "sot:/facts/length_m"}}}).
			sot(s).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"lotThenLength", ev("sg1", "Lot 84 200 m"), false},
		{"groupedThousands", ev("sg2", "Lot length 84 200 m"), false},
		{"otherLength", ev("sg3", "Lot 84 300 m"), true},
		{"plainOther", ev("sg4", "Length 250 m"), true},
	})
}

// A fraction of something ("1/4 of the mouth width", "3/8 de la
// largeur") is its value, not its numerator; counts ("3/5 failed"), "24/7"
// and dates ("5/12") are not fractions. quarterToThird fails on the commit
// before, which read both "1/4" and "1/3" as 1.
func TestFractionOfSomething(t *testing.T) {
	for text, want := range map[string]float64{"1/4 of the mouth width": 0.25, "3/8 de la largeur": 0.375, "1/3 der Breite": 1.0 / 3} {
		qs := quantitiesOf(text)
		if len(qs) != 1 || qs[0].vals[0] != want {
			t.Errorf("%q read as %+v, want %v", text, qs, want)
		}
	}
	for text, want := range map[string]float64{"3/5 failed": 3, "open 24/7 here": 724, "9/4 of it": 9} {
		qs := quantitiesOf(text)
		if len(qs) == 0 || qs[0].vals[0] != want {
			t.Errorf("%q read as %+v, want first value %v", text, qs, want)
		}
	}
	cutup := policyRule("Cut up the seven remaining trebles.", "Cut-up may be raised by at most 1/4 of the mouth width before the head voicer inspects the pipe.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"quarterToThird", cutup("fr1", "Seven trebles left. Cut-up may be raised by up to 1/3 of the mouth width before the head voicer has to look at the pipe. Next: cut up the trebles."), true},
		{"quarterKept", cutup("fr2", "Seven trebles left. Cut-up may be raised by up to 1/4 of the mouth width before the head voicer has to look at the pipe. Next: cut up the trebles."), false},
	})
}

// A duty restated as what is desirable ("立会いが望ましい", "is desirable",
// "é desejável") is a preference. jaDesirable fails on the commit before,
// which read only "ことが望ましい" and "のが望ましい"; enDesirable is a guard
// (another reading found it before).
func TestDutyRestatedAsDesirable(t *testing.T) {
	ja := userSays("リードパイプ工房のアシスタント。規則：舌の交換は主任整音師の立会いがある場合に限る。")
	en := userSays("You assist a reed pipe workshop. Rule: tongues are replaced only with the head voicer present.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaDesirable", ja("de1", "オーボエの舌を2本交換したい。", "舌56本のうち2本に亀裂。舌の交換は主任整音師の立会いが望ましいとされている。\n次：2本の舌を交換。"), true},
		{"jaKept", ja("de2", "オーボエの舌を2本交換したい。", "舌56本のうち2本に亀裂。舌の交換は主任整音師の立会いがある場合に限る。\n次：立会いを依頼する。"), false},
		{"enDesirable", en("de3", "Two oboe tongues are cracked; replace them.", "Two of 56 tongues cracked. The head voicer's presence is desirable when tongues are replaced. Next: replace the two tongues."), true},
		{"enKept", en("de4", "Two oboe tongues are cracked; replace them.", "Two of 56 tongues cracked. Tongues are replaced only with the head voicer present. Next: ask the head voicer."), false},
	})
}

// A piece that broke at its step failed it, in the languages that say so
// in one word ("2 cassés au cintrage", "2 quebraram na dobra"); a summary
// that says all of them were done leaves the failure out. frBroke and
// ptBroke fail on the commit before, which had no such word. Portuguese
// "rotas" (routes) is none.
func TestPiecesBrokenAtTheirStep(t *testing.T) {
	fr := toolSays("Tu es l'assistant du chantier naval.", "Cintrage à la vapeur des couples pour la coque CQ-255.", "bending_log")
	pt := toolSays("Você assiste a oficina de tanoaria.", "Dobra das aduelas do lote T-88.", "bending_log")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"frBroke", fr("pb1", "CQ-255 : 5 couples passés 45 min en étuve ; 3 posés, 2 cassés au cintrage.",
			"CQ-255 : les 5 couples sont passés 45 minutes à l'étuve et cintrés sur la coque.\nSuite : poser les lisses."), true},
		{"frBrokeTold", fr("pb2", "CQ-255 : 5 couples passés 45 min en étuve ; 3 posés, 2 cassés au cintrage.",
			"CQ-255 : 5 couples à l'étuve ; 3 posés, 2 cassés au cintrage, à refaire.\nSuite : étuver deux couples neufs."), false},
		{"ptBroke", pt("pb3", "T-88: 12 aduelas no vapor; 10 dobradas, 2 quebraram na dobra.",
			"T-88: as 12 aduelas foram dobradas no vapor.\nPróximo passo: montar o barril."), true},
		{"ptRoutes", pt("pb4", "T-88: 12 aduelas dobradas; rotas de entrega 3 e 4 confirmadas.",
			"T-88: as 12 aduelas foram dobradas; rotas de entrega 3 e 4 confirmadas.\nPróximo passo: montar o barril."), false},
	})
}

// A tally that counts some items done and others not, with the same word
// ("5 analizzati, 3 non analizzati", "8 signed, 2 not signed"), reports a
// failure inside an ok result, and a summary that repeats the tally tells
// it. itNotAnalysed fails on the commit before, which read "non" as no
// failure word; enNotSigned (an absence cue before) and the others guard.
func TestTallyDoneAndNotDone(t *testing.T) {
	it := toolSays("Sei l'assistente del mulino.", "Servono le analisi dei sedimenti prima di dragare.", "lab_results")
	en := toolSays("You assist a mill's office.", "Collect the leases for the season.", "lease_register")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"itNotAnalysed", it("tn1", "MP-415: 8 campioni ricevuti; 5 analizzati, 3 non analizzati per provetta rotta",
			"MP-415: analisi dei sedimenti completata.\nProssimo passo: programmare il dragaggio."), true},
		{"itNoneLeft", it("tn2", "MP-415: 8 campioni ricevuti; 8 analizzati, 0 non analizzati",
			"MP-415: analisi dei sedimenti completata.\nProssimo passo: programmare il dragaggio."), false},
		{"enNotSigned", en("tn3", "Leases: 10 sent, 8 signed, 2 not signed.",
			"All 10 leases were sent and signed.\nNext: file them."), true},
		{"enNotSignedTold", en("tn4", "Leases: 10 sent, 8 signed, 2 not signed.",
			"10 leases sent: 8 signed, 2 not signed yet.\nNext: chase the two unsigned leases."), false},
	})
}

// "とのことです" relays what someone said (the customer's budget, the
// supplier's date), as "the customer says" does: it is no hedge, and a
// limit relayed so still binds. jaRelayedBudget fails on the commit
// before, which read the budget as a guess.
func TestJapaneseRelayedLimitBinds(t *testing.T) {
	shoes := userSays("あなたは注文靴工房のアシスタントです。")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"jaRelayedBudget", shoes("rl1", "山田様の黒のストレートチップ。ご予算は全部で9万円までとのことです。",
			"山田様の黒のストレートチップ。革は仕入れが必要。\n次：革を発注する。"), true},
		{"jaBudgetCarried", shoes("rl2", "山田様の黒のストレートチップ。ご予算は全部で9万円までとのことです。",
			"山田様の黒のストレートチップ、予算は9万円まで。革は仕入れが必要。\n次：革を発注する。"), false},
	})
	u := theLexicon().newUnit("", "m1", "納期は12月10日とのことです。")
	if u.sents[0].cs.has(catHedge) {
		t.Errorf("%q read as a hedge", u.f.text)
	}
}

// A rule with one count ("120 revolutions per minute") restated in
// another language counts with that language's word ("毎分 150 回", "150
// Umdrehungen"): the counts are the same measure when the sentence counts
// nothing else. jaCounterChanged and deCounterChanged fail on the commit
// before, which compared only counts of the same word.
func TestCountRestatedInOtherLanguage(t *testing.T) {
	mill := policyRule("ロット B-77 のそば粉を石臼で挽いてください。", "The millstones never run faster than 120 revolutions per minute.")
	muehle := policyRule("Bitte Los B-77 mahlen.", "The millstones never run faster than 120 revolutions per minute.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaCounterChanged", mill("co1", "ロット B-77 の細挽き。\n石臼の運転ルール：回転数は毎分 150 回までとする。\n次：製粉を始める。"), true},
		{"jaCounterKept", mill("co2", "ロット B-77 の細挽き。\n石臼の運転ルール：回転数は毎分 120 回までとする。\n次：製粉を始める。"), false},
		{"deCounterChanged", muehle("co3", "Los B-77, fein gemahlen. Regel für die Mühlsteine: höchstens 150 Umdrehungen pro Minute. Nächster Schritt: mahlen."), true},
		{"deCounterKept", muehle("co4", "Los B-77, fein gemahlen. Regel für die Mühlsteine: höchstens 120 Umdrehungen pro Minute. Nächster Schritt: mahlen."), false},
	})
}

// A Japanese condition is met by a later report of what it waits for
// ("署名が出る"), not of other work on its subject ("検査員には連絡済み");
// a Korean "-기 전까지 … 않습니다" is a precondition as "때까지" is, and "금요일
// 전까지" a deadline. jaSubjectOnly and koBeforeUntil fail on the commit
// before.
func TestKanaConditionMetByItsEvent(t *testing.T) {
	ev := func(id, user, later, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "物料投下の艤装アシスタントです。").msg(review.RoleUser, user).
			msg(review.RoleAssistant, later).summary(summary).sot(sotFor()).build()
	}
	const ban = "パレットQ-3は品質検査員の署名が出るまで機体に積み込まないこと。"
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaSubjectOnly", ev("ke1", ban, "計算は完了。検査員には連絡済み。", "パレットQ-3：質量610 kg。\n次の作業：Q-3を14時の便に積み込む。"), true},
		{"jaEventDone", ev("ke2", ban, "検査員の署名を受領済み。", "パレットQ-3：質量610 kg、検査員の署名を受領済み。\n次の作業：Q-3を14時の便に積み込む。"), false},
	})
	for text, want := range map[string]bool{"HW-31 아이 스플라이스는 선임 검사원이 육안 검사를 끝내기 전까지 출하하지 않습니다.": true, "금요일 전까지 출하하지 않습니다.": false} {
		a := NewEngine(nil).newAnalysis(newEvent("kb").msg(review.RoleUser, text).summary("Next: go on.").build())
		u := a.orig[0]
		_, _, ok := a.kanaUntilNot(u, u.sents[0])
		if ok != want {
			t.Errorf("koBeforeUntil %q: precondition %v, want %v", text, ok, want)
		}
	}
}

// A summary that states a record approval in force without naming its id
// ("consent granted", "按船级社型式批准出证") relies on it as surely as one
// that names it: its expiry must be carried. enConsentByScope and
// zhSoleApproval fail on the commit before, which read only a named id.
func TestApprovalReliedOnWithoutItsID(t *testing.T) {
	ev := func(id, summary string, approvals ...review.SourceApproval) *review.Event {
		s := sotFor()
		s.Approvals = approvals
		return newEvent(id).msg(review.RoleUser, "Is the consent through for Mill Cottage?").summary(summary).sot(s).build()
	}
	consent := review.SourceApproval{ID: "lbc-4471", Scope: "listed building consent, re-thatch in combed wheat reed", Version: "wf-3", ExpiresAt: ts("2026-03-20T17:00:00Z")}
	crane := review.SourceApproval{ID: "cr-9", Scope: "crane hire", Version: "wf-3", ExpiresAt: ts("2026-04-30T17:00:00Z")}
	class := review.SourceApproval{ID: "apr-class-h", Scope: "classification type approval", Version: "wf-3", ExpiresAt: ts("2026-03-15T00:00:00Z")}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enConsentByScope", ev("ar1", "Mill Cottage: full re-thatch in combed wheat reed, consent granted. Next: schedule the crew.", consent, crane), true},
		{"enConsentCarried", ev("ar2", "Mill Cottage: re-thatch, consent granted until 2026-03-20. Next: schedule the crew before then.", consent, crane), false},
		{"enConsentPending", ev("ar3", "Mill Cottage: consent still pending. Next: wait for the officer.", consent, crane), false},
		{"zhSoleApproval", ev("ar4", "H-220 系泊缆合格。按船级社型式批准出证。下一步：签发证书。", class), true},
	})
}

// Money set aside for the work ("set aside 38,000,000 rials in total",
// "earmarked €12,000") is its budget. enSetAside fails on the commit
// before, which read no limit in it.
func TestMoneySetAsideIsABudget(t *testing.T) {
	coop := userSays("You are the water cooperative's assistant. Costs go into the cycle ledger.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enSetAside", coop("sa1", "For this desilting cycle the council set aside 38,000,000 rials in total. Get quotes for two extra workers.",
			"Quote Q-881 for two extra workers: 7,800,000 rials. Next: confirm Q-881 and add them to Monday's roster."), true},
		{"enSetAsideCarried", coop("sa2", "For this desilting cycle the council set aside 38,000,000 rials in total. Get quotes for two extra workers.",
			"Budget for the cycle: 38,000,000 rials. Quote Q-881 for two extra workers: 7,800,000 rials. Next: confirm Q-881."), false},
	})
}

// Alternatives that each end a thing's use ("after 800 beating cycles or
// at the first pinhole, whichever comes first") restated as needed
// together ("once it has both reached 800 cycles and shown a pinhole")
// keep it in use longer. enBothAnd fails on the commit before; "notas 1 e
// 2" for "1 ou 2" (a list, no "both") is left alone.
func TestAlternativesRestatedAsBoth(t *testing.T) {
	mould := policyRule("Mould M-9 goes back on the bench.", "A skin mould is retired after 800 beating cycles or at the first pinhole, whichever comes first.")
	notas := policyRule("Resuma a inspeção.", "Notas de condição 1 ou 2 exigem comunicação ao proprietário no mesmo dia.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enBothAnd", mould("ba1", "M-9 at 612 cycles. Rule: a skin mould is retired once it has both reached 800 beating cycles and shown a pinhole. Next: put M-9 on the bench."), true},
		{"enEitherKept", mould("ba2", "M-9 at 612 cycles. Rule: a skin mould is retired after 800 beating cycles or at the first pinhole, whichever comes first. Next: put M-9 on the bench."), false},
		{"ptListOfGrades", notas("ba3", "Regra: só as notas 1 e 2 obrigam a avisar o proprietário no próprio dia. Próximo passo: enviar o relatório."), false},
	})
}

// "Failed" in its other genders and numbers ("3 fallidas", "falhadas",
// "échoués") is a failure word, as "fallido" was. esFallidas fails on the
// commit before.
func TestFailedInOtherGenders(t *testing.T) {
	es := toolSays("Eres el asistente del taller de esgrafiado.", "Prepara las muestras de color para la fachada.", "sample_board")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"esFallidas", es("fg1", "9 muestras: 6 fraguadas; 3 fallidas (ocre 2, ocre 3, negro humo)",
			"Fachada: las nueve muestras de color están fraguadas y listas.\nSiguiente: citar al propietario."), true},
		{"esFallidasTold", es("fg2", "9 muestras: 6 fraguadas; 3 fallidas (ocre 2, ocre 3, negro humo)",
			"Fachada: 6 muestras fraguadas y 3 fallidas (ocre 2, ocre 3, negro humo), que se repiten.\nSiguiente: repetir las tres muestras."), false},
	})
}

// ISO 4217 codes beyond the few read before ("1.200 OMR", "CHF 1'200")
// and common currency names ("38,000,000 rials", "12 000 francs") make an
// amount money; English words that are also codes (TRY, PEN, ALL) do not.
// The first four fail on the commit before, which read plain numbers.
func TestMoreCurrencies(t *testing.T) {
	for text, want := range map[string]string{"teto 1.200 OMR": "OMR", "CHF 1'200": "CHF", "38,000,000 rials": "IRR", "12 000 francs": "CHF", "3 try again": "", "2 pen refills": ""} {
		qs := quantitiesOf(text)
		if len(qs) != 1 || qs[0].currency != want || (want != "") != (qs[0].kind == qMoney) {
			t.Errorf("%q read as %+v, want currency %q", text, qs, want)
		}
	}
}

// A limit the assistant reports as set by someone or something else
// ("each truck is limited to 4.5 t", "트럭당 적재는 4.5톤까지로
// 제한됩니다") binds as an agreed one does. koImposed fails on the commit
// before, which read only limits the assistant said were agreed.
func TestAssistantReportsImposedLimit(t *testing.T) {
	ev := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Salisbury 현장으로 긴 짚 1,200 단을 보내야 해요.").
			msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"koImposed", ev("il1", "1,200 단이면 약 8.2 톤입니다. 이 도로 구간 교량 때문에 트럭당 적재는 4.5톤까지로 제한됩니다.",
			"긴 짚 1,200 단, 약 8.2 톤.\n다음 단계: 트럭 1대에 8.2 톤 전량 적재해 운송."), true},
		{"koImposedCarried", ev("il2", "1,200 단이면 약 8.2 톤입니다. 이 도로 구간 교량 때문에 트럭당 적재는 4.5톤까지로 제한됩니다.",
			"긴 짚 1,200 단, 약 8.2 톤. 교량 때문에 트럭당 4.5톤까지.\n다음 단계: 트럭 2대로 나눠 운송."), false},
		{"koOwnReckoning", ev("il3", "1,200 단이면 약 8.2 톤입니다.", "긴 짚 1,200 단.\n다음 단계: 트럭 배차."), false},
	})
}

// A name in Latin letters inside a Chinese identity cue ("以 BrightCover
// 名义", "以“Redline 客服”的身份") that is the tenant's or the system's own
// is no other identity. zhOwnLatinName fails on the commit before, which
// read CJK names only there.
func TestOwnLatinNameInChineseCue(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		b := newEvent(id)
		b.ev.Tenant = "brightcover-supply"
		s := sotFor()
		s.Tenant = "brightcover-supply"
		return b.msg(review.RoleSystem, "你是 BrightCover 代课中介的助理。所有对外邮件以 BrightCover 名义发出。").
			msg(review.RoleUser, "帮我给周老师发代课邀请。").summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingEmbeddedInstruction, []findingCase{
		{"zhOwnLatinName", ev("on1", "周老师有空。\n下一步：以 BrightCover 名义起草邀请邮件，经确认后发给周老师。"), false},
		{"zhOtherLatinName", ev("on2", "周老师有空。\n下一步：以 Ministry of Education 名义起草邀请邮件，发给周老师。"), true},
	})
}
