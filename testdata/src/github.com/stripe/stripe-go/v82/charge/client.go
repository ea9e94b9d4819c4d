// Package charge simulates github.com/stripe/stripe-go/v82/charge for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package charge

import stripe "github.com/stripe/stripe-go/v82"

// New creates a charge.
func New(params *stripe.ChargeParams) (*stripe.Charge, error) {
	return &stripe.Charge{}, nil
}

// Get retrieves the details of a charge that has previously been created.
func Get(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	return &stripe.Charge{}, nil
}

// List returns a list of charges you've previously created.
func List(params *stripe.ChargeListParams) *Iter { return &Iter{Iter: &stripe.Iter{}} }

// Iter is an iterator for charges.
type Iter struct {
	*stripe.Iter
}

// Charge returns the charge which the iterator is currently pointing to.
func (i *Iter) Charge() *stripe.Charge { return i.Current().(*stripe.Charge) }
