// Package consumer deduplicates deliveries through a store interface of
// its own, injected by its constructor and implemented in a package it
// does not import: it cannot tell which of the calls checks and which
// records, so it exports what it does with the store as a fact on New, and
// the package that wires a concrete store decides.
package consumer

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Dedup is the consumer's view of the dedup store.
type Dedup interface {
	Seen(ctx context.Context, id string) (bool, error)
	MarkSeen(ctx context.Context, id string) error
}

type Consumer struct {
	dedup Dedup
}

func New(d Dedup) *Consumer { return &Consumer{dedup: d} } // want New:`injected\(0:consumer.Consumer.dedup.Seen, paymentintent.New, then MarkSeen\)`

// Handle asks whether the delivery was seen, charges, then marks it seen.
func (c *Consumer) Handle(ctx context.Context, id string, amount int64) error {
	seen, err := c.dedup.Seen(ctx, id)
	if err != nil {
		return err
	}
	if seen {
		return nil
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}); err != nil {
		return err
	}
	return c.dedup.MarkSeen(ctx, id)
}

// Ledger holds a second store: calls on it record after the effect, but
// on other keys than the one checked.
type Ledger struct {
	dedup Dedup
}

func NewLedger(d Dedup) *Ledger { return &Ledger{dedup: d} }

// Twin: the record is of another key (the batch), not the delivery
// checked.
func (l *Ledger) Handle(ctx context.Context, id, batch string, amount int64) error {
	seen, err := l.dedup.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}); err != nil {
		return err
	}
	return l.dedup.MarkSeen(ctx, "batch:"+batch)
}
