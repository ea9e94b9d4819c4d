// Package promfunc holds a reconcile twin: the age of the last successful
// run is a GaugeFunc registered by the job's constructor.
package promfunc

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stripe/stripe-go/v82/charge"
)

var mismatches = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})

// Job compares payments with the provider's charges.
type Job struct {
	db      *sql.DB
	mu      sync.Mutex
	lastRun time.Time
}

// New registers the staleness gauge.
func New(db *sql.DB) *Job {
	j := &Job{db: db, lastRun: time.Now()}
	prometheus.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "reconcile_seconds_since_success"}, func() float64 {
		j.mu.Lock()
		defer j.mu.Unlock()
		return time.Since(j.lastRun).Seconds()
	}))
	return j
}

// Reconcile counts mismatches; the constructor's gauge watches it.
func (j *Job) Reconcile(ctx context.Context) error {
	var id string
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT charge_id, amount FROM payments WHERE reconciled_at IS NULL LIMIT 1`).Scan(&id, &amount); err != nil {
		return err
	}
	c, err := charge.Get(id, nil)
	if err != nil {
		return err
	}
	if c.Amount != amount {
		mismatches.Inc()
	}
	j.mu.Lock()
	j.lastRun = time.Now()
	j.mu.Unlock()
	return nil
}
