// Package otelwatched: a reconciliation job watched by an OpenTelemetry
// observable gauge of the oldest unmatched transfer's age.
package otelwatched

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.opentelemetry.io/otel/metric"
)

// Job compares transfers with the bank's statement.
type Job struct {
	pool   *pgxpool.Pool
	drift  metric.Int64Counter
	mu     sync.Mutex
	oldest time.Time
}

// New registers the counter and the age gauge.
func New(pool *pgxpool.Pool, m metric.Meter) (*Job, error) {
	j := &Job{pool: pool}
	drift, err := m.Int64Counter("settlement.drift")
	if err != nil {
		return nil, err
	}
	j.drift = drift
	_, err = m.Float64ObservableGauge("settlement.oldest_unmatched_age", metric.WithUnit("s"),
		metric.WithFloat64Callback(func(_ context.Context, o metric.Float64Observer) error {
			j.mu.Lock()
			defer j.mu.Unlock()
			if !j.oldest.IsZero() {
				o.Observe(time.Since(j.oldest).Seconds())
			}
			return nil
		}))
	return j, err
}

// Reconcile counts; the observable gauge watches the age.
func (j *Job) Reconcile(ctx context.Context) error {
	resp, err := http.Get("https://bank.example/statement")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	remote := map[string]int64{}
	if err := json.NewDecoder(resp.Body).Decode(&remote); err != nil {
		return err
	}
	var ref string
	var amount int64
	var created time.Time
	if err := j.pool.QueryRow(ctx, `SELECT ref, amount, created_at FROM transfers WHERE settled = false ORDER BY created_at LIMIT 1`).Scan(&ref, &amount, &created); err != nil {
		return err
	}
	if remote[ref] != amount {
		j.drift.Add(ctx, 1)
		j.mu.Lock()
		j.oldest = created
		j.mu.Unlock()
	}
	return nil
}
