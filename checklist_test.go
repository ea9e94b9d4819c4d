package idemlint_test

// golangci-lint reviews a new linter against a checklist
// (docs/integrations.md, "Ready for golangci-lint's linter list"); the
// points that are about idemlint's own code are held here.

import (
	"go/ast"
	"go/types"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

const modulePath = "github.com/idemlint/idemlint"

// linked loads, with types, the packages of this module that a linter
// built from the suite links: the root package and the module's packages
// it imports, directly or not. These are what golangci-lint would compile
// into its binary; the CLI, the language server and the plugin's
// registration are not among them.
func linked(t *testing.T) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedImports | packages.NeedDeps}
	roots, err := packages.Load(cfg, ".")
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	packages.Visit(roots, nil, func(p *packages.Package) {
		if p.PkgPath == modulePath || strings.HasPrefix(p.PkgPath, modulePath+"/") {
			paths = append(paths, p.PkgPath)
		}
	})
	slices.Sort(paths)
	if len(paths) < 20 {
		t.Fatalf("only %d packages of the module are linked: %v", len(paths), paths)
	}
	cfg = &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports |
		packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo}
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		t.Fatalf("%d errors loading the module's packages", n)
	}
	return pkgs
}

// forbidden are the calls that end the process or abandon the caller's
// goroutine, by (*types.Func).FullName.
var forbidden = map[string]bool{
	"os.Exit": true, "runtime.Goexit": true,
	"log.Fatal": true, "log.Fatalf": true, "log.Fatalln": true,
	"log.Panic": true, "log.Panicf": true, "log.Panicln": true,
	"(*log.Logger).Fatal": true, "(*log.Logger).Fatalf": true, "(*log.Logger).Fatalln": true,
	"(*log.Logger).Panic": true, "(*log.Logger).Panicf": true, "(*log.Logger).Panicln": true,
}

// TestNoInitPanicExit: no init function, no call of the panic builtin, no
// log.Fatal, os.Exit or the like in the code golangci-lint would link
// (tests excepted). A bug in an analyzer is an error from its Run (the
// frame recovers a runtime panic into one), never the end of the linter's
// process; registration of fact types is explicit (summary.RegisterFacts).
func TestNoInitPanicExit(t *testing.T) {
	pkgs := linked(t)
	panicObj := types.Universe.Lookup("panic")
	files := 0
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			files++
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" {
					t.Errorf("%s: func init", p.Fset.Position(fd.Pos()))
				}
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var id *ast.Ident
				switch fun := ast.Unparen(call.Fun).(type) {
				case *ast.Ident:
					id = fun
				case *ast.SelectorExpr:
					id = fun.Sel
				default:
					return true
				}
				switch obj := p.TypesInfo.Uses[id].(type) {
				case *types.Builtin:
					if obj == panicObj {
						t.Errorf("%s: panic", p.Fset.Position(call.Pos()))
					}
				case *types.Func:
					if forbidden[obj.FullName()] {
						t.Errorf("%s: %s", p.Fset.Position(call.Pos()), obj.FullName())
					}
				}
				return true
			})
		}
	}
	if files < 100 {
		t.Errorf("only %d files checked", files)
	}
}

// TestAnalysisOnly: the linked code is go/analysis analyzers: it does not
// load packages itself, run commands, or read the network; the driver
// (golangci-lint, go vet, the CLI) hands it syntax, types and facts.
func TestAnalysisOnly(t *testing.T) {
	banned := []string{"golang.org/x/tools/go/packages", "golang.org/x/tools/go/loader", "os/exec", "net", "net/http"}
	for _, p := range linked(t) {
		for imp := range p.Imports {
			if slices.Contains(banned, imp) {
				t.Errorf("%s imports %s", p.PkgPath, imp)
			}
		}
	}
}

// TestLicense: a LICENSE that golangci-lint accepts (not AGPL) with what
// the license asks for: the copyright line with the year and the authors.
func TestLicense(t *testing.T) {
	data, err := os.ReadFile("LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.HasPrefix(text, "MIT License\n") {
		t.Errorf("LICENSE is not the MIT license")
	}
	if strings.Contains(strings.ToLower(text), "affero") {
		t.Errorf("LICENSE is the AGPL, which golangci-lint does not accept")
	}
	if !regexp.MustCompile(`(?m)^Copyright \(c\) 20\d\d The idemlint authors$`).MatchString(text) {
		t.Errorf("LICENSE has no line \"Copyright (c) <year> The idemlint authors\"")
	}
}

// TestChangelog: a tag-ready module has a CHANGELOG.md with an Unreleased
// section on top, where a release's notes collect until it is tagged.
func TestChangelog(t *testing.T) {
	data, err := os.ReadFile("CHANGELOG.md")
	if err != nil {
		t.Fatal(err)
	}
	var heads []string
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "## ") {
			heads = append(heads, line)
		}
	}
	if len(heads) == 0 || heads[0] != "## Unreleased" {
		t.Errorf("CHANGELOG.md's first section is %q, want \"## Unreleased\"", heads)
	}
	for _, h := range heads[1:] {
		if !regexp.MustCompile(`^## v\d+\.\d+\.\d+ \(\d{4}-\d{2}-\d{2}\)$`).MatchString(h) {
			t.Errorf("CHANGELOG.md: section %q is not \"## vX.Y.Z (YYYY-MM-DD)\"", h)
		}
	}
}
