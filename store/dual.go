package store

import (
	"context"
	"encoding/json"
	"time"

	"recap/review"
)

// DualPair is one dual-reviewed item with both of its independent reviews
// standing: what agreement between reviewers is measured on.
type DualPair struct {
	EventID string
	Classes []review.RiskClass
	// First and Second are the two reviews' decisions; Adjudicated says
	// the item went to a lead because they did not agree.
	First, Second review.DecisionKind
	Adjudicated   bool
}

// DualPairs returns every dual-reviewed item received at or after since
// whose two reviews both stand, in arrival order. It reads the small
// items_dual index, not the whole queue.
func (tx *Tx) DualPairs(ctx context.Context, since time.Time) ([]DualPair, error) {
	const op = "reading dual reviews"
	rows, err := tx.query(ctx, `SELECT e.id, r.risk_classes, d1.kind, d2.kind, i.stage = 'adjudication'
FROM items i INDEXED BY items_dual
JOIN events e ON e.seq = i.seq
JOIN routings r ON r.event_seq = i.seq
JOIN decisions d1 ON d1.seq = i.first_review_seq
JOIN decisions d2 ON d2.seq = i.second_review_seq
WHERE i.reviews_required = 2 AND i.stage != 'review' AND e.received_at >= ?
ORDER BY i.seq`, formatTime(since))
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []DualPair
	for rows.Next() {
		var p DualPair
		var classes, first, second string
		if err := rows.Scan(&p.EventID, &classes, &first, &second, &p.Adjudicated); err != nil {
			return nil, tx.db.fail(op, err)
		}
		if err := json.Unmarshal([]byte(classes), &p.Classes); err != nil {
			return nil, review.Errorf(review.EINTERNAL, "%s: item %q: stored risk classes do not decode: %v", op, p.EventID, err)
		}
		p.First, p.Second = review.DecisionKind(first), review.DecisionKind(second)
		out = append(out, p)
	}
	return out, tx.db.fail(op, rows.Err())
}
