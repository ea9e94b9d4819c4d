package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// Instant serves POST /v1/transfers/instant, whose requests are recorded in
// idempotency_requests (state, the request's fingerprint, the response).
type Instant struct {
	reqs *repository.Requests
	bank wallet.Bank
}

// NewInstant returns the instant-transfer handlers.
func NewInstant(reqs *repository.Requests, bank wallet.Bank) *Instant {
	return &Instant{reqs: reqs, bank: bank}
}

// Register adds the routes to mux.
func (h *Instant) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/transfers/instant", h.createChecked)
	mux.HandleFunc("POST /v0/transfers/instant", h.create)
}

func readTransfer(w http.ResponseWriter, r *http.Request) ([]byte, transferRequest, bool) {
	var req transferRequest
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err == nil {
		err = json.Unmarshal(body, &req)
	}
	if err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return nil, req, false
	}
	return body, req, true
}

// create stores the request's fingerprint with the claim but replays the
// stored response without comparing it: a key reused for another transfer
// is answered with the first transfer's receipt.
func (h *Instant) create(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	body, req, ok := readTransfer(w, r)
	if !ok {
		return
	}
	won, err := h.reqs.Begin(r.Context(), key, fingerprint(r, body))
	if err != nil {
		http.Error(w, "claiming the key failed", http.StatusServiceUnavailable)
		return
	}
	if !won {
		state, code, stored, err := h.reqs.Response(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the key failed", http.StatusInternalServerError)
			return
		}
		if state == "in_progress" {
			writeJSON(w, http.StatusConflict, errorBody{"transfer in progress"})
			return
		}
		writeStored(w, code, stored) // want: payloadguard
		return
	}
	h.run(w, r, key, req)
}

// createChecked compares the stored fingerprint with the request's before
// anything else: a key reused with another body is answered 422.
func (h *Instant) createChecked(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	body, req, ok := readTransfer(w, r)
	if !ok {
		return
	}
	hash := fingerprint(r, body)
	won, err := h.reqs.Begin(r.Context(), key, hash)
	if err != nil {
		http.Error(w, "claiming the key failed", http.StatusServiceUnavailable)
		return
	}
	if !won {
		rec, err := h.reqs.Get(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the key failed", http.StatusInternalServerError)
			return
		}
		if !bytes.Equal(rec.RequestHash, hash) {
			writeJSON(w, http.StatusUnprocessableEntity, errorBody{"Idempotency-Key reused with a different request"})
			return
		}
		if rec.State == "in_progress" {
			writeJSON(w, http.StatusConflict, errorBody{"transfer in progress"})
			return
		}
		writeStored(w, rec.ResponseCode, rec.ResponseBody)
		return
	}
	h.run(w, r, key, req)
}

// run moves the money for a key this request claimed; on failure it
// releases its own claim, so that a retry runs again.
func (h *Instant) run(w http.ResponseWriter, r *http.Request, key string, req transferRequest) {
	ctx := context.WithoutCancel(r.Context())
	t := wallet.Transfer{ID: key, From: req.From, To: req.To, Amount: req.Amount}
	ref, err := h.bank.Move(ctx, key, t)
	if err != nil {
		if err := h.reqs.Release(ctx, key); err != nil {
			slog.Error("releasing the key", "key", key, "err", err)
		}
		writeJSON(w, http.StatusBadGateway, errorBody{"the bank refused the transfer"})
		return
	}
	t.Status, t.ProviderRef = wallet.StatusSucceeded, ref
	out, err := json.Marshal(t)
	if err != nil {
		http.Error(w, "encoding the transfer failed", http.StatusInternalServerError)
		return
	}
	if err := h.reqs.Finish(ctx, key, http.StatusCreated, out); err != nil {
		slog.Error("storing the response", "key", key, "err", err)
	}
	writeStored(w, http.StatusCreated, out)
}
