package amqp

import (
	"context"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Payments is wired elsewhere: its implementation is not in the analysed
// code, so a call on it is work whose effect is unknown.
type Payments interface {
	Settle(ctx context.Context, body []byte) error
}

type Finalizer struct {
	payments Payments
}

// Twin: a select loop that acks each delivery at the end of its case, after
// its work. The next iteration's work is on the next delivery, received by
// the select: the ack does not come before it.
func (f *Finalizer) run(ctx context.Context, deliveries <-chan amqp.Delivery) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case d, ok := <-deliveries:
			if !ok {
				return nil
			}
			if err := f.payments.Settle(ctx, d.Body); err != nil {
				d.Nack(false, true)
				continue
			}
			d.Ack(false)
		}
	}
}

// The same loop acking the delivery first.
func (f *Finalizer) runAckFirst(ctx context.Context, deliveries <-chan amqp.Delivery) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case d, ok := <-deliveries:
			if !ok {
				return nil
			}
			d.Ack(false) // want `message acked with amqp091.Delivery.Ack before amqp.Payments.Settle is handed the message`
			if err := f.payments.Settle(ctx, d.Body); err != nil {
				return err
			}
		}
	}
}

type payment struct{ Hash string }

type Ledger interface {
	EntryFor(ctx context.Context, id int64) (int64, error)
}

// Twin: the work looks the delivery's payment up in a table loaded before
// the loop and hands the row's ID on; the ack at the end of the case is
// after it, and the next iteration's lookup is for the next delivery.
func (f *Finalizer) runPending(ctx context.Context, ledger Ledger, deliveries <-chan amqp.Delivery, pending map[string]int64) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case d, ok := <-deliveries:
			if !ok {
				return nil
			}
			var p payment
			if err := json.Unmarshal(d.Body, &p); err != nil {
				d.Nack(false, false)
				continue
			}
			if id, ok := pending[p.Hash]; ok {
				if _, err := ledger.EntryFor(ctx, id); err != nil {
					d.Nack(false, false)
					continue
				}
				delete(pending, p.Hash)
			}
			d.Ack(false)
		}
	}
}
