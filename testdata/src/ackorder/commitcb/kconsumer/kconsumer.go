// Package kconsumer is a shared consumer helper, as teams put in a common
// module: a kafka-go reader built with a group by a constructor and kept in
// a field, and a Consume method that reads and hands each message to a
// callback.
package kconsumer

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// KConsumer reads a topic in a consumer group.
type KConsumer struct {
	Reader *kafka.Reader
}

// NewKConsumer returns a consumer of topic in the service's group.
func NewKConsumer(topic string) *KConsumer { // want NewKConsumer:"groupReader\\(constant\\)"
	return &KConsumer{Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: topic, GroupID: "service"})}
}

// Consume reads with ReadMessage, which commits the offset as it returns the
// message, and only then calls handler.
func (k *KConsumer) Consume(ctx context.Context, handler func(msg kafka.Message)) { // want Consume:"commitBeforeCallback\\(2\\) if the receiver's reader has a group"
	for {
		msg, err := k.Reader.ReadMessage(ctx)
		if err != nil {
			return
		}
		handler(msg)
	}
}

// PartitionConsumer reads one partition, in no group: ReadMessage commits
// nothing.
type PartitionConsumer struct {
	Reader *kafka.Reader
}

// NewPartitionConsumer returns a reader of partition 0 of topic.
func NewPartitionConsumer(topic string) *PartitionConsumer {
	return &PartitionConsumer{Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: topic, Partition: 0})}
}

// Consume reads and hands each message to handler.
func (k *PartitionConsumer) Consume(ctx context.Context, handler func(msg kafka.Message)) { // want Consume:"commitBeforeCallback\\(2\\) if the receiver's reader has a group"
	for {
		msg, err := k.Reader.ReadMessage(ctx)
		if err != nil {
			return
		}
		handler(msg)
	}
}

// FetchConsumer fetches, calls handler, and commits after it returns.
type FetchConsumer struct {
	Reader *kafka.Reader
}

// NewFetchConsumer returns a consumer of topic in the service's group.
func NewFetchConsumer(topic string) *FetchConsumer { // want NewFetchConsumer:"groupReader\\(constant\\)"
	return &FetchConsumer{Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: topic, GroupID: "service"})}
}

// Consume commits each message after handler returned.
func (k *FetchConsumer) Consume(ctx context.Context, handler func(msg kafka.Message) error) error { // want Consume:"ackOnResult\\(param 2 nil -> kafka.Reader.CommitMessages\\)"
	for {
		msg, err := k.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := handler(msg); err != nil {
			return err
		}
		if err := k.Reader.CommitMessages(ctx, msg); err != nil {
			return err
		}
	}
}

// Inspect calls its callback with a message of its own making, after a
// read whose message it hands nowhere: the callback does not process what
// was committed.
func (k *KConsumer) Inspect(ctx context.Context, report func(msg kafka.Message)) error {
	if _, err := k.Reader.ReadMessage(ctx); err != nil {
		return err
	}
	report(kafka.Message{Topic: "probe"})
	return nil
}
