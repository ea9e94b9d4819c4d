// Package dynamo holds checkthenact cases on DynamoDB.
package dynamo

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// notify texts the customer.
//
//idemlint:effect notify
func notify(ctx context.Context, id string) error { return nil }

// GetItem, then PutItem without a condition.
func GetThenPut(ctx context.Context, db *dynamodb.Client, id string) error {
	out, err := db.GetItem(ctx, &dynamodb.GetItemInput{ // want `existence check by dynamodb\.Client\.GetItem is not atomic with the record by dynamodb\.Client\.PutItem: two concurrent deliveries both see the key absent and both run notify; claim the key with PutItem and ConditionExpression attribute_not_exists before the effect`
		TableName: aws.String("dedup"),
		Key:       map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	notify(ctx, id)
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("dedup"),
		Item:      map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}

// Twin: a conditional put claims the key before the effect.
func ConditionalPut(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String("dedup"),
		Item:                map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	})
	var taken *types.ConditionalCheckFailedException
	if errors.As(err, &taken) {
		return nil
	}
	if err != nil {
		return err
	}
	return notify(ctx, id)
}

// Twin: a fast-path GetItem, then the conditional put, then the effect.
func GetThenConditionalPut(ctx context.Context, db *dynamodb.Client, id string) error {
	out, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("dedup"),
		Key:       map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil || len(out.Item) > 0 {
		return err
	}
	if _, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String("dedup"),
		Item:                map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	}); err != nil {
		return err
	}
	return notify(ctx, id)
}
