package knowledge

// github.com/stripe/stripe-go/v82 and its resource packages.
//
// Every call that creates or changes a Stripe object is an Effect of kind
// payment. Stripe dedups a POST by its Idempotency-Key header: set it with
// params.SetIdempotencyKey(key) or the IdempotencyKey field. Without one the
// SDK mints a fresh key per call (NewIdempotencyKey), which covers the SDK's
// own network retries but not a retry of the user's code or a redelivered
// message. Three API shapes are covered: the resource packages' functions
// (paymentintent.New), their Client types (the client.API fields), and the
// stripe.Client services (sc.V1PaymentIntents.Create).

var stripeFuncs = []*Func{
	// stripe: keys.
	{Name: "(*github.com/stripe/stripe-go/v82.Params).SetIdempotencyKey", Roles: []Role{KeySink}, Params: []string{"val"}, Key: "val"},
	{Name: "github.com/stripe/stripe-go/v82.NewIdempotencyKey", Roles: []Role{Source}, Source: SrcRand,
		Why: "legitimate inside the SDK, which calls it once per request so its own retries share the key; called from user code it mints a key from time and rand that a retry of that code never repeats"},

	// Reads: deliberate negatives.
	{Name: "github.com/stripe/stripe-go/v82/charge.Get", Roles: []Role{None}, Params: []string{"id", "params"},
		Why: "a read: safe to retry, and the way to learn whether an earlier attempt went through"},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.Get", Roles: []Role{None}, Params: []string{"id", "params"},
		Why: "a read: safe to retry, and the way to learn whether an earlier attempt went through"},

	// charge.
	{Name: "(github.com/stripe/stripe-go/v82/charge.Client).Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/charge.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(github.com/stripe/stripe-go/v82/charge.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/charge.Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/charge.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/charge.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// checkout/session.
	{Name: "(github.com/stripe/stripe-go/v82/checkout/session.Client).Expire", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/checkout/session.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/checkout/session.Expire", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/checkout/session.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// customer.
	{Name: "(github.com/stripe/stripe-go/v82/customer.Client).Del", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/customer.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(github.com/stripe/stripe-go/v82/customer.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/customer.Del", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/customer.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/customer.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// invoice.
	{Name: "(github.com/stripe/stripe-go/v82/invoice.Client).FinalizeInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/invoice.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(github.com/stripe/stripe-go/v82/invoice.Client).Pay", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/invoice.Client).SendInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/invoice.Client).VoidInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/invoice.FinalizeInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/invoice.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/invoice.Pay", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/invoice.SendInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/invoice.VoidInvoice", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// paymentintent.
	{Name: "(github.com/stripe/stripe-go/v82/paymentintent.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/paymentintent.Client).Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/paymentintent.Client).Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/paymentintent.Client).IncrementAuthorization", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/paymentintent.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(github.com/stripe/stripe-go/v82/paymentintent.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.Capture", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.IncrementAuthorization", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentintent.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// paymentmethod.
	{Name: "(github.com/stripe/stripe-go/v82/paymentmethod.Client).Attach", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/paymentmethod.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentmethod.Attach", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/paymentmethod.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// payout.
	{Name: "(github.com/stripe/stripe-go/v82/payout.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/payout.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(github.com/stripe/stripe-go/v82/payout.Client).Reverse", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/payout.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/payout.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/payout.Reverse", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// refund.
	{Name: "(github.com/stripe/stripe-go/v82/refund.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/refund.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/refund.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/refund.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// setupintent.
	{Name: "(github.com/stripe/stripe-go/v82/setupintent.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/setupintent.Client).Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/setupintent.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/setupintent.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/setupintent.Confirm", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/setupintent.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

	// subscription.
	{Name: "(github.com/stripe/stripe-go/v82/subscription.Client).Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "(github.com/stripe/stripe-go/v82/subscription.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "(github.com/stripe/stripe-go/v82/subscription.Client).Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/subscription.Cancel", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},
	{Name: "github.com/stripe/stripe-go/v82/subscription.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/subscription.Update", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"id", "params"}},

	// transfer.
	{Name: "(github.com/stripe/stripe-go/v82/transfer.Client).New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},
	{Name: "github.com/stripe/stripe-go/v82/transfer.New", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"params"}},

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

var stripeFields = []*Field{
	{Name: "github.com/stripe/stripe-go/v82.Params.IdempotencyKey", Roles: []Role{KeySink},
		Why: "sent as the Idempotency-Key header; every *Params type embeds Params"},
}
