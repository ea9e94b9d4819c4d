package ir

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// TestRootsThroughManyCopies traces a field through whole-struct copies
// among locals repeated in a loop: 40 copies into each of five locals. A
// walk that follows every copy anew at each level does 40^5 steps and
// does not finish (github.com/zeebo/xxh3's hash functions did this to
// the sweep); the walk must stay linear and still find the parameter.
func TestRootsThroughManyCopies(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\n\ntype T struct {\n\tKey string\n\tN   int\n}\n\n" +
		"func Copies(k string, n int) string {\n\tvar a0, a1, a2, a3, a4, a5 T\n\ta0.Key = k\n")
	for i := 1; i <= 5; i++ {
		fmt.Fprintf(&b, "\ta%d.N = %d\n", i, i)
	}
	b.WriteString("\tfor i := 0; i < n; i++ {\n")
	for range 40 {
		b.WriteString("\t\ta5 = a4\n\t\ta4 = a3\n\t\ta3 = a2\n\t\ta2 = a1\n\t\ta1 = a0\n\t\ta0.N++\n")
	}
	b.WriteString("\t}\n\treturn a5.Key\n}\n")

	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", b.String(), 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset,
		types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	fn := pkg.Func("Copies")
	var ret *ssa.Return
	for _, blk := range fn.Blocks {
		if r, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return); ok {
			ret = r
		}
	}
	var sawK bool
	for _, r := range (&Tracer{}).Roots(ret.Results[0]) {
		if p, ok := r.(*ssa.Parameter); ok && p.Name() == "k" {
			sawK = true
		}
	}
	if !sawK {
		t.Error("a5.Key, copied from a0 through a1…a4, does not reach the parameter k")
	}
}
