// Package kconsumer is a team's shared consumer over the real kafka-go: a
// constructor keeps a reader in a group in a field, and Consume hands each
// message it read (and so committed) to a callback.
package kconsumer

import (
	"context"

	"github.com/segmentio/kafka-go"
)

type KConsumer struct {
	Reader *kafka.Reader
}

func NewKConsumer(brokers []string, topic string) *KConsumer {
	return &KConsumer{Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: topic, GroupID: "mailer"})}
}

func NewPartitionConsumer(brokers []string, topic string) *KConsumer {
	return &KConsumer{Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: topic, Partition: 0})}
}

func (k *KConsumer) Consume(ctx context.Context, handler func(msg kafka.Message)) {
	for {
		msg, err := k.Reader.ReadMessage(ctx)
		if err != nil {
			return
		}
		handler(msg)
	}
}
