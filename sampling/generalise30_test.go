package sampling

import (
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
