// Package notify publishes notifications through Redis, RabbitMQ and NATS.
package notify

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

type Notifier struct {
	Redis *redis.Client
	Ch    *amqp.Channel
	NC    *nats.Conn
}

func (n *Notifier) Once(ctx context.Context, id string, body []byte) error {
	won, err := n.Redis.SetNX(ctx, "notify:"+id, 1, 24*time.Hour).Result()
	if err != nil || !won {
		return err
	}
	return n.Ch.PublishWithContext(ctx, "notify", "email", false, false, amqp.Publishing{MessageId: id, Body: body})
}

func (n *Notifier) Trace(subject string, body []byte) error {
	msg := &nats.Msg{Subject: subject, Data: body, Header: nats.Header{}}
	msg.Header.Set("trace-id", uuid.NewString())
	return n.NC.PublishMsg(msg)
}

func (n *Notifier) Work(ctx context.Context, queue string) error {
	deliveries, err := n.Ch.ConsumeWithContext(ctx, queue, "worker", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := n.Once(ctx, d.MessageId, d.Body); err != nil {
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}
