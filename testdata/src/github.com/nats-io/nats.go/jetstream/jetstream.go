// Package jetstream simulates github.com/nats-io/nats.go/jetstream for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package jetstream

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
)

// Messages.

type MsgMetadata struct {
	NumDelivered uint64
	NumPending   uint64
	Timestamp    time.Time
	Stream       string
	Consumer     string
	Domain       string
}

type Msg interface {
	Metadata() (*MsgMetadata, error)
	Data() []byte
	Headers() nats.Header
	Subject() string
	Reply() string
	Ack() error
	DoubleAck(context.Context) error
	Nak() error
	NakWithDelay(delay time.Duration) error
	InProgress() error
	Term() error
	TermWithReason(reason string) error
}

// Publishing.

type pubOpts struct{}

type PublishOpt func(*pubOpts) error

func WithMsgID(id string) PublishOpt { return nil }

type PubAck struct {
	Stream    string `json:"stream"`
	Sequence  uint64 `json:"seq"`
	Duplicate bool   `json:"duplicate,omitempty"`
	Domain    string `json:"domain,omitempty"`
	Value     string `json:"val,omitempty"`
}

type PubAckFuture interface {
	Ok() <-chan *PubAck
	Err() <-chan error
	Msg() *nats.Msg
}

type Publisher interface {
	Publish(ctx context.Context, subject string, payload []byte, opts ...PublishOpt) (*PubAck, error)
	PublishMsg(ctx context.Context, msg *nats.Msg, opts ...PublishOpt) (*PubAck, error)
	PublishAsync(subject string, payload []byte, opts ...PublishOpt) (PubAckFuture, error)
	PublishMsgAsync(msg *nats.Msg, opts ...PublishOpt) (PubAckFuture, error)
}

// Consuming.

type MessageHandler func(msg Msg)

type consumeOpts struct{}

type PullConsumeOpt interface {
	configureConsume(*consumeOpts) error
}

type pullRequest struct{}

type FetchOpt func(*pullRequest) error

type ConsumeContext interface {
	Stop()
	Drain()
	Closed() <-chan struct{}
}

type MessageBatch interface {
	Messages() <-chan Msg
	Error() error
}

type Consumer interface {
	Fetch(batch int, opts ...FetchOpt) (MessageBatch, error)
	Consume(handler MessageHandler, opts ...PullConsumeOpt) (ConsumeContext, error)
	Next(opts ...FetchOpt) (Msg, error)
}

type StreamConsumerManager interface {
	Consumer(ctx context.Context, stream string, consumer string) (Consumer, error)
}

type StreamConfig struct {
	Name       string        `json:"name"`
	Subjects   []string      `json:"subjects,omitempty"`
	MaxAge     time.Duration `json:"max_age"`
	Duplicates time.Duration `json:"duplicate_window,omitempty"`
}

type Stream interface{}

type StreamManager interface {
	CreateStream(ctx context.Context, cfg StreamConfig) (Stream, error)
	UpdateStream(ctx context.Context, cfg StreamConfig) (Stream, error)
	CreateOrUpdateStream(ctx context.Context, cfg StreamConfig) (Stream, error)
}

// JetStream embeds Publisher, StreamManager and StreamConsumerManager
// (and, for real, the other managers).
type JetStream interface {
	StreamConsumerManager
	StreamManager
	Publisher
}

type JetStreamOptions struct{}

type JetStreamOpt func(*JetStreamOptions) error

func New(nc *nats.Conn, opts ...JetStreamOpt) (JetStream, error) { return nil, nil }
