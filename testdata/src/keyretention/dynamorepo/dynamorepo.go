// Package dynamorepo keeps idempotency items in DynamoDB, each write
// beside the twin a naive rule would wrongly flag.
package dynamorepo

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

const itemTTL = time.Hour

type Store struct {
	db *dynamodb.Client
	v1 *dynamodbv1.DynamoDB
}

// An idempotency item kept an hour.
func (s *Store) Remember(ctx context.Context, key string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{ // want `dedup item of DynamoDB table "idempotency_keys" expires by its TTL attribute "ttl" 1h after it is written, less than the 24h a redelivery or client retry can arrive after; keep idempotency records at least 24h \(7 days where they guard payments\)`
		TableName: aws.String("idempotency_keys"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: key},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(itemTTL).Unix(), 10)},
		},
	})
	return err
}

// Twin: kept two days.
func (s *Store) RememberLong(ctx context.Context, key string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("idempotency_keys"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: key},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(48*time.Hour).Unix(), 10)},
		},
	})
	return err
}

// Twin: a cache item, meant to be short.
func (s *Store) Cache(ctx context.Context, key, body string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("profile_cache"),
		Item: map[string]types.AttributeValue{
			"pk":   &types.AttributeValueMemberS{Value: key},
			"body": &types.AttributeValueMemberS{Value: body},
			"ttl":  &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(5*time.Minute).Unix(), 10)},
		},
	})
	return err
}

// Twin: a time that is no TTL attribute.
func (s *Store) Created(ctx context.Context, key string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("idempotency_keys"),
		Item: map[string]types.AttributeValue{
			"pk":         &types.AttributeValueMemberS{Value: key},
			"created_at": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10)},
		},
	})
	return err
}

// A claim (attribute_not_exists) into a table of no dedup name, with the
// TTL attribute the table's UpdateTimeToLive names.
func (s *Store) Claim(ctx context.Context, key string) (bool, error) {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{ // want `table "requests" expires by its TTL attribute "purge_at" 30m after`
		TableName:           aws.String("requests"),
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
		Item: map[string]types.AttributeValue{
			"pk":       &types.AttributeValueMemberS{Value: key},
			"purge_at": &types.AttributeValueMemberN{Value: fmt.Sprint(time.Now().Unix() + 1800)},
		},
	})
	if err != nil {
		return false, err
	}
	return true, nil
}

func (s *Store) EnableTTL(ctx context.Context) error {
	_, err := s.db.UpdateTimeToLive(ctx, &dynamodb.UpdateTimeToLiveInput{
		TableName:               aws.String("requests"),
		TimeToLiveSpecification: &types.TimeToLiveSpecification{AttributeName: aws.String("purge_at"), Enabled: aws.Bool(true)},
	})
	return err
}

type record struct {
	Key       string `dynamodbav:"pk"`
	ExpiresAt int64  `dynamodbav:"expiresAt"`
}

// A struct encoded by attributevalue.MarshalMap.
func (s *Store) RememberRecord(ctx context.Context, key string) error {
	item, err := attributevalue.MarshalMap(record{Key: key, ExpiresAt: time.Now().Add(6 * time.Hour).Unix()})
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("processed_messages"), Item: item}) // want `table "processed_messages" expires by its TTL attribute "expiresAt" 6h after`
	return err
}

// Money: a payments idempotency table needs 7 days.
func (s *Store) RememberPayment(ctx context.Context, key string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{ // want `table "payment_idempotency" expires by its TTL attribute "expires_at" 3 days after it is written, less than the 7 days a redelivery or client retry of a payment can arrive after`
		TableName: aws.String("payment_idempotency"),
		Item: map[string]types.AttributeValue{
			"pk":         &types.AttributeValueMemberS{Value: key},
			"expires_at": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().AddDate(0, 0, 3).Unix(), 10)},
		},
	})
	return err
}

// The retention from the caller: a fact on Put.
func (s *Store) Put(ctx context.Context, key string, ttl time.Duration) error { // want Put:`ttlParam\(3\)`
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("idempotency_keys"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: key},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(ttl).Unix(), 10)},
		},
	})
	return err
}

// aws-sdk-go v1.
func (s *Store) RememberV1(key string) error {
	_, err := s.v1.PutItem(&dynamodbv1.PutItemInput{ // want `table "dedup" expires by its TTL attribute "ttl" 2h after`
		TableName: awsv1.String("dedup"),
		Item: map[string]*dynamodbv1.AttributeValue{
			"pk":  {S: awsv1.String(key)},
			"ttl": {N: awsv1.String(strconv.FormatInt(time.Now().Add(2*time.Hour).Unix(), 10))},
		},
	})
	return err
}

// Twin: a plain record of a table that is neither named nor used as a
// dedup store (a draft that expires).
func (s *Store) SaveDraft(ctx context.Context, id string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("drafts"),
		Item: map[string]types.AttributeValue{
			"pk":  &types.AttributeValueMemberS{Value: id},
			"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10)},
		},
	})
	return err
}
