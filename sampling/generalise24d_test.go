package sampling

import (
	"testing"

	"recap/review"
)

// A tool's tally may turn items back as errored, skipped or timed out, in
// a result whose status is ok: "118 importados, 2 com erro", "3件はスキップ",
// "6人…未计算", "5 sem resposta por timeout". A summary that keeps only the
// items that went through leaves the failure out.
func TestTallyErrorsSkipsAndTimeouts(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run the payroll imports.").
			msg(review.RoleUser, "Import the November overtime sheets.").
			tool("import", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	const pt = "Importação concluída: 118 registos importados, 2 com erro (NIF inválido)."
	const ja = "取り込み完了：60件中57件を登録、3件は日付形式の誤りでスキップ。"
	const zh = "加班计算完成：共 40 人，其中 37 人已计算，3 人因缺少工时记录未计算。"
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"ptDropped", ev("tf1", pt, "Importação concluída: 118 registos de horas extra importados. Próximo passo: fechar a folha de novembro."), true},
		{"jaDropped", ev("tf2", ja, "11月の残業シートを取り込み、57件を登録しました。次：11月分の給与計算を締める。"), true},
		{"zhDropped", ev("tf3", zh, "11 月加班计算完成，37 人已计算。下一步：关闭 11 月工资表。"), true},
		{"ptKept", ev("tf4", pt, "Importação concluída: 118 registos importados; 2 com erro (NIF inválido) ficam por corrigir antes de fechar a folha."), false},
		{"zhKept", ev("tf5", zh, "11 月加班计算：37 人已计算，3 人因缺少工时记录未计算，需补记录后再算。"), false},
	})
}

// A quota or a rated load named in Chinese, Japanese or Korean is a
// maximum: "本月配额 30 次", "额定起重量 16 吨", "정격 하중 5톤".
func TestQuotaAndRatedLoadWords(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你是港口堆场的调度助理。").
			msg(review.RoleUser, "安排明天的集装箱吊装。").
			tool("yard", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"quotaDropped", ev("qr1", "吊装预约成功：订单 YD-330，明天 08:00；本月吊装配额 30 次，已用 12 次。", "吊装预约成功（YD-330），明天 08:00，本月已用 12 次。下一步：通知司机明天 08:00 到 YD-330 堆位。"), true},
		{"ratedDropped", ev("qr2", "2 号吊车：额定起重量 16 吨；今天可用。", "2 号吊车今天可用。下一步：用 2 号吊车吊 YD-330 的集装箱。"), true},
		{"quotaKept", ev("qr3", "吊装预约成功：订单 YD-330，明天 08:00；本月吊装配额 30 次，已用 12 次。", "吊装预约成功（YD-330），明天 08:00；本月配额 30 次，已用 12 次。"), false},
	})
}
