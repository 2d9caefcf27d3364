package sampling

import (
	"strings"
	"testing"
	"time"

	"recap/review"
)

// ruleSays returns the builder of a test table's events: a protected
// policy rule the original never states, a user's request, and a summary
// that may restate the rule.
func ruleSays(rule, system, user string) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "WALL-2", Text: rule}}}).build()
	}
}

// A protected rule's number restated with another value of its measure,
// one nothing upstream gives, bound where it stands, is the rule changed:
// in the rule's language or another. enCapRaised, ptFloorLowered and
// jaHoursRaised fail on the commit before, whose readings of a rule's
// number needed a limit word in the rule or most of its words in the
// restatement.
func TestProtectedRuleNumberRestatedOtherwise(t *testing.T) {
	wall := ruleSays("Each instructor supervises 6 climbers on the bouldering wall.",
		"You book sessions for a climbing gym.", "Book Saturday's beginners session for the youth club.")
	deposit := ruleSays("Framing work starts once the customer has paid 30% of the quote.",
		"You take orders for a picture-framing workshop.", "Schedule the cutting of Ms Araújo's frame, quote Q-88.")
	tastings := ruleSays("A guest books the tasting room for at most 2 hours at a time.",
		"You run bookings for a tea house.", "Add Mr Sato to tonight's tasting list.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"enCapRaised", wall("rn1", "Saturday's beginners session is booked for the youth club. Under the gym's rule, one instructor may take up to 8 climbers on the bouldering wall. Next: send the club the booking."), true},
		{"ptFloorLowered", deposit("rn2", "A moldura da Sra. Araújo (orçamento Q-88) entra no corte. Pela regra da oficina, o corte começa com um sinal mínimo de 20% do orçamento. Próximo passo: agendar o corte."), true},
		{"jaHoursRaised", tastings("rn4", "佐藤様を今夜の試飲室に予約しました。試飲室のご利用は一回3時間までです。次：予約表を共有する。"), true},
		// The same numbers, in another language or notation, keep it.
		{"ptFloorKept", deposit("rn5", "A moldura da Sra. Araújo (orçamento Q-88) entra no corte. Pela regra da oficina, o corte começa com um sinal mínimo de 30% do orçamento. Próximo passo: agendar o corte."), false},
		{"jaHoursKept", tastings("rn6", "佐藤様を今夜の試飲室に予約しました。試飲室のご利用は一回2時間までです。次：予約表を共有する。"), false},
		// The case's own figure against the rule, which the sentence also
		// states, is no restatement of it.
		{"enCaseAgainstRule", wall("rn7", "Saturday's beginners session is booked for the youth club: 5 climbers, within the 6 climbers one instructor supervises. Next: send the club the booking."), false},
	})
}

// A value the case works out from values upstream is the case measured,
// not the rule restated: a share of an amount, the days since a date the
// original gives, what is left of a cap once a spent amount is taken
// off. Each sentence binds a figure of the rule's measure that no message
// states, and none of them changes the rule. remainder fails on the
// commit before, whose numberChanged read "up to €150" left of a €400 cap
// as the cap changed; share and daysSince fail with their branch of
// changedRuleNumber taken out (the shares in workedOutUpstream;
// elapsedBetween).
func TestWorkedOutFiguresAreNoRuleRestated(t *testing.T) {
	ev := func(id, rule, user, summary string) *review.Event {
		e := newEvent(id).msg(review.RoleSystem, "You keep the accounts of a community allotment society.").msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).
			policy(review.Policy{Rules: []review.Rule{{ID: "PLOT-4", Text: rule}}}).build()
		e.CreatedAt = time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
		return e
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"remainder", ev("wo1", "A member spends no more than €400 a season on shared tools.",
			"Member K. Obi has spent €250 on shared tools this season; she asks to buy a €90 hoe.",
			"K. Obi may still spend up to €150 on shared tools this season, so the €90 hoe is bought. Next: order the hoe."), false},
		{"share", ev("wo2", "A grant to a plot is €1,500 or less and covers at most 40% of a project's cost.",
			"Plot 12 asks for a grant towards a €2,500 greenhouse.",
			"Plot 12's grant is capped at €1,000 for the €2,500 greenhouse. Next: pay plot 12's grant."), false},
		{"daysSince", ev("wo3", "Fees are late once 30 days have passed since the invoice.",
			"Was plot 7's invoice of 20 February paid late? They paid today.",
			"Plot 7 paid today, within 18 days of the 20 February invoice, so the fee was on time. Next: mark plot 7 as paid."), false},
	})
}

// A record field that holds work open in words other than "pending" is a
// precondition the summary must carry before its next step goes ahead: a
// value still awaited ("submitted, awaiting verification", "não
// assinado"), or a field named for a step done that is false
// ("safety_briefing_signed": false). enAwaited, ptUnsigned and jaFalseField
// fail on the commit before, which read only a value that is "pending"
// and nothing else; enGrantedSince fails without doneStateWords, and
// enStepDoesIt without the short value's words in the next step.
func TestRecordOpenStateIsAPrecondition(t *testing.T) {
	ev := func(id, user, key string, value any, summary string, pending ...review.PendingItem) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: value}
		b := newEvent(id).msg(review.RoleSystem, "You coordinate installation crews for a solar installer.").msg(review.RoleUser, user).
			summary(summary).sot(s)
		if len(pending) > 0 {
			b = b.contract(review.Contract{TaskID: "T-1", PendingItems: pending})
		}
		return b.build()
	}
	runFindingCases(t, FindingPendingUnblocked, []findingCase{
		{"enAwaited", ev("os1", "Plan the install at 14 Elm Road once the roof survey is verified.", "roof_survey", "submitted, awaiting verification",
			"14 Elm Road: panels and inverter are in the van. Next: install the panels on Monday."), true},
		{"ptUnsigned", ev("os2", "Agenda a instalação na Rua das Flores depois do termo de responsabilidade.", "termo_responsabilidade", "não assinado",
			"Rua das Flores: painéis e inversor carregados. Próximo passo: instalar os painéis na segunda-feira."), true},
		{"jaFalseField", ev("os3", "安全説明の署名が済んだら設置を始めてください。", "safety_briefing_signed", false,
			"桜町の現場：パネルとインバーターを積み込み済み。次：月曜日にパネルを設置する。"), true},
		// The awaited thing has come since.
		{"enGrantedSince", ev("os4", "Plan the install at 14 Elm Road.", "roof_survey", "requested 2 March, verified 6 March",
			"14 Elm Road: panels and inverter are in the van. Next: install the panels on Monday."), false},
		// Kept as a blocking pending item.
		{"enKeptPending", ev("os5", "Plan the install at 14 Elm Road once the roof survey is verified.", "roof_survey", "submitted, awaiting verification",
			"14 Elm Road: panels and inverter are in the van. Next: install the panels once the roof survey is verified.",
			review.PendingItem{Text: "Roof survey verification", Blocking: true}), false},
		// The next step does what the field awaits.
		{"enStepDoesIt", ev("os6", "Plan the grid connection for 14 Elm Road.", "portal_status", "not submitted",
			"14 Elm Road: the grid connection form is filled in. Next: submit the form to the network operator today."), false},
	})
}

// The finding on an open field quotes its value, a false one included, and
// says it is open rather than that it blocks. Fails on the commit before,
// whose message called it a blocking state and quoted nothing for false.
func TestOpenFieldMessageQuotesTheValue(t *testing.T) {
	s := sotFor()
	s.Facts = map[string]any{"safety_briefing_signed": false}
	ev := newEvent("om1").msg(review.RoleSystem, "You coordinate installation crews for a solar installer.").msg(review.RoleUser, "Start the install at 3 Mill Lane.").
		summary("3 Mill Lane: panels are on the roof rack. Next: install the panels on Monday.").sot(s).build()
	r := route(t, ev)
	checkRouting(t, ev, r)
	for _, f := range r.Findings {
		if f.ID == FindingPendingUnblocked {
			if !strings.Contains(f.Message, `still open ("false")`) || strings.Contains(f.Message, "blocking state") {
				t.Errorf("message: %s", f.Message)
			}
			return
		}
	}
	t.Fatalf("no pending_unblocked finding:\n%s", describe(r))
}
