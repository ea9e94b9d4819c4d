// Package stripe simulates github.com/stripe/stripe-go/v82 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package stripe

import (
	"context"
	"net/http"
)

// Key is the Stripe API key used globally in the binding.
var Key string

// Backend is an interface for making calls against a Stripe service.
type Backend interface{}

// Params is the structure that contains the common properties
// of any *Params structure.
type Params struct {
	// Context used for request.
	Context context.Context `form:"-" json:"-"`

	// Headers may be used to provide extra header lines on the HTTP request.
	Headers http.Header `form:"-" json:"-"`

	IdempotencyKey *string `form:"-" json:"-"` // Passed as header

	// StripeAccount may contain the ID of a connected account.
	StripeAccount *string `form:"-" json:"-"` // Passed as header
}

// AddMetadata adds a new key-value pair to the Metadata.
func (p *Params) AddMetadata(key, value string) {}

// SetIdempotencyKey sets a value for the Idempotency-Key header.
func (p *Params) SetIdempotencyKey(val string) {
	p.IdempotencyKey = &val
}

// NewIdempotencyKey generates a new idempotency key that
// can be used on a request.
func NewIdempotencyKey() string { return "" }

// Bool returns a pointer to the bool value passed in.
func Bool(v bool) *bool { return &v }

// Int64 returns a pointer to the int64 value passed in.
func Int64(v int64) *int64 { return &v }

// String returns a pointer to the string value passed in.
func String[T ~string](v T) *string {
	s := string(v)
	return &s
}

// Currency is the list of supported currencies.
type Currency string

// List of values that Currency can take.
const (
	CurrencyEUR Currency = "eur" // Euro
	CurrencyUSD Currency = "usd" // United States Dollar
)

// PaymentIntentStatus is the status of a PaymentIntent.
type PaymentIntentStatus string

// List of values that PaymentIntentStatus can take.
const (
	PaymentIntentStatusRequiresCapture PaymentIntentStatus = "requires_capture"
	PaymentIntentStatusSucceeded       PaymentIntentStatus = "succeeded"
)

// PaymentIntentParams creates a PaymentIntent.
type PaymentIntentParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Confirm       *bool   `form:"confirm"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	PaymentMethod *string `form:"payment_method"`
	TransferGroup *string `form:"transfer_group"`
}

// PaymentIntentCreateParams creates a PaymentIntent.
type PaymentIntentCreateParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Confirm       *bool   `form:"confirm"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	PaymentMethod *string `form:"payment_method"`
	TransferGroup *string `form:"transfer_group"`
}

// PaymentIntentCaptureParams captures the funds of an existing uncaptured PaymentIntent.
type PaymentIntentCaptureParams struct {
	Params          `form:"*"`
	AmountToCapture *int64 `form:"amount_to_capture"`
}

// PaymentIntentConfirmParams confirms that your customer intends to pay.
type PaymentIntentConfirmParams struct {
	Params        `form:"*"`
	PaymentMethod *string `form:"payment_method"`
}

// PaymentIntent guides you through the process of collecting a payment from your customer.
type PaymentIntent struct {
	Amount   int64               `json:"amount"`
	Currency Currency            `json:"currency"`
	ID       string              `json:"id"`
	Status   PaymentIntentStatus `json:"status"`
}

// ChargeParams creates a charge.
type ChargeParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	TransferGroup *string `form:"transfer_group"`
}

// Charge is a single attempt to move money into your Stripe account.
type Charge struct {
	Amount   int64    `json:"amount"`
	Currency Currency `json:"currency"`
	ID       string   `json:"id"`
	Paid     bool     `json:"paid"`
}

// RefundParams creates a refund.
type RefundParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Charge        *string `form:"charge"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	PaymentIntent *string `form:"payment_intent"`
}

// Refund objects allow you to refund a previously created charge.
type Refund struct {
	Amount   int64    `json:"amount"`
	Currency Currency `json:"currency"`
	ID       string   `json:"id"`
}

// CustomerParams creates a customer.
type CustomerParams struct {
	Params        `form:"*"`
	Description   *string `form:"description"`
	Email         *string `form:"email"`
	Name          *string `form:"name"`
	PaymentMethod *string `form:"payment_method"`
}

// Customer represents a customer of your business.
type Customer struct {
	Email string `json:"email"`
	ID    string `json:"id"`
}

// TransferParams creates a transfer.
type TransferParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Description   *string `form:"description"`
	Destination   *string `form:"destination"`
	TransferGroup *string `form:"transfer_group"`
}

// Transfer is sent from a Stripe account to a connected account.
type Transfer struct {
	Amount   int64    `json:"amount"`
	Currency Currency `json:"currency"`
	ID       string   `json:"id"`
}

// Client is the Stripe client.
type Client struct {
	// V1PaymentIntents is the service used to invoke /v1/payment_intents APIs.
	V1PaymentIntents *v1PaymentIntentService
}

type clientConfig struct{}

// ClientOption configures a Client.
type ClientOption func(*clientConfig)

// NewClient creates a new Stripe Client with the given API key.
func NewClient(key string, opts ...ClientOption) *Client {
	return &Client{V1PaymentIntents: &v1PaymentIntentService{Key: key}}
}

type v1PaymentIntentService struct {
	B   Backend
	Key string
}

// Create creates a PaymentIntent object.
func (c v1PaymentIntentService) Create(ctx context.Context, params *PaymentIntentCreateParams) (*PaymentIntent, error) {
	return &PaymentIntent{}, nil
}

// Capture captures the funds of an existing uncaptured PaymentIntent.
func (c v1PaymentIntentService) Capture(ctx context.Context, id string, params *PaymentIntentCaptureParams) (*PaymentIntent, error) {
	return &PaymentIntent{}, nil
}

// Confirm confirms that your customer intends to pay with current or provided payment method.
func (c v1PaymentIntentService) Confirm(ctx context.Context, id string, params *PaymentIntentConfirmParams) (*PaymentIntent, error) {
	return &PaymentIntent{}, nil
}

// ChargeListParams is the set of parameters that can be used when listing charges.
type ChargeListParams struct{}

// Iter provides a convenient interface for iterating over the elements
// returned from paginated list API calls.
type Iter struct{}

// Current returns the most recent item visited by a call to Next.
func (it *Iter) Current() interface{} { return nil }

// Err returns the error, if any, that caused the Iter to stop.
func (it *Iter) Err() error { return nil }

// Next advances the Iter to the next item in the list, which will then be
// available through the Current method.
func (it *Iter) Next() bool { return false }
