// Package constkey: one constant key for intents whose input differs, on
// the real Temporal client and stripe-go, beside the singletons whose input
// is constant too.
package constkey

import (
	"context"
	"encoding/json"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/client"
)

type Registration struct {
	ClassID   string `json:"class_id"`
	StudentID string `json:"student_id"`
}

type Consumer struct {
	Temporal client.Client
}

// Handle starts every registration under one workflow ID: while the first
// runs, the others are answered with it and never registered.
func (c *Consumer) Handle(ctx context.Context, value []byte) error {
	var r Registration
	if err := json.Unmarshal(value, &r); err != nil {
		return err
	}
	opts := client.StartWorkflowOptions{
		ID:        "register-student-workflow", // want: keyderivation
		TaskQueue: "registrations",
	}
	_, err := c.Temporal.ExecuteWorkflow(ctx, opts, "RegisterStudent", r)
	return err
}

// HandleKeyed: one workflow per registration.
func (c *Consumer) HandleKeyed(ctx context.Context, value []byte) error {
	var r Registration
	if err := json.Unmarshal(value, &r); err != nil {
		return err
	}
	opts := client.StartWorkflowOptions{ID: "register-" + r.ClassID + "-" + r.StudentID, TaskQueue: "registrations"}
	_, err := c.Temporal.ExecuteWorkflow(ctx, opts, "RegisterStudent", r)
	return err
}

// StartNightly: a singleton by design, its input constant.
func (c *Consumer) StartNightly(ctx context.Context) error {
	_, err := c.Temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "nightly-report", TaskQueue: "reports"}, "NightlyReport")
	return err
}

// Charge sends every amount under one key.
func Charge(amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String(string(stripe.CurrencyUSD))}
	p.SetIdempotencyKey("charge") // want: keyderivation
	_, err := paymentintent.New(p)
	return err
}

// ChargeSetupFee: a constant key for a constant request.
func ChargeSetupFee() error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(500), Currency: stripe.String(string(stripe.CurrencyUSD))}
	p.SetIdempotencyKey("setup-fee")
	_, err := paymentintent.New(p)
	return err
}
