// Package acts declares Temporal activities that another package registers:
// nothing here says they are activities, so nothing here is reported; their
// facts say what they do, and the registering package reports them.
package acts

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/activity"
)

type Activities struct{}

// Charge creates a payment intent without a key.
func (a *Activities) Charge(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

// Keyed creates it with the key Temporal keeps across attempts.
type Keyed struct{}

func (k *Keyed) Charge(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(info.WorkflowExecution.ID + "-" + info.ActivityID)
	_, err := paymentintent.New(p)
	return err
}

// Capture is a plain function registered by the other package.
func Capture(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

// Unregistered is never registered: no retry, no finding anywhere.
func Unregistered(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}
