// Package jobs: reconciliation jobs that compare payments in database/sql
// with stripe-go v82's charges and count the drift with Prometheus
// client_golang, expvar and go-statsd-client, beside their twins.
package jobs

import (
	"context"
	"database/sql"
	"expvar"
	"time"

	"github.com/cactus/go-statsd-client/v5/statsd"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
)

var (
	mismatches = promauto.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})
	byReason   = promauto.NewCounterVec(prometheus.CounterOpts{Name: "reconcile_drift_total"}, []string{"reason"})
	oldestAge  = promauto.NewGauge(prometheus.GaugeOpts{Name: "reconcile_oldest_unreconciled_age_seconds"})
	runTime    = promauto.NewHistogram(prometheus.HistogramOpts{Name: "reconcile_run_seconds"})
	expDrift   = expvar.NewInt("reconcile_drift")
	expOldest  = expvar.NewInt("reconcile_oldest_age_seconds")
)

type payment struct {
	ChargeID  string
	Amount    int64
	CreatedAt time.Time
}

// Job compares local payments with the provider's charges.
type Job struct {
	db    *sql.DB
	stats statsd.Statter
}

func (j *Job) byCharge(ctx context.Context) (map[string]payment, time.Time, error) {
	rows, err := j.db.QueryContext(ctx, `SELECT charge_id, amount, created_at FROM payments WHERE reconciled_at IS NULL ORDER BY created_at`)
	if err != nil {
		return nil, time.Time{}, err
	}
	defer rows.Close()
	out := map[string]payment{}
	var oldest time.Time
	for rows.Next() {
		var p payment
		if err := rows.Scan(&p.ChargeID, &p.Amount, &p.CreatedAt); err != nil {
			return nil, time.Time{}, err
		}
		if oldest.IsZero() {
			oldest = p.CreatedAt
		}
		out[p.ChargeID] = p
	}
	return out, oldest, rows.Err()
}

// Prometheus counts, by reason, and a histogram of the run: nothing grows
// when the job stops.
func (j *Job) Prom(ctx context.Context) error { // want: reconcile
	start := time.Now()
	defer func() { runTime.Observe(time.Since(start).Seconds()) }()
	local, _, err := j.byCharge(ctx)
	if err != nil {
		return err
	}
	it := charge.List(&stripe.ChargeListParams{})
	for it.Next() {
		c := it.Charge()
		p, ok := local[c.ID]
		if !ok {
			byReason.WithLabelValues("missing").Inc()
			continue
		}
		if p.Amount != c.Amount {
			mismatches.Inc()
		}
	}
	return it.Err()
}

// Twin: the oldest unreconciled payment's age is a gauge.
func (j *Job) PromWatched(ctx context.Context) error {
	local, oldest, err := j.byCharge(ctx)
	if err != nil {
		return err
	}
	if !oldest.IsZero() {
		oldestAge.Set(time.Since(oldest).Seconds())
	}
	it := charge.List(&stripe.ChargeListParams{})
	for it.Next() {
		if p, ok := local[it.Charge().ID]; ok && p.Amount != it.Charge().Amount {
			mismatches.Inc()
		}
	}
	return it.Err()
}

// expvar counts only.
func (j *Job) Expvar(ctx context.Context, id string) error { // want: reconcile
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT amount FROM payments WHERE charge_id = $1`, id).Scan(&amount); err != nil {
		return err
	}
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		expDrift.Add(1)
	}
	return nil
}

// Twin: expvar publishes the age too.
func (j *Job) ExpvarWatched(ctx context.Context, id string) error {
	var amount int64
	var created time.Time
	if err := j.db.QueryRowContext(ctx, `SELECT amount, created_at FROM payments WHERE charge_id = $1`, id).Scan(&amount, &created); err != nil {
		return err
	}
	expOldest.Set(int64(time.Since(created).Seconds()))
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		expDrift.Add(1)
	}
	return nil
}

// statsd counts only.
func (j *Job) Statsd(ctx context.Context, id string) error { // want: reconcile
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT amount FROM payments WHERE charge_id = $1`, id).Scan(&amount); err != nil {
		return err
	}
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		_ = j.stats.Inc("reconcile.drift", 1, 1.0)
	}
	return nil
}

// Twin: statsd gets the age as a gauge.
func (j *Job) StatsdWatched(ctx context.Context, id string) error {
	var amount int64
	var created time.Time
	if err := j.db.QueryRowContext(ctx, `SELECT amount, created_at FROM payments WHERE charge_id = $1`, id).Scan(&amount, &created); err != nil {
		return err
	}
	_ = j.stats.Gauge("reconcile.oldest_age_seconds", int64(time.Since(created).Seconds()), 1.0)
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		_ = j.stats.Inc("reconcile.drift", 1, 1.0)
	}
	return nil
}

// Twin: a sync copies charges in and compares nothing.
func (j *Job) Sync(ctx context.Context) error {
	it := charge.List(&stripe.ChargeListParams{})
	for it.Next() {
		c := it.Charge()
		if _, err := j.db.ExecContext(ctx, `INSERT INTO charges (id, amount) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET amount = excluded.amount`, c.ID, c.Amount); err != nil {
			return err
		}
		mismatches.Add(0)
	}
	return it.Err()
}
