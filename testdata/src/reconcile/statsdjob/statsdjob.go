// Package statsdjob holds reconcile cases on jobs that send statsd counts:
// the positive beside its twin, which sends the oldest record's age.
package statsdjob

import (
	"context"
	"database/sql"
	"time"

	"github.com/cactus/go-statsd-client/v5/statsd"
	"github.com/stripe/stripe-go/v82/charge"
)

// Job compares payments with the provider's charges.
type Job struct {
	db    *sql.DB
	stats statsd.Statter
}

// Reconcile sends a count.
func (j *Job) Reconcile(ctx context.Context) error { // want `reconciliation job Job\.Reconcile compares local records with the provider's and emits counts \(statsd\.StatSender\.Inc\)`
	var id string
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT charge_id, amount FROM payments WHERE reconciled_at IS NULL LIMIT 1`).Scan(&id, &amount); err != nil {
		return err
	}
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		j.stats.Inc("reconcile.mismatch", 1, 1.0)
	}
	return nil
}

// Twin: the oldest unmatched payment's age is a gauge.
func (j *Job) ReconcileWatched(ctx context.Context) error {
	var id string
	var amount int64
	var created time.Time
	if err := j.db.QueryRowContext(ctx, `SELECT charge_id, amount, created_at FROM payments WHERE reconciled_at IS NULL ORDER BY created_at LIMIT 1`).Scan(&id, &amount, &created); err != nil {
		return err
	}
	j.stats.Gauge("reconcile.oldest_age_seconds", int64(time.Since(created).Seconds()), 1.0)
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		j.stats.Inc("reconcile.mismatch", 1, 1.0)
	}
	return nil
}
