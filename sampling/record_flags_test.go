package sampling

import (
	"testing"

	"recap/review"
)

// Flags and statuses in the record are contradicted only by a sentence that
// asserts the other state now: not by pending work, not by a state named
// after "until", not by a sentence that itself says the thing is absent,
// and a number the key spells is a name, not a value. Every sentence was
// written for these tests.

func flagEvent(id string, facts map[string]any, summary string, c *review.Contract) *review.Event {
	s := sotFor()
	s.Facts = facts
	b := newEvent(id).msg(review.RoleUser, "Close the incident once the checks are in.").summary(summary).sot(s)
	if c != nil {
		b = b.contract(*c)
	}
	return b.build()
}

// PendingItemEN, PendingItemDE and AbsentFR fire with the pending-unit and
// absence rules switched off (checked); MissingES and NotOnFileEN pass
// either way and guard against regressions elsewhere.
func TestRecordFlagsAgainstPendingAndAbsentText(t *testing.T) {
	noSignoff := map[string]any{"manager_signoff": false}
	pending := func(text string) *review.Contract {
		return &review.Contract{PendingItems: []review.PendingItem{{Text: text, Blocking: true}}}
	}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		// Pending work names the state to reach, whatever its polarity.
		{"PendingItemEN", flagEvent("fa", noSignoff, "Incident kept open.", pending("Manager signoff on the incident report")), false},
		{"PendingItemDE", flagEvent("fb", map[string]any{"freigabe_leitung": false}, "Vorfall bleibt offen.", pending("Freigabe der Leitung für den Bericht")), false},
		// The sentence itself says it is missing.
		{"AbsentFR", flagEvent("fc", map[string]any{"signature_client": false}, "Signature client absente pour le dossier 4410.", nil), false},
		{"MissingES", flagEvent("fd", map[string]any{"firma_cliente": false}, "Firma del cliente: sin registro.", nil), false},
		{"NotOnFileEN", flagEvent("fe", noSignoff, "Manager signoff is not on file.", nil), false},
		// Asserting the other state is still a conflict.
		{"AssertedEN", flagEvent("ff", noSignoff, "Manager signoff received; incident closed.", nil), true},
		{"AssertedFRReceived", flagEvent("fg", map[string]any{"signature_client": false}, "Signature client reçue ; dossier 4410 clôturé.", nil), true},
		// Known miss since a flag must be said to hold by a word of
		// completion: "obtenue" is no word the lexicon reads, so the
		// sentence only names the signature.
		{"AssertedFRObtained", flagEvent("fh", map[string]any{"signature_client": false}, "Signature client obtenue ; dossier 4410 clôturé.", nil), false},
	})
}

func TestRecordStatusAgainstStateToReach(t *testing.T) {
	open := map[string]any{"legal_review_status": "open"}
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"UntilEN", flagEvent("sa", open, "Shipping the contract is on hold until the legal review is approved.", nil), false},
		{"WhilePT", flagEvent("sb", map[string]any{"status_revisao_juridica": "aberta"}, "O envio fica parado enquanto a revisão jurídica não for aprovada.", nil), false},
		{"AssertedEN", flagEvent("sc", open, "The legal review was approved this morning; the contract went out.", nil), true},
	})
}

// Without the rule, WeekLabelFR fires (checked by switching it off). A
// wrong amount under such a key is still a conflict: the key is read both
// as "phase4" and as "phase 4", as prose writes it, and its own number
// between the name and the value binds them ("Lote 3: valor"): WrongBudgetEN
// and WrongLotPT fail without those rules; GluedLabelEN keeps the first
// reading.
func TestNumberSpelledByTheKeyIsAName(t *testing.T) {
	runFindingCases(t, FindingSourceConflict, []findingCase{
		{"WeekLabelFR", flagEvent("na", map[string]any{"semaine2_engage": 48250}, "Semaine 2 : engagé 48 250 € sur le plafond.", nil), false},
		{"PhaseLabelEN", flagEvent("nb", map[string]any{"phase4_committed": 91000}, "Phase 4: committed 91,000 USD so far.", nil), false},
		{"RightBudgetEN", flagEvent("nd", map[string]any{"phase4_budget": 91000}, "Phase 4 budget: 91,000 USD.", nil), false},
		{"WrongBudgetEN", flagEvent("ne", map[string]any{"phase4_budget": 91000}, "The phase 4 budget is 19,000 USD.", nil), true},
		{"WrongLotPT", flagEvent("nf", map[string]any{"lote3_valor": 12500}, "Lote 3: valor de R$ 15.200,00.", nil), true},
		{"RightLotPT", flagEvent("nh", map[string]any{"lote3_valor": 12500}, "Lote 3: valor de R$ 12.500,00.", nil), false},
		{"GluedLabelEN", flagEvent("ng", map[string]any{"q3_total": 44000}, "Q3 total came to 47,000 USD.", nil), true},
	})
}

// A limit the summary carries with another value is a conflict, not a
// missing limit; one it leaves out is missing.
func TestLimitCarriedWrongIsNoMissingLimit(t *testing.T) {
	budget := map[string]any{"campaign_budget": 91000}
	for _, c := range []struct {
		summary              string
		conflict, missingLim bool
	}{
		{"The campaign budget is 19,000 USD; spend is on track.", true, false},
		{"Creative assets approved; media plan next.", false, true},
		{"The campaign budget is 91,000 USD; spend is on track.", false, false},
	} {
		r := route(t, flagEvent("lb", budget, c.summary, nil))
		if hasFinding(r, FindingSourceConflict) != c.conflict || hasFinding(r, FindingMissingLimit) != c.missingLim {
			t.Errorf("%q: %s; want source_conflict %v, missing_limit %v", c.summary, describe(r), c.conflict, c.missingLim)
		}
	}
}
