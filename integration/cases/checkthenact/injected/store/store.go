// Package store implements consumer.Dedup over go-redis v9: with EXISTS
// then SET (not atomic), and with SET NX (atomic).
package store

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Checked struct{ rdb *redis.Client }

func NewChecked(rdb *redis.Client) *Checked { return &Checked{rdb: rdb} }

func (s *Checked) Seen(ctx context.Context, id string) (bool, error) {
	n, err := s.rdb.Exists(ctx, "charge:"+id).Result()
	return n > 0, err
}

func (s *Checked) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.Set(ctx, "charge:"+id, 1, 7*24*time.Hour).Err()
}

type Claiming struct{ rdb *redis.Client }

func NewClaiming(rdb *redis.Client) *Claiming { return &Claiming{rdb: rdb} }

func (s *Claiming) Seen(ctx context.Context, id string) (bool, error) {
	won, err := s.rdb.SetNX(ctx, "charge:"+id, 1, 7*24*time.Hour).Result()
	return !won, err
}

func (s *Claiming) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.Expire(ctx, "charge:"+id, 30*24*time.Hour).Err()
}
