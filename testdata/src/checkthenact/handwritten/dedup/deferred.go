package dedup

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"

	"checkthenact/handwritten/svc"
)

type Consumer struct {
	rdb *redis.Client
	h   svc.Handler
}

// The record is written by a deferred closure after the work, when it
// succeeded.
func (c *Consumer) Deferred(ctx context.Context, e svc.Event) (err error) {
	n, err := c.rdb.Exists(ctx, "evt:"+e.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run svc\.Handler\.Handle \(not visible here\)`
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

// The same with the defer registered before the check, and a key built
// once.
func (c *Consumer) DeferredFirst(ctx context.Context, e svc.Event) (err error) {
	key := "evt:" + e.ID
	defer func() {
		if err == nil {
			c.rdb.Set(ctx, key, 1, 24*time.Hour)
		}
	}()
	if _, err := c.rdb.Get(ctx, key).Result(); err != redis.Nil { // want `existence check by redis\.Get is not atomic with the record by redis\.Set`
		return err
	}
	return c.h.Handle(ctx, e)
}

// A deferred record call, not a closure.
func (c *Consumer) DeferredCall(ctx context.Context, e svc.Event) error {
	n, err := c.rdb.Exists(ctx, "evt:"+e.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set`
	if err != nil || n > 0 {
		return err
	}
	defer c.rdb.Set(ctx, "evt:"+e.ID, 1, 24*time.Hour)
	return c.h.Handle(ctx, e)
}

// Twin: the key is claimed before the work; the deferred closure only
// releases it on failure.
func (c *Consumer) DeferredRelease(ctx context.Context, e svc.Event) (err error) {
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

// Twin: the deferred closure records another key.
func (c *Consumer) DeferredOther(ctx context.Context, e svc.Event) (err error) {
	n, err := c.rdb.Exists(ctx, "evt:"+e.ID).Result()
	if err != nil || n > 0 {
		return err
	}
	defer func() {
		if err == nil {
			c.rdb.Set(ctx, "last-handled", e.ID, 0)
		}
	}()
	return c.h.Handle(ctx, e)
}

// Twin: a deferred cache fill of what was computed.
func (c *Consumer) DeferredFill(ctx context.Context, id string, load svc.Loader) (p svc.Profile, err error) {
	name, err := c.rdb.Get(ctx, "pname:"+id).Result()
	if err == nil {
		return svc.Profile{ID: id, Name: name}, nil
	}
	defer func() {
		if err == nil {
			c.rdb.Set(ctx, "pname:"+id, p.Name, time.Hour)
		}
	}()
	return load.Load(ctx, id)
}
