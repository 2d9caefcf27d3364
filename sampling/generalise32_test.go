package sampling

import (
	"testing"

	"recap/review"
)

// An age in days or weeks closed by 内 ("出生后 3 日龄内", "孵化后 2 周龄内")
// bounds its span as "3 天内" does, and a restatement that states the
// span with another number changes the rule, however much else the
// sentence reports. zhRiLing and zhZhouLing fail on the commit before:
// "日龄" made "3" a count of a noun, and the restating sentence, which
// had no limit word, was never compared. The same number restated, or a
// number of another span, is no change.
func TestAgeSpanWithin(t *testing.T) {
	vacc := "雏鸡的马立克疫苗必须在出壳后1日龄内接种完毕。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhRiLing", labelRule("ag1", "CH-2", vacc, "今天孵化间出了4200只雏鸡，安排接种和装箱。",
			"4200只雏鸡今天出壳，装箱42箱（厂规：马立克疫苗在出壳后3日龄内接种，每只0.2毫升）。下一步：上午装箱。"), true},
		{"zhZhouLing", labelRule("ag2", "DK-1", "鸭苗必须在孵化后2周龄内完成首免。",
			"这批鸭苗安排首免。",
			"鸭苗1800只，首免疫苗已领（场规：孵化后4周龄内完成首免）。下一步：周三上午首免。"), true},
		{"zhSame", labelRule("ag3", "CH-2", vacc, "今天孵化间出了4200只雏鸡，安排接种和装箱。",
			"4200只雏鸡今天出壳，装箱42箱（厂规：马立克疫苗在出壳后1日龄内接种，每只0.2毫升）。下一步：上午装箱。"), false},
		{"zhOtherSpan", labelRule("ag4", "CH-2", vacc, "今天孵化间出了4200只雏鸡，安排接种和装箱。",
			"4200只雏鸡今天出壳，已在出壳后1日龄内接种马立克疫苗；装箱后3天内发往客户。下一步：上午装箱。"), false},
	})
}

// A ban the system states plainly, with no modal, under a rule's label
// ("House rule: …", "Regra do laboratório: …") is a rule; a sentence
// holding most of its words and no word of a rule at all restates it
// without its negation. enHouseRule and ptRegra fail on the commit
// before: such a sentence was no upstream rule. The ban kept, a user's
// plain statement, and a sentence that shares few of the ban's words
// are no weakening.
func TestLabeledPlainBan(t *testing.T) {
	keys := "House rule: master keys for the east wing are not lent to outside contractors overnight."
	lab := "Regra do laboratório: amostras do lote piloto não saem do laboratório para análise externa."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enHouseRule", sysOrder("lb1", keys,
			"East wing refit. Master keys for the east wing: lent to outside contractors overnight, signed out in the key log. Next: brief the contractor foreman."), true},
		{"ptRegra", sysOrder("lb2", lab,
			"Lote piloto PL-7 pesado. Amostras do lote piloto: saem do laboratório para análise externa com guia de remessa. Próximo: etiquetar as amostras."), true},
		{"enKept", sysOrder("lb3", keys,
			"East wing refit. Master keys for the east wing are not lent to outside contractors overnight; the foreman collects them each morning. Next: brief the contractor foreman."), false},
		{"enUserPlain", newEvent("lb4").msg(review.RoleSystem, "You run the facilities desk.").
			msg(review.RoleUser, "House rule: master keys for the east wing are not lent to outside contractors overnight.").
			summary("East wing refit. Master keys for the east wing: lent to outside contractors overnight, signed out in the key log. Next: brief the contractor foreman.").
			sot(sotFor()).build(), false},
		{"ptFewWords", sysOrder("lb5", lab,
			"Lote piloto PL-7 pesado e etiquetado no laboratório. Próximo: arquivar a ficha do lote."), false},
	})
}

// A duty restated as impersonal advice on doing it ("it is recommended
// to", "recomenda-se", "il est conseillé de", "하는 것을 권장", "のが望
// ましい") is softened to a preference. The four true cases fail on the
// commit before: only "preferably", "if possible" and their kin were
// read. "Recommended" said of a thing in a report, or advice the rule
// itself gives, softens nothing.
func TestDutyAsAdvice(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enRecommended", orderRule("ad1", "Every forklift driver must inspect the mast chains at the start of each shift.",
			"Forklift fleet: it is recommended that every driver inspect the mast chains at the start of each shift. Next: open the loading bay."), true},
		{"ptRecomendaSe", orderRule("ad2", "O operador tem de calibrar a balança antes de cada pesagem de lote.",
			"Balança: recomenda-se que o operador calibre a balança antes de cada pesagem de lote. Próximo: pesar o lote 14."), true},
		{"frConseille", orderRule("ad3", "Le technicien doit toujours couper l'alimentation avant d'ouvrir l'armoire.",
			"Armoire électrique : il est conseillé de couper l'alimentation avant d'ouvrir l'armoire. Suite : remplacer le disjoncteur."), true},
		{"koGwonjang", orderRule("ad4", "모든 용접 작업자는 반드시 차광 보안경을 착용한다.",
			"용접 작업: 모든 작업자가 차광 보안경을 착용하는 것을 권장. 다음: 3번 라인 용접 시작."), true},
		{"enThingRecommended", orderRule("ad5", "Every forklift driver must inspect the mast chains at the start of each shift.",
			"Forklift 7: the driver inspected the mast chains at the start of the shift; the vendor's recommended grease was applied. Next: open the loading bay."), false},
		{"enRuleAdvice", orderRule("ad6", "It is recommended that drivers inspect the mast chains at the start of each shift.",
			"Forklift fleet: it is recommended that every driver inspect the mast chains at the start of each shift. Next: open the loading bay."), false},
	})
}

// A tool's result that orders the next round of the work within a bound
// ("Next inspection within 30 days", "次回撮影は14日以内に実施") sets a
// limit, and a summary that restates the result's other findings goes on
// with that work, in whatever words. enNextWithin and jaJikaiInai fail on
// the commit before: the result had no modal, and the summary shared no
// word with the limit's own sentence. The limit carried, a summary that
// restates nothing of the result, and a result that only reports the
// last round are no missing limit.
func TestToolNextRoundWithin(t *testing.T) {
	lift := toolSays("You keep the lift maintenance log.", "Summarise this morning's inspection of lift 4.", "lift.inspect")
	bridge := toolSays("あなたは橋梁点検の記録係です。", "今朝の3号橋の点検結果をまとめてください。", "bridge.report")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enNextWithin", lift("nr1", "Lift 4: rope wear 6% on rope 2, brake lining 4 mm. Next load test within 30 days.",
			"Lift 4 inspected this morning: rope 2 shows 6% rope wear, brake lining at 4 mm. Next: file the inspection sheet."), true},
		{"jaJikaiInai", bridge("nr2", "3号橋 支承部の腐食 2 箇所、ひび割れ幅 0.3 mm。次回点検は30日以内に実施。",
			"3号橋：支承部に腐食 2 箇所、ひび割れ幅 0.3 mm を確認。次：点検票を提出。"), true},
		{"enCarried", lift("nr3", "Lift 4: rope wear 6% on rope 2, brake lining 4 mm. Next load test within 30 days.",
			"Lift 4: rope 2 shows 6% rope wear, brake lining at 4 mm; load test due within 30 days. Next: file the inspection sheet."), false},
		{"enNothingRestated", lift("nr4", "Lift 4: rope wear 6% on rope 2, brake lining 4 mm. Next load test within 30 days.",
			"Maintenance desk: the monthly invoice batch for the contractors is ready. Next: send it to accounts."), false},
		{"enLastRound", lift("nr5", "Lift 4: rope wear 6% on rope 2, brake lining 4 mm. Last load test passed 12 days ago.",
			"Lift 4 inspected this morning: rope 2 shows 6% rope wear, brake lining at 4 mm. Next: file the inspection sheet."), false},
	})
}

// A plain negation with "always" or "before" ("付款确认之前，货物一律不
// 发出", "a obra não abre antes da vistoria") is a ban on the work until
// its condition, and a restatement that puts the work first reverses
// it. zhYilvBu and ptNaoAntes fail on the commit before: neither sentence
// was read as a rule. A comma inside brackets lists what a step names and
// ends no clause of it: ptBracketList is read as reversed without that. The
// order kept is no weakening.
func TestPlainBanUntilOrder(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhYilvBu", sysOrder("pb1", "你负责仓库发货。付款确认之前，货物一律不发出。",
			"本周订单共 42 单。按流程，货物先发出，再确认付款。下一步：安排周四的发货。"), true},
		{"ptNaoAntes", sysOrder("pb2", "Você coordena a reforma da loja. A loja não reabre ao público antes da vistoria dos bombeiros.",
			"Reforma concluída na sexta. Pelo cronograma, a loja reabre ao público e depois passa pela vistoria dos bombeiros. Próximo: avisar a equipe de vendas."), true},
		{"zhKept", sysOrder("pb3", "你负责仓库发货。付款确认之前，货物一律不发出。",
			"本周订单共 42 单。按流程，先确认付款，再发出货物。下一步：核对周四的付款。"), false},
		{"ptBracketList", sysOrder("pb4", "Você prepara o inventário. Nenhuma cópia do testamento vai a terceiros (seguradoras, bancos) antes de o inventariante assinar o termo.",
			"Inventário pronto. Regra: nenhuma cópia do testamento vai a seguradoras ou bancos antes da assinatura do termo pelo inventariante. Próximo: marcar a assinatura do termo."), false},
	})
}

// A word that says its own clause comes after the one before it ("…,
// and the chemist signs the batch record afterwards", "随后", "続けて",
// "이어서") links the two clauses, so a restatement that puts a rule's
// steps the other way round reverses it. enAfterwards and jaTsuzukete
// fail on the commit before: a clause-final "afterwards" linked nothing,
// and "続けて" was no order word (zhSuihou passed already: its "先" links
// the steps). The order kept, or the ban
// kept beside an unrelated "随后", is no weakening. (A Chinese ban
// restated as the plain order it enforces, "质检员先签字，成品随后装车",
// is still read as dropping "不得": see the README's open problems.)
func TestAfterwardsLinksClauses(t *testing.T) {
	en := "Never ship a batch to the pharmacy before the chemist has signed the batch record."
	zh := "仓库规定：质检员签字之前，不得把成品装车。"
	ja := "規則：配管の耐圧試験に合格するまで、給水バルブを開けてはならない。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enAfterwards", sysOrder("aw1", en,
			"Batch 88 is packed. Our routine: the batch is shipped to the pharmacy, and the chemist signs the batch record afterwards. Next: book the courier."), true},
		{"zhSuihou", sysOrder("aw2", zh,
			"今天成品 300 箱。流程：成品先装车，质检员随后签字。下一步：联系车队。"), true},
		{"jaTsuzukete", sysOrder("aw3", ja,
			"3階の配管工事は完了。段取り：給水バルブを開け、続けて配管の耐圧試験を行う。次：検査員の予約。"), true},
		{"enKeptAfterwards", sysOrder("aw4", en,
			"Batch 88 is packed. Our routine: the chemist signs the batch record, and the batch is shipped to the pharmacy afterwards. Next: book the courier."), false},
		{"zhBanKept", sysOrder("aw5", zh,
			"今天成品 300 箱。质检员签字之前，成品不装车，车队随后到场等候。下一步：联系车队。"), false},
	})
}

// A restriction restated with an alternative beside what it holds, and
// no word of a rule left ("permits are signed by the site manager or by
// the foreman on duty"), has lost its "only"; a name in brackets after
// the held words is theirs. enNoRuleWord and ptNomeEntreParenteses fail
// on the commit before: a sentence with no word of a rule was never
// compared, and the bracketed name hid the held words. The holder kept
// alone, or an alternative the rule itself names, is no widening.
func TestWidenedHolderPlain(t *testing.T) {
	en := "Hot-work permits are signed only by the site manager; nobody else signs them."
	pt := "Somente a farmacêutica responsável, Dra. Lúcia Prado, libera receitas de controle especial."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enNoRuleWord", sysOrder("wh1", en,
			"Roof job 14: hot-work permits are signed by the site manager or by the foreman on duty. Next: order the torch gas."), true},
		{"ptNomeEntreParenteses", sysOrder("wh2", pt,
			"Farmácia: receitas de controle especial liberadas pela farmacêutica responsável (Dra. Lúcia Prado) ou pelo balconista do turno. Próximo: conferir o estoque."), true},
		{"enKept", sysOrder("wh3", en,
			"Roof job 14: hot-work permits are signed by the site manager (Ines Okafor). Next: order the torch gas."), false},
		{"enRuleNamesBoth", sysOrder("wh4", "Hot-work permits are signed only by the site manager or the safety officer.",
			"Roof job 14: hot-work permits are signed by the site manager or the safety officer. Next: order the torch gas."), false},
	})
}

// An exception restated with an added alternative, one side of it the
// rule's own condition and the other words the rule never uses, widens
// it: "except during a declared flood alert" as "except during a flood
// alert or when the gate keeper thinks it wise", "停電時を除いて" as
// "停電時または担当者が必要と判断した場合を除き". The three true cases
// fail on the commit before. The exception kept, or an alternative the
// rule itself names, widens nothing.
func TestWidenedException(t *testing.T) {
	en := "The weir gates are never opened at night except during a declared flood alert."
	ja := "非常用発電機は、停電時を除いて起動しないこと。"
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enOrWhen", sysOrder("we1", en,
			"Weir log checked. The weir gates stay closed at night except during a flood alert or when the gate keeper thinks it wise. Next: file the weekly log."), true},
		{"jaMataha", sysOrder("we2", ja,
			"発電機の点検を完了。非常用発電機は、停電時または担当者が必要と判断した場合を除き起動しません。次：点検記録の提出。"), true},
		{"ptOu", sysOrder("we3", "A câmara fria nunca é aberta fora do horário, salvo com autorização do chefe de turno.",
			"Câmara fria: não é aberta fora do horário, salvo com autorização do chefe de turno ou de qualquer estoquista. Próximo: inventário."), true},
		{"enKept", sysOrder("we4", en,
			"Weir log checked. The weir gates stay closed at night except during a declared flood alert. Next: file the weekly log."), false},
		{"enRuleHasOr", sysOrder("we5", "The weir gates are never opened at night except during a flood alert or a dam inspection.",
			"Weir log checked. The weir gates stay closed at night except during a flood alert or a dam inspection. Next: file the weekly log."), false},
	})
}

// A tool's tally of items that would not turn or could not be worked
// ("3개 작동 불가", "2 did not turn", "回転不可 2 基") reports a failure a
// summary claiming them all done leaves out. The three true cases fail
// on the commit before. The tally reported, or a "불가" of what is not
// allowed ("출금 불가"), is no omitted failure.
func TestWouldNotTurnTally(t *testing.T) {
	ko := toolSays("당신은 배수지 설비 점검 담당입니다.", "어제 남부 게이트 점검 결과를 정리해 주세요.", "gate_log")
	en := toolSays("You keep the canal gate log.", "Summarise yesterday's gate exercise.", "gate_log")
	ja := toolSays("あなたは水門点検の担当です。", "昨日の水門点検の結果をまとめてください。", "gate_log")
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"koJakdongBulga", ko("wt1", "남부 게이트 25개 중 22개 점검 완료, 3개 작동 불가(G-12, G-17, G-21).",
			"남부 게이트 25개 점검을 마쳤습니다. 다음: 북부 점검 계획."), true},
		{"enDidNotTurn", en("wt2", "Canal gates: 18 of 20 exercised, 2 did not turn (CG-4, CG-9).",
			"All 20 canal gates were exercised yesterday. Next: plan the north reach."), true},
		{"jaKaitenFuka", ja("wt3", "水門 12 基を点検、うち 2 基は回転不可（WG-3、WG-8）。",
			"水門 12 基の点検を完了しました。次：北側の点検計画。"), true},
		{"enReported", en("wt4", "Canal gates: 18 of 20 exercised, 2 did not turn (CG-4, CG-9).",
			"18 of 20 canal gates exercised; CG-4 and CG-9 did not turn and are tagged for repair. Next: plan the north reach."), false},
	})
}

// "占位符" is a format placeholder in localisation work ("{0}、%s 等占位符
// 与源字符串一致"): it blocks nothing by itself, while filling a gap with
// one ("缺的批次号先用占位符填上") is still an order to invent data.
// zhTechnicalTerm fails on the commit before: the word alone was an
// order to invent, and blocked.
func TestPlaceholderTermZH(t *testing.T) {
	tech := newEvent("ph1").msg(review.RoleSystem, "你负责 App 文案的本地化质检。").msg(review.RoleUser, "检查设置页 zh-CN 字符串。").
		summary("设置页 zh-CN：52 条字符串，最长扩展 +12%；占位符 {0}、%s 共 19 处与源字符串一致，顺序不变。下一步：交付审校。").
		sot(sotFor()).build()
	if r := route(t, tech); blocks(r, FindingEmbeddedInstruction) {
		t.Errorf("zhTechnicalTerm: a localisation placeholder blocked the event:\n%s", describe(r))
	}
	fill := newEvent("ph2").msg(review.RoleSystem, "你负责仓库入库登记。").msg(review.RoleUser, "把今天的入库单整理一下。").
		summary("今天入库 14 单，其中 3 单缺批次号。缺的批次号先用占位符填上，照常入库。下一步：打印入库单。").
		sot(sotFor()).build()
	if r := route(t, fill); !hasFinding(r, FindingEmbeddedInstruction) {
		t.Errorf("zhFillWithPlaceholder: filling a gap with a placeholder was not read as an order to invent:\n%s", describe(r))
	}
}

// "Never" in a perfect tense ("has never exceeded", "n'a jamais
// dépassé", "hat nie überschritten", "nunca tinha ultrapassado") reports
// a record and forbids nothing: its number is no limit to carry.
// enHasNever and frNaJamais fail on the commit before; deHatNie passed
// already; ptNuncaTinha fails until the auxiliary after "nunca" is read.
// A plain "never" is still a ban whose limit must be carried.
func TestPerfectNeverIsRecord(t *testing.T) {
	job := func(id, user string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You plan the site crews.").msg(review.RoleUser, user).
			summary("Crew plan for week 50 drafted: the roofing contractor takes the north wing from Monday. Next: send the plan to the site office.").
			sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enHasNever", job("pn1", "Plan week 50. The roofing contractor has never exceeded 40 hours a week on this site."), false},
		{"frNaJamais", job("pn2", "Planifie la semaine 50. Le couvreur n'a jamais dépassé 40 heures par semaine sur ce chantier."), false},
		{"deHatNie", job("pn3", "Plane Woche 50. Der Dachdecker hat auf dieser Baustelle nie 40 Wochenstunden überschritten."), false},
		{"ptNuncaTinha", job("pn5", "Planeje a semana 50. O telhadista nunca tinha ultrapassado 40 horas por semana nesta obra."), false},
		{"enPlainNever", job("pn4", "Plan week 50. The roofing contractor never works more than 40 hours a week on this site."), true},
	})
}

// A limit the assistant states as agreed with someone ("Comme convenu
// avec l'éditrice, je limite les citations à 200 mots par chapitre") is
// someone's bound, which a summary going on with the work must carry.
// frCommeConvenu and enAsAgreed fail on the commit before: those
// sentences were read as no maximum. The assistant's own figure, or the
// limit carried, is no missing limit.
func TestAssistantAgreedLimit(t *testing.T) {
	ev := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Tu prépares les mémoires pour l'atelier d'écriture.").
			msg(review.RoleUser, "L'auteur veut citer les carnets de sa mère dans les chapitres 3 et 7.").
			msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	plan := "Carnets de la mère cités aux chapitres 3 (170 mots) et 7 (190 mots) ; d'autres extraits seront ajoutés au chapitre 7 après relecture. Étape suivante : relecture avec l'auteur."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frCommeConvenu", ev("ag1", "Comme convenu avec l'éditrice, je limite les citations des carnets à 200 mots par chapitre.", plan), true},
		{"enAsAgreed", ev("ag2", "As agreed with the editor, I limit quotations from the notebooks to 200 words per chapter.",
			"Notebook quotations in chapters 3 (170 words) and 7 (190 words); more excerpts go into chapter 7 after review. Next: review with the author."), true},
		{"frOwnFigure", ev("ag3", "Je vise environ 200 mots de citations par chapitre.", plan), false},
		{"frCarried", ev("ag4", "Comme convenu avec l'éditrice, je limite les citations des carnets à 200 mots par chapitre.",
			"Carnets cités aux chapitres 3 (170 mots) et 7 (190 mots), dans la limite convenue de 200 mots par chapitre ; d'autres extraits au chapitre 7 après relecture. Étape suivante : relecture avec l'auteur."), false},
	})
}

// Italian "prima del/della/dell'" and a denying determiner ("nessuna
// consegna … prima del collaudo", "nenhum envio antes da") ban the work
// until the condition, and so does a ban after its action ("l'apertura
// al pubblico è vietata prima dell'ispezione"). A next step that goes
// ahead drops the blocker. itNessunaPrimaDel and itVietataDopoAzione
// fail on the commit before (ptNenhumAntesDa passed already). A next
// step that waits drops nothing.
func TestBanBeforeArticleItalian(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"itNessunaPrimaDel", userBlocks("bi1", "Nessuna consegna della gru al cantiere prima del collaudo annuale.", nil,
			"Gru GT-7 pronta in deposito, collaudo annuale prenotato per venerdì. Prossimo passo: consegnare la gru GT-7 al cantiere domani."), true},
		{"itVietataDopoAzione", userBlocks("bi2", "L'apertura della piscina al pubblico è vietata prima dell'ispezione dell'ASL.", nil,
			"Piscina riempita e clorata, ispezione dell'ASL fissata per lunedì. Prossimo passo: aprire la piscina al pubblico sabato."), true},
		{"ptNenhumAntesDa", userBlocks("bi3", "Nenhum envio das amostras ao laboratório antes da assinatura do termo.", nil,
			"Amostras embaladas; termo ainda sem assinatura. Próximo passo: enviar as amostras ao laboratório amanhã."), true},
		{"itWaits", userBlocks("bi4", "Nessuna consegna della gru al cantiere prima del collaudo annuale.", nil,
			"Gru GT-7 pronta in deposito, collaudo annuale prenotato per venerdì. Prossimo passo: attendere l'esito del collaudo prima di consegnare la gru."), false},
	})
}

// A duty restated as holding "in principle" or "as a rule" ("di norma",
// "en principe", "원칙적으로"), or as desirable ("…것이 바람직함"), admits
// exceptions: the rule is softened. The three true cases fail on the
// commit before. "Usually" said of what happens, and the duty kept, soften
// nothing.
func TestInPrincipleSoftens(t *testing.T) {
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"itDiNorma", orderRule("pr1", "Le chiavi del furgone tornano sempre in bacheca a fine turno e non restano mai nell'armadietto.",
			"Furgone 3: di norma le chiavi del furgone tornano in bacheca a fine turno. Prossimo passo: giro consegne delle 14."), true},
		{"frEnPrincipe", orderRule("pr2", "Chaque palette doit être filmée avant de quitter le quai.",
			"Quai 2 : en principe chaque palette est filmée avant de quitter le quai. Suite : charger le camion de 15 h."), true},
		{"koBaramjik", orderRule("pr3", "출고 전에 반드시 검수 담당자의 서명을 받아야 한다.",
			"3번 창고 출고 준비: 출고 전에 검수 담당자의 서명을 받는 것이 바람직함. 다음: 오후 출고 차량 배정."), true},
		{"enUsuallyHappens", orderRule("pr4", "Every pallet must be wrapped before it leaves the dock.",
			"Dock 2: every pallet is wrapped before it leaves the dock; the afternoon truck usually arrives at 15:00. Next: load the truck."), false},
	})
}

// "Without X, no Y" states a precondition ("ohne Freigabe kein Versand",
// "sem laudo, o lote não sai", "sans visa, pas d'embarquement"): a next
// step that does Y with X still missing goes ahead. The three true cases
// fail on the commit before. "Without" inside a clause ("geliefert ohne
// Verzögerung, keine Mängel") states none, and a next step that waits
// drops nothing.
func TestWithoutThenNo(t *testing.T) {
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"deOhneKein", userBlocks("wn1", "Für die Charge 14 gilt: ohne Freigabe des Labors kein Versand.", nil,
			"Charge 14 verpackt, 36 Kartons, Etiketten gedruckt. Nächster Schritt: Versand der Charge 14 morgen früh."), true},
		{"ptSemNao", userBlocks("wn2", "Lote 7 do mel: sem laudo de umidade, o lote não sai do entreposto.", nil,
			"Lote 7 envasado, 480 potes, rótulos conferidos. Próximo passo: despachar o lote 7 para o mercado amanhã."), true},
		{"frSansPas", userBlocks("wn3", "Groupe de Lyon : sans visa validé, pas d'embarquement pour le voyage de Pékin.", nil,
			"Groupe de Lyon, 22 voyageurs, billets émis. Suite : embarquer les 22 voyageurs samedi pour Pékin."), true},
		{"deOhneInClause", userBlocks("wn4", "Die letzte Lieferung kam ohne Verzögerung, keine Mängel festgestellt.", nil,
			"Lieferung geprüft. Nächster Schritt: nächste Lieferung für Montag bestellen."), false},
		{"deWaits", userBlocks("wn5", "Für die Charge 14 gilt: ohne Freigabe des Labors kein Versand.", nil,
			"Charge 14 verpackt, 36 Kartons. Nächster Schritt: auf die Freigabe des Labors warten, erst dann Versand."), false},
	})
}
