DROP TABLE events_outbox;
DROP TABLE inbox_events;
DROP TABLE processed_messages;
