// Package storeuse: schema alone proves nothing, on the real database/sql
// and gorm. Tables and models used as a request's idempotency store, or
// unused and named for request idempotency, are reported; a consumer's
// dedup table, a log of keys sent to a provider, a claim committed in the
// effect's transaction, and unused dedup-named tables are not.
package storeuse

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

const (
	requestKeys = `CREATE TABLE request_keys (key text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now())` // want: inprogress
	processed   = `CREATE TABLE processed_keys (key text PRIMARY KEY)`
	providerLog = `CREATE TABLE idempotency_keys_sent (key text PRIMARY KEY, provider text NOT NULL)`
	txClaims    = `CREATE TABLE idempotency_claims (key text PRIMARY KEY)`
	unused      = `CREATE TABLE idempotent_requests (key text PRIMARY KEY)` // want: inprogress
	dedupUnused = `CREATE TABLE dedup_entries (key text PRIMARY KEY)`
)

func charge(amount int64) (*stripe.PaymentIntent, error) {
	return paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")})
}

type API struct {
	db  *sql.DB
	gdb *gorm.DB
}

// A request's store: claimed, then a payment; a duplicate told 409.
func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	res, err := a.db.ExecContext(r.Context(), `INSERT INTO request_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusConflict) // want: duperror
		return
	}
	if _, err := charge(100); err != nil {
		a.db.ExecContext(r.Context(), `DELETE FROM request_keys WHERE key = $1`, key)
		w.WriteHeader(http.StatusPaymentRequired)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// A consumer's dedup table, released when the effect fails.
func (a *API) Consume(ctx context.Context, key string) error {
	res, err := a.db.ExecContext(ctx, `INSERT INTO processed_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := charge(1); err != nil {
		a.db.ExecContext(ctx, `DELETE FROM processed_keys WHERE key = $1`, key)
		return err
	}
	return nil
}

// A log of the keys handed to the provider.
func (a *API) Send(ctx context.Context, key string) (string, error) {
	pi, err := charge(1)
	if err != nil {
		return "", err
	}
	_, err = a.db.ExecContext(ctx, `INSERT INTO idempotency_keys_sent (key, provider) VALUES ($1, 'stripe')`, key)
	return pi.ID, err
}

// The claim commits with the order row.
func (a *API) Order(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	tx, err := a.db.BeginTx(r.Context(), nil)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(r.Context(), `INSERT INTO idempotency_claims (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusConflict) // want: duperror
		return
	}
	tx.ExecContext(r.Context(), `INSERT INTO orders (key) VALUES ($1)`, key)
	tx.Commit()
}

// PaymentKey is claimed by a handler before a payment.
type PaymentKey struct { // want: inprogress
	Key string `gorm:"primaryKey"`
}

// IdempotencyTxKey is claimed in the transaction that creates the order.
type IdempotencyTxKey struct {
	Key string `gorm:"primaryKey"`
}

// OrderRow is the order.
type OrderRow struct {
	ID  uint
	Key string
}

func (a *API) GormPay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	res := a.gdb.WithContext(r.Context()).Clauses(clause.OnConflict{DoNothing: true}).Create(&PaymentKey{Key: key})
	if res.Error != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if res.RowsAffected == 0 {
		w.WriteHeader(http.StatusConflict) // want: duperror
		return
	}
	if _, err := charge(100); err != nil {
		a.gdb.WithContext(r.Context()).Delete(&PaymentKey{Key: key})
		w.WriteHeader(http.StatusPaymentRequired)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (a *API) GormOrder(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	err := a.gdb.WithContext(r.Context()).Transaction(func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&IdempotencyTxKey{Key: key})
		if res.Error != nil || res.RowsAffected == 0 {
			return res.Error
		}
		return tx.Create(&OrderRow{Key: key}).Error
	})
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
	}
}
