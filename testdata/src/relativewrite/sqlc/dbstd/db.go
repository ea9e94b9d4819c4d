// Package dbstd is shaped like sqlc's output for database/sql: DBTX is
// implemented by *sql.DB, *sql.Tx and *sql.Conn.
package dbstd

import (
	"context"
	"database/sql"
)

type DBTX interface {
	ExecContext(context.Context, string, ...interface{}) (sql.Result, error)
	PrepareContext(context.Context, string) (*sql.Stmt, error)
	QueryContext(context.Context, string, ...interface{}) (*sql.Rows, error)
	QueryRowContext(context.Context, string, ...interface{}) *sql.Row
}

type Queries struct{ db DBTX }

func New(db DBTX) *Queries { return &Queries{db: db} }

const addPoints = `-- name: AddPoints :exec
UPDATE loyalty SET points = points + ? WHERE user_id = ?
`

func (q *Queries) AddPoints(ctx context.Context, points int64, userID string) error {
	_, err := q.db.ExecContext(ctx, addPoints, points, userID) // want `points = points \+ \? applies the delta again`
	return err
}

// Twin: the absolute value.
const setPoints = `-- name: SetPoints :exec
UPDATE loyalty SET points = ? WHERE user_id = ?
`

func (q *Queries) SetPoints(ctx context.Context, points int64, userID string) error {
	_, err := q.db.ExecContext(ctx, setPoints, points, userID)
	return err
}
