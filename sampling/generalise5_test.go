package sampling

import (
	"testing"

	"recap/review"
)

// Round five of the generalisation tests. Every sentence was written for
// these tests, with negatives beside the positives.

// scopeEvent is a tenant "acme" task whose contract cites refs; the
// summary is the text under test.
func scopeEvent(id, contractTenant, summary string, refs ...string) *review.Event {
	return newEvent(id).msg(review.RoleUser, "Total the October freight invoices.").
		tool("get_invoices", `{"month": "2026-10", "total": "8120.00"}`, false).
		summary(summary).
		contract(review.Contract{TaskID: "T-1", Tenant: contractTenant, SourceRefs: append([]string{"m2"}, refs...)}).
		sot(sotFor()).policy(review.Policy{AllowedTools: []string{"get_invoices"}}).build()
}

// A one-word namespace says whose data it is only when the summary names
// it as an organisation or says the data came from another one; a
// contract that names another tenant makes that tenant's references
// foreign.
func TestOneWordNamespaceOfAnotherOrganisation(t *testing.T) {
	runFindingCases(t, FindingOutOfScopeSource, []findingCase{
		{"namedProper", scopeEvent("ns1", "acme", "October freight: 8,120.00. Rates cross-checked against Brightline's tariff table.", "tariffs://brightline/2026/freight"), true},
		{"sisterCompany", scopeEvent("ns2", "acme", "十月运费合计 8,120.00，费率参考了姊妹公司的台账。", "ledger://dongfang/2026-10/rates"), true},
		{"empresaIrma", scopeEvent("ns3", "acme", "Frete de outubro: 8.120,00; usei as taxas da empresa irmã para conferir.", "erp://norteline/fretes/2026-10"), true},
		{"contractTenant", scopeEvent("ns4", "globex", "October freight invoices total 8,120.00.", "erp://globex/invoices/2026-10"), true},
		// Generic stores of our own, not named as an organisation.
		{"genericStore", scopeEvent("ns5", "acme", "October freight invoices total 8,120.00 (see the orders export).", "erp://orders/2026-10/export"), false},
		{"ownTenant", scopeEvent("ns6", "acme", "October freight: 8,120.00 from Acme's ledger.", "ledger://acme/2026-10/freight"), false},
		// Named, but as what was refused.
		{"refused", scopeEvent("ns7", "acme", "October freight: 8,120.00. The sister company offered its tariff table; not used.", "m2"), false},
	})
}
