// Package api: a sign-up whose unique email refuses a retry, beside an
// order that nothing refuses.
package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/google/uuid"

	"github.com/idemlint/idemlint/integration/cases/createkey/dupsignup/store"
)

type API struct{ St *store.Store }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /signup", a.signup)
	mux.HandleFunc("POST /orders", a.order)
}

type body struct {
	Email    string `json:"email"`
	Customer string `json:"customer"`
}

func (a *API) signup(w http.ResponseWriter, r *http.Request) {
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	err := a.St.CreateUser(r.Context(), uuid.NewString(), b.Email)
	switch {
	case errors.Is(err, store.ErrEmailTaken):
		http.Error(w, "email already registered", http.StatusBadRequest)
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}

func (a *API) order(w http.ResponseWriter, r *http.Request) { // want: createkey
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := a.St.CreateOrder(r.Context(), uuid.NewString(), b.Customer); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}
