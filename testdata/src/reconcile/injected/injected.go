// Package injected holds reconcile cases whose provider is an interface
// the constructor's caller wires: compared with a known read of the local
// store, its result is the provider's side (the declared policy).
package injected

import (
	"context"
	"database/sql"

	"github.com/prometheus/client_golang/prometheus"
)

var mismatches = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})

// Charge is the provider's record of a payment.
type Charge struct {
	ID     string
	Amount int64
}

// Provider reads the payment provider's records.
type Provider interface {
	Charge(ctx context.Context, id string) (*Charge, error)
}

// Store reads the local records.
type Store interface {
	Amount(ctx context.Context, id string) (int64, error)
}

// Job compares local payments with the provider's.
type Job struct {
	db       *sql.DB
	provider Provider
	store    Store
}

// New wires the job.
func New(db *sql.DB, p Provider, s Store) *Job { return &Job{db: db, provider: p, store: s} }

// Reconcile compares a known read of the local table with the injected
// provider's answer, and counts.
func (j *Job) Reconcile(ctx context.Context, id string) error { // want `reconciliation job Job\.Reconcile compares local records with the provider's and emits counts`
	var amount int64
	if err := j.db.QueryRowContext(ctx, `SELECT amount FROM payments WHERE charge_id = $1`, id).Scan(&amount); err != nil {
		return err
	}
	c, err := j.provider.Charge(ctx, id)
	if err != nil {
		return err
	}
	if c.Amount != amount {
		mismatches.Inc()
	}
	return nil
}

// Twin: both sides are injected; nothing tells the local read from the
// provider's, and nothing is claimed.
func (j *Job) ReconcileBothInjected(ctx context.Context, id string) error {
	amount, err := j.store.Amount(ctx, id)
	if err != nil {
		return err
	}
	c, err := j.provider.Charge(ctx, id)
	if err != nil {
		return err
	}
	if c.Amount != amount {
		mismatches.Inc()
	}
	return nil
}
