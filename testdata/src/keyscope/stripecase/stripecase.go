// Package stripecase holds keyscope cases on stripe-go v82 within one
// package: each positive beside its correct twin.
package stripecase

import (
	"context"
	"fmt"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"

	"keyscope/model"
)

// The charge and the refund of an order are both keyed by the order ID.
func Charge(o *model.Order) error { // want Charge:`keyShape\(stripe\.PaymentIntentParams=Order\.ID\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey(o.ID)
	_, err := paymentintent.New(p)
	return err
}

func Refund(o *model.Order) error { // want Refund:`keyShape\(stripe\.RefundParams=Order\.ID\)`
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.ID)}
	p.SetIdempotencyKey(o.ID) // want `the idempotency key of stripe\.RefundParams is built as Order\.ID, exactly as the key of stripe\.PaymentIntentParams`
	_, err := refund.New(p)
	return err
}

// The same, through fmt.Sprintf with no constant of its own and the field
// form of the key.
func CaptureKeyed(o *model.Order) error { // want CaptureKeyed:`keyShape\(stripe\.PaymentIntentCaptureParams=Sprintf` CaptureKeyed:`keyNS\(0=stripe\)`
	p := &stripe.PaymentIntentCaptureParams{Params: stripe.Params{IdempotencyKey: stripe.String(fmt.Sprintf("%s/%s", o.TenantID, o.ID))}}
	_, err := paymentintent.Capture(o.ID, p)
	return err
}

func ChargeKeyed(o *model.Order) error { // want ChargeKeyed:`keyShape\(stripe\.PaymentIntentParams=Sprintf` ChargeKeyed:`keyNS\(0=stripe\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey(fmt.Sprintf("%s/%s", o.TenantID, o.ID)) // want `the idempotency key of stripe\.PaymentIntentParams is built as Sprintf\("%s/%s", Order\.TenantID, Order\.ID\), exactly as the key of stripe\.PaymentIntentCaptureParams`
	_, err := paymentintent.New(p)
	return err
}

// Twin: each operation has its own prefix.
func ChargeScoped(o *model.Order) error { // want ChargeScoped:`keyShape\(stripe\.PaymentIntentParams="charge:v1:"\+Order\.TenantID\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey("charge:v1:" + o.TenantID)
	_, err := paymentintent.New(p)
	return err
}

func RefundScoped(o *model.Order) error { // want RefundScoped:`keyShape\(stripe\.RefundParams="refund:v1:"\+Order\.TenantID\)`
	p := &stripe.RefundParams{PaymentIntent: stripe.String(o.ID)}
	p.SetIdempotencyKey("refund:v1:" + o.TenantID)
	_, err := refund.New(p)
	return err
}

// Twin: one operation per key value, called twice (a retry): the same key
// on purpose.
func ChargeAgain(o *model.Order) error { // want ChargeAgain:`keyShape\(stripe\.PaymentIntentParams="charge:v1:"\+Order\.TenantID\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey("charge:v1:" + o.TenantID)
	_, err := paymentintent.New(p)
	return err
}

// Twin: a key forwarded from the caller, judged where it is built.
func RefundWithKey(key, pi string) error { // want RefundWithKey:`keyNS\(0=stripe\)`
	p := &stripe.RefundParams{PaymentIntent: stripe.String(pi)}
	p.SetIdempotencyKey(key)
	_, err := refund.New(p)
	return err
}

// Twin: the same create through stripe.Client's service (its
// PaymentIntentCreateParams) and the package-level paymentintent.New is
// one operation.
func CreateTwice(ctx context.Context, sc *stripe.Client, o *model.Order) error { // want CreateTwice:`keyShape\(stripe\.PaymentIntentCreateParams="pi-"\+Order\.TenantID; stripe\.PaymentIntentParams="pi-"\+Order\.TenantID\)`
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount)}
	p.SetIdempotencyKey("pi-" + o.TenantID)
	if _, err := paymentintent.New(p); err != nil {
		return err
	}
	q := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(o.Amount)}
	q.SetIdempotencyKey("pi-" + o.TenantID)
	_, err := sc.V1PaymentIntents.Create(ctx, q)
	return err
}
