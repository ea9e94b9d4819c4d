// Package conflict hands message IDs and timestamps to ON CONFLICT claims,
// through a repository in another package and directly.
package conflict

import (
	"context"
	"database/sql"
	"time"

	"keyderivation/conflict/repo"
)

type Msg struct{ ID string }

// Handle claims the message ID, stamped with the time of the claim: the
// key is stable, the timestamp is not a key.
func Handle(ctx context.Context, r *repo.Repo, m Msg) (bool, error) {
	return r.Claim(ctx, m.ID, time.Now())
}

// HandleAt is Handle with the arguments the other way round.
func HandleAt(ctx context.Context, r *repo.Repo, m Msg) (bool, error) {
	return r.ClaimAt(ctx, time.Now(), m.ID)
}

// HandleStamped claims a key that has the time in it: a retry claims a new
// key.
func HandleStamped(ctx context.Context, r *repo.Repo, m Msg) (bool, error) {
	return r.Claim(ctx, m.ID+time.Now().String(), time.Now()) // want `dedup key claimed by repo.Repo.Claim .* is derived from the clock`
}

// HandleStampedAt is HandleStamped through the positional variant.
func HandleStampedAt(ctx context.Context, r *repo.Repo, m Msg) (bool, error) {
	return r.ClaimAt(ctx, time.Now(), time.Now().String()) // want `dedup key claimed by repo.Repo.ClaimAt .* is derived from the clock`
}

// HandleAny cannot tell the key from the timestamp: without a conflict
// target either column may be the unique one.
func HandleAny(ctx context.Context, r *repo.Repo, m Msg) (bool, error) {
	return r.ClaimAny(ctx, m.ID, time.Now()) // want `dedup key claimed by repo.Repo.ClaimAny .* is derived from the clock`
}

// Direct claims in place; created_at is the clock, the key is the ID.
func Direct(ctx context.Context, db *sql.DB, m Msg) error {
	_, err := db.ExecContext(ctx, `INSERT INTO processed_messages (dedupe_key, created_at) VALUES ($1, $2) ON CONFLICT (dedupe_key) DO NOTHING`, m.ID, time.Now())
	return err
}

// DirectStamped binds the clock to the conflict target.
func DirectStamped(ctx context.Context, db *sql.DB, m Msg) error {
	_, err := db.ExecContext(ctx, `INSERT INTO processed_messages (dedupe_key, created_at) VALUES ($1, $2) ON CONFLICT (dedupe_key) DO NOTHING`, time.Now().String(), m.ID) // want `dedup key claimed by sql.DB.ExecContext is derived from the clock`
	return err
}

// Hourly records at most one reading an hour: the claim's unique index
// truncates created_at to the hour, so the clock is the bucket by design,
// as Truncate(time.Hour) would make it.
func Hourly(ctx context.Context, r *repo.Repo) error {
	return r.ClaimHour(ctx, repo.ReadingParams{CreatedAt: time.Now().UTC(), Periodic: true})
}

// Minutely is Hourly with a bucket of a minute: a retry after the minute
// claims a new key.
func Minutely(ctx context.Context, r *repo.Repo) error {
	return r.ClaimMinute(ctx, repo.ReadingParams{CreatedAt: time.Now().UTC(), Periodic: true}) // want `dedup key claimed by repo.Repo.ClaimMinute .* is derived from the clock`
}

// Instant claims the raw clock reading: every retry is a new key.
func Instant(ctx context.Context, r *repo.Repo) error {
	return r.ClaimInstant(ctx, repo.ReadingParams{CreatedAt: time.Now().UTC(), Periodic: true}) // want `dedup key claimed by repo.Repo.ClaimInstant .* is derived from the clock`
}

// DirectHourly claims the hour in place.
func DirectHourly(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (date_trunc('day', created_at)) DO NOTHING`, time.Now(), true)
	return err
}

// DirectInstant claims the raw clock reading in place.
func DirectInstant(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `INSERT INTO reading (created_at, periodic) VALUES ($1, $2) ON CONFLICT (created_at) DO NOTHING`, time.Now(), true) // want `dedup key claimed by sql.DB.ExecContext is derived from the clock`
	return err
}

// Measure records a reading taken now: its hour is the claim's key, and
// the organisations it inserts beside it are keyed by their IDs, not by the
// reading's time.
func Measure(ctx context.Context, r *repo.Repo, orgs []string) error {
	rd := repo.Read(orgs)
	return r.Record(ctx, rd)
}

// MeasureInstant records the reading under its instant: the key is the
// reading's clock field.
func MeasureInstant(ctx context.Context, r *repo.Repo, orgs []string) error {
	rd := repo.Read(orgs)
	return r.RecordInstant(ctx, rd) // want `dedup key claimed by repo.Repo.RecordInstant .* is derived from the clock`
}
