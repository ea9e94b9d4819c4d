package knowledge

// github.com/lightningnetwork/lnd's gRPC clients: lnrpc.LightningClient and
// routerrpc.RouterClient, the generated interfaces a Go service pays through.
//
// LND keys a Lightning payment by its payment hash. Before it sends an HTLC
// it registers the hash in its payment database (channeldb's
// PaymentControl.InitPayment), which refuses a hash already in flight
// (ErrPaymentInFlight) or already paid (ErrAlreadyPaid); only a payment that
// failed may be sent again under its hash. So a payment is keyed by where its
// hash comes from: an invoice payment by the hash inside the BOLT 11 invoice
// (PaymentRequest), a keysend or a spontaneous payment by the PaymentHash the
// caller sets, the hash of a preimage the caller chooses. The request fields
// that carry the hash are KeySink fields: a hash of a preimage minted per call
// is a key minted per call (keyderivation), an invoice the client sent is the
// client's key (createkey). On-chain sends (SendCoins, SendMany) have no key:
// every call builds and broadcasts a new transaction.
//
// Proven against lnd v0.16.4-beta in integration/ (deps.go): from v0.17 on,
// lnd's go.mod replaces google.golang.org/protobuf with its hex-display fork,
// a replace a dependent module does not inherit, and lnrpc does not compile
// without it. The names and fields below are the same in v0.18.5.

var lndFuncs = []*Func{
	// lnrpc.LightningClient.
	{Name: "(github.com/lightningnetwork/lnd/lnrpc.LightningClient).SendPaymentSync", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "in", "opts"},
		Why: "keyed by the payment hash: the hash in in.PaymentRequest's invoice, or in.PaymentHash for a keysend; LND refuses a hash in flight or paid"},
	{Name: "(github.com/lightningnetwork/lnd/lnrpc.LightningClient).SendPayment", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "opts"},
		Why: "opens the stream whose SendRequests are paid one by one, each keyed as SendPaymentSync's request is"},
	{Name: "(github.com/lightningnetwork/lnd/lnrpc.LightningClient).SendToRouteSync", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "in", "opts"},
		Why: "keyed by in.PaymentHash; an MPP shard (a route with an MPP record) is added to the payment in flight under the same hash"},
	{Name: "(github.com/lightningnetwork/lnd/lnrpc.LightningClient).SendCoins", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "in", "opts"},
		Why: "an on-chain send with no key: every call builds and broadcasts a new transaction"},
	{Name: "(github.com/lightningnetwork/lnd/lnrpc.LightningClient).SendMany", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "in", "opts"},
		Why: "an on-chain send with no key: every call builds and broadcasts a new transaction"},

	// routerrpc.RouterClient.
	{Name: "(github.com/lightningnetwork/lnd/lnrpc/routerrpc.RouterClient).SendPaymentV2", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "in", "opts"},
		Why: "keyed by the payment hash: the hash in in.PaymentRequest's invoice, or in.PaymentHash for a keysend; LND refuses a hash in flight or paid"},
	{Name: "(github.com/lightningnetwork/lnd/lnrpc/routerrpc.RouterClient).SendToRouteV2", Roles: []Role{Effect}, Effect: KindPayment, Params: []string{"ctx", "in", "opts"},
		Why: "keyed by in.PaymentHash; an MPP shard (a route with an MPP record) is added to the payment in flight under the same hash"},
}

var lndFields = []*Field{
	{Name: "github.com/lightningnetwork/lnd/lnrpc.SendRequest.PaymentHash", Roles: []Role{KeySink},
		Why: "the payment's hash (a keysend's is the hash of the preimage the caller chooses): LND refuses a second payment of a hash in flight or paid"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc.SendRequest.PaymentHashString", Roles: []Role{KeySink},
		Why: "PaymentHash, hex-encoded (deprecated)"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc.SendRequest.PaymentRequest", Roles: []Role{KeySink},
		Why: "a BOLT 11 invoice, whose payment hash keys the payment"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc.SendToRouteRequest.PaymentHash", Roles: []Role{KeySink},
		Why: "the payment's hash: LND refuses a second payment of a hash paid, and of one in flight unless the route is an MPP shard of it"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc.SendToRouteRequest.PaymentHashString", Roles: []Role{KeySink},
		Why: "PaymentHash, hex-encoded (deprecated)"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc/routerrpc.SendPaymentRequest.PaymentHash", Roles: []Role{KeySink},
		Why: "the payment's hash (a keysend's is the hash of the preimage the caller chooses): LND refuses a second payment of a hash in flight or paid"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc/routerrpc.SendPaymentRequest.PaymentRequest", Roles: []Role{KeySink},
		Why: "a BOLT 11 invoice, whose payment hash keys the payment"},
	{Name: "github.com/lightningnetwork/lnd/lnrpc/routerrpc.SendToRouteRequest.PaymentHash", Roles: []Role{KeySink},
		Why: "the payment's hash: LND refuses a second payment of a hash paid, and of one in flight unless the route is an MPP shard of it"},
}
