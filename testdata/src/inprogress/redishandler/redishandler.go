// Package redishandler holds inprogress cases on HTTP handlers that claim
// an Idempotency-Key with go-redis: each positive beside its correct twin.
package redishandler

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Handler struct{ rdb *redis.Client }

func pay(r *http.Request) (*stripe.PaymentIntent, error) {
	return paymentintent.New(&stripe.PaymentIntentParams{})
}

// The duplicate is told 200 with an empty body while the first still runs.
func (h *Handler) EmptyOK(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := h.rdb.SetNX(r.Context(), key, "in_progress", 10*time.Minute).Result() // want `a duplicate that loses the claim by redis\.SetNX is answered 200 by default without reading the stored outcome`
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		return
	}
	pi, err := pay(r)
	if err != nil {
		h.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	h.rdb.Set(r.Context(), key, pi.ID, 7*24*time.Hour)
	json.NewEncoder(w).Encode(pi)
}

// The duplicate is told 200 explicitly, by WriteHeader.
func (h *Handler) ExplicitOK(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	if !h.rdb.SetNX(r.Context(), key, "in_progress", 10*time.Minute).Val() { // want `is answered 200 without reading the stored outcome`
		w.WriteHeader(http.StatusOK)
		w.Write([]byte(`{"status":"ok"}`))
		return
	}
	pi, err := pay(r)
	if err != nil {
		h.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	h.rdb.Set(r.Context(), key, pi.ID, 7*24*time.Hour)
	json.NewEncoder(w).Encode(pi)
}

// Twin: the duplicate gets 409 while the first is in progress.
func (h *Handler) Conflict(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := h.rdb.SetNX(r.Context(), key, "in_progress", 10*time.Minute).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.Error(w, "a request with this key is in progress", http.StatusConflict)
		return
	}
	pi, err := pay(r)
	if err != nil {
		h.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	h.rdb.Set(r.Context(), key, pi.ID, 7*24*time.Hour)
	json.NewEncoder(w).Encode(pi)
}

// Twin: the duplicate reads the stored outcome and replays it, or gets 409.
func (h *Handler) Replay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := h.rdb.SetNX(r.Context(), key, "in_progress", 10*time.Minute).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		stored, _ := h.rdb.Get(r.Context(), key).Result()
		if stored == "in_progress" {
			w.WriteHeader(http.StatusConflict)
			return
		}
		w.Write([]byte(stored))
		return
	}
	pi, err := pay(r)
	if err != nil {
		h.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	h.rdb.Set(r.Context(), key, pi.ID, 7*24*time.Hour)
	json.NewEncoder(w).Encode(pi)
}

// Twin: 202 Accepted tells the client to come back.
func (h *Handler) Accepted(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	if ok, _ := h.rdb.SetNX(r.Context(), key, "in_progress", 10*time.Minute).Result(); !ok {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	pi, err := pay(r)
	if err != nil {
		h.rdb.Del(r.Context(), key)
		return
	}
	h.rdb.Set(r.Context(), key, pi.ID, 7*24*time.Hour)
	json.NewEncoder(w).Encode(pi)
}

// The claim is the only record: SET NX "done", then the payment, then
// nothing. A failed payment leaves the key taken for ever.
func (h *Handler) DoneFirst(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := h.rdb.SetNX(r.Context(), key, "done", 7*24*time.Hour).Result() // want `the claim by redis\.SetNX is the only record of the payment effect redishandler\.pay and nothing writes the store after it`
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.Error(w, "duplicate", http.StatusConflict)
		return
	}
	pi, err := pay(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	json.NewEncoder(w).Encode(pi)
}

// Twin: a lock, not an idempotency record: nothing is guarded but a
// store write, so a 200 for the loser is not judged.
func (h *Handler) Refresh(w http.ResponseWriter, r *http.Request) {
	if !h.rdb.SetNX(r.Context(), "refresh-lock", 1, time.Minute).Val() {
		w.WriteHeader(http.StatusOK)
		return
	}
	h.rdb.Set(r.Context(), "refreshed-at", time.Now().Unix(), 0)
}

// Twin: the losing branch hands the writer to a helper that decides the
// answer: not judged.
func (h *Handler) Helper(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	if !h.rdb.SetNX(r.Context(), key, "in_progress", 10*time.Minute).Val() {
		answerDuplicate(w, r.Context(), key)
		return
	}
	pi, err := pay(r)
	if err != nil {
		h.rdb.Del(r.Context(), key)
		return
	}
	h.rdb.Set(r.Context(), key, pi.ID, 7*24*time.Hour)
}

func answerDuplicate(w http.ResponseWriter, ctx context.Context, key string) {}
