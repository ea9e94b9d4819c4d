// Package backoff simulates github.com/cenkalti/backoff/v5 for idemlint's
// tests: the exported API idemlint's knowledge names, with the real
// signatures and trivial bodies.
package backoff

import (
	"context"
	"time"
)

type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

const Stop time.Duration = -1

type ExponentialBackOff struct{ InitialInterval time.Duration }

func (b *ExponentialBackOff) NextBackOff() time.Duration { return 0 }
func (b *ExponentialBackOff) Reset()                     {}

func NewExponentialBackOff() *ExponentialBackOff { return &ExponentialBackOff{} }

type ConstantBackOff struct{ Interval time.Duration }

func (b *ConstantBackOff) NextBackOff() time.Duration { return b.Interval }
func (b *ConstantBackOff) Reset()                     {}

func NewConstantBackOff(d time.Duration) *ConstantBackOff { return &ConstantBackOff{Interval: d} }

type Operation[T any] func() (T, error)

type Notify func(error, time.Duration)

type retryOptions struct{}

type RetryOption func(*retryOptions)

func WithBackOff(b BackOff) RetryOption { return nil }

func WithMaxTries(n uint) RetryOption { return nil }

func WithMaxElapsedTime(d time.Duration) RetryOption { return nil }

func WithNotify(n Notify) RetryOption { return nil }

func Retry[T any](ctx context.Context, operation Operation[T], opts ...RetryOption) (T, error) {
	return operation()
}

type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }

func Permanent(err error) error { return &PermanentError{Err: err} }
