package nats

import (
	"context"
	"database/sql"

	"github.com/nats-io/nats.go"
)

// Twin: the work, then the ack, then the answer to a caller waiting on the
// reply subject the message names: the answer is no work of the message,
// and a crash before it leaves the caller to time out, not a lost message.
func process(ctx context.Context, db *sql.DB, nc *nats.Conn, m *nats.Msg) {
	errText := ""
	if err := insert(ctx, db, m.Data); err != nil {
		errText = err.Error()
	}
	_ = m.AckSync()
	if replyTo := m.Header.Get("sync"); replyTo != "" {
		_ = nc.Publish(replyTo, []byte(errText))
	}
}

// The ack, then the message forwarded to the next stage: a crash in
// between loses it.
func forward(ctx context.Context, nc *nats.Conn, m *nats.Msg) {
	_ = m.AckSync() // want `message acked with nats.Msg.AckSync before nats.Conn.Publish publishes a message`
	_ = nc.Publish("orders.next", m.Data)
}
