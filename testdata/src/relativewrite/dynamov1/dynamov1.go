// Package dynamov1 holds aws-sdk-go v1 DynamoDB relative UpdateExpressions
// beside absolute ones.
package dynamov1

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

func addCredits(c *dynamodb.DynamoDB, id string) error {
	_, err := c.UpdateItem(&dynamodb.UpdateItemInput{ // want `ADD credits :n in dynamodb.DynamoDB.UpdateItem applies the delta again on every retry or redelivery`
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
	_, err := c.UpdateItemWithContext(ctx, &dynamodb.UpdateItemInput{ // want `balance = balance \+ :amt in dynamodb.DynamoDB.UpdateItemWithContext applies the delta again`
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
