// Package dynamov1 holds checkthenact cases on aws-sdk-go v1's DynamoDB
// client.
package dynamov1

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

// notify texts the customer.
//
//idemlint:effect notify
func notify(ctx context.Context, id string) error { return nil }

// GetItem, then PutItem without a condition.
func GetThenPut(ctx context.Context, db *dynamodb.DynamoDB, id string) error {
	out, err := db.GetItemWithContext(ctx, &dynamodb.GetItemInput{ // want `existence check by dynamodb\.DynamoDB\.GetItemWithContext is not atomic with the record by dynamodb\.DynamoDB\.PutItem`
		TableName: aws.String("dedup"),
		Key:       map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
	})
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	notify(ctx, id)
	_, err = db.PutItem(&dynamodb.PutItemInput{
		TableName: aws.String("dedup"),
		Item:      map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
	})
	return err
}

// Twin: a fast-path GetItem, then a conditional put that claims the key
// before the effect.
func GetThenConditionalPut(ctx context.Context, db *dynamodb.DynamoDB, id string) error {
	out, err := db.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("dedup"),
		Key:       map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
	})
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	if _, err := db.PutItemWithContext(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String("dedup"),
		Item:                map[string]*dynamodb.AttributeValue{"pk": {S: aws.String(id)}},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	}); err != nil {
		return nil // taken: a duplicate
	}
	return notify(ctx, id)
}
