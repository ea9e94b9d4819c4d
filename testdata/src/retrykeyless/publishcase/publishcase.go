// Package publishcase: publishes under retries. amqp091 without MessageId,
// SQS and SNS FIFO sends without MessageDeduplicationId and JetStream
// publishes without a message ID are reported; keyed publishes and sends to
// standard (non-FIFO) queues are not.
package publishcase

import (
	"context"
	"encoding/json"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	backoff "github.com/cenkalti/backoff/v4"
	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"
)

type Event struct {
	ID   string
	Body []byte
}

func amqpPublish(ctx context.Context, ch *amqp.Channel, e Event) error {
	return backoff.Retry(func() error {
		return ch.PublishWithContext(ctx, "events", "order.paid", false, false, amqp.Publishing{ContentType: "application/json", Body: e.Body}) // want `amqp091.Channel.PublishWithContext is retried by backoff.Retry without a MessageId; a publish whose confirm was lost is sent again and consumers cannot tell the copies apart; set Publishing.MessageId from the event ID`
	}, backoff.NewExponentialBackOff())
}

// Twin: the message carries the event's ID.
func amqpPublishKeyed(ctx context.Context, ch *amqp.Channel, e Event) error {
	msg := amqp.Publishing{MessageId: e.ID, Body: e.Body}
	return backoff.Retry(func() error {
		return ch.PublishWithContext(ctx, "events", "order.paid", false, false, msg)
	}, backoff.NewExponentialBackOff())
}

// Twin: the ID set field by field inside the callback.
func amqpPublishField(ch *amqp.Channel, e Event) error {
	return retry.Do(func() error {
		var msg amqp.Publishing
		msg.Body = e.Body
		msg.MessageId = e.ID
		return ch.Publish("events", "order.paid", false, false, msg)
	})
}

const fifoURL = "https://sqs.eu-west-1.amazonaws.com/123456789012/payments.fifo"

func sqsFIFO(ctx context.Context, c *sqs.Client, e Event) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{ // want `sqs.Client.SendMessage to a FIFO queue is retried by retry.Do without a MessageDeduplicationId; content-based deduplication only drops identical bodies within five minutes; set MessageDeduplicationId from the event ID`
			QueueUrl:       aws.String(fifoURL),
			MessageBody:    aws.String(string(e.Body)),
			MessageGroupId: aws.String("payments"),
		})
		return err
	})
}

// Twin: the FIFO send carries a deduplication ID.
func sqsFIFOKeyed(ctx context.Context, c *sqs.Client, e Event) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{
			QueueUrl:               aws.String(fifoURL),
			MessageBody:            aws.String(string(e.Body)),
			MessageGroupId:         aws.String("payments"),
			MessageDeduplicationId: aws.String(e.ID),
		})
		return err
	})
}

// Twin: a standard queue has no deduplication to ask for.
func sqsStandard(ctx context.Context, c *sqs.Client, url string, e Event) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(string(e.Body))})
		return err
	})
}

// A FIFO queue known by its group ID, the URL unknown.
func sqsGroup(ctx context.Context, c *sqs.Client, url string, e Event) error {
	in := &sqs.SendMessageInput{QueueUrl: aws.String(url), MessageBody: aws.String(string(e.Body))}
	in.MessageGroupId = aws.String("payments")
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.SendMessage(ctx, in); err == nil { // want `SendMessage to a FIFO queue is retried in a retry loop without a MessageDeduplicationId`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func snsFIFO(ctx context.Context, c *sns.Client, e Event) error {
	b, _ := json.Marshal(e)
	return backoff.Retry(func() error {
		_, err := c.Publish(ctx, &sns.PublishInput{TopicArn: aws.String("arn:aws:sns:eu-west-1:123456789012:payments.fifo"), Message: aws.String(string(b))}) // want `sns.Client.Publish to a FIFO topic is retried by backoff.Retry without a MessageDeduplicationId`
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: a standard topic.
func snsStandard(ctx context.Context, c *sns.Client, e Event) error {
	return backoff.Retry(func() error {
		_, err := c.Publish(ctx, &sns.PublishInput{TopicArn: aws.String("arn:aws:sns:eu-west-1:123456789012:payments"), Message: aws.String(string(e.Body))})
		return err
	}, backoff.NewExponentialBackOff())
}

func jsPublish(ctx context.Context, js jetstream.JetStream, e Event) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders.paid", e.Body) // want `jetstream.Publisher.Publish is retried by retry.Do without a message ID; .*; pass jetstream.WithMsgID\(the event ID\)`
		return err
	})
}

// Twin: the publish carries the event ID, deduplicated by the stream.
func jsPublishKeyed(ctx context.Context, js jetstream.JetStream, e Event) error {
	return retry.Do(func() error {
		_, err := js.Publish(ctx, "orders.paid", e.Body, jetstream.WithMsgID(e.ID))
		return err
	})
}

// Twin: the message comes from the caller, who may have set its ID.
func publishGiven(ctx context.Context, ch *amqp.Channel, msg amqp.Publishing) error {
	return backoff.Retry(func() error {
		return ch.PublishWithContext(ctx, "events", "order.paid", false, false, msg)
	}, backoff.NewExponentialBackOff())
}
