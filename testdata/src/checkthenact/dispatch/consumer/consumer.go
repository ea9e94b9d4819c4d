// Package consumer dedups deliveries on Redis around a call it cannot see
// into: the check and the record of the same key prove that the call is
// the effect being deduplicated.
package consumer

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"

	"checkthenact/dispatch/notify"
)

type Event struct {
	ID, Email string
}

type Consumer struct {
	rdb *redis.Client
}

var welcomed = prometheus.NewCounter(prometheus.CounterOpts{Name: "welcomed_total"})

// The sender, a parameter, runs between the check and the record.
func (c *Consumer) Welcome(ctx context.Context, e Event, s notify.Sender) error {
	n, err := c.rdb.Exists(ctx, "welcome:"+e.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run notify\.Sender\.Send \(not visible here\); claim`
	if err != nil || n > 0 {
		return err
	}
	if err := s.Send(ctx, e.Email); err != nil {
		return err
	}
	return c.rdb.Set(ctx, "welcome:"+e.ID, 1, 7*24*time.Hour).Err()
}

// A func value runs between them.
func (c *Consumer) WelcomeFunc(ctx context.Context, e Event, send func(context.Context, string) error) error {
	n, err := c.rdb.Exists(ctx, "welcome:"+e.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run the func parameter send \(not visible here\)`
	if err != nil || n > 0 {
		return err
	}
	if err := send(ctx, e.Email); err != nil {
		return err
	}
	return c.rdb.Set(ctx, "welcome:"+e.ID, 1, 7*24*time.Hour).Err()
}

// Twin: only pure calls between the check and the record.
func (c *Consumer) PureOnly(ctx context.Context, e Event) error {
	n, err := c.rdb.Exists(ctx, "seen:"+e.ID).Result()
	if err != nil || n > 0 {
		return err
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	slog.Info("first delivery", "event", fmt.Sprintf("%s/%s", e.ID, strings.ToLower(e.Email)), "bytes", len(b))
	welcomed.Inc()
	return c.rdb.Set(ctx, "seen:"+e.ID, 1, 7*24*time.Hour).Err()
}

// Twin: the call runs before the check: nothing decides it.
func (c *Consumer) SendFirst(ctx context.Context, e Event, s notify.Sender) error {
	if err := s.Send(ctx, e.Email); err != nil {
		return err
	}
	n, err := c.rdb.Exists(ctx, "welcome:"+e.ID).Result()
	if err != nil || n > 0 {
		return err
	}
	return c.rdb.Set(ctx, "welcome:"+e.ID, 1, 7*24*time.Hour).Err()
}

// Twin: an interface implemented, read-only, in its own package.
func (c *Consumer) Tracked(ctx context.Context, e Event, t notify.Tracker) error {
	n, err := c.rdb.Exists(ctx, "track:"+e.ID).Result()
	if err != nil || n > 0 {
		return err
	}
	t.Track(ctx, e.ID)
	return c.rdb.Set(ctx, "track:"+e.ID, 1, 7*24*time.Hour).Err()
}

// Twin: the key is claimed atomically before the call.
func (c *Consumer) Claimed(ctx context.Context, e Event, s notify.Sender) error {
	ok, err := c.rdb.SetNX(ctx, "welcome:"+e.ID, 1, 7*24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return s.Send(ctx, e.Email)
}

// Memo caches what a func value computes, in process.
type Memo struct {
	cache map[string]string
}

// Twin: a memoization cache on a map is no dedup store.
func (m *Memo) Get(id string, compute func(string) string) string {
	if v, ok := m.cache[id]; ok {
		return v
	}
	v := compute(id)
	m.cache[id] = v
	return v
}

// Twin: the sender runs when the key is absent, the record only when it
// is present (a repeat is marked, a first delivery is not): the check and
// the record are on opposite sides of the guard, so they prove nothing
// about the call.
func (c *Consumer) MarkRepeats(ctx context.Context, e Event, s notify.Sender) error {
	n, err := c.rdb.Exists(ctx, "welcome:"+e.ID).Result()
	if err != nil {
		return err
	}
	if n == 0 {
		return s.Send(ctx, e.Email)
	}
	return c.rdb.Set(ctx, "welcome:"+e.ID, 2, 7*24*time.Hour).Err()
}
