package service

import (
	"context"

	"github.com/stripe/stripe-go/v82"

	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// Charges charges customers' saved cards through Stripe and records the
// charge.
type Charges struct {
	sc      *stripe.Client
	charges *repository.Charges
	keys    *repository.KeyLog
}

func NewCharges(sc *stripe.Client, charges *repository.Charges, keys *repository.KeyLog) *Charges {
	return &Charges{sc: sc, charges: charges, keys: keys}
}

// Charge charges under key and records the charge; the key is logged for
// support.
func (s *Charges) Charge(ctx context.Context, key, customerID string, amount int64) (string, error) {
	p := &stripe.PaymentIntentCreateParams{
		Amount:   stripe.Int64(amount),
		Currency: stripe.String(string(stripe.CurrencyEUR)),
		Customer: stripe.String(customerID),
		Confirm:  stripe.Bool(true),
	}
	p.SetIdempotencyKey(key)
	pi, err := s.sc.V1PaymentIntents.Create(ctx, p)
	if err != nil {
		return "", err
	}
	if err := s.keys.Record(ctx, key, "payment_intents"); err != nil {
		return "", err
	}
	return pi.ID, s.charges.Insert(ctx, pi.ID, customerID, amount)
}

// ChargeUnkeyed charges with no key of the caller's.
func (s *Charges) ChargeUnkeyed(ctx context.Context, customerID string, amount int64) (string, error) {
	pi, err := s.sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{
		Amount:   stripe.Int64(amount),
		Currency: stripe.String(string(stripe.CurrencyEUR)),
		Customer: stripe.String(customerID),
		Confirm:  stripe.Bool(true),
	})
	if err != nil {
		return "", err
	}
	return pi.ID, s.charges.Insert(ctx, pi.ID, customerID, amount)
}
