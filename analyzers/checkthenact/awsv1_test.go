package checkthenact_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestAWSv1: aws-sdk-go v1's clients (Op and OpWithContext) are known as
// v2's are.
func TestAWSv1(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/dynamov1")
}
