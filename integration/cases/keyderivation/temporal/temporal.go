// Package temporal: keys minted inside Temporal activities on the real SDK.
// The service retries an activity; a key minted inside it is new on every
// attempt, while activity.GetInfo's workflow ID and activity ID are stable.
package temporal

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func Refund(ctx context.Context, charge string) error {
	p := &stripe.RefundParams{Charge: stripe.String(charge)}
	p.SetIdempotencyKey(uuid.NewString()) // want: keyderivation
	_, err := refund.New(p)
	return err
}

func RefundStable(ctx context.Context, charge string) error {
	info := activity.GetInfo(ctx)
	p := &stripe.RefundParams{Charge: stripe.String(charge)}
	p.SetIdempotencyKey(info.WorkflowExecution.ID + "-" + info.ActivityID)
	_, err := refund.New(p)
	return err
}

func RefundWorkflow(ctx workflow.Context, charge string) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	if err := workflow.ExecuteActivity(ctx, Refund, charge).Get(ctx, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, RefundStable, charge).Get(ctx, nil)
}

type Payouts struct{}

func (p *Payouts) Send(ctx context.Context, charge string) error {
	params := &stripe.RefundParams{Charge: stripe.String(charge)}
	params.SetIdempotencyKey("payout-" + uuid.New().String()) // want: keyderivation
	_, err := refund.New(params)
	return err
}

func (p *Payouts) SendStable(ctx context.Context, charge string) error {
	info := activity.GetInfo(ctx)
	params := &stripe.RefundParams{Charge: stripe.String(charge)}
	params.SetIdempotencyKey("payout-" + info.WorkflowExecution.ID + "-" + info.ActivityID)
	_, err := refund.New(params)
	return err
}

func Register(w worker.Worker) {
	w.RegisterWorkflow(RefundWorkflow)
	w.RegisterActivity(Refund)
	w.RegisterActivity(RefundStable)
	w.RegisterActivity(&Payouts{})
}
