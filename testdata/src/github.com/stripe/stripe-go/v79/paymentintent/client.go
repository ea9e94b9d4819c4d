// Package paymentintent simulates github.com/stripe/stripe-go/v79/paymentintent for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package paymentintent

import stripe "github.com/stripe/stripe-go/v79"

// New creates a PaymentIntent object.
func New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}

// Get retrieves the details of a PaymentIntent that has previously been created.
func Get(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}
