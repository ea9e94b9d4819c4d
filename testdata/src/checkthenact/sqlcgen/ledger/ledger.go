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

// A generated lookup used as the check: "no rows" means not paid yet.
// Two deliveries both find no row and both pay.
func (c *Consumer) PayoutLookup(ctx context.Context, t Transfer) error {
	_, err := c.q.GetTransfer(ctx, t.ID) // want `lookup by db.Queries.GetTransfer .*"no rows" error is taken as absence, is not atomic with the record by db.Queries.InsertTransfer`
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

// Twin: the lookup's error only stops on failure; the payout and the
// record act on a transfer that was found, by what its row says.
func (c *Consumer) SettleFound(ctx context.Context, t Transfer) error {
	row, err := c.q.GetTransfer(ctx, t.ID)
	if err != nil {
		return err
	}
	if row.Amount > 0 {
		if err := payout(ctx, t.Account, row.Amount); err != nil {
			return err
		}
		return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: row.Amount})
	}
	return nil
}

// Twin: a lookup of another key (the account's previous transfer) decides
// nothing about this transfer's record.
func (c *Consumer) PayoutAfterPrevious(ctx context.Context, t Transfer, prev string) error {
	if _, err := c.q.GetTransfer(ctx, prev); !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if err := payout(ctx, t.Account, t.Amount); err != nil {
		return err
	}
	return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// An insert into payout_claims (no dedup word names it) with its count
// dropped, the payout, then the claim's row completed: the code uses the
// row as a claim it never consults, and every duplicate pays.
func (c *Consumer) PayoutClaimTable(ctx context.Context, t Transfer) error {
	if _, err := c.q.ClaimPayout(ctx, t.ID); err != nil { // want `db.Queries.ClaimPayout .*is never consulted: the count of rows it inserted is never read, so every duplicate runs payout again`
		return err
	}
	if err := payout(ctx, t.Account, t.Amount); err != nil {
		c.q.ReleasePayout(ctx, t.ID)
		return err
	}
	return c.q.CompletePayout(ctx, t.ID)
}

// Twin: the same claim, its count read.
func (c *Consumer) PayoutClaimTableRead(ctx context.Context, t Transfer) error {
	n, err := c.q.ClaimPayout(ctx, t.ID)
	if err != nil || n == 0 {
		return err
	}
	if err := payout(ctx, t.Account, t.Amount); err != nil {
		c.q.ReleasePayout(ctx, t.ID)
		return err
	}
	return c.q.CompletePayout(ctx, t.ID)
}

// Twin: the membership row is written again after the payout, but by
// another key (the caller's previous account): nothing treats this row
// as a claim.
func (c *Consumer) JoinPayTouchOther(ctx context.Context, t Transfer, prev string) error {
	if _, err := c.q.AddMember(ctx, t.Account, t.ID); err != nil {
		return err
	}
	if err := payout(ctx, t.Account, t.Amount); err != nil {
		return err
	}
	return c.q.TouchMember(ctx, prev, t.ID)
}

// Notifier is implemented elsewhere; nothing here says what it does.
type Notifier interface {
	Notify(ctx context.Context, id string) error
}

type Notifying struct {
	q *db.Queries
	n Notifier
}

// Twin: the claim's count dropped and its row completed, but what runs
// between is a call nothing resolves: no effect is proven, so the insert
// may be an idempotent record, and nothing is reported.
func (c *Notifying) NotifyClaimTable(ctx context.Context, id string) error {
	if _, err := c.q.ClaimPayout(ctx, id); err != nil {
		return err
	}
	if err := c.n.Notify(ctx, id); err != nil {
		return err
	}
	return c.q.CompletePayout(ctx, id)
}
