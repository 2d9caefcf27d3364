package sampling

import (
	"slices"
	"testing"

	"recap/review"
)

// Steps the system puts in order with a word for "first" the lexicon does
// not know (Portuguese "primeiro", Italian "prima") are an order of work:
// explicitOrder reads the order words as the step-order check does, not
// from the lexicon's hits. The two reversed cases fail on the commit
// before, where such a sentence was no upstream rule; the others are
// guards: the order kept, and "prima" that orders nothing.
func TestExplicitOrderWithoutLexiconFirst(t *testing.T) {
	pt := "Oficina de encadernação. Primeiro costurar os cadernos, depois colar a lombada."
	it := "Laboratorio di ceramica. Prima si smalta il vaso, poi si cuoce nel forno grande."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptReversed", sysOrder("eo1", pt, "Livro L-88: 12 cadernos prontos. Ordem: colar a lombada e depois costurar os cadernos.\nPróximo passo: lombada do L-88."), true},
		{"ptKept", sysOrder("eo2", pt, "Livro L-88: 12 cadernos prontos. Ordem: costurar os cadernos e depois colar a lombada.\nPróximo passo: costura do L-88."), false},
		{"itReversed", sysOrder("eo3", it, "Vaso V-12 pronto. Procedura: si cuoce nel forno grande, poi si smalta il vaso.\nProssimo passo: forno per V-12."), true},
		{"itKept", sysOrder("eo4", it, "Vaso V-12 pronto. Procedura: prima si smalta il vaso, poi si cuoce nel forno grande.\nProssimo passo: smalto per V-12."), false},
		{"primaNoOrder", sysOrder("eo5", "Laboratorio di ceramica. La prima cottura del vaso V-12 è andata bene.",
			"Vaso V-12: prima cottura andata bene, poi il cliente ha chiamato.\nProssimo passo: smalto per V-12."), false},
	})
}

// A field named as an expiry ("offer_expires") is read when an expiry cue
// earlier in the result names no date and its clause runs to the end:
// toolExpiry used to stop there without reading the field names.
// noteAfterField fails on the commit before; the others are guards: the
// expiry carried, and a result with no expiry field.
func TestExpiryFieldAfterCueWithoutDate(t *testing.T) {
	hold := func(id, result, summary string) *review.Event {
		return said(sys("You run ticket holds for Harbour Hall."), usr("Hold 12 seats for the Nilsen party on Friday."),
			res("seat_hold", result))(id, summary)
	}
	withField := `{"hold":"SH-204","seats":12,"offer_expires":"2026-03-14T18:00Z","note":"a new hold is required after expiry"}`
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"noteAfterField", hold("ef1", withField, "Hold SH-204: 12 seats for the Nilsen party on Friday.\nNext: send the Nilsen party the hold number SH-204."), true},
		{"carried", hold("ef2", withField, "Hold SH-204: 12 seats for the Nilsen party on Friday, held until 2026-03-14 18:00 UTC.\nNext: send the Nilsen party the hold number SH-204."), false},
		{"noField", hold("ef3", `{"hold":"SH-204","seats":12,"note":"a new hold is required after expiry"}`, "Hold SH-204: 12 seats for the Nilsen party on Friday.\nNext: send the Nilsen party the hold number SH-204."), false},
	})
}

// A day an until-word leads or closes, in a tool's result or in the
// assistant's words ("holds the price until 20 March", "jusqu'au 18
// mars"), ends what it allows, as a time of day already did in a tool's
// result: a summary that goes on without it drops the limit. The two
// true cases fail on the commit before; the others are guards: the day
// carried, a day already past, and a day that closes a stay opened by
// another ("from 12 March until 16 March").
func TestUntilDayEndsWhatItAllows(t *testing.T) {
	venue := func(id string, m review.Message, summary string) *review.Event {
		return said(sys("You plan receptions for Villa Ortensia."), usr("Book the tasting for the Moreau wedding and the garden room."), m)(id, summary)
	}
	price := asst("I called the caterer: they hold the tasting menu price of €68 per guest until 20 March, after that the new card applies.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"assistantDay", venue("ud1", price, "Moreau wedding: tasting menu at €68 per guest.\nNext: send the Moreaus the tasting menu at €68 per guest."), true},
		{"toolDayFrench", said(sys("Vous organisez les réceptions de la Villa Ortensia."), usr("Réserve la salle du jardin pour le mariage Moreau."),
			res("venue_desk", "Option sur la salle du jardin posée jusqu'au 18 mars, ensuite libérée."))("ud2",
			"Mariage Moreau : option posée sur la salle du jardin.\nProchaine étape : envoyer le devis de la salle du jardin aux Moreau."), true},
		{"dayCarried", venue("ud3", price, "Moreau wedding: tasting menu at €68 per guest, price held until 20 March.\nNext: send the Moreaus the tasting menu at €68 per guest."), false},
		{"dayPast", venue("ud4", asst("The caterer's old card was valid until 1 March; the tasting menu is €68 per guest."),
			"Moreau wedding: tasting menu at €68 per guest.\nNext: send the Moreaus the tasting menu at €68 per guest."), false},
		{"stay", venue("ud5", asst("The garden room's gardener is away from 12 March until 16 March; the room itself is free."),
			"Moreau wedding: garden room free.\nNext: send the Moreaus the garden room plan."), false},
	})
}

// An until-word with a weekday or an article between it and its day
// ("fino a venerdì 13 marzo") leads that day as well. itWeekday fails on
// the commit before; the guard's "bis" leads no day ("bis auf Weiteres …
// am 13.03.").
func TestUntilWordBeforeWeekday(t *testing.T) {
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"itWeekday", said(sys("Legatoria Bruni: ordini di carta."), usr("La carta per il catalogo K-7 c'è?"),
			asst("Ho sentito il fornitore: ci tiene 900 fogli solo fino a venerdì 13 marzo, poi li rilascia."))("uw2",
			"Catalogo K-7: il fornitore tiene 900 fogli per noi.\nProssimo passo: conferma dell'ordine per K-7."), true},
		{"noLead", paperEvent("uw3", "900 Bogen Munken Print für K-7: Lieferung bis auf Weiteres jeweils am 13.03. und am 20.03."), false},
	})
}

// paperEvent is a German print shop's event whose paper desk returns
// result, with a summary that goes on with the paper it holds.
func paperEvent(id, result string) *review.Event {
	return said(sys("Druckerei Falk: Papierbestellungen."), usr("Reicht das Munken-Papier für den Katalog?"), res("paper_desk", result))(id,
		"Katalog K-7: 900 Bogen Munken Print beim Händler zurückgelegt.\nNächster Schritt: Druckfreigabe für K-7 einholen.")
}

// A German day and month closed by its dot ("13.03.", "5.1.") after a
// word that leads a date ("bis Freitag, 13.03.", "am 5.1.") is a date,
// and a time of day after it continues its sentence: "3.2." after
// "Abschnitt" stays a number, and so does a decimal at a sentence's end.
// Before, "13.03." was the decimal 13.03 and the sentence ended there.
func TestGermanDayMonth(t *testing.T) {
	lx := theLexicon()
	for _, c := range []struct {
		text string
		want []string // each quantity: its text, "date" or "time" or "number"
	}{
		{"Zurückgelegt bis Freitag, 13.03. 12:00, danach frei.", []string{"13.03.:date", "12:00:time"}},
		{"Die Reservierung gilt nur bis 5.1. um 18 Uhr.", []string{"5.1.:date", "18 uhr:time"}},
		{"Abschnitt 3.2. regelt das.", []string{"3.2:number"}},
		{"The pH was 7.12. Then we rinsed.", []string{"7.12:number"}},
	} {
		got, sents := quantityKinds(lx, c.text)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: quantities %q, want %q", c.text, got, c.want)
		}
		if len(c.want) == 2 && sents != 1 {
			t.Errorf("%q: %d sentences, want 1 (the time continues the date's sentence)", c.text, sents)
		}
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"holdUntilDayDropped", paperEvent("gd1", "900 Bogen Munken Print für K-7 zurückgelegt, bis Freitag, 13.03. 12:00, danach freigegeben."), true},
	})
}

// A German limit word at the end of a compound ("Einreichungsfrist",
// "Gewichtsobergrenze") is a limit word: the lexicon's "*frist" and
// "*grenze" end longer words. userDeadline fails on the commit before;
// the guard carries the deadline.
func TestGermanCompoundLimit(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return said(sys("Du übersetzt Verträge für Lingua Nord."),
			usr("Für den Mietvertrag M-77 brauchen wir die englische Fassung; die Abgabefrist beim Notar ist der 24.03.2026."))(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"userDeadline", ev("gc1", "Mietvertrag M-77: englische Fassung, 12 Seiten.\nNächster Schritt: Seiten 1–6 übersetzen."), true},
		{"carried", ev("gc2", "Mietvertrag M-77: englische Fassung, 12 Seiten, Abgabe beim Notar bis 24.03.2026.\nNächster Schritt: Seiten 1–6 übersetzen."), false},
	})
}

// A record approval the summary names, lapsing at a time of day, is
// carried only with that hour: the day alone is often another date of
// the work ("crane booked 2026-03-10 13:00" beside an approval that
// lapses at 15:00 that day). hourDropped fails on the commit before; the
// guards carry the hour, or have an approval that lapses at midnight.
func TestApprovalExpiryHourCarried(t *testing.T) {
	ev := func(id, expires, summary string) *review.Event {
		s := sotFor()
		s.Approvals = []review.SourceApproval{{ID: "AP-CR-12", Scope: "mobile crane on quay 3", GrantedBy: "harbour master", ExpiresAt: ts(expires)}}
		return newEvent(id).msg(review.RoleSystem, "You plan lifts for Quayside Rigging.").
			msg(review.RoleUser, "Is the crane lift on quay 3 approved?").
			summary(summary).contract(review.Contract{TaskID: "T-1"}).sot(s).policy(review.Policy{}).build()
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"hourDropped", ev("ah1", "2026-03-10T15:00:00Z", "Crane lift on quay 3 approved by the harbour master (AP-CR-12). Crane booked 2026-03-10 13:00.\nNext: rig the crane on quay 3 at 13:00."), true},
		{"hourCarried", ev("ah2", "2026-03-10T15:00:00Z", "Crane lift on quay 3 approved by the harbour master (AP-CR-12) until 2026-03-10 15:00. Crane booked 2026-03-10 13:00.\nNext: rig the crane on quay 3 at 13:00."), false},
		{"midnight", ev("ah3", "2026-03-11T00:00:00Z", "Crane lift on quay 3 approved by the harbour master (AP-CR-12) through 2026-03-11. Crane booked 2026-03-10 13:00.\nNext: rig the crane on quay 3 at 13:00."), false},
	})
}

// A validity word with its span right after it ("quote valid 72 hours",
// "codice valido 72 ore", "solo vale 72 horas") and a Korean or Japanese
// time limit ("유지 기한: 12월 9일", "期限：12月9日") state an expiry. The
// three true cases fail on the commit before; the guards are a validity
// word before no span ("a valid ID"), an approval's span under a contract
// that lists approvals, and the span carried.
func TestBareValidityAndTimeLimit(t *testing.T) {
	quote := func(id, result, summary string) *review.Event {
		return said(sys("You order spare parts for Kettle & Co."), usr("Get a price for three thermostats for the café machines."),
			res("supplier_quote", result))(id, summary)
	}
	const next = "Quote Q-31: three thermostats at EUR 42 each.\nNext: send quote Q-31 to the café owner for sign-off."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enBare", quote("bv1", "Quote Q-31: 3 x thermostat at EUR 42; quote valid 48 hours.", next), true},
		{"esVale", quote("bv2", "Presupuesto Q-31: 3 termostatos a 42 EUR; solo vale 48 horas.", next), true},
		{"koGihan", quote("bv3", "견적 Q-31: 온도조절기 3개, 개당 42 EUR. 견적 유지 기한: 3월 12일 18:00", next), true},
		{"validID", quote("bv4", "Quote Q-31: 3 x thermostat at EUR 42; a valid VAT ID is on file.", next), false},
		// An approval's span is the approval checks' to read when the
		// contract lists approvals, as it is after "valid until"
		// (expiryInForce). (With none listed it is a limit, since session
		// 60: see TestApprovedThingsValidityIsALimit.)
		{"approvalSpan", listApproval(quote("bv6", "Quote Q-31: 3 x thermostat at EUR 42; supplier approval valid 48 hours.", next), "SA-31"), false},
		{"carried", quote("bv5", "Quote Q-31: 3 x thermostat at EUR 42; quote valid 48 hours.", "Quote Q-31: three thermostats at EUR 42 each, valid for 48 hours.\nNext: send quote Q-31 to the café owner for sign-off."), false},
	})
}

// listApproval gives ev a contract that lists approval id, with no
// expiry.
func listApproval(ev *review.Event, id string) *review.Event {
	ev.Summary.Contract = &review.Contract{TaskID: "T-1", Tenant: "acme", Approvals: []review.Approval{{ID: id}}}
	return ev
}

// French typography spaces the "h" of a time of day ("jusqu'à 15 h 30",
// "à 9 h"); after a word that leads one it is read as a time, while "3 h
// 30" alone stays what it often is, a span.
func TestFrenchSpacedHour(t *testing.T) {
	lx := theLexicon()
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Droit de passage valide jusqu'à 15 h 30 aujourd'hui.", []string{"15 h 30:time"}},
		{"Le car part à 9 h, devant la mairie.", []string{"9 h:time"}},
		{"Durée 3 h 30 environ.", []string{"3:number", "30:number"}},
	} {
		if got, _ := quantityKinds(lx, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q: quantities %q, want %q", c.text, got, c.want)
		}
	}
}

// A tool's field named for a span of use ("use_within": "2 hours from
// reconstitution") states an expiry as "valid_until" does, and a time of
// day closed by a CJK word for "before" ("15:00前に", "15:00 전에") ends
// what a tool allows as "まで" does. The true cases fail on the commit
// before; the guard carries the span.
func TestUseWithinFieldAndCJKBefore(t *testing.T) {
	vial := func(id, result, summary string) *review.Event {
		return said(sys("You keep the hatchery's vaccination log."), usr("Log the Marek's vial for house 3."), res("vial_log", result))(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"useWithin", vial("uw4", `{"vial":"MX-9","reconstituted_at":"06:20","use_within":"2 hours from reconstitution","house":3}`,
			"Vial MX-9 reconstituted at 06:20 for house 3.\nNext: vaccinate the chicks of house 3 with vial MX-9."), true},
		{"useWithinCarried", vial("uw5", `{"vial":"MX-9","reconstituted_at":"06:20","use_within":"2 hours from reconstitution","house":3}`,
			"Vial MX-9 reconstituted at 06:20 for house 3; it must be used within 2 hours.\nNext: vaccinate the chicks of house 3 with vial MX-9."), false},
		{"jaBefore", vial("uw6", "バイアル MX-9 の受付は本日 11:30前に締め切り。",
			"バイアル MX-9 を 3 号舎用に受け付けた。\n次：3 号舎のヒナにバイアル MX-9 を接種。"), true},
	})
}

// A record value that says in German that it blocks the work, with no
// article after the verb ("fehlt – blockiert Lizenzausstellung"), holds
// the work back as "blockiert die …" did. blocksNoArticle fails on the
// commit before; the guard keeps the blocker pending.
func TestRecordBlockiertWithoutArticle(t *testing.T) {
	desk := recordSays("Du stellst Straßenmusik-Lizenzen aus.", "Kann Jonas Wendt ab Montag am Graben spielen?", "L-77")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"blocksNoArticle", desk("bk1", "haftpflicht_nachweis", "fehlt – blockiert Lizenzausstellung",
			"Jonas Wendt möchte ab Montag am Graben spielen; Platz G-3 ist frei.\nNächster Schritt: Ausstellung der Lizenz für G-3."), true},
		{"keptPending", desk("bk2", "haftpflicht_nachweis", "fehlt – blockiert Lizenzausstellung",
			"Jonas Wendt möchte ab Montag am Graben spielen; Platz G-3 ist frei. Die Lizenz wartet auf den Haftpflichtnachweis, der noch fehlt.\nNächster Schritt: Haftpflichtnachweis bei Jonas Wendt anfordern."), false},
	})
}

// "At the latest" and "by" lead the time a tool's result or the
// assistant sets, as "until" does: "servita entro le 11:30", "livraison
// au plus tard à 6h45", "by 11:30". The true cases fail on the commit
// before; the guard carries the time.
func TestAtTheLatestLeadsTime(t *testing.T) {
	canteen := func(id, text, summary string) *review.Event {
		return said(sys("Prepari le consegne del forno Grano d'Oro."), usr("La mensa della scuola Rodari vuole 120 panini."), asst(text))(id, summary)
	}
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"itEntro", canteen("al1", "Ho sentito la scuola: i panini vanno consegnati entro le 11:30, poi la mensa chiude l'ordine.",
			"Scuola Rodari: 120 panini per la mensa.\nProssimo passo: impasto e cottura dei 120 panini."), true},
		{"enBy", canteen("al2", "The school says the rolls must reach the canteen by 11:30, after that the order lapses.",
			"Rodari school: 120 rolls for the canteen.\nNext: mixing and baking the 120 rolls."), true},
		{"carried", canteen("al3", "Ho sentito la scuola: i panini vanno consegnati entro le 11:30, poi la mensa chiude l'ordine.",
			"Scuola Rodari: 120 panini per la mensa, consegna entro le 11:30.\nProssimo passo: impasto e cottura dei 120 panini."), false},
	})
}

// A record field whose value says it is still missing ("parental_consent":
// "missing", "Nachweis": "fehlt") holds open what it names, as "pending"
// does. missingConsent fails on the commit before; the guard keeps it
// pending.
func TestRecordValueMissing(t *testing.T) {
	school := recordSays("Você agenda provas de nivelamento.", "Quero inscrever minha filha Beatriz no speaking test.", "N-15")
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"missingConsent", school("rm1", "parental_consent", "missing",
			"Beatriz Lopes (15 anos): prova escrita B1; há vaga de speaking test em 08/12 às 10:00.\nPróximo passo: marcar o speaking test da Beatriz para 08/12 às 10:00."), true},
		{"keptPending", school("rm2", "parental_consent", "missing",
			"Beatriz Lopes (15 anos): prova escrita B1; o speaking test espera a autorização dos pais, que ainda falta.\nPróximo passo: pedir a autorização dos pais à mãe da Beatriz."), false},
	})
}

// quantityKinds reads text as a message and lists its quantities as
// "text:kind" (date, time or number), with its number of sentences.
func quantityKinds(lx *lexicon, text string) ([]string, int) {
	u := lx.newUnit(review.PaneOriginal, "m1", text)
	var got []string
	for _, s := range u.sents {
		for _, q := range u.sentQuantities(s) {
			k := "number"
			switch {
			case isDateKind(q.kind):
				k = "date"
			case q.kind == qTime:
				k = "time"
			}
			got = append(got, u.f.text[q.start:q.end]+":"+k)
		}
	}
	return got, len(u.sents)
}
