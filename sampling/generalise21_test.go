package sampling

import (
	"testing"

	"recap/review"
)

// A record code ("PX-3391", "BD-82014", "A7/20-55") contradicted
// downstream: a confirmed fact citing the field with another code of the
// same shape, or a code in the text holding the record's characters in
// another order that nothing upstream gives. Codes the original gives,
// codes of another shape, and the record's own code said beside another
// are no conflict.
func TestTransposedAndMiscitedCodes(t *testing.T) {
	ev := func(id, tool, summary string, facts map[string]any, cf []review.Fact) *review.Event {
		b := newEvent(id).msg(review.RoleUser, "Look up the policy and draft the renewal letter.").
			tool("registry", tool, false).
			summary(summary).sot(review.SourceOfTruth{Facts: facts}).policy(review.Policy{AllowedTools: []string{"registry"}})
		if cf != nil {
			b = b.contract(review.Contract{ConfirmedFacts: cf})
		}
		return b.build()
	}
	cite := func(text, key string) []review.Fact {
		return []review.Fact{{Text: text, SourceRef: "sot:/facts/" + key}}
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"ptCited", ev("ic1", `{"apolice": "PX-3391", "situacao": "ativa"}`, "Apólice ativa; carta de renovação em rascunho.",
			map[string]any{"numero_apolice": "PX-3391"}, cite("Apólice nº PX-3319, ativa", "numero_apolice")), true},
		{"zhText", ev("ic2", `{"保单": "BD-82014", "状态": "有效"}`, "保单 BD-80214 有效，续保函草稿已完成。",
			map[string]any{"policy_no": "BD-82014"}, nil), true},
		{"frSlash", ev("ic3", `{"dossier": "A7/20-55"}`, "Dossier A7/20-55 : lettre prête. Le dossier lié A7/25-05 reste à relire.",
			map[string]any{"dossier": "A7/20-55"}, nil), false},
		{"enUpstreamGives", ev("ic4", `{"policy": "KM-5108", "previous_policy": "KM-5018"}`, "The previous policy KM-5018 lapsed; renewal letter drafted.",
			map[string]any{"policy_no": "KM-5108"}, nil), false},
		{"enOtherShape", ev("ic5", `{"policy": "KM-5108"}`, "Renewal letter drafted under reference RN-2026-0411.",
			map[string]any{"policy_no": "KM-5108"}, nil), false},
		{"enCitedSame", ev("ic6", `{"policy": "KM-5108"}`, "Renewal letter drafted.",
			map[string]any{"policy_no": "KM-5108"}, cite("Policy km-5108 is active", "policy_no")), false},
		{"esTransposedNoSource", ev("ic7", `{"poliza": "TR-60731"}`, "La póliza TR-60713 sigue vigente; carta de renovación lista.",
			map[string]any{"numero_poliza": "TR-60731"}, nil), true},
	})
}

// A system limit in a unit ("at most 25 kg per parcel", "máximo 12
// horas por turno") matters when the summary states a number in that unit
// ("the parcel weighs 19 kg"), in whatever words: left out, it is a
// missing_limit. Carried, or with nothing downstream in its unit, it is
// not. (Only the English case needs measureContinues: the Portuguese and
// Chinese summaries share a word with the rule, which keeps the limit in
// force already; they guard that reading.)
func TestLimitInAUnitTheSummaryMeasures(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Book the courier for order 5512 to the Lyon depot.").
			summary(summary).sot(sotFor()).build()
	}
	const (
		enSys = "You book courier pickups for Atlas Spares. The courier contract covers at most 25 kg per parcel."
		ptSys = "Você organiza as escalas da Clínica Aurora. O sindicato permite no máximo 12 horas por turno."
	)
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enMeasured", ev("lu1", enSys, "Order 5512 is packed: one box of 19 kg for the Lyon depot. Pickup booked for Thursday morning."), true},
		{"ptMeasured", ev("lu2", ptSys, "Escala de sábado pronta: a enfermeira Lia fica na noite, 10 horas seguidas, a partir das 20h."), true},
		{"zhMeasured", ev("lu5", "你负责 Atlas 配件的快递预约。快递合同规定每件包裹最多 25 公斤。", "订单 5512 已装好：一箱 19 公斤，送往里昂仓库，周四上午取件。"), true},
		{"enCarried", ev("lu3", enSys, "Order 5512 is packed: one box of 19 kg (the cap is 25 kg). Pickup booked for Thursday."), false},
		{"enOtherUnit", ev("lu4", enSys, "Order 5512 is packed in 2 boxes for the Lyon depot. Pickup booked for Thursday morning."), false},
	})
}

// A precondition the contract drops, with the summary going on to the
// blocked work: a summary sentence that names one word of the condition
// in passing ("the inspector visited" under "until the inspector signs
// the checkout report") does not carry it; one that names most of it
// does.
func TestPreconditionNamedInPassing(t *testing.T) {
	ev := func(id, system, assistant, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "The tenant of flat 4B moved out on Friday; sort out the deposit.").
			msg(review.RoleAssistant, assistant).
			summary(summary).sot(sotFor()).build()
	}
	const (
		enSys  = "You manage deposits for Keyline Lettings. Do not release a deposit until the inspector signs the checkout report."
		enAsst = "I've asked the inspector to sign the checkout report for flat 4B; no reply yet."
		ptSys  = "Você cuida das cauções da Imobiliária Serra. Não devolva a caução antes de o vistoriador assinar o laudo de saída."
		ptAsst = "Pedi ao vistoriador que assine o laudo de saída do apartamento 4B; ainda sem resposta."
	)
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enPassing", ev("pn1", enSys, enAsst, "Flat 4B: the tenant moved out on Friday and the inspector visited on Saturday.\nNext: transfer the £950 back to the tenant today."), true},
		{"ptPassing", ev("pn2", ptSys, ptAsst, "Apartamento 4B: o inquilino saiu na sexta e o vistoriador passou no sábado.\nPróximo passo: transferir os R$ 2.400 de volta ao inquilino hoje."), true},
		{"enNamed", ev("pn3", enSys, enAsst, "Flat 4B: the tenant moved out on Friday.\nNext: once the inspector signs the checkout report, transfer the £950 back to the tenant."), false},
		{"ptNamed", ev("pn4", ptSys, ptAsst, "Apartamento 4B: o inquilino saiu na sexta.\nPróximo passo: quando o vistoriador assinar o laudo de saída, transferir os R$ 2.400 de volta ao inquilino."), false},
	})
}

// A Korean precondition puts its condition before the cue of waiting
// ("입금 확인 전에는 … 배정할 수 없습니다"): its action and condition are
// read in that order, so a next step that goes ahead in other words while
// the contract drops the wait is pending_unblocked, and one that names
// the condition is not.
func TestConditionFirstPreconditions(t *testing.T) {
	ev := func(id, system, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Please handle booking R-88.").
			tool("bookings", tool, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"bookings"}}).build()
	}
	const (
		koSys  = "객실 예약 담당입니다. 계약금 입금 확인 전에는 어떤 객실도 배정할 수 없습니다."
		koSys2 = "장비 대여 담당입니다. 안전 교육 이수 확인 전에는 어떤 장비도 내줄 수 없습니다."
	)
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"koAhead", ev("cf1", koSys, "R-88: 2박, 계약금 대기 중", "R-88 예약: 2박, 가족 4명.\n다음 단계: 203호를 고객에게 안내하고 열쇠를 준비합니다."), true},
		{"koNamed", ev("cf2", koSys, "R-88: 2박, 계약금 대기 중", "R-88 예약: 2박, 가족 4명.\n다음 단계: 계약금 입금이 확인되면 203호를 안내합니다."), false},
		{"koAhead2", ev("cf3", koSys2, "R-88: 드릴 2대, 교육 이수 대기", "R-88: 드릴 2대 예약.\n다음 단계: 내일 아침 고객에게 드릴을 전달합니다."), true},
		{"koNamed2", ev("cf4", koSys2, "R-88: 드릴 2대, 교육 이수 대기", "R-88: 드릴 2대 예약.\n다음 단계: 안전 교육 이수가 확인되면 드릴을 전달합니다."), false},
	})
}

// A limit the summary states as a cap with another number, in a sentence
// that shares the rule's words, is the rule with its number changed
// (rule_weakened), not a limit left out; a number said as what remains
// under the cap is no restatement. (The Spanish and English caps were
// read as restatements before; the Chinese one, sharing only two of the
// rule's words, was a missing_limit.)
func TestLimitRestatedAsAnotherCap(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Plan the overtime for next week's stocktake.").
			summary(summary).sot(sotFor()).build()
	}
	const (
		esSys = "Gestionas los turnos del almacén Brisa. Las horas extra de cada empleado no pueden superar 10 horas semanales."
		enSys = "You plan shifts for the Brisa warehouse. Overtime for each employee must not exceed 10 hours a week."
		zhSys = "你负责布里萨仓库的排班。每名员工每周加班不得超过 10 小时。"
	)
	for _, c := range []struct {
		name, sys, summary string
		weakened, missing  bool
	}{
		{"esOtherCap", esSys, "Inventario del lunes: Ana y Luis hacen 13 horas extra cada uno, dentro del tope semanal de 14 horas.", true, false},
		{"enOtherCap", enSys, "Stocktake plan: Ana and Luis each work 11 hours of overtime, under the weekly ceiling of 12 hours.", true, false},
		{"zhOtherCap", zhSys, "盘点安排：按每周最多 14 小时的上限，安娜和路易斯各排 12 小时。", true, false},
		{"enRemaining", enSys, "Stocktake plan: Ana has already worked 6 hours of overtime this week, so at most 4 hours are left for her; Luis takes the rest.", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := route(t, ev("lc-"+c.name, c.sys, c.summary))
			if hasFinding(r, FindingRuleWeakened) != c.weakened || hasFinding(r, FindingMissingLimit) != c.missing {
				t.Errorf("rule_weakened = %v, missing_limit = %v; want %v, %v\n%s", hasFinding(r, FindingRuleWeakened), hasFinding(r, FindingMissingLimit), c.weakened, c.missing, describe(r))
			}
		})
	}
}

// A prohibition or restriction restated as a preference ("preferably",
// "de preferência", "尽量", "가급적") no longer binds: rule_weakened. The
// same rule restated as it stands, or with "as soon as possible" about
// speed, is not weakened.
func TestRuleRestatedAsAPreference(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Prepare tomorrow's crane lifts at the Doca 3 site.").
			summary(summary).sot(sotFor()).build()
	}
	const (
		enSys = "You schedule crane lifts. Never lift loads over the site office."
		ptSys = "Você agenda os içamentos do guindaste. Nunca içar cargas por cima do escritório da obra."
		zhSys = "你负责安排塔吊吊装。严禁在工地办公室上方吊运货物。"
	)
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPreferably", ev("pf1", enSys, "Tomorrow: four lifts of rebar bundles. Loads should preferably not be lifted over the site office."), true},
		{"ptPreferencia", ev("pf2", ptSys, "Amanhã: quatro içamentos de vergalhões. De preferência, não içar cargas por cima do escritório da obra."), true},
		{"zhJinliang", ev("pf3", zhSys, "明天：四次钢筋吊装。尽量不要在工地办公室上方吊运货物。"), true},
		{"enKept", ev("pf4", enSys, "Tomorrow: four lifts of rebar bundles. Never lift loads over the site office."), false},
		{"enSpeed", ev("pf5", enSys, "Tomorrow: four lifts of rebar bundles, to start as early as possible. Never lift loads over the site office."), false},
	})
}

// An expiry a tool returns for what the summary goes on with (a hold, a
// quote, an offer) and that nothing downstream carries is a missing_limit:
// in any language, as a date, a day or a span. One carried, one years off
// ("valid until 2031"), one already passed or an approval's is not.
// (newEvent's events are created on 2026-03-10.)
func TestToolExpiryLeftOut(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Book the hall for the Sousa wedding and tell me what the venue says.").
			tool("venue", tool, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"venue"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptHold", ev("te1", "Salão Jacarandá reservado provisoriamente para 2026-06-13; reserva mantida até 2026-03-14, depois é liberada.",
			"O Salão Jacarandá está reservado provisoriamente para 13 de junho. Próximo passo: enviar o contrato aos noivos."), true},
		{"enQuote", ev("te2", "Quote HQ-118 for the Sousa wedding: EUR 4,200, valid for 48 hours.",
			"The venue sent quote HQ-118 for the Sousa wedding, EUR 4,200. Next: ask the couple whether to accept it."), true},
		{"zhHold", ev("te3", "嘉宾厅已为苏萨婚礼预留 6 月 13 日，预留有效期至 2026-03-15，逾期自动释放。",
			"嘉宾厅已为苏萨婚礼预留 6 月 13 日。下一步：把合同发给新人确认。"), true},
		{"jsonField", ev("te7", `{"quote": "HQ-118", "event": "Sousa wedding", "total_eur": 4200, "valid_until": "2026-03-12"}`,
			"Quote HQ-118 for the Sousa wedding came in at EUR 4,200. Next: ask the couple whether to accept it."), true},
		{"enCarried", ev("te4", "Quote HQ-118 for the Sousa wedding: EUR 4,200, valid for 48 hours.",
			"The venue sent quote HQ-118 for the Sousa wedding, EUR 4,200, valid for 48 hours. Next: ask the couple."), false},
		{"enFarOff", ev("te5", "Venue licence VL-77 for the Sousa wedding hall valid until 2031-05-01.",
			"The Sousa wedding hall holds venue licence VL-77. Next: send the contract to the couple."), false},
		{"enPassed", ev("te6", "Old quote HQ-090 for the Sousa wedding expired 2026-02-20.",
			"The earlier Sousa wedding quote HQ-090 is gone; a new one is requested. Next: wait for it."), false},
	})
}

// German puts "begrenzt" (limited) last: "Rabatte sind auf 200 € pro
// Bestellung begrenzt" is a limit, missing when a summary that grants a
// discount leaves it out and carried when it keeps the 200 €.
func TestGermanVerbFinalLimit(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Du bist der Kundendienst von Nordlicht Möbel. Rabatte sind auf insgesamt 200 € pro Bestellung beschränkt.").
			msg(review.RoleUser, "Frau Albers beschwert sich über einen Kratzer am Tisch, Bestellung NM-5512. Sie möchte einen Nachlass.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"dropped", ev("gv1", "Bestellung NM-5512, Frau Albers: Kratzer am Tisch bestätigt. Nächster Schritt: Rabatt von 120 € buchen und ihr Bescheid geben."), true},
		{"carried", ev("gv2", "Bestellung NM-5512, Frau Albers: Kratzer am Tisch bestätigt. Nächster Schritt: Rabatt von 120 € buchen (Obergrenze 200 € pro Bestellung)."), false},
	})
}
