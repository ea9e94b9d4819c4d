// Package createkey is TestPolicies' fixture for createkey: a POST handler
// that reads no key, its only call a known row insert (Control), a call
// through a field its constructor's caller sets (Injected), and a func
// parameter (Unresolved).
package createkey

import (
	"context"
	"database/sql"
	"net/http"
)

type Orders interface {
	Place(ctx context.Context, customer string) error
}

type API struct {
	db     *sql.DB
	orders Orders
}

func NewAPI(db *sql.DB, o Orders) *API { return &API{db: db, orders: o} }

func (a *API) Control(mux *http.ServeMux) {
	mux.HandleFunc("POST /control", func(w http.ResponseWriter, r *http.Request) {
		if _, err := a.db.ExecContext(r.Context(), `INSERT INTO orders (customer) VALUES ($1)`, r.FormValue("customer")); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
		}
	})
}

func (a *API) Injected(mux *http.ServeMux) {
	mux.HandleFunc("POST /injected", func(w http.ResponseWriter, r *http.Request) {
		if err := a.orders.Place(r.Context(), r.FormValue("customer")); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
		}
	})
}

func Unresolved(mux *http.ServeMux, place func(context.Context, string) error) {
	mux.HandleFunc("POST /unresolved", func(w http.ResponseWriter, r *http.Request) {
		if err := place(r.Context(), r.FormValue("customer")); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
		}
	})
}
