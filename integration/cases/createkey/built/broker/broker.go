// Package broker publishes order events to RabbitMQ (amqp091-go) behind
// an interface; the type that does it is unexported, as wire's providers
// usually have it.
package broker

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Publisher is what the rest of the service sees.
type Publisher interface {
	Publish(ctx context.Context, routingKey string, body []byte) error
}

type publisher struct {
	conn *amqp.Connection
}

// NewPublisher is wire's provider.
func NewPublisher(conn *amqp.Connection) (Publisher, error) {
	return &publisher{conn: conn}, nil
}

func (p *publisher) Publish(ctx context.Context, routingKey string, body []byte) error {
	ch, err := p.conn.Channel()
	if err != nil {
		return err
	}
	defer ch.Close()
	return ch.PublishWithContext(ctx, "orders", routingKey, false, false, amqp.Publishing{
		ContentType:  "application/json",
		DeliveryMode: amqp.Persistent,
		Body:         body,
	})
}
