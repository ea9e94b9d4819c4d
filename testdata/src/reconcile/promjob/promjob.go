// Package promjob holds reconcile cases on jobs that compare payments in
// database/sql with Stripe's charges and count the drift with Prometheus:
// each positive beside its correct twin.
package promjob

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stripe/stripe-go/v82/charge"
)

var (
	mismatches  = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})
	missing     = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_missing_total"})
	oldestAge   = prometheus.NewGauge(prometheus.GaugeOpts{Name: "reconcile_oldest_unreconciled_age_seconds"})
	lastSuccess = prometheus.NewGauge(prometheus.GaugeOpts{Name: "reconcile_last_success_timestamp_seconds"})
	duration    = prometheus.NewGauge(prometheus.GaugeOpts{Name: "reconcile_duration_seconds"})
	synced      = prometheus.NewCounter(prometheus.CounterOpts{Name: "charges_synced_total"})
)

type payment struct {
	ChargeID  string
	Amount    int64
	CreatedAt time.Time
}

// Job compares the payments recorded locally with the provider's charges.
type Job struct{ db *sql.DB }

func (j *Job) pending(ctx context.Context) ([]payment, error) { // want pending:`reads\(local\)`
	rows, err := j.db.QueryContext(ctx, `SELECT charge_id, amount, created_at FROM payments WHERE reconciled_at IS NULL ORDER BY created_at`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []payment
	for rows.Next() {
		var p payment
		if err := rows.Scan(&p.ChargeID, &p.Amount, &p.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Counts only: a job that stops, or a payment that never matches, leaves
// the counters flat.
func (j *Job) Reconcile(ctx context.Context) error { // want `reconciliation job Job\.Reconcile compares local records with the provider's and emits counts \(prometheus\.Counter\.Inc\) but no gauge of the oldest unreconciled record's age`
	local, err := j.pending(ctx)
	if err != nil {
		return err
	}
	for _, p := range local {
		c, err := charge.Get(p.ChargeID, nil)
		if err != nil {
			missing.Inc()
			continue
		}
		if c.Amount != p.Amount {
			mismatches.Inc()
		}
	}
	return nil
}

// Twin: the age of the oldest unreconciled payment is a gauge.
func (j *Job) ReconcileWatched(ctx context.Context) error {
	local, err := j.pending(ctx)
	if err != nil {
		return err
	}
	if len(local) > 0 {
		oldestAge.Set(time.Since(local[0].CreatedAt).Seconds())
	} else {
		oldestAge.Set(0)
	}
	for _, p := range local {
		c, err := charge.Get(p.ChargeID, nil)
		if err != nil {
			missing.Inc()
			continue
		}
		if c.Amount != p.Amount {
			mismatches.Inc()
		}
	}
	return nil
}

// A gauge of the job's own duration is no age of a record: the naive
// "a gauge of time.Since" is not enough.
func (j *Job) ReconcileTimed(ctx context.Context) error { // want `reconciliation job Job\.ReconcileTimed compares local records with the provider's and emits counts`
	start := time.Now()
	defer func() { duration.Set(time.Since(start).Seconds()) }()
	local, err := j.pending(ctx)
	if err != nil {
		return err
	}
	for _, p := range local {
		if c, err := charge.Get(p.ChargeID, nil); err == nil && c.Amount != p.Amount {
			mismatches.Inc()
		}
	}
	return nil
}

// Twin: the ticker loop that runs the job sets the time of its last
// successful run.
func (j *Job) Run(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := j.reconcileOnce(ctx); err == nil {
				lastSuccess.SetToCurrentTime()
			}
		}
	}
}

func (j *Job) reconcileOnce(ctx context.Context) error {
	local, err := j.pending(ctx)
	if err != nil {
		return err
	}
	for _, p := range local {
		if c, err := charge.Get(p.ChargeID, nil); err == nil && c.Amount != p.Amount {
			mismatches.Inc()
		}
	}
	return nil
}

// Twin: a sync copies the provider's charges in and compares nothing.
func (j *Job) Sync(ctx context.Context) error {
	it := charge.List(nil)
	for it.Next() {
		c := it.Charge()
		if _, err := j.db.ExecContext(ctx, `INSERT INTO charges (id, amount) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET amount = $2`, c.ID, c.Amount); err != nil {
			return err
		}
		synced.Inc()
	}
	return it.Err()
}

// Twin: a job that emits no metric at all is no job counted and unwatched.
func (j *Job) ReconcileQuiet(ctx context.Context) (int, error) {
	local, err := j.pending(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range local {
		if c, err := charge.Get(p.ChargeID, nil); err == nil && c.Amount != p.Amount {
			n++
		}
	}
	return n, nil
}

// Twin: an HTTP handler that checks a payment against the provider while
// answering a request is no job; its count has no staleness to watch.
func (j *Job) Verify(w http.ResponseWriter, r *http.Request) {
	var amount int64
	id := r.URL.Query().Get("charge")
	if err := j.db.QueryRowContext(r.Context(), `SELECT amount FROM payments WHERE charge_id = $1`, id).Scan(&amount); err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		mismatches.Inc()
		w.WriteHeader(http.StatusConflict)
	}
}
