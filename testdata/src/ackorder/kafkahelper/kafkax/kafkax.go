// Package kafkax is a team's shared kafka-go helpers: one builds a group
// reader from its group parameter, one a partition reader, one a group
// reader under a fixed group.
package kafkax

import "github.com/segmentio/kafka-go"

func NewGroupReader(brokers []string, topic, group string) *kafka.Reader { // want NewGroupReader:`groupReader\(param 2\)`
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: topic, GroupID: group})
}

func NewAuditReader(brokers []string) *kafka.Reader { // want NewAuditReader:`groupReader\(constant\)`
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: "audit", GroupID: "auditor"})
}

func NewPartitionReader(brokers []string, topic string, partition int) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: topic, Partition: partition})
}
