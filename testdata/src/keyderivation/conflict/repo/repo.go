// Package repo claims message IDs with INSERT … ON CONFLICT DO NOTHING. The
// key of such a claim is the value bound to the conflict target's column;
// a timestamp inserted beside it is not a key.
package repo

import (
	"context"
	"database/sql"
	"time"
)

type Repo struct{ db *sql.DB }

// Claim binds key to the conflict target, at to created_at.
func (r *Repo) Claim(ctx context.Context, key string, at time.Time) (bool, error) {
	res, err := r.db.ExecContext(ctx, `INSERT INTO processed_messages (dedupe_key, created_at) VALUES ($1, $2) ON CONFLICT (dedupe_key) DO NOTHING`, key, at)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ClaimAt binds at first and key second, with positional placeholders.
func (r *Repo) ClaimAt(ctx context.Context, at time.Time, key string) (bool, error) {
	res, err := r.db.ExecContext(ctx, `INSERT INTO processed_messages (created_at, dedupe_key) VALUES (?, ?) ON CONFLICT (dedupe_key) DO NOTHING`, at, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ClaimAny has no conflict target: any unique column may decide, so every
// argument may be the key.
func (r *Repo) ClaimAny(ctx context.Context, key string, at time.Time) (bool, error) {
	res, err := r.db.ExecContext(ctx, `INSERT INTO processed_messages (dedupe_key, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, key, at)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
