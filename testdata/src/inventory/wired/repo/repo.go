// Package repo is the repository the handler writes through.
package repo

import (
	"context"
	"database/sql"
)

type Repo struct{ db *sql.DB }

func New(db *sql.DB) *Repo { return &Repo{db: db} }

func (r *Repo) Insert(ctx context.Context, order string) error {
	_, err := r.db.ExecContext(ctx, `INSERT INTO shipments (order_id) VALUES ($1) ON CONFLICT (order_id) DO NOTHING`, order)
	return err
}
