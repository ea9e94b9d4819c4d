// Package idempotency is the payments API's Idempotency-Key middleware,
// over Redis (go-redis v9).
package idempotency

import (
	"bytes"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

const retention = 7 * 24 * time.Hour

// Middleware lets the first request with a key through and answers every
// other one with 200: a retry that arrives while the first attempt is
// still charging is told it succeeded, and one after a failed attempt is
// told so too.
func Middleware(rdb *redis.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			http.Error(w, "Idempotency-Key is required", http.StatusBadRequest)
			return
		}
		ok, err := rdb.SetNX(r.Context(), "idem:"+key, 1, retention).Result() // want: inprogress
		if err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		if !ok {
			w.WriteHeader(http.StatusOK)
			return
		}
		next.ServeHTTP(w, r)
	})
}

type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (r *recorder) WriteHeader(s int)           { r.status = s; r.ResponseWriter.WriteHeader(s) }
func (r *recorder) Write(b []byte) (int, error) { r.body.Write(b); return r.ResponseWriter.Write(b) }

// StatefulMiddleware claims the key as "in_progress", answers 409 while it
// is, replays the stored response once done, and drops the claim of a
// failed attempt so that the retry runs.
func StatefulMiddleware(rdb *redis.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			http.Error(w, "Idempotency-Key is required", http.StatusBadRequest)
			return
		}
		ctx := r.Context()
		ok, err := rdb.SetNX(ctx, "idem:"+key, "in_progress", retention).Result()
		if err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		if !ok {
			v, err := rdb.Get(ctx, "idem:"+key).Result()
			if err != nil || v == "in_progress" {
				http.Error(w, "a request with this key is in progress", http.StatusConflict)
				return
			}
			w.Write([]byte(v)) // want: payloadguard
			return
		}
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		if rec.status >= 500 {
			rdb.Del(ctx, "idem:"+key)
			return
		}
		rdb.Set(ctx, "idem:"+key, rec.body.String(), retention)
	})
}
