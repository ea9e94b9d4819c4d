// Package service holds the service of a service-shaped inprogress case:
// the claim is the repository's (a fact), the payment stripe-go's.
package service

import (
	"context"
	"errors"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"inprogress/shapes/repo"
)

type Receipt struct{ ChargeID string }

var ErrInProgress = errors.New("a request with this key is in progress")

type Service struct{ repo *repo.Repo }

func New(r *repo.Repo) *Service { return &Service{repo: r} }

// Charge answers a duplicate with no receipt and no error, and never
// records the payment: both reported at the claim.
func (s *Service) Charge(ctx context.Context, key string, amount int64) (*Receipt, error) {
	won, err := s.repo.Claim(ctx, key) // want `a duplicate that loses the claim by repo\.Repo\.Claim is returned as a nil result with a nil error` `the claim by repo\.Repo\.Claim is the only record of the payment effect paymentintent\.New`
	if err != nil {
		return nil, err
	}
	if !won {
		return nil, nil
	}
	pi, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	if err != nil {
		return nil, err
	}
	return &Receipt{ChargeID: pi.ID}, nil
}

// Twin: the duplicate reads the stored outcome (or learns it is in
// progress), and the outcome is recorded after the payment.
func (s *Service) ChargeOnce(ctx context.Context, key string, amount int64) (*Receipt, error) {
	won, err := s.repo.Claim(ctx, key)
	if err != nil {
		return nil, err
	}
	if !won {
		state, id, err := s.repo.Load(ctx, key)
		if err != nil {
			return nil, err
		}
		if state == "in_progress" {
			return nil, ErrInProgress
		}
		return &Receipt{ChargeID: id}, nil
	}
	pi, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	if err != nil {
		return nil, err
	}
	if err := s.repo.Complete(ctx, key, pi.ID); err != nil {
		return nil, err
	}
	return &Receipt{ChargeID: pi.ID}, nil
}

// Twin: a duplicate is an error the caller maps to 409.
func (s *Service) ChargeOrConflict(ctx context.Context, key string, amount int64) (*Receipt, error) {
	won, err := s.repo.Claim(ctx, key)
	if err != nil {
		return nil, err
	}
	if !won {
		return nil, ErrInProgress
	}
	pi, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	if err != nil {
		return nil, err
	}
	return &Receipt{ChargeID: pi.ID}, s.repo.Complete(ctx, key, pi.ID)
}
