-- A plain index on the key is no constraint.
CREATE TABLE processed_messages ( -- want: dedupschema
    id          BIGSERIAL PRIMARY KEY,
    message_id  TEXT NOT NULL,
    handled_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX processed_messages_message_id_idx ON processed_messages (message_id);

-- Twin: the unique index comes in migration 2.
CREATE TABLE inbox_events (
    id        BIGSERIAL PRIMARY KEY,
    event_id  TEXT NOT NULL
);
CREATE INDEX inbox_events_event_id_idx ON inbox_events (event_id);

-- An outbox whose message ID has only a plain index.
CREATE TABLE events_outbox ( -- want: dedupschema
    id          BIGSERIAL PRIMARY KEY,
    message_id  UUID NOT NULL,
    payload     JSONB NOT NULL
);
CREATE INDEX events_outbox_message_id_idx ON events_outbox (message_id);
