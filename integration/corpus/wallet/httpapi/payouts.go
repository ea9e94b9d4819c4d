package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// Payouts serves POST /v1/payouts, whose requests are recorded in
// payout_requests: a state and the response, and nothing of the request.
type Payouts struct {
	store *repository.Store
	bank  wallet.Bank
}

// NewPayouts returns the payout handlers.
func NewPayouts(store *repository.Store, bank wallet.Bank) *Payouts {
	return &Payouts{store: store, bank: bank}
}

// Register adds the route to mux.
func (h *Payouts) Register(mux *http.ServeMux) { mux.HandleFunc("POST /v1/payouts", h.create) }

type payoutRequest struct {
	Account string `json:"account"`
	Amount  int64  `json:"amount"`
}

type payoutResponse struct {
	ID          string `json:"id"`
	Account     string `json:"account"`
	Amount      int64  `json:"amount"`
	ProviderRef string `json:"provider_ref"`
}

// create claims the key, answers 409 while the first request runs and
// replays its response after; the store has no fingerprint to compare
// (payout_requests, in migrations).
func (h *Payouts) create(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	var req payoutRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return
	}
	won, err := h.store.BeginPayout(r.Context(), key)
	if err != nil {
		http.Error(w, "claiming the key failed", http.StatusServiceUnavailable)
		return
	}
	if !won {
		rec, err := h.store.PayoutRequest(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the key failed", http.StatusInternalServerError)
			return
		}
		if rec.Status == wallet.StatusPending {
			writeJSON(w, http.StatusConflict, errorBody{"payout in progress"})
			return
		}
		writeStored(w, rec.ResponseCode, rec.ResponseBody)
		return
	}
	ctx := context.WithoutCancel(r.Context())
	ref, err := h.bank.Payout(ctx, key, req.Account, req.Amount)
	if err != nil {
		if err := h.store.ReleasePayout(ctx, key); err != nil {
			slog.Error("releasing the payout key", "key", key, "err", err)
		}
		writeJSON(w, http.StatusBadGateway, errorBody{"the bank refused the payout"})
		return
	}
	if err := h.store.InsertPayout(ctx, key, req.Account, req.Amount, ref); err != nil {
		slog.Error("recording the payout", "key", key, "err", err)
	}
	out, err := json.Marshal(payoutResponse{ID: key, Account: req.Account, Amount: req.Amount, ProviderRef: ref})
	if err != nil {
		http.Error(w, "encoding the payout failed", http.StatusInternalServerError)
		return
	}
	if err := h.store.FinishPayout(ctx, key, http.StatusCreated, out); err != nil {
		slog.Error("storing the payout response", "key", key, "err", err)
	}
	writeStored(w, http.StatusCreated, out)
}
