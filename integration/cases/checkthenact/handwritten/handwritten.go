// Package handwritten holds the dedup stores teams write by hand around
// work injected from elsewhere, on go-redis v9 and in process.
package handwritten

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/cases/checkthenact/handwritten/svc"
)

type Consumer struct {
	rdb  *redis.Client
	h    svc.Handler
	load svc.Loader

	mu sync.Mutex
	rw sync.RWMutex
	m  map[string]struct{}
	sm sync.Map
}

// A marker recorded after the injected work.
func (c *Consumer) Marker(ctx context.Context, e svc.Event) error {
	_, err := c.rdb.Get(ctx, "done:"+e.ID).Result() // want: checkthenact
	if err == nil {
		return nil
	}
	if err != redis.Nil {
		return err
	}
	if err := c.h.Handle(ctx, e); err != nil {
		return err
	}
	return c.rdb.Set(ctx, "done:"+e.ID, time.Now().Unix(), 24*time.Hour).Err()
}

// Twin: a cache fill of what the loader computed.
func (c *Consumer) Profile(ctx context.Context, id string) (svc.Profile, error) {
	var p svc.Profile
	b, err := c.rdb.Get(ctx, "profile:"+id).Bytes()
	if err == nil {
		return p, json.Unmarshal(b, &p)
	}
	if err != redis.Nil {
		return p, err
	}
	if p, err = c.load.Load(ctx, id); err != nil {
		return p, err
	}
	out, _ := json.Marshal(p)
	return p, c.rdb.Set(ctx, "profile:"+id, out, time.Hour).Err()
}

// The record in a deferred closure, when the work succeeded.
func (c *Consumer) Deferred(ctx context.Context, e svc.Event) (err error) {
	n, err := c.rdb.Exists(ctx, "evt:"+e.ID).Result() // want: checkthenact
	if err != nil || n > 0 {
		return err
	}
	defer func() {
		if err == nil {
			c.rdb.Set(ctx, "evt:"+e.ID, 1, 24*time.Hour)
		}
	}()
	return c.h.Handle(ctx, e)
}

// Twin: claimed with SetNX, released by the deferred closure on failure.
func (c *Consumer) Claimed(ctx context.Context, e svc.Event) (err error) {
	ok, err := c.rdb.SetNX(ctx, "evt:"+e.ID, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	defer func() {
		if err != nil {
			c.rdb.Del(ctx, "evt:"+e.ID)
		}
	}()
	return c.h.Handle(ctx, e)
}

// The mutex released before the work and taken again for the record.
func (c *Consumer) InProcess(ctx context.Context, e svc.Event) error {
	c.mu.Lock()
	_, seen := c.m[e.ID] // want: checkthenact
	c.mu.Unlock()
	if !seen {
		if err := c.h.Handle(ctx, e); err != nil {
			return err
		}
		c.mu.Lock()
		c.m[e.ID] = struct{}{}
		c.mu.Unlock()
	}
	return nil
}

// Twin: double-checked locking, the record made under the write lock
// before the work.
func (c *Consumer) DoubleChecked(ctx context.Context, e svc.Event) error {
	c.rw.RLock()
	_, seen := c.m[e.ID]
	c.rw.RUnlock()
	if seen {
		return nil
	}
	c.rw.Lock()
	if _, seen := c.m[e.ID]; seen {
		c.rw.Unlock()
		return nil
	}
	c.m[e.ID] = struct{}{}
	c.rw.Unlock()
	return c.h.Handle(ctx, e)
}

// sync.Map Load … work … Store.
func (c *Consumer) SyncMap(ctx context.Context, e svc.Event) error {
	if _, ok := c.sm.Load(e.ID); ok { // want: checkthenact
		return nil
	}
	if err := c.h.Handle(ctx, e); err != nil {
		return err
	}
	c.sm.Store(e.ID, true)
	return nil
}

// Twin: LoadOrStore claims.
func (c *Consumer) SyncMapClaim(ctx context.Context, e svc.Event) error {
	if _, loaded := c.sm.LoadOrStore(e.ID, true); loaded {
		return nil
	}
	return c.h.Handle(ctx, e)
}
