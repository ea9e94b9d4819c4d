// Package consumer reads orders from Kafka with kafka-go, commits each
// offset and then hands the message to the handler it is given. It does not
// know what the handler does: the wiring package does.
package consumer

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// Handler processes one message.
type Handler interface {
	Handle(ctx context.Context, m kafka.Message) error
}

type Consumer struct {
	r *kafka.Reader
	h Handler
}

func New(r *kafka.Reader, h Handler) *Consumer {
	return &Consumer{r: r, h: h}
}

// Run commits before it handles: a crash after the commit loses the order.
func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := c.r.CommitMessages(ctx, m); err != nil { // want: ackorder
			return err
		}
		if err := c.h.Handle(ctx, m); err != nil {
			return err
		}
	}
}
