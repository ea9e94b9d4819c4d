package keyderivation_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyderivation"
)

func testdata(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestKeyDerivation(t *testing.T) {
	analysistest.Run(t, testdata(t), keyderivation.New(keyderivation.DefaultConfig()),
		"keyderivation/basic", "keyderivation/retry", "keyderivation/sinks", "keyderivation/handlers", "keyderivation/sources")
}

func TestHoistFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), keyderivation.New(keyderivation.DefaultConfig()), "keyderivation/hoist")
}
