// Package api: POSTs whose only row is one that lapses by itself (a
// session, a one-time code) beside POSTs whose rows stay.
package api

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/google/uuid"

	"createkey/lapses/store"
)

type API struct{ st *store.Store }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /token/refresh", a.refresh)
	mux.HandleFunc("POST /otp", a.otp)
	mux.HandleFunc("POST /invites", a.invite)
	mux.HandleFunc("POST /charges/scheduled", a.schedule)
	mux.HandleFunc("POST /orders", a.order)
	mux.HandleFunc("POST /otp-and-invite", a.otpAndInvite)
	mux.HandleFunc("POST /login-links", a.link)
	mux.HandleFunc("POST /trials", a.trial)
}

type body struct {
	UserID string    `json:"user_id"`
	Email  string    `json:"email"`
	Until  time.Time `json:"until"`
}

// A retried refresh stores a second session; both lapse in a day. Silent.
func (a *API) refresh(w http.ResponseWriter, r *http.Request) {
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	token := uuid.NewString()
	if err := a.st.CreateSession(r.Context(), token, b.UserID, 24*time.Hour); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"token": token})
}

// A retried request stores a second code; both lapse in five minutes.
// Silent.
func (a *API) otp(w http.ResponseWriter, r *http.Request) {
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateCode(r.Context(), b.UserID, "123456")
}

// Ninety days is no token's lifetime: a retry invites twice.
func (a *API) invite(w http.ResponseWriter, r *http.Request) { // want `handler API.invite of POST /invites performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateInvite(r.Context(), b.Email)
}

// run_at is when a charge runs: a retry schedules a second charge.
func (a *API) schedule(w http.ResponseWriter, r *http.Request) { // want `handler API.schedule of POST /charges/scheduled performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.ScheduleCharge(r.Context(), b.UserID, 100)
}

// The expiry is the client's value, not the clock's: a retry orders twice.
func (a *API) order(w http.ResponseWriter, r *http.Request) { // want `handler API.order of POST /orders performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateOrder(r.Context(), b.UserID, b.Until)
}

// The code lapses, the invitation beside it does not.
func (a *API) otpAndInvite(w http.ResponseWriter, r *http.Request) { // want `handler API.otpAndInvite of POST /otp-and-invite performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateCode(r.Context(), b.UserID, "123456")
	a.st.CreateInvite(r.Context(), b.Email)
}

// The database expires the link in fifteen minutes: a retry leaves a
// second link that lapses as the first. Silent.
func (a *API) link(w http.ResponseWriter, r *http.Request) {
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateLink(r.Context(), uuid.NewString(), b.Email)
}

// Thirty days is a trial, not a token: a retry starts a second one.
func (a *API) trial(w http.ResponseWriter, r *http.Request) { // want `handler API.trial of POST /trials performs a row insert`
	var b body
	json.NewDecoder(r.Body).Decode(&b)
	a.st.CreateTrial(r.Context(), b.UserID)
}
