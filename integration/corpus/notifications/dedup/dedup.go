// Package dedup remembers which notification events were handled, in
// Redis (go-redis v9), behind the Store interface the workers are given.
package dedup

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

// Retention covers the brokers' redelivery horizon.
const Retention = 7 * 24 * time.Hour

// Store is what a worker needs of the dedup store.
type Store interface {
	// Seen reports whether the event was handled.
	Seen(ctx context.Context, eventID string) (bool, error)
	// Mark records the event as handled.
	Mark(ctx context.Context, eventID string) error
	// Begin claims the event atomically; false when another attempt holds
	// or completed it.
	Begin(ctx context.Context, eventID string) (bool, error)
	// State is the claim's state: "in_progress" or "sent".
	State(ctx context.Context, eventID string) (string, error)
	// Release drops a claim whose attempt failed, so that a redelivery can
	// claim it again.
	Release(ctx context.Context, eventID string) error
}

type Redis struct {
	rdb *redis.Client
}

func NewRedis(rdb *redis.Client) *Redis { return &Redis{rdb: rdb} }

func key(eventID string) string { return "notif:event:" + eventID }

func (s *Redis) Seen(ctx context.Context, eventID string) (bool, error) {
	n, err := s.rdb.Exists(ctx, key(eventID)).Result()
	return n > 0, err
}

func (s *Redis) Mark(ctx context.Context, eventID string) error {
	return s.rdb.Set(ctx, key(eventID), "sent", Retention).Err()
}

func (s *Redis) Begin(ctx context.Context, eventID string) (bool, error) {
	return s.rdb.SetNX(ctx, key(eventID), "in_progress", Retention).Result()
}

func (s *Redis) State(ctx context.Context, eventID string) (string, error) {
	return s.rdb.Get(ctx, key(eventID)).Result()
}

func (s *Redis) Release(ctx context.Context, eventID string) error {
	return s.rdb.Del(ctx, key(eventID)).Err()
}
