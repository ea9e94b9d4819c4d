// Package wrappers wraps the dedup stores the way applications do; its
// summaries reach the callers in checkthenact/usewrappers through facts.
package wrappers

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
)

// Store is a Redis-backed dedup store.
type Store struct{ rdb *redis.Client }

// Seen reports whether key was processed.
func (s *Store) Seen(ctx context.Context, key string) (bool, error) {
	n, err := s.rdb.Exists(ctx, "idem:"+key).Result()
	return n > 0, err
}

// Mark records key as processed.
func (s *Store) Mark(ctx context.Context, key string) error {
	return s.rdb.Set(ctx, "idem:"+key, 1, 24*time.Hour).Err()
}

// Claim claims key atomically; true when this call won.
func (s *Store) Claim(ctx context.Context, key string) (bool, error) {
	return s.rdb.SetNX(ctx, "idem:"+key, 1, 24*time.Hour).Result()
}

// Inbox is an SQL inbox table.
type Inbox struct{ db *sql.DB }

// Has reports whether the message was handled.
func (i *Inbox) Has(ctx context.Context, id string) bool {
	var ok bool
	i.db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM inbox WHERE id = $1)`, id).Scan(&ok)
	return ok
}

// Add records the message as handled.
func (i *Inbox) Add(ctx context.Context, id string) error {
	_, err := i.db.ExecContext(ctx, `INSERT INTO inbox(id) VALUES ($1)`, id)
	return err
}

// Cache is an in-house client whose roles are declared by directives.
type Cache struct{}

// Contains reports whether key is in the cache.
//
//idemlint:check key
func (c *Cache) Contains(key string) bool { return false }

// Put stores key.
//
//idemlint:record key
func (c *Cache) Put(key string) {}
