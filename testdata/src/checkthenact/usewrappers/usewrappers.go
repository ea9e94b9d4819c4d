// Package usewrappers checks dedup paths written with the wrappers of
// another package: the roles arrive through facts.
package usewrappers

import (
	"context"

	"checkthenact/wrappers"
)

// pay charges the card.
//
//idemlint:effect payment
func pay(ctx context.Context, id string) error { return nil }

func Redis(ctx context.Context, s *wrappers.Store, id string) error {
	seen, err := s.Seen(ctx, id) // want `existence check by wrappers\.Store\.Seen \(which calls redis\.Exists\) is not atomic with the record by wrappers\.Store\.Mark \(which calls redis\.Set\): two concurrent deliveries both see the key absent and both run pay; claim the key with SetNX`
	if err != nil || seen {
		return err
	}
	if err := pay(ctx, id); err != nil {
		return err
	}
	return s.Mark(ctx, id)
}

// Twin: the wrapper's claim comes first.
func RedisClaim(ctx context.Context, s *wrappers.Store, id string) error {
	if seen, _ := s.Seen(ctx, id); seen {
		return nil
	}
	won, err := s.Claim(ctx, id)
	if err != nil || !won {
		return err
	}
	pay(ctx, id)
	return s.Mark(ctx, id)
}

// Twin: Mark records another key.
func RedisOtherKey(ctx context.Context, s *wrappers.Store, id, batch string) error {
	if seen, _ := s.Seen(ctx, id); seen {
		return nil
	}
	pay(ctx, id)
	return s.Mark(ctx, batch)
}

func SQL(ctx context.Context, in *wrappers.Inbox, id string) error {
	if in.Has(ctx, id) { // want `existence check by wrappers\.Inbox\.Has .*is not atomic with the record by wrappers\.Inbox\.Add .*INSERT … ON CONFLICT DO NOTHING`
		return nil
	}
	pay(ctx, id)
	return in.Add(ctx, id)
}

func Declared(ctx context.Context, c *wrappers.Cache, id string) {
	if c.Contains(id) { // want `existence check by wrappers\.Cache\.Contains .*claim the key atomically before the effect`
		return
	}
	pay(ctx, id)
	c.Put(id)
}
