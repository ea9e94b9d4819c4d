// Package jobs starts workflows and charges payments with retries.
package jobs

import (
	"context"
	"fmt"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/cenkalti/backoff/v4"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"go.temporal.io/sdk/client"
)

type Jobs struct {
	Temporal client.Client
	Pub      message.Publisher
}

func (j *Jobs) Fulfil(ctx context.Context, orderID string) error {
	_, err := j.Temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "fulfil:" + orderID, TaskQueue: "orders"}, "Fulfil", orderID)
	return err
}

func (j *Jobs) Charge(orderID string, amount int64) error {
	key := fmt.Sprintf("charge:%s", orderID)
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

func (j *Jobs) Handle(msg *message.Message) error {
	if err := j.Fulfil(msg.Context(), string(msg.Payload)); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}
