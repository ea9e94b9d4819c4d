package ackorder

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
)

// Ack before the insert on a raw subscription.
func watermillAckFirst(ctx context.Context, sub message.Subscriber, st *store) error {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return err
	}
	for m := range msgs {
		m.Ack() // want: ackorder
		_ = st.insert(ctx, m.UUID, m.Payload)
	}
	return nil
}

// Twin: Nack on error, Ack after success.
func watermillAckAfter(ctx context.Context, sub message.Subscriber, st *store) error {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return err
	}
	for m := range msgs {
		if err := st.insert(ctx, m.UUID, m.Payload); err != nil {
			m.Nack()
			continue
		}
		m.Ack()
	}
	return nil
}
