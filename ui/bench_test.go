package ui

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"recap/review"
)

// benchEvent builds an event whose original context is about size bytes:
// conversation turns, tool calls, JSON tool results and one long log, in
// English and Portuguese, as a long agent session produces. The last
// message holds the failure a finding points at.
func benchEvent(tb testing.TB, id string, size int) string {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, uint64(size)))
	words := strings.Fields("the refund invoice customer ledger payment approval pending confirmed billing " +
		"reembolso fatura cliente pagamento aprovação pendente confirmado não somente gerente " +
		"deploy rollback migration table index query latency timeout retry error warning")
	sentence := func(n int) string {
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(words[rng.IntN(len(words))])
		}
		b.WriteString(". ")
		return b.String()
	}
	type msg struct {
		ID      string `json:"id"`
		Role    string `json:"role"`
		Kind    string `json:"kind,omitempty"`
		Name    string `json:"name,omitempty"`
		Status  string `json:"status,omitempty"`
		Content string `json:"content"`
	}
	var msgs []msg
	total := 0
	for i := 0; total < size-2048; i++ {
		var m msg
		switch i % 5 {
		case 0:
			m = msg{Role: "user", Content: sentence(8 + rng.IntN(30))}
		case 1:
			var b strings.Builder
			for range 1 + rng.IntN(4) {
				b.WriteString(sentence(10 + rng.IntN(40)))
				b.WriteString("\n\n")
			}
			m = msg{Role: "assistant", Content: b.String()}
		case 2:
			m = msg{Role: "assistant", Kind: review.KindToolCall, Name: "billing.lookup", Content: fmt.Sprintf(`{"invoice":"INV-%d","fields":["amount","status"]}`, i)}
		case 3:
			m = msg{Role: "tool", Kind: review.KindToolResult, Name: "billing.lookup", Status: "ok",
				Content: fmt.Sprintf(`{"invoice":"INV-%d","amount":"R$ %d.%03d,00","status":"paid","lines":[%s]}`, i, rng.IntN(9), rng.IntN(999), strings.Repeat(`{"sku":"A-1","qty":1},`, rng.IntN(20))+`{"sku":"Z","qty":0}`)}
		case 4:
			var b strings.Builder
			for l := range 20 + rng.IntN(200) {
				fmt.Fprintf(&b, "2026-03-02T09:%02d:%02d INFO\tworker-%d\t%s\n", l%60, rng.IntN(60), rng.IntN(8), sentence(6+rng.IntN(12)))
			}
			m = msg{Role: "tool", Kind: review.KindToolResult, Name: "logs.tail", Status: "ok", Content: b.String()}
		}
		m.ID = fmt.Sprintf("m%d", i)
		msgs = append(msgs, m)
		total += len(m.Content) + 64
	}
	msgs = append(msgs, msg{ID: "last", Role: "tool", Kind: review.KindToolResult, Name: "payments.refund", Status: "error", Content: "timeout after 30s: refund not confirmed"})
	ev := map[string]any{
		"schema": review.EventSchema, "id": id, "tenant": "acme-payments", "task_id": "refund-" + id,
		"created_at": "2026-03-02T09:00:00Z", "agent": map[string]any{"name": "refund-agent"},
		"trigger":  map[string]any{"kind": "auto"},
		"original": msgs,
		"summary": map[string]any{
			"text": "## Refund\n\n- Invoice amount confirmed: **R$ 4.300,00**.\n- Refund issued to the customer.\n- " + sentence(40) + "\n\n" + sentence(60),
			"contract": map[string]any{"task_id": "refund-" + id, "stage": "refund_done",
				"external_effects": []any{map[string]any{"kind": "refund", "target": "customer-8812", "amount": "R$ 4.300,00", "status": "done"}}},
		},
		"source_of_truth": map[string]any{"system": "billing", "effects": []any{map[string]any{"id": "pay-1", "kind": "refund", "status": "failed"}},
			"facts": map[string]any{"refund_amount": "R$ 3.400,00"}},
	}
	b, err := json.Marshal(ev)
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// benchRouting points a finding at the end of the original, so opening
// the item scrolls the large pane all the way down.
func benchRouting(ev *review.Event) review.Routing {
	return review.Routing{Action: review.ActionBlock, Priority: 100, Findings: []review.Finding{
		{ID: "failure_omitted", Severity: review.SeverityBlock, Message: "the refund timed out; the summary says it was issued",
			Evidence: []review.Evidence{
				evidence(review.PaneOriginal, "last", message(ev, "last"), "timeout after 30s"),
				evidence(review.PaneSummary, "text", ev.Summary.TextOrEmpty(), "Refund issued to the customer."),
			}},
		{ID: "source_conflict", Severity: review.SeverityBlock, Message: "amount differs",
			Evidence: []review.Evidence{
				evidence(review.PaneSummary, "text", ev.Summary.TextOrEmpty(), "R$ 4.300,00"),
				evidence(review.PaneSourceOfTruth, "/facts/refund_amount", "R$ 3.400,00", "R$ 3.400,00"),
			}},
	}}
}

func benchDesk(b *testing.B, id string, size int) *testDesk {
	b.Helper()
	d := newTestDesk(b)
	d.router.routes[id] = benchRouting
	d.ingest(b, benchEvent(b, id, size))
	return d
}

var benchSizes = []struct {
	name string
	size int
}{{"4KB", 4 << 10}, {"1MB", 1 << 20}}

// BenchmarkSelectItemFirstFrame measures enter on the queue to the first
// complete frame of the item: claim and show in SQLite, docs built, three
// panes laid out, the evidence located, and View drawn.
func BenchmarkSelectItemFirstFrame(b *testing.B) {
	for _, sz := range benchSizes {
		for _, dim := range []struct{ w, h int }{{120, 40}, {200, 50}} {
			b.Run(fmt.Sprintf("%s/%dx%d", sz.name, dim.w, dim.h), func(b *testing.B) {
				id := "evt-bench-" + sz.name
				d := benchDesk(b, id, sz.size)
				h := newHarness(b, d, dim.w, dim.h)
				b.ResetTimer()
				for b.Loop() {
					h.keys("enter")
					if h.m.cur == nil || h.m.cur.panes[paneOriginal].lay == nil {
						b.Fatalf("no complete frame: status %q", h.m.status)
					}
					_ = h.m.View()
					b.StopTimer()
					h.keys("esc") // release, back to the queue
					b.StartTimer()
				}
			})
		}
	}
}

// BenchmarkBuildAndLayout is the CPU part of opening an item, without the
// database: docs, three layouts and the first frame.
func BenchmarkBuildAndLayout(b *testing.B) {
	for _, sz := range benchSizes {
		b.Run(sz.name, func(b *testing.B) {
			raw, err := review.ParseEvent(compact(b, benchEvent(b, "evt-x", sz.size)))
			if err != nil {
				b.Fatal(err)
			}
			md := newMarkdownRenderer("dark")
			b.SetBytes(int64(len(raw.Bytes)))
			for b.Loop() {
				docs := buildEventDocs(raw.Bytes, raw.Event)
				for p := range numPanes {
					var r *markdownRenderer
					if paneID(p) == paneSummary {
						r = md
					}
					_ = layoutDoc(docs.panes[p], 64, r)
				}
			}
		})
	}
}

// scrollFrames presses key n times on the open item and returns the time
// of each Update+View, the frame time a reviewer sees while scrolling.
func scrollFrames(h *harness, keys []string, n int) []time.Duration {
	out := make([]time.Duration, 0, n)
	for i := range n {
		k := keyPress(keys[i%len(keys)])
		start := time.Now()
		h.m.Update(k)
		_ = h.m.View()
		out = append(out, time.Since(start))
	}
	return out
}

func percentile(d []time.Duration, p float64) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(int(float64(len(s))*p), len(s)-1)]
}

// BenchmarkScroll1MB scrolls the 1 MB Original pane line by line and page
// by page and reports the frame time percentiles.
func BenchmarkScroll1MB(b *testing.B) {
	for _, tc := range []struct {
		name string
		keys []string
	}{{"lines", []string{"j", "j", "j", "j", "k"}}, {"pages", []string{"pgdown", "pgdown", "pgdown", "g"}}} {
		b.Run(tc.name, func(b *testing.B) {
			d := benchDesk(b, "evt-bench-1MB", 1<<20)
			h := newHarness(b, d, 200, 50)
			h.keys("enter", "1", "g")
			var all []time.Duration
			for b.Loop() {
				all = append(all, scrollFrames(h, tc.keys, 1)...)
			}
			b.ReportMetric(float64(percentile(all, 0.50).Microseconds()), "p50-µs")
			b.ReportMetric(float64(percentile(all, 0.99).Microseconds()), "p99-µs")
			b.ReportMetric(float64(slices.Max(all).Microseconds()), "max-µs")
		})
	}
}

// BenchmarkView draws the review screen of the 1 MB item.
func BenchmarkView(b *testing.B) {
	for _, dim := range []struct{ w, h int }{{80, 24}, {120, 40}, {200, 50}} {
		b.Run(fmt.Sprintf("%dx%d", dim.w, dim.h), func(b *testing.B) {
			d := benchDesk(b, "evt-bench-1MB", 1<<20)
			h := newHarness(b, d, dim.w, dim.h)
			h.keys("enter")
			for b.Loop() {
				_ = h.m.View()
			}
		})
	}
	b.Run("queue/200x50", func(b *testing.B) {
		d := goldenDeskB(b)
		h := newHarness(b, d, 200, 50)
		for b.Loop() {
			_ = h.m.View()
		}
	})
}

func goldenDeskB(b *testing.B) *testDesk {
	return newTestDesk(b, refundEvent, supportEvent, hostileEvent, passedEvent, heldEvent, decidedEvent)
}

// BenchmarkBaselineViewportSoftWrap1MB is the approach the desk avoids:
// bubbles' viewport soft-wrapping the whole 1 MB text on every keypress.
// It runs in the same process so the two can be compared as a ratio.
func BenchmarkBaselineViewportSoftWrap1MB(b *testing.B) {
	raw, err := review.ParseEvent(compact(b, benchEvent(b, "evt-x", 1<<20)))
	if err != nil {
		b.Fatal(err)
	}
	var sb strings.Builder
	for _, m := range raw.Event.Original {
		sb.WriteString(string(m.Role) + "\n" + Sanitize(m.Content) + "\n\n")
	}
	vp := viewport.New(viewport.WithWidth(64), viewport.WithHeight(46))
	vp.SoftWrap = true
	vp.SetContent(sb.String())
	var all []time.Duration
	for b.Loop() {
		start := time.Now()
		vp, _ = vp.Update(tea.KeyPressMsg{Code: tea.KeyDown})
		_ = vp.View()
		all = append(all, time.Since(start))
	}
	b.ReportMetric(float64(percentile(all, 0.99).Microseconds()), "p99-µs")
}

// BenchmarkSearch1MB searches the 1 MB Original pane, which runs in
// Update when the reviewer presses enter on "/".
func BenchmarkSearch1MB(b *testing.B) {
	d := benchDesk(b, "evt-bench-1MB", 1<<20)
	h := newHarness(b, d, 200, 50)
	h.keys("enter", "1")
	p := &h.m.cur.panes[paneOriginal]
	for b.Loop() {
		p.setQuery("reembolso")
	}
	b.ReportMetric(float64(len(p.matches)), "matching-lines")
}
