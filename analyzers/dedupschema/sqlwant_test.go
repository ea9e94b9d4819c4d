package dedupschema_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// sqlFilter passes analysistest's errors on, except those about
// diagnostics in .sql files, which runSQL checks against "-- want" comments.
type sqlFilter struct{ t *testing.T }

var sqlPosnRx = regexp.MustCompile(`^\S+\.sql:\d+:\d+: unexpected diagnostic: `)

func (f sqlFilter) Errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if sqlPosnRx.MatchString(msg) {
		return
	}
	f.t.Helper()
	f.t.Error(msg)
}

var sqlWantRx = regexp.MustCompile("--\\s*want\\s+(`[^`]*`|\"(?:[^\"\\\\]|\\\\.)*\")")

// runSQL runs the analyzer on pkg with analysistest, and checks the
// diagnostics reported inside .sql files against their "-- want" comments.
func runSQL(t *testing.T, a *analysis.Analyzer, pkg string) {
	t.Helper()
	dir := filepath.Join(analyzertest.Testdata(t), "src", filepath.FromSlash(pkg))
	type key struct {
		file string
		line int
	}
	want := map[key][]*regexp.Regexp{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".sql") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range sqlWantRx.FindAllStringSubmatch(line, -1) {
				pat, err := strconv.Unquote(m[1])
				if err != nil {
					t.Fatalf("%s:%d: bad want: %v", path, i+1, err)
				}
				want[key{path, i + 1}] = append(want[key{path, i + 1}], regexp.MustCompile(pat))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(sqlFilter{t}, analyzertest.Testdata(t), a, pkg)
	seen := map[string]bool{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			posn := r.Pass.Fset.Position(d.Pos)
			if !strings.HasSuffix(posn.Filename, ".sql") {
				continue
			}
			id := fmt.Sprintf("%s:%d:%s", posn.Filename, posn.Line, d.Message)
			if seen[id] {
				continue // the package and its test variant
			}
			seen[id] = true
			k := key{posn.Filename, posn.Line}
			matched := false
			for i, rx := range want[k] {
				if rx.MatchString(d.Message) {
					want[k] = append(want[k][:i], want[k][i+1:]...)
					matched = true
					break
				}
			}
			if !matched {
				t.Errorf("%s: unexpected diagnostic: %s", posn, d.Message)
			}
		}
	}
	for k, rxs := range want {
		for _, rx := range rxs {
			t.Errorf("%s:%d: no diagnostic was reported matching %#q", k.file, k.line, rx)
		}
	}
}
