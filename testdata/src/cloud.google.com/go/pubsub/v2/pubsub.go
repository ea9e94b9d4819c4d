// Package pubsub simulates cloud.google.com/go/pubsub/v2 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package pubsub

import (
	"context"
	"time"

	ipubsub "cloud.google.com/go/internal/pubsub"
)

type Message = ipubsub.Message

type PublishResult = ipubsub.PublishResult

type AckResult = ipubsub.AckResult

type Client struct{}

func (c *Client) Close() error                              { return nil }
func (c *Client) Publisher(topicNameOrID string) *Publisher { return &Publisher{} }
func (c *Client) Subscriber(nameOrID string) *Subscriber    { return &Subscriber{} }

type Publisher struct{}

func (t *Publisher) Publish(ctx context.Context, msg *Message) *PublishResult {
	return &PublishResult{}
}
func (t *Publisher) Stop() {}

type ReceiveSettings struct {
	MaxExtension           time.Duration
	MaxOutstandingMessages int
	NumGoroutines          int
}

type Subscriber struct {
	ReceiveSettings ReceiveSettings
}

func (s *Subscriber) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
