// Package readrepo is a dry-run repository of the same shape as orderrepo:
// its CreateOrder only looks up the id a customer's open order has.
package readrepo

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type RRepo struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) RRepo { return RRepo{pool: pool} }

// CreateOrder reads; it inserts nothing.
func (r *RRepo) CreateOrder(ctx context.Context, tx pgx.Tx, customer string) (id int64, err error) {
	err = tx.QueryRow(ctx, `SELECT id FROM orders WHERE customer = $1 AND open`, customer).Scan(&id)
	return id, err
}
