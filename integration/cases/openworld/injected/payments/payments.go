// Package payments implements the consumer's handler over stripe-go's
// service client; it does not import the consumer.
package payments

import (
	"context"

	"github.com/segmentio/kafka-go"
	"github.com/stripe/stripe-go/v82"
)

type Service struct{ sc *stripe.Client }

func NewService(sc *stripe.Client) *Service { return &Service{sc: sc} }

// Handle creates a payment intent keyed by the message key.
func (s *Service) Handle(ctx context.Context, m kafka.Message) error {
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(int64(len(m.Value))), Currency: stripe.String("eur")}
	p.SetIdempotencyKey("order:" + string(m.Key))
	_, err := s.sc.V1PaymentIntents.Create(ctx, p)
	return err
}

// Audit only reads the intent back.
type Audit struct{ sc *stripe.Client }

func (a Audit) Handle(ctx context.Context, m kafka.Message) error {
	_, err := a.sc.V1PaymentIntents.Retrieve(ctx, string(m.Key), nil)
	return err
}

// Charger creates a payment intent with no idempotency key of its own.
type Charger struct{ sc *stripe.Client }

func NewCharger(sc *stripe.Client) *Charger { return &Charger{sc: sc} }

func (c *Charger) Charge(ctx context.Context, orderID string, amount int64) error {
	_, err := c.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")})
	return err
}

// KeyedCharger keys the intent by the order.
type KeyedCharger struct{ sc *stripe.Client }

func (c KeyedCharger) Charge(ctx context.Context, orderID string, amount int64) error {
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey("charge:" + orderID)
	_, err := c.sc.V1PaymentIntents.Create(ctx, p)
	return err
}
