// Package dynamov1 holds aws-sdk-go v1 DynamoDB relative UpdateExpressions
// beside absolute ones.
//
// Written against the real aws-sdk-go v1 (integration/go.mod); every
// reported line carries a "want: relativewrite" marker.
package dynamov1

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

func addCredits(c *dynamodb.DynamoDB, id string) error {
	_, err := c.UpdateItem(&dynamodb.UpdateItemInput{ // want: relativewrite
		TableName:        aws.String("accounts"),
		Key:              map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
		UpdateExpression: aws.String("ADD credits :n"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":n": {N: aws.String("10")},
		},
	})
	return err
}

func setPlus(ctx context.Context, c *dynamodb.DynamoDB, id string) error {
	_, err := c.UpdateItemWithContext(ctx, &dynamodb.UpdateItemInput{ // want: relativewrite
		TableName:        aws.String("accounts"),
		Key:              map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
		UpdateExpression: aws.String("SET balance = balance + :amt"),
	})
	return err
}

// Twin: an absolute write converges.
func setAbsolute(ctx context.Context, c *dynamodb.DynamoDB, id string) error {
	_, err := c.UpdateItemWithContext(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("accounts"),
		Key:              map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
		UpdateExpression: aws.String("SET balance = :bal"),
	})
	return err
}
