// Package refunds charges and refunds orders through Stripe.
package refunds

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
)

type Order struct {
	ID       string
	IntentID string
	Amount   int64
}

// ChargeBad and RefundBad key two operations with the order ID alone: the
// refund arrives with the charge's key, and Stripe answers it with the
// charge's stored result (or a 400): the customer is never refunded.
func ChargeBad(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey(o.ID)
	_, err := paymentintent.New(p)
	return err
}

func RefundBad(o Order) error {
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.IntentID)}
	p.SetIdempotencyKey(o.ID) // want: keyscope
	_, err := refund.New(p)
	return err
}

// ChargeGood and RefundGood give each operation its own namespace.
func ChargeGood(o Order) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey("charge:v1:" + o.ID)
	_, err := paymentintent.New(p)
	return err
}

func RefundGood(o Order) error {
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.IntentID)}
	p.SetIdempotencyKey("refund:v1:" + o.ID)
	_, err := refund.New(p)
	return err
}
