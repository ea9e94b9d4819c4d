// Package transfer simulates github.com/stripe/stripe-go/v82/transfer for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package transfer

import stripe "github.com/stripe/stripe-go/v82"

// New creates a transfer.
func New(params *stripe.TransferParams) (*stripe.Transfer, error) {
	return &stripe.Transfer{}, nil
}
