package cli

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/summary"
)

// The tests drive Run with a test-only suite built in the real analyzer
// frame (internal/analyzer: summary requirement, directives, URL):
//
//   - fakecharge reports every call to a function named Charge (option
//     -fakecharge.func renames it), with the enclosing function as the
//     related position and a fix that renames the call to ChargeOnce and
//     passes a key, in unformatted text that -fix must gofmt; a function
//     named Boom makes it panic.
//   - fakewide reports every call to Refund, with a fix that replaces the
//     whole call: Refund(Charge(1)) gives two overlapping fixes.

const fakeDocCharge = `/*
Package fakecharge is a test analyzer.

# Analyzer fakecharge

fakecharge: report calls to Charge

Every call to Charge charges again on a retry. Pass an idempotency key.
*/
package fakecharge`

const fakeDocWide = `/*
# Analyzer fakewide

fakewide: report calls to Refund

Refunds are reported whole.
*/`

type fakeConfig struct{ fn string }

func newFake(name string, base analyzer.Base) *analysis.Analyzer {
	cfg := &fakeConfig{fn: "Charge"}
	doc := fakeDocCharge
	if name == "fakewide" {
		cfg.fn, doc = "Refund", fakeDocWide
	}
	a := analyzer.New(analyzer.Spec{
		Name:   name,
		Doc:    doc,
		Always: true,
		Run:    func(p *analyzer.Pass) error { return fakeRun(p, name, cfg) },
	}, base)
	a.Flags.StringVar(&cfg.fn, "func", cfg.fn, "the function whose calls are reported")
	return a
}

func fakeRun(p *analyzer.Pass, name string, cfg *fakeConfig) error {
	for _, f := range p.Files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if fd.Name.Name == "Boom" && name == "fakecharge" {
				panic("boom")
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				id, ok := call.Fun.(*ast.Ident)
				if !ok || id.Name != cfg.fn {
					return true
				}
				d := analysis.Diagnostic{
					Pos:     call.Pos(),
					End:     call.End(),
					Message: fmt.Sprintf("call to %s in %s charges again on retry; pass an idempotency key", cfg.fn, fd.Name.Name),
					Related: []analysis.RelatedInformation{{Pos: fd.Name.Pos(), End: fd.Name.End(), Message: "enclosing function"}},
				}
				if name == "fakecharge" {
					d.SuggestedFixes = []analysis.SuggestedFix{{
						Message: "Call ChargeOnce with a key",
						TextEdits: []analysis.TextEdit{
							{Pos: id.Pos(), End: id.End(), NewText: []byte(id.Name + "Once")},
							{Pos: call.Lparen + 1, End: call.Lparen + 1, NewText: []byte(`"key",   `)},
						},
					}}
				} else {
					text := "RefundSafely()"
					if cfg.fn == "Unbalanced" {
						text = "RefundSafely(" // a fix that breaks the syntax
					}
					d.SuggestedFixes = []analysis.SuggestedFix{{
						Message:   "Refund safely",
						TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte(text)}},
					}}
				}
				p.Report(d)
				return true
			})
		}
	}
	return nil
}

var fakeNames = []string{"fakecharge", "fakewide"}

// fakeNew mirrors idemlint.New for the fake suite.
func fakeNew(s config.Settings) ([]*analysis.Analyzer, error) {
	if err := s.Check(fakeNames); err != nil {
		return nil, err
	}
	kb, err := s.KnowledgeBase()
	if err != nil {
		return nil, err
	}
	// Ignore directives may name the fake analyzers.
	sum := summary.NewWithOptions(kb, summary.Options{Analyzers: fakeNames})
	base := analyzer.Base{Summary: sum, KeepSuppressed: s.KeepSuppressed}
	enabled := map[string]bool{}
	for _, n := range fakeNames {
		enabled[n] = len(s.Enable) == 0
	}
	for _, n := range s.Enable {
		enabled[n] = true
	}
	for _, n := range s.Disable {
		enabled[n] = false
	}
	var out []*analysis.Analyzer
	for _, n := range fakeNames {
		a := newFake(n, base)
		opts := s.Options[n]
		keys := make([]string, 0, len(opts))
		for k := range opts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if a.Flags.Lookup(k) == nil {
				return nil, fmt.Errorf("analyzer %s has no option %q", n, k)
			}
			if err := a.Flags.Set(k, fmt.Sprint(opts[k])); err != nil {
				return nil, err
			}
		}
		if enabled[n] {
			out = append(out, a)
		}
	}
	return out, nil
}

var _ = flag.CommandLine

func fakeSuite() Suite { return Suite{Names: fakeNames, New: fakeNew} }

// writeModule writes a module into a new temporary directory: files maps
// slash paths to contents; go.mod is added when missing.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	// Resolve symlinks (macOS /var → /private/var) so paths compare.
	dir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := files["go.mod"]; !ok {
		files["go.mod"] = "module example.com/m\n\ngo 1.26\n"
	}
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

type outcome struct {
	stdout, stderr string
	code           int
}

func (o outcome) String() string {
	return fmt.Sprintf("exit %d\n--- stdout\n%s--- stderr\n%s", o.code, o.stdout, o.stderr)
}

// runIn runs the driver in dir with the fake suite.
func runIn(t *testing.T, dir string, args ...string) outcome {
	t.Helper()
	return runWith(t, Options{Dir: dir, Args: args})
}

func runWith(t *testing.T, o Options) outcome {
	t.Helper()
	var stdout, stderr bytes.Buffer
	o.Stdout, o.Stderr = &stdout, &stderr
	if o.Suite.New == nil {
		o.Suite = fakeSuite()
	}
	if o.Version == "" {
		o.Version = "v0.0.0-test"
	}
	code := Run(o)
	return outcome{stdout.String(), stderr.String(), code}
}

func wantCode(t *testing.T, got outcome, code int) {
	t.Helper()
	if got.code != code {
		t.Fatalf("want exit %d, got:\n%s", code, got)
	}
}

func wantContains(t *testing.T, what, s string, subs ...string) {
	t.Helper()
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			t.Errorf("%s does not contain %q:\n%s", what, sub, s)
		}
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
