package sampling

import (
	"strings"
	"testing"
)

// A tool field named as a limit that the summary drops is named in the
// finding's message ("max_refund_gbp"), so a reviewer finds the field in
// a long JSON line the quote clips. Fails on the commit before, whose
// message gave the number and the clipped line only.
func TestToolFieldLimitNamesItsField(t *testing.T) {
	ev := toolSays("You handle returns for a garden-furniture shop.", "Can the customer on order O-19 get their money back?", "order_lookup")("kn1",
		`{"order": "O-19", "customer": "C-310", "item": "teak bench", "delivered": "2026-11-02", "carrier": "Parcelway", "condition_reported": "split slat", "max_refund_gbp": 80}`,
		"Order O-19 (teak bench, split slat) qualifies for a refund. Next: refund order O-19 to the customer's card.")
	r := route(t, ev)
	for _, f := range r.Findings {
		if f.ID == FindingMissingLimit {
			if !strings.Contains(f.Message, `"max_refund_gbp"`) {
				t.Errorf("the message does not name the field: %s", f.Message)
			}
			return
		}
	}
	t.Fatalf("no missing_limit finding:\n%s", describe(r))
}
