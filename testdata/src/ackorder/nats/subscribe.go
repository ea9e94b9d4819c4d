package nats

import (
	"context"
	"database/sql"

	"github.com/nats-io/nats.go"
)

type reindexer struct {
	nc      *nats.Conn
	db      *sql.DB
	pending chan []byte
}

// start subscribes; the callback acks each of its own messages first, and
// is reported there (a crash after the ack loses the reindex).
func (r *reindexer) start(ctx context.Context) error {
	_, err := r.nc.Subscribe("reindex", func(m *nats.Msg) {
		m.Ack() // want `message acked with nats.Msg.Ack before nats.insert writes to the database`
		_ = insert(ctx, r.db, m.Data)
	})
	return err
}

// startQueued subscribes with a callback that acks and queues the message
// in memory for a worker of its own: the callback's own business.
func (r *reindexer) startQueued() error {
	_, err := r.nc.Subscribe("reindex", func(m *nats.Msg) {
		_ = m.Ack()
		r.pending <- m.Data
	})
	return err
}

// Twin: a caller of start acks nothing: the callback runs later, on the
// messages the subscription delivers, not on anything of the caller's. A
// publish after start (a test's setup, a service's first event) is no
// effect after an ack.
func setup(ctx context.Context, r *reindexer, nc *nats.Conn) error {
	if err := r.start(ctx); err != nil {
		return err
	}
	if err := r.startQueued(); err != nil {
		return err
	}
	return nc.Publish("reindex", []byte("all"))
}
