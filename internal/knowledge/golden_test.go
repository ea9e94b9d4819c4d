package knowledge

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/entries.golden from the built-in tables")

const goldenFile = "entries.golden"

// entryLines lists every built-in entry as "role\tname", one line per role
// of each function, sorted. Fields appear as "field:<role>\tname", key
// headers as "header\tname" and header setters as "headersetter\tname".
func entryLines(t *testing.T) []string {
	t.Helper()
	b, err := New()
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range b.Funcs() {
		for _, r := range f.Roles {
			lines = append(lines, string(r)+"\t"+f.Name)
		}
	}
	for _, f := range b.Fields() {
		for _, r := range f.Roles {
			lines = append(lines, "field:"+string(r)+"\t"+f.Name)
		}
	}
	for _, h := range b.Headers() {
		lines = append(lines, "header\t"+h.Name)
	}
	for s := range b.headerSetters {
		lines = append(lines, "headersetter\t"+s)
	}
	sort.Strings(lines)
	return lines
}

// TestGolden fails when an entry, or one role of an entry, appears or
// disappears without testdata/entries.golden being regenerated with
// `go test ./internal/knowledge -run TestGolden -update`: removing knowledge
// must be a reviewed change.
func TestGolden(t *testing.T) {
	got := entryLines(t)
	path := filepath.Join("testdata", goldenFile)
	if *update {
		if err := os.WriteFile(path, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(want) == 1 && want[0] == "" {
		want = nil
	}
	for _, d := range goldenDiff(want, got) {
		t.Error(d)
	}
	if t.Failed() {
		t.Log("if the change is intended, run: go test ./internal/knowledge -run TestGolden -update")
	}
}

// goldenDiff reports every line of want missing from got and every line of
// got missing from want.
func goldenDiff(want, got []string) []string {
	wantSet := make(map[string]bool, len(want))
	for _, l := range want {
		wantSet[l] = true
	}
	gotSet := make(map[string]bool, len(got))
	for _, l := range got {
		gotSet[l] = true
	}
	var out []string
	for _, l := range want {
		if !gotSet[l] {
			out = append(out, "missing from the tables: "+l)
		}
	}
	for _, l := range got {
		if !wantSet[l] {
			out = append(out, "not in "+goldenFile+": "+l)
		}
	}
	return out
}

// TestGoldenCatchesRemoval proves the comparison sees a dropped entry of
// every role: for each role, removing its first line must yield a
// difference, and no line may be listed twice (a duplicate would hide the
// removal of one copy).
func TestGoldenCatchesRemoval(t *testing.T) {
	lines := entryLines(t)
	seen := map[string]bool{}
	firstOfRole := map[string]int{}
	for i, l := range lines {
		if seen[l] {
			t.Errorf("duplicate line %q", l)
		}
		seen[l] = true
		role := l[:strings.IndexByte(l, '\t')]
		if _, ok := firstOfRole[role]; !ok {
			firstOfRole[role] = i
		}
	}
	for role, i := range firstOfRole {
		dropped := append(append([]string{}, lines[:i]...), lines[i+1:]...)
		if d := goldenDiff(lines, dropped); len(d) != 1 {
			t.Errorf("dropping the first %s entry gave %d differences, want 1", role, len(d))
		}
	}
}
