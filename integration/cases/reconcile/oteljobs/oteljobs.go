// Package oteljobs: reconciliation jobs over pgx v5 and a bank's
// statement read over net/http, counting with the real OpenTelemetry
// metric API, beside the twin watched by an observable gauge, and a ticker
// loop that sets Prometheus's SetToCurrentTime.
package oteljobs

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"go.opentelemetry.io/otel/metric"
)

var lastSuccess = promauto.NewGauge(prometheus.GaugeOpts{Name: "settlement_last_success_timestamp_seconds"})

type line struct {
	Ref    string `json:"ref"`
	Amount int64  `json:"amount"`
}

// Job compares transfers with the bank's statement.
type Job struct {
	pool   *pgxpool.Pool
	client *http.Client
	drift  metric.Int64Counter
}

func (j *Job) statement(ctx context.Context) (map[string]int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://bank.example/statement", nil)
	if err != nil {
		return nil, err
	}
	resp, err := j.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var lines []line
	if err := json.NewDecoder(resp.Body).Decode(&lines); err != nil {
		return nil, err
	}
	out := map[string]int64{}
	for _, l := range lines {
		out[l.Ref] = l.Amount
	}
	return out, nil
}

// Counts drift with an OpenTelemetry counter only.
func (j *Job) Reconcile(ctx context.Context) error { // want: reconcile
	remote, err := j.statement(ctx)
	if err != nil {
		return err
	}
	rows, err := j.pool.Query(ctx, `SELECT ref, amount FROM transfers WHERE settled = false`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var ref string
		var amount int64
		if err := rows.Scan(&ref, &amount); err != nil {
			return err
		}
		if got, ok := remote[ref]; !ok || got != amount {
			j.drift.Add(ctx, 1)
		}
	}
	return rows.Err()
}

// Twin: the loop that runs the job sets the time of its last success.
func (j *Job) Run(ctx context.Context) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := j.settle(ctx); err == nil {
				lastSuccess.SetToCurrentTime()
			}
		}
	}
}

func (j *Job) settle(ctx context.Context) error {
	remote, err := j.statement(ctx)
	if err != nil {
		return err
	}
	var ref string
	var amount int64
	if err := j.pool.QueryRow(ctx, `SELECT ref, amount FROM transfers WHERE settled = false LIMIT 1`).Scan(&ref, &amount); err != nil {
		return err
	}
	if remote[ref] != amount {
		j.drift.Add(ctx, 1)
	}
	return nil
}
