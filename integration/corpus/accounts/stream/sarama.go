// Package stream consumes account events from Kafka, with the three
// clients the service's teams use (sarama, kafka-go, franz-go). Each
// consumer is handed its work by its constructor.
package stream

import (
	"context"
	"log/slog"

	"github.com/IBM/sarama"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// ApplyFunc applies one event; the service's main passes its ledger's.
type ApplyFunc func(ctx context.Context, e accounts.Event) error

type noSetup struct{}

func (noSetup) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (noSetup) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Eager marks and commits each offset before applying the event.
type Eager struct {
	noSetup
	apply ApplyFunc
}

func NewEager(apply ApplyFunc) *Eager { return &Eager{apply: apply} }

// ConsumeClaim marks and flushes the offset first: a failed apply, or a
// rebalance while it runs, loses the event.
func (g *Eager) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "") // want: ackorder
		sess.Commit()             // flushes the mark above: one finding, on the mark
		evt, err := accounts.Decode(msg.Value)
		if err != nil {
			slog.Warn("poison", "offset", msg.Offset, "err", err)
			continue
		}
		if err := g.apply(sess.Context(), evt); err != nil {
			return err
		}
	}
	return nil
}

// Group is Eager's twin: a poison message is marked at once, every other
// one after apply succeeded.
type Group struct {
	noSetup
	apply ApplyFunc
}

func NewGroup(apply ApplyFunc) *Group { return &Group{apply: apply} }

func (g *Group) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		evt, err := accounts.Decode(msg.Value)
		if err != nil {
			sess.MarkMessage(msg, "poison")
			continue
		}
		if err := g.apply(sess.Context(), evt); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
		sess.Commit()
	}
	return nil
}

// Scoped handles each message in a closure that marks it when it returns.
type Scoped struct {
	noSetup
	apply ApplyFunc
}

func NewScoped(apply ApplyFunc) *Scoped { return &Scoped{apply: apply} }

// ConsumeClaim's deferred mark runs when apply fails too: the failed event
// is marked and skipped.
func (g *Scoped) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		err := func() error {
			defer sess.MarkMessage(msg, "") // want: ackorder
			evt, err := accounts.Decode(msg.Value)
			if err != nil {
				return nil
			}
			return g.apply(sess.Context(), evt)
		}()
		if err != nil {
			return err
		}
	}
	return nil
}

// ScopedOnSuccess is Scoped's twin: the deferred function marks only when
// the closure succeeded.
type ScopedOnSuccess struct {
	noSetup
	apply ApplyFunc
}

func NewScopedOnSuccess(apply ApplyFunc) *ScopedOnSuccess { return &ScopedOnSuccess{apply: apply} }

func (g *ScopedOnSuccess) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		err := func() (err error) {
			defer func() {
				if err == nil {
					sess.MarkMessage(msg, "")
				}
			}()
			evt, err := accounts.Decode(msg.Value)
			if err != nil {
				return nil
			}
			return g.apply(sess.Context(), evt)
		}()
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	_ sarama.ConsumerGroupHandler = (*Eager)(nil)
	_ sarama.ConsumerGroupHandler = (*Group)(nil)
	_ sarama.ConsumerGroupHandler = (*Scoped)(nil)
	_ sarama.ConsumerGroupHandler = (*ScopedOnSuccess)(nil)
)
