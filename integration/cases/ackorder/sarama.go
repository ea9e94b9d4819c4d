package ackorder

import (
	"fmt"

	"github.com/IBM/sarama"
)

type saramaHandler struct{ st *store }

func (saramaHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (saramaHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim marks each offset before the insert.
func (h saramaHandler) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkMessage(msg, "") // want: ackorder
		if err := h.st.insert(s.Context(), key(msg), msg.Value); err != nil {
			return err
		}
	}
	return nil
}

func key(msg *sarama.ConsumerMessage) string {
	return fmt.Sprintf("%s/%d/%d", msg.Topic, msg.Partition, msg.Offset)
}

// Twin: mark after the insert succeeded.
func (h saramaHandler) markAfter(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.st.insert(s.Context(), key(msg), msg.Value); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}

// MarkOffset before the insert.
func (h saramaHandler) markOffsetFirst(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkOffset(msg.Topic, msg.Partition, msg.Offset+1, "") // want: ackorder
		_ = h.st.insert(s.Context(), key(msg), msg.Value)
	}
	return nil
}

var _ sarama.ConsumerGroupHandler = saramaHandler{}
var _ = saramaHandler.markAfter
var _ = saramaHandler.markOffsetFirst

// skipper hands each record to a handler wired elsewhere; a failure is
// skipped, and the next record's mark commits past it.
type skipper struct {
	handle func(key, value []byte) error
}

func (skipper) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (skipper) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h skipper) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.handle(msg.Key, msg.Value); err != nil {
			fmt.Println("handler:", err)
			continue
		}
		s.MarkMessage(msg, "") // want: ackorder
	}
	return nil
}

// stopper stops the session on a failure: no later mark commits it.
type stopper struct {
	handle func(key, value []byte) error
}

func (stopper) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (stopper) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h stopper) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.handle(msg.Key, msg.Value); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}
