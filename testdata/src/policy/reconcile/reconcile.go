// Package reconcile is TestPolicies' fixture for reconcile: a job that
// compares a local read with the provider's and counts, the provider read
// a known call (Control), a call through a field its constructor's caller
// sets (Injected), and a func parameter (Unresolved).
package reconcile

import (
	"context"
	"database/sql"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stripe/stripe-go/v82/charge"
)

var mismatches = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})

type Provider interface {
	Amount(ctx context.Context, id string) (int64, error)
}

type Job struct {
	db *sql.DB
	p  Provider
}

func NewJob(db *sql.DB, p Provider) *Job { return &Job{db: db, p: p} }

func (j *Job) local(ctx context.Context, id string) (int64, error) {
	var amount int64
	err := j.db.QueryRowContext(ctx, `SELECT amount FROM payments WHERE charge_id = $1`, id).Scan(&amount)
	return amount, err
}

func (j *Job) Control(ctx context.Context, id string) error {
	amount, err := j.local(ctx, id)
	if err != nil {
		return err
	}
	if c, err := charge.Get(id, nil); err == nil && c.Amount != amount {
		mismatches.Inc()
	}
	return nil
}

func (j *Job) Injected(ctx context.Context, id string) error {
	amount, err := j.local(ctx, id)
	if err != nil {
		return err
	}
	if remote, err := j.p.Amount(ctx, id); err == nil && remote != amount {
		mismatches.Inc()
	}
	return nil
}

func (j *Job) Unresolved(ctx context.Context, id string, fetch func(context.Context, string) (int64, error)) error {
	amount, err := j.local(ctx, id)
	if err != nil {
		return err
	}
	if remote, err := fetch(ctx, id); err == nil && remote != amount {
		mismatches.Inc()
	}
	return nil
}
