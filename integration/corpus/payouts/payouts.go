// Package payouts is the domain of the payouts service: a payout and the
// interfaces of the bank and the mailer its stores and notifiers are
// given. The implementations (over the bank's API and the mail provider)
// and the main that wires them live in another repository, so none is in
// the analysed code.
package payouts

import "context"

// Payout is a transfer to an account holder.
type Payout struct {
	ID        string
	Account   string
	AmountMin int64
	Currency  string
}

// Bank sends transfers.
type Bank interface {
	Transfer(ctx context.Context, p Payout) error
}

// Mailer sends templated mails to an account holder.
type Mailer interface {
	Send(ctx context.Context, account, template string) error
}

// QuoteFunc asks the FX provider for a rate.
type QuoteFunc func(ctx context.Context, currency string) (string, error)
