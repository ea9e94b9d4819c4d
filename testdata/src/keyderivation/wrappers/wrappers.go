// Package wrappers holds a team's helpers around uuid and stripe, in
// another package than their callers: keyderivation sees through them by
// summary facts.
package wrappers

import (
	"fmt"
	"time"

	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// NewKey returns a random key (a Source through uuid.NewString).
func NewKey() string { return "key-" + uuid.NewString() }

// Stamp returns the current time as text (a Source through time.Now).
func Stamp() string { return fmt.Sprint(time.Now().UnixNano()) }

// OrderKey derives a key from a stable identifier: no Source.
func OrderKey(orderID string) string { return "charge:v1:" + orderID }

// Charge sends a payment with key as its idempotency key (a KeySink on key).
func Charge(amount int64, key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

// Retry is a team's hand-written retry helper: its summary says it retries
// fn, so the callers' closures are retry scopes.
func Retry(attempts int, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		time.Sleep(time.Second << i)
	}
	return err
}

// Payment is a request whose ID is the idempotency key; CreatedAt is only
// recorded beside it.
type Payment struct {
	ID        string
	Amount    int64
	CreatedAt time.Time
}

// ChargePayment keys the charge with p.ID alone: its summary names the
// field, so a caller's CreatedAt: time.Now() is not a key.
func ChargePayment(p *Payment) error { return Charge(p.Amount, p.ID) }

// ChargeNow hands the payment whole to ChargePayment: the field travels
// with the fact.
func ChargeNow(p *Payment) error { return ChargePayment(p) }
