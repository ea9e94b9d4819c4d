// Package recon shows a reconciliation job nobody watches (reconcile)
// beside its twin: both compare the payments table with Stripe's charges
// and count the drift; only the twin publishes the age of the oldest
// unreconciled payment, which grows the moment the job stops.
package recon

import (
	"context"
	"database/sql"
	"expvar"
	"time"

	"github.com/stripe/stripe-go/v82/charge"
)

var (
	drift     = expvar.NewInt("reconcile_drift_total")
	oldestAge = expvar.NewInt("reconcile_oldest_unreconciled_age_seconds")
)

type Job struct{ db *sql.DB }

// Check counts drift only: when the job stops, the counter stays flat and
// reads as "no drift".
func (j *Job) Check(ctx context.Context, chargeID string) error { // want: reconcile
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT amount FROM payments WHERE charge_id = $1`, chargeID).Scan(&amount); err != nil {
		return err
	}
	if c, err := charge.Get(chargeID, nil); err == nil && c.Amount != amount {
		drift.Add(1)
	}
	return nil
}

// CheckWatched also sets the age of the payment it reconciles: an alert on
// that gauge fires when the job stops.
func (j *Job) CheckWatched(ctx context.Context, chargeID string) error {
	var amount int64
	var created time.Time
	if err := j.db.QueryRowContext(ctx, `SELECT amount, created_at FROM payments WHERE charge_id = $1`, chargeID).Scan(&amount, &created); err != nil {
		return err
	}
	oldestAge.Set(int64(time.Since(created).Seconds()))
	if c, err := charge.Get(chargeID, nil); err == nil && c.Amount != amount {
		drift.Add(1)
	}
	return nil
}
