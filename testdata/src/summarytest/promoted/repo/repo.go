// Package repo holds repository structs that promoted/store embeds; the
// package promoted does not import it.
package repo

import (
	"context"
	"database/sql"
)

type Orders struct{ db *sql.DB }

func NewOrders(db *sql.DB) Orders { return Orders{db: db} }

func (r *Orders) Save(ctx context.Context, id string) error {
	_, err := r.db.ExecContext(ctx, `INSERT INTO orders(id) VALUES ($1)`, id)
	return err
}

// Dry has the same method, which only reads.
type Dry struct{ db *sql.DB }

func NewDry(db *sql.DB) Dry { return Dry{db: db} }

func (r *Dry) Save(ctx context.Context, id string) error {
	return r.db.QueryRowContext(ctx, `SELECT id FROM orders WHERE id = $1`, id).Err()
}
