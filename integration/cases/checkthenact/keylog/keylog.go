// Package keylog: a table of idempotency keys written with ON CONFLICT DO
// NOTHING and never read back, on pgx v5 and stripe-go v82. After the
// charge that sent the key to Stripe it is a log; before the charge it is
// the claim that should have guarded it.
package keylog

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Service struct{ Pool *pgxpool.Pool }

func (s *Service) logKey(ctx context.Context, key string) error {
	_, err := s.Pool.Exec(ctx,
		`INSERT INTO provider_idempotency_log (idempotency_key) VALUES ($1) ON CONFLICT (idempotency_key) DO NOTHING`, key)
	return err
}

// Charge: Stripe dedups by the key; the log after it guards nothing.
func (s *Service) Charge(ctx context.Context, key string, amount int64) (string, error) {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
	p.SetIdempotencyKey(key)
	pi, err := paymentintent.New(p)
	if err != nil {
		return "", err
	}
	if err := s.logKey(ctx, key); err != nil {
		return "", err
	}
	_, err = s.Pool.Exec(ctx, `INSERT INTO charges (id, amount) VALUES ($1, $2)`, pi.ID, amount)
	return pi.ID, err
}

// ChargeClaimFirst takes the same row before an unkeyed charge and never
// reads whether it won.
func (s *Service) ChargeClaimFirst(ctx context.Context, key string, amount int64) error {
	if err := s.logKey(ctx, key); err != nil { // want: checkthenact
		return err
	}
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")})
	return err
}
