// Package sampling is recap's risk-and-sampling engine: pure, deterministic
// computation over [review] types that decides, for every compaction
// event, what a human must see and why.
//
// For each event the [Engine] runs deterministic checks on the summary
// (findings, each with evidence spans that point at the exact bytes that
// triggered it), derives the risk classes the event involves, and routes it
// under a [Policy]: block, review, sample or pass, with a priority and a
// reproducible sampling draw. Reading a policy file is the caller's I/O;
// this package takes bytes.
//
// Text is read through multilingual lexicons (English, Portuguese, Spanish,
// French, German and Chinese) after folding case, diacritics, look-alike
// letters and invisible characters. Original and summary are aligned
// sentence by sentence with token overlap, never by a character diff, so
// the cost of routing grows linearly with the size of the original.
package sampling

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"recap/review"
)

// Engine routes events under one policy. It is safe for concurrent use.
type Engine struct {
	policy *Policy
	// memo keeps the analysis of short strings that recur from event to
	// event (fact keys, effect kinds, statuses, policy rules).
	memo memo
	// noOrderModel turns the order model off, for fitting it on what the
	// checks alone find.
	noOrderModel bool
}

// memo is a bounded, concurrency-safe cache of derived values. Values
// stored in it are never modified.
type memo struct {
	mu sync.RWMutex
	m  map[memoKey]any
}

// memoKey names a cached value: what was derived (kind) from which
// strings. A struct key, unlike one concatenated string, costs no
// allocation per lookup.
type memoKey struct{ kind, a, b string }

// memoLimit bounds the cache; past it the cache starts over, which costs
// only recomputation.
const memoLimit = 4096

func (c *memo) get(key memoKey, compute func() any) any {
	c.mu.RLock()
	v, ok := c.m[key]
	c.mu.RUnlock()
	if ok {
		return v
	}
	v = compute()
	c.mu.Lock()
	if c.m == nil || len(c.m) >= memoLimit {
		c.m = make(map[memoKey]any, 64)
	}
	c.m[key] = v
	c.mu.Unlock()
	return v
}

// NewEngine returns an engine for p. A nil p means [DefaultPolicy]. The
// lexicons are compiled on the first Route of the process (about a tenth
// of a second), so commands that never route an event do not pay for it.
func NewEngine(p *Policy) *Engine {
	if p == nil {
		p = DefaultPolicy()
	}
	return &Engine{policy: p}
}

// Policy returns the version and exact bytes of the engine's policy, for
// storing with every routing made under it.
func (e *Engine) Policy() (version string, content []byte) {
	return e.policy.Version, e.policy.content
}

// IsLead reports whether name is one of the policy's leads.
func (e *Engine) IsLead(name string) bool { return e.policy.IsLead(name) }

// Route runs every check on ev and decides its routing. It is
// deterministic: the same event under the same policy always gets the same
// routing. It never panics; an internal fault routes the event to review
// with a finding that says so.
func (e *Engine) Route(ev *review.Event) (r review.Routing) {
	defer func() {
		if v := recover(); v != nil {
			slog.Error("sampling: routing failed; sending the event to review", "event", ev.ID, "panic", fmt.Sprint(v))
			r = review.Routing{
				EventID: ev.ID, Action: review.ActionReview, Priority: 299,
				Risks: []review.Risk{},
				Findings: []review.Finding{{
					ID: "engine_error", Severity: review.SeverityReview,
					Message:  "The engine could not check this event; review it by hand and report the event id.",
					Evidence: []review.Evidence{},
				}},
				PolicyVersion: e.policy.Version, SampleRate: 1, Sampled: true, Seed: e.policy.Seed,
			}
		}
	}()
	a := e.newAnalysis(ev)
	a.runChecks()
	r = e.decide(ev, a)
	a.release()
	return r
}

// newUnit reads one of the event's texts into a unit from unitPool; the
// unit goes back when the routing is decided (release).
func (a *analysis) newUnit(pane review.Pane, ref, raw string) *unit {
	u := a.lx.fillUnit(unitPool.Get().(*unit), pane, ref, raw)
	a.pooled = append(a.pooled, u)
	return u
}

// release returns the analysis's units to unitPool. Nothing of them may
// outlive the routing: findings and risks quote the event's own strings.
func (a *analysis) release() {
	for _, u := range a.pooled {
		u.release()
	}
	for _, ix := range a.indexes {
		ix.release()
	}
	a.pooled, a.indexes = nil, nil
}

// SampleDraw is the deterministic draw for an event: HMAC-SHA256 of the
// event id keyed by the seed, read as a number in [0, 1). An event whose
// draw is below the sampling rate is sampled.
func SampleDraw(seed, eventID string) float64 {
	m := hmac.New(sha256.New, []byte(seed))
	m.Write([]byte(eventID))
	sum := m.Sum(nil)
	// 53 bits: exactly representable, uniform over [0, 1).
	return float64(binary.BigEndian.Uint64(sum[:8])>>11) / (1 << 53)
}

// Priority bands: blocked items come first, then reviews, then samples.
const (
	bandBlock  = 300
	bandReview = 200
	bandSample = 100
	bandPass   = 0
)

func (e *Engine) decide(ev *review.Event, a *analysis) review.Routing {
	p := e.policy
	r := review.Routing{
		EventID:       ev.ID,
		PolicyVersion: p.Version,
		Seed:          p.Seed,
		Findings:      a.findings,
		Risks:         a.riskList(),
	}
	if r.Findings == nil {
		r.Findings = []review.Finding{}
	}
	action, rate := review.ActionPass, 0.0
	raise := func(act review.RouteAction, rt float64) {
		if act.Rank() > action.Rank() || (act == action && rt > rate) {
			action, rate = act, rt
		}
	}
	weight := 0
	for _, f := range r.Findings {
		switch f.Severity {
		case review.SeverityBlock:
			raise(review.ActionBlock, 1)
			weight += 20
		case review.SeverityReview:
			raise(review.ActionReview, 1)
			weight += 8
		default:
			weight += 2
		}
	}
	for _, k := range r.Risks {
		weight += 3
		if ra, ok := p.RiskActions[k.Class]; ok {
			raise(ra.Action, ra.Rate)
		}
	}
	if action == review.ActionPass && p.BaseSampleRate > 0 {
		action, rate = review.ActionSample, p.BaseSampleRate
	}
	if action == review.ActionSample && rate >= 1 {
		action = review.ActionReview
	}
	if action == review.ActionSample && rate <= 0 {
		action = review.ActionPass
	}
	weight = min(weight, 99)
	r.Action = action
	switch action {
	case review.ActionBlock:
		r.Priority, r.SampleRate, r.Sampled = bandBlock+weight, 1, true
	case review.ActionReview:
		r.Priority, r.SampleRate, r.Sampled = bandReview+weight, 1, true
	case review.ActionSample:
		r.Priority, r.SampleRate = bandSample+weight, rate
		r.Sampled = SampleDraw(p.Seed, ev.ID) < rate
	default:
		r.Priority, r.SampleRate, r.Sampled = bandPass+weight, 0, false
	}
	r.ReviewsRequired = p.ReviewsRequired(r)
	return r
}

// analysis holds one event's units and results while the checks run.
type analysis struct {
	// toolLimitSeen holds the tool sentences already read for the limits
	// they order (see toolOrderedLimits).
	toolLimitSeen map[string]bool
	// restatedUnits caches unitRestated per message.
	restatedUnits map[*unit]bool
	// pooled are the units taken from unitPool for this routing, indexes
	// the sentence indexes taken from sentIndexPool.
	pooled  []*unit
	indexes []*sentIndex
	e       *Engine
	// seqDown holds the step links of downstream sentences, read once
	// for every rule that orders steps (see checkStepOrder).
	seqDown map[*indexed]downSteps
	// unitDown holds the measured numbers of downstream sentences (see
	// unitSwapped).
	unitDown map[*indexed][]measured
	// downVals holds the single numbers of downstream sentences (see
	// swappedBound).
	downVals *[]quantity
	lx       *lexicon
	ev       *review.Event
	// rt is the runtime policy in force: the event's own, else the file's.
	rt review.Policy

	orig     []*unit
	retained []*unit
	// down caches downstream().
	down     []*unit
	summary  *unit // nil when the summary has no text
	contract []*unit

	findings []review.Finding
	risks    map[review.RiskClass][]review.Evidence

	// msgIndex maps message ids (original and retained) to their units.
	msgIndex map[string]*unit
	// msgBase[i] is where original message i starts in the concatenated
	// folded original; msgBase[len] is its total length.
	msgBase []int

	dsIx *sentIndex
	// waivers indexes the clauses where the system or a protected rule
	// makes a control optional (see systemWaivesSame), built on first use.
	waivers *sentIndex
	// sysSents holds the system messages' sentences as bare words (see
	// bareWords), each with whether it orders something left out; built on
	// first use by systemSentence.
	sysSents map[string]bool
	// upRules caches upstreamRules; ruleCodes the protected rules' ids
	// that are codes, folded (see citesRuleCode).
	upRules   *[]upstreamRule
	ruleCodes *[]string
	// clockDown caches clockBoundDownstream: 0 unread, 1 no, 2 yes.
	clockDown int8
	// openToks maps each word of the tools' sentences that report
	// something still open to the last message it stands in (see
	// reportedOpen), built on first use.
	openToks map[uint64]int
	// leadItems caches ruleLeadItems; policyNoun caches namesPolicy per
	// downstream sentence (0 unread, 1 no, 2 yes).
	leadItems  *[]int
	policyNoun []int8
	// toolObjs caches toolObject: a tool result decoded as a JSON object,
	// nil when it is none.
	toolObjs map[*unit]map[string]any
	// ruleScripts says, once read, whether the protected rules are
	// written mostly in CJK (bit 0), otherwise (bit 1), or both.
	ruleScripts uint8
	leaveSent   *indexed
	// failWords caches failureWords.
	failWords *[]uint64
	failures  *[]failure
	// failAt and successes serve resolvedLater.
	failAt    []int
	successes *sentIndex
	facts     *[]sourceFact
	// perID counts findings by id; past maxPerFinding they are counted in
	// dropped instead, so a huge original cannot flood the desk.
	perID    map[string]int
	dropped  map[string]int
	dsQuants []quantity
	dsqDone  bool
	// allDSQ caches allDownstreamQuantities: every number downstream.
	allDSQ *[]quantity
	// effectIDs are the contract's effect confirmation ids, normalised
	// (see contractEffectIn); nil until first needed.
	effectIDs []string
	// byState says how downstream sentences treat each blocking state
	// (see stateCover); toolClaims indexes the approvals tool results
	// assert (see toolStated); spokenOf caches toolsSpeakOf. All are built
	// on first use.
	byState map[concept]uint8
	// ruleParts caches the joined parts of each rule sentence (see
	// requirementParts).
	ruleParts map[ruleKey][]rulePart
	// ruleThresholds caches the thresholds of each rule sentence (see
	// thresholdsOf).
	ruleThresholds map[ruleKey][]ruleThreshold
	toolClaims     *sentIndex
	toolSaid       map[string]bool
	// fbuf is scanFrames' reusable hit buffer.
	fbuf []hit
	// askToks is askedTokens' result, built on first use.
	askToks *hashSet
	// relToks is relationTokens' result, built on first use.
	relToks *[relKinds]hashSet
	// upFolded is upstreamFolded's text, built on first use.
	upFolded *string
	spokenOf map[string]bool
	// upQuants are the values the original and the record give (see
	// upstreamGives), built on first use.
	upQuants *[]quantity
	// awaitedSents are awaitedSentences' result, built on first use.
	awaitedSents *[]awaitedSent
	// upToks and upWords are upstreamTokens' result, read once per event.
	upToks  *hashSet
	upWords int
	// upText is the original's messages and the record's JSON as written
	// (see upstreamSays); blockers are findBlockers' result. Both are
	// built on first use.
	upText   *string
	upFold   *string // upstream text folded, for upstreamUses
	blockers *[]blocker
	// stages are the policy's stage identifiers (see stageNames), built
	// on first use.
	stages *[]string
	// awaited are the identifiers the original last mentions as pending
	// (see awaitedIdentifiers), built on first use.
	awaited *[]string
	// failedIDs are the identifiers of unresolved failures (see
	// failedIdentifierAfter), built on first use.
	failedIDs *[]string
}

func (e *Engine) newAnalysis(ev *review.Event) *analysis {
	a := &analysis{
		e: e, lx: theLexicon(), ev: ev,
		rt:       e.policy.runtimeFor(ev),
		risks:    map[review.RiskClass][]review.Evidence{},
		perID:    map[string]int{},
		dropped:  map[string]int{},
		msgIndex: make(map[string]*unit, len(ev.Original)+len(ev.Summary.Retained)),
	}
	for i, m := range ev.Original {
		u := a.newUnit(review.PaneOriginal, m.ID, m.Content)
		u.role, u.name, u.isError, u.order, u.injected = m.Role, m.Name, m.IsError(), i, m.Injected
		if m.Kind == review.KindToolResult && u.role != review.RoleTool {
			u.role = review.RoleTool
		}
		a.orig = append(a.orig, u)
		if _, dup := a.msgIndex[m.ID]; !dup {
			a.msgIndex[m.ID] = u
		}
	}
	a.msgBase = make([]int, len(a.orig)+1)
	for i, u := range a.orig {
		a.msgBase[i+1] = a.msgBase[i] + len(u.f.text) + 1
	}
	for i, m := range ev.Summary.Retained {
		u := a.newUnit(review.PaneOriginal, m.ID, m.Content)
		u.role, u.name, u.isError, u.order, u.injected = m.Role, m.Name, m.IsError(), len(ev.Original)+i, m.Injected
		a.retained = append(a.retained, u)
		if _, dup := a.msgIndex[m.ID]; !dup {
			a.msgIndex[m.ID] = u
		}
	}
	if ev.Summary.HasText() {
		a.summary = a.newUnit(review.PaneSummary, "text", *ev.Summary.Text)
	}
	if c := ev.Summary.Contract; c != nil {
		add := func(ptr, s string) {
			if s != "" {
				a.contract = append(a.contract, a.newUnit(review.PaneContract, ptr, s))
			}
		}
		for i, f := range c.ConfirmedFacts {
			add(ptrAt("/confirmed_facts/", i, "/text"), f.Text)
		}
		for i, x := range c.CompletedActions {
			add(ptrAt("/completed_actions/", i, "/text"), x.Text)
		}
		for i, x := range c.PendingItems {
			add(ptrAt("/pending_items/", i, "/text"), x.Text)
		}
		for i, x := range c.Hypotheses {
			add(ptrAt("/hypotheses/", i, "/text"), x.Text)
		}
		for i, x := range c.ExternalEffects {
			add(ptrAt("/external_effects/", i, "/target"), x.Target)
		}
		// Fields the format does not define ("next_steps", "notes") reach
		// the next context like the rest: their strings are read too.
		keys := make([]string, 0, len(c.Extra))
		for k := range c.Extra {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			var v any
			if json.Unmarshal(c.Extra[k], &v) != nil {
				continue
			}
			// The field's name is the section its text sits under:
			// "next_steps" holds next steps as "## Next steps" would.
			name := foldString(fieldNameWords.Replace(k))
			section, _ := headingCats(a.lx, "# "+name)
			n := len(a.contract)
			extraStrings("/"+escapePointer(k), v, add)
			for _, u := range a.contract[n:] {
				u.extra, u.field = true, name
				for i := range u.sents {
					u.sents[i].section = u.sents[i].section.or(section)
				}
			}
		}
	}
	return a
}

// fieldNameWords turns a field's name into words: "next_steps" →
// "next steps".
var fieldNameWords = strings.NewReplacer("_", " ", "-", " ")

// extraStrings calls add with the JSON pointer and text of every string in
// v, in a stable order. Nothing is skipped, however many strings or
// however deep: what the engine leaves unread reaches the next context
// unchecked, and the event's size bounds the work as it does for the
// summary text and the to-do items (linear: BenchmarkRouteHostile's
// contract-strings case).
func extraStrings(ptr string, v any, add func(ptr, s string)) {
	switch x := v.(type) {
	case string:
		add(ptr, x)
	case []any:
		for i, c := range x {
			extraStrings(ptr+"/"+strconv.Itoa(i), c, add)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			extraStrings(ptr+"/"+escapePointer(k), x[k], add)
		}
	}
}

// escapePointer escapes a key for a JSON pointer (RFC 6901).
func escapePointer(k string) string {
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}

// downstream returns the units the next context will read: the summary
// text and the contract's strings.
// The list is built once (the units are fixed once newAnalysis returns)
// and capped at its length, so a caller's append copies it.
func (a *analysis) downstream() []*unit {
	if a.down == nil {
		out := make([]*unit, 0, 1+len(a.contract))
		if a.summary != nil {
			out = append(out, a.summary)
		}
		a.down = append(out, a.contract...)
	}
	return a.down[:len(a.down):len(a.down)]
}

// contractUnit returns the contract unit at ptr, or nil.
func (a *analysis) contractUnit(ptr string) *unit {
	for _, u := range a.contract {
		if u.ref == ptr {
			return u
		}
	}
	return nil
}

// maxPerFinding caps the findings of one id per event.
const maxPerFinding = 10

// maxEvidence caps the spans a finding that gathers many (every mention of
// a tool, every foreign reference) keeps: the desk shows the first few.
const maxEvidence = 20

// capped reports whether findings of id have reached maxPerFinding, and
// if so counts one more as dropped: a check calls it before it spends
// time on a message nobody will see.
func (a *analysis) capped(id string) bool {
	if a.perID[id] < maxPerFinding {
		return false
	}
	a.dropped[id]++
	return true
}

// add records a finding with the policy's severity for its id.
func (a *analysis) add(id, message string, ev ...review.Evidence) {
	// Two routes to the same finding (a rule and "this is blocking" after
	// it) say it once, with the evidence of both.
	for i := range a.findings {
		if f := &a.findings[i]; f.ID == id && f.Message == message {
			f.Evidence = dedupeEvidence(append(f.Evidence, ev...))
			return
		}
	}
	// A limit read by two routes (a deadline as a rule's limit and as an
	// expiry: "Refund must be issued within 14 days of return (by
	// 2026-12-18)") is one finding: the reviewer reads one sentence once,
	// under the message of the route that read it first.
	if id == FindingMissingLimit {
		for i := range a.findings {
			if f := &a.findings[i]; f.ID == id && sameEvidenceSpan(f.Evidence, ev) {
				return
			}
		}
	}
	if a.perID[id] >= maxPerFinding {
		a.dropped[id]++
		return
	}
	a.perID[id]++
	ev = dedupeEvidence(ev)
	a.findings = append(a.findings, review.Finding{
		ID: id, Severity: a.e.policy.Severity(id), Message: message, Evidence: ev,
	})
}

// addInferred records a finding the engine inferred from free text rather
// than proved by comparing fields: its severity is capped by the policy's
// inferred_severity, and when the cap lowers it the message says why, so
// a lead reading the routing knows it was not the severities table.
func (a *analysis) addInferred(id, message string, ev ...review.Evidence) {
	before := len(a.findings)
	a.add(id, message, ev...)
	if len(a.findings) == before {
		return
	}
	f := &a.findings[len(a.findings)-1]
	if sev := a.e.policy.inferredSeverity(id); sev != f.Severity {
		f.Severity, f.CappedFrom = sev, f.Severity
		f.Message += fmt.Sprintf(" This was read from the wording, not proved from a field, so the policy's inferred_severity makes it %s instead of %s.",
			sev, f.CappedFrom)
	}
}

// maxRiskEvidence is how many pieces of evidence a risk class keeps.
const maxRiskEvidence = 8

// risk records evidence for a risk class.
func (a *analysis) risk(c review.RiskClass, ev ...review.Evidence) {
	cur, ok := a.risks[c]
	if !ok {
		cur = []review.Evidence{}
	}
	// Keep the evidence list short: the desk shows the first few.
	for _, e := range ev {
		if len(cur) >= maxRiskEvidence {
			break
		}
		if !slices.Contains(cur, e) {
			cur = append(cur, e)
		}
	}
	a.risks[c] = cur
}

func (a *analysis) riskList() []review.Risk {
	out := []review.Risk{}
	for _, c := range review.RiskClasses {
		if ev, ok := a.risks[c]; ok {
			out = append(out, review.Risk{Class: c, Evidence: ev})
		}
	}
	return out
}

func dedupeEvidence(ev []review.Evidence) []review.Evidence {
	out := make([]review.Evidence, 0, len(ev))
	for _, e := range ev {
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// contractEvidence quotes a whole contract string value at ptr.
func contractEvidence(ptr, value string) review.Evidence {
	return review.Evidence{Pane: review.PaneContract, Ref: ptr, Start: 0, End: len(value), Quote: value}
}

// sourceEvidence quotes a whole source-of-truth string value at ptr.
func sourceEvidence(ptr, value string) review.Evidence {
	return review.Evidence{Pane: review.PaneSourceOfTruth, Ref: ptr, Start: 0, End: len(value), Quote: value}
}

// pointerToken escapes one JSON pointer segment (RFC 6901).
func pointerToken(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '~':
			out = append(out, '~', '0')
		case '/':
			out = append(out, '~', '1')
		default:
			out = append(out, s[i])
		}
	}
	return string(out)
}

// runChecks runs every check in a fixed order, so findings come out in the
// same order for the same event.
func (a *analysis) runChecks() {
	a.checkSummaryInspectable()
	a.checkSourceOfTruthPresent()
	a.checkIdentity()
	a.checkWorkflowVersion()
	a.checkTransitions()
	a.checkCompletedActions()
	a.checkApprovals()
	a.checkPending()
	a.checkTools()
	a.checkEmbeddedInstructions()
	a.checkScope()
	a.checkFactReferences()
	a.checkHypotheses()
	a.checkEffects()
	a.checkFailures()
	a.checkPartialClaimedWhole()
	a.checkRules()
	a.checkSourceConflicts()
	a.checkConflictOrders()
	a.checkSourceLimits()
	a.checkToolLimits()
	a.deriveRisks()
	for i := len(a.findings) - 1; i >= 0; i-- {
		f := &a.findings[i]
		if n := a.dropped[f.ID]; n > 0 {
			f.Message += fmt.Sprintf(" (%d more like this are not listed.)", n)
			a.dropped[f.ID] = 0
		}
	}
}

// ptrAt returns the JSON pointer prefix + i + suffix ("/confirmed_facts/"
// 2 "/text"): built for every contract item of every event, so without
// fmt's formatting.
func ptrAt(prefix string, i int, suffix string) string {
	return prefix + strconv.Itoa(i) + suffix
}

// sameEvidenceSpan reports a piece of evidence of ev at the same place as
// one of have.
func sameEvidenceSpan(have, ev []review.Evidence) bool {
	for _, x := range ev {
		for _, y := range have {
			if x.Pane == y.Pane && x.Ref == y.Ref && x.Start == y.Start && x.End == y.End {
				return true
			}
		}
	}
	return false
}
