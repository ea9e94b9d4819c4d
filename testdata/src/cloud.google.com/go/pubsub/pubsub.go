// Package pubsub simulates cloud.google.com/go/pubsub for idemlint's tests: only the declarations the knowledge names, with the real signatures.
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

func (c *Client) Close() error                         { return nil }
func (c *Client) Subscription(id string) *Subscription { return &Subscription{} }
func (c *Client) Topic(id string) *Topic               { return &Topic{} }

type Topic struct{}

func (t *Topic) Publish(ctx context.Context, msg *Message) *PublishResult { return &PublishResult{} }
func (t *Topic) Stop()                                                    {}

type ReceiveSettings struct {
	MaxExtension           time.Duration
	MaxOutstandingMessages int
	NumGoroutines          int
}

type Subscription struct {
	ReceiveSettings ReceiveSettings
}

func (s *Subscription) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
