// Package wraponly reaches its only relative write through package
// wrappers: nothing in it writes a delta itself, so the decision rests on
// the wrappers' facts alone.
package wraponly

import (
	"context"
	"database/sql"

	"relativewrite/wrappers"
)

// The credit through the wrapper, in a transaction that claims nothing:
// a redelivery credits again.
func Unkeyed(ctx context.Context, db *sql.DB, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := wrappers.Credit(ctx, tx, id, amt); err != nil { // want `balance = balance \+ \$1 \(in wrappers.Credit, which calls sql.Tx.ExecContext\) on the transaction passed here`
		return err
	}
	return tx.Commit()
}

// Twin: the same credit after the event is claimed in the transaction.
func Keyed(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if ok, err := wrappers.MarkProcessed(ctx, tx, event); err != nil || !ok {
		return err
	}
	if err := wrappers.Credit(ctx, tx, id, amt); err != nil {
		return err
	}
	return tx.Commit()
}
