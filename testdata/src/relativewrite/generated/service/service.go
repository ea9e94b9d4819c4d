// Package service calls the generated queries of package db: the findings
// in generated code are reported here, at the calls.
package service

import (
	"context"

	"relativewrite/generated/db"
)

type Service struct {
	q *db.Queries
	i db.Querier
}

// Credit calls the generated delta twice: one report, at the first call.
func (s *Service) Credit(ctx context.Context, id string, amount int64) error {
	if err := s.q.CreditAccount(ctx, db.CreditAccountParams{ID: id, Amount: amount}); err != nil { // want `in generated db.Queries.CreditAccount \(UPDATE accounts SET balance = balance \+ \$2 WHERE id = \$1\): balance = balance \+ \$2 applies the delta again on every retry or redelivery`
		return err
	}
	return s.q.CreditAccount(ctx, db.CreditAccountParams{ID: id, Amount: amount})
}

// Both reaches the delta through a generated caller: the chain is named.
func (s *Service) Both(ctx context.Context, a, b db.CreditAccountParams) error {
	return s.q.CreditBoth(ctx, a, b) // want `in generated db.Queries.CreditBoth, which calls db.Queries.CreditAccount \(UPDATE accounts`
}

// Through calls through the generated Querier interface.
func (s *Service) Through(ctx context.Context, id string) error {
	return s.i.CreditAccount(ctx, db.CreditAccountParams{ID: id, Amount: 1}) // want `in generated db.Queries.CreditAccount \(UPDATE`
}

// Twin: the absolute write converges.
func (s *Service) Set(ctx context.Context, id string, balance int64) error {
	if err := s.q.SetBalance(ctx, db.SetBalanceParams{ID: id, Balance: balance}); err != nil {
		return err
	}
	return s.i.SetBalance(ctx, db.SetBalanceParams{ID: id, Balance: balance})
}

// Twin: the caller claims the event first on every path (a generated
// INSERT … ON CONFLICT DO NOTHING whose count it checks): a redelivery
// stops at the claim.
func (s *Service) CreditOnce(ctx context.Context, event, id string, amount int64) error {
	n, err := s.q.MarkProcessed(ctx, event)
	if err != nil || n == 0 {
		return err
	}
	return s.q.CreditAccount(ctx, db.CreditAccountParams{ID: id, Amount: amount})
}
