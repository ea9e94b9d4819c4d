package ackorder

import (
	"context"
	"time"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
)

// CommitMessage before the insert.
func confluentCommitFirst(ctx context.Context, c *kafka.Consumer, st *store) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if _, err := c.CommitMessage(m); err != nil { // want: ackorder
			return err
		}
		_ = st.insert(ctx, string(m.Key), m.Value)
	}
}

// Twin: commit after the insert.
func confluentCommitAfter(ctx context.Context, c *kafka.Consumer, st *store) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if err := st.insert(ctx, string(m.Key), m.Value); err != nil {
			return err
		}
		if _, err := c.CommitMessage(m); err != nil {
			return err
		}
	}
}

// StoreMessage before the insert.
func confluentStoreFirst(ctx context.Context, c *kafka.Consumer, st *store) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		c.StoreMessage(m) // want: ackorder
		_ = st.insert(ctx, string(m.Key), m.Value)
	}
}

// Twin: store after the insert; a failed insert stops the consumer (a
// continue would let the next stored offset commit past it).
func confluentStoreAfter(ctx context.Context, c *kafka.Consumer, st *store) error {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if err := st.insert(ctx, string(m.Key), m.Value); err != nil {
			return err
		}
		c.StoreMessage(m)
	}
}
