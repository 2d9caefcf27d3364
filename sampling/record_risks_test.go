package sampling

import (
	"testing"

	"recap/review"
)

// The system of record says what an event involves even when the summary
// is silent about it: the effects it holds and the personal data its
// fields name. Every name here was written for this test.
func TestRiskClassesFromTheRecord(t *testing.T) {
	quiet := "Work paused; nothing else to report."
	cases := []struct {
		name  string
		sot   review.SourceOfTruth
		tool  string
		class review.RiskClass
		want  bool
	}{
		{"PendingNotice", review.SourceOfTruth{Effects: []review.SourceEffect{{ID: "n-7", Kind: "tenant_notice_email", Status: "pending"}}}, "", review.RiskExternalSend, true},
		{"FailedPayout", review.SourceOfTruth{Effects: []review.SourceEffect{{ID: "p-2", Kind: "supplier_payout", Status: "failed"}}}, "", review.RiskFinancialMove, true},
		{"ScheduledPurge", review.SourceOfTruth{Effects: []review.SourceEffect{{ID: "x-1", Kind: "archive_purge", Status: "pending"}}}, "", review.RiskDeletionOrPublication, true},
		{"BirthDateField", review.SourceOfTruth{Facts: map[string]any{"guest_date_of_birth": "1990-02-11"}}, "", review.RiskPersonalData, true},
		{"CamelCaseAddress", review.SourceOfTruth{Facts: map[string]any{"homeAddress": "Rua Sete 14"}}, "", review.RiskPersonalData, true},
		{"PatientTool", review.SourceOfTruth{}, "fetch_patient_summary", review.RiskPersonalData, true},
		// Fields that name no person's data, and no effects, add nothing.
		{"PlainFields", review.SourceOfTruth{Facts: map[string]any{"room_count": 12, "season": "high"}}, "", review.RiskPersonalData, false},
		{"NoEffects", review.SourceOfTruth{Facts: map[string]any{"room_count": 12}}, "", review.RiskExternalSend, false},
		{"ReadOnlyTool", review.SourceOfTruth{}, "list_room_types", review.RiskPersonalData, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.sot
			s.Tenant, s.TaskID = "acme", "T-1"
			b := newEvent("rr-"+c.name).msg(review.RoleUser, "Check the booking.")
			if c.tool != "" {
				b = b.tool(c.tool, "ok", false)
			}
			r := route(t, b.summary(quiet).sot(s).build())
			if got := hasRisk(r, c.class); got != c.want {
				t.Errorf("%s: %v, want %v: %s", c.class, got, c.want, describe(r))
			}
		})
	}
}
