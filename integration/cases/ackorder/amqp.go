package ackorder

import (
	"context"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
)

type amqpWorker struct {
	st *store
	ch *amqp.Channel
}

// The deferred ack fires on the failure path too.
func (w *amqpWorker) handleDeferred(ctx context.Context, d amqp.Delivery) error {
	defer d.Ack(false) // want: ackorder
	return w.st.insert(ctx, d.MessageId, d.Body)
}

// Twin: nack (requeue) on error, ack after success.
func (w *amqpWorker) handleNack(ctx context.Context, d amqp.Delivery) error {
	if err := w.st.insert(ctx, d.MessageId, d.Body); err != nil {
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

// Twin: reject on error before the deferred ack can matter.
func (w *amqpWorker) handleReject(ctx context.Context, d amqp.Delivery) error {
	defer d.Ack(false)
	if err := w.st.insert(ctx, d.MessageId, d.Body); err != nil {
		d.Reject(true)
		return err
	}
	return nil
}

// Ack before the insert.
func (w *amqpWorker) ackFirst(ctx context.Context, d amqp.Delivery) error {
	d.Ack(false) // want: ackorder
	return w.st.insert(ctx, d.MessageId, d.Body)
}

// Ack by tag on the channel, before the insert.
func (w *amqpWorker) channelAckFirst(ctx context.Context, d amqp.Delivery) error {
	if err := w.ch.Ack(d.DeliveryTag, false); err != nil { // want: ackorder
		return err
	}
	return w.st.insert(ctx, d.MessageId, d.Body)
}

// Twin: channel Nack on error, channel Ack after success.
func (w *amqpWorker) channelAckAfter(ctx context.Context, d amqp.Delivery) error {
	if err := w.st.insert(ctx, d.MessageId, d.Body); err != nil {
		return w.ch.Nack(d.DeliveryTag, false, true)
	}
	return w.ch.Ack(d.DeliveryTag, false)
}

// Ack while the insert runs in a goroutine.
func (w *amqpWorker) goFirst(ctx context.Context, d amqp.Delivery) {
	go w.st.insert(ctx, d.MessageId, d.Body)
	d.Ack(false) // want: ackorder
}

// autoAck true feeding inserts.
func (w *amqpWorker) autoAck(ctx context.Context) error {
	msgs, err := w.ch.Consume("orders", "", true, false, false, false, nil) // want: ackorder
	if err != nil {
		return err
	}
	for d := range msgs {
		_ = w.st.insert(ctx, d.MessageId, d.Body)
	}
	return nil
}

// Twin: autoAck false, ack after the insert.
func (w *amqpWorker) manualAck(ctx context.Context) error {
	msgs, err := w.ch.ConsumeWithContext(ctx, "orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		if err := w.st.insert(ctx, d.MessageId, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
	return nil
}

// Twin: a pure filter acks with no effect.
func amqpFilter(d amqp.Delivery) bool {
	if d.ContentType != "application/json" {
		d.Ack(false)
		return false
	}
	return true
}

// Get with autoAck true: acked as fetched, before the insert.
func (w *amqpWorker) getAutoAck(ctx context.Context) error {
	d, ok, err := w.ch.Get("orders", true) // want: ackorder
	if err != nil || !ok {
		return err
	}
	return w.st.insert(ctx, d.MessageId, d.Body)
}

// Twin: Get without autoAck, ack after the insert.
func (w *amqpWorker) getManual(ctx context.Context) error {
	d, ok, err := w.ch.Get("orders", false)
	if err != nil || !ok {
		return err
	}
	if err := w.st.insert(ctx, d.MessageId, d.Body); err != nil {
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

// AMQPRetryCopy publishes a retry copy and acks even when that publish
// failed: the message is gone.
func AMQPRetryCopy(ctx context.Context, ch *amqp.Channel, d amqp.Delivery) {
	if err := ch.PublishWithContext(ctx, "", "emails.retry", false, false, amqp.Publishing{Body: d.Body}); err != nil {
		log.Println("failed to publish retry message:", err)
	}
	d.Ack(false) // want: ackorder
}

// AMQPRetryCopyNack nacks when the copy could not be published.
func AMQPRetryCopyNack(ctx context.Context, ch *amqp.Channel, d amqp.Delivery) {
	if err := ch.PublishWithContext(ctx, "", "emails.retry", false, false, amqp.Publishing{Body: d.Body}); err != nil {
		log.Println("failed to publish retry message:", err)
		d.Nack(false, true)
		return
	}
	d.Ack(false)
}
