// Package temporalcase: Temporal activities are retried by the Temporal
// service (unlimited attempts under the default RetryPolicy). An activity
// scheduled by a workflow of this package, or registered with a worker
// here, is a retry scope; one of another package is reported at its
// registration, by its facts. A key derived from activity.GetInfo (the
// workflow ID plus the activity ID) is the same on every attempt.
package temporalcase

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"retrykeyless/temporalcase/acts"
)

// ChargeCard is an activity (scheduled by ChargeWorkflow) that creates a
// payment intent without a key.
func ChargeCard(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}) // want `paymentintent.New is retried by the Temporal service \(an activity passed to workflow.ExecuteActivity\) without an idempotency key`
	return err
}

// Twin: the same activity keyed by the workflow ID and the activity ID.
func ChargeCardKeyed(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(info.WorkflowExecution.ID + "-" + info.ActivityID)
	_, err := paymentintent.New(p)
	return err
}

// Twin: the same body, never scheduled nor registered.
func chargeOnce(ctx context.Context, amount int64) error { // want chargeOnce:"unkeyed paymentintent.New"
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

func ChargeWorkflow(ctx workflow.Context, amount int64) error {
	if err := workflow.ExecuteActivity(ctx, ChargeCard, amount).Get(ctx, nil); err != nil {
		return err
	}
	var b *Billing
	if err := workflow.ExecuteActivity(ctx, b.Refund, amount).Get(ctx, nil); err != nil {
		return err
	}
	// A name says nothing about which function runs.
	return workflow.ExecuteActivity(ctx, "chargeOnce", amount).Get(ctx, nil)
}

// Billing's exported methods are all activities once the struct pointer is
// registered.
type Billing struct{ key string }

func (b *Billing) Capture(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}) // want `paymentintent.New is retried by the Temporal service \(an activity passed to worker.ActivityRegistry.RegisterActivity\) without an idempotency key`
	return err
}

// Refund is scheduled as a method value of a nil *Billing, the SDK's idiom.
func (b *Billing) Refund(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(-amount)}) // want `paymentintent.New is retried by the Temporal service \(an activity passed to workflow.ExecuteActivity\) without an idempotency key`
	return err
}

// Twin: keyed from the activity info.
func (b *Billing) Settle(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(info.WorkflowExecution.ID + "/" + info.ActivityID)
	_, err := paymentintent.New(p)
	return err
}

// Twin: an unexported method is not an activity.
func (b *Billing) audit(ctx context.Context, amount int64) error { // want audit:"unkeyed paymentintent.New"
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

func Register(w worker.Worker) {
	w.RegisterActivity(&Billing{})
	w.RegisterActivity(acts.Capture)                                                           // want `acts.Capture is retried by the Temporal service \(an activity passed to worker.ActivityRegistry.RegisterActivity\) and runs paymentintent.New without an idempotency key`
	w.RegisterActivityWithOptions(&acts.Activities{}, activity.RegisterOptions{Name: "acts_"}) // want `acts.Activities.Charge is retried by the Temporal service \(an activity passed to worker.ActivityRegistry.RegisterActivityWithOptions\) and runs paymentintent.New`
	// Twins: keyed activities of another package.
	w.RegisterActivity(&acts.Keyed{})
	k := &acts.Keyed{}
	w.RegisterActivity(k.Charge)
}
