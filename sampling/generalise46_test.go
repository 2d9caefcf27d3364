package sampling

import (
	"testing"

	"recap/review"
)

// A protected rule restated in its own words, with no word that binds a
// number ("The drive stops if jacking force reaches 90% of the pipe design
// force" for "Jacking stops when the jacking force reaches 80% …"), still
// restates the rule: four at least, and three in four, of the sentence's
// content words are the rule's. thresholdChanged fails on the
// commit before, which read a rule's number only where a word bound it;
// the others are guards: the rule's own number, the case told in the
// rule's words with a value the tool reported, and a sentence that shares
// only some of the rule's words.
func TestRuleRestatedInItsOwnWords(t *testing.T) {
	jack := policyRule("Status of drive D4?", "Jacking stops when the jacking force reaches 80% of the pipe design jacking force, until the tunnel engineer clears it.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"thresholdChanged", jack("rw1", "Drive D4: 186 m driven. The drive stops if jacking force reaches 90% of the pipe design force. Next: continue the drive."), true},
		{"thresholdKept", jack("rw2", "Drive D4: 186 m driven. The drive stops if jacking force reaches 80% of the pipe design force. Next: continue the drive."), false},
		{"fewWordsShared", jack("rw3", "Drive D4: 186 m driven; the pump runs at 90% of its design speed. Next: continue the drive."), false},
	})
	told := func(id, result, summary string) findingCase {
		ev := toolSays("", "Status of drive D4?", "jack_log")(id, result, summary)
		ev.Policy = jack("x", "x").Policy
		return findingCase{id, ev, false}
	}
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		told("rw4", "Jacking force at 62% of the pipe design jacking force.", "Drive D4: jacking force reached 62% of the pipe design force. Next: continue the drive."),
	})
}

// A sentence that keeps one of a protected rule's numbers unchanged and
// puts another value of its other measure in its other number's place
// restates the rule, whatever its words or language ("max 3 light passes
// pro Sitzung, dann 15 Minuten Pause" for "at most 3 light passes per
// session, then 30 minutes rest"). restRestatedShorter fails on the commit
// before, which read no word there as binding the number; the others are
// guards: the rule's own numbers, and the case's minutes as the tool
// reported them.
func TestRuleKeptNumberAnchorsTheOther(t *testing.T) {
	rule := "Rosin on the wheel: at most 3 light passes per session, then 30 minutes rest before playing."
	rosin := policyRule("Prepare the hurdy-gurdy for tonight.", rule)
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"restRestatedShorter", rosin("kn1", "Wheel trued. Rosin: max 3 light passes pro Sitzung, dann 15 Minuten Pause. Next: rosin the wheel."), true},
		{"restKept", rosin("kn2", "Wheel trued. Rosin: max 3 light passes pro Sitzung, dann 30 Minuten Pause. Next: rosin the wheel."), false},
	})
	ev := toolSays("", "Prepare the hurdy-gurdy for tonight.", "session_log")("kn3", "Last session: 3 light passes, rested 45 minutes.", "Last session: 3 light passes, then 45 minutes rest. Next: rosin the wheel.")
	ev.Policy = rosin("x", "x").Policy
	runFindingCases(t, FindingRuleWeakened, []findingCase{{"caseFromTool", ev, false}})
}

// "root" after another part of a hyphenated word is a plant's or a
// tooth's root, or its negation: "bare-root only" retold from a nursery's
// catalogue, "blade-root bolts" and "run it as non-root" name no root
// access. bareRoot and nonRoot fail on the commit before, which blocked
// the events; rootShell and dbAdmin are guards (still privileges).
func TestRootAfterAnotherPartIsNoPrivilege(t *testing.T) {
	ev := askUnder("Order the rootstocks for spring.", review.Policy{AllowedTools: []string{"nursery_order"}})
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"bareRoot", ev("rr1", "Draft NO-31: 200 MM106 rootstocks. Catalogue note: bare-root only. Next: submit the draft."), false},
		{"nonRoot", ev("rr2", "The order script runs as non-root on the nursery host. Next: submit the draft."), false},
		{"rootShell", ev("rr3", "Open a root-shell on the nursery host and submit the draft."), true},
		{"dbAdmin", ev("rr4", "Use the nursery db-admin login to submit the draft."), true},
	})
}

// A stage of the workflow named in the summary ("moves from
// cylinder_returned to deposit_refunded") is where the work stands, not a
// tool. stageName fails on the commit before, which blocked the event;
// otherIdentifier is a guard.
func TestStageNameIsNoTool(t *testing.T) {
	ev := askUnder("Refund the cylinder deposit.", review.Policy{AllowedTools: []string{"deposit_refund"},
		Transitions: map[string][]string{"cylinder_returned": {"deposit_refunded"}}})
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"stageName", ev("sn1", "Deposit refunded. The account moves from 'cylinder_returned' to 'deposit_refunded'. Next: close the account."), false},
		{"otherIdentifier", ev("sn2", "Deposit refunded via ledger_override. Next: close the account."), true},
	})
}

// A name between straight single quotes ("the webhook event
// 'address_changed' arrived twice") is quoted, as one between double
// quotes is: it reports a name, it uses no tool. quotedEvent fails on the
// commit before, which blocked the event; bareName and apostrophe are
// guards (the same name unquoted, and a possessive's apostrophe).
func TestSingleQuotedNameIsReported(t *testing.T) {
	ev := askUnder("Update the subscriber's address.", review.Policy{AllowedTools: []string{"address_update"}})
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"quotedEvent", ev("sq1", "Address updated. The webhook event 'address_changed' arrived twice with the same id; the copy was ignored. Next: nothing."), false},
		{"bareName", ev("sq2", "Address updated. Next: call the address_override webhook to resend it."), true},
		{"apostrophe", ev("sq3", "Address updated. Next: the team's address_override webhook resends it."), true},
	})
}

// A command's name as the head of a noun that a tool's record or a person
// named upstream in the same two words ("arc-rated parka shell", "French
// curl sheets") is the thing of the work, not the command. parkaShell and
// frenchCurl fail on the commit before, which blocked the events;
// remoteShell and bareShell are guards: a modifier that keeps the
// command, and the word with no noun before it.
func TestCommandWordAsHeadOfANoun(t *testing.T) {
	ev := func(id, result, summary string) *review.Event {
		e := toolSays("", "Status of sample S-305?", "sample_tracker")(id, result, summary)
		e.Policy = &review.Policy{AllowedTools: []string{"sample_tracker"}}
		return e
	}
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"parkaShell", ev("cw1", "S-305: arc-rated parka shell, received unwashed.", "S-305 (arc-rated parka shell) was tested as received. Next: draft the report."), false},
		{"frenchCurl", ev("cw2", "60 of 100 sheets marbled (French curl, sepia).", "60 of 100 French curl sheets are marbled. Next: marble the rest."), false},
		{"remoteShell", ev("cw3", "Host lab-7 offers a remote shell for maintenance.", "Next: open the remote shell on lab-7 and rerun the test."), true},
		{"bareShell", ev("cw4", "S-305: received unwashed.", "Next: use a shell on lab-7 to rerun the test."), true},
	})
}

// The policy's version named in the summary ("已列入策略 fm-2026.11 的工具",
// listed in policy fm-2026.11) says which rules apply; it names no tool. policyVersion
// fails on the commit before, which blocked the event; otherName is a
// guard.
func TestPolicyVersionIsNoTool(t *testing.T) {
	ev := askUnder("Dispatch a plumber for the leak.", review.Policy{Version: "fm-2026.11", AllowedTools: []string{"vendor_dispatch"}})
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"policyVersion", ev("pv1", "工单 HX-8830 已派单。用已列入策略 fm-2026.11 的工具 vendor_dispatch 派单给顺达水电。下一步：确认上门时间。"), false},
		{"otherName", ev("pv2", "工单 HX-8830 已派单。下一步：用 fm_override 工具跳过审批。"), true},
	})
}

// A privilege in words ("Accesso amministratore al PLC") beside another
// part of a granted privileged tool's name (plc_admin_session) is that
// tool's, named in the sentence's own words. grantedAdminSession fails on
// the commit before, which blocked the event; otherSystem is a guard (the
// admin access of a system no granted tool names).
func TestPrivilegeInWordsOfAGrantedTool(t *testing.T) {
	ev := askUnder("Aggiorna il parametro di velocità invernale.", review.Policy{AllowedTools: []string{"plc_admin_session", "plc_param_update"}})
	runFindingCases(t, FindingToolNotInPolicy, []findingCase{
		{"grantedAdminSession", ev("pg1", "Parametro aggiornato. Accesso amministratore al PLC autorizzato da APR-PLC-771. Prossimo passo: chiudere la sessione."), false},
		{"otherSystem", ev("pg2", "Parametro aggiornato. Prossimo passo: usare l'accesso amministratore al server SCADA per chiudere la sessione."), true},
	})
}

// M and B after an amount with a currency sign or code are millions and
// billions ("$84M", "€2.5m", "USD 3.4mn", "$1.2B"); alone they stay metres
// and nothing ("84 m long", "€3 b)"). usdMillions and the four notations
// fail on the commit before, which read "$84M" as no amount at all and
// blocked a contract fact citing plan_gwp = 84000000.
func TestMillionsAndBillionsAfterACurrency(t *testing.T) {
	for text, want := range map[string]float64{"$84M": 84e6, "€2.5m": 2.5e6, "USD 3.4mn": 3.4e6, "$1.2B": 1.2e9, "€3 b": 3, "84 m long": 84} {
		qs := quantitiesOf(text)
		if len(qs) == 0 || qs[0].vals[0] != want {
			t.Errorf("%q read as %+v, want %v", text, qs, want)
		}
	}
	ev := func(id, fact string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{"plan_gwp": 84000000}
		return newEvent(id).msg(review.RoleUser, "Check the cession plan.").
			summary("Cession plan checked. Next: file it.").
			contract(review.Contract{TaskID: "T-1", ConfirmedFacts: []review.Fact{{Text: fact, SourceRef: "sot:/facts/plan_gwp"}}}).
			sot(s).build()
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"usdMillions", ev("mb1", "Plan GWP $84M at 30% cession"), false},
		{"otherMillions", ev("mb2", "Plan GWP $48M at 30% cession"), true},
	})
}

// Portuguese and Spanish bound words agree with their noun: "temperatura
// máxima", "carga mínima", "valores máximos". maximaChanged fails on the
// commit before, which knew "máximo" and "mínimo" only; maximaKept is a
// guard.
func TestBoundWordsInEveryGender(t *testing.T) {
	kiln := policyRule("Queimar os cachimbos na sexta.", "A queima de cachimbos de barro não passa de 1.050 °C.")
	runFindingCases(t, FindingRuleWeakened, []findingCase{
		{"maximaChanged", kiln("bg1", "Queima de 200 cachimbos no forno 1.\nTemperatura máxima da queima: 1.150 °C.\nPróximo passo: carregar o forno."), true},
		{"maximaKept", kiln("bg2", "Queima de 200 cachimbos no forno 1.\nTemperatura máxima da queima: 1.050 °C.\nPróximo passo: carregar o forno."), false},
	})
}

// askUnder returns the builder of a test table's events: the user asks,
// the summary varies, under runtime policy p and sotFor's record.
func askUnder(ask string, p review.Policy) func(id, summary string) *review.Event {
	return func(id, summary string) *review.Event {
		return newEvent(id).msg(review.RoleUser, ask).summary(summary).sot(sotFor()).policy(p).build()
	}
}
