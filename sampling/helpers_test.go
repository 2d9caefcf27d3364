package sampling

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"recap/review"
)

// evidenceText returns the string an evidence span indexes into.
func evidenceText(ev *review.Event, e review.Evidence) (string, error) {
	switch e.Pane {
	case review.PaneOriginal:
		m, ok := ev.MessageByID(e.Ref)
		if !ok {
			return "", fmt.Errorf("no message %q", e.Ref)
		}
		return m.Content, nil
	case review.PaneSummary:
		if e.Ref != "text" {
			return "", fmt.Errorf("summary ref %q, want \"text\"", e.Ref)
		}
		return ev.Summary.TextOrEmpty(), nil
	case review.PaneContract:
		return pointerValue(ev.Summary.Contract, e.Ref)
	case review.PaneSourceOfTruth:
		return pointerValue(ev.SourceOfTruth, e.Ref)
	}
	return "", fmt.Errorf("unknown pane %q", e.Pane)
}

// pointerValue resolves a JSON pointer in v and returns the value's text:
// a string without quotes, or the JSON text of a number or boolean.
func pointerValue(v any, ptr string) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return "", err
	}
	cur := doc
	for _, seg := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		seg = strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
		switch x := cur.(type) {
		case map[string]any:
			nx, ok := x[seg]
			if !ok {
				return "", fmt.Errorf("pointer %q: no key %q", ptr, seg)
			}
			cur = nx
		case []any:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(x) {
				return "", fmt.Errorf("pointer %q: bad index %q", ptr, seg)
			}
			cur = x[i]
		default:
			return "", fmt.Errorf("pointer %q: cannot descend into %T", ptr, cur)
		}
	}
	switch x := cur.(type) {
	case string:
		return x, nil
	case json.Number:
		return x.String(), nil
	case bool:
		return strconv.FormatBool(x), nil
	case nil:
		return "null", nil
	}
	return "", fmt.Errorf("pointer %q names a %T, not a scalar", ptr, cur)
}

// validEvidence checks that an evidence span points exactly at its quote.
// A span of 0..0 with an empty quote stands for the whole value.
func validEvidence(ev *review.Event, e review.Evidence) error {
	text, err := evidenceText(ev, e)
	if err != nil {
		return err
	}
	if e.Start == 0 && e.End == 0 && e.Quote == "" {
		return nil
	}
	if e.Start < 0 || e.End > len(text) || e.Start > e.End {
		return fmt.Errorf("%s %s: span %d..%d outside a %d-byte value", e.Pane, e.Ref, e.Start, e.End, len(text))
	}
	if got := text[e.Start:e.End]; got != e.Quote {
		return fmt.Errorf("%s %s: text[%d:%d] = %q, quote %q", e.Pane, e.Ref, e.Start, e.End, got, e.Quote)
	}
	if e.Quote == "" {
		return fmt.Errorf("%s %s: empty quote for a non-empty span", e.Pane, e.Ref)
	}
	return nil
}

// checkRouting fails the test for any invalid evidence in r.
func checkRouting(t *testing.T, ev *review.Event, r review.Routing) {
	t.Helper()
	for _, f := range r.Findings {
		for _, e := range f.Evidence {
			if err := validEvidence(ev, e); err != nil {
				t.Errorf("event %s finding %s: %v", ev.ID, f.ID, err)
			}
		}
	}
	for _, k := range r.Risks {
		for _, e := range k.Evidence {
			if err := validEvidence(ev, e); err != nil {
				t.Errorf("event %s risk %s: %v", ev.ID, k.Class, err)
			}
		}
	}
}

// eventBuilder builds events for tests without JSON boilerplate.
type eventBuilder struct{ ev review.Event }

func newEvent(id string) *eventBuilder {
	return &eventBuilder{ev: review.Event{
		Schema: review.EventSchema, ID: id, Tenant: "acme", TaskID: "T-1",
		CreatedAt: time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC),
		Agent:     review.Agent{Name: "agent", WorkflowVersion: "wf-3"},
		Trigger:   review.Trigger{Kind: "auto"},
	}}
}

func (b *eventBuilder) msg(role review.Role, content string) *eventBuilder {
	id := fmt.Sprintf("m%d", len(b.ev.Original)+1)
	b.ev.Original = append(b.ev.Original, review.Message{ID: id, Role: role, Content: content})
	return b
}

func (b *eventBuilder) tool(name, content string, isError bool) *eventBuilder {
	id := fmt.Sprintf("m%d", len(b.ev.Original)+1)
	st := "ok"
	if isError {
		st = "error"
	}
	b.ev.Original = append(b.ev.Original, review.Message{ID: id, Role: review.RoleTool, Name: name, Content: content, Status: st})
	return b
}

func (b *eventBuilder) summary(text string) *eventBuilder {
	b.ev.Summary.Text = &text
	return b
}

func (b *eventBuilder) contract(c review.Contract) *eventBuilder {
	b.ev.Summary.Contract = &c
	return b
}

// contractIf sets c as the summary's contract when c is not nil.
func (b *eventBuilder) contractIf(c *review.Contract) *eventBuilder {
	if c != nil {
		b.ev.Summary.Contract = c
	}
	return b
}

func (b *eventBuilder) sot(s review.SourceOfTruth) *eventBuilder {
	if s.System == "" {
		s.System = "crm"
	}
	b.ev.SourceOfTruth = &s
	return b
}

func (b *eventBuilder) policy(p review.Policy) *eventBuilder {
	if p.Version == "" {
		p.Version = "rt-1"
	}
	b.ev.Policy = &p
	return b
}

func (b *eventBuilder) build() *review.Event {
	ev := b.ev
	return &ev
}

// findingIDs lists the ids of the findings in r.
func findingIDs(r review.Routing) []string {
	var out []string
	for _, f := range r.Findings {
		out = append(out, f.ID)
	}
	return out
}

func hasFinding(r review.Routing, id string) bool {
	for _, f := range r.Findings {
		if f.ID == id {
			return true
		}
	}
	return false
}

// blocks reports a finding id in r at block severity.
func blocks(r review.Routing, id string) bool {
	for _, f := range r.Findings {
		if f.ID == id && f.Severity == review.SeverityBlock {
			return true
		}
	}
	return false
}

func hasRisk(r review.Routing, c review.RiskClass) bool {
	for _, k := range r.Risks {
		if k.Class == c {
			return true
		}
	}
	return false
}

func describe(r review.Routing) string {
	var b strings.Builder
	fmt.Fprintf(&b, "action=%s findings=[", r.Action)
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "\n  %s: %s", f.ID, f.Message)
	}
	b.WriteString("]\nrisks=")
	b.WriteString(strings.Join(r.RiskClassNames(), ","))
	return b.String()
}

var testEngine = NewEngine(nil)

func route(t *testing.T, ev *review.Event) review.Routing {
	t.Helper()
	r := testEngine.Route(ev)
	checkRouting(t, ev, r)
	return r
}

// userSays returns the builder of a test table's events: under a system
// message, the user says what each case varies, and a summary follows
// (sotFor's record).
func userSays(system string) func(id, user, summary string) *review.Event {
	return func(id, user, summary string) *review.Event {
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, user).
			summary(summary).sot(sotFor()).build()
	}
}

// toolSays returns the builder of a test table's events: under a system
// message (none when ""), the user asks, and the result of tool name
// (not an error) is what each case varies; a summary follows (sotFor's
// record).
func toolSays(system, ask, name string) func(id, result, summary string) *review.Event {
	return func(id, result, summary string) *review.Event {
		b := newEvent(id)
		if system != "" {
			b = b.msg(review.RoleSystem, system)
		}
		return b.msg(review.RoleUser, ask).tool(name, result, false).summary(summary).sot(sotFor()).build()
	}
}

// recordSays returns the builder of a test table's events: under a system
// message the user asks about order, and one fact of the record (beside
// the order's own id) is what each case varies; a summary follows.
func recordSays(system, ask, order string) func(id, key, value, summary string) *review.Event {
	return func(id, key, value, summary string) *review.Event {
		s := sotFor()
		s.Facts = map[string]any{key: value, "order": order}
		return newEvent(id).msg(review.RoleSystem, system).msg(review.RoleUser, ask).summary(summary).sot(s).build()
	}
}
