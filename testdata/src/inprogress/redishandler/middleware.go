package redishandler

import (
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

// An Idempotency-Key middleware: the claim guards whatever the wrapped
// handler does, and the duplicate is told 200 while the first runs.
func Middleware(rdb *redis.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := "idem:" + r.Header.Get("Idempotency-Key")
		ok, err := rdb.SetNX(r.Context(), key, 1, 7*24*time.Hour).Result() // want `a duplicate that loses the claim by redis\.SetNX is answered 200 without reading the stored outcome`
		if err != nil {
			http.Error(w, "store down", http.StatusServiceUnavailable)
			return
		}
		if !ok {
			w.WriteHeader(http.StatusOK)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// Twin: the duplicate is told 409 Conflict.
func MiddlewareConflict(rdb *redis.Client, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := "idem:" + r.Header.Get("Idempotency-Key")
		ok, err := rdb.SetNX(r.Context(), key, 1, 7*24*time.Hour).Result()
		if err != nil {
			http.Error(w, "store down", http.StatusServiceUnavailable)
			return
		}
		if !ok {
			http.Error(w, "a request with this key is in progress or done", http.StatusConflict)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// Twin: a claim that guards no handler (a once-a-minute refresh answered
// 200 either way) is a lock, not an idempotency record.
func Refresh(rdb *redis.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ok, err := rdb.SetNX(r.Context(), "refresh-lock", 1, time.Minute).Result()
		if err != nil || !ok {
			w.WriteHeader(http.StatusOK)
			return
		}
		w.Write([]byte("refreshed"))
	}
}
