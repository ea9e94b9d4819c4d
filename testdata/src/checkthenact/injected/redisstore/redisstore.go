// Package redisstore implements consumer.Dedup over go-redis: with
// an existence check and a later SET, with an atomic SET NX, and (Memory)
// over a sync.Map.
package redisstore

import (
	"context"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Checked answers Seen with EXISTS and records with SET: not atomic.
type Checked struct{ rdb *redis.Client }

func NewChecked(rdb *redis.Client) *Checked { return &Checked{rdb: rdb} }

func (s *Checked) Seen(ctx context.Context, id string) (bool, error) {
	n, err := s.rdb.Exists(ctx, "seen:"+id).Result()
	return n > 0, err
}

func (s *Checked) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.Set(ctx, "seen:"+id, 1, 48*time.Hour).Err()
}

// Claiming answers Seen by claiming the key with SET NX: the first caller
// wins, every other sees it taken, and MarkSeen only extends it.
type Claiming struct{ rdb *redis.Client }

func NewClaiming(rdb *redis.Client) *Claiming { return &Claiming{rdb: rdb} }

func (s *Claiming) Seen(ctx context.Context, id string) (bool, error) {
	won, err := s.rdb.SetNX(ctx, "seen:"+id, 1, 48*time.Hour).Result()
	return !won, err
}

func (s *Claiming) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.Expire(ctx, "seen:"+id, 7*24*time.Hour).Err()
}

// FastPath answers Seen with EXISTS first (a cheap read for the common
// duplicate) and then claims with SET NX: the claim makes it atomic.
type FastPath struct{ rdb *redis.Client }

func NewFastPath(rdb *redis.Client) *FastPath { return &FastPath{rdb: rdb} }

func (s *FastPath) Seen(ctx context.Context, id string) (bool, error) {
	if n, err := s.rdb.Exists(ctx, "seen:"+id).Result(); err != nil || n > 0 {
		return true, err
	}
	won, err := s.rdb.SetNX(ctx, "seen:"+id, 1, 48*time.Hour).Result()
	return !won, err
}

func (s *FastPath) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.Set(ctx, "seen:"+id, 2, 7*24*time.Hour).Err()
}

// Memory keeps seen IDs in the process (a single-replica tool): the
// in-memory rule's matter, not this one's.
type Memory struct{ m sync.Map }

func (s *Memory) Seen(ctx context.Context, id string) (bool, error) {
	_, ok := s.m.Load(id)
	return ok, nil
}

func (s *Memory) MarkSeen(ctx context.Context, id string) error {
	s.m.Store(id, true)
	return nil
}

// Store is the package's own view of a dedup store: its constructors below
// return it, so the wiring package sees an interface, not the type.
type Store interface {
	Seen(ctx context.Context, id string) (bool, error)
	MarkSeen(ctx context.Context, id string) error
}

// NewCheckedStore returns a Checked behind the interface.
func NewCheckedStore(rdb *redis.Client) Store { return &Checked{rdb: rdb} }

// NewClaimingStore returns a Claiming behind the interface.
func NewClaimingStore(rdb *redis.Client) Store { return &Claiming{rdb: rdb} }

// NewEither returns one of two types: the wiring package cannot tell which.
func NewEither(rdb *redis.Client, atomic bool) Store {
	if atomic {
		return &Claiming{rdb: rdb}
	}
	return &Checked{rdb: rdb}
}

// NewExposed returns a Checked behind the interface, beside an error.
func NewExposed(rdb *redis.Client) (Store, error) {
	if rdb == nil {
		return nil, nil
	}
	return &Checked{rdb: rdb}, nil
}

// NewHidden returns a type its importers cannot name: go vet's export data
// of this package does not hold it, so its Built fact (what Seen and
// MarkSeen do) is what every driver follows.
func NewHidden(rdb *redis.Client) Store { return &hidden{rdb: rdb} }

// hidden checks with GET and records with SET, as Checked does.
type hidden struct{ rdb *redis.Client }

func (s *hidden) Seen(ctx context.Context, id string) (bool, error) {
	err := s.rdb.Get(ctx, "seen:"+id).Err()
	if err == redis.Nil {
		return false, nil
	}
	return err == nil, err
}

func (s *hidden) MarkSeen(ctx context.Context, id string) error {
	return s.rdb.Set(ctx, "seen:"+id, 1, 48*time.Hour).Err()
}
