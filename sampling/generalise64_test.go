package sampling

import (
	"strings"
	"testing"

	"recap/review"
)

// A rule that asks for two or more of something, restated with one of it
// written as an article ("two manager signatures" as "a manager
// signature", "duas assinaturas" as "uma assinatura", "zwei volljährige
// Aufsichtspersonen" as "eine volljährige Aufsichtsperson"): no number is
// left in the sentence to compare, so the count lowered went unseen.
// enArticle, ptUma and deEine fail on the commit before; enArticleNoLimit
// holds on both (the reading of a dropped limit reports "two" gone from a
// rule with no other number). Guards, holding on both: a cap lowered is
// stricter ("at most two dogs" as "at most one dog"), "a second
// instructor" is one more, "a lead and a tail escort vehicle" lists two, a
// digit that labels a noun ("division 2 fixtures") counts nothing, a
// conclusion drawn from
// the case ("below £15,000, so one approver is enough") applies the rule,
// and the count kept in the sentence ("the mean of three independent
// scores, … by a reserve panellist", "two instructors, a qualified
// instructor in the water") restates it.
func TestCountLoweredToOne(t *testing.T) {
	signatures := ruleCase("Refunds above £200 need two manager signatures.",
		"The refund for order 4471 is £260.", "refund_desk", "Refund R-4471: £260, open.")
	dive := ruleCase("A night dive goes ahead only with two qualified instructors in the water.",
		"Can the Thursday night dive at Porthkerris go ahead?", "dive_roster", "Thursday night dive: 9 divers booked; instructors rostered: Mel Hart, Jon Pryce.")
	refund := ruleCase("Um reembolso acima de 200 € exige duas assinaturas de gestores.",
		"O reembolso do cliente 4471 é de 260 €.", "refund_desk", "Pedido R-4471: 260 €, aberto.")
	hall := ruleCase("Ab 15 Kindern müssen zwei volljährige Aufsichtspersonen in der Halle sein.",
		"Kann die Halle am Samstag für das Jugendtraining öffnen?", "hall_plan", "Samstag 10:00: Jugendtraining, 18 Kinder angemeldet.")
	walks := ruleCase("On the 2.5 km cliff path a walker takes at most two dogs.",
		"Plan Tuesday's cliff walk.", "walk_plan", "Tuesday cliff walk: 3 walkers, 5 dogs.")
	escort := ruleCase("Loads wider than 4.2 m travel with two escort vehicles.",
		"Route the 4.6 m wide beam to Harwich.", "route_plan", "Beam B-77, 4.6 m wide, route via A120 approved.")
	approvers := ruleCase("Payments above £15,000 need two approvers.",
		"Pay the Hendry claim.", "payment_run", "Claim H-88: £9,400, approved by Sam Reid.")
	panel := ruleCase("A tasting mark is the mean of three panellists' independent scores; a missing sheet means re-marking by a reserve panellist.",
		"Mark the Ridgeway cheddar.", "score_sheets", "Ridgeway cheddar: sheets from Ana and Joe; Priya's sheet is missing.")
	fixtures := ruleCase("Division 2 fixtures that are postponed are replayed within 21 days.",
		"The Oakfield fixture was rained off.", "fixture_list", "Oakfield v Brampton (division 2) postponed on 4 May.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enConcluded", approvers("c12", "Claim H-88: reserve £9,400.00; below £15,000, so one approver is enough. Sam Reid has approved it.\nNext: add H-88 to Friday's payment run."), false},
		{"enCountElsewhere", panel("c13", "Priya's sheet is missing. The rule: a tasting mark is the mean of three independent scores, and a missing sheet means re-marking by a reserve panellist.\nNext: ask the reserve to mark the Ridgeway cheddar."), false},
		{"enArticle", signatures("c1", "Refund R-4471 for £260 is open. Refunds above £200 need a manager signature.\nNext: ask Dana to sign."), true},
		{"enArticleNoLimit", dive("c9", "Thursday night dive: 9 divers booked. The night dive goes ahead only with a qualified instructor in the water.\nNext: confirm the divers for Thursday."), true},
		{"ptUma", refund("c2", "Reembolso R-4471 de 260 €. Um reembolso acima de 200 € exige uma assinatura de gestor.\nPróximo passo: pedir a assinatura."), true},
		{"deEine", hall("c3", "Samstag 10:00 Jugendtraining mit 18 Kindern. Ab 15 Kindern muss eine volljährige Aufsichtsperson in der Halle sein.\nNächster Schritt: Schlüssel übergeben."), true},
		{"enSecond", dive("c5", "Thursday night dive: 9 divers booked. It goes ahead only once a second qualified instructor is in the water with Mel.\nNext: confirm the divers for Thursday."), false},
		{"enListed", escort("c6", "Beam B-77 is 4.6 m wide. Loads wider than 4.2 m travel with a lead and a tail escort vehicle.\nNext: book the escorts."), false},
		{"enCapLowered", walks("c10", "Tuesday cliff walk: 3 walkers, 5 dogs. On the 2.5 km cliff path a walker takes at most one dog.\nNext: pair the dogs with walkers."), false},
		{"enLabelDigit", fixtures("c7", "Oakfield v Brampton was postponed on 4 May; a postponed fixture is replayed within 21 days.\nNext: offer dates to both clubs."), false},
		{"enCountKept", dive("c8", "Thursday night dive: 9 divers booked. It goes ahead only with two qualified instructors, a qualified instructor in the water at each buddy pair's exit.\nNext: confirm the divers for Thursday."), false},
	})
}

// 只 after a numeral, "每" or a noun it makes collective ("犬只", "船只",
// "每只") counts; it does not restrict. The rule's "只有" dropped in a
// restatement that still says "犬只" was taken as kept. zhDogsOnlyDropped
// and zhBoatsOnlyDropped fail on the commit before. Guard, holding on
// both: "只有" kept.
func TestZhCounterIsNotOnly(t *testing.T) {
	camp := systemRuleCase("营地公告：只有持证领队可以在拴狗区过夜看守犬只。", "今晚谁守夜？", "camp_roster", "守夜名单：赵磊（持证领队）、钱芳（队员）。")
	harbour := systemRuleCase("港务规定：只有持证船长可以驾驶船只出港。", "明早的出港安排？", "harbour_log", "明早出港：海燕号，船长孙立（持证），学员周敏。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhDogsOnlyDropped", camp("z1", "守夜名单：赵磊（持证领队）、钱芳（队员）。按营地公告，持证领队可以在拴狗区过夜看守犬只，队员也可以轮班。\n下一步：排今晚的守夜班次。"), true},
		{"zhBoatsOnlyDropped", harbour("z2", "明早海燕号出港。港务规定：持证船长可以驾驶船只出港，学员也可以。\n下一步：把出港时间告诉周敏。"), true},
		{"zhOnlyKept", camp("z3", "守夜名单：赵磊（持证领队）、钱芳（队员）。按营地公告，只有持证领队可以在拴狗区过夜看守犬只。\n下一步：排今晚的守夜班次。"), false},
	})
}

// A count of animals written with its Chinese numeral and 只 ("每笼不超过
// 四只") carries the limit "每笼最多 4 只": 只 counts as 位 and 名 do.
// zhNumeralCounter fails on the commit before. Guard, holding on both:
// another count ("每笼不超过六只").
func TestZhNumeralCountsAnimals(t *testing.T) {
	cages := systemRuleCase("规定：仓鼠每笼最多 4 只。", "新到 11 只仓鼠，需要几个笼子？", "cage_plan", "3 cages: 4+4+3")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhNumeralCounter", cages("n1", "新到 11 只仓鼠分 3 笼（4、4、3）。每笼不超过四只，符合规定。\n下一步：通知饲养员备笼。"), false},
		{"zhOtherCount", cages("n2", "新到 11 只仓鼠分 3 笼（4、4、3）。每笼不超过六只。\n下一步：通知饲养员备笼。"), true},
	})
}

// Chinese order read as it is said: "X必须在Y之前完成" puts X first (the
// step before "在", not the "完成" after "之前"); "Y完成后由…X" puts Y
// first whatever follows "后"; the 别 of "分别" (each) bans nothing, so
// "质检员分别复核，然后封箱" keeps its order. All three fail on the commit
// before. Guards, holding on both: "竞价结束后不得接受新报价" reads no
// link from "结束后" (a negation follows, see the ban readings), and a
// bare "别" still bans ("别在复核之前封箱").
func TestZhOrderWords(t *testing.T) {
	lx := theLexicon()
	for _, c := range []struct {
		text, first, second string
		links               int
	}{
		{"复核必须在封箱之前完成。", "复核", "封箱", 1},
		{"封箱完成后由两名质检员复核。", "封箱", "复核", 1},
		{"质检员分别复核，然后封箱。", "复核", "封箱", 1},
		{"别在复核之前封箱。", "复核", "封箱", 1},
		{"竞价结束后不得接受新报价。", "", "", 0},
	} {
		u := lx.fillUnit(&unit{}, review.PaneSummary, "text", c.text)
		var got []seqLink
		for _, s := range u.sents {
			got = append(got, seqLinks(lx, u, s)...)
		}
		if len(got) != c.links {
			t.Errorf("%q: %d links, want %d", c.text, len(got), c.links)
			continue
		}
		if c.links == 0 {
			continue
		}
		f, s := u.f.text[got[0].first[0]:got[0].first[1]], u.f.text[got[0].second[0]:got[0].second[1]]
		if !strings.Contains(f, c.first) || !strings.Contains(s, c.second) {
			t.Errorf("%q: first %q, second %q; want %q before %q", c.text, f, s, c.first, c.second)
		}
	}
}

// A Chinese count of two or more restated as 一 with the same counter and
// noun ("两名调色师" as "一名调色师") lowers it. zhTwoToOne fails on the
// commit before. Guard, holding on both: the count kept ("两名调色师，其中
// 一名调色师签名").
func TestZhCountLoweredToOne(t *testing.T) {
	ink := codedRule("退回的余墨要重新入库。", "INK-4", "退回的余墨重新入库前，必须由两名调色师核对批号并签名。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhTwoToOne", ink("zc1", "INK-4：退回余墨重新入库前，须由一名调色师核对批号并签名。\n下一步：安排入库。"), true},
		{"zhKept", ink("zc3", "INK-4：退回余墨重新入库前，须由两名调色师核对批号，其中一名调色师签名。\n下一步：安排入库。"), false},
	})
}

// A rule with an "only" and a "never" in separate clauses, restated under
// a label that names a rule ("Minutes rule: …") with the "never" kept and
// the "only" gone ("go only to committee members" as "go to members"): the
// label speaks as a rule, as a modal does. enLabelOnlyDropped fails on the
// commit before. Guard, holding on both: a labelled sentence that names
// the prohibited clause and not what the "only" held ("Kit rule: a captain
// cannot place a kit order; …") restates the other clause.
func TestLabelledRestrictionDropped(t *testing.T) {
	ev := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, rule).summary(summary).sot(sotFor()).build()
	}
	minutes := "Reminder of the rule: club minutes go only to committee members, by email, and never to the public noticeboard."
	kit := "Reminder of the rule: kit orders are placed only by the kit secretary, never by captains."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enLabelOnlyDropped", ev("lr1", minutes, "March minutes are drafted.\nMinutes rule: club minutes go to members by email, never to the public noticeboard.\nNext: email the March minutes."), true},
		{"enLabelOtherClause", ev("lr2", kit, "Sam asked to order shirts himself.\nKit rule: a captain cannot place a kit order; any kit order is placed by the kit secretary alone.\nNext: pass Sam's request to the kit secretary."), false},
	})
}

// A later message that says the condition done only with a count of none
// ("ゲート3基のうち較正済み0基", "calibrated: 0") leaves it open; and a word
// for done counts only in a clause that names the condition. jaZeroDone
// fails on the commit before. Guard, holding on both: "較正済み3基" (all
// done) meets it.
func TestDoneCountedAsNone(t *testing.T) {
	ev := func(id, result string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "計時ゲートの較正が終わるまでヒート表は公開しない。").msg(review.RoleUser, "ヒート表、出せますか？").
			toolCall("gate_check", `{}`).tool("gate_check", result, false).
			summary("7回戦：参加者18名、3ヒート。\n次：7回戦のヒート表を公開する。").sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"gate_check"}}).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaZeroDone", ev("dz1", "7回戦：ゲート3基のうち較正済み0基、担当者は土曜に実施予定"), true},
		{"jaAllDone", ev("dz2", "7回戦：ゲート3基のうち較正済み3基"), false},
	})
}

// "May" after a weekday and a day is the month: "He needs our learning
// plan by Friday 21 May" sets a deadline, as "by 3 June" did.
// enFridayMay fails on the commit before; enJune holds on both.
func TestWeekdayMakesMayAMonth(t *testing.T) {
	ev := func(id, said string) *review.Event {
		return newEvent(id).msg(review.RoleUser, said).
			toolCall("claim_form", `{}`).tool("claim_form", "Claim GC-7: sections 1-3 filled, section 4 (receipts) open.", false).
			summary("Grant claim GC-7: sections 1-3 filled; section 4 (receipts) still open.\nNext: finish section 4 of GC-7.").sot(sotFor()).
			policy(review.Policy{AllowedTools: []string{"claim_form"}}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enFridayMay", ev("nb1", "The county office needs our grant claim by Friday 14 May or the money lapses."), true},
		{"enJune", ev("nb2", "The county office needs the grant claim by 3 June."), true},
	})
}
