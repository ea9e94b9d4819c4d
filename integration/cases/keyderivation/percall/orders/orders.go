// Package orders is a service whose functions another service calls, and
// retries after a timeout: a key minted inside one of them is new on
// every call (keyderivation's per-call rule), against the real libraries.
package orders

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/uuid"
	"github.com/nats-io/nats.go/jetstream"
	"go.temporal.io/sdk/client"

	"github.com/idemlint/idemlint/integration/cases/keyderivation/percall/payments"
)

type Order struct{ ID, UserID string }

// Intents records a payment intent before it is sent; its implementation
// lives in a package this one does not import.
type Intents interface {
	Save(ctx context.Context, orderID, key string) error
}

type Service struct {
	sqs      *sqs.Client
	js       jetstream.JetStream
	temporal client.Client
	intents  Intents
}

func (s *Service) Pay(o Order, amount int64) error {
	_, err := payments.Charge(amount, uuid.NewString()) // want: keyderivation
	return err
}

// Twin: the key is the order's.
func (s *Service) PayOrder(o Order, amount int64) error {
	_, err := payments.Charge(amount, "pay:v1:"+o.ID)
	return err
}

// Twin: the caller's key.
func (s *Service) PayKeyed(key string, amount int64) error {
	_, err := payments.Charge(amount, key)
	return err
}

// Twin: minted, then recorded on the intent before use.
func (s *Service) PayRecorded(ctx context.Context, o Order, amount int64) error {
	key := uuid.NewString()
	if err := s.intents.Save(ctx, o.ID, key); err != nil {
		return err
	}
	_, err := payments.Charge(amount, key)
	return err
}

func (s *Service) Enqueue(ctx context.Context, o Order) error {
	_, err := s.sqs.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("orders.fifo"), MessageBody: aws.String(o.ID), MessageGroupId: aws.String(o.UserID), MessageDeduplicationId: aws.String(uuid.NewString())}) // want: keyderivation
	return err
}

// Twin: deduplicated by the order ID.
func (s *Service) EnqueueStable(ctx context.Context, o Order) error {
	_, err := s.sqs.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("orders.fifo"), MessageBody: aws.String(o.ID), MessageGroupId: aws.String(o.UserID), MessageDeduplicationId: aws.String(o.ID)})
	return err
}

func (s *Service) Announce(ctx context.Context, o Order) error {
	_, err := s.js.Publish(ctx, "orders.created", []byte(o.ID), jetstream.WithMsgID(uuid.NewString())) // want: keyderivation
	return err
}

// Twin: the message ID is the order's.
func (s *Service) AnnounceTraced(ctx context.Context, o Order) error {
	_, err := s.js.Publish(ctx, "orders.created", []byte(o.ID), jetstream.WithMsgID("created-"+o.ID))
	return err
}

func (s *Service) StartFulfilment(ctx context.Context, o Order) error {
	_, err := s.temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "fulfil-" + uuid.NewString(), TaskQueue: "orders"}, "Fulfil", o.ID) // want: keyderivation
	return err
}

// Twin: one workflow per order.
func (s *Service) StartFulfilmentOnce(ctx context.Context, o Order) error {
	_, err := s.temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "fulfil-" + o.ID, TaskQueue: "orders"}, "Fulfil", o.ID)
	return err
}
