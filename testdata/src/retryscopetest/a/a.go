// Package a exercises summary.InRetry: every call of mint reports the retry
// scope it runs in, if any.
package a

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
)

func mint() string { return "k" }

func do(k string) error { return nil }

func fetch() (int, error) { return 0, nil }

func callbackV4() error {
	k0 := mint() // minted once, outside the callback
	return backoff.Retry(func() error {
		k := mint() // want `callback backoff.Retry`
		_ = k0
		return do(k)
	}, backoff.NewExponentialBackOff())
}

func callbackV5(ctx context.Context) error {
	_, err := backoff5.Retry(ctx, func() (int, error) {
		return 0, do(mint()) // want `callback backoff.Retry`
	}, backoff5.WithMaxTries(3))
	return err
}

func callbackRetryGo() error {
	return retry.Do(func() error {
		func() {
			_ = mint() // want `callback retry.Do`
		}()
		return nil
	}, retry.Attempts(3))
}

func (s *svc) attempt() error { return do(mint()) } // want `callback backoff.Retry`

type svc struct{}

func methodValue(s *svc) error {
	return backoff.Retry(s.attempt, backoff.NewExponentialBackOff())
}

// A hand-written retry loop: counter-bounded, success leaves.
func counted() error {
	var err error
	for i := 0; i < 3; i++ {
		err = do(mint()) // want `loop a retry loop`
		if err == nil {
			return nil
		}
	}
	return err
}

// A hand-written retry loop that sleeps between attempts.
func sleeping() (int, error) {
	before := mint()
	_ = before
	for {
		n, err := fetch()
		k := mint() // want `loop a retry loop`
		_ = k
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		return n, nil
	}
}

// A range over an int is an attempt counter.
func rangeInt() error {
	for range 3 {
		if err := do(mint()); err == nil { // want `loop a retry loop`
			break
		}
	}
	return nil
}

// Twins: loops over items, loops that give up on error, and a loop that
// only goes round on success are not retry loops.
func items(xs []string) {
	for _, x := range xs {
		if err := do(x + mint()); err != nil {
			continue
		}
		if x == "" {
			return
		}
	}
}

// A repeat loop over an int whose failure side calls a function that does
// not return (t.Fatal-like) and whose success side goes on to the next
// call: SSA rotates it so that its exit test is at the bottom, where both
// sides meet.
func repeatInt(fatal func(error)) {
	for range 10 {
		if err := do(mint()); err != nil {
			fatal(err)
		}
	}
}

func abortOnError() error {
	for i := 0; i < 3; i++ {
		if err := do(mint()); err != nil {
			return err
		}
	}
	return nil
}

func consumer(ctx context.Context) {
	for {
		_, err := fetch()
		if err != nil {
			_ = mint()
			continue
		}
		if ctx.Err() != nil {
			return
		}
	}
}

func plain() error {
	if err := do(mint()); err != nil {
		return errors.New("x")
	}
	return nil
}

// A consumer loop: it sleeps after a failed fetch, but its success side
// processes a batch in an inner loop before it can return.
func poll(ctx context.Context) {
	for {
		n, err := fetch()
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		for i := 0; i < n; i++ {
			_ = mint()
		}
		if ctx.Err() != nil {
			return
		}
	}
}
