package sampling

import (
	"testing"

	"recap/review"
)

// Japanese forbids politely as often as plainly: "公開してはいけません" is
// "公開してはいけない", and "許可されていません" is a prohibition. A
// precondition said so binds the next step; a summary that keeps the wait
// carries it.
func TestJapanesePoliteProhibition(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "あなたは広報部の配信担当です。").
			msg(review.RoleUser, "新製品のプレスリリースは、法務部の確認が終わるまで配信してはいけません。").
			tool("press", "release PR-2291: draft ready; legal review requested", false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"goesAhead", ev("jp1", "プレスリリース PR-2291 の原稿が完成しました。次の作業：本日中に PR-2291 を各媒体へ配信する。"), true},
		{"keepsTheWait", ev("jp2", "プレスリリース PR-2291 の原稿が完成しました。法務部の確認待ちです。確認が終わるまで配信しません。"), false},
	})
	lx := theLexicon()
	for _, c := range []struct {
		text string
		want bool
	}{
		{"外部への送信は許可されていません。", true},
		{"この書類を破棄してはなりません。", true},
		{"고객에게 견적서를 보내지 마십시오.", true},
		{"12월 3일까지 마감합니다.", false},
	} {
		u := lx.newUnit("", "x", c.text)
		got := false
		for _, s := range u.sents {
			got = got || s.cs.has(catProhibit)
		}
		if got != c.want {
			t.Errorf("%q: prohibition %v, want %v", c.text, got, c.want)
		}
	}
}

// Japanese and Korean negate after the verb: a negation-like character
// before "まで" ("不良品は…まで") makes no negation–until pair, and "오전에"
// (in the morning) holds no "전에" (before). "넘기면 안" (must not exceed)
// is a limit.
func TestVerbFinalUntilIsNoNegationPair(t *testing.T) {
	lx := theLexicon()
	ja := lx.newUnit("", "x", "不良品の交換は、倉庫が在庫を確認するまで待ってください。")
	for _, h := range ja.sentHits(ja.sents[0]) {
		if lx.m.terms[h.term].text == "" && lx.m.terms[h.term].cats.has(catBlockStrong) {
			t.Errorf("a negation–until pair in %q", ja.f.text[h.start:h.end])
		}
	}
	ko := lx.newUnit("", "x", "토요일 오전에 점검하고, 정지 시간은 60분을 넘기면 안 됩니다.")
	for _, h := range ko.sentHits(ko.sents[0]) {
		if lx.m.terms[h.term].text == "전에" {
			t.Errorf("\"전에\" read inside \"오전에\" (%q)", ko.f.text[h.start:h.end])
		}
	}
	if !ko.sents[0].cs.has(catLimit) {
		t.Errorf("no limit read in %q", ko.f.text)
	}
}

// A subject may stand before the negated verb of a ban that waits for
// something: "el equipo no vuelve a la pista hasta que …", "le camion ne
// part pas tant que …". A negated comparison ("no later than") waits for
// nothing.
func TestSubjectBeforeNegatedWait(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You coordinate the ski patrol.").
			msg(review.RoleUser, user).
			tool("forecast", "avalanche bulletin: level 4 (high) above 1800 m", false).
			summary(summary).sot(sotFor()).build()
	}
	const es = "El equipo no vuelve a la pista norte hasta que el boletín baje del nivel 4."
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"esGoesAhead", ev("sn1", es, "Boletín de aludes: nivel 4 por encima de 1800 m. Próximo paso: el equipo vuelve a la pista norte mañana a las 08:00."), true},
		{"esKeepsWaiting", ev("sn2", es, "Boletín de aludes: nivel 4 por encima de 1800 m. La pista norte sigue cerrada para el equipo hasta que el boletín baje del nivel 4."), false},
	})
	lx := theLexicon()
	u := lx.newUnit("", "x", "Repairs are finished no later than 10 days before the opening.")
	for _, h := range u.sentHits(u.sents[0]) {
		if lx.m.terms[h.term].text == "" && lx.m.terms[h.term].cats.has(catBlockStrong) {
			t.Errorf("a ban read in %q", u.f.text[h.start:h.end])
		}
	}
}

// A tool or the assistant that says work waits for a signature ("awaiting
// the site manager's signature", "aguardando assinatura do cliente") holds
// it, as an awaited approval does.
func TestAwaitedSignatureBlocks(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run scaffold handovers for Brightline Builders.").
			msg(review.RoleUser, "Get tower C's scaffold ready for the roofers.").
			tool("scaffold", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	const en = "tower C scaffold: erected, tagged; handover certificate HC-771 awaiting the site manager's signature"
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enGoesAhead", ev("sg1", en, "Tower C scaffold is erected and tagged (HC-771). Next: the roofers start on tower C tomorrow at 07:00."), true},
		{"ptGoesAhead", ev("sg2", "andaime torre C: montado; termo de entrega HC-771 aguardando assinatura do encarregado",
			"Andaime da torre C montado (HC-771). Próximo passo: os telhadores começam na torre C amanhã às 07:00."), true},
		{"enKept", ev("sg3", en, "Tower C scaffold is erected and tagged. Handover certificate HC-771 still awaits the site manager's signature; the roofers wait for it."), false},
		{"signedBeforeWaiting", ev("sg4", "tower C scaffold: signed off by the site manager; the roofers are waiting", "Tower C scaffold is signed off. Next: the roofers start on tower C tomorrow."), false},
	})
}

// What a place holds is a maximum: "aforo 80 personas", "jauge 200".
func TestCapacityOfAPlace(t *testing.T) {
	ev := func(id, toolOut, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Gestionas las reservas del auditorio municipal.").
			msg(review.RoleUser, "Reserva la sala pequeña para la charla del jueves.").
			tool("rooms", toolOut, false).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esDropped", ev("cp1", "sala pequeña, aforo 80 personas, libre el jueves", "Sala pequeña reservada para la charla del jueves. Siguiente: abrir las inscripciones para la charla del jueves en la sala pequeña."), true},
		{"esKept", ev("cp2", "sala pequeña, aforo 80 personas, libre el jueves", "Sala pequeña reservada para la charla del jueves (aforo de 80 personas). Siguiente: abrir las inscripciones."), false},
	})
}

// Chinese, Japanese and Korean put the deadline cue after the date: "必须在
// 12月4日08:40前完成", "12月10日までに提出", "12월 10일까지 제출".
func TestCJKDeadlineAfterDate(t *testing.T) {
	for _, c := range []struct {
		rest string
		want bool
	}{
		{" 08:40前裁定", true},
		{"前提交", true},
		{"までに提出", true},
		{"까지 제출", true},
		{"以后再说", false},
		{"起生效", false},
	} {
		if got := cjkDeadlineAfter(c.rest); got != c.want {
			t.Errorf("%q: %v, want %v", c.rest, got, c.want)
		}
	}
	ev := func(id, summary string) *review.Event {
		e := newEvent(id).msg(review.RoleSystem, "你是区政府采购办的助理。").
			msg(review.RoleUser, "把办公桌椅的采购申请整理好。").
			msg(review.RoleAssistant, "按规定，这类申请必须在3月12日17:00前提交财政局。").
			summary(summary).sot(sotFor()).build()
		return e
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhDropped", ev("cd1", "办公桌椅采购申请已整理好。下一步：把申请提交财政局。"), true},
		{"zhKept", ev("cd2", "办公桌椅采购申请已整理好。下一步：3月12日17:00前把申请提交财政局。"), false},
	})
}

// Miles compare with kilometres, and a mile at sea is a nautical mile:
// "2 nautical miles" is 3.7 km, more than "2 km".
func TestMilesCompare(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You plan whale-watching trips. Licence rule: boats keep at least 2 nautical miles from the marine reserve boundary.").
			msg(review.RoleUser, "Plan Saturday's morning trip.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"toKm", ev("nm1", "Saturday morning trip planned. Licence rule: boats keep at least 2 km from the marine reserve boundary."), true},
		{"sameInKm", ev("nm2", "Saturday morning trip planned. Licence rule: boats keep at least 3.7 km from the marine reserve boundary."), false},
	})
}
