// Package store keeps wallets in PostgreSQL through database/sql.
package store

import "database/sql"

type Store struct{ db *sql.DB }

func NewStore(db *sql.DB) *Store { return &Store{db: db} }

// Credit records the operation and raises the balance, in one transaction.
func (s *Store) Credit(wallet string, amount int64) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.Exec(`INSERT INTO operations (wallet, amount) VALUES ($1, $2)`, wallet, amount); err != nil {
		return err
	}
	if _, err := tx.Exec(`UPDATE wallets SET balance = balance + $2 WHERE name = $1`, wallet, amount); err != nil { // want: relativewrite
		return err
	}
	return tx.Commit()
}

// Balance only reads.
func (s *Store) Balance(wallet string) (int64, error) {
	var n int64
	err := s.db.QueryRow(`SELECT balance FROM wallets WHERE name = $1`, wallet).Scan(&n)
	return n, err
}
