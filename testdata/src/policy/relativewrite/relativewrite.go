// Package relativewrite is TestPolicies' fixture for relativewrite: a
// balance delta run through database/sql (Control), through a store in a
// field its constructor's caller sets (Injected), and through a func
// parameter (Unresolved): neither of the last two carries SQL to read.
package relativewrite

import (
	"context"
	"database/sql"
)

type Store interface {
	Exec(ctx context.Context, q string, args ...any) (int64, error)
}

type Accounts struct {
	db    *sql.DB
	store Store
}

func NewAccounts(db *sql.DB, s Store) *Accounts { return &Accounts{db: db, store: s} }

func (a *Accounts) Control(ctx context.Context, id string, amount int64) error {
	_, err := a.db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amount, id)
	return err
}

func (a *Accounts) Injected(ctx context.Context, id string, amount int64) error {
	_, err := a.store.Exec(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amount, id)
	return err
}

func (a *Accounts) Unresolved(ctx context.Context, id string, amount int64, exec func(context.Context, string, ...any) error) error {
	return exec(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amount, id)
}
