package conflict

import (
	"context"
	"database/sql"

	"github.com/google/uuid"
)

// Twin: a default row created once, keyed by a constant name; the fresh
// ID beside it is the row's ID, not its key: a retry conflicts on the name
// and inserts nothing.
func InitDefault(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `INSERT INTO workspaces (id, name) VALUES ($1, 'default') ON CONFLICT (name) DO NOTHING`, uuid.NewString())
	return err
}

// The same insert with the fresh value bound to the conflict target: the
// key is new on every call.
func InitFresh(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `INSERT INTO workspaces (id, name) VALUES ($1, 'default') ON CONFLICT (id) DO NOTHING`, uuid.NewString()) // want `dedup key claimed by sql.DB.ExecContext comes from uuid.NewString, minted on every call of conflict.InitFresh`
	return err
}
