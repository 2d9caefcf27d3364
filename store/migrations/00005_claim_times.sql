-- When a reviewer took an item: the queue item keeps the time of its
-- current claim, and each decision records the claim it was made under,
-- so the time a reviewer spent on a decision is measured from the claim
-- rather than from when the item was queued.

-- +goose Up

-- Unix microseconds, like the other item times; NULL until first claimed.
ALTER TABLE items ADD COLUMN claimed_us INTEGER;

-- RFC 3339 in UTC, fixed width; '' for rows written before this migration
-- and for reversals. Hashed only when not empty, so older rows verify
-- unchanged.
ALTER TABLE decisions ADD COLUMN claimed_at TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE decisions DROP COLUMN claimed_at;
ALTER TABLE items DROP COLUMN claimed_us;
