package ackorder

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// XAck before the insert.
func redisAckFirst(ctx context.Context, rdb *redis.Client, st *store) error {
	streams, err := rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: "billing", Consumer: "c1", Streams: []string{"orders", ">"}}).Result()
	if err != nil {
		return err
	}
	for _, s := range streams {
		for _, m := range s.Messages {
			rdb.XAck(ctx, "orders", "billing", m.ID) // want: ackorder
			_ = st.insert(ctx, m.ID, nil)
		}
	}
	return nil
}

// Twin: XAck after the insert, through the UniversalClient interface.
func redisAckAfter(ctx context.Context, rdb redis.UniversalClient, st *store) error {
	streams, err := rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: "billing", Consumer: "c1", Streams: []string{"orders", ">"}}).Result()
	if err != nil {
		return err
	}
	for _, s := range streams {
		for _, m := range s.Messages {
			if err := st.insert(ctx, m.ID, nil); err != nil {
				continue
			}
			rdb.XAck(ctx, "orders", "billing", m.ID)
		}
	}
	return nil
}

// XAck first, through the UniversalClient interface.
func redisAckFirstUniversal(ctx context.Context, rdb redis.UniversalClient, st *store, ids []string) {
	for _, id := range ids {
		rdb.XAck(ctx, "orders", "billing", id) // want: ackorder
		_ = st.insert(ctx, id, nil)
	}
}

// RedisListWorker pops a task (its only copy) and then does the work.
func RedisListWorker(ctx context.Context, rdb *redis.Client, st *store) error {
	for {
		res, err := rdb.BRPop(ctx, 0, "tasks").Result() // want: ackorder
		if err != nil {
			return err
		}
		if err := st.insert(ctx, res[0], []byte(res[1])); err != nil {
			return err
		}
	}
}

// RedisListReliable moves the task to a processing list and removes it
// there after the work.
func RedisListReliable(ctx context.Context, rdb *redis.Client, st *store) error {
	for {
		raw, err := rdb.BLMove(ctx, "tasks", "tasks:processing", "RIGHT", "LEFT", 0).Result()
		if err != nil {
			return err
		}
		if err := st.insert(ctx, "task", []byte(raw)); err != nil {
			continue
		}
		if err := rdb.LRem(ctx, "tasks:processing", 1, raw).Err(); err != nil {
			return err
		}
	}
}
