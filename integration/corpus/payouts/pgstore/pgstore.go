// Package pgstore executes approved payouts, their state kept in
// PostgreSQL (pgx v5): pending → sending → paid.
package pgstore

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/idemlint/idemlint/integration/corpus/payouts"
)

// Executor moves payouts through the bank.
type Executor struct {
	pool *pgxpool.Pool
	bank payouts.Bank
}

func NewExecutor(pool *pgxpool.Pool, bank payouts.Bank) *Executor {
	return &Executor{pool: pool, bank: bank}
}

// Execute reads the status without a lock, transfers when it is pending,
// then marks the row paid: two workers read "pending" and both transfer.
func (e *Executor) Execute(ctx context.Context, id string) error {
	p := payouts.Payout{ID: id}
	var status string
	if err := e.pool.QueryRow(ctx, `SELECT account, amount_minor, currency, status FROM payouts WHERE id = $1`, id).Scan(&p.Account, &p.AmountMin, &p.Currency, &status); err != nil { // want: checkthenact
		return err
	}
	if status != "pending" {
		return nil
	}
	if err := e.bank.Transfer(ctx, p); err != nil {
		return err
	}
	_, err := e.pool.Exec(ctx, `UPDATE payouts SET status = 'paid' WHERE id = $1`, id)
	return err
}

// ExecuteLocked is Execute's twin: the row is read FOR UPDATE in the
// transaction that marks it paid, so a second worker waits and then reads
// "paid".
func (e *Executor) ExecuteLocked(ctx context.Context, id string) error {
	return pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		p := payouts.Payout{ID: id}
		var status string
		if err := tx.QueryRow(ctx, `SELECT account, amount_minor, currency, status FROM payouts WHERE id = $1 FOR UPDATE`, id).Scan(&p.Account, &p.AmountMin, &p.Currency, &status); err != nil {
			return err
		}
		if status != "pending" {
			return nil
		}
		if err := e.bank.Transfer(ctx, p); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE payouts SET status = 'paid' WHERE id = $1`, id)
		return err
	})
}

// ExecuteClaimed is Execute's twin: a conditional UPDATE moves the row
// from pending to sending, and only the worker whose UPDATE changed it
// transfers; a failure puts it back.
func (e *Executor) ExecuteClaimed(ctx context.Context, id string) error {
	tag, err := e.pool.Exec(ctx, `UPDATE payouts SET status = 'sending' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return nil
	}
	p := payouts.Payout{ID: id}
	if err := e.pool.QueryRow(ctx, `SELECT account, amount_minor, currency FROM payouts WHERE id = $1`, id).Scan(&p.Account, &p.AmountMin, &p.Currency); err != nil {
		return err
	}
	if err := e.bank.Transfer(ctx, p); err != nil {
		_, _ = e.pool.Exec(ctx, `UPDATE payouts SET status = 'pending' WHERE id = $1 AND status = 'sending'`, id)
		return err
	}
	_, err = e.pool.Exec(ctx, `UPDATE payouts SET status = 'paid' WHERE id = $1`, id)
	return err
}
