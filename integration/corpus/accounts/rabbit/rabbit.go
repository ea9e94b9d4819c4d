// Package rabbit consumes account events from RabbitMQ (amqp091-go) and
// hands each one to the accounts.Handler its constructor was given.
package rabbit

import (
	"context"
	"log/slog"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// tracer is what the consumer reports handled events to; this package
// holds its only implementation, which logs.
type tracer interface {
	Handle(ctx context.Context, e accounts.Event) error
}

type logTracer struct{ l *slog.Logger }

func (t logTracer) Handle(ctx context.Context, e accounts.Event) error {
	t.l.InfoContext(ctx, "account event", "id", e.ID, "kind", e.Kind)
	return nil
}

// Consumer reads one queue.
type Consumer struct {
	ch    *amqp.Channel
	queue string
	svc   accounts.Handler
	trace tracer
}

// NewConsumer is called by the service's main with its accounts.Handler.
func NewConsumer(ch *amqp.Channel, queue string, svc accounts.Handler) *Consumer {
	return &Consumer{ch: ch, queue: queue, svc: svc, trace: logTracer{l: slog.Default()}}
}

// RunAutoAck consumes with auto-ack: RabbitMQ forgets each delivery as it
// sends it, so a failed Handle, or a crash while it runs, loses the event.
func (c *Consumer) RunAutoAck(ctx context.Context) error {
	deliveries, err := c.ch.ConsumeWithContext(ctx, c.queue, "accounts", true, false, false, false, nil) // want: ackorder
	if err != nil {
		return err
	}
	for d := range deliveries {
		evt, err := accounts.Decode(d.Body)
		if err != nil {
			continue
		}
		if err := c.svc.Handle(ctx, evt); err != nil {
			slog.ErrorContext(ctx, "handle", "id", evt.ID, "err", err)
		}
	}
	return nil
}

// Run is RunAutoAck's twin: manual acks, after Handle succeeded; a failure
// is requeued.
func (c *Consumer) Run(ctx context.Context) error {
	deliveries, err := c.ch.ConsumeWithContext(ctx, c.queue, "accounts", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := c.HandlePoisonAck(ctx, d); err != nil {
			slog.ErrorContext(ctx, "handle", "tag", d.DeliveryTag, "err", err)
		}
	}
	return nil
}

// HandleAckFirst acks the delivery, then applies it: a failed Handle is
// not redelivered.
func (c *Consumer) HandleAckFirst(ctx context.Context, d amqp.Delivery) error {
	if err := d.Ack(false); err != nil { // want: ackorder
		return err
	}
	evt, err := accounts.Decode(d.Body)
	if err != nil {
		return nil
	}
	return c.svc.Handle(ctx, evt)
}

// HandlePoisonAck is HandleAckFirst's twin: it acks early only a delivery
// that can never decode (a poison message), and otherwise after Handle,
// with a requeue on failure.
func (c *Consumer) HandlePoisonAck(ctx context.Context, d amqp.Delivery) error {
	evt, err := accounts.Decode(d.Body)
	if err != nil {
		return d.Ack(false)
	}
	if err := c.svc.Handle(ctx, evt); err != nil {
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

// HandleDeferred acks whatever happens: a Handle that fails returns its
// error, and the deferred ack acknowledges the failed delivery.
func (c *Consumer) HandleDeferred(ctx context.Context, d amqp.Delivery) error {
	defer d.Ack(false) // want: ackorder
	evt, err := accounts.Decode(d.Body)
	if err != nil {
		return err
	}
	return c.svc.Handle(ctx, evt)
}

// HandleDeferredByOutcome is HandleDeferred's twin: the deferred function
// acks on success and requeues on failure.
func (c *Consumer) HandleDeferredByOutcome(ctx context.Context, d amqp.Delivery) (err error) {
	defer func() {
		if err != nil {
			d.Nack(false, true)
			return
		}
		d.Ack(false)
	}()
	evt, err := accounts.Decode(d.Body)
	if err != nil {
		return nil // poison: acked
	}
	return c.svc.Handle(ctx, evt)
}

// HandleTraced is a twin: after the ack it hands the event to the tracer,
// which this package resolves to logTracer, a logger.
func (c *Consumer) HandleTraced(ctx context.Context, d amqp.Delivery) error {
	if err := d.Ack(false); err != nil {
		return err
	}
	evt, err := accounts.Decode(d.Body)
	if err != nil {
		return nil
	}
	return c.trace.Handle(ctx, evt)
}
