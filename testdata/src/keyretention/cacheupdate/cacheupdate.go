// Package cacheupdate: a repository that rewrites a cached value in place
// (read it, change some fields, write it back with the cache's TTL) beside
// check-then-act records of the same shape whose value does not come from
// the read.
package cacheupdate

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"
)

const entryTTL = time.Hour

type Repository struct {
	rdb *redis.Client
}

type Limits struct {
	Overdraft bool
	Scope     string
}

// UpdateLimits rewrites the limit fields of a cached account entry and
// leaves the rest alone; a missing entry is loaded by the next reader. The
// value written is the value read, changed: a cache being updated, not the
// record of a check.
func (r *Repository) UpdateLimits(ctx context.Context, account string, l Limits) error {
	key := "account:" + account
	val, err := r.rdb.Get(ctx, key).Result()
	if errors.Is(err, redis.Nil) {
		return nil
	}
	if err != nil {
		return err
	}
	var entry map[string]any
	if err := json.Unmarshal([]byte(val), &entry); err != nil {
		return err
	}
	entry["Overdraft"] = l.Overdraft
	entry["Scope"] = l.Scope
	data, err := json.Marshal(entry)
	if err != nil {
		return err
	}
	return r.rdb.Set(ctx, key, string(data), entryTTL).Err()
}

// Apply checks the key, does the work and records the outcome it computed:
// the record of a check-then-act, whose value is not the one read.
func (r *Repository) Apply(ctx context.Context, account string, l Limits) error {
	key := "account-applied:" + account
	_, err := r.rdb.Get(ctx, key).Result()
	if err == nil {
		return nil
	}
	if !errors.Is(err, redis.Nil) {
		return err
	}
	data, err := json.Marshal(l)
	if err != nil {
		return err
	}
	return r.rdb.Set(ctx, key, string(data), entryTTL).Err() // want `dedup key "account-applied:…" is recorded with Set for 1h`
}

// Touch reads the entry and writes a marker beside what it read: the value
// is not derived from the read, so the key is a checked record.
func (r *Repository) Touch(ctx context.Context, account string) error {
	key := "account-touched:" + account
	val, err := r.rdb.Get(ctx, key).Result()
	if err != nil && !errors.Is(err, redis.Nil) {
		return err
	}
	if val != "" {
		return nil
	}
	return r.rdb.Set(ctx, key, "1", entryTTL).Err() // want `dedup key "account-touched:…" is recorded with Set for 1h`
}
