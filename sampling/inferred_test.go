package sampling

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"recap/review"
)

// A finding proved by comparing fields keeps the severity the policy gives
// it; one the engine read out of prose is capped by inferred_severity
// (review by default) and says so. Every sentence was written for these
// tests.

func findingOf(r review.Routing, id string) (review.Finding, bool) {
	for _, f := range r.Findings {
		if f.ID == id {
			return f, true
		}
	}
	return review.Finding{}, false
}

func inferredCases() map[string]struct {
	ev       *review.Event
	id       string
	inferred bool
} {
	deposit := func(id, summary string, c *review.Contract) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"security_deposit": 2400}
		b := newEvent(id).msg(review.RoleUser, "Log the tenant's security deposit.").summary(summary).sot(s)
		if c != nil {
			b = b.contract(*c)
		}
		return b.build()
	}
	refund := func(id, summary string, c *review.Contract) *review.Event {
		s := sotFor()
		s.Effects = []review.SourceEffect{{ID: "rf-88", Kind: "refund", Status: review.EffectPending}}
		b := newEvent(id).msg(review.RoleUser, "Refund the duplicate charge.").summary(summary).sot(s)
		if c != nil {
			b = b.contract(*c)
		}
		return b.build()
	}
	payout := func(id, key string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: 740}
		return newEvent(id).msg(review.RoleUser, "Pay the courier.").summary("Courier payout prepared.").sot(s).
			contract(review.Contract{ExternalEffects: []review.ExternalEffect{{Kind: "payout", Target: "courier", Status: "prepared",
				Amount: &review.Amount{Text: "7400"}, Currency: "USD"}}}).build()
	}
	return map[string]struct {
		ev       *review.Event
		id       string
		inferred bool
	}{
		"ProseAmount": {deposit("ia", "Security deposit of $4,200 logged for the tenant.", nil), FindingSourceConflict, true},
		"ContractFactCitesKey": {deposit("ib", "Deposit logged.", &review.Contract{ConfirmedFacts: []review.Fact{
			{Text: "Security deposit is $4,200", SourceRef: "sot:/facts/security_deposit"}}}), FindingSourceConflict, false},
		"ProseRefundDone":        {refund("ic", "The duplicate charge was refunded to the customer this morning.", nil), FindingEffectUnconfirmed, true},
		"EffectAmountNamedKey":   {payout("ie", "payout_amount"), FindingSourceConflict, false},
		"EffectAmountGenericKey": {payout("if", "total_usd"), FindingSourceConflict, true},
		"ContractEffectDone": {refund("id", "Refund handled.", &review.Contract{ExternalEffects: []review.ExternalEffect{
			{Kind: "refund", Target: "customer", Status: "done", ConfirmationRef: "sot:/effects/0"}}}), FindingEffectUnconfirmed, false},
	}
}

func TestInferredFindingsQueueForReviewProvedOnesBlock(t *testing.T) {
	for name, c := range inferredCases() {
		t.Run(name, func(t *testing.T) {
			r := route(t, c.ev)
			f, ok := findingOf(r, c.id)
			if !ok {
				t.Fatalf("no %s finding: %s", c.id, describe(r))
			}
			capped := strings.Contains(f.Message, "inferred_severity")
			switch {
			case c.inferred && (f.Severity != review.SeverityReview || !capped || f.CappedFrom != review.SeverityBlock):
				t.Errorf("read from prose: severity %s capped from %q, message %q; want review capped from block and a message naming inferred_severity",
					f.Severity, f.CappedFrom, f.Message)
			case !c.inferred && (f.Severity != review.SeverityBlock || capped || f.CappedFrom != "" || r.Action != review.ActionBlock):
				t.Errorf("proved from fields: severity %s, action %s, message %q; want block, uncapped", f.Severity, r.Action, f.Message)
			}
			if c.inferred && r.HasBlocking() {
				t.Errorf("an inferred finding alone blocked the event: %s", describe(r))
			}
		})
	}
}

func TestInferredSeverityBlockRestoresTheSeveritiesTable(t *testing.T) {
	src := strings.Replace(string(DefaultPolicyTOML()), `inferred_severity = "review"`, `inferred_severity = "block"`, 1)
	p, err := ParsePolicy([]byte(src), "p.toml")
	if err != nil {
		t.Fatal(err)
	}
	if p.InferredSeverity != review.SeverityBlock {
		t.Fatalf("InferredSeverity = %s, want block", p.InferredSeverity)
	}
	e := NewEngine(p)
	for name, c := range inferredCases() {
		r := e.Route(c.ev)
		f, ok := findingOf(r, c.id)
		if !ok || f.Severity != review.SeverityBlock || r.Action != review.ActionBlock || strings.Contains(f.Message, "inferred_severity") {
			t.Errorf("%s under inferred_severity = block: %s", name, describe(r))
		}
	}
	// A cap below review also caps: info only records the finding.
	src = strings.Replace(string(DefaultPolicyTOML()), `inferred_severity = "review"`, `inferred_severity = "info"`, 1)
	if p, err = ParsePolicy([]byte(src), "p.toml"); err != nil {
		t.Fatal(err)
	}
	r := NewEngine(p).Route(inferredCases()["ProseAmount"].ev)
	if f, ok := findingOf(r, FindingSourceConflict); !ok || f.Severity != review.SeverityInfo {
		t.Errorf("under inferred_severity = info: %s", describe(r))
	}
}

func TestInferredSeverityParsing(t *testing.T) {
	without := strings.Replace(string(DefaultPolicyTOML()), `inferred_severity = "review"`, ``, 1)
	p, err := ParsePolicy([]byte(without), "p.toml")
	if err != nil {
		t.Fatal(err)
	}
	if p.InferredSeverity != review.SeverityReview {
		t.Errorf("absent inferred_severity gives %q, want review", p.InferredSeverity)
	}
	bad := strings.Replace(string(DefaultPolicyTOML()), `inferred_severity = "review"`, `inferred_severity = "sometimes"`, 1)
	_, err = ParsePolicy([]byte(bad), "p.toml")
	if err == nil {
		t.Fatal("inferred_severity = \"sometimes\" was accepted")
	}
	line := 1 + strings.Count(bad[:strings.Index(bad, "inferred_severity = ")], "\n")
	for _, want := range []string{"p.toml:" + strconv.Itoa(line), "inferred_severity", "block, review or info"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
}

// A reviewer's reconstruction is judged by the severities table: one that
// says $4,200 against a record of 2400 fails the replay even though
// routing would only queue it.
func TestReconstructionJudgedByTheSeveritiesTable(t *testing.T) {
	ev := inferredCases()["ProseAmount"].ev
	raw, err := json.Marshal(ev)
	if err != nil {
		t.Fatal(err)
	}
	wrong := "Security deposit of $4,200 logged for the tenant."
	right := "Security deposit of $2,400 logged for the tenant."
	for text, fails := range map[string]bool{wrong: true, right: false} {
		c := review.Case{Schema: review.CaseSchema, ID: ev.ID, DecidedBy: "ana", PolicyVersion: "recap-default-9", Event: raw,
			Expected: review.Expectation{Decision: review.DecisionReconstruct, MinAction: review.ActionReview, ReconstructedSummary: &text}}
		r := CheckCase(testEngine, c)
		failed := false
		for _, p := range r.Problems {
			if p.Check == CheckReconstruction && p.Status == CheckFail && p.Finding == FindingSourceConflict {
				failed = true
			}
		}
		if failed != fails {
			t.Errorf("reconstruction %q: failed %v, want %v (problems %+v)", text, failed, fails, r.Problems)
		}
	}
}

// Making a draft is not doing the effect it prepares: "draft invoice
// created" against a pending invoice claims nothing.
func TestDraftIsNoCompletedEffect(t *testing.T) {
	mk := func(id, summary string) *review.Event {
		s := sotFor()
		s.Effects = []review.SourceEffect{{ID: "inv-5", Kind: "invoice", Status: review.EffectPending}}
		return newEvent(id).msg(review.RoleUser, "Bill the applicant for the permit fee.").summary(summary).sot(s).build()
	}
	runFindingCases(t, FindingEffectUnconfirmed, []findingCase{
		{"DraftEN", mk("da", "Draft invoice INV-5 created for the permit fee."), false},
		{"RascunhoPT", mk("db", "Rascunho da fatura FAT-5 gerado para a taxa da licença."), false},
		{"SentEN", mk("dc", "Invoice INV-5 sent to the applicant for the permit fee."), true},
	})
}

// Problems come in file order, whatever order the keys are checked in.
func TestPolicyProblemsInFileOrder(t *testing.T) {
	src := "version = \"p1\"\nseed = \"s\"\ninferred_severity = \"sometimes\"\n[severities]\nsource_conflict = \"loud\"\n"
	_, err := ParsePolicy([]byte(src), "p.toml")
	if err == nil {
		t.Fatal("two bad severities were accepted")
	}
	msg := err.Error()
	i, j := strings.Index(msg, "p.toml:3"), strings.Index(msg, "p.toml:5")
	if i < 0 || j < 0 || i > j {
		t.Errorf("want line 3 before line 5:\n%s", msg)
	}
}
