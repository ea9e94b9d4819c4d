// Package kafka simulates github.com/segmentio/kafka-go for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package kafka

import (
	"context"
	"net"
	"time"

	"github.com/segmentio/kafka-go/protocol"
)

type Header = protocol.Header

type Message struct {
	Topic         string
	Partition     int
	Offset        int64
	HighWaterMark int64
	Key           []byte
	Value         []byte
	Headers       []Header
	WriterData    interface{}
	Time          time.Time
}

// Reading.

// ReaderConfig holds a few of the real configuration fields; with a GroupID,
// ReadMessage commits as it reads.
type ReaderConfig struct {
	Brokers        []string
	GroupID        string
	GroupTopics    []string
	Topic          string
	Partition      int
	MinBytes       int
	MaxBytes       int
	CommitInterval time.Duration
	StartOffset    int64
}

type Reader struct{}

func NewReader(config ReaderConfig) *Reader { return &Reader{} }

func (r *Reader) Close() error                                              { return nil }
func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }
func (r *Reader) FetchMessage(ctx context.Context) (Message, error)         { return Message{}, nil }
func (r *Reader) ReadMessage(ctx context.Context) (Message, error)          { return Message{}, nil }

// Writing.

// Writer holds a few of the real fields.
type Writer struct {
	Addr                   net.Addr
	Topic                  string
	MaxAttempts            int
	AllowAutoTopicCreation bool
}

func TCP(address ...string) net.Addr { return nil }

func (w *Writer) Close() error                                             { return nil }
func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return nil }
