package idemlint

import (
	"fmt"
	"go/ast"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/analyzer"
)

// swallow collects what analysistest would report as failures: the fixtures
// carry no want comments, TestPolicies reads the diagnostics itself.
type swallow struct{}

func (swallow) Errorf(string, ...any) {}

// TestPolicies checks that each analyzer does with a call nothing resolves
// what its declared Policy says. testdata/src/policy/<analyzer> holds the
// same red flag three times, in functions whose names start with Control
// (the call is a known effect, or no call is made: the analyzer must report
// it, or the fixture proves nothing), Injected (through a field its
// constructor's caller sets) and Unresolved (a func parameter). A
// diagnostic must fall in the Injected and Unresolved functions exactly
// when the policy treats such a call as the work, the effect or a read; Silent and
// Keyed mean none does. Every analyzer with a fixture is checked; the test
// fails when a fixture is missing for an analyzer whose policy is not
// Silent.
func TestPolicies(t *testing.T) {
	dir, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range registry {
		t.Run(r.Name, func(t *testing.T) {
			fixture := filepath.Join(dir, "src", "policy", r.Name)
			if _, err := os.Stat(fixture); err != nil {
				if r.Policy.Injected != analyzer.Silent || r.Policy.Unresolved != analyzer.Silent {
					t.Fatalf("no fixture %s for a policy that is not silent (%s)", fixture, r.Policy)
				}
				t.Skipf("no fixture: the policy is silent")
			}
			a := r.New(analyzer.DefaultBase())
			got := reportedIn(analysistest.Run(swallow{}, dir, a, "policy/"+r.Name))
			want := map[string]bool{
				"Control":    true,
				"Injected":   reports(r.Policy.Injected),
				"Unresolved": reports(r.Policy.Unresolved),
			}
			for kind, w := range want {
				if got[kind] != w {
					t.Errorf("%s: reported in %s functions: %v; the policy (%s) says %v", r.Name, kind, got[kind], r.Policy, w)
				}
			}
		})
	}
}

// reports says whether a treatment makes the analyzer report the fixture.
func reports(t analyzer.Treatment) bool {
	return t == analyzer.Work || t == analyzer.Effect || t == analyzer.Read
}

// reportedIn returns, for each function-name prefix of the fixtures
// (Control, Injected, Unresolved), whether a diagnostic falls inside a
// function declaration with that prefix.
func reportedIn(results []*analysistest.Result) map[string]bool {
	out := make(map[string]bool)
	for _, res := range results {
		for _, d := range res.Diagnostics {
			if name := enclosing(res.Pass, d); name != "" {
				for _, kind := range []string{"Control", "Injected", "Unresolved"} {
					if strings.HasPrefix(name, kind) {
						out[kind] = true
					}
				}
			}
		}
	}
	return out
}

func enclosing(pass *analysis.Pass, d analysis.Diagnostic) string {
	for _, f := range pass.Files {
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Pos() <= d.Pos && d.Pos <= fd.End() {
				return fd.Name.Name
			}
		}
	}
	return ""
}

// TestPolicyTable checks that docs/resolution.md shows every analyzer's
// declared policy, as policyTable renders it. UPDATE=1 rewrites the table.
func TestPolicyTable(t *testing.T) {
	const begin, end = "<!-- policies: begin (TestPolicyTable) -->\n", "<!-- policies: end -->"
	path := filepath.Join("docs", "resolution.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no %q … %q section", path, strings.TrimSpace(begin), end)
	}
	want := policyTable()
	if got := doc[i+len(begin) : j]; got != want {
		if os.Getenv("UPDATE") != "" {
			if err := os.WriteFile(path, []byte(doc[:i+len(begin)]+want+doc[j:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s's policy table is stale (UPDATE=1 go test -run TestPolicyTable . rewrites it); want:\n%s", path, want)
	}
}

func policyTable() string {
	var b strings.Builder
	b.WriteString("| analyzer | injected | unresolved | wiring package | what the code must prove |\n")
	b.WriteString("| --- | --- | --- | --- | --- |\n")
	for _, r := range registry {
		wiring := "no"
		if r.Policy.Wiring {
			wiring = "completes"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", r.Name, r.Policy.Injected, r.Policy.Unresolved, wiring, r.Policy.When)
	}
	return b.String()
}

// TestPolicyPages checks that every analyzer's page in docs/ says what it
// does with a call nothing resolves, as its declared Policy renders.
func TestPolicyPages(t *testing.T) {
	const begin, end = "<!-- policy (TestPolicyPages) -->\n", "<!-- /policy -->"
	for _, r := range registry {
		path := filepath.Join("docs", r.Name+".md")
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc := string(b)
		i, j := strings.Index(doc, begin), strings.Index(doc, end)
		if i < 0 || j < i || !strings.Contains(doc, "\n## Calls it cannot resolve\n") {
			t.Errorf("%s has no section \"Calls it cannot resolve\" with a %q … %q block", path, strings.TrimSpace(begin), end)
			continue
		}
		wiring := "no"
		if r.Policy.Wiring {
			wiring = "completes what this package cannot judge"
		}
		want := fmt.Sprintf("**injected**: %s · **unresolved**: %s · **wiring package**: %s. %s.\n",
			r.Policy.Injected, r.Policy.Unresolved, wiring, strings.ToUpper(r.Policy.When[:1])+r.Policy.When[1:])
		if got := doc[i+len(begin) : j]; got != want {
			if os.Getenv("UPDATE") != "" {
				if err := os.WriteFile(path, []byte(doc[:i+len(begin)]+want+doc[j:]), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			t.Errorf("%s's policy block is stale (UPDATE=1 go test -run TestPolicyPages . rewrites it); want:\n%s", path, want)
		}
	}
}
