// Package sqlstore settles approved payouts over database/sql: approved →
// settling → settled.
package sqlstore

import (
	"context"
	"database/sql"

	"github.com/idemlint/idemlint/integration/corpus/payouts"
)

// Settler settles payouts through the bank.
type Settler struct {
	db   *sql.DB
	bank payouts.Bank
}

func NewSettler(db *sql.DB, bank payouts.Bank) *Settler { return &Settler{db: db, bank: bank} }

// Settle reads the status in a transaction but without a lock: a second
// worker's transaction reads "approved" as well, and both transfer.
func (s *Settler) Settle(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	p := payouts.Payout{ID: id}
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT account, amount_minor, currency, status FROM payouts WHERE id = $1`, id).Scan(&p.Account, &p.AmountMin, &p.Currency, &status); err != nil { // want: checkthenact
		return err
	}
	if status != "approved" {
		return nil
	}
	if err := s.bank.Transfer(ctx, p); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE payouts SET status = 'settled' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit()
}

// SettleLocked is Settle's twin: SELECT … FOR UPDATE holds the row until
// the transaction that marks it settled commits.
func (s *Settler) SettleLocked(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	p := payouts.Payout{ID: id}
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT account, amount_minor, currency, status FROM payouts WHERE id = $1 FOR UPDATE`, id).Scan(&p.Account, &p.AmountMin, &p.Currency, &status); err != nil {
		return err
	}
	if status != "approved" {
		return nil
	}
	if err := s.bank.Transfer(ctx, p); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE payouts SET status = 'settled' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit()
}

// SettleClaimed is Settle's twin: the conditional UPDATE is the claim, its
// affected-row count decides.
func (s *Settler) SettleClaimed(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE payouts SET status = 'settling' WHERE id = $1 AND status = 'approved'`, id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	p := payouts.Payout{ID: id}
	if err := s.db.QueryRowContext(ctx, `SELECT account, amount_minor, currency FROM payouts WHERE id = $1`, id).Scan(&p.Account, &p.AmountMin, &p.Currency); err != nil {
		return err
	}
	if err := s.bank.Transfer(ctx, p); err != nil {
		_, _ = s.db.ExecContext(ctx, `UPDATE payouts SET status = 'approved' WHERE id = $1 AND status = 'settling'`, id)
		return err
	}
	_, err = s.db.ExecContext(ctx, `UPDATE payouts SET status = 'settled' WHERE id = $1`, id)
	return err
}
