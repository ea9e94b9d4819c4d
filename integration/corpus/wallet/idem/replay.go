package idem

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
)

// stored is the JSON value of a key in Replay's store.
type stored struct {
	State  string `json:"state"`
	Hash   string `json:"hash"`
	Status int    `json:"status"`
	Body   []byte `json:"body"`
}

// Replay claims the key in progress with the request's hash. A second
// request with another body is answered 422, one that arrives while the
// first runs 409, one after it the first response. The claim is released
// when the wrapped handler fails, so that a retry runs it again.
func (m *Middleware) Replay(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, hash, ok := keyAndHash(w, r)
		if !ok {
			return
		}
		claim, err := json.Marshal(stored{State: "in_progress", Hash: hash})
		if err != nil {
			http.Error(w, "encoding the claim failed", http.StatusInternalServerError)
			return
		}
		won, err := m.rdb.SetNX(r.Context(), "idem:"+key, claim, keyTTL).Result()
		if err != nil {
			http.Error(w, "key store unavailable", http.StatusServiceUnavailable)
			return
		}
		if !won {
			raw, err := m.rdb.Get(r.Context(), "idem:"+key).Bytes()
			if err != nil {
				http.Error(w, "key store unavailable", http.StatusServiceUnavailable)
				return
			}
			var s stored
			if err := json.Unmarshal(raw, &s); err != nil {
				http.Error(w, "unreadable key record", http.StatusInternalServerError)
				return
			}
			if s.Hash != hash {
				http.Error(w, "Idempotency-Key reused with a different request", http.StatusUnprocessableEntity)
				return
			}
			if s.State == "in_progress" {
				w.Header().Set("Retry-After", "1")
				http.Error(w, "request in progress", http.StatusConflict)
				return
			}
			writeStored(w, s.Status, s.Body)
			return
		}
		ctx := context.WithoutCancel(r.Context())
		rec := newRecorder(w)
		next.ServeHTTP(rec, r)
		if rec.status >= http.StatusInternalServerError {
			if err := m.rdb.Del(ctx, "idem:"+key).Err(); err != nil {
				slog.Error("releasing the key", "key", key, "err", err)
			}
			return
		}
		done, err := json.Marshal(stored{State: "done", Hash: hash, Status: rec.status, Body: rec.body.Bytes()})
		if err == nil {
			err = m.rdb.Set(ctx, "idem:"+key, done, keyTTL).Err()
		}
		if err != nil {
			slog.Error("storing the response", "key", key, "err", err)
		}
	})
}

// Cache keeps each key's record in a Redis hash (state, request_hash,
// status, body). It stores the request's hash with the claim but replays
// the stored response without comparing it: a key reused with another
// body gets the first request's response.
func (m *Middleware) Cache(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, hash, ok := keyAndHash(w, r)
		if !ok {
			return
		}
		rk := "idemh:" + key
		won, err := m.rdb.HSetNX(r.Context(), rk, "state", "in_progress").Result()
		if err != nil {
			http.Error(w, "key store unavailable", http.StatusServiceUnavailable)
			return
		}
		if !won {
			rec, err := m.rdb.HGetAll(r.Context(), rk).Result()
			if err != nil {
				http.Error(w, "key store unavailable", http.StatusServiceUnavailable)
				return
			}
			if rec["state"] == "in_progress" {
				http.Error(w, "request in progress", http.StatusConflict)
				return
			}
			code, err := strconv.Atoi(rec["status"])
			if err != nil {
				http.Error(w, "unreadable key record", http.StatusInternalServerError)
				return
			}
			writeStored(w, code, []byte(rec["body"])) // want: payloadguard
			return
		}
		ctx := context.WithoutCancel(r.Context())
		pipe := m.rdb.TxPipeline()
		pipe.HSet(ctx, rk, "request_hash", hash)
		pipe.Expire(ctx, rk, keyTTL)
		if _, err := pipe.Exec(ctx); err != nil {
			slog.Error("storing the request hash", "key", key, "err", err)
		}
		rw := newRecorder(w)
		next.ServeHTTP(rw, r)
		if rw.status >= http.StatusInternalServerError {
			if err := m.rdb.Del(ctx, rk).Err(); err != nil {
				slog.Error("releasing the key", "key", key, "err", err)
			}
			return
		}
		if err := m.rdb.HSet(ctx, rk, "state", "done", "status", rw.status, "body", rw.body.String()).Err(); err != nil {
			slog.Error("storing the response", "key", key, "err", err)
		}
	})
}
