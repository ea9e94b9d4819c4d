// Package muxrouter: gorilla/mux routes whose method is set on the route.
package muxrouter

import (
	"net/http"

	"github.com/gorilla/mux"

	"createkey/service"
)

type Handlers struct{ Orders *service.Orders }

func (h *Handlers) Register(r *mux.Router) {
	r.HandleFunc("/orders", h.create).Methods("POST")
	r.HandleFunc("/orders/{idempotency_key}", h.createByVar).Methods(http.MethodPost)
	r.HandleFunc("/orders/{id}", h.replace).Methods("PUT")
}

func (h *Handlers) create(w http.ResponseWriter, r *http.Request) { // want `handler Handlers.create of POST /orders performs a payment`
	h.Orders.Place(r.Context(), r.FormValue("customer"), 100)
}

func (h *Handlers) createByVar(w http.ResponseWriter, r *http.Request) {
	key := mux.Vars(r)["idempotency_key"]
	h.Orders.PlaceKeyed(r.Context(), key, r.FormValue("customer"), 100)
}

func (h *Handlers) replace(w http.ResponseWriter, r *http.Request) {
	h.Orders.Record(r.Context(), mux.Vars(r)["id"], 0)
}
