// Package keylog: an INSERT … ON CONFLICT DO NOTHING into a table of
// idempotency keys whose outcome nothing reads. After the charge that sent
// the same key to the provider, it logs a key the provider deduplicates
// by; before the charge, it is the claim that should have guarded it.
package keylog

import (
	"context"
	"database/sql"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Service struct{ db *sql.DB }

func (s *Service) logKey(ctx context.Context, key string) error {
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO provider_idempotency_log (idempotency_key) VALUES ($1) ON CONFLICT (idempotency_key) DO NOTHING`, key)
	return err
}

func (s *Service) record(ctx context.Context, id string, amount int64) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO charges (id, amount) VALUES ($1, $2)`, id, amount)
	return err
}

// Charge sends key as the charge's idempotency key, then logs it and
// records the charge: the log guards nothing, the provider dedups by the
// key. Silent.
func (s *Service) Charge(ctx context.Context, key string, amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	pi, err := paymentintent.New(p)
	if err != nil {
		return err
	}
	if err := s.logKey(ctx, key); err != nil {
		return err
	}
	return s.record(ctx, pi.ID, amount)
}

// The same log taken before the charge, its outcome never read: every
// duplicate charges again, and the key log is the claim that should stop it.
func (s *Service) ChargeClaimFirst(ctx context.Context, key string, amount int64) error {
	if err := s.logKey(ctx, key); err != nil { // want `atomic claim by Service\.logKey .* is never consulted`
		return err
	}
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	_, err := paymentintent.New(p)
	return err
}

// The key sent is not the key logged: the log is a claim of another key,
// and every duplicate of it runs the charge again.
func (s *Service) ChargeOtherKey(ctx context.Context, key, orderID string, amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	if err := s.logKey(ctx, orderID); err != nil { // want `atomic claim by Service\.logKey .* is never consulted`
		return err
	}
	_, err := paymentintent.New(p)
	return err
}

// The key is set on the charge's parameters, then logged, and the charge
// runs after: the row is taken before the effect and never read, a claim
// that guards nothing although it could.
func (s *Service) ChargeClaimBetween(ctx context.Context, key string, amount int64) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	if err := s.logKey(ctx, key); err != nil { // want `atomic claim by Service\.logKey .* is never consulted`
		return err
	}
	_, err := paymentintent.New(p)
	return err
}
