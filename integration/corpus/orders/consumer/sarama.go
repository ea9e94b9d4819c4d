package consumer

import (
	"context"
	"encoding/json"

	"github.com/IBM/sarama"

	"github.com/idemlint/idemlint/integration/corpus/orders"
)

// Group is a sarama consumer group handler over an injected orders.Handler.
type Group struct {
	h orders.Handler
}

func NewGroup(h orders.Handler) *Group { return &Group{h: h} }

func (g *Group) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (g *Group) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim marks each message after the handler succeeded.
func (g *Group) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		var ev orders.Event
		if err := json.Unmarshal(msg.Value, &ev); err != nil {
			sess.MarkMessage(msg, "poison")
			continue
		}
		if err := g.h.Handle(sess.Context(), ev); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// Consume runs the group until ctx ends.
func Consume(ctx context.Context, cg sarama.ConsumerGroup, topics []string, g *Group) error {
	for ctx.Err() == nil {
		if err := cg.Consume(ctx, topics, g); err != nil {
			return err
		}
	}
	return ctx.Err()
}
