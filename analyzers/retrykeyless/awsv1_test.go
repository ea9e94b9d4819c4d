package retrykeyless_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestAWSv1: aws-sdk-go v1's clients (Op and OpWithContext) are known as
// v2's are.
func TestAWSv1(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()), "retrykeyless/awsv1")
}
