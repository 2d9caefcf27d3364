// Package queue is recap's work-queue service: it routes and enqueues
// events, leases items to reviewers, records their decisions in the ledger
// and answers what is waiting. The CLI and the review desk use it; it keeps
// its data in a [store.DB].
//
// Every public method is one transaction: it begins, defers the rollback,
// runs the store's steps and commits, with the time fixed once from
// [Config.Now]. Errors are [review.Error] values whose codes say what went
// wrong (ENOTFOUND, ECONFLICT, ELEASE, EINVALID) and whose messages say what
// to do next.
package queue

import (
	"fmt"
	"strings"
	"time"

	"recap/review"
	"recap/store"
)

// Router routes one event; *sampling.Engine satisfies it.
type Router interface {
	Route(ev *review.Event) review.Routing
	// Policy returns the routing policy's version and full content, stored
	// on first use.
	Policy() (version string, content []byte)
}

// Config configures a [Service].
type Config struct {
	DB     *store.DB
	Router Router
	Now    func() time.Time // default time.Now().UTC()
	Lease  time.Duration    // default 10 * time.Minute
	// IsLead says whether a reviewer is a lead: only leads adjudicate
	// dual reviews that disagree. Nil means nobody is.
	IsLead func(name string) bool
}

// DefaultLease is how long a claim lasts without a heartbeat.
const DefaultLease = 10 * time.Minute

// Service is the work queue. It is safe for concurrent use.
type Service struct {
	db     *store.DB
	router Router
	now    func() time.Time
	lease  time.Duration
	isLead func(string) bool
}

// New returns a Service over cfg.DB.
func New(cfg Config) *Service {
	s := &Service{db: cfg.DB, router: cfg.Router, now: cfg.Now, lease: cfg.Lease, isLead: cfg.IsLead}
	if s.isLead == nil {
		s.isLead = func(string) bool { return false }
	}
	if s.now == nil {
		s.now = func() time.Time { return time.Now().UTC() }
	}
	if s.lease <= 0 {
		s.lease = DefaultLease
	}
	return s
}

// clock returns the current time, once per transaction.
func (s *Service) clock() time.Time { return s.now().UTC() }

// when formats a time for a message: the clock time when it is today (in
// UTC), the date too when not.
func when(t, now time.Time) string {
	t, now = t.UTC(), now.UTC()
	if t.Year() == now.Year() && t.YearDay() == now.YearDay() {
		return t.Format("15:04 UTC")
	}
	return t.Format("2006-01-02 15:04 UTC")
}

// whenExact formats a time with seconds, for decisions.
func whenExact(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") }

// explainUnavailable says why reviewer cannot have it, for an item that is
// not pending and not theirs.
func explainUnavailable(it review.Item, reviewer string, now time.Time) error {
	switch it.State {
	case review.StateDecided:
		at := "at an unknown time"
		if it.DecidedAt != nil {
			at = "at " + whenExact(*it.DecidedAt)
		}
		return review.Errorf(review.ECONFLICT, "event %q is already decided (%s) by %q %s", it.EventID, it.Decision, it.DecidedBy, at)
	case review.StatePassed:
		return review.Errorf(review.ECONFLICT, "event %q was routed to %s and needs no review; see it with recap show", it.EventID, it.Action)
	case review.StateAdjudication:
		return review.Errorf(review.ECONFLICT, "event %q awaits adjudication: its two independent reviews disagree, and only a lead who gave neither resolves it", it.EventID)
	case review.StateClaimed:
		if it.LeaseHolder != reviewer && it.LeaseExpires != nil {
			return review.Errorf(review.ECONFLICT, "event %q is held by %q until %s; claim another item or wait", it.EventID, it.LeaseHolder, when(*it.LeaseExpires, now))
		}
	}
	return review.Errorf(review.ECONFLICT, "event %q cannot be claimed now (state %s)", it.EventID, it.State)
}

// explainDual says why reviewer may not take a dual-reviewed item that is
// otherwise free: they gave its first review, or it awaits adjudication
// and they are not a lead or gave one of its reviews. It returns nil when
// neither applies.
func explainDual(st store.ItemStatus, id, reviewer string, lead bool) error {
	switch {
	case st.Stage == store.StageSecondReview && st.FirstReviewer == reviewer:
		return review.Errorf(review.ECONFLICT, "you (%q) gave the first review of event %q; its second review must be someone else's, so that the two are independent", reviewer, id)
	case st.Stage == store.StageAdjudication && !lead:
		return review.Errorf(review.ECONFLICT, "event %q awaits adjudication: its two independent reviews disagree and only a lead resolves it (leads = [...] in the policy file); you (%q) are not a lead", id, reviewer)
	case st.Stage == store.StageAdjudication && (st.FirstReviewer == reviewer || st.SecondReviewer == reviewer):
		return review.Errorf(review.ECONFLICT, "you (%q) gave one of the two reviews of event %q that disagree; another lead must adjudicate it", reviewer, id)
	}
	return nil
}

func (s *Service) requireReviewer(reviewer string) error {
	if strings.TrimSpace(reviewer) == "" {
		return review.Errorf(review.EINVALID, "no reviewer name: set --author or RECAP_AUTHOR")
	}
	return nil
}

func internalf(format string, args ...any) error {
	return review.Errorf(review.EINTERNAL, "%s", fmt.Sprintf(format, args...))
}
