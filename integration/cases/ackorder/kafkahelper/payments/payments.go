// Package payments builds its readers with package kafkax in a
// constructor and reads through the struct field: ReadMessage commits the
// offset as it reads when the helper put the reader in a group.
package payments

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/cases/ackorder/kafkahelper/kafkax"
)

type Consumer struct {
	db     *sql.DB
	reader *kafka.Reader
}

func NewConsumer(db *sql.DB, brokers []string) *Consumer {
	return &Consumer{db: db, reader: kafkax.NewGroupReader(brokers, "orders", "payments")}
}

func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.reader.ReadMessage(ctx) // want: ackorder
		if err != nil {
			return err
		}
		if _, err := c.db.ExecContext(ctx, "INSERT INTO payments (order_key) VALUES ($1)", m.Key); err != nil {
			return err
		}
	}
}

// Twin: the same work through a partition reader commits nothing.
func RunPartition(ctx context.Context, db *sql.DB, brokers []string) error {
	r := kafkax.NewPartitionReader(brokers, "orders", 0)
	m, err := r.ReadMessage(ctx)
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO payments (order_key) VALUES ($1)", m.Key)
	return err
}

// Twin: fetch, work, commit through the group reader.
func (c *Consumer) RunFetch(ctx context.Context) error {
	m, err := c.reader.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if _, err := c.db.ExecContext(ctx, "INSERT INTO payments (order_key) VALUES ($1)", m.Key); err != nil {
		return err
	}
	return c.reader.CommitMessages(ctx, m)
}
