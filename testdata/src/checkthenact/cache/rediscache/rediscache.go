// Package rediscache is the team's idempotency cache over go-redis v8
// (NStegura/saga's clients/redis): Get answers a miss with ErrCacheMiss,
// Set records the key after the work. Neither is atomic with the other.
package rediscache

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/go-redis/redis/v8"
)

// ErrCacheMiss is Get's answer for a key that is not there.
var ErrCacheMiss = errors.New("not found data in cache")

type IdempotentCache struct {
	client *redis.Client
}

func New(addr string) *IdempotentCache {
	return &IdempotentCache{client: redis.NewClient(&redis.Options{Addr: addr})}
}

func (c *IdempotentCache) Get(ctx context.Context, key string) error {
	_, err := c.client.Get(ctx, key).Result()
	if err != nil {
		if errors.Is(err, redis.Nil) {
			return ErrCacheMiss
		}
		return fmt.Errorf("failed to get data from redis: %w", err)
	}
	return nil
}

func (c *IdempotentCache) Set(ctx context.Context, key string) error {
	return c.client.Set(ctx, key, "", 15*time.Minute).Err()
}
