// Package pgxv4 moves balances with pgx v4, as older services still do.
package pgxv4

import (
	"context"

	"github.com/jackc/pgx/v4"
	"github.com/jackc/pgx/v4/pgxpool"
)

type DB struct{ conn *pgx.Conn }

// Deposit adds the amount with no key: a retried request adds it again.
func (r *DB) Deposit(ctx context.Context, user int, amount float64) error {
	tx, err := r.conn.Begin(ctx)
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, "UPDATE users SET balance = balance + $1 WHERE id = $2", amount, user); err != nil { // want: relativewrite
		_ = tx.Rollback(ctx)
		return err
	}
	return tx.Commit(ctx)
}

// SetBalance writes the absolute value: a replay writes the same.
func (r *DB) SetBalance(ctx context.Context, user int, balance float64) error {
	_, err := r.conn.Exec(ctx, "UPDATE users SET balance = $1 WHERE id = $2", balance, user)
	return err
}

// Keyed claims the transfer's id in the same transaction first.
func Keyed(ctx context.Context, pool *pgxpool.Pool, id string, user int, amount float64) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	tag, err := tx.Exec(ctx, "INSERT INTO applied (id) VALUES ($1) ON CONFLICT DO NOTHING", id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, "UPDATE users SET balance = balance + $1 WHERE id = $2", amount, user); err != nil {
		return err
	}
	return tx.Commit(ctx)
}
