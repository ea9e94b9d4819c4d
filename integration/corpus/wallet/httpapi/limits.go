package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// Limits serves POST /v1/accounts/{id}/limit, whose requests are recorded
// as repository.LimitRequest (gorm): a state and the response.
type Limits struct {
	store *repository.Gorm
}

// NewLimits returns the limit handlers.
func NewLimits(store *repository.Gorm) *Limits { return &Limits{store: store} }

// Register adds the route to mux.
func (h *Limits) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/accounts/{id}/limit", h.set)
}

type limitRequest struct {
	Daily int64 `json:"daily"`
}

// set replays the response recorded under the key; the model keeps nothing
// of the request to compare it with.
func (h *Limits) set(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	var req limitRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return
	}
	won, err := h.store.BeginLimit(r.Context(), key)
	if err != nil {
		http.Error(w, "claiming the key failed", http.StatusServiceUnavailable)
		return
	}
	if !won {
		rec, err := h.store.LimitRequest(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the key failed", http.StatusInternalServerError)
			return
		}
		if rec.State == "in_progress" {
			writeJSON(w, http.StatusConflict, errorBody{"limit change in progress"})
			return
		}
		writeStored(w, rec.ResponseCode, rec.ResponseBody)
		return
	}
	ctx := context.WithoutCancel(r.Context())
	account := r.PathValue("id")
	if err := h.store.SetLimit(ctx, account, req.Daily); err != nil {
		if err := h.store.ReleaseLimit(ctx, key); err != nil {
			slog.Error("releasing the limit key", "key", key, "err", err)
		}
		http.Error(w, "storing the limit failed", http.StatusInternalServerError)
		return
	}
	out, err := json.Marshal(map[string]any{"account": account, "daily": req.Daily})
	if err != nil {
		http.Error(w, "encoding the limit failed", http.StatusInternalServerError)
		return
	}
	if err := h.store.FinishLimit(ctx, key, http.StatusOK, out); err != nil {
		slog.Error("storing the limit response", "key", key, "err", err)
	}
	writeStored(w, http.StatusOK, out)
}
