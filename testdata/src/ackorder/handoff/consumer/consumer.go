// Package consumer acks or commits, then hands the message to a handler it
// is given as a parameter or looks up: the handler is the message's
// processing, whatever it does.
package consumer

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/IBM/sarama"
	"github.com/prometheus/client_golang/prometheus"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"

	"ackorder/handoff/events"
)

// Commit, then hand the body to the handler.
func Run(ctx context.Context, r *kafka.Reader, h events.Handler) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka\.Reader\.CommitMessages before events\.Handler\.Handle is handed the message \(its implementation is not visible here\); a crash or a failure in it loses the message; commit it after the call returns without error`
			return err
		}
		if err := h.Handle(ctx, m.Value); err != nil {
			return err
		}
	}
}

// Commit, then hand the order decoded from the body.
func Decoded(ctx context.Context, r *kafka.Reader, a events.Applier) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	var o events.Order
	if err := json.Unmarshal(m.Value, &o); err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka\.Reader\.CommitMessages before events\.Applier\.Apply is handed the message`
		return err
	}
	return a.Apply(ctx, o)
}

// A func value handed the body.
func Func(ctx context.Context, r *kafka.Reader, handle func(context.Context, []byte) error) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka\.Reader\.CommitMessages before the func parameter handle is handed the message`
		return err
	}
	return handle(ctx, m.Value)
}

// Group marks each message, then runs the handler a registry returns.
type Group struct{ reg events.Registry }

func (g *Group) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "") // want `offset marked with sarama\.ConsumerGroupSession\.MarkMessage before events\.Handler\.Handle is handed the message`
		h := g.reg.For(msg.Topic)
		if err := h.Handle(sess.Context(), msg.Value); err != nil {
			return err
		}
	}
	return nil
}

// An auto-ack consumer hands every delivery to the handler.
func AutoAck(ctx context.Context, ch *amqp.Channel, h events.Handler) error {
	msgs, err := ch.Consume("orders", "", true, false, false, false, nil) // want `amqp091\.Channel\.Consume with autoAck true acks every delivery as the broker sends it, before events\.Handler\.Handle is handed the message`
	if err != nil {
		return err
	}
	for d := range msgs {
		if err := h.Handle(ctx, d.Body); err != nil {
			return err
		}
	}
	return nil
}

// The message goes to a worker over a channel, then its offset is committed.
func Async(ctx context.Context, r *kafka.Reader, jobs chan<- kafka.Message) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	jobs <- m
	return r.CommitMessages(ctx, m) // want `offset committed with kafka\.Reader\.CommitMessages after the message was sent on a channel, which another goroutine processes later; a crash before it does loses the message; commit it where it is processed, after the processing succeeds`
}

// Batcher appends to a batch a timer flushes.
type Batcher struct {
	r     *kafka.Reader
	batch []kafka.Message
}

func (b *Batcher) Add(ctx context.Context) error {
	m, err := b.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	b.batch = append(b.batch, m)
	return b.r.CommitMessages(ctx, m) // want `offset committed with kafka\.Reader\.CommitMessages after the message was appended to a batch held beyond this call`
}

var processed = prometheus.NewCounter(prometheus.CounterOpts{Name: "processed_total"})

// Twin: after the commit, only a decode, a log line and a metric.
func LogOnly(ctx context.Context, r *kafka.Reader) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil {
		return err
	}
	var o events.Order
	if err := json.Unmarshal(m.Value, &o); err != nil {
		return err
	}
	slog.Info("order", "id", o.ID, "key", string(m.Key))
	processed.Inc()
	return nil
}

// Twin: an interface call after the commit that is handed nothing of the message.
func FlushAfter(ctx context.Context, r *kafka.Reader, a events.Applier) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return a.Flush(ctx)
}

// Twin: the handler runs first, the commit after it succeeds.
func HandleFirst(ctx context.Context, r *kafka.Reader, h events.Handler) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := h.Handle(ctx, m.Value); err != nil {
		return err
	}
	return r.CommitMessages(ctx, m)
}

// Twin: an interface whose implementation is in its package and read-only.
func Audited(ctx context.Context, r *kafka.Reader, au events.Auditor) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil {
		return err
	}
	au.Seen(ctx, m.Value)
	return nil
}

// Twin: the worker's result is awaited before the commit.
func AsyncWait(ctx context.Context, r *kafka.Reader, jobs chan<- kafka.Message, done <-chan error) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	jobs <- m
	if err := <-done; err != nil {
		return err
	}
	return r.CommitMessages(ctx, m)
}

// Twin: a local batch, processed before the commit.
func LocalBatch(ctx context.Context, r *kafka.Reader, h events.Handler) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	var batch []kafka.Message
	batch = append(batch, m)
	for _, x := range batch {
		if err := h.Handle(ctx, x.Value); err != nil {
			return err
		}
	}
	return r.CommitMessages(ctx, m)
}
