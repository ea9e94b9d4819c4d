// Package sqsv1 holds ackorder cases on aws-sdk-go v1's SQS client.
package sqsv1

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
)

const queue = "https://sqs.eu-west-1.amazonaws.com/123/orders"

func insert(ctx context.Context, db *sql.DB, m *sqs.Message) error {
	_, err := db.ExecContext(ctx, "INSERT INTO orders (id, body) VALUES ($1, $2)", m.MessageId, m.Body)
	return err
}

// DeleteMessage before the effect.
func deleteFirst(ctx context.Context, c *sqs.SQS, db *sql.DB) error {
	for {
		out, err := c.ReceiveMessageWithContext(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(queue)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := c.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(queue), ReceiptHandle: m.ReceiptHandle}); err != nil { // want `message deleted with sqs.SQS.DeleteMessage before sqsv1.insert writes to the database`
				return err
			}
			_ = insert(ctx, db, m)
		}
	}
}

// Twin: deleted after the effect succeeds.
func deleteAfter(ctx context.Context, c *sqs.SQS, db *sql.DB) error {
	for {
		out, err := c.ReceiveMessageWithContext(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(queue)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if err := insert(ctx, db, m); err != nil {
				continue // visible again after the timeout
			}
			c.DeleteMessageWithContext(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(queue), ReceiptHandle: m.ReceiptHandle})
		}
	}
}
