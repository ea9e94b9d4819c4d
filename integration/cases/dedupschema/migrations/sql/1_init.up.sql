CREATE TABLE IF NOT EXISTS idempotency_keys ( -- want: dedupschema, payloadguard
    key         TEXT NOT NULL,
    response    JSONB,
    created_at  TIMESTAMPTZ DEFAULT now()
);

-- Twin: the unique index comes in migration 2.
CREATE TABLE consumed_events (
    id       BIGSERIAL PRIMARY KEY,
    event_id TEXT NOT NULL
);

-- Twin: unrelated.
CREATE TABLE customers (id BIGSERIAL PRIMARY KEY, email TEXT NOT NULL);
