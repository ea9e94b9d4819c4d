// Package store declares the narrow Redis interface a team injects: the
// subset of *redis.Client its consumer uses. *redis.Client implements it,
// so its calls have go-redis's roles.
package store

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type KV interface {
	Exists(ctx context.Context, keys ...string) *redis.IntCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *redis.StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *redis.BoolCmd
}

// Seen is an interface no library implements (it returns a bool, not a
// go-redis command): nothing says what it does.
type Seen interface {
	Seen(ctx context.Context, key string) (bool, error)
	Mark(ctx context.Context, key string) error
}
