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

// A maximum a tool reports ("capacidade máxima 80 pessoas", "hard cap 14
// pallets", "每车最多装载 60 箱") or the assistant states ("the club may
// issue at most 6 guest passes") is a limit the summary must carry while
// it goes on with what it bounds. A number right after the cue that the
// summary repeats is carried; a maximum of something the summary leaves
// alone is not asked for.
func TestStatedMaximumCarried(t *testing.T) {
	toolEv := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Find room for the evacuated families from the river district.").
			tool("shelter_lookup", tool, false).summary(summary).sot(sotFor()).build()
	}
	saidEv := func(id, said, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Sort out guest passes for the rowing club's open day.").
			msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptToolCapacity", toolEv("sc1", "Ginásio Vila Nova: capacidade máxima 80 pessoas; ocupação atual 52.",
			"Ginásio Vila Nova recebe as famílias do bairro ribeirinho; próximas famílias seguem para lá."), true},
		{"enToolHardCap", toolEv("sc2", "Depot hall: hard cap 14 pallets of bedding, nothing beyond that is accepted.",
			"Bedding goes to the depot hall; more pallets of bedding are on the way."), true},
		{"zhToolPerTruck", toolEv("sc3", "车型限制：每车最多装载 60 箱物资，超出部分不予承运。",
			"已安排两辆车运送物资箱，明早出发，按需要再加箱。"), true},
		{"enSaidMaximum", saidEv("sc4", "The club may issue at most 6 guest passes per member for the open day.",
			"Guest passes for the open day: members send their guests' names and passes go out on Friday."), true},
		{"ptCarried", toolEv("sc5", "Ginásio Vila Nova: capacidade máxima 80 pessoas; ocupação atual 52.",
			"Ginásio Vila Nova (máximo 80 pessoas, 52 ocupadas) recebe as famílias do bairro ribeirinho."), false},
		{"enSaidOtherSubject", saidEv("sc6", "The boathouse lift takes at most 4 people at a time.",
			"Guest passes for the open day: members send their guests' names and passes go out on Friday."), false},
	})
}

// An expiry cue whose clause holds no date gives way to the next one in
// the same tool sentence ("released at expiry unless …" then
// "hold_expires": "…"), and a CJK field name ends at its colon
// ("有効期間：発行日から10日間").
func TestToolExpiryReadsEachCue(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Hold the rooms for the choir's spring tour.").
			tool("room_hold", tool, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"secondCue", ev("te1", `{"note": "the block is released at expiry unless the deposit is paid", "hold_expires": "2026-03-14T18:00:00Z", "rooms": 12}`,
			"Twelve rooms are on hold for the choir's spring tour; we wait for the deposit."), true},
		{"jaFieldColon", ev("te2", "客室仮押さえ RB-204：有効期間：本日から10日間（2026-03-20 まで）。",
			"合唱団の春ツアー用に客室 RB-204 を仮押さえしました。手付金の入金を待ちます。"), true},
		{"carried", ev("te3", `{"note": "the block is released at expiry unless the deposit is paid", "hold_expires": "2026-03-14T18:00:00Z", "rooms": 12}`,
			"Twelve rooms are on hold until 14 March 18:00 UTC; we wait for the deposit."), false},
	})
}

// A date after a deadline cue, in any language and with a weekday or an
// article between ("antes del viernes 13 de marzo", "chiudono giovedì 12
// marzo", "by Friday 13 March", "bis zum 13. März"), is a limit the user
// or the system set: a summary that carries it nowhere drops it. A date
// already past, or a date after another word ("written by Ana on 3
// March"), sets none.
func TestDeadlineDates(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esAntesDelWeekday", ev("dl1", "Necesito el presupuesto de la carpa antes del viernes 13 de marzo; después el cliente contrata a otra empresa.",
			"Presupuesto de la carpa preparado; se enviará al cliente con las fotos."), true},
		{"itChiudono", ev("dl2", "Le iscrizioni al torneo di primavera chiudono giovedì 12 marzo alle 18:00.",
			"Iscrizioni al torneo di primavera in preparazione per le due squadre juniores."), true},
		{"enByFriday", ev("dl3", "The lender needs the signed valuation by Friday 13 March.",
			"Valuation drafted; it goes to the lender once the surveyor signs."), true},
		{"carried", ev("dl4", "Necesito el presupuesto de la carpa antes del viernes 13 de marzo.",
			"Presupuesto de la carpa preparado; hay que enviarlo antes del 13/03."), false},
		{"pastDate", ev("dl5", "The lender wanted the valuation before 2 February 2026; that round is closed.",
			"Valuation drafted for the new round."), false},
		{"byAPerson", ev("dl6", "The valuation was written by Ana on 3 March.",
			"Valuation drafted; it goes to the lender once the surveyor signs."), false},
	})
}

// "May have at most" permits up to a bound: the sentence is a limit, not
// a doubt, and the summary that goes on without the bound drops it.
func TestMayHaveAtMostIsALimit(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Kayak hire desk. Under the river authority's licence a guided group may have at most 8 kayaks.").
			msg(review.RoleUser, "Twelve of us for Saturday morning's guided paddle.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"dropped", ev("mh1", "Saturday morning's guided paddle booked for 12 people; one guided group of kayaks."), true},
		{"carried", ev("mh2", "Saturday morning's guided paddle: 12 people, so two guided groups (at most 8 kayaks each)."), false},
	})
}

// What is left of a quota in Korean and Japanese ("쿼터 잔량: 3.1톤",
// "クォータ残量 12 時間") is a remaining allowance, as "remaining quota" is.
func TestQuotaRemainderKoreanJapanese(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Plan this week's landings for the cod boats.").
			tool("quota_ledger", tool, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ko", ev("qr1", "대구 연간 쿼터 잔량: 3.1톤. 초과 양륙분은 몰수 대상.", "이번 주 대구 양륙 계획: 항차 두 번, 대구 어획분은 모두 양륙."), true},
		{"ja", ev("qr2", "タラ漁獲クォータ残量：2.6トン。", "今週のタラの水揚げ計画：2航海分をすべて水揚げする。"), true},
		{"koCarried", ev("qr3", "대구 연간 쿼터 잔량: 3.1톤. 초과 양륙분은 몰수 대상.", "이번 주 대구 양륙 계획: 쿼터 잔량 3.1톤 안에서 항차 두 번."), false},
	})
}

// A tool's tally that turns some items back ("Dossiers acceptés : 11 sur
// 13. Dossiers rejetés : 2", "40 fichas; 37 importadas; 3 no se pudieron
// leer") failed for those items though its status is ok; a summary that
// claims the whole batch went through omits it. A negation before a colon
// names what failed ("2 sensori senza dati: timeout"); it does not deny
// the timeout. A tally with none turned back, or a lone "rejected" with no
// count, is no failure.
func TestTallyFailures(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Send the season's registrations to the federation.").
			tool("federation_upload", tool, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"frRejected", ev("tf1", "Envoi effectué. Dossiers acceptés : 11 sur 13. Dossiers rejetés : 2 (certificat médical illisible).",
			"Les 13 dossiers d'inscription ont été transmis à la fédération."), true},
		{"esCouldNotRead", ev("tf2", "Lote generado: 40 fichas de inscripción; 37 importadas; 3 fichas no se pudieron leer (archivo dañado).",
			"Las 40 fichas de inscripción se enviaron a la federación."), true},
		{"itColonTimeout", ev("tf3", "Verifica: 20 sensori; 18 con letture regolari; 2 sensori (S-04, S-09) senza dati: timeout di comunicazione.",
			"Verifica completata: tutti i sensori con letture regolari."), true},
		{"frNoneRejected", ev("tf4", "Envoi effectué. Dossiers acceptés : 13 sur 13. Dossiers rejetés : 0.",
			"Les 13 dossiers d'inscription ont été transmis à la fédération."), false},
		{"frReported", ev("tf5", "Envoi effectué. Dossiers acceptés : 11 sur 13. Dossiers rejetés : 2 (certificat médical illisible).",
			"11 dossiers acceptés par la fédération ; 2 rejetés pour certificat médical illisible, à renvoyer."), false},
	})
}

// A necessity or an "always" ("must always be inspected by two wardens",
// "jede Probe muss zwei Befunde haben", "必须由两名检查员") restated as a
// preference ("where possible", "nach Möglichkeit", "尽量") no longer
// binds, whether or not other words make the sentence a rule; said again
// as a necessity it is kept.
func TestNecessitySoftened(t *testing.T) {
	ev := func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).
			msg(review.RoleUser, "Plan next week's dam inspections.").
			summary(summary).sot(sotFor()).build()
	}
	const (
		en = "Spillway gates are always inspected by two wardens together."
		de = "Jede Schleuse muss vor der Freigabe von zwei Prüfern abgenommen werden."
		zh = "每座闸门必须由两名检查员共同检查。"
	)
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enAlwaysWherePossible", ev("ns1", en, "Inspections planned for Tuesday. Spillway gates are inspected by two wardens together where possible."), true},
		{"deMussNachMoeglichkeit", ev("ns2", de, "Prüfungen für Dienstag geplant. Jede Schleuse sollte vor der Freigabe nach Möglichkeit von zwei Prüfern abgenommen werden."), true},
		{"zhJinliang", ev("ns3", zh, "下周检查已排好。每座闸门尽量由两名检查员共同检查。"), true},
		{"zhLooseWording", ev("ns6", "规定：为一级闸门安排的巡检人员必须持有有效的水工特种作业证。", "下周检查已排好。按规定，一级闸门的巡检尽量安排持有特种作业证的人员。"), true},
		{"enRequired", ev("ns7", "A signed permit is required for every confined-space entry at the dam.", "Inspections planned. A signed permit is preferably obtained for every confined-space entry at the dam."), true},
		{"enKept", ev("ns4", en, "Inspections planned for Tuesday. Spillway gates are always inspected by two wardens together."), false},
		{"deKept", ev("ns5", de, "Prüfungen für Dienstag geplant. Jede Schleuse muss vor der Freigabe von zwei Prüfern abgenommen werden."), false},
	})
}

// "Only" that names who may act ("only the harbour master can authorise
// berthing a tanker that arrived within the previous 48 hours") scopes the
// holder, not the number far after it: the restatement that keeps the
// number but drops "only" drops the restriction. A bound right before the
// number ("só é liberado com umidade de no máximo 14%") scopes it however
// far it sits.
func TestOnlyScopesTheHolderNotAFarNumber(t *testing.T) {
	ev := func(id, rule, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "You run the berth desk. "+rule).
			msg(review.RoleUser, "Plan tonight's berthing list.").
			summary(summary).sot(sotFor()).build()
	}
	const en = "Only the harbour master can authorise berthing a tanker that arrived within the previous 48 hours."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"holderOnlyDropped", ev("os1", en, "Berthing list drafted. The harbour master can authorise berthing a tanker that arrived within the previous 48 hours."), true},
		{"holderOnlyKept", ev("os2", en, "Berthing list drafted. Only the harbour master can authorise berthing a tanker that arrived within the previous 48 hours."), false},
		{"boundNumberKept", ev("os3", "O lote só é liberado para o silo com umidade de no máximo 14%.", "Lista pronta. O limite de umidade é 14%: até 14% o lote vai para o silo."), false},
	})
}

// A shift is a period too: a cap per day or per hour restated per shift
// ("6 horas de água por dia" as "por turno") is another cap.
func TestLimitPerShift(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Regra do parque: cada instrutor de escalada faz no máximo 5 horas de parede por dia.").
			msg(review.RoleUser, "Monte a escala de sábado.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"perShift", ev("ps1", "Escala de sábado pronta. Regra do parque: cada instrutor faz no máximo 5 horas de parede por turno."), true},
		{"perDayKept", ev("ps2", "Escala de sábado pronta. Regra do parque: cada instrutor faz no máximo 5 horas de parede por dia."), false},
	})
}

// An expiry further off than the horizon still binds when the summary
// plans past it ("valid until 30 April" and a plan for the next year, or
// for a date in May); so does a date after a deadline cue in a tool result
// or the assistant's words ("falls if the deposit is not paid by 14/03").
// Cues in more words: "vigência até", "caducidad", "limité à 24".
func TestToolLimitsPlannedPastAndDeadlines(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Plan the pumping for well W-3.").
			tool("permit_registry", tool, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"ptVigenciaPlannedPast", ev("pp1", "Outorga do poço W-3 com vigência até 30/04/2026, vazão máxima 60 m³/h.",
			"Poço W-3 entra no plano de bombeamento de 2027, a 60 m³/h."), true},
		{"esCaducidadNear", ev("pp2", "Código de acceso AC-771 del pozo W-3 con caducidad 2026-03-13 16:00.",
			"Código de acceso AC-771 emitido para el pozo W-3; el equipo entra la semana próxima."), true},
		{"frLimiteA", ev("pp3", "Tarif groupe limité à 24 places sur ce créneau de visite du puits W-3.",
			"Visite du puits W-3 réservée au tarif groupe ; d'autres élèves peuvent s'ajouter."), true},
		{"enToolDeadline", ev("pp4", "Pre-booking for the W-3 pump test falls automatically if the deposit is not paid by 14/03/2026.",
			"Pump test for W-3 pre-booked; deposit to follow."), true},
		{"ptFarNotPlannedPast", ev("pp5", "Outorga do poço W-3 com vigência até 30/04/2027, vazão máxima 60 m³/h.",
			"Poço W-3 no plano de bombeamento deste mês, a 60 m³/h."), false},
		{"enPastDayMonth", ev("pp6", "W-3 readings up to 08/02: mean flow 52 m³/h.",
			"W-3 readings reviewed: mean flow 52 m³/h."), false},
	})
}

// The rule's own code is no case identifier: "under R-ACC-3 the site
// manager may confirm overtime … as complete" restates protected rule
// R-ACC-3 ("only the site manager may confirm …") without its "only"; the
// completion word is the rule's, and the code names no case.
func TestRuleCodeIsNoCaseID(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Sort out this week's overtime requests.").
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "R-ACC-3", Text: "Only the site manager may confirm overtime for the night crew as complete."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"codeCitedOnlyDropped", ev("rc1", "Overtime requests collected. Under R-ACC-3 the site manager may confirm overtime for the night crew as complete."), true},
		{"codeCitedKept", ev("rc2", "Overtime requests collected. Under R-ACC-3 only the site manager may confirm overtime for the night crew as complete."), false},
	})
}

// A ban bound to its until-connector farther into a long sentence
// ("Aucune réservation ferme ne peut être confirmée pour un groupe qui
// prévoit des prélèvements tant que son permis n'est pas délivré") is a
// precondition: a summary that drops it and confirms goes ahead.
func TestLongBanUntilIsABlocker(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "Aucune réservation ferme ne peut être confirmée pour un groupe qui prévoit des prélèvements tant que son permis de collecte n'est pas délivré.").
			msg(review.RoleUser, "Le groupe de l'université de Lyon veut réserver trois nuits avec prélèvements.").
			summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"dropped", ev("lb1", "Groupe de l'université de Lyon : trois nuits avec prélèvements.\nProchaine étape : confirmer la réservation ferme du groupe de terrain."), true},
		{"kept", ev("lb2", "Groupe de l'université de Lyon : trois nuits avec prélèvements. Le permis de collecte n'est pas encore délivré : la réservation reste provisoire jusqu'à sa délivrance."), false},
	})
}

// More ways a tally turns items back ("3 refusées par le transporteur",
// "2 declined by the issuer", "3 unreachable", "거절"), counted whatever
// reads as an identifier or an amount beside them ("IR calculado para 9
// apólices: R$ 96.402,15. 2 apólices rejeitadas").
func TestTallyFailuresMoreWords(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Send the reminders for next week's appointments.").
			tool("batch_send", tool, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingFailureOmitted, []findingCase{
		{"frRefusees", ev("tm1", "Lot d'étiquettes ET-55 : 27 créées ; 3 refusées par le transporteur (code postal invalide).", "Les 30 étiquettes du lot ET-55 sont prêtes pour le transporteur."), true},
		{"enDeclined", ev("tm2", "Card batch run: 14 deposits charged; 2 declined by the issuer (over limit).", "All 16 deposits were charged in the card batch."), true},
		{"ptAmountBeside", ev("tm3", "Retenção calculada para 9 apólices: R$ 12.402,15. 2 apólices rejeitadas por CPF inválido.", "Retenção calculada para as 11 apólices do lote."), true},
		{"koDeclined", ev("tm4", "입금 5건 처리: 3건 완료, 2건 카드사 거절.", "입금 5건이 모두 처리되었습니다."), true},
		{"enReported", ev("tm5", "Card batch run: 14 deposits charged; 2 declined by the issuer (over limit).", "14 deposits charged; 2 were declined by the issuer and need another card."), false},
	})
}

// A quota or cap beside what is left of it ("本版总量上限 12 个整版，已售
// 9 个，剩余 3 个", "Account quota: 120 parcels per day") is a limit; and
// a date before a verb-final validity cue ("2026-03-14까지 유효") is the
// expiry.
func TestCapBesideRemainderAndDateBeforeCue(t *testing.T) {
	ev := func(id, tool, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Sell the remaining ad pages for the spring issue.").
			tool("ad_inventory", tool, false).summary(summary).sot(sotFor()).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"zhCapAndRemainder", ev("cr1", "春季刊广告位：本版总量上限 12 个整版，已售 9 个，剩余 3 个。", "春季刊广告位继续销售，下一步联系更多广告客户。"), true},
		{"enQuota", ev("cr2", "Ad desk account quota: 40 insertions per issue; insertions above the quota are refused.", "Spring issue ad desk: keep selling insertions to the regional clients."), true},
		{"koDateBeforeCue", ev("cr3", "광고 견적 Q-88은 2026-03-14까지 유효하며, 이후에는 재산정해야 합니다.", "광고 견적 Q-88을 고객에게 보냈습니다."), true},
		{"zhCarried", ev("cr4", "春季刊广告位：本版总量上限 12 个整版，已售 9 个，剩余 3 个。", "春季刊广告位：上限 12 个整版，还剩 3 个可售。"), false},
	})
}

// A year the summary names alone ("the 2027 plan") is planned past an
// expiry in the year before; the same digits inside an identifier or a
// date are not.
func TestNamesYear(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"p-09 goes into the 2027 pumping plan.", true},
		{"plan for 2027.", true},
		{"2027: full year", true},
		{"hold ah-2027-041 created", false},
		{"delivery 2027-01-15", false},
		{"due 15.01.2027", false},
		{"ref 12027 filed", false},
	} {
		if got := namesYear(c.text, 2027); got != c.want {
			t.Errorf("namesYear(%q, 2027) = %v, want %v", c.text, got, c.want)
		}
	}
}
