// Package temporal: a Temporal activity is retried by the Temporal service,
// so a key minted inside it is new on every attempt. The canonical key is
// the activity's identity from activity.GetInfo: the workflow ID and the
// activity ID, the same on every attempt.
package temporal

import (
	"context"

	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func charge(amount int64, key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

// ChargeCard mints its key per attempt.
func ChargeCard(ctx context.Context, amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(uuid.NewString()) // want `idempotency key for stripe.Params.SetIdempotencyKey comes from uuid.NewString, minted inside the callback retried by the Temporal service \(an activity passed to workflow.ExecuteActivity\), so every attempt sends a new key and a retry after a timeout repeats the effect; derive it from activity.GetInfo\(ctx\)`
	_, err := paymentintent.New(p)
	return err
}

// Twin: the key Temporal keeps across attempts.
func ChargeCardStable(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	return charge(amount, info.WorkflowExecution.ID+"-"+info.ActivityID)
}

// The same minting in a function that is neither scheduled nor
// registered, and not a handler: no activity retry, but a caller's retry
// (per-call).
func chargeDirect(amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(uuid.NewString()) // want `minted on every call of temporal.chargeDirect`
	_, err := paymentintent.New(p)
	return err
}

func ChargeWorkflow(ctx workflow.Context, amount int64) error {
	if err := workflow.ExecuteActivity(ctx, ChargeCard, amount).Get(ctx, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, ChargeCardStable, amount).Get(ctx, nil)
}

type Payments struct{}

// Refund is an activity once the struct pointer is registered.
func (p *Payments) Refund(ctx context.Context, amount int64) error {
	return charge(-amount, uuid.New().String()) // want `idempotency key for temporal.charge \(via stripe.Params.SetIdempotencyKey\) comes from uuid.New, minted inside the callback retried by the Temporal service \(an activity passed to worker.ActivityRegistry.RegisterActivity\)`
}

// Twin: keyed from the activity info.
func (p *Payments) Capture(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	return charge(amount, info.WorkflowExecution.ID+":"+info.ActivityID)
}

func Register(w worker.Worker) {
	w.RegisterActivity(&Payments{})
}
