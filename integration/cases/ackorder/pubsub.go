package ackorder

import (
	"context"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
)

// Ack first in the receive callback.
func pubsubAckFirst(ctx context.Context, sub *pubsub.Subscription, st *store) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		m.Ack() // want: ackorder
		_ = st.insert(ctx, m.ID, m.Data)
	})
}

// Twin: Nack on error, Ack after success.
func pubsubAckAfter(ctx context.Context, sub *pubsub.Subscription, st *store) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if err := st.insert(ctx, m.ID, m.Data); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}

// v2: AckWithResult before the insert.
func pubsubV2AckFirst(ctx context.Context, sub *pubsubv2.Subscriber, st *store) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsubv2.Message) {
		res := m.AckWithResult() // want: ackorder
		_ = st.insert(ctx, m.ID, m.Data)
		_, _ = res.Get(ctx)
	})
}

// Twin: v2, ack after the insert.
func pubsubV2AckAfter(ctx context.Context, sub *pubsubv2.Subscriber, st *store) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsubv2.Message) {
		if err := st.insert(ctx, m.ID, m.Data); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}
