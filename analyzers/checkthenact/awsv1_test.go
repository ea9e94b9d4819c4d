package checkthenact_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
)

// TestAWSv1: aws-sdk-go v1's clients (Op and OpWithContext) are known as
// v2's are.
func TestAWSv1(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/dynamov1")
}
