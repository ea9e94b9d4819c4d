// Package statemachine holds checkthenact cases on the check-then-act of
// a state machine: a row's status read without a lock decides an external
// effect, and the row's status is updated after it.
package statemachine

import (
	"context"
	"database/sql"
	"errors"
)

// charge charges the card.
//
//idemlint:effect payment
func charge(ctx context.Context, id string) error { return nil }

// The status is read with no lock, the card charged, then the status set:
// two deliveries both read "pending" and both charge.
func Pay(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil { // want `status of the row read by sql\.DB\.QueryRowContext without a lock decides charge, and the row is updated after it by sql\.DB\.ExecContext: two concurrent deliveries both read the old status and both run charge; claim the row with a conditional UPDATE`
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// Inside a transaction, the plain SELECT takes no lock either: under READ
// COMMITTED both transactions read "pending".
func PayInTx(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil { // want `status of the row read by sql\.Tx\.QueryRowContext without a lock decides charge`
		return err
	}
	if status == "paid" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit()
}

// Twin: SELECT … FOR UPDATE in the transaction holds the row lock across
// the charge: the second delivery waits, then reads "paid".
func PayLocked(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil {
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit()
}

var errTaken = errors.New("order taken by another delivery")

// Twin: a conditional UPDATE whose rows-affected count is checked claims
// the row before the charge (the read is a fast path).
func PayClaimed(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil {
		return err
	}
	if status != "pending" {
		return nil
	}
	res, err := db.ExecContext(ctx, `UPDATE orders SET status = 'processing' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return errTaken
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// A conditional UPDATE whose count nobody reads claims nothing: both
// deliveries run it and both charge.
func PayClaimIgnored(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil { // want `status of the row read by sql\.DB\.QueryRowContext without a lock decides charge`
		return err
	}
	if status != "pending" {
		return nil
	}
	if _, err := db.ExecContext(ctx, `UPDATE orders SET status = 'processing' WHERE id = $1 AND status = 'pending'`, id); err != nil {
		return err
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// Twin: the status decides only database writes, which a transaction or
// the update itself keeps consistent; nothing external runs.
func MarkShipped(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil {
		return err
	}
	if status != "paid" {
		return nil
	}
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'shipped' WHERE id = $1`, id)
	return err
}

// Twin: the charge is decided by the status, but the row updated after it
// is another order's.
func PayOther(ctx context.Context, db *sql.DB, id, next string) error {
	var status string
	if err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil {
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'queued' WHERE id = $1`, next)
	return err
}

// Twin: the read's error alone decides (a lookup, the dedup rule's
// matter); the status is not consulted.
func PayIfAbsent(ctx context.Context, db *sql.DB, id string) error {
	var status string
	err := db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status)
	if err == nil {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}
