// Package wallet is the domain service: concrete, over repository ports
// its constructor is handed.
package wallet

import (
	"errors"

	"github.com/google/uuid"
)

var ErrInsufficient = errors.New("insufficient balance")

type Transaction struct {
	ID       string
	WalletID string
	Amount   int64
	Kind     string
}

type WalletRepository interface {
	Balance(walletID string) (int64, error)
}

type TransactionRepository interface {
	Create(tx *Transaction) error
}

type Service struct {
	wallets WalletRepository
	txs     TransactionRepository
}

func NewService(wallets WalletRepository, txs TransactionRepository) *Service {
	return &Service{wallets: wallets, txs: txs}
}

// Transfer records the debit and the credit under fresh IDs.
func (s *Service) Transfer(from, to string, amount int64) error {
	bal, err := s.wallets.Balance(from)
	if err != nil {
		return err
	}
	if bal < amount {
		return ErrInsufficient
	}
	if err := s.txs.Create(&Transaction{ID: uuid.NewString(), WalletID: from, Amount: -amount, Kind: "transfer"}); err != nil {
		return err
	}
	return s.txs.Create(&Transaction{ID: uuid.NewString(), WalletID: to, Amount: amount, Kind: "transfer"})
}

// Balance only reads.
func (s *Service) Balance(walletID string) (int64, error) { return s.wallets.Balance(walletID) }
