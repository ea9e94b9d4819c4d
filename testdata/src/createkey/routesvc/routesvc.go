// Package routesvc is the service behind the routekey handlers: a charge
// keyed by its parameter, a claim of a transfer ID in a table, and a
// charge whose key the service mints itself.
package routesvc

import (
	"context"
	"database/sql"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Payments struct{ DB *sql.DB }

// Charge charges the account with key as stripe's idempotency key.
func (p *Payments) Charge(ctx context.Context, key, account string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Customer: stripe.String(account)}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// ChargeMinted charges the account with a key minted here, per call: the
// account is a filter, not a key.
func (p *Payments) ChargeMinted(ctx context.Context, account string, amount int64) error {
	return p.Charge(ctx, uuid.NewString(), account, amount)
}

// Transfer claims the transfer's ID, then charges, then records the
// transfer with its account.
func (p *Payments) Transfer(ctx context.Context, id, account string, amount int64) error {
	res, err := p.DB.ExecContext(ctx, `INSERT INTO transfer_claims (transfer_id, account) VALUES ($1, $2) ON CONFLICT (transfer_id) DO NOTHING`, id, account)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}); err != nil {
		return err
	}
	_, err = p.DB.ExecContext(ctx, `INSERT INTO transfers (id, account, amount) VALUES ($1, $2, $3)`, id, account, amount)
	return err
}
