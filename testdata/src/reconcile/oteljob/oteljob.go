// Package oteljob holds a reconcile case on a job that compares gorm rows
// with a bank's statement read over HTTP and counts the drift with an
// OpenTelemetry counter.
package oteljob

import (
	"context"
	"encoding/json"
	"net/http"

	"go.opentelemetry.io/otel/metric"
	"gorm.io/gorm"
)

type Transfer struct {
	ID     string
	Amount int64
}

type line struct {
	Ref    string `json:"ref"`
	Amount int64  `json:"amount"`
}

// Job compares transfers with the bank's statement.
type Job struct {
	db    *gorm.DB
	drift metric.Int64Counter
}

func (j *Job) statement() (map[string]line, error) { // want statement:`reads\(provider\)`
	resp, err := http.Get("https://bank.example/statement")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var lines []line
	if err := json.NewDecoder(resp.Body).Decode(&lines); err != nil {
		return nil, err
	}
	out := map[string]line{}
	for _, l := range lines {
		out[l.Ref] = l
	}
	return out, nil
}

// Reconcile counts drift with no age of what is still unmatched.
func (j *Job) Reconcile(ctx context.Context) error { // want `reconciliation job Job\.Reconcile compares local records with the provider's and emits counts \(metric\.Int64Counter\.Add\)`
	var local []Transfer
	if err := j.db.Where("settled = ?", false).Find(&local).Error; err != nil {
		return err
	}
	remote, err := j.statement()
	if err != nil {
		return err
	}
	for _, t := range local {
		l, ok := remote[t.ID]
		if !ok || l.Amount != t.Amount {
			j.drift.Add(ctx, 1)
		}
	}
	return nil
}
