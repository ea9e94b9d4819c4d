package nats

import (
	"context"
	"database/sql"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

func insert(ctx context.Context, db *sql.DB, data []byte) error {
	_, err := db.ExecContext(ctx, "INSERT INTO events (body) VALUES ($1)", data)
	return err
}

// JetStream (legacy API) message acked before the effect.
func legacyAckFirst(ctx context.Context, db *sql.DB, m *nats.Msg) {
	m.Ack() // want `message acked with nats.Msg.Ack before nats.insert writes to the database`
	_ = insert(ctx, db, m.Data)
}

// AckSync before the effect.
func legacyAckSyncFirst(ctx context.Context, db *sql.DB, m *nats.Msg) error {
	if err := m.AckSync(); err != nil { // want `message acked with nats.Msg.AckSync before nats.insert writes to the database`
		return err
	}
	return insert(ctx, db, m.Data)
}

// Twin: Nak on error, AckSync after success.
func legacyAckAfter(ctx context.Context, db *sql.DB, m *nats.Msg) error {
	if err := insert(ctx, db, m.Data); err != nil {
		return m.Nak()
	}
	return m.AckSync()
}

// jetstream.Msg acked before the effect, inside a Consume callback.
func consume(ctx context.Context, db *sql.DB, c jetstream.Consumer) error {
	_, err := c.Consume(func(m jetstream.Msg) {
		m.Ack() // want `message acked with jetstream.Msg.Ack before nats.insert writes to the database`
		_ = insert(ctx, db, m.Data())
	})
	return err
}

// Twin: Term poison messages, ack after the effect.
func consumeOK(ctx context.Context, db *sql.DB, c jetstream.Consumer) error {
	_, err := c.Consume(func(m jetstream.Msg) {
		if len(m.Data()) == 0 {
			m.Term()
			return
		}
		if err := insert(ctx, db, m.Data()); err != nil {
			m.Nak()
			return
		}
		m.Ack()
	})
	return err
}

// Fetch a batch: every message acked on receipt, before the effect.
func fetchAckFirst(ctx context.Context, db *sql.DB, c jetstream.Consumer) error {
	batch, err := c.Fetch(10)
	if err != nil {
		return err
	}
	for m := range batch.Messages() {
		m.DoubleAck(ctx) // want `message acked with jetstream.Msg.DoubleAck before nats.insert writes to the database`
		_ = insert(ctx, db, m.Data())
	}
	return batch.Error()
}
