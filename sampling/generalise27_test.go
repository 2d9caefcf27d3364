package sampling

import (
	"testing"

	"recap/review"
)

// A tool's tally that counts some items as failed their test ("2
// reprovados"), turned away ("stop 7 refused the pallet"), left without
// a match ("\"unmatched\": 2", "3 sin casar") or without a result ("无结
// 果") reports a failure; a summary that says they all went through
// leaves it out.
func TestTallyFailedTestUnmatchedNoResult(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You close out the field jobs.").
			msg(review.RoleUser, "Wrap up today's job and tell me where it stands.").
			tool("job_report", tool, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptReprovados", ev("tf1", "Inspeção de extintores do bloco C: 25 verificados, 23 aprovados, 2 reprovados (manômetro sem pressão: EX-310, EX-318).",
			"Inspeção de extintores do bloco C concluída: os 25 extintores foram aprovados. Próximo passo: emitir o laudo."), true},
		{"enRefused", ev("tf2", "Delivery run DR-44: 11 of 12 stops signed off; stop 7 (Marsh Lane) refused the pallet because the wrap was torn.",
			"Delivery run DR-44 is complete: all 12 stops delivered and signed off. Next step: invoice the run."), true},
		{"enUnmatchedJSON", ev("tf3", `{"invoices": 55, "matched": 53, "unmatched": 2, "unmatched_ids": ["IN-8812", "IN-8830"]}`,
			"All 55 supplier invoices are reconciled against the statement. Next step: close the period."), true},
		{"esSinCasar", ev("tf4", "Conciliación bancaria de mayo: 80 movimientos, 77 conciliados, 3 sin casar (transferencias sin referencia).",
			"Conciliación bancaria de mayo cerrada: los 80 movimientos cuadran. Siguiente paso: cerrar el mes."), true},
		{"zhNoResult", ev("tf5", "水样 40 份：37 份已出具结果；3 份（W-12、W-19、W-33）运输中瓶身破损，无结果。",
			"40 份水样已全部检测完成，结果已录入。下一步：出具检测报告。"), true},
		// Reported, and counted as none: nothing left out.
		{"ptReported", ev("tf6", "Inspeção de extintores do bloco C: 25 verificados, 23 aprovados, 2 reprovados (manômetro sem pressão: EX-310, EX-318).",
			"Inspeção do bloco C: 23 extintores aprovados e 2 reprovados (EX-310 e EX-318, manômetro sem pressão), que vão para troca. Próximo passo: pedir a troca."), false},
		{"esZero", ev("tf7", "Conciliación bancaria de mayo: 80 movimientos, 80 conciliados, 0 sin casar.",
			"Conciliación bancaria de mayo cerrada: los 80 movimientos cuadran. Siguiente paso: cerrar el mes."), false},
	})
}

// Korean writes a count of times after its period as Chinese and
// Japanese do ("주 2회", "매월 1회", "하루 3회"): restated over another period
// ("월 2회" for "주 2회") it is another limit.
func TestKoreanDirectPeriodChanged(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "당신은 시설 점검 일정 담당입니다.").
			msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"koWeekMonth", ev("kp1", "규칙: 소화기 압력 확인은 층마다 주 2회 이상 하고 기록해야 합니다.",
			"점검 규칙: 소화기 압력 확인은 층마다 월 2회 이상 하고 기록한다. 다음: 6월 점검표 작성."), true},
		{"koDayWeek", ev("kp2", "냉장고 온도 기록은 하루 3회 이상 남겨야 합니다.",
			"규칙: 냉장고 온도 기록은 주 3회 이상 남긴다. 다음: 기록지 교체."), true},
		{"koKept", ev("kp3", "규칙: 소화기 압력 확인은 층마다 매주 2회 이상 하고 기록해야 합니다.",
			"점검 규칙: 소화기 압력 확인은 층마다 주 2회 이상 하고 기록한다. 다음: 6월 점검표 작성."), false},
		// "6월" with its number is a month of the calendar, not a period.
		{"koDate", ev("kp4", "규칙: 소화기 압력 확인은 층마다 주 2회 이상 하고 기록해야 합니다.",
			"점검 규칙: 소화기 압력 확인은 층마다 주 2회 이상 한다. 6월 1회 교육 예정. 다음: 점검표 작성."), false},
	})
}
