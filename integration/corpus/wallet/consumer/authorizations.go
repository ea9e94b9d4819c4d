package consumer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/segmentio/kafka-go"
)

// Authorizations records card.authorized events as DynamoDB items, one per
// authorisation, written only if absent.
type Authorizations struct {
	r     *kafka.Reader
	ddb   *dynamodb.Client
	table string
}

// NewAuthorizations returns the authorisation consumer.
func NewAuthorizations(r *kafka.Reader, ddb *dynamodb.Client, table string) *Authorizations {
	return &Authorizations{r: r, ddb: ddb, table: table}
}

// Run consumes with record.
func (c *Authorizations) Run(ctx context.Context) error { return consume(ctx, c.r, c.record) }

// RunStrict consumes with recordStrict (the consumer of the first release).
func (c *Authorizations) RunStrict(ctx context.Context) error {
	return consume(ctx, c.r, c.recordStrict)
}

type authorization struct {
	ID     string `json:"id"`
	Card   string `json:"card"`
	Amount int64  `json:"amount"`
}

func (c *Authorizations) put(ctx context.Context, m kafka.Message) (authorization, error) {
	var a authorization
	if err := json.Unmarshal(m.Value, &a); err != nil || a.ID == "" {
		slog.Warn("skipping an unreadable authorization", "offset", m.Offset, "err", err)
		return a, nil
	}
	_, err := c.ddb.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(c.table),
		Item: map[string]types.AttributeValue{
			"pk":     &types.AttributeValueMemberS{Value: "auth#" + a.ID},
			"card":   &types.AttributeValueMemberS{Value: a.Card},
			"amount": &types.AttributeValueMemberN{Value: fmt.Sprint(a.Amount)},
		},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	})
	return a, err
}

// recordStrict returns the failed condition of a redelivered authorisation:
// the consumer stops on it and is handed it again after every restart.
func (c *Authorizations) recordStrict(ctx context.Context, m kafka.Message) error {
	a, err := c.put(ctx, m)
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		return fmt.Errorf("authorization %s already recorded: %w", a.ID, err) // want: duperror
	}
	return err
}

// record acknowledges a redelivered authorisation and skips it.
func (c *Authorizations) record(ctx context.Context, m kafka.Message) error {
	a, err := c.put(ctx, m)
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		slog.Info("authorization already recorded, skipped", "id", a.ID)
		return nil
	}
	return err
}
