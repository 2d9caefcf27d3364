package sampling

import (
	"strings"
	"testing"

	"recap/review"
)

// A tool field named as a limit that the summary drops is named in the
// finding's message ("max_refund_gbp"), so a reviewer finds the field in
// a long JSON line the quote clips. Fails on the commit before, whose
// message gave the number and the clipped line only.
func TestToolFieldLimitNamesItsField(t *testing.T) {
	ev := toolSays("You handle returns for a garden-furniture shop.", "Can the customer on order O-19 get their money back?", "order_lookup")("kn1",
		`{"order": "O-19", "customer": "C-310", "item": "teak bench", "delivered": "2026-11-02", "carrier": "Parcelway", "condition_reported": "split slat", "max_refund_gbp": 80}`,
		"Order O-19 (teak bench, split slat) qualifies for a refund. Next: refund order O-19 to the customer's card.")
	r := route(t, ev)
	for _, f := range r.Findings {
		if f.ID == FindingMissingLimit {
			if !strings.Contains(f.Message, `"max_refund_gbp"`) {
				t.Errorf("the message does not name the field: %s", f.Message)
			}
			return
		}
	}
	t.Fatalf("no missing_limit finding:\n%s", describe(r))
}

// "ない" after a kanji closes an adjective ("少ない", few), not a denial:
// "検査結果が出るまで時間のかかる検体は少ない" says such samples are few
// and holds nothing back. jaFew fails on the commit before; jaDenied, a
// verb's "ない" after the same condition, is the blocker it was.
func TestKanaAdjectiveIsNoDenial(t *testing.T) {
	ja := func(id, user, summary string) *review.Event {
		return userSays("あなたは検査センターの受付担当です。")(id, user, summary)
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"jaFew", ja("kd1", "今日の検体を受け付けてください。検査結果が出るまで時間のかかる検体は少ないです。",
			"本日の検体を受け付け済み。次：検体を検査ラインに回す。"), false},
		{"jaDenied", ja("kd2", "今日の検体を受け付けてください。検査結果が出るまで出荷はしない。",
			"本日の検体を受け付け済み。次：検体を出荷する。"), true},
	})
}

// What is left of a field's limit, carried in cents, is the limit kept:
// "max_credit_eur": 250.30 with 120.10 used is "€130.20 left", though
// 250.30 − 120.10 is 130.20000000000002 in binary floating point.
// enCentsLeft fails on the commit before; enOtherLeft, another amount
// left, is the limit dropped.
func TestRemainderInCentsCarriesTheLimit(t *testing.T) {
	say := func(id, summary string) *review.Event {
		return toolSays("You run the member desk of a hardware cooperative.", "How much can member M-7 still buy on credit?", "member_lookup")(id,
			`{"member": "M-7", "max_credit_eur": 250.30, "used": 120.10}`, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enCentsLeft", say("rc1", "Member M-7 has €130.20 left on the credit maximum. Next: book the member's order of paint on credit."), false},
		{"enOtherLeft", say("rc2", "Member M-7 has €30.20 left on the credit maximum. Next: book the member's order of paint on credit."), true},
	})
}
