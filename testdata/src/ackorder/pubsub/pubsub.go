package pubsub

import (
	"context"
	"database/sql"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
)

func insert(ctx context.Context, db *sql.DB, id string, data []byte) error {
	_, err := db.ExecContext(ctx, "INSERT INTO events (id, body) VALUES ($1, $2)", id, data)
	return err
}

// Ack first in the receive callback.
func receive(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		m.Ack() // want `message acked with pubsub.Message.Ack before pubsub.insert writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; ack it after the effect succeeds`
		_ = insert(ctx, db, m.ID, m.Data)
	})
}

// Twin: Nack on error, Ack after success.
func receiveOK(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if err := insert(ctx, db, m.ID, m.Data); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}

// v2: AckWithResult before the effect.
func receiveV2(ctx context.Context, sub *pubsubv2.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsubv2.Message) {
		res := m.AckWithResult() // want `message acked with pubsub.Message.AckWithResult before pubsub.insert writes to the database`
		_ = insert(ctx, db, m.ID, m.Data)
		_, _ = res.Get(ctx)
	})
}

// Twin: v2, ack after the effect.
func receiveV2OK(ctx context.Context, sub *pubsubv2.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsubv2.Message) {
		if err := insert(ctx, db, m.ID, m.Data); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}
