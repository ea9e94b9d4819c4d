package service

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
)

// Reservations reserves funds at the bank for scheduled payouts, each
// claimed as a DynamoDB item (pk reserve#<key>, state, expires_at as the
// table's TTL attribute).
type Reservations struct {
	ddb   *dynamodb.Client
	table string
	bank  wallet.Bank
}

// NewReservations returns the reservation use case.
func NewReservations(ddb *dynamodb.Client, table string, bank wallet.Bank) *Reservations {
	return &Reservations{ddb: ddb, table: table, bank: bank}
}

func (s *Reservations) claim(ctx context.Context, key string) error {
	_, err := s.ddb.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]types.AttributeValue{
			"pk":         &types.AttributeValueMemberS{Value: "reserve#" + key},
			"state":      &types.AttributeValueMemberS{Value: "in_progress"},
			"expires_at": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(keyTTL).Unix(), 10)},
		},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	})
	return err
}

func (s *Reservations) itemKey(key string) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: "reserve#" + key}}
}

// Reserve takes a held key for the debris of a dead attempt and deletes it
// on the duplicate's branch: the first attempt, still reserving, loses its
// claim, and the client's next retry reserves the funds a second time.
func (s *Reservations) Reserve(ctx context.Context, key string, h wallet.Hold) error {
	err := s.claim(ctx, key)
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		if _, err := s.ddb.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String(s.table), Key: s.itemKey(key)}); err != nil { // want: keyrelease
			return err
		}
		return wallet.ErrInProgress
	}
	if err != nil {
		return err
	}
	return s.reserve(ctx, key, h)
}

// ReserveOnce answers a held key from its item, and deletes only the item
// it claimed, when the bank refused.
func (s *Reservations) ReserveOnce(ctx context.Context, key string, h wallet.Hold) error {
	err := s.claim(ctx, key)
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		out, err := s.ddb.GetItem(ctx, &dynamodb.GetItemInput{
			TableName: aws.String(s.table), Key: s.itemKey(key), ConsistentRead: aws.Bool(true),
		})
		if err != nil {
			return err
		}
		if st, ok := out.Item["state"].(*types.AttributeValueMemberS); ok && st.Value == "done" {
			return nil
		}
		return wallet.ErrInProgress
	}
	if err != nil {
		return err
	}
	return s.reserve(ctx, key, h)
}

// reserve holds the funds for a key this attempt claimed: the claim is
// deleted when the bank refuses, and marked done when it accepts.
func (s *Reservations) reserve(ctx context.Context, key string, h wallet.Hold) error {
	if err := s.bank.Hold(ctx, key, h); err != nil {
		if _, derr := s.ddb.DeleteItem(context.WithoutCancel(ctx), &dynamodb.DeleteItemInput{
			TableName: aws.String(s.table), Key: s.itemKey(key),
		}); derr != nil {
			slog.Error("releasing the reservation key", "key", key, "err", derr)
		}
		return err
	}
	_, err := s.ddb.UpdateItem(context.WithoutCancel(ctx), &dynamodb.UpdateItemInput{
		TableName:                 aws.String(s.table),
		Key:                       s.itemKey(key),
		UpdateExpression:          aws.String("SET #s = :done"),
		ExpressionAttributeNames:  map[string]string{"#s": "state"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":done": &types.AttributeValueMemberS{Value: "done"}},
	})
	return err
}
