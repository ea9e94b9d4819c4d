// Package payments charges an order, keyed inside by its ID (a keyShape
// fact on Charge).
package payments

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"keyscope/model"
)

func Charge(o *model.Order) error { // want Charge:`keyShape\(stripe\.PaymentIntentParams=Order\.ID\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey(o.ID)
	_, err := paymentintent.New(p)
	return err
}

// ChargeScoped keys the charge with its operation.
func ChargeScoped(o *model.Order) error { // want ChargeScoped:`keyShape\(stripe\.PaymentIntentParams="charge:"\+Order\.ID\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey("charge:" + o.ID)
	_, err := paymentintent.New(p)
	return err
}
