// Package jsconsumer consumes account events from NATS JetStream: the
// legacy JetStreamContext API of nats.go (push callbacks, pull
// subscriptions) and the jetstream package's pull consumers.
package jsconsumer

import (
	"context"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// Legacy consumes through nats.JetStreamContext.
type Legacy struct {
	js  nats.JetStreamContext
	svc accounts.Handler
}

func NewLegacy(js nats.JetStreamContext, svc accounts.Handler) *Legacy {
	return &Legacy{js: js, svc: svc}
}

// Start subscribes the callbacks with manual acks.
func (l *Legacy) Start() error {
	if _, err := l.js.Subscribe("accounts.opened", l.OnOpened, nats.ManualAck()); err != nil {
		return err
	}
	_, err := l.js.Subscribe("accounts.closed", l.OnClosed, nats.ManualAck())
	return err
}

// OnOpened acks, then handles: a failed Handle is logged, and the event is
// gone.
func (l *Legacy) OnOpened(m *nats.Msg) {
	m.Ack() // want: ackorder
	evt, err := accounts.Decode(m.Data)
	if err != nil {
		return
	}
	if err := l.svc.Handle(context.Background(), evt); err != nil {
		slog.Error("opened", "id", evt.ID, "err", err)
	}
}

// OnClosed is OnOpened's twin: a poison message is terminated, a failure
// naked for redelivery, a success acked.
func (l *Legacy) OnClosed(m *nats.Msg) {
	evt, err := accounts.Decode(m.Data)
	if err != nil {
		m.Term()
		return
	}
	if err := l.svc.Handle(context.Background(), evt); err != nil {
		m.NakWithDelay(10 * time.Second)
		return
	}
	m.Ack()
}

// Drain fetches a batch from a pull subscription and acks all of it before
// handling any: the batch is gone if a Handle fails or the pod stops.
func (l *Legacy) Drain(ctx context.Context, sub *nats.Subscription) error {
	msgs, err := sub.Fetch(50, nats.Context(ctx))
	if err != nil {
		return err
	}
	for _, m := range msgs {
		m.Ack() // want: ackorder
	}
	for _, m := range msgs {
		evt, err := accounts.Decode(m.Data)
		if err != nil {
			continue
		}
		if err := l.svc.Handle(ctx, evt); err != nil {
			return err
		}
	}
	return nil
}

// DrainEach is Drain's twin: each message is acked once handled, and the
// rest of the batch is redelivered after a failure.
func (l *Legacy) DrainEach(ctx context.Context, sub *nats.Subscription) error {
	msgs, err := sub.Fetch(50, nats.Context(ctx))
	if err != nil {
		return err
	}
	for _, m := range msgs {
		evt, err := accounts.Decode(m.Data)
		if err != nil {
			m.Term()
			continue
		}
		if err := l.svc.Handle(ctx, evt); err != nil {
			return err
		}
		m.Ack()
	}
	return nil
}
