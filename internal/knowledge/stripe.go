package knowledge

import "strings"

// github.com/stripe/stripe-go, majors v79 and v82, and their resource
// packages.
//
// Every call that creates or changes a Stripe object is an Effect of kind
// payment. Stripe dedups a POST by its Idempotency-Key header: set it with
// params.SetIdempotencyKey(key) or the IdempotencyKey field. Without one the
// SDK mints a fresh key per call (NewIdempotencyKey), which covers the SDK's
// own network retries but not a retry of the user's code or a redelivered
// message. Three API shapes are covered: the resource packages' functions
// (paymentintent.New), their Client types (the client.API fields), and the
// stripe.Client services (sc.V1PaymentIntents.Create), which v82 added.
//
// The resource packages and Params have the same names and parameters in
// every major the knowledge describes, so they are written once, with STRIPE
// for the module path, and stripeMajor instantiates them per major; each
// major is proven against the real module in integration/ (deps.go imports
// both). A major is added here only once it is pinned and proven there.

// stripeMajors are the stripe-go modules whose resource packages and Params
// stripeSDK describes.
var stripeMajors = []string{"github.com/stripe/stripe-go/v79", "github.com/stripe/stripe-go/v82"}

// stripeFuncs is stripeSDK for every major, and the v82 services.
var stripeFuncs = append(stripeMajor(stripeSDK, func(f Func, major string) *Func {
	f.Name = strings.Replace(f.Name, stripeModule, major, 1)
	return &f
}), stripeV82Services...)

// stripeFields is stripeSDKFields for every major.
var stripeFields = stripeMajor(stripeSDKFields, func(f Field, major string) *Field {
	f.Name = strings.Replace(f.Name, stripeModule, major, 1)
	return &f
})

// stripeModule stands for a major's module path in stripeSDK's names.
const stripeModule = "STRIPE"

// stripeMajor returns, for each of stripeMajors, a copy of each template
// entry that name has given the major's path.
func stripeMajor[E any](tmpl []*E, name func(E, string) *E) []*E {
	return forModules(stripeMajors, tmpl, name)
}

// forModules returns, for each of paths (the import paths of one library's
// majors or moves), a copy of each template entry that name has given the
// path, in the order of paths.
func forModules[E any](paths []string, tmpl []*E, name func(E, string) *E) []*E {
	var out []*E
	for _, path := range paths {
		for _, e := range tmpl {
			out = append(out, name(*e, path))
		}
	}
	return out
}

// stripeSDK: the resource packages and Params, in every major.
var stripeSDK = []*Func{
	// stripe: keys.
	{Name: "(*STRIPE.Params).SetIdempotencyKey", Roles: []Role{KeySink}, Params: []string{"val"}, Key: "val"},
	{Name: "STRIPE.NewIdempotencyKey", Roles: []Role{Source}, Source: SrcRand,
		Why: "legitimate inside the SDK, which calls it once per request so its own retries share the key; called from user code it mints a key from time and rand that a retry of that code never repeats"},

	// Reads: deliberate negatives.
	{Name: "STRIPE/charge.Get", Roles: []Role{None}, Params: []string{"id", "params"},
		Why: "a read: safe to retry, and the way to learn whether an earlier attempt went through"},
	{Name: "STRIPE/paymentintent.Get", Roles: []Role{None}, Params: []string{"id", "params"},
		Why: "a read: safe to retry, and the way to learn whether an earlier attempt went through"},

	// charge.
	{Name: "(STRIPE/charge.Client).Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/charge.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(STRIPE/charge.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/charge.Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/charge.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/charge.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// checkout/session.
	{Name: "(STRIPE/checkout/session.Client).Expire", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/checkout/session.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/checkout/session.Expire", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/checkout/session.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// customer.
	{Name: "(STRIPE/customer.Client).Del", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/customer.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(STRIPE/customer.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/customer.Del", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/customer.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/customer.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// invoice.
	{Name: "(STRIPE/invoice.Client).FinalizeInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/invoice.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(STRIPE/invoice.Client).Pay", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/invoice.Client).SendInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/invoice.Client).VoidInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/invoice.FinalizeInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/invoice.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/invoice.Pay", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/invoice.SendInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/invoice.VoidInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// paymentintent.
	{Name: "(STRIPE/paymentintent.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/paymentintent.Client).Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/paymentintent.Client).Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/paymentintent.Client).IncrementAuthorization", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/paymentintent.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(STRIPE/paymentintent.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/paymentintent.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/paymentintent.Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/paymentintent.Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/paymentintent.IncrementAuthorization", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/paymentintent.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/paymentintent.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// paymentmethod.
	{Name: "(STRIPE/paymentmethod.Client).Attach", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/paymentmethod.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/paymentmethod.Attach", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/paymentmethod.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// payout.
	{Name: "(STRIPE/payout.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/payout.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(STRIPE/payout.Client).Reverse", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/payout.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/payout.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/payout.Reverse", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// refund.
	{Name: "(STRIPE/refund.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/refund.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/refund.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/refund.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// setupintent.
	{Name: "(STRIPE/setupintent.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/setupintent.Client).Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/setupintent.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/setupintent.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/setupintent.Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/setupintent.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// subscription.
	{Name: "(STRIPE/subscription.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(STRIPE/subscription.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(STRIPE/subscription.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/subscription.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "STRIPE/subscription.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/subscription.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// transfer.
	{Name: "(STRIPE/transfer.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "STRIPE/transfer.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
}

// stripeV82Services: the stripe.Client services, new in v82.
var stripeV82Services = []*Func{
	// The stripe.Client services (stripe.NewClient(key).V1PaymentIntents.Create…).
	{Name: "(github.com/stripe/stripe-go/v82.v1ChargeService).Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1ChargeService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1ChargeService).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1CheckoutSessionService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1CheckoutSessionService).Expire", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1CustomerService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1CustomerService).Delete", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1CustomerService).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1InvoiceService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1InvoiceService).FinalizeInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1InvoiceService).Pay", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1InvoiceService).SendInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1InvoiceService).VoidInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).IncrementAuthorization", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentIntentService).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentMethodService).Attach", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PaymentMethodService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PayoutService).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PayoutService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1PayoutService).Reverse", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1RefundService).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1RefundService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1SetupIntentService).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1SetupIntentService).Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1SetupIntentService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1SubscriptionService).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1SubscriptionService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1SubscriptionService).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82.v1TransferService).Create", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "params"}},
}

var stripeSDKFields = []*Field{
	{Name: "STRIPE.Params.IdempotencyKey", Roles: []Role{KeySink},
		Why: "sent as the Idempotency-Key header; every *Params type embeds Params"},
}
