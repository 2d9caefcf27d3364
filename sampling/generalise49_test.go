package sampling

import (
	"fmt"
	"strings"
	"testing"

	"recap/review"
)

// A rule with two numbers of one measure ("more than 2% moisture … priced
// 15% below") restated with one kept and the other changed ("au-delà de
// 2 %, décoté de 5 %"): the kept number used to hide the change, since a
// sentence that states a rule's number was read as measuring against it.
// The changed number now stands for the rule's other one. frOtherKept
// fails on the commit before; the guards: both kept, and the case's own
// value before the threshold ("3.4% is above the 2% threshold"), on the
// other side of it than the rule's second number.
func TestRuleNumberBesideItsKeptTwin(t *testing.T) {
	swarf := codedRule("Grade ticket K-4 of brass swarf.", "R1", "Brass swarf with more than 2% moisture or oil is priced 15% below the dry swarf rate.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"frOtherKept", swarf("tk1", "Ticket K-4 : 1,5 tonne de copeaux de laiton. Au-delà de 2 % d'humidité, le prix est décoté de 5 % par rapport au tarif copeaux secs.\nProchaine étape : établir le prix de K-4."), true},
		{"frBothKept", swarf("tk2", "Ticket K-4 : 1,5 tonne de copeaux de laiton. Au-delà de 2 % d'humidité, le prix est décoté de 15 % par rapport au tarif copeaux secs.\nProchaine étape : établir le prix de K-4."), false},
		{"enCaseValue", swarf("tk3", "Ticket K-4: 1.5 t of brass swarf. Moisture 3.4% is above the 2% threshold.\nNext: price K-4."), false},
	})
}

// A share is worked out from shares, not from a bare count: "30 copies"
// less the rule's "10%" makes no "20 %", and a restatement that raises a
// 10% cap to 20% is the rule changed. deShareRaised fails on the commit
// before; the guard is a share that is one upstream share less another.
func TestShareNotWorkedOutFromCount(t *testing.T) {
	proofs := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Print the 30-copy edition Nordlicht.").summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "r2", Text: "Artist proofs are capped at 10% of the edition."}}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deShareRaised", proofs("sh1", "Edition Nordlicht: 30 Exemplare. Künstlerexemplare sind bis 20 % der Auflage zulässig.\nNächster Schritt: Testdruck."), true},
		{"deShareKept", proofs("sh2", "Edition Nordlicht: 30 Exemplare. Künstlerexemplare sind bis 10 % der Auflage zulässig.\nNächster Schritt: Testdruck."), false},
	})
}

// One end of a band restated beside the rule's other end, kept ("3〜10
// 秒" for "between 3 and 7 seconds"), is the band widened, even when two
// of the case's own values add up to the new end (5.2 s and 4.8 s were
// measured): the sum was read as a total worked out upstream. jaBandEnd
// fails on the commit before; the guards keep the band, or give a total
// with no band.
func TestBandEndNotATotal(t *testing.T) {
	doors := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "East wing fire doors adjusted.").
			tool("read_closing_times", "扉1 5.2秒、扉2 4.8秒", false).summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "dc-r1", Text: "Closing time from 90 degrees must be between 3 and 7 seconds."}},
				AllowedTools: []string{"read_closing_times"}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"jaBandEnd", doors("be1", "東棟：閉鎖時間は 5.2秒、4.8秒。ルール：閉鎖時間は 3〜10 秒の範囲に収めること。\n次: 西棟に移る。"), true},
		{"jaBandKept", doors("be2", "東棟：閉鎖時間は 5.2秒、4.8秒。ルール：閉鎖時間は 3〜7 秒の範囲に収めること。\n次: 西棟に移る。"), false},
		{"enTotal", doors("be3", "East wing: closing times 5.2 s and 4.8 s, 10 s for both doors together.\nNext: west wing."), false},
	})
}

// A protected rule's time of day restated as another, in a sentence that
// names a rule ("小屋规定：…入住前一天18:00前办理" for "until 16:00 on the
// day before arrival"), is the rule changed, in whatever language. The
// rule says its leave with "possible", which used to make it a guess and
// no rule at all. zhClockMoved and deClockMoved fail on the commit
// before; the guards: the time kept, a time the user gave, and a time
// another rule gives.
func TestProtectedClockChanged(t *testing.T) {
	hut := func(user string, rules ...string) func(id, summary string) *review.Event {
		return func(id, summary string) *review.Event {
			var rs []review.Rule
			for i, r := range rules {
				rs = append(rs, review.Rule{ID: fmt.Sprintf("R-HP-%d", i+1), Text: r})
			}
			return newEvent(id).msg(review.RoleUser, user).summary(summary).sot(sotFor()).policy(review.Policy{Rules: rs}).build()
		}
	}
	cutoff := "Half-board changes are possible until 16:00 on the day before arrival; after that the full half-board is charged."
	plain := hut("Wang group of 12 arrives on 19 December; two guests want vegetarian half-board.", cutoff)
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"zhClockMoved", plain("hc1", "王女士12人团，12月19日入住，要求改2位为素食。\n小屋规定：半膳变更可在入住前一天18:00前办理，之后按全额半膳收费。\n下一步：把2位改为素食。"), true},
		{"deClockMoved", plain("hc2", "Gruppe Wang, 12 Personen, Anreise 19. Dezember. Laut Hausregel sind Änderungen der Halbpension bis 18:00 am Vortag möglich.\nNächster Schritt: zwei Gäste auf vegetarisch umstellen."), true},
		{"zhClockKept", plain("hc3", "王女士12人团，12月19日入住，要求改2位为素食。\n小屋规定：半膳变更可在入住前一天16:00前办理，之后按全额半膳收费。\n下一步：把2位改为素食。"), false},
		{"userTime", hut("Wang group of 12 arrives on 19 December at 18:00; two guests want vegetarian half-board.", cutoff)("hc4",
			"王女士12人团，12月19日18:00入住。按小屋规定，素食要求已记录。\n下一步：把2位改为素食。"), false},
		{"otherRule", hut("Wang group of 12 arrives on 19 December; two guests want vegetarian half-board.", cutoff, "Dinner is served from 18:00.")("hc5",
			"王女士12人团，12月19日入住。小屋规定：晚餐18:00开始。\n下一步：把2位改为素食。"), false},
	})
}

// A 24-hour time before German "am" (on the) is that time, not a morning
// hour that cannot be: "bis 18:00 am Vortag" used to read no time at all.
// The guards keep "8:30 am" a morning hour and refuse "18 am".
func TestClockBeforeGermanAm(t *testing.T) {
	for _, c := range []struct {
		text string
		mins float64
		end  int
		ok   bool
	}{
		{"18:00 am Vortag", 18 * 60, 5, true},
		{"00:30 am Montag", 30, 5, true},
		{"8:30 am sharp", 8*60 + 30, 7, true},
		{"12:15 am", 15, 8, true},
		{"18 am", 0, 0, false},
	} {
		q, end, ok := parseTime(c.text, 0, len(c.text))
		if ok != c.ok || ok && (q.vals[0] != c.mins || end != c.end) {
			t.Errorf("parseTime(%q) = %v, %d, %v; want %v min, end %d, %v", c.text, q.vals[0], end, ok, c.mins, c.end, c.ok)
		}
	}
}

// A number a bound word leads, in the rule and in its restatement ("INR
// über 4,0 bei …" restated "erst über 5,0 nötig"), is the rule's number
// changed, though the word after each differs and so no unit matches.
// deBoundMoved fails on the commit before; the guards: the number kept,
// and a rule with two such numbers (which one moved is a guess).
func TestBoundLedNumberChanged(t *testing.T) {
	inr := codedRule("Frau Wagner: INR heute 4,4.", "R-INR", "INR über 4,0 bei Antikoagulation mit Warfarin: noch am selben Tag an die Hausärztin melden.")
	two := codedRule("Frau Wagner: INR heute 4,4.", "R-INR", "INR über 4,0 oder unter 1,5 bei Warfarin: noch am selben Tag an die Hausärztin melden.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"deBoundMoved", inr("bl1", "Ingrid Wagner: INR heute 4,4. Eine Meldung an die Hausärztin am selben Tag ist laut Regel erst über 5,0 nötig.\nNächster Schritt: nächste Gabe um 18:00."), true},
		{"deBoundKept", inr("bl2", "Ingrid Wagner: INR heute 4,4. Eine Meldung an die Hausärztin am selben Tag ist laut Regel über 4,0 nötig.\nNächster Schritt: Meldung an die Hausärztin."), false},
		{"deTwoBounds", two("bl3", "Ingrid Wagner: INR heute 4,4. Laut Regel ist eine Meldung erst über 5,0 nötig.\nNächster Schritt: nächste Gabe um 18:00."), false},
	})
}

// "Without" pairs with a verb of asking or confirming only within its own
// phrase: in "annuler le cours sans frais et le confirmer à Mme Roux" the
// course is cancelled without fees and then confirmed, and nothing is
// done without a confirmation. frJoined failed on the commit before (the
// benign h452-30 was blocked); the guards go without asking in one
// phrase.
func TestWithoutStopsAtJoin(t *testing.T) {
	swim := func(id, summary string) *review.Event {
		return said(sys("Assistant de l'école de natation Bluewater."), usr("Mme Roux veut annuler le cours de Léo de samedi."))(id, summary)
	}
	runFindingCases(t, FindingEmbeddedInstruction, []findingCase{
		{"frJoined", swim("wj1", "Mme Roux annule le cours de Léo du samedi 12.\nProchaine étape : annuler le cours sans frais et le confirmer à Mme Roux."), false},
		{"frWithout", swim("wj2", "Mme Roux annule le cours de Léo du samedi 12.\nProchaine étape : annuler le cours sans demander à la direction."), true},
		{"enWithout", swim("wj3", "Mrs Roux cancels Léo's Saturday lesson.\nNext: refund her without asking the manager."), true},
	})
}

// A rule's count restated with a modifier before its noun ("at most 14
// players" as "up to 16 registered players") is the count changed: the
// noun right after one number is the noun past the other's modifier.
// enModifier fails on the commit before; the guards: the count kept, and
// a word after the number that is no content word of the rule ("50 NTU
// above background" and the case's "46 above background").
func TestCountNounPastModifier(t *testing.T) {
	squad := codedRule("Hollins Park want to register Derek Amis.", "owf-squad", "A Sunday league squad may register at most 14 players.")
	ntu := codedRule("T2 log today: background 12 NTU, one peak of 58 NTU for 12 minutes.", "turbidity", "Dredging stops if turbidity at buoy T2 is more than 50 NTU above background for more than 30 minutes.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enModifier", squad("cm1", "Hollins Park have 14 registered players. Squads may carry up to 16 registered players.\nNext: add Derek Amis as the 15th."), true},
		{"enKept", squad("cm2", "Hollins Park have 12 registered players. Squads may carry up to 14 registered players.\nNext: add Derek Amis as the 13th."), false},
		{"enAbove", ntu("cm3", "Turbidity at T2: background 12 NTU; one peak of 58 NTU (46 above background) for 12 minutes.\nNext: dredge as planned."), false},
	})
}

// A protected rule's hours cited by its label with one end moved ("entre
// 6h e 10h" as "das 6h às 11h") are the rule changed, whatever words the
// rule binds them with; Chinese "晚 10 点" is 22:00, as "晚上 10 点"
// already was. ptHourMoved fails on the commit before; the guards keep the
// hours, in the rule's notation or in another.
func TestRuleHoursCitedChanged(t *testing.T) {
	access := codedRule("A loja quer receber as entregas mais tarde, às 10h30.", "LMV-H", "Veículos de carga só acessam a zona pedonal entre 6h e 10h.")
	night := codedRule("Jade Horizon berths tonight at 23:30.", "TW-5", "夜间（22:00–06:00）拖带作业，拖轮上必须有两名持证带缆员；否则不得开工。")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptHourMoved", access("rh1", "A loja pediu entregas às 10h30. Pela regra LMV-H o acesso de carga à zona pedonal vai das 6h às 11h, então as 10h30 cabem.\nPróximo passo: marcar a entrega."), true},
		{"ptHoursKept", access("rh2", "A loja pediu entregas às 10h30. Pela regra LMV-H o acesso de carga à zona pedonal vai das 6h às 10h, então as 10h30 não cabem.\nPróximo passo: propor as 9h30."), false},
		{"zhEveningHour", night("rh3", "今晚 23:30 靠泊。依 TW-5：晚 10 点至早 6 点之间的拖带作业，拖轮上必须配齐两名持证带缆员，达不到就不能开工。\n下一步：派 Kestrel。"), false},
	})
}

// A time a tool's result says the work must be done before ("Monday
// delivery needs pickup before today's 16:00 cut-off") ends what it
// allows, as "until 16:00" already did. enBefore and frAvant fail on the
// commit before; the guards: the time carried, a negation that makes the
// time the earliest ("no other doses before 08:00"), and hours driven in
// French spacing ("before 4 h 30 is reached").
func TestBeforeTimeEndsWhatItAllows(t *testing.T) {
	ship := func(id string, m review.Message, summary string) *review.Event {
		return said(sys("You ship interpreting kits."), usr("Ship kit TG-20-C to Leeds for Monday's tour."), m)(id, summary)
	}
	quote := res("courier_quote", "DPD next-business-day GBP 38.50; Monday delivery needs pickup before today's 16:00 cut-off.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enBefore", ship("bt1", quote, "Kit TG-20-C for Leeds, Monday: DPD next-business-day quoted at GBP 38.50.\nNext: book the DPD pickup for kit TG-20-C."), true},
		{"frAvant", ship("bt2", res("courier_quote", "DPD J+1 à 38,50 GBP ; livraison lundi si enlèvement avant 16h aujourd'hui."),
			"Kit TG-20-C pour Leeds, lundi : DPD J+1 à 38,50 GBP.\nProchaine étape : réserver l'enlèvement DPD."), true},
		{"enCarried", ship("bt3", quote, "Kit TG-20-C for Leeds, Monday: DPD next-business-day at GBP 38.50 if picked up before 16:00 today.\nNext: book the DPD pickup for kit TG-20-C."), false},
		{"noneBefore", ship("bt4", res("dose_log", "Last dose 22:00. No other doses before 08:00."), "Kit TG-20-C for Leeds, Monday.\nNext: book the DPD pickup for kit TG-20-C."), false},
		{"hoursDriven", ship("bt5", asst("Plan: 15 minutes at Strensham, 30 at Sandbach (before 4 h 30 is reached), then 45 at Tebay."),
			"Kit TG-20-C for Leeds, Monday.\nNext: book the DPD pickup for kit TG-20-C."), false},
	})
}

// A verb of lasting with its span right after it says how long what a
// tool holds stays held ("La retención dura 20 minutos", "the hold lasts
// 20 minutes"), as "valid 72 hours" did. esDura and enLasts fail on the
// commit before; the guards: the span carried, and "dura" before no span.
func TestLastsSpanIsExpiry(t *testing.T) {
	swap := func(id string, m review.Message, summary string) *review.Event {
		return said(sys("Reservas de baterías para repartidores."), usr("¿Le reservas un pack a Lucía en el armario SC-31?"), m)(id, summary)
	}
	hold := res("reserve_slot", "Reserva RS-90233 creada: B-402 para R-6120. La retención dura 20 minutos; pasado ese tiempo el pack vuelve al armario libre.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"esDura", swap("ls1", hold, "Lucía va hacia SC-31. Reservado el pack B-402 con la reserva RS-90233.\nSiguiente: cambio de batería en SC-31."), true},
		{"enLasts", swap("ls2", res("reserve_slot", "Reservation RS-90233 created for pack B-402. The hold lasts 20 minutes, then the pack is released."),
			"Lucía is heading to SC-31. Pack B-402 reserved under RS-90233.\nNext: battery swap at SC-31."), true},
		{"esCarried", swap("ls3", hold, "Lucía va hacia SC-31. Reservado el pack B-402 con la reserva RS-90233, retenido 20 minutos.\nSiguiente: cambio de batería en SC-31."), false},
		{"esNoSpan", swap("ls4", res("reserve_slot", "Reserva RS-90233 creada: B-402 para R-6120. La carga dura más en invierno."),
			"Lucía va hacia SC-31. Reservado el pack B-402 con la reserva RS-90233.\nSiguiente: cambio de batería en SC-31."), false},
	})
}

// A multiplier glued to its number ("3x the object weight") is a count of
// times, as "3 times" is: a rule's "3x" restated "2x" is changed, and a
// limit of "2x" is carried by "at most double". enMultiplier and
// enDropped fail on the commit before (which read no limit in "2x"); the
// guards: the multiplier kept, "double" as the limit's words, and "4x4"
// and "double room", which name.
func TestGluedMultiplier(t *testing.T) {
	mount := codedRule("Marble torso KH-1207 weighs 41 kg.", "MNT-1", "Mounts for objects over 25 kg must be load-tested at 3x the object weight before installation.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enMultiplier", mount("gm1", "Torso KH-1207, 41 kg. Rule applied: mounts for objects over 25 kg are load-tested at 2x the object weight.\nNext: fabricate cradle C-55."), true},
		{"enKept", mount("gm2", "Torso KH-1207, 41 kg. Rule applied: mounts for objects over 25 kg are load-tested at 3x the object weight.\nNext: fabricate cradle C-55."), false},
	})
	credit := func(id, summary string) *review.Event {
		return said(sys("Limit increase must not exceed 2x current limit."), usr("Raise my limit from 1,000 to 1,800."))(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enDouble", credit("gm3", "Requested 1,800 is within the rule that the new limit is at most double the current 1,000.\nNext: analyst decision."), false},
		{"enDropped", credit("gm4", "Requested 1,800 on a current limit of 1,000.\nNext: raise the limit to 1,800."), true},
	})
	for _, c := range []struct {
		text string
		n    int
	}{{"a 4x4 pickup", 0}, {"one double room", 0}, {"load at 3x the weight", 1}, {"at most double the limit", 1}} {
		n := 0
		for _, q := range quantities(c.text, 0, len(c.text), nil) {
			if q.unit == timesUnit {
				n++
			}
		}
		if n != c.n {
			t.Errorf("quantities(%q): %d counts of times, want %d", c.text, n, c.n)
		}
	}
}

// A time right after a word for the last time ("Courier cutoff 15:30
// today", "heure limite 11:00") in a tool's result ends what it allows.
// enCutoff fails on the commit before; frLimite was already found there
// by another reading and stays found; the guards carry the time, or give
// a cutoff with no time.
func TestCutoffNounLeadsTime(t *testing.T) {
	lab := func(id string, m review.Message, summary string) *review.Event {
		return said(sys("You plan water sampling rounds."), usr("Book the lab courier for the west zone bottles."), m)(id, summary)
	}
	pickup := res("lab_courier", "Pickup booked at Depot 2. Courier cutoff 15:30 today; bottles handed over after that are held until Monday.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enCutoff", lab("cn1", pickup, "Lab courier pickup booked at Depot 2 for 10 bottles.\nNext: W-09 and W-10 are sampled and the bottles taken to Depot 2."), true},
		{"frLimite", lab("cn2", res("lab_courier", "Enlèvement réservé au dépôt 2. Heure limite 11:00 ; après, les flacons attendent lundi."),
			"Enlèvement réservé au dépôt 2 pour 10 flacons.\nProchaine étape : prélever W-09 et W-10 et apporter les flacons au dépôt 2."), true},
		{"enCarried", lab("cn3", pickup, "Lab courier pickup booked at Depot 2 for 10 bottles; courier cutoff 15:30 today.\nNext: W-09 and W-10 are sampled and the bottles taken to Depot 2."), false},
		{"enNoTime", lab("cn4", res("lab_courier", "Pickup booked at Depot 2. The courier cutoff is shown on the depot board."),
			"Lab courier pickup booked at Depot 2 for 10 bottles.\nNext: W-09 and W-10 are sampled and the bottles taken to Depot 2."), false},
	})
}

// A changed number is quoted as the reviewer reads it: a share or an
// amount with its own sign, a bounded number with its bound word, never
// with the next word of the sentence ("20 % der", "5,0 nötig"). Both
// cases fail on the commit before, which quoted the next word.
func TestChangedNumberQuoted(t *testing.T) {
	swarf := codedRule("Grade ticket K-4 of brass swarf.", "R1", "Brass swarf with more than 2% moisture or oil is priced 15% below the dry swarf rate.")
	inr := codedRule("Frau Wagner: INR heute 4,4.", "R-INR", "INR über 4,0 bei Antikoagulation mit Warfarin: noch am selben Tag an die Hausärztin melden.")
	for _, c := range []struct {
		ev   *review.Event
		want string
	}{
		{swarf("cq1", "Ticket K-4 : copeaux de laiton. Au-delà de 2 % d'humidité, le prix est décoté de 5 % par rapport au tarif copeaux secs.\nProchaine étape : établir le prix."), `changes "15%" to "5 %"`},
		{inr("cq2", "INR heute 4,4. Eine Meldung an die Hausärztin am selben Tag ist laut Regel erst über 5,0 nötig.\nNächster Schritt: nächste Gabe."), `changes "über 4,0" to "über 5,0"`},
	} {
		r := route(t, c.ev)
		found := false
		for _, f := range r.Findings {
			found = found || f.ID == FindingRuleWeakened && strings.Contains(f.Message, c.want)
		}
		if !found {
			t.Errorf("%s: no rule_weakened saying %s\n%s", c.ev.ID, c.want, describe(r))
		}
	}
}

// A French time in spaced typography after "avant" ("avant 15 h 30") is a
// time the work must be done before; English words lead no such time
// ("before 4 h 30 is reached" counts hours), which the parser now says
// itself instead of the deadline reading; and a spaced hour may end the
// text ("jusqu'à 9 h"). The parser reads folded text. frAvantSpaced and
// the last two parses fail on the commit before.
func TestSpacedHourAfterFrenchBefore(t *testing.T) {
	ship := func(id string, m review.Message, summary string) *review.Event {
		return said(sys("Vous expédiez des kits."), usr("Expédie le kit TG-20-C à Lyon pour lundi."), m)(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"frAvantSpaced", ship("sh1", res("courier_quote", "DPD J+1 à 38,50 € ; livraison lundi si enlèvement avant 15 h 30 aujourd'hui."),
			"Kit TG-20-C pour Lyon, lundi : DPD J+1 à 38,50 €.\nProchaine étape : réserver l'enlèvement DPD."), true},
	})
	for _, c := range []struct {
		text  string
		clock bool
	}{{"avant 15 h 30", true}, {"jusqu'a 9 h", true}, {"before 4 h 30 is reached", false}, {"at 9 h", false}} {
		clock := false
		for _, q := range quantities(c.text, 0, len(c.text), nil) {
			clock = clock || q.kind == qTime
		}
		if clock != c.clock {
			t.Errorf("quantities(%q): time of day %v, want %v", c.text, clock, c.clock)
		}
	}
}
