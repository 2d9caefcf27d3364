package sampling

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"recap/review"
)

// The finding ids the engine emits, named here as in review (where the
// vocabulary lives, beside the risk classes).
const (
	FindingIdentityMismatch          = review.FindingIdentityMismatch
	FindingWorkflowVersionRejected   = review.FindingWorkflowVersionRejected
	FindingInvalidTransition         = review.FindingInvalidTransition
	FindingActionWithoutConfirmation = review.FindingActionWithoutConfirmation
	FindingApprovalInvalid           = review.FindingApprovalInvalid
	FindingPendingUnblocked          = review.FindingPendingUnblocked
	FindingToolNotInPolicy           = review.FindingToolNotInPolicy
	FindingEmbeddedInstruction       = review.FindingEmbeddedInstruction
	FindingOutOfScopeSource          = review.FindingOutOfScopeSource
	FindingFactWithoutReference      = review.FindingFactWithoutReference
	FindingHypothesisPromoted        = review.FindingHypothesisPromoted
	FindingEffectUnconfirmed         = review.FindingEffectUnconfirmed
	FindingFailureOmitted            = review.FindingFailureOmitted
	FindingRuleWeakened              = review.FindingRuleWeakened
	FindingSourceConflict            = review.FindingSourceConflict
	FindingMissingLimit              = review.FindingMissingLimit
	FindingSummaryUninspectable      = review.FindingSummaryUninspectable
	FindingNoSourceOfTruth           = review.FindingNoSourceOfTruth
)

// FindingIDs lists every finding id in a stable order.
var FindingIDs = review.FindingIDs

// DefaultSeverities are the built-in severities. A policy file that does
// not name a finding keeps its default here, so leaving a key out can never
// demote a blocking check.
var DefaultSeverities = map[string]review.Severity{
	FindingIdentityMismatch:          review.SeverityBlock,
	FindingWorkflowVersionRejected:   review.SeverityBlock,
	FindingInvalidTransition:         review.SeverityBlock,
	FindingActionWithoutConfirmation: review.SeverityReview,
	FindingApprovalInvalid:           review.SeverityBlock,
	FindingPendingUnblocked:          review.SeverityReview,
	FindingToolNotInPolicy:           review.SeverityBlock,
	FindingEmbeddedInstruction:       review.SeverityBlock,
	FindingOutOfScopeSource:          review.SeverityBlock,
	FindingFactWithoutReference:      review.SeverityReview,
	FindingHypothesisPromoted:        review.SeverityReview,
	FindingEffectUnconfirmed:         review.SeverityBlock,
	FindingFailureOmitted:            review.SeverityReview,
	FindingRuleWeakened:              review.SeverityReview,
	FindingSourceConflict:            review.SeverityBlock,
	FindingMissingLimit:              review.SeverityReview,
	FindingSummaryUninspectable:      review.SeverityReview,
	FindingNoSourceOfTruth:           review.SeverityReview,
}

// RiskAction is what a policy does with events of one risk class.
type RiskAction struct {
	Action review.RouteAction
	// Rate is the sampling probability for ActionSample, 1 for block and
	// review, 0 for pass.
	Rate float64
}

// String writes the action as a policy file spells it.
func (a RiskAction) String() string {
	if a.Action == review.ActionSample {
		return fmt.Sprintf("sample(%s)", strconv.FormatFloat(a.Rate, 'f', -1, 64))
	}
	return string(a.Action)
}

// ParseRiskAction reads "block", "review", "pass" or "sample(RATE)".
func ParseRiskAction(s string) (RiskAction, error) {
	s = strings.TrimSpace(s)
	switch s {
	case "block":
		return RiskAction{review.ActionBlock, 1}, nil
	case "review":
		return RiskAction{review.ActionReview, 1}, nil
	case "pass":
		return RiskAction{review.ActionPass, 0}, nil
	}
	if inner, ok := strings.CutPrefix(s, "sample("); ok && strings.HasSuffix(inner, ")") {
		r, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(inner, ")")), 64)
		if err != nil || r < 0 || r > 1 {
			return RiskAction{}, fmt.Errorf("action %q: the rate must be a number from 0 to 1, e.g. sample(0.25)", s)
		}
		return RiskAction{review.ActionSample, r}, nil
	}
	return RiskAction{}, fmt.Errorf("action %q: want block, review, pass or sample(RATE) with RATE from 0 to 1", s)
}

// Workflow is a policy file's runtime policy for one workflow: used for
// events that carry no policy block of their own, field by field.
type Workflow struct {
	Name string
	// Agents, WorkflowVersions (globs) and Tenants select the events the
	// workflow applies to, from the event's envelope only. Empty matches any.
	Agents           []string
	WorkflowVersions []string
	Tenants          []string
	// Runtime is the policy the workflow supplies.
	Runtime review.Policy
}

// matches reports whether the workflow applies to ev.
func (w *Workflow) matches(ev *review.Event) bool {
	if len(w.Agents) > 0 && !slices.Contains(w.Agents, ev.Agent.Name) {
		return false
	}
	if len(w.Tenants) > 0 && !slices.Contains(w.Tenants, ev.Tenant) {
		return false
	}
	if len(w.WorkflowVersions) > 0 {
		ok := false
		for _, g := range w.WorkflowVersions {
			if m, _ := path.Match(g, ev.Agent.WorkflowVersion); m {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// Policy is a parsed routing policy file.
type Policy struct {
	// Version names this policy; routings record it.
	Version string
	// Seed keys the deterministic sampling draw.
	Seed string
	// BaseSampleRate is the probability of showing an event that no
	// finding or risk class sends to a human.
	BaseSampleRate float64
	// RiskActions says what to do per risk class; classes not listed pass.
	RiskActions map[review.RiskClass]RiskAction
	// Severities gives each finding id its severity.
	Severities map[string]review.Severity
	// InferredSeverity caps the severity of a finding the engine could only
	// infer by reading free text (a number in the summary's prose matched
	// to a record field, an approval or a completed effect the prose
	// claims, a product named beside "API"), as opposed to one it proved by
	// comparing fields. Review unless the file says otherwise.
	InferredSeverity review.Severity
	// OrderModelThreshold, when above 0, replaces the order model's own
	// threshold: the score from which a sentence no check matched becomes
	// an embedded_instruction finding (see order_model.go). Lower finds
	// more orders and accuses more clean events.
	OrderModelThreshold float64
	// OrderModelRiskThreshold, when above 0, replaces orderRiskThreshold:
	// the score from which the model's best sentence, in an event nothing
	// else queues, marks a new_instruction risk (see order_model.go).
	OrderModelRiskThreshold float64
	// OrderModelBlockFloor, when set, replaces orderBlockFloor: the model's
	// score under which a check's blocking order finding asks for review
	// instead (see secondOpinion); 0 turns the second opinion off.
	OrderModelBlockFloor *float64
	// DefaultWorkflow applies when no entry of Workflows matches.
	DefaultWorkflow Workflow
	// Workflows are tried in file order; the first match wins.
	Workflows []Workflow
	// Leads may change sampling rates (recap sampling set) and resolve
	// disagreeing dual reviews.
	Leads []string
	// DualReview lists the risk classes whose events need two independent
	// reviews when they go to a human.
	DualReview []review.RiskClass

	content []byte
}

// ReviewsRequired is how many independent reviews a routing needs: 2 when
// it goes to a human and involves a class listed in dual_review, else 1.
func (p *Policy) ReviewsRequired(r review.Routing) int {
	if !r.NeedsReview() {
		return 1
	}
	for _, k := range r.Risks {
		if slices.Contains(p.DualReview, k.Class) {
			return 2
		}
	}
	return 1
}

// IsDualReviewed reports whether the policy asks for two reviews of class.
func (p *Policy) IsDualReviewed(class review.RiskClass) bool {
	return slices.Contains(p.DualReview, class)
}

// Content returns the exact bytes the policy was parsed from.
func (p *Policy) Content() []byte { return p.content }

// Severity returns the severity of finding id, review when the policy does
// not name it.
func (p *Policy) Severity(id string) review.Severity {
	if s, ok := p.Severities[id]; ok {
		return s
	}
	return review.SeverityReview
}

// inferredSeverity is the severity of an inferred finding id: its own
// severity, no stronger than InferredSeverity.
func (p *Policy) inferredSeverity(id string) review.Severity {
	s := p.Severity(id)
	if severityRank(s) > severityRank(p.InferredSeverity) {
		return p.InferredSeverity
	}
	return s
}

func severityRank(s review.Severity) int {
	switch s {
	case review.SeverityBlock:
		return 2
	case review.SeverityReview:
		return 1
	}
	return 0
}

// runtimeFor returns the runtime policy that applies to ev: the event's
// own policy block wins field by field, and fields it leaves out come from
// the first matching workflow of the file. The summary plays no part.
func (p *Policy) runtimeFor(ev *review.Event) review.Policy {
	wf := &p.DefaultWorkflow
	for i := range p.Workflows {
		if p.Workflows[i].matches(ev) {
			wf = &p.Workflows[i]
			break
		}
	}
	out := wf.Runtime
	if ev.Policy == nil {
		return out
	}
	own := ev.Policy
	out.Version = own.Version
	if own.AllowedTools != nil {
		out.AllowedTools = own.AllowedTools
	}
	if own.AcceptedWorkflowVersions != nil {
		out.AcceptedWorkflowVersions = own.AcceptedWorkflowVersions
	}
	if own.Transitions != nil {
		out.Transitions = own.Transitions
	}
	if own.Rules != nil {
		out.Rules = own.Rules
	}
	return out
}

//go:embed default_policy.toml
var defaultPolicyTOML []byte

// DefaultPolicyTOML returns the commented default policy that `recap init`
// writes. It always parses.
func DefaultPolicyTOML() []byte { return bytes.Clone(defaultPolicyTOML) }

// DefaultPolicy returns the default policy, parsed.
func DefaultPolicy() *Policy {
	p, err := ParsePolicy(defaultPolicyTOML, "default_policy.toml")
	if err != nil {
		// The embedded file is tested; failing here is a build defect.
		panic("sampling: embedded default policy: " + err.Error())
	}
	return p
}

type fileWorkflow struct {
	Name                     string              `toml:"name"`
	Agents                   []string            `toml:"agents"`
	WorkflowVersions         []string            `toml:"workflow_versions"`
	Tenants                  []string            `toml:"tenants"`
	AcceptedWorkflowVersions []string            `toml:"accepted_workflow_versions"`
	AllowedTools             []string            `toml:"allowed_tools"`
	Transitions              map[string][]string `toml:"transitions"`
	Rules                    []fileRule          `toml:"rules"`
}

type fileRule struct {
	ID   string `toml:"id"`
	Text string `toml:"text"`
}

type filePolicy struct {
	Version         *string           `toml:"version"`
	Seed            *string           `toml:"seed"`
	BaseSampleRate  *float64          `toml:"base_sample_rate"`
	RiskActions     map[string]string `toml:"risk_actions"`
	Severities      map[string]string `toml:"severities"`
	InferredSev     *string           `toml:"inferred_severity"`
	OrderModelThr   *float64          `toml:"order_model_threshold"`
	OrderRiskThr    *float64          `toml:"order_model_risk_threshold"`
	OrderBlockFloor *float64          `toml:"order_model_block_floor"`
	DefaultWorkflow *fileWorkflow     `toml:"default_workflow"`
	Workflows       []fileWorkflow    `toml:"workflow"`
	Leads           []string          `toml:"leads"`
	DualReview      []string          `toml:"dual_review"`
}

var decodeErrLine = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`)

// ParsePolicy parses a policy file. name is used in error locations. Every
// problem is reported with the file, line and key, and says what to do;
// unknown keys are refused so a misspelt key cannot silently do nothing.
// The returned error is a [*review.ValidationError].
func ParsePolicy(data []byte, name string) (*Policy, error) {
	var fp filePolicy
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&fp)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			msg := pe.Message
			line := pe.Position.Line
			// "…but got '\n'" faults the end of the line before.
			if strings.Contains(msg, `'\n'`) && line > 1 {
				line--
			}
			if pe.Usage != "" {
				msg += " (" + strings.TrimSpace(pe.Usage) + ")"
			}
			return nil, policyError(name, review.Problem{Line: line, Pointer: pe.LastKey,
				Message: "not valid TOML: " + msg + "; fix the syntax at this line"})
		}
		if m := decodeErrLine.FindStringSubmatch(err.Error()); m != nil {
			line, _ := strconv.Atoi(m[1])
			return nil, policyError(name, review.Problem{Line: line, Pointer: m[2],
				Message: m[3] + "; see `recap policy show` for the expected types"})
		}
		return nil, policyError(name, review.Problem{Message: "cannot read policy: " + err.Error()})
	}
	var ps []review.Problem
	problem := func(key []string, format string, args ...any) {
		ps = append(ps, review.Problem{Line: keyLine(data, key), Pointer: strings.Join(key, "."),
			Message: fmt.Sprintf(format, args...)})
	}
	for _, k := range md.Undecoded() {
		problem(k, "unknown key: remove it or check its spelling against `recap policy show`")
	}
	p := &Policy{
		RiskActions: map[review.RiskClass]RiskAction{},
		Severities:  map[string]review.Severity{},
		content:     bytes.Clone(data),
	}
	if fp.Version == nil || strings.TrimSpace(*fp.Version) == "" {
		problem([]string{"version"}, "missing: set version = \"...\" and change it whenever the file changes")
	} else {
		p.Version = strings.TrimSpace(*fp.Version)
	}
	if fp.Seed == nil || strings.TrimSpace(*fp.Seed) == "" {
		problem([]string{"seed"}, "missing: set seed = \"...\" (any text; it keys the sampling draw)")
	} else {
		p.Seed = *fp.Seed
	}
	if fp.BaseSampleRate != nil {
		r := *fp.BaseSampleRate
		if r < 0 || r > 1 || r != r {
			problem([]string{"base_sample_rate"}, "%v is out of range: use a number from 0 to 1", r)
		} else {
			p.BaseSampleRate = r
		}
	}
	for _, name := range fp.Leads {
		name = strings.TrimSpace(name)
		switch {
		case name == "":
			problem([]string{"leads"}, "a lead's name is empty: list user names, e.g. leads = [\"ana\", \"bob\"]")
		case slices.Contains(p.Leads, name):
			problem([]string{"leads"}, "lead %q is listed twice", name)
		default:
			p.Leads = append(p.Leads, name)
		}
	}
	for _, name := range fp.DualReview {
		class, err := review.ParseRiskClass(strings.TrimSpace(name))
		switch {
		case err != nil:
			problem([]string{"dual_review"}, "%v", err)
		case slices.Contains(p.DualReview, class):
			problem([]string{"dual_review"}, "risk class %q is listed twice", class)
		default:
			p.DualReview = append(p.DualReview, class)
		}
	}
	for _, k := range sortedKeys(fp.RiskActions) {
		key := []string{"risk_actions", k}
		class, err := review.ParseRiskClass(k)
		if err != nil {
			problem(key, "%v", err)
			continue
		}
		a, err := ParseRiskAction(fp.RiskActions[k])
		if err != nil {
			problem(key, "%v", err)
			continue
		}
		p.RiskActions[class] = a
	}
	for id, sev := range DefaultSeverities {
		p.Severities[id] = sev
	}
	for _, k := range sortedKeys(fp.Severities) {
		key := []string{"severities", k}
		if !slices.Contains(FindingIDs, k) {
			problem(key, "unknown finding id %q: want one of %s", k, strings.Join(FindingIDs, ", "))
			continue
		}
		sev, err := review.ParseSeverity(fp.Severities[k])
		if err != nil {
			problem(key, "%v", err)
			continue
		}
		p.Severities[k] = sev
	}
	p.InferredSeverity = review.SeverityReview
	if fp.InferredSev != nil {
		sev, err := review.ParseSeverity(strings.TrimSpace(*fp.InferredSev))
		if err != nil {
			problem([]string{"inferred_severity"}, "%v", err)
		} else {
			p.InferredSeverity = sev
		}
	}
	if t := fp.OrderModelThr; t != nil {
		if !(*t > 0 && *t < 1) {
			problem([]string{"order_model_threshold"}, "%v is not a score between 0 and 1 (exclusive); remove the line to keep the model's own threshold", *t)
		} else {
			p.OrderModelThreshold = *t
		}
	}
	if t := fp.OrderRiskThr; t != nil {
		if !(*t > 0 && *t < 1) {
			problem([]string{"order_model_risk_threshold"}, "%v is not a score between 0 and 1 (exclusive); remove the line to keep the default (%.2f)", *t, orderRiskThreshold)
		} else {
			p.OrderModelRiskThreshold = *t
		}
	}
	if t := fp.OrderBlockFloor; t != nil {
		if !(*t >= 0 && *t < 1) {
			problem([]string{"order_model_block_floor"}, "%v is not a score from 0 (off) up to 1 (exclusive); remove the line to keep the default (%.2f)", *t, orderBlockFloor)
		} else {
			v := *t
			p.OrderModelBlockFloor = &v
		}
	}
	if fp.DefaultWorkflow != nil {
		p.DefaultWorkflow = convertWorkflow(*fp.DefaultWorkflow, []string{"default_workflow"}, problem)
		if p.DefaultWorkflow.Name == "" {
			p.DefaultWorkflow.Name = "default"
		}
		if len(fp.DefaultWorkflow.Agents)+len(fp.DefaultWorkflow.WorkflowVersions)+len(fp.DefaultWorkflow.Tenants) > 0 {
			problem([]string{"default_workflow"}, "the default workflow applies to every unmatched event: move agents, workflow_versions and tenants to a [[workflow]] entry")
		}
	} else {
		p.DefaultWorkflow.Name = "default"
	}
	seen := map[string]bool{}
	for i, fw := range fp.Workflows {
		key := []string{"workflow"}
		w := convertWorkflow(fw, key, problem)
		switch {
		case w.Name == "":
			problem(append(key, "name"), "workflow %d has no name: add name = \"...\"", i+1)
		case seen[w.Name]:
			problem(append(key, "name"), "workflow name %q is used twice: names must be unique", w.Name)
		}
		seen[w.Name] = true
		if len(w.Agents)+len(w.WorkflowVersions)+len(w.Tenants) == 0 {
			problem(append(key, "name"), "workflow %q matches every event: give it agents, workflow_versions or tenants, or use [default_workflow]", w.Name)
		}
		p.Workflows = append(p.Workflows, w)
	}
	if len(ps) > 0 {
		return nil, policyError(name, ps...)
	}
	return p, nil
}

func convertWorkflow(fw fileWorkflow, key []string, problem func([]string, string, ...any)) Workflow {
	w := Workflow{
		Name:             strings.TrimSpace(fw.Name),
		Agents:           fw.Agents,
		WorkflowVersions: fw.WorkflowVersions,
		Tenants:          fw.Tenants,
		Runtime: review.Policy{
			AcceptedWorkflowVersions: fw.AcceptedWorkflowVersions,
			AllowedTools:             fw.AllowedTools,
			Transitions:              fw.Transitions,
		},
	}
	for _, g := range fw.WorkflowVersions {
		if _, err := path.Match(g, ""); err != nil {
			problem(append(slices.Clone(key), "workflow_versions"), "bad glob %q: %v", g, err)
		}
	}
	ids := map[string]bool{}
	for i, r := range fw.Rules {
		rk := append(slices.Clone(key), "rules")
		if strings.TrimSpace(r.ID) == "" || strings.TrimSpace(r.Text) == "" {
			problem(rk, "rule %d needs both id and text", i+1)
			continue
		}
		if ids[r.ID] {
			problem(rk, "rule id %q is used twice", r.ID)
		}
		ids[r.ID] = true
		w.Runtime.Rules = append(w.Runtime.Rules, review.Rule{ID: r.ID, Text: r.Text})
	}
	return w
}

func policyError(name string, ps ...review.Problem) error {
	for i := range ps {
		ps[i].File = name
	}
	// In file order, as an editor shows them; the checks run by key.
	slices.SortStableFunc(ps, func(x, y review.Problem) int { return x.Line - y.Line })
	return &review.ValidationError{Problems: ps}
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// keyLine finds the line of a key in a TOML document, for error messages:
// the line where the longest prefix of the key path is defined, as a
// table header or a key assignment. It returns 0 when it cannot tell.
func keyLine(data []byte, key []string) int {
	var table []string
	best, bestLen := 0, 0
	for n, line := range strings.Split(string(data), "\n") {
		l := strings.TrimSpace(line)
		if l == "" || l[0] == '#' {
			continue
		}
		if strings.HasPrefix(l, "[") {
			inner := strings.Trim(l, "[] \t")
			if i := strings.Index(inner, "#"); i >= 0 {
				inner = strings.Trim(inner[:i], "[] \t")
			}
			table = splitKey(inner)
			if m := commonPrefix(table, key); m > bestLen || (m == len(table) && m > 0 && m == bestLen && best == 0) {
				best, bestLen = n+1, m
			}
			continue
		}
		eq := strings.Index(l, "=")
		if eq <= 0 {
			continue
		}
		full := append(slices.Clone(table), splitKey(strings.TrimSpace(l[:eq]))...)
		if m := commonPrefix(full, key); m > bestLen {
			best, bestLen = n+1, m
		}
	}
	return best
}

func splitKey(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ".") {
		out = append(out, strings.Trim(strings.TrimSpace(part), `"'`))
	}
	return out
}

func commonPrefix(a, b []string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	if n < len(a) {
		// A longer definition elsewhere is not this key.
		return 0
	}
	return n
}
