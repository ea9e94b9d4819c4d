// Package billing implements consumer handlers; it does not import the
// consumer.
package billing

import (
	"context"

	"github.com/segmentio/kafka-go"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Service charges for each order message.
type Service struct{ currency string }

func NewService(currency string) *Service { return &Service{currency: currency} }

func (s *Service) Handle(ctx context.Context, m kafka.Message) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(int64(len(m.Value))), Currency: stripe.String(s.currency)}
	p.SetIdempotencyKey(string(m.Key))
	_, err := paymentintent.New(p)
	return err
}

// Audit only reads.
type Audit struct{}

func (Audit) Handle(ctx context.Context, m kafka.Message) error { return nil }

// Charge is a function that pays, for func-typed fields.
func Charge(ctx context.Context, m kafka.Message) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(int64(len(m.Value))), Currency: stripe.String("usd")}
	p.SetIdempotencyKey(string(m.Key))
	_, err := paymentintent.New(p)
	return err
}

// Log only logs.
func Log(ctx context.Context, m kafka.Message) error { return nil }

// Payer pays when it is notified, and reports no failure.
type Payer struct{}

func (Payer) Notify(ctx context.Context, m kafka.Message) { _ = Charge(ctx, m) }

// Logger only logs when it is notified.
type Logger struct{}

func (Logger) Notify(ctx context.Context, m kafka.Message) {}

// Pay pays, for func-typed fields that report no failure.
func Pay(ctx context.Context, m kafka.Message) { _ = Charge(ctx, m) }

// Note only notes.
func Note(ctx context.Context, m kafka.Message) {}
