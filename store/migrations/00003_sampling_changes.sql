-- The record of every attempt to change sampling: who, when, what it was
-- and what it became, why, and whether it was applied or refused (only
-- leads may change sampling). Rows are only ever appended.

-- +goose Up

CREATE TABLE sampling_changes (
    seq               INTEGER PRIMARY KEY AUTOINCREMENT,
    at                TEXT NOT NULL, -- RFC 3339 in UTC, fixed width
    author            TEXT NOT NULL,
    author_overridden INTEGER NOT NULL CHECK (author_overridden IN (0, 1)),
    class             TEXT NOT NULL, -- a risk class, or "base" for base_sample_rate
    old_value         TEXT NOT NULL, -- as the policy file spells it, e.g. sample(0.25)
    new_value         TEXT NOT NULL,
    old_version       TEXT NOT NULL,
    new_version       TEXT NOT NULL, -- empty when refused
    policy_path       TEXT NOT NULL,
    reason            TEXT NOT NULL,
    outcome           TEXT NOT NULL CHECK (outcome IN ('applied', 'refused')),
    detail            TEXT NOT NULL -- why it was refused; empty when applied
) STRICT;

-- +goose StatementBegin
CREATE TRIGGER sampling_changes_refuse_update BEFORE UPDATE ON sampling_changes
BEGIN
    SELECT RAISE(ABORT, 'the record of sampling changes is append-only: set the rate again instead');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sampling_changes_refuse_delete BEFORE DELETE ON sampling_changes
BEGIN
    SELECT RAISE(ABORT, 'the record of sampling changes is append-only: set the rate again instead');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER sampling_changes_refuse_delete;
DROP TRIGGER sampling_changes_refuse_update;
DROP TABLE sampling_changes;
