// Package service is hand-written code over the sqlc-generated package
// pgdb (pgx v5): it runs the generated queries inside a retry.
package service

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/idemlint/idemlint/integration/cases/sqlcgen/pgdb"
)

type Billing struct {
	q *pgdb.Queries
}

func NewBilling(pool *pgxpool.Pool) *Billing { return &Billing{q: pgdb.New(pool)} }

// Credit retries the generated delta: an attempt whose UPDATE committed
// but whose answer was lost credits the account again.
func (b *Billing) Credit(ctx context.Context, id string, amount int64) error {
	return retry.Do(func() error {
		return b.q.CreditAccount(ctx, pgdb.CreditAccountParams{ID: id, Balance: amount}) // want: relativewrite, retrykeyless
	}, retry.Context(ctx))
}

// Twin: the generated absolute write converges, retried or not.
func (b *Billing) Reset(ctx context.Context, id string, balance int64) error {
	return retry.Do(func() error {
		return b.q.SetBalance(ctx, pgdb.SetBalanceParams{ID: id, Balance: balance})
	}, retry.Context(ctx))
}

// Twin: reading the balance changes nothing.
func (b *Billing) Balance(ctx context.Context, id string) (int64, error) {
	return b.q.GetBalance(ctx, id)
}
