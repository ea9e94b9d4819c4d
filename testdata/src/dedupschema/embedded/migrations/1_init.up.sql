-- The issue's example, in a migration file.
CREATE TABLE IF NOT EXISTS idempotency_keys ( -- want `^table idempotency_keys stores idempotency keys but key has no PRIMARY KEY or UNIQUE constraint; two concurrent inserts of the same key both succeed; add one: CREATE UNIQUE INDEX CONCURRENTLY idempotency_keys_key_uniq ON idempotency_keys \(key\)$`
    key         TEXT NOT NULL,
    response    JSONB,
    created_at  TIMESTAMPTZ DEFAULT now()
);

-- Twin: the unique index comes in migration 3.
CREATE TABLE processed_events (
    id        BIGSERIAL PRIMARY KEY,
    event_id  TEXT NOT NULL
);

-- Migration 10 drops this constraint: 10 runs after 2, not before 1.
CREATE TABLE inbox_messages ( -- want `table inbox_messages stores message ids but message_id has no PRIMARY KEY or UNIQUE constraint`
    message_id TEXT NOT NULL,
    CONSTRAINT inbox_messages_uniq UNIQUE (message_id)
);

-- Suppressed with a reason:
-- idemlint:ignore dedupschema enforced by the consumer library
CREATE TABLE dedup_legacy (dedup_key TEXT);
