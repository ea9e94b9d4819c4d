package ackorder

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

const queueURL = "https://sqs.eu-west-1.amazonaws.com/123/orders"

// DeleteMessage before the insert.
func sqsDeleteFirst(ctx context.Context, c *sqs.Client, st *store) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(queueURL)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(queueURL), ReceiptHandle: m.ReceiptHandle}); err != nil { // want: ackorder
				return err
			}
			_ = st.insert(ctx, aws.ToString(m.MessageId), []byte(aws.ToString(m.Body)))
		}
	}
}

// Twin: malformed messages deleted and skipped, the rest deleted after the
// insert.
func sqsDeleteAfter(ctx context.Context, c *sqs.Client, st *store) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(queueURL)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if m.Body == nil {
				c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(queueURL), ReceiptHandle: m.ReceiptHandle})
				continue
			}
			if err := st.insert(ctx, aws.ToString(m.MessageId), []byte(aws.ToString(m.Body))); err != nil {
				continue
			}
			c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(queueURL), ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// The whole batch deleted before any insert.
func sqsBatchDeleteFirst(ctx context.Context, c *sqs.Client, st *store) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(queueURL)})
	if err != nil {
		return err
	}
	var entries []types.DeleteMessageBatchRequestEntry
	for _, m := range out.Messages {
		entries = append(entries, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	c.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(queueURL), Entries: entries}) // want: ackorder
	for _, m := range out.Messages {
		_ = st.insert(ctx, aws.ToString(m.MessageId), []byte(aws.ToString(m.Body)))
	}
	return nil
}
