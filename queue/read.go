package queue

import (
	"context"
	"time"

	"recap/review"
	"recap/store"
)

// Filter selects items for [Service.List]. Zero fields select everything.
type Filter struct {
	// States selects items in any of these states; a claimed item whose
	// lease ran out counts as pending.
	States []review.ItemState
	Tenant string
	Risk   review.RiskClass
	Action review.RouteAction
	// Search matches a substring of the event id, tenant or task id
	// (ASCII letters in any case).
	Search string
	Limit  int // 0 = no limit
}

// List returns the items f selects, in claim order: priority descending,
// then enqueued first.
func (s *Service) List(ctx context.Context, f Filter) ([]review.Item, error) {
	tx, err := s.db.BeginRead(ctx, s.clock())
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return tx.ListItems(ctx, store.ItemFilter{
		States: f.States, Tenant: f.Tenant, Risk: f.Risk, Action: f.Action, Search: f.Search, Limit: f.Limit,
	})
}

// EventView is everything stored about one event.
type EventView struct {
	Raw       []byte // the event exactly as received
	SHA256    string // hex digest of Raw
	Event     *review.Event
	Routing   review.Routing
	Item      review.Item
	Decisions []review.Decision // ledger rows for this event, oldest first
	// Withheld counts ledger rows left out of Decisions because the item
	// waits for its second independent review, which must be given blind.
	Withheld int
}

// Show returns everything stored about event id, read in one snapshot, as
// viewer may see it: while a dual-reviewed item waits for its second
// review, the ledger rows of anyone but viewer are withheld (counted in
// Withheld), so that whoever gives the second review cannot see the first.
func (s *Service) Show(ctx context.Context, viewer, id string) (*EventView, error) {
	tx, err := s.db.BeginRead(ctx, s.clock())
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	se, err := tx.Event(ctx, id)
	if err != nil {
		return nil, err
	}
	v := &EventView{Raw: se.Raw, SHA256: se.SHA256, Event: se.Event}
	if v.Routing, err = tx.Routing(ctx, id); err != nil {
		return nil, err
	}
	if v.Item, err = tx.Item(ctx, id); err != nil {
		return nil, err
	}
	if v.Decisions, err = tx.Decisions(ctx, id); err != nil {
		return nil, err
	}
	if v.Item.ReviewsRequired == 2 && v.Item.ReviewsGiven == 1 && v.Item.State != review.StateDecided {
		shown := v.Decisions[:0]
		for _, d := range v.Decisions {
			if d.Author == viewer {
				shown = append(shown, d)
			} else {
				v.Withheld++
			}
		}
		v.Decisions = shown
	}
	return v, nil
}

// Counts is the queue at a glance.
type Counts struct {
	// Blocked, Review and Sampled count undecided items (pending or
	// claimed) by routing action: block, review, and sample-and-sampled.
	Blocked, Review, Sampled int
	Claimed                  int // live leases
	Pending                  int // waiting to be claimed, expired leases included
	Decided                  int
	Passed                   int // routed pass, or sample and not sampled
	// SecondReview and Adjudication count the unclaimed dual-reviewed
	// items waiting for a second review and for a lead; both are in
	// Pending too.
	SecondReview, Adjudication int
	// DecidedByMeToday counts items the reviewer decided since midnight
	// (in the clock's time zone, UTC by default) whose decision stands.
	DecidedByMeToday int
}

// Counts counts the queue, and the reviewer's decisions of the day.
func (s *Service) Counts(ctx context.Context, reviewer string) (Counts, error) {
	now := s.now()
	tx, err := s.db.BeginRead(ctx, now)
	if err != nil {
		return Counts{}, err
	}
	defer tx.Rollback()
	qc, err := tx.CountItems(ctx)
	if err != nil {
		return Counts{}, err
	}
	c := Counts{SecondReview: qc.SecondReview, Adjudication: qc.Adjudication}
	for state, byAction := range qc.ByState {
		for action, n := range byAction {
			switch state {
			case review.StatePending:
				c.Pending += n
			case review.StateClaimed:
				c.Claimed += n
			case review.StateDecided:
				c.Decided += n
			case review.StatePassed:
				c.Passed += n
			}
			if state == review.StatePending || state == review.StateClaimed {
				switch action {
				case review.ActionBlock:
					c.Blocked += n
				case review.ActionReview:
					c.Review += n
				case review.ActionSample:
					c.Sampled += n
				}
			}
		}
	}
	if reviewer != "" {
		y, m, d := now.Date()
		midnight := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
		if c.DecidedByMeToday, err = tx.CountDecidedBy(ctx, reviewer, midnight); err != nil {
			return Counts{}, err
		}
	}
	return c, nil
}

// Changes returns a channel that receives a value whenever a commit lands
// in the database from any connection or process, found by polling PRAGMA
// data_version every interval on a dedicated read connection. Bursts
// coalesce into one value; the channel is closed when ctx ends.
func (s *Service) Changes(ctx context.Context, every time.Duration) <-chan struct{} {
	return s.db.WatchChanges(ctx, every)
}

// AuditReport is the outcome of [Service.VerifyLedger].
type AuditReport struct {
	Rows        int
	OK          bool
	FirstBroken int64  // seq of the first changed, missing or reordered row; 0 when OK
	Problem     string // what is wrong with FirstBroken, for a person
	// Head is the newest row's hash. Recording it elsewhere lets a later
	// audit prove no rows were cut from the end.
	Head string
}

// VerifyLedger walks the decision ledger, recomputing the hash chain, and
// names the first row that was changed, removed or reordered.
func (s *Service) VerifyLedger(ctx context.Context) (AuditReport, error) {
	tx, err := s.db.BeginRead(ctx, s.clock())
	if err != nil {
		return AuditReport{}, err
	}
	defer tx.Rollback()
	r, err := tx.VerifyLedger(ctx)
	if err != nil {
		return AuditReport{}, err
	}
	return AuditReport{Rows: r.Rows, OK: r.OK, FirstBroken: r.FirstBroken, Problem: r.Problem, Head: r.Head}, nil
}

// Backup writes a consistent copy of the database to path while the queue
// stays in use. It refuses to overwrite an existing file.
func (s *Service) Backup(ctx context.Context, path string) error {
	return s.db.Backup(ctx, path)
}
