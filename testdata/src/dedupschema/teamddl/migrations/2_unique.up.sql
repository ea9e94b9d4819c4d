CREATE UNIQUE INDEX CONCURRENTLY inbox_events_event_id_uniq ON inbox_events (event_id);
