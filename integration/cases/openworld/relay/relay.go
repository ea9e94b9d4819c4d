// Package relay forwards Kafka messages to RabbitMQ through interfaces the
// real clients implement: the consumer is given a Publisher, which
// *amqp091.Channel satisfies.
package relay

import (
	"context"

	"github.com/IBM/sarama"
	amqp "github.com/rabbitmq/amqp091-go"
)

// Publisher is the one method of *amqp.Channel the relay uses.
type Publisher interface {
	PublishWithContext(ctx context.Context, exchange, key string, mandatory, immediate bool, msg amqp.Publishing) error
}

type Handler struct{ pub Publisher }

func NewHandler(ch *amqp.Channel) *Handler { return &Handler{pub: ch} }

func (h *Handler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (h *Handler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim marks the offset before the message is forwarded: a crash
// in between loses it.
func (h *Handler) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkMessage(msg, "") // want: ackorder
		if err := h.pub.PublishWithContext(s.Context(), "events", "", false, false, amqp.Publishing{Body: msg.Value}); err != nil {
			return err
		}
	}
	return nil
}

type After struct{ pub Publisher }

func (h *After) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (h *After) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Twin: marked after the publish returned.
func (h *After) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.pub.PublishWithContext(s.Context(), "events", "", false, false, amqp.Publishing{Body: msg.Value}); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}
