-- Guards that make the ledger and the stored events append-only, and the
-- index that counts a reviewer's decisions of the day.

-- +goose Up

-- +goose StatementBegin
CREATE TRIGGER decisions_refuse_update BEFORE UPDATE ON decisions
BEGIN
    SELECT RAISE(ABORT, 'the decision ledger is append-only: a decision cannot be changed; record a reversal instead');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER decisions_refuse_delete BEFORE DELETE ON decisions
BEGIN
    SELECT RAISE(ABORT, 'the decision ledger is append-only: a decision cannot be deleted; record a reversal instead');
END;
-- +goose StatementEnd

-- An event's bytes are the evidence a decision was made on; they never change.
-- +goose StatementBegin
CREATE TRIGGER events_refuse_update BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'stored events are kept exactly as received and cannot be changed');
END;
-- +goose StatementEnd

CREATE INDEX decisions_author_at ON decisions (author, at);

-- +goose Down
DROP INDEX decisions_author_at;
DROP TRIGGER events_refuse_update;
DROP TRIGGER decisions_refuse_delete;
DROP TRIGGER decisions_refuse_update;
