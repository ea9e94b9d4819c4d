// Package consumer holds inprogress cases on message handlers: a duplicate
// acked with a nil error is right when the first delivery finished, so
// only a claim that is the only record of the effect is reported.
package consumer

import (
	"context"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

type Msg struct{ ID, Body string }

// publish sends the message on.
//
//idemlint:effect publish
func publish(ctx context.Context, m Msg) error { return nil }

type Consumer struct{ rdb *redis.Client }

// The claim is the only record: a publish that fails leaves the key taken,
// the redelivery is acked as a duplicate, and the message is lost.
func (c *Consumer) Handle(ctx context.Context, m Msg) error {
	ok, err := c.rdb.SetNX(ctx, "processed:"+m.ID, 1, 7*24*time.Hour).Result() // want `the claim by redis\.SetNX is the only record of the publish effect consumer\.publish and nothing writes the store after it`
	if err != nil || !ok {
		return err
	}
	return publish(ctx, m)
}

// Twin: the claim is released when the effect fails, and the outcome is
// recorded after it; the duplicate returns nil (acked), which is right.
func (c *Consumer) HandleReleased(ctx context.Context, m Msg) error {
	key := "processed:" + m.ID
	ok, err := c.rdb.SetNX(ctx, key, "in_progress", 10*time.Minute).Result()
	if err != nil || !ok {
		return err
	}
	if err := publish(ctx, m); err != nil {
		c.rdb.Del(ctx, key)
		return err
	}
	return c.rdb.Set(ctx, key, "done", 7*24*time.Hour).Err()
}

// Twin: a deferred release on failure.
func (c *Consumer) HandleDeferred(ctx context.Context, m Msg) (err error) {
	key := "processed:" + m.ID
	if !c.rdb.SetNX(ctx, key, "in_progress", 10*time.Minute).Val() {
		return nil
	}
	defer func() {
		if err != nil {
			c.rdb.Del(ctx, key)
		}
	}()
	return publish(ctx, m)
}

// Twin: a process-local memo (a sync.Map behind two wrappers, as libraries
// keep their caches) guards the publish: there is no store outside the
// process whose in-progress state a crash could lose.
var memo sync.Map

func firstSeen(id string) bool {
	_, loaded := memo.LoadOrStore(id, true)
	return !loaded
}

func once(id string) bool { return firstSeen(id) }

func (c *Consumer) HandleMemo(ctx context.Context, m Msg) error {
	if !once(m.ID) {
		return nil
	}
	return publish(ctx, m)
}
