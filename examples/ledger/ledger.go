// Package ledger credits accounts.
package ledger

import (
	"context"
	"database/sql"
)

// CreditBad applies a delta with no key: a retried request credits twice.
func CreditBad(ctx context.Context, db *sql.DB, account string, amount int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amount, account) // want: relativewrite
	return err
}

// CreditGood records the transfer ID in the same transaction: a replay
// conflicts on the transfer and changes nothing.
func CreditGood(ctx context.Context, db *sql.DB, transferID, account string, amount int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_transfers(id) VALUES ($1) ON CONFLICT DO NOTHING`, transferID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amount, account); err != nil {
		return err
	}
	return tx.Commit()
}

// Rename is an absolute write: replaying it converges.
func Rename(ctx context.Context, db *sql.DB, account, name string) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET name = $1 WHERE id = $2`, name, account)
	return err
}
