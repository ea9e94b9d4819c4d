// Package lockcase: an owner-token lock released by compare-and-delete
// beside a dedup claim of the same package.
package lockcase

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

var rdb = redis.NewClient(&redis.Options{})

const release = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`

// Acquire takes a lock with an owner token: a lock, not a dedup key.
func Acquire(ctx context.Context, name, token string) bool {
	return rdb.SetNX(ctx, "job:"+name, token, 10*time.Second).Val()
}

// Release runs the compare-and-delete script.
func Release(ctx context.Context, name, token string) {
	rdb.Eval(ctx, release, []string{"job:" + name}, token)
}

// Claim stores a marker, not an owner: a dedup claim.
func Claim(ctx context.Context, id string) bool {
	return rdb.SetNX(ctx, "delivery:"+id, "1", 10*time.Second).Val() // want `dedup key "delivery:…" is claimed with SetNX for 10s`
}
