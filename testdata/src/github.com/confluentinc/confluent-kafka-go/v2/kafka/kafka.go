// Package kafka simulates github.com/confluentinc/confluent-kafka-go/v2/kafka for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package kafka

import "time"

// ConfigMap holds librdkafka properties such as "enable.auto.commit".
type ConfigMap map[string]ConfigValue

type ConfigValue interface{}

type Offset int64

const PartitionAny = int32(-1)

type TopicPartition struct {
	Topic       *string
	Partition   int32
	Offset      Offset
	Metadata    *string
	Error       error
	LeaderEpoch *int32
}

type TimestampType int

type Header struct {
	Key   string
	Value []byte
}

type Message struct {
	TopicPartition TopicPartition
	Value          []byte
	Key            []byte
	Timestamp      time.Time
	TimestampType  TimestampType
	Opaque         interface{}
	Headers        []Header
	LeaderEpoch    *int32
}

func (m *Message) String() string { return "" }

type Event interface {
	String() string
}

type RebalanceCb func(*Consumer, Event) error

// Consumer.

type Consumer struct{}

func NewConsumer(conf *ConfigMap) (*Consumer, error) { return &Consumer{}, nil }

func (c *Consumer) Close() (err error)                                               { return nil }
func (c *Consumer) Commit() ([]TopicPartition, error)                                { return nil, nil }
func (c *Consumer) CommitMessage(m *Message) ([]TopicPartition, error)               { return nil, nil }
func (c *Consumer) CommitOffsets(offsets []TopicPartition) ([]TopicPartition, error) { return nil, nil }
func (c *Consumer) Poll(timeoutMs int) (event Event)                                 { return nil }
func (c *Consumer) ReadMessage(timeout time.Duration) (*Message, error)              { return nil, nil }
func (c *Consumer) StoreMessage(m *Message) (storedOffsets []TopicPartition, err error) {
	return nil, nil
}
func (c *Consumer) StoreOffsets(offsets []TopicPartition) (storedOffsets []TopicPartition, err error) {
	return nil, nil
}
func (c *Consumer) Subscribe(topic string, rebalanceCb RebalanceCb) error { return nil }
func (c *Consumer) SubscribeTopics(topics []string, rebalanceCb RebalanceCb) (err error) {
	return nil
}

// Producer.

type Producer struct{}

func NewProducer(conf *ConfigMap) (*Producer, error) { return &Producer{}, nil }

func (p *Producer) Close()                                              {}
func (p *Producer) Events() chan Event                                  { return nil }
func (p *Producer) Flush(timeoutMs int) int                             { return 0 }
func (p *Producer) Produce(msg *Message, deliveryChan chan Event) error { return nil }
