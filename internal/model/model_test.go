package model

import "testing"

func TestSnake(t *testing.T) {
	for in, want := range map[string]string{
		"MessageID": "message_id", "HTTPRequestID": "http_request_id", "IdempotencyKey": "idempotency_key",
		"Key": "key", "EventV2ID": "event_v2_id", "ID": "id",
	} {
		if got := Snake(in); got != want {
			t.Errorf("Snake(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for in, want := range map[string]string{
		"idempotency_key": "idempotency_keys", "dedup_entry": "dedup_entries", "inbox": "inboxes",
		"processed_message": "processed_messages", "relay": "relays", "batch": "batches", "status": "statuses",
	} {
		if got := Plural(in); got != want {
			t.Errorf("Plural(%q) = %q, want %q", in, got, want)
		}
	}
}
