// Package iife: retry loops whose body is an immediately-invoked closure
// (a transaction per attempt): the closure's calls run once per attempt.
package iife

import (
	"context"
	"database/sql"
	"time"
)

const insertPayment = `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`

// The attempt is a closure called on the spot; the INSERT inside it runs
// again on every attempt.
func closureAttempt(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = func() error {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return err
			}
			defer tx.Rollback()
			if _, err := tx.ExecContext(ctx, insertPayment, id, amt); err != nil { // want `INSERT INTO payments is retried in a retry loop`
				return err
			}
			return tx.Commit()
		}()
		if err == nil {
			break
		}
		time.Sleep(time.Second)
	}
	return err
}

// Twin: the closure's INSERT is idempotent.
func closureAttemptUpsert(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = func() error {
			_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`, id, amt)
			return err
		}()
		if err == nil {
			break
		}
	}
	return err
}

// Twin: a closure called once per item of a slice is no retry.
func closurePerItem(ctx context.Context, db *sql.DB, ids []string) error { // want closurePerItem:"unkeyed INSERT INTO payments"
	for _, id := range ids {
		if err := func() error {
			_, err := db.ExecContext(ctx, insertPayment, id, 0)
			return err
		}(); err != nil {
			return err
		}
	}
	return nil
}
