// Package consumer holds duperror cases on message handlers: a duplicate
// returned as an error is redelivered until it is dead-lettered; a
// duplicate acked and skipped is right.
package consumer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

var errDuplicate = errors.New("duplicate message")

type Consumer struct {
	db  *sql.DB
	rdb *redis.Client
}

func (c *Consumer) apply(ctx context.Context, body []byte) error {
	_, err := c.db.ExecContext(ctx, "UPDATE accounts SET balance = $1", body)
	return err
}

// A watermill handler that returns the unique violation: the router nacks,
// the message comes back, fails again, and ends in the poison queue.
func (c *Consumer) Handle(msg *message.Message) error {
	_, err := c.db.ExecContext(msg.Context(), "INSERT INTO processed_messages (id) VALUES ($1)", msg.UUID)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return fmt.Errorf("message %s: %w", msg.UUID, errDuplicate) // want `the duplicate's branch of sql\.DB\.ExecContext \(pgx \(SQLSTATE 23505 unique_violation\)\) returns an error, so the broker redelivers the duplicate`
	}
	if err != nil {
		return err
	}
	return c.apply(msg.Context(), msg.Payload)
}

// Twin: the duplicate is acked and skipped.
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

// An AMQP delivery handler whose lost SetNX returns an error.
func (c *Consumer) OnDelivery(ctx context.Context, d amqp091.Delivery) error {
	ok, err := c.rdb.SetNX(ctx, "processed:"+d.MessageId, 1, 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !ok {
		return errDuplicate // want `the duplicate's branch of redis\.SetNX \(the claim was lost\) returns an error`
	}
	return c.apply(ctx, d.Body)
}

// Twin: the lost claim acks.
func (c *Consumer) OnDeliveryAck(ctx context.Context, d amqp091.Delivery) error {
	ok, err := c.rdb.SetNX(ctx, "processed:"+d.MessageId, 1, 7*24*time.Hour).Result()
	if err != nil {
		return err
	}
	if !ok {
		return d.Ack(false)
	}
	return c.apply(ctx, d.Body)
}

// Twin: a function that is no message handler (it takes no message) and
// returns the duplicate to its caller, which decides.
func (c *Consumer) record(ctx context.Context, id string) error {
	_, err := c.db.ExecContext(ctx, "INSERT INTO processed_messages (id) VALUES ($1)", id)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return errDuplicate
	}
	return err
}

// A handler with a deferred rollback returns through its result slot: the
// duplicate's error is still what it returns.
func (c *Consumer) HandleTx(msg *message.Message) error {
	tx, err := c.db.BeginTx(msg.Context(), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(msg.Context(), "INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING", msg.UUID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("message %s already processed", msg.UUID) // want `the duplicate's branch of sql\.Tx\.ExecContext \(the claim was lost\) returns an error`
	}
	if _, err := tx.ExecContext(msg.Context(), "UPDATE accounts SET balance = $1 WHERE id = 1", msg.Payload); err != nil {
		return err
	}
	return tx.Commit()
}

// Twin: the same handler acks the duplicate.
func (c *Consumer) HandleTxSkip(msg *message.Message) error {
	tx, err := c.db.BeginTx(msg.Context(), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(msg.Context(), "INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING", msg.UUID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(msg.Context(), "UPDATE accounts SET balance = $1 WHERE id = 1", msg.Payload); err != nil {
		return err
	}
	return tx.Commit()
}
