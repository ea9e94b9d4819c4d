// Package redisreplay holds payloadguard cases on go-redis idempotency
// stores that replay a stored response: each positive beside its correct
// twin.
package redisreplay

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

type Handler struct{ rdb *redis.Client }

type stored struct {
	Key    string `json:"key"`
	Hash   string `json:"hash"`
	Status int    `json:"status"`
	Body   []byte `json:"body"`
}

func (h *Handler) charge(ctx context.Context, body []byte) ([]byte, error) { return body, nil }

// The response stored under the key is replayed whatever the body is.
func (h *Handler) Replay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	raw, err := h.rdb.Get(r.Context(), key).Bytes()
	if err == nil {
		var s stored
		json.Unmarshal(raw, &s)
		w.WriteHeader(s.Status)
		w.Write(s.Body) // want `the response stored under the key read by redis\.Get is replayed here without comparing a fingerprint of the request`
		return
	}
	body, _ := io.ReadAll(r.Body)
	out, _ := h.charge(r.Context(), body)
	b, _ := json.Marshal(stored{Status: 201, Body: out})
	h.rdb.Set(r.Context(), key, b, 7*24*time.Hour)
	w.WriteHeader(201)
	w.Write(out)
}

// Twin: the stored hash is compared with the body's; a different body
// under the same key is answered 422.
func (h *Handler) Compared(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sum := sha256.Sum256(body)
	fp := hex.EncodeToString(sum[:])
	key := "idem:" + r.Header.Get("Idempotency-Key")
	raw, err := h.rdb.Get(r.Context(), key).Bytes()
	if err == nil {
		var s stored
		json.Unmarshal(raw, &s)
		if s.Hash != fp {
			http.Error(w, "idempotency key reused with a different request", http.StatusUnprocessableEntity)
			return
		}
		w.WriteHeader(s.Status)
		w.Write(s.Body)
		return
	}
	out, _ := h.charge(r.Context(), body)
	b, _ := json.Marshal(stored{Hash: fp, Status: 201, Body: out})
	h.rdb.Set(r.Context(), key, b, 7*24*time.Hour)
	w.Write(out)
}

// A comparison of the stored key with the request's key is no
// fingerprint: the key matches by construction.
func (h *Handler) KeyCompared(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	raw, err := h.rdb.Get(r.Context(), key).Bytes()
	if err == nil {
		var s stored
		json.Unmarshal(raw, &s)
		if s.Key != key {
			http.Error(w, "corrupt record", http.StatusInternalServerError)
			return
		}
		w.Write(s.Body) // want `the response stored under the key read by redis\.Get is replayed here without comparing a fingerprint of the request`
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Twin: the key is the hash of the body: a different body is a different
// key, and nothing needs comparing.
func (h *Handler) ContentKeyed(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sum := sha256.Sum256(append([]byte(r.Header.Get("Idempotency-Key")), body...))
	key := "idem:" + hex.EncodeToString(sum[:])
	raw, err := h.rdb.Get(r.Context(), key).Bytes()
	if err == nil {
		w.Write(raw)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Twin: a duplicate is answered 409 and nothing stored is replayed.
func (h *Handler) Conflict(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	if _, err := h.rdb.Get(r.Context(), key).Result(); err == nil {
		http.Error(w, "duplicate request", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Twin: a cache of a profile is no idempotency store.
func (h *Handler) Profile(w http.ResponseWriter, r *http.Request) {
	raw, err := h.rdb.Get(r.Context(), "profile:"+r.URL.Query().Get("id")).Bytes()
	if err == nil {
		w.Write(raw)
	}
}

// Receipt is what a charge returns.
type Receipt struct{ ID string }

type record struct {
	Fingerprint string
	Receipt     Receipt
}

// ChargeRequest is a charge's input.
type ChargeRequest struct {
	Amount   int64
	Customer string
}

var ErrKeyReused = errors.New("idempotency key reused with a different request")

func fingerprint(req ChargeRequest) string {
	b, _ := json.Marshal(req)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Service is a charge service behind the handlers.
type Service struct{ rdb *redis.Client }

// A service method returns the stored receipt for a key whatever the
// request is.
func (s *Service) Charge(ctx context.Context, key string, req ChargeRequest) (*Receipt, error) {
	raw, err := s.rdb.Get(ctx, "idempotency:"+key).Bytes()
	if err == nil {
		var rc Receipt
		if err := json.Unmarshal(raw, &rc); err != nil {
			return nil, err
		}
		return &rc, nil // want `the response stored under the key read by redis\.Get is replayed here without comparing a fingerprint of the request`
	}
	return &Receipt{ID: req.Customer}, nil
}

// Twin: the stored fingerprint is compared with the request's.
func (s *Service) ChargeChecked(ctx context.Context, key string, req ChargeRequest) (*Receipt, error) {
	raw, err := s.rdb.Get(ctx, "idempotency:"+key).Bytes()
	if err == nil {
		var rec record
		if err := json.Unmarshal(raw, &rec); err != nil {
			return nil, err
		}
		if rec.Fingerprint != fingerprint(req) {
			return nil, ErrKeyReused
		}
		return &rec.Receipt, nil
	}
	return &Receipt{ID: req.Customer}, nil
}

// Twin: a helper of the package compares the record with the request.
func (s *Service) ChargeHelper(ctx context.Context, key string, req ChargeRequest) (*Receipt, error) {
	raw, err := s.rdb.Get(ctx, "idempotency:"+key).Bytes()
	if err == nil {
		var rec record
		json.Unmarshal(raw, &rec)
		if err := sameRequest(rec, req); err != nil {
			return nil, err
		}
		return &rec.Receipt, nil
	}
	return &Receipt{ID: req.Customer}, nil
}

func sameRequest(rec record, req ChargeRequest) error {
	if rec.Fingerprint != fingerprint(req) {
		return ErrKeyReused
	}
	return nil
}

// Twin: a consumer's seen-set replays nothing: a duplicate is acked.
func (s *Service) Handle(ctx context.Context, eventID string) error {
	if _, err := s.rdb.Get(ctx, "processed:"+eventID).Result(); err == nil {
		return nil
	}
	return s.rdb.Set(ctx, "processed:"+eventID, 1, 7*24*time.Hour).Err()
}

// Twin: a getter returns the stored receipt, or an error when there is
// none; it answers no request to act, and its caller decides what to do
// with the record.
func (s *Service) StoredReceipt(ctx context.Context, key string) (*Receipt, error) {
	raw, err := s.rdb.Get(ctx, "idempotency:"+key).Bytes()
	if err != nil {
		return nil, err
	}
	var rc Receipt
	if err := json.Unmarshal(raw, &rc); err != nil {
		return nil, err
	}
	return &rc, nil
}

// Twin: a predicate on the record (has this key been processed?) returns
// no stored content, whatever it answers when the key is new.
func (s *Service) Processed(ctx context.Context, key string) (bool, error) {
	status, err := s.rdb.Get(ctx, "idempotency:"+key).Result()
	if err != nil {
		return false, nil
	}
	return status == "done", nil
}
