// Package consumer commits each message's offset and then hands the
// message to a handler it is given. A handler that can fail and is handed
// the message is judged here, wired or not: the commit comes before the
// message's work. A handler that reports no failure cannot be judged here:
// what it does is known only where the consumer is wired.
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

func New(r *kafka.Reader, h Handler) *Consumer {
	return &Consumer{r: r, h: h}
}

func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := c.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before consumer.Handler.Handle is handed the message \(its implementation is not visible here\); a crash or a failure in it loses the message; commit it after the call returns without error`
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
	Send func(ctx context.Context, m kafka.Message) error
}

func (c *Forwarder) Run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before the func field Send is handed the message`
		return err
	}
	return c.Send(ctx, m)
}

// Notifier is told of each message and reports no failure: the consumer
// cannot judge it, so it says what it saw on its constructor, and the
// wiring package, which sees the value, completes the finding.
type Notifier interface {
	Notify(ctx context.Context, m kafka.Message)
}

// Notifying commits, then tells its notifier.
type Notifying struct {
	r *kafka.Reader
	n Notifier
}

func NewNotifying(r *kafka.Reader, n Notifier) *Notifying { // want NewNotifying:`injected\(1:consumer.Notifying.n.Notify after kafka.Reader.CommitMessages\)`
	return &Notifying{r: r, n: n}
}

func (c *Notifying) Run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	c.n.Notify(ctx, m)
	return nil
}

// Teller commits, then calls a func-typed field other packages set, which
// reports no failure.
type Teller struct {
	r    *kafka.Reader
	Tell func(ctx context.Context, m kafka.Message) // want Tell:`injected\(-1:consumer.Teller.Tell after kafka.Reader.CommitMessages\)`
}

func (c *Teller) Run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	c.Tell(ctx, m)
	return nil
}
