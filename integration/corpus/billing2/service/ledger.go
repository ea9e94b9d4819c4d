package service

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Wallets opens customer wallets in the ledger database (pgx).
type Wallets struct{ pool *pgxpool.Pool }

func NewWallets(pool *pgxpool.Pool) *Wallets { return &Wallets{pool: pool} }

// Open retries an INSERT … RETURNING: a lost reply opens a second wallet.
func (w *Wallets) Open(ctx context.Context, customerID, currency string) (int64, error) {
	return retry.DoWithData(func() (int64, error) {
		var id int64
		err := w.pool.QueryRow(ctx, // want: retrykeyless
			`INSERT INTO wallets (customer_id, currency) VALUES ($1, $2) RETURNING id`, customerID, currency).Scan(&id)
		return id, err
	}, retry.Context(ctx), retry.Attempts(4))
}

// OpenOnce upserts on (customer_id, currency): every attempt returns the
// same wallet.
func (w *Wallets) OpenOnce(ctx context.Context, customerID, currency string) (int64, error) {
	return retry.DoWithData(func() (int64, error) {
		var id int64
		err := w.pool.QueryRow(ctx,
			`INSERT INTO wallets (customer_id, currency) VALUES ($1, $2)
			 ON CONFLICT (customer_id, currency) DO UPDATE SET currency = EXCLUDED.currency RETURNING id`,
			customerID, currency).Scan(&id)
		return id, err
	}, retry.Context(ctx), retry.Attempts(4))
}
