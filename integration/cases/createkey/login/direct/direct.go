// Package direct: net/http handlers that insert themselves. The login
// takes its credentials from a JSON body, compares the API secret in
// constant time (crypto/subtle) and inserts a session only on a match;
// the audited login also inserts a row of each failed attempt, on the
// check's failed side, which a retry counts twice.
package direct

import (
	"crypto/subtle"
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/google/uuid"
)

type API struct {
	db     *sql.DB
	secret []byte
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /login", a.login)
	mux.HandleFunc("POST /login/audited", a.loginAudited)
}

type credentials struct {
	User   string `json:"user"`
	Secret string `json:"secret"`
}

func (a *API) login(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if subtle.ConstantTimeCompare(a.secret, []byte(c.Secret)) != 1 {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	token := uuid.NewString()
	a.db.ExecContext(r.Context(), `INSERT INTO sessions (token, user_name) VALUES ($1, $2)`, token, c.User)
	json.NewEncoder(w).Encode(token)
}

func (a *API) loginAudited(w http.ResponseWriter, r *http.Request) { // want: createkey
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if subtle.ConstantTimeCompare(a.secret, []byte(c.Secret)) != 1 {
		a.db.ExecContext(r.Context(), `INSERT INTO failed_logins (id, user_name) VALUES ($1, $2)`, uuid.NewString(), c.User)
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	token := uuid.NewString()
	a.db.ExecContext(r.Context(), `INSERT INTO sessions (token, user_name) VALUES ($1, $2)`, token, c.User)
	json.NewEncoder(w).Encode(token)
}
