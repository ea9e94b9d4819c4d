// Package consumer charges each delivery once, it believes, through a
// dedup store interface its constructor takes; the store is implemented in
// a package this one does not import.
package consumer

import (
	"context"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Dedup interface {
	Seen(ctx context.Context, id string) (bool, error)
	MarkSeen(ctx context.Context, id string) error
}

type Consumer struct{ dedup Dedup }

func New(d Dedup) *Consumer { return &Consumer{dedup: d} }

func (c *Consumer) Handle(ctx context.Context, id string, amount int64) error {
	seen, err := c.dedup.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("eur")}
	if _, err := paymentintent.New(p); err != nil {
		return err
	}
	return c.dedup.MarkSeen(ctx, id)
}
