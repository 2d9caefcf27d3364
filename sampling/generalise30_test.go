package sampling

import (
	"fmt"
	"strings"
	"testing"

	"recap/review"
)

// orderRule builds an event whose user states a rule that orders two
// steps, with a summary that restates it.
func orderRule(id, rule, summary string) *review.Event {
	return newEvent(id).msg(review.RoleSystem, "You coordinate the workshop's jobs.").
		msg(review.RoleUser, rule).summary(summary).sot(sotFor()).build()
}

// A rule that orders two steps is weakened by a restatement that puts
// them the other way round or lets them go in any order; one that keeps
// the order in other words, another construction or a ban keeps it. All
// the true cases fail on the commit before checks_sequence.go: no reading
// of rule_weakened compared the order of steps. The rules carry a rule
// word ("must", "only", "never", "必须"): an order said with none ("先断开
// 电源，再拆卸面板") is not read as a rule.
func TestStepOrderReversed(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enThenReversed", orderRule("so1", "Always degrease the frame first, and only then apply the primer.",
			"Frame job: apply the primer, then degrease the frame. Next: book the paint booth."), true},
		{"enBanReversed", orderRule("so2", "Never load the kiln before the glaze has dried overnight.",
			"Kiln rule: load the kiln, and after that let the glaze dry overnight."), true},
		{"ptDepoisReversed", orderRule("so3", "Primeiro calibrar a balança e só depois pesar os lotes.",
			"Combinado: pesar os lotes e depois calibrar a balança."), true},
		{"esAntesReversed", orderRule("so4", "Hay que sellar las juntas antes de llenar el depósito.",
			"Procedimiento: llenar el depósito antes de sellar las juntas."), true},
		{"zhXianZaiReversed", orderRule("so5", "规定：必须先断开电源，再拆卸控制柜面板，不得颠倒。",
			"操作顺序：先拆卸控制柜面板，再断开电源。"), true},
		{"jaMaeReversed", orderRule("so6", "塗装前に表面の油分を除去しなければならない。",
			"手順：塗装してから表面の油分を除去する。"), true},
		{"frAnyOrder", orderRule("so7", "On doit toujours vidanger la cuve d'abord, et seulement ensuite remplacer le joint.",
			"On peut vidanger la cuve et remplacer le joint dans n'importe quel ordre."), true},
		// Kept: the same order in another construction.
		{"enKeptAfter", orderRule("so8", "Always degrease the frame first, and only then apply the primer.",
			"The primer goes on only after the frame has been degreased."), false},
		{"enKeptBan", orderRule("so9", "Never load the kiln before the glaze has dried overnight.",
			"The glaze must dry overnight, and the kiln is never loaded before the glaze has dried."), false},
		{"ptKeptAntes", orderRule("so10", "Primeiro calibrar a balança e só depois pesar os lotes.",
			"Regra: calibrar a balança antes de pesar os lotes."), false},
		{"zhKeptHou", orderRule("so11", "规定：必须先断开电源，再拆卸控制柜面板，不得颠倒。",
			"断开电源后，才能拆卸控制柜面板。"), false},
		{"jaKeptKara", orderRule("so12", "塗装前に表面の油分を除去しなければならない。",
			"表面の油分を除去してから塗装する。"), false},
		// A deadline is not an order of steps; a refused request states
		// none.
		{"enDeadline", orderRule("so13", "Invoices are sent only after the delivery is signed for.",
			"Invoices go out only after delivery is signed for, within 5 days after delivery."), false},
	})
}

// seqLinks reads which step comes first from the order word, its place in
// the clause and a negation that bans the order.
func TestSeqLinksReadOrder(t *testing.T) {
	lx := theLexicon()
	for _, c := range []struct{ text, first, second string }{
		{"Wash the samples, then rub them.", "wash", "rub"},
		{"Rub only after washing.", "washing", "rub"},
		{"Before washing, rub the samples.", "rub", "washing"},
		{"Never rub before washing.", "washing", "rub"},
		{"No crew may be booked until the consents are on file.", "consents", "crew"},
		{"Nessun avviso al cliente prima della conferma.", "conferma", "avviso"},
		{"在检验之前不得发货。", "检验", "发货"},
		{"发货前必须检验。", "检验", "发货"},
		{"確認するまでは出荷できません。", "確認", "出荷"},
		{"The scores are locked first, and only after that is any envelope opened.", "scores", "envelope"},
		{"Das haben wir nicht übernommen: no crate ships before the QA is signed.", "qa", "crate"},
	} {
		u := lx.fillUnit(&unit{}, review.PaneSummary, "text", c.text)
		var got []seqLink
		for _, s := range u.sents {
			got = append(got, seqLinks(lx, u, s)...)
		}
		if len(got) != 1 {
			t.Errorf("%q: %d links, want 1", c.text, len(got))
			continue
		}
		f, s := u.f.text[got[0].first[0]:got[0].first[1]], u.f.text[got[0].second[0]:got[0].second[1]]
		if !strings.Contains(f, c.first) || !strings.Contains(s, c.second) {
			t.Errorf("%q: first %q, second %q; want %q before %q", c.text, f, s, c.first, c.second)
		}
	}
}

// A rule's number restated with the same value in another unit of the
// same measure changes the rule (the rules carry a limit or rule word: a
// bare "must hold 200 psi" from a person is not read as a rule); a conversion, the same unit in other
// words and a rate do not. The true cases fail on the commit before
// checks_units.go: the readings of rule_weakened compared values, not
// units.
func TestUnitSwappedWeakensRule(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enPsiKpa", orderRule("us1", "Every weld must hold at least 200 psi for 15 minutes; any drop fails it.",
			"Weld rule: each weld must hold at least 200 kPa for 15 minutes, and any drop fails it."), true},
		{"ptDiasHoras", orderRule("us2", "A cura do concreto dura no mínimo 7 dias, sem exceção.",
			"Regra: a cura do concreto dura no mínimo 7 horas, sem exceção."), true},
		{"zhXiaoshiFenzhong", orderRule("us3", "样品必须冷藏至少 48 小时，不得缩短。",
			"规定：样品须冷藏至少 48 分钟，不得缩短。"), true},
		{"koBunCho", orderRule("us4", "측정 전에는 반드시 30분 동안 예열해야 한다.",
			"규정: 측정 전에는 반드시 30초 동안 예열한다."), true},
		{"enConversion", orderRule("us5", "A pallet must never weigh more than 1 t.",
			"Rule: a pallet must never weigh more than 1,000 kg."), false},
		{"enSameUnit", orderRule("us6", "Every weld must hold at least 200 psi for 15 minutes; any drop fails it.",
			"Every weld must hold at least 200 psi for a quarter of an hour (15 minutes); any drop fails it."), false},
		{"zhRate", orderRule("us7", "风速超过 15 m/s 必须停运，不得例外。",
			"规定：风速超过 15 米/秒必须停运，不得例外。"), false},
	})
}

// twoTools builds an event where tool name1 (args1) gives result1, an
// error when failed1, and then tool name2 (args2) gives result2.
func twoTools(id, ask, name1, args1, result1 string, failed1 bool, name2, args2, result2, summary string) *review.Event {
	b := newEvent(id).msg(review.RoleSystem, "You run the clinic's records desk.").msg(review.RoleUser, ask)
	call := func(name, args string) {
		b.ev.Original = append(b.ev.Original, review.Message{ID: fmt.Sprintf("m%d", len(b.ev.Original)+1),
			Role: review.RoleAssistant, Kind: review.KindToolCall, Name: name, Content: args})
	}
	call(name1, args1)
	b = b.tool(name1, result1, failed1)
	call(name2, args2)
	b = b.tool(name2, result2, false)
	return b.summary(summary).sot(sotFor()).build()
}

// Another tool's result resolves a tool's failure only when it speaks of
// much of what failed; sharing a person's or a site's name is not enough.
// The first three cases fail on the commit before: a later result of any
// tool sharing two words with the failure resolved it.
func TestOtherToolSharingANameResolvesNothing(t *testing.T) {
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"enScanNotAttached", twoTools("ot1", "Attach Maria Lindqvist's new X-ray and tell me her next appointment.",
			"chart_attach", `{"patient":"Maria Lindqvist","file":"xray_lindqvist_0412.dcm"}`,
			"Error: X-ray upload for Maria Lindqvist rejected, file truncated.", true,
			"appointment_lookup", `{"patient":"Maria Lindqvist"}`, "Maria Lindqvist: next appointment confirmed, 2027-04-20 09:30 with Dr. Ahn.",
			"Maria Lindqvist's X-ray is in her chart. Next appointment: 20 April, 09:30 with Dr. Ahn."), true},
		{"ptLaudoNaoEnviado", twoTools("ot2", "Envia o laudo do Sr. Ribeiro ao convênio e vê o saldo dele.",
			"insurer_submit", `{"paciente":"Joaquim Ribeiro","doc":"laudo_ribeiro_77.pdf"}`,
			"falha no envio do laudo de Joaquim Ribeiro: o convênio recusou a conexão.", true,
			"billing_balance", `{"paciente":"Joaquim Ribeiro"}`, "Joaquim Ribeiro: pagamento concluído, saldo em aberto R$ 0,00.",
			"Laudo do Sr. Joaquim Ribeiro enviado ao convênio; saldo em aberto R$ 0,00."), true},
		{"zhBaogaoShangchuan", twoTools("ot3", "上传张伟的化验报告，再查一下他的复诊时间。",
			"report_upload", `{"患者":"张伟","文件":"zhangwei_lab_0930.pdf"}`, "张伟的化验报告上传失败：格式错误。", true,
			"followup_lookup", `{"患者":"张伟"}`, "张伟的复诊已确认：10 月 12 日上午。",
			"化验报告上传成功；张伟复诊 10 月 12 日上午。"), true},
		// A resend by another tool that names what failed resolves it.
		{"enResentByOtherTool", twoTools("ot4", "Send the discharge letter for bed 12 to the GP.",
			"fax_send", `{"doc":"discharge letter bed 12","to":"GP Harrow"}`, "fax to GP Harrow failed: line busy; discharge letter bed 12 not sent.", true,
			"secure_mail", `{"doc":"discharge letter bed 12","to":"GP Harrow"}`, "discharge letter bed 12 sent to GP Harrow by secure mail, receipt SM-5521.",
			"Discharge letter for bed 12 sent to GP Harrow by secure mail (SM-5521)."), false},
	})
}

// oneTool builds an event where tool name (args) returns result.
func oneTool(id, ask, name, args, result, summary string) *review.Event {
	b := newEvent(id).msg(review.RoleSystem, "You coordinate the site crew.").msg(review.RoleUser, ask)
	b.ev.Original = append(b.ev.Original, review.Message{ID: fmt.Sprintf("m%d", len(b.ev.Original)+1),
		Role: review.RoleAssistant, Kind: review.KindToolCall, Name: name, Content: args})
	return b.tool(name, result, false).summary(summary).sot(sotFor()).build()
}

// A maximum or a remainder a tool result states in a sentence of its own
// bounds what the rest of the result reports: a summary that goes on with
// that, and leaves the bound out, drops it. An expiry stays held to its
// own sentence. The three true cases fail on the commit before: the
// summary shares no word with the bound's own sentence.
func TestToolBoundInSiblingSentence(t *testing.T) {
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enHallCapacity", oneTool("tb1", "Can we use hall B for the cast briefing?", "venue_status", `{"hall":"B"}`,
			"Hall B: cleaned, projector tested. Maximum capacity 60 people.",
			"Hall B is cleaned and its projector tested. Next: invite the whole cast to the briefing there."), true},
		{"ptCargaMaxima", oneTool("tb2", "O guindaste GR-4 está liberado?", "crane_check", `{"guindaste":"GR-4"}`,
			"Guindaste GR-4: inspeção em dia, operador Rui Matos. Carga máxima de 12 toneladas neste raio.",
			"Guindaste GR-4 com inspeção em dia e operador Rui Matos. Próximo passo: içar a estrutura do palco."), true},
		{"zhShengyuRongliang", oneTool("tb3", "三号冷库能不能收今天的货？", "coldroom_status", `{"冷库":"3"}`,
			"三号冷库：温度 -18 °C，运行正常。今日剩余入库容量 40 托。",
			"三号冷库温度 -18 °C，运行正常。下一步：安排今天的货进库。"), true},
		{"enCapCarried", oneTool("tb4", "Can we use hall B for the cast briefing?", "venue_status", `{"hall":"B"}`,
			"Hall B: cleaned, projector tested. Maximum capacity 60 people.",
			"Hall B is cleaned and its projector tested; it holds 60 people at most. Next: invite the cast to the briefing there."), false},
		{"enExpiryOwnSentence", oneTool("tb5", "Book the rehearsal room for Friday.", "room_booking", `{"room":"R2","day":"friday"}`,
			"Room R2 booked for Friday 10:00-14:00, booking BK-771. Quote Q-55 valid until 2027-03-01.",
			"Room R2 booked for Friday 10:00-14:00 (BK-771). Next: send the call sheet."), false},
	})
}

// The finding quotes the rule's two steps in its own words, without the
// order words' "e só" or "and only" around them.
func TestStepOrderMessageQuotesSteps(t *testing.T) {
	r := route(t, orderRule("sq1", "Primeiro calibrar a balança e só depois pesar os lotes.",
		"Combinado: pesar os lotes e depois calibrar a balança."))
	for _, f := range r.Findings {
		if f.ID == FindingRuleWeakened {
			if want := `the rule puts "calibrar a balança" before "pesar os lotes"`; !strings.Contains(f.Message, want) {
				t.Errorf("message %q lacks %q", f.Message, want)
			}
			return
		}
	}
	t.Fatalf("no rule_weakened finding:\n%s", describe(r))
}
