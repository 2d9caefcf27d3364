package sampling

import (
	"testing"

	"recap/review"
)

// References into someone else's namespace: a sibling tenant with an id
// proves it; an organisation-shaped namespace that is none of the event's
// own is inferred. Every name was written for this test.
func TestReferencesIntoOtherNamespaces(t *testing.T) {
	mk := func(id, tenant string, refs ...string) *review.Event {
		s := sotFor()
		s.Tenant, s.System = tenant, "billing-ledger"
		ev := newEvent(id).msg(review.RoleUser, "Prepare the dispute file.").summary("Dispute file prepared.").sot(s).
			contract(review.Contract{SourceRefs: append([]string{"m1"}, refs...)}).build()
		ev.Tenant = tenant
		ev.Summary.Contract.Tenant = tenant
		return ev
	}
	cases := []struct {
		name     string
		ev       *review.Event
		fires    bool
		severity review.Severity
	}{
		{"SiblingTenant", mk("na", "mkt-norte", "mkt-sul:PED-4410"), true, review.SeverityBlock},
		{"OtherOrg", mk("nb", "acme", "harbor-mutual:claims/CLM-77"), true, review.SeverityReview},
		{"OtherOrgSlash", mk("nc", "acme", "delta-freight/quotes/Q-2291"), true, review.SeverityReview},
		{"SystemOfRecord", mk("nd", "acme", "billing-ledger:inv/77"), false, ""},
		{"OwnPrefix", mk("ne", "acme", "acme-billing/inv/77"), false, ""},
		{"WebPage", mk("nf", "acme", "https://status-page.example/incidents/12"), false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := route(t, c.ev)
			f, ok := findingOf(r, FindingOutOfScopeSource)
			if ok != c.fires || ok && f.Severity != c.severity {
				t.Errorf("out_of_scope_source fired %v (severity %q), want %v (%q): %s", ok, f.Severity, c.fires, c.severity, describe(r))
			}
		})
	}
}
