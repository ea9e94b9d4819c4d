-- Which notification events the worker has already sent, so that a
-- redelivered event is not mailed twice.
CREATE TABLE sent_notifications ( -- want: dedupschema
    id         bigserial   PRIMARY KEY,
    event_id   text        NOT NULL,
    sent_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sent_notifications_event_id ON sent_notifications (event_id);

-- The inbox of the orders consumer: one row per consumed message.
CREATE TABLE inbox_messages (
    message_id  text        PRIMARY KEY,
    received_at timestamptz NOT NULL DEFAULT now()
);
