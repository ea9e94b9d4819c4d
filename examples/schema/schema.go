// Package schema creates the service's tables.
package schema

import (
	"context"
	"database/sql"
)

// The idempotency table without a key: two concurrent requests both insert
// their key and both proceed.
const badSchema = `
CREATE TABLE IF NOT EXISTS idempotency_keys ( -- want: dedupschema, payloadguard
    key        TEXT NOT NULL,
    response   JSONB,
    created_at TIMESTAMPTZ DEFAULT now()
)`

// The inbox with a primary key on the message ID: the second insert fails.
const goodSchema = `
CREATE TABLE IF NOT EXISTS inbox (
    message_id TEXT PRIMARY KEY,
    received_at TIMESTAMPTZ DEFAULT now()
)`

func Migrate(ctx context.Context, db *sql.DB) error {
	for _, stmt := range []string{badSchema, goodSchema} {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return err
		}
	}
	return nil
}
