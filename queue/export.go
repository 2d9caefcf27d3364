package queue

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"recap/review"
	"recap/store"
)

// ExportFilter selects the decisions [Service.Export] turns into cases.
// Zero fields select everything.
type ExportFilter struct {
	// Since selects events whose standing decision was made at or after it.
	Since time.Time
	// Decision selects events whose standing decision is of this kind:
	// approve, reject or reconstruct.
	Decision review.DecisionKind
}

// Export turns every decided event into a regression case and calls fn
// with each, in event id order, from one consistent snapshot of the
// database. An error from fn stops the export and is returned.
//
// Each case comes from the event's standing decision: a reversal cancels
// the decision it undoes, so an event undone and decided again exports its
// new decision, and one undone and not decided again exports nothing.
//
// The case's min_action is the action the event was routed to when it was
// decided, for a rejection or a reconstruction: a later engine that routes
// it lower has lost something reviewers relied on. For an approval it is
// pass: an approved summary sets no floor, and the case guards only its
// finding verdicts. Finding verdicts name findings by key ("rule_weakened#0");
// the case lists their ids, and an id with both true and false positives
// counts as confirmed, since the engine must still raise it.
func (s *Service) Export(ctx context.Context, f ExportFilter, fn func(review.Case) error) error {
	if f.Decision != "" {
		if _, err := review.ParseDecisionKind(string(f.Decision)); err != nil {
			return review.Errorf(review.EINVALID, "export filter: %v", err)
		}
	}
	tx, err := s.db.BeginRead(ctx, s.clock())
	if err != nil {
		return err
	}
	defer tx.Rollback()
	seqs, err := tx.StandingDecisions(ctx, store.StandingFilter{Since: f.Since, Kind: f.Decision})
	if err != nil {
		return err
	}
	for _, seq := range seqs {
		if err := ctx.Err(); err != nil {
			return err
		}
		d, err := tx.Decision(ctx, seq)
		if err != nil {
			return err
		}
		raw, err := tx.EventBytes(ctx, d.EventID)
		if err != nil {
			return err
		}
		r, err := tx.Routing(ctx, d.EventID)
		if err != nil {
			return err
		}
		if err := fn(caseFrom(d, raw, r)); err != nil {
			return err
		}
	}
	return nil
}

// caseFrom builds the regression case for decision d on the event stored
// as raw and routed as r.
func caseFrom(d review.Decision, raw []byte, r review.Routing) review.Case {
	c := review.Case{
		Schema:        review.CaseSchema,
		ID:            d.EventID,
		DecidedBy:     d.Author,
		DecidedAt:     d.At.UTC(),
		PolicyVersion: r.PolicyVersion,
		Event:         json.RawMessage(raw),
		Expected: review.Expectation{
			Decision:              d.Kind,
			MinAction:             review.ActionPass,
			Reason:                d.Reason,
			ConfirmedFindings:     []string{},
			FalsePositiveFindings: []string{},
		},
	}
	if d.Kind == review.DecisionReject || d.Kind == review.DecisionReconstruct {
		c.Expected.MinAction = r.Action
	}
	if d.Kind == review.DecisionReconstruct {
		c.Expected.ReconstructedSummary = d.ReconstructedSummary
		c.Expected.ReconstructedContract = d.ReconstructedContract
	}
	ids := findingIDsByKey(r)
	var confirmed, fp []string
	for _, v := range d.Verdicts {
		id, ok := ids[v.Finding]
		if !ok {
			// Decide accepts only keys of the routing's findings; a key
			// that no longer matches still names its finding id before '#'.
			id, _, _ = strings.Cut(v.Finding, "#")
		}
		switch v.Verdict {
		case review.VerdictTruePositive:
			confirmed = append(confirmed, id)
		case review.VerdictFalsePositive:
			fp = append(fp, id)
		}
	}
	slices.Sort(confirmed)
	c.Expected.ConfirmedFindings = append(c.Expected.ConfirmedFindings, slices.Compact(confirmed)...)
	slices.Sort(fp)
	for _, id := range slices.Compact(fp) {
		if !slices.Contains(c.Expected.ConfirmedFindings, id) {
			c.Expected.FalsePositiveFindings = append(c.Expected.FalsePositiveFindings, id)
		}
	}
	return c
}

// findingIDsByKey maps each finding key of r ([review.Finding.Key]) to its
// finding id.
func findingIDsByKey(r review.Routing) map[string]string {
	out := make(map[string]string, len(r.Findings))
	seen := map[string]int{}
	for _, f := range r.Findings {
		out[f.Key(seen[f.ID])] = f.ID
		seen[f.ID]++
	}
	return out
}
