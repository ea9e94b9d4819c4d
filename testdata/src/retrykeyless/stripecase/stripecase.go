// Package stripecase: stripe-go creates under retry wrappers and loops.
// stripe-go mints its own key per call, so an application-level retry
// without a key set before the retry charges again.
package stripecase

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
)

type Order struct {
	ID     string
	Amount int64
}

func newIntent(o Order) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String("usd")}
		_, err := paymentintent.New(p) // want `paymentintent.New is retried by backoff.Retry without an idempotency key; stripe-go mints a new key per call, so a retry after a timeout creates a second object; set params.SetIdempotencyKey from a stable request ID \(the order ID\) before the retry`
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: the key comes from the order and is set on every attempt.
func newIntentKeyed(o Order) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String("usd")}
		p.SetIdempotencyKey("pi-" + o.ID)
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: the params, key included, are built once before the retry.
func newIntentKeyedOutside(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.IdempotencyKey = stripe.String("pi-" + o.ID)
	return retry.Do(func() error {
		_, err := paymentintent.New(p)
		return err
	}, retry.Attempts(3))
}

// Twin: the key in the composite literal.
func refundKeyed(o Order) error {
	return retry.Do(func() error {
		_, err := refund.New(&stripe.RefundParams{
			Params:        stripe.Params{IdempotencyKey: stripe.String("re-" + o.ID)},
			PaymentIntent: stripe.String(o.ID),
		})
		return err
	}, retry.Attempts(3))
}

// A refund without a key in a hand-written loop.
func refundLoop(o Order) error {
	var err error
	for i := 0; i < 5; i++ {
		if _, err = refund.New(&stripe.RefundParams{PaymentIntent: stripe.String(o.ID)}); err == nil { // want `refund.New is retried in a retry loop without an idempotency key`
			return nil
		}
		time.Sleep(time.Second << i)
	}
	return err
}

// The stripe.Client services, with the params built before the retry and
// no key anywhere.
func service(ctx context.Context, sc *stripe.Client, o Order) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(o.Amount)}
	return retry.Do(func() error {
		_, err := sc.V1PaymentIntents.Create(ctx, params) // want `V1PaymentIntents.Create is retried by retry.Do without an idempotency key`
		return err
	})
}

// Twin: a read retried is safe.
func get(id string) error {
	return retry.Do(func() error {
		_, err := paymentintent.Get(id, nil)
		return err
	})
}

// Twin: confirming is a state transition Stripe refuses to repeat.
func confirm(id string) error {
	return retry.Do(func() error {
		_, err := paymentintent.Confirm(id, nil)
		return err
	})
}

// Twin: a charge created once, outside any retry.
func chargeOnce(o Order) error { // want chargeOnce:"unkeyed charge.New"
	_, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(o.Amount)})
	return err
}
