// Package ledger is hand-written code over the sqlc-generated package db:
// a payout checked, paid, then recorded through the generated queries.
package ledger

import (
	"context"
	"database/sql"
	"errors"

	"checkthenact/sqlcgen/db"
)

type Transfer struct {
	ID      string
	Account string
	Amount  int64
}

// payout sends money out through the bank.
//
//idemlint:effect payment
func payout(ctx context.Context, account string, amount int64) error { return nil }

type Consumer struct{ q *db.Queries }

// A generated SELECT EXISTS, the payout, then a generated INSERT of the
// same ID: two deliveries both see the transfer absent.
func (c *Consumer) Payout(ctx context.Context, t Transfer) error {
	seen, err := c.q.TransferExists(ctx, t.ID) // want `existence check by db.Queries.TransferExists .* is not atomic with the record by db.Queries.InsertTransfer`
	if err != nil || seen {
		return err
	}
	if err := payout(ctx, t.Account, t.Amount); err != nil {
		return err
	}
	return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// A generated lookup used as the check (no row: not paid yet). Known
// limit, not reported: a SELECT of columns by key is no existence probe
// to the SQL classifier, whatever the caller makes of its "no rows".
func (c *Consumer) PayoutLookup(ctx context.Context, t Transfer) error {
	_, err := c.q.GetTransfer(ctx, t.ID)
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if err := payout(ctx, t.Account, t.Amount); err != nil {
		return err
	}
	return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// Twin: the generated claim first, its count read.
func (c *Consumer) PayoutClaimed(ctx context.Context, t Transfer) error {
	n, err := c.q.ClaimTransfer(ctx, t.ID)
	if err != nil || n == 0 {
		return err
	}
	return payout(ctx, t.Account, t.Amount)
}

// The generated claim with its count dropped: every duplicate pays.
func (c *Consumer) PayoutClaimDropped(ctx context.Context, t Transfer) error {
	if _, err := c.q.ClaimTransfer(ctx, t.ID); err != nil { // want `db.Queries.ClaimTransfer .*never`
		return err
	}
	return payout(ctx, t.Account, t.Amount)
}

// Twin: a lookup of the transfer to display it, no effect.
func (c *Consumer) Describe(ctx context.Context, id string) (int64, error) {
	t, err := c.q.GetTransfer(ctx, id)
	return t.Amount, err
}

// Twin: the check and the record around a read-only call of another
// account's balance.
func (c *Consumer) Audit(ctx context.Context, t Transfer) error {
	seen, err := c.q.TransferExists(ctx, t.ID)
	if err != nil || seen {
		return err
	}
	if _, err := c.q.GetTransfer(ctx, "fee:"+t.ID); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// Twin: an idempotent insert into an ordinary table (a membership) whose
// count is dropped is a record, not a claim guarding the payout.
func (c *Consumer) JoinAndPay(ctx context.Context, t Transfer) error {
	if _, err := c.q.AddMember(ctx, t.Account, t.ID); err != nil {
		return err
	}
	return payout(ctx, t.Account, t.Amount)
}
