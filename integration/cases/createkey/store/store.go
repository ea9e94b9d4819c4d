// Package store is the repository and payment layer the createkey
// handlers reach through its summaries.
package store

import (
	"context"
	"database/sql"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Orders struct{ DB *sql.DB }

// Place charges and inserts the order: no key.
func (o *Orders) Place(ctx context.Context, customer string, amount int64) error {
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}); err != nil {
		return err
	}
	_, err := o.DB.ExecContext(ctx, "INSERT INTO orders (customer, amount) VALUES ($1, $2)", customer, amount)
	return err
}

// PlaceKeyed charges with the client's key.
func (o *Orders) PlaceKeyed(ctx context.Context, key, customer string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// Save upserts by the client's order ID.
func (o *Orders) Save(ctx context.Context, id, customer string, amount int64) error {
	_, err := o.DB.ExecContext(ctx, "INSERT INTO orders (id, customer, amount) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET amount = EXCLUDED.amount", id, customer, amount)
	return err
}

// Count reads.
func (o *Orders) Count(ctx context.Context) (int, error) {
	var n int
	err := o.DB.QueryRowContext(ctx, "SELECT count(*) FROM orders").Scan(&n)
	return n, err
}

// Insert records the order, with no payment: a row insert only.
func (o *Orders) Insert(ctx context.Context, customer string, amount int64) error {
	_, err := o.DB.ExecContext(ctx, "INSERT INTO orders (customer, amount) VALUES ($1, $2)", customer, amount)
	return err
}
