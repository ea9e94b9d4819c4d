// Package store creates the tables.
package store

import (
	"context"
	"database/sql"
)

// Migrate creates a dedup table whose key is not unique.
func Migrate(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `CREATE TABLE processed_messages (message_id TEXT NOT NULL, processed_at TIMESTAMP)`)
	return err
}
