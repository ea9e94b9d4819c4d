// Package broker publishes to RabbitMQ behind an interface of its own; the
// type that does it is unexported, as wire-style constructors have it.
package broker

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Publisher is what the rest of the service sees.
type Publisher interface {
	Publish(ctx context.Context, body []byte) error
}

type publisher struct {
	conn *amqp.Connection
}

// NewPublisher returns the publisher; its type is out of the API.
func NewPublisher(conn *amqp.Connection) (Publisher, error) {
	return &publisher{conn: conn}, nil
}

func (p *publisher) Publish(ctx context.Context, body []byte) error {
	ch, err := p.conn.Channel()
	if err != nil {
		return err
	}
	return ch.PublishWithContext(ctx, "orders", "placed", false, false, amqp.Publishing{Body: body})
}
