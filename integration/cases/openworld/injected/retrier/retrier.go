// Package retrier retries the charger it is given; whether a retried
// charge is safe depends on the charger, which the wiring package picks.
package retrier

import (
	"context"

	"github.com/cenkalti/backoff/v4"
)

type Charger interface {
	Charge(ctx context.Context, orderID string, amount int64) error
}

type Retrier struct{ c Charger }

func New(c Charger) *Retrier { return &Retrier{c: c} }

func (r *Retrier) Charge(ctx context.Context, orderID string, amount int64) error {
	return backoff.Retry(func() error {
		return r.c.Charge(ctx, orderID, amount)
	}, backoff.NewExponentialBackOff())
}
