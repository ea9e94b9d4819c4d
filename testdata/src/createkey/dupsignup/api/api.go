// Package api: POSTs over a repository whose inserts a unique constraint
// may refuse. A handler that inserts a value the client sent and answers
// the repository's duplicate is guarded by that constraint: a retried
// sign-up is refused, not created twice.
package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/google/uuid"

	"createkey/dupsignup/store"
)

type API struct{ st *store.Store }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /signup", a.signup)
	mux.HandleFunc("POST /tickets", a.ticket)
	mux.HandleFunc("POST /orders", a.order)
	mux.HandleFunc("POST /signup-and-order", a.signupAndOrder)
	mux.HandleFunc("POST /signup-then-order", a.signupThenOrder)
}

type body struct {
	Email    string `json:"email"`
	Customer string `json:"customer"`
}

// The email is UNIQUE and the handler answers its duplicate: a retried
// sign-up is answered 409 and creates nothing. Silent.
func (a *API) signup(w http.ResponseWriter, r *http.Request) {
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	err := a.st.CreateUser(r.Context(), uuid.NewString(), b.Email)
	switch {
	case errors.Is(err, store.ErrEmailTaken):
		http.Error(w, "email already registered", http.StatusConflict)
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}

// The duplicate is tested, but the only value the insert holds is the
// server's fresh ID: a retry never collides and inserts a second ticket.
func (a *API) ticket(w http.ResponseWriter, r *http.Request) { // want `handler API.ticket of POST /tickets performs a row insert`
	err := a.st.CreateTicket(r.Context(), uuid.NewString())
	if errors.Is(err, store.ErrTicketExists) {
		http.Error(w, "exists", http.StatusConflict)
	}
}

// No unique value and no duplicate tested: a retry inserts a second order.
func (a *API) order(w http.ResponseWriter, r *http.Request) { // want `handler API.order of POST /orders performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateOrder(r.Context(), uuid.NewString(), b.Customer)
}

// The sign-up is guarded, the order after it is not: the constraint
// refuses a second user, not a second order.
func (a *API) signupAndOrder(w http.ResponseWriter, r *http.Request) { // want `handler API.signupAndOrder of POST /signup-and-order performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	if err := a.st.CreateUser(r.Context(), uuid.NewString(), b.Email); errors.Is(err, store.ErrEmailTaken) {
		http.Error(w, "email already registered", http.StatusConflict)
		return
	}
	a.st.CreateOrder(r.Context(), uuid.NewString(), b.Customer)
}

// The same, the order inserted in a literal the handler runs: its insert
// is the handler's too, and nothing refuses it.
func (a *API) signupThenOrder(w http.ResponseWriter, r *http.Request) { // want `handler API.signupThenOrder of POST /signup-then-order performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	if err := a.st.CreateUser(r.Context(), uuid.NewString(), b.Email); errors.Is(err, store.ErrEmailTaken) {
		http.Error(w, "email already registered", http.StatusConflict)
		return
	}
	run(func() { a.st.CreateOrder(r.Context(), uuid.NewString(), b.Customer) })
}

func run(f func()) { f() }
