// Package sqlapi: sign-ups over a repository that tells the database's
// answer through SQLState().
package sqlapi

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/google/uuid"

	"createkey/dupsignup/sqlstore"
)

type API struct{ st *sqlstore.Store }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /signup", a.signup)
	mux.HandleFunc("POST /members", a.member)
}

type body struct {
	Email string `json:"email"`
}

// The repository turns SQLSTATE 23505 into ErrEmailTaken and the handler
// answers it: a retried sign-up is refused by the unique email. Silent.
func (a *API) signup(w http.ResponseWriter, r *http.Request) {
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	err := a.st.CreateUser(r.Context(), uuid.NewString(), b.Email)
	switch {
	case errors.Is(err, sqlstore.ErrEmailTaken):
		http.Error(w, "email already registered", http.StatusConflict)
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}

// The same shape, but the sentinel answers a serialization failure
// (40001), which says nothing of a duplicate: a retry inserts a second
// member.
func (a *API) member(w http.ResponseWriter, r *http.Request) { // want `handler API.member of POST /members performs a row insert`
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	err := a.st.CreateMember(r.Context(), uuid.NewString(), b.Email)
	switch {
	case errors.Is(err, sqlstore.ErrRetryable):
		http.Error(w, "try again", http.StatusServiceUnavailable)
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}
