// Package service is concrete, over a repository interface its
// constructor is handed.
package service

type Deposit struct {
	Wallet string `json:"wallet"`
	Amount int64  `json:"amount"`
}

type Repository interface {
	Credit(wallet string, amount int64) error
	Balance(wallet string) (int64, error)
}

type Service struct{ repo Repository }

func NewService(repo Repository) *Service { return &Service{repo: repo} }

func (s *Service) Deposit(d Deposit) error { return s.repo.Credit(d.Wallet, d.Amount) }

func (s *Service) Balance(wallet string) (int64, error) { return s.repo.Balance(wallet) }
