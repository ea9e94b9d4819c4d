// Package retry is a team's own retry package: Do retries its callback,
// Backoff hands it to cenkalti/backoff, ForEach and Poll call theirs for
// other reasons.
package retry

import (
	"context"
	"errors"
	"time"

	backoff "github.com/cenkalti/backoff/v4"
)

// ErrPermanent stops Do.
var ErrPermanent = errors.New("permanent failure")

// Do runs fn until it returns nil or a permanent error, at most attempts
// times, waiting between attempts.
func Do(ctx context.Context, attempts int, fn func(ctx context.Context) error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(ctx); err == nil || errors.Is(err, ErrPermanent) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(i+1) * 200 * time.Millisecond):
		}
	}
	return err
}

// Backoff retries fn with an exponential backoff.
func Backoff(ctx context.Context, fn func(ctx context.Context) error) error {
	return backoff.Retry(func() error { return fn(ctx) }, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}

// ForEach calls fn once per item, stopping at the first error.
func ForEach(ctx context.Context, items []string, fn func(ctx context.Context, item string) error) error {
	for _, it := range items {
		if err := fn(ctx, it); err != nil {
			return err
		}
	}
	return nil
}

// Poll calls fn every interval until it fails.
func Poll(ctx context.Context, every time.Duration, fn func(ctx context.Context) error) error {
	for {
		if err := fn(ctx); err != nil {
			return err
		}
		time.Sleep(every)
	}
}
