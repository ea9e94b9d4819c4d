package consumer

import (
	"context"
	"encoding/json"

	"github.com/ThreeDotsLabs/watermill/message"

	"github.com/idemlint/idemlint/integration/corpus/orders"
)

// Watermill consumes from any watermill subscriber and calls the function
// it was built with.
type Watermill struct {
	sub    message.Subscriber
	handle func(context.Context, orders.Event) error
}

func NewWatermill(sub message.Subscriber, handle func(context.Context, orders.Event) error) *Watermill {
	return &Watermill{sub: sub, handle: handle}
}

// Run acks each message before handling it, so that a slow handler does
// not hold up the subscription: a failed handler loses the event.
func (w *Watermill) Run(ctx context.Context) error {
	msgs, err := w.sub.Subscribe(ctx, "orders.paid")
	if err != nil {
		return err
	}
	for msg := range msgs {
		var ev orders.Event
		if err := json.Unmarshal(msg.Payload, &ev); err != nil {
			msg.Nack()
			continue
		}
		msg.Ack() // want: ackorder
		if err := w.handle(msg.Context(), ev); err != nil {
			return err
		}
	}
	return nil
}
