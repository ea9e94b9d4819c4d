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

// ReadingParams is a sqlc-style parameter struct.
type ReadingParams struct {
	CreatedAt time.Time
	Periodic  bool
}

// ClaimHour claims the hour of at: the unique index is on
// date_trunc('hour', created_at), so one reading an hour wins.
func (r *Repo) ClaimHour(ctx context.Context, arg ReadingParams) error {
	return r.db.QueryRowContext(ctx, `INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('hour', created_at)) DO NOTHING RETURNING id`, arg.CreatedAt, arg.Periodic).Err()
}

// ClaimMinute claims the minute of at: finer than an hour, a retry a
// minute later claims a new key.
func (r *Repo) ClaimMinute(ctx context.Context, arg ReadingParams) error {
	return r.db.QueryRowContext(ctx, `INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('minute', created_at)) DO NOTHING RETURNING id`, arg.CreatedAt, arg.Periodic).Err()
}

// ClaimInstant claims the instant itself: the unique index is on
// created_at.
func (r *Repo) ClaimInstant(ctx context.Context, arg ReadingParams) error {
	return r.db.QueryRowContext(ctx, `INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (created_at) DO NOTHING RETURNING id`, arg.CreatedAt, arg.Periodic).Err()
}

// BulkOrgs makes sure the organisations exist (sqlc's bulk insert through
// unnest): no conflict target, so every argument may be the key.
func (r *Repo) BulkOrgs(ctx context.Context, ids []string) error {
	_, err := r.db.ExecContext(ctx, `INSERT INTO org (id) SELECT DISTINCT id FROM unnest($1::text[]) AS id ON CONFLICT DO NOTHING`, ids)
	return err
}

// Reading is one measurement run: when it was taken and what it saw.
type Reading struct {
	Time time.Time
	Orgs []Measurement
}

// Measurement is one organisation's usage.
type Measurement struct {
	OrgID string
	Value int
}

// Read takes a reading now.
func Read(orgs []string) Reading {
	rd := Reading{Time: time.Now().UTC(), Orgs: make([]Measurement, 0)}
	for _, o := range orgs {
		rd.Orgs = append(rd.Orgs, Measurement{OrgID: o, Value: 1})
	}
	return rd
}

// Record claims the reading's hour, then makes sure its organisations
// exist.
func (r *Repo) Record(ctx context.Context, rd Reading) error {
	if err := r.ClaimHour(ctx, ReadingParams{CreatedAt: rd.Time}); err != nil {
		return err
	}
	var ids []string
	for _, m := range rd.Orgs {
		if m.OrgID == "" {
			continue
		}
		ids = append(ids, m.OrgID)
	}
	return r.BulkOrgs(ctx, ids)
}

// RecordInstant claims the reading's instant, not its hour.
func (r *Repo) RecordInstant(ctx context.Context, rd Reading) error {
	return r.ClaimInstant(ctx, ReadingParams{CreatedAt: rd.Time})
}
