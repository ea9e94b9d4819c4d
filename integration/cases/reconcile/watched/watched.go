// Package watched: reconciliation jobs watched for staleness on the real
// Prometheus client_golang, by a GaugeFunc its constructor registers and
// by SetToCurrentTime in the ticker loop that runs another.
package watched

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"github.com/stripe/stripe-go/v82/charge"
)

var mismatches = promauto.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})

// Job compares payments with the provider's charges.
type Job struct {
	db      *sql.DB
	mu      sync.Mutex
	lastRun time.Time
}

// New registers the gauge of the time since the last successful run.
func New(db *sql.DB) *Job {
	j := &Job{db: db, lastRun: time.Now()}
	promauto.NewGaugeFunc(prometheus.GaugeOpts{Name: "reconcile_seconds_since_success"}, func() float64 {
		j.mu.Lock()
		defer j.mu.Unlock()
		return time.Since(j.lastRun).Seconds()
	})
	return j
}

// Reconcile counts; the constructor's gauge watches it.
func (j *Job) Reconcile(ctx context.Context, id string) error {
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT amount FROM payments WHERE charge_id = $1`, id).Scan(&amount); err != nil {
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
