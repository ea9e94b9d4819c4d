package knowledge

import "testing"

// TestPurePackages: every pure package says why, once.
func TestPurePackages(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range PurePackages() {
		if p.Why == "" {
			t.Errorf("pure package %s: no Why", p.Path)
		}
		if seen[p.Path] {
			t.Errorf("pure package %s listed twice", p.Path)
		}
		seen[p.Path] = true
		if !IsPurePackage(p.Path) {
			t.Errorf("IsPurePackage(%q) = false", p.Path)
		}
	}
	if IsPurePackage("database/sql") || IsPurePackage("net/http") {
		t.Error("database/sql and net/http are not pure")
	}
}
