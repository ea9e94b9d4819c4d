// Package payments is a team's client over stripe-go v82, in its own
// package: Charge forwards its key to the provider.
package payments

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Charge creates a payment intent keyed by key.
func Charge(amount int64, key string) (*stripe.PaymentIntent, error) {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey(key)
	return paymentintent.New(p)
}
