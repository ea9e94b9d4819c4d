// Package consumer commits each message's offset and then hands the
// message to a handler it is given: what the handler does is known only
// where the consumer is wired.
package consumer

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// Handler processes one message.
type Handler interface {
	Handle(ctx context.Context, m kafka.Message) error
}

// Consumer commits before it handles.
type Consumer struct {
	r *kafka.Reader
	h Handler
}

func New(r *kafka.Reader, h Handler) *Consumer { // want New:`injected\(1:consumer.Consumer.h.Handle after kafka.Reader.CommitMessages\)`
	return &Consumer{r: r, h: h}
}

func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := c.r.CommitMessages(ctx, m); err != nil {
			return err
		}
		if err := c.h.Handle(ctx, m); err != nil {
			return err
		}
	}
}

// Relay commits after its handler succeeds: nothing to report, whatever
// the handler does.
type Relay struct {
	r    *kafka.Reader
	Send func(ctx context.Context, m kafka.Message) error
}

func NewRelay(r *kafka.Reader) *Relay { return &Relay{r: r} }

func (c *Relay) Run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.Send(ctx, m); err != nil {
		return err
	}
	return c.r.CommitMessages(ctx, m)
}

// Forwarder commits, then calls a func-typed field other packages set.
type Forwarder struct {
	r    *kafka.Reader
	Send func(ctx context.Context, m kafka.Message) error // want Send:`injected\(-1:consumer.Forwarder.Send after kafka.Reader.CommitMessages\)`
}

func (c *Forwarder) Run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return c.Send(ctx, m)
}
