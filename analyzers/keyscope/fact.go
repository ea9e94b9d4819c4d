package keyscope

import (
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// KeyShape is an operation a function hands a key to, and the shape of
// that key, built inside the function from fields of its parameters or
// constants, and the namespace of the sink it reaches ("": cannot be told).
type KeyShape struct {
	Op    string
	Shape string
	NS    string
}

// shapeFact is exported on a function that builds keys for operations;
// Shapes are sorted and unique, so the gob encoding is deterministic.
type shapeFact struct{ Shapes []KeyShape }

// AFact marks shapeFact as an analysis fact.
func (*shapeFact) AFact() {}

// maxShapes bounds a fact.
const maxShapes = 16

// String renders the fact stably, for `// want f:"…"`.
func (f *shapeFact) String() string {
	var parts []string
	for _, s := range f.Shapes {
		parts = append(parts, s.Op+"="+s.Shape)
	}
	return "keyShape(" + strings.Join(parts, "; ") + ")"
}

// normalize sorts the shapes, drops duplicates and bounds their number.
func (f *shapeFact) normalize() {
	sort.Slice(f.Shapes, func(i, j int) bool {
		a, b := f.Shapes[i], f.Shapes[j]
		if a.Op != b.Op {
			return a.Op < b.Op
		}
		if a.Shape != b.Shape {
			return a.Shape < b.Shape
		}
		return a.NS < b.NS
	})
	out := f.Shapes[:0]
	for i, s := range f.Shapes {
		if i == 0 || s != f.Shapes[i-1] {
			out = append(out, s)
		}
	}
	if len(out) > maxShapes {
		out = out[:maxShapes]
	}
	f.Shapes = out
}

// export records the sites of a function of this package on its object.
func (s *state) export(fn *ssa.Function, sites []site) {
	obj := ir.FuncObject(fn)
	if obj == nil || len(sites) == 0 || fn.Parent() != nil {
		return
	}
	f := new(shapeFact)
	for _, st := range sites {
		f.Shapes = append(f.Shapes, KeyShape{Op: st.op, Shape: st.shape, NS: st.ns})
	}
	f.normalize()
	s.p.ExportObjectFact(obj, f)
}

// imported returns the sites of the calls fn makes to functions of other
// packages that build keys inside (their facts), at the call.
func (s *state) imported(fn *ssa.Function) []site {
	var out []site
	for _, call := range ir.Calls(fn) {
		callee := ir.Callee(call.Common())
		if callee == nil || callee.Pkg() == nil || callee.Pkg() == s.p.Pkg {
			continue
		}
		f := new(shapeFact)
		if !s.p.ImportObjectFact(callee, f) {
			continue
		}
		for _, ks := range f.Shapes {
			out = append(out, site{op: ks.Op, same: sameOp(ks.Op), shape: ks.Shape, ns: ks.NS, pos: call.Pos(), from: callee.Pkg().Path(), fn: fn})
		}
	}
	return out
}
