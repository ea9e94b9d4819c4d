package integration

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/inventory/schemacheck"
)

var updateInventory = flag.Bool("update-inventory", false, "rewrite testdata/inventory/*.md from idemlint inventory's output")

// The inventory's goldens were reviewed by hand: docs/inventory-expected.md
// lists what a reader finds in the demo and in each service below, written
// before the goldens were generated, and what the comparison showed. The
// corpus has one golden per service directory, so that a service added to
// the corpus changes no golden; a service gets one when someone has listed
// its entry points and effects by hand there.
var inventoryGoldens = []struct{ name, dir, pattern string }{
	{"examples", filepath.Join("..", "examples"), "./..."},
	{"corpus-payments", ".", "./corpus/payments/..."},
	{"corpus-ledger", ".", "./corpus/ledger/..."},
	{"corpus-accounts", ".", "./corpus/accounts/..."},
	{"corpus-billing2", ".", "./corpus/billing2/..."},
	{"corpus-migrations", ".", "./corpus/migrations/..."},
	{"corpus-notifications", ".", "./corpus/notifications/..."},
	{"corpus-orders", ".", "./corpus/orders/..."},
	{"corpus-payouts", ".", "./corpus/payouts/..."},
	{"corpus-shipping", ".", "./corpus/shipping/..."},
	{"corpus-wallet", ".", "./corpus/wallet/..."},
}

// TestInventoryGolden: `idemlint inventory` on the demo and on the corpus's
// services prints exactly its reviewed golden (-update-inventory rewrites
// them; review the diff against docs/inventory-expected.md).
func TestInventoryGolden(t *testing.T) {
	for _, g := range inventoryGoldens {
		t.Run(g.name, func(t *testing.T) {
			out, stderr, code := run(t, g.dir, "inventory", g.pattern)
			if code != 0 {
				t.Fatalf("idemlint inventory %s: exit %d\n%s", g.pattern, code, stderr)
			}
			file := filepath.Join("testdata", "inventory", g.name+".md")
			if *updateInventory {
				if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if out != string(want) {
				t.Errorf("idemlint inventory %s differs from %s (go test -run TestInventoryGolden -update-inventory rewrites it; review the diff against docs/inventory-expected.md):\n%s",
					g.pattern, file, lineDiff(string(want), out))
			}
		})
	}
}

// TestInventoryGoldensCoverCorpus: every service directory of the corpus
// that holds Go code has its golden above (queries/ holds SQL only).
func TestInventoryGoldensCoverCorpus(t *testing.T) {
	dirs, err := os.ReadDir("corpus")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		hasGo := false
		filepath.WalkDir(filepath.Join("corpus", d.Name()), func(p string, e os.DirEntry, err error) error {
			hasGo = hasGo || err == nil && strings.HasSuffix(p, ".go")
			return nil
		})
		want := "./corpus/" + d.Name() + "/..."
		if hasGo && !slices.ContainsFunc(inventoryGoldens, func(g struct{ name, dir, pattern string }) bool { return g.pattern == want }) {
			t.Errorf("corpus/%s has no inventory golden: list it by hand in docs/inventory-expected.md, then add it to inventoryGoldens", d.Name())
		}
	}
}

// TestInventorySchema: the JSON of the demo's and the corpus's inventories
// follows docs/inventory.schema.json.
func TestInventorySchema(t *testing.T) {
	schema, err := os.ReadFile(filepath.Join("..", "docs", "inventory.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range inventoryGoldens {
		out, stderr, code := run(t, g.dir, "inventory", "-format", "json", g.pattern)
		if code != 0 {
			t.Fatalf("idemlint inventory -format json %s: exit %d\n%s", g.pattern, code, stderr)
		}
		if err := schemacheck.Validate(schema, []byte(out)); err != nil {
			t.Errorf("%s: %v", g.name, err)
		}
	}
}

// lineDiff lists the lines only in want (-) and only in got (+).
func lineDiff(want, got string) string {
	in := func(s string) map[string]bool {
		m := make(map[string]bool)
		for _, l := range strings.Split(s, "\n") {
			m[l] = true
		}
		return m
	}
	w, g := in(want), in(got)
	var b strings.Builder
	for _, l := range strings.Split(want, "\n") {
		if !g[l] {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range strings.Split(got, "\n") {
		if !w[l] {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}
