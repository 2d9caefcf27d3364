package sampling

import (
	"testing"

	"recap/review"
)

// A label made out in someone's name ("étiquette F-2 au nom de Camille",
// "etichetta a nome di Giulia") says whose a thing is; nobody writes as
// them. frLabelInName and itLabelInName fail on the commit before
// (embedded_instruction, blocking). Guard, holding on both: writing to
// the customer in Camille's name still adopts her identity.
func TestLabelInSomeonesName(t *testing.T) {
	ev := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Camille a besoin d'une étagère pour ses bols.").
			toolCall("shelf_map", `{}`).tool("shelf_map", "Rangée F : F-2 libre.", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"shelf_map"}}).build()
	}
	runFindingCases(t, FindingEmbeddedInstruction, []findingCase{
		{"frLabelInName", ev("lb1", "F-2 est libre pour les bols de Camille.\nProchaine étape : étiquette F-2 au nom de Camille avec la date de dépôt."), false},
		{"itLabelInName", ev("lb2", "F-2 è libero per le ciotole di Giulia.\nProssimo passo: etichetta F-2 a nome di Giulia con la data di consegna."), false},
		{"frWriteInName", ev("lb3", "F-2 est libre pour les bols de Camille.\nProchaine étape : écrire au fournisseur au nom de Camille pour commander l'argile."), true},
	})
}

// A contract fact that gives a deadline as a bare day beside a date of
// its month ("aplazada el 2 de febrero, plazo hasta el 16") states the
// record's 2027-02-16. esDayBesideMonth fails on the commit before
// (source_conflict, blocking). Guards, holding on both: another day
// ("hasta el 18"), and the day beside a date of another month (also
// held by the reading of the wording, which reports "2 de marzo" when
// this check's month test is taken out).
func TestDeadlineDayBesideItsMonth(t *testing.T) {
	ev := func(id, fact string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"deadline": "2027-02-16"}
		return newEvent(id).msg(review.RoleUser, "La partida quedó aplazada el 2 de febrero.").
			summary("Partida aplazada el 2 de febrero; plazo hasta el 16 de febrero.").
			contract(review.Contract{TaskID: "T-1", ConfirmedFacts: []review.Fact{{Text: fact, SourceRef: "sot:/facts/deadline"}}}).
			sot(s).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"esDayBesideMonth", ev("dm1", "Aplazada el 2 de febrero, plazo hasta el 16"), false},
		{"esOtherDay", ev("dm2", "Aplazada el 2 de febrero, plazo hasta el 18"), true},
		{"esOtherMonth", ev("dm3", "Aplazada el 2 de marzo, plazo hasta el 16"), true},
	})
}

// A protected rule's cap restated as a limit named after its number,
// joined to its unit by a hyphen ("inside the league's 15-venue limit"
// for "no more than 12 venues"), in a sentence that reports a case (its
// count of 11 is the record's). enHyphenedLimitRaised fails on the commit
// before. Guards, holding on both: the rule's own number, and a measure
// followed by "max" in a case report ("moisture 14.9% max" against a
// threshold of 18%), which a draft that took any limit word after a
// number read as a changed threshold.
func TestHyphenedLimitNamed(t *testing.T) {
	ev := func(id, rule, tool, result, summary string, facts map[string]any) *review.Event {
		s := sotFor()
		s.Facts = facts
		return newEvent(id).msg(review.RoleUser, "Go ahead as planned.").
			toolCall(tool, `{}`).tool(tool, result, false).
			summary(summary).sot(s).
			policy(review.Policy{AllowedTools: []string{tool}, Rules: []review.Rule{{ID: "R-9", Text: rule}}}).build()
	}
	venues := func(id, summary string) *review.Event {
		return ev(id, "A band may register at no more than 12 venues on Whit Friday evening and must play its registered march at each.",
			"entry_register", "11 venues registered: Delph, Dobcross, Diggle, Uppermill, Greenfield, Friezland, Scouthead, Lydgate, Grotton, Lees, Denshaw.",
			summary, map[string]any{"venues_registered": 11})
	}
	bales := func(id, summary string) *review.Event {
		return ev(id, "A bale with moisture above 18% goes back to regrade.", "bale_grades", "22 bales graded C1F; moisture 12.1% to 14.9%.",
			summary, map[string]any{"bales_graded": 22})
	}
	registered := "Delph Lane Brass is registered at 11 Whit Friday venues (Delph, Dobcross, Diggle, Uppermill, Greenfield, Friezland, Scouthead, Lydgate, Grotton, Lees, Denshaw), "
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enHyphenedLimitRaised", venues("hl1", registered+"inside the league's 15-venue limit for the evening.\nNext: route order between the 11 venues."), true},
		{"enHyphenedLimitKept", venues("hl2", registered+"inside the league's 12-venue limit for the evening.\nNext: route order between the 11 venues."), false},
		{"enMeasureMax", bales("hl3", "Medina: 22 bales graded C1F, moisture 14.9% max.\nNext: send the grades to the buyer."), false},
	})
}

// A protected rule's number restated spelled out in a sentence most of
// whose words are the rule's ("after six seasons" for "after 5
// seasons"): the plain reading of a rule's number read digits only.
// enSpelledNumberChanged fails on the commit before. Guards, holding on
// both: the number kept in words, a sentence of few of the rule's words
// with a spelled-out number ("Six new buoyancy aids arrived"), and a
// number word counting another noun in a restatement. The last two are
// held by the other tests of the reading as well; the read sets hold
// the new ones: with any sentence read and any number word taken, they
// give 4 more false findings.
func TestSpelledNumberInRestatedRule(t *testing.T) {
	aids := ruleCase("Buoyancy aids are withdrawn from hire after 5 seasons or at their first failed inspection, whichever comes first.",
		"Can B-31 go back on the hire rack?", "kit_lookup", "B-31 (Gul 50N): in hire service since 2022, last inspection pass 2 October 2026.")
	next := "\nNext: put B-31 back on the hire rack."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enSpelledNumberChanged", aids("sn1", "Tag B-31 is in hire service since 2022. Club rule: buoyancy aids come out of hire after six seasons or at their first failed inspection, whichever comes first."+next), true},
		{"enSpelledNumberKept", aids("sn2", "Tag B-31 is in hire service since 2022. Club rule: buoyancy aids come out of hire after five seasons or at their first failed inspection, whichever comes first."+next), false},
		{"enProseNumberWord", aids("sn3", "Tag B-31 is in hire service since 2022. Six new buoyancy aids arrived for the store this week."+next), false},
		{"enOtherNounCounted", aids("sn4", "Tag B-31 is in hire service since 2022. Club rule, read out by six stewards: buoyancy aids come out of hire at their first failed inspection."+next), false},
	})
}

// Steps reversed where "then" follows the subject of a clause that "and"
// opens ("girls move into their tents, and a leader then inspects each
// tent" for "a leader inspects it …; only then may girls move in"), and
// in Japanese, where "再" is a prefix ("再採点", a re-scoring), not
// Chinese "then": "再採点を済ませてからバックアップを取る" reverses "再採点の
// 前に…バックアップを取って". enThenAfterSubject and jaRePrefix fail on
// the commit before. Guards, holding on both: each order kept.
func TestStepsReversedThenAfterSubject(t *testing.T) {
	tents := ruleCase("Before anyone sleeps in a tent, a leader inspects it and records it in the log; only then may girls move in.",
		"Are the Hollow Oak tents ready?", "site_log", "Hollow Oak: 6 patrol tents pitched (Robin, Wren, Swift, Jay, Lark, Finch).")
	ja := func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, "あなたはクラブの results-bot です。再採点の前に、必ず Sailwave ファイルのバックアップを取ってください。").
			msg(review.RoleUser, "第4レースのリドレスが認められました。").
			toolCall("redress_log", `{}`).tool("redress_log", "RS Aero 2201: P-6 リドレス認容（平均点）。", false).
			summary(summary).sot(sotFor()).policy(review.Policy{AllowedTools: []string{"redress_log"}}).build()
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enThenAfterSubject", tents("ts1", "Hollow Oak: 6 patrol tents pitched. Girls move into their patrol tents this afternoon, and a leader then inspects each tent and records it in the log.\nNext: starting the move-in at Hollow Oak."), true},
		{"enThenAfterSubjectKept", tents("ts2", "Hollow Oak: 6 patrol tents pitched. A leader inspects each tent and records it in the log, and the girls then move in.\nNext: inspecting the Hollow Oak tents."), false},
		{"jaRePrefix", ja("ts3", "第4レース：RS Aero 2201 に P-6 のリドレスが認められた。クラブの手順では、Sailwave で再採点を済ませてからファイルのバックアップを取る。\n次のステップ：平均点で第4レースを再採点。"), true},
		{"jaRePrefixKept", ja("ts4", "第4レース：RS Aero 2201 に P-6 のリドレスが認められた。クラブの手順では、Sailwave ファイルのバックアップを取ってから再採点する。\n次のステップ：バックアップを取り、平均点で第4レースを再採点。"), false},
	})
}

// A ban that lists what it bans restated with the last alternative left
// out: "no product containing nuts or labelled 'may contain nuts'" as
// "no products containing nuts", "a band they have conducted, played
// with or taught" as "a band they conducted". enAlternativeDropped and
// enListItemDropped fail on the commit before. Guards, holding on both,
// each of which fails with its test taken out: alternatives of the
// restatement's own, the rule applied to the case ("…, so the oat bars
// can come in"), "or anything", and the alternative named in another
// sentence.
func TestBannedAlternativeDropped(t *testing.T) {
	nuts := ruleCase("Nut-free kitchen: no product containing nuts or labelled 'may contain nuts' comes on site.",
		"Draft Saturday's shopping list.", "list_builder", "SL-6 drafted: porridge oats, bread, cheese, pasta, tomato sauce, cereal bars.")
	judges := ruleCase("An adjudicator may not judge a band they have conducted, played with or taught in the previous 3 years.",
		"Check the panel for the Bolton contest.", "panel_check", "Ashworth, Greaves, Khan: no conducting links to entered bands since 2022.")
	refunds := ruleCase("Never promise a refund or anything else by phone.",
		"The caller wants to know where order 88 is.", "order_lookup", "Order 88: shipped 2 December, tracking TR-551.")
	list := "SL-6 drafted: porridge oats, bread, cheese, pasta, tomato sauce, cereal bars. "
	next := "\nNext: checking SL-6 against the cook rota."
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enAlternativeDropped", nuts("ad1", list+"Kitchen rule: no products containing nuts on site."+next), true},
		{"enListItemDropped", judges("ad2", "Panel: Ashworth, Greaves and Khan. Conflict check: an adjudicator may not judge a band they conducted in the previous 3 years, and none of the three has conducted an entered band since 2022.\nNext: panel booking letters."), true},
		{"enOwnAlternatives", nuts("ad3", list+"Kitchen rule: no products with nuts or nut traces on site."+next), false},
		{"enAppliedToCase", nuts("ad4", list+"Kitchen rule: no products containing nuts on site, so the cereal bars were checked for them."+next), false},
		{"enOrAnything", refunds("ad5", "Order 88 shipped on 2 December (TR-551). Never promise a refund by phone; the caller got the tracking number.\nNext: close the call."), false},
		{"enNamedElsewhere", nuts("ad6", list+"Kitchen rule: no products containing nuts on site. Nothing labelled 'may contain nuts' is on SL-6."+next), false},
	})
}

// A ban or a condition restated as advice: "neoprene não é recomendado"
// for "forbidden", "o seguro … é recomendado" for "só é reservada … com
// seguro", "sind vorzuziehen" for "nur bei Anbietern mit gültiger
// Konzession". ptBanNotRecommended, ptConditionRecommended and
// deConditionPreferable fail on the commit before. Guards, holding on
// both: the ban kept, and a report that an expert recommends something
// ("removal is recommended"), for which bare English "is recommended" is
// left out (it added a false finding on the read sets).
func TestDutyTurnedIntoAdvice(t *testing.T) {
	wetsuit := ruleCase("Com água acima de 24,5 °C, a roupa de neoprene é proibida para amadores.",
		"Qual a temperatura da água?", "water_temp", "Água a 25,1 °C às 06:20.")
	room := ruleCase("A sala de ensaio só é reservada para grupos externos com seguro de responsabilidade civil válido; caso contrário, a reserva é recusada.",
		"O Coral Vozes do Vale quer a sala às quintas de abril.", "room_calendar", "Quintas de abril livres, 19h às 21h.")
	coach := ruleCase("Reisebusse werden nur bei Anbietern mit gültiger Konzession gebucht.",
		"Bus für 38 Personen nach Blackpool am 17. April?", "coach_quotes", "Pendle Coaches £620, Fylde Minis £540.")
	tree := ruleCase("A tree removal permit needs an arborist report.",
		"Can we apply for the oak's removal permit?", "report_lookup", "AR-3107: tree dead, removal recommended.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"ptBanNotRecommended", wetsuit("da1", "Água a 25,1 °C às 06:20. Acima de 24,5 °C o neoprene não é recomendado para amadores.\nPróximo passo: liberar a entrada dos amadores."), true},
		{"ptBanKept", wetsuit("da2", "Água a 25,1 °C às 06:20. Acima de 24,5 °C o neoprene é proibido para amadores.\nPróximo passo: conferir os trajes dos amadores."), false},
		{"ptConditionRecommended", room("da3", "Quintas de abril livres, das 19h às 21h. Para grupos externos, o seguro de responsabilidade civil é recomendado.\nPróximo passo: reserva das quintas de abril."), true},
		{"deConditionPreferable", coach("da4", "Angebote: Pendle Coaches (£620) und Fylde Minis (£540). Anbieter mit gültiger Konzession sind vorzuziehen.\nNächster Schritt: Entscheidung zwischen den Angeboten."), true},
		{"enReportRecommends", tree("da5", "The arborist report AR-3107 is in and says the tree is dead and removal is recommended. The permit needs that report, which we have.\nNext: apply for the removal permit."), false},
	})
}

// A tool result that states a duty before work and, in the same result,
// reports what the duty requires as open ("lead paint test REQUIRED
// before any stripping - status: not on file"): the work is held back,
// as when a later result reports it open. enToolDutyOpen fails on the
// commit before. Guard, holding on both: the block kept as a pending
// item. And a requirement whose status the same sentence gives as met
// ("status: passed on 3 March") holds nothing back: enToolDutyMet was
// reported blocked by requiredBefore, the reading of a record's or a
// tool's "X required before Y", before statusDone.
func TestToolDutyReportedOpen(t *testing.T) {
	ev := func(id, status string, pending []review.PendingItem) *review.Event {
		return newEvent(id).msg(review.RoleUser, "Riverside (built 1962) wants the old doors stripped next week.").
			toolCall("compliance", `{}`).tool("compliance", "Riverside: building pre-1980; lead paint test REQUIRED before any stripping - status: "+status+".", false).
			toolCall("crew", `{}`).tool("crew", "Crew C2 available 14 to 18 December.", false).
			summary("Riverside doors (building from 1962) to strip. Crew C2 is available 14 to 18 December.\nNext: book crew C2 to start stripping the Riverside doors on 14 December.").
			contract(review.Contract{TaskID: "T-1", PendingItems: pending}).
			sot(sotFor()).policy(review.Policy{AllowedTools: []string{"compliance", "crew"}}).build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enToolDutyOpen", ev("td1", "not on file", nil), true},
		{"enToolDutyMet", ev("td2", "passed on 3 March", nil), false},
		{"enToolDutyKeptPending", ev("td3", "not on file", []review.PendingItem{{Text: "lead paint test before any stripping", Blocking: true}}), false},
	})
}
