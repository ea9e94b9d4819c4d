// Package orderrepo is NStegura/saga's order repository, reduced: a struct
// whose methods storage.DB promotes by embedding it. The wiring package
// does not import it.
package orderrepo

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type ORepo struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) ORepo { return ORepo{pool: pool} }

// CreateOrder inserts the order under a serial id.
func (r *ORepo) CreateOrder(ctx context.Context, tx pgx.Tx, customer string) (id int64, err error) {
	err = tx.QueryRow(ctx, `INSERT INTO orders (customer) VALUES ($1) RETURNING id`, customer).Scan(&id)
	return id, err
}
