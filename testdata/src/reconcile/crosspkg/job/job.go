// Package job holds a reconcile case whose local side is read by a
// repository of another package, known by its fact.
package job

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stripe/stripe-go/v82/charge"

	"reconcile/crosspkg/store"
)

var mismatches = prometheus.NewCounter(prometheus.CounterOpts{Name: "reconcile_mismatches_total"})

// Job compares the repository's payments with the provider's charges.
type Job struct{ store *store.Store }

// Reconcile counts only.
func (j *Job) Reconcile(ctx context.Context) error { // want `reconciliation job Job\.Reconcile compares local records with the provider's`
	pending, err := j.store.Pending(ctx)
	if err != nil {
		return err
	}
	for _, p := range pending {
		if c, err := charge.Get(p.ChargeID, nil); err == nil && c.Amount != p.Amount {
			mismatches.Inc()
		}
	}
	return nil
}
