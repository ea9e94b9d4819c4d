// Package httpkit holds a team's own request helpers: the ones that read
// the Idempotency-Key header (under any spelling holding "idempot") and
// return it, and one that reads another header.
package httpkit

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

// IdempotencyKey returns the request's key, trimmed.
func IdempotencyKey(r *http.Request) string {
	return strings.TrimSpace(r.Header.Get("Idempotency-Key"))
}

// RequireKey returns the key or an error when it is missing: a helper of
// the helper.
func RequireKey(r *http.Request) (string, error) {
	k := IdempotencyKey(r)
	if k == "" {
		return "", http.ErrNoCookie
	}
	return k, nil
}

// GinKey reads the pre-standard spelling from a gin context.
func GinKey(c *gin.Context) string { return c.GetHeader("x-idempotence-key") }

// TraceID returns the caller's trace header: no key.
func TraceID(r *http.Request) string { return r.Header.Get("X-Trace-Id") }
