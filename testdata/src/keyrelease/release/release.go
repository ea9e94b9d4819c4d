// Package release holds keyrelease cases on a key's record deleted by an
// attempt that did not create it, each beside its correct twin.
package release

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"gorm.io/gorm"
)

type API struct {
	rdb *redis.Client
	db  *sql.DB
	gdb *gorm.DB
}

func charge(key string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

func balance(ctx context.Context, db *sql.DB, account string) int64 {
	var b int64
	db.QueryRowContext(ctx, "SELECT balance FROM accounts WHERE id = $1", account).Scan(&b)
	return b
}

// The duplicate's branch deletes the first attempt's claim: the next retry
// wins it and charges again.
func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", 24*time.Hour).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		a.rdb.Del(r.Context(), key) // want `the duplicate's branch of redis\.SetNX \(the claim was lost\) deletes the key's record with redis\.Del, but this attempt did not create it`
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	if err := charge(key); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	a.rdb.Set(r.Context(), key, "done", 24*time.Hour)
}

// Twin: the claim is released only by the attempt that took it, after its
// effect failed; the duplicate's branch releases a lock of its own.
func (a *API) PayOwnClaim(w http.ResponseWriter, r *http.Request) {
	id := r.Header.Get("Idempotency-Key")
	lock := "lock:" + id
	if !a.rdb.SetNX(r.Context(), lock, 1, time.Minute).Val() {
		http.Error(w, "busy", http.StatusConflict)
		return
	}
	key := "idem:" + id
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", 24*time.Hour).Result()
	if err != nil {
		a.rdb.Del(r.Context(), lock)
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		a.rdb.Del(r.Context(), lock)
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	if err := charge(key); err != nil {
		a.rdb.Del(r.Context(), key)
		a.rdb.Del(r.Context(), lock)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	a.rdb.Set(r.Context(), key, "done", 24*time.Hour)
	a.rdb.Del(r.Context(), lock)
}

// A precondition that fails before the claim deletes the key's record: a
// retry of a payment that succeeded (the balance now spent) removes the
// first attempt's record, and the retry after it charges again.
func (a *API) Transfer(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	if balance(r.Context(), a.db, r.URL.Query().Get("account")) < 100 { // want `the precondition on release\.balance is checked before the key lookup redis\.SetNX and rejects with 402`
		a.rdb.Del(r.Context(), key) // want `a failure path before the claim by redis\.SetNX deletes the key's record with redis\.Del, but this attempt did not create it`
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	ok, _ := a.rdb.SetNX(r.Context(), key, "in_progress", 24*time.Hour).Result()
	if !ok {
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	if err := charge(key); err != nil {
		a.rdb.Del(r.Context(), key)
	}
}

// Twin: the precondition is checked after the claim, and the release is
// this attempt's own.
func (a *API) TransferAfterClaim(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, _ := a.rdb.SetNX(r.Context(), key, "in_progress", 24*time.Hour).Result()
	if !ok {
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	if balance(r.Context(), a.db, r.URL.Query().Get("account")) < 100 {
		a.rdb.Del(r.Context(), key)
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	if err := charge(key); err != nil {
		a.rdb.Del(r.Context(), key)
	}
}

// The unique violation's branch deletes the row another attempt inserted.
func (a *API) Order(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key, state) VALUES ($1, 'in_progress')", key)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key) // want `the duplicate's branch of sql\.DB\.ExecContext \(pgx \(SQLSTATE 23505 unique_violation\)\) deletes the key's record with sql\.DB\.ExecContext`
		http.Error(w, "retry", http.StatusConflict)
		return
	}
	if err := charge(key); err != nil {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key)
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}

type IdempotencyKey struct {
	Key   string `gorm:"primaryKey"`
	State string
}

// gorm: the duplicate deletes the model's row.
func (a *API) Refund(w http.ResponseWriter, r *http.Request) {
	rec := IdempotencyKey{Key: r.Header.Get("Idempotency-Key"), State: "in_progress"}
	if err := a.gdb.Create(&rec).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		a.gdb.Delete(&IdempotencyKey{}, "key = ?", rec.Key) // want `deletes the key's record with gorm\.DB\.Delete`
		http.Error(w, "retry", http.StatusConflict)
		return
	}
}

// Twin: the duplicate's branch deletes another key's row (a cart the
// request emptied), not the record it lost to.
func (a *API) RefundCart(w http.ResponseWriter, r *http.Request) {
	rec := IdempotencyKey{Key: r.Header.Get("Idempotency-Key"), State: "in_progress"}
	if err := a.gdb.Create(&rec).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		a.db.ExecContext(r.Context(), "DELETE FROM carts WHERE id = $1", r.URL.Query().Get("cart"))
		http.Error(w, "retry", http.StatusConflict)
		return
	}
}

// A deferred release on every error, the duplicate's included.
func (a *API) Hold(ctx context.Context, key string) (err error) {
	rk := "hold:" + key
	defer func() {
		if err != nil {
			a.rdb.Del(context.WithoutCancel(ctx), rk) // want `the deferred release by redis\.Del also runs when Hold returns an error on the duplicate's branch`
		}
	}()
	won, err := a.rdb.SetNX(ctx, rk, "in_progress", 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !won {
		return errors.New("in progress")
	}
	return charge(key)
}

// Twin: the release is guarded by a flag set when this attempt won.
func (a *API) HoldOnce(ctx context.Context, key string) (err error) {
	rk := "hold:" + key
	claimed := false
	defer func() {
		if err != nil && claimed {
			a.rdb.Del(context.WithoutCancel(ctx), rk)
		}
	}()
	won, err := a.rdb.SetNX(ctx, rk, "in_progress", 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !won {
		return errors.New("in progress")
	}
	claimed = true
	return charge(key)
}

// Twin: the release is deferred only once the claim is won.
func (a *API) HoldAfterWin(ctx context.Context, key string) (err error) {
	rk := "hold:" + key
	won, err := a.rdb.SetNX(ctx, rk, "in_progress", 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !won {
		return errors.New("in progress")
	}
	defer func() {
		if err != nil {
			a.rdb.Del(context.WithoutCancel(ctx), rk)
		}
	}()
	return charge(key)
}
