-- Dual review: a policy can ask for two independent reviews of an event's
-- risk classes. The routing records how many reviews it asked for; the
-- queue item records which stage the reviews are at and who gave them; the
-- ledger records what each row is to its item and which reviews a final
-- decision stands on.

-- +goose Up

ALTER TABLE routings ADD COLUMN reviews_required INTEGER NOT NULL DEFAULT 1 CHECK (reviews_required IN (1, 2));

-- stage: 'review' waits for its first (or only) review; 'second_review'
-- has a first review and waits for someone else's; 'adjudication' has two
-- reviews that disagree and waits for a lead. state keeps its meaning
-- (pending, claimed, decided, passed) at every stage, so claims, leases and
-- expiry work the same way. The reviewers' names are kept here so a claim
-- can skip what the claimant already reviewed without reading the ledger.
ALTER TABLE items ADD COLUMN reviews_required INTEGER NOT NULL DEFAULT 1 CHECK (reviews_required IN (1, 2));
ALTER TABLE items ADD COLUMN stage TEXT NOT NULL DEFAULT 'review' CHECK (stage IN ('review', 'second_review', 'adjudication'));
ALTER TABLE items ADD COLUMN first_review_seq INTEGER;
ALTER TABLE items ADD COLUMN first_reviewer TEXT;
ALTER TABLE items ADD COLUMN second_review_seq INTEGER;
ALTER TABLE items ADD COLUMN second_reviewer TEXT;

-- Items past their first review, for counting adjudications and measuring
-- agreement without a scan; a small index, as most items need one review.
CREATE INDEX items_dual ON items (stage) WHERE reviews_required = 2;

-- role: '' for an item's sole review, else first_review, second_review or
-- adjudication. reviews: JSON array of the ledger seqs a second review or
-- an adjudication stands on; '' for other rows. Both are hashed only when
-- not empty, so rows written before this migration verify unchanged.
ALTER TABLE decisions ADD COLUMN role TEXT NOT NULL DEFAULT '' CHECK (role IN ('', 'first_review', 'second_review', 'adjudication'));
ALTER TABLE decisions ADD COLUMN reviews TEXT NOT NULL DEFAULT '';

-- +goose Down
DROP INDEX items_dual;
ALTER TABLE decisions DROP COLUMN reviews;
ALTER TABLE decisions DROP COLUMN role;
ALTER TABLE items DROP COLUMN second_reviewer;
ALTER TABLE items DROP COLUMN second_review_seq;
ALTER TABLE items DROP COLUMN first_reviewer;
ALTER TABLE items DROP COLUMN first_review_seq;
ALTER TABLE items DROP COLUMN stage;
ALTER TABLE items DROP COLUMN reviews_required;
ALTER TABLE routings DROP COLUMN reviews_required;
