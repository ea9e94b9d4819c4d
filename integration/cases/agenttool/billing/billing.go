// Package billing is the service the agent tools call.
package billing

import (
	"context"
	"database/sql"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Service struct{ DB *sql.DB }

// Charge charges with no key.
func (s *Service) Charge(ctx context.Context, customer string, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount), Currency: stripe.String("eur")})
	return err
}

// ChargeKeyed charges with the caller's key.
func (s *Service) ChargeKeyed(ctx context.Context, key, customer string, amount int64) error {
	params := &stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// AddNote inserts a row, claimed by the caller's request ID.
func (s *Service) AddNote(ctx context.Context, requestID, customer, text string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO notes (request_id, customer, text) VALUES ($1, $2, $3) ON CONFLICT (request_id) DO NOTHING", requestID, customer, text)
	return err
}

// Balance reads.
func (s *Service) Balance(ctx context.Context, customer string) (int64, error) {
	var b int64
	err := s.DB.QueryRowContext(ctx, "SELECT balance FROM accounts WHERE customer = $1", customer).Scan(&b)
	return b, err
}
