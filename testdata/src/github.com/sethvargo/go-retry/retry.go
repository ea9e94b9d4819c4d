// Package retry simulates github.com/sethvargo/go-retry for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package retry

import (
	"context"
	"time"
)

// RetryFunc is a function passed to Do.
type RetryFunc func(ctx context.Context) error

// RetryFuncValue is a function passed to DoValue.
type RetryFuncValue[T any] func(ctx context.Context) (T, error)

// Backoff is an interface that backs off.
type Backoff interface {
	// Next returns the time duration to wait and whether to stop.
	Next() (next time.Duration, stop bool)
}

// BackoffFunc is a backoff expressed as a function.
type BackoffFunc func() (time.Duration, bool)

// Next implements Backoff.
func (b BackoffFunc) Next() (time.Duration, bool) { return b() }

// RetryableError marks an error as retryable.
func RetryableError(err error) error { return err }

// Do wraps a function with a backoff to retry.
func Do(ctx context.Context, b Backoff, f RetryFunc) error { return f(ctx) }

// DoValue wraps a function with a backoff to retry, and returns its value.
func DoValue[T any](ctx context.Context, b Backoff, f RetryFuncValue[T]) (T, error) { return f(ctx) }

// Constant is a wrapper around Retry that uses a constant backoff.
func Constant(ctx context.Context, t time.Duration, f RetryFunc) error { return f(ctx) }

// Exponential is a wrapper around Retry that uses an exponential backoff.
func Exponential(ctx context.Context, base time.Duration, f RetryFunc) error { return f(ctx) }

// Fibonacci is a wrapper around Retry that uses a Fibonacci backoff.
func Fibonacci(ctx context.Context, base time.Duration, f RetryFunc) error { return f(ctx) }

// NewConstant creates a new constant backoff using the value t.
func NewConstant(t time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return t, false })
}

// NewExponential creates a new exponential backoff using the starting value of base.
func NewExponential(base time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return base, false })
}

// WithMaxRetries executes the backoff function up until the maximum attempts.
func WithMaxRetries(max uint64, next Backoff) Backoff { return next }
