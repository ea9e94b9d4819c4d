// Package retry is a team's own retry package, seen by its callers only
// through summary facts: Do retries its callback, ForEach and Poll call
// theirs for other reasons.
package retry

import (
	"context"
	"time"
)

// Do runs fn until it returns nil, at most attempts times, waiting between
// attempts and giving up when ctx is done.
func Do(ctx context.Context, attempts int, fn func(ctx context.Context) error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(ctx); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(i+1) * 100 * time.Millisecond):
		}
	}
	return err
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
