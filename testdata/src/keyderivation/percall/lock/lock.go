// Package lock is a Redis lock whose owner token is a random value kept in
// a struct field beside the key.
package lock

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Locker struct {
	rdb   *redis.Client
	key   string
	owner string
}

func New(rdb *redis.Client, key, owner string) *Locker {
	return &Locker{rdb: rdb, key: key, owner: owner}
}

// Acquire claims the key with the owner token as its value.
func (l *Locker) Acquire(ctx context.Context) (bool, error) {
	return l.rdb.SetNX(ctx, l.key, l.owner, time.Minute).Result()
}
