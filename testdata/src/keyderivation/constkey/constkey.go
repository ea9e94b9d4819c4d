// Package constkey: a key that is the same constant on every call keys every
// intent alike. The service recognizes the second intent as a retry of the
// first and answers it with the first's result: the second never happens.
// Each positive beside the twins a naive "constant key" rule would flag.
package constkey

import (
	"context"
	"encoding/json"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/workflow"
)

type Message struct {
	Key, Value []byte
}

type registration struct {
	ClassID, StudentID string
}

type registrar struct {
	temporal client.Client
	workflow func(ctx context.Context, r registration) error
}

// Handle starts one workflow per registration, all under one ID: while the
// first runs, ExecuteWorkflow returns it for every other student's.
func (c *registrar) Handle(msg *Message) error {
	var req registration
	if err := json.Unmarshal(msg.Value, &req); err != nil {
		return err
	}
	options := client.StartWorkflowOptions{
		ID:        "register-student-workflow", // want `idempotency key for StartWorkflowOptions.ID is the constant "register-student-workflow" on every call of constkey.registrar.Handle, whose input changes with msg`
		TaskQueue: "registrations",
	}
	_, err := c.temporal.ExecuteWorkflow(context.Background(), options, c.workflow, registration{ClassID: req.ClassID, StudentID: req.StudentID})
	return err
}

// Twin: the ID is built from the registration: one workflow per intent.
func (c *registrar) HandleKeyed(msg *Message) error {
	var req registration
	if err := json.Unmarshal(msg.Value, &req); err != nil {
		return err
	}
	options := client.StartWorkflowOptions{
		ID:        "register-" + req.ClassID + "-" + req.StudentID,
		TaskQueue: "registrations",
	}
	_, err := c.temporal.ExecuteWorkflow(context.Background(), options, c.workflow, req)
	return err
}

// Twin: a singleton by design: a constant ID for a workflow whose input is
// constant too; a second start while it runs is the same intent.
func StartNightly(ctx context.Context, cl client.Client) error {
	_, err := cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "nightly-report", TaskQueue: "reports"}, "NightlyReport")
	return err
}

type syncer struct {
	cl     client.Client
	region string
}

// Twin: the input comes from the receiver's configuration, the same on
// every call: one sync per process, by design.
func (s *syncer) Start(ctx context.Context) error {
	_, err := s.cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "region-sync", TaskQueue: "sync"}, "Sync", s.region)
	return err
}

// Charge sends every charge under one key: Stripe answers the second amount
// with the first charge (or refuses it), and the second is never made.
func Charge(amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey("charge") // want `idempotency key for stripe.Params.SetIdempotencyKey is the constant "charge" on every call of constkey.Charge, whose input changes with amount`
	_, err := paymentintent.New(p)
	return err
}

// Twin: a constant key for a constant request (a one-off setup charge):
// every call is the same intent.
func ChargeSetupFee() error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(500)}
	p.SetIdempotencyKey("setup-fee")
	_, err := paymentintent.New(p)
	return err
}

// An activity's ID is unique within its workflow run only (knowledge:
// Scoped): the same constant in every run names the charge step of that
// run, and the registration it carries changes with the run's input.
// Silent.
func RegistrationWorkflow(ctx workflow.Context, r registration) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{ActivityID: "charge-registration"})
	return workflow.ExecuteActivity(ctx, "ChargeRegistration", r).Get(ctx, nil)
}
