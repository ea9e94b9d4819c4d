// Package queue is a job queue on a Redis list (go-redis v9): the handlers
// push, a worker pops.
package queue

import (
	"context"
	"encoding/json"

	"github.com/redis/go-redis/v9"
)

type Task struct {
	To       string `json:"to"`
	Template string `json:"template"`
}

type Queue struct {
	rdb  *redis.Client
	name string
}

func New(rdb *redis.Client, name string) *Queue { return &Queue{rdb: rdb, name: name} }

// Push appends the task: a second call appends a second task.
func (q *Queue) Push(ctx context.Context, t *Task) error {
	b, err := json.Marshal(t)
	if err != nil {
		return err
	}
	return q.rdb.LPush(ctx, q.name, b).Err()
}

// Last overwrites the address's last template: a SET replaces.
func (q *Queue) Last(ctx context.Context, t *Task) error {
	return q.rdb.Set(ctx, "last:"+t.To, t.Template, 0).Err()
}
