package dedupstore

import "testing"

func TestRequest(t *testing.T) {
	var w Words
	for name, want := range map[string]bool{
		"idempotency_keys":   true,
		"IdempotentRequests": true,
		"dedup_requests":     true,
		"processed_messages": false, // a consumer's inbox: no request
		"requests":           false, // no dedup word
		"report_results":     false,
	} {
		if got := w.Request(name); got != want {
			t.Errorf("Request(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestHasWord(t *testing.T) {
	if !HasWord("Request_Hash", FingerprintWords) || HasWord("created_at", FingerprintWords) {
		t.Error("HasWord does not fold case or matches too much")
	}
	if !HasWord("response_body", ResponseWords) || !HasWord("response_body", FingerprintWords) {
		t.Error("response_body holds both words: the caller tells a response from a fingerprint")
	}
}
