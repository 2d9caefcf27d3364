package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"recap/queue"
	"recap/review"
	"recap/sampling"
	"recap/store"
)

// TestTestdataEventsWithTheRealEngine opens every event in testdata/events,
// routed by the real engine, and checks what only the pair can show: each
// piece of evidence the engine gives resolves to a span in the desk's
// panes, every frame is inert, and each frame fills the terminal.
func TestTestdataEventsWithTheRealEngine(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "testdata", "events", "*.json*"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no events in ../testdata/events")
	}
	var raws []*review.RawEvent
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		err = review.ReadEvents(f, p, func(e review.Entry) error {
			if e.Err != nil {
				t.Errorf("%s", e.Err)
				return nil
			}
			raws = append(raws, e.Event)
			return nil
		})
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "recap.db"), store.Options{CheckpointEvery: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	c := &clock{now: t0}
	eng := sampling.NewEngine(sampling.DefaultPolicy())
	svc := queue.New(queue.Config{DB: db, Router: eng, Now: c.Now})
	if _, err := svc.Ingest(ctx, raws, queue.IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, &testDesk{Service: svc, clock: c, router: newRouter(), db: db}, 120, 40, func(o *Options) { o.Router = eng })
	unresolved := 0
	for _, raw := range raws {
		id := raw.Event.ID
		h.send(h.m.open(openRequest{mode: openLook, id: id})())
		if h.m.cur == nil || h.m.cur.id != id {
			t.Fatalf("%s did not open: %s", id, h.m.status)
		}
		it := h.m.cur
		for fi, f := range it.view.Routing.Findings {
			for _, e := range f.Evidence {
				p, name, ok := evidenceAnchor(e)
				if !ok {
					t.Errorf("%s %s: evidence in unknown pane %q", id, f.ID, e.Pane)
					continue
				}
				hl, ok := resolveEvidence(it.panes[p].doc, name, e)
				if !ok {
					unresolved++
					t.Errorf("%s %s: evidence %s %q resolves to nothing in the %s pane", id, f.ID, e.Pane, e.Ref, paneTitles[p])
					continue
				}
				text := it.panes[p].doc.paras[hl.ref.para].spans[hl.ref.span].text
				if e.Quote != "" && text[hl.start:hl.end] != e.Quote {
					t.Errorf("%s %s: evidence %s %q [%d:%d] highlights %q, want the quote %q", id, f.ID, e.Pane, e.Ref, e.Start, e.End, text[hl.start:hl.end], e.Quote)
				}
			}
			h.m.selectFinding(fi)
			assertOnlySGR(t, id+" "+f.ID, h.m.frame())
		}
		lines := strings.Split(h.m.frame(), "\n")
		if len(lines) != 40 {
			t.Errorf("%s: frame has %d lines", id, len(lines))
		}
		h.keys("esc")
	}
	t.Logf("%d events opened, %d evidence spans unresolved", len(raws), unresolved)
}

// The desk's ports are satisfied by the real queue and engine, with no
// adapters.
var (
	_ Desk   = (*queue.Service)(nil)
	_ Router = (*sampling.Engine)(nil)
)
