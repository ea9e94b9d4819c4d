// Package sqsworker consumes account events from SQS (aws-sdk-go-v2).
package sqsworker

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// Worker polls one queue and hands each event to the accounts.Handler.
type Worker struct {
	c   *sqs.Client
	url string
	svc accounts.Handler
}

func New(c *sqs.Client, url string, svc accounts.Handler) *Worker {
	return &Worker{c: c, url: url, svc: svc}
}

// Poll deletes each message as soon as it is received: a Handle that
// fails, or a crash, cannot get it back after the visibility timeout.
func (w *Worker) Poll(ctx context.Context) error {
	out, err := w.c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(w.url), MaxNumberOfMessages: 10, WaitTimeSeconds: 20})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := w.c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(w.url), ReceiptHandle: m.ReceiptHandle}); err != nil { // want: ackorder
			return err
		}
		evt, err := accounts.Decode([]byte(aws.ToString(m.Body)))
		if err != nil {
			continue
		}
		if err := w.svc.Handle(ctx, evt); err != nil {
			return err
		}
	}
	return nil
}

// PollDeleteAfter is Poll's twin: a poison message is deleted at once, any
// other after Handle succeeded; a failure is left to the visibility
// timeout.
func (w *Worker) PollDeleteAfter(ctx context.Context) error {
	out, err := w.c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(w.url), MaxNumberOfMessages: 10, WaitTimeSeconds: 20})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		evt, err := accounts.Decode([]byte(aws.ToString(m.Body)))
		if err != nil {
			if _, err := w.c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(w.url), ReceiptHandle: m.ReceiptHandle}); err != nil {
				return err
			}
			continue
		}
		if err := w.svc.Handle(ctx, evt); err != nil {
			continue
		}
		if _, err := w.c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(w.url), ReceiptHandle: m.ReceiptHandle}); err != nil {
			return err
		}
	}
	return nil
}

// DrainBatch deletes a received batch in one call, then hands each event to
// handle, a function the caller passes.
func DrainBatch(ctx context.Context, c *sqs.Client, url string, handle func(context.Context, accounts.Event) error) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url), MaxNumberOfMessages: 10})
	if err != nil || len(out.Messages) == 0 {
		return err
	}
	entries := make([]types.DeleteMessageBatchRequestEntry, 0, len(out.Messages))
	for _, m := range out.Messages {
		entries = append(entries, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	if _, err := c.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(url), Entries: entries}); err != nil { // want: ackorder
		return err
	}
	for _, m := range out.Messages {
		evt, err := accounts.Decode([]byte(aws.ToString(m.Body)))
		if err != nil {
			continue
		}
		if err := handle(ctx, evt); err != nil {
			return err
		}
	}
	return nil
}

// DrainBatchAfter is DrainBatch's twin: the batch delete covers only the
// messages handled (or poison).
func DrainBatchAfter(ctx context.Context, c *sqs.Client, url string, handle func(context.Context, accounts.Event) error) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url), MaxNumberOfMessages: 10})
	if err != nil || len(out.Messages) == 0 {
		return err
	}
	var done []types.DeleteMessageBatchRequestEntry
	for _, m := range out.Messages {
		evt, err := accounts.Decode([]byte(aws.ToString(m.Body)))
		if err == nil {
			if err := handle(ctx, evt); err != nil {
				continue
			}
		}
		done = append(done, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	if len(done) == 0 {
		return nil
	}
	_, err = c.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(url), Entries: done})
	return err
}
