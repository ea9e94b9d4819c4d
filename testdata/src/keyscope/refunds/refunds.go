// Package refunds refunds an order, keyed inside by its ID.
package refunds

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"

	"keyscope/model"
)

func Refund(o *model.Order) error { // want Refund:`keyShape\(stripe\.RefundParams=Order\.ID\)`
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.ID)}
	p.SetIdempotencyKey(o.ID)
	_, err := refund.New(p)
	return err
}

// RefundScoped keys the refund with its operation.
func RefundScoped(o *model.Order) error { // want RefundScoped:`keyShape\(stripe\.RefundParams="refund:"\+Order\.ID\)`
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.ID)}
	p.SetIdempotencyKey("refund:" + o.ID)
	_, err := refund.New(p)
	return err
}
