// Package pgdb is shaped like sqlc's output for pgx v5 (the DBTX interface
// that *pgx.Conn, pgx.Tx and *pgxpool.Pool implement).
package pgdb

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

type DBTX interface {
	Exec(context.Context, string, ...interface{}) (pgconn.CommandTag, error)
	Query(context.Context, string, ...interface{}) (pgx.Rows, error)
	QueryRow(context.Context, string, ...interface{}) pgx.Row
}

func New(db DBTX) *Queries { return &Queries{db: db} }

type Queries struct{ db DBTX }

func (q *Queries) WithTx(tx pgx.Tx) *Queries { return &Queries{db: tx} }

const creditAccount = `-- name: CreditAccount :exec
UPDATE accounts SET balance = balance + $2 WHERE id = $1
`

type CreditAccountParams struct {
	ID     string
	Amount int64
}

func (q *Queries) CreditAccount(ctx context.Context, arg CreditAccountParams) error {
	_, err := q.db.Exec(ctx, creditAccount, arg.ID, arg.Amount) // want: relativewrite
	return err
}

const setBalance = `-- name: SetBalance :exec
UPDATE accounts SET balance = $2 WHERE id = $1
`

// Twin: the absolute write converges.
func (q *Queries) SetBalance(ctx context.Context, id string, balance int64) error {
	_, err := q.db.Exec(ctx, setBalance, id, balance)
	return err
}

const insertPayment = `-- name: InsertPayment :exec
INSERT INTO payments (order_id, amount) VALUES ($1, $2)
`

func (q *Queries) InsertPayment(ctx context.Context, orderID string, amount int64) error {
	_, err := q.db.Exec(ctx, insertPayment, orderID, amount)
	return err
}

const getBalance = `-- name: GetBalance :one
SELECT balance FROM accounts WHERE id = $1
`

func (q *Queries) GetBalance(ctx context.Context, id string) (int64, error) {
	row := q.db.QueryRow(ctx, getBalance, id)
	var b int64
	err := row.Scan(&b)
	return b, err
}
