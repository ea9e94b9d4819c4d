-- The transactional outbox of the invoicing service: rows are written in the
-- business transaction and sent by service.Outbox.Relay.
CREATE TABLE outbox ( -- want: dedupschema
    id         BIGSERIAL PRIMARY KEY,
    message_id TEXT NOT NULL,
    topic      TEXT NOT NULL,
    payload    JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    sent_at    TIMESTAMPTZ
);
CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL;

-- The reseller relay's outbox, keyed by its message ID.
CREATE TABLE partner_outbox (
    message_id TEXT PRIMARY KEY,
    payload    JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    sent_at    TIMESTAMPTZ
);
