package inventory_test

import (
	"bytes"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/inventory"
	"github.com/idemlint/idemlint/internal/inventory/schemacheck"
)

func schema(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "inventory.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// full is an inventory with every field set, a finding on an effect and
// one on the entry point.
func full() *inventory.Inventory {
	at := func(line int) token.Position { return token.Position{Filename: "/m/a/a.go", Line: line, Column: 2} }
	ep := inventory.EntryPoint{Kind: inventory.KindHTTP, Name: "a.Create", Route: "POST /orders", Pos: at(10), End: at(30),
		Effects: []inventory.Effect{{Kind: "payment", Target: "", Callee: "paymentintent.New", At: at(20), Chain: []string{"a.charge", "paymentintent.New"},
			Sites: []token.Position{at(12), at(20)},
			Protection: &inventory.Protection{
				Key:   inventory.Answer{Answer: inventory.Yes, Detail: "from the caller", Posn: "a/a.go:11:2"},
				Claim: inventory.Answer{Answer: inventory.No}, Ack: inventory.Answer{Answer: inventory.Unknown}, Retry: inventory.Answer{Answer: inventory.No},
			}}}}
	diags := []inventory.Diagnostic{
		{Analyzer: "retrykeyless", Message: "m", URL: "https://x/retrykeyless.md", Posn: at(12)},
		{Analyzer: "createkey", Message: "m", URL: "https://x/createkey.md", Posn: at(10)},
	}
	return inventory.Assemble([]*inventory.Package{{EntryPoints: []inventory.EntryPoint{ep}}}, diags, func(s string) string { return strings.TrimPrefix(s, "/m/") })
}

// TestSchema: the JSON of a full inventory follows docs/inventory.schema.json,
// and documents that break it fail (the validator can fail).
func TestSchema(t *testing.T) {
	inv := full()
	if n := len(inv.EntryPoints[0].Effects[0].Findings); n != 1 {
		t.Errorf("findings on the effect: %d, want 1 (the retrykeyless on its chain)", n)
	}
	if n := len(inv.EntryPoints[0].Findings); n != 1 {
		t.Errorf("findings on the entry point: %d, want 1 (the createkey on its declaration)", n)
	}
	var out bytes.Buffer
	if err := inventory.WriteJSON(&out, inv); err != nil {
		t.Fatal(err)
	}
	if err := schemacheck.Validate(schema(t), out.Bytes()); err != nil {
		t.Errorf("%v\n%s", err, out.String())
	}
	empty := &inventory.Inventory{Version: inventory.Version, EntryPoints: []inventory.EntryPoint{}}
	out.Reset()
	inventory.WriteJSON(&out, empty)
	if err := schemacheck.Validate(schema(t), out.Bytes()); err != nil {
		t.Errorf("empty inventory: %v\n%s", err, out.String())
	}
	for _, bad := range []string{
		`{"version":2,"entrypoints":[]}`,
		`{"version":1}`,
		`{"version":1,"entrypoints":[],"extra":1}`,
		`{"version":1,"entrypoints":[{"kind":"http","name":"a","posn":"a.go:1","effects":[]}]}`,
		`{"version":1,"entrypoints":[{"kind":"cli","name":"a","posn":"a.go:1:1","effects":[]}]}`,
		`{"version":1,"entrypoints":[{"kind":"http","name":"a","posn":"a.go:1:1","effects":[{"kind":"sql","callee":"x","posn":"a.go:1:1","chain":[]}]}]}`,
		`{"version":1,"entrypoints":[{"kind":"http","name":"a","posn":"a.go:1:1","effects":[{"kind":"sql","callee":"x","posn":"a.go:1:1","chain":[],"findings":[],"protection":{"key":{"answer":"maybe"},"claim":{"answer":"no"},"ack":{"answer":"no"},"retry":{"answer":"no"}}}]}]}`,
	} {
		if err := schemacheck.Validate(schema(t), []byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

// TestDiff: an effect whose ack answer drops, or that a new finding is on,
// is weaker; one that moved but is the same is not listed; a new one is
// added.
func TestDiff(t *testing.T) {
	base := full()
	same := full()
	if d := inventory.Diff(base, same); len(d.EntryPoints) != 0 {
		t.Errorf("diff of an inventory with itself: %+v", d.EntryPoints)
	}
	cur := full()
	cur.EntryPoints[0].Effects[0].Posn = "a/a.go:99:2"                                    // moved, unchanged
	cur.EntryPoints[0].Effects[0].Protection.Ack = inventory.Answer{Answer: inventory.No} // was unknown
	cur.EntryPoints[0].Effects = append(cur.EntryPoints[0].Effects, inventory.Effect{Kind: "publish", Callee: "kafka.Writer.WriteMessages", Chain: []string{"x"}})
	d := inventory.Diff(base, cur)
	if len(d.EntryPoints) != 1 || len(d.EntryPoints[0].Effects) != 2 ||
		d.EntryPoints[0].Effects[0].Change != inventory.ChangeWeaker || d.EntryPoints[0].Effects[1].Change != inventory.ChangeAdded {
		t.Errorf("diff: %+v", d.EntryPoints)
	}
}
