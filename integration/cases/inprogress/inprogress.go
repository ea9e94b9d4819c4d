// Package inprogress: idempotency stores with only "done" and "not done" on
// the real go-redis v9, pgx v5, database/sql, gorm and stripe-go v82,
// beside their correct twins.
package inprogress

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

const keep = 7 * 24 * time.Hour

// Schema: a bare table of keys, and the table with state and response.
const (
	bareSchema = `CREATE TABLE idempotency_keys (key text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now())` // want: inprogress
	goodSchema = `CREATE TABLE idempotency_requests (key text PRIMARY KEY, request_hash text NOT NULL, state text NOT NULL, response jsonb)`
)

type Payments struct {
	rdb  *redis.Client
	pool *pgxpool.Pool
	db   *sql.DB
	gdb  *gorm.DB
}

func charge(amount int64) (*stripe.PaymentIntent, error) {
	return paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")})
}

// A retry of a payment still running is told 200 with an empty body.
func (p *Payments) Pay(w http.ResponseWriter, r *http.Request) {
	key := "idem:pay:" + r.Header.Get("Idempotency-Key")
	ok, err := p.rdb.SetNX(r.Context(), key, "in_progress", keep).Result() // want: inprogress
	if err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	if !ok {
		return
	}
	pi, err := charge(100)
	if err != nil {
		p.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusPaymentRequired)
		return
	}
	p.rdb.Set(r.Context(), key, pi.ID, keep)
	json.NewEncoder(w).Encode(pi)
}

// Twin: 409 while in progress, the stored charge once done.
func (p *Payments) PayOnce(w http.ResponseWriter, r *http.Request) {
	key := "idem:pay:" + r.Header.Get("Idempotency-Key")
	ok, err := p.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	if !ok {
		v, err := p.rdb.Get(r.Context(), key).Result()
		if err != nil || v == "in_progress" {
			http.Error(w, "a payment with this key is in progress", http.StatusConflict)
			return
		}
		json.NewEncoder(w).Encode(map[string]string{"id": v})
		return
	}
	pi, err := charge(100)
	if err != nil {
		p.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusPaymentRequired)
		return
	}
	p.rdb.Set(r.Context(), key, pi.ID, keep)
	json.NewEncoder(w).Encode(pi)
}

// The claim is the only record of the refund: a refund that fails leaves
// the key taken, and every retry skips it.
func (p *Payments) Refund(ctx context.Context, chargeID string) error {
	tag, err := p.pool.Exec(ctx, `INSERT INTO refunds_idempotency (key) VALUES ($1) ON CONFLICT DO NOTHING`, chargeID) // want: inprogress
	if err != nil || tag.RowsAffected() == 0 {
		return err
	}
	_, err = refund.New(&stripe.RefundParams{PaymentIntent: stripe.String(chargeID)})
	return err
}

// Twin: claim in progress, refund, record the outcome; on failure the claim
// is deleted so a retry can run.
func (p *Payments) RefundOnce(ctx context.Context, chargeID string) error {
	tag, err := p.pool.Exec(ctx, `INSERT INTO idempotency_requests (key, state, request_hash) VALUES ($1, 'in_progress', $2) ON CONFLICT DO NOTHING`, "refund:"+chargeID, chargeID)
	if err != nil || tag.RowsAffected() == 0 {
		return err
	}
	re, err := refund.New(&stripe.RefundParams{PaymentIntent: stripe.String(chargeID)})
	if err != nil {
		p.pool.Exec(ctx, `DELETE FROM idempotency_requests WHERE key = $1`, "refund:"+chargeID)
		return err
	}
	_, err = p.pool.Exec(ctx, `UPDATE idempotency_requests SET state = 'succeeded', response = $2 WHERE key = $1`, "refund:"+chargeID, re.ID)
	return err
}

type Receipt struct{ ChargeID string }

var ErrInProgress = errors.New("a request with this key is in progress")

// A duplicate gets no receipt and no error from the service.
func (p *Payments) Checkout(ctx context.Context, key string, amount int64) (*Receipt, error) {
	res, err := p.db.ExecContext(ctx, `INSERT INTO idempotency_requests (key, state, request_hash) VALUES ($1, 'in_progress', '') ON CONFLICT DO NOTHING`, key) // want: inprogress
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, nil
	}
	pi, err := charge(amount)
	if err != nil {
		p.db.ExecContext(ctx, `DELETE FROM idempotency_requests WHERE key = $1`, key)
		return nil, err
	}
	_, err = p.db.ExecContext(ctx, `UPDATE idempotency_requests SET state = 'succeeded', response = $2 WHERE key = $1`, key, pi.ID)
	return &Receipt{ChargeID: pi.ID}, err
}

// Twin: the duplicate reads the stored state and response.
func (p *Payments) CheckoutOnce(ctx context.Context, key string, amount int64) (*Receipt, error) {
	res, err := p.db.ExecContext(ctx, `INSERT INTO idempotency_requests (key, state, request_hash) VALUES ($1, 'in_progress', '') ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var state, id string
		if err := p.db.QueryRowContext(ctx, `SELECT state, response FROM idempotency_requests WHERE key = $1`, key).Scan(&state, &id); err != nil {
			return nil, err
		}
		if state == "in_progress" {
			return nil, ErrInProgress
		}
		return &Receipt{ChargeID: id}, nil // want: payloadguard
	}
	pi, err := charge(amount)
	if err != nil {
		p.db.ExecContext(ctx, `DELETE FROM idempotency_requests WHERE key = $1`, key)
		return nil, err
	}
	_, err = p.db.ExecContext(ctx, `UPDATE idempotency_requests SET state = 'succeeded', response = $2 WHERE key = $1`, key, pi.ID)
	return &Receipt{ChargeID: pi.ID}, err
}

type IdempotencyRecord struct { // want: payloadguard
	Key      string `gorm:"primaryKey"`
	State    string
	Response string
}

// gorm: the claim is the only record of the charge.
func (p *Payments) GormPay(ctx context.Context, key string) error {
	res := p.gdb.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&IdempotencyRecord{Key: key, State: "done"}) // want: inprogress
	if res.Error != nil || res.RowsAffected == 0 {
		return res.Error
	}
	_, err := charge(100)
	return err
}

// Twin: gorm, in progress then the outcome.
func (p *Payments) GormPayOnce(ctx context.Context, key string) error {
	rec := &IdempotencyRecord{Key: key, State: "in_progress"}
	res := p.gdb.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(rec)
	if res.Error != nil || res.RowsAffected == 0 {
		return res.Error
	}
	pi, err := charge(100)
	if err != nil {
		p.gdb.WithContext(ctx).Delete(rec)
		return err
	}
	return p.gdb.WithContext(ctx).Model(rec).Updates(map[string]any{"state": "succeeded", "response": pi.ID}).Error
}
