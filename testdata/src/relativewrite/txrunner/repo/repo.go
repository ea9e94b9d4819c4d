// Package repo is shaped like ezhdanovskiy/wallets' repository: a
// transaction runner, and transfer helpers that run on the transaction
// they are handed, so that their callers decide whether it is keyed.
package repo

import (
	"context"
	"database/sql"

	"github.com/jmoiron/sqlx"
)

// Repo debits with an overdraft guard: WHERE balance >= $2 stops a debit
// the funds do not cover, not a replay.
type Repo struct{ db *sqlx.DB }

// NewRepo returns the repository over db.
func NewRepo(db *sqlx.DB) *Repo { return &Repo{db: db} }

// RunWithTransaction runs f inside a serializable transaction.
func (r *Repo) RunWithTransaction(f func(tx *sqlx.Tx) error) error {
	tx, err := r.db.BeginTxx(context.Background(), &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// LockWalletsTx locks both wallets: a read.
func (r *Repo) LockWalletsTx(tx *sqlx.Tx, names []string) error {
	var n []string
	return tx.Select(&n, `SELECT name FROM wallets WHERE name IN ($1, $2) FOR UPDATE`, names[0], names[1])
}

// TransferTx moves the amount on the caller's transaction.
func (r *Repo) TransferTx(tx *sqlx.Tx, from, to string, amount uint64) error { // want TransferTx:`txdelta\(1\)`
	return r.debitTx(tx, from, amount)
}

func (r *Repo) debitTx(tx *sqlx.Tx, name string, amount uint64) error { // want debitTx:`txdelta\(1\)`
	_, err := tx.Exec(`UPDATE wallets SET balance = balance - $2, updated_at = now() WHERE name = $1 AND balance >= $2`, name, amount)
	return err
}

// ClaimTx claims the request ID on the caller's transaction.
func (r *Repo) ClaimTx(tx *sqlx.Tx, id string) (bool, error) {
	res, err := tx.Exec(`INSERT INTO processed_transfers (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Versioned debits by compare-and-set on the wallet's version: a replay
// finds the version moved and changes nothing.
type Versioned struct{ Repo }

// NewVersioned returns the versioned repository over db.
func NewVersioned(db *sqlx.DB) *Versioned { return &Versioned{Repo{db: db}} }

// TransferTx moves the amount if the version is still the one read.
func (v *Versioned) TransferTx(tx *sqlx.Tx, from, to string, amount uint64) error {
	_, err := tx.Exec(`UPDATE wallets SET balance = balance - $2, version = version + 1 WHERE name = $1 AND version = $3`, from, amount, 7)
	return err
}
