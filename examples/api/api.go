// Package api creates orders over HTTP.
package api

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

type API struct{ DB *sql.DB }

type order struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/orders", a.CreateOrderBad)
	mux.HandleFunc("POST /v2/orders", a.CreateOrderGood)
}

// CreateOrderBad inserts an order the client cannot name: the client's
// retry after a timeout inserts a second order.
func (a *API) CreateOrderBad(w http.ResponseWriter, r *http.Request) { // want: createkey
	var o order
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if _, err := a.DB.ExecContext(r.Context(),
		`INSERT INTO orders (customer_id, amount) VALUES ($1, $2)`, o.Customer, o.Amount); err != nil {
		http.Error(w, "storing the order failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// CreateOrderGood keys the order with the client's Idempotency-Key: the
// retry's insert does nothing.
func (a *API) CreateOrderGood(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key header required", http.StatusBadRequest)
		return
	}
	var o order
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if _, err := a.DB.ExecContext(r.Context(),
		`INSERT INTO orders (idempotency_key, customer_id, amount) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING`,
		key, o.Customer, o.Amount); err != nil {
		http.Error(w, "storing the order failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
