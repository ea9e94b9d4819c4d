// Package consumer holds its work behind struct fields whose
// implementations are wired in another repository: no package of the
// analysed code stores a concrete value there. An ack before such a call,
// handed the message and able to fail, loses the message when the call
// fails; it is reported here, at the consumer.
package consumer

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"

	"github.com/IBM/sarama"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"
)

// Event is decoded from a message body.
type Event struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
}

// Service does the work a message is delivered for.
type Service interface {
	Handle(ctx context.Context, e Event) error
	// Observe cannot fail: it records that a message went by.
	Observe(e Event)
}

// Worker commits, then calls the service it was given.
type Worker struct {
	r   *kafka.Reader
	svc Service
}

// NewWorker is the constructor another repository calls.
// The worker cannot judge Observe (it reports no failure): it says so on
// its constructor, for a wiring package to complete.
func NewWorker(r *kafka.Reader, svc Service) *Worker { return &Worker{r: r, svc: svc} } // want NewWorker:`injected\(1:consumer.Worker.svc.Observe after kafka.Reader.CommitMessages\)`

func (w *Worker) Run(ctx context.Context) error {
	for {
		m, err := w.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var e Event
		if err := json.Unmarshal(m.Value, &e); err != nil {
			return err
		}
		if err := w.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka\.Reader\.CommitMessages before consumer\.Service\.Handle is handed the message \(its implementation is not visible here\); a crash or a failure in it loses the message; commit it after the call returns without error`
			return err
		}
		if err := w.svc.Handle(ctx, e); err != nil {
			return err
		}
	}
}

// Twin: the same worker commits after the service returns without error.
func (w *Worker) RunAfter(ctx context.Context) error {
	for {
		m, err := w.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var e Event
		if err := json.Unmarshal(m.Value, &e); err != nil {
			return err
		}
		if err := w.svc.Handle(ctx, e); err != nil {
			return err
		}
		if err := w.r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Twin: a commit on the decode-failure path only (a poison message is
// skipped); the good message is committed after its work.
func (w *Worker) RunPoison(ctx context.Context) error {
	for {
		m, err := w.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var e Event
		if err := json.Unmarshal(m.Value, &e); err != nil {
			slog.Warn("poison message", "offset", m.Offset)
			if err := w.r.CommitMessages(ctx, m); err != nil {
				return err
			}
			continue
		}
		if err := w.svc.Handle(ctx, e); err != nil {
			return err
		}
		if err := w.r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Twin: after the commit, the only call handed the message cannot fail.
func (w *Worker) RunObserve(ctx context.Context) error {
	m, err := w.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := w.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	var e Event
	if err := json.Unmarshal(m.Value, &e); err != nil {
		return err
	}
	w.svc.Observe(e)
	return nil
}

// Applier is a func field: the work, set by a constructor.
type Applier struct {
	apply func(ctx context.Context, body []byte) error
}

func NewApplier(apply func(ctx context.Context, body []byte) error) *Applier {
	return &Applier{apply: apply}
}

// ConsumeClaim marks and commits before the func field runs.
func (a *Applier) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "") // want `offset marked with sarama\.ConsumerGroupSession\.MarkMessage before the func field apply is handed the message`
		sess.Commit()
		if err := a.apply(sess.Context(), msg.Value); err != nil {
			return err
		}
	}
	return nil
}

func (a *Applier) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (a *Applier) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Deliveries acks each delivery first, then hands its body to the sink.
type Deliveries struct {
	sink Sink
}

// Sink writes a record somewhere this package cannot see.
type Sink interface {
	Write(ctx context.Context, rec []byte) error
}

func NewDeliveries(s Sink) *Deliveries { return &Deliveries{sink: s} }

func (d *Deliveries) Serve(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		if err := m.Ack(false); err != nil { // want `message acked with amqp091\.Delivery\.Ack before consumer\.Sink\.Write is handed the message`
			return err
		}
		if err := d.sink.Write(ctx, m.Body); err != nil {
			return err
		}
	}
	return nil
}

// Twin: an auto-ack consumer whose deliveries only reach pure code.
func (d *Deliveries) Tail(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", true, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		slog.Info("record", "bytes", len(m.Body))
	}
	return nil
}

// AutoAck ranges over auto-ack deliveries and hands each to the sink.
func (d *Deliveries) AutoAck(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", true, false, false, false, nil) // want `amqp091\.Channel\.Consume with autoAck true acks every delivery as the broker sends it, before consumer\.Sink\.Write is handed the message`
	if err != nil {
		return err
	}
	for m := range msgs {
		if err := d.sink.Write(ctx, m.Body); err != nil {
			return err
		}
	}
	return nil
}

// Deferred acks each delivery in a per-message closure, whatever happens.
func (d *Deliveries) Deferred(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		err := func() error {
			defer m.Ack(false) // want `deferred amqp091\.Delivery\.Ack acknowledges the message even when consumer\.Sink\.Write fails`
			return d.sink.Write(ctx, m.Body)
		}()
		if err != nil {
			slog.Error("write", "err", err)
		}
	}
	return nil
}

// Twin: a deferred ack that runs only after the write succeeded, with a
// nack on failure.
func (d *Deliveries) DeferredSettled(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		if err := d.sink.Write(ctx, m.Body); err != nil {
			m.Nack(false, true)
			continue
		}
		m.Ack(false)
	}
	return nil
}

// Twin: declared at-most-once, with a reason.
func (d *Deliveries) Sampled(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("samples", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		//idemlint:ignore ackorder samples are at-most-once by design: a lost sample is cheaper than a redelivered one
		if err := m.Ack(false); err != nil {
			return err
		}
		if err := d.sink.Write(ctx, m.Body); err != nil {
			return err
		}
	}
	return nil
}

// Async acks after handing the message to a goroutine that does the work.
func (d *Deliveries) Async(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		go func(body []byte) {
			if err := d.sink.Write(ctx, body); err != nil {
				slog.Error("write", "err", err)
			}
		}(m.Body)
		m.Ack(false) // want `message acked with amqp091\.Delivery\.Ack after the message was handed to a goroutine that calls consumer\.Sink\.Write, which may still be running; a crash before it finishes loses the message; wait for the goroutine, or ack it inside it after the call returns without error`
	}
	return nil
}

// Twin: the goroutines are awaited before the ack.
func (d *Deliveries) Awaited(ctx context.Context, ch *amqp.Channel) error {
	msgs, err := ch.Consume("records", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for m := range msgs {
		var wg sync.WaitGroup
		wg.Add(1)
		go func(body []byte) {
			defer wg.Done()
			if err := d.sink.Write(ctx, body); err != nil {
				slog.Error("write", "err", err)
			}
		}(m.Body)
		wg.Wait()
		m.Ack(false)
	}
	return nil
}

// Twin: the field holds a read-only implementation of this package only:
// type flow resolves the call, and its summary does nothing that matters.
type Logged struct {
	r     *kafka.Reader
	sink  Sink
	audit auditor
}

type auditor interface {
	Seen(ctx context.Context, body []byte) error
}

type logAudit struct{}

func (logAudit) Seen(ctx context.Context, body []byte) error {
	slog.Info("seen", "bytes", len(body))
	return nil
}

func NewLogged(r *kafka.Reader, s Sink) *Logged { return &Logged{r: r, sink: s, audit: logAudit{}} } // want NewLogged:`injected\(1:consumer.Logged.sink.Write after kafka.Reader.CommitMessages\)`

func (l *Logged) Run(ctx context.Context) error {
	m, err := l.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := l.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return l.audit.Seen(ctx, m.Value)
}

// Twin: after the commit, the sink is handed nothing of the message.
func (l *Logged) Flush(ctx context.Context) error {
	m, err := l.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := l.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return l.sink.Write(ctx, nil)
}
