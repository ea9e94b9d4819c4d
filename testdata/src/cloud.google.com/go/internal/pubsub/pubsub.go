// Package pubsub simulates cloud.google.com/go/internal/pubsub for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// cloud.google.com/go/pubsub and cloud.google.com/go/pubsub/v2 alias Message,
// PublishResult and AckResult to the types declared here.
package pubsub

import (
	"context"
	"time"
)

type Message struct {
	ID              string
	Data            []byte
	Attributes      map[string]string
	PublishTime     time.Time
	DeliveryAttempt *int
	OrderingKey     string
}

func (m *Message) Ack()                       {}
func (m *Message) AckWithResult() *AckResult  { return &AckResult{} }
func (m *Message) Nack()                      {}
func (m *Message) NackWithResult() *AckResult { return &AckResult{} }

type AcknowledgeStatus int

type AckResult struct{}

func (r *AckResult) Get(ctx context.Context) (res AcknowledgeStatus, err error) { return 0, nil }
func (r *AckResult) Ready() <-chan struct{}                                     { return nil }

type PublishResult struct{}

func (r *PublishResult) Get(ctx context.Context) (serverID string, err error) { return "", nil }
func (r *PublishResult) Ready() <-chan struct{}                               { return nil }
