package ackorder

import (
	"context"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Legacy JetStream message acked before the insert.
func natsAckFirst(ctx context.Context, st *store, m *nats.Msg) {
	m.Ack() // want: ackorder
	_ = st.insert(ctx, m.Header.Get("Nats-Msg-Id"), m.Data)
}

// AckSync before the insert.
func natsAckSyncFirst(ctx context.Context, st *store, m *nats.Msg) error {
	if err := m.AckSync(); err != nil { // want: ackorder
		return err
	}
	return st.insert(ctx, m.Header.Get("Nats-Msg-Id"), m.Data)
}

// Twin: Nak on error, AckSync after success.
func natsAckAfter(ctx context.Context, st *store, m *nats.Msg) error {
	if err := st.insert(ctx, m.Header.Get("Nats-Msg-Id"), m.Data); err != nil {
		return m.Nak()
	}
	return m.AckSync()
}

// jetstream.Msg acked before the insert in a Consume callback.
func jetstreamAckFirst(ctx context.Context, st *store, c jetstream.Consumer) error {
	_, err := c.Consume(func(m jetstream.Msg) {
		m.Ack() // want: ackorder
		_ = st.insert(ctx, m.Headers().Get("Nats-Msg-Id"), m.Data())
	})
	return err
}

// Twin: Term poison messages, Nak failures, ack after the insert.
func jetstreamAckAfter(ctx context.Context, st *store, c jetstream.Consumer) error {
	_, err := c.Consume(func(m jetstream.Msg) {
		if len(m.Data()) == 0 {
			m.Term()
			return
		}
		if err := st.insert(ctx, m.Headers().Get("Nats-Msg-Id"), m.Data()); err != nil {
			m.Nak()
			return
		}
		m.Ack()
	})
	return err
}

// A fetched batch, each message double-acked before the insert.
func jetstreamFetchAckFirst(ctx context.Context, st *store, c jetstream.Consumer) error {
	batch, err := c.Fetch(10)
	if err != nil {
		return err
	}
	for m := range batch.Messages() {
		m.DoubleAck(ctx) // want: ackorder
		_ = st.insert(ctx, m.Headers().Get("Nats-Msg-Id"), m.Data())
	}
	return batch.Error()
}
