// Package cas: a conditional UPDATE whose count is read claims the row;
// its twins, the same UPDATE with the count unread and an UPDATE that
// compares no column it sets, claim nothing.
package cas

import (
	"context"
	"database/sql"
)

func Claimed(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, `UPDATE payouts SET status = 'sending' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO transfers (payout_id) VALUES ($1)`, id)
	return err
}

func Unread(ctx context.Context, db *sql.DB, id string) error {
	if _, err := db.ExecContext(ctx, `UPDATE payouts SET status = 'sending' WHERE id = $1 AND status = 'pending'`, id); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `INSERT INTO transfers (payout_id) VALUES ($1)`, id)
	return err
}

func OtherColumn(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, `UPDATE payouts SET note = 'seen' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO transfers (payout_id) VALUES ($1)`, id)
	return err
}
