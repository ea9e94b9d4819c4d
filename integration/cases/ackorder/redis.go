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
