// Package api serves POST /orders over the use case its constructor is
// handed; the request carries no idempotency key.
package api

import (
	"encoding/json"
	"net/http"

	"github.com/idemlint/idemlint/integration/cases/createkey/built/orders"
)

type API struct {
	uc orders.UseCase
}

func New(uc orders.UseCase) *API { return &API{uc: uc} }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /orders", a.place)
}

type placeRequest struct {
	Customer string `json:"customer"`
	Drinks   int    `json:"drinks"`
}

func (a *API) place(w http.ResponseWriter, r *http.Request) {
	var req placeRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	o, err := a.uc.PlaceOrder(r.Context(), req.Customer, req.Drinks)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(o)
}
