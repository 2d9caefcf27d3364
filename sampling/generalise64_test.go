package sampling

import "testing"

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
