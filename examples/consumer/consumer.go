// Package consumer handles order events from Kafka.
package consumer

import (
	"context"
	"database/sql"

	"github.com/IBM/sarama"
)

type Handler struct{ DB *sql.DB }

func (Handler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (Handler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim marks the offset before the order is stored: a crash between
// the two loses the message for good.
func (h Handler) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkMessage(msg, "") // want: ackorder
		if err := h.store(s.Context(), msg); err != nil {
			return err
		}
	}
	return nil
}

// GoodHandler stores first and marks after: a crash in between redelivers
// the message, and the insert is idempotent on the event ID.
type GoodHandler struct{ Handler }

func (h GoodHandler) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.store(s.Context(), msg); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}

func (h Handler) store(ctx context.Context, msg *sarama.ConsumerMessage) error {
	_, err := h.DB.ExecContext(ctx,
		`INSERT INTO orders(event_id, body) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`,
		string(msg.Key), msg.Value)
	return err
}
