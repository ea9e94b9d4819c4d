package kafkago

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"
)

func charge(ctx context.Context, db *sql.DB, m kafka.Message) error {
	_, err := db.ExecContext(ctx, "INSERT INTO charges (k, v) VALUES ($1, $2)", m.Key, m.Value)
	return err
}

// ReadMessage in a group commits as it reads.
func readInGroup(ctx context.Context, db *sql.DB) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "billing", Topic: "orders"})
	defer r.Close()
	for {
		m, err := r.ReadMessage(ctx) // want `kafka.Reader.ReadMessage commits the offset as it reads when the reader has a group, before kafkago.charge writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; use FetchMessage and CommitMessages after the effect succeeds`
		if err != nil {
			return err
		}
		if err := charge(ctx, db, m); err != nil {
			return err
		}
	}
}

// Twin: a reader without a group commits nothing.
func readPartition(ctx context.Context, db *sql.DB) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: "orders", Partition: 0})
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		_ = charge(ctx, db, m)
	}
}

// Twin: an explicitly empty GroupID is no group.
func readNoGroup(ctx context.Context, db *sql.DB) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "", Topic: "orders"})
	m, err := r.ReadMessage(ctx)
	if err != nil {
		return err
	}
	return charge(ctx, db, m)
}

// Twin: the reader is built out of sight; nothing is known of its group.
func readGiven(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	m, err := r.ReadMessage(ctx)
	if err != nil {
		return err
	}
	return charge(ctx, db, m)
}

// Twin: fetch, work, then commit.
func fetchThenCommit(ctx context.Context, db *sql.DB) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "billing", Topic: "orders"})
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := charge(ctx, db, m); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Commit before the work.
func commitFirst(ctx context.Context, db *sql.DB, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before kafkago.charge writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; commit it after the effect succeeds`
			return err
		}
		_ = charge(ctx, db, m)
	}
}
