CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS processed_events_event_id_key ON processed_events (event_id);
