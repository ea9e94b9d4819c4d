// Package consumer: duperror on message handlers over the real watermill,
// amqp091-go and go-redis v9: a duplicate returned as an error is
// redelivered until it is dead-lettered; acked and skipped is right.
package consumer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5/pgconn"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

var errDuplicate = errors.New("duplicate message")

type Consumer struct {
	db  *sql.DB
	rdb *redis.Client
}

func (c *Consumer) apply(ctx context.Context, body []byte) error {
	_, err := c.db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = 1", body)
	return err
}

func (c *Consumer) Handle(msg *message.Message) error {
	_, err := c.db.ExecContext(msg.Context(), "INSERT INTO processed_messages (id) VALUES ($1)", msg.UUID)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return fmt.Errorf("message %s: %w", msg.UUID, errDuplicate) // want: duperror
	}
	if err != nil {
		return err
	}
	return c.apply(msg.Context(), msg.Payload)
}

// Twin: acked and skipped.
func (c *Consumer) HandleSkip(msg *message.Message) error {
	_, err := c.db.ExecContext(msg.Context(), "INSERT INTO processed_messages (id) VALUES ($1)", msg.UUID)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	if err != nil {
		return err
	}
	return c.apply(msg.Context(), msg.Payload)
}

func (c *Consumer) OnDelivery(ctx context.Context, d amqp.Delivery) error {
	ok, err := c.rdb.SetNX(ctx, "processed:"+d.MessageId, 1, 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !ok {
		return errDuplicate // want: duperror
	}
	if err := c.apply(ctx, d.Body); err != nil {
		c.rdb.Del(ctx, "processed:"+d.MessageId)
		return err
	}
	return nil
}

// Twin: the lost claim acks the delivery.
func (c *Consumer) OnDeliveryAck(ctx context.Context, d amqp.Delivery) error {
	ok, err := c.rdb.SetNX(ctx, "processed:"+d.MessageId, 1, 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !ok {
		return d.Ack(false)
	}
	if err := c.apply(ctx, d.Body); err != nil {
		c.rdb.Del(ctx, "processed:"+d.MessageId)
		return err
	}
	return nil
}
