package sampling

import (
	"testing"

	"recap/review"
)

// A condition stated first ("Enquanto o condomínio não aprovar a obra, o
// revestimento da fachada fica como está", "While the landlord has not
// signed…", "Mientras el notario no firme…") and then declared blocking
// holds its action back until the condition is met: a next step that
// does the work in other words, with the condition never named, goes
// ahead. enWhile and ptEnquanto fail on the commit before, where the
// condition was read as empty; esMientras passed already. enWaits failed
// there too (with no condition, getting the signature first read as
// going ahead). A summary that keeps the condition pending drops nothing.
func TestConditionFirstThenBlocking(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enWhile", userBlocks("cf1", "While the landlord has not signed the consent form, the kitchen wall stays up. This is blocking.", nil,
			"Kitchen layout approved by the client; demolition crew booked for Monday. Next: send the crew in on Monday to take down the partition."), true},
		{"ptEnquanto", userBlocks("cf2", "Enquanto o condomínio não aprovar a obra, o revestimento da fachada fica como está. Isso é bloqueante.", nil,
			"Projeto da varanda fechado com o cliente; andaimes reservados. Próximo passo: montar os andaimes e trocar o revestimento na segunda."), true},
		{"esMientras", userBlocks("cf3", "Mientras el notario no firme la escritura, las llaves se quedan en la oficina. Esto es bloqueante.", nil,
			"Compraventa del piso de la calle Olmo: pago recibido. Siguiente paso: entregar el juego de acceso al comprador esta tarde."), true},
		{"enWaits", userBlocks("cf4", "While the landlord has not signed the consent form, the kitchen wall stays up. This is blocking.", nil,
			"Kitchen layout approved by the client; demolition crew booked. Next: get the landlord's signature on the consent form, then send the crew in."), false},
		{"ptPendente", userBlocks("cf5", "Enquanto o condomínio não aprovar a obra, o revestimento da fachada fica como está. Isso é bloqueante.", nil,
			"Projeto da varanda fechado com o cliente. A aprovação do condomínio ainda está pendente. Próximo passo: aguardar a aprovação do condomínio."), false},
	})
}

// An until-word before a time sets a deadline; it opens no condition. A
// next step that does the blocked work "before 14:00", "antes das 18h"
// goes ahead: it does not talk of the block as pending. enBefore and
// frAvant fail on the commit before, where "before" alone made the next
// step pending talk; ptAntes passed already ("antes das" is read as an
// until-word only). A next step that waits for the condition "before"
// doing the work drops nothing.
func TestDeadlineIsNoCondition(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enBefore", userBlocks("dl1", "No dispatch of the pallets until the customs broker clears the entry.", nil,
			"Pallets wrapped and labelled: 18 in bay 3. Next: dispatch the 18 pallets to dock 2 before 14:00."), true},
		{"ptAntes", userBlocks("dl2", "Nenhuma expedição das caixas até o despachante liberar a entrada.", nil,
			"Caixas embaladas: 40 na doca 1. Próximo passo: expedição das 40 caixas antes das 18h."), true},
		{"frAvant", userBlocks("dl3", "Aucune livraison des palettes tant que le transitaire n'a pas dédouané le lot.", nil,
			"Palettes filmées : 12 au quai 4. Prochaine étape : livraison des 12 palettes avant 16 h."), true},
		{"enBeforeCondition", userBlocks("dl4", "No dispatch of the pallets until the customs broker clears the entry.", nil,
			"Pallets wrapped and labelled: 18 in bay 3. Next: before any dispatch of the pallets, wait until the customs broker clears the entry."), false},
	})
}

// A system of record's result that names what must come first ("sterility
// test required before release", "laudo obrigatório antes da liberação")
// holds the work back, as the same words in the source of truth do. The
// two true cases fail on the commit before. A next step that waits for
// the requirement, and a requirement met before the result, drop nothing.
func TestToolRequiresBefore(t *testing.T) {
	says := toolSays("You prepare hospital pharmacy releases.", "Can lot L-44 go out?", "lot_status")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"en", says("rb1", `{"lot":"L-44","state":"quarantine","note":"sterility test required before release to wards"}`,
			"Lot L-44 (120 vials) is in quarantine. Next: release L-44 to the wards this afternoon."), true},
		{"pt", says("rb2", `{"lote":"L-44","estado":"quarentena","nota":"teste de esterilidade obrigatório antes da liberação para as enfermarias"}`,
			"Lote L-44 (120 frascos) em quarentena. Próximo passo: liberar o L-44 para as enfermarias hoje à tarde."), true},
		{"enWaits", says("rb3", `{"lot":"L-44","state":"quarantine","note":"sterility test required before release to wards"}`,
			"Lot L-44 (120 vials) is in quarantine. Next: wait for the sterility test result, then release L-44."), false},
	})
}

// Korean closes a verbal noun with 전 for "before it" ("품질 검사 전 출고
// 금지"): with a ban, a precondition, as 前 is in Chinese. The two true
// cases fail on the commit before. Bare 전 is no cue (전시, exhibition;
// 전화, phone), and a next step that waits drops nothing.
func TestKoreanBeforeNoun(t *testing.T) {
	says := toolSays("물류 센터 출고를 관리한다.", "P-7 팔레트 출고 가능한지 확인해 줘.", "pallet_status")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"koInspection", says("kb1", `{"pallet":"P-7","hold":"품질 검사 전 출고 금지","inspection":"대기"}`,
			"P-7 팔레트: 상자 48개 적재 완료. 다음 단계: 오늘 오후 P-7을 출고한다."), true},
		{"koApproval", says("kb2", `{"pallet":"P-9","hold":"고객 승인 전 배송 금지"}`,
			"P-9 팔레트: 상자 30개 포장 완료. 다음 단계: 내일 아침 P-9를 배송한다."), true},
		{"koWaits", says("kb3", `{"pallet":"P-7","hold":"품질 검사 전 출고 금지","inspection":"대기"}`,
			"P-7 팔레트: 상자 48개 적재 완료. 다음 단계: 품질 검사 결과를 기다린 뒤 P-7을 출고한다."), false},
		{"koExhibit", says("kb4", `{"pallet":"P-7","note":"전시 부스용 상자, 전화 확인 완료"}`,
			"P-7 팔레트: 전시 부스용 상자 48개. 다음 단계: 오늘 오후 P-7을 출고한다."), false},
	})
}

// A maximum said with its modal inside ("不得超过 30 分钟", "不能超过 3 层")
// is a maximum as "不超过" is: the assistant that passes it on, and a
// summary that goes on without it, drop a limit. The two true cases fail
// on the commit before. The maximum carried drops nothing.
func TestChineseMustNotExceed(t *testing.T) {
	says := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你负责冷链仓库的出库安排。").msg(review.RoleUser, "C-12 批次明早出库，客户有什么要求？").
			msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhBude", says("mx1", "客户来电补充：冷冻虾仁出库后常温停留不得超过 20 分钟，我已记在备注里。",
			"C-12 批次：冷冻虾仁 240 箱，已在 3 号冷库；客户的要求已记在备注里。下一步：明早出库，冷冻虾仁装车发往门店。"), true},
		{"zhBuneng", says("mx2", "客户提醒：纸箱堆码不能超过 4 层，我已通知仓库。",
			"C-12 批次：240 箱，纸箱已贴标；客户的提醒已转告仓库。下一步：纸箱堆码上托盘，明早装车。"), true},
		{"zhCarried", says("mx3", "客户来电补充：冷冻虾仁出库后常温停留不得超过 20 分钟，我已记在备注里。",
			"C-12 批次：冷冻虾仁 240 箱，出库后常温停留最多 20 分钟。下一步：明早出库，冷冻虾仁装车发往门店。"), false},
	})
}

// A tolerance ("±0.3%vol", "± 2 mm", "+/- 0,5 °C") bounds the deviation a
// rule allows, whatever words of a limit it has: restated wider, with or
// without a word of a rule in the sentence, it is weakened. The three
// true cases fail on the commit before. A narrower tolerance is
// stricter, and the rule's own kept is no change.
func TestToleranceWidened(t *testing.T) {
	en := "Every machined shaft is held to 40 mm ± 0.05 mm on the bearing seat."
	pt := "A câmara de maturação trabalha a 12 °C +/- 0,5 °C durante toda a cura."
	zh := "灌装液位须在 750 毫升 ±3 毫升范围内。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enWider", labelRule("tw1", "MS-2", en, "Release the shaft batch for line 3.",
			"Shaft batch S-88: 120 pieces turned. Bearing seats are checked to 40 mm ± 0.1 mm. Next: release S-88 to line 3."), true},
		{"ptWider", labelRule("tw2", "QM-1", pt, "Prepare a cura do lote de queijo 31.",
			"Lote 31: 80 queijos na câmara 2. A câmara de maturação fica em 12 °C +/- 2 °C durante a cura. Próximo passo: virar os queijos amanhã."), true},
		{"zhWider", labelRule("tw3", "FL-4", zh, "安排 B-7 批次灌装。",
			"B-7 批次：4,800 瓶。灌装液位按 750 毫升 ±8 毫升控制。下一步：明早开线灌装。"), true},
		{"enNarrower", labelRule("tw4", "MS-2", en, "Release the shaft batch for line 3.",
			"Shaft batch S-88: 120 pieces turned. Bearing seats are checked to 40 mm ± 0.02 mm. Next: release S-88 to line 3."), false},
		{"enKept", labelRule("tw5", "MS-2", en, "Release the shaft batch for line 3.",
			"Shaft batch S-88: 120 pieces turned, every bearing seat held to 40 mm ± 0.05 mm. Next: release S-88 to line 3."), false},
	})
}

// A near copy of a rule (four in five of its words and of its own) that
// has lost the rule's restriction or negation ("somente" gone from "a
// devolução do depósito é feita somente por transferência para a conta
// de origem") restates it weakened, though nothing in it reads as a rule.
// The two true cases fail on the commit before, where a sentence with no
// word of a rule was compared for numbers only. The rule kept word for
// word, and a near copy that concludes from the rule ("so …"), are no
// weakening.
func TestNearCopyDropsRestriction(t *testing.T) {
	pt := "A devolução do depósito caução é feita somente por transferência para a conta bancária de origem do inquilino."
	en := "Spare master keys for the east wing are never handed to contractors without the facilities manager present."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptSomente", labelRule("nc1", "DEP-2", pt, "Feche a saída do inquilino do apartamento 12.",
			"Saída do apartamento 12 registada. A devolução do depósito caução é feita por transferência para a conta bancária de origem do inquilino. Próximo passo: pedir o IBAN."), true},
		{"enNever", labelRule("nc2", "KEY-1", en, "Plan the contractor visit to the east wing.",
			"East wing visit booked for Thursday. Spare master keys for the east wing are handed to contractors with the facilities manager present or informed. Next: confirm the contractor's arrival time."), true},
		{"ptKept", labelRule("nc3", "DEP-2", pt, "Feche a saída do inquilino do apartamento 12.",
			"Saída do apartamento 12 registada. A devolução do depósito caução é feita somente por transferência para a conta bancária de origem do inquilino. Próximo passo: pedir o IBAN."), false},
		{"enConcludes", labelRule("nc4", "KEY-1", en, "Plan the contractor visit to the east wing.",
			"East wing visit booked for Thursday. The facilities manager will be present, so spare master keys for the east wing are handed to the contractors then. Next: confirm the contractor's arrival time."), false},
	})
}

// Steps a person puts in an explicit order ("sand first, then prime, then
// paint", "zuerst entkalken, dann spülen") are an order of work, with no
// duty word: a summary that restates them reversed weakens it. The two
// true cases fail on the commit before. The order kept, and an order
// the user only suggests with a hedge, are no weakening.
func TestExplicitOrderReversed(t *testing.T) {
	en := "For the hallway doors: sand them first, then prime them, then paint them."
	de := "Bei der Espressomaschine zuerst den Kessel entkalken, dann die Leitungen spülen."
	says := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You plan the workshop's jobs.").msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enReversed", says("eo1", en, "Hallway doors: 6 doors booked for Monday. Prep for the hallway doors: prime them first, then sand them, then paint them. Next: buy primer."), true},
		{"deReversed", says("eo2", de, "Espressomaschine Modell K2 angenommen. Bei der Espressomaschine zuerst die Leitungen spülen, dann den Kessel entkalken. Nächster Schritt: Ersatzdichtung bestellen."), true},
		{"enKept", says("eo3", en, "Hallway doors: 6 doors booked for Monday. Prep for the hallway doors: sand them first, then prime them, then paint them. Next: buy primer."), false},
		{"enHedged", says("eo4", "For the hallway doors, maybe sand them first, then prime them, then paint them; I am not sure.", "Hallway doors: 6 doors booked for Monday. Prep for the hallway doors: prime them first, then sand them, then paint them. Next: buy primer."), false},
	})
}
