// Package stripe simulates github.com/stripe/stripe-go/v79 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package stripe

import (
	"context"
	"net/http"
)

// Params is the structure that contains the common properties
// of any *Params structure.
type Params struct {
	// Context used for request.
	Context context.Context `form:"-"`

	// Headers may be used to provide extra header lines on the HTTP request.
	Headers http.Header `form:"-"`

	IdempotencyKey *string `form:"-"` // Passed as header
}

// SetIdempotencyKey sets a value for the Idempotency-Key header.
func (p *Params) SetIdempotencyKey(val string) {
	p.IdempotencyKey = &val
}

// NewIdempotencyKey generates a new idempotency key that
// can be used on a request.
func NewIdempotencyKey() string { return "" }

// Int64 returns a pointer to the int64 value passed in.
func Int64(v int64) *int64 { return &v }

// String returns a pointer to the string value passed in.
func String(v string) *string { return &v }

// PaymentIntentParams creates a PaymentIntent.
type PaymentIntentParams struct {
	Params   `form:"*"`
	Amount   *int64  `form:"amount"`
	Currency *string `form:"currency"`
}

// PaymentIntent is the resource representing a Stripe PaymentIntent.
type PaymentIntent struct {
	Amount       int64  `json:"amount"`
	ClientSecret string `json:"client_secret"`
	ID           string `json:"id"`
}
