// Package backoff simulates github.com/cenkalti/backoff/v4 for idemlint's
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

type BackOffContext interface {
	BackOff
	Context() context.Context
}

type ExponentialBackOff struct{ MaxElapsedTime time.Duration }

func (b *ExponentialBackOff) NextBackOff() time.Duration { return 0 }
func (b *ExponentialBackOff) Reset()                     {}

type ExponentialBackOffOpts func(*ExponentialBackOff)

func NewExponentialBackOff(opts ...ExponentialBackOffOpts) *ExponentialBackOff {
	return &ExponentialBackOff{}
}

type ConstantBackOff struct{ Interval time.Duration }

func (b *ConstantBackOff) NextBackOff() time.Duration { return b.Interval }
func (b *ConstantBackOff) Reset()                     {}

func NewConstantBackOff(d time.Duration) *ConstantBackOff { return &ConstantBackOff{Interval: d} }

func WithContext(b BackOff, ctx context.Context) BackOffContext { return nil }

func WithMaxRetries(b BackOff, max uint64) BackOff { return b }

type Operation func() error

type OperationWithData[T any] func() (T, error)

type Notify func(error, time.Duration)

type Timer interface {
	Start(duration time.Duration)
	Stop()
	C() <-chan time.Time
}

func Retry(o Operation, b BackOff) error { return o() }

func RetryWithData[T any](o OperationWithData[T], b BackOff) (T, error) { return o() }

func RetryNotify(operation Operation, b BackOff, notify Notify) error { return operation() }

func RetryNotifyWithData[T any](operation OperationWithData[T], b BackOff, notify Notify) (T, error) {
	return operation()
}

func RetryNotifyWithTimer(operation Operation, b BackOff, notify Notify, t Timer) error {
	return operation()
}

func RetryNotifyWithTimerAndData[T any](operation OperationWithData[T], b BackOff, notify Notify, t Timer) (T, error) {
	return operation()
}

type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }

func Permanent(err error) error { return &PermanentError{Err: err} }
