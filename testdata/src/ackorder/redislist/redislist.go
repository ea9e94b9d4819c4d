// Package redislist: a Redis list used as a job queue. BRPOP removes the
// task, its only copy, as it reads it: a crash (or a failed send with no
// requeue) before the work is done loses it
// (airsss993/Email-Notification-Delivery-Service's worker). BLMOVE to a
// processing list, with LREM after the work, keeps a copy until then.
package redislist

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/redis/go-redis/v9"
)

type Task struct {
	ID, To string
}

// Queue is the team's wrapper around the list.
type Queue struct {
	rdb  *redis.Client
	name string
}

// Pop returns the next task, removed from the list.
func (q *Queue) Pop(ctx context.Context) (*Task, error) {
	res, err := q.rdb.BRPop(ctx, 0, q.name).Result()
	if err != nil {
		return nil, err
	}
	var t Task
	if err := json.Unmarshal([]byte(res[1]), &t); err != nil {
		return nil, err
	}
	return &t, nil
}

// Take returns the next task, moved to the processing list until Done.
func (q *Queue) Take(ctx context.Context) (*Task, string, error) {
	raw, err := q.rdb.BLMove(ctx, q.name, q.name+":processing", "RIGHT", "LEFT", 0).Result()
	if err != nil {
		return nil, "", err
	}
	var t Task
	if err := json.Unmarshal([]byte(raw), &t); err != nil {
		return nil, "", err
	}
	return &t, raw, nil
}

// Done removes a processed task from the processing list.
func (q *Queue) Done(ctx context.Context, raw string) error {
	return q.rdb.LRem(ctx, q.name+":processing", 1, raw).Err()
}

func send(ctx context.Context, db *sql.DB, t *Task) error {
	_, err := db.ExecContext(ctx, "INSERT INTO sent (id, addr) VALUES ($1, $2)", t.ID, t.To)
	return err
}

// Work pops through the wrapper, then sends.
func Work(ctx context.Context, q *Queue, db *sql.DB) {
	for {
		t, err := q.Pop(ctx) // want `removes the task from the list as it reads it`
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		_ = send(ctx, db, t)
	}
}

// WorkDirect pops with the client itself.
func WorkDirect(ctx context.Context, rdb *redis.Client, db *sql.DB) error {
	for {
		res, err := rdb.BLPop(ctx, 0, "tasks").Result() // want `removes the task from the list as it reads it`
		if err != nil {
			return err
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO sent (payload) VALUES ($1)", res[1]); err != nil {
			return err
		}
	}
}

// Twin: the task stays in the processing list until the work is done.
func WorkReliable(ctx context.Context, q *Queue, db *sql.DB) error {
	for {
		t, raw, err := q.Take(ctx)
		if err != nil {
			return err
		}
		if err := send(ctx, db, t); err != nil {
			continue // left in the processing list, for a reaper to requeue
		}
		if err := q.Done(ctx, raw); err != nil {
			return err
		}
	}
}

// Twin: a pop whose value reaches no effect (a status display).
func Peek(ctx context.Context, q *Queue) string {
	t, err := q.Pop(ctx)
	if err != nil {
		return ""
	}
	return t.ID
}
