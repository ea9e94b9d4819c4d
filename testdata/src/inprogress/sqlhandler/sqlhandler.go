// Package sqlhandler holds inprogress cases on HTTP handlers that claim a
// key with INSERT … ON CONFLICT DO NOTHING on database/sql.
package sqlhandler

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

// send emails the receipt.
//
//idemlint:effect notify
func send(r *http.Request) (string, error) { return "", nil }

// The table the handlers claim into has a state and a response: silent.
const schema = `CREATE TABLE idempotency_requests (
	key text PRIMARY KEY,
	request_hash text NOT NULL,
	state text NOT NULL DEFAULT 'in_progress',
	response jsonb
)`

// A webhook's table of seen deliveries, claimed by a handler before an
// email, with neither: reported though its key is an event id.
const webhookSchema = `CREATE TABLE webhook_deliveries (event_id text PRIMARY KEY, received_at timestamptz NOT NULL DEFAULT now())` // want `table used as a request's idempotency store, webhook_deliveries, has no state column and no stored response`

type API struct{ db *sql.DB }

// The correct shape: claim in progress, effect, record the outcome; a
// duplicate reads the stored state and answers 409 or the response.
func (a *API) Send(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	res, err := a.db.ExecContext(r.Context(),
		`INSERT INTO idempotency_requests (key, state, request_hash) VALUES ($1, 'in_progress', $2) ON CONFLICT DO NOTHING`, key, "h")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var state string
		var resp []byte
		a.db.QueryRowContext(r.Context(), `SELECT state, response FROM idempotency_requests WHERE key = $1`, key).Scan(&state, &resp)
		if state == "in_progress" {
			w.WriteHeader(http.StatusConflict)
			return
		}
		w.Write(resp)
		return
	}
	id, err := send(r)
	if err != nil {
		a.db.ExecContext(r.Context(), `DELETE FROM idempotency_requests WHERE key = $1`, key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	a.db.ExecContext(r.Context(), `UPDATE idempotency_requests SET state = 'succeeded', response = $2 WHERE key = $1`, key, id)
	json.NewEncoder(w).Encode(id)
}

// The duplicate delivery is acknowledged 204 without a look at whether
// the first one finished.
func (a *API) Webhook(w http.ResponseWriter, r *http.Request) {
	id := r.Header.Get("X-Delivery-Id")
	res, err := a.db.ExecContext(r.Context(), `INSERT INTO webhook_deliveries (event_id) VALUES ($1) ON CONFLICT DO NOTHING`, id) // want `a duplicate that loses the claim by sql\.DB\.ExecContext is answered 204 without reading the stored outcome` `the claim by sql\.DB\.ExecContext is the only record of the notify effect sqlhandler\.send`
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n < 1 {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if _, err := send(r); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
