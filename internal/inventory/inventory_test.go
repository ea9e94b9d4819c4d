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
