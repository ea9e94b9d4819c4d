// Package notcreate: POSTs that are not the creation of something a
// client retries for, each beside a twin that is. What decides is what the
// code does (the effect's kind, the key that reaches a claim), never the
// route's name.
package notcreate

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

type API struct {
	rdb *redis.Client
	db  *sql.DB
	nc  *nats.Conn
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /login", a.login)
	mux.HandleFunc("POST /token/refresh", a.refresh)
	mux.HandleFunc("POST /sessions", a.loginRow)
	mux.HandleFunc("POST /webhooks/psp", a.webhook)
	mux.HandleFunc("POST /webhooks/unclaimed", a.webhookUnclaimed)
	mux.HandleFunc("POST /password/verify", a.verifyCode)
	mux.HandleFunc("POST /orders", a.createOrder)
}

// A login stores its session in Redis under a fresh token: a SET
// overwrites, nothing accumulates; a retry leaves one more session that
// expires. Silent: no create.
func (a *API) login(w http.ResponseWriter, r *http.Request) {
	token := uuid.NewString()
	a.rdb.Set(r.Context(), "session:"+token, r.FormValue("user"), 24*time.Hour)
	json.NewEncoder(w).Encode(token)
}

// A token refresh overwrites the session's token: an UPDATE.
func (a *API) refresh(w http.ResponseWriter, r *http.Request) {
	a.db.ExecContext(r.Context(), `UPDATE sessions SET token = $1, expires_at = $2 WHERE refresh_token = $3`,
		uuid.NewString(), time.Now().Add(time.Hour), r.FormValue("refresh_token"))
}

// Twin: a session inserted as a row under a server-minted token is, to
// the code, a row insert like an order's: only the table's name says it
// is a session. Reported (docs/createkey.md, limits).
func (a *API) loginRow(w http.ResponseWriter, r *http.Request) { // want `handler API.loginRow of POST /sessions performs a row insert`
	a.db.ExecContext(r.Context(), `INSERT INTO sessions (token, user_id) VALUES ($1, $2)`, uuid.NewString(), r.FormValue("user"))
}

// A one-time code is checked and consumed, and a session stored in Redis.
func (a *API) verifyCode(w http.ResponseWriter, r *http.Request) {
	ok, _ := a.rdb.Get(r.Context(), "otp:"+r.FormValue("email")).Result()
	if ok != r.FormValue("code") {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.rdb.Del(r.Context(), "otp:"+r.FormValue("email"))
	a.rdb.Set(r.Context(), "session:"+uuid.NewString(), r.FormValue("email"), time.Hour)
}

type event struct {
	ID   string          `json:"id"`
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// A provider's webhook: the provider's own event ID is claimed before the
// publish, so a redelivery of the same event is dropped. Silent.
func (a *API) webhook(w http.ResponseWriter, r *http.Request) {
	var evt event
	if err := json.NewDecoder(r.Body).Decode(&evt); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	won, err := claimEvent(r.Context(), a.db, evt.ID)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if !won {
		w.WriteHeader(http.StatusOK)
		return
	}
	a.nc.Publish("payments."+evt.Type, evt.Data)
}

// Twin: the same receiver publishes every delivery: a provider's retry
// publishes the event twice.
func (a *API) webhookUnclaimed(w http.ResponseWriter, r *http.Request) { // want `handler API.webhookUnclaimed of POST /webhooks/unclaimed performs a publish`
	var evt event
	if err := json.NewDecoder(r.Body).Decode(&evt); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	a.nc.Publish("payments."+evt.Type, evt.Data)
}

// Twin: an order created under a server-minted ID. Reported.
func (a *API) createOrder(w http.ResponseWriter, r *http.Request) { // want `handler API.createOrder of POST /orders performs a row insert`
	a.db.ExecContext(r.Context(), `INSERT INTO orders (id, customer) VALUES ($1, $2)`, uuid.NewString(), r.FormValue("customer"))
}

// claimEvent claims the event's ID; false when it was already there.
func claimEvent(ctx context.Context, db *sql.DB, id string) (bool, error) {
	res, err := db.ExecContext(ctx, `INSERT INTO webhook_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
