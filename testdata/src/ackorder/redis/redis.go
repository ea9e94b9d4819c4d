package redis

import (
	"context"
	"database/sql"

	"github.com/redis/go-redis/v9"
)

func insert(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO events (id) VALUES ($1)", id)
	return err
}

// XAck before the effect: the entry leaves the pending list first.
func ackFirst(ctx context.Context, rdb *redis.Client, db *sql.DB, id string) error {
	if err := rdb.XAck(ctx, "orders", "billing", id).Err(); err != nil { // want `message acked with redis.XAck before redis.insert writes to the database`
		return err
	}
	return insert(ctx, db, id)
}

// Twin: XAck after the effect.
func ackAfter(ctx context.Context, rdb *redis.Client, db *sql.DB, id string) error {
	if err := insert(ctx, db, id); err != nil {
		return err
	}
	return rdb.XAck(ctx, "orders", "billing", id).Err()
}

// Through the UniversalClient interface.
func ackFirstUniversal(ctx context.Context, rdb redis.UniversalClient, db *sql.DB, ids []string) {
	for _, id := range ids {
		rdb.XAck(ctx, "orders", "billing", id) // want `message acked with redis.StreamCmdable.XAck before redis.insert writes to the database`
		_ = insert(ctx, db, id)
	}
}
