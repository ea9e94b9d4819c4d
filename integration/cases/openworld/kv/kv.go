// Package kv declares the subset of *redis.Client a consumer is given.
package kv

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Store interface {
	Exists(ctx context.Context, keys ...string) *redis.IntCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *redis.StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *redis.BoolCmd
}

// Compile-time proof that the real client fits.
var _ Store = (*redis.Client)(nil)
