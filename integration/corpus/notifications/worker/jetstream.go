package worker

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/corpus/notifications/email"
)

// Push mails shipping notifications from a JetStream consumer.
type Push struct {
	rdb  *redis.Client
	mail *email.Client
}

func NewPush(rdb *redis.Client, mail *email.Client) *Push { return &Push{rdb: rdb, mail: mail} }

// Start subscribes the callbacks.
func (p *Push) Start(ctx context.Context, shipped, delivered, cancelled jetstream.Consumer) error {
	if _, err := shipped.Consume(p.OnShipped); err != nil {
		return err
	}
	if _, err := delivered.Consume(p.OnDelivered); err != nil {
		return err
	}
	_, err := cancelled.Consume(p.OnCancelled)
	return err
}

// OnShipped mails in the background and acks at once: the mail may fail,
// or the process stop, after JetStream forgot the event.
func (p *Push) OnShipped(msg jetstream.Msg) {
	var ev Payload
	if err := json.Unmarshal(msg.Data(), &ev); err != nil {
		msg.Term()
		return
	}
	go p.mail.Send(context.Background(), email.Message{To: ev.Email, Template: "shipped"})
	msg.Ack() // want: ackorder
}

// OnDelivered mails, then acks; a failed mail is redelivered.
func (p *Push) OnDelivered(msg jetstream.Msg) {
	var ev Payload
	if err := json.Unmarshal(msg.Data(), &ev); err != nil {
		msg.Term()
		return
	}
	if err := p.mail.Send(context.Background(), email.Message{To: ev.Email, Template: "delivered"}); err != nil {
		msg.NakWithDelay(30 * time.Second)
		return
	}
	msg.Ack()
}

// OnCancelled dedups by the event ID, but forgets it after ten minutes:
// JetStream redelivers an unacked message for as long as MaxDeliver and
// AckWait allow, and a replayed stream much later.
func (p *Push) OnCancelled(msg jetstream.Msg) {
	ctx := context.Background()
	var ev Payload
	if err := json.Unmarshal(msg.Data(), &ev); err != nil {
		msg.Term()
		return
	}
	ok, err := p.rdb.SetNX(ctx, "notif:cancelled:"+ev.EventID, "in_progress", 10*time.Minute).Result() // want: keyretention
	if err != nil {
		msg.Nak()
		return
	}
	if !ok {
		msg.Ack()
		return
	}
	if err := p.mail.Send(ctx, email.Message{To: ev.Email, Template: "cancelled"}); err != nil {
		p.rdb.Del(ctx, "notif:cancelled:"+ev.EventID)
		msg.Nak()
		return
	}
	msg.Ack()
}
