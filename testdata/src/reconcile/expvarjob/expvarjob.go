// Package expvarjob holds reconcile cases on jobs that publish expvar
// counts: the positive beside its twin, which publishes the age of the
// oldest unmatched payment.
package expvarjob

import (
	"context"
	"database/sql"
	"expvar"
	"time"

	"github.com/stripe/stripe-go/v82/charge"
)

var (
	mismatches = expvar.NewInt("reconcile_mismatches")
	oldestAge  = expvar.NewInt("reconcile_oldest_age_seconds")
)

// Reconcile publishes a count.
func Reconcile(ctx context.Context, db *sql.DB) error { // want `reconciliation job Reconcile compares local records with the provider's and emits counts \(expvar\.Int\.Add\)`
	var id string
	var amount int64
	if err := db.QueryRowContext(ctx, `SELECT charge_id, amount FROM payments WHERE reconciled_at IS NULL LIMIT 1`).Scan(&id, &amount); err != nil {
		return err
	}
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		mismatches.Add(1)
	}
	return nil
}

// Twin: the age of the oldest unmatched payment is published too.
func ReconcileWatched(ctx context.Context, db *sql.DB) error {
	var id string
	var amount int64
	var created time.Time
	if err := db.QueryRowContext(ctx, `SELECT charge_id, amount, created_at FROM payments WHERE reconciled_at IS NULL ORDER BY created_at LIMIT 1`).Scan(&id, &amount, &created); err != nil {
		return err
	}
	oldestAge.Set(int64(time.Since(created).Seconds()))
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		mismatches.Add(1)
	}
	return nil
}
