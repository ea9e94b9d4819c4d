// Package producer enqueues notification work: asynq tasks and JetStream
// events, called from the signup and shipping request paths, which their
// clients retry.
package producer

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go/jetstream"
)

type Producer struct {
	tasks *asynq.Client
	js    jetstream.JetStream
}

func New(tasks *asynq.Client, js jetstream.JetStream) *Producer {
	return &Producer{tasks: tasks, js: js}
}

func welcomeTask(userID, addr string) (*asynq.Task, error) {
	b, err := json.Marshal(map[string]string{"event_id": "welcome:" + userID, "user_id": userID, "email": addr})
	if err != nil {
		return nil, err
	}
	return asynq.NewTask("notify:welcome", b), nil
}

// EnqueueWelcome names the task with a fresh UUID: asynq's TaskID dedup
// never matches, and a retried signup enqueues a second welcome.
func (p *Producer) EnqueueWelcome(ctx context.Context, userID, addr string) error {
	t, err := welcomeTask(userID, addr)
	if err != nil {
		return err
	}
	_, err = p.tasks.EnqueueContext(ctx, t, asynq.TaskID(uuid.NewString()), asynq.MaxRetry(10)) // want: keyderivation
	return err
}

// EnqueueWelcomeOnce names the task after the user: the second enqueue
// fails with ErrTaskIDConflict.
func (p *Producer) EnqueueWelcomeOnce(ctx context.Context, userID, addr string) error {
	t, err := welcomeTask(userID, addr)
	if err != nil {
		return err
	}
	_, err = p.tasks.EnqueueContext(ctx, t, asynq.TaskID("welcome:"+userID), asynq.MaxRetry(10))
	return err
}

// PublishShipped makes the message ID "unique" with the clock: JetStream's
// duplicate window never sees the same ID twice.
func (p *Producer) PublishShipped(ctx context.Context, orderID, addr string) error {
	b, _ := json.Marshal(map[string]string{"event_id": orderID, "email": addr})
	_, err := p.js.Publish(ctx, "notify.shipped", b, jetstream.WithMsgID(orderID+"-"+strconv.FormatInt(time.Now().UnixNano(), 10))) // want: keyderivation
	return err
}

// PublishDelivered uses the business event's identity as the message ID.
func (p *Producer) PublishDelivered(ctx context.Context, orderID, addr string) error {
	b, _ := json.Marshal(map[string]string{"event_id": orderID, "email": addr})
	_, err := p.js.Publish(ctx, "notify.delivered", b, jetstream.WithMsgID("delivered:"+orderID))
	return err
}
