// Package worker retries a store it is given; it does not know whether the
// store's Save is idempotent.
package worker

import (
	"context"

	backoff "github.com/cenkalti/backoff/v4"
)

type Store interface {
	Save(ctx context.Context, id string, amt int64) error
}

type Worker struct{ store Store }

func New(store Store) *Worker { // want New:`injected\(0:worker.Worker.store.Save after backoff.Retry\)`
	return &Worker{store: store}
}

func (w *Worker) Process(ctx context.Context, id string, amt int64) error {
	return backoff.Retry(func() error {
		return w.store.Save(ctx, id, amt)
	}, backoff.NewExponentialBackOff())
}

// Once calls the store once, outside any retry: nothing to record.
type Once struct{ store Store }

func NewOnce(store Store) *Once { return &Once{store: store} }

func (o *Once) Process(ctx context.Context, id string, amt int64) error {
	return o.store.Save(ctx, id, amt)
}
