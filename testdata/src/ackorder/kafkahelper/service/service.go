// Package service builds its readers with package kafkax's helpers, in a
// constructor, and reads through the struct field: ReadMessage commits as
// it reads exactly when the helper put the reader in a group.
package service

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"

	"ackorder/kafkahelper/kafkax"
)

type Payments struct {
	db     *sql.DB
	reader *kafka.Reader
}

func NewPayments(db *sql.DB, brokers []string) *Payments {
	return &Payments{db: db, reader: kafkax.NewGroupReader(brokers, "orders", "payments")}
}

func (s *Payments) Run(ctx context.Context) error {
	for {
		m, err := s.reader.ReadMessage(ctx) // want `kafka.Reader.ReadMessage commits the offset as it reads when the reader has a group`
		if err != nil {
			return err
		}
		if _, err := s.db.ExecContext(ctx, "INSERT INTO payments (k) VALUES ($1)", m.Key); err != nil {
			return err
		}
	}
}

// Twin: the same helper with an empty group builds a partition reader.
type Replay struct {
	db     *sql.DB
	reader *kafka.Reader
}

func NewReplay(db *sql.DB, brokers []string) *Replay {
	return &Replay{db: db, reader: kafkax.NewGroupReader(brokers, "orders", "")}
}

func (s *Replay) Run(ctx context.Context) error {
	m, err := s.reader.ReadMessage(ctx)
	if err != nil {
		return err
	}
	_, err = s.db.ExecContext(ctx, "INSERT INTO payments (k) VALUES ($1)", m.Key)
	return err
}

// Twin: a partition reader commits nothing.
func RunPartition(ctx context.Context, db *sql.DB, brokers []string) error {
	r := kafkax.NewPartitionReader(brokers, "orders", 0)
	m, err := r.ReadMessage(ctx)
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO payments (k) VALUES ($1)", m.Key)
	return err
}

// A helper whose group is fixed: a local reader.
func RunAudit(ctx context.Context, db *sql.DB, brokers []string) error {
	r := kafkax.NewAuditReader(brokers)
	m, err := r.ReadMessage(ctx) // want `kafka.Reader.ReadMessage commits the offset as it reads when the reader has a group`
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO audit (k) VALUES ($1)", m.Key)
	return err
}

// Twin: fetch, work, commit, through the same group reader.
func (s *Payments) RunFetch(ctx context.Context) error {
	m, err := s.reader.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, "INSERT INTO payments (k) VALUES ($1)", m.Key); err != nil {
		return err
	}
	return s.reader.CommitMessages(ctx, m)
}
