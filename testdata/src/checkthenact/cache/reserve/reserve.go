// Package reserve reserves stock for an order (saga's products service):
// a reserve row keyed by a serial id (no unique key on order_id) and a
// relative stock decrement, committed together. A second run reserves
// again.
package reserve

import (
	"context"
	"database/sql"
)

const schema = `
CREATE TABLE reserve (
	id         bigserial PRIMARY KEY,
	product_id bigint NOT NULL,
	order_id   bigint NOT NULL,
	count      bigint NOT NULL
);`

type Service struct{ db *sql.DB }

func New(db *sql.DB) *Service { return &Service{db: db} }

func (s *Service) ReserveProducts(ctx context.Context, orderID, productID, count int64) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO reserve (product_id, order_id, count) VALUES ($1, $2, $3)`, productID, orderID, count); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE product SET count = count - $1 WHERE id = $2`, count, productID); err != nil {
		return err
	}
	return tx.Commit()
}
