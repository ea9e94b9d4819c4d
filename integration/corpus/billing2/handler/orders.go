package handler

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// Orders is the chi router of the order endpoints.
type Orders struct{ orders *repository.Orders }

func NewOrders(orders *repository.Orders) *Orders { return &Orders{orders: orders} }

func (h *Orders) Routes(r chi.Router) {
	r.Post("/customers/{customerID}/orders", h.create)
	r.Post("/customers/{customerID}/orders/{orderID}", h.createAs)
}

type orderBody struct {
	SKU      string `json:"sku"`
	Quantity int    `json:"quantity"`
}

// create filters by the route's customer and mints the order's ID: a
// retried POST places a second order.
func (h *Orders) create(w http.ResponseWriter, r *http.Request) { // want: createkey
	var b orderBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	o := &repository.Order{ID: uuid.NewString(), CustomerID: chi.URLParam(r, "customerID"), SKU: b.SKU, Quantity: b.Quantity}
	if err := h.orders.Create(r.Context(), o); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(o)
}

// createAs places the order under the ID the client chose in the route; a
// retry finds it (ON CONFLICT DO NOTHING on the primary key) and gets it
// back.
func (h *Orders) createAs(w http.ResponseWriter, r *http.Request) {
	var b orderBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	o := &repository.Order{ID: chi.URLParam(r, "orderID"), CustomerID: chi.URLParam(r, "customerID"), SKU: b.SKU, Quantity: b.Quantity}
	created, err := h.orders.CreateOnce(r.Context(), o)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if !created {
		if o, err = h.orders.Get(r.Context(), o.ID); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(o)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(o)
}
