// Package idem holds the wallet service's Idempotency-Key middlewares over
// go-redis, wrapped around the handlers of httpapi by the service's main.
package idem

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

// keyTTL keeps a key longer than any client retries or an operator replays
// a request.
const keyTTL = 30 * 24 * time.Hour

// Middleware wraps handlers with a key store in Redis.
type Middleware struct {
	rdb *redis.Client
}

// New returns the middlewares over rdb.
func New(rdb *redis.Client) *Middleware { return &Middleware{rdb: rdb} }

// recorder keeps the status and body a handler writes.
type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func newRecorder(w http.ResponseWriter) *recorder {
	return &recorder{ResponseWriter: w, status: http.StatusOK}
}

func (r *recorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	r.body.Write(b)
	return r.ResponseWriter.Write(b)
}

// requestHash reads the body (and puts it back) and hashes it with the
// method and path.
func requestHash(r *http.Request) (string, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return "", err
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	h := sha256.New()
	h.Write([]byte(r.Method + " " + r.URL.Path + "\n"))
	h.Write(body)
	return hex.EncodeToString(h.Sum(nil)), nil
}

// keyAndHash reads the request's Idempotency-Key and hashes the request;
// it answers 400 when either is missing.
func keyAndHash(w http.ResponseWriter, r *http.Request) (key, hash string, ok bool) {
	key = r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key header required", http.StatusBadRequest)
		return "", "", false
	}
	hash, err := requestHash(r)
	if err != nil {
		http.Error(w, "reading the request failed", http.StatusBadRequest)
		return "", "", false
	}
	return key, hash, true
}

func writeStored(w http.ResponseWriter, code int, body []byte) {
	w.Header().Set("Idempotent-Replayed", "true")
	w.WriteHeader(code)
	if _, err := w.Write(body); err != nil {
		slog.Warn("writing the stored response", "err", err)
	}
}

// Once claims the key with SET NX for the wrapped handler and answers any
// second request 409. The key holds "1" and nothing else: a retry after the
// first request succeeded (the client's timeout, a lost 201) is told it
// conflicts, and retries until it gives up on a transfer that went through.
func (m *Middleware) Once(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			http.Error(w, "Idempotency-Key header required", http.StatusBadRequest)
			return
		}
		won, err := m.rdb.SetNX(r.Context(), "idem:"+key, "1", keyTTL).Result()
		if err != nil {
			http.Error(w, "key store unavailable", http.StatusServiceUnavailable)
			return
		}
		if !won {
			http.Error(w, "duplicate request", http.StatusConflict) // want: duperror
			return
		}
		rec := newRecorder(w)
		next.ServeHTTP(rec, r)
		if rec.status >= http.StatusInternalServerError {
			if err := m.rdb.Del(context.WithoutCancel(r.Context()), "idem:"+key).Err(); err != nil {
				slog.Error("releasing the key", "key", key, "err", err)
			}
		}
	})
}
