package queue_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
	"recap/store"
)

// t0 is when the tests' clock starts.
var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// fakeClock is an injected clock tests move by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *fakeClock { return &fakeClock{t: t0} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// testRouter is a routing test double: it routes an event by its id's
// prefix ("block-", "pass-", "sample-", "unsampled-"), everything else to
// review. It is not a database double; the store under it is real.
type testRouter struct{}

const testPolicy = "test-policy-1"

func (testRouter) Policy() (string, []byte) {
	return testPolicy, []byte(`{"version":"test-policy-1","rules":[]}`)
}

func (testRouter) Route(ev *review.Event) review.Routing {
	r := review.Routing{
		EventID: ev.ID, Action: review.ActionReview, Priority: 50, PolicyVersion: testPolicy, SampleRate: 1, Sampled: true,
		Seed: "seed-" + ev.ID,
		Risks: []review.Risk{{Class: review.RiskFinancialMove, Evidence: []review.Evidence{
			{Pane: review.PaneSummary, Ref: "text", Start: 0, End: 6, Quote: "Refund"}}}},
		Findings: []review.Finding{{ID: "unconfirmed_effect", Severity: review.SeverityReview, Message: "refund not confirmed",
			Evidence: []review.Evidence{{Pane: review.PaneContract, Ref: "/external_effects/0/status", Start: 0, End: 9, Quote: "confirmed"}}}},
	}
	switch {
	case strings.HasPrefix(ev.ID, "block-"):
		r.Action, r.Priority = review.ActionBlock, 90
		r.Findings = append(r.Findings, review.Finding{ID: "identity_mismatch", Severity: review.SeverityBlock, Message: "contract names another tenant"})
		r.Risks = append(r.Risks, review.Risk{Class: review.RiskSourceConflict})
	case strings.HasPrefix(ev.ID, "pass-"):
		r.Action, r.Priority, r.SampleRate, r.Sampled, r.Findings, r.Risks = review.ActionPass, 0, 0, false, nil, nil
	case strings.HasPrefix(ev.ID, "sample-"):
		r.Action, r.Priority, r.SampleRate = review.ActionSample, 10, 0.25
	case strings.HasPrefix(ev.ID, "unsampled-"):
		r.Action, r.Priority, r.SampleRate, r.Sampled = review.ActionSample, 10, 0.25, false
	case strings.HasPrefix(ev.ID, "dual-"):
		r.ReviewsRequired = 2
	}
	return r
}

// eventJSON writes a realistic event. pad grows the original context by
// that many bytes of conversation, for size-controlled benchmarks.
func eventJSON(id, tenant string, pad int) []byte {
	text := "## Status\nRefund of 120.00 EUR for order " + id + " was **confirmed** by the payments API.\n" +
		"Next: notify the customer. Reembolso confirmado. 退款已确认。"
	original := []map[string]any{
		{"id": "m1", "role": "system", "content": "You are the support agent for " + tenant + ". Never refund above 500 EUR without approval."},
		{"id": "m2", "role": "user", "content": "Please refund my order " + id + ", it arrived broken."},
		{"id": "m3", "role": "tool", "name": "payments.refund", "status": "error", "content": `{"error":"timeout","order":"` + id + `"}`},
	}
	filler := []string{
		"Checking the order history and the shipping carrier's scan events before deciding.",
		"The customer attached two photos; the box is crushed on one corner.",
		"Policy allows a full refund for damaged goods within 30 days of delivery.",
		"O cliente pediu atualização por e-mail em português.",
		"客户要求通过电子邮件更新退款状态。",
	}
	for i := 0; pad > 0; i++ {
		c := filler[i%len(filler)]
		original = append(original, map[string]any{"id": fmt.Sprintf("m%d", i+4), "role": []string{"assistant", "user"}[i%2], "content": c})
		pad -= len(c) + 40
	}
	ev := map[string]any{
		"schema": review.EventSchema, "id": id, "tenant": tenant, "task_id": "task-" + id, "run_id": "run-2",
		"previous_run_id": "run-1", "created_at": "2026-03-01T11:00:00Z",
		"agent":    map[string]any{"name": "support-bot", "model": "model-x", "compactor": "auto-compact", "workflow_version": "wf-3"},
		"trigger":  map[string]any{"kind": "auto", "pre_tokens": 180000, "post_tokens": 9000},
		"original": original,
		"summary": map[string]any{"text": text, "contract": map[string]any{
			"task_id": "task-" + id, "stage": "refund_done",
			"external_effects": []map[string]any{{"kind": "refund", "target": "order " + id, "amount": 120.00, "currency": "EUR", "status": "confirmed"}},
		}},
		"x_producer_field": "kept as sent",
	}
	b, err := json.Marshal(ev)
	if err != nil {
		panic(err)
	}
	return b
}

// rawEvent parses eventJSON's output as ingest would.
func rawEvent(tb testing.TB, id, tenant string, pad int) *review.RawEvent {
	tb.Helper()
	re, err := review.ParseEvent(eventJSON(id, tenant, pad))
	if err != nil {
		tb.Fatalf("test event %s does not parse: %v", id, err)
	}
	return re
}

// quickRawEvent builds the same event as rawEvent without running the
// schema, for tests that need thousands of events fast. The bytes are the
// same valid event, so nothing the queue sees differs.
func quickRawEvent(id string) *review.RawEvent {
	b := eventJSON(id, "acme", 0)
	var ev review.Event
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&ev); err != nil {
		panic(err)
	}
	return &review.RawEvent{Bytes: b, SHA256: review.Digest(b), Event: &ev}
}

func rawEvents(tb testing.TB, ids ...string) []*review.RawEvent {
	tb.Helper()
	out := make([]*review.RawEvent, len(ids))
	for i, id := range ids {
		out[i] = rawEvent(tb, id, "acme", 0)
	}
	return out
}

// openDB opens a store at path and closes it when the test ends.
func openDB(tb testing.TB, path string) *store.DB {
	tb.Helper()
	db, err := store.Open(context.Background(), path, store.Options{})
	if err != nil {
		tb.Fatalf("store.Open(%s): %v", path, err)
	}
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return db
}

// newService opens a fresh database with a service on the fake clock.
func newService(tb testing.TB) (*queue.Service, *fakeClock, string) {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "recap.db")
	clock := newClock()
	return queue.New(queue.Config{DB: openDB(tb, path), Router: testRouter{}, Now: clock.Now}), clock, path
}

func ingest(tb testing.TB, s *queue.Service, ids ...string) queue.IngestReport {
	tb.Helper()
	rep, err := s.Ingest(context.Background(), rawEvents(tb, ids...), queue.IngestOptions{})
	if err != nil {
		tb.Fatalf("Ingest: %v", err)
	}
	return rep
}

// wantCode fails unless err carries the code and its message mentions
// every fragment.
func wantCode(tb testing.TB, err error, code string, fragments ...string) {
	tb.Helper()
	if err == nil {
		tb.Fatalf("no error; want %s", code)
	}
	if got := review.ErrorCode(err); got != code {
		tb.Errorf("error code = %s (%v), want %s", got, err, code)
	}
	msg := review.ErrorMessage(err)
	for _, f := range fragments {
		if !strings.Contains(msg, f) {
			tb.Errorf("error %q does not mention %q", msg, f)
		}
	}
}

func approve(id, author string) review.Decision {
	return review.Decision{EventID: id, Kind: review.DecisionApprove, Author: author}
}

func reject(id, author, reason string) review.Decision {
	return review.Decision{EventID: id, Kind: review.DecisionReject, Author: author, Reason: reason}
}
