// Package consumer dedups deliveries through the injected store.KV: the
// check and the record are calls through an interface that *redis.Client
// implements.
package consumer

import (
	"context"
	"time"

	"checkthenact/ifaces/notify"
	"checkthenact/ifaces/store"
)

type Consumer struct {
	kv     store.KV
	mailer *notify.Mailer
}

func New(kv store.KV, m *notify.Mailer) *Consumer { return &Consumer{kv: kv, mailer: m} }

func (c *Consumer) Handle(ctx context.Context, id, to string) error {
	n, err := c.kv.Exists(ctx, "welcome:"+id).Result() // want `existence check by store\.KV\.Exists \(implemented by redis\) is not atomic with the record by store\.KV\.Set \(implemented by redis\): two concurrent deliveries both see the key absent and both run notify\.Mailer\.Send`
	if err != nil || n > 0 {
		return err
	}
	if err := c.mailer.Send(ctx, to); err != nil {
		return err
	}
	return c.kv.Set(ctx, "welcome:"+id, 1, 7*24*time.Hour).Err()
}

// Twin: SetNX claims the key before the effect.
func (c *Consumer) HandleClaim(ctx context.Context, id, to string) error {
	ok, err := c.kv.SetNX(ctx, "welcome:"+id, 1, 7*24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return c.mailer.Send(ctx, to)
}

type Other struct {
	seen   store.Seen
	mailer *notify.Mailer
}

// Twin: an interface no library implements, and no implementation in the
// program to summarize: nothing proves Seen is a store.
func (o *Other) Handle(ctx context.Context, id, to string) error {
	if ok, err := o.seen.Seen(ctx, id); err != nil || ok {
		return err
	}
	if err := o.mailer.Send(ctx, to); err != nil {
		return err
	}
	return o.seen.Mark(ctx, id)
}
