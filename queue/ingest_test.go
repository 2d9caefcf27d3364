package queue_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"recap/queue"
	"recap/review"
)

func TestIngest(t *testing.T) {
	s, _, _ := newService(t)
	ctx := context.Background()
	rep := ingest(t, s, "r1", "block-1", "pass-1", "sample-1", "unsampled-1")
	if rep.Ingested != 5 || rep.Duplicates != 0 || len(rep.Conflicts) != 0 {
		t.Errorf("report = %+v, want 5 ingested", rep)
	}
	want := map[review.RouteAction]int{review.ActionReview: 1, review.ActionBlock: 1, review.ActionPass: 1, review.ActionSample: 2}
	if fmt.Sprint(rep.ByAction) != fmt.Sprint(want) {
		t.Errorf("by action = %v, want %v", rep.ByAction, want)
	}
	states := map[string]review.ItemState{"r1": review.StatePending, "block-1": review.StatePending,
		"pass-1": review.StatePassed, "sample-1": review.StatePending, "unsampled-1": review.StatePassed}
	for id, want := range states {
		v, err := s.Show(ctx, "", id)
		if err != nil {
			t.Fatal(err)
		}
		if v.Item.State != want {
			t.Errorf("%s: state %s, want %s", id, v.Item.State, want)
		}
	}
}

func TestIngestIsIdempotentAndRefusesChangedBodies(t *testing.T) {
	s, _, _ := newService(t)
	ctx := context.Background()
	ingest(t, s, "e1", "e2")
	original, err := s.Show(ctx, "", "e1")
	if err != nil {
		t.Fatal(err)
	}

	changed := eventJSON("e1", "acme", 0)
	changed = bytes.Replace(changed, []byte("120.00"), []byte("990.00"), 1)
	changed = bytes.Replace(changed, []byte(`"amount":120`), []byte(`"amount":990`), 1)
	re, err := review.ParseEvent(changed)
	if err != nil {
		t.Fatal(err)
	}
	again := rawEvents(t, "e2", "e3")
	rep, err := s.Ingest(ctx, append([]*review.RawEvent{re}, again...), queue.IngestOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Ingested != 1 || rep.Duplicates != 1 || len(rep.Conflicts) != 1 {
		t.Fatalf("report = %+v, want 1 ingested (e3), 1 duplicate (e2), 1 conflict (e1)", rep)
	}
	c := rep.Conflicts[0]
	if c.Pointer != "/id" || !strings.Contains(c.Message, `"e1"`) || !strings.Contains(c.Message, "not overwritten") || !strings.Contains(c.Message, "new id") {
		t.Errorf("conflict = %+v; want pointer /id, the id, that nothing was overwritten and what to do", c)
	}
	after, err := s.Show(ctx, "", "e1")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(after.Raw, original.Raw) || after.SHA256 != original.SHA256 {
		t.Errorf("e1 was overwritten by a conflicting body")
	}
	if after.SHA256 != review.Digest(after.Raw) {
		t.Errorf("stored digest %s does not match the stored bytes", after.SHA256)
	}
}

func TestIngestStrictIsAllOrNothing(t *testing.T) {
	s, _, _ := newService(t)
	ctx := context.Background()
	ingest(t, s, "e1")
	changed := rawEvent(t, "e1", "other-tenant", 0)
	evs := append(rawEvents(t, "e2", "e3"), changed)
	rep, err := s.Ingest(ctx, evs, queue.IngestOptions{Strict: true})
	wantCode(t, err, review.ECONFLICT, "nothing was ingested")
	if rep.Ingested != 0 || len(rep.Conflicts) != 1 {
		t.Errorf("strict report = %+v, want 0 ingested and the 1 conflict", rep)
	}
	for _, id := range []string{"e2", "e3"} {
		if _, err := s.Show(ctx, "", id); review.ErrorCode(err) != review.ENOTFOUND {
			t.Errorf("%s after an aborted strict ingest: %v, want ENOTFOUND", id, err)
		}
	}
	// Without conflicts, strict ingests everything.
	rep, err = s.Ingest(ctx, rawEvents(t, "e2", "e3"), queue.IngestOptions{Strict: true})
	if err != nil || rep.Ingested != 2 {
		t.Errorf("strict ingest without conflicts = %+v, %v; want 2 ingested", rep, err)
	}
}

func TestIngestSpansBatches(t *testing.T) {
	s, _, _ := newService(t)
	n := queue.IngestBatch*2 + 7
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("e%05d", i)
	}
	rep := ingest(t, s, ids...)
	if rep.Ingested != n {
		t.Errorf("ingested %d, want %d", rep.Ingested, n)
	}
	c, err := s.Counts(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	if c.Pending != n || c.Review != n {
		t.Errorf("counts = %+v, want %d pending under review", c, n)
	}
}

func TestIngestParsesUnparsedAndReportsInvalid(t *testing.T) {
	s, _, _ := newService(t)
	good := &review.RawEvent{Bytes: eventJSON("e1", "acme", 0)}
	bad := &review.RawEvent{Bytes: []byte(`{"schema":"recap.event/v1","id":"bad"}`)}
	empty := &review.RawEvent{Event: &review.Event{ID: "hollow"}}
	rep, err := s.Ingest(context.Background(), []*review.RawEvent{good, bad, empty}, queue.IngestOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Ingested != 1 || len(rep.Invalid) < 2 {
		t.Fatalf("report = %+v, want 1 ingested and the other two's problems", rep)
	}
	if p := rep.Invalid[0]; !strings.HasPrefix(p.Message, "event 2: ") || p.Pointer == "" {
		t.Errorf("first problem = %+v, want it to name event 2 and a JSON pointer", p)
	}
	if p := rep.Invalid[len(rep.Invalid)-1]; !strings.Contains(p.Message, "event 3: no bytes") {
		t.Errorf("last problem = %+v, want event 3 refused for having no bytes", p)
	}
	_, err = s.Ingest(context.Background(), []*review.RawEvent{good, bad}, queue.IngestOptions{Strict: true})
	wantCode(t, err, review.EINVALID, "1 invalid event(s)", "nothing was ingested")
}

func TestIngestRecordsPolicyOnFirstUse(t *testing.T) {
	s, clock, path := newService(t)
	ingest(t, s, "e1")
	clock.Advance(3600e9)
	ingest(t, s, "e2")

	db := openDB(t, path)
	ctx := context.Background()
	tx, err := db.BeginRead(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	ps, err := tx.Policies(ctx, testPolicy)
	if err != nil {
		t.Fatal(err)
	}
	_, content := testRouter{}.Policy()
	if len(ps) != 1 || !bytes.Equal(ps[0].Content, content) {
		t.Fatalf("stored policies = %+v, want the router's policy once", ps)
	}
	if ps[0].FirstUsedAt != "2026-03-01T12:00:00.000000000Z" {
		t.Errorf("first used at %s, want the first ingest's time", ps[0].FirstUsedAt)
	}
}
