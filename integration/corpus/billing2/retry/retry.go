// Package retry is the billing team's own retry helper: no library, a loop
// with a jittered sleep between attempts, written once and used by every
// package of the service.
package retry

import (
	"context"
	"math/rand/v2"
	"time"
)

// Do calls fn until it returns nil, at most attempts times, waiting a
// growing, jittered delay between attempts. It returns the last error.
func Do(ctx context.Context, attempts int, fn func(ctx context.Context) error) error {
	delay := 100 * time.Millisecond
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		wait := delay + time.Duration(rand.Int64N(int64(delay)))
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
		delay *= 2
	}
	return err
}

// ForEach calls fn once for each item, in order, and stops at the first
// error. It does not retry: a failed item is returned to the caller.
func ForEach[T any](items []T, fn func(T) error) error {
	for _, it := range items {
		if err := fn(it); err != nil {
			return err
		}
	}
	return nil
}
