package amqp

import (
	"context"
	"database/sql"

	"ackorder/wrappers"

	amqp "github.com/rabbitmq/amqp091-go"
)

type Worker struct {
	db *sql.DB
	ch *amqp.Channel
}

func (w *Worker) insert(ctx context.Context, d amqp.Delivery) error {
	_, err := w.db.ExecContext(ctx, "INSERT INTO orders (id, body) VALUES ($1, $2)", d.MessageId, d.Body)
	return err
}

// The deferred ack fires on the failure path too.
func (w *Worker) handle(ctx context.Context, d amqp.Delivery) error {
	defer d.Ack(false) // want `deferred amqp091.Delivery.Ack acknowledges the message even when amqp.Worker.insert \(through sql.DB.ExecContext\) fails; the failed message is never redelivered; ack it after the effect succeeds and nack it on error`
	return w.insert(ctx, d)
}

// Twin: nack (requeue) on error, ack after success.
func (w *Worker) handleNack(ctx context.Context, d amqp.Delivery) error {
	if err := w.insert(ctx, d); err != nil {
		d.Nack(false, true)
		return err
	}
	return d.Ack(false)
}

// Twin: reject on error before the deferred ack can matter.
func (w *Worker) handleReject(ctx context.Context, d amqp.Delivery) error {
	defer d.Ack(false)
	if err := w.insert(ctx, d); err != nil {
		d.Reject(true)
		return err
	}
	return nil
}

// Twin: a deferred settle helper from another package acks or nacks by
// outcome.
func (w *Worker) handleSettle(ctx context.Context, d amqp.Delivery) (err error) {
	defer wrappers.Settle(d, &err)
	return w.insert(ctx, d)
}

// process inserts the order and acks it: effect, then ack.
func (w *Worker) process(ctx context.Context, d amqp.Delivery) error {
	if err := w.insert(ctx, d); err != nil {
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

func (w *Worker) notify(ctx context.Context, d amqp.Delivery) error {
	return w.ch.PublishWithContext(ctx, "", d.ReplyTo, false, false, amqp.Publishing{Body: []byte("done")})
}

// Twin: a helper that does the work and then acks, followed by a reply;
// the order inside process is checked in process.
func (w *Worker) processThenReply(ctx context.Context, d amqp.Delivery) error {
	if err := w.process(ctx, d); err != nil {
		return err
	}
	return w.notify(ctx, d)
}

// Twin: settle by outcome, then reply.
func (w *Worker) settleThenReply(ctx context.Context, d amqp.Delivery) error {
	err := w.insert(ctx, d)
	wrappers.Settle(d, &err)
	if err != nil {
		return err
	}
	return w.notify(ctx, d)
}

// Ack before the effect.
func (w *Worker) ackFirst(ctx context.Context, d amqp.Delivery) error {
	d.Ack(false) // want `message acked with amqp091.Delivery.Ack before amqp.Worker.insert writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; ack it after the effect succeeds`
	return w.insert(ctx, d)
}

// Ack by delivery tag on the channel, before the effect.
func (w *Worker) channelAckFirst(ctx context.Context, d amqp.Delivery) error {
	if err := w.ch.Ack(d.DeliveryTag, false); err != nil { // want `message acked with amqp091.Channel.Ack before amqp.Worker.insert writes to the database`
		return err
	}
	return w.insert(ctx, d)
}

// A wrapper from another package acks before the effect.
func (w *Worker) wrapperFirst(ctx context.Context, d amqp.Delivery) error {
	wrappers.Done(d) // want `message acked with wrappers.Done \(through amqp091.Delivery.Ack\) before amqp.Worker.insert writes to the database`
	return w.insert(ctx, d)
}

// Twin: the wrapper acks after the effect.
func (w *Worker) wrapperAfter(ctx context.Context, d amqp.Delivery) error {
	if err := w.insert(ctx, d); err != nil {
		return d.Nack(false, true)
	}
	wrappers.Done(d)
	return nil
}

// Ack while the effect runs in a goroutine.
func (w *Worker) goFirst(ctx context.Context, d amqp.Delivery) {
	go w.insert(ctx, d)
	d.Ack(false) // want `message acked with amqp091.Delivery.Ack while amqp.Worker.insert writes to the database \(through sql.DB.ExecContext\) in a goroutine that may still be running`
}

// Twin: a pure filter acks and drops, with no effect at all.
func filter(d amqp.Delivery) bool {
	if d.ContentType != "application/json" {
		d.Ack(false)
		return false
	}
	return true
}

// autoAck true feeding a loop with effects.
func (w *Worker) autoAck(ctx context.Context) error {
	msgs, err := w.ch.Consume("orders", "", true, false, false, false, nil) // want `amqp091.Channel.Consume with autoAck true acks every delivery as the broker sends it, before amqp.Worker.insert writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; consume with autoAck false and ack after the effect succeeds`
	if err != nil {
		return err
	}
	for d := range msgs {
		_ = w.insert(ctx, d)
	}
	return nil
}

// autoAck true, deliveries handled in a goroutine.
func (w *Worker) autoAckGoroutine(ctx context.Context) error {
	msgs, err := w.ch.Consume("orders", "", true, false, false, false, nil) // want `amqp091.Channel.Consume with autoAck true`
	if err != nil {
		return err
	}
	go func() {
		for d := range msgs {
			_ = w.insert(ctx, d)
		}
	}()
	return nil
}

// Twin: autoAck false, ack after the effect.
func (w *Worker) manualAck(ctx context.Context) error {
	msgs, err := w.ch.Consume("orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		if err := w.insert(ctx, d); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
	return nil
}

// Twin: autoAck true for a pure log tail, no effect.
func (w *Worker) tail() error {
	msgs, err := w.ch.Consume("audit", "", true, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		println(string(d.Body))
	}
	return nil
}

// Get with autoAck true: the message is acked as it is fetched.
func (w *Worker) getAutoAck(ctx context.Context) error {
	d, ok, err := w.ch.Get("orders", true) // want `amqp091.Channel.Get with autoAck true acks every delivery as the broker sends it, before amqp.Worker.insert writes to the database`
	if err != nil || !ok {
		return err
	}
	return w.insert(ctx, d)
}

// Twin: Get without autoAck, ack after the effect.
func (w *Worker) getManual(ctx context.Context) error {
	d, ok, err := w.ch.Get("orders", false)
	if err != nil || !ok {
		return err
	}
	if err := w.insert(ctx, d); err != nil {
		return d.Nack(false, true)
	}
	return d.Ack(false)
}
