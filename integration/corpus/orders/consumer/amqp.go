package consumer

import (
	"context"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/integration/corpus/orders"
)

// ConsumeAMQP consumes with auto-ack: RabbitMQ forgets each delivery as it
// sends it, so the handler's failure, or a crash, loses the order.
func ConsumeAMQP(ctx context.Context, ch *amqp.Channel, handle func(context.Context, orders.Event) error) error {
	deliveries, err := ch.Consume("orders.paid", "fulfil", true, false, false, false, nil) // want: ackorder
	if err != nil {
		return err
	}
	for d := range deliveries {
		var ev orders.Event
		if err := json.Unmarshal(d.Body, &ev); err != nil {
			continue
		}
		if err := handle(ctx, ev); err != nil {
			return err
		}
	}
	return nil
}

// ConsumeAMQPManual acks after the handler and requeues on failure.
func ConsumeAMQPManual(ctx context.Context, ch *amqp.Channel, handle func(context.Context, orders.Event) error) error {
	deliveries, err := ch.Consume("orders.paid", "fulfil", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		var ev orders.Event
		if err := json.Unmarshal(d.Body, &ev); err != nil {
			d.Reject(false)
			continue
		}
		if err := handle(ctx, ev); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
	return nil
}
