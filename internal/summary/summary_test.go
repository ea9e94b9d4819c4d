package summary_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/summary"
)

// TestFacts asserts the summary facts of wrappers two levels deep across
// packages: ids/store wrap the libraries, keys wraps ids, app wraps keys
// and store.
func TestFacts(t *testing.T) {
	testdata, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	analysistest.Run(t, testdata, summary.Analyzer, "summarytest/app", "summarytest/ids", "summarytest/keys", "summarytest/store", "summarytest/rpc")
}
