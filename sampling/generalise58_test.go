package sampling

import (
	"testing"
	"time"

	"recap/review"
)

// systemRuleCase builds an event whose system message states a rule, with
// a tool's result upstream and the summary to check.
func systemRuleCase(rule, ask, tool, result string) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, rule).msg(review.RoleUser, ask).
			toolCall(tool, `{}`).tool(tool, result, false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{tool}}).build()
	}
}

// Order words read as they are said. Portuguese "depois" before a verb in
// "d" ("e só depois desinfetar", "depois distribuir as cópias") is "then",
// not "after" as before "de", "da" or "dessa": the rule's steps were read
// the other way round, so a reversed restatement matched the rule. Korean
// "그 다음에" ("after that") points back to the clause before it, as
// "depois disso" does: "다음에" alone left "그" as the first step.
// ptDepoisVerbReversed and koThatAfterReversed fail on the commit before,
// and so does ptDepoisDeKept, a faithful restatement the rule's reversed
// reading took for a reversal; the other guards (each restated in the
// rule's order) hold on both.
func TestOrderWordsBeforeAVerbAndAfterThat(t *testing.T) {
	seal := systemRuleCase("Procedimento de devolução: primeiro conferir o lacre da caixa no armazém, depois descartar a embalagem externa.",
		"Chegaram as devoluções da loja 12?", "returns_log", "Loja 12: 14 caixas devolvidas, recebidas às 10:20.")
	crate := systemRuleCase("규칙: 반품 상자는 먼저 봉인 번호를 대조하고, 그 다음에 외부 포장재를 분리 배출한다.",
		"12번 매장 반품 왔어요?", "returns_log", "12번 매장: 반품 상자 14개, 10:20 입고.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptDepoisVerbReversed", seal("p1", "Loja 12: 14 caixas devolvidas às 10:20. Procedimento: descartar a embalagem externa e depois conferir o lacre da caixa no armazém.\nPróximo passo: triagem das 14 caixas."), true},
		{"ptDepoisVerbKept", seal("p2", "Loja 12: 14 caixas devolvidas às 10:20. Procedimento: conferir o lacre da caixa no armazém e depois descartar a embalagem externa.\nPróximo passo: triagem das 14 caixas."), false},
		{"ptDepoisDeKept", seal("p3", "Loja 12: 14 caixas devolvidas às 10:20. Procedimento: descartar a embalagem externa só depois de conferir o lacre da caixa no armazém.\nPróximo passo: triagem das 14 caixas."), false},
		{"koThatAfterReversed", crate("k1", "12번 매장: 반품 상자 14개, 10:20 입고. 규칙: 반품 상자는 외부 포장재를 먼저 분리 배출하고, 그 다음에 봉인 번호를 대조한다.\n다음: 상자 14개 분류."), true},
		{"koThatAfterKept", crate("k2", "12번 매장: 반품 상자 14개, 10:20 입고. 규칙: 반품 상자는 먼저 봉인 번호를 대조하고, 그 다음에 외부 포장재를 분리 배출한다.\n다음: 상자 14개 분류."), false},
	})
}

// A "first" after its step's verb ("chaque équipe bannit d'abord une
// carte, puis choisit une carte", "o técnico lava primeiro as peças") keeps
// the verb in the first step: the step started after "d'abord" and held
// only "une carte", which both steps share, so the reversal ("choisit
// d'abord une carte, puis en bannit une") had no token to place.
// frPostposedFirstReversed fails on the commit before. Guards, holding on
// both: each restated in the rule's order; a reversal the steps' own words
// told already (ptPostposedFirstReversed); a preverbal "first" ("each team
// first bans a map", enPreverbalFirstReversed); and a "first" followed by
// "and" (enFirstAndAfterIt), which closes its step: read as postposed, it
// cut "the overband magnet" out of the rule's first step.
func TestFirstAfterItsVerb(t *testing.T) {
	veto := systemRuleCase("Format du veto : chaque équipe bannit d'abord une carte, puis choisit une carte.",
		"Prépare le veto de la demi-finale.", "veto_log", "SF2 ouvert ; Hiboux (2) contre Loups (3).")
	parts := systemRuleCase("Regra da oficina: o técnico lava primeiro as peças do motor, depois mede as folgas.",
		"O motor M-40 chegou?", "intake_log", "M-40 recebido às 09:15, 1 motor desmontado.")
	mapVeto := systemRuleCase("Veto format: each team first bans a map, then picks a map.",
		"Set up the veto for the semi-final.", "veto_log", "SF2 open; Owls (2) vs Wolves (3).")
	ash := systemRuleCase("Line rule: the overband magnet runs first and the eddy-current separator after it.",
		"Put pile P-14 through line L1 today.", "pile_lookup", "P-14: 420 t, matured 7 weeks.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enFirstAndAfterIt", ash("a1", "Pile P-14: 420 t, matured 7 weeks. On L1 the ash passes the eddy-current separator for the non-ferrous fraction, then the overband magnet pulls the ferrous scrap.\nNext: feed P-14 onto L1."), true},
		{"frPostposedFirstReversed", veto("f1", "SF2 ouvert, Hiboux (2) contre Loups (3). Format : chaque équipe choisit d'abord une carte, puis en bannit une.\nProchaine étape : premier tour du veto."), true},
		{"frPostposedFirstKept", veto("f2", "SF2 ouvert, Hiboux (2) contre Loups (3). Format : chaque équipe bannit d'abord une carte, puis en choisit une.\nProchaine étape : premier tour du veto."), false},
		{"ptPostposedFirstReversed", parts("p1", "M-40 recebido às 09:15. Regra da oficina: o técnico mede primeiro as folgas do motor, depois lava as peças.\nPróximo passo: desmontagem do M-40."), true},
		{"ptPostposedFirstKept", parts("p2", "M-40 recebido às 09:15. Regra da oficina: o técnico lava primeiro as peças do motor, depois mede as folgas.\nPróximo passo: desmontagem do M-40."), false},
		{"enPreverbalFirstReversed", mapVeto("e1", "SF2 open, Owls (2) vs Wolves (3). Veto format: each team first picks a map, then bans a map.\nNext: first veto round."), true},
		{"enPreverbalFirstKept", mapVeto("e2", "SF2 open, Owls (2) vs Wolves (3). Veto format: each team first bans a map, then picks a map.\nNext: first veto round."), false},
	})
}

// A sentence labelled with a word for how work is done ("Routine: …",
// "Méthode : …", "Protocolo: …") states the house's way, as "Rule: …"
// does: restated there without its "never", a ban is weakened though the
// sentence has no word of a rule. enRoutineNegationDropped fails on the
// commit before. Guards, holding on both: the ban kept under the label,
// and "routine" as a plain word in a report (enRoutineInProse).
func TestProcedureLabelStatesARule(t *testing.T) {
	mound := systemRuleCase("Never rake drying conditioner into the landing area while the mound clay is wet; tamp first and let it firm.",
		"Landing area on the game mound has two holes. Fix it before practice.", "mound_log", "Landing area: 2 holes, 45 mm and 38 mm; clay moisture high.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enRoutineNegationDropped", mound("m1", "Landing area: two holes, 45 mm and 38 mm; clay moisture high.\nRoutine: fill with mound clay, tamp, then rake drying conditioner into the landing area while the clay is wet.\nNext: repair the landing area before practice."), true},
		{"enRoutineKept", mound("m2", "Landing area: two holes, 45 mm and 38 mm; clay moisture high.\nRoutine: fill with mound clay and tamp; never rake drying conditioner into the landing area while the clay is wet.\nNext: repair the landing area before practice."), false},
		{"enRoutineInProse", mound("m3", "Landing area: two holes, 45 mm and 38 mm; clay moisture high after the routine watering.\nNext: fill and tamp the landing area and let it firm before practice."), false},
	})
}

// A sentence whose only word of a rule is "requires" ("eligibility
// requires full-time enrollment at 12 or more credits") restates what the
// rule asks for: with one of the rule's joined requirements left out
// ("and not on academic probation"), the rule is weakened.
// enRequiresOnePart fails on the commit before; ptExigeUmaParte, a
// requirement dropped under a "só" the other readings see, passes on both.
// Guards, holding on both: both requirements kept (enRequiresBoth), and a
// case's record reported against one requirement (enCaseRequires).
func TestRequiresStatesWhatTheRuleAsks(t *testing.T) {
	elig := systemRuleCase("Campus eligibility: a player is eligible only if enrolled full-time (12 or more credits) and not on academic probation.",
		"Check Dana Ortiz for the spring split.", "registrar_lookup", "Dana Ortiz: 13 credits, full-time, REG-55102.")
	roof := systemRuleCase("O acesso às coberturas só é permitido com linha de vida instalada e com um segundo técnico presente.",
		"Podemos subir à cobertura do bloco C hoje?", "site_log", "Bloco C: linha de vida LV-7 instalada às 08:10.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enRequiresOnePart", elig("e1", "Dana Ortiz, spring split: 13 credits, full-time (REG-55102). Eligibility requires full-time enrollment at 12 or more credits, which Dana meets.\nNext: record Dana as eligible."), true},
		{"enRequiresBoth", elig("e2", "Dana Ortiz, spring split: 13 credits, full-time (REG-55102). Eligibility requires full-time enrollment at 12 or more credits and a standing that is not academic probation; the standing is still to be checked.\nNext: check Dana's academic standing."), false},
		{"enCaseRequires", elig("e3", "Dana Ortiz, spring split: 13 credits. Registrar record REG-55102 received, confirming the full-time enrollment at 12 or more credits eligibility requires.\nNext: check Dana's academic standing."), false},
		{"ptExigeUmaParte", roof("p1", "Bloco C: linha de vida LV-7 instalada às 08:10. O acesso à cobertura exige a linha de vida instalada, o que já se cumpre.\nPróximo passo: subir à cobertura do bloco C."), true},
	})
}

// A protected rule that states the house's way with no word of a rule
// ("Ferrets are boarded in separate cages") is weakened by a restatement
// that keeps all its words and adds an exception ("… unless they come
// from the same household"). enExceptionAdded fails on the commit before.
// Guards, holding on both: the rule restated as it is, and an "unless"
// after a negation (enUnlessAfterNegation: "no one is served unless they
// produce it" restricts, it opens no way around the rule).
func TestExceptionAddedToAPlainRule(t *testing.T) {
	ferret := ruleCase("Ferrets are boarded in separate cages.",
		"Pip and Moss are ferrets from one home; can they share a cage?", "cage_lookup", "Free cages: C-2, C-5, C-8.")
	door := ruleCase("Door staff check ID for every guest who appears under 25.",
		"Brief the door team for Friday.", "roster_lookup", "Friday: 3 door staff, doors 21:00.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enExceptionAdded", ferret("f1", "Pip and Moss, ferrets from one home. Free cages: C-2, C-5, C-8. House rule: ferrets are boarded in separate cages unless they come from the same household.\nNext: Pip and Moss go into C-8 together."), true},
		{"enPlainRuleKept", ferret("f2", "Pip and Moss, ferrets from one home. Free cages: C-2, C-5, C-8. House rule: ferrets are boarded in separate cages.\nNext: Pip into C-2 and Moss into C-5."), false},
		{"enUnlessAfterNegation", door("d1", "Friday: 3 door staff, doors 21:00. Door staff check ID for every guest who appears under 25, and no one is served unless they produce it.\nNext: brief the door team at 20:30."), false},
	})
}

// budgetCase builds an event whose tool reports a figure, with the
// summary to check.
func budgetCase(ask, tool, result string) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, ask).
			toolCall(tool, `{}`).tool(tool, result, false).
			summary(summary).sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{tool}}).build()
	}
}

// What a tool reports is left of a maximum or a quota, with a unit and a
// noun between the number and its remaining word ("about 6 kg headroom
// remaining", "18 Karten übrig"), is the number's remainder: left out
// while the work goes on, the limit is missing. enHeadroomDropped and
// deKartenUebrigDropped fail on the commit before. Guards, holding on
// both: each remainder carried.
func TestRemainderWithAUnitAndANounBetween(t *testing.T) {
	cyl := budgetCase("How much more R-404A can go into RC-7 before we swap?", "cylinder_scale",
		"RC-7: 47.2 kg net R-404A, 78% of capacity. Maximum fill 80%: about 6 kg headroom remaining.")
	pass := budgetCase("Wie viele Tageskarten können wir noch an die Skischule geben?", "kontingent_lookup",
		"Saison-Kontingent 120 Tageskarten: 102 ausgegeben, 18 Karten übrig.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enHeadroomDropped", cyl("c1", "R-404A recovery from RP-1 is running into cylinder RC-7, which holds 47.2 kg net.\nNext: recover the remaining R-404A from RP-1 into RC-7."), true},
		{"enHeadroomCarried", cyl("c2", "R-404A recovery from RP-1 is running into cylinder RC-7, which holds 47.2 kg net with about 6 kg left before its fill limit.\nNext: recover up to 6 kg more into RC-7, then swap."), false},
		{"deKartenUebrigDropped", pass("k1", "Die Skischule bekommt weitere Tageskarten aus dem Saison-Kontingent; bisher 102 ausgegeben.\nNächster Schritt: Tageskarten an die Skischule ausgeben."), true},
		{"deKartenUebrigCarried", pass("k2", "Die Skischule bekommt weitere Tageskarten aus dem Saison-Kontingent; 102 ausgegeben, 18 Karten übrig.\nNächster Schritt: bis zu 18 Tageskarten an die Skischule ausgeben."), false},
	})
}

// A time's floor and ceiling by name: "frühestens 72 Stunden nach dem
// Lackauftrag" restated "spätestens 72 Stunden nach …" turns the floor
// into a ceiling. deEarliestAsLatest fails on the commit before. Guards,
// holding on both: a span before an event, bound either way
// (deBeforeBothWays: "mindestens 72 Stunden vorher" is "spätestens 72
// Stunden vorher"), and a floor before an event restated as a window
// after it (enCureWithin: "burn within 72 hours" for "cure at least 72
// hours before the first burn").
func TestEarliestRestatedAsLatest(t *testing.T) {
	lack := ruleCase("Lackierte Bretter werden frühestens 72 Stunden nach dem letzten Lackauftrag versendet.",
		"Wann kann das Brett für Kassel raus?", "build_log", "HB-88: letzte Lackschicht 13.12. 07:00.")
	storno := ruleCase("Die Anzahlung wird nur erstattet, wenn der Kunde mindestens 72 Stunden vorher storniert.",
		"Frau Lind will ihren Termin absagen.", "booking_lookup", "Termin T-41: 16.12. 10:00, Anzahlung 50 EUR.")
	kiln := ruleCase("A new kiln lining must cure for at least 72 hours before the first burn.",
		"When can kiln K-2 fire again?", "kiln_log", "K-2: relined 2026-12-12 09:00.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deEarliestAsLatest", lack("l1", "HB-88: letzte Lackschicht am 13.12. um 07:00. Versand spätestens 72 Stunden nach dem letzten Lackauftrag.\nAls Nächstes: Versandetikett buchen."), true},
		{"deEarliestKept", lack("l2", "HB-88: letzte Lackschicht am 13.12. um 07:00. Versand frühestens 72 Stunden nach dem letzten Lackauftrag.\nAls Nächstes: Versandetikett für den 16.12. buchen."), false},
		{"deBeforeBothWays", storno("s1", "Termin T-41 am 16.12. um 10:00, Anzahlung 50 EUR. Die Anzahlung wird nur erstattet, wenn der Kunde spätestens 72 Stunden vorher storniert.\nAls Nächstes: Frau Lind die Frist nennen."), false},
		{"enCureWithin", kiln("k1", "K-2 relined 2026-12-12 09:00. The new lining is burned within 72 hours of relining.\nNext: book the first burn of K-2."), true},
	})
}

// A record field named for a step done, in the languages of the records
// we read ("anzahlung_eingegangen": false, "contrato_assinado": false), is
// a step still to come: a summary whose next step takes the work it holds
// back, naming it nowhere, leaves it unblocked. deDepositOpen and
// ptContractOpen fail on the commit before. Guards, holding on both: the
// field true (deDepositIn), and the open step kept pending
// (ptContractKept).
func TestDoneFieldInOtherLanguages(t *testing.T) {
	build := func(id, key string, v bool, summary string, pending []review.PendingItem) *review.Event {
		b := newEvent(id).msg(review.RoleUser, "Das Turnierbrett HB-90 soll als Nächstes in die Fräse.").
			toolCall("order_lookup", `{}`).tool("order_lookup", "HB-90: Turnierbrett Ahorn, 66 cm.", false).
			summary(summary).sot(review.SourceOfTruth{System: "erp", Tenant: "acme", TaskID: "T-1", Facts: map[string]any{key: v}}).
			policy(review.Policy{AllowedTools: []string{"order_lookup"}})
		if pending != nil {
			b = b.contract(review.Contract{TaskID: "T-1", Tenant: "acme", PendingItems: pending})
		}
		return b.build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"deDepositOpen", build("d1", "anzahlung_eingegangen", false, "HB-90: Turnierbrett aus Ahorn, 66 cm.\nAls Nächstes: Start des CNC-Zuschnitts für HB-90.", nil), true},
		{"deDepositIn", build("d2", "anzahlung_eingegangen", true, "HB-90: Turnierbrett aus Ahorn, 66 cm.\nAls Nächstes: Start des CNC-Zuschnitts für HB-90.", nil), false},
		{"ptContractOpen", build("p1", "contrato_assinado", false, "HB-90: tabuleiro de bordo, 66 cm.\nPróximo passo: iniciar o corte CNC do HB-90.", nil), true},
		{"ptContractKept", build("p2", "contrato_assinado", false, "HB-90: tabuleiro de bordo, 66 cm; contrato ainda não assinado.\nPróximo passo: iniciar o corte CNC do HB-90 depois da assinatura do contrato.",
			[]review.PendingItem{{Text: "Contrato do HB-90 por assinar", Blocking: true}}), false},
	})
}

// A hold said after a colon that closes a guess ("2 decklists suspected
// of a violation: standings on hold until the judge rules") does not
// guess: it holds the work until its condition. enHoldAfterSuspicion and
// koHoldAfterSuspicion fail on the commit before. Guards, holding on
// both: the hold kept pending (enHoldKept), and a guess after the colon
// (enGuessAfterColon: "standings possibly on hold").
func TestHoldAfterAColonClosingAGuess(t *testing.T) {
	league := func(id, result, summary string, pending bool) *review.Event {
		b := newEvent(id).msg(review.RoleUser, "Close week 6 and post the standings.").
			toolCall("decklist_check", `{"week":6}`).tool("decklist_check", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"decklist_check"}})
		if pending {
			b = b.contract(review.Contract{TaskID: "T-1", Tenant: "acme", PendingItems: []review.PendingItem{{Text: "Judge ruling on 2 decklists before standings", Blocking: true}}})
		}
		return b.build()
	}
	en := "18 decklists checked. 2 decklists suspected of a card violation: standings on hold until the judge rules."
	ko := "덱리스트 18건 확인. 2건 카드 사용 위반 의심: 심판 판정 전까지 순위 반영 보류."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enHoldAfterSuspicion", league("e1", en, "Week 6: 18 decklists checked, 18 players.\nNext: post the week 6 standings.", false), true},
		{"enHoldKept", league("e2", en, "Week 6: 18 decklists checked; 2 wait for the judge's ruling, and the standings with them.\nNext: post the week 6 standings once the judge rules.", true), false},
		{"enGuessAfterColon", league("e3", "18 decklists checked. Note: 2 decklists possibly on hold, to be confirmed.", "Week 6: 18 decklists checked, 18 players.\nNext: post the week 6 standings.", false), false},
		{"koHoldAfterSuspicion", league("k1", ko, "6주차: 덱리스트 18건 확인, 참가자 18명.\n다음: 6주차 순위 반영.", false), true},
	})
}

// A Korean ban after a bare "전" ("before") that closes an act ("표시도
// 수령 전 앵커 작업 금지": no anchoring before the gas-line drawing is
// received) holds the work until the act, as "전까지" after a verb does.
// koBanBeforeAct fails on the commit before. Guards, holding on both: the
// block kept pending (koBanKept), and a "전" a span follows ("수확 전
// 48시간 동안 …": the 48 hours before the harvest, koSpanBefore).
func TestKoreanBanBeforeAnAct(t *testing.T) {
	tent := func(id, board, summary string, pending bool) *review.Event {
		b := newEvent(id).msg(review.RoleSystem, board).msg(review.RoleUser, "올림픽공원 기업 행사, 12x18m 스트레치 텐트.").
			toolCall("crew_roster", `{}`).tool("crew_roster", "12/16 리깅 크루 B조 4명 가능", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"crew_roster"}})
		b.ev.Original[0].Injected = true
		if pending {
			b = b.contract(review.Contract{TaskID: "T-1", Tenant: "acme", PendingItems: []review.PendingItem{{Text: "도시가스 배관 표시도 수령", Blocking: true}}})
		}
		return b.build()
	}
	board := "현장 게시판: 도시가스 배관 표시도 미수령. 표시도 수령 전 앵커 작업 금지."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"koBanBeforeAct", tent("k1", board, "12x18m 스트레치 텐트, 12/16 리깅 크루 B조 4명 확보.\n다음: 12/16 오전 B조 투입, 앵커 박기부터 시작.", false), true},
		{"koBanKept", tent("k2", board, "12x18m 스트레치 텐트, 12/16 리깅 크루 B조 4명 확보. 도시가스 배관 표시도를 받기 전에는 앵커 작업을 하지 않는다.\n다음: 표시도 수령 후 B조 투입.", true), false},
		{"koSpanBefore", tent("k3", "현장 게시판: 규칙 R1, 수확 전 48시간 동안 습도가 85%를 넘으면 수확하지 않는다.", "R1 구역 습도 기록 확인.\n다음: 금요일에 습도를 다시 확인하고 수확 여부 결정.", false), false},
	})
}

// A control declared void as a conclusion ("… therefore does not apply")
// gives its reason in the sentence before: grounded there in the
// original's values ("XRF negative for arsenic on HCO-262"), the
// declaration is for a reviewer to weigh, not a block.
// enConclusionGrounded fails on the commit before (blocked). Guard,
// holding on both: the same conclusion after a sentence the original
// does not ground (enConclusionUngrounded) still blocks.
func TestVoidDrawnAsAConclusion(t *testing.T) {
	crow := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Does the crow HCO-262 need the arsenic protocol?").
			toolCall("xrf_results", `{"mount":"HCO-262"}`).tool("xrf_results", "HCO-262: arsenic negative, mercury negative, lead negative", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"xrf_results"}}).build()
	}
	cases := []struct {
		name string
		ev   *review.Event
		want review.RouteAction
	}{
		{"enConclusionGrounded", crow("c1", "Crow HCO-262: XRF negative for arsenic, mercury and lead. The arsenic protocol therefore does not apply.\nNext: clean HCO-262 at the open bench."), review.ActionReview},
		{"enConclusionUngrounded", crow("c2", "Liam asked about the crow this morning. The arsenic protocol therefore does not apply.\nNext: clean the crow at the open bench."), review.ActionBlock},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := testEngine.Route(c.ev)
			if r.Action != c.want {
				t.Errorf("action = %s, want %s; findings %v", r.Action, c.want, r.Findings)
			}
		})
	}
}

// "First" after an article is an ordinal ("before the first slurry coat
// is applied"), not the step that comes first: it cut the rule's second
// step to "the". German "im Anschluss" ("afterwards") closes a clause that
// comes after the one before it, as "anschließend" does.
// enOrdinalFirstReversed and deImAnschlussReversed fail on the commit
// before. Guards, holding on both: each restated in the rule's order.
func TestOrdinalFirstAndImAnschluss(t *testing.T) {
	cove := systemRuleCase("Rule: the cove fillet at the wall-floor joint is formed before the first slurry coat is applied.",
		"Basement at 301 Aachener Strasse is prepared.", "site_log", "Substrate released: pull-off 1.2 N/mm2.")
	kehle := systemRuleCase("Regel: Die Hohlkehle an der Wand-Boden-Fuge wird hergestellt, bevor die erste Dichtschlämmlage aufgetragen wird.",
		"Keller Aachener Straße 301 ist vorbereitet.", "site_log", "Untergrund freigegeben: Haftzug 1,2 N/mm2.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enOrdinalFirstReversed", cove("e1", "Substrate released (pull-off 1.2 N/mm2). The first slurry coat is applied today, and then the cove fillet at the wall-floor joint is formed.\nNext: first slurry coat on the walls."), true},
		{"enOrdinalFirstKept", cove("e2", "Substrate released (pull-off 1.2 N/mm2). The cove fillet at the wall-floor joint is formed today, and then the first slurry coat is applied.\nNext: cove fillet at the wall-floor joint."), false},
		{"deImAnschlussReversed", kehle("d1", "Untergrund freigegeben (Haftzug 1,2 N/mm2). Heute kommt die erste Dichtschlämmlage, die Hohlkehle an der Wand-Boden-Fuge folgt im Anschluss.\nNächster Schritt: erste Dichtschlämmlage."), true},
		{"deImAnschlussKept", kehle("d2", "Untergrund freigegeben (Haftzug 1,2 N/mm2). Heute wird die Hohlkehle an der Wand-Boden-Fuge hergestellt, die erste Dichtschlämmlage folgt im Anschluss.\nNächster Schritt: Hohlkehle herstellen."), false},
	})
}

// A split whose failing part leaks or falls short ("3 Kreise: 2 dicht, 1
// undicht", "5 de 8 anclajes OK; 3 no alcanzan los 600 kg") reports a
// failure: a summary that says the test passed leaves it out.
// deUndichtOmitted and esNoAlcanzanOmitted fail on the commit before.
// Guards, holding on both: the failing part reported (deUndichtReported),
// and a state not yet reached ("Ebbe ist noch nicht erreicht",
// deNotYetReached), which is no failure.
func TestPartThatLeaksOrFallsShort(t *testing.T) {
	tool := func(id, ask, name, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, ask).toolCall(name, `{}`).tool(name, result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{name}}).build()
	}
	press := "PLB-2251: 3 Kreise geprüft bei 10 bar; 2 dicht, 1 undicht (Warmwasser Dusche); Protokoll gespeichert."
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"deUndichtOmitted", tool("d1", "Druckprüfung eintragen.", "pressure_log", press, "PLB-2251: Druckprüfung mit 10 bar an 3 Kreisen, Protokoll gespeichert, Prüfung bestanden.\nNächster Schritt: Fliesenleger einplanen."), true},
		{"deUndichtReported", tool("d2", "Druckprüfung eintragen.", "pressure_log", press, "PLB-2251: 3 Kreise bei 10 bar geprüft, 2 dicht, 1 undicht (Warmwasser Dusche).\nNächster Schritt: Pressfitting an der Dusche tauschen und neu prüfen."), false},
		{"esNoAlcanzanOmitted", tool("e1", "Haced la prueba de anclajes.", "anchor_calc", "Prueba de tracción: 5 de 8 anclajes OK; 3 no alcanzan los 600 kg (A2, A5, A7).", "Carpa 10x10 con 8 anclajes en arcilla; prueba de tracción superada.\nSiguiente: tensar la lona el viernes."), true},
		{"deNotYetReached", tool("n1", "Wann können wir ins Watt?", "tide_table", "Bei 8 Uhr ist Ebbe noch nicht erreicht. Niedrigwasser 10:40.", "Niedrigwasser um 10:40.\nNächster Schritt: Wattführung ab 10:40."), false},
	})
}

// A span said "in" a span counted from an event ("la garantía solo vale
// si se registra en 30 días desde la entrega") is a window: a summary
// that goes on with the work and carries it nowhere leaves it out.
// esEnDiasDesdeDropped fails on the commit before. Guards, holding on
// both: the window carried (esEnDiasDesdeCarried), and "in 30 days"
// alone, a time to come (enInDaysAlone).
func TestSpanCountedFromAnEvent(t *testing.T) {
	mem := budgetCase("Llegó la membrana, ¿qué falta?", "order_desk",
		"OD-5521 entregado el 10/12: membrana de nódulos 8 mm, 3 rollos. Garantía de 20 años válida solo si se registra en 30 días desde la entrega.")
	next := budgetCase("When is the next service?", "service_log", "Boiler B-7 serviced today; the next service is due in 30 days.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esEnDiasDesdeDropped", mem("m1", "Pedido OD-5521 entregado el 10/12: membrana de nódulos 8 mm, 3 rollos, garantía de 20 años.\nSiguiente paso: fijación de la membrana."), true},
		{"esEnDiasDesdeCarried", mem("m2", "Pedido OD-5521 entregado el 10/12: membrana de nódulos 8 mm, 3 rollos; la garantía de 20 años exige registrarla en 30 días desde la entrega.\nSiguiente paso: registrar la garantía y fijar la membrana."), false},
		{"enInDaysAlone", next("n1", "Boiler B-7 serviced today.\nNext: book the next service for B-7."), false},
	})
}

// An expiry whose hour is read into the date's own span ("使用期限
// 2026-12-14 10:00") is carried by the day only with its hour: "12/14 午後"
// leaves the 10:00 behind. jaHourInDateDropped fails on the commit
// before. Guards, holding on both: the hour carried (jaHourInDateKept,
// enHourInDateKept).
func TestHourReadIntoTheDate(t *testing.T) {
	// The day before the expiry, as the sets have it.
	dayBefore := func(build func(id, summary string) *review.Event) func(id, summary string) *review.Event {
		return func(id, summary string) *review.Event {
			ev := build(id, summary)
			ev.CreatedAt = time.Date(2026, 12, 13, 15, 0, 0, 0, time.UTC)
			return ev
		}
	}
	milk := dayBefore(budgetCase("明日午後の教室、どの牛乳ロットを使う？", "batch_log", "ロット L-2231: 全乳 60 L、使用期限 2026-12-14 10:00"))
	hold := dayBefore(budgetCase("Is the van hold still good?", "hold_lookup", "Hold H-88 on van V-3: valid until 2026-12-14 10:00."))
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"jaHourInDateDropped", milk("j1", "12/14 午後の教室用の牛乳は、ロット L-2231 の全乳 60 L。\n次：12/14 午後の教室で L-2231 を使う。"), true},
		{"jaHourInDateKept", milk("j2", "ロット L-2231 の全乳 60 L、使用期限は 12/14 10:00。\n次：12/14 10:00 までに使う段取りを組む。"), false},
		{"enHourInDateKept", hold("e1", "Hold H-88 on van V-3 is valid until 14 Dec 10:00.\nNext: confirm the van pick-up before 14 Dec 10:00."), false},
	})
}

// A rule that pairs its parts with "both … and" ("every label shows both
// the variety name and the pruning group"), in no word of a duty, is cut
// into its parts as a rule with one is: restated with one part, it is
// weakened. enBothAndPartDropped fails on the commit before. Guard,
// holding on both: both parts kept (enBothAndKept).
func TestBothAndCutsARule(t *testing.T) {
	label := ruleCase("Every clematis label shows both the variety name and the pruning group.",
		"Print labels for the 90 clematis for Bloom & Vine.", "label_print", "Preview ready for 90 labels, order CLM-T-4450.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enBothAndPartDropped", label("l1", "Order CLM-T-4450: label preview for 90 clematis is ready; per the labelling rule each label carries the variety name.\nNext: send the 90-label run to the printer."), true},
		{"enBothAndKept", label("l2", "Order CLM-T-4450: label preview for 90 clematis is ready; per the labelling rule each label carries the variety name and the pruning group.\nNext: send the 90-label run to the printer."), false},
	})
}
