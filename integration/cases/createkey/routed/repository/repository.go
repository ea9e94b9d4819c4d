// Package repository implements the wallet's ports over database/sql.
package repository

import (
	"database/sql"

	"github.com/idemlint/idemlint/integration/cases/createkey/routed/wallet"
)

type Wallets struct{ db *sql.DB }

func NewWallets(db *sql.DB) *Wallets { return &Wallets{db: db} }

func (r *Wallets) Balance(walletID string) (int64, error) {
	var n int64
	err := r.db.QueryRow(`SELECT COALESCE(SUM(amount), 0) FROM transactions WHERE wallet_id = $1`, walletID).Scan(&n)
	return n, err
}

type Transactions struct{ db *sql.DB }

func NewTransactions(db *sql.DB) *Transactions { return &Transactions{db: db} }

func (r *Transactions) Create(tx *wallet.Transaction) error {
	_, err := r.db.Exec(`INSERT INTO transactions (id, wallet_id, amount, kind) VALUES ($1, $2, $3, $4)`, tx.ID, tx.WalletID, tx.Amount, tx.Kind)
	return err
}
