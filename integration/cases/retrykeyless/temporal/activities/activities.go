// Package activities holds Temporal activities and the workflow that
// schedules them, on the real SDK: an activity is retried by the Temporal
// service, so an effect in it without a stable key repeats. The worker
// package registers the activities of another package (Ledger).
package activities

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/workflow"
)

type Activities struct {
	HTTP *http.Client
}

// ChargeCard creates a payment intent without a key.
func (a *Activities) ChargeCard(ctx context.Context, amount int64) (string, error) {
	pi, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}) // want: retrykeyless
	if err != nil {
		return "", err
	}
	return pi.ID, nil
}

// ChargeCardKeyed is the canonical Temporal pattern: the workflow ID and
// the activity ID are the same on every attempt.
func (a *Activities) ChargeCardKeyed(ctx context.Context, amount int64) (string, error) {
	info := activity.GetInfo(ctx)
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}
	p.SetIdempotencyKey(info.WorkflowExecution.ID + "-" + info.ActivityID)
	pi, err := paymentintent.New(p)
	if err != nil {
		return "", err
	}
	return pi.ID, nil
}

// Notify posts to a webhook without an Idempotency-Key header.
func (a *Activities) Notify(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://hooks.example.com/paid", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := a.HTTP.Do(req) // want: retrykeyless
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// NotifyKeyed sends the activity's identity as the key.
func (a *Activities) NotifyKeyed(ctx context.Context, body []byte) error {
	info := activity.GetInfo(ctx)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://hooks.example.com/paid", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", info.WorkflowExecution.ID+"/"+info.ActivityID)
	resp, err := a.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// chargeAdHoc has the same body as ChargeCard but is no activity: nothing
// retries it.
func chargeAdHoc(amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")})
	return err
}

// PaymentWorkflow schedules the activities through a nil *Activities, the
// SDK's idiom.
func PaymentWorkflow(ctx workflow.Context, amount int64, body []byte) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var a *Activities
	for _, f := range []workflow.Future{
		workflow.ExecuteActivity(ctx, a.ChargeCard, amount),
		workflow.ExecuteActivity(ctx, a.ChargeCardKeyed, amount),
		workflow.ExecuteActivity(ctx, a.Notify, body),
		workflow.ExecuteActivity(ctx, a.NotifyKeyed, body),
	} {
		if err := f.Get(ctx, nil); err != nil {
			return err
		}
	}
	return nil
}

// Ledger's activities are registered by the worker package, not scheduled
// here by reference: only the worker knows they are activities.
type Ledger struct{}

// Credit creates a payment intent without a key.
func (l *Ledger) Credit(ctx context.Context, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")})
	return err
}

// CreditKeyed keys it from the activity info.
type KeyedLedger struct{}

func (l *KeyedLedger) Credit(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}
	p.SetIdempotencyKey(info.WorkflowExecution.ID + "-" + info.ActivityID)
	_, err := paymentintent.New(p)
	return err
}

var _ = chargeAdHoc
