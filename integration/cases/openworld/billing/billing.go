// Package billing charges through an interface over stripe-go's service
// client, injected through the constructor, and records the payment
// through the sqlc-shaped pgdb package.
package billing

import (
	"context"

	"github.com/cenkalti/backoff/v4"
	"github.com/stripe/stripe-go/v82"

	"github.com/idemlint/idemlint/integration/cases/openworld/pgdb"
)

// Intents is the one method of stripe.Client.V1PaymentIntents the
// service uses.
type Intents interface {
	Create(ctx context.Context, params *stripe.PaymentIntentCreateParams) (*stripe.PaymentIntent, error)
}

type Service struct {
	intents Intents
	q       *pgdb.Queries
}

func NewService(sc *stripe.Client, q *pgdb.Queries) *Service {
	return &Service{intents: sc.V1PaymentIntents, q: q}
}

// Charge retries the create without an idempotency key: a timeout after
// Stripe accepted the intent creates a second one.
func (s *Service) Charge(ctx context.Context, orderID string, amount int64) error {
	return backoff.Retry(func() error {
		_, err := s.intents.Create(ctx, &stripe.PaymentIntentCreateParams{ // want: retrykeyless
			Amount:   stripe.Int64(amount),
			Currency: stripe.String("eur"),
		})
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: the key is derived from the order, so every attempt reuses it.
func (s *Service) ChargeKeyed(ctx context.Context, orderID string, amount int64) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
		p.SetIdempotencyKey("charge:v1:" + orderID)
		_, err := s.intents.Create(ctx, p)
		return err
	}, backoff.NewExponentialBackOff())
}

// Record retries an insert through the sqlc-shaped queries.
func (s *Service) Record(ctx context.Context, orderID string, amount int64) error {
	return backoff.Retry(func() error {
		return s.q.InsertPayment(ctx, orderID, amount) // want: retrykeyless
	}, backoff.NewExponentialBackOff())
}

// Twin: a retried read.
func (s *Service) Balance(ctx context.Context, id string) (b int64, err error) {
	err = backoff.Retry(func() error {
		b, err = s.q.GetBalance(ctx, id)
		return err
	}, backoff.NewExponentialBackOff())
	return b, err
}
