// Package sqs simulates github.com/aws/aws-sdk-go/service/sqs for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// aws-sdk-go v1, beside v2 (github.com/aws/aws-sdk-go-v2/...).
//
// The structs hold a subset of the real fields.
package sqs

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/request"
)

// SQS holds none of the real fields.
type SQS struct{}

type SendMessageInput struct {
	DelaySeconds           *int64
	MessageBody            *string
	MessageDeduplicationId *string
	MessageGroupId         *string
	QueueUrl               *string
}

type SendMessageOutput struct {
	MessageId      *string
	SequenceNumber *string
}

type SendMessageBatchInput struct {
	Entries  []*SendMessageBatchRequestEntry
	QueueUrl *string
}

type SendMessageBatchRequestEntry struct {
	DelaySeconds           *int64
	Id                     *string
	MessageBody            *string
	MessageDeduplicationId *string
	MessageGroupId         *string
}

type SendMessageBatchOutput struct {
}

type ReceiveMessageInput struct {
	MaxNumberOfMessages *int64
	QueueUrl            *string
	VisibilityTimeout   *int64
	WaitTimeSeconds     *int64
}

type ReceiveMessageOutput struct {
	Messages []*Message
}

type Message struct {
	Attributes    map[string]*string
	Body          *string
	MD5OfBody     *string
	MessageId     *string
	ReceiptHandle *string
}

type DeleteMessageInput struct {
	QueueUrl      *string
	ReceiptHandle *string
}

type DeleteMessageOutput struct {
}

type DeleteMessageBatchInput struct {
	Entries  []*DeleteMessageBatchRequestEntry
	QueueUrl *string
}

type DeleteMessageBatchRequestEntry struct {
	Id            *string
	ReceiptHandle *string
}

type DeleteMessageBatchOutput struct {
}

type ChangeMessageVisibilityInput struct {
	QueueUrl          *string
	ReceiptHandle     *string
	VisibilityTimeout *int64
}

type ChangeMessageVisibilityOutput struct {
}

func (c *SQS) SendMessage(input *SendMessageInput) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}

func (c *SQS) SendMessageWithContext(ctx aws.Context, input *SendMessageInput, opts ...request.Option) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}

func (c *SQS) SendMessageBatch(input *SendMessageBatchInput) (*SendMessageBatchOutput, error) {
	return &SendMessageBatchOutput{}, nil
}

func (c *SQS) SendMessageBatchWithContext(ctx aws.Context, input *SendMessageBatchInput, opts ...request.Option) (*SendMessageBatchOutput, error) {
	return &SendMessageBatchOutput{}, nil
}

func (c *SQS) ReceiveMessage(input *ReceiveMessageInput) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

func (c *SQS) ReceiveMessageWithContext(ctx aws.Context, input *ReceiveMessageInput, opts ...request.Option) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

func (c *SQS) DeleteMessage(input *DeleteMessageInput) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

func (c *SQS) DeleteMessageWithContext(ctx aws.Context, input *DeleteMessageInput, opts ...request.Option) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

func (c *SQS) DeleteMessageBatch(input *DeleteMessageBatchInput) (*DeleteMessageBatchOutput, error) {
	return &DeleteMessageBatchOutput{}, nil
}

func (c *SQS) DeleteMessageBatchWithContext(ctx aws.Context, input *DeleteMessageBatchInput, opts ...request.Option) (*DeleteMessageBatchOutput, error) {
	return &DeleteMessageBatchOutput{}, nil
}

func (c *SQS) ChangeMessageVisibility(input *ChangeMessageVisibilityInput) (*ChangeMessageVisibilityOutput, error) {
	return &ChangeMessageVisibilityOutput{}, nil
}

func (c *SQS) ChangeMessageVisibilityWithContext(ctx aws.Context, input *ChangeMessageVisibilityInput, opts ...request.Option) (*ChangeMessageVisibilityOutput, error) {
	return &ChangeMessageVisibilityOutput{}, nil
}
