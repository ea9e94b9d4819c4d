// Package sns simulates github.com/aws/aws-sdk-go-v2/service/sns for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// The outputs leave out ResultMetadata (a smithy-go type without a stub).
package sns

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sns/types"
)

// Options holds one of the real fields.
type Options struct {
	Region string
}

type Client struct{}

func New(options Options, optFns ...func(*Options)) *Client          { return &Client{} }
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client { return &Client{} }

type PublishInput struct {
	Message                *string
	MessageAttributes      map[string]types.MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	PhoneNumber            *string
	Subject                *string
	TargetArn              *string
	TopicArn               *string
}

type PublishOutput struct {
	MessageId      *string
	SequenceNumber *string
}

func (c *Client) Publish(ctx context.Context, params *PublishInput, optFns ...func(*Options)) (*PublishOutput, error) {
	return &PublishOutput{}, nil
}

type PublishBatchInput struct {
	PublishBatchRequestEntries []types.PublishBatchRequestEntry
	TopicArn                   *string
}

type PublishBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.PublishBatchResultEntry
}

func (c *Client) PublishBatch(ctx context.Context, params *PublishBatchInput, optFns ...func(*Options)) (*PublishBatchOutput, error) {
	return &PublishBatchOutput{}, nil
}
