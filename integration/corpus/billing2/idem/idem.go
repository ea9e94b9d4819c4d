// Package idem holds the billing team's helpers around idempotency keys and
// random tokens.
package idem

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"io"
	"net/http"
	"strings"
)

// KeyFrom returns the client's idempotency key of r, or "" when it sent
// none.
func KeyFrom(r *http.Request) string {
	return strings.TrimSpace(r.Header.Get("Idempotency-Key"))
}

// NewKey returns 16 random bytes, hex-encoded.
func NewKey() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// NewToken returns 32 random bytes, URL-safe base64, for session and reset
// tokens.
func NewToken() string {
	b := make([]byte, 32)
	if _, err := io.ReadFull(rand.Reader, b); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}
