-- processed_events is the dedup record of the analytics consumers. The index
-- makes the lookup fast; it does not make the key unique.
CREATE TABLE processed_events ( -- want: dedupschema
    event_id     TEXT NOT NULL,
    consumer     TEXT NOT NULL,
    processed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX processed_events_consumer_event_id_idx ON processed_events (consumer, event_id);

-- seen_deliveries records the webhook deliveries of the notification relay;
-- its unique index came in the next migration.
CREATE TABLE seen_deliveries (
    delivery_id TEXT NOT NULL,
    seen_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE wallets (
    id          BIGSERIAL PRIMARY KEY,
    customer_id TEXT NOT NULL,
    currency    TEXT NOT NULL,
    balance     BIGINT NOT NULL DEFAULT 0,
    UNIQUE (customer_id, currency)
);

-- idempotent_requests was created for an Idempotency-Key middleware that
-- was never finished: a key and a hash, no state, no stored response.
CREATE TABLE idempotent_requests ( -- want: inprogress
    key          TEXT PRIMARY KEY,
    request_hash TEXT NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
