// Package storeuse: schema alone proves nothing. A table with no state and
// no stored response is reported when the package uses it as a request's
// idempotency store (a key claimed or looked up, then an effect the claim
// does not commit with, then a duplicate answered from it), or when
// nothing here uses it and its name says request idempotency. Each shape
// sits beside the twin a naive rule would flag.
package storeuse

import (
	"context"
	"database/sql"
	"net/http"
)

// charge calls the payment provider.
//
//idemlint:effect payment
func charge(ctx context.Context, amount int64) (string, error) { return "", nil }

// A request's store: claimed by a handler, then a payment, and a
// duplicate answered 200 from the claim alone.
const requestKeys = `CREATE TABLE request_keys (key text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now())` // want `table used as a request's idempotency store, request_keys, has no state column and no stored response`

// Twin: a dedup table of a consumer, named by the dedup words: its claim
// guards a message handler, which returns only an error.
const processed = `CREATE TABLE processed_keys (key text PRIMARY KEY)`

// Twin: a log of the keys sent to the provider, written after the call:
// named like an idempotency table, but used here as no store.
const providerLog = `CREATE TABLE idempotency_keys_sent (key text PRIMARY KEY, provider text NOT NULL)`

// Twin: the claim row commits in the same transaction as the effect's row.
const txClaims = `CREATE TABLE idempotency_claims (key text PRIMARY KEY)`

// A table named for request idempotency that nothing here uses (its
// users are in other packages): the name is all there is. Reported.
const unused = `CREATE TABLE idempotent_requests (key text PRIMARY KEY)` // want `idempotency table idempotent_requests has no state column and no stored response`

// Twin: a dedup-named table nothing here uses whose name says nothing of
// requests.
const dedupUnused = `CREATE TABLE dedup_entries (key text PRIMARY KEY)`

// A table looked up by a handler before the payment and written after it.
const seenKeys = `CREATE TABLE seen_request_keys (key text PRIMARY KEY)` // want `table used as a request's idempotency store, seen_request_keys, has no state column and no stored response`

type API struct{ db *sql.DB }

func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	res, err := a.db.ExecContext(r.Context(), `INSERT INTO request_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key) // want `a duplicate that loses the claim by sql\.DB\.ExecContext is answered 200`
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusOK)
		return
	}
	if _, err := charge(r.Context(), 100); err != nil {
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	a.db.ExecContext(r.Context(), `UPDATE orders SET paid = true WHERE key = $1`, key)
}

// Consume is a message handler: a duplicate delivery acked with nil.
func (a *API) Consume(ctx context.Context, key string) error {
	res, err := a.db.ExecContext(ctx, `INSERT INTO processed_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key) // want `the claim by sql\.DB\.ExecContext is the only record of the payment effect`
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = charge(ctx, 1)
	return err
}

// Send records the key it handed to the provider, after the call.
func (a *API) Send(ctx context.Context, key string) (string, error) {
	id, err := charge(ctx, 1)
	if err != nil {
		return "", err
	}
	_, err = a.db.ExecContext(ctx, `INSERT INTO idempotency_keys_sent (key, provider) VALUES ($1, 'psp')`, key)
	return id, err
}

// Order claims the key and inserts the order in one transaction: the
// claim is durable exactly when the order is.
func (a *API) Order(w http.ResponseWriter, r *http.Request) {
	tx, err := a.db.BeginTx(r.Context(), nil)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(r.Context(), `INSERT INTO idempotency_claims (key) VALUES ($1) ON CONFLICT DO NOTHING`, r.Header.Get("Idempotency-Key"))
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusConflict)
		return
	}
	tx.ExecContext(r.Context(), `INSERT INTO orders (key) VALUES ($1)`, r.Header.Get("Idempotency-Key"))
	tx.Commit()
}

// Lookup checks the key, pays, then records it.
func (a *API) Lookup(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	var n int
	a.db.QueryRowContext(r.Context(), `SELECT count(*) FROM seen_request_keys WHERE key = $1`, key).Scan(&n)
	if n > 0 {
		w.WriteHeader(http.StatusOK)
		return
	}
	charge(r.Context(), 100)
	a.db.ExecContext(r.Context(), `INSERT INTO seen_request_keys (key) VALUES ($1)`, key)
}
