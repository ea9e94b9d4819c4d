package dedupstore

import "strings"

// The words that, in a column's or a field's name, say what an idempotency
// record holds. inprogress and payloadguard read them here, so that "a
// stored response" means one thing to both. A name containing a word
// counts, compared case-insensitively.
var (
	// ResponseWords name a column that holds a request's stored outcome,
	// which a duplicate is answered with.
	ResponseWords = []string{"response", "result", "outcome", "reply", "output"}
	// FingerprintWords name a column that holds what the request itself
	// was, so that a duplicate can be told from a different request under
	// the same key: a hash of its body, the body or its parameters.
	FingerprintWords = []string{"hash", "fingerprint", "digest", "checksum", "signature", "body", "payload", "params"}
)

// HasWord reports whether name contains one of words, compared
// case-insensitively.
func HasWord(name string, words []string) bool {
	n := strings.ToLower(name)
	for _, w := range words {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// Request reports whether a table's or a model's name says request
// idempotency: it holds "idempot" (idempotency_keys, idempotent_requests),
// or one of the words and "request" (dedup_requests).
func (w Words) Request(names ...string) bool {
	for _, n := range names {
		l := strings.ToLower(n)
		if strings.Contains(l, "idempot") || strings.Contains(l, "request") && w.Match(l) {
			return true
		}
	}
	return false
}
