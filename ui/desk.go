// Package ui is recap's review desk: a keyboard-first terminal program in
// which a reviewer works the queue of risky compaction summaries, reads
// each event in three panes (Original, Summary, Source of truth) with the
// engine's findings highlighted, and approves, rejects or reconstructs it.
//
// The desk talks to the queue only through [Desk] and to the engine only
// through [Router]; cmd/recap wires the real ones in. All I/O and heavy
// rendering happens in Bubble Tea commands whose results name what they
// were for, so the screen never blocks and stale results are dropped.
package ui

import (
	"context"
	"fmt"
	"os"
	"time"

	tea "charm.land/bubbletea/v2"

	"recap/queue"
	"recap/review"
)

// Desk is the work queue as the review desk uses it. *queue.Service
// satisfies it. Errors are [review.Error] values whose message the desk
// shows in its status bar.
type Desk interface {
	// List returns the items matching f.
	List(ctx context.Context, f queue.Filter) ([]review.Item, error)
	// Show returns an event with its routing, item and the decisions
	// viewer may see (a pending second review is given blind).
	Show(ctx context.Context, viewer, id string) (*queue.EventView, error)
	// Claim leases the item id, or the next available item when id is "".
	Claim(ctx context.Context, reviewer, id string) (review.Item, error)
	// Heartbeat renews the reviewer's lease on id.
	Heartbeat(ctx context.Context, reviewer, id string) (review.Item, error)
	// Release gives the item back to the queue.
	Release(ctx context.Context, reviewer, id string) error
	// Decide records a decision; only the lease holder may decide.
	Decide(ctx context.Context, d review.Decision) (review.Decision, error)
	// Undo reverses the reviewer's last decision on id if it is younger
	// than window and nobody acted on the item since.
	Undo(ctx context.Context, reviewer string, overridden bool, id string, window time.Duration) (review.Decision, error)
	// Counts returns the queue's counts, with the reviewer's own today.
	Counts(ctx context.Context, reviewer string) (queue.Counts, error)
	// Changes signals when the queue may have changed, checking every
	// interval, until ctx ends.
	Changes(ctx context.Context, every time.Duration) <-chan struct{}
}

// Router routes an event; *sampling.Engine satisfies it. The desk uses it
// to show the engine's verdict on a reconstructed summary before the
// reviewer records it.
type Router interface {
	Route(ev *review.Event) review.Routing
}

// Options configure the desk.
type Options struct {
	// Desk is the work queue. Required.
	Desk Desk
	// Router routes reconstructed events. Without it the reconstruction
	// preview shows no verdict.
	Router Router
	// Author is the reviewer's name, recorded on every decision.
	Author string
	// AuthorOverridden records that Author came from --author or
	// RECAP_AUTHOR rather than the operating-system user.
	AuthorOverridden bool
	// Editor is the command that edits reconstructions, usually $EDITOR.
	// Empty means the desk's own inline editor.
	Editor string
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Lease is the lease length the queue grants, used to show time left
	// before the first heartbeat answers; 10 minutes when zero.
	Lease time.Duration
	// Leads feeds the Leads screen (L). Without it the screen says it is
	// not available.
	Leads Leads
}

// Leads is what the Leads screen reads and changes. cmd/recap implements it
// over the queue and the policy file.
type Leads interface {
	// SamplingReport measures sampling per risk class over the events
	// routed since, under the policy in force now.
	SamplingReport(ctx context.Context, since time.Time) (queue.SamplingReport, error)
	// SignalSeries counts the monitoring signals per step since.
	SignalSeries(ctx context.Context, since time.Time, step time.Duration) (queue.SignalSeries, error)
	// IsLead reports whether name may change sampling, per the policy in
	// force now.
	IsLead(name string) bool
	// SetSampling records who's attempt to set class ("base" for the
	// base rate) to value (a rate from 0 to 1, "always", "block" or
	// "pass") and applies it when who is a lead. A refused attempt is
	// recorded and returned with Outcome "refused" and a nil error.
	SetSampling(ctx context.Context, who string, overridden bool, class, value, reason string) (queue.SamplingChange, error)
}

// Timings the desk works to.
const (
	defaultLease = 10 * time.Minute
	// undoWindow is how long after a decision `u` can still reverse it.
	undoWindow = 2 * time.Minute
	// changesEvery is how often the queue is checked for changes made by
	// other reviewers.
	changesEvery = 2 * time.Second
	// deskTimeout bounds every call to the queue, so a stuck database
	// shows as an error instead of a frozen screen.
	deskTimeout = 15 * time.Second
	// queueLimit bounds the items one list loads.
	queueLimit = 1000
)

// Run opens the review desk in the terminal's alternate screen and returns
// when the reviewer quits or ctx ends. One goroutine forwards the queue's
// change notifications to the program; nothing else reaches it from
// outside.
func Run(ctx context.Context, opts Options) error {
	if opts.Desk == nil {
		return fmt.Errorf("ui: no desk: Options.Desk must be set")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	m := New(opts)
	m.ctx = ctx
	if os.Getenv("NO_COLOR") != "" {
		m.setTheme(m.theme.dark, true)
	}
	out := &outputMeter{f: os.Stdout}
	m.written = out.written
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithOutput(out))
	changes := opts.Desk.Changes(ctx, changesEvery)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case _, ok := <-changes:
				if !ok {
					return
				}
				p.Send(queueChangedMsg{})
			}
		}
	}()
	final, err := p.Run()
	if fm, ok := final.(*Model); ok {
		fm.removeDraft()
	} else {
		m.removeDraft()
	}
	if err != nil && ctx.Err() != nil {
		return nil
	}
	return err
}
