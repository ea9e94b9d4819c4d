// Package service sits between the handlers and the repository and the
// payment provider: the handlers reach the effects through its summary.
package service

import (
	"context"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"createkey/repo"
)

type Orders struct{ Repo *repo.Orders }

// Place charges and records the order, with no key.
func (s *Orders) Place(ctx context.Context, customer string, amount int64) error {
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}); err != nil {
		return err
	}
	return s.Repo.Insert(ctx, customer, amount)
}

// PlaceKeyed charges with the client's key.
func (s *Orders) PlaceKeyed(ctx context.Context, key, customer string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// Record only inserts a row.
func (s *Orders) Record(ctx context.Context, customer string, amount int64) error {
	return s.Repo.Insert(ctx, customer, amount)
}

// Save upserts the client's order by its ID.
func (s *Orders) Save(ctx context.Context, id, customer string, amount int64) error {
	return s.Repo.Upsert(ctx, id, customer, amount)
}

// Rename updates an order.
func (s *Orders) Rename(ctx context.Context, id, name string) error {
	return s.Repo.Rename(ctx, id, name)
}

// Count reads.
func (s *Orders) Count(ctx context.Context) (int, error) { return s.Repo.Count(ctx) }
