// Package kafkax is a team's shared kafka-go helpers over the real
// library: a group reader built from its group parameter, a partition
// reader.
package kafkax

import "github.com/segmentio/kafka-go"

func NewGroupReader(brokers []string, topic, group string) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: topic, GroupID: group})
}

func NewPartitionReader(brokers []string, topic string, partition int) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: topic, Partition: partition})
}
