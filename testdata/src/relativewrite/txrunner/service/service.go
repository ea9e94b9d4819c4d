// Package service is shaped like ezhdanovskiy/wallets' service: it calls
// its repository through an interface it is handed, inside the
// repository's own transaction runner. What TransferTx does is known only
// where a repository is wired into NewService.
package service

import (
	"github.com/jmoiron/sqlx"
)

// Repository is what the service needs of its store.
type Repository interface {
	RunWithTransaction(f func(tx *sqlx.Tx) error) error
	LockWalletsTx(tx *sqlx.Tx, names []string) error
	TransferTx(tx *sqlx.Tx, from, to string, amount uint64) error
	ClaimTx(tx *sqlx.Tx, id string) (bool, error)
}

// Service holds the injected repository.
type Service struct{ repo Repository }

// NewService stores the repository it is handed.
func NewService(repo Repository) *Service { // want NewService:`injected\(0:service.Service.repo.ClaimTx after a transaction nothing keys, 0:service.Service.repo.LockWalletsTx after a transaction nothing keys, 0:service.Service.repo.TransferTx after a transaction nothing keys, 0:service.Service.repo.TransferTx after a transaction nothing keys\)`
	return &Service{repo: repo}
}

// Transfer locks both wallets and transfers, keyed by nothing: whether the
// debit applies twice on a retry depends on the wired repository.
func (s *Service) Transfer(from, to string, amount uint64) error {
	return s.repo.RunWithTransaction(func(tx *sqlx.Tx) error {
		if err := s.repo.LockWalletsTx(tx, []string{from, to}); err != nil {
			return err
		}
		return s.repo.TransferTx(tx, from, to, amount)
	})
}

// TransferOnce claims the request ID through the same repository, on the
// same transaction, first: a replay stops at the claim.
func (s *Service) TransferOnce(id, from, to string, amount uint64) error {
	return s.repo.RunWithTransaction(func(tx *sqlx.Tx) error {
		ok, err := s.repo.ClaimTx(tx, id)
		if err != nil || !ok {
			return err
		}
		return s.repo.TransferTx(tx, from, to, amount)
	})
}

// TransferKeyed records the request ID in a dedup table on the same
// transaction itself.
func (s *Service) TransferKeyed(id, from, to string, amount uint64) error {
	return s.repo.RunWithTransaction(func(tx *sqlx.Tx) error {
		if _, err := tx.Exec(`INSERT INTO processed_transfers (id) VALUES ($1)`, id); err != nil {
			return err
		}
		return s.repo.TransferTx(tx, from, to, amount)
	})
}

// TransferAudited also hands the transaction to a func it is given, which
// may key it: nothing resolves that call, so nothing is carried.
func (s *Service) TransferAudited(audit func(tx *sqlx.Tx) error, from, to string, amount uint64) error {
	return s.repo.RunWithTransaction(func(tx *sqlx.Tx) error {
		if err := audit(tx); err != nil {
			return err
		}
		return s.repo.TransferTx(tx, from, to, amount)
	})
}
