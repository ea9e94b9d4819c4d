-- A plain index on the key is no constraint: both inserts still succeed.
CREATE TABLE processed_messages ( -- want `^table processed_messages stores message ids but message_id has no PRIMARY KEY or UNIQUE constraint`
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

-- The outbox of the service, its index plain.
CREATE TABLE events_outbox ( -- want `^outbox table events_outbox stores message ids in message_id but it has no PRIMARY KEY or UNIQUE constraint`
    id          BIGSERIAL PRIMARY KEY,
    message_id  UUID NOT NULL,
    payload     JSONB NOT NULL
);
CREATE INDEX events_outbox_message_id_idx ON events_outbox (message_id);
