package summary_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/summary"
)

// TestUncheckedClaim: a function that claims and drops the outcome carries
// unchecked-claim, through a caller too; one that returns it does not.
func TestUncheckedClaim(t *testing.T) {
	testdata, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	analysistest.Run(t, testdata, summary.Analyzer, "summarytest/claimed")
}
