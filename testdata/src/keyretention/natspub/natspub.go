// want package:"publishesMsgID"

// Package natspub publishes order events with a Msg-Id, so that the
// stream drops a publisher's retry of the same event.
package natspub

import (
	"context"

	"github.com/nats-io/nats.go/jetstream"
)

const Subject = "orders.created"

type Publisher struct{ js jetstream.JetStream }

func (p *Publisher) OrderCreated(ctx context.Context, orderID string, body []byte) error {
	_, err := p.js.Publish(ctx, Subject, body, jetstream.WithMsgID("order-created:"+orderID))
	return err
}
