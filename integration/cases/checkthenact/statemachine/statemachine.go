// Package statemachine holds the check-then-act of a state machine on the
// real drivers: pgx v5, database/sql and gorm.
package statemachine

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// charge charges the card.
//
//idemlint:effect payment
func charge(ctx context.Context, id string) error { return nil }

var errTaken = errors.New("order taken by another delivery")

// pgx: the status read with no lock, the charge, then the update.
func PayPgx(ctx context.Context, conn *pgx.Conn, id string) error {
	var status string
	if err := conn.QueryRow(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil { // want: checkthenact
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err := conn.Exec(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// Twin: a conditional UPDATE whose CommandTag count is checked.
func PayPgxClaimed(ctx context.Context, conn *pgx.Conn, id string) error {
	var status string
	if err := conn.QueryRow(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil {
		return err
	}
	if status != "pending" {
		return nil
	}
	tag, err := conn.Exec(ctx, `UPDATE orders SET status = 'processing' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return errTaken
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	_, err = conn.Exec(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// database/sql in a transaction, with no lock.
func PayTx(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil { // want: checkthenact
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

// Twin: SELECT … FOR UPDATE holds the row across the charge.
func PayTxLocked(ctx context.Context, db *sql.DB, id string) error {
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

// Twin: a conditional UPDATE whose sql.Result count is checked.
func PaySQLClaimed(ctx context.Context, db *sql.DB, id string) error {
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

type Order struct {
	ID     string
	Status string
}

// gorm: First with no lock, the charge, then the status updated.
func PayGorm(ctx context.Context, db *gorm.DB, id string) error {
	var o Order
	if err := db.WithContext(ctx).First(&o, "id = ?", id).Error; err != nil { // want: checkthenact
		return err
	}
	if o.Status != "pending" {
		return nil
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	return db.Model(&o).Update("status", "paid").Error
}

// Twin: clause.Locking in the transaction.
func PayGormLocked(ctx context.Context, db *gorm.DB, id string) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var o Order
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Where("id = ?", id).First(&o).Error; err != nil {
			return err
		}
		if o.Status != "pending" {
			return nil
		}
		if err := charge(ctx, id); err != nil {
			return err
		}
		return tx.Model(&o).Update("status", "paid").Error
	})
}

// Twin: a conditional Update whose RowsAffected is checked.
func PayGormClaimed(ctx context.Context, db *gorm.DB, id string) error {
	res := db.Model(&Order{}).Where("id = ? AND status = ?", id, "pending").Update("status", "processing")
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return errTaken
	}
	if err := charge(ctx, id); err != nil {
		return err
	}
	return db.Model(&Order{}).Where("id = ?", id).Update("status", "paid").Error
}
