// Package httpapi is the payments service's HTTP transport: it decodes
// requests and calls the service.
package httpapi

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"

	"github.com/idemlint/idemlint/integration/corpus/payments/service"
)

type Handler struct {
	svc *service.Service
}

func New(svc *service.Service) *Handler { return &Handler{svc: svc} }

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/payments", h.createPayment)
	mux.HandleFunc("POST /v2/payments", h.createPaymentKeyed)
	mux.HandleFunc("POST /v1/refunds", h.createRefund)
	mux.HandleFunc("GET /v1/payments/{order}", h.getPayment)
	mux.HandleFunc("POST /webhooks/stripe", h.stripeWebhook)
}

type paymentRequest struct {
	OrderID string `json:"order_id"`
	Amount  int64  `json:"amount"`
}

// createPayment takes no key from the client: a client that retries after
// a timeout is charged twice.
func (h *Handler) createPayment(w http.ResponseWriter, r *http.Request) { // want: createkey
	var req paymentRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.svc.Charge(r.Context(), req.OrderID, req.Amount)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"intent_id": id})
}

// createPaymentKeyed requires the client's Idempotency-Key and hands it to
// Stripe.
func (h *Handler) createPaymentKeyed(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key is required", http.StatusBadRequest)
		return
	}
	var req paymentRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.svc.ChargeKeyed(r.Context(), key, req.OrderID, req.Amount)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"intent_id": id})
}

type refundRequest struct {
	IntentID string `json:"intent_id"`
	Amount   int64  `json:"amount"`
}

// createRefund falls back to a key of its own when the client sends none:
// the client's retry, again without a key, refunds again.
func (h *Handler) createRefund(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		key = uuid.NewString()
	}
	var req refundRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := h.svc.RefundKeyed(r.Context(), key, req.IntentID, req.Amount); err != nil { // want: keyderivation
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (h *Handler) getPayment(w http.ResponseWriter, r *http.Request) {
	s, err := h.svc.Describe(r.Context(), r.PathValue("order"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	io.WriteString(w, s)
}

// stripeWebhook routes Stripe's events to the service; what each does with
// a redelivery is the service's business.
func (h *Handler) stripeWebhook(w http.ResponseWriter, r *http.Request) {
	var ev stripe.Event
	if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var ch stripe.Charge
	if err := json.Unmarshal(ev.Data.Raw, &ch); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	orderID := ch.Metadata["order_id"]
	var err error
	switch ev.Type {
	case "refund.created":
		err = h.svc.RecordRefund(r.Context(), orderID, ch.AmountRefunded)
	case "charge.refunded":
		err = h.svc.SyncRefunded(r.Context(), orderID, ch.AmountRefunded)
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
