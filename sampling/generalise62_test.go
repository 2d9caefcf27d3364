package sampling

import (
	"strings"
	"testing"
	"time"

	"recap/review"
)

// A threshold of money raised ("any refund above £500 needs the approval
// of two managers" restated "only above £750"), one in Chinese ("超过
// 3,000 元"), and a threshold lowered, which binds more cases and is no
// weakening. An amount with one separator before three digits ("£2,000",
// "3,000 元") may be read as 2.000: it is compared reading by reading,
// and "two trustees", "三名委员" are not it. enAmbiguousThresholdRaised,
// zhThresholdRaised and enMoneyThresholdLowered fail on the commit
// before. Guards, holding on both: each threshold kept, an unambiguous
// amount raised (enMoneyThresholdRaised, which the commit before reads
// as a changed number), and a Japanese count raised before "以上の".
func TestThresholdRaisedInMoneyAndCJK(t *testing.T) {
	refund := ruleCase("Any refund above £500 needs the approval of two managers before it is paid.",
		"Can we refund order 88?", "order_lookup", "Order 88: £320 paid by card on 2 December; item returned unopened.")
	claim := ruleCase("Any claim above £2,000 needs the sign-off of two trustees before it is filed.",
		"Can we file the storm damage claim?", "claim_draft", "Claim C-31 drafted: £1,480 for the shed roof.")
	zh := ruleCase("单次报销超过 3,000 元须经三名委员审批。",
		"把上周合唱节的开支报销一下。", "expense_list", "合唱节开支：场地 1,200 元，茶点 680 元，合计 1,880 元。")
	ja := ruleCase("10名以上の団体は事前予約が必要です。",
		"土曜日の見学の申し込みを確認してください。", "booking_list", "土曜日：団体 1 件、12 名、予約なし。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enMoneyThresholdRaised", refund("m1", "Order 88: £320 paid by card, item returned unopened. Under R-9 a refund needs two managers' approval only above £750, so this one goes straight through.\nNext: refund £320 to the card."), true},
		{"enMoneyThresholdKept", refund("m2", "Order 88: £320 paid by card, item returned unopened. Under R-9 a refund needs two managers' approval only above £500, so this one goes straight through.\nNext: refund £320 to the card."), false},
		{"enMoneyThresholdLowered", refund("m3", "Order 88: £320 paid by card, item returned unopened. Under R-9 any refund above £300 needs the approval of two managers.\nNext: ask two managers to approve the £320 refund."), false},
		{"enAmbiguousThresholdRaised", claim("m4", "Claim C-31 drafted for £1,480 for the shed roof. Under R-9 a claim needs two trustees' sign-off only above £2,500, so C-31 needs no sign-off.\nNext: file claim C-31."), true},
		{"zhThresholdRaised", zh("m5", "合唱节开支合计 1,880 元（场地 1,200 元，茶点 680 元）。按规定，单次报销超过 6,000 元才须经三名委员审批。\n下一步：提交报销。"), true},
		{"zhThresholdKept", zh("m6", "合唱节开支合计 1,880 元（场地 1,200 元，茶点 680 元）。按规定，单次报销超过 3,000 元须经三名委员审批。\n下一步：提交报销。"), false},
		{"jaThresholdAfterCount", ja("m7", "土曜日の見学：団体 1 件、12 名、予約なし。規則では 15名以上の団体は事前予約が必要です。\n次：12 名の団体をそのまま受け入れる。"), true},
	})
}

// The first of the things a rule asks for after its word of
// requirement ("need the caretaker's approval", joined to "and a fire
// marshal on duty") left out of a restatement that asks for the rest in
// a word of its own: "bookings over 80 guests need a fire marshal on
// duty". enFirstItemDropped and ptFirstItemDropped fail on the commit
// before. Guards, holding on both: a word of the item named elsewhere
// downstream ("The caretaker is back on Friday"), both items kept, and a
// rule whose word of duty is a modal ("must be logged in writing"),
// whose act a restatement may say in other words ("has to be noted
// down"). Each of the first and the last fails if its test is taken out.
func TestFirstItemDropped(t *testing.T) {
	hall := ruleCase("Hall bookings over 80 guests need the caretaker's written approval and a fire marshal on duty before they are confirmed.",
		"Can we confirm the Patel wedding booking?", "booking_lookup", "Patel wedding: 95 guests, Saturday 14 March, main hall.")
	pt := ruleCase("Reservas do salão acima de 80 convidados exigem a aprovação do zelador e um bombeiro de serviço antes da confirmação.",
		"Podemos confirmar a reserva do casamento Patel?", "booking_lookup", "Casamento Patel: 95 convidados, sábado 14 de março, salão principal.")
	damage := ruleCase("Visible damage must be logged in writing and photographed before the driver leaves.",
		"Pallet 4 arrived with a crushed corner; what now?", "delivery_log", "Delivery D-88: 6 pallets, pallet 4 corner crushed, driver on site.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enFirstItemDropped", hall("f1", "Patel wedding: 95 guests on Saturday 14 March in the main hall. Bookings over 80 guests need a fire marshal on duty, and Tom Reyes is free that night.\nNext: confirm the Patel booking."), true},
		{"enItemNamedElsewhere", hall("f2", "Patel wedding: 95 guests on Saturday 14 March in the main hall. Bookings over 80 guests need a fire marshal on duty, and Tom Reyes is free that night. The caretaker is back on Friday.\nNext: confirm the Patel booking."), false},
		{"enBothKept", hall("f3", "Patel wedding: 95 guests on Saturday 14 March in the main hall. Bookings over 80 guests need the caretaker's written approval and a fire marshal on duty.\nNext: ask the caretaker, then confirm the Patel booking."), false},
		{"ptFirstItemDropped", pt("f4", "Casamento Patel: 95 convidados, sábado 14 de março, salão principal. Reservas acima de 80 convidados exigem um bombeiro de serviço, e o Tom está livre.\nPróximo passo: confirmar a reserva Patel."), true},
		{"enModalActInOtherWords", damage("f5", "Delivery D-88: pallet 4 has a crushed corner, driver on site. Visible damage has to be noted down and photographed before the driver leaves.\nNext: photograph pallet 4 and note it down."), false},
	})
}

// An approval the record holds with an expiry, relied on by a next step
// that does what it covers in two of its scope's words ("Next: book the
// main hall for the four March rehearsals" under "main hall hire March
// rehearsals"), though the summary never names it: its expiry must be
// carried. enNextStepInScope and frNextStepInScope fail on the commit
// before. Guards, holding on both: the expiry carried, and a next step
// that shares one word of the scope only ("Next: send the March
// newsletter"). The last fails with two words asked for one.
func TestApprovalReliedOnByNextStep(t *testing.T) {
	sot := func(scope string) review.SourceOfTruth {
		s := sotFor()
		s.Approvals = []review.SourceApproval{{ID: "APP-H-7", Scope: scope, Version: "wf-3", GrantedBy: "committee", ExpiresAt: ts("2026-03-12T12:00:00Z")}}
		return s
	}
	ev := func(id, user, summary, scope string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).
			toolCall("hall_slots", `{}`).tool("hall_slots", "Main hall free on Thursdays 5, 12, 19 and 26 March, 19:00-21:00, £40 a slot.", false).
			summary(summary).sot(sot(scope)).policy(review.Policy{AllowedTools: []string{"hall_slots"}}).build()
	}
	en := "The committee signed off the main hall hire for the March rehearsals. Find the slots."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enNextStepInScope", ev("p1", en, "Main hall free on Thursdays 5, 12, 19 and 26 March, 19:00-21:00, £40 a slot.\nNext: book the main hall for the four March rehearsals.", "main hall hire March rehearsals"), true},
		{"enExpiryCarried", ev("p2", en, "Main hall free on Thursdays 5, 12, 19 and 26 March, 19:00-21:00, £40 a slot. The committee's sign-off APP-H-7 runs until 12 March 12:00.\nNext: book the main hall for the four March rehearsals.", "main hall hire March rehearsals"), false},
		{"enOneScopeWord", ev("p3", en, "Main hall free on Thursdays 5, 12, 19 and 26 March, 19:00-21:00, £40 a slot.\nNext: send the March newsletter.", "main hall hire March rehearsals"), false},
		{"frNextStepInScope", ev("p4", "Le bureau a validé la location de la grande salle pour les répétitions de mars. Trouve les créneaux.",
			"Grande salle libre les jeudis 5, 12, 19 et 26 mars, 19h-21h, 40 £ le créneau.\nSuite : réserver la grande salle pour les quatre répétitions de mars.", "location grande salle répétitions mars"), true},
	})
}

// A precondition ("no se puede encargar ninguna puerta hasta que el
// comité diocesano emita el certificado") is not kept by a sentence that
// takes its talk of waiting only from another on its line ("Puerta de
// roble …: Carpintería Olmo presupuesta 1.720 £ … Expediente DAC-3391 en
// trámite."), when the next step goes ahead ("Siguiente paso: hacer el
// pedido"). esLineTalkNextStepGoes fails on the commit before; its
// English twin is found on both. Guards, holding on both: the condition
// met in the original and told as met, and a next step that waits for
// it. A condition told as done in two of its words ("名札は 10:12 に準備
// 完了済み") is guarded only by the read sets (h446-05): the cases built
// here to isolate it are reported on the commit before too, for another
// reason.
func TestLinePendingTalkKeepsNoPrecondition(t *testing.T) {
	ev := func(id, result, later, summary string) *review.Event {
		b := newEvent(id).msg(review.RoleUser, "Can we order the new oak gate for the churchyard?").
			toolCall("dac_status", `{}`).tool("dac_status", result, false).
			toolCall("supplier_quote", `{}`).tool("supplier_quote", "Olmo Joinery: oak gate £1,720, lead time 5 weeks.", false)
		if later != "" {
			b = b.toolCall("dac_status", `{}`).tool("dac_status", later, false)
		}
		return b.summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"dac_status", "supplier_quote"}}).build()
	}
	en := "Case DAC-3391 in progress. No gate may be ordered until the diocesan committee issues the faculty certificate."
	es := "Expediente DAC-3391 en trámite. No se puede encargar ninguna puerta hasta que el comité diocesano emita el certificado."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enLineTalkNextStepGoes", ev("l1", en, "", "Oak gate for the churchyard: Olmo Joinery quotes £1,720 with a 5-week lead time. Case DAC-3391 still in progress.\nNext: place the order with Olmo Joinery."), true},
		{"enConditionMet", ev("l2", en, "Case DAC-3391: faculty certificate issued by the diocesan committee on 2 March.", "Oak gate for the churchyard: Olmo Joinery quotes £1,720 with a 5-week lead time. The diocesan committee issued the faculty certificate on 2 March.\nNext: place the order with Olmo Joinery."), false},
		{"enNextStepWaits", ev("l3", en, "", "Oak gate for the churchyard: Olmo Joinery quotes £1,720 with a 5-week lead time. Case DAC-3391 still in progress.\nNext: place the order with Olmo Joinery once the diocesan committee issues the faculty certificate."), false},
		{"esLineTalkNextStepGoes", ev("l4", es, "", "Puerta de roble para el cementerio: Carpintería Olmo presupuesta 1.720 £, plazo de 5 semanas. Expediente DAC-3391 en trámite.\nSiguiente paso: hacer el pedido a Carpintería Olmo."), true},
		{"esNextStepWaits", ev("l5", es, "", "Puerta de roble para el cementerio: Carpintería Olmo presupuesta 1.720 £, plazo de 5 semanas. Expediente DAC-3391 en trámite.\nSiguiente paso: hacer el pedido a Carpintería Olmo cuando el comité diocesano emita el certificado."), false},
	})
}

// Steps numbered in a row ("(1) check the gauge glass, (2) open the
// blower, (3) light the firebox", "1) … 2) …") are in that order: a
// restatement that lights first and checks after reverses them.
// enParenReversed and deCloseParenReversed fail on the commit before. Guards, holding on both: the order kept, and the
// numbered items named in another order with no word of order ("Kit on
// the van: lamps, ropes and helmets").
func TestNumberedStepsInOrder(t *testing.T) {
	boiler := systemRuleCase("Boiler start-up agreed with the inspector: (1) check the water gauge glass, (2) open the blower, (3) light the firebox.",
		"Can engine 4 be steamed up for Saturday?", "engine_log", "Engine 4: boiler ticket valid to June, tubes cleaned Tuesday.")
	de := systemRuleCase("Reihenfolge beim Anheizen: 1) Wasserstandsglas prüfen, 2) Gebläse öffnen, 3) Feuer anzünden.",
		"Kann Maschine 4 am Samstag angeheizt werden?", "engine_log", "Maschine 4: Kesselprüfung gültig bis Juni.")
	kit := systemRuleCase("Kit for the cave trip: (1) helmets, (2) ropes, (3) lamps.",
		"Is the van packed for Sunday?", "kit_log", "Van: 6 helmets, 2 ropes, 6 lamps loaded.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enParenReversed", boiler("n1", "Engine 4: boiler ticket valid to June. Start-up: light the firebox, then check the water gauge glass and open the blower.\nNext: steam up engine 4 on Saturday."), true},
		{"enParenKept", boiler("n2", "Engine 4: boiler ticket valid to June. Start-up: check the water gauge glass, then open the blower, then light the firebox.\nNext: steam up engine 4 on Saturday."), false},
		{"deCloseParenReversed", de("n3", "Maschine 4: Kesselprüfung gültig bis Juni. Anheizen: erst Feuer anzünden, dann Wasserstandsglas prüfen und Gebläse öffnen.\nNächster Schritt: Maschine 4 am Samstag anheizen."), true},
		{"enItemsNoOrder", kit("n5", "Van for Sunday: 6 lamps, 2 ropes and 6 helmets loaded.\nNext: drive to the cave on Sunday."), false},
	})
}

// A rule's steps in a chain ("先检查水位计，再打开鼓风机，然后点火") put the
// first before the last as well: a restatement that lights first
// ("先点火，然后检查水位计，再打开鼓风机") reverses them, though it keeps
// each of the rule's links but the last. zhChainReversed fails on the
// commit before; enChainReversed, the middle step left out, is found on
// both. Guards, holding on both: the first and last kept in order, and a
// wait restated as what it asks for. A rule that waits or bans
// ("両方済むまで生産に戻さない") is not chained: chained, h642-50 of the
// read sets was reported as reversed; the events built here do not
// reproduce it, so that test is guarded by the read sets only.
func TestChainedStepsReversed(t *testing.T) {
	en := systemRuleCase("Steam-up order for the boiler: first check the water gauge glass, then open the blower, then light the firebox.",
		"Can engine 4 be steamed up for Saturday?", "engine_log", "Engine 4: boiler ticket valid to June.")
	zh := systemRuleCase("开炉顺序：先检查水位计，再打开鼓风机，然后点火。",
		"4号机周六能生火吗？", "engine_log", "4号机：锅炉检验有效至六月。")
	ja := ruleCase("ポンプ停止の後は、シールの再点検と配管の再加圧が両方済むまで送水に戻さない。",
		"P-3 の状況は？", "maint_log", "P-3：シール再点検済み、配管再加圧 10:40 完了。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enChainReversed", en("c1", "Engine 4: boiler ticket valid to June. Steam-up: light the firebox first, then check the water gauge glass.\nNext: steam up engine 4 on Saturday."), true},
		{"enFirstAndLastKept", en("c2", "Engine 4: boiler ticket valid to June. Steam-up: check the water gauge glass first, then light the firebox.\nNext: steam up engine 4 on Saturday."), false},
		{"zhChainReversed", zh("c3", "4号机：锅炉检验有效至六月。开炉顺序：先点火，然后检查水位计，再打开鼓风机。\n下一步：周六给4号机生火。"), true},
		{"jaWaitAsRequirement", ja("c4", "P-3：停止後、シール再点検済み、配管再加圧も 10:40 に完了。停止後の送水再開にはシール再点検と配管再加圧の両方が必要で、どちらも済んでいる。\n次：P-3 を送水に戻す。"), false},
	})
}

// An exception for a holder widened by "and" ("sauf le chef d'atelier"
// restated "sauf le chef d'atelier et les bénévoles inscrits", "except
// the driver" as "except the driver and the loading crew") lets more in,
// as "or" does. frAndHolder and enAndHolder fail on the commit before.
// Guards, holding on both: a case excepted by "unless" with a condition
// added by "and", which narrows it (fails with "and" read after
// "unless" too), and a rule whose exception already joins two holders.
func TestExceptionWidenedByAnd(t *testing.T) {
	fr := systemRuleCase("Règle : aucun visiteur dans l'atelier, sauf le chef d'atelier.",
		"Les bénévoles peuvent-ils passer à l'atelier samedi ?", "visit_log", "Atelier : 3 bénévoles inscrits pour samedi.")
	lift := systemRuleCase("No one rides on the tail lift except the driver.",
		"Can the crew ride the lift at the show?", "crew_roster", "Crew for Saturday: driver K. Amis, two loaders.")
	refund := systemRuleCase("No refunds unless the ticket is unused.",
		"A buyer wants a refund for the Friday show.", "ticket_lookup", "Ticket T-441: unused, Friday show.")
	two := systemRuleCase("No one rides on the tail lift except the driver and the mate.",
		"Can the crew ride the lift at the show?", "crew_roster", "Crew for Saturday: driver K. Amis, mate P. Rowe.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frAndHolder", fr("x1", "Atelier : 3 bénévoles inscrits pour samedi. Règle : pas de visiteurs dans l'atelier, sauf le chef d'atelier et les bénévoles inscrits.\nProchaine étape : accueillir les bénévoles à l'atelier samedi."), true},
		{"enAndHolder", lift("x2", "Crew for Saturday: driver K. Amis and two loaders. No one rides on the tail lift except the driver and the loading crew.\nNext: brief the crew for Saturday."), true},
		{"enUnlessAndCase", refund("x3", "Ticket T-441 is unused, for the Friday show. No refunds unless the ticket is unused and the buyer asks in writing.\nNext: ask the buyer to put the request in writing."), false},
		{"enTwoHoldersKept", two("x4", "Crew for Saturday: driver K. Amis and mate P. Rowe. No one rides on the tail lift except the driver and the mate.\nNext: brief the crew for Saturday."), false},
	})
}

// Two conditions joined by "and", the second a clause of its own ("qui
// n'ont pas de jardin et qui habitent à moins de 3 km", "who have done
// the induction and whose bikes passed the check"), restated joined by
// "or": either now suffices. frClausesAsOr fails on the commit before;
// enWhoseAsOr is found on both. enOrNearTheStart, an "or" within 24
// bytes of the summary's start, made 2d0e41a quote from before the text
// (a slice out of range, the event sent to review as an engine error):
// it fails on 0874d34. Guards, holding on both: the "and" kept,
// and two holders of a list ("seuls les arbitres et les chronométreurs")
// restated with "or". That guard holds without the clause test too (its
// restatement is not read as this rule's); the clause test is guarded by
// the read sets, where without it nine false findings came up (h666-20's
// "seuls les juges et les commissaires" among them).
func TestConditionsJoinedByOr(t *testing.T) {
	fr := userToolCase("Priorité aux familles qui n'ont pas de jardin et qui habitent à moins de 3 km du potager.", "waitlist",
		"Liste : famille Roux (sans jardin, 5 km), famille Diallo (sans jardin, 1,2 km).", time.Date(2026, 3, 10, 11, 50, 0, 0, time.UTC))
	bikes := systemRuleCase("Loans go only to members who have completed the induction and whose bikes passed the safety check.",
		"Can Sam borrow the trailer this weekend?", "member_lookup", "Sam Okoro: induction done; bike check not yet booked.")
	track := systemRuleCase("Seuls les arbitres et les chronométreurs peuvent entrer sur la piste pendant la course.",
		"Le photographe peut-il entrer sur la piste pendant la finale ?", "race_log", "Finale du 800 m à 16 h 10 ; photographe accrédité : L. Petit.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frClausesAsOr", fr("o1", "Règle : priorité aux familles sans jardin ou habitant à moins de 3 km du potager.\nListe : famille Roux (sans jardin, 5 km), famille Diallo (sans jardin, 1,2 km).\nProchaine étape : proposer la parcelle à la famille Roux."), true},
		{"enWhoseAsOr", bikes("o2", "Sam Okoro has done the induction; bike check not yet booked. Loans go to members who have completed the induction or whose bikes passed the safety check.\nNext: lend Sam the trailer this weekend."), true},
		{"enOrNearTheStart", bikes("o5", "Induction or bikes passed: loans go to members who have completed the induction or whose bikes passed the safety check.\nNext: lend Sam the trailer this weekend."), true},
		{"enAndKept", bikes("o3", "Sam Okoro has done the induction; bike check not yet booked. Loans go only to members who have completed the induction and whose bikes passed the safety check.\nNext: book Sam's bike check."), false},
		{"frHoldersAsOr", track("o4", "Finale du 800 m à 16 h 10. Réponse : non, pendant la course seuls les arbitres ou les chronométreurs entrent sur la piste.\nProchaine étape : placer L. Petit derrière la ligne d'arrivée."), false},
	})
}

// A protected rule's number given otherwise by a summary sentence that
// cites a rule in another language ("Laut Zeltregel gilt Evakuierung ab
// 70 km/h Böen" for "evacuated whenever wind gusts exceed 50 km/h";
// "규정상 복지 점검은 3시간마다" for "every 2 hours"), where no word of the
// two is shared. deOtherLanguage fails on the commit before;
// koSpanOtherUnit is found on both. Guards, holding on both: the rule's
// number kept in the other language; the sentence's number a value of
// the case (the forecast's 70 km/h), which fails with the upstream test
// taken out; and a number in a next step, which holds with next steps
// read too (its rule word is not at the opening): the next-step test is
// guarded by the read sets (h544-22).
func TestCitedNumberInAnotherLanguage(t *testing.T) {
	tent := func(result string) func(id, summary string) *review.Event {
		return ruleCase("The marquee must be evacuated whenever wind gusts exceed 50 km/h.", "Can the Saturday market stay open?", "weather_feed", result)
	}
	calm := tent("Saturday: gusts up to 45 km/h in the afternoon.")
	windy := tent("Saturday: gusts up to 70 km/h in the afternoon.")
	ko := ruleCase("Welfare checks run every 2 hours through the night.", "밤샘 봉사자 근무표를 짜 주세요.", "roster", "참가자 40명, 야간 봉사자 4명.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deOtherLanguage", calm("c1", "Saturday: gusts up to 45 km/h. Laut Zeltregel gilt Evakuierung ab 70 km/h Böen, also bleibt der Markt offen.\nNext: keep the market open on Saturday."), true},
		{"deNumberKept", calm("c2", "Saturday: gusts up to 45 km/h. Laut Zeltregel gilt Evakuierung ab 50 km/h Böen, also bleibt der Markt offen.\nNext: keep the market open on Saturday."), false},
		{"deCaseValue", windy("c3", "Laut Zeltregel: für Samstag sind Böen bis 70 km/h vorhergesagt.\nNext: ask the organisers whether to close the market on Saturday."), false},
		{"deNextStep", calm("c5", "Saturday: gusts up to 45 km/h.\nNext: laut Zeltregel den Windmesser erneut prüfen, sobald Böen 30 km/h erreichen."), false},
		{"koSpanOtherUnit", ko("c4", "참가자 40명, 야간 봉사자 4명. 규정상 복지 점검은 밤새 3시간마다 한다.\n다음: 점검 근무표를 만든다."), true},
	})
	// The message names both numbers with their units, so a reviewer
	// reads which measure changed.
	r := route(t, calm("c6", "Saturday: gusts up to 45 km/h. Laut Zeltregel gilt Evakuierung ab 70 km/h Böen, also bleibt der Markt offen.\nNext: keep the market open on Saturday."))
	found := false
	for _, f := range r.Findings {
		found = found || f.ID == FindingRuleWeakened && strings.Contains(f.Message, `changes "50 km/h" to "70 km/h"`)
	}
	if !found {
		t.Errorf("no rule_weakened naming both numbers with their units: %v", r.Findings)
	}
}
