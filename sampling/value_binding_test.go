package sampling

import (
	"testing"

	"recap/review"
)

// Which number in a sentence is the record's value, and when a limit is
// carried. Every sentence was written for this test; each rule has a case
// that fires beside the ones that must not.

func TestTimeLimitCarriedAnywhereInItsUnit(t *testing.T) {
	rule := "Incidents must be escalated to the vendor within 48 hours of detection."
	runFindingCases(t, FindingMissingLimit, []findingCase{
		{"WindowWording", systemRuleEvent("ta", rule, "Vendor escalation went out at 10:05, well inside the 48-hour window."), false},
		{"Dropped", systemRuleEvent("tb", rule, "Vendor escalation went out at 10:05."), true},
	})
}

func TestRecordValueAnywhereInTheSentenceAgrees(t *testing.T) {
	bal := map[string]any{"wallet_balance_eth": 318.25}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"OtherNumbersBeside", flagEvent("ra", bal, "Wallet W-7 balance 318.25 ETH; multisig 0/3 (needs 2/3).", nil), false},
		{"ValueWithUnitBeside", flagEvent("rc", map[string]any{"hw2_balance_eth": 612.5}, "Hot wallet HW2 balance 612.5 ETH, multisig 0/5 (needs 3/5).", nil), false},
		// The key's unit ("_eth") is not a word the sentence must repeat.
		{"Changed", flagEvent("rb", bal, "Wallet W-7 balance is 381.25; multisig 0/3.", nil), true},
		// A one-word key keeps its unit: "gross" alone is not the payroll.
		{"OneWordKeyKeepsUnit", flagEvent("rd", map[string]any{"gross_usd": 1842310.55}, "Ana's gross pay this month is $7,916.67.", nil), false},
	})
}

func TestNumberBeforeOrMoreIsABound(t *testing.T) {
	w := map[string]any{"withdrawal_btc": 12}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"OrMoreEN", flagEvent("ba", w, "The withdrawal needs compliance sign-off because it is 10 BTC or more.", nil), false},
		{"OuMaisPT", flagEvent("bb", map[string]any{"valor_saque_btc": 12}, "O saque exige aprovação da compliance por ser de 10 BTC ou mais.", nil), false},
		{"Changed", flagEvent("bc", w, "The withdrawal is 21 BTC and needs compliance sign-off.", nil), true},
	})
}

func TestNumberedPlacesAreNames(t *testing.T) {
	p := map[string]any{"overnight_pressure": 14.2}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"Zone", flagEvent("za", p, "Zone 3 overnight pressure held.", nil), false},
		{"Site", flagEvent("zb", map[string]any{"enrolled": 14}, "Site 022 has enrolled participants this week.", nil), false},
		{"Changed", flagEvent("zc", p, "Zone 3 overnight pressure was 41.2.", nil), true},
	})
}

// A contract fact citing a record key agrees with it in any notation, and
// the number the key spells names it; "M€" is millions. Every sentence was
// written for this test.
func TestContractFactCitingTheRecord(t *testing.T) {
	cited := func(id string, facts map[string]any, key, text string) *review.Event {
		return flagEvent(id, facts, "Stock check done.", &review.Contract{ConfirmedFacts: []review.Fact{{Text: text, SourceRef: "sot:/facts/" + key}}})
	}
	moist := map[string]any{"moisture_bin4": 13.5}
	cover := map[string]any{"cover_limit": 2500000}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"PercentNotation", cited("ca", moist, "moisture_bin4", "Bin 4 at 13,5% moisture"), false},
		{"PercentChanged", cited("cb", moist, "moisture_bin4", "Bin 4 at 15,3% moisture"), true},
		{"MillionSign", cited("cc", cover, "cover_limit", "Cover limit 2,5 M€ per claim"), false},
		{"MillionChanged", cited("cd", cover, "cover_limit", "Cover limit 5,2 M€ per claim"), true},
		{"ManWonKO", cited("cg", map[string]any{"deposit_krw": 4500000}, "deposit_krw", "보증금 450만 원 입금 확인"), false},
		{"ManWonChangedKO", cited("ch", map[string]any{"deposit_krw": 4500000}, "deposit_krw", "보증금 540만 원 입금 확인"), true},
		{"MilhoesPT", cited("ci", map[string]any{"valor_contrato": "R$ 2.300.000,00"}, "valor_contrato", "Valor do contrato: R$ 2,3 mi"), false},
		{"MilhoesChangedPT", cited("cj", map[string]any{"valor_contrato": "R$ 2.300.000,00"}, "valor_contrato", "Valor do contrato: R$ 3,2 mi"), true},
		{"PercentOfFraction", cited("ce", map[string]any{"fee_rate": 0.0035}, "fee_rate", "Fee rate 0,35 % a year"), false},
		{"PercentOfFractionChanged", cited("cf", map[string]any{"fee_rate": 0.0035}, "fee_rate", "Fee rate 0,53 % a year"), true},
	})
}

// A flag or status is contradicted only by a sentence that asserts the
// other state: not by one that gives the value, negates right after the
// name, asks for or requires the state, or quotes someone.
func TestFlagsAgainstRequestsQuotesAndLiterals(t *testing.T) {
	dep := map[string]any{"deposit_returned": false}
	st := map[string]any{"approval_status": "pending"}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"Literal", flagEvent("fa", dep, "The ledger shows deposit_returned = false.", nil), false},
		{"NotRightAfter", flagEvent("fb", dep, "Deposit NOT returned yet: the guest disputes the damage.", nil), false},
		{"Request", flagEvent("fc", dep, "The guest asks for the deposit to be returned today.", nil), false},
		{"Quoted", flagEvent("fd", dep, `The guest wrote: "you returned my deposit, thanks".`, nil), false},
		{"Asserted", flagEvent("fe", dep, "Deposit returned to the guest yesterday.", nil), true},
		{"StatusRequired", flagEvent("ff", st, "Shipping needs the controller's approval first.", nil), false},
	})
}

// Bare numbers far from the record's value are not slips for it.
func TestYearsAndCountsBesideAnAmount(t *testing.T) {
	tot := map[string]any{"order_total": 7416}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"YearAndCount", flagEvent("ya", tot, "Order total from the 2026 catalogue covers 15 items.", nil), false},
		{"DigitsSwapped", flagEvent("yb", tot, "Order total 7146.", nil), true},
	})
}

// Orders, rules and possibilities describe a state to reach, not the
// record's: they cannot contradict a flag.
func TestFlagsAgainstOrdersRulesAndPossibilities(t *testing.T) {
	sent := map[string]any{"offer_sent": false}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"NextStep", flagEvent("oa", sent, "Next: send the offer to the member.", nil), false},
		{"Rule", flagEvent("ob", map[string]any{"waiver_granted": false}, "Only the programme director grants waivers.", nil), false},
		{"Possibility", flagEvent("oc", map[string]any{"gebuehr_erlassen": false}, "Die Gebühr kann erlassen werden.", nil), false},
		{"Asserted", flagEvent("od", sent, "Offer sent to the member this morning.", nil), true},
	})
}
