package cli

import (
	"context"
	"fmt"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/config"
)

// The streaming driver keeps each fact once, with the package of its
// object, instead of copying every dependency's facts into every action
// as checker.Analyze does; it must make the same facts visible. A fact
// analyzer marks every object of its package (a package-level function,
// exported and not, a method, a variable, a constant, a type, a field) and
// the package; on every package it then reports which facts of the
// packages it depends on it sees. Package c imports b, which imports a: c
// sees a's methods, fields, types, constants and package fact, but not
// its functions and variables, which only a direct importer sees.
var visibilityFiles = map[string]string{
	"a/a.go": `package a

type T struct{ Field int }

func (T) M()    {}
func F()        {}
func f()        {}
const C = 1
var V, v int
`,
	"b/b.go": `package b

import "example.com/m/a"

type U struct{ a.T }

func G() { a.F() }
`,
	"c/c.go": `package c

import "example.com/m/b"

func H() { b.G() }
`,
}

type markFact struct{ Of string }

func (*markFact) AFact()           {}
func (f *markFact) String() string { return "mark " + f.Of }

type pkgMark struct{}

func (*pkgMark) AFact() {}

var markAnalyzer = &analysis.Analyzer{
	Name:      "mark",
	Doc:       "mark every object with a fact and report the facts of dependencies it sees",
	FactTypes: []analysis.Fact{new(markFact), new(pkgMark)},
	Run: func(pass *analysis.Pass) (any, error) {
		objects := func(pkg *types.Package) []types.Object {
			var out []types.Object
			for _, name := range pkg.Scope().Names() {
				obj := pkg.Scope().Lookup(name)
				out = append(out, obj)
				if tn, ok := obj.(*types.TypeName); ok {
					if named, ok := tn.Type().(*types.Named); ok {
						for m := range named.Methods() {
							out = append(out, m)
						}
						if st, ok := named.Underlying().(*types.Struct); ok {
							for f := range st.Fields() {
								out = append(out, f)
							}
						}
					}
				}
			}
			return out
		}
		for _, obj := range objects(pass.Pkg) {
			pass.ExportObjectFact(obj, &markFact{Of: obj.Name()})
		}
		pass.ExportPackageFact(new(pkgMark))
		var seen []string
		var visit func(p *types.Package)
		done := map[*types.Package]bool{}
		visit = func(p *types.Package) {
			for _, imp := range p.Imports() {
				if done[imp] {
					continue
				}
				done[imp] = true
				visit(imp)
				if pass.ImportPackageFact(imp, new(pkgMark)) {
					seen = append(seen, imp.Name()+" (package)")
				}
				for _, obj := range objects(imp) {
					var f markFact
					if pass.ImportObjectFact(obj, &f) {
						seen = append(seen, imp.Name()+"."+f.Of)
					}
				}
			}
		}
		visit(pass.Pkg)
		slices.Sort(seen)
		all := 0
		for _, pf := range pass.AllPackageFacts() {
			if _, ok := pf.Fact.(*pkgMark); ok {
				all++
			}
		}
		pass.Reportf(pass.Files[0].Package, "sees %s; all package facts %d", strings.Join(seen, ", "), all)
		return nil, nil
	},
}

func TestStreamFactVisibility(t *testing.T) {
	dir := writeModule(t, visibilityFiles)
	suite := Suite{Names: []string{"mark"}, New: func(config.Settings) ([]*analysis.Analyzer, error) {
		return []*analysis.Analyzer{markAnalyzer}, nil
	}}
	for _, check := range []bool{false, true} {
		t.Run(fmt.Sprintf("check-facts=%v", check), func(t *testing.T) {
			findings, err := Analyze(context.Background(), dir, []string{"./..."}, Settings{Suite: suite, CheckFacts: check})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, f := range findings {
				got[f.Package] = f.Message
			}

			// The same packages through checker.Analyze.
			pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, "./...")
			if err != nil {
				t.Fatal(err)
			}
			g, err := checker.Analyze([]*analysis.Analyzer{markAnalyzer}, pkgs, &checker.Options{SanityCheck: check})
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{}
			for act := range g.All() {
				if act.IsRoot && act.Err == nil {
					for _, d := range act.Diagnostics {
						want[act.Package.ID] = d.Message
					}
				}
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("streaming driver:\n%s\nchecker.Analyze:\n%s", show(got), show(want))
			}
			// The rules, spelled out, so that a change to both drivers is seen.
			if c := got["example.com/m/c"]; c != "sees a (package), a.C, a.Field, a.M, a.T, b (package), b.G, b.T, b.U; all package facts 3" {
				t.Errorf("c: %s", c)
			}
		})
	}
}

func show(m map[string]string) string {
	var lines []string
	for k, v := range m {
		lines = append(lines, k+": "+v)
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
