// Package queue is a team's job queue on a Redis list: the worker pops
// what the handlers push.
package queue

import (
	"context"
	"encoding/json"

	"github.com/redis/go-redis/v9"
)

type Task struct {
	To, Template string
}

type Queue struct {
	rdb  *redis.Client
	name string
}

func New(rdb *redis.Client, name string) *Queue { return &Queue{rdb: rdb, name: name} }

// Push appends the task to the list: a second call appends a second task.
func (q *Queue) Push(ctx context.Context, t *Task) error {
	b, err := json.Marshal(t)
	if err != nil {
		return err
	}
	return q.rdb.LPush(ctx, q.name, b).Err()
}

// Remember overwrites the last task sent to an address: a SET replaces.
func (q *Queue) Remember(ctx context.Context, t *Task) error {
	return q.rdb.Set(ctx, "last:"+t.To, t.Template, 0).Err()
}
