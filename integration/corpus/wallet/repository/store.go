// Package repository holds the wallet service's stores: PostgreSQL through
// pgx (transfers, payouts and their request records) and through
// database/sql (the instant-transfer request records), MySQL (top-ups),
// gorm (wallets and limits) and MongoDB (payees).
package repository

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
)

// Store is the pgx store of transfers, entries and payouts.
type Store struct {
	pool *pgxpool.Pool
}

// New returns a Store over pool.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// InsertTransfer records a pending transfer under the client's key. A
// second insert of the same key fails with the driver's unique violation.
func (s *Store) InsertTransfer(ctx context.Context, t wallet.Transfer) error {
	_, err := s.pool.Exec(ctx,
		`INSERT INTO transfers (id, from_account, to_account, amount, status) VALUES ($1, $2, $3, $4, 'pending')`,
		t.ID, t.From, t.To, t.Amount)
	return err
}

// Transfer reads a transfer by its key.
func (s *Store) Transfer(ctx context.Context, id string) (wallet.Transfer, error) {
	var t wallet.Transfer
	var ref *string
	err := s.pool.QueryRow(ctx,
		`SELECT id, from_account, to_account, amount, status, provider_ref, created_at FROM transfers WHERE id = $1`, id).
		Scan(&t.ID, &t.From, &t.To, &t.Amount, &t.Status, &ref, &t.CreatedAt)
	if ref != nil {
		t.ProviderRef = *ref
	}
	return t, err
}

// SetTransferStatus records a transfer's outcome.
func (s *Store) SetTransferStatus(ctx context.Context, id, status, ref string) error {
	_, err := s.pool.Exec(ctx, `UPDATE transfers SET status = $2, provider_ref = $3 WHERE id = $1`, id, status, ref)
	return err
}

// Balance is the sum of an account's entries.
func (s *Store) Balance(ctx context.Context, account string) (int64, error) {
	var n int64
	err := s.pool.QueryRow(ctx, `SELECT COALESCE(SUM(amount), 0) FROM entries WHERE account_id = $1`, account).Scan(&n)
	return n, err
}

// PendingTransfers lists the transfers not reconciled yet, oldest first.
func (s *Store) PendingTransfers(ctx context.Context, limit int) ([]wallet.Transfer, error) {
	rows, err := s.pool.Query(ctx,
		`SELECT id, amount, status, COALESCE(provider_ref, ''), created_at FROM transfers
		 WHERE reconciled_at IS NULL AND provider_ref IS NOT NULL ORDER BY created_at LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []wallet.Transfer
	for rows.Next() {
		var t wallet.Transfer
		if err := rows.Scan(&t.ID, &t.Amount, &t.Status, &t.ProviderRef, &t.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// MarkReconciled records the provider's status of a transfer and the time
// it was compared.
func (s *Store) MarkReconciled(ctx context.Context, id, status string) error {
	_, err := s.pool.Exec(ctx, `UPDATE transfers SET status = $2, reconciled_at = now() WHERE id = $1`, id, status)
	return err
}
