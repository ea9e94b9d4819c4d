// Package dynamocase holds DynamoDB relative UpdateExpressions beside
// absolute and conditioned ones.
package dynamocase

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func addCredits(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{ // want `ADD credits :n in dynamodb.Client.UpdateItem applies the delta again on every retry or redelivery; add a ConditionExpression on the event id`
		TableName:        aws.String("accounts"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("ADD credits :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":n": &types.AttributeValueMemberN{Value: "10"},
		},
	})
	return err
}

func setPlus(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{ // want `balance = balance \+ :amt in dynamodb.Client.UpdateItem applies the delta again`
		TableName:        aws.String("accounts"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET updated = :now, balance = balance + :amt"),
	})
	return err
}

func setAbsolute(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("accounts"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET balance = :bal"),
	})
	return err
}

func addToStringSet(ctx context.Context, c *dynamodb.Client, id, tag string) error {
	// ADD to a string set is a union: a replay changes nothing.
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("items"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("ADD tags :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberSS{Value: []string{tag}},
		},
	})
	return err
}

func keyedByCondition(ctx context.Context, c *dynamodb.Client, id, event string) error {
	// The event id is recorded in the same update and tested first.
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:           aws.String("accounts"),
		Key:                 map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:    aws.String("ADD credits :n, applied :e"),
		ConditionExpression: aws.String("NOT contains(applied, :ev)"),
	})
	return err
}

func appendList(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{ // want `history = list_append\(history, :h\) in dynamodb.Client.UpdateItem appends again`
		TableName:        aws.String("accounts"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET history = list_append(history, :h)"),
	})
	return err
}
