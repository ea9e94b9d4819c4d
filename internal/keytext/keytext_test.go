package keytext_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/sqltext"
)

const src = `package p

import (
	"fmt"
	"strings"
)

func sink(string) {}

func keys(id string, n int) {
	sink("idem:" + id)
	sink(fmt.Sprintf("order:%s:%d%%", id, n))
	sink(strings.Join([]string{"a", id, "c"}, "/"))
	var b strings.Builder
	b.WriteString("INSERT INTO t VALUES (")
	b.WriteString(id)
	b.WriteString(")")
	sink(b.String())
	sink(id)
}
`

// TestText folds the arguments of every sink call of src.
func TestText(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.ForCompiler(fset, "source", nil)}, fset,
		types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	h := sqltext.Hole
	want := []struct {
		text string
		ok   bool
	}{
		{"idem:" + h, true},
		{"order:" + h + ":" + h + "%", true},
		{"a/" + h + "/c", true},
		{"INSERT INTO t VALUES (" + h + ")", true},
		{h, false},
	}
	i := 0
	for _, b := range pkg.Func("keys").Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Call.StaticCallee() == nil || call.Call.StaticCallee().Name() != "sink" {
				continue
			}
			got, ok := keytext.Text(call.Call.Args[0])
			if i >= len(want) || got != want[i].text || ok != want[i].ok {
				t.Errorf("sink #%d: Text = %q, %v", i, got, ok)
			}
			i++
		}
	}
	if i != len(want) {
		t.Errorf("%d sink calls, want %d", i, len(want))
	}
}
