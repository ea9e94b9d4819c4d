// Package repo implements the worker's store; it does not import the
// worker.
package repo

import (
	"context"
	"database/sql"
)

type Payments struct{ db *sql.DB }

func NewPayments(db *sql.DB) *Payments { return &Payments{db: db} }

func (p *Payments) Save(ctx context.Context, id string, amt int64) error { // want Save:`unkeyed INSERT INTO payments`
	_, err := p.db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, id, amt)
	return err
}

// Upserts is idempotent.
type Upserts struct{ db *sql.DB }

func (p *Upserts) Save(ctx context.Context, id string, amt int64) error {
	_, err := p.db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`, id, amt)
	return err
}
