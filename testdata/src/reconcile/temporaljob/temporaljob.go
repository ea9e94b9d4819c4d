// Package temporaljob holds reconcile cases on a Temporal workflow whose
// activities read the two sides, compared in the workflow: the positive
// beside its twin, whose recording activity sets the age of the oldest
// unmatched payment.
package temporaljob

import (
	"context"
	"database/sql"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stripe/stripe-go/v82/charge"
	"go.temporal.io/sdk/workflow"
)

var (
	drift     = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_drift_total"})
	oldestAge = prometheus.NewGauge(prometheus.GaugeOpts{Name: "reconcile_oldest_unreconciled_age_seconds"})
)

// Payment is a local record.
type Payment struct {
	ChargeID  string
	Amount    int64
	CreatedAt time.Time
}

// Activities read the two sides and record the outcome.
type Activities struct{ db *sql.DB }

// Local reads the unreconciled payments.
func (a *Activities) Local(ctx context.Context) ([]Payment, error) { // want Local:`reads\(local\)`
	rows, err := a.db.QueryContext(ctx, `SELECT charge_id, amount, created_at FROM payments WHERE reconciled_at IS NULL`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Payment
	for rows.Next() {
		var p Payment
		if err := rows.Scan(&p.ChargeID, &p.Amount, &p.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Remote reads the provider's amount of a charge.
func (a *Activities) Remote(ctx context.Context, id string) (int64, error) { // want Remote:`reads\(provider\)`
	c, err := charge.Get(id, nil)
	if err != nil {
		return 0, err
	}
	return c.Amount, nil
}

// Record counts the drift.
func (a *Activities) Record(ctx context.Context, n int) error {
	drift.Add(float64(n))
	return nil
}

// RecordWatched counts the drift and sets the oldest mismatch's age.
func (a *Activities) RecordWatched(ctx context.Context, n int, oldest time.Time) error {
	drift.Add(float64(n))
	oldestAge.Set(time.Since(oldest).Seconds())
	return nil
}

// Reconcile compares in the workflow and counts in an activity.
func Reconcile(ctx workflow.Context) error { // want `reconciliation job Reconcile compares local records with the provider's and emits counts \(prometheus\.Counter\.Add\)`
	var a *Activities
	var local []Payment
	if err := workflow.ExecuteActivity(ctx, a.Local).Get(ctx, &local); err != nil {
		return err
	}
	n := 0
	for _, p := range local {
		var amount int64
		if err := workflow.ExecuteActivity(ctx, a.Remote, p.ChargeID).Get(ctx, &amount); err != nil {
			return err
		}
		if amount != p.Amount {
			n++
		}
	}
	return workflow.ExecuteActivity(ctx, a.Record, n).Get(ctx, nil)
}

// Twin: the recording activity sets the age of the oldest mismatch.
func ReconcileWatched(ctx workflow.Context) error {
	var a *Activities
	var local []Payment
	if err := workflow.ExecuteActivity(ctx, a.Local).Get(ctx, &local); err != nil {
		return err
	}
	n := 0
	var oldest time.Time
	for _, p := range local {
		var amount int64
		if err := workflow.ExecuteActivity(ctx, a.Remote, p.ChargeID).Get(ctx, &amount); err != nil {
			return err
		}
		if amount != p.Amount {
			n++
			if oldest.IsZero() {
				oldest = p.CreatedAt
			}
		}
	}
	return workflow.ExecuteActivity(ctx, a.RecordWatched, n, oldest).Get(ctx, nil)
}
