-- The core of recap: events as received, how each was routed, the review
-- queue, the policies routing used, and the decision ledger.

-- +goose Up

-- Events are kept exactly as received: raw holds the input bytes and sha256
-- their digest, so what a reviewer sees is provably what arrived. The other
-- columns are parsed copies to filter on. raw is the last column on purpose:
-- SQLite stores a large value on overflow pages, and reading a column that
-- comes after it would walk that chain.
-- seq numbers events in arrival order and keys the routing and the queue
-- item of each, so those rows need no index of their own on the event id.
CREATE TABLE events (
    seq         INTEGER PRIMARY KEY,
    id          TEXT NOT NULL UNIQUE,
    sha256      TEXT NOT NULL,
    tenant      TEXT NOT NULL,
    task_id     TEXT NOT NULL,
    agent       TEXT NOT NULL,
    created_at  TEXT NOT NULL, -- RFC 3339 in UTC, fixed width, so text order is time order
    received_at TEXT NOT NULL,
    raw         BLOB NOT NULL
) STRICT;

CREATE INDEX events_tenant_created ON events (tenant, created_at);

-- A policy is stored the first time an event is routed under it, so any
-- routing can be explained later by the exact rules that produced it.
CREATE TABLE policy_versions (
    version       TEXT NOT NULL,
    sha256        TEXT NOT NULL,
    content       BLOB NOT NULL,
    first_used_at TEXT NOT NULL,
    PRIMARY KEY (version, sha256)
) STRICT;

CREATE TABLE routings (
    event_seq      INTEGER PRIMARY KEY REFERENCES events (seq),
    action         TEXT NOT NULL CHECK (action IN ('block', 'review', 'sample', 'pass')),
    priority       INTEGER NOT NULL,
    risk_classes   TEXT NOT NULL, -- JSON array of class names, to filter on
    risks          TEXT NOT NULL, -- JSON array of review.Risk, with evidence
    findings       TEXT NOT NULL, -- JSON array of review.Finding, with evidence
    policy_version TEXT NOT NULL,
    sample_rate    REAL NOT NULL,
    sampled        INTEGER NOT NULL CHECK (sampled IN (0, 1)),
    seed           TEXT NOT NULL
) STRICT;

-- The decision ledger. Rows are only ever appended (00002 adds the triggers
-- that refuse UPDATE and DELETE); each row's hash chains it to the previous
-- one. AUTOINCREMENT keeps the highest seq ever issued in sqlite_sequence, so
-- deleting the newest rows leaves a trace the verifier checks.
CREATE TABLE decisions (
    seq                    INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id               TEXT NOT NULL REFERENCES events (id),
    kind                   TEXT NOT NULL CHECK (kind IN ('approve', 'reject', 'reconstruct', 'reversal')),
    author                 TEXT NOT NULL,
    author_overridden      INTEGER NOT NULL CHECK (author_overridden IN (0, 1)),
    at                     TEXT NOT NULL, -- RFC 3339 in UTC, fixed width
    reason                 TEXT NOT NULL,
    override               INTEGER NOT NULL CHECK (override IN (0, 1)),
    reconstructed_summary  TEXT,
    reconstructed_contract TEXT, -- JSON of review.Contract
    verdicts               TEXT NOT NULL, -- JSON array of review.FindingVerdict
    reverses               INTEGER NOT NULL DEFAULT 0,
    prev_hash              TEXT NOT NULL,
    hash                   TEXT NOT NULL UNIQUE
) STRICT;

CREATE INDEX decisions_event ON decisions (event_id, seq);

-- One row per event: its place in the review queue. seq is the event's
-- seq, so it is also the enqueue order and breaks ties between events
-- enqueued in the same transaction. Times are Unix microseconds so the claim
-- index stays small.
CREATE TABLE items (
    seq              INTEGER PRIMARY KEY REFERENCES events (seq),
    state            TEXT NOT NULL CHECK (state IN ('pending', 'claimed', 'decided', 'passed')),
    action           TEXT NOT NULL CHECK (action IN ('block', 'review', 'sample', 'pass')),
    priority         INTEGER NOT NULL,
    finding_count    INTEGER NOT NULL,
    blocking_count   INTEGER NOT NULL,
    lease_holder     TEXT,
    lease_expires_us INTEGER,
    attempts         INTEGER NOT NULL DEFAULT 0,
    enqueued_us      INTEGER NOT NULL,
    decided_seq      INTEGER REFERENCES decisions (seq)
) STRICT;

-- The claim index holds only claimable items, in claim order; an item
-- leaves it when claimed or decided, so claiming stays one index seek however
-- many items were ever decided.
CREATE INDEX items_claimable ON items (priority DESC, enqueued_us, seq) WHERE state = 'pending';

-- Claimed items by lease expiry, so expired leases are found without a scan.
CREATE INDEX items_leased ON items (lease_expires_us) WHERE state = 'claimed';

-- Counting the queue by state and action reads this index only.
CREATE INDEX items_state_action ON items (state, action);

-- +goose Down
DROP TABLE items;
DROP TABLE decisions;
DROP TABLE routings;
DROP TABLE policy_versions;
DROP TABLE events;
