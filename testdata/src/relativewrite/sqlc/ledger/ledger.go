// Package ledger is a service over the sqlc-shaped package db, injected
// through its constructor: the delta is reported where the query runs, in
// db, and the service's call carries it through the summary.
package ledger

import (
	"context"

	"relativewrite/sqlc/db"
)

type Service struct{ q *db.Queries }

func NewService(q *db.Queries) *Service { return &Service{q: q} }

func (s *Service) Deposit(ctx context.Context, id string, amt int64) error {
	return s.q.CreditAccount(ctx, db.CreditAccountParams{ID: id, Amount: amt})
}
