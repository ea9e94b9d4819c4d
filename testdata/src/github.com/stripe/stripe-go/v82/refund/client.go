// Package refund simulates github.com/stripe/stripe-go/v82/refund for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package refund

import stripe "github.com/stripe/stripe-go/v82"

// New creates a refund.
func New(params *stripe.RefundParams) (*stripe.Refund, error) {
	return &stripe.Refund{}, nil
}
