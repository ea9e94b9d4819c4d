package consumer

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
)

// RouteFunc handles one RPC request; routes are registered elsewhere.
type RouteFunc func(ctx context.Context, d *amqp.Delivery) ([]byte, error)

// RPC serves requests over RabbitMQ.
type RPC struct {
	ch     *amqp.Channel
	routes map[string]RouteFunc
}

func NewRPC(ch *amqp.Channel, routes map[string]RouteFunc) *RPC { return &RPC{ch: ch, routes: routes} }

// Twin: every failure is answered on the request's reply queue: the
// caller has its answer and decides whether to retry, so the deferred ack
// settles a message that was handled.
func (s *RPC) Serve(ctx context.Context, d *amqp.Delivery) {
	defer d.Ack(false)
	body, err := s.routes[d.Type](ctx, d)
	if err != nil {
		s.reply(ctx, d, nil, "error")
		return
	}
	s.reply(ctx, d, body, "ok")
}

func (s *RPC) reply(ctx context.Context, d *amqp.Delivery, body []byte, status string) {
	_ = s.ch.PublishWithContext(ctx, "", d.ReplyTo, false, false, amqp.Publishing{CorrelationId: d.CorrelationId, Type: status, Body: body})
}

// The same route without a reply: a failed request is acked and lost.
func (s *RPC) Consume(ctx context.Context, d *amqp.Delivery) {
	defer d.Ack(false) // want `deferred amqp091\.Delivery\.Ack acknowledges the message even when a func value fails`
	if _, err := s.routes[d.Type](ctx, d); err != nil {
		return
	}
}

// A forwarder whose work is itself a publish of the message: the publish
// that fails is not an answer, and the deferred ack loses the message.
func (s *RPC) Forward(ctx context.Context, d *amqp.Delivery) error {
	defer d.Ack(false) // want `deferred amqp091\.Delivery\.Ack acknowledges the message even when amqp091\.Channel\.PublishWithContext fails`
	return s.ch.PublishWithContext(ctx, "out", "", false, false, amqp.Publishing{Body: d.Body})
}
