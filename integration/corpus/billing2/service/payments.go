package service

import (
	"context"
	"database/sql"

	"github.com/cenkalti/backoff/v4"
)

// PaymentLog writes the payments the processor confirmed.
type PaymentLog struct{ db *sql.DB }

func NewPaymentLog(db *sql.DB) *PaymentLog { return &PaymentLog{db: db} }

// Record retries an INSERT … RETURNING: a lost reply writes the row again.
func (p *PaymentLog) Record(ctx context.Context, ref string, amount int64) (int64, error) {
	return backoff.RetryWithData(func() (int64, error) {
		var id int64
		err := p.db.QueryRowContext(ctx, // want: retrykeyless
			`INSERT INTO payments (provider_ref, amount) VALUES ($1, $2) RETURNING id`, ref, amount).Scan(&id)
		return id, err
	}, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}

// RecordOnce upserts by the processor's reference and returns the row's
// ID, the same on every attempt.
func (p *PaymentLog) RecordOnce(ctx context.Context, ref string, amount int64) (int64, error) {
	return backoff.RetryWithData(func() (int64, error) {
		var id int64
		err := p.db.QueryRowContext(ctx,
			`INSERT INTO payments (provider_ref, amount) VALUES ($1, $2)
			 ON CONFLICT (provider_ref) DO UPDATE SET amount = EXCLUDED.amount RETURNING id`, ref, amount).Scan(&id)
		return id, err
	}, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}
