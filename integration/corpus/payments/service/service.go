// Package service is the payments domain: it charges, captures and refunds
// through the gateway interfaces and records payments through the
// sqlc-generated queries (pgx v5).
package service

import (
	"context"
	"errors"
	"fmt"

	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/stripe/stripe-go/v82"

	"github.com/idemlint/idemlint/integration/corpus/payments/db"
	"github.com/idemlint/idemlint/integration/corpus/payments/gateway"
)

// ErrInProgress answers a duplicate of a payment that is still running.
var ErrInProgress = errors.New("a payment for this order is in progress")

type Service struct {
	intents gateway.PaymentIntents
	refunds gateway.Refunds
	q       *db.Queries
}

func New(intents gateway.PaymentIntents, refunds gateway.Refunds, q *db.Queries) *Service {
	return &Service{intents: intents, refunds: refunds, q: q}
}

func intentParams(orderID string, amount int64) *stripe.PaymentIntentCreateParams {
	return &stripe.PaymentIntentCreateParams{
		Amount:   stripe.Int64(amount),
		Currency: stripe.String(stripe.CurrencyEUR),
		Metadata: map[string]string{"order_id": orderID},
	}
}

// Charge creates the payment intent of an order. The key is minted at the
// call: the caller's retry of Charge sends a new key, and Stripe creates a
// second intent.
func (s *Service) Charge(ctx context.Context, orderID string, amount int64) (string, error) {
	p := intentParams(orderID, amount)
	p.SetIdempotencyKey(uuid.NewString()) // want: keyderivation
	pi, err := s.intents.Create(ctx, p)
	if err != nil {
		return "", err
	}
	return pi.ID, s.q.InsertPayment(ctx, db.InsertPaymentParams{OrderID: orderID, IntentID: pi.ID, Amount: amount})
}

// ChargeKeyed is Charge with the key the client sent: its retry sends the
// same key and Stripe answers with the first intent.
func (s *Service) ChargeKeyed(ctx context.Context, key, orderID string, amount int64) (string, error) {
	p := intentParams(orderID, amount)
	p.SetIdempotencyKey(key)
	pi, err := s.intents.Create(ctx, p)
	if err != nil {
		return "", err
	}
	return pi.ID, s.q.InsertPayment(ctx, db.InsertPaymentParams{OrderID: orderID, IntentID: pi.ID, Amount: amount})
}

// Pay charges an order once... unless two deliveries of the order event
// both find no payment before either has inserted one.
func (s *Service) Pay(ctx context.Context, orderID string, amount int64) error {
	_, err := s.q.GetPaymentByOrder(ctx, orderID) // want: checkthenact
	if err == nil {
		return nil // already paid
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return err
	}
	pi, err := s.intents.Create(ctx, intentParams(orderID, amount))
	if err != nil {
		return err
	}
	return s.q.InsertPayment(ctx, db.InsertPaymentParams{OrderID: orderID, IntentID: pi.ID, Amount: amount})
}

// PayOnce claims the order first (INSERT … ON CONFLICT DO NOTHING, whose
// count is read): a duplicate that loses the claim is told whether the
// first attempt is still running or what it produced.
func (s *Service) PayOnce(ctx context.Context, orderID string, amount int64) (string, error) {
	n, err := s.q.ClaimPayment(ctx, orderID)
	if err != nil {
		return "", err
	}
	if n == 0 {
		st, err := s.q.ClaimState(ctx, orderID)
		if err != nil {
			return "", err
		}
		if st.State != "done" || !st.IntentID.Valid {
			return "", ErrInProgress
		}
		return st.IntentID.String, nil
	}
	p := intentParams(orderID, amount)
	p.SetIdempotencyKey("pay:" + orderID)
	pi, err := s.intents.Create(ctx, p)
	if err != nil {
		s.q.ReleaseClaim(ctx, orderID)
		return "", err
	}
	return pi.ID, s.q.CompleteClaim(ctx, db.CompleteClaimParams{OrderID: orderID, IntentID: pgtype.Text{String: pi.ID, Valid: true}})
}

// PayClaimed claims the order but never reads whether the claim was won:
// every duplicate goes on to charge.
func (s *Service) PayClaimed(ctx context.Context, orderID string, amount int64) error {
	if _, err := s.q.ClaimPayment(ctx, orderID); err != nil { // want: checkthenact
		return err
	}
	pi, err := s.intents.Create(ctx, intentParams(orderID, amount))
	if err != nil {
		return err
	}
	return s.q.CompleteClaim(ctx, db.CompleteClaimParams{OrderID: orderID, IntentID: pgtype.Text{String: pi.ID, Valid: true}})
}

// Refund retries the refund without a key: an attempt that timed out after
// Stripe refunded is followed by a second refund.
func (s *Service) Refund(ctx context.Context, intentID string, amount int64) error {
	return backoff.Retry(func() error {
		_, err := s.refunds.Create(ctx, &stripe.RefundCreateParams{ // want: retrykeyless
			PaymentIntent: stripe.String(intentID),
			Amount:        stripe.Int64(amount),
		})
		return err
	}, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}

// RefundKeyed keys every attempt by the refund request the caller made.
func (s *Service) RefundKeyed(ctx context.Context, refundID, intentID string, amount int64) error {
	return backoff.Retry(func() error {
		p := &stripe.RefundCreateParams{PaymentIntent: stripe.String(intentID), Amount: stripe.Int64(amount)}
		p.SetIdempotencyKey("refund:" + refundID)
		_, err := s.refunds.Create(ctx, p)
		return err
	}, backoff.WithContext(backoff.NewExponentialBackOff(), ctx))
}

// Capture keys the capture by the order alone.
func (s *Service) Capture(ctx context.Context, orderID, intentID string) error {
	p := &stripe.PaymentIntentCaptureParams{}
	p.SetIdempotencyKey(orderID)
	_, err := s.intents.Capture(ctx, intentID, p)
	return err
}

// RefundOrder keys the refund by the order too: Stripe answers the refund
// with the capture it stored under the same key.
func (s *Service) RefundOrder(ctx context.Context, orderID, intentID string) error {
	p := &stripe.RefundCreateParams{PaymentIntent: stripe.String(intentID)}
	p.SetIdempotencyKey(orderID) // want: keyscope
	_, err := s.refunds.Create(ctx, p)
	return err
}

// RecordRefund adds a refund.succeeded webhook's amount to the payment: a
// redelivered webhook adds it again.
func (s *Service) RecordRefund(ctx context.Context, orderID string, amount int64) error {
	return s.q.AddRefundedAmount(ctx, db.AddRefundedAmountParams{OrderID: orderID, RefundedAmount: amount}) // want: relativewrite
}

// SyncRefunded stores the charge's total refunded amount as Stripe reports
// it: a redelivered webhook writes the same total.
func (s *Service) SyncRefunded(ctx context.Context, orderID string, total int64) error {
	return s.q.SetRefundedAmount(ctx, db.SetRefundedAmountParams{OrderID: orderID, RefundedAmount: total})
}

// Describe reads a payment.
func (s *Service) Describe(ctx context.Context, orderID string) (string, error) {
	p, err := s.q.GetPaymentByOrder(ctx, orderID)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s %s %d", p.OrderID, p.Status, p.Amount), nil
}
