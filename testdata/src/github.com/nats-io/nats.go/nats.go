// Package nats simulates github.com/nats-io/nats.go for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package nats

import (
	"context"
	"time"
)

const (
	DefaultURL = "nats://127.0.0.1:4222"
	MsgIdHdr   = "Nats-Msg-Id"
)

// Headers.

type Header map[string][]string

func (h Header) Add(key, value string)      {}
func (h Header) Del(key string)             {}
func (h Header) Get(key string) string      { return "" }
func (h Header) Set(key, value string)      {}
func (h Header) Values(key string) []string { return nil }

// Messages.

type Msg struct {
	Subject string
	Reply   string
	Header  Header
	Data    []byte
	Sub     *Subscription
}

func NewMsg(subject string) *Msg { return &Msg{Subject: subject, Header: Header{}} }

type ackOpts struct{}

type AckOpt interface {
	configureAck(opts *ackOpts) error
}

func (m *Msg) Ack(opts ...AckOpt) error                               { return nil }
func (m *Msg) AckSync(opts ...AckOpt) error                           { return nil }
func (m *Msg) InProgress(opts ...AckOpt) error                        { return nil }
func (m *Msg) Nak(opts ...AckOpt) error                               { return nil }
func (m *Msg) NakWithDelay(delay time.Duration, opts ...AckOpt) error { return nil }
func (m *Msg) Respond(data []byte) error                              { return nil }
func (m *Msg) Term(opts ...AckOpt) error                              { return nil }

type MsgHandler func(msg *Msg)

type Subscription struct{}

func (s *Subscription) NextMsg(timeout time.Duration) (*Msg, error) { return nil, nil }
func (s *Subscription) Unsubscribe() error                          { return nil }

// Connection.

type Options struct{}

type Option func(*Options) error

func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

type Conn struct{}

func (nc *Conn) Close()                                               {}
func (nc *Conn) Drain() error                                         { return nil }
func (nc *Conn) JetStream(opts ...JSOpt) (JetStreamContext, error)    { return nil, nil }
func (nc *Conn) Publish(subj string, data []byte) error               { return nil }
func (nc *Conn) PublishMsg(m *Msg) error                              { return nil }
func (nc *Conn) PublishRequest(subj, reply string, data []byte) error { return nil }
func (nc *Conn) QueueSubscribe(subj, queue string, cb MsgHandler) (*Subscription, error) {
	return nil, nil
}
func (nc *Conn) Request(subj string, data []byte, timeout time.Duration) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) RequestMsg(msg *Msg, timeout time.Duration) (*Msg, error) { return nil, nil }
func (nc *Conn) RequestMsgWithContext(ctx context.Context, msg *Msg) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) RequestWithContext(ctx context.Context, subj string, data []byte) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) Subscribe(subj string, cb MsgHandler) (*Subscription, error) { return nil, nil }

// Legacy JetStream.

type jsOpts struct{}

type JSOpt interface {
	configureJSContext(opts *jsOpts) error
}

type pubOpts struct{}

type PubOpt interface {
	configurePublish(opts *pubOpts) error
}

type subOpts struct{}

type SubOpt interface {
	configureSubscribe(opts *subOpts) error
}

func MsgId(id string) PubOpt         { return nil }
func ManualAck() SubOpt              { return nil }
func Durable(consumer string) SubOpt { return nil }

type PubAck struct {
	Stream    string `json:"stream"`
	Sequence  uint64 `json:"seq"`
	Duplicate bool   `json:"duplicate,omitempty"`
	Domain    string `json:"domain,omitempty"`
}

type PubAckFuture interface {
	Ok() <-chan *PubAck
	Err() <-chan error
	Msg() *Msg
}

type JetStream interface {
	Publish(subj string, data []byte, opts ...PubOpt) (*PubAck, error)
	PublishMsg(m *Msg, opts ...PubOpt) (*PubAck, error)
	PublishAsync(subj string, data []byte, opts ...PubOpt) (PubAckFuture, error)
	PublishMsgAsync(m *Msg, opts ...PubOpt) (PubAckFuture, error)
	Subscribe(subj string, cb MsgHandler, opts ...SubOpt) (*Subscription, error)
	QueueSubscribe(subj, queue string, cb MsgHandler, opts ...SubOpt) (*Subscription, error)
}

type StreamConfig struct {
	Name       string        `json:"name"`
	Subjects   []string      `json:"subjects,omitempty"`
	MaxAge     time.Duration `json:"max_age"`
	Duplicates time.Duration `json:"duplicate_window,omitempty"`
}

type StreamInfo struct {
	Config StreamConfig `json:"config"`
}

type JetStreamManager interface {
	AddStream(cfg *StreamConfig, opts ...JSOpt) (*StreamInfo, error)
	UpdateStream(cfg *StreamConfig, opts ...JSOpt) (*StreamInfo, error)
}

// JetStreamContext embeds JetStream and JetStreamManager (and, for real,
// the other managers), so its Publish is JetStream's.
type JetStreamContext interface {
	JetStream
	JetStreamManager
}
