// Package awsv1: aws-sdk-go v1 SQS and SNS FIFO sends under retry without
// MessageDeduplicationId are reported; keyed sends and standard queues are
// not.
package awsv1

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sns"
	"github.com/aws/aws-sdk-go/service/sqs"
)

type Event struct{ ID, Body string }

const (
	fifoURL  = "https://sqs.eu-west-1.amazonaws.com/123456789012/payments.fifo"
	plainURL = "https://sqs.eu-west-1.amazonaws.com/123456789012/payments"
	topicARN = "arn:aws:sns:eu-west-1:123456789012:payments.fifo"
)

func sqsFIFO(ctx context.Context, c *sqs.SQS, e Event) error {
	return retry.Do(func() error {
		_, err := c.SendMessageWithContext(ctx, &sqs.SendMessageInput{ // want `sqs.SQS.SendMessageWithContext to a FIFO queue is retried by retry.Do without a MessageDeduplicationId`
			QueueUrl:       aws.String(fifoURL),
			MessageGroupId: aws.String("payments"),
			MessageBody:    aws.String(e.Body),
		})
		return err
	})
}

// Twin: the FIFO send carries a deduplication ID.
func sqsFIFOKeyed(c *sqs.SQS, e Event) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(&sqs.SendMessageInput{
			QueueUrl:               aws.String(fifoURL),
			MessageGroupId:         aws.String("payments"),
			MessageDeduplicationId: aws.String(e.ID),
			MessageBody:            aws.String(e.Body),
		})
		return err
	})
}

// Twin: a standard queue has no deduplication to ask for.
func sqsStandard(c *sqs.SQS, e Event) error {
	return retry.Do(func() error {
		_, err := c.SendMessage(&sqs.SendMessageInput{QueueUrl: aws.String(plainURL), MessageBody: aws.String(e.Body)})
		return err
	})
}

func snsFIFO(c *sns.SNS, e Event) error {
	return retry.Do(func() error {
		_, err := c.Publish(&sns.PublishInput{ // want `sns.SNS.Publish to a FIFO topic is retried by retry.Do without a MessageDeduplicationId`
			TopicArn:       aws.String(topicARN),
			MessageGroupId: aws.String("payments"),
			Message:        aws.String(e.Body),
		})
		return err
	})
}

// Twin: keyed.
func snsFIFOKeyed(ctx context.Context, c *sns.SNS, e Event) error {
	return retry.Do(func() error {
		_, err := c.PublishWithContext(ctx, &sns.PublishInput{
			TopicArn:               aws.String(topicARN),
			MessageGroupId:         aws.String("payments"),
			MessageDeduplicationId: aws.String(e.ID),
			Message:                aws.String(e.Body),
		})
		return err
	})
}
