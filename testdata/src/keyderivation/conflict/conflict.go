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
