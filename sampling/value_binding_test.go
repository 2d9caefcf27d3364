package sampling

import "testing"

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
