// Package idempotency wraps handlers with an Idempotency-Key store in Redis.
package idempotency

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

const ttl = 7 * 24 * time.Hour

// OnceBad knows only "taken": a retry that arrives while the first request
// is still charging is answered 200, and the client shows "paid" for a
// charge that may yet fail.
func OnceBad(rdb *redis.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := "idem:" + r.Header.Get("Idempotency-Key")
		if !rdb.SetNX(r.Context(), key, "done", ttl).Val() { // want: inprogress
			w.WriteHeader(http.StatusOK)
			return
		}
		next.ServeHTTP(w, r)
	})
}

type record struct {
	State  string `json:"state"`
	Hash   string `json:"hash"`
	Status int    `json:"status"`
	Body   []byte `json:"body"`
}

type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (r *recorder) WriteHeader(code int) { r.status = code; r.ResponseWriter.WriteHeader(code) }
func (r *recorder) Write(b []byte) (int, error) {
	r.body.Write(b)
	return r.ResponseWriter.Write(b)
}

// OnceGood claims the key in progress with the request's hash. A retry
// with another body is answered 422, one while the first runs 409, one
// after it the first response; a failed request releases its own claim.
func OnceGood(rdb *redis.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := "idem:" + r.Header.Get("Idempotency-Key")
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		sum := sha256.Sum256(append([]byte(r.Method+" "+r.URL.Path+"\n"), body...))
		hash := hex.EncodeToString(sum[:])
		claim, _ := json.Marshal(record{State: "in_progress", Hash: hash})
		if !rdb.SetNX(r.Context(), key, claim, ttl).Val() {
			var rec record
			raw, err := rdb.Get(r.Context(), key).Bytes()
			if err == nil {
				err = json.Unmarshal(raw, &rec)
			}
			switch {
			case err != nil:
				http.Error(w, "key store unavailable", http.StatusServiceUnavailable)
			case rec.Hash != hash:
				http.Error(w, "Idempotency-Key reused with another request", http.StatusUnprocessableEntity)
			case rec.State == "in_progress":
				http.Error(w, "request in progress", http.StatusConflict)
			default:
				w.WriteHeader(rec.Status)
				w.Write(rec.Body)
			}
			return
		}
		rw := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rw, r)
		if rw.status >= http.StatusInternalServerError {
			rdb.Del(r.Context(), key)
			return
		}
		done, _ := json.Marshal(record{State: "done", Hash: hash, Status: rw.status, Body: rw.body.Bytes()})
		rdb.Set(r.Context(), key, done, ttl)
	})
}
