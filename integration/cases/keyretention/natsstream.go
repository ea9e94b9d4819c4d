package keyretention

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// JetStream dedup windows on the real nats.go, in a package that publishes
// with a Msg-Id, beside their twins.

func CreateOrders(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "ORDERS", Subjects: []string{"orders.>"}, Duplicates: 2 * time.Minute}) // want: keyretention
	return err
}

func CreateOrdersTwin(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: "ORDERS", Subjects: []string{"orders.>"}, Duplicates: 48 * time.Hour})
	return err
}

func CreateAudit(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: "AUDIT", Subjects: []string{"audit.>"}})
	return err
}

func AddEvents(js nats.JetStreamContext) error {
	_, err := js.AddStream(&nats.StreamConfig{Name: "EVENTS", Subjects: []string{"events.>"}, Duplicates: 10 * time.Minute}) // want: keyretention
	return err
}

func PublishOrder(ctx context.Context, js jetstream.JetStream, orderID string, body []byte) error {
	_, err := js.Publish(ctx, "orders.created", body, jetstream.WithMsgID("order-created:"+orderID))
	return err
}

func PublishEvent(js nats.JetStreamContext, id string, body []byte) error {
	m := nats.NewMsg("events.created")
	m.Header.Set(nats.MsgIdHdr, id)
	m.Data = body
	_, err := js.PublishMsg(m)
	return err
}
