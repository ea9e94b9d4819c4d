// Package sqlreplay holds payloadguard cases on database/sql idempotency
// tables read back and replayed: each positive beside its correct twin.
package sqlreplay

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"io"
	"net/http"
)

type API struct{ db *sql.DB }

// The stored response is replayed for any body sent under the key.
func (a *API) Create(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	var code int
	var body []byte
	err := a.db.QueryRowContext(r.Context(), `SELECT response_code, response_body FROM idempotency_keys WHERE key = $1`, key).Scan(&code, &body)
	if err == nil {
		w.WriteHeader(code)
		w.Write(body) // want `the response stored under the key read by sql\.DB\.QueryRowContext is replayed here without comparing a fingerprint of the request`
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// Twin: the stored request hash is compared with the body's with
// bytes.Equal; a mismatch is answered 422.
func (a *API) CreateChecked(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	in, _ := io.ReadAll(r.Body)
	sum := sha256.Sum256(in)
	var hash, body []byte
	var code int
	err := a.db.QueryRowContext(r.Context(), `SELECT request_hash, response_code, response_body FROM idempotency_keys WHERE key = $1`, key).Scan(&hash, &code, &body)
	if err == nil {
		if !bytes.Equal(hash, sum[:]) {
			http.Error(w, "idempotency key reused with a different request", http.StatusUnprocessableEntity)
			return
		}
		w.WriteHeader(code)
		w.Write(body)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// Twin: a read of an order by ID is no idempotency replay.
func (a *API) Get(w http.ResponseWriter, r *http.Request) {
	var body []byte
	if err := a.db.QueryRowContext(r.Context(), `SELECT doc FROM orders WHERE id = $1`, r.PathValue("id")).Scan(&body); err == nil {
		w.Write(body)
	}
}
