// Package wallet is the domain of the wallet service: transfers between
// accounts, payouts to a bank, card holds and top-ups. The clients of the
// bank and of the provider's statement are interfaces: the adapters that
// implement them are built by the service's main, in another repository.
package wallet

import (
	"context"
	"errors"
	"time"
)

// Transfer is a movement between two accounts, keyed by the client's
// Idempotency-Key.
type Transfer struct {
	ID          string    `json:"id"`
	From        string    `json:"from"`
	To          string    `json:"to"`
	Amount      int64     `json:"amount"`
	Status      string    `json:"status"`
	ProviderRef string    `json:"provider_ref,omitempty"`
	CreatedAt   time.Time `json:"created_at"`
}

// Statuses of a transfer, a payout and a request record.
const (
	StatusPending   = "pending"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
)

// Hold reserves an amount on a card until it is captured or released.
type Hold struct {
	Card   string `json:"card"`
	Amount int64  `json:"amount"`
}

// Line is one line of the provider's statement.
type Line struct {
	Ref    string
	Amount int64
	Status string
}

var (
	ErrInProgress        = errors.New("wallet: a request with this key is in progress")
	ErrInsufficientFunds = errors.New("wallet: insufficient funds")
	ErrLimitExceeded     = errors.New("wallet: daily top-up limit exceeded")
	ErrKeyReused         = errors.New("wallet: idempotency key reused with a different request")
)

// Bank moves money at the provider. Every call carries the caller's key as
// the provider's idempotency key.
type Bank interface {
	Move(ctx context.Context, key string, t Transfer) (ref string, err error)
	Payout(ctx context.Context, key, account string, amount int64) (ref string, err error)
	Hold(ctx context.Context, key string, h Hold) error
}

// Statement reads the provider's side of a day.
type Statement interface {
	Lines(ctx context.Context, day time.Time) ([]Line, error)
}
