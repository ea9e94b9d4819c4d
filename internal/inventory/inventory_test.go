package inventory_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/inventory"
	"github.com/idemlint/idemlint/internal/summary"
)

// render prints a package's inventory one line per entry point and per
// effect: kind name [route], then kind target callee line via chain.
func render(p *inventory.Package) string {
	var b strings.Builder
	for _, ep := range p.EntryPoints {
		fmt.Fprintf(&b, "%s %s [%s]\n", ep.Kind, ep.Name, ep.Route)
		for _, e := range ep.Effects {
			fmt.Fprintf(&b, "\t%s %q %s :%d via %s\n", e.Kind, e.Target, e.Callee, e.At.Line, strings.Join(e.Chain, " > "))
			if p := e.Protection; p != nil {
				fmt.Fprintf(&b, "\t\tkey=%s(%s) claim=%s(%s) ack=%s retry=%s\n", p.Key.Answer, p.Key.Detail, p.Claim.Answer, p.Claim.Detail, p.Ack.Answer, p.Retry.Answer)
			}
		}
	}
	return b.String()
}

// TestShop: one entry point of each kind (a route, a receive loop, a
// tool's literal, a ticker job, a Temporal activity, an exported function),
// each effect under the entry point that reaches it; a helper, an exported
// pure function, a registrar and dead code are no entry points; a call
// through an injected field is listed.
func TestShop(t *testing.T) {
	res := analysistest.Run(t, analyzertest.Testdata(t), inventory.New(summary.Analyzer), "inventory/shop")
	got := render(res[0].Result.(*inventory.Package))
	want := `http shop.Shop.create [POST /orders]
	payment "" paymentintent.New :48 via shop.charge > paymentintent.New
		key=yes(from the caller (amount)) claim=no(no dedup claim before it) ack=n/a retry=no
	injected "" shop.Store.Save :37 via shop.Store.Save
		key=yes(derived from stable values) claim=unknown(the callee is not known) ack=n/a retry=no
http shop.Shop.list [GET /orders]
consumer shop.Shop.Consume []
	sql "insert inbox" sql.DB.ExecContext :58 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=yes(atomic claim in sql.DB.ExecContext) ack=yes retry=no
tool shop.Shop.Tools$1 [refund]
	sql "update orders" sql.DB.ExecContext :67 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
exported shop.Archive []
	sql "delete orders" sql.DB.ExecContext :77 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
job shop.Shop.Sweep [ticker]
	sql "update orders" sql.DB.ExecContext :91 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
activity shop.Shop.Ship []
	sql "insert shipments" sql.DB.ExecContext :102 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=yes
`
	if got != want {
		t.Errorf("inventory:\n%s\nwant:\n%s", got, want)
	}
}

// TestWired: a consumer, its handler and the handler's repository in three
// packages, the handler handed to the consumer's constructor by a fourth.
// The consumer's call is followed into the repository's insert (the chain
// shows the wiring); the handler is no entry point of its own; a wired
// handler that changes nothing adds nothing; a func parameter is followed
// the same way; the twin no analysed package constructs keeps its call
// listed as injected; a handler handed on by a function's parameter
// (router.Mount) is followed to who calls it. A struct a worker of another package registers has
// its exported methods listed as activities, retried.
func TestWired(t *testing.T) {
	res := analysistest.Run(t, analyzertest.Testdata(t), inventory.New(summary.Analyzer),
		"inventory/wired/acts", "inventory/wired/consumer", "inventory/wired/events", "inventory/wired/fulfil", "inventory/wired/repo", "inventory/wired/router", "inventory/wired/wiring")
	var pkgs []*inventory.Package
	for _, r := range res {
		pkgs = append(pkgs, r.Result.(*inventory.Package))
	}
	inv := inventory.Assemble(pkgs, nil, func(s string) string { return s })
	got := render(&inventory.Package{EntryPoints: inv.EntryPoints})
	want := `activity acts.Acts.Reserve []
	sql "update stock" sql.DB.ExecContext :13 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=yes
exported acts.Archive []
	sql "delete stock" sql.DB.ExecContext :20 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
consumer consumer.Loop.Run []
	sql "" sql.DB.ExecContext :31 via events.Handler.Handle (wired in wiring.Routed via router.Mount) > fulfil.Service.Handle > repo.Repo.Insert > sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=yes(atomic claim in fulfil.Service.Handle) ack=yes retry=no
	sql "" sql.DB.ExecContext :31 via events.Handler.Handle (wired in wiring.Fulfilment) > fulfil.Service.Handle > repo.Repo.Insert > sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=yes(atomic claim in fulfil.Service.Handle) ack=yes retry=no
exported consumer.Orphan.Run []
	injected "" events.Handler.Handle :44 via events.Handler.Handle
		key=unknown(the callee is not known) claim=unknown(the callee is not known) ack=n/a retry=no
consumer consumer.Each []
	sql "" sql.DB.ExecContext :53 via the func parameter handle (wired in wiring.All) > fulfil.Service.Handle > repo.Repo.Insert > sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=yes(atomic claim in fulfil.Service.Handle) ack=yes retry=no
`
	if got != want {
		t.Errorf("inventory:\n%s\nwant:\n%s", got, want)
	}
}

// TestLoops: each consumer that runs the package's receive loop with its
// own handler has that handler's effect only, and the loop is no entry
// point; a helper of a handler's shape is none either; an effect a helper
// leaves to its argument (the request's method) is its caller's.
func TestLoops(t *testing.T) {
	res := analysistest.Run(t, analyzertest.Testdata(t), inventory.New(summary.Analyzer), "inventory/loops")
	got := render(res[0].Result.(*inventory.Package))
	want := `consumer loops.Ledger.Run []
	sql "insert entries" sql.DB.ExecContext :39 via loops.consume > loops.Ledger.apply > sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=yes retry=no
consumer loops.Audit.Run []
	sql "update audit" sql.DB.ExecContext :51 via loops.consume > loops.Audit.record > sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=yes retry=no
exported loops.Create []
	sql "insert orders" sql.DB.ExecContext :59 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
exported loops.Client.Send []
	http "" http.Client.Do :70 via loops.Client.do > http.Client.Do
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
`
	if got != want {
		t.Errorf("inventory:\n%s\nwant:\n%s", got, want)
	}
}

// TestCAS: a conditional UPDATE that sets the column its WHERE compares
// with a constant, and whose count is read, is the claim of what follows;
// with the count unread, or comparing a column it does not set, it is not.
func TestCAS(t *testing.T) {
	res := analysistest.Run(t, analyzertest.Testdata(t), inventory.New(summary.Analyzer), "inventory/cas")
	got := render(res[0].Result.(*inventory.Package))
	want := `exported cas.Claimed []
	sql "update payouts" sql.DB.ExecContext :12 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=yes(conditional update whose count is read (sql.DB.ExecContext)) ack=n/a retry=no
	sql "insert transfers" sql.DB.ExecContext :19 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=yes(conditional update whose count is read (sql.DB.ExecContext)) ack=n/a retry=no
exported cas.Unread []
	sql "update payouts" sql.DB.ExecContext :24 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
	sql "insert transfers" sql.DB.ExecContext :27 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
exported cas.OtherColumn []
	sql "update payouts" sql.DB.ExecContext :32 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
	sql "insert transfers" sql.DB.ExecContext :39 via sql.DB.ExecContext
		key=no(no idempotency key reaches it) claim=no(no dedup claim before it) ack=n/a retry=no
`
	if got != want {
		t.Errorf("inventory:\n%s\nwant:\n%s", got, want)
	}
}
