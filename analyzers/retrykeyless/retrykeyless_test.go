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
