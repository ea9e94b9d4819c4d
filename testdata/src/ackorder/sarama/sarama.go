package sarama

import (
	"context"
	"database/sql"

	"ackorder/wrappers"

	"github.com/IBM/sarama"
)

type store struct{ db *sql.DB }

func (s *store) charge(ctx context.Context, msg *sarama.ConsumerMessage) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO charges (k, v) VALUES ($1, $2)", msg.Key, msg.Value)
	return err
}

// Charger is implemented in this package: calls through it are known.
type Charger interface {
	Charge(ctx context.Context, msg *sarama.ConsumerMessage) error
}

type ledger struct{ db *sql.DB }

func (l *ledger) Charge(ctx context.Context, msg *sarama.ConsumerMessage) error {
	_, err := l.db.ExecContext(ctx, "UPDATE accounts SET paid = true WHERE id = $1", msg.Key)
	return err
}

type handler struct {
	st *store
	ch Charger
}

func (handler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (handler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim marks the offset before the work: lost on a crash.
func (h handler) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkMessage(msg, "") // want `offset marked with sarama.ConsumerGroupSession.MarkMessage before sarama.charge writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; mark it after the effect succeeds`
		if err := h.st.charge(s.Context(), msg); err != nil {
			return err
		}
	}
	return nil
}

// Twin: mark after the effect succeeded.
func (h handler) markAfter(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.st.charge(s.Context(), msg); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}

// Mark then Commit before the effect: one finding, on the mark.
func (h handler) markCommitFirst(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkMessage(msg, "") // want `offset marked with sarama.ConsumerGroupSession.MarkMessage`
		s.Commit()
		_ = h.st.charge(s.Context(), msg)
	}
	return nil
}

// A wrapper from another package marks, and the effect is behind an
// interface whose implementation is in this package.
func (h handler) wrapperFirst(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		wrappers.Mark(s, msg) // want `offset marked with wrappers.Mark \(through sarama.ConsumerGroupSession.MarkMessage\) before sarama.Charger.Charge writes to the database \(through sql.DB.ExecContext\)`
		if err := h.ch.Charge(s.Context(), msg); err != nil {
			return err
		}
	}
	return nil
}

// Twin: the wrapper marks after the interface call succeeded.
func (h handler) wrapperAfter(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if err := h.ch.Charge(s.Context(), msg); err != nil {
			return err
		}
		wrappers.Mark(s, msg)
	}
	return nil
}

// Twin: empty messages are marked and skipped.
func (h handler) skipEmpty(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if len(msg.Value) == 0 {
			s.MarkMessage(msg, "")
			continue
		}
		if err := h.st.charge(s.Context(), msg); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}

// MarkOffset by topic/partition/offset before the effect.
func (h handler) markOffsetFirst(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		s.MarkOffset(msg.Topic, msg.Partition, msg.Offset+1, "") // want `offset marked with sarama.ConsumerGroupSession.MarkOffset before sarama.charge writes to the database`
		_ = h.st.charge(s.Context(), msg)
	}
	return nil
}

// Twin: Commit names no message; it skips to the next iteration, whose
// effect is on another message.
func (h handler) commitSkip(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for msg := range c.Messages() {
		if len(msg.Value) == 0 {
			s.Commit()
			continue
		}
		if err := h.st.charge(s.Context(), msg); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}
