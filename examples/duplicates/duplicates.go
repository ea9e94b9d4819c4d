// Package duplicates shows what a service answers a duplicate, and who may
// release a key's record: duperror and keyrelease, each beside its twin.
package duplicates

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
)

const keep = 30 * 24 * time.Hour

var errInsufficient = errors.New("insufficient funds")

type API struct {
	rdb *redis.Client
	db  *sql.DB
}

func (a *API) debit(ctx context.Context, account string, amount int64) error {
	_, err := a.db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", amount, account)
	return err
}

// Pay answers the retry of a payment that succeeded 409: the client shows a
// failure for money that moved.
func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := "idem:pay:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.Error(w, "duplicate request", http.StatusConflict) // want: duperror
		return
	}
	if err := a.debit(r.Context(), r.FormValue("account"), 100); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}

// PayReplay, its twin, reads the record on the losing side: 409 only while
// the first attempt runs, the outcome once it is done.
func (a *API) PayReplay(w http.ResponseWriter, r *http.Request) {
	key := "idem:pay:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		if v, _ := a.rdb.Get(r.Context(), key).Result(); v == "in_progress" {
			http.Error(w, "in progress, retry later", http.StatusConflict)
			return
		}
		w.WriteHeader(http.StatusOK)
		return
	}
	if err := a.debit(r.Context(), r.FormValue("account"), 100); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}

// Refund deletes the key's record on the duplicate's branch: the record
// was the first attempt's, and the next retry refunds again.
func (a *API) Refund(w http.ResponseWriter, r *http.Request) {
	key := "idem:refund:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		a.rdb.Del(r.Context(), key) // want: keyrelease
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := a.debit(r.Context(), r.FormValue("account"), -100); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}

// RefundOwn, its twin, releases only its own claim, after its effect
// failed: the correct recovery.
func (a *API) RefundOwn(w http.ResponseWriter, r *http.Request) {
	key := "idem:refund:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := a.debit(r.Context(), r.FormValue("account"), -100); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}
