// Package keyscope: one key namespace shared by two operations on the real
// stripe-go v82, beside the scoped twins.
package keyscope

import (
	"fmt"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
)

type Order struct {
	ID       string
	Tenant   string
	Amount   int64
	IntentID string
}

func Charge(o *Order) (*stripe.PaymentIntent, error) {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey(o.ID)
	return paymentintent.New(p)
}

// The refund of the order reuses the charge's key.
func Refund(o *Order) (*stripe.Refund, error) {
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.IntentID)}
	p.SetIdempotencyKey(o.ID) // want: keyscope
	return refund.New(p)
}

// Capture and cancel keyed the same way, by Sprintf.
func Capture(o *Order) (*stripe.PaymentIntent, error) {
	p := &stripe.PaymentIntentCaptureParams{}
	p.SetIdempotencyKey(fmt.Sprintf("%s-%s", o.Tenant, o.IntentID))
	return paymentintent.Capture(o.IntentID, p)
}

func Cancel(o *Order) (*stripe.PaymentIntent, error) {
	p := &stripe.PaymentIntentCancelParams{}
	p.SetIdempotencyKey(fmt.Sprintf("%s-%s", o.Tenant, o.IntentID)) // want: keyscope
	return paymentintent.Cancel(o.IntentID, p)
}

// Twins: each operation in its own namespace.
func ChargeScoped(o *Order) (*stripe.PaymentIntent, error) {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey("charge:v1:" + o.Tenant)
	return paymentintent.New(p)
}

func RefundScoped(o *Order) (*stripe.Refund, error) {
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.IntentID)}
	p.SetIdempotencyKey("refund:v1:" + o.Tenant)
	return refund.New(p)
}
