// Package db is shaped like sqlc's output for pgx v5: queries reach the
// database through the DBTX interface, which *pgx.Conn, pgx.Tx and
// *pgxpool.Pool implement. The effect model resolves DBTX.Exec to pgx's.
package db

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

const creditAccount = `-- name: CreditAccount :exec
UPDATE accounts SET balance = balance + $2 WHERE id = $1
`

type CreditAccountParams struct {
	ID     string
	Amount int64
}

func (q *Queries) CreditAccount(ctx context.Context, arg CreditAccountParams) error {
	_, err := q.db.Exec(ctx, creditAccount, arg.ID, arg.Amount) // want `balance = balance \+ \$2 applies the delta again on every retry or redelivery`
	return err
}

// Twin: the absolute write converges.
const setBalance = `-- name: SetBalance :exec
UPDATE accounts SET balance = $2 WHERE id = $1
`

func (q *Queries) SetBalance(ctx context.Context, id string, balance int64) error {
	_, err := q.db.Exec(ctx, setBalance, id, balance)
	return err
}

// Twin: a delta guarded by a compare-and-set on the version replays as a no-op.
const creditVersioned = `-- name: CreditVersioned :execrows
UPDATE accounts SET balance = balance + $2, version = version + 1 WHERE id = $1 AND version = $3
`

func (q *Queries) CreditVersioned(ctx context.Context, id string, amount, version int64) (int64, error) {
	tag, err := q.db.Exec(ctx, creditVersioned, id, amount, version)
	return tag.RowsAffected(), err
}
