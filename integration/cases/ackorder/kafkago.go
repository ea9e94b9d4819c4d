package ackorder

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// ReadMessage with a GroupID commits as it reads, before the insert.
func kafkagoReadInGroup(ctx context.Context, st *store) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "billing", Topic: "orders"})
	defer r.Close()
	for {
		m, err := r.ReadMessage(ctx) // want: ackorder
		if err != nil {
			return err
		}
		if err := st.insert(ctx, string(m.Key), m.Value); err != nil {
			return err
		}
	}
}

// Twin: a partition reader (no group) commits nothing.
func kafkagoReadPartition(ctx context.Context, st *store) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: "orders", Partition: 0})
	defer r.Close()
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		_ = st.insert(ctx, string(m.Key), m.Value)
	}
}

// Twin: fetch, insert, then commit.
func kafkagoFetchThenCommit(ctx context.Context, r *kafka.Reader, st *store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := st.insert(ctx, string(m.Key), m.Value); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Commit before the insert.
func kafkagoCommitFirst(ctx context.Context, r *kafka.Reader, st *store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want: ackorder
			return err
		}
		_ = st.insert(ctx, string(m.Key), m.Value)
	}
}
