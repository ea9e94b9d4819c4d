package keyderivation_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyderivation"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestAWSv1: aws-sdk-go v1's clients (Op and OpWithContext) are known as
// v2's are.
func TestAWSv1(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyderivation.New(keyderivation.DefaultConfig()), "keyderivation/awsv1")
}
