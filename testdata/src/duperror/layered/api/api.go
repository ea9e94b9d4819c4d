// Package api maps the store's sentinels to HTTP answers.
package api

import (
	"errors"
	"net/http"

	"duperror/layered/store"
)

type API struct{ st *store.Store }

// The store's duplicate, mapped to 409 with nothing read.
func (a *API) Create(w http.ResponseWriter, r *http.Request) {
	err := a.st.Insert(r.Context(), r.Header.Get("Idempotency-Key"), 100)
	switch {
	case errors.Is(err, store.ErrAlreadyExists):
		http.Error(w, "exists", http.StatusConflict) // want `the duplicate's branch of store\.Store\.Insert \(ErrAlreadyExists, which the store returns on a duplicate\) answers 409`
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}

// Twin: the duplicate is answered with the stored payment.
func (a *API) CreateReplay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	err := a.st.Insert(r.Context(), key, 100)
	if errors.Is(err, store.ErrAlreadyExists) {
		if _, err := a.st.Get(r.Context(), key); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusOK)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: a sentinel that says nothing of a duplicate, mapped to 404.
func (a *API) Show(w http.ResponseWriter, r *http.Request) {
	if _, err := a.st.Get(r.Context(), r.URL.Query().Get("key")); errors.Is(err, store.ErrNotFound) {
		http.Error(w, "no such payment", http.StatusConflict)
		return
	}
}
