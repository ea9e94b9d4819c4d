package retrykeyless_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
)

func testdata(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestRetryKeyless(t *testing.T) {
	analysistest.Run(t, testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()),
		"retrykeyless/httpcase", "retrykeyless/stripecase", "retrykeyless/sqlcase", "retrykeyless/publishcase",
		"retrykeyless/loops", "retrykeyless/wrapcase", "retrykeyless/clients")
}

func TestDoc(t *testing.T) {
	a := retrykeyless.Analyzer
	if !strings.HasPrefix(a.Doc, "retrykeyless: ") || a.URL == "" {
		t.Errorf("Doc = %q, URL = %q", a.Doc, a.URL)
	}
}

// TestOptions turns the retrying-client rule off and replaces the dedup
// words through the flags, as golangci-lint and the config file do.
func TestOptions(t *testing.T) {
	a := retrykeyless.New(retrykeyless.DefaultConfig())
	if err := a.Flags.Set(retrykeyless.OptClients, "false"); err != nil {
		t.Fatal(err)
	}
	if err := a.Flags.Set(retrykeyless.OptDedupWords, "outbox"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(t), a, "retrykeyless/options")
	// A fresh analyzer is not affected by the flags of another.
	if f := retrykeyless.New(retrykeyless.DefaultConfig()).Flags.Lookup(retrykeyless.OptClients); f == nil || f.Value.String() != "true" {
		t.Errorf("a fresh analyzer's %s flag = %v, want true", retrykeyless.OptClients, f)
	}
}
