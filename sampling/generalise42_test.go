package sampling

import (
	"testing"
)

// A sentence that opens by naming the rule or policy it applies ("按公司规
// 定，…", "規則上、…", "Nach Richtlinie …", "Selon la politique, …")
// restates the protected rule's number even when no limit word binds the
// number in its own clause. zhLeadChanged, frLeadChanged and
// jaLeadChanged fail on the commit before, which asked for a bound or rule
// word in the number's clause (deLeadChanged's "bis … erlaubt" binds
// there already); the kept cases guard against reading the rule's own
// number as changed.
func TestRuleNumberAfterARuleLead(t *testing.T) {
	resin := ruleSays("树脂修补后须固化至少48小时才能打磨。",
		"你负责一家木船修缮工坊的工单。", "船体左舷的树脂修补今天上午完成，请安排后续工序。")
	pallets := ruleSays("Ein Stapler darf höchstens 6 Paletten pro Fahrt über die Rampe bringen.",
		"Du planst Fahrten im Lager Nord.", "Für Tor 3 stehen heute 5 Paletten bereit.")
	deposit := ruleSays("Le dépôt de garantie est de 350 EUR par vélo électrique loué.",
		"Tu gères les locations d'une boutique de vélos.", "M. Caron loue deux vélos électriques ce week-end.")
	interval := ruleSays("ボイラーの点検間隔は 6 か月を超えてはならない。",
		"あなたは設備保全の担当者です。", "2 号ボイラーの次回点検を計画してください。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhLeadChanged", resin("rl1", "左舷树脂修补已于今天10:00完成。按工坊规定，修补后静置24小时即可打磨。下一步：明天上午打磨。"), true},
		{"deLeadChanged", pallets("rl2", "Tor 3: 5 Paletten bereit. Nach Richtlinie sind pro Fahrt bis 8 Paletten über die Rampe erlaubt. Nächster Schritt: alles in einer Fahrt."), true},
		{"frLeadChanged", deposit("rl3", "Location Caron : deux vélos électriques ce week-end. Selon la politique, le dépôt est de 250 EUR par vélo. Prochaine étape : encaisser les dépôts."), true},
		{"jaLeadChanged", interval("rl4", "2 号ボイラー：前回点検は 5 月。規則上、点検間隔は最大 9 か月。次のステップ：点検を来年 2 月に予約。"), true},
		// The rule's own number after the lead keeps it.
		{"zhLeadKept", resin("rl5", "左舷树脂修补已于今天10:00完成。按工坊规定，修补后静置48小时才能打磨。下一步：后天上午打磨。"), false},
		{"frLeadKept", deposit("rl6", "Location Caron : deux vélos électriques ce week-end. Selon la politique, le dépôt est de 350 EUR par vélo, soit 700 EUR. Prochaine étape : encaisser les dépôts."), false},
	})
}

// Korean and Japanese currency names after an amount ("200유로", "150ドル")
// make it money in that currency, comparable with the rule's "EUR 150".
// The parse fails on the commit before, which read such an amount as a
// bare number.
func TestKoreanAndJapaneseCurrencyNames(t *testing.T) {
	for _, c := range []struct {
		text, code string
		val        float64
	}{{"공제액이 200유로를 넘을 때", "EUR", 200}, {"보증금 300달러", "USD", 300}, {"上限は 150ドル", "USD", 150}, {"送料 40ユーロ", "EUR", 40}} {
		qs := quantitiesOf(c.text)
		if len(qs) != 1 || qs[0].kind != qMoney || qs[0].currency != c.code || qs[0].vals[0] != c.val {
			t.Errorf("%q: got %+v, want %v %s", c.text, qs, c.val, c.code)
		}
	}
}
