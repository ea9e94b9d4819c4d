// Package httpkit is a team's own request helpers: one returns the
// Idempotency-Key header it reads, one another header.
package httpkit

import (
	"net/http"
	"strings"
)

// IdempotencyKey returns the request's key, trimmed.
func IdempotencyKey(r *http.Request) string {
	return strings.TrimSpace(r.Header.Get("Idempotency-Key"))
}

// TraceID returns the caller's trace header.
func TraceID(r *http.Request) string { return r.Header.Get("X-Trace-Id") }
