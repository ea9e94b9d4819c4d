// Package retry: random keys minted per attempt inside backoff v4, backoff
// v5, retry-go and a hand-written loop, next to keys minted once and reused
// by every attempt.
package retry

import (
	"context"
	"math/rand"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"keyderivation/wrappers"
)

func charge(amount int64, key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

// backoff v4: minted inside the retried closure.
func backoffV4(amount int64) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
		p.SetIdempotencyKey(uuid.NewString()) // want `idempotency key for stripe.Params.SetIdempotencyKey comes from uuid.NewString, minted inside the callback retried by backoff.Retry`
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: minted once before the retry; every attempt reuses it.
func backoffV4Once(amount int64) error {
	key := uuid.NewString()
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// backoff v5 (generic Retry), through a local helper's KeySink parameter.
func backoffV5(ctx context.Context, amount int64) error {
	_, err := backoff5.Retry(ctx, func() (string, error) {
		return "", charge(amount, uuid.New().String()) // want `idempotency key for retry.charge \(via stripe.Params.SetIdempotencyKey\) comes from uuid.New, minted inside the callback retried by backoff.Retry`
	}, backoff5.WithMaxTries(3))
	return err
}

// Twin: backoff v5 with the key minted outside.
func backoffV5Once(ctx context.Context, amount int64) error {
	key := uuid.New().String()
	_, err := backoff5.Retry(ctx, func() (string, error) {
		return "", charge(amount, key)
	}, backoff5.WithMaxTries(3))
	return err
}

// retry-go, with the key from a wrapper in another package (facts on both
// sides: wrappers.NewKey is a source, wrappers.Charge a sink).
func retryGo(amount int64) error {
	return retry.Do(func() error {
		return wrappers.Charge(amount, wrappers.NewKey()) // want `comes from wrappers.NewKey, which calls uuid.NewString, minted inside the callback retried by retry.Do`
	}, retry.Attempts(3))
}

// Twin: retry-go reusing a key minted once.
func retryGoOnce(amount int64) error {
	key := wrappers.NewKey()
	return retry.Do(func() error {
		return wrappers.Charge(amount, key)
	}, retry.Attempts(3))
}

// A hand-written retry loop that mints on every attempt.
func loop(amount int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = charge(amount, uuid.NewString()) // want `comes from uuid.NewString, minted inside a retry loop`
		if err == nil {
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}

// Twin: the loop reuses a key minted before it; its jitter is random but
// never reaches a key.
func loopOnce(amount int64) error {
	key := uuid.NewString()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = charge(amount, key); err == nil {
			return nil
		}
		time.Sleep(time.Duration(rand.Intn(100)) * time.Millisecond)
	}
	return err
}

// A loop over items mints one key per item (a new intent each), not per
// attempt; but a caller that retries perItem charges every item again
// under new keys (per-call).
func perItem(amounts []int64) error {
	for _, a := range amounts {
		if err := charge(a, uuid.NewString()); err != nil { // want `minted on every call of retry.perItem`
			continue
		}
	}
	return nil
}

// Retry jitter inside the retried closure never reaches a key.
func jitter(amount int64, key string) error {
	return backoff.Retry(func() error {
		time.Sleep(time.Duration(rand.Int63n(int64(time.Second))))
		return charge(amount, key)
	}, backoff.NewExponentialBackOff())
}

// A helper of this package that mints its own key on every call, retried
// by its caller: reported at the call.
func chargeFresh(amount int64) error {
	return charge(amount, uuid.NewString())
}

func retriesFresh(amount int64) error {
	return backoff.Retry(func() error {
		return chargeFresh(amount) // want `retry.chargeFresh mints a new idempotency key for retry.charge \(via stripe.Params.SetIdempotencyKey\) from uuid.NewString on every call and runs inside the callback retried by backoff.Retry`
	}, backoff.NewExponentialBackOff())
}

// Twin: the same helper called once, outside any retry.
func callsFreshOnce(amount int64) error {
	return chargeFresh(amount)
}

// stripe's own NewIdempotencyKey, called by user code inside a retry.
func stripeKey(amount int64) error {
	return backoff.Retry(func() error {
		return charge(amount, stripe.NewIdempotencyKey()) // want `comes from stripe.NewIdempotencyKey, minted inside the callback retried by backoff.Retry`
	}, backoff.NewExponentialBackOff())
}

func quote(token string) error { return nil }

// Twin: a token drawn on every attempt of a retry loop, but the key sent
// once, after the loop, is the last attempt's: the sink is outside the loop.
func lastAttempt(amount int64) error {
	var token string
	for i := 0; i < 3; i++ {
		token = uuid.NewString()
		if err := quote(token); err == nil {
			break
		}
	}
	return charge(amount, token)
}

// A team's retry helper in another package (a Retry fact).
func teamRetry(amount int64) error {
	return wrappers.Retry(3, func() error {
		return charge(amount, uuid.NewString()) // want `comes from uuid.NewString, minted inside the callback retried by wrappers.Retry`
	})
}

// Twin: a sanctioned key minter (it would read or create the stored key of
// the intent) is stable by declaration.
//
//idemlint:keyminter
func intentKey(orderID string) string { return orderID + uuid.NewString() }

func minterRetry(amount int64, orderID string) error {
	return backoff.Retry(func() error {
		return charge(amount, intentKey(orderID))
	}, backoff.NewExponentialBackOff())
}

// A finding suppressed with a reason.
func suppressed(amount int64) error {
	return backoff.Retry(func() error {
		//idemlint:ignore keyderivation the provider dedups on the order reference in the body
		return charge(amount, uuid.NewString())
	}, backoff.NewExponentialBackOff())
}
