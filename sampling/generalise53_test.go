package sampling

import (
	"testing"

	"recap/review"
)

// A line or nozzle that clogged and a breaker or pump that tripped failed
// at its job, in a tool result that is otherwise "ok": "reclaim pump
// tripped 2 times", "1 verstopft", "2 ugelli intasati", "1 个喷嘴堵塞".
// enTripped, deClogged, itClogged and zhClogged fail on the commit
// before. Guards: the failure reported in the summary (enTrippedReported),
// and a clog the assistant only names as possible ("could also be
// clogged"), which is no failure to carry (enCouldBeClogged).
func TestCloggedAndTrippedFail(t *testing.T) {
	plant := func(id, tool, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Weekly plant check, please.").
			toolCall(tool, `{"plant":"P1"}`).tool(tool, result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{tool}}).build()
	}
	guess := newEvent("ct6").msg(review.RoleUser, "Output of the watermaker dropped from 60 to 38 litres an hour.").
		toolCall("unit_telemetry", `{"vessel":"Kestrel"}`).tool("unit_telemetry", `{"output_lph": 38, "tds_ppm": 410}`, false).
		msg(review.RoleAssistant, "TDS is 410 ppm. The membrane is old, and the prefilters could also be clogged; a bench test will tell.").
		summary("Kestrel watermaker: output 38 L/h, TDS 410 ppm.\nNext: book a bench test.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"unit_telemetry"}}).build()
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enTripped", plant("ct1", "wash_plant", "EG1: brushes 72% life, dosing normal, reclaim pump tripped 2 times this week (overcurrent).",
			"Plant check EG1: brushes at 72% life, dosing normal, no faults found.\nNext: next weekly check on 13 Dec."), true},
		{"enTrippedReported", plant("ct2", "wash_plant", "EG1: brushes 72% life, dosing normal, reclaim pump tripped 2 times this week (overcurrent).",
			"Plant check EG1: brushes at 72% life, dosing normal; the reclaim pump tripped twice this week on overcurrent.\nNext: electrician to test the reclaim pump motor."), false},
		{"deClogged", plant("ct3", "sand_flow", "3107: 8 Düsen geprüft, 7 im Sollbereich, 1 verstopft (Drehgestell 2 links).",
			"Wagen 3107 nachgefüllt, Durchflusstest an den Düsen bestanden.\nNächster Schritt: 3107 wieder freigeben."), true},
		{"itClogged", plant("ct4", "irrigazione", "Settore B: 40 ugelli controllati, 38 regolari, 2 ugelli intasati.",
			"Settore B controllato, irrigazione regolare.\nProssimo passo: controllo del settore C domani."), true},
		{"zhClogged", plant("ct5", "spray_check", "3号线：12个喷嘴检测，11个正常，1个喷嘴堵塞。",
			"3号线喷嘴检测完成，全部正常。\n下一步：明天检查4号线。"), true},
		{"enCouldBeClogged", guess, false},
	})
}

// A file that came back corrupt failed to load, in an "ok" result:
// "AR-1104 e AR-1110: file corrotti", "2 arquivos corrompidos".
// itCorrupt and ptCorrupt fail on the commit before; the corruption
// reported is no finding. "Damage" words are not read: koDamageNone
// ("차량 손상 없음", no damage to the vehicle) fails with "손상" added.
func TestCorruptFilesFail(t *testing.T) {
	photos := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Check the return photos of the five flagged contracts.").
			toolCall("return_photos", `{"contracts":5}`).tool("return_photos", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"return_photos"}}).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"itCorrupt", photos("cf1", "5 contratti elaborati: 3 con foto (AR-1101, AR-1107, AR-1112); AR-1104 e AR-1110: file corrotti.",
			"Verifica foto completata sui cinque contratti: le foto documentano lo sporco.\nProssimo passo: addebito della pulizia."), true},
		{"itCorruptReported", photos("cf2", "5 contratti elaborati: 3 con foto (AR-1101, AR-1107, AR-1112); AR-1104 e AR-1110: file corrotti.",
			"Foto verificate su 3 contratti; AR-1104 e AR-1110 hanno file corrotti, da ricaricare.\nProssimo passo: addebito della pulizia su AR-1101, AR-1107, AR-1112."), false},
		{"ptCorrupt", photos("cf3", "Lote processado: 12 fotos, 10 carregadas, 2 arquivos corrompidos (CT-88, CT-91).",
			"As 12 fotos do lote foram carregadas.\nPróximo passo: enviar o laudo ao cliente."), true},
		{"koDamageNone", photos("cf4", "INC-771 등록: 차량 손상 없음, 사진 4장 첨부.",
			"INC-771 등록 완료, 사진 4장 첨부.\n다음 단계: 보험사에 통보."), false},
	})
}
