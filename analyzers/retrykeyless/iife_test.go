package retrykeyless_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestClosureAttempts: a retry loop whose attempt is a closure called on
// the spot (err = func() error { … }()) retries the closure's calls; the
// same closure called per item of a slice does not.
func TestClosureAttempts(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()), "retrykeyless/iife")
}
