// Package wrappers claims keys for its callers: the TTL is theirs.
package wrappers

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

var rdb = redis.NewClient(&redis.Options{})

// Claim claims key for ttl.
func Claim(ctx context.Context, key string, ttl time.Duration) bool { // want Claim:"ttlParam\\(2\\)"
	return rdb.SetNX(ctx, "idem:"+key, 1, ttl).Val()
}

// Remember caches a value for ttl: no dedup key.
func Remember(ctx context.Context, key string, ttl time.Duration) {
	rdb.Set(ctx, "profile:"+key, "{}", ttl)
}

// Outer forwards to Claim.
func Outer(ctx context.Context, key string, ttl time.Duration) bool { // want Outer:"ttlParam\\(2\\)"
	return Claim(ctx, key, ttl)
}
