package ui

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
	"recap/store"
)

// newDualDesk is a real queue whose router asks two reviews of every event
// that goes to a human, with the given leads.
func newDualDesk(t *testing.T, leads []string, events ...string) *testDesk {
	t.Helper()
	db, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "recap.db"), store.Options{CheckpointEvery: -1})
	if err != nil {
		t.Fatalf("store.Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	c := &clock{now: t0}
	r := newRouter()
	for id, route := range r.routes {
		r.routes[id] = func(ev *review.Event) review.Routing {
			rt := route(ev)
			rt.ReviewsRequired = 2
			return rt
		}
	}
	svc := queue.New(queue.Config{DB: db, Router: r, Now: c.Now, IsLead: func(n string) bool { return slices.Contains(leads, n) }})
	d := &testDesk{Service: svc, clock: c, router: r, db: db}
	d.ingest(t, events...)
	return d
}

func as(name string) func(*Options) { return func(o *Options) { o.Author = name } }

// leadsOnly is a Leads source that only knows who the leads are.
type leadsOnly []string

func (l leadsOnly) IsLead(name string) bool { return slices.Contains(l, name) }
func (leadsOnly) SamplingReport(context.Context, time.Time) (queue.SamplingReport, error) {
	return queue.SamplingReport{}, errors.New("not in this test")
}
func (leadsOnly) SignalSeries(context.Context, time.Time, time.Duration) (queue.SignalSeries, error) {
	return queue.SignalSeries{}, errors.New("not in this test")
}
func (leadsOnly) SetSampling(context.Context, string, bool, string, string, string) (queue.SamplingChange, error) {
	return queue.SamplingChange{}, errors.New("not in this test")
}

func TestDeskDualReviewAndAdjudication(t *testing.T) {
	const id = "evt-support-0193"
	d := newDualDesk(t, []string{"lea"}, supportEvent)

	alice := newHarness(t, d, 120, 40)
	alice.wantScreen("pend 1/2")
	alice.keys("enter")
	alice.wantOpen(id)
	alice.wantScreen("REVIEW 1/2")
	if !strings.Contains(alice.m.status, "review 1 of 2") {
		t.Errorf("status on opening = %q, want it to say this is review 1 of 2", alice.m.status)
	}
	alice.keys("a")
	if !strings.Contains(alice.m.status, "as review 1 of 2") {
		t.Errorf("status after approving = %q, want it to say review 1 of 2 was recorded", alice.m.status)
	}
	if it, _ := d.show(t, id); it.State != review.StatePending || it.ReviewsGiven != 1 {
		t.Fatalf("after the first review: %s with %d reviews, want pending with 1", it.State, it.ReviewsGiven)
	}

	bob := newHarness(t, d, 120, 40, as("bob"))
	bob.wantScreen("pend 2/2")
	bob.keys("enter")
	bob.wantOpen(id)
	bob.wantScreen("REVIEW 2/2 · BLIND")
	if n := len(bob.m.cur.view.Decisions); n != 0 || bob.m.cur.view.Withheld != 1 {
		t.Fatalf("the second reviewer's desk holds %d ledger rows (%d withheld); want none and 1 withheld", n, bob.m.cur.view.Withheld)
	}
	bob.keys("x")
	bob.typeText("the Pro plan is not in the record")
	bob.keys("enter")
	if !strings.Contains(bob.m.status, "the reviews disagree, a lead adjudicates") {
		t.Errorf("status after the disagreeing review = %q", bob.m.status)
	}

	carol := newHarness(t, d, 120, 40, as("carol"))
	// The open filter holds what reviewers can take; the header counts
	// what waits for a lead, and the adjudication filter lists it.
	carol.wantScreen("to lead 1")
	for carol.m.queue.state != len(stateFilters)-1 {
		carol.keys("s")
	}
	carol.wantScreen("to lead ")
	carol.keys("enter")
	if carol.m.cur != nil && carol.m.cur.claimed {
		t.Fatal("a non-lead claimed an adjudication")
	}
	if !strings.Contains(carol.m.status, "only a lead resolves it") {
		t.Errorf("a non-lead opening an adjudication sees %q", carol.m.status)
	}

	// A lead's open filter holds the adjudications too.
	lea := newHarness(t, d, 120, 40, as("lea"), func(o *Options) { o.Leads = leadsOnly{"lea"} })
	lea.keys("enter")
	lea.wantOpen(id)
	lea.wantScreen("ADJUDICATION")
	lea.wantScreen("review 1  alice  approve")
	lea.wantScreen("review 2  bob  reject  the Pro plan is not in the record")
	if !strings.Contains(lea.m.status, "adjudication: the two reviews disagree") {
		t.Errorf("status on opening an adjudication = %q", lea.m.status)
	}
	lea.keys("x")
	lea.typeText("no source for the plan")
	lea.keys("enter")
	it, ds := d.show(t, id)
	if it.State != review.StateDecided || it.DecidedBy != "lea" || len(ds) != 3 || ds[2].Role != review.RoleAdjudication {
		t.Fatalf("after adjudication: %+v with %d rows", it, len(ds))
	}
	if !strings.Contains(lea.m.status, "as the lead's adjudication") {
		t.Errorf("status after adjudicating = %q", lea.m.status)
	}
}
