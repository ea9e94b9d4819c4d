// Package message simulates github.com/ThreeDotsLabs/watermill/message for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// NewRouter is left out: it takes a github.com/ThreeDotsLabs/watermill
// logger, which has no stub; tests take a *Router as a parameter.
package message

import "context"

type Payload []byte

type Metadata map[string]string

func (m Metadata) Get(key string) string { return m[key] }
func (m Metadata) Set(key, value string) { m[key] = value }

type Message struct {
	UUID     string
	Metadata Metadata
	Payload  Payload
}

func NewMessage(uuid string, payload Payload) *Message {
	return &Message{UUID: uuid, Metadata: Metadata{}, Payload: payload}
}

func (m *Message) Ack() bool                      { return true }
func (m *Message) Acked() <-chan struct{}         { return nil }
func (m *Message) Context() context.Context       { return context.Background() }
func (m *Message) Copy() *Message                 { return m }
func (m *Message) Nack() bool                     { return true }
func (m *Message) Nacked() <-chan struct{}        { return nil }
func (m *Message) SetContext(ctx context.Context) {}

type Messages []*Message

type Publisher interface {
	Publish(topic string, messages ...*Message) error
	Close() error
}

type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (<-chan *Message, error)
	Close() error
}

type HandlerFunc func(msg *Message) ([]*Message, error)

type NoPublishHandlerFunc func(msg *Message) error

type Handler struct{}

type Router struct{}

func (r *Router) AddConsumerHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	handlerFunc NoPublishHandlerFunc,
) *Handler {
	return &Handler{}
}

func (r *Router) AddHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	publishTopic string,
	publisher Publisher,
	handlerFunc HandlerFunc,
) *Handler {
	return &Handler{}
}

func (r *Router) AddNoPublisherHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	handlerFunc NoPublishHandlerFunc,
) *Handler {
	return &Handler{}
}

func (r *Router) Close() error                        { return nil }
func (r *Router) Run(ctx context.Context) (err error) { return nil }
