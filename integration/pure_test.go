package integration

import (
	"testing"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// TestPurePackagesLoad: every package of the pure table loads from the
// integration module, at the version it pins.
func TestPurePackagesLoad(t *testing.T) {
	var paths []string
	for _, p := range knowledge.PurePackages() {
		paths = append(paths, p.Path)
	}
	u, bad, err := loadUniverse(paths)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		if why, ok := bad[path]; ok {
			t.Error(unloadable(path, why))
		} else if u[path] == nil {
			t.Errorf("pure package %q: not loaded", path)
		}
	}
}
