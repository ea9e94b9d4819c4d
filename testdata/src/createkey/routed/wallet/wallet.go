// Package wallet is a concrete service over a store interface its
// constructor is handed: what Transfer does depends on the store wired in.
package wallet

import "github.com/google/uuid"

type Tx struct {
	ID     string
	From   string
	To     string
	Amount int64
}

// TxStore is the service's port; its implementations live elsewhere.
type TxStore interface {
	Create(tx *Tx) error
	Sum(wallet string) (int64, error)
}

type Service struct {
	store TxStore
}

func NewService(store TxStore) *Service { return &Service{store: store} }

// Transfer records a transfer under a fresh ID.
func (s *Service) Transfer(from, to string, amount int64) error {
	return s.store.Create(&Tx{ID: uuid.NewString(), From: from, To: to, Amount: amount})
}

// Balance only reads.
func (s *Service) Balance(wallet string) (int64, error) { return s.store.Sum(wallet) }
