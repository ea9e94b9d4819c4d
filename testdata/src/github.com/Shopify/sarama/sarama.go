// Package sarama simulates github.com/Shopify/sarama for idemlint's tests: sarama's import path until v1.38.1 (it moved to github.com/IBM/sarama); only the producer's declarations the tests use, with the real signatures (the consumer's are in the github.com/IBM/sarama stub, with the same ones).
package sarama

// Config holds a few of the real configuration fields.
type Config struct {
	Producer struct {
		Return struct {
			Successes bool
		}
	}
}

func NewConfig() *Config { return &Config{} }

type Encoder interface {
	Encode() ([]byte, error)
	Length() int
}

type StringEncoder string

func (s StringEncoder) Encode() ([]byte, error) { return []byte(s), nil }
func (s StringEncoder) Length() int             { return len(s) }

type ProducerMessage struct {
	Topic string
	Key   Encoder
	Value Encoder
}

type SyncProducer interface {
	SendMessage(msg *ProducerMessage) (partition int32, offset int64, err error)
	SendMessages(msgs []*ProducerMessage) error
	Close() error
}

func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }
