// Package payment creates an order's payment (saga's payments service):
// payment.order_id is UNIQUE, and the payment and its outbox event commit
// in one transaction: a second run fails on the unique key and rolls back.
package payment

import (
	"context"
	"database/sql"
)

const schema = `
CREATE TABLE payment (
	id       bigserial PRIMARY KEY,
	order_id bigint UNIQUE NOT NULL,
	status   text NOT NULL
);`

type Service struct{ db *sql.DB }

func New(db *sql.DB) *Service { return &Service{db: db} }

func (s *Service) CreatePayment(ctx context.Context, orderID int64) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO payment (order_id, status) VALUES ($1, $2)`, orderID, "CREATED"); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO event (topic, payload) VALUES ($1, $2)`, "payment", orderID); err != nil {
		return err
	}
	return tx.Commit()
}
