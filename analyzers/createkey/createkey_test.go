package createkey_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/createkey"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestHTTP: net/http (Go 1.22 patterns, ServeHTTP, literals), chi,
// gorilla/mux, gin and echo handlers that create without a key, beside
// their twins (a key header, a key in the body or the path, GET/PUT/DELETE,
// reads, updates and upserts), the effect reached through a service and a
// repository in other packages; a test's stub handler is silent.
func TestHTTP(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/nethttp", "createkey/chirouter", "createkey/muxrouter", "createkey/ginrouter", "createkey/echorouter")
}

// TestGRPC: Create methods of a generated …Server interface.
func TestGRPC(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/grpcsvc")
}

// TestGormCreates: POST handlers over a gorm repository in another
// package; only Create and CreateInBatches insert a row (not Updates,
// Delete, a Save of the model the caller hands in), and the effect named
// is the insert even after an update.
func TestGormCreates(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/ginadmin")
}

// TestUnknownMethod: handlers whose routes another package registers are
// judged by their payments and publishes only: a row insert (a create, an
// update's audit row, a login's get-or-create) is no create there.
func TestUnknownMethod(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/ginapi", "createkey/ginapirouter")
}

// TestRouteKey: a key the client chooses in the route (PathValue, chi's
// URLParam and routing Context, gorilla's Vars, gin's and echo's Param)
// that reaches the effect's key or a claim's conflict column, beside the
// same route value used only as a filter with a key the server mints.
func TestRouteKey(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/routekey")
}

// TestKeyHelper: a helper of the team's own, in another package, that
// reads the Idempotency-Key header and returns it is a key reader through
// its summary; a helper that reads another header is not.
func TestKeyHelper(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/keyhelper")
}

// TestNotCreates: POSTs that create nothing a client retries for (a login
// or token refresh storing a session in Redis or by an UPDATE, a one-time
// code checked, a webhook whose provider's event ID is claimed) beside
// their twins (a session row insert, an unclaimed webhook, an order).
func TestNotCreates(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/notcreate")
}

// TestSignup: a sign-up whose insert a unique constraint on a value the
// client sent guards is silent; one whose unique columns hold only server
// values is reported.
func TestSignup(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/signup")
}

// TestStripeV79: stripe-go v79's resource packages are payments as v82's
// are (one table, instantiated per major): a create without a key is
// reported, the same create keyed by the client's order ID and a read are
// not.
func TestStripeV79(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/stripev79")
}

// TestAPIClients: a POST handler that posts a Slack message (slack-go's
// PostMessageContext, a notification in the knowledge) beside one that
// adds a reaction, which Slack keys by user, emoji and message.
func TestAPIClients(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/slackpost")
}

// TestMethodSwitch: handlers registered for every method that switch on
// r.Method themselves (gophish's API): an insert under the POST branch
// (switch { case r.Method == "POST" }, switch r.Method { case
// http.MethodPost }, if r.Method != "POST" { return }, a literal called
// there) is a POST's, beside a POST branch that only reads or saves
// models whose ids are set, an insert under the GET branch, an insert
// after a GET-only branch, and a keyed POST branch.
func TestMethodSwitch(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/methodswitch")
}

// TestJinzhuGorm: gorm v1's Create, and its Save of a fresh model, insert
// in a POST handler; FirstOrCreate by the client's reference and a Save of
// a model whose ID is set do not.
func TestJinzhuGorm(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/jinzhugorm")
}

// TestLND: echo handlers that pay through LND's gRPC clients. A keysend
// whose payment hash is the hash of a preimage minted per request, and an
// on-chain send, are reported; the same payment of an invoice the client
// sends (keyed by the hash inside it) is not, through lnrpc's
// SendPaymentSync and routerrpc's SendPaymentV2. Through a service that
// writes the payment down as a row first (createkey/lndledger): the
// client's invoice stored in the row and paid from it is silent; a keysend
// whose hash the service mints, a hash minted when the client sends none,
// and a row whose invoice the handler overwrites are reported.
func TestLND(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/lndpay")
}

// TestInjected: endpoints that create through a store held in a field of
// their package, set by a constructor (handler, wired by wiring) or in a
// struct literal of the package that registers the routes (api, set by
// router), reported where the store is wired when it inserts; silent over
// a store that reads, when the handler reads the client's key, for a
// sign-up whose model's unique column holds the client's value, and for a
// PUT route.
func TestInjected(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/wired/handler", "createkey/wired/grpcserver", "createkey/wired/wiring", "createkey/wired/api", "createkey/wired/router")
}

// TestBuilt: wire's shape, every constructor returning an interface over
// an unexported type: the gRPC server's use case publishes through an
// events adapter to a RabbitMQ publisher, each handed to the next in the
// wiring package, which reports. Silent over a logging adapter, over an
// adapter whose field another method may replace, and over a constructor
// that may return either of two types.
func TestBuilt(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/built/broker", "createkey/built/infra", "createkey/built/orders", "createkey/built/server", "createkey/built/wiring", "createkey/built/repo", "createkey/built/wiregen", "createkey/built/cmd")
}

// TestRouted: paystack-wallet's shape. A handler calls a method of a
// concrete service of another package held in its field; the service's
// method inserts through a store interface its own constructor is handed;
// a router package holds the service in a field of its own and hands it to
// the handler's constructor; main builds the service over a store and
// hands it to the router. The finding is completed in main, with the
// route the router registers. Silent over a store that only reads, and for
// the GET route.
func TestRouted(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/routed/wallet", "createkey/routed/repo", "createkey/routed/handlers", "createkey/routed/router", "createkey/routed/cmd")
}

// TestAppHeld: ezhdanovskiy/wallets' shape. The domain service imports
// nothing idemlint knows (its constructor, handed an interface, makes its
// package summarized), reaches its repository inside a literal that
// captures the receiver, and is kept concrete in an application struct that
// hands it to the HTTP server as the server's own interface. Silent over a
// store that only checks.
func TestAppHeld(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/appheld/domain", "createkey/appheld/store", "createkey/appheld/api", "createkey/appheld/app")
}

// TestLogin: a POST whose every row insert runs only where a credential
// check of its own matched (bcrypt's CompareHashAndPassword, subtle's
// ConstantTimeCompare, a team's wrapper in another package; credentials
// from basic auth or a JSON body) is a login storing a session: silent.
// Beside it, reported: a sign-up that hashes a password, an insert on the
// check's failed side, a check whose outcome is ignored, a wrapper whose
// polarity its type does not tell, and a publish after the check.
func TestLogin(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/login")
}

// TestHelper: a function of a handler's shape that is unexported and only
// ever called (webhookx's Gateway.handleRequest, called by Handle) is part
// of its callers: its charge is reported at the handler the route serves,
// once. A helper registered as a route, stored in a map of handlers, also
// called through an interface, or exported stays an endpoint of its own.
func TestHelper(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/helper")
}

// TestRegistered: duc2h/kafka-golang's shape. Gin handlers of one package
// that publish (through sarama's old import path) are registered by main:
// the handlers' package, which does not know their methods, reports none of
// them; main reports the POST routes at their registration (Post,
// Register) and not the PUT and PATCH routes of handlers that publish the
// same way (Put, Rename), nor a POST whose handler reads the key.
func TestRegistered(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/registered/services", "createkey/registered/cmd/server", "createkey/registered/gateway")
}

// TestPromoted: NStegura/saga's shape. The gRPC server calls an order
// service whose Repository embeds one interface per repository; the wiring
// hands it a storage.DB whose CreateOrder is promoted from the repository
// struct it embeds, declared in a package the wiring does not import. The
// same server over a DB whose promoted CreateOrder only reads is silent.
func TestPromoted(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()),
		"createkey/promoted/orderrepo", "createkey/promoted/readrepo", "createkey/promoted/storage",
		"createkey/promoted/service", "createkey/promoted/server", "createkey/promoted/cmd")
}

// TestListQueue: a POST that pushes a job onto a Redis list (through the
// team's queue package) enqueues it again on a retry; the same push after
// a claim of the client's key, a POST whose only write is a SET, and a PUT
// are silent.
func TestListQueue(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/listqueue")
}

// TestDupSignup: a POST whose every insert carries a value the client sent
// and whose duplicate (a sentinel the repository returns on a unique
// violation) the handler answers is guarded: the sign-up. A duplicate
// tested on an insert of server values only, an insert with no duplicate
// tested, and a guarded sign-up followed by an unguarded order are
// reported.
func TestDupSignup(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/dupsignup/...")
}

// TestLapses: a POST whose only rows lapse by themselves (expires_at of
// the clock plus a TTL: a session, a one-time code) is silent; a row that
// stays ninety days, a run_at of the clock plus an hour, an expiry the
// client sent and a lapsing code beside a lasting invitation are reported,
// and the same holds where the store is wired into another package's
// handlers (handler, wiring).
func TestLapses(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), createkey.New(createkey.DefaultConfig()), "createkey/lapses/...")
}
