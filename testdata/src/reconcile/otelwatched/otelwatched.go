// Package otelwatched holds a reconcile twin: an observable gauge reports
// the age of the oldest unmatched transfer.
package otelwatched

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"go.opentelemetry.io/otel/metric"
	"gorm.io/gorm"
)

type Transfer struct {
	ID        string
	Amount    int64
	CreatedAt time.Time
}

type line struct {
	Ref    string `json:"ref"`
	Amount int64  `json:"amount"`
}

// Job compares transfers with the bank's statement.
type Job struct {
	db     *gorm.DB
	drift  metric.Int64Counter
	mu     sync.Mutex
	oldest time.Time
}

// New registers the age gauge.
func New(db *gorm.DB, m metric.Meter) (*Job, error) {
	j := &Job{db: db}
	drift, err := m.Int64Counter("reconcile.drift")
	if err != nil {
		return nil, err
	}
	j.drift = drift
	_, err = m.Float64ObservableGauge("reconcile.oldest_unmatched_age", metric.WithFloat64Callback(func(_ context.Context, o metric.Float64Observer) error {
		j.mu.Lock()
		defer j.mu.Unlock()
		if !j.oldest.IsZero() {
			o.Observe(time.Since(j.oldest).Seconds())
		}
		return nil
	}))
	return j, err
}

// Reconcile counts drift; the observable gauge watches its age.
func (j *Job) Reconcile(ctx context.Context) error {
	var local []Transfer
	if err := j.db.Where("settled = ?", false).Find(&local).Error; err != nil {
		return err
	}
	resp, err := http.Get("https://bank.example/statement")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var lines []line
	if err := json.NewDecoder(resp.Body).Decode(&lines); err != nil {
		return err
	}
	byRef := map[string]int64{}
	for _, l := range lines {
		byRef[l.Ref] = l.Amount
	}
	var oldest time.Time
	for _, t := range local {
		if amt, ok := byRef[t.ID]; !ok || amt != t.Amount {
			j.drift.Add(ctx, 1)
			if oldest.IsZero() {
				oldest = t.CreatedAt
			}
		}
	}
	j.mu.Lock()
	j.oldest = oldest
	j.mu.Unlock()
	return nil
}
