package sqs

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

const queue = "https://sqs.eu-west-1.amazonaws.com/123/orders"

func insert(ctx context.Context, db *sql.DB, m types.Message) error {
	_, err := db.ExecContext(ctx, "INSERT INTO orders (id, body) VALUES ($1, $2)", m.MessageId, m.Body)
	return err
}

// DeleteMessage before the effect.
func deleteFirst(ctx context.Context, c *sqs.Client, db *sql.DB) error {
	q := queue
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &q})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: &q, ReceiptHandle: m.ReceiptHandle}); err != nil { // want `message deleted with sqs.Client.DeleteMessage before sqs.insert writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; delete it after the effect succeeds`
				return err
			}
			_ = insert(ctx, db, m)
		}
	}
}

// Twin: malformed messages deleted and skipped, the rest deleted after the
// effect.
func deleteAfter(ctx context.Context, c *sqs.Client, db *sql.DB) error {
	q := queue
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &q})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if m.Body == nil {
				c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: &q, ReceiptHandle: m.ReceiptHandle})
				continue
			}
			if err := insert(ctx, db, m); err != nil {
				continue // visible again after the timeout
			}
			c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: &q, ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// The whole batch deleted before any is processed.
func batchDeleteFirst(ctx context.Context, c *sqs.Client, db *sql.DB) error {
	q := queue
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &q})
	if err != nil {
		return err
	}
	var entries []types.DeleteMessageBatchRequestEntry
	for _, m := range out.Messages {
		entries = append(entries, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	c.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: &q, Entries: entries}) // want `message deleted with sqs.Client.DeleteMessageBatch before sqs.insert writes to the database`
	for _, m := range out.Messages {
		_ = insert(ctx, db, m)
	}
	return nil
}
