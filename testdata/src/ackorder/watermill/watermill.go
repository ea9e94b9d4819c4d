package watermill

import (
	"context"
	"database/sql"

	"github.com/ThreeDotsLabs/watermill/message"
)

func insert(ctx context.Context, db *sql.DB, m *message.Message) error {
	_, err := db.ExecContext(ctx, "INSERT INTO events (id, body) VALUES ($1, $2)", m.UUID, []byte(m.Payload))
	return err
}

// Ack before the effect on a raw subscription.
func subscribe(ctx context.Context, sub message.Subscriber, db *sql.DB) error {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return err
	}
	for m := range msgs {
		m.Ack() // want `message acked with message.Message.Ack before watermill.insert writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; ack it after the effect succeeds`
		_ = insert(ctx, db, m)
	}
	return nil
}

// Twin: Nack on error, Ack after success.
func subscribeOK(ctx context.Context, sub message.Subscriber, db *sql.DB) error {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return err
	}
	for m := range msgs {
		if err := insert(ctx, db, m); err != nil {
			m.Nack()
			continue
		}
		m.Ack()
	}
	return nil
}
