// Package domain imports nothing idemlint knows: a concrete service over a
// repository interface its constructor is handed. Deposit reaches the
// repository inside a literal it hands the repository's own transaction
// runner.
package domain

type Repo interface {
	Credit(wallet string, amount int64) error
	InTx(fn func() error) error
}

type Service struct{ repo Repo }

func NewService(r Repo) *Service { return &Service{repo: r} }

func (s *Service) Deposit(wallet string, amount int64) error {
	return s.repo.InTx(func() error { return s.repo.Credit(wallet, amount) })
}
