// Package a credits an account with a relative write: a redelivered
// message credits it twice.
package a

import (
	"context"
	"database/sql"
)

// Credit adds amount to the balance.
func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}
