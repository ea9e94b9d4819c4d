// Package repo is the repository layer of the createkey cases: its
// summaries carry the row insert, the upsert and the read to the handlers.
package repo

import (
	"context"
	"database/sql"
)

type Orders struct{ DB *sql.DB }

// Insert creates a row: a retry creates a second one.
func (o *Orders) Insert(ctx context.Context, customer string, amount int64) error {
	_, err := o.DB.ExecContext(ctx, "INSERT INTO orders (customer, amount) VALUES ($1, $2)", customer, amount)
	return err
}

// Upsert is keyed by the client's order ID: a retry writes the same row.
func (o *Orders) Upsert(ctx context.Context, id, customer string, amount int64) error {
	_, err := o.DB.ExecContext(ctx, "INSERT INTO orders (id, customer, amount) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET amount = EXCLUDED.amount", id, customer, amount)
	return err
}

// Rename updates a row in place.
func (o *Orders) Rename(ctx context.Context, id, name string) error {
	_, err := o.DB.ExecContext(ctx, "UPDATE orders SET name = $1 WHERE id = $2", name, id)
	return err
}

// Count reads.
func (o *Orders) Count(ctx context.Context) (int, error) {
	var n int
	err := o.DB.QueryRowContext(ctx, "SELECT count(*) FROM orders").Scan(&n)
	return n, err
}
