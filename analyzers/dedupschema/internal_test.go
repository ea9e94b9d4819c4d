package dedupschema

import "testing"

func TestSnake(t *testing.T) {
	for in, want := range map[string]string{
		"MessageID": "message_id", "HTTPRequestID": "http_request_id", "IdempotencyKey": "idempotency_key",
		"Key": "key", "EventV2ID": "event_v2_id", "ID": "id",
	} {
		if got := snake(in); got != want {
			t.Errorf("snake(%q) = %q, want %q", in, got, want)
		}
	}
}
