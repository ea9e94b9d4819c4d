package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// Transfers serves POST /v1/transfers: the transfer's row, keyed by the
// client's Idempotency-Key, is the record of the request.
type Transfers struct {
	store *repository.Store
	bank  wallet.Bank
}

// NewTransfers returns the transfer handlers.
func NewTransfers(store *repository.Store, bank wallet.Bank) *Transfers {
	return &Transfers{store: store, bank: bank}
}

// Register adds the routes to mux.
func (h *Transfers) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/transfers", h.createOrReplay)
	mux.HandleFunc("POST /v0/transfers", h.create)
}

// create answers a second request with the same key 409, whatever the first
// attempt's row says: a retry of a transfer that went through is told it
// failed.
func (h *Transfers) create(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		writeJSON(w, http.StatusBadRequest, errorBody{"Idempotency-Key header required"})
		return
	}
	var req transferRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return
	}
	t := wallet.Transfer{ID: key, From: req.From, To: req.To, Amount: req.Amount, Status: wallet.StatusPending}
	if err := h.store.InsertTransfer(r.Context(), t); err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			http.Error(w, "transfer already exists", http.StatusConflict) // want: duperror
			return
		}
		http.Error(w, "storing the transfer failed", http.StatusInternalServerError)
		return
	}
	h.execute(w, r, t)
}

// createOrReplay answers a second request with the same key from the first
// one's row: 422 when the body differs, 409 while the transfer is pending,
// the transfer itself once it has an outcome.
func (h *Transfers) createOrReplay(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	var req transferRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return
	}
	t := wallet.Transfer{ID: key, From: req.From, To: req.To, Amount: req.Amount, Status: wallet.StatusPending}
	err := h.store.InsertTransfer(r.Context(), t)
	var pgErr *pgconn.PgError
	switch {
	case errors.As(err, &pgErr) && pgErr.Code == "23505":
		cur, err := h.store.Transfer(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the transfer failed", http.StatusInternalServerError)
			return
		}
		if cur.From != req.From || cur.To != req.To || cur.Amount != req.Amount {
			writeJSON(w, http.StatusUnprocessableEntity, errorBody{"Idempotency-Key reused with a different transfer"})
			return
		}
		if cur.Status == wallet.StatusPending {
			w.Header().Set("Retry-After", "1")
			writeJSON(w, http.StatusConflict, errorBody{"transfer in progress"})
			return
		}
		writeJSON(w, http.StatusOK, cur)
	case err != nil:
		http.Error(w, "storing the transfer failed", http.StatusInternalServerError)
	default:
		h.execute(w, r, t)
	}
}

// execute moves the money under the transfer's key and records the outcome.
func (h *Transfers) execute(w http.ResponseWriter, r *http.Request, t wallet.Transfer) {
	ctx := context.WithoutCancel(r.Context())
	ref, err := h.bank.Move(ctx, t.ID, t)
	if err != nil {
		if err := h.store.SetTransferStatus(ctx, t.ID, wallet.StatusFailed, ""); err != nil {
			slog.Error("recording the failed transfer", "id", t.ID, "err", err)
		}
		writeJSON(w, http.StatusBadGateway, errorBody{"the bank refused the transfer"})
		return
	}
	if err := h.store.SetTransferStatus(ctx, t.ID, wallet.StatusSucceeded, ref); err != nil {
		slog.Error("recording the transfer", "id", t.ID, "err", err)
	}
	t.Status, t.ProviderRef = wallet.StatusSucceeded, ref
	writeJSON(w, http.StatusCreated, t)
}
