// Package zombie holds last-write-wins UPDATEs on a versioned table: the
// zombie-write check, off by default.
package zombie

import (
	"context"
	"database/sql"
)

const schema = `
CREATE TABLE orders (
	id      TEXT PRIMARY KEY,
	status  TEXT NOT NULL,
	version INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE notes (
	id   TEXT PRIMARY KEY,
	body TEXT
);`

func migrate(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, schema)
	return err
}

func ship(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, "shipped", id) // want `UPDATE orders overwrites the row without checking version, so a late retry or redelivery undoes a newer write; add AND version = \$n to the WHERE clause and SET version = version \+ 1`
	return err
}

func shipChecked(ctx context.Context, db *sql.DB, id string, ver int) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = $1, version = version + 1 WHERE id = $2 AND version = $3`, "shipped", id, ver)
	return err
}

func editNote(ctx context.Context, db *sql.DB, id, body string) error {
	// No version column: nothing to check.
	_, err := db.ExecContext(ctx, `UPDATE notes SET body = $1 WHERE id = $2`, body, id)
	return err
}
