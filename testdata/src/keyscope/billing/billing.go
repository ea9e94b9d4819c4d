// Package billing wraps stripe-go: each function takes the key from its
// caller (a summary fact on the key parameter).
package billing

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
)

type Client struct{}

func (c *Client) Charge(key string, amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

func (c *Client) Refund(key, pi string) error {
	p := &stripe.RefundParams{PaymentIntent: stripe.String(pi)}
	p.SetIdempotencyKey(key)
	_, err := refund.New(p)
	return err
}
