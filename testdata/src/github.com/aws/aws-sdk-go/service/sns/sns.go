// Package sns simulates github.com/aws/aws-sdk-go/service/sns for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// aws-sdk-go v1, beside v2 (github.com/aws/aws-sdk-go-v2/...).
//
// The structs hold a subset of the real fields.
package sns

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/request"
)

// SNS holds none of the real fields.
type SNS struct{}

type PublishInput struct {
	Message                *string
	MessageDeduplicationId *string
	MessageGroupId         *string
	PhoneNumber            *string
	Subject                *string
	TargetArn              *string
	TopicArn               *string
}

type PublishOutput struct {
	MessageId      *string
	SequenceNumber *string
}

type PublishBatchInput struct {
	PublishBatchRequestEntries []*PublishBatchRequestEntry
	TopicArn                   *string
}

type PublishBatchRequestEntry struct {
	Id                     *string
	Message                *string
	MessageDeduplicationId *string
	MessageGroupId         *string
	Subject                *string
}

type PublishBatchOutput struct {
}

func (c *SNS) Publish(input *PublishInput) (*PublishOutput, error) {
	return &PublishOutput{}, nil
}

func (c *SNS) PublishWithContext(ctx aws.Context, input *PublishInput, opts ...request.Option) (*PublishOutput, error) {
	return &PublishOutput{}, nil
}

func (c *SNS) PublishBatch(input *PublishBatchInput) (*PublishBatchOutput, error) {
	return &PublishBatchOutput{}, nil
}

func (c *SNS) PublishBatchWithContext(ctx aws.Context, input *PublishBatchInput, opts ...request.Option) (*PublishBatchOutput, error) {
	return &PublishBatchOutput{}, nil
}
