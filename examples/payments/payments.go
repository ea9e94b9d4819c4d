// Package payments charges cards through Stripe, with retries.
package payments

import (
	"fmt"

	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// ChargeBad mints the idempotency key inside the retried closure: every
// attempt carries a new key, so a timeout followed by a retry charges twice.
func ChargeBad(orderID string, amount int64) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
		p.SetIdempotencyKey(uuid.NewString()) // want: keyderivation
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// ChargeGood derives the key from the order, once, outside the retry: every
// attempt sends the same key and Stripe answers a replay with the first result.
func ChargeGood(orderID string, amount int64) error {
	key := fmt.Sprintf("charge:v1:%s", orderID)
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// RefundBad retries a payment call that carries no key at all: stripe-go then
// mints a fresh key per call, and every retry is a new refund request.
func RefundBad(orderID string, amount int64) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(-amount), Currency: stripe.String("eur")}
		_, err := paymentintent.New(p) // want: retrykeyless
		return err
	}, backoff.NewExponentialBackOff())
}
