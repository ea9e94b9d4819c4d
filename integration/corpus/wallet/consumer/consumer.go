// Package consumer holds the wallet service's Kafka consumers (kafka-go):
// each fetches, handles, and commits the offset only after the handler
// returned nil. A handler's error stops the consumer, which restarts and is
// handed the same message again.
package consumer

import (
	"context"
	"fmt"

	"github.com/segmentio/kafka-go"
)

type handlerFunc func(ctx context.Context, m kafka.Message) error

func consume(ctx context.Context, r *kafka.Reader, handle handlerFunc) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := handle(ctx, m); err != nil {
			return fmt.Errorf("offset %d of %s: %w", m.Offset, m.Topic, err)
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
