// Package customer simulates github.com/stripe/stripe-go/v82/customer for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package customer

import stripe "github.com/stripe/stripe-go/v82"

// New creates a new customer object.
func New(params *stripe.CustomerParams) (*stripe.Customer, error) {
	return &stripe.Customer{}, nil
}
