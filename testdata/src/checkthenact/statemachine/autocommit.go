package statemachine

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5/pgxpool"
)

// FOR UPDATE on the pool, outside a transaction: the row lock ends with
// the statement, before the charge.
func PayLockedNoTx(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil { // want `status of the row read by sql\.DB\.QueryRowContext with FOR UPDATE outside a transaction decides charge: the lock ends with the statement, so two concurrent deliveries both read the old status and both run charge; run the read, the check and the update in one transaction`
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// The same on a pgxpool.Pool.
func PayLockedPool(ctx context.Context, pool *pgxpool.Pool, id string) error {
	var status string
	if err := pool.QueryRow(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil { // want `status of the row read by pgxpool\.Pool\.QueryRow with FOR UPDATE outside a transaction`
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err := pool.Exec(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// Twin: FOR UPDATE in a pgx transaction begun on the pool.
func PayLockedPoolTx(ctx context.Context, pool *pgxpool.Pool, id string) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	var status string
	if err := tx.QueryRow(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil {
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Twin: FOR UPDATE on the pool with SKIP LOCKED picks a job row... and
// claims it in the same statement: UPDATE … RETURNING is the claim.
func PickJob(ctx context.Context, pool *pgxpool.Pool) error {
	var id string
	err := pool.QueryRow(ctx, `UPDATE jobs SET status = 'running' WHERE id = (SELECT id FROM jobs WHERE status = 'queued' LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING id`).Scan(&id)
	if err != nil {
		return err
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err = pool.Exec(ctx, `UPDATE jobs SET status = 'done' WHERE id = $1`, id)
	return err
}
