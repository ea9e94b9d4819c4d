// Package kgo simulates github.com/twmb/franz-go/pkg/kgo for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// CommitOffsets and CommitOffsetsSync are left out: their callbacks take
// github.com/twmb/franz-go/pkg/kmsg types, which have no stub.
package kgo

import (
	"context"
	"time"
)

// Options.

type cfg struct{}

type Opt interface {
	apply(*cfg)
}

type ConsumerOpt interface {
	Opt
	consumerOpt()
}

type GroupOpt interface {
	Opt
	groupOpt()
}

func SeedBrokers(seeds ...string) Opt                    { return nil }
func ConsumeTopics(topics ...string) ConsumerOpt         { return nil }
func ConsumerGroup(group string) GroupOpt                { return nil }
func DisableAutoCommit() GroupOpt                        { return nil }
func AutoCommitMarks() GroupOpt                          { return nil }
func GreedyAutoCommit() GroupOpt                         { return nil }
func AutoCommitInterval(interval time.Duration) GroupOpt { return nil }

// Records.

type RecordHeader struct {
	Key   string
	Value []byte
}

type RecordAttrs struct {
	attrs uint8
}

type Record struct {
	Key           []byte
	Value         []byte
	Headers       []RecordHeader
	Timestamp     time.Time
	Topic         string
	Partition     int32
	Attrs         RecordAttrs
	ProducerEpoch int16
	ProducerID    int64
	LeaderEpoch   int32
	Offset        int64
	Context       context.Context
}

func StringRecord(value string) *Record { return &Record{Value: []byte(value)} }
func KeyStringRecord(key, value string) *Record {
	return &Record{Key: []byte(key), Value: []byte(value)}
}
func SliceRecord(value []byte) *Record { return &Record{Value: value} }

type AckStatus int8

const (
	AckAccept  AckStatus = 1
	AckRelease AckStatus = 2
	AckReject  AckStatus = 3
	AckRenew   AckStatus = 4
)

func (r *Record) Ack(status AckStatus) {}

type EpochOffset struct {
	Epoch  int32
	Offset int64
}

// Fetches.

type FetchTopic struct{}

type Fetch struct {
	Topics []FetchTopic
}

type Fetches []Fetch

type FetchError struct {
	Topic     string
	Partition int32
	Err       error
}

func (fs Fetches) EachError(fn func(string, int32, error)) {}
func (fs Fetches) EachRecord(fn func(*Record))             {}
func (fs Fetches) Err() error                              { return nil }
func (fs Fetches) Errors() []FetchError                    { return nil }
func (fs Fetches) IsClientClosed() bool                    { return false }
func (fs Fetches) Records() []*Record                      { return nil }

// Producing.

type ProduceResult struct {
	Record *Record
	Err    error
}

type ProduceResults []ProduceResult

func (rs ProduceResults) First() (*Record, error) { return nil, nil }
func (rs ProduceResults) FirstErr() error         { return nil }

// Client.

type Client struct{}

func NewClient(opts ...Opt) (*Client, error) { return &Client{}, nil }

func (cl *Client) Close()                                                                  {}
func (cl *Client) CommitMarkedOffsets(ctx context.Context) error                           { return nil }
func (cl *Client) CommitRecords(ctx context.Context, rs ...*Record) error                  { return nil }
func (cl *Client) CommitUncommittedOffsets(ctx context.Context) error                      { return nil }
func (cl *Client) Flush(ctx context.Context) error                                         { return nil }
func (cl *Client) MarkCommitOffsets(unmarked map[string]map[int32]EpochOffset)             {}
func (cl *Client) MarkCommitRecords(rs ...*Record)                                         {}
func (cl *Client) PollFetches(ctx context.Context) Fetches                                 { return nil }
func (cl *Client) PollRecords(ctx context.Context, maxPollRecords int) Fetches             { return nil }
func (cl *Client) Produce(ctx context.Context, r *Record, promise func(*Record, error))    {}
func (cl *Client) ProduceSync(ctx context.Context, rs ...*Record) ProduceResults           { return nil }
func (cl *Client) TryProduce(ctx context.Context, r *Record, promise func(*Record, error)) {}
