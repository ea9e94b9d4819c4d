// Package dedup holds the stores and orders teams write by hand around a
// call nothing resolves: a dedup record (a marker, a constant, a
// timestamp) written after the call makes it the effect; a cache fill
// (the call's result is what gets recorded) makes it a computation.
package dedup

import (
	"context"
	"encoding/json"
	"time"

	"github.com/redis/go-redis/v9"

	"checkthenact/handwritten/svc"
)

type Cache struct {
	rdb  *redis.Client
	h    svc.Handler
	load svc.Loader
	// fetch computes a profile; what it holds is wired elsewhere.
	fetch func(ctx context.Context, id string) (svc.Profile, error)
}

// Get → an unresolved call → Set of a constant: a dedup record, and the
// call is the effect.
func (c *Cache) Marker(ctx context.Context, e svc.Event) error {
	_, err := c.rdb.Get(ctx, "done:"+e.ID).Result() // want `existence check by redis\.Get is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run svc\.Handler\.Handle \(not visible here\)`
	if err == nil {
		return nil
	}
	if err != redis.Nil {
		return err
	}
	if err := c.h.Handle(ctx, e); err != nil {
		return err
	}
	return c.rdb.Set(ctx, "done:"+e.ID, "1", 24*time.Hour).Err()
}

// A timestamp recorded after the call is a dedup record too.
func (c *Cache) Timestamp(ctx context.Context, e svc.Event) error {
	n, err := c.rdb.Exists(ctx, "seen:"+e.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run svc\.Handler\.Handle \(not visible here\)`
	if err != nil || n > 0 {
		return err
	}
	if err := c.h.Handle(ctx, e); err != nil {
		return err
	}
	return c.rdb.Set(ctx, "seen:"+e.ID, time.Now().Unix(), 24*time.Hour).Err()
}

// Twin: Get → compute through an interface nothing resolves → Set of the
// computed value: a cache fill (memoization), not a dedup.
func (c *Cache) Profile(ctx context.Context, id string) (svc.Profile, error) {
	var p svc.Profile
	b, err := c.rdb.Get(ctx, "profile:"+id).Bytes()
	if err == nil {
		return p, json.Unmarshal(b, &p)
	}
	if err != redis.Nil {
		return p, err
	}
	p, err = c.load.Load(ctx, id)
	if err != nil {
		return p, err
	}
	out, _ := json.Marshal(p)
	return p, c.rdb.Set(ctx, "profile:"+id, out, time.Hour).Err()
}

// Twin: the same through a func value, the value stored as it is.
func (c *Cache) Name(ctx context.Context, id string) (string, error) {
	v, err := c.rdb.Get(ctx, "name:"+id).Result()
	if err == nil {
		return v, nil
	}
	if err != redis.Nil {
		return "", err
	}
	p, err := c.fetch(ctx, id)
	if err != nil {
		return "", err
	}
	return p.Name, c.rdb.Set(ctx, "name:"+id, p.Name, time.Hour).Err()
}

// Twin: the same through a func parameter, checked with Exists.
func (c *Cache) Computed(ctx context.Context, id string, compute func(string) string) (string, error) {
	n, err := c.rdb.Exists(ctx, "v:"+id).Result()
	if err != nil {
		return "", err
	}
	if n > 0 {
		return c.rdb.Get(ctx, "v:"+id).Result()
	}
	v := compute(id)
	return v, c.rdb.Set(ctx, "v:"+id, v, time.Hour).Err()
}

// Twin: computed by a known call of the package (a read), which was never
// an effect.
func (c *Cache) Known(ctx context.Context, id string) (string, error) {
	v, err := c.rdb.Get(ctx, "greeting:"+id).Result()
	if err != redis.Nil {
		return v, err
	}
	v = greeting(id)
	return v, c.rdb.Set(ctx, "greeting:"+id, v, time.Hour).Err()
}

func greeting(id string) string { return "hello " + id }

// charge charges the card and returns the charge's ID.
//
//idemlint:effect payment
func charge(ctx context.Context, id string) (string, error) { return "ch_" + id, nil }

// A known effect whose result is recorded (a stored outcome) is still the
// effect: two deliveries both charge before either records.
func (c *Cache) StoredOutcome(ctx context.Context, id string) error {
	n, err := c.rdb.Exists(ctx, "charge:"+id).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run charge`
	if err != nil || n > 0 {
		return err
	}
	ch, err := charge(ctx, id)
	if err != nil {
		return err
	}
	return c.rdb.Set(ctx, "charge:"+id, ch, 24*time.Hour).Err()
}
