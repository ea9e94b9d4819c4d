package keyread // want package:"relevant"

// Package keyread: a team's helpers that return the Idempotency-Key header
// they read from the request handed to them carry key-read on that
// parameter; one that reads another header carries none.

import (
	"net/http"
	"strings"
)

func Key(r *http.Request) string { // want Key:`summary\{key-read\(0\)\}`
	return strings.TrimSpace(r.Header.Get("Idempotency-Key"))
}

func KeyOf(prefix string, r *http.Request) string { // want KeyOf:`summary\{key-read\(1\) propagate\(0\)\}`
	return prefix + Key(r)
}

func Trace(r *http.Request) string {
	return r.Header.Get("X-Trace-Id")
}
