package handler

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// Webhooks receives the processor's events. The processor sends its own
// event ID and retries until it gets a 2xx.
type Webhooks struct{ transfers *repository.Transfers }

func NewWebhooks(t *repository.Transfers) *Webhooks { return &Webhooks{transfers: t} }

func (h *Webhooks) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /webhooks/processor", h.receive)
}

type processorEvent struct {
	ID   string `json:"id"`
	Type string `json:"type"`
	Data struct {
		Reference string `json:"reference"`
		Amount    int64  `json:"amount"`
	} `json:"data"`
}

// receive records the payment keyed by the provider's event ID, claimed in
// the same transaction: a redelivery is answered 200 and records nothing.
func (h *Webhooks) receive(w http.ResponseWriter, r *http.Request) {
	var ev processorEvent
	if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if ev.Type != "payment.succeeded" {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	err := h.transfers.RecordPayment(r.Context(), ev.ID, ev.Data.Reference, ev.Data.Amount)
	if err != nil && !errors.Is(err, repository.ErrDuplicateEvent) {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}
