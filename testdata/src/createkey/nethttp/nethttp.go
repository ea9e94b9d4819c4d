// Package nethttp: net/http handlers registered with Go 1.22 patterns,
// reaching the service and the repository in other packages.
package nethttp

import (
	"encoding/json"
	"net/http"

	"createkey/service"
)

type API struct{ Orders *service.Orders }

type orderRequest struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

type keyedRequest struct {
	IdempotencyKey string `json:"idempotency_key"`
	ID             string `json:"id"`
	Customer       string `json:"customer"`
	Amount         int64  `json:"amount"`
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /orders", a.create)
	mux.HandleFunc("POST /keyed", a.createKeyed)
	mux.HandleFunc("POST /body-keyed", a.createBodyKeyed)
	mux.HandleFunc("POST /search", a.search)
	mux.HandleFunc("PUT /orders/{id}", a.put)
	mux.HandleFunc("GET /orders/new", a.getCreates)
	mux.HandleFunc("POST /save", a.save)
	mux.HandleFunc("POST /rename", a.rename)
	mux.Handle("POST /charges", &chargeHandler{orders: a.Orders})
	http.HandleFunc("POST /literal", func(w http.ResponseWriter, r *http.Request) { // want `handler literal in API.Routes of POST /literal performs a row insert`
		a.Orders.Record(r.Context(), r.FormValue("customer"), 1)
	})
}

// create charges and inserts, and reads no key: the finding.
func (a *API) create(w http.ResponseWriter, r *http.Request) { // want `handler API.create of POST /orders performs a payment \(service.Orders.Place, which calls paymentintent.New\) and reads no idempotency key from the request`
	var req orderRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if err := a.Orders.Place(r.Context(), req.Customer, req.Amount); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// createKeyed is its twin: the Idempotency-Key header reaches the charge.
func (a *API) createKeyed(w http.ResponseWriter, r *http.Request) {
	var req orderRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	key := r.Header.Get("Idempotency-Key")
	if err := a.Orders.PlaceKeyed(r.Context(), key, req.Customer, req.Amount); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	a.Orders.Place(r.Context(), req.Customer, req.Amount)
	w.WriteHeader(http.StatusCreated)
}

// createBodyKeyed: the key is a field of the decoded body.
func (a *API) createBodyKeyed(w http.ResponseWriter, r *http.Request) {
	var req keyedRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	a.Orders.PlaceKeyed(r.Context(), req.IdempotencyKey, req.Customer, req.Amount)
}

// search is a POST that only reads.
func (a *API) search(w http.ResponseWriter, r *http.Request) {
	n, _ := a.Orders.Count(r.Context())
	json.NewEncoder(w).Encode(n)
}

// put replaces: PUT is idempotent by HTTP semantics.
func (a *API) put(w http.ResponseWriter, r *http.Request) {
	a.Orders.Record(r.Context(), r.PathValue("id"), 1)
}

// getCreates is registered for GET only (a bad idea, not this rule's).
func (a *API) getCreates(w http.ResponseWriter, r *http.Request) {
	a.Orders.Record(r.Context(), "x", 1)
}

// save upserts the order by the client's ID from the body.
func (a *API) save(w http.ResponseWriter, r *http.Request) {
	var req keyedRequest
	json.NewDecoder(r.Body).Decode(&req)
	a.Orders.Save(r.Context(), req.ID, req.Customer, req.Amount)
}

// rename updates a row: nothing new on a retry.
func (a *API) rename(w http.ResponseWriter, r *http.Request) {
	a.Orders.Rename(r.Context(), r.FormValue("id"), r.FormValue("name"))
}

type chargeHandler struct{ orders *service.Orders }

func (h *chargeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) { // want `handler chargeHandler.ServeHTTP of POST /charges performs a payment`
	h.orders.Place(r.Context(), r.FormValue("customer"), 100)
}

// Unregistered is registered in no package we see: a handler that creates.
func Unregistered(orders *service.Orders) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { // want `handler literal in Unregistered performs a payment`
		orders.Place(r.Context(), "c", 1)
	}
}
