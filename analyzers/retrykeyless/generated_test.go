package retrykeyless_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestGenerated: a retry loop inside a generated client is reported at the
// hand-written call of the client's method, in another package; the
// generated read retried the same way stays silent.
func TestGenerated(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()),
		"retrykeyless/generated/payclient", "retrykeyless/generated/app")
}
