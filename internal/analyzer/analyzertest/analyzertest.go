// Package analyzertest holds what the analyzers' tests share.
package analyzertest

import (
	"path/filepath"
	"testing"
)

// Testdata returns the absolute path of the repository's testdata
// directory (its src holds the analysistest packages), for a test that
// runs in analyzers/<name>.
func Testdata(t testing.TB) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}
