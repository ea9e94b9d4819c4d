// Package consumer applies the ledger's Kafka events (kafka-go) to the
// accounts through the sqlc-generated Querier (database/sql).
package consumer

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/corpus/ledger/bank"
	"github.com/idemlint/idemlint/integration/corpus/ledger/db"
)

type Transfer struct {
	ID      string `json:"id"`
	Account string `json:"account"`
	Amount  int64  `json:"amount"`
	Version int64  `json:"version"`
}

type Consumer struct {
	sqlDB *sql.DB
	q     db.Querier
	bank  *bank.Client
}

func New(sqlDB *sql.DB, b *bank.Client) *Consumer {
	return &Consumer{sqlDB: sqlDB, q: db.New(sqlDB), bank: b}
}

// Run commits each offset after the message is applied: a crash in between
// redelivers the message, which the handlers below must absorb.
func (c *Consumer) Run(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := c.apply(ctx, m); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

func (c *Consumer) apply(ctx context.Context, m kafka.Message) error {
	var t Transfer
	if err := json.Unmarshal(m.Value, &t); err != nil {
		return err
	}
	switch string(m.Key) {
	case "deposit":
		return c.Deposit(ctx, t)
	case "deposit.v2":
		return c.DepositOnce(ctx, t)
	case "snapshot":
		return c.Snapshot(ctx, t)
	case "payout":
		return c.Payout(ctx, t)
	case "payout.v2":
		return c.PayoutOnce(ctx, t)
	}
	return nil
}

// Deposit credits the account: a redelivered deposit credits it again.
func (c *Consumer) Deposit(ctx context.Context, t Transfer) error {
	return c.q.CreditAccount(ctx, db.CreditAccountParams{ID: t.Account, Balance: t.Amount}) // want: relativewrite
}

// DepositOnce records the entry (primary key transfer_id, account_id) and
// credits in one transaction, only when the entry is new.
func (c *Consumer) DepositOnce(ctx context.Context, t Transfer) error {
	tx, err := c.sqlDB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	q := db.New(tx)
	n, err := q.InsertEntry(ctx, db.InsertEntryParams{TransferID: t.ID, AccountID: t.Account, Amount: t.Amount})
	if err != nil {
		return err
	}
	if n == 0 {
		return nil // applied before
	}
	if err := q.CreditAccount(ctx, db.CreditAccountParams{ID: t.Account, Balance: t.Amount}); err != nil {
		return err
	}
	return tx.Commit()
}

// Snapshot writes the balance the core system computed, guarded by its
// version: a redelivery writes the same value or nothing.
func (c *Consumer) Snapshot(ctx context.Context, t Transfer) error {
	_, err := c.q.SetBalance(ctx, db.SetBalanceParams{ID: t.Account, Balance: t.Amount, Version: t.Version})
	return err
}

// Payout checks that the transfer is new, pays it out, then records it:
// two deliveries of the same payout both pass the check.
func (c *Consumer) Payout(ctx context.Context, t Transfer) error {
	seen, err := c.q.TransferExists(ctx, t.ID) // want: checkthenact
	if err != nil || seen {
		return err
	}
	if err := c.bank.Payout(ctx, t.Account, t.Amount); err != nil {
		return err
	}
	return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}

// PayoutOnce checks first too, but only to save a call: the transfer's ID
// is the bank's idempotency key, so two deliveries that both pass the check
// make one payout.
func (c *Consumer) PayoutOnce(ctx context.Context, t Transfer) error {
	seen, err := c.q.TransferExists(ctx, t.ID)
	if err != nil || seen {
		return err
	}
	if err := c.bank.PayoutKeyed(ctx, "payout:"+t.ID, t.Account, t.Amount); err != nil {
		return err
	}
	return c.q.InsertTransfer(ctx, db.InsertTransferParams{ID: t.ID, Amount: t.Amount})
}
