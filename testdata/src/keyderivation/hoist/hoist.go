// Package hoist: the suggested fix mints the key once, above the retry.
package hoist

import (
	backoff "github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

func Pay(amount int64) error {
	b := backoff.NewExponentialBackOff()
	err := backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
		p.SetIdempotencyKey(uuid.NewString()) // want `minted inside the callback retried by backoff.Retry`
		_, err := paymentintent.New(p)
		return err
	}, b)
	return err
}

// No fix: the key is minted in a loop of the closure, one per item.
func PayAll(amounts []int64) error {
	return backoff.Retry(func() error {
		for _, a := range amounts {
			p := &stripe.PaymentIntentParams{Amount: stripe.Int64(a)}
			p.SetIdempotencyKey("item-" + uuid.NewString()) // want `minted inside the callback retried by backoff.Retry`
			if _, err := paymentintent.New(p); err != nil {
				return err
			}
		}
		return nil
	}, backoff.NewExponentialBackOff())
}
