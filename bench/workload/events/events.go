// Package events consumes order events from Kafka (sarama and kafka-go).
package events

import (
	"context"
	"encoding/json"

	"github.com/IBM/sarama"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/bench/workload/orders"
)

type Consumer struct {
	Repo   *orders.Repo
	Reader *kafka.Reader
}

func (Consumer) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (Consumer) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (c Consumer) ConsumeClaim(s sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		var o orders.Order
		if err := json.Unmarshal(msg.Value, &o); err != nil {
			s.MarkMessage(msg, "poison")
			continue
		}
		if err := c.Repo.Insert(s.Context(), o); err != nil {
			return err
		}
		s.MarkMessage(msg, "")
	}
	return nil
}

func (c Consumer) Poll(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o orders.Order
		if err := json.Unmarshal(m.Value, &o); err == nil {
			if err := c.Repo.AddCredit(ctx, o.Customer, o.Amount); err != nil {
				return err
			}
		}
		if err := c.Reader.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
