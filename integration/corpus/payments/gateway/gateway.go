// Package gateway declares the parts of stripe-go's client the payments
// service uses, so that the service can be tested with fakes. In
// production *stripe.Client's service clients implement them.
package gateway

import (
	"context"

	"github.com/stripe/stripe-go/v82"
)

// PaymentIntents is the subset of stripe.Client.V1PaymentIntents in use.
type PaymentIntents interface {
	Create(ctx context.Context, params *stripe.PaymentIntentCreateParams) (*stripe.PaymentIntent, error)
	Capture(ctx context.Context, id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error)
}

// Refunds is the subset of stripe.Client.V1Refunds in use.
type Refunds interface {
	Create(ctx context.Context, params *stripe.RefundCreateParams) (*stripe.Refund, error)
}
