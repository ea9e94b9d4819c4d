package idemlint

import (
	"sort"
	"testing"

	"github.com/idemlint/idemlint/internal/analyzer"
)

// TestRegistry: every entry builds the analyzer it names, the names are
// sorted and unique, and New and Suite return them all in that order.
func TestRegistry(t *testing.T) {
	if !sort.StringsAreSorted(Names) {
		t.Errorf("Names %v are not in order", Names)
	}
	for i, r := range registry {
		if a := r.New(analyzer.DefaultBase()); a.Name != r.Name {
			t.Errorf("registry entry %s builds analyzer %s", r.Name, a.Name)
		}
		if i > 0 && registry[i-1].Name == r.Name {
			t.Errorf("analyzer %s registered twice", r.Name)
		}
	}
	all, err := New(Settings{})
	if err != nil {
		t.Fatal(err)
	}
	suite, err := Suite()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != len(Names) || len(suite) != len(Names) {
		t.Fatalf("New gives %d analyzers and Suite %d, want %d", len(all), len(suite), len(Names))
	}
	for i, n := range Names {
		if all[i].Name != n || suite[i].Name != n {
			t.Errorf("analyzer %d: New gives %s and Suite %s, want %s", i, all[i].Name, suite[i].Name, n)
		}
	}
}
