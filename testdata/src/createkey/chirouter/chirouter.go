// Package chirouter: chi v5 routes, the key from the header or a path param.
package chirouter

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"createkey/service"
)

type Handlers struct{ Orders *service.Orders }

func (h *Handlers) Mount(r chi.Router) {
	r.Post("/orders", h.Create)
	r.Post("/orders/keyed", h.CreateKeyed)
	r.Post("/orders/{requestId}", h.CreateByPath)
	r.Delete("/orders/{id}", h.Cancel)
	r.MethodFunc("POST", "/refunds", h.Refund)
}

func NewMux(h *Handlers) *chi.Mux {
	m := chi.NewRouter()
	m.Put("/orders/{id}", h.Replace)
	return m
}

func (h *Handlers) Create(w http.ResponseWriter, r *http.Request) { // want `handler Handlers.Create of POST /orders performs a payment`
	h.Orders.Place(r.Context(), r.FormValue("customer"), 100)
}

func (h *Handlers) CreateKeyed(w http.ResponseWriter, r *http.Request) {
	h.Orders.PlaceKeyed(r.Context(), r.Header.Get("X-Idempotency-Key"), r.FormValue("customer"), 100)
}

func (h *Handlers) CreateByPath(w http.ResponseWriter, r *http.Request) {
	h.Orders.PlaceKeyed(r.Context(), chi.URLParam(r, "requestId"), r.FormValue("customer"), 100)
}

func (h *Handlers) Cancel(w http.ResponseWriter, r *http.Request) {
	h.Orders.Record(r.Context(), chi.URLParam(r, "id"), 0)
}

func (h *Handlers) Replace(w http.ResponseWriter, r *http.Request) {
	h.Orders.Record(r.Context(), chi.URLParam(r, "id"), 0)
}

func (h *Handlers) Refund(w http.ResponseWriter, r *http.Request) { // want `handler Handlers.Refund of POST /refunds performs a payment`
	h.Orders.Place(r.Context(), r.FormValue("customer"), -100)
}
