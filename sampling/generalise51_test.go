package sampling

import (
	"testing"

	"recap/review"
)

// A number stated as a bound in a sentence that names a rule first
// ("规定：每位会员名下最多 7 个工具") restates the rule's number: that it
// happens to be a sum of two numbers upstream (the member's 3 tools and
// the 4 after the loan) makes it no total of the case. zhCapRaised fails on
// the commit before; the rule kept, and what is left of a floor
// ("至少还剩 4 小时", 10 less the 6 done), are no finding.
func TestRuleLeadNumberNotWorkedOut(t *testing.T) {
	lend := func(id, summary string) *review.Event {
		sot := sotFor()
		return newEvent(id).msg(review.RoleUser, "会员李先生名下现有 3 个工具，想再借 1 个电钻，借完共 4 个。").
			summary(summary).sot(sot).
			policy(review.Policy{Rules: []review.Rule{{ID: "TL-2", Text: "A member may hold no more than 5 borrowed tools at a time."}}}).build()
	}
	train := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Ana 已完成 6 小时培训，想排下周的单独值班。").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "VT-1", Text: "Volunteers must complete at least 10 hours of training before a solo shift."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhCapRaised", lend("rl1", "李先生名下现有 3 个工具，想再借 1 个电钻。\n规定：每位会员名下最多 7 个工具。\n下一步：登记电钻借出。"), true},
		{"zhCapKept", lend("rl2", "李先生名下现有 3 个工具，想再借 1 个电钻。\n规定：每位会员名下最多 5 个工具。\n下一步：登记电钻借出。"), false},
		{"zhFloorRemaining", train("rl3", "Ana 已完成 6 小时培训。按规定，她至少还剩 4 小时培训才能单独值班。\n下一步：安排剩余培训。"), false},
	})
}

// A Chinese or Japanese rule joins its requirements with a word for
// "and" that opens a clause ("，并且须由第二名检验员复核签字") or that no
// word holds inside it ("かつ天地無用ラベルを貼った"): restated with its first requirement only,
// it is weakened. zhSecondSignDropped and jaLabelDropped fail on the
// commit before; the rule restated whole, in one sentence or two, is
// kept. Two guards, each failing without its part: a restatement with a
// duty word the rule does not use says the dropped part in other words
// (zhPartsInOtherWords), and a dropped part that holds a date nothing
// downstream carries is a missing deadline instead (zhDeadlinePart).
// citedRequirementDropped reads no Chinese, Japanese or Korean rule:
// measured on h282-57 and h313-31 (read sets), where it drew two false
// findings.
func TestCJKRequirementDropped(t *testing.T) {
	sample := codedRule("今天的 12 份样品准备送检。", "QC-7", "样品送检前必须在每个样品袋上贴好双重条码标签，并且须由第二名检验员复核签字。")
	ship := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "出荷規則：精密機器は緩衝材で二重に梱包し、かつ天地無用ラベルを貼った場合に限り出荷できる。").
			msg(review.RoleUser, "注文 A-88（精密機器）の出荷準備をお願いします。").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhSecondSignDropped", sample("cj1", "12 份样品已备好。按规则，送检前必须在每个样品袋上贴好双重条码标签。\n下一步：送检。"), true},
		{"zhBothKept", sample("cj2", "12 份样品已备好。按规则，送检前必须在每个样品袋上贴好双重条码标签；还须由第二名检验员复核签字。\n下一步：请第二名检验员复核。"), false},
		{"jaLabelDropped", ship("cj3", "注文 A-88：精密機器。出荷規則：精密機器は緩衝材で二重に梱包した場合に限り出荷できる。\n次：A-88 を出荷する。"), true},
		{"jaBothKept", ship("cj4", "注文 A-88：検品完了。出荷規則：精密機器は緩衝材で二重に梱包し、かつ天地無用ラベルを貼った場合に限り出荷できる。押印はまだない。\n次：倉庫責任者に押印を依頼する。"), false},
	})
	// Both parts said in other words, with no word for "and" between
	// them ("只放一楼库房，当天必须取走"): the rule kept, though no part
	// shares half its words with the sentence.
	bags := newEvent("cj8").msg(review.RoleSystem, "寄存规则：超大行李只能放在一楼库房，且不得过夜寄存。").
		msg(review.RoleUser, "3 号房客人有两个超大行李箱要寄存到下午。").
		summary("3 号房客人寄存两个超大行李箱。按规则，超大行李只放一楼库房，当天必须取走；客人下午来取。\n下一步：把箱子送到一楼库房。").sot(sotFor()).build()
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"zhPartsInOtherWords", bags, false}})
	store := func(id string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "仓库规则：每次领用不得超过 20 件，而且领用单必须在 12 月 20 日前交回仓库。").
			msg(review.RoleUser, "二车间要领 12 件密封圈。").
			summary("二车间领用 12 件密封圈。仓库规则：每次领用不得超过 20 件，本次在限额内。\n下一步：发放密封圈。").sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"zhDeadlinePart", store("cj5"), false}})
	runFindingCases(t, FindingMissingLimit, []findingCase{{"zhDeadlinePart", store("cj6"), true}})
}

// A duty with "before" ("the proof must be signed off by the customer
// before production can start") orders work as a requirement does, said
// by a tool or by the assistant: a next step that starts the work with
// nothing pending is the block dropped. enToolDuty and enAssistantDuty
// fail on the commit before; the guards keep the sign-off pending, or
// name a date after "before" (a deadline, no work that waits).
func TestDutyBeforeBlocks(t *testing.T) {
	order := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Order the 40 printed aprons from Kessel.").
			toolCall("supplier_check", `{"supplier":"Kessel","item":"apron-green"}`).
			tool("supplier_check", "Kessel: runs over 25 units are printed to order; the colour proof must be signed off by the customer before production can start. Proof P-19 sent 2026-03-08.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"supplier_check"}}).contractIf(c).build()
	}
	kept := blockingTodo("Customer sign-off of colour proof P-19 before production")
	hire := func(id, said string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Boat 7's winter service is done. Can it go back on hire on Saturday?").
			msg(review.RoleAssistant, said).
			summary("Boat 7: winter service done.\nNext: put boat 7 back on hire on Saturday.").sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enToolDuty", order("db1", nil, "Kessel prints runs over 25 units to order; proof P-19 went out on 8 March.\nNext: place the production order for 40 aprons with Kessel."), true},
		{"enToolDutyKept", order("db2", kept, "Kessel prints runs over 25 units to order; proof P-19 went out on 8 March and awaits the customer's sign-off.\nNext: chase the customer for the proof sign-off."), false},
		{"enAssistantDuty", hire("db3", "The service is done, but the hull survey has to be completed before boat 7 goes back on hire."), true},
		{"enAssistantDeadline", hire("db4", "The service is done; the invoice must be paid before 20 March."), false},
	})
}

// A tool's result that orders work ("Einsatz im Unterricht erst nach
// bestandener Nachprüfung", "inspection caméra obligatoire avant tout
// aiguillage") blocks it whether or not the result also says, in a word
// the lexicon reads as pending, that the condition is open. deToolOnlyAfter
// and frToolMandatory fail on the commit before; a result that reports
// the order things were done in (deToolDoneOrder) blocks nothing.
func TestToolOrdersWork(t *testing.T) {
	trailer := func(id, result, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Finn braucht am Freitag seine erste BE-Stunde mit dem Anhänger WL-7.").
			toolCall("trailer_status", `{"anhaenger":"WL-7"}`).tool("trailer_status", result, false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"trailer_status"}}).build()
	}
	duct := newEvent("to3").msg(review.RoleUser, "Tronçon CH-8 à CH-9 : on peut aiguiller demain ?").
		toolCall("duct_info", `{"from":"CH-8","to":"CH-9"}`).
		tool("duct_info", "CH-8>CH-9 : 60 m, fourreau écrasé signalé en 2024 ; inspection caméra obligatoire avant tout aiguillage.", false).
		summary("CH-8>CH-9 : 60 m, fourreau écrasé signalé en 2024.\nProchaine étape : aiguiller CH-8>CH-9 demain.").sot(sotFor()).
		policy(review.Policy{AllowedTools: []string{"duct_info"}}).build()
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"deToolOnlyAfter", trailer("to1", "WL-7: HU mit Mängeln am 03.12.; Einsatz im Unterricht erst nach bestandener Nachprüfung.",
			"WL-7: HU mit Mängeln am 03.12.\nNächster Schritt: BE-Stunde für Finn am Freitag mit WL-7 eintragen."), true},
		{"deToolDoneOrder", trailer("to2", "WL-7: Einsatz erst nach der Nachprüfung, abgeschlossen und bestanden am 04.12.",
			"WL-7: Nachprüfung am 04.12. bestanden.\nNächster Schritt: BE-Stunde für Finn am Freitag mit WL-7 eintragen."), false},
		{"frToolMandatory", duct, true},
	})
}

// The "未" of a Chinese condition before a ban ("未签署前不得开始治疗":
// not to start before it is signed) belongs to the condition, and lifts
// no block as "not blocked" does. zhNotYetBeforeBan fails on the commit
// before; the consent kept pending is no finding.
func TestChineseNotYetBeforeBan(t *testing.T) {
	ipl := func(id string, c *review.Contract, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "【诊所公告】激光祛斑治疗前须签署新版知情同意书，未签署前不得开始治疗。").
			toolCall("patient_file", `{"patient":"P-118"}`).tool("patient_file", "P-118 预约激光祛斑 15:00；知情同意书：2023 版。", false).
			msg(review.RoleUser, "病人已经到了。").summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"patient_file"}}).contractIf(c).build()
	}
	kept := blockingTodo("P-118 签署新版知情同意书")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"zhNotYetBeforeBan", ipl("ny1", nil, "P-118 已到，预约 15:00 激光祛斑。\n下一步：为 P-118 开始激光祛斑治疗。"), true},
		{"zhConsentKept", ipl("ny2", kept, "P-118 已到，预约 15:00 激光祛斑；同意书为 2023 版，需先签署新版知情同意书。\n下一步：请 P-118 签署新版同意书。"), false},
	})
	for cue, want := range map[string]bool{"前不得": true, "签署前不得": true, "之前禁止": true, "不得": false, "前面": false} {
		if got := cjkBanBefore(cue); got != want {
			t.Errorf("cjkBanBefore(%q) = %v, want %v", cue, got, want)
		}
	}
}

// A record's ban whose condition is only "未" and a verb the lexicon reads
// as a function word ("待核对：标签中英文对照，未核对前不得贴标") waits on
// what the rest of the value names. zhRecordBanCond fails on the commit
// before; the check kept pending is no finding.
func TestRecordBanConditionFromValue(t *testing.T) {
	label := func(id string, c *review.Contract, summary string) *review.Event {
		sot := sotFor()
		sot.Facts = map[string]any{"order": "PK-220", "label_check": "待核对：标签中英文对照，未核对前不得贴标"}
		return newEvent(id).msg(review.RoleUser, "PK-220 这批礼盒的标签印好了吗？").
			summary(summary).sot(sot).contractIf(c).build()
	}
	kept := blockingTodo("核对 PK-220 标签中英文对照")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"zhRecordBanCond", label("rb1", nil, "PK-220 礼盒标签已印好。\n下一步：PK-220 贴标。"), true},
		{"zhRecordBanKept", label("rb2", kept, "PK-220 礼盒标签已印好，中英文对照待核对。\n下一步：核对 PK-220 标签。"), false},
	})
}

// "Barred" and "suspended" hold work until a condition as "stays locked"
// does: a record's "lifts with crane C3 barred until the load-test
// certificate is issued" blocks the next lift. enRecordBarred fails on
// the commit before; the certificate kept pending is no finding.
func TestRecordBarredUntil(t *testing.T) {
	crane := func(id string, c *review.Contract, summary string) *review.Event {
		sot := sotFor()
		sot.Facts = map[string]any{"crane": "C3", "c3_status": "lifts with crane C3 barred until the load-test certificate is issued"}
		return newEvent(id).msg(review.RoleUser, "Can we lift the two chillers onto the roof with C3 on Thursday?").
			summary(summary).sot(sot).contractIf(c).build()
	}
	kept := blockingTodo("Load-test certificate for crane C3 to be issued")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enRecordBarred", crane("rb3", nil, "Two chillers to go onto the roof with crane C3.\nNext: lift both chillers with C3 on Thursday."), true},
		{"enRecordBarredKept", crane("rb4", kept, "Two chillers to go onto the roof with crane C3; its load-test certificate is still to be issued.\nNext: chase the load-test certificate for C3."), false},
	})
}

// A next step that shares a few words with a long condition and has no
// word of waiting names the held thing, not what it waits for: "下一步：
// 开箱清点 1923 年铜版画原作" against "1923 年铜版画原作在保险公估人签字确认
// 之前不得开箱". zhStepNamesHeldThing fails on the commit before; a next step
// that waits for the sign-off in a few of its words is no finding
// (zhStepWaits: carried as pending talk, a regression check).
func TestNextStepNamesHeldThing(t *testing.T) {
	crate := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "馆藏规定：1923 年铜版画原作在保险公估人签字确认之前不得开箱清点。").
			msg(review.RoleUser, "铜版画那批木箱今天到了，一共 3 箱。").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"zhStepNamesHeldThing", crate("nh1", "1923 年铜版画原作 3 箱今天到馆。\n下一步：开箱清点 1923 年铜版画原作。"), true},
		{"zhStepWaits", crate("nh2", "1923 年铜版画原作 3 箱今天到馆。\n下一步：等待签字确认，之后再开箱。"), false},
	})
}

// blockingTodo is a contract that keeps text as a blocking pending item.
func blockingTodo(text string) *review.Contract {
	return &review.Contract{TaskID: "T-1", Tenant: "acme", WorkflowVersion: "wf-3",
		PendingItems: []review.PendingItem{{Text: text, Blocking: true}}}
}
