// Package usage meters API usage and rate-limits callers in Redis, through
// the few go-redis commands it needs.
package usage

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// Counters is the subset of go-redis the meter uses; *redis.Client
// implements it.
type Counters interface {
	IncrBy(ctx context.Context, key string, value int64) *redis.IntCmd
	Expire(ctx context.Context, key string, expiration time.Duration) *redis.BoolCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *redis.StatusCmd
}

type Meter struct {
	c Counters
}

func NewMeter(c Counters) *Meter { return &Meter{c: c} }

type usageEvent struct {
	Account string `json:"account"`
	Month   string `json:"month"`
	Units   int64  `json:"units"`
	Total   int64  `json:"total"`
}

// RecordUsage is an asynq task handler: a task retried after its INCRBY
// landed bills the units twice.
func (m *Meter) RecordUsage(ctx context.Context, t *asynq.Task) error {
	var ev usageEvent
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return err
	}
	return m.c.IncrBy(ctx, "usage:"+ev.Account+":"+ev.Month, ev.Units).Err() // want: relativewrite
}

// SyncUsage stores the month's total the billing system computed.
func (m *Meter) SyncUsage(ctx context.Context, t *asynq.Task) error {
	var ev usageEvent
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return err
	}
	return m.c.Set(ctx, "usage:"+ev.Account+":"+ev.Month, ev.Total, 0).Err()
}

// Allow counts the caller's requests in the current minute: a fixed-window
// rate limit, where a retried request is meant to count.
func (m *Meter) Allow(ctx context.Context, caller string, limit int64) (bool, error) {
	key := "ratelimit:" + caller + ":" + strconv.FormatInt(time.Now().Unix()/60, 10)
	n, err := m.c.IncrBy(ctx, key, 1).Result()
	if err != nil {
		return false, err
	}
	if n == 1 {
		m.c.Expire(ctx, key, time.Minute)
	}
	return n <= limit, nil
}
