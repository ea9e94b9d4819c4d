-- A down migration undoes: it is not read.
ALTER TABLE processed_events DROP CONSTRAINT processed_events_event_id_key;
DROP TABLE idempotency_keys;
