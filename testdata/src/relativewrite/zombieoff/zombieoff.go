// Package zombieoff is package zombie's shape under the default
// configuration: the zombie-write check is off.
package zombieoff

import (
	"context"
	"database/sql"
)

const schema = `CREATE TABLE orders (id TEXT PRIMARY KEY, status TEXT, version INTEGER NOT NULL DEFAULT 0)`

func ship(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, "shipped", id)
	return err
}
