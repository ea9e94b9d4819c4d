// Package awsv1: deduplication IDs and client request tokens of
// aws-sdk-go v1 derived from the clock, beside stable ones.
package awsv1

import (
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/sns"
	"github.com/aws/aws-sdk-go/service/sqs"
)

type Order struct{ ID, Body string }

func now() string { return strconv.FormatInt(time.Now().UnixNano(), 10) }

func sqsDedup(c *sqs.SQS, o Order) {
	c.SendMessage(&sqs.SendMessageInput{MessageDeduplicationId: aws.String(o.ID + now())}) // want `idempotency key for sqs.SendMessageInput.MessageDeduplicationId is derived from the clock`
	c.SendMessage(&sqs.SendMessageInput{MessageDeduplicationId: aws.String(o.ID)})
}

func sqsBatchDedup(c *sqs.SQS, o Order) {
	c.SendMessageBatch(&sqs.SendMessageBatchInput{Entries: []*sqs.SendMessageBatchRequestEntry{
		{Id: aws.String("1"), MessageDeduplicationId: aws.String(now())}, // want `SendMessageBatchRequestEntry.MessageDeduplicationId is derived from the clock`
		{Id: aws.String("2"), MessageDeduplicationId: aws.String(o.ID)},
	}})
}

func snsDedup(c *sns.SNS, o Order) {
	c.Publish(&sns.PublishInput{MessageDeduplicationId: aws.String(now())}) // want `idempotency key for sns.PublishInput.MessageDeduplicationId is derived from the clock`
	c.Publish(&sns.PublishInput{MessageDeduplicationId: aws.String(o.ID)})
}

func dynamoToken(c *dynamodb.DynamoDB, o Order) {
	c.TransactWriteItems(&dynamodb.TransactWriteItemsInput{ClientRequestToken: aws.String("tx-" + now())}) // want `TransactWriteItemsInput.ClientRequestToken is derived from the clock`
	c.TransactWriteItems(&dynamodb.TransactWriteItemsInput{ClientRequestToken: aws.String("tx-" + o.ID)})
}
