// Package acts holds Temporal activities a worker of package wiring
// registers as a struct: each exported method is an activity.
package acts

import (
	"context"
	"database/sql"
)

type Acts struct{ DB *sql.DB }

func (a *Acts) Reserve(ctx context.Context, order string) error {
	_, err := a.DB.ExecContext(ctx, `UPDATE stock SET reserved = reserved + 1 WHERE order_id = $1`, order)
	return err
}

// Archive's twin: an exported function no worker registers stays an
// exported function.
func Archive(ctx context.Context, db *sql.DB, order string) error {
	_, err := db.ExecContext(ctx, `DELETE FROM stock WHERE order_id = $1`, order)
	return err
}
