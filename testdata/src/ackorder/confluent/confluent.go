package confluent

import (
	"context"
	"database/sql"
	"time"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
)

func charge(ctx context.Context, db *sql.DB, m *kafka.Message) error {
	_, err := db.ExecContext(ctx, "INSERT INTO charges (k, v) VALUES ($1, $2)", m.Key, m.Value)
	return err
}

func commitFirst(ctx context.Context, c *kafka.Consumer, db *sql.DB) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if _, err := c.CommitMessage(m); err != nil { // want `offset committed with kafka.Consumer.CommitMessage before confluent.charge writes to the database`
			return err
		}
		if err := charge(ctx, db, m); err != nil {
			return err
		}
	}
}

// Twin: commit after the effect.
func commitAfter(ctx context.Context, c *kafka.Consumer, db *sql.DB) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if err := charge(ctx, db, m); err != nil {
			return err
		}
		if _, err := c.CommitMessage(m); err != nil {
			return err
		}
	}
}

func storeFirst(ctx context.Context, c *kafka.Consumer, db *sql.DB) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		c.StoreMessage(m) // want `offset stored for commit with kafka.Consumer.StoreMessage before confluent.charge writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; store it after the effect succeeds`
		_ = charge(ctx, db, m)
	}
}

// Twin: store after the effect (enable.auto.offset.store=false). A failed
// charge stops the consumer: skipping it with continue would let the next
// message's stored offset commit past it (ack-after-failure, failedack).
func storeAfter(ctx context.Context, c *kafka.Consumer, db *sql.DB) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if err := charge(ctx, db, m); err != nil {
			return err
		}
		c.StoreMessage(m)
	}
}
