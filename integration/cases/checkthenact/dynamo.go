package checkthenact

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

func DynamoGetThenPut(ctx context.Context, db *dynamodb.Client, id string) error {
	out, err := db.GetItem(ctx, &dynamodb.GetItemInput{ // want: checkthenact
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

func DynamoConditionalPut(ctx context.Context, db *dynamodb.Client, id string) error {
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

func DynamoGetThenConditionalPut(ctx context.Context, db *dynamodb.Client, id string) error {
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
