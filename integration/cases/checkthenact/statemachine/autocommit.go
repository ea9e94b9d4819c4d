package statemachine

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
)

// FOR UPDATE on *sql.DB, outside a transaction: the lock ends with the
// statement.
func PayLockedNoTx(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil { // want: checkthenact
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
	if err := pool.QueryRow(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil { // want: checkthenact
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

// Twin: FOR UPDATE in a transaction begun on the pool.
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

// The same on a *sqlx.DB (its QueryRowxContext).
func PayLockedSqlx(ctx context.Context, db *sqlx.DB, id string) error {
	var status string
	if err := db.QueryRowxContext(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil { // want: checkthenact
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
