// Package router holds the accounts service's watermill handlers.
package router

import (
	"context"
	"log/slog"

	"github.com/ThreeDotsLabs/watermill/message"
	"golang.org/x/sync/errgroup"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// Handlers hold the services the handlers call.
type Handlers struct {
	svc  accounts.Handler
	proj accounts.Projector
}

func New(svc accounts.Handler, proj accounts.Projector) *Handlers {
	return &Handlers{svc: svc, proj: proj}
}

// Register adds the handlers to the service's router.
func (h *Handlers) Register(r *message.Router, sub message.Subscriber) {
	r.AddConsumerHandler("accounts.apply", "accounts", sub, h.Apply)
	r.AddConsumerHandler("accounts.apply-acked", "accounts.v2", sub, h.ApplyThenAck)
	r.AddConsumerHandler("accounts.fanout", "accounts.fanout", sub, h.Fanout)
	r.AddConsumerHandler("accounts.fanout-wait", "accounts.fanout.v2", sub, h.FanoutWait)
}

// Apply acks before handing the event to the service: the router's nack
// on the returned error comes too late.
func (h *Handlers) Apply(msg *message.Message) error {
	msg.Ack() // want: ackorder
	evt, err := accounts.Decode(msg.Payload)
	if err != nil {
		return nil
	}
	return h.svc.Handle(msg.Context(), evt)
}

// ApplyThenAck is Apply's twin: the ack follows the service's success.
func (h *Handlers) ApplyThenAck(msg *message.Message) error {
	evt, err := accounts.Decode(msg.Payload)
	if err != nil {
		msg.Ack()
		return nil
	}
	if err := h.svc.Handle(msg.Context(), evt); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}

// Fanout starts the projection in a goroutine and acks at once.
func (h *Handlers) Fanout(msg *message.Message) error {
	evt, err := accounts.Decode(msg.Payload)
	if err != nil {
		return nil
	}
	go func() {
		if err := h.proj.Apply(context.Background(), evt); err != nil {
			slog.Error("project", "id", evt.ID, "err", err)
		}
	}()
	msg.Ack() // want: ackorder
	return nil
}

// FanoutWait is Fanout's twin: both calls run concurrently and are awaited
// before the ack.
func (h *Handlers) FanoutWait(msg *message.Message) error {
	evt, err := accounts.Decode(msg.Payload)
	if err != nil {
		return nil
	}
	g, ctx := errgroup.WithContext(msg.Context())
	g.Go(func() error { return h.proj.Apply(ctx, evt) })
	g.Go(func() error { return h.svc.Handle(ctx, evt) })
	if err := g.Wait(); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}
