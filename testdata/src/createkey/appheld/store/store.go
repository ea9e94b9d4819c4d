// Package store implements the domain's repository over database/sql.
package store

import "database/sql"

type SQL struct{ db *sql.DB }

func New(db *sql.DB) *SQL { return &SQL{db: db} }

func (s *SQL) Credit(wallet string, amount int64) error {
	_, err := s.db.Exec(`INSERT INTO deposits (wallet, amount) VALUES ($1, $2)`, wallet, amount)
	return err
}

func (s *SQL) InTx(fn func() error) error { return fn() }

// Checker's Credit only checks that the wallet exists.
type Checker struct{ db *sql.DB }

func NewChecker(db *sql.DB) *Checker { return &Checker{db: db} }

func (s *Checker) Credit(wallet string, amount int64) error {
	var ok bool
	return s.db.QueryRow(`SELECT EXISTS (SELECT 1 FROM wallets WHERE name = $1)`, wallet).Scan(&ok)
}

func (s *Checker) InTx(fn func() error) error { return fn() }
