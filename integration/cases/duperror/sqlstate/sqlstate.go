// Package sqlstate: handlers over database/sql with lib/pq as the driver,
// reading the SQLSTATE through an interface that *pq.Error satisfies. A
// handler that reads the client's Idempotency-Key and answers its
// duplicate 409 is reported; a sign-up that reads no key and answers its
// unique email 409 is honest.
package sqlstate

import (
	"database/sql"
	"errors"
	"net/http"

	_ "github.com/lib/pq"
)

type API struct{ DB *sql.DB }

func isUniqueViolation(err error) bool {
	var se interface{ SQLState() string }
	return errors.As(err, &se) && se.SQLState() == "23505"
}

func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	_, err := a.DB.ExecContext(r.Context(), `INSERT INTO payments (idempotency_key, amount) VALUES ($1, $2)`, r.Header.Get("Idempotency-Key"), 100)
	if isUniqueViolation(err) {
		http.Error(w, "duplicate payment", http.StatusConflict) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (a *API) Signup(w http.ResponseWriter, r *http.Request) {
	_, err := a.DB.ExecContext(r.Context(), `INSERT INTO users (email) VALUES ($1)`, r.FormValue("email"))
	if isUniqueViolation(err) {
		http.Error(w, "email already registered", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
