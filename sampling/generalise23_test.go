package sampling

import (
	"strings"
	"testing"
	"time"

	"recap/review"
)

// How often something may happen is a number, whether written with digits
// or as a word: "twice a week", "zweimal im Monat", "dos veces al año",
// "两次". A frequency restated with another count ("twice" as "three
// times", "dos veces" as "tres veces", "两次" as "三次") is the rule with
// its number changed. The same count in other words changes nothing, and
// "once" that opens a condition ("once approved") counts nothing.
func TestFrequencyWordsChanged(t *testing.T) {
	ev := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You schedule the community kiln. "+rule).
			msg(review.RoleUser, "Book the pottery group for next month.").
			summary(summary).sot(sotFor()).build()
	}
	const (
		en = "Each member may fire the big kiln at most twice a month."
		de = "Jedes Mitglied darf den großen Brennofen höchstens zweimal im Monat nutzen."
		es = "Cada socio puede usar el horno grande como máximo dos veces al mes."
		zh = "每位会员每月最多使用大窑炉两次。"
		it = "Ogni socio può usare il forno grande al massimo due volte al mese."
	)
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enTwiceToThree", ev("fw1", en, "Pottery group booked. Kiln rule: a member may fire the big kiln up to three times a month."), true},
		{"deZweimalToDreimal", ev("fw2", de, "Töpfergruppe gebucht. Jedes Mitglied darf den großen Brennofen höchstens dreimal im Monat nutzen."), true},
		{"esDosToTres", ev("fw3", es, "Grupo reservado. Cada socio puede usar el horno grande hasta tres veces al mes."), true},
		{"zhTwoToThree", ev("fw4", zh, "陶艺小组已预约。每位会员每月最多使用大窑炉三次。"), true},
		{"itDueToQuattro", ev("fw5", it, "Gruppo prenotato. Ogni socio può usare il forno grande fino a quattro volte al mese."), true},
		{"enSameInDigits", ev("fw6", en, "Pottery group booked. Kiln rule: a member may fire the big kiln at most 2 times a month."), false},
		{"esSame", ev("fw7", es, "Grupo reservado. Cada socio puede usar el horno grande como máximo dos veces al mes."), false},
		{"zhSame", ev("fw8", zh, "陶艺小组已预约。会员每月至多使用大窑炉两次。"), false},
	})
}

// "Once" counts only before a period: "once approved, book it" is a
// condition, "once a year" a frequency.
func TestOnceCountsOnlyBeforeAPeriod(t *testing.T) {
	for _, c := range []struct {
		text string
		want float64
	}{
		{"replaced free once a year", 1},
		{"replaced free once in any 12-month period", 1},
		{"uma vez por mês", 1},
		{"une fois par an", 1},
		{"einmal pro Woche", 1},
		{"once approved, book the slot", 0},
		{"una vez que llegue el pago", 0},
		{"une fois le dossier complet", 0},
	} {
		f := fold(c.text)
		var got float64
		for _, q := range quantities(f.text, 0, len(f.text), nil) {
			if q.unit == timesUnit {
				got = q.vals[0]
			}
		}
		if got != c.want {
			t.Errorf("%q: count of times %v, want %v", c.text, got, c.want)
		}
	}
}

// Counters for people and for times in Chinese name what a number counts:
// "2人" and "3位客人" are two counts of people, "两次" and "3次" two counts
// of times, so a cap of people restated with another number is changed.
func TestChineseCountersCompare(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "你负责游船码头的登船安排。每条小船载客不得超过4人（不含船工）。").
			msg(review.RoleUser, "安排明天上午的游船。").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"otherCounterMore", ev("cc1", "明天上午的游船已排好。按规定，每条小船最多坐6位游客（船工另算）。"), true},
		{"otherCounterSame", ev("cc2", "明天上午的游船已排好。按规定，每条小船最多坐4位游客（船工另算）。"), false},
	})
}

// "No máximo", "no mínimo" and "no banco" are Portuguese ("in the"), not
// the negation "no": a rule restated with "até" for "no máximo" and the
// same number keeps it, also when the summary opens in English and the
// sentence would otherwise tie between Portuguese and Spanish.
func TestPortugueseNoIsNoNegation(t *testing.T) {
	ev := func(id string, summary ...string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Cada família pode retirar no máximo 5 cestas por mês no banco de alimentos.").
			msg(review.RoleUser, "Organize a distribuição de sábado.").
			summary(strings.Join(summary, "\n")).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"sameBoundOtherWord", ev("nm1", "Saturday's distribution is organised for the food bank.", "Regra: cada família retira até 5 cestas por mês."), false},
		{"sameBoundPortuguese", ev("nm2", "Distribuição de sábado organizada. Regra: cada família retira até 5 cestas por mês."), false},
		{"changedNumber", ev("nm3", "Saturday's distribution is organised for the food bank.", "Regra: cada família retira até 8 cestas por mês."), true},
	})
	if got := guessLang(foldString("Cada família pode retirar no máximo 5 cestas por mês no banco de alimentos.")); got != langPT {
		t.Errorf("language of a Portuguese rule with \"pode\" and \"no\": %v, want Portuguese", got)
	}
}

// A number right after "below", "under", "sotto", "abaixo de" is stated as
// a bound: a rule's threshold restated there with another number is
// changed, not left out.
func TestNumberAfterBelowIsABound(t *testing.T) {
	ev := func(id, system, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).
			msg(review.RoleUser, "Plan the varnish coat on the hull.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"itSotto", ev("bw1", "Gestisci il cantiere. La vernice si stende solo con vento sotto i 15 km/h.",
			"Mano di vernice pianificata per giovedì: si stende quando il vento resta sotto i 25 km/h, altrimenti si rimanda."), true},
		{"enBelow", ev("bw2", "You run the yard. Varnish is applied only when humidity is under 70%.",
			"Varnish coat planned for Thursday: it goes on when humidity stays below 80%, otherwise it waits."), true},
		{"enBelowSame", ev("bw3", "You run the yard. Varnish is applied only when humidity is under 70%.",
			"Varnish coat planned for Thursday: it goes on only when humidity stays below 70%, otherwise it waits."), false},
	})
}

// A record approval the summary names by id, with an expiry that neither
// the summary nor the contract carries, is a missing limit: the next
// context would take the approval to be open-ended. Its expiry date
// written anywhere downstream carries it; an approval the summary does
// not name is left alone.
func TestCitedApprovalExpiryCarried(t *testing.T) {
	exp := time.Date(2026, 12, 9, 0, 0, 0, 0, time.UTC)
	ev := func(id, summary string) *review.Event {
		s := sotFor()
		s.Approvals = []review.SourceApproval{{ID: "CEP-7741", ExpiresAt: &exp}}
		return newEvent(id).msg(review.RoleUser, "Schedule the interviews for the cohort study.").
			summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"namedWithoutExpiry", ev("ax1", "Interviews scheduled through January under ethics approval CEP-7741; 40 participants booked."), true},
		{"namedWithExpiry", ev("ax2", "Interviews scheduled under ethics approval CEP-7741 (valid until 9 Dec 2026); 40 participants booked."), false},
		{"notNamed", ev("ax3", "Interviews scheduled for the cohort study; 40 participants booked."), false},
	})
}
