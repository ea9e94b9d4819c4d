// Package login: POSTs whose every row insert runs only where a credential
// check of their own matched are logins, and what they insert is a
// session: a retried login leaves one more. Beside them, a sign-up that
// hashes a password (hashing is no check), an endpoint that inserts on the
// failed side of its check, one that ignores the check's outcome, and a
// payout confirmed with the password, each reported.
package login

import (
	"crypto/subtle"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"golang.org/x/crypto/bcrypt"

	"createkey/login/password"
)

type API struct {
	db *sql.DB
	nc *nats.Conn
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /login", a.login)
	mux.HandleFunc("POST /login/json", a.loginJSON)
	mux.HandleFunc("POST /login/wrapped", a.loginWrapped)
	mux.HandleFunc("POST /signup", a.signup)
	mux.HandleFunc("POST /login/audited", a.loginAudited)
	mux.HandleFunc("POST /login/ignored", a.loginIgnored)
	mux.HandleFunc("POST /login/inverted", a.loginInverted)
	mux.HandleFunc("POST /payouts", a.payout)
}

func (a *API) hash(r *http.Request, user string) []byte {
	var h []byte
	a.db.QueryRowContext(r.Context(), `SELECT password_hash FROM users WHERE name = $1`, user).Scan(&h)
	return h
}

// login checks the basic-auth password against its bcrypt hash and
// inserts a session row under a fresh token only on a match. Silent.
func (a *API) login(w http.ResponseWriter, r *http.Request) {
	user, pass, ok := r.BasicAuth()
	if !ok {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	if err := bcrypt.CompareHashAndPassword(a.hash(r, user), []byte(pass)); err != nil {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	token := uuid.NewString()
	a.db.ExecContext(r.Context(), `INSERT INTO sessions (token, user_name) VALUES ($1, $2)`, token, user)
	json.NewEncoder(w).Encode(token)
}

type credentials struct {
	User   string `json:"user"`
	Secret string `json:"secret"`
}

// loginJSON takes the credentials from a JSON body, compares a secret in
// constant time, and inserts the session in a helper. Silent: where the
// credentials come from does not matter.
func (a *API) loginJSON(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if subtle.ConstantTimeCompare(a.hash(r, c.User), []byte(c.Secret)) != 1 {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.issueSession(w, r, c.User)
}

func (a *API) issueSession(w http.ResponseWriter, r *http.Request, user string) {
	token := uuid.NewString()
	a.db.ExecContext(r.Context(), `INSERT INTO sessions (token, user_name) VALUES ($1, $2)`, token, user)
	json.NewEncoder(w).Encode(token)
}

// loginWrapped checks through the team's wrapper in another package.
// Silent.
func (a *API) loginWrapped(w http.ResponseWriter, r *http.Request) {
	user, pass, _ := r.BasicAuth()
	h := a.hash(r, user)
	if h == nil || !password.ComparePassword(h, []byte(pass)) {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.issueSession(w, r, user)
}

// signup hashes the password and inserts the user under a fresh ID with
// no unique column: hashing is no check, and a retry creates a second
// user. Reported.
func (a *API) signup(w http.ResponseWriter, r *http.Request) { // want `handler API.signup of POST /signup performs a row insert`
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	h, err := bcrypt.GenerateFromPassword([]byte(c.Secret), bcrypt.DefaultCost)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	a.db.ExecContext(r.Context(), `INSERT INTO users (id, name, password_hash) VALUES ($1, $2, $3)`, uuid.NewString(), c.User, h)
}

// loginAudited records a failed attempt as a row on the check's failed
// side: that insert runs for anyone who sends a wrong password, and a
// retry after a timeout counts one failure twice (toward a lockout).
// Reported.
func (a *API) loginAudited(w http.ResponseWriter, r *http.Request) { // want `handler API.loginAudited of POST /login/audited performs a row insert`
	user, pass, _ := r.BasicAuth()
	if err := bcrypt.CompareHashAndPassword(a.hash(r, user), []byte(pass)); err != nil {
		a.db.ExecContext(r.Context(), `INSERT INTO failed_logins (id, user_name) VALUES ($1, $2)`, uuid.NewString(), user)
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.issueSession(w, r, user)
}

// loginIgnored logs a mismatch and goes on: the insert runs whatever the
// check said. Reported.
func (a *API) loginIgnored(w http.ResponseWriter, r *http.Request) { // want `handler API.loginIgnored of POST /login/ignored performs a row insert`
	user, pass, _ := r.BasicAuth()
	if err := bcrypt.CompareHashAndPassword(a.hash(r, user), []byte(pass)); err != nil {
		log.Printf("bad password for %s", user)
	}
	a.issueSession(w, r, user)
}

// loginInverted checks through a wrapper whose true is the mismatch: its
// polarity is not told by its type, so it is no check (a limit: a correct
// login, reported).
func (a *API) loginInverted(w http.ResponseWriter, r *http.Request) { // want `handler API.loginInverted of POST /login/inverted performs a row insert`
	user, pass, _ := r.BasicAuth()
	if password.Mismatch(a.hash(r, user), []byte(pass)) {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.issueSession(w, r, user)
}

// payout is confirmed with the password (a re-authentication), then
// publishes a payout and records it: a publish after the check is no
// session, and a retry pays out twice. Reported.
func (a *API) payout(w http.ResponseWriter, r *http.Request) { // want `handler API.payout of POST /payouts performs a publish`
	user, pass, _ := r.BasicAuth()
	if err := bcrypt.CompareHashAndPassword(a.hash(r, user), []byte(pass)); err != nil {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.nc.Publish("payouts", []byte(user))
	a.db.ExecContext(r.Context(), `INSERT INTO payouts (id, user_name) VALUES ($1, $2)`, uuid.NewString(), user)
}
