CREATE UNIQUE INDEX CONCURRENTLY consumed_events_event_id ON consumed_events (event_id);
