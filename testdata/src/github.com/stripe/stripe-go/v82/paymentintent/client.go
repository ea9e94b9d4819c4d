// Package paymentintent simulates github.com/stripe/stripe-go/v82/paymentintent for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package paymentintent

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/payment_intents APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New creates a PaymentIntent object.
func New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}

// New creates a PaymentIntent object.
func (c Client) New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}

// Get retrieves the details of a PaymentIntent that has previously been created.
func Get(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}

// Capture captures the funds of an existing uncaptured PaymentIntent.
func Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}

// Confirm confirms that your customer intends to pay with current or provided payment method.
func Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return &stripe.PaymentIntent{}, nil
}
