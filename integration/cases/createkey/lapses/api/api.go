// Package api: a token refresh and a sign-in link whose only rows lapse by
// themselves (the clock in Go, the database's now()), beside a
// scheduled charge whose row stays and runs.
package api

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/google/uuid"

	"github.com/idemlint/idemlint/integration/cases/createkey/lapses/store"
)

type API struct{ St *store.Store }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /token/refresh", a.refresh)
	mux.HandleFunc("POST /charges/scheduled", a.schedule)
	mux.HandleFunc("POST /login-links", a.link)
}

type body struct {
	UserID string `json:"user_id"`
	Amount int64  `json:"amount"`
}

func (a *API) refresh(w http.ResponseWriter, r *http.Request) {
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	token := uuid.NewString()
	if err := a.St.CreateSession(r.Context(), token, b.UserID, 24*time.Hour); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"token": token})
}

func (a *API) schedule(w http.ResponseWriter, r *http.Request) { // want: createkey
	var b body
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := a.St.ScheduleCharge(r.Context(), b.UserID, b.Amount); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func (a *API) link(w http.ResponseWriter, r *http.Request) {
	if err := a.St.CreateLink(r.Context(), uuid.NewString(), r.FormValue("email")); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
