// Package handler is the billing service's HTTP API: net/http, chi,
// gorilla/mux, gin and echo routers, one file each, as the service grew.
package handler

import (
	"encoding/json"
	"net/http"

	"github.com/google/uuid"

	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
	"github.com/idemlint/idemlint/integration/corpus/billing2/service"
)

type Charges struct {
	svc  *service.Charges
	reqs *repository.Requests
}

func NewCharges(svc *service.Charges, reqs *repository.Requests) *Charges {
	return &Charges{svc: svc, reqs: reqs}
}

func (h *Charges) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/customers/{customerID}/charges", h.chargeCustomer)
	mux.HandleFunc("POST /v1/customers/{customerID}/charges/{chargeID}", h.chargeCustomerAs)
	mux.HandleFunc("POST /v1/charges", h.createCharge)
	mux.HandleFunc("POST /v1/quick-charges", h.quickCharge)
}

type amountBody struct {
	Amount int64 `json:"amount"`
}

type chargeBody struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

// chargeCustomer reads the customer from the route and mints the key: a
// client that retries after a timeout is charged twice.
func (h *Charges) chargeCustomer(w http.ResponseWriter, r *http.Request) { // want: createkey
	customerID := r.PathValue("customerID")
	var b amountBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.svc.Charge(r.Context(), uuid.NewString(), customerID, b.Amount) // want: keyderivation
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"charge": id})
}

// chargeCustomerAs takes the charge's ID the client chose from the route
// and makes it the processor's key: a retry is the same charge.
func (h *Charges) chargeCustomerAs(w http.ResponseWriter, r *http.Request) {
	customerID, chargeID := r.PathValue("customerID"), r.PathValue("chargeID")
	var b amountBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.svc.Charge(r.Context(), "charge-"+customerID+"-"+chargeID, customerID, b.Amount)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"charge": id})
}

// createCharge takes the client's Idempotency-Key through the team's
// helper, claims it, charges under it and stores the charge; a duplicate
// is answered with the stored charge.
func (h *Charges) createCharge(w http.ResponseWriter, r *http.Request) {
	key := idem.KeyFrom(r)
	if key == "" {
		http.Error(w, "Idempotency-Key is required", http.StatusBadRequest)
		return
	}
	var b chargeBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	won, err := h.reqs.Claim(r.Context(), key)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if !won {
		id, err := h.reqs.ChargeFor(r.Context(), key)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(map[string]string{"charge": id})
		return
	}
	id, err := h.svc.Charge(r.Context(), key, b.Customer, b.Amount)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if err := h.reqs.Complete(r.Context(), key, id); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"charge": id})
}

// quickCharge charges with no key at all.
func (h *Charges) quickCharge(w http.ResponseWriter, r *http.Request) { // want: createkey
	var b chargeBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.svc.ChargeUnkeyed(r.Context(), b.Customer, b.Amount)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"charge": id})
}
