package idemlint_test

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint"
)

// TestNoLateFactAccess runs the whole suite over every analyzer's test
// packages under a driver that enforces what the analysis.Pass documentation
// says and our own driver does not: fact functions may be called only while
// the pass runs. The summary's Result is shared by the analyzers that
// require it and used after the summary pass has returned, so it must not
// reach back into that pass. golangci-lint, unitchecker and gopls-style
// drivers are free to invalidate a pass when its Run returns.
//
// It also checks that the suite never modifies the AST (golangci-lint's
// checklist): every file's syntax tree, dumped with ast.Fprint, is the
// same after the run as before it.
func TestNoLateFactAccess(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every analyzer's test packages")
	}
	suite, err := idemlint.New(idemlint.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	var late atomic.Int64
	wrapped := make(map[*analysis.Analyzer]bool)
	var wrap func(a *analysis.Analyzer)
	wrap = func(a *analysis.Analyzer) {
		if wrapped[a] {
			return
		}
		wrapped[a] = true
		for _, req := range a.Requires {
			wrap(req)
		}
		run := a.Run
		a.Run = func(pass *analysis.Pass) (any, error) {
			var done atomic.Bool
			guard := func(what string) {
				if done.Load() {
					late.Add(1)
					panic(fmt.Sprintf("%s: %s called after the pass of %s returned", a.Name, what, pass.Pkg.Path()))
				}
			}
			p := *pass
			p.ImportObjectFact = func(obj types.Object, f analysis.Fact) bool {
				guard("ImportObjectFact")
				return pass.ImportObjectFact(obj, f)
			}
			p.ImportPackageFact = func(pkg *types.Package, f analysis.Fact) bool {
				guard("ImportPackageFact")
				return pass.ImportPackageFact(pkg, f)
			}
			p.ExportObjectFact = func(obj types.Object, f analysis.Fact) {
				guard("ExportObjectFact")
				pass.ExportObjectFact(obj, f)
			}
			p.ExportPackageFact = func(f analysis.Fact) {
				guard("ExportPackageFact")
				pass.ExportPackageFact(f)
			}
			p.AllObjectFacts = func() []analysis.ObjectFact {
				guard("AllObjectFacts")
				return pass.AllObjectFacts()
			}
			p.AllPackageFacts = func() []analysis.PackageFact {
				guard("AllPackageFacts")
				return pass.AllPackageFacts()
			}
			defer done.Store(true)
			return run(&p)
		}
	}
	for _, a := range suite {
		wrap(a)
	}

	testdata, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax | packages.NeedModule,
		Dir:  filepath.Join(testdata, "src"),
		Env:  append(os.Environ(), "GOPATH="+testdata, "GO111MODULE=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, "summarytest/...", "retryscopetest/...",
		"ackorder/...", "agenttool/...", "checkthenact/...", "createkey/...", "dedupschema/...", "inprogress/...", "keyderivation/...", "keyretention/...", "keyscope/...", "relativewrite/...", "retrykeyless/...")
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		t.Fatalf("%d errors loading the test packages", n)
	}
	before := dumpSyntax(pkgs)
	graph, err := checker.Analyze(suite, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	after := dumpSyntax(pkgs)
	if len(before) < 100 {
		t.Errorf("only %d files' syntax dumped", len(before))
	}
	for name, d := range before {
		if after[name] != d {
			t.Errorf("%s: the syntax tree changed during the run", name)
		}
	}
	actions, diags := 0, 0
	for act := range graph.All() {
		actions++
		if act.Err != nil {
			t.Errorf("%s on %s: %v", act.Analyzer.Name, act.Package.PkgPath, act.Err)
		}
		diags += len(act.Diagnostics)
	}
	if n := late.Load(); n > 0 {
		t.Errorf("%d fact accesses after a pass returned", n)
	}
	// The run must have done the work it guards: a suite that analysed
	// nothing would pass trivially.
	if diags < 100 {
		t.Errorf("%d diagnostics over %d actions; the test packages hold hundreds of findings", diags, actions)
	}
	t.Logf("%d actions, %d diagnostics", actions, diags)
}

// syntaxOnly leaves out the parser's object resolution (Obj, Scope,
// Unresolved), whose maps ast.Fprint prints in no fixed order.
func syntaxOnly(name string, v reflect.Value) bool {
	return name != "Obj" && name != "Scope" && name != "Unresolved" && ast.NotNilFilter(name, v)
}

// dumpSyntax renders the syntax tree of every file of pkgs and their
// dependencies, by file name.
func dumpSyntax(pkgs []*packages.Package) map[string]string {
	out := make(map[string]string)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for i, f := range p.Syntax {
			var b strings.Builder
			if err := ast.Fprint(&b, p.Fset, f, syntaxOnly); err != nil {
				b.WriteString(err.Error())
			}
			out[p.CompiledGoFiles[i]] = b.String()
		}
	})
	return out
}
