package keyretention

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// DynamoDB idempotency items on the real aws-sdk-go-v2, beside their twins.

func RememberKey(ctx context.Context, db *dynamodb.Client, key string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{ // want: keyretention
		TableName: aws.String("idempotency_keys"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: key},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10)},
		},
	})
	return err
}

func RememberKeyTwin(ctx context.Context, db *dynamodb.Client, key string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("idempotency_keys"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: key},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(72*time.Hour).Unix(), 10)},
		},
	})
	return err
}

func CacheProfile(ctx context.Context, db *dynamodb.Client, key string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("profile_cache"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: key},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(5*time.Minute).Unix(), 10)},
		},
	})
	return err
}

type processedMessage struct {
	ID     string `dynamodbav:"pk"`
	Expiry int64  `dynamodbav:"purge_after"`
}

func EnableTTL(ctx context.Context, db *dynamodb.Client) error {
	_, err := db.UpdateTimeToLive(ctx, &dynamodb.UpdateTimeToLiveInput{
		TableName:               aws.String("processed_messages"),
		TimeToLiveSpecification: &types.TimeToLiveSpecification{AttributeName: aws.String("purge_after"), Enabled: aws.Bool(true)},
	})
	return err
}

func RememberMessage(ctx context.Context, db *dynamodb.Client, id string) error {
	item, err := attributevalue.MarshalMap(processedMessage{ID: id, Expiry: time.Now().Add(4 * time.Hour).Unix()})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("processed_messages"), Item: item}) // want: keyretention
	return err
}
