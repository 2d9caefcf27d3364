package queue

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"recap/review"
	"recap/sampling"
	"recap/store"
)

// SignalGrouping says how [Service.Signals] splits its figures.
type SignalGrouping string

// The groupings of the monitoring signals. An event with several risk
// classes counts under each of them when grouped by task class.
const (
	GroupAll       SignalGrouping = ""
	GroupAgent     SignalGrouping = "agent"
	GroupTaskClass SignalGrouping = "task-class"
	GroupTenant    SignalGrouping = "tenant"
)

// NoClassGroup is the task-class group of events routed with no risk class.
const NoClassGroup = "(no class)"

// ParseSignalGrouping checks s names a grouping; "" means no grouping.
func ParseSignalGrouping(s string) (SignalGrouping, error) {
	switch g := SignalGrouping(s); g {
	case GroupAll, GroupAgent, GroupTaskClass, GroupTenant:
		return g, nil
	}
	return "", review.Errorf(review.EINVALID, "grouping %q: want agent, task-class or tenant", s)
}

// SignalCount is how many events routed in the window show a signal, and
// their share of the events routed in the group.
type SignalCount struct {
	Events int     `json:"events"`
	Rate   float64 `json:"rate"`
}

// FieldCorrection counts the standing reconstructions that changed one
// top-level field of the resumption contract.
type FieldCorrection struct {
	Field           string `json:"field"`
	Reconstructions int    `json:"reconstructions"`
}

// FindingMarks is what reviewers said about one finding id: how often they
// marked it a true or a false positive, and the false-positive rate with
// its 95% Wilson interval.
type FindingMarks struct {
	Finding           string            `json:"finding"`
	TruePositive      int               `json:"true_positive"`
	FalsePositive     int               `json:"false_positive"`
	FalsePositiveRate sampling.Interval `json:"false_positive_rate"`
}

// SignalGroup is the monitoring signals of one group of events (or of all
// of them).
type SignalGroup struct {
	// Key names the group: a tenant, an agent, a risk class, or "all".
	Key string `json:"key"`
	// Routed counts the events routed in the window; every rate below
	// divides by it.
	Routed int `json:"routed"`

	// Blocked counts events the gate routed to block.
	Blocked SignalCount `json:"blocked"`
	// The counts below are events with at least one finding of the id
	// named in the field's comment.
	EmbeddedInstructions  SignalCount `json:"embedded_instructions"`   // embedded_instruction
	FactsWithoutReference SignalCount `json:"facts_without_reference"` // fact_without_reference
	HypothesesPromoted    SignalCount `json:"hypotheses_promoted"`     // hypothesis_promoted
	UnconfirmedEffects    SignalCount `json:"unconfirmed_effects"`     // effect_unconfirmed
	SourceDivergences     SignalCount `json:"source_divergences"`      // source_conflict
	RulesWeakened         SignalCount `json:"rules_weakened"`          // rule_weakened
	// ExpiredApprovalsReused counts events with an approval_invalid
	// finding that points at an approval (in the contract or the source of
	// truth) whose expires_at is at or before the event's created_at.
	ExpiredApprovalsReused SignalCount `json:"expired_approvals_reused"`
	// CrossTenantLeakage counts events with an out_of_scope_source
	// finding, or an identity_mismatch finding whose evidence is a tenant
	// field.
	CrossTenantLeakage SignalCount `json:"cross_tenant_leakage"`

	// Reconstructions counts the group's events whose standing decision is
	// a reconstruction; Corrections counts, per top-level contract field,
	// those whose reconstructed contract differs from the event's contract
	// in that field. A reconstruction that rewrote only the text records
	// no contract and is counted in ReconstructionsWithoutContract.
	Reconstructions                int               `json:"reconstructions"`
	ReconstructionsWithoutContract int               `json:"reconstructions_without_contract"`
	Corrections                    []FieldCorrection `json:"corrections"`

	// FalsePositives are the reviewers' marks on findings, from the
	// standing decisions on the group's events, per finding id.
	FalsePositives []FindingMarks `json:"false_positives"`

	// Waiting counts items awaiting a decision now (pending or claimed),
	// whenever they were routed; the percentiles are their age since they
	// entered the queue, nearest rank, in seconds.
	Waiting            int     `json:"waiting"`
	QueueAgeP50Seconds float64 `json:"queue_age_p50_seconds"`
	QueueAgeP95Seconds float64 `json:"queue_age_p95_seconds"`
}

// ReviewerSignal is one reviewer's work in the window.
type ReviewerSignal struct {
	Reviewer string `json:"reviewer"`
	// Decisions counts the approve, reject and reconstruct rows the
	// reviewer wrote in the window, undone ones included.
	Decisions int `json:"decisions"`
	// MedianEnqueueToDecisionSeconds is the median time from the item
	// entering the queue to the decision: waiting plus reviewing.
	MedianEnqueueToDecisionSeconds float64 `json:"median_enqueue_to_decision_seconds"`
	// MedianClaimToDecisionSeconds is the median time from the claim the
	// decision was made under to the decision: the time spent reviewing,
	// over the Timed decisions that record their claim (rows written
	// before claim times were recorded do not).
	MedianClaimToDecisionSeconds float64 `json:"median_claim_to_decision_seconds"`
	Timed                        int     `json:"timed_decisions"`
}

// Signals is the monitoring report of [Service.Signals].
type Signals struct {
	Since time.Time      `json:"since"`
	Until time.Time      `json:"until"`
	By    SignalGrouping `json:"by,omitempty"`
	// Total covers every event of the window.
	Total SignalGroup `json:"total"`
	// Groups splits the events by By, ordered by key; empty when By is
	// GroupAll.
	Groups []SignalGroup `json:"groups"`
	// Reviewers are the window's decisions per reviewer, by name;
	// Decisions and MedianEnqueueToDecisionSeconds cover all of them.
	Reviewers                      []ReviewerSignal `json:"reviewers"`
	Decisions                      int              `json:"decisions"`
	MedianEnqueueToDecisionSeconds float64          `json:"median_enqueue_to_decision_seconds"`
	MedianClaimToDecisionSeconds   float64          `json:"median_claim_to_decision_seconds"`
	TimedDecisions                 int              `json:"timed_decisions"`
}

// Signals computes the monitoring signals over the events routed at or
// after since, grouped by by, in one read snapshot. Queue age covers every
// item waiting at the clock's now, whenever it was routed.
func (s *Service) Signals(ctx context.Context, since time.Time, by SignalGrouping) (Signals, error) {
	if _, err := ParseSignalGrouping(string(by)); err != nil {
		return Signals{}, err
	}
	now := s.clock()
	tx, err := s.db.BeginRead(ctx, now)
	if err != nil {
		return Signals{}, err
	}
	defer tx.Rollback()
	evs, err := tx.SignalEventsSince(ctx, since)
	if err != nil {
		return Signals{}, err
	}
	waiting, err := tx.ListItems(ctx, store.ItemFilter{States: []review.ItemState{review.StatePending, review.StateClaimed}})
	if err != nil {
		return Signals{}, err
	}
	work, err := tx.DecisionsMadeSince(ctx, since)
	if err != nil {
		return Signals{}, err
	}

	rep := Signals{Since: since.UTC(), Until: now, By: by, Groups: []SignalGroup{}}
	total := newGroupTally("all")
	groups := map[string]*groupTally{}
	tallyOf := func(key string) *groupTally {
		g, ok := groups[key]
		if !ok {
			g = newGroupTally(key)
			groups[key] = g
		}
		return g
	}
	for _, ev := range evs {
		obs, err := observe(ctx, tx, ev)
		if err != nil {
			return Signals{}, err
		}
		total.add(obs)
		if by != GroupAll {
			for _, key := range groupKeys(by, ev.Tenant, ev.Agent, ev.Classes) {
				tallyOf(key).add(obs)
			}
		}
	}
	for _, it := range waiting {
		age := now.Sub(it.EnqueuedAt)
		total.ages = append(total.ages, age)
		if by != GroupAll {
			for _, key := range groupKeys(by, it.Tenant, it.Agent, it.Risks) {
				tallyOf(key).ages = append(tallyOf(key).ages, age)
			}
		}
	}
	rep.Total = total.group()
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		rep.Groups = append(rep.Groups, groups[k].group())
	}
	var all ReviewerSignal
	rep.Reviewers, all = reviewerSignals(work)
	rep.Decisions, rep.MedianEnqueueToDecisionSeconds = all.Decisions, all.MedianEnqueueToDecisionSeconds
	rep.MedianClaimToDecisionSeconds, rep.TimedDecisions = all.MedianClaimToDecisionSeconds, all.Timed
	return rep, nil
}

// groupKeys names the groups an event or item counts in.
func groupKeys(by SignalGrouping, tenant, agent string, classes []review.RiskClass) []string {
	switch by {
	case GroupTenant:
		return []string{tenant}
	case GroupAgent:
		return []string{agent}
	case GroupTaskClass:
		if len(classes) == 0 {
			return []string{NoClassGroup}
		}
		out := make([]string, 0, len(classes))
		for _, c := range classes {
			if !slices.Contains(out, string(c)) {
				out = append(out, string(c))
			}
		}
		return out
	}
	return nil
}

// observation is what one event contributes to the signals.
type observation struct {
	blocked, embedded, factNoRef, promoted, unconfirmed, divergence, weakened, expired, leakage bool
	reconstructed, noContract                                                                   bool
	changed                                                                                     []string
	verdicts                                                                                    []review.FindingVerdict
}

// observe reads the signals off one event. The stored event itself is
// read only when a finding or the decision needs it: an approval_invalid
// finding (to see whether the approval had expired) or a standing
// reconstruction (to compare contracts).
func observe(ctx context.Context, tx *store.Tx, ev store.SignalEvent) (observation, error) {
	o := observation{blocked: ev.Action == review.ActionBlock}
	var approvalFindings []review.Finding
	for _, f := range ev.Findings {
		switch f.ID {
		case sampling.FindingEmbeddedInstruction:
			o.embedded = true
		case sampling.FindingFactWithoutReference:
			o.factNoRef = true
		case sampling.FindingHypothesisPromoted:
			o.promoted = true
		case sampling.FindingEffectUnconfirmed:
			o.unconfirmed = true
		case sampling.FindingSourceConflict:
			o.divergence = true
		case sampling.FindingRuleWeakened:
			o.weakened = true
		case sampling.FindingOutOfScopeSource:
			o.leakage = true
		case sampling.FindingIdentityMismatch:
			o.leakage = o.leakage || concernsTenant(f)
		case sampling.FindingApprovalInvalid:
			approvalFindings = append(approvalFindings, f)
		}
	}
	d := ev.Standing
	if d != nil {
		o.verdicts = d.Verdicts
	}
	reconstructed := d != nil && d.Kind == review.DecisionReconstruct
	if len(approvalFindings) == 0 && !reconstructed {
		return o, nil
	}
	se, err := tx.Event(ctx, ev.EventID)
	if err != nil {
		return o, err
	}
	for _, f := range approvalFindings {
		if ReusesExpiredApproval(se.Event, f) {
			o.expired = true
			break
		}
	}
	if reconstructed {
		o.reconstructed = true
		if d.ReconstructedContract == nil {
			o.noContract = true
		} else if o.changed, err = ContractFieldsChanged(se.Event.Summary.Contract, d.ReconstructedContract); err != nil {
			return o, review.Errorf(review.EINTERNAL, "comparing the reconstruction of event %q (ledger row %d): %v", ev.EventID, d.Seq, err)
		}
	}
	return o, nil
}

// concernsTenant reports whether an identity_mismatch finding is about the
// tenant: one of its evidence spans is the contract's or the source of
// truth's tenant field.
func concernsTenant(f review.Finding) bool {
	for _, e := range f.Evidence {
		if e.Ref == "/tenant" && (e.Pane == review.PaneContract || e.Pane == review.PaneSourceOfTruth) {
			return true
		}
	}
	return false
}

// ReusesExpiredApproval reports whether an approval_invalid finding on ev
// is about an expired approval: one of its evidence spans points into an
// approval (/approvals/N/...) of the contract or of the source of truth
// whose expires_at is at or before the event's created_at. It reads the
// event's structure, not the finding's wording, so it holds whatever
// language the message is in and whatever the approval's id says.
func ReusesExpiredApproval(ev *review.Event, f review.Finding) bool {
	if ev == nil || f.ID != sampling.FindingApprovalInvalid {
		return false
	}
	expired := func(at *time.Time) bool { return at != nil && !at.After(ev.CreatedAt) }
	for _, e := range f.Evidence {
		i, ok := approvalIndex(e.Ref)
		if !ok {
			continue
		}
		switch e.Pane {
		case review.PaneContract:
			if c := ev.Summary.Contract; c != nil && i < len(c.Approvals) && expired(c.Approvals[i].ExpiresAt) {
				return true
			}
		case review.PaneSourceOfTruth:
			if sot := ev.SourceOfTruth; sot != nil && i < len(sot.Approvals) && expired(sot.Approvals[i].ExpiresAt) {
				return true
			}
		}
	}
	return false
}

// approvalIndex reads N from a JSON pointer /approvals/N or /approvals/N/...
func approvalIndex(ref string) (int, bool) {
	rest, ok := strings.CutPrefix(ref, "/approvals/")
	if !ok {
		return 0, false
	}
	num, _, _ := strings.Cut(rest, "/")
	i, err := strconv.Atoi(num)
	return i, err == nil && i >= 0 && num == strconv.Itoa(i)
}

// ContractFieldsChanged names, in order, the top-level fields of the
// resumption contract (by their JSON names) whose value differs between
// the original and the reconstructed contract. A field present in one and
// absent from the other has changed; a nil contract has no fields. Both are
// encoded the same way, with times in UTC, before comparing, so only values
// count, not how the producer spelled them.
func ContractFieldsChanged(original, reconstructed *review.Contract) ([]string, error) {
	a, err := contractFields(original)
	if err != nil {
		return nil, fmt.Errorf("original contract: %w", err)
	}
	b, err := contractFields(reconstructed)
	if err != nil {
		return nil, fmt.Errorf("reconstructed contract: %w", err)
	}
	var out []string
	for k, v := range a {
		if w, ok := b[k]; !ok || !bytes.Equal(v, w) {
			out = append(out, k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out, nil
}

func contractFields(c *review.Contract) (map[string]json.RawMessage, error) {
	fields := map[string]json.RawMessage{}
	if c == nil {
		return fields, nil
	}
	// Times are compared as instants: the same moment written in another
	// zone is not a correction.
	n := *c
	n.CreatedAt = utc(n.CreatedAt)
	n.Approvals = slices.Clone(n.Approvals)
	for i := range n.Approvals {
		n.Approvals[i].ExpiresAt = utc(n.Approvals[i].ExpiresAt)
	}
	b, err := json.Marshal(n)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &fields); err != nil {
		return nil, err
	}
	return fields, nil
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// groupTally accumulates one group's signals.
type groupTally struct {
	g            SignalGroup
	counts       [9]int
	corrections  map[string]int
	truePos, fps map[string]int
	ages         []time.Duration
}

func newGroupTally(key string) *groupTally {
	return &groupTally{g: SignalGroup{Key: key}, corrections: map[string]int{}, truePos: map[string]int{}, fps: map[string]int{}}
}

func (t *groupTally) add(o observation) {
	t.g.Routed++
	for i, on := range []bool{o.blocked, o.embedded, o.factNoRef, o.promoted, o.unconfirmed, o.divergence, o.weakened, o.expired, o.leakage} {
		if on {
			t.counts[i]++
		}
	}
	if o.reconstructed {
		t.g.Reconstructions++
	}
	if o.noContract {
		t.g.ReconstructionsWithoutContract++
	}
	for _, f := range o.changed {
		t.corrections[f]++
	}
	for _, v := range o.verdicts {
		// A verdict names a finding by its key, "id#index".
		id := v.Finding
		if i := strings.LastIndexByte(id, '#'); i >= 0 {
			id = id[:i]
		}
		switch v.Verdict {
		case review.VerdictTruePositive:
			t.truePos[id]++
		case review.VerdictFalsePositive:
			t.fps[id]++
		}
	}
}

func (t *groupTally) group() SignalGroup {
	g := t.g
	count := func(n int) SignalCount {
		c := SignalCount{Events: n}
		if g.Routed > 0 {
			c.Rate = float64(n) / float64(g.Routed)
		}
		return c
	}
	g.Blocked, g.EmbeddedInstructions, g.FactsWithoutReference = count(t.counts[0]), count(t.counts[1]), count(t.counts[2])
	g.HypothesesPromoted, g.UnconfirmedEffects, g.SourceDivergences = count(t.counts[3]), count(t.counts[4]), count(t.counts[5])
	g.RulesWeakened, g.ExpiredApprovalsReused, g.CrossTenantLeakage = count(t.counts[6]), count(t.counts[7]), count(t.counts[8])

	g.Corrections = []FieldCorrection{}
	for f, n := range t.corrections {
		g.Corrections = append(g.Corrections, FieldCorrection{Field: f, Reconstructions: n})
	}
	slices.SortFunc(g.Corrections, func(a, b FieldCorrection) int {
		if a.Reconstructions != b.Reconstructions {
			return b.Reconstructions - a.Reconstructions
		}
		return strings.Compare(a.Field, b.Field)
	})

	g.FalsePositives = []FindingMarks{}
	ids := map[string]bool{}
	for id := range t.truePos {
		ids[id] = true
	}
	for id := range t.fps {
		ids[id] = true
	}
	for id := range ids {
		tp, fp := t.truePos[id], t.fps[id]
		g.FalsePositives = append(g.FalsePositives, FindingMarks{Finding: id, TruePositive: tp, FalsePositive: fp,
			FalsePositiveRate: sampling.Wilson(fp, tp+fp)})
	}
	slices.SortFunc(g.FalsePositives, func(a, b FindingMarks) int { return strings.Compare(a.Finding, b.Finding) })

	g.Waiting = len(t.ages)
	g.QueueAgeP50Seconds = Percentile(t.ages, 0.50).Seconds()
	g.QueueAgeP95Seconds = Percentile(t.ages, 0.95).Seconds()
	return g
}

// Percentile returns the nearest-rank p-th percentile of ds (0 < p <= 1):
// the smallest value with at least p of the values at or below it. It is
// always one of the values, and 0 when there are none. ds is not changed.
func Percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	sorted := slices.Clone(ds)
	slices.Sort(sorted)
	rank := int(math.Ceil(p * float64(len(sorted))))
	return sorted[min(max(rank, 1), len(sorted))-1]
}

// Median returns the median of ds: the middle value, or the mean of the
// two middle values when there is an even number of them; 0 when there
// are none. ds is not changed.
func Median(ds []time.Duration) time.Duration {
	n := len(ds)
	if n == 0 {
		return 0
	}
	sorted := slices.Clone(ds)
	slices.Sort(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// reviewerSignals counts the window's decisions per reviewer with the
// median time from enqueue to decision and from claim to decision, and the
// same over all of them.
func reviewerSignals(work []store.DecisionWork) (out []ReviewerSignal, all ReviewerSignal) {
	type times struct{ queued, claimed []time.Duration }
	byReviewer := map[string]*times{}
	var total times
	for _, w := range work {
		t := byReviewer[w.Author]
		if t == nil {
			t = &times{}
			byReviewer[w.Author] = t
		}
		q := w.At.Sub(w.EnqueuedAt)
		t.queued, total.queued = append(t.queued, q), append(total.queued, q)
		if !w.ClaimedAt.IsZero() {
			c := w.At.Sub(w.ClaimedAt)
			t.claimed, total.claimed = append(t.claimed, c), append(total.claimed, c)
		}
	}
	signal := func(who string, t times) ReviewerSignal {
		return ReviewerSignal{Reviewer: who, Decisions: len(t.queued), MedianEnqueueToDecisionSeconds: Median(t.queued).Seconds(),
			MedianClaimToDecisionSeconds: Median(t.claimed).Seconds(), Timed: len(t.claimed)}
	}
	out = []ReviewerSignal{}
	for who, t := range byReviewer {
		out = append(out, signal(who, *t))
	}
	slices.SortFunc(out, func(a, b ReviewerSignal) int { return strings.Compare(a.Reviewer, b.Reviewer) })
	return out, signal("", total)
}
