package sampling

import (
	"testing"
	"time"

	"recap/review"
)

// assistantSaysCase builds an event where a user asks, the assistant
// answers in its own words, and the summary is checked.
func assistantSaysCase(user, said string) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, user).msg(review.RoleAssistant, said).summary(summary).sot(sotFor()).build()
	}
}

// The assistant bounds an amount by a negated comparator ("we can't
// accept more than 30 pots", "não podemos receber mais de 25 cadeiras",
// "wir dürfen nicht mehr als 12 Kisten annehmen"): a maximum, which a
// summary that goes on without it loses. enCantTakeMore, ptNaoPodeMais
// and deNichtMehrAls fail on the commit before. Guards, holding on both:
// a negation that says there is none ("No invoice went over £200 this
// month"), one in another clause ("Nothing is missing: the hall seats
// over 120 people"), and the maximum carried.
func TestAssistantNegatedCeiling(t *testing.T) {
	porch := assistantSaysCase("The florist can bring spare poinsettias for the church porch on Friday.",
		"The porch shelves are clear, but we can't accept more than 30 pots or they block the fire exit.")
	next := "The florist offers spare poinsettias for Friday; the porch shelves are clear.\nNext: confirm the Friday poinsettia delivery with the florist."
	pt := assistantSaysCase("A escola quer emprestar cadeiras para o bazar de sábado.",
		"O salão está livre, mas não podemos receber mais de 25 cadeiras, senão a saída fica bloqueada.")
	de := assistantSaysCase("Der Getränkehandel will am Freitag Leergut-Kisten für das Sommerfest bringen.",
		"Der Keller ist frei, aber wir dürfen nicht mehr als 12 Kisten annehmen, sonst ist der Fluchtweg zu.")
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enCantTakeMore", porch("n1", next), true},
		{"enMaximumCarried", porch("n2", "The florist offers spare poinsettias for Friday; the porch takes 30 pots at most.\nNext: confirm the Friday poinsettia delivery with the florist."), false},
		{"ptNaoPodeMais", pt("n3", "A escola empresta cadeiras para o bazar de sábado; o salão está livre.\nPróximo passo: combinar a entrega das cadeiras com a escola."), true},
		{"deNichtMehrAls", de("n4", "Der Getränkehandel bringt am Freitag Kisten für das Sommerfest; der Keller ist frei.\nNächster Schritt: Lieferung mit dem Getränkehandel abstimmen."), true},
		{"enNoneAbove", assistantSaysCase("How did the hall's invoices look this month?",
			"No invoice went over £200 this month; the biggest was the boiler check.")("n5",
			"The hall's invoices this month were small; the biggest was the boiler check.\nNext: file the monthly invoices with the treasurer."), false},
		{"enNegationElsewhere", assistantSaysCase("Is the hall ready for the quiz night?",
			"Nothing is missing: the hall seats over 120 people and the tables are out.")("n6",
			"The hall is ready for the quiz night and the tables are out.\nNext: open the doors for the quiz night."), false},
	})
}

// A rule's ban joined to a restriction ("bikes only on the wall racks,
// and never in front of the fuse box or the side door") is dropped by a
// restatement that keeps the restriction alone, though another sentence
// names the ban's places as facts ("the plan shows the fuse box beside
// rack 3"): only a sentence that still says a rule carries the ban.
// enBanPartDropped and ptBanPartDropped fail on the commit before. The
// guard, holding on both: the ban restated in a sentence of its own.
func TestBanPartNotCarriedByFacts(t *testing.T) {
	at := time.Date(2026, 12, 7, 10, 0, 0, 0, time.UTC)
	en := userToolCase("House rule for the club garage: bikes only on the wall racks, and never in front of the fuse box or the side door. Two new bikes arrive today.",
		"garage_plan", "Racks 1-4 free. The fuse box is on the back wall beside rack 3; the side door is by rack 1.", at)
	pt := userToolCase("Regra da garagem do clube: bicicletas só nos suportes de parede, e nunca em frente ao quadro de luz ou à porta lateral. Chegam duas bicicletas novas hoje.",
		"garage_plan", "Suportes 1-4 livres. O quadro de luz fica na parede do fundo ao lado do suporte 3; a porta lateral fica junto ao suporte 1.", at)
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enBanPartDropped", en("b1", "Garage rule: bikes only on the wall racks. The plan shows the fuse box beside rack 3 and the side door by rack 1.\nNext: park the two new bikes at racks 1 and 3."), true},
		{"enBanPartKept", en("b2", "Garage rule: bikes only on the wall racks. Bikes are never left in front of the fuse box or the side door, which sit beside racks 3 and 1.\nNext: park the two new bikes at racks 2 and 4."), false},
		{"ptBanPartDropped", pt("b3", "Regra da garagem: bicicletas só nos suportes de parede. A planta mostra o quadro de luz ao lado do suporte 3 e a porta lateral junto ao suporte 1.\nPróximo passo: estacionar as duas bicicletas novas nos suportes 1 e 3."), true},
	})
}

// A rule's first part with a necessary condition of its own, joined to
// another ("the climbing wall is opened only when the floor mats are dry
// and a qualified instructor is present"), restated with the head and
// the other part and none of the condition's words ("it opens when a
// qualified instructor is present") has lost that condition. A sentence
// under a label that names a rule ("Climbing wall rule: on 12 December
// it opens …") states the rule, though it gives a date.
// enHeadConditionDropped, enHeadConditionDroppedDated and
// ptHeadConditionDropped fail on the commit before; the last but one
// also fails with the label read as before. The guard, holding on both:
// the condition kept (which the same sentence carries, too). An exception
// ("unless the item is no longer sold") is not read as such a condition:
// left out, it makes a rule stricter (h515-25 was reviewed for it when it
// was; a case built for it here was cut apart at its exception first).
func TestHeadConditionDropped(t *testing.T) {
	wall := systemRuleCase("Leisure centre desk. The climbing wall is opened only when the floor mats are dry and a qualified instructor is present; it never opens before 09:00.",
		"Can the 10:00 school group use the climbing wall?", "wall_log", "Mats mopped 09:00 after the roof leak. Instructor on duty: J. Park.")
	es := systemRuleCase("Centro deportivo. El rocódromo se abre solo cuando las colchonetas están secas y hay un monitor titulado presente; nunca abre antes de las 09:00.",
		"¿Puede usar el rocódromo el grupo escolar de las 10:00?", "wall_log", "Colchonetas fregadas a las 09:00 tras la gotera. Monitor de turno: J. Park.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enHeadConditionDropped", wall("c1", "School group at 10:00; J. Park is the instructor on duty and the mats were mopped at 09:00 after the roof leak. Climbing wall rule: it opens when a qualified instructor is present, never before 09:00.\nNext: open the climbing wall for the school group."), true},
		{"enHeadConditionDroppedDated", wall("c2", "School group at 10:00; J. Park is the instructor on duty and the mats were mopped at 09:00 after the roof leak. Climbing wall rule: on 12 December it opens when a qualified instructor is present, never before 09:00.\nNext: open the climbing wall for the school group."), true},
		{"enHeadConditionKept", wall("c3", "School group at 10:00; J. Park is the instructor on duty and the mats were mopped at 09:00 after the roof leak. Climbing wall rule: it opens only when the floor mats are dry and a qualified instructor is present, never before 09:00.\nNext: check the mats are dry, then open the wall."), false},
		{"esHeadConditionDropped", es("c5", "Grupo escolar a las 10:00; J. Park es el monitor de turno y las colchonetas se fregaron a las 09:00. Regla del rocódromo: se abre cuando hay un monitor titulado presente, nunca antes de las 09:00.\nSiguiente paso: abrir el rocódromo al grupo escolar."), true},
	})
}

// A count a rule requires right after a word of requirement ("needs
// three written quotes") restated lower after one ("needs two quotes"),
// in a sentence that shares the rule's words but states no bound, is the
// rule changed, though the original gives that lower count as a fact
// ("Two quotes in: …"). enRequiredCountLowered and ptRequiredCountLowered fail on
// the commit before. Guards, holding on both: the count kept, and a
// lower count of another thing ("needs two signatures").
func TestRequiredCountLowered(t *testing.T) {
	en := ruleCase("Roof repair work over £400 needs three written quotes and an approved roofing contractor.",
		"Where are we with the roof repair?", "quote_desk", "Two quotes in: Ridge & Son £520, Tiler Bros £610.")
	pt := ruleCase("Obras de telhado acima de R$ 2.000 exigem três orçamentos por escrito e um telhadista credenciado.",
		"Como está o reparo do telhado?", "quote_desk", "Dois orçamentos recebidos: Telhados Silva R$ 2.600, Casa Forte R$ 2.900.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enRequiredCountLowered", en("q1", "Roof repair quotes: Ridge & Son £520, Tiler Bros £610. Work over £400 needs two quotes and an approved contractor, both met.\nNext: raise the order with Ridge & Son for £520."), true},
		{"enRequiredCountKept", en("q2", "Roof repair quotes: Ridge & Son £520, Tiler Bros £610. Work over £400 needs three written quotes and an approved contractor; a third quote is still awaited.\nNext: chase a third roof quote."), false},
		{"enOtherThingCounted", en("q4", "Roof repair quotes: Ridge & Son £520, Tiler Bros £610. Work over £400 needs two signatures from the approved contractor as well.\nNext: chase a third roof quote."), false},
		{"ptRequiredCountLowered", pt("q5", "Orçamentos do telhado: Telhados Silva R$ 2.600, Casa Forte R$ 2.900. Obras acima de R$ 2.000 exigem dois orçamentos e telhadista credenciado, ambos atendidos.\nPróximo passo: emitir o pedido para a Telhados Silva."), true},
	})
}

// A floor in a rule ("released after at least three consecutive passing
// glaze tests") restated as what a release needs ("Release needs two
// consecutive passing glaze tests"), a sentence whose only word of a rule
// is the requirement, is lowered. enFloorLoweredAsNeed and
// deFloorLoweredAsNeed fail on the commit before. Guards, holding on
// both: what is still to come of the case ("needs two more consecutive
// passing glaze tests"), and the floor kept.
func TestFloorCountLoweredAsNeed(t *testing.T) {
	en := ruleCase("A kiln batch is released after at least three consecutive passing glaze tests.",
		"Can kiln batch K-12 go out?", "kiln_log", "K-12: glaze tests 1 and 2 passed; test 3 booked for Friday.")
	de := ruleCase("Eine Ofencharge wird erst nach mindestens drei bestandenen Glasurtests in Folge freigegeben.",
		"Kann die Ofencharge K-12 raus?", "kiln_log", "K-12: Glasurtests 1 und 2 bestanden; Test 3 am Freitag.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enFloorLoweredAsNeed", en("f1", "Kiln batch K-12: glaze tests 1 and 2 passed, test 3 booked for Friday.\nRelease needs two consecutive passing glaze tests.\nNext: K-12 release paperwork."), true},
		{"enStillToCome", en("f2", "Kiln batch K-12: glaze tests 1 and 2 passed, test 3 booked for Friday.\nRelease needs two more consecutive passing glaze tests.\nNext: wait for test 3 on Friday."), false},
		{"enFloorKept", en("f3", "Kiln batch K-12: glaze tests 1 and 2 passed, test 3 booked for Friday.\nRelease needs three consecutive passing glaze tests.\nNext: wait for test 3 on Friday."), false},
		{"deFloorLoweredAsNeed", de("f4", "Ofencharge K-12: Glasurtests 1 und 2 bestanden, Test 3 am Freitag.\nDie Freigabe einer Ofencharge erfordert zwei bestandene Glasurtests in Folge.\nNächster Schritt: Freigabepapiere für K-12."), true},
	})
}

// A near copy of a protected rule that fixes its measures with no word
// of bound, every number kept but one, whose place another of the same
// measure takes ("all 5 studs torqued to 120 Nm" as "all 5 studs are
// torqued to 90 Nm"), changes the rule. enTorqueSwapped fails on the
// commit before (enCountSwapped was already caught otherwise). The
// guard, holding on both: the numbers kept. The new number must stand
// where the old one stood (the same word after or before it): without
// that, h131-27 had a false finding ("押金200元" left out, "车锁按50元赔付"
// added); the same shape in English is already reported by the commit
// before, so no case here tells them apart. A rule with a word of duty
// is left to the duty checks (TestRequiredNumberLowered/zhStricter,
// TestDutyBindsItsOwnClause/enFloorRaised: a floor raised is no
// weakening).
func TestOneNumberSwappedInNearCopy(t *testing.T) {
	wheel := ruleCase("Every minibus wheel is refitted with all 5 studs torqued to 120 Nm before the vehicle leaves the yard.",
		"Is minibus M-3 ready after the tyre change?", "fleet_log", "M-3: offside rear tyre replaced at 09:10.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enTorqueSwapped", wheel("w1", "M-3: offside rear tyre replaced at 09:10. Standing rule for every wheel: it is refitted with all 5 studs torqued to 90 Nm before the vehicle leaves the yard.\nNext: release M-3 for the school run."), true},
		{"enCountSwapped", wheel("w2", "M-3: offside rear tyre replaced at 09:10. Standing rule for every wheel: it is refitted with all 4 studs torqued to 120 Nm before the vehicle leaves the yard.\nNext: release M-3 for the school run."), true},
		{"enNumbersKept", wheel("w3", "M-3: offside rear tyre replaced at 09:10. Standing rule for every wheel: it is refitted with all 5 studs torqued to 120 Nm before the vehicle leaves the yard.\nNext: torque check, then release M-3."), false},
	})
}

// A rule that binds what comes at or above a count ("walks of 15 or more
// walkers require a second leader", "los grupos de más de 12 personas
// deben reservar …") restated with a higher count of the same thing
// ("walks of 20 walkers or more need a second leader") leaves the cases
// between outside it. enThresholdRaised fails on the commit before
// (esThresholdRaised was caught already). The guard, holding on both: a
// floor the rule asks for raised ("at least 2 leaders" as "at least 3").
// (The commit before also reports the threshold lowered, "walks of 10
// walkers or more", which makes the rule stricter: left as it is.)
func TestThresholdRaised(t *testing.T) {
	walk := ruleCase("Walks of 15 or more walkers require a second leader on the route.",
		"Can the Saturday ridge walk go ahead?", "walk_roster", "Ridge walk: 18 booked, leader A. Moss.")
	leaders := ruleCase("Walks of 15 or more walkers require at least 2 leaders on the route.",
		"Can the Saturday ridge walk go ahead?", "walk_roster", "Ridge walk: 18 booked, leaders A. Moss and P. Iqbal.")
	es := ruleCase("Los grupos de más de 12 personas deben reservar la sala del fondo.",
		"¿Dónde sentamos al grupo del sábado?", "room_book", "Grupo Ortega: 14 personas, sábado 21:00.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enThresholdRaised", walk("t1", "Ridge walk on Saturday: 18 booked, leader A. Moss. House rule: walks of 20 walkers or more need a second leader on the route.\nNext: confirm the ridge walk with A. Moss leading."), true},
		{"enFloorRaised", leaders("t3", "Ridge walk on Saturday: 18 booked, leaders A. Moss and P. Iqbal. House rule: walks of 15 walkers or more require at least 3 leaders on the route.\nNext: find a third leader for the ridge walk."), false},
		{"esThresholdRaised", es("t4", "Grupo Ortega: 14 personas, sábado 21:00. Regla: los grupos de más de 16 personas reservan la sala del fondo.\nSiguiente paso: sentar al grupo Ortega en el salón principal."), true},
	})
}

// A count with no unit of its own is compared with the rule's count of
// the same thing: "no more than two drop-in points" cited under the
// rule's label as "up to three drop-in points", though the rule's "2 m"
// has the value of neither. enCitedCountRaised fails on the commit
// before. Guards: the count kept, holding on both; and a rule's two
// thresholds both kept ("15 or more … a second leader, … more than 25 …
// a third"), which the commit before took for the first raised to the
// second: a number the rule states is carried, not a threshold raised.
func TestCountOfTheSameThing(t *testing.T) {
	ramp := ruleCase("Each ramp at the skate park is at most 2 m high with no more than two drop-in points.",
		"Can the new mini ramp open on Saturday?", "ramp_log", "Mini ramp: 1.8 m high, 3 drop-in points, inspected 09:00.")
	walk := ruleCase("Walks of 15 or more walkers require a second leader, and walks of more than 25 walkers require a third.",
		"Can the Saturday ridge walk go ahead?", "walk_roster", "Ridge walk: 18 booked, leaders A. Moss and P. Iqbal.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enCitedCountRaised", ramp("c1", "Mini ramp: 1.8 m high, 3 drop-in points, inspected 09:00.\nR-9: ramps up to 2 m with up to three drop-in points, so the mini ramp fits.\nNext: open the mini ramp on Saturday."), true},
		{"enCitedCountKept", ramp("c2", "Mini ramp: 1.8 m high, 3 drop-in points, inspected 09:00.\nR-9: ramps up to 2 m with up to two drop-in points, so one drop-in point must be closed.\nNext: close the third drop-in point, then open the mini ramp."), false},
		{"enThresholdsKept", walk("c3", "Ridge walk on Saturday: 18 booked, leaders A. Moss and P. Iqbal. House rule: walks of 15 walkers or more need a second leader, and walks of more than 25 walkers need a third.\nNext: confirm the ridge walk."), false},
	})
}

// An amount a licence or permit allows in total, in a tool's result, a
// notice or the assistant's words ("licence SL-12 allows ticket sales of
// £800 in total for the raffle", "a licença SL-40 permite R$ 3.000 no
// total em vendas de rifas"), is a maximum. enToolAllowsTotal and
// ptToolAllowsTotal fail on the commit before. Guards, holding on both:
// the maximum carried, and a total that nothing allows ("Ticket sales so
// far: £800 in total"). The same said by a user or the system is not
// read: looked for in every such sentence it cost +0.5% of instructions
// per route on the benchmark's events ("the invoice total is …").
func TestAllowedInTotal(t *testing.T) {
	at := time.Date(2026, 12, 7, 10, 0, 0, 0, time.UTC)
	tool := func(result string) func(id, summary string) *review.Event {
		return userToolCase("Can we start selling raffle tickets for the quilt?", "licence_lookup", result, at)
	}
	pt := userToolCase("Podemos abrir as vendas da rifa?", "licence_lookup",
		"A licença SL-40 permite R$ 3.000 no total em vendas de rifas. Rifa preparada: bilhete a R$ 5,00, ainda não à venda.", at)
	next := "Raffle for the quilt prepared at £2 a ticket.\nNext: put the raffle tickets on sale to members this week."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"enToolAllowsTotal", tool("Licence SL-12 allows ticket sales of £800 in total for the raffle.")("a1", next), true},
		{"enTotalCarried", tool("Licence SL-12 allows ticket sales of £800 in total for the raffle.")("a2",
			"Raffle for the quilt prepared at £2 a ticket; licence SL-12 caps sales at £800 in total.\nNext: put the raffle tickets on sale to members this week."), false},
		{"enTotalNotAllowed", tool("Licence SL-12 on file. Ticket sales so far: £800 in total.")("a3", next), false},
		{"ptToolAllowsTotal", pt("a4", "Rifa preparada a R$ 5,00 o bilhete.\nPróximo passo: abrir as vendas da rifa aos sócios esta semana."), true},
	})
}
