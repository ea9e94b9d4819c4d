DROP INDEX consumed_events_event_id;
