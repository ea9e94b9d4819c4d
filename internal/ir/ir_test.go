package ir

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

const src = `package p

func a() error
func b() error
func c()
func d(string)

func Straight() {
	a()
	if b() != nil {
		c()
		return
	}
	d("x")
}

func Loop(n int) {
	for i := 0; i < n; i++ {
		if a() == nil {
			break
		}
		b()
	}
	c()
}

func Join(x, y string) string { return x + ":" + y }

func Closure(k string) func() {
	key := Join("order", k)
	return func() { d(key) }
}

func Twice(k, other string) {
	d(Join("c", k))
	d(Join("c", k))
	d(Join("c", other))
	d("c:" + k)
}
`

func build(t *testing.T) *ssa.Package {
	t.Helper()
	return buildSrc(t, src)
}

func buildSrc(t *testing.T, src string) *ssa.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset,
		types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// callTo returns the call of the named function in fn.
func callTo(t *testing.T, fn *ssa.Function, name string) ssa.CallInstruction {
	t.Helper()
	for _, c := range Calls(fn) {
		if callee := Callee(c.Common()); callee != nil && callee.Name() == name {
			return c
		}
	}
	t.Fatalf("%s calls no %s", fn.Name(), name)
	return nil
}

func TestOrder(t *testing.T) {
	pkg := build(t)
	s := pkg.Func("Straight")
	a, b, c, d := callTo(t, s, "a"), callTo(t, s, "b"), callTo(t, s, "c"), callTo(t, s, "d")
	for _, tc := range []struct {
		name string
		got  bool
		want bool
	}{
		{"a dominates d", Dominates(a, d), true},
		{"b dominates c", Dominates(b, c), true},
		{"c does not dominate d", Dominates(c, d), false},
		{"c does not reach d (it returns)", Reaches(c, d), false},
		{"a reaches c", Reaches(a, c), true},
		{"d does not reach a", Reaches(d, a), false},
		{"straight-line code is in no loop", InLoop(a), false},
		{"a reaches d avoiding c's block", ReachesAvoiding(a, d, func(bb *ssa.BasicBlock) bool { return bb == c.Block() }), true},
		{"a does not reach c avoiding c's predecessor", ReachesAvoiding(a, c, func(bb *ssa.BasicBlock) bool { return bb == b.Block() && false }), true},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v", tc.name, tc.got)
		}
	}

	l := pkg.Func("Loop")
	la, lb, lc := callTo(t, l, "a"), callTo(t, l, "b"), callTo(t, l, "c")
	if !InLoop(la) || !InLoop(lb) || InLoop(lc) {
		t.Errorf("InLoop: a %v b %v c %v; want true true false", InLoop(la), InLoop(lb), InLoop(lc))
	}
	if !Reaches(lb, la) {
		t.Error("b does not reach a round the loop")
	}
	if Dominates(lb, la) {
		t.Error("b dominates a although a runs first")
	}
	if len(LoopBlocks(la.Block())) == 0 || len(LoopBlocks(lc.Block())) != 0 {
		t.Error("LoopBlocks: want blocks for a, none for c")
	}
}

func TestRootsAndBinding(t *testing.T) {
	pkg := build(t)
	join := pkg.Func("Join")
	ret := join.Blocks[len(join.Blocks)-1].Instrs[len(join.Blocks[len(join.Blocks)-1].Instrs)-1].(*ssa.Return)
	tr := &Tracer{}
	var params, consts int
	for _, r := range tr.Roots(ret.Results[0]) {
		switch r.(type) {
		case *ssa.Parameter:
			params++
		case *ssa.Const:
			consts++
		}
	}
	if params != 2 || consts != 1 {
		t.Errorf("roots of x + \":\" + y: %d parameters, %d constants; want 2 and 1", params, consts)
	}

	clo := pkg.Func("Closure")
	lit := clo.AnonFuncs[0]
	call := callTo(t, lit, "d")
	roots := tr.Roots(call.Common().Args[0])
	fv, ok := roots[0].(*ssa.FreeVar)
	if len(roots) != 1 || !ok {
		t.Fatalf("roots of the captured key: %v, want one free variable", roots)
	}
	b := Binding(fv)
	if len(b) != 1 {
		t.Fatalf("Binding: %v", b)
	}
	// The binding is the call Join("order", k): a root for a tracer that
	// does not see through Join, and the parameter k for one that does.
	through := &Tracer{Through: func(c *ssa.CallCommon) ([]ssa.Value, bool) { return c.Args, true }}
	var sawK bool
	for _, r := range through.Roots(b[0]) {
		if p, ok := r.(*ssa.Parameter); ok && p.Name() == "k" {
			sawK = true
		}
	}
	if !sawK {
		t.Error("tracing through Join does not reach the parameter k")
	}
}

func TestArg(t *testing.T) {
	pkg := build(t)
	c := callTo(t, pkg.Func("Straight"), "d").Common()
	if NumArgs(c) != 1 || Arg(c, 0) != c.Args[0] || Arg(c, 1) != nil || Arg(c, -1) != nil {
		t.Error("Arg/NumArgs disagree with the call's arguments")
	}
	if IsMethod(Callee(c)) {
		t.Error("d is not a method")
	}
}

// TestSameValue: a key built twice by the same helper from the same
// operands is the same value; another operand or another spelling is not.
func TestSameValue(t *testing.T) {
	fn := build(t).Func("Twice")
	var keys []ssa.Value
	for _, c := range Calls(fn) {
		if callee := Callee(c.Common()); callee != nil && callee.Name() == "d" {
			keys = append(keys, c.Common().Args[0])
		}
	}
	if len(keys) != 4 {
		t.Fatalf("found %d calls of d, want 4", len(keys))
	}
	if !SameValue(keys[0], keys[1]) {
		t.Errorf("Join(\"c\", k) twice: not the same value")
	}
	if SameValue(keys[0], keys[2]) {
		t.Errorf("Join(\"c\", k) and Join(\"c\", other): the same value")
	}
	if SameValue(keys[0], keys[3]) {
		t.Errorf("Join(\"c\", k) and \"c:\"+k: the same value")
	}
	if !SameValue(keys[3], keys[3]) || SameValue(nil, nil) {
		t.Errorf("identity: wrong")
	}
}
