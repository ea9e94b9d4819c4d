// Package retry simulates github.com/avast/retry-go/v4 for idemlint's
// tests: the exported API idemlint's knowledge names, with the real
// signatures and trivial bodies.
package retry

import (
	"context"
	"time"
)

type Config struct{}

type Option func(*Config)

func Attempts(attempts uint) Option { return nil }

func Delay(delay time.Duration) Option { return nil }

func Context(ctx context.Context) Option { return nil }

type RetryableFunc func() error

type RetryableFuncWithData[T any] func() (T, error)

func Do(retryableFunc RetryableFunc, opts ...Option) error { return retryableFunc() }

func DoWithData[T any](retryableFunc RetryableFuncWithData[T], opts ...Option) (T, error) {
	return retryableFunc()
}
