// Package payclient is a team's payment client in its own package: Charge
// forwards its key parameter to stripe (a key sink through a fact).
package payclient

import (
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Client struct{}

// Charge sends a payment keyed by key.
func (c *Client) Charge(amount int64, key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}
