// Package store claims keys through chains of wrappers longer than a
// summary's Via keeps: the store a claim ends in must travel as data, not
// be read from the end of a chain that was cut before it.
package store

import (
	"context"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

var seen sync.Map

// Memo claims k in a process-local set, five calls down.
func Memo(k string) bool  { return memo1(k) }
func memo1(k string) bool { return memo2(k) }
func memo2(k string) bool { return memo3(k) }
func memo3(k string) bool { return memo4(k) }
func memo4(k string) bool {
	_, loaded := seen.LoadOrStore(k, true)
	return !loaded
}

// Cache claims keys in Redis, five calls down.
type Cache struct{ rdb *redis.Client }

func (c *Cache) Claim(ctx context.Context, k string) bool  { return c.claim1(ctx, k) }
func (c *Cache) claim1(ctx context.Context, k string) bool { return c.claim2(ctx, k) }
func (c *Cache) claim2(ctx context.Context, k string) bool { return c.claim3(ctx, k) }
func (c *Cache) claim3(ctx context.Context, k string) bool { return c.claim4(ctx, k) }
func (c *Cache) claim4(ctx context.Context, k string) bool {
	return c.rdb.SetNX(ctx, k, 1, 24*time.Hour).Val()
}
